// Txek's table folder as the App sees it (table/game_ui.h): its new-game screen, rules help,
// table and score sheets.
#include "engine/txek/module.h"
#include "table/i18n.h"
#include "table/sheet_book.h"
#include "table/txek/new_game.h"
#include "table/txek/rules_help.h"
#include "table/txek/sheet.h"
#include "table/txek/sheet_panel.h"
#include "table/txek/table.h"

namespace table {
namespace {

// The 200-point score sheet in the shared sheet book (table/sheet_book.h); rules, "End of the
// game": over at 200 with one lowest total.
struct TxekSheets : SheetTraits<txek_sheet::Rules> {
    static nlohmann::json summary(const Sheet& sheet) {
        return {{"totals", sheet.totals()}, {"assist", sheet.assist}};
    }
    static bool aided(const Sheet& sheet) { return sheet.assist; }
    static void mark_aided(Sheet& sheet) { sheet.assist = true; }
};

class TxekUi : public GameUi {
public:
    const games::Module& game() const override { return txek::module(); }
    const char* atlas() const override { return "cards"; }
    const char* blurb() const override {
        return tr("Shed your cards before the others, or bet on a Double-TXEK. Intercept in real "
                  "time; rounds until someone reaches 200, and the fewest points win.");
    }
    std::vector<std::string> showcase() const override {
        return {"txek.r7", "txek.bpeek", "txek.rcrown", "txek.bexchange", "txek.r10"};
    }
    std::unique_ptr<GameTable> make_table(const TableSetup& table) const override {
        return std::make_unique<TxekTable>(table);
    }
    NewGameIntent draw_new_game(const Fonts& fonts, const Settings&, bool has_game) override {
        return DrawTxekNewGame(fonts, choice_, has_game);
    }
    bool draw_rules(const Fonts& fonts, const Atlas& atlas) override {
        return DrawTxekRules(fonts, atlas);
    }
    std::unique_ptr<SheetBook> make_sheets() const override {
        return std::make_unique<SheetBookOf<TxekSheets>>();
    }
    // A beginners' aid for README, "TXEK and Not TXEK"; the sheet of a game it helped says so.
    bool draw_settings(Settings& s, float) override {
        ImGui::Dummy(ImVec2(0, 4));
        const bool changed = ImGui::Checkbox(tr("TXEK assist"), &s.txek_assist);
        MarkTarget("txek_assist");
        ImGui::TextDisabled("%s", tr("Txek: the TXEK button lights only when the card is identical "
                                     "to the one under it. Off in the classic game, where spotting "
                                     "it is the game; a game played with it on says so on its "
                                     "score sheet."));
        return changed;
    }

private:
    TxekChoice choice_;
};

} // namespace

std::unique_ptr<GameUi> txek_ui() {
    return std::make_unique<TxekUi>();
}

} // namespace table
