// Checks' table folder as the App sees it (table/game_ui.h): its new-game screen, rules help,
// table and match sheets.
#include "engine/checks/module.h"
#include "table/checks/new_game.h"
#include "table/checks/rules_help.h"
#include "table/checks/sheet.h"
#include "table/checks/sheet_panel.h"
#include "table/checks/table.h"
#include "table/i18n.h"
#include "table/sheet_book.h"

namespace table {
namespace {

// The match sheet in the shared sheet book (table/sheet_book.h): a row a game.
struct ChecksSheets : SheetTraits<checks_sheet::Rules> {
    // A match has no last game: its sheet stays current until another match starts.
    static bool finished(const Sheet&) { return false; }
    static nlohmann::json summary(const Sheet& sheet) { return {{"games_won", sheet.games_won()}}; }
};

class ChecksUi : public GameUi {
public:
    const games::Module& game() const override { return checks::module(); }
    const char* atlas() const override { return "std_cards"; }
    const char* blurb() const override {
        return tr("Make your hand's last digit match an upcard and cash the pile; the most cards "
                  "won takes the game. Two players, a match of games.");
    }
    std::unique_ptr<GameTable> make_table(const TableSetup& table) const override {
        return std::make_unique<ChecksTable>(table);
    }
    NewGameIntent draw_new_game(const Fonts& fonts, const Settings& settings,
                                bool has_game) override {
        return DrawChecksNewGame(fonts, choice_, settings, has_game);
    }
    bool draw_rules(const Fonts& fonts, const Atlas& atlas) override {
        return DrawChecksRules(fonts, atlas);
    }
    std::unique_ptr<SheetBook> make_sheets() const override {
        return std::make_unique<SheetBookOf<ChecksSheets>>();
    }

private:
    ChecksChoice choice_;
};

} // namespace

std::unique_ptr<GameUi> checks_ui() {
    return std::make_unique<ChecksUi>();
}

} // namespace table
