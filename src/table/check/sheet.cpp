#include "table/check/sheet.h"

#include "table/i18n.h"

#include <algorithm>
#include <numeric>

namespace table::check_sheet {

using json = nlohmann::json;
using sheets::seat_label;

namespace {

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
    return sheets::last_totals(*this); // its one row
}

std::vector<int> Sheet::leaders() const {
    return rows.empty() ? std::vector<int>{} : rows.front().winners;
}

bool same(const Sheet& a, const Sheet& b) {
    return sheet_store().to_json(a) == sheet_store().to_json(b);
}

std::string describe_player(const Sheet& sheet, int seat) {
    const std::string who = seat_label(sheet.players, seat);
    if (sheet.rows.empty() || seat < 0 || seat >= int(sheet.rows.front().scores.size())) return who;
    const check::Score& s = sheet.rows.front().scores[std::size_t(seat)];
    const int markers = std::accumulate(s.markers.begin(), s.markers.end(), 0);
    return fill(tr("{player}: {total} (orders {orders}, markers {markers}, stack {stack}, joker "
                   "{joker})"),
                {{"player", who},
                 {"total", std::to_string(s.total)},
                 {"orders", std::to_string(s.orders)},
                 {"markers", std::to_string(markers)},
                 {"stack", std::to_string(s.stack)},
                 {"joker", std::to_string(s.joker)}});
}

std::string describe_match(const Sheet& sheet) {
    if (sheet.players.empty()) return tr("No game on the sheet yet");
    if (!sheet.over()) return tr("The game is being played");
    const std::vector<int> lead = sheet.leaders();
    if (lead.empty()) return tr("The game is over");
    return sheets::victory(sheet.players, lead, sheet.totals()[std::size_t(lead.front())]);
}

// ---- Rules ------------------------------------------------------------------------------------

core::Expected<Rules::Row> Rules::row_from_json(const json& j, std::size_t, const Sheet&) {
    auto r = check::result_from_json(j);
    if (!r) return core::Expected<Row>::fail("the result: " + r.error());
    return r;
}

std::string Rules::check_rows(const Sheet& s) {
    for (const check::GameResult& r : s.rows)
        if (std::string why = check_result(r, s.players.size()); !why.empty())
            return "the result " + why;
    return {};
}

core::Expected<int> Rules::add(Sheet& sheet, const Result& result) {
    using E = core::Expected<int>;
    if (sheet.players.size() < std::size_t(check::kMinPlayers))
        return E::fail("the sheet has no game");
    if (!sheet.rows.empty()) return E::fail("the sheet has its game's result already");
    return sheets::add_row(sheet, result);
}

} // namespace table::check_sheet
