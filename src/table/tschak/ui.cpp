// Tschak!'s table folder as the App sees it (table/game_ui.h): its new-game screen, rules help,
// table and game sheets.
#include "engine/tschak/module.h"
#include "engine/tschak/wire.h"
#include "table/i18n.h"
#include "table/sheet_book.h"
#include "table/tschak/new_game.h"
#include "table/tschak/rules_help.h"
#include "table/tschak/sheet.h"
#include "table/tschak/sheet_panel.h"
#include "table/tschak/table.h"

namespace table {
namespace {

// The game sheet in the shared sheet book (table/sheet_book.h): a row a keep, the last final.
struct TschakSheets : SheetTraits<tschak_sheet::Rules> {
    // The standing, and once over the final score broken down.
    static nlohmann::json summary(const Sheet& sheet) {
        nlohmann::json out = standing(sheet);
        out["scores"] =
            json_list(sheet.over() ? sheet.rows.back().scores : std::vector<tschak::Score>{},
                      &tschak::score_to_json);
        return out;
    }
};

class TschakUi : public GameUi {
public:
    const games::Module& game() const override { return tschak::module(); }
    const char* atlas() const override { return "tschak_cards"; }
    const char* blurb() const override {
        return tr("Explore four keeps floor by floor: everyone picks adventurers in secret and all "
                  "reveal at once; the weakest team meets the monster, the strongest takes the "
                  "treasure. 2 to 4 players.");
    }
    std::unique_ptr<GameTable> make_table(const TableSetup& table) const override {
        return std::make_unique<TschakTable>(table);
    }
    NewGameIntent draw_new_game(const Fonts& fonts, const Settings& settings,
                                bool has_game) override {
        return new_game_.draw(fonts, settings, has_game);
    }
    bool draw_rules(const Fonts& fonts, const Atlas& atlas) override {
        return DrawTschakRules(fonts, atlas);
    }
    std::unique_ptr<SheetBook> make_sheets() const override {
        return std::make_unique<SheetBookOf<TschakSheets>>();
    }

private:
    SeatsNewGame new_game_ = tschak_new_game();
};

} // namespace

std::unique_ptr<GameUi> tschak_ui() {
    return std::make_unique<TschakUi>();
}

} // namespace table
