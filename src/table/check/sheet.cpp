#include "table/check/sheet.h"

#include <algorithm>
#include <numeric>

namespace table::check_sheet {

using json = nlohmann::json;
using sheets::clip_utf8;
using sheets::Fields;
using sheets::points_word;
using sheets::seat_label;

namespace {

std::string names_of(const Sheet& sheet, const std::vector<int>& seats) {
    return sheets::names_of(sheet.players, seats);
}

bool same_result(const check::GameResult& a, const check::GameResult& b) {
    return check::result_to_json(a) == check::result_to_json(b);
}

// Why a result does not fit `players` players, or "".
std::string check_result(const check::GameResult& r, std::size_t players) {
    if (r.scores.size() != players) return "does not give each player a score";
    for (const check::Score& s : r.scores) {
        const int markers = std::accumulate(s.markers.begin(), s.markers.end(), 0);
        if (s.orders < 0 || s.stack < 0 || s.joker < 0 || s.joker > 1 || markers < 0)
            return "has points out of range";
        if (s.total != s.orders + markers + s.stack + s.joker)
            return "has a total that is not the sum of its parts";
    }
    // README, "Scoring": most points, then more point-stack cards (a point each), then shared.
    std::vector<int> stacks;
    for (const check::Score& s : r.scores) stacks.push_back(s.stack);
    if (r.winners != check::winners_of(r.scores, stacks))
        return "names winners the scores do not make";
    return {};
}

} // namespace

// ---- Sheet ------------------------------------------------------------------------------------

std::vector<int> Sheet::totals() const {
    std::vector<int> out(players.size(), 0);
    if (rows.empty()) return out;
    for (std::size_t p = 0; p < out.size() && p < rows.front().scores.size(); ++p)
        out[p] = rows.front().scores[p].total;
    return out;
}

std::vector<int> Sheet::leaders() const {
    return rows.empty() ? std::vector<int>{} : rows.front().winners;
}

bool same(const Sheet& a, const Sheet& b) {
    return sheet_store().to_json(a) == sheet_store().to_json(b);
}

Sheet start_sheet(const core::Setup& setup, std::uint64_t seed,
                  const std::vector<std::string>& names, std::int64_t started_ms,
                  const std::string& started_text) {
    return sheets::blank_sheet<Sheet>(setup, seed, names, started_ms, started_text);
}

std::string describe_player(const Sheet& sheet, int seat) {
    const std::string who = seat_label(sheet.players, seat);
    if (sheet.rows.empty() || seat < 0 || seat >= int(sheet.rows.front().scores.size())) return who;
    const check::Score& s = sheet.rows.front().scores[std::size_t(seat)];
    const int markers = std::accumulate(s.markers.begin(), s.markers.end(), 0);
    return who + ": " + std::to_string(s.total) + " (orders " + std::to_string(s.orders) +
           ", markers " + std::to_string(markers) + ", stack " + std::to_string(s.stack) +
           ", joker " + std::to_string(s.joker) + ")";
}

std::string describe_match(const Sheet& sheet) {
    if (sheet.players.empty()) return "No game on the sheet yet";
    if (!sheet.over()) return "The game is being played";
    const std::vector<int> lead = sheet.leaders();
    if (lead.empty()) return "The game is over";
    const int best = sheet.totals()[std::size_t(lead.front())];
    if (lead.size() == 1)
        return sheets::subject(sheet.players[std::size_t(lead.front())], "wins", "win") + " with " +
               points_word(best);
    return names_of(sheet, lead) + " share the victory with " + points_word(best);
}

core::Expected<int> add_result(Sheet& sheet, const check::GameResult& result) {
    using E = core::Expected<int>;
    if (sheet.players.size() < std::size_t(check::kMinPlayers))
        return E::fail("the sheet has no game");
    if (!sheet.rows.empty()) return E::fail("the sheet has its game's result already");
    Sheet copy = sheet;
    copy.rows.push_back(result);
    if (std::string why = sheet_store().check(copy); !why.empty()) return E::fail(why);
    sheet = std::move(copy);
    return E::ok(1);
}

core::Expected<int> sync_results(Sheet& sheet, const std::vector<check::GameResult>& results) {
    return sheets::sync_rows(sheet, results, same_result, add_result, "result", "the game");
}

// ---- JSON and storage -------------------------------------------------------------------------

namespace {

// CHECK!'s sheet for table/sheet_store.h: its one row is the game's result (engine/check/wire.h).
struct Rules {
    using Sheet = check_sheet::Sheet;
    using Row = check::GameResult;
    static constexpr sheets::StoreNames names{
        kCurrentKey, kHistoryKey, kSheetKind,   kHistoryKind,           kExportKind,
        kVersion,    kMaxHistory, "game sheet", "the game in progress", "check-sheets.json"};
    static constexpr const char* game = "CHECK!";
    static constexpr int min_players = check::kMinPlayers, max_players = check::kMaxPlayers;
    static constexpr const char* rows_are = "a list of results";
    static constexpr std::size_t max_rows = 1;
    static constexpr const char* too_many_rows = "the sheet has more than one result for one game";

    static json row_to_json(const Row& r) { return check::result_to_json(r); }
    static core::Expected<Row> row_from_json(const json& j, std::size_t, const Sheet&) {
        auto r = check::result_from_json(j);
        if (!r) return core::Expected<Row>::fail("the result: " + r.error());
        return r;
    }
    static std::string check_rows(const Sheet& s) {
        for (const check::GameResult& r : s.rows)
            if (std::string why = check_result(r, s.players.size()); !why.empty())
                return "the result " + why;
        return {};
    }
};

} // namespace

const sheets::SheetStore<Sheet>& sheet_store() {
    return sheets::store_of<Rules>();
}

} // namespace table::check_sheet
