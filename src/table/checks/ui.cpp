// Checks' table folder as the App sees it (table/game_ui.h): its new-game screen, rules help,
// table and match sheets.
#include "engine/checks/module.h"
#include "engine/checks/wire.h"
#include "table/checks/new_game.h"
#include "table/checks/rules_help.h"
#include "table/checks/sheet.h"
#include "table/checks/sheet_panel.h"
#include "table/checks/table.h"
#include "table/sheet_book.h"

namespace table {
namespace {

// The match sheet in the shared sheet book (table/sheet_book.h): a row a game.
struct ChecksSheets {
    using Sheet = checks_sheet::Sheet;
    using Intent = checks_sheet::SheetIntent;
    static const auto& sheet_store() { return checks_sheet::sheet_store(); }
    static Sheet start(const SheetMatch& m, std::int64_t now_ms, const std::string& now_text) {
        return checks_sheet::start_sheet(m.setup, m.seed, m.names, now_ms, now_text);
    }
    static core::Expected<int> sync(Sheet& sheet, const std::vector<nlohmann::json>& rows) {
        auto games = sheets::read_results(rows, &checks::game_from_json);
        if (!games) return core::Expected<int>::fail(games.error());
        return checks_sheet::sync_games(sheet, games.value());
    }
    // A match has no last game: its sheet stays current until another match starts.
    static bool finished(const Sheet&) { return false; }
    static constexpr auto draw = &checks_sheet::DrawSheet;
    static constexpr auto draw_history = &checks_sheet::DrawHistory;
    static nlohmann::json summary(const Sheet& sheet) {
        return {{"rows", sheet.rows.size()}, {"games_won", sheet.games_won()}, {"id", sheet.id}};
    }
};

class ChecksUi : public GameUi {
public:
    const games::Module& game() const override { return checks::module(); }
    const char* atlas() const override { return "std_cards"; }
    std::unique_ptr<GameTable> make_table(const TableSetup& table) const override {
        return std::make_unique<ChecksTable>(table);
    }
    NewGameIntent draw_new_game(const Fonts& fonts, const Settings& settings,
                                bool has_game) override {
        const ChecksChoiceIntent in = DrawChecksNewGame(fonts, choice_, settings, has_game);
        NewGameIntent out;
        out.back = in.back;
        if (in.start) out.start = NewGame{setup_for(choice_), names_for(choice_, settings)};
        return out;
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
