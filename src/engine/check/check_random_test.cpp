// CHECK! over many seeded random games: every listed move is accepted, cards and orders stay
// whole, every game ends (README, "The end", "Decisions"), and the scores add up (README,
// "Scoring").
#include "engine/check/check.h"

#include "engine/game_testing.h"

#include <catch2/catch.hpp>

#include <algorithm>

using namespace check;
using namespace game_testing;

TEST_CASE("check random games: listed moves are accepted, cards stay whole, every game ends "
          "after a whole round, and the scores add up",
          "[check][random]") {
    for (int n = kMinPlayers; n <= kMaxPlayers; ++n) {
        for (std::uint64_t seed = 1; seed <= 40; ++seed) {
            State s = new_game(people(n), seed).value();
            core::Rng pick(seed * 7 + std::uint64_t(n));
            INFO(n << " players, seed " << seed);
            random_turns(
                s, n, pick, 20000, [](const State& st) { return st.current; },
                [](const State& st, int seat) {
                    REQUIRE(int(st.seats[std::size_t(seat)].hand.size()) <=
                            (st.phase == Phase::Discard ? 13 : kHandLimit + kTakeAtMost));
                });
            // README, "The end": everyone had as many turns.
            CHECK(s.turn % n == 0);
            CHECK(s.current == (s.start + n - 1) % n);
            for (std::size_t p = 0; p < s.seats.size(); ++p) {
                const Score& sc = s.scores[p];
                int markers = 0;
                for (int m : sc.markers) markers += m;
                CHECK(sc.total == sc.orders + markers + sc.stack + sc.joker);
                CHECK(sc.stack == int(s.seats[p].stack.size()));
            }
            CHECK_FALSE(s.winners.empty());
        }
    }
}

TEST_CASE("check random games: a view's unseen cards are exactly the draw pile and the others' "
          "hands",
          "[check][random][view]") {
    State s = new_game(people(4), 77).value();
    core::Rng pick(5);
    for (int step = 0; step < 600 && s.phase != Phase::GameOver; ++step) {
        for (int viewer = 0; viewer < s.players(); ++viewer) {
            const View v = view(s, viewer);
            REQUIRE(v.my_hand == s.seats[std::size_t(viewer)].hand);
            std::vector<CardId> hidden = s.deck;
            for (int p = 0; p < s.players(); ++p)
                if (p != viewer)
                    hidden.insert(hidden.end(), s.seats[std::size_t(p)].hand.begin(),
                                  s.seats[std::size_t(p)].hand.end());
            std::sort(hidden.begin(), hidden.end());
            std::vector<CardId> unseen = unseen_cards(v);
            std::sort(unseen.begin(), unseen.end());
            REQUIRE(unseen == hidden);
            REQUIRE(int(unseen_orders(v).size()) == int(s.order_deck.size()));
        }
        const std::vector<Action> moves = legal(s, s.current);
        REQUIRE(apply(s, s.current, moves[pick.below(std::uint32_t(moves.size()))]).ok);
    }
}
