#include "table/tschak/sheet.h"

#include "table/i18n.h"

#include <algorithm>
#include <cstdlib>

namespace table::tschak_sheet {

using json = nlohmann::json;
using sheets::seat_label;

namespace {

// Why one seat's score is not one README "Scoring" can give, or "".
std::string check_score(const tschak::Score& s) {
    if (s.loot < 0 || s.rings < 0 || s.trophy < 0 || s.elixir < 0 || s.monsters < 0 ||
        s.monsters > tschak::kMonsters)
        return "has points out of range";
    if (s.creatures > 0 || s.troglodytes > 0) return "has monsters that add points";
    // The elixir is shown, not added: the monster it cancelled is already left out.
    if (s.total != s.loot + s.chests + s.rings + s.trophy + s.creatures + s.troglodytes)
        return "has a total that is not the sum of its parts";
    return {};
}

// Why `r` cannot be row `index` of a sheet of `players` players, or "".
std::string check_result(const tschak::KeepResult& r, std::size_t index, std::size_t players) {
    if (r.keep != int(index))
        return "is keep " + std::to_string(r.keep + 1) + " where keep " +
               std::to_string(index + 1) + " was expected";
    if (r.scores.size() != players) return "does not give each player a score";
    for (const tschak::Score& s : r.scores)
        if (std::string why = check_score(s); !why.empty()) return why;
    // README, "Scoring": the score is final after the fourth keep, and only then has winners.
    if (r.final != (index + 1 == std::size_t(tschak::kKeeps)))
        return r.final ? "is final before the fourth keep" : "is the fourth keep but not final";
    if (!r.final && !r.winners.empty()) return "names winners before the game is over";
    // README, "Scoring": most points, then fewer monster cards, then shared.
    if (r.final && r.winners != tschak::winners_of(r.scores))
        return "names winners the scores do not make";
    return {};
}

} // namespace

// ---- Sheet ------------------------------------------------------------------------------------

std::vector<int> Sheet::totals() const {
    return sheets::last_totals(*this);
}

std::vector<int> Sheet::leaders() const {
    if (rows.empty()) return {};
    return rows.back().final ? rows.back().winners : tschak::winners_of(rows.back().scores);
}

bool same(const Sheet& a, const Sheet& b) {
    return sheet_store().to_json(a) == sheet_store().to_json(b);
}

std::string describe_player(const Sheet& sheet, int seat) {
    const std::string who = seat_label(sheet.players, seat);
    if (sheet.rows.empty() || seat < 0 || seat >= int(sheet.rows.back().scores.size())) return who;
    const tschak::Score& s = sheet.rows.back().scores[std::size_t(seat)];
    return fill(tr("{name}: {total} (loot {loot}, chests {chests}, rings {rings}, trophy {trophy}, "
                   "elixir {elixir}, monsters {monsters}, troglodytes {troglodytes})"),
                {{"name", who},
                 {"total", std::to_string(s.total)},
                 {"loot", std::to_string(s.loot)},
                 {"chests", std::to_string(s.chests)},
                 {"rings", std::to_string(s.rings)},
                 {"trophy", std::to_string(s.trophy)},
                 {"elixir", std::to_string(s.elixir)},
                 {"monsters", std::to_string(s.creatures)},
                 {"troglodytes", std::to_string(s.troglodytes)}});
}

std::string describe_match(const Sheet& sheet) {
    if (sheet.players.empty()) return tr("No game on the sheet yet");
    if (sheet.rows.empty()) return tr("The game is being played");
    const std::vector<int> lead = sheet.leaders();
    if (lead.empty()) return sheet.over() ? tr("The game is over") : tr("The game is being played");
    const int best = sheet.totals()[std::size_t(lead.front())];
    if (!sheet.over()) {
        const char* line =
            lead.size() == 1
                ? trn("After keep {keep} of {keeps}, {name} leads with {points} point",
                      "After keep {keep} of {keeps}, {name} leads with {points} points",
                      std::abs(best))
                : trn("After keep {keep} of {keeps}, {names} lead with {points} point",
                      "After keep {keep} of {keeps}, {names} lead with {points} points",
                      std::abs(best));
        return fill(line, {{"keep", std::to_string(sheet.rows.size())},
                           {"keeps", std::to_string(tschak::kKeeps)},
                           {"name", seat_label(sheet.players, lead.front())},
                           {"names", sheets::names_of(sheet.players, lead)},
                           {"points", std::to_string(best)}});
    }
    return sheets::victory(sheet.players, lead, best);
}

// ---- Rules ------------------------------------------------------------------------------------

core::Expected<Rules::Row> Rules::row_from_json(const json& j, std::size_t index, const Sheet&) {
    auto r = tschak::result_from_json(j);
    if (!r)
        return core::Expected<Row>::fail("keep " + std::to_string(index + 1) + ": " + r.error());
    return r;
}

std::string Rules::check_rows(const Sheet& s) {
    for (std::size_t i = 0; i < s.rows.size(); ++i)
        if (std::string why = check_result(s.rows[i], i, s.players.size()); !why.empty())
            return "keep " + std::to_string(i + 1) + " " + why;
    return {};
}

core::Expected<int> Rules::add(Sheet& sheet, const Result& result) {
    using E = core::Expected<int>;
    if (sheet.players.size() < std::size_t(tschak::kMinPlayers))
        return E::fail("the sheet has no game");
    if (sheet.over()) return E::fail("the sheet has its game's final scores already");
    return sheets::add_row(sheet, result);
}

} // namespace table::tschak_sheet
