// Strategix's table folder as the App sees it (table/game_ui.h): its new-game screen, rules help,
// table and match sheets.
#include "engine/strategix/module.h"
#include "engine/strategix/wire.h"
#include "table/sheet_book.h"
#include "table/strategix/new_game.h"
#include "table/strategix/rules_help.h"
#include "table/strategix/sheet.h"
#include "table/strategix/sheet_panel.h"
#include "table/strategix/table.h"

namespace table {
namespace {

// The match sheet in the shared sheet book (table/sheet_book.h): a row a hand.
struct StrategixSheets {
    using Sheet = strategix_sheet::Sheet;
    using Intent = strategix_sheet::SheetIntent;
    static const auto& sheet_store() { return strategix_sheet::sheet_store(); }
    static Sheet start(const SheetMatch& m, std::int64_t now_ms, const std::string& now_text) {
        return strategix_sheet::start_sheet(m.setup, m.seed, m.names, now_ms, now_text);
    }
    static core::Expected<int> sync(Sheet& sheet, const std::vector<nlohmann::json>& rows) {
        auto hands = sheets::read_results(rows, &strategix::hand_from_json);
        if (!hands) return core::Expected<int>::fail(hands.error());
        return strategix_sheet::sync_hands(sheet, hands.value());
    }
    // README, "Hands and the winner": the game ends after as many hands as players.
    static bool finished(const Sheet& sheet) { return sheet.over(); }
    static constexpr auto draw = &strategix_sheet::DrawSheet;
    static constexpr auto draw_history = &strategix_sheet::DrawHistory;
    static nlohmann::json summary(const Sheet& sheet) {
        return {{"rows", sheet.rows.size()},
                {"totals", sheet.totals()},
                {"leaders", sheet.leaders()},
                {"over", sheet.over()},
                {"id", sheet.id}};
    }
};

class StrategixUi : public GameUi {
public:
    const games::Module& game() const override { return strategix::module(); }
    const char* atlas() const override { return "letter_cards"; }
    std::unique_ptr<GameTable> make_table(const TableSetup& table) const override {
        return std::make_unique<StrategixTable>(table);
    }
    NewGameIntent draw_new_game(const Fonts& fonts, const Settings& settings,
                                bool has_game) override {
        const StrategixChoiceIntent in = DrawStrategixNewGame(fonts, choice_, settings, has_game);
        NewGameIntent out;
        out.back = in.back;
        if (in.start) out.start = NewGame{setup_for(choice_), names_for(choice_, settings)};
        return out;
    }
    bool draw_rules(const Fonts& fonts, const Atlas& atlas) override {
        return DrawStrategixRules(fonts, atlas);
    }
    std::unique_ptr<SheetBook> make_sheets() const override {
        return std::make_unique<SheetBookOf<StrategixSheets>>();
    }

private:
    StrategixChoice choice_;
};

} // namespace

std::unique_ptr<GameUi> strategix_ui() {
    return std::make_unique<StrategixUi>();
}

} // namespace table
