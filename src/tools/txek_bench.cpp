// txektool bench: what the engine costs, as one report whose layout is the same natively and in
// the WebAssembly build (ci/bench.sh runs both and compares them). Only the timing columns may
// differ between the two: the work is fixed (game counts and seeds), and the digests of every
// action played must be equal, so a difference in speed is never a difference in work.
//
//   random playouts  --games N per player count 2..7 (RandomPlayer, engine/txek/playout.h),
//                    the same games --repeat times, timed by the fastest run (a busy machine
//                    only ever slows a run down)
//   bot think()      for each level, seeded Match games with that level in all 3 seats, until
//                    at least --calls think() calls returned an intent (whole games: the last
//                    game is played out); median, 90th and 99th percentile and slowest of
//                    those calls (most answers are reflexes; the expert's searches at its own
//                    decisions are the slow tail)
//
// A measurement, never a test: nothing here fails on a slow machine.
#include "tools/commands.h"
#include "tools/measure.h"

#include "engine/txek/match.h"
#include "engine/txek/playout.h"

#include <algorithm>
#include <chrono>
#include <cinttypes>
#include <cstdio>
#include <memory>
#include <optional>
#include <vector>

namespace {

using measure::Clock;
using measure::mix;
using measure::quantile;
using measure::seconds_since;
using measure::ThinkTimes;
using TimedBot = measure::TimedBot<txek::Bot, txek::View, txek::Intent>;

}  // namespace

int cmd_bench(ToolOptions& o) {
    const long games = long(o.number("games", 2000, 1000000));
    const long want_calls = long(o.number("calls", 1000, 10000000));
    const long repeat = long(o.number("repeat", 3, 1000));
    const std::uint64_t seed = o.number("seed", 1, UINT64_MAX / 2);
    if (!o.ok) return 2;
    if (games < 1 || want_calls < 1 || repeat < 1) {
        std::fprintf(stderr, "txektool: bench wants --games, --calls and --repeat of at least 1\n");
        return 2;
    }
#ifdef __EMSCRIPTEN__
    const char* build = "wasm";
#else
    const char* build = "native";
#endif
    const auto start = Clock::now();
    std::uint64_t all = 0;  // every action of every game below

    std::printf("txektool bench: Txek and Checks, %s build, seed %" PRIu64 "\n\n", build, seed);
    std::printf("random playouts: %ld seeded games per player count, played %ld time%s, timed by "
                "the fastest run\n", games, repeat, repeat == 1 ? "" : "s");
    std::printf("%-22s %7s %9s %9s %10s %11s  %s\n", "  players", "games", "actions",
                "seconds", "games/s", "actions/s", "digest");
    long sum_games = 0, sum_actions = 0;
    double sum_secs = 0;
    for (int players = 2; players <= txek::kMaxPlayers; ++players) {
        core::Setup setup;
        setup.seats.assign(std::size_t(players), core::SeatKind::Casual);
        long actions = 0;
        std::uint64_t digest = 0;
        double secs = 0;
        for (long r = 0; r < repeat; ++r) {  // the same games each time; the fastest run counts
            long run_actions = 0;
            std::uint64_t run_digest = 0;
            const auto t0 = Clock::now();
            for (long g = 0; g < games; ++g) {
                auto s = txek::new_game(setup, seed + std::uint64_t(g));
                if (!s) {
                    std::fprintf(stderr, "txektool: %s\n", s.error().c_str());
                    return 2;
                }
                txek::State& st = s.value();
                txek::RandomPlayer player(seed ^ std::uint64_t(g));
                while (st.phase != txek::Phase::GameOver) {
                    auto [seat, action] = player.choose(st);
                    if (!txek::apply(st, seat, action).ok) {
                        std::fprintf(stderr, "txektool: playout %ld (%d players) was refused an action\n", g, players);
                        return 1;
                    }
                }
                mix(run_digest, st.log);
                run_actions += long(st.log.size());
            }
            const double run_secs = seconds_since(t0);
            if (r > 0 && (run_digest != digest || run_actions != actions)) {
                std::fprintf(stderr, "txektool: playouts of %d players differ between runs\n", players);
                return 1;
            }
            if (r == 0 || run_secs < secs) secs = run_secs;
            actions = run_actions, digest = run_digest;
        }
        all = all * 1099511628211ull ^ digest;
        sum_games += games, sum_actions += actions, sum_secs += secs;
        char label[32];
        std::snprintf(label, sizeof label, "  %d players", players);
        std::printf("%-22s %7ld %9ld %9.3f %10.0f %11.0f  %016" PRIx64 "\n", label, games, actions,
                    secs, games / secs, actions / secs, digest);
    }
    std::printf("%-22s %7ld %9ld %9.3f %10.0f %11.0f\n\n", "  2-7 players", sum_games, sum_actions,
                sum_secs, sum_games / sum_secs, sum_actions / sum_secs);

    std::printf("bot think(): seeded games with the level in all 3 seats, whole games until %ld "
                "calls answered with an intent; times of those calls\n", want_calls);
    std::printf("%-22s %7s %9s %9s %10s %11s %9s %9s  %s\n", "  level", "games",
                "calls", "intents", "median ms", "p90 ms", "p99 ms", "max ms", "digest");
    const core::SeatKind levels[] = {core::SeatKind::Casual, core::SeatKind::Good, core::SeatKind::Expert};
    for (core::SeatKind level : levels) {
        ThinkTimes times;
        std::uint64_t digest = 0;
        long played = 0;
        while (long(times.intent_ms.size()) < want_calls) {
            if (played >= 100000) {
                std::fprintf(stderr, "txektool: %s bots answered too rarely\n", core::seat_name(level));
                return 1;
            }
            const std::uint64_t game_seed = seed + std::uint64_t(played) * 7919;
            core::Setup setup;
            setup.seats.assign(3, level);
            auto made = txek::new_game(setup, game_seed);
            if (!made) {
                std::fprintf(stderr, "txektool: %s\n", made.error().c_str());
                return 2;
            }
            std::vector<std::unique_ptr<txek::Bot>> bots;
            for (std::size_t p = 0; p < setup.seats.size(); ++p)
                bots.push_back(std::make_unique<TimedBot>(txek::make_bot(level, game_seed * 31 + p + 1), &times));
            txek::Match match(std::move(made.value()), std::move(bots), txek::MatchOptions{});
            if (!match.run(2000000)) {
                std::fprintf(stderr, "txektool: %s game %ld did not end\n", core::seat_name(level), played);
                return 1;
            }
            mix(digest, match.state().log);
            ++played;
        }
        all = all * 1099511628211ull ^ digest;
        std::vector<double>& ms = times.intent_ms;
        std::sort(ms.begin(), ms.end());
        char label[32];
        std::snprintf(label, sizeof label, "  %s", core::seat_name(level));
        std::printf("%-22s %7ld %9ld %9zu %10.3f %11.3f %9.3f %9.3f  %016" PRIx64 "\n", label, played,
                    times.calls, ms.size(), quantile(ms, 0.5), quantile(ms, 0.9), quantile(ms, 0.99),
                    ms.back(), digest);
    }
    std::printf("\n");
    if (int rc = checks_bench_section(games, want_calls, repeat, seed, all)) return rc;
    std::printf("digest of every action above: %016" PRIx64 "\n", all);
    std::printf("total %.1f s\n", seconds_since(start));
    return 0;
}
