// txektool simulate / arena / playout for every registered game: seeded matches between bots in
// virtual time (games::Match), and random playouts.
#include "tools/commands.h"
#include "tools/measure.h"

#include <algorithm>
#include <cinttypes>
#include <cstdio>
#include <string>
#include <vector>

namespace {

using measure::seconds_since;

struct GameRun {
    std::vector<double> scores;
    std::vector<double> shares; // each seat's share of the win
    int rows = 0;               // rounds or games on the sheet
    std::vector<int> firsts;    // per row with an "order" (seats first place to last): its first
    long actions = 0;
    bool ended = false;
};

// One seeded game between bots; `timer` (or none) sees every think().
GameRun play_one(const games::Module& game, const core::Setup& setup, std::uint64_t seed,
                 int reaction_ms, games::ThinkObserver* timer = nullptr) {
    GameRun run;
    games::MatchOptions options;
    options.reaction_ms = reaction_ms;
    options.observer = timer;
    auto opened = game.open(setup, seed, {}, options);
    if (!opened) return run;
    games::Match& m = *opened.value();
    run.ended = m.run(2000000);
    run.scores = m.scores();
    run.shares = m.win_shares();
    const std::vector<nlohmann::json> rows = m.result_rows();
    run.rows = int(rows.size());
    for (const nlohmann::json& row : rows)
        if (row.is_object() && row.contains("order") && row["order"].is_array() &&
            !row["order"].empty() && row["order"][0].is_number_integer())
            run.firsts.push_back(row["order"][0].get<int>());
    run.actions = long(m.log().size());
    return run;
}

std::optional<core::SeatKind> bot_level(const std::string& letter) {
    auto k = core::seat_from_letter(letter.size() == 1 ? letter[0] : '?');
    if (!k || *k == core::SeatKind::Human) return std::nullopt;
    return k;
}

bool parse_seats(const games::Facts& f, const std::string& letters, core::Setup& setup) {
    setup.seats.clear();
    for (char c : letters) {
        auto k = bot_level(std::string(1, c));
        if (!k) return false;
        setup.seats.push_back(*k);
    }
    const int n = int(setup.seats.size());
    return n >= f.min_players && n <= f.max_players;
}

// The seat a shared win went to: the highest share (-1 when every winner shares).
int winner_of(const std::vector<double>& shares) {
    int best = -1;
    for (std::size_t p = 0; p < shares.size(); ++p)
        if (shares[p] == 1.0) best = int(p);
    return best;
}

const char* better(const games::Facts& f) {
    return f.lower_wins ? "fewer points win" : "more points win";
}

} // namespace

bool random_games(const games::Module& game, int players, std::uint64_t seed, long games,
                  std::uint64_t& digest, long& actions) {
    const games::Facts& f = game.facts;
    games::MatchOptions quiet;
    quiet.bots = false;
    quiet.auto_next = false;
    for (long g = 0; g < games; ++g) {
        core::Setup setup;
        const int n =
            players ? players : f.min_players + int(g % (f.max_players - f.min_players + 1));
        setup.seats.assign(std::size_t(n), core::SeatKind::Casual);
        auto opened = game.open(setup, seed + std::uint64_t(g), {}, quiet);
        if (!opened) return false;
        games::Match& m = *opened.value();
        core::Rng rng(seed ^ std::uint64_t(g));
        while (!m.over()) {
            auto next = m.random_action(rng);
            if (!next || !m.act(next->first, next->second).ok) return false;
        }
        measure::mix(digest, m.log());
        actions += long(m.log().size());
    }
    return true;
}

int cmd_simulate(const games::Module& game, ToolOptions& o) {
    const games::Facts& f = game.facts;
    // By default every level plays: casual, good, expert, casual, ... for 3 seats or as near as
    // the game allows.
    std::string default_seats;
    for (int p = 0; p < std::clamp(3, f.min_players, f.max_players); ++p)
        default_seats += "cge"[p % 3];
    const std::string seats = o.text("seats", default_seats);
    const std::uint64_t seed = o.number("seed", 1, UINT64_MAX);
    const long games = long(o.number("games", 10, 1000000));
    const int reaction = int(o.number("reaction", 1500, 10000));
    core::Setup setup;
    setup.variant = std::uint32_t(o.number("variant", 0, 0xFFFFFFFFu));
    if (!o.ok) return 2;
    if (!parse_seats(f, seats, setup)) {
        std::fprintf(stderr,
                     "txektool: --seats wants %s as bot letters (c casual, g good, e expert)\n",
                     games::players_text(f).c_str());
        return 2;
    }
    if (std::string why = game.check_setup(setup); !why.empty()) {
        std::fprintf(stderr, "txektool: %s is for %s, with its variant bits (%s)\n",
                     std::string(f.name).c_str(), games::players_text(f).c_str(), why.c_str());
        return 2;
    }
    const std::size_t n = setup.seats.size();
    std::vector<double> wins(n, 0), sum(n, 0);
    long actions = 0, rows = 0;
    const auto t0 = measure::Clock::now();
    for (long g = 0; g < games; ++g) {
        const std::uint64_t game_seed = seed + std::uint64_t(g);
        GameRun r = play_one(game, setup, game_seed, reaction);
        if (!r.ended) {
            std::printf("game %ld did not end\n", g);
            return 1;
        }
        std::printf("game %ld seed %" PRIu64 " %.*ss %d scores", g, game_seed,
                    int(f.row_word.size()), f.row_word.data(), r.rows);
        for (double s : r.scores) std::printf(" %g", s);
        std::printf(" winner %d\n", winner_of(r.shares));
        for (std::size_t p = 0; p < n; ++p) wins[p] += r.shares[p], sum[p] += r.scores[p];
        actions += r.actions;
        rows += r.rows;
    }
    std::printf("seat level wins mean_score (%s; a shared win counts its share)\n", better(f));
    for (std::size_t p = 0; p < n; ++p)
        std::printf("%zu %s %g %.1f\n", p, core::seat_name(setup.seats[p]), wins[p],
                    sum[p] / double(games));
    const double secs = seconds_since(t0);
    std::fprintf(stderr, "%ld games, %ld %.*ss, %ld actions in %.2f s: %.1f games/s\n", games, rows,
                 int(f.row_word.size()), f.row_word.data(), actions, secs, double(games) / secs);
    return 0;
}

namespace {

void print_think_times(const char* level, measure::ThinkTimer& timer) {
    std::vector<double>& all = timer.all_ms;
    if (all.empty()) return;
    std::sort(all.begin(), all.end());
    std::printf("%s, every think(): %zu calls, median %.3f ms, 99th percentile %.3f ms, slowest "
                "%.3f ms\n",
                level, all.size(), measure::quantile(all, 0.5), measure::quantile(all, 0.99),
                all.back());
    // Most calls are reflexes answered at once; the ones that searched are what a player waits on.
    std::vector<double> searched;
    for (double ms : all)
        if (ms >= 0.5) searched.push_back(ms);
    if (!searched.empty())
        std::printf("%s, calls over 0.5 ms (searches): %zu, median %.3f ms, 99th percentile %.3f "
                    "ms\n",
                    level, searched.size(), measure::quantile(searched, 0.5),
                    measure::quantile(searched, 0.99));
}

} // namespace

int cmd_arena(const games::Module& game, ToolOptions& o) {
    const games::Facts& f = game.facts;
    auto a = bot_level(o.text("level", "e"));
    auto b = bot_level(o.text("vs", "c"));
    const int players = int(o.number("players", std::uint64_t(f.min_players), 64));
    const long games = long(o.number("games", 200, 1000000));
    const std::uint64_t seed = o.number("seed", 1, UINT64_MAX);
    const int reaction = int(o.number("reaction", 1500, 10000));
    const bool timing = o.number("timing", 0, 1) != 0;
    if (!o.ok) return 2;
    if (!a || !b || players < f.min_players || players > f.max_players) {
        std::fprintf(stderr,
                     "txektool: arena wants --level and --vs among c, g, e and --players "
                     "for %s (%s)\n",
                     std::string(f.name).c_str(), games::players_text(f).c_str());
        return 2;
    }
    // One seat of the tested level among players-1 of the other; its seat (and so the deal)
    // rotates every game. A shared win counts its share.
    double wins = 0, mine = 0, theirs = 0;
    long sole = 0, shared = 0, mine_rows = 0, theirs_rows = 0;
    long placed = 0, first = 0; // rows that rank the seats (Strategix's hands), and its firsts
    measure::ThinkTimer timer;
    const auto t0 = measure::Clock::now();
    for (long g = 0; g < games; ++g) {
        core::Setup setup;
        const int seat = int(g % players);
        for (int p = 0; p < players; ++p) setup.seats.push_back(p == seat ? *a : *b);
        timer.watch_seat(seat);
        GameRun r = play_one(game, setup, seed + std::uint64_t(g) * 7919, reaction,
                             timing ? &timer : nullptr);
        if (!r.ended) {
            std::fprintf(stderr, "game %ld did not end\n", g);
            return 1;
        }
        wins += r.shares[std::size_t(seat)];
        sole += r.shares[std::size_t(seat)] == 1.0;
        shared += r.shares[std::size_t(seat)] > 0 && r.shares[std::size_t(seat)] < 1.0;
        placed += long(r.firsts.size());
        first += std::count(r.firsts.begin(), r.firsts.end(), seat);
        for (int p = 0; p < players; ++p) {
            (p == seat ? mine : theirs) += r.scores[std::size_t(p)] / std::max(1, r.rows);
            (p == seat ? mine_rows : theirs_rows) += 1;
        }
    }
    const double n = double(games), phat = wins / n;
    const auto [low, high] = measure::wilson95(phat, n);
    const std::string level = core::seat_name(*a), other = core::seat_name(*b);
    std::printf("%s: %s vs %s, %d players, %ld games: %s wins %.1f%% (%ld alone, %ld shared; 95%% "
                "interval %.1f-%.1f%%; an equal seat would win %.1f%%); mean score per %.*s %s "
                "%.2f, %s %.2f (%s) (%.1f s)\n",
                std::string(f.name).c_str(), level.c_str(), other.c_str(), players, games,
                level.c_str(), 100 * phat, sole, shared, 100 * low, 100 * high, 100.0 / players,
                int(f.row_word.size()), f.row_word.data(), level.c_str(), mine / double(mine_rows),
                other.c_str(), theirs / double(theirs_rows), better(f), seconds_since(t0));
    if (placed > 0) {
        // Games that rank every row (Strategix: Luckylix goes out first).
        const double share = double(first) / double(placed);
        const auto [lo, hi] = measure::wilson95(share, double(placed));
        std::printf("%s first in %.1f%% of %ld %.*ss (95%% interval %.1f-%.1f%%; an equal seat "
                    "%.1f%%)\n",
                    level.c_str(), 100 * share, placed, int(f.row_word.size()), f.row_word.data(),
                    100 * lo, 100 * hi, 100.0 / players);
    }
    if (timing) print_think_times(level.c_str(), timer);
    return 0;
}

int cmd_playout(const games::Module& game, ToolOptions& o) {
    const games::Facts& f = game.facts;
    const long games = long(o.number("games", 1000, 10000000));
    const std::uint64_t seed = o.number("seed", 1, UINT64_MAX);
    const int only = int(o.number("players", 0, 64)); // 0: every count in turn
    if (!o.ok) return 2;
    if (only && (only < f.min_players || only > f.max_players)) {
        std::fprintf(stderr, "txektool: %s is for %s\n", std::string(f.name).c_str(),
                     games::players_text(f).c_str());
        return 2;
    }
    long actions = 0;
    std::uint64_t digest = 0;
    const auto t0 = measure::Clock::now();
    if (!random_games(game, only, seed, games, digest, actions)) return 1;
    const double secs = seconds_since(t0);
    const std::string counts =
        only ? std::to_string(only)
             : std::to_string(f.min_players) + "-" + std::to_string(f.max_players);
    std::printf("%ld random %s playouts (%s players), %ld actions, digest %016" PRIx64 "\n", games,
                std::string(f.name).c_str(), counts.c_str(), actions, digest);
    std::fprintf(stderr, "%.2f s: %.0f games/s, %.0f actions/s\n", secs, double(games) / secs,
                 double(actions) / secs);
    return 0;
}
