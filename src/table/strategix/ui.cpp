// Strategix's table folder as the App sees it (table/game_ui.h): its new-game screen, rules help,
// table and match sheets.
#include "engine/strategix/module.h"
#include "table/i18n.h"
#include "table/sheet_book.h"
#include "table/strategix/new_game.h"
#include "table/strategix/rules_help.h"
#include "table/strategix/sheet.h"
#include "table/strategix/sheet_panel.h"
#include "table/strategix/table.h"

namespace table {
namespace {

// The match sheet in the shared sheet book (table/sheet_book.h): a row a hand.
// README, "Hands and the winner": the game ends (over) after as many hands as players.
struct StrategixSheets : SheetTraits<strategix_sheet::Rules> {};

class StrategixUi : public GameUi {
public:
    const games::Module& game() const override { return strategix::module(); }
    const char* atlas() const override { return "letter_cards"; }
    const char* blurb() const override {
        return tr("Climb with letters: beat the runs and pairs on the table, wild stars, Z and "
                  "firecrackers; go out first to be Luckylix. 2 to 4 players, a hand each.");
    }
    std::unique_ptr<GameTable> make_table(const TableSetup& table) const override {
        return std::make_unique<StrategixTable>(table);
    }
    NewGameIntent draw_new_game(const Fonts& fonts, const Settings& settings,
                                bool has_game) override {
        return new_game_.draw(fonts, settings, has_game);
    }
    bool draw_rules(const Fonts& fonts, const Atlas& atlas) override {
        return DrawStrategixRules(fonts, atlas);
    }
    std::unique_ptr<SheetBook> make_sheets() const override {
        return std::make_unique<SheetBookOf<StrategixSheets>>();
    }

private:
    SeatsNewGame new_game_ = strategix_new_game();
};

} // namespace

std::unique_ptr<GameUi> strategix_ui() {
    return std::make_unique<StrategixUi>();
}

} // namespace table
