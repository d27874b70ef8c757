#include "table/strategix/sheet.h"

#include "engine/strategix/wire.h"
#include "table/i18n.h"
#include "table/strategix/words.h"

#include <algorithm>
#include <cstdlib>

namespace table::strategix_sheet {

using json = nlohmann::json;
using sheets::clip_utf8;
using sheets::Fields;
using sheets::points_word;
using sheets::seat_label;
using strategix::Title;

namespace {

constexpr Title kTitles[] = {Title::Luckylix, Title::Aswellix, Title::Neithernorix,
                             Title::Badluckix};

SheetRow row_of(const strategix::HandResult& r) {
    return {r.hand, r.order, r.titles, r.points};
}

// Why a row does not fit `players` players, or "".
std::string check_row(const SheetRow& r, std::size_t players) {
    if (r.order.size() != players || r.titles.size() != players || r.points.size() != players)
        return "does not list each player once";
    std::vector<int> seen = r.order;
    std::sort(seen.begin(), seen.end());
    for (std::size_t i = 0; i < seen.size(); ++i)
        if (seen[i] != int(i)) return "does not rank every player once";
    // README, "Going out" and "Scoring": the first out is Luckylix, the last Badluckix (a star,
    // a Z or a firecracker as the last card sends a player there too), and a place further down
    // never scores more.
    if (r.titles[std::size_t(r.order.front())] != Title::Luckylix)
        return "does not make the first player out Luckylix";
    if (r.titles[std::size_t(r.order.back())] != Title::Badluckix)
        return "does not make the last player Badluckix";
    for (std::size_t k = 1; k < players; ++k)
        if (r.points[std::size_t(r.order[k])] > r.points[std::size_t(r.order[k - 1])])
            return "gives a lower place more points";
    for (int p : r.points)
        if (p < kMinPoints || p > kMaxPoints) return "has points out of range";
    return {};
}

} // namespace

// ---- Sheet ------------------------------------------------------------------------------------

std::string signed_points(int p) {
    return p > 0 ? "+" + std::to_string(p) : std::to_string(p);
}

// The stored id (strategix::title_name), never the shown words: a sheet reads back in any language.
Title title_from_name(const std::string& name) {
    for (Title t : kTitles)
        if (name == strategix::title_name(t)) return t;
    return Title::None;
}

std::vector<int> Sheet::totals() const {
    std::vector<int> out(players.size(), 0);
    for (const SheetRow& r : rows)
        for (std::size_t p = 0; p < out.size() && p < r.points.size(); ++p) out[p] += r.points[p];
    return out;
}

std::vector<int> Sheet::leaders() const {
    std::vector<int> out;
    if (rows.empty()) return out;
    const std::vector<int> t = totals();
    const int best = *std::max_element(t.begin(), t.end());
    for (std::size_t p = 0; p < t.size(); ++p)
        if (t[p] == best) out.push_back(int(p));
    return out;
}

std::string describe_hand(const Sheet& sheet, const SheetRow& row) {
    std::string out;
    for (int seat : row.order) {
        if (!out.empty()) out += ", ";
        out += seat_label(sheet.players, seat) + " " +
               strategix_words::title_words(row.titles[std::size_t(seat)]) + " " +
               signed_points(row.points[std::size_t(seat)]);
    }
    return out;
}

std::string describe_match(const Sheet& sheet) {
    if (sheet.players.empty()) return tr("No game on the sheet yet");
    const std::size_t n = sheet.rows.size(), of = sheet.players.size();
    if (n == 0) return tr("Hand 1 is being played");
    const std::vector<int> lead = sheet.leaders();
    const int best = sheet.totals()[std::size_t(lead.front())];
    if (sheet.over()) return sheets::victory(sheet.players, lead, best);
    const std::string name = sheet.players[std::size_t(lead.front())];
    const bool you = lead.size() == 1 && (name == "You" || name == "you");
    const long count = std::abs(best);
    const char* text =
        lead.size() > 1 ? tr("After hand {hand} of {hands}: {names} level at {n}")
        : you           ? trn("After hand {hand} of {hands}: You lead with {n} point",
                              "After hand {hand} of {hands}: You lead with {n} points", count)
                        : trn("After hand {hand} of {hands}: {name} leads with {n} point",
                              "After hand {hand} of {hands}: {name} leads with {n} points", count);
    return fill(text, {{"hand", std::to_string(n)},
                       {"hands", std::to_string(of)},
                       {"n", std::to_string(best)},
                       {"name", seat_label(sheet.players, lead.front())},
                       {"names", sheets::names_of(sheet.players, lead)}});
}

// ---- Rules ------------------------------------------------------------------------------------

json Rules::row_to_json(const SheetRow& r) {
    json titles = json::array();
    for (Title t : r.titles) titles.push_back(strategix::title_name(t));
    return {{"hand", r.hand}, {"order", r.order}, {"titles", titles}, {"points", r.points}};
}

core::Expected<SheetRow> Rules::row_from_json(const json& j, std::size_t index, const Sheet& s) {
    const int players = int(s.players.size());
    using E = core::Expected<SheetRow>;
    const std::string where = "hand " + std::to_string(index + 1) + ": ";
    if (!j.is_object()) return E::fail(where + "the row is not an object");
    Fields f{j, {}};
    SheetRow r;
    r.hand = int(f.integer("hand", 1, strategix::kMaxPlayers, "a hand number (1 to 4)"));
    r.order = f.integers("order", 0, strategix::kMaxPlayers - 1, "a list of seats");
    const std::vector<std::string> titles = f.texts("titles");
    r.points = f.integers("points", kMinPoints, kMaxPoints, "a list of points (-2 to 4)");
    if (!f.error.empty()) return E::fail(where + f.error);
    for (const std::string& t : titles) {
        r.titles.push_back(title_from_name(t));
        if (r.titles.back() == Title::None)
            return E::fail(where + "'" + (sheets::valid_utf8(t) ? clip_utf8(t, 20) : "?") +
                           "' is not a title");
    }
    if (int(r.order.size()) != players || int(r.titles.size()) != players ||
        int(r.points.size()) != players)
        return E::fail(where + "it does not list each of the " + std::to_string(players) +
                       " players once");
    return E::ok(std::move(r));
}

core::Expected<Rules::Result> Rules::read_result(const json& j, const Sheet&) {
    return strategix::hand_from_json(j);
}

bool Rules::same_row(const SheetRow& row, const Result& r) {
    return row == row_of(r);
}

core::Expected<int> Rules::add(Sheet& sheet, const Result& result) {
    using E = core::Expected<int>;
    if (sheet.players.size() < std::size_t(strategix::kMinPlayers))
        return E::fail("the sheet has no game");
    if (result.hand != int(sheet.rows.size()) + 1)
        return E::fail("the result is of hand " + std::to_string(result.hand) + ", not hand " +
                       std::to_string(sheet.rows.size() + 1));
    return sheets::add_row(sheet, row_of(result));
}

std::string Rules::check_rows(const Sheet& s) {
    const std::size_t n = s.players.size();
    // README, "Hands and the winner": as many hands as players.
    if (s.rows.size() > n)
        return "the sheet has " + std::to_string(s.rows.size()) + " hands for " +
               std::to_string(n) + " players";
    for (std::size_t i = 0; i < s.rows.size(); ++i) {
        const SheetRow& r = s.rows[i];
        if (r.hand != int(i) + 1)
            return "the row after hand " + std::to_string(i) + " says hand " +
                   std::to_string(r.hand);
        if (std::string why = check_row(r, n); !why.empty())
            return "hand " + std::to_string(i + 1) + " " + why;
    }
    return {};
}

} // namespace table::strategix_sheet
