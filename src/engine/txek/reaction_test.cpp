// The bots' reaction model and the races of `txektool reaction` (README, "Bots' reaction
// times").
#include "engine/txek/module.h"
#include "engine/txek/reaction.h"
#include "engine/txek/reaction_races.h"

#include <catch2/catch.hpp>

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <string>
#include <vector>

using namespace txek;

namespace {

const char* level_word(core::SeatKind k) {
    return k == core::SeatKind::Casual ? "casual" : k == core::SeatKind::Good ? "good" : "expert";
}

// 10,000 draws of one reflex from one seeded generator: quantiles, mean, extremes.
std::string summary(const char* name, const reaction::Reflex& r, std::uint64_t seed) {
    core::Rng rng(seed);
    std::vector<int> ms;
    long long sum = 0;
    for (int i = 0; i < 10000; ++i) {
        ms.push_back(reaction::draw_ms(r, rng));
        sum += ms.back();
    }
    std::sort(ms.begin(), ms.end());
    char line[200];
    std::snprintf(
        line, sizeof line, "%s: min %d q05 %d q25 %d q50 %d q75 %d q95 %d max %d mean %lld\n", name,
        ms.front(), ms[500], ms[2500], ms[5000], ms[7500], ms[9500], ms.back(), sum / 10000);
    return line;
}

// How many of 10,000 chances a level misses, from one seeded generator.
int misses(const reaction::Level& l, std::uint64_t seed) {
    core::Rng rng(seed);
    int missed = 0;
    for (int i = 0; i < 10000; ++i) missed += !reaction::notices(l, rng.next_u64());
    return missed;
}

} // namespace

TEST_CASE("reaction model: seeded draws of every level give the golden quantiles "
          "and misses") {
    std::string out;
    for (core::SeatKind k :
         {core::SeatKind::Casual, core::SeatKind::Good, core::SeatKind::Expert}) {
        const reaction::Level& l = reaction::level(k);
        const std::string name = level_word(k);
        out += summary((name + " txek").c_str(), l.txek, 11);
        out += summary((name + " intercept").c_str(), l.intercept, 12);
        out += name + " misses " + std::to_string(misses(l, 13)) + " of 10000\n";
    }
    core::Rng rng(14);
    out += "floor " + std::to_string(reaction::draw_ms({0, 0, 0}, rng)) + " cap " +
           std::to_string(reaction::draw_ms({100000, 0, 0}, rng)) + "\n";
    // Any change to a parameter, the floor, the cap or the arithmetic changes these lines.
    const std::string golden =
        "casual txek: min 413 q05 718 q25 918 q50 1099 q75 1387 q95 2026 max 4000 mean 1201\n"
        "casual intercept: min 521 q05 850 q25 1082 q50 1293 q75 1601 q95 2356 max 4000 mean 1405\n"
        "casual misses 1961 of 10000\n"
        "good txek: min 339 q05 547 q25 680 q50 791 q75 948 q95 1302 max 2558 mean 840\n"
        "good intercept: min 431 q05 658 q25 804 q50 929 q75 1099 q95 1504 max 2745 mean 983\n"
        "good misses 984 of 10000\n"
        "expert txek: min 303 q05 483 q25 594 q50 682 q75 794 q95 1038 max 1877 mean 710\n"
        "expert intercept: min 369 q05 576 q25 699 q50 801 q75 927 q95 1211 max 2103 mean 832\n"
        "expert misses 510 of 10000\n"
        "floor 200 cap 4000\n";
    CHECK(out == golden);
}

TEST_CASE("reaction model: the integer pieces are what they claim to be") {
    // log2 to 16 fraction bits, truncated: never more than one step below the true value.
    for (std::uint64_t x : {1ull, 2ull, 3ull, 10ull, 1000ull, 65535ull, 123456789ull, 4294967295ull,
                            4294967296ull, 18446744073709551615ull}) {
        const double exact = std::log2(double(x)) * 65536.0;
        const double got = reaction::log2_q16(x);
        INFO("x = " << x);
        CHECK(got <= exact + 1e-6);
        CHECK(got >= exact - 1.0 - 1e-6 * exact);
    }
    CHECK(reaction::log2_q16(1) == 0);
    CHECK(reaction::log2_q16(1ull << 20) == 20u << 16);
    // The normal and exponential parts: mean and spread of 100,000 seeded draws.
    core::Rng rng(5);
    double n_sum = 0, n_sq = 0, e_sum = 0;
    const int n = 100000;
    for (int i = 0; i < n; ++i) {
        const double z = double(reaction::normal_q16(rng)) / 65536.0;
        const double e = double(reaction::exponential_q16(rng)) / 65536.0;
        CHECK(std::abs(z) <= 6.0);
        CHECK(e >= 0.0);
        n_sum += z, n_sq += z * z, e_sum += e;
    }
    CHECK(std::abs(n_sum / n) < 0.02);
    CHECK(std::abs(std::sqrt(n_sq / n) - 1.0) < 0.02);
    CHECK(std::abs(e_sum / n - 1.0) < 0.02);
    // Never faster than the floor, never slower than the cap.
    CHECK(reaction::draw_ms({0, 0, 0}, rng) == reaction::kFloorMs);
    CHECK(reaction::draw_ms({100000, 0, 0}, rng) == reaction::kCapMs);
    CHECK(reaction::draw_ms({0, 100000, 0}, rng) >= reaction::kFloorMs);
}

TEST_CASE("reaction model: every level reacts like a person, the expert sharp but "
          "human, after seeing the card") {
    // README, "Bots' reaction times": recognising a match and pressing takes a person about
    // 0.5-0.9 s; the expert's median sits at the fast end of that, the casual's beyond it.
    auto median = [](const reaction::Reflex& r) {
        core::Rng rng(3);
        std::vector<int> ms;
        for (int i = 0; i < 4001; ++i) ms.push_back(reaction::draw_ms(r, rng));
        std::nth_element(ms.begin(), ms.begin() + 2000, ms.end());
        return ms[2000];
    };
    const reaction::Level& e = reaction::level(core::SeatKind::Expert);
    const reaction::Level& g = reaction::level(core::SeatKind::Good);
    const reaction::Level& c = reaction::level(core::SeatKind::Casual);
    CHECK(median(e.txek) >= 500);
    CHECK(median(e.txek) <= 750);
    CHECK(median(g.txek) > median(e.txek));
    CHECK(median(c.txek) > median(g.txek));
    CHECK(median(c.txek) <= 1300);
    for (const reaction::Level* l : {&e, &g, &c}) CHECK(median(l->intercept) > median(l->txek));
}

TEST_CASE("bots react from what a person sees: every level's real bots add show_ms "
          "to their TXEK calls") {
    // The same state with the card shown at once or 350 ms later: the same plans, 350 ms later.
    for (core::SeatKind level :
         {core::SeatKind::Casual, core::SeatKind::Good, core::SeatKind::Expert}) {
        INFO(level_word(level));
        core::Setup setup;
        setup.seats.assign(4, level);
        games::MatchOptions at_once;
        at_once.auto_next = false;
        games::MatchOptions later = at_once;
        later.show_ms = 350;
        // Seeded rounds until an identical discard opens a window: a TXEK chance.
        int calls = 0;
        for (std::uint64_t seed = 1; seed < 50 && calls == 0; ++seed) {
            Match m(new_game(setup, seed).value(), at_once);
            while (calls == 0 && m.run(1) == false && m.next_due() >= 0) {
                const State& s = m.state();
                if (!s.window_open || !s.pile.back().identical || s.pile.back().claimed) continue;
                Match shown(State(s), later), unshown(State(s), at_once); // planned at time 0
                for (int p = 0; p < 4; ++p) {
                    const auto a = shown.planned(p), b = unshown.planned(p);
                    REQUIRE(a.active == b.active);
                    if (!a.active) continue;
                    CHECK(a.action == b.action);
                    CHECK(a.due == b.due + 350);
                    if (a.action.op != Op::CallTxek) continue;
                    ++calls;
                    CHECK(b.due >= reaction::kFloorMs);
                }
            }
        }
        CHECK(calls > 0);
    }
}

TEST_CASE("txektool reaction: the races' table on a small seeded run adds up and is "
          "the golden one") {
    std::string out;
    for (core::SeatKind level : {core::SeatKind::Casual, core::SeatKind::Good}) {
        races::Config c;
        c.level = level;
        c.human_ms = 600;
        c.games = 30;
        c.seed = 7;
        c.players = 4;
        races::Tally t;
        std::string why;
        REQUIRE(races::run(c, t, why));
        CHECK(t.rounds == 30);
        long contested = 0;
        for (int k = 0; k < races::kKinds; ++k) {
            CHECK(t.wins[k] <= t.contested[k]);
            CHECK(t.contested[k] <= t.claims[k]);
            contested += t.contested[k];
        }
        CHECK(contested > 0);
        out += races::report(c, t);
    }
    const std::string golden =
        "reaction races: a person at 600 ms against casual bots, 4 players, 30 rounds (seed 7), "
        "card shown 350 ms after the event, window 1500 ms\n"
        "race                         claims  contested   wins   win %  95% interval\n"
        "TXEK on your own discard         72         27     25   92.6%   76.6- 97.9%\n"
        "TXEK on another's discard        61         40     40  100.0%   91.2-100.0%\n"
        "interception                     69          1      1  100.0%   20.7-100.0%\n"
        "all races                       202         68     66   97.1%   89.9- 99.2%\n"
        "person at 600 ms wins 97.1% of contested races against casual\n"
        "reaction races: a person at 600 ms against good bots, 4 players, 30 rounds (seed 7), "
        "card shown 350 ms after the event, window 1500 ms\n"
        "race                         claims  contested   wins   win %  95% interval\n"
        "TXEK on your own discard         74         73     52   71.2%   60.0- 80.3%\n"
        "TXEK on another's discard       117        116     79   68.1%   59.2- 75.9%\n"
        "interception                     69         13     13  100.0%   77.2-100.0%\n"
        "all races                       260        202    144   71.3%   64.7- 77.1%\n"
        "person at 600 ms wins 71.3% of contested races against good\n";
    CHECK(out == golden);
}
