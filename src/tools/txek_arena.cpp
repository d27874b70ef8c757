// txektool simulate / arena: seeded Txek games between bots in virtual time (engine/txek/match.h).
#include "tools/commands.h"
#include "tools/measure.h"

#include "engine/txek/match.h"
#include "engine/txek/playout.h"

#include <algorithm>
#include <chrono>
#include <cinttypes>
#include <cmath>
#include <cstdio>
#include <string>

namespace {

using txek::Match;

struct GameRun {
    std::vector<int> totals;
    int winner = -1;
    int rounds = 0;
    long actions = 0;
    bool ended = false;
};

using Timings = measure::ThinkTimes;
using TimedBot = measure::TimedBot<txek::Bot, txek::View, txek::Intent>;

GameRun play_one(const core::Setup& setup, std::uint64_t seed, int reaction_ms,
                 int timed_seat = -1, Timings* timings = nullptr) {
    GameRun run;
    auto made = txek::new_game(setup, seed);
    if (!made) return run;
    std::vector<std::unique_ptr<txek::Bot>> bots;
    for (std::size_t p = 0; p < setup.seats.size(); ++p) {
        bots.push_back(txek::make_bot(setup.seats[p], seed * 31 + p + 1));
        if (int(p) == timed_seat && timings)
            bots.back() = std::make_unique<TimedBot>(std::move(bots.back()), timings);
    }
    txek::MatchOptions options;
    options.reaction_ms = reaction_ms;
    Match match(std::move(made.value()), std::move(bots), options);
    run.ended = match.run(2000000);
    const txek::State& s = match.state();
    run.rounds = int(s.results.size());
    run.actions = long(s.log.size());
    int low = 1 << 30;
    for (const auto& p : s.seats) {
        run.totals.push_back(p.total);
        if (p.total < low) low = p.total, run.winner = int(run.totals.size()) - 1;
    }
    return run;
}

bool parse_seats(const std::string& letters, core::Setup& setup) {
    setup.seats.clear();
    for (char c : letters) {
        auto k = core::seat_from_letter(c);
        if (!k || *k == core::SeatKind::Human) return false;
        setup.seats.push_back(*k);
    }
    return setup.seats.size() >= 2 && setup.seats.size() <= 7;
}

using measure::seconds_since;

}  // namespace

int cmd_simulate(ToolOptions& o) {
    const std::string seats = o.text("seats", "ggg");
    const std::uint64_t seed = o.number("seed", 1, UINT64_MAX);
    const long games = long(o.number("games", 10, 1000000));
    const int reaction = int(o.number("reaction", 1500, 10000));
    core::Setup setup;
    setup.variant = std::uint32_t(o.number("variant", 0, 1));
    if (!o.ok) return 2;
    if (!parse_seats(seats, setup)) {
        std::fprintf(stderr, "txektool: --seats wants 2-7 bot letters (c casual, g good, e expert)\n");
        return 2;
    }
    std::vector<long> wins(setup.seats.size(), 0);
    std::vector<double> sum(setup.seats.size(), 0);
    long actions = 0, rounds = 0;
    const auto t0 = std::chrono::steady_clock::now();
    for (long g = 0; g < games; ++g) {
        GameRun r = play_one(setup, seed + std::uint64_t(g), reaction);
        if (!r.ended) {
            std::printf("game %ld did not end\n", g);
            return 1;
        }
        std::printf("game %ld seed %" PRIu64 " rounds %d totals", g, seed + std::uint64_t(g), r.rounds);
        for (int t : r.totals) std::printf(" %d", t);
        std::printf(" winner %d\n", r.winner);
        ++wins[std::size_t(r.winner)];
        for (std::size_t p = 0; p < r.totals.size(); ++p) sum[p] += r.totals[p];
        actions += r.actions;
        rounds += r.rounds;
    }
    const double secs = seconds_since(t0);
    std::printf("seat level wins mean_total\n");
    for (std::size_t p = 0; p < setup.seats.size(); ++p)
        std::printf("%zu %s %ld %.1f\n", p, core::seat_name(setup.seats[p]), wins[p], sum[p] / games);
    std::fprintf(stderr, "%ld games, %ld rounds, %ld actions in %.2f s: %.1f games/s, %.0f actions/s\n",
                 games, rounds, actions, secs, games / secs, actions / secs);
    return 0;
}

int cmd_arena(ToolOptions& o) {
    const std::string level = o.text("level", "e");
    const std::string vs = o.text("vs", "c");
    const int players = int(o.number("players", 2, 7));
    const long games = long(o.number("games", 200, 1000000));
    const std::uint64_t seed = o.number("seed", 1, UINT64_MAX);
    const int reaction = int(o.number("reaction", 1500, 10000));
    const bool timing = o.number("timing", 0, 1) != 0;
    if (!o.ok) return 2;
    Timings timings;
    auto a = core::seat_from_letter(level.empty() ? '?' : level[0]);
    auto b = core::seat_from_letter(vs.empty() ? '?' : vs[0]);
    if (!a || !b || *a == core::SeatKind::Human || *b == core::SeatKind::Human || players < 2) {
        std::fprintf(stderr, "txektool: arena wants --level and --vs among c, g, e and --players 2-7\n");
        return 2;
    }
    // One seat of the tested level among players-1 of the other; its seat rotates every game.
    long wins = 0;
    double level_round = 0, other_round = 0;
    long level_rounds = 0, other_rounds = 0;
    const auto t0 = std::chrono::steady_clock::now();
    for (long g = 0; g < games; ++g) {
        core::Setup setup;
        const int seat = int(g % players);
        for (int p = 0; p < players; ++p) setup.seats.push_back(p == seat ? *a : *b);
        GameRun r = play_one(setup, seed + std::uint64_t(g) * 7919, reaction, timing ? seat : -1, &timings);
        if (!r.ended) {
            std::fprintf(stderr, "game %ld did not end\n", g);
            return 1;
        }
        wins += r.winner == seat;
        for (int p = 0; p < players; ++p) {
            (p == seat ? level_round : other_round) += double(r.totals[std::size_t(p)]) / r.rounds;
            (p == seat ? level_rounds : other_rounds) += 1;
        }
    }
    const double n = double(games), phat = wins / n;
    const auto [low, high] = measure::wilson95(phat, n);
    std::printf("%s vs %s, %d players, %ld games: %s wins %.1f%% (95%% interval %.1f-%.1f%%; "
                "an equal seat would win %.1f%%); mean round score %s %.2f, %s %.2f (%.1f s)\n",
                core::seat_name(*a), core::seat_name(*b), players, games, core::seat_name(*a),
                100 * phat, 100 * low, 100 * high, 100.0 / players,
                core::seat_name(*a), level_round / level_rounds, core::seat_name(*b),
                other_round / other_rounds, seconds_since(t0));
    if (timing && !timings.all_ms.empty()) {
        std::sort(timings.all_ms.begin(), timings.all_ms.end());
        auto at = [&](double q) { return timings.all_ms[std::size_t(q * double(timings.all_ms.size() - 1))]; };
        std::printf("%s, every think(): %zu calls, median %.3f ms, 99th percentile %.3f ms, slowest %.3f ms\n",
                    core::seat_name(*a), timings.all_ms.size(), at(0.5), at(0.99), timings.all_ms.back());
        // Most calls are reflexes answered at once; the ones that searched are what a player waits on.
        std::vector<double> searched;
        for (double ms : timings.all_ms)
            if (ms >= 0.5) searched.push_back(ms);
        if (!searched.empty())
            std::printf("%s, calls over 0.5 ms (searches): %zu, median %.3f ms, 99th percentile %.3f ms\n",
                        core::seat_name(*a), searched.size(), searched[searched.size() / 2],
                        searched[std::size_t(0.99 * double(searched.size() - 1))]);
    }
    return 0;
}

int cmd_playout(ToolOptions& o) {
    const long games = long(o.number("games", 1000, 10000000));
    const std::uint64_t seed = o.number("seed", 1, UINT64_MAX);
    const int only = int(o.number("players", 0, 7));  // 0: every count from 2 to 7 in turn
    if (!o.ok) return 2;
    long actions = 0;
    std::uint64_t check = 0;  // a digest of every action, so native and wasm runs can be compared
    const auto t0 = std::chrono::steady_clock::now();
    for (long g = 0; g < games; ++g) {
        core::Setup setup;
        const int players = only ? only : 2 + int(g % 6);
        setup.seats.assign(std::size_t(players), core::SeatKind::Casual);
        auto s = txek::new_game(setup, seed + std::uint64_t(g));
        if (!s) return 2;
        txek::State& st = s.value();
        txek::RandomPlayer player(seed ^ std::uint64_t(g));
        while (st.phase != txek::Phase::GameOver) {
            auto [seat, action] = player.choose(st);
            if (!txek::apply(st, seat, action).ok) return 1;
        }
        for (const core::LoggedAction& a : st.log) check = check * 1099511628211ull ^ (a.code + a.seat);
        actions += long(st.log.size());
    }
    const double secs = seconds_since(t0);
    std::printf("%ld random playouts (%s players), %ld actions, digest %016" PRIx64 "\n", games,
                only ? std::to_string(only).c_str() : "2-7", actions, check);
    std::fprintf(stderr, "%.2f s: %.0f games/s, %.0f actions/s\n", secs, games / secs, actions / secs);
    return 0;
}
