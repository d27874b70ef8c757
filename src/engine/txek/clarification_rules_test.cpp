// Rule scenarios for the seed's "few clarifications" (those about Double-TXEK, pending actions at
// the end and the beginners' variant are in ending_rules_test.cpp) and the table rules' Down card.
#include "engine/txek/scenario.h"

using namespace scenario;

TEST_CASE("txek clarification: an empty draw pile is rebuilt from the pile except its top card", "[rules]") {
    // The pile gets black 4, red 4, black 5; then seat 1 draws out of turn (a penalty each time)
    // until the draw pile is empty, and seat 0 starts its turn.
    std::string actions = R"([0, "arrange 0 1 2 look 0"], [1, "arrange 0 1 2 look 0"],
        [1, "draw"], [1, "discard 0"], ["table", "close"],
        [0, "draw"], [0, "discard 0"], ["table", "close"],
        [1, "draw"], [1, "discard 0"], ["table", "close"])";
    for (int i = 0; i < 60 - 10 - 3; ++i) actions += R"(, [1, "draw"])";
    auto r = play(R"("seats": "hh", "dealer": 1,
        "deck": ["r1","b1", "r2","b2", "r3","b3", "r4","b4", "r5","b5", "r9","r8","r7"],
        "actions": [)" + actions + "]");
    State s = r.state;
    REQUIRE(s.draw_pile.empty());
    CHECK(pile(s) == codes({"b4", "r4", "b5"}));
    CHECK(s.current == 0);
    Outcome o = must(s, 0, "draw");
    CHECK(count(o, EventKind::Reshuffled) == 1);
    CHECK(pile(s) == codes({"b5"}));  // the top card stays
    REQUIRE(s.draw_pile.size() == 1);
    const std::string drawn = hand(s, 0).back(), left = code(s, s.draw_pile.cards[0]);
    CHECK(((drawn == "b4" && left == "r4") || (drawn == "r4" && left == "b4")));
    CHECK(s.known_by[s.draw_pile.cards[0]] == 0);  // face down again
    CHECK(cards_conserved(s));
}

TEST_CASE("txek clarification: with two TXEKs before a draw, the last player who made a TXEK takes the turn",
          "[rules]") {
    // Seat 2 discards black 4 (seat 0 to play); seat 1 makes a TXEK with the other black 4; seat 0
    // intercepts with red 4; seat 2 makes a TXEK on it with the other red 4.
    auto r = play(R"("seats": "hhh", "dealer": 2,
        "deck": ["r1","r2","r3", "b1","b2","b3", "r5","r6","r7", "r4","b4","b4", "b6","b7","r4", "r9","r10"],
        "actions": [[0, "arrange 0 1 2 look 0"], [1, "arrange 0 1 2 look 0"], [2, "arrange 0 1 2 look 0"],
                    [2, "draw"], [2, "discard 0"],
                    [1, "intercept hand 0"], [1, "txek"],
                    [0, "intercept hand 0"],
                    [2, "intercept hand 0"], [2, "txek"]])");
    State s = r.state;
    CHECK(pile(s) == codes({"b4", "b4", "r4", "r4"}));
    CHECK(count(r, EventKind::Txek) == 2);
    CHECK(s.current == 2);
    CHECK(refused(s, 1, "discard 0"));
    must(s, 2, "draw");
    CHECK(hand(s, 2) == codes({"r9", "r10"}));
}

TEST_CASE("txek table rules: Down puts one more card on the pile, a discard that can be a TXEK", "[rules]") {
    // Seat 1 ends its turn with red Down on black 4... and puts down its red 9 after it; seat 0
    // makes a TXEK on red 9 with the other red 9 and takes the turn.
    auto r = play(R"("seats": "hh", "dealer": 1,
        "deck": ["r1","b1", "r2","b2", "r3","b3", "r9","b4", "r5","rdown", "r9","r8"],
        "actions": [[0, "arrange 0 1 2 look 0"], [1, "arrange 0 1 2 look 0"],
                    [1, "draw"], [1, "discard 1"], ["table", "close"], [1, "down hand 1"],
                    [0, "intercept hand 0"], [0, "txek"]])");
    State s = r.state;
    CHECK(pile(s) == codes({"rdown", "r9", "r9"}));
    CHECK(hand(s, 1) == codes({"b4"}));
    CHECK(s.seats[1].game_count() == 4);
    CHECK(s.current == 0);
    must(s, 0, "draw");
    CHECK(hand(s, 0) == codes({"r5", "r8"}));
}
