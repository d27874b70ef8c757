// txektool bench: what each registered game's engine costs, as one report whose layout is the
// same natively and in the WebAssembly build (ci/bench.sh runs both and compares them). Only the
// timing columns may differ between the two: the work is fixed (game counts and seeds), and the
// digests of every action played must be equal, so a difference in speed is never a difference
// in work.
//
// For each game (or only --game):
//   random playouts  --games N per player count, the same games --repeat times, timed by the
//                    fastest run (a busy machine only ever slows a run down)
//   bot think()      for each level, seeded matches with that level in every seat (3 seats, or
//                    as near as the game allows), whole games until at least --calls think()
//                    calls answered with an intent; median, 90th and 99th percentile and slowest
//                    of those calls
//
// A measurement, never a test: nothing here fails on a slow machine.
#include "engine/games.h"
#include "tools/commands.h"
#include "tools/measure.h"

#include <algorithm>
#include <cinttypes>
#include <cstdio>
#include <string>
#include <vector>

namespace {

using measure::Clock;
using measure::quantile;
using measure::seconds_since;

struct Sizes {
    long games, calls, repeat;
    std::uint64_t seed;
};

// One row of random playouts: `players` seats (0: every count in turn). Non-zero: failed.
int playout_row(const games::Module& game, int players, const Sizes& z, std::uint64_t& all,
                long& sum_actions, double& sum_secs) {
    long actions = 0;
    std::uint64_t digest = 0;
    double secs = 0;
    for (long r = 0; r < z.repeat; ++r) { // the same games each time; the fastest run counts
        long run_actions = 0;
        std::uint64_t run_digest = 0;
        const auto t0 = Clock::now();
        if (!random_games(game, players, z.seed, z.games, run_digest, run_actions)) {
            std::fprintf(stderr, "txektool: a %s playout was refused its own move\n",
                         std::string(game.facts.name).c_str());
            return 1;
        }
        const double run_secs = seconds_since(t0);
        if (r == 0 || run_secs < secs) secs = run_secs;
        actions = run_actions, digest = run_digest;
    }
    all = all * 1099511628211ull ^ digest;
    sum_actions += actions, sum_secs += secs;
    char label[32];
    std::snprintf(label, sizeof label, "  %d players", players);
    std::printf("%-22s %7ld %9ld %9.3f %10.0f %11.0f  %016" PRIx64 "\n", label, z.games, actions,
                secs, double(z.games) / secs, double(actions) / secs, digest);
    return 0;
}

int playout_section(const games::Module& game, const Sizes& z, std::uint64_t& all) {
    const games::Facts& f = game.facts;
    std::printf("%s, random playouts: %ld seeded games per player count, played %ld time%s, "
                "timed by the fastest run\n",
                std::string(f.name).c_str(), z.games, z.repeat, z.repeat == 1 ? "" : "s");
    std::printf("%-22s %7s %9s %9s %10s %11s  %s\n", "  players", "games", "actions", "seconds",
                "games/s", "actions/s", "digest");
    long sum_actions = 0;
    double sum_secs = 0;
    for (int players = f.min_players; players <= f.max_players; ++players)
        if (int rc = playout_row(game, players, z, all, sum_actions, sum_secs)) return rc;
    const long counts = f.max_players - f.min_players + 1;
    if (counts > 1) {
        char label[48];
        std::snprintf(label, sizeof label, "  %d-%d players", f.min_players, f.max_players);
        std::printf("%-22s %7ld %9ld %9.3f %10.0f %11.0f\n", label, z.games * counts, sum_actions,
                    sum_secs, double(z.games * counts) / sum_secs, double(sum_actions) / sum_secs);
    }
    std::printf("\n");
    return 0;
}

// Bots of `level` in every seat, whole games until `z.calls` think() calls answered.
int think_row(const games::Module& game, core::SeatKind level, const Sizes& z, std::uint64_t& all) {
    const games::Facts& f = game.facts;
    measure::ThinkTimer timer;
    std::uint64_t digest = 0;
    long played = 0;
    while (long(timer.intent_ms.size()) < z.calls) {
        if (played >= 100000) {
            std::fprintf(stderr, "txektool: %s bots answered too rarely\n", core::seat_name(level));
            return 1;
        }
        core::Setup setup;
        setup.seats.assign(std::size_t(std::clamp(3, f.min_players, f.max_players)), level);
        games::MatchOptions options;
        options.observer = &timer;
        auto opened = game.open(setup, z.seed + std::uint64_t(played) * 7919, {}, options);
        if (!opened) {
            std::fprintf(stderr, "txektool: %s\n", opened.error().c_str());
            return 2;
        }
        if (!opened.value()->run(2000000)) {
            std::fprintf(stderr, "txektool: %s game %ld did not end\n", core::seat_name(level),
                         played);
            return 1;
        }
        measure::mix(digest, opened.value()->log());
        ++played;
    }
    all = all * 1099511628211ull ^ digest;
    std::vector<double>& ms = timer.intent_ms;
    std::sort(ms.begin(), ms.end());
    char label[32];
    std::snprintf(label, sizeof label, "  %s", core::seat_name(level));
    std::printf("%-22s %7ld %9zu %9zu %10.3f %11.3f %9.3f %9.3f  %016" PRIx64 "\n", label, played,
                timer.all_ms.size(), ms.size(), quantile(ms, 0.5), quantile(ms, 0.9),
                quantile(ms, 0.99), ms.back(), digest);
    return 0;
}

int think_section(const games::Module& game, const Sizes& z, std::uint64_t& all) {
    std::printf("%s, bot think(): seeded games with the level in every seat, whole games until "
                "%ld calls answered with an intent; times of those calls\n",
                std::string(game.facts.name).c_str(), z.calls);
    std::printf("%-22s %7s %9s %9s %10s %11s %9s %9s  %s\n", "  level", "games", "calls", "intents",
                "median ms", "p90 ms", "p99 ms", "max ms", "digest");
    for (core::SeatKind level :
         {core::SeatKind::Casual, core::SeatKind::Good, core::SeatKind::Expert})
        if (int rc = think_row(game, level, z, all)) return rc;
    std::printf("\n");
    return 0;
}

} // namespace

int cmd_bench(ToolOptions& o) {
    const Sizes z{long(o.number("games", 2000, 1000000)), long(o.number("calls", 1000, 10000000)),
                  long(o.number("repeat", 3, 1000)), o.number("seed", 1, UINT64_MAX / 2)};
    const std::string only = o.text("game", "");
    if (!o.ok) return 2;
    if (z.games < 1 || z.calls < 1 || z.repeat < 1) {
        std::fprintf(stderr, "txektool: bench wants --games, --calls and --repeat of at least 1\n");
        return 2;
    }
#ifdef __EMSCRIPTEN__
    const char* build = "wasm";
#else
    const char* build = "native";
#endif
    const auto start = Clock::now();
    std::uint64_t all = 0; // every action of every game below
    std::printf("txektool bench: every registered game, %s build, seed %" PRIu64 "\n\n", build,
                z.seed);
    for (const games::Module* game : games::registered()) {
        if (!only.empty() && game->facts.id != only) continue;
        if (int rc = playout_section(*game, z, all)) return rc;
        if (int rc = think_section(*game, z, all)) return rc;
    }
    std::printf("digest of every action above: %016" PRIx64 "\n", all);
    std::printf("total %.1f s\n", seconds_since(start));
    return 0;
}
