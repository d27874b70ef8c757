// Tschak!'s table folder as the App sees it (table/game_ui.h): its new-game screen, rules help,
// table and game sheets.
#include "engine/tschak/module.h"
#include "engine/tschak/wire.h"
#include "table/sheet_book.h"
#include "table/tschak/new_game.h"
#include "table/tschak/rules_help.h"
#include "table/tschak/sheet.h"
#include "table/tschak/sheet_panel.h"
#include "table/tschak/table.h"

namespace table {
namespace {

// The game sheet in the shared sheet book (table/sheet_book.h): a row a keep, the last final.
struct TschakSheets {
    using Sheet = tschak_sheet::Sheet;
    using Intent = tschak_sheet::SheetIntent;
    static const auto& sheet_store() { return tschak_sheet::sheet_store(); }
    static Sheet start(const SheetMatch& m, std::int64_t now_ms, const std::string& now_text) {
        return tschak_sheet::start_sheet(m.setup, m.seed, m.names, now_ms, now_text);
    }
    // The match's result rows (tschak::Game::result_rows): one a keep that has ended.
    static core::Expected<int> sync(Sheet& sheet, const std::vector<nlohmann::json>& rows) {
        auto results = sheets::read_results(rows, &tschak::result_from_json);
        if (!results) return core::Expected<int>::fail(results.error());
        return tschak_sheet::sync_results(sheet, results.value());
    }
    static bool finished(const Sheet& sheet) { return sheet.over(); }
    static constexpr auto draw = &tschak_sheet::DrawSheet;
    static constexpr auto draw_history = &tschak_sheet::DrawHistory;
    static nlohmann::json summary(const Sheet& sheet) {
        nlohmann::json scores = nlohmann::json::array();
        if (sheet.over())
            for (const tschak::Score& s : sheet.rows.back().scores)
                scores.push_back(tschak::score_to_json(s));
        return {{"rows", sheet.rows.size()},  {"totals", sheet.totals()},
                {"leaders", sheet.leaders()}, {"over", sheet.over()},
                {"scores", scores},           {"id", sheet.id}};
    }
};

class TschakUi : public GameUi {
public:
    const games::Module& game() const override { return tschak::module(); }
    const char* atlas() const override { return "tschak_cards"; }
    std::unique_ptr<GameTable> make_table(const TableSetup& table) const override {
        return std::make_unique<TschakTable>(table);
    }
    NewGameIntent draw_new_game(const Fonts& fonts, const Settings& settings,
                                bool has_game) override {
        const TschakChoiceIntent in = DrawTschakNewGame(fonts, choice_, settings, has_game);
        NewGameIntent out;
        out.back = in.back;
        if (in.start) out.start = NewGame{setup_for(choice_), names_for(choice_, settings)};
        return out;
    }
    bool draw_rules(const Fonts& fonts, const Atlas& atlas) override {
        return DrawTschakRules(fonts, atlas);
    }
    std::unique_ptr<SheetBook> make_sheets() const override {
        return std::make_unique<SheetBookOf<TschakSheets>>();
    }

private:
    TschakChoice choice_;
};

} // namespace

std::unique_ptr<GameUi> tschak_ui() {
    return std::make_unique<TschakUi>();
}

} // namespace table
