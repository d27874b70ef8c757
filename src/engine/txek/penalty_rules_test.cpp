// Rule scenarios for the seed's penalties and the table rules' knowledge (who has seen which card).
#include "engine/txek/scenario.h"

using namespace scenario;

namespace {

// Two players, dealer 1 (seat 1 plays first). Seat 0: bench r1 r2 r3, hand r4 $S0H1;
// seat 1: bench b1 b2 b3, hand b4 $S1H1. Draw pile: $D1 then r8 r7 r6.
const char* kTwo = R"("seats": "hh", "dealer": 1,
    "deck": ["r1","b1", "r2","b2", "r3","b3", "r4","b4", "$S0H1","$S1H1", "$D1","r8","r7","r6"],
    "actions": [[0, "arrange 0 1 2 look 0"], [1, "arrange 0 1 2 look 0"] $ACTIONS])";

std::string two(const std::string& actions, std::map<std::string, std::string> v = {}) {
    std::map<std::string, std::string> all = {{"S0H1", "r5"}, {"S1H1", "b5"}, {"D1", "r9"}};
    for (auto& [k, x] : v) all[k] = x;
    all["ACTIONS"] = actions;
    return fill(kTwo, all);
}

}  // namespace

TEST_CASE("txek penalty not your turn: drawing out of turn keeps the card as a penalty and the turn goes on",
          "[rules]") {
    auto r = play(two(R"(, [0, "draw"])"));
    State s = r.state;
    CHECK(count(r, EventKind::NotYourTurn, 0) == 1);
    CHECK(bench(s, 0) == codes({"r1", "r2", "r3", "r9"}));  // on the bench, not in the hand
    CHECK(hand(s, 0) == codes({"r4", "r5"}));
    CHECK(s.current == 1);
    CHECK_FALSE(s.drawn);
    must(s, 1, "draw");  // the player whose turn it was starts it
    CHECK(hand(s, 1) == codes({"b4", "b5", "r8"}));
}

TEST_CASE("txek penalty wrong card: a non-matching interception goes back where it came from, plus a penalty card",
          "[rules]") {
    SECTION("from the hand") {
        auto r = play(two(R"(, [1, "draw"], [1, "discard 0"], [0, "intercept hand 1"])"));
        const State& s = r.state;
        CHECK(count(r, EventKind::WrongCard, 0) == 1);
        CHECK(pile(s) == codes({"b4"}));
        CHECK(hand(s, 0) == codes({"r4", "r5"}));
        CHECK(bench(s, 0) == codes({"r1", "r2", "r3", "r8"}));
    }
    SECTION("from the bench: back in its slot, face down") {
        auto r = play(two(R"(, [1, "draw"], [1, "discard 0"], [0, "intercept bench 2"])"));
        const State& s = r.state;
        CHECK(pile(s) == codes({"b4"}));
        CHECK(bench(s, 0) == codes({"r1", "r2", "r3", "r8"}));
        CHECK(s.seats[0].game_count() == 6);
    }
}

TEST_CASE("txek penalty not TXEK at turn end: the discard stays on the pile and the caller draws a penalty card",
          "[rules]") {
    // Seat 1 discards black 4; seat 0 discards red 4 (matching, not identical) and calls TXEK.
    auto r = play(two(R"(, [1, "draw"], [1, "discard 0"], ["table", "close"],
                           [0, "draw"], [0, "discard 0"], [0, "txek"])"));
    const State& s = r.state;
    CHECK(count(r, EventKind::NotTxek, 0) == 1);
    CHECK(pile(s) == codes({"b4", "r4"}));
    CHECK(bench(s, 0) == codes({"r1", "r2", "r3", "r7"}));
    CHECK(hand(s, 0) == codes({"r5", "r8"}));
    CHECK(s.current == 1);  // no extra turn
}

TEST_CASE("txek penalty not TXEK on an interception: the card goes back to where it came from, plus a penalty",
          "[rules]") {
    auto r = play(two(R"(, [1, "draw"], [1, "discard 0"], [0, "intercept hand 0"], [0, "txek"])"));
    const State& s = r.state;
    CHECK(count(r, EventKind::NotTxek, 0) == 1);
    CHECK(pile(s) == codes({"b4"}));
    CHECK(hand(s, 0) == codes({"r4", "r5"}));  // red 4 back in its place
    CHECK(bench(s, 0) == codes({"r1", "r2", "r3", "r8"}));
    CHECK(s.current == 0);
}

TEST_CASE("txek penalty too slow TXEK: another player's earlier TXEK takes the turn and the discarder draws a penalty",
          "[rules]") {
    // Seat 1 discards black 6; seat 0 discards the other black 6 but seat 1 calls TXEK first.
    auto r = play(two(R"(, [1, "draw"], [1, "discard 2"], ["table", "close"],
                           [0, "draw"], [0, "discard 1"], [1, "txek"])",
                      {{"S0H1", "b6"}, {"D1", "b6"}}));
    State s = r.state;
    CHECK(count(r, EventKind::TooSlowTxek, 0) == 1);
    CHECK(pile(s) == codes({"b6", "b6"}));  // the discarded card stays
    CHECK(bench(s, 0) == codes({"r1", "r2", "r3", "r7"}));
    CHECK(s.current == 1);
    CHECK_FALSE(s.drawn);
    CHECK(refused(s, 0, "txek"));  // too late
    must(s, 1, "draw");
    CHECK(hand(s, 1) == codes({"b4", "b5", "r6"}));
}

TEST_CASE("txek penalty wrong action: a mistaken action costs a penalty card and the action is then played as usual",
          "[rules]") {
    // Seat 1 ends its turn with red Hand and first aims it at itself.
    auto r = play(two(R"(, [1, "draw"], [1, "discard 1"], ["table", "close"], [1, "give 1"])", {{"S1H1", "rhand"}}));
    State s = r.state;
    CHECK(count(r, EventKind::WrongAction, 1) == 1);
    CHECK(bench(s, 1) == codes({"b1", "b2", "b3", "r8"}));
    CHECK(pile(s) == codes({"rhand"}));  // the card stays
    REQUIRE(s.pending.size() == 1);      // the action is still to play
    must(s, 1, "give 0");
    CHECK(hand(s, 0) == codes({"r4", "r5", "r7"}));
    CHECK(sees_hand(s, 0, 0, 2));
    CHECK_FALSE(sees_hand(s, 1, 0, 2));
    CHECK(s.pending.empty());
}

TEST_CASE("txek knowledge: a penalty card lands on the bench unseen by its owner", "[rules]") {
    auto r = play(two(R"(, [0, "draw"])"));
    const State& s = r.state;
    const View v = view(s, 0);
    REQUIRE(v.seats[0].bench.size() == 4);
    CHECK(v.seats[0].bench[3].present);
    CHECK(v.seats[0].bench[3].card == kNoCard);
    CHECK_FALSE(sees_bench(s, 1, 0, 3));
    CHECK(s.known_by[s.seats[0].bench[3]] == 0);
}

TEST_CASE("txek knowledge: a peeked card is known only to the peeker", "[rules]") {
    // Seat 2 ends its turn with red Peek and looks at seat 1's bench slot 1.
    auto r = play(R"("seats": "hhh", "dealer": 2,
        "deck": ["r1","r2","r3", "b1","b2","b3", "r5","r6","r7", "r8","b5","rpeek", "b6","b7","b8", "r9"],
        "actions": [[0, "arrange 0 1 2 look 0"], [1, "arrange 0 1 2 look 0"], [2, "arrange 0 1 2 look 0"],
                    [2, "draw"], [2, "discard 0"], [2, "peek 1 1"]])");
    const State& s = r.state;
    CHECK(count(r, EventKind::Peeked, 2) == 1);
    CHECK(view(s, 2).seats[1].bench[1].card == s.seats[1].bench[1]);
    CHECK(code(s, s.seats[1].bench[1]) == "b2");
    CHECK_FALSE(sees_bench(s, 1, 1, 1));  // not its owner (who looked at slot 0)
    CHECK_FALSE(sees_bench(s, 0, 1, 1));
    CHECK(view(s, -1).seats[1].bench[1].card == kNoCard);  // nor a spectator
}

TEST_CASE("txek knowledge: a card an Exchange brings into a hand is seen by its new holder, one sent to a bench is not",
          "[rules]") {
    const std::string base = two(R"(, [1, "draw"], [1, "discard 1"], ["table", "close"], [1, "$EX"])",
                                 {{"S1H1", "rexchange"}});
    SECTION("hand card for a bench card") {
        // Seat 1's black 4 (hand 0) for seat 0's red 2 (bench 1).
        auto r = play(fill(base, {{"EX", "exchange hand 0 with 0 1"}}));
        const State& s = r.state;
        CHECK(bench(s, 0) == codes({"r1", "b4", "r3"}));
        CHECK(hand(s, 1) == codes({"r2", "r9"}));
        CHECK(sees_hand(s, 1, 1, 0));          // arrived in seat 1's hand: seen
        CHECK_FALSE(sees_bench(s, 0, 0, 1));   // arrived on seat 0's bench: not seen by seat 0
        CHECK_FALSE(sees_hand(s, 0, 1, 0));
    }
    SECTION("bench card for a bench card") {
        // Seat 1's black 3 (bench 2, never looked at) for seat 0's red 1 (bench 0, which seat 0 looked at).
        auto r = play(fill(base, {{"EX", "exchange bench 2 with 0 0"}}));
        const State& s = r.state;
        CHECK(bench(s, 0) == codes({"b3", "r2", "r3"}));
        CHECK(bench(s, 1) == codes({"b1", "b2", "r1"}));
        CHECK_FALSE(sees_bench(s, 1, 1, 2));  // unseen by its new holder
        CHECK_FALSE(sees_bench(s, 0, 0, 0));
    }
}
