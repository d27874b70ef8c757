// CHECK!'s table folder as the App sees it (table/game_ui.h): its new-game screen, rules help,
// table and game sheets.
#include "engine/check/module.h"
#include "engine/check/wire.h"
#include "table/check/new_game.h"
#include "table/check/rules_help.h"
#include "table/check/sheet.h"
#include "table/check/sheet_panel.h"
#include "table/check/table.h"
#include "table/sheet_book.h"

namespace table {
namespace {

// The game sheet in the shared sheet book (table/sheet_book.h): one game, its result once over.
struct CheckSheets {
    using Sheet = check_sheet::Sheet;
    using Intent = check_sheet::SheetIntent;
    static const auto& sheet_store() { return check_sheet::sheet_store(); }
    static Sheet start(const SheetMatch& m, std::int64_t now_ms, const std::string& now_text) {
        return check_sheet::start_sheet(m.setup, m.seed, m.names, now_ms, now_text);
    }
    // The match's result rows (check::Game::result_rows): the one result once the game is over.
    static core::Expected<int> sync(Sheet& sheet, const std::vector<nlohmann::json>& rows) {
        auto results = sheets::read_results(rows, &check::result_from_json);
        if (!results) return core::Expected<int>::fail(results.error());
        return check_sheet::sync_results(sheet, results.value());
    }
    static bool finished(const Sheet& sheet) { return sheet.over(); }
    static constexpr auto draw = &check_sheet::DrawSheet;
    static constexpr auto draw_history = &check_sheet::DrawHistory;
    static nlohmann::json summary(const Sheet& sheet) {
        nlohmann::json scores = nlohmann::json::array();
        if (sheet.over())
            for (const check::Score& s : sheet.rows.front().scores)
                scores.push_back(check::score_to_json(s));
        return {{"rows", sheet.rows.size()},  {"totals", sheet.totals()},
                {"leaders", sheet.leaders()}, {"over", sheet.over()},
                {"scores", scores},           {"id", sheet.id}};
    }
};

class CheckUi : public GameUi {
public:
    const games::Module& game() const override { return check::module(); }
    const char* atlas() const override { return "number_cards"; }
    std::unique_ptr<GameTable> make_table(const TableSetup& table) const override {
        return std::make_unique<CheckTable>(table);
    }
    NewGameIntent draw_new_game(const Fonts& fonts, const Settings& settings,
                                bool has_game) override {
        const CheckChoiceIntent in = DrawCheckNewGame(fonts, choice_, settings, has_game);
        NewGameIntent out;
        out.back = in.back;
        if (in.start) out.start = NewGame{setup_for(choice_), names_for(choice_, settings)};
        return out;
    }
    bool draw_rules(const Fonts& fonts, const Atlas& atlas) override {
        return DrawCheckRules(fonts, atlas);
    }
    std::unique_ptr<SheetBook> make_sheets() const override {
        return std::make_unique<SheetBookOf<CheckSheets>>();
    }

private:
    CheckChoice choice_;
};

} // namespace

std::unique_ptr<GameUi> check_ui() {
    return std::make_unique<CheckUi>();
}

} // namespace table
