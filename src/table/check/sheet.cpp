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

// Where CHECK!'s sheets are kept, and how (table/sheet_store.h).
constexpr sheets::SheetStore<Sheet> kStore{{kCurrentKey, kHistoryKey, kSheetKind, kHistoryKind,
                                            kExportKind, kVersion, kMaxHistory, "game sheet",
                                            "the game in progress"},
                                           &to_json,
                                           &from_json,
                                           &check};

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
    return to_json(a) == to_json(b);
}

Sheet start_sheet(const core::Setup& setup, std::uint64_t seed,
                  const std::vector<std::string>& names, std::int64_t started_ms,
                  const std::string& started_text) {
    Sheet s;
    s.id = make_sheet_id(started_ms, seed);
    s.started = clip_utf8(started_text, kMaxTextBytes);
    s.seed = seed;
    for (std::size_t i = 0; i < setup.seats.size(); ++i) {
        s.players.push_back(clip_utf8(seat_label(names, int(i)), kMaxTextBytes));
        s.seats.push_back(seat_word(setup.seats[i]));
    }
    return s;
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
    if (std::string why = check(copy); !why.empty()) return E::fail(why);
    sheet = std::move(copy);
    return E::ok(1);
}

core::Expected<int> sync_results(Sheet& sheet, const std::vector<check::GameResult>& results) {
    return sheets::sync_rows(sheet, results, same_result, add_result, "result", "the game");
}

// ---- JSON -------------------------------------------------------------------------------------

json to_json(const Sheet& s) {
    json rows = json::array();
    for (const check::GameResult& r : s.rows) rows.push_back(check::result_to_json(r));
    return {{"id", s.id},           {"started", s.started}, {"finished", s.finished},
            {"players", s.players}, {"seats", s.seats},     {"seed", sheets::seed_hex(s.seed)},
            {"rows", rows}};
}

std::string check(const Sheet& s) {
    if (std::string why = sheets::check_header(s, "CHECK!", check::kMinPlayers, check::kMaxPlayers,
                                               kMaxTextBytes);
        !why.empty())
        return why;
    const std::size_t n = s.players.size();
    if (s.rows.size() > 1) return "the sheet has more than one result for one game";
    for (const check::GameResult& r : s.rows)
        if (std::string why = check_result(r, n); !why.empty()) return "the result " + why;
    return {};
}

core::Expected<Sheet> from_json(const json& j) {
    using E = core::Expected<Sheet>;
    if (!j.is_object()) return E::fail("the sheet is not an object");
    Fields f{j, {}};
    Sheet s;
    s.id = f.text("id");
    s.started = f.text("started");
    s.finished = f.text("finished");
    s.players = f.texts("players");
    s.seats = f.texts("seats");
    const std::string seed = f.text("seed");
    if (f.error.empty() && !sheets::parse_seed_hex(seed, s.seed)) f.fail("seed", "16 hex digits");
    const json* rows = f.get("rows");
    if (rows && !rows->is_array()) f.fail("rows", "a list of results");
    if (!f.error.empty()) return E::fail(f.error);
    if (rows->size() > 1) return E::fail("the sheet has more than one result for one game");
    for (const json& row : *rows) {
        auto r = check::result_from_json(row);
        if (!r) return E::fail("the result: " + r.error());
        s.rows.push_back(r.value());
    }
    if (std::string why = check(s); !why.empty()) return E::fail(why);
    return E::ok(std::move(s));
}

// ---- Storage ----------------------------------------------------------------------------------

bool save_current(platform::Storage& storage, const Sheet& sheet, std::uint64_t revision) {
    return sheets::save_current(storage, kStore, sheet, revision);
}
LoadedSheet load_current(platform::Storage& storage) {
    return sheets::load_current(storage, kStore);
}
LoadedHistory load_history(platform::Storage& storage) {
    return sheets::load_history(storage, kStore);
}
core::Expected<int> finish_current(platform::Storage& storage, const Sheet& sheet) {
    return sheets::finish_current(storage, kStore, sheet);
}
core::Expected<Sheet> reopen(platform::Storage& storage, const std::string& id) {
    return sheets::reopen(storage, kStore, id);
}
std::string export_all(platform::Storage& storage) {
    return sheets::export_all(storage, kStore);
}
core::Expected<int> import_all(platform::Storage& storage, const std::string& text) {
    return sheets::import_all(storage, kStore, text);
}

} // namespace table::check_sheet
