// Txek's table folder as the App sees it (table/game_ui.h): its new-game screen, rules help,
// table and score sheets.
#include "engine/txek/module.h"
#include "engine/txek/wire.h"
#include "table/sheet_book.h"
#include "table/txek/new_game.h"
#include "table/txek/rules_help.h"
#include "table/txek/sheet.h"
#include "table/txek/sheet_panel.h"
#include "table/txek/table.h"

namespace table {
namespace {

// The 200-point score sheet in the shared sheet book (table/sheet_book.h).
struct TxekSheets {
    using Sheet = txek_sheet::Sheet;
    using Intent = txek_sheet::SheetIntent;
    static const auto& sheet_store() { return txek_sheet::sheet_store(); }
    static Sheet start(const SheetMatch& m, std::int64_t now_ms, const std::string& now_text) {
        return txek_sheet::start_sheet(m.setup, m.seed, m.names, now_ms, now_text);
    }
    static core::Expected<int> sync(Sheet& sheet, const std::vector<nlohmann::json>& rows) {
        const int players = int(sheet.players.size());
        auto rounds = sheets::read_results(rows, [players](const nlohmann::json& row) {
            return txek::round_from_json(row, players);
        });
        if (!rounds) return core::Expected<int>::fail(rounds.error());
        return txek_sheet::sync_rounds(sheet, rounds.value());
    }
    // Rules, "End of the game": over at 200 with one lowest total.
    static bool finished(const Sheet& sheet) { return sheet.over(); }
    static constexpr auto draw = &txek_sheet::DrawSheet;
    static constexpr auto draw_history = &txek_sheet::DrawHistory;
    static nlohmann::json summary(const Sheet& sheet) {
        return {{"rows", sheet.rows.size()},
                {"totals", sheet.totals()},
                {"id", sheet.id},
                {"assist", sheet.assist}};
    }
    static bool aided(const Sheet& sheet) { return sheet.assist; }
    static void mark_aided(Sheet& sheet) { sheet.assist = true; }
};

class TxekUi : public GameUi {
public:
    const games::Module& game() const override { return txek::module(); }
    const char* atlas() const override { return "cards"; }
    std::vector<std::string> showcase() const override {
        return {"txek.r7", "txek.bpeek", "txek.rcrown", "txek.bexchange", "txek.r10"};
    }
    std::unique_ptr<GameTable> make_table(const TableSetup& table) const override {
        return std::make_unique<TxekTable>(table);
    }
    NewGameIntent draw_new_game(const Fonts& fonts, const Settings&, bool has_game) override {
        const TxekChoiceIntent in = DrawTxekNewGame(fonts, choice_, has_game);
        NewGameIntent out;
        out.back = in.back;
        if (in.start) out.start = NewGame{setup_for(choice_), {}};
        return out;
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
        const bool changed = ImGui::Checkbox("TXEK assist", &s.txek_assist);
        MarkTarget("txek_assist");
        ImGui::TextDisabled("Txek: the TXEK button lights only when the card is identical to the "
                            "one under it. Off in the classic game, where spotting it is the "
                            "game; a game played with it on says so on its score sheet.");
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
