// txektool reaction: a scripted person against bots in Txek's real-time races (Txek's README,
// "Bots' reaction times"). The races themselves are the engine's (engine/txek/reaction_races.h), so
// a test pins their table. With --bots it measures tables of several sizes, since the person must
// beat the fastest bot at the table: one report a size, then a summary of them side by side.
#include "engine/core/stats.h"
#include "engine/txek/reaction_races.h"
#include "engine/txek/txek.h"
#include "tools/commands.h"
#include "tools/measure.h"

#include <algorithm>
#include <cstdio>
#include <string>
#include <vector>

namespace {

// "e", or a mixed table's letters in seat order ("cg": casual, good, casual, ...).
bool read_levels(const std::string& letters, txek::races::Config& c) {
    if (letters.empty()) return false;
    for (char letter : letters) {
        auto kind = core::seat_from_letter(letter);
        if (!kind || *kind == core::SeatKind::Human) return false;
        c.mix.push_back(*kind);
    }
    c.level = c.mix.front();
    if (letters.size() == 1) c.mix.clear();
    return true;
}

// "1,3,6": the number of bots at each table measured.
bool read_bots(const std::string& list, std::vector<int>& out) {
    std::size_t at = 0;
    while (at <= list.size()) {
        const std::size_t comma = std::min(list.find(',', at), list.size());
        const std::string item = list.substr(at, comma - at);
        if (item.empty() || item.find_first_not_of("0123456789") != std::string::npos ||
            item.size() > 2)
            return false;
        const int bots = std::stoi(item);
        if (bots < 1 || bots + 1 > txek::kMaxPlayers) return false;
        out.push_back(bots);
        at = comma + 1;
    }
    return !out.empty();
}

long contested(const txek::races::Tally& t) {
    long n = 0;
    for (long c : t.contested) n += c;
    return n;
}

long wins(const txek::races::Tally& t) {
    long n = 0;
    for (long w : t.wins) n += w;
    return n;
}

// One line a table size: its contested races and the person's share, with a 95% interval.
std::string summary(const txek::races::Config& c, const std::vector<int>& bots,
                    const std::vector<txek::races::Tally>& tallies) {
    char line[200];
    std::snprintf(line, sizeof line,
                  "summary: a person at %d ms against %s bots, by the number of bots\n"
                  "%4s %10s %6s %7s  %s\n",
                  c.human_ms, txek::races::levels_word(c).c_str(), "bots", "contested", "wins",
                  "win %", "95% interval");
    std::string out = line;
    for (std::size_t i = 0; i < bots.size(); ++i) {
        const long n = contested(tallies[i]), w = wins(tallies[i]);
        const double p = n ? double(w) / double(n) : 0.0;
        const auto [low, high] = core::wilson95(p, double(n));
        std::snprintf(line, sizeof line, "%4d %10ld %6ld %6.1f%%  %5.1f-%5.1f%%\n", bots[i], n, w,
                      100 * p, 100 * low, 100 * high);
        out += line;
    }
    return out;
}

} // namespace

int cmd_reaction(ToolOptions& o) {
    txek::races::Config c;
    const std::string level = o.text("level", "e");
    const std::string bots_list = o.text("bots", "");
    c.human_ms = int(o.number("human-ms", 600, 10000));
    c.games = long(o.number("games", 100, 1000000));
    c.seed = o.number("seed", 1, UINT64_MAX / 2);
    c.players = int(o.number("players", 4, 64));
    c.reaction_ms = int(o.number("reaction", 1500, 10000));
    if (!o.ok) return 2;
    std::vector<int> bots;
    if (!read_levels(level, c) || c.players < 2 || c.players > txek::kMaxPlayers ||
        (!bots_list.empty() && !read_bots(bots_list, bots))) {
        std::fprintf(stderr, "txektool: reaction wants --level c, g or e (or letters in turn, "
                             "like cg), --players 2 to 7 or --bots 1 to 6 (a list: 1,3,6)\n");
        return 2;
    }
    if (bots.empty()) bots.push_back(c.players - 1);
    std::vector<txek::races::Tally> tallies;
    const auto t0 = measure::Clock::now();
    long rounds = 0, actions = 0;
    for (int n : bots) {
        c.players = n + 1;
        txek::races::Tally tally;
        std::string why;
        if (!txek::races::run(c, tally, why)) {
            std::fprintf(stderr, "txektool: %s\n", why.c_str());
            return 1;
        }
        if (tallies.size()) std::fputs("\n", stdout);
        std::fputs(txek::races::report(c, tally).c_str(), stdout);
        rounds += tally.rounds, actions += tally.actions;
        tallies.push_back(tally);
    }
    if (bots.size() > 1) std::fputs(("\n" + summary(c, bots, tallies)).c_str(), stdout);
    std::fprintf(stderr, "%ld rounds, %ld actions in %.1f s\n", rounds, actions,
                 measure::seconds_since(t0));
    return 0;
}
