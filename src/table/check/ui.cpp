// CHECK!'s table folder as the App sees it (table/game_ui.h): its new-game screen, rules help,
// table and game sheets.
#include "engine/check/module.h"
#include "engine/check/wire.h"
#include "table/check/new_game.h"
#include "table/check/rules_help.h"
#include "table/check/sheet.h"
#include "table/check/sheet_panel.h"
#include "table/check/table.h"
#include "table/i18n.h"
#include "table/sheet_book.h"

namespace table {
namespace {

// The game sheet in the shared sheet book (table/sheet_book.h): one game, its result once over.
struct CheckSheets : SheetTraits<check_sheet::Rules> {
    // The standing, and once over each player's score broken down.
    static nlohmann::json summary(const Sheet& sheet) {
        nlohmann::json out = standing(sheet);
        out["scores"] =
            json_list(sheet.over() ? sheet.rows.front().scores : std::vector<check::Score>{},
                      &check::score_to_json);
        return out;
    }
};

class CheckUi : public GameUi {
public:
    const games::Module& game() const override { return check::module(); }
    const char* atlas() const override { return "number_cards"; }
    const char* blurb() const override {
        return tr("Take cards from an open market and fulfil orders: pairs, runs and sets of a "
                  "kind; bonus colours and majorities score too. 2 to 4 players.");
    }
    std::unique_ptr<GameTable> make_table(const TableSetup& table) const override {
        return std::make_unique<CheckTable>(table);
    }
    NewGameIntent draw_new_game(const Fonts& fonts, const Settings& settings,
                                bool has_game) override {
        return new_game_.draw(fonts, settings, has_game);
    }
    bool draw_rules(const Fonts& fonts, const Atlas& atlas) override {
        return DrawCheckRules(fonts, atlas);
    }
    std::unique_ptr<SheetBook> make_sheets() const override {
        return std::make_unique<SheetBookOf<CheckSheets>>();
    }

private:
    SeatsNewGame new_game_ = check_new_game();
};

} // namespace

std::unique_ptr<GameUi> check_ui() {
    return std::make_unique<CheckUi>();
}

} // namespace table
