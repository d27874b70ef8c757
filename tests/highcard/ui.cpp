// High card's table folder as the App sees it (table/game_ui.h): its new-game screen, rules
// help, table and game sheets. register_table.cpp adds it to the table's registry.
#include "highcard/module.h"
#include "highcard/new_game.h"
#include "highcard/rules_help.h"
#include "highcard/sheet.h"
#include "highcard/sheet_panel.h"
#include "highcard/table.h"
#include "table/sheet_book.h"

namespace table {
namespace {

// The game sheet in the shared sheet book (table/sheet_book.h): one game, its result once over.
struct HighcardSheets {
    using Sheet = highcard_sheet::Sheet;
    using Intent = highcard_sheet::SheetIntent;
    static const auto& sheet_store() { return highcard_sheet::sheet_store(); }
    static Sheet start(const SheetMatch& m, std::int64_t now_ms, const std::string& now_text) {
        return highcard_sheet::start_sheet(m.setup, m.seed, m.names, now_ms, now_text);
    }
    // The match's result rows (highcard::Game::result_rows): the one result once it is over.
    static core::Expected<int> sync(Sheet& sheet, const std::vector<nlohmann::json>& rows) {
        auto results = sheets::read_results(rows, &highcard::result_from_json);
        if (!results) return core::Expected<int>::fail(results.error());
        return highcard_sheet::sync_results(sheet, results.value());
    }
    static bool finished(const Sheet& sheet) { return sheet.over(); }
    static constexpr auto draw = &highcard_sheet::DrawSheet;
    static constexpr auto draw_history = &highcard_sheet::DrawHistory;
    static nlohmann::json summary(const Sheet& sheet) {
        return {{"rows", sheet.rows.size()},
                {"tricks", sheet.tricks()},
                {"leaders", sheet.leaders()},
                {"over", sheet.over()},
                {"players", sheet.players},
                {"banner", highcard_sheet::describe_match(sheet)},
                {"id", sheet.id}};
    }
};

class HighcardUi : public GameUi {
public:
    const games::Module& game() const override { return highcard::module(); }
    // The standard deck's faces (assets/std_cards.txt): High card needs no atlas of its own.
    const char* atlas() const override { return "std_cards"; }
    std::unique_ptr<GameTable> make_table(const TableSetup& table) const override {
        return std::make_unique<HighcardTable>(table);
    }
    NewGameIntent draw_new_game(const Fonts& fonts, const Settings& settings,
                                bool has_game) override {
        const HighcardChoiceIntent in = DrawHighcardNewGame(fonts, choice_, settings, has_game);
        NewGameIntent out;
        out.back = in.back;
        if (in.start)
            out.start = NewGame{setup_of(choice_.seating, 0), names_of(choice_.seating, settings)};
        return out;
    }
    bool draw_rules(const Fonts& fonts, const Atlas& atlas) override {
        return DrawHighcardRules(fonts, atlas);
    }
    std::unique_ptr<SheetBook> make_sheets() const override {
        return std::make_unique<SheetBookOf<HighcardSheets>>();
    }

private:
    HighcardChoice choice_;
};

} // namespace

std::unique_ptr<GameUi> highcard_ui() {
    return std::make_unique<HighcardUi>();
}

} // namespace table
