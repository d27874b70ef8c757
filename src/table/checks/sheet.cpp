#include "table/checks/sheet.h"

#include "engine/checks/wire.h"
#include "table/i18n.h"

namespace table::checks_sheet {

using json = nlohmann::json;
using sheets::Fields;
using sheets::seat_label;

namespace {

constexpr int kCards = checks::kDeckSize; // 52: no game has more Checks, or more cards unplayed

std::string draws_word(int n) {
    return fill(trn("{n} draw", "{n} draws", n), {{"n", std::to_string(n)}});
}

std::string draws_text(int n) {
    if (n == 0) return {};
    return ", " + draws_word(n);
}

// The sheet's name for the person alone with bots (sheets::subject).
bool is_you(const std::string& name) {
    return name == "You" || name == "you";
}

// The winner the rules give for these Checks: more wins, equal is a draw (seed, "Ending").
int winner_of(const std::array<int, kPlayers>& c) {
    return c[0] > c[1] ? 0 : c[1] > c[0] ? 1 : -1;
}

// Who deals the game after `prev`: its winner; after a draw the other player (table choice,
// engine/checks/checks.h).
int next_dealer(const SheetRow& prev) {
    return prev.winner >= 0 ? prev.winner : checks::State::other(prev.dealer);
}

SheetRow row_of(const checks::GameResult& r) {
    SheetRow row;
    row.game = r.game;
    row.dealer = r.dealer;
    row.checks = r.checks;
    row.winner = r.winner;
    row.unplayed = r.unplayed;
    return row;
}

} // namespace

// ---- Sheet ------------------------------------------------------------------------------------

std::array<int, kPlayers> Sheet::games_won() const {
    std::array<int, kPlayers> out{};
    for (const SheetRow& r : rows)
        if (r.winner >= 0 && r.winner < kPlayers) ++out[std::size_t(r.winner)];
    return out;
}

int Sheet::draws() const {
    int n = 0;
    for (const SheetRow& r : rows) n += r.winner < 0;
    return n;
}

std::array<int, kPlayers> Sheet::total_checks() const {
    std::array<int, kPlayers> out{};
    for (const SheetRow& r : rows)
        for (std::size_t p = 0; p < out.size(); ++p) out[p] += r.checks[p];
    return out;
}

int Sheet::leader() const {
    const std::array<int, kPlayers> won = games_won();
    return won[0] > won[1] ? 0 : won[1] > won[0] ? 1 : -1;
}

std::string describe_game(const Sheet& sheet, const SheetRow& row) {
    const int n = row.unplayed;
    const bool held = n > 0;
    if (row.winner < 0 || row.winner >= kPlayers)
        return fill(held ? trn("a draw, {a} each, {n} card unplayed",
                               "a draw, {a} each, {n} cards unplayed", n)
                         : tr("a draw, {a} each"),
                    {{"a", std::to_string(row.checks[0])}, {"n", std::to_string(n)}});
    const std::string name = seat_label(sheet.players, row.winner);
    const char* text = nullptr;
    if (is_you(name))
        text = held ? trn("You win {a} to {b}, {n} card unplayed",
                          "You win {a} to {b}, {n} cards unplayed", n)
                    : tr("You win {a} to {b}");
    else
        text = held ? trn("{name} wins {a} to {b}, {n} card unplayed",
                          "{name} wins {a} to {b}, {n} cards unplayed", n)
                    : tr("{name} wins {a} to {b}");
    return fill(text, {{"name", name},
                       {"a", std::to_string(row.checks[std::size_t(row.winner)])},
                       {"b", std::to_string(row.checks[std::size_t(1 - row.winner)])},
                       {"n", std::to_string(n)}});
}

std::string describe_match(const Sheet& sheet) {
    if (sheet.players.size() != std::size_t(kPlayers)) return tr("No match on the sheet yet");
    const std::size_t n = sheet.rows.size();
    const bool finished = !sheet.finished.empty();
    if (n == 0)
        return finished ? tr("The match ended before its first game")
                        : tr("Game 1 is being played");
    const std::array<int, kPlayers> won = sheet.games_won();
    const int l = sheet.leader();
    const std::string draws = draws_text(sheet.draws());
    const std::string after = std::to_string(n);
    if (l < 0) {
        // Level: "2 games each, 1 draw", or only draws so far: "1 draw".
        const std::string level = won[0] > 0 ? fill(trn("{n} game each", "{n} games each", won[0]),
                                                    {{"n", std::to_string(won[0])}}) +
                                                   draws
                                             : draws.substr(2);
        return finished
                   ? fill(tr("The match ends level, {level}"), {{"level", level}})
                   : fill(tr("After game {n}: level, {level}"), {{"n", after}, {"level", level}});
    }
    const int lead = won[std::size_t(l)];
    const std::string score =
        fill(trn("{won} game to {lost}", "{won} games to {lost}", lead),
             {{"won", std::to_string(lead)}, {"lost", std::to_string(won[std::size_t(1 - l)])}}) +
        draws;
    const std::string& name = sheet.players[std::size_t(l)];
    const char* text = finished       ? is_you(name) ? tr("You win the match, {score}")
                                                     : tr("{name} wins the match, {score}")
                             : is_you(name) ? tr("After game {n}: You lead, {score}")
                                      : tr("After game {n}: {name} leads, {score}");
    return fill(text, {{"n", after}, {"name", name}, {"score", score}});
}

// ---- Rules ------------------------------------------------------------------------------------

json Rules::row_to_json(const SheetRow& r) {
    return {{"game", r.game},
            {"dealer", r.dealer},
            {"checks", r.checks},
            {"winner", r.winner},
            {"unplayed", r.unplayed}};
}

core::Expected<SheetRow> Rules::row_from_json(const json& j, std::size_t index, const Sheet&) {
    using E = core::Expected<SheetRow>;
    const std::string where = "game " + std::to_string(index + 1) + ": ";
    if (!j.is_object()) return E::fail(where + "the row is not an object");
    Fields f{j, {}};
    SheetRow r;
    r.game = int(f.integer("game", 1, std::int64_t(kMaxGames), "a game number"));
    r.dealer = int(f.integer("dealer", 0, kPlayers - 1, "a seat (0 or 1)"));
    const std::vector<int> counts =
        f.integers("checks", 0, kCards, "a list of Checks (whole numbers from 0 to 52)");
    if (f.error.empty() && counts.size() != std::size_t(kPlayers))
        return E::fail(where + "it has " + std::to_string(counts.size()) +
                       " Checks counts for 2 players");
    r.winner = int(f.integer("winner", -1, kPlayers - 1, "a seat (0 or 1) or -1 for a draw"));
    r.unplayed = int(f.integer("unplayed", 0, kCards, "a number of cards (0 to 52)"));
    if (!f.error.empty()) return E::fail(where + f.error);
    for (int p = 0; p < kPlayers; ++p) r.checks[std::size_t(p)] = counts[std::size_t(p)];
    return E::ok(r);
}

std::string Rules::check_rows(const Sheet& s) {
    for (std::size_t i = 0; i < s.rows.size(); ++i) {
        const SheetRow& r = s.rows[i];
        const std::string where = "game " + std::to_string(i + 1) + " ";
        if (r.game != int(i) + 1)
            return "the row after game " + std::to_string(i) + " says game " +
                   std::to_string(r.game);
        if (r.dealer < 0 || r.dealer >= kPlayers) return where + "has no dealer";
        for (int c : r.checks)
            if (c < 0 || c > kCards) return where + "has a Checks count out of range";
        if (r.unplayed < 0 || r.checks[0] + r.checks[1] + r.unplayed > kCards)
            return where + "counts more than 52 cards";
        const int w = winner_of(r.checks);
        if (r.winner != w) {
            if (w < 0) return where + "names a winner, but the Checks are equal";
            if (r.winner < 0) return where + "is marked a draw, but the Checks differ";
            return where + "names the player with fewer Checks as the winner";
        }
        if (i > 0 && r.dealer != next_dealer(s.rows[i - 1]))
            return where + "is dealt by " + s.players[std::size_t(r.dealer)] +
                   (s.rows[i - 1].winner >= 0 ? ", not by the winner of the game before"
                                              : ", but a draw passes the deal");
    }
    return {};
}

core::Expected<Rules::Result> Rules::read_result(const json& j, const Sheet&) {
    return checks::game_from_json(j);
}

bool Rules::same_row(const SheetRow& row, const Result& r) {
    return row == row_of(r);
}

core::Expected<int> Rules::add(Sheet& sheet, const Result& result) {
    using E = core::Expected<int>;
    if (sheet.players.size() != std::size_t(kPlayers))
        return E::fail("the sheet has no match of two players");
    if (result.game != int(sheet.rows.size()) + 1)
        return E::fail("the result is of game " + std::to_string(result.game) + ", not game " +
                       std::to_string(sheet.rows.size() + 1));
    return sheets::add_row(sheet, row_of(result));
}

} // namespace table::checks_sheet
