// High card's table folder as the App sees it (table/game_ui.h): its new-game screen, rules
// help, table and game sheets. register_table.cpp adds it to the table's registry.
#include "highcard/module.h"
#include "highcard/new_game.h"
#include "highcard/rules_help.h"
#include "highcard/sheet.h"
#include "highcard/sheet_panel.h"
#include "highcard/table.h"
#include "table/i18n.h"
#include "table/sheet_book.h"

namespace table {
namespace {

// The game sheet in the shared sheet book (table/sheet_book.h): one game, its result once over.
struct HighcardSheets : SheetTraits<highcard_sheet::Rules> {
    static nlohmann::json summary(const Sheet& sheet) {
        return {{"tricks", sheet.tricks()},
                {"leaders", sheet.leaders()},
                {"over", sheet.over()},
                {"players", sheet.players},
                {"banner", highcard_sheet::describe_match(sheet)}};
    }
};

class HighcardUi : public GameUi {
public:
    const games::Module& game() const override { return highcard::module(); }
    // The standard deck's faces (assets/std_cards.txt): High card needs no atlas of its own.
    const char* atlas() const override { return "std_cards"; }
    const char* blurb() const override {
        return tr("Five cards each; the higher card takes the trick, and three tricks win. A test "
                  "game: it shows a game plugs in through the module alone.");
    }
    std::unique_ptr<GameTable> make_table(const TableSetup& table) const override {
        return std::make_unique<HighcardTable>(table);
    }
    NewGameIntent draw_new_game(const Fonts& fonts, const Settings& settings,
                                bool has_game) override {
        return new_game_.draw(fonts, settings, has_game);
    }
    bool draw_rules(const Fonts& fonts, const Atlas& atlas) override {
        return DrawHighcardRules(fonts, atlas);
    }
    std::unique_ptr<SheetBook> make_sheets() const override {
        return std::make_unique<SheetBookOf<HighcardSheets>>();
    }

private:
    SeatsNewGame new_game_ = highcard_new_game();
};

} // namespace

std::unique_ptr<GameUi> highcard_ui() {
    return std::make_unique<HighcardUi>();
}

} // namespace table
