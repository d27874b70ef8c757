// txektool's Checks commands (--game checks): simulate, arena, playout, and Checks' part of
// bench. Checks is turn-based, so no match clock is needed: bots answer in turn (checks.h).
#include "tools/commands.h"
#include "tools/measure.h"

#include "engine/checks/checks.h"

#include <algorithm>
#include <chrono>
#include <cinttypes>
#include <cmath>
#include <cstdio>
#include <string>
#include <vector>

namespace {

using measure::Clock;
using measure::mix;
using measure::quantile;
using measure::seconds_since;
using measure::ThinkTimes;
using TimedBot = measure::TimedBot<checks::Bot, checks::View, checks::Intent>;

// One seeded game between two bot levels; seat `timed` (or none) has its think() timed.
bool play_one(core::SeatKind a, core::SeatKind b, std::uint64_t seed, checks::State& out,
              int timed = -1, ThinkTimes* times = nullptr) {
    core::Setup setup;
    setup.seats = {a, b};
    auto made = checks::new_game(setup, seed);
    if (!made) return false;
    out = made.value();
    std::array<std::unique_ptr<checks::Bot>, checks::kPlayers> bots;
    for (int p = 0; p < checks::kPlayers; ++p)
        bots[p] = std::make_unique<TimedBot>(
            checks::make_bot(setup.seats[p], seed * 31 + std::uint64_t(p) + 1),
            p == timed ? times : nullptr);
    return checks::play_game(out, bots, 1000);
}

std::optional<core::SeatKind> bot_level(const std::string& letter) {
    auto k = core::seat_from_letter(letter.size() == 1 ? letter[0] : '?');
    if (!k || *k == core::SeatKind::Human) return std::nullopt;
    return k;
}

// Games 0..games-1 of a seeded series of random Checks games (random legal moves for both
// seats), each played to its end; every action is mixed into `digest` and counted in `actions`.
// False if the engine ever had no move or refused one of its own legal moves.
bool random_games(std::uint64_t seed, long games, std::uint64_t& digest, long& actions) {
    core::Setup setup;
    setup.seats = {core::SeatKind::Casual, core::SeatKind::Casual};
    for (long g = 0; g < games; ++g) {
        checks::State s = checks::new_game(setup, seed + std::uint64_t(g)).value();
        core::Rng pick(seed ^ std::uint64_t(g));
        while (s.phase == checks::Phase::Play) {
            auto l = checks::legal(s, s.current);
            if (l.empty() ||
                !checks::apply(s, s.current, l[pick.below(std::uint32_t(l.size()))]).ok)
                return false;
        }
        mix(digest, s.log);
        actions += long(s.log.size());
    }
    return true;
}

} // namespace

int cmd_checks_simulate(ToolOptions& o) {
    const std::string seats = o.text("seats", "gg");
    const std::uint64_t seed = o.number("seed", 1, UINT64_MAX);
    const long games = long(o.number("games", 10, 1000000));
    if (!o.ok) return 2;
    auto a = seats.size() == 2 ? bot_level(seats.substr(0, 1)) : std::nullopt;
    auto b = seats.size() == 2 ? bot_level(seats.substr(1, 1)) : std::nullopt;
    if (!a || !b) {
        std::fprintf(stderr,
                     "txektool: Checks --seats wants 2 bot letters (c casual, g good, e expert)\n");
        return 2;
    }
    long wins[2] = {0, 0}, draws = 0, actions = 0;
    double sum[2] = {0, 0};
    const auto t0 = Clock::now();
    for (long g = 0; g < games; ++g) {
        checks::State s;
        if (!play_one(*a, *b, seed + std::uint64_t(g), s)) {
            std::printf("game %ld did not end\n", g);
            return 1;
        }
        const checks::GameResult& r = s.results.back();
        std::printf("game %ld seed %" PRIu64 " dealer %d checks %d %d winner %d\n", g,
                    seed + std::uint64_t(g), r.dealer, r.checks[0], r.checks[1], r.winner);
        if (r.winner < 0)
            ++draws;
        else
            ++wins[r.winner];
        sum[0] += r.checks[0], sum[1] += r.checks[1];
        actions += long(s.log.size());
    }
    std::printf("seat level wins mean_checks\n");
    for (int p = 0; p < 2; ++p)
        std::printf("%d %s %ld %.1f\n", p, core::seat_name(p == 0 ? *a : *b), wins[p],
                    sum[p] / double(games));
    std::printf("draws %ld\n", draws);
    const double secs = seconds_since(t0);
    std::fprintf(stderr, "%ld games, %ld actions in %.2f s\n", games, actions, secs);
    return 0;
}

int cmd_checks_arena(ToolOptions& o) {
    auto a = bot_level(o.text("level", "e"));
    auto b = bot_level(o.text("vs", "c"));
    const long games = long(o.number("games", 200, 1000000));
    const std::uint64_t seed = o.number("seed", 1, UINT64_MAX);
    const bool timing = o.number("timing", 0, 1) != 0;
    if (!o.ok) return 2;
    if (!a || !b) {
        std::fprintf(stderr, "txektool: arena wants --level and --vs among c, g, e\n");
        return 2;
    }
    // The tested level alternates seats (and so the deal) every game; a draw counts half.
    long wins = 0, draws = 0;
    double margin = 0, mine = 0, theirs = 0;
    ThinkTimes times;
    const auto t0 = Clock::now();
    for (long g = 0; g < games; ++g) {
        const int seat = int(g % 2);
        checks::State s;
        const bool ok =
            seat == 0
                ? play_one(*a, *b, seed + std::uint64_t(g) * 7919, s, timing ? 0 : -1, &times)
                : play_one(*b, *a, seed + std::uint64_t(g) * 7919, s, timing ? 1 : -1, &times);
        if (!ok) {
            std::fprintf(stderr, "game %ld did not end\n", g);
            return 1;
        }
        const checks::GameResult& r = s.results.back();
        wins += r.winner == seat;
        draws += r.winner < 0;
        mine += r.checks[seat];
        theirs += r.checks[1 - seat];
        margin += r.checks[seat] - r.checks[1 - seat];
    }
    const double n = double(games), phat = (double(wins) + 0.5 * double(draws)) / n;
    const auto [low, high] = measure::wilson95(phat, n);
    std::printf(
        "Checks: %s vs %s, %ld games: %s scores %.1f%% (wins %ld, draws %ld counted half; 95%% "
        "interval "
        "%.1f-%.1f%%; an equal seat would score 50%%); mean Checks %s %.2f, %s %.2f, margin %+.2f "
        "(%.1f s)\n",
        core::seat_name(*a), core::seat_name(*b), games, core::seat_name(*a), 100 * phat, wins,
        draws, 100 * low, 100 * high, core::seat_name(*a), mine / n, core::seat_name(*b),
        theirs / n, margin / n, seconds_since(t0));
    if (timing && !times.all_ms.empty()) {
        std::sort(times.all_ms.begin(), times.all_ms.end());
        std::printf("%s, every think(): %zu calls, median %.3f ms, 99th percentile %.3f ms, "
                    "slowest %.3f ms\n",
                    core::seat_name(*a), times.all_ms.size(), quantile(times.all_ms, 0.5),
                    quantile(times.all_ms, 0.99), times.all_ms.back());
    }
    return 0;
}

int cmd_checks_playout(ToolOptions& o) {
    const long games = long(o.number("games", 1000, 10000000));
    const std::uint64_t seed = o.number("seed", 1, UINT64_MAX);
    if (!o.ok) return 2;
    long actions = 0;
    std::uint64_t digest = 0;
    const auto t0 = Clock::now();
    if (!random_games(seed, games, digest, actions)) return 1;
    const double secs = seconds_since(t0);
    std::printf("%ld random Checks playouts, %ld actions, digest %016" PRIx64 "\n", games, actions,
                digest);
    std::fprintf(stderr, "%.2f s: %.0f games/s, %.0f actions/s\n", secs, games / secs,
                 actions / secs);
    return 0;
}

// Checks' part of `txektool bench`: the same columns as Txek's (see txek_bench.cpp).
int checks_bench_section(long games, long want_calls, long repeat, std::uint64_t seed,
                         std::uint64_t& all) {
    std::printf(
        "Checks, random playouts: %ld seeded games, played %ld time%s, timed by the fastest run\n",
        games, repeat, repeat == 1 ? "" : "s");
    std::printf("%-22s %7s %9s %9s %10s %11s  %s\n", "  players", "games", "actions", "seconds",
                "games/s", "actions/s", "digest");
    long actions = 0;
    std::uint64_t digest = 0;
    double secs = 0;
    for (long r = 0; r < repeat; ++r) {
        long run_actions = 0;
        std::uint64_t run_digest = 0;
        const auto t0 = Clock::now();
        if (!random_games(seed, games, run_digest, run_actions)) return 1;
        const double run_secs = seconds_since(t0);
        if (r == 0 || run_secs < secs) secs = run_secs;
        actions = run_actions, digest = run_digest;
    }
    all = all * 1099511628211ull ^ digest;
    std::printf("%-22s %7ld %9ld %9.3f %10.0f %11.0f  %016" PRIx64 "\n\n", "  2 players", games,
                actions, secs, games / secs, actions / secs, digest);

    std::printf(
        "Checks, bot think(): seeded games with the level in both seats until %ld decisions\n",
        want_calls);
    std::printf("%-22s %7s %9s %9s %10s %11s %9s %9s  %s\n", "  level", "games", "calls", "intents",
                "median ms", "p90 ms", "p99 ms", "max ms", "digest");
    for (core::SeatKind level :
         {core::SeatKind::Casual, core::SeatKind::Good, core::SeatKind::Expert}) {
        ThinkTimes times;
        std::uint64_t level_digest = 0;
        long played = 0;
        while (long(times.all_ms.size()) < want_calls) {
            checks::State s;
            core::Setup both;
            both.seats = {level, level};
            s = checks::new_game(both, seed + std::uint64_t(played) * 7919).value();
            std::array<std::unique_ptr<checks::Bot>, checks::kPlayers> bots;
            for (int p = 0; p < 2; ++p)
                bots[p] = std::make_unique<TimedBot>(
                    checks::make_bot(level, (seed + std::uint64_t(played) * 7919) * 31 +
                                                std::uint64_t(p) + 1),
                    &times);
            if (!checks::play_game(s, bots, 1000)) return 1;
            mix(level_digest, s.log);
            ++played;
        }
        all = all * 1099511628211ull ^ level_digest;
        std::sort(times.all_ms.begin(), times.all_ms.end());
        char label[32];
        std::snprintf(label, sizeof label, "  %s", core::seat_name(level));
        std::printf("%-22s %7ld %9zu %9zu %10.3f %11.3f %9.3f %9.3f  %016" PRIx64 "\n", label,
                    played, times.all_ms.size(), times.all_ms.size(), quantile(times.all_ms, 0.5),
                    quantile(times.all_ms, 0.9), quantile(times.all_ms, 0.99), times.all_ms.back(),
                    level_digest);
    }
    std::printf("\n");
    return 0;
}
