#include "highcard/sheet.h"

namespace table::highcard_sheet {

using json = nlohmann::json;

namespace {

// README, "Scoring": one row, the game's result; its tricks add up and make its winners, which
// result_from_json checks as it reads.
core::Expected<int> add_result(Sheet& sheet, const highcard::GameResult& result) {
    using E = core::Expected<int>;
    if (sheet.players.size() != std::size_t(highcard::kPlayers))
        return E::fail("the sheet has no game");
    if (!sheet.rows.empty()) return E::fail("the sheet has its game's result already");
    Sheet copy = sheet;
    copy.rows.push_back(result);
    if (std::string why = sheet_store().check(copy); !why.empty()) return E::fail(why);
    sheet = std::move(copy);
    return E::ok(1);
}

// High card's sheet for table/sheet_store.h: its one row is the game's result (wire.h).
struct Rules {
    using Sheet = highcard_sheet::Sheet;
    using Row = highcard::GameResult;
    static constexpr sheets::StoreNames names{
        kCurrentKey, kHistoryKey, kSheetKind,   kHistoryKind,           kExportKind,
        kVersion,    kMaxHistory, "game sheet", "the game in progress", "highcard-sheets.json"};
    static constexpr const char* game = "High card";
    static constexpr int min_players = highcard::kPlayers, max_players = highcard::kPlayers;
    static constexpr const char* rows_are = "a list of results";
    static constexpr std::size_t max_rows = 1;
    static constexpr const char* too_many_rows = "the sheet has more than one result for one game";

    static json row_to_json(const Row& r) { return highcard::result_to_json(r); }
    static core::Expected<Row> row_from_json(const json& j, std::size_t, const Sheet&) {
        auto r = highcard::result_from_json(j);
        if (!r) return core::Expected<Row>::fail("the result: " + r.error());
        return r;
    }
    // A row in memory is checked as a row read: its tricks add up and make its winners.
    static std::string check_rows(const Sheet& s) {
        for (const Row& r : s.rows)
            if (auto again = highcard::result_from_json(row_to_json(r)); !again)
                return "the result: " + again.error();
        return {};
    }
};

} // namespace

std::vector<int> Sheet::tricks() const {
    if (rows.empty()) return std::vector<int>(players.size(), 0);
    return {rows.front().tricks.begin(), rows.front().tricks.end()};
}

std::vector<int> Sheet::leaders() const {
    return rows.empty() ? std::vector<int>{} : rows.front().winners;
}

Sheet start_sheet(const core::Setup& setup, std::uint64_t seed,
                  const std::vector<std::string>& names, std::int64_t started_ms,
                  const std::string& started_text) {
    return sheets::blank_sheet<Sheet>(setup, seed, names, started_ms, started_text);
}

std::string describe_match(const Sheet& sheet) {
    if (sheet.players.empty()) return "No game on the sheet yet";
    if (!sheet.over()) return "The game is being played";
    const std::vector<int> lead = sheet.leaders();
    if (lead.size() != 1) return "The game is over";
    const std::vector<int> t = sheet.tricks();
    const int w = lead.front();
    return sheets::subject(sheets::seat_label(sheet.players, w), "wins", "win") + ", " +
           std::to_string(t[std::size_t(w)]) + " tricks to " +
           std::to_string(t[std::size_t(1 - w)]);
}

core::Expected<int> sync_results(Sheet& sheet, const std::vector<highcard::GameResult>& results) {
    auto same = [](const highcard::GameResult& a, const highcard::GameResult& b) { return a == b; };
    return sheets::sync_rows(sheet, results, same, add_result, "result", "the game");
}

const sheets::SheetStore<Sheet>& sheet_store() {
    return sheets::store_of<Rules>();
}

} // namespace table::highcard_sheet
