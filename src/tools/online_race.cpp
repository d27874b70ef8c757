// txektool online-race: how far a network round trip moves the odds of a race between the host's
// own person and a guest (src/online/README.md, "Races"), with the host ordering races by stamps
// and, for comparison, by arrival. The counting is online/race_odds.h's, so a test pins it.
#include "online/race_odds.h"
#include "tools/commands.h"
#include "tools/measure.h"

#include <cinttypes>
#include <cstdio>
#include <string>
#include <vector>

namespace {

struct RaceRun {
    int rtt_ms = 0;
    bool fair = true;
};

// Both orders at a 0 ms round trip and at the one asked for (each way: half of it, in whole ms).
std::vector<RaceRun> runs_for(int rtt_ms) {
    std::vector<int> trips = {0};
    if (rtt_ms / 2 > 0) trips.push_back(rtt_ms / 2 * 2);
    std::vector<RaceRun> out;
    for (int trip : trips) {
        out.push_back({trip, true});
        out.push_back({trip, false});
    }
    return out;
}

void print_row(const RaceRun& run, const online::RaceOdds& odds) {
    char label[48];
    std::snprintf(label, sizeof label, "rtt %d ms, %s", run.rtt_ms,
                  run.fair ? "by stamps" : "by arrival");
    std::printf("%-24s %9ld", label, odds.contested);
    if (odds.contested == 0) {
        std::printf(" %8s %12s", "-", "-");
    } else {
        const double n = double(odds.contested), share = double(odds.guest_wins) / n;
        const auto [low, high] = measure::wilson95(share, n);
        std::printf(" %7.1f%% %5.1f-%5.1f%%", 100 * share, 100 * low, 100 * high);
    }
    std::printf(" %9.1f ms\n", odds.mean_hold_ms());
}

} // namespace

int cmd_online_race(const games::Module& game, ToolOptions& o) {
    const int rtt = int(o.number("rtt", 150, 2000));
    const int deals = int(o.number("games", 200, 1000000));
    const std::string level = o.text("level", "g");
    const int players = int(o.number("players", 2, 64));
    online::SimConfig c;
    c.game = &game;
    c.seed = o.number("seed", 1, UINT64_MAX / 2);
    if (!o.ok) return 2;
    const auto kind = core::seat_from_letter(level.size() == 1 ? level[0] : '?');
    if (!kind || *kind == core::SeatKind::Human || players < game.facts.min_players ||
        players > game.facts.max_players) {
        std::fprintf(stderr, "txektool: online-race wants --level c, g or e and %s\n",
                     games::players_text(game.facts).c_str());
        return 2;
    }
    c.players = players;
    c.people = c.fill = *kind;
    std::printf("%s online, %d players, every seat a %s: the host's person at seat 0, a guest at "
                "seat 1\n%d deals from seed %" PRIu64 ", each to its first result; contested: both "
                "pressed on one revision\n",
                std::string(game.facts.name).c_str(), players, core::seat_name(*kind), deals,
                c.seed);
    std::printf("%-24s %9s %8s %12s %12s\n", "round trip, races", "contested", "guest's",
                "95% interval", "mean hold");
    const auto t0 = measure::Clock::now();
    for (const RaceRun& run : runs_for(rtt)) {
        c.guests = {run.rtt_ms / 2};
        c.fair_races = run.fair;
        const auto odds = online::measure_races(c, deals);
        if (!odds) {
            std::fprintf(stderr, "txektool: %s\n", odds.error().c_str());
            return 1;
        }
        print_row(run, odds.value());
    }
    std::fprintf(stderr, "%d deals a row: %.1f s\n", deals, measure::seconds_since(t0));
    return 0;
}
