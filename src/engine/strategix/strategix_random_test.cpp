// Strategix over many seeded random games: every listed move is accepted, the cards stay whole,
// every game ends after as many hands as players, and the points add up (README, "Scoring").
#include "engine/strategix/strategix.h"

#include "engine/game_testing.h"

#include <catch2/catch.hpp>

#include <numeric>

using namespace strategix;
using namespace game_testing;

namespace {

int seat_to_move(const State& s) {
    return s.phase == Phase::HandOver ? int(core::kTableSeat) : s.current;
}

} // namespace

TEST_CASE("strategix random games: listed moves are accepted, cards stay whole, and each game "
          "ends after as many hands as players",
          "[strategix][random]") {
    for (int n = kMinPlayers; n <= kMaxPlayers; ++n) {
        for (std::uint64_t seed = 1; seed <= 40; ++seed) {
            const std::uint32_t variant = seed % 3 == 0 ? kVariantAbcd : 0;
            State s = new_game(people(n, variant), seed).value();
            core::Rng pick(seed * 7 + std::uint64_t(n));
            INFO(n << " players, seed " << seed);
            random_turns(s, n, pick, 5000, seat_to_move, [](const State&, int) {});
            REQUIRE(int(s.results.size()) == n);
            // Each hand hands out the scoring table's points once (README, "Scoring").
            const int per_hand = n == 2 ? 0 : n == 3 ? 0 : 4;
            int total = 0;
            for (const Seat& seat : s.seats) total += seat.total;
            CHECK(total == per_hand * n);
        }
    }
}

TEST_CASE("strategix random games: a view never holds a card another seat holds, and the "
          "viewer's unseen cards are exactly the others' hands and the cards out of the hand",
          "[strategix][random][view]") {
    State s = new_game(people(4, 0), 77).value();
    core::Rng pick(5);
    for (int step = 0; step < 400 && s.phase != Phase::GameOver; ++step) {
        for (int viewer = 0; viewer < s.players(); ++viewer) {
            View v = view(s, viewer);
            REQUIRE(v.my_hand == s.seats[std::size_t(viewer)].hand);
            std::vector<CardId> hidden;
            for (int p = 0; p < s.players(); ++p)
                if (p != viewer)
                    hidden.insert(hidden.end(), s.seats[std::size_t(p)].hand.begin(),
                                  s.seats[std::size_t(p)].hand.end());
            hidden.insert(hidden.end(), s.removed.begin(), s.removed.end());
            hidden.insert(hidden.end(), s.undealt.begin(), s.undealt.end());
            std::sort(hidden.begin(), hidden.end());
            std::vector<CardId> unseen = unseen_cards(v);
            std::sort(unseen.begin(), unseen.end());
            REQUIRE(unseen == hidden);
        }
        const int seat = seat_to_move(s);
        const std::vector<Action> moves = legal(s, seat);
        REQUIRE(apply(s, seat, moves[pick.below(std::uint32_t(moves.size()))]).ok);
    }
}
