// Rule scenarios, rules 1–12 of the seed (src/engine/txek/README.md, "Rules"): each test is a
// stacked-deck record (see scenario.h for the deal convention) and checks what the rule states.
#include "engine/txek/scenario.h"

using namespace scenario;

TEST_CASE("txek rule 1: five cards each are dealt one by one clockwise from the dealer's left, the rest is the draw pile",
          "[rules]") {
    // Dealer 0 of 3: seat 1 receives the first card, then seat 2, then the dealer.
    auto r = play(R"("seats": "hhh", "dealer": 0,
        "deck": ["r1","r2","r3","r4","r5","r6","r7","r8","r9","r10","b1","b2","b3","b4","b5","b6"])");
    const State& s = r.state;
    CHECK(s.phase == Phase::Arrange);
    CHECK(dealt(s, 1) == codes({"r1", "r4", "r7", "r10", "b3"}));
    CHECK(dealt(s, 2) == codes({"r2", "r5", "r8", "b1", "b4"}));
    CHECK(dealt(s, 0) == codes({"r3", "r6", "r9", "b2", "b5"}));
    CHECK(s.draw_pile.size() == 60 - 15);
    CHECK(code(s, s.draw_pile.cards.back()) == "b6");  // the next card of the stack is on top
}

TEST_CASE("txek rule 2: three cards go face down on the bench, two in hand, and the bench is fixed", "[rules]") {
    auto r = play(R"("seats": "hh", "dealer": 1,
        "deck": ["r1","b1", "r2","b2", "r3","b3", "r4","b4", "r5","b5"],
        "actions": [[0, "arrange 4 0 2 look 1"], [1, "arrange 0 1 2 look 0"]])");
    State s = r.state;
    CHECK(bench(s, 0) == codes({"r5", "r1", "r3"}));  // dealt positions 4, 0, 2
    CHECK(hand(s, 0) == codes({"r2", "r4"}));
    CHECK(bench(s, 1) == codes({"b1", "b2", "b3"}));
    CHECK(hand(s, 1) == codes({"b4", "b5"}));
    CHECK(s.seats[0].game_count() == 5);
    CHECK(refused(s, 0, "arrange 0 1 2 look 0"));  // no second arrangement
    // Face down: the other player sees none of them.
    for (int i = 0; i < 3; ++i) CHECK_FALSE(sees_bench(s, 1, 0, i));
    CHECK(sees_hand(s, 0, 0, 0));
    CHECK_FALSE(sees_hand(s, 1, 0, 0));
}

TEST_CASE("txek rule 3: each player looks at exactly one of their own bench cards", "[rules]") {
    auto r = play(R"("seats": "hh", "dealer": 1,
        "deck": ["r1","b1", "r2","b2", "r3","b3", "r4","b4", "r5","b5"],
        "actions": [[0, "arrange 0 1 2 look 1"], [1, "arrange 0 1 2 look 2"]])");
    const State& s = r.state;
    CHECK_FALSE(sees_bench(s, 0, 0, 0));
    CHECK(sees_bench(s, 0, 0, 1));  // r2, looked at
    CHECK(view(s, 0).seats[0].bench[1].card == s.seats[0].bench[1]);
    CHECK_FALSE(sees_bench(s, 0, 0, 2));
    CHECK(sees_bench(s, 1, 1, 2));
    CHECK_FALSE(sees_bench(s, 1, 0, 1));  // the other player did not see it
    CHECK_FALSE(sees_bench(s, 0, 1, 2));
}

TEST_CASE("txek rule 4: the dealer starts the first turn of the round", "[rules]") {
    auto r = play(R"("seats": "hhh", "dealer": 1,
        "actions": [[0, "arrange 0 1 2 look 0"], [1, "arrange 0 1 2 look 0"], [2, "arrange 0 1 2 look 0"],
                    [1, "draw"]])");
    CHECK(r.state.phase == Phase::Play);
    CHECK(r.state.current == 1);
    CHECK(r.state.drawn);
    CHECK(r.state.seats[1].hand.size() == 3);
    CHECK(count(r, EventKind::NotYourTurn) == 0);
}

TEST_CASE("txek rule 5: a turn starts by drawing the top card of the draw pile into the hand, unseen by others",
          "[rules]") {
    auto r = play(R"("seats": "hh", "dealer": 1,
        "deck": ["r1","b1", "r2","b2", "r3","b3", "r4","b4", "r5","b5", "r9","r8"],
        "actions": [[0, "arrange 0 1 2 look 0"], [1, "arrange 0 1 2 look 0"], [1, "draw"]])");
    State s = r.state;
    CHECK(hand(s, 1) == codes({"b4", "b5", "r9"}));
    CHECK(s.drawn);
    CHECK(s.draw_pile.size() == 60 - 10 - 1);
    CHECK(sees_hand(s, 1, 1, 2));
    CHECK_FALSE(sees_hand(s, 0, 1, 2));
    CHECK(refused(s, 1, "draw"));  // one draw a turn: now a card must go (rule 6)
}

TEST_CASE("txek rule 6: the player discards a hand card, or puts it on the bench and discards the bench card",
          "[rules]") {
    const std::string deal = R"("seats": "hh", "dealer": 1,
        "deck": ["r1","b1", "r2","b2", "r3","b3", "r4","b4", "r5","b5", "r9","r8"],
        "actions": [[0, "arrange 0 1 2 look 0"], [1, "arrange 0 1 2 look 0"], [1, "draw"], $LAST])";
    SECTION("discard from the hand") {
        auto r = play(fill(deal, {{"LAST", R"([1, "discard 0"])"}}));
        CHECK(pile(r.state) == codes({"b4"}));
        CHECK(hand(r.state, 1) == codes({"b5", "r9"}));
        CHECK(bench(r.state, 1) == codes({"b1", "b2", "b3"}));
        CHECK(r.state.current == 0);
    }
    SECTION("a hand card replaces a bench card, which is discarded face up") {
        auto r = play(fill(deal, {{"LAST", R"([1, "swap 2 1"])"}}));
        CHECK(pile(r.state) == codes({"b2"}));
        CHECK(bench(r.state, 1) == codes({"b1", "r9", "b3"}));  // same slot, the others keep their place
        CHECK(hand(r.state, 1) == codes({"b4", "b5"}));
        CHECK(sees_bench(r.state, 1, 1, 1));        // its owner held it: known
        CHECK_FALSE(sees_bench(r.state, 0, 1, 1));  // face down for the others
        CHECK(r.state.current == 0);
    }
}

TEST_CASE("txek rule 7: a discarded action card may be played, and must be played or declined before the next turn",
          "[rules]") {
    // Seat 1 ends its turn with a red Peek.
    const std::string deal = R"("seats": "hh", "dealer": 1,
        "deck": ["r1","b1", "r2","b2", "r3","b3", "r4","b4", "r5","rpeek", "r9","r8"],
        "actions": [[0, "arrange 0 1 2 look 0"], [1, "arrange 0 1 2 look 0"],
                    [1, "draw"], [1, "discard 1"], ["table", "close"]])";
    auto r = play(deal);
    State s = r.state;
    REQUIRE(s.pending.size() == 1);
    CHECK(s.current == 0);
    CHECK(refused(s, 0, "draw"));       // the action waits
    CHECK(refused(s, 0, "peek 1 0"));   // only its discarder plays it
    SECTION("played") {
        CHECK_FALSE(sees_bench(s, 1, 0, 2));
        must(s, 1, "peek 0 2");
        CHECK(sees_bench(s, 1, 0, 2));  // seat 1 now knows seat 0's r3
        CHECK(s.pending.empty());
        must(s, 0, "draw");
        CHECK(hand(s, 0) == codes({"r4", "r5", "r8"}));
    }
    SECTION("declined") {
        must(s, 1, "skip");
        CHECK_FALSE(sees_bench(s, 1, 0, 2));
        must(s, 0, "draw");
        CHECK(s.drawn);
    }
}

TEST_CASE("txek rule 8: an identical discard called TXEK gives its discarder a new turn", "[rules]") {
    // Seat 1 discards black 6; seat 0 then discards the other black 6 on it.
    const std::string deal = R"("seats": "hh", "dealer": 1,
        "deck": ["r1","b1", "r2","b2", "r3","b3", "r4","b4", "b6","b5", "b6","r9","r8"],
        "actions": [[0, "arrange 0 1 2 look 0"], [1, "arrange 0 1 2 look 0"],
                    [1, "draw"], [1, "discard 2"], ["table", "close"],
                    [0, "draw"], [0, "discard 1"] $MORE])";
    SECTION("TXEK called: seat 0 plays again") {
        auto r = play(fill(deal, {{"MORE", R"(, [0, "txek"])"}}));
        State s = r.state;
        CHECK(pile(s) == codes({"b6", "b6"}));
        CHECK(count(r, EventKind::Txek, 0) == 1);
        CHECK(s.current == 0);
        CHECK_FALSE(s.drawn);
        CHECK_FALSE(s.window_open);
        must(s, 0, "draw");
        CHECK(hand(s, 0) == codes({"r4", "r9", "r8"}));
    }
    SECTION("not called (table rules): no extra turn") {
        auto r = play(fill(deal, {{"MORE", R"(, ["table", "close"])"}}));
        CHECK(r.state.current == 1);
    }
}

TEST_CASE("txek rule 9: without a TXEK the player on the left starts the next turn", "[rules]") {
    auto r = play(R"("seats": "hhh", "dealer": 2,
        "actions": [[0, "arrange 0 1 2 look 0"], [1, "arrange 0 1 2 look 0"], [2, "arrange 0 1 2 look 0"],
                    [2, "draw"], [2, "discard 0"], ["table", "close"]])");
    State s = r.state;
    CHECK(s.current == 0);
    must(s, 0, "draw");
    must(s, 0, "discard 0");
    must(s, kTable, "close");
    CHECK(s.current == 1);
    must(s, 1, "draw");
    must(s, 1, "discard 0");
    must(s, kTable, "close");
    CHECK(s.current == 2);
}

TEST_CASE("txek rule 10: anyone may intercept at any time with the same number or symbol, whatever the colour",
          "[rules]") {
    // Seat 2 discards black 4 and seat 0 is to play; seat 1 intercepts with red 4 from the hand, then
    // seat 0 with the other black 4 from the bench. Later a crown is intercepted by a crown.
    auto r = play(R"("seats": "hhh", "dealer": 2,
        "deck": ["b4","r1","b1", "r2","r3","b2", "b3","bcrown","b5", "rcrown","r4","b4", "r5","r6","b6", "r9"],
        "actions": [[0, "arrange 0 1 2 look 0"], [1, "arrange 0 1 2 look 0"], [2, "arrange 0 1 2 look 0"],
                    [2, "draw"], [2, "discard 0"],
                    [1, "intercept hand 0"],
                    [0, "intercept bench 0"],
                    ["table", "close"], [0, "draw"], [0, "discard 0"],
                    [1, "intercept bench 2"]])");
    const State& s = r.state;
    CHECK(pile(s) == codes({"b4", "r4", "b4", "rcrown", "bcrown"}));
    CHECK(hand(s, 1) == codes({"r6"}));
    CHECK(bench(s, 1) == codes({"r1", "r3", "-"}));
    CHECK(bench(s, 0) == codes({"-", "r2", "b3"}));
    CHECK(count(r, EventKind::Intercepted) == 3);
    CHECK(count(r, EventKind::WrongCard) == 0);
    CHECK(count(r, EventKind::Penalty) == 0);
    CHECK(s.current == 1);  // interceptions without TXEK do not move the turn: seat 0 ended its turn
}

TEST_CASE("txek rule 10: a player who has drawn must discard before intercepting", "[rules]") {
    // Seat 2 discards red 4; seat 0 draws red 10, then tries to intercept with its red 4.
    auto r = play_rejected(R"("seats": "hhh", "dealer": 2,
        "deck": ["r1","r2","r3", "b1","b2","b3", "r5","r6","r7", "r4","b5","r4", "b10","b7","b8", "r9","r10"],
        "actions": [[0, "arrange 0 1 2 look 0"], [1, "arrange 0 1 2 look 0"], [2, "arrange 0 1 2 look 0"],
                    [2, "draw"], [2, "discard 0"], ["table", "close"], [0, "draw"],
                    [0, "intercept hand 0"]])");
    CHECK(r.stopped.find("discard_before_intercepting") != std::string::npos);
    CHECK(r.applied == 7);
    State s = r.state;
    CHECK(pile(s) == codes({"r4"}));
    CHECK(hand(s, 0) == codes({"r4", "b10", "r10"}));
    must(s, 0, "discard 2");         // red 10 ends the turn ...
    must(s, 0, "intercept hand 1");  // ... and now seat 0 may intercept it with black 10
    CHECK(pile(s) == codes({"r4", "r10", "b10"}));
    CHECK(hand(s, 0) == codes({"r4"}));
}

TEST_CASE("txek rule 11: an identical interception called TXEK before the current player drew takes the turn at once",
          "[rules]") {
    // Seat 2 holds both black 4s: discards one; seat 0 is to play but has not drawn; seat 2
    // intercepts with the other and calls TXEK.
    auto r = play(R"("seats": "hhh", "dealer": 2,
        "deck": ["r1","r2","r3", "b1","b2","b3", "r5","r6","r7", "r8","b5","b4", "b6","b7","b4", "r9","r10"],
        "actions": [[0, "arrange 0 1 2 look 0"], [1, "arrange 0 1 2 look 0"], [2, "arrange 0 1 2 look 0"],
                    [2, "draw"], [2, "discard 0"], ["table", "close"],
                    [2, "intercept hand 0"], [2, "txek"]])");
    State s = r.state;
    CHECK(s.current == 2);  // not seat 0, whose turn it was, nor seat 1
    CHECK_FALSE(s.drawn);
    CHECK(pile(s) == codes({"b4", "b4"}));
    CHECK(refused(s, 0, "discard 0"));
    must(s, 2, "draw");
    CHECK(hand(s, 2) == codes({"r9", "r10"}));
}

TEST_CASE("txek rule 11: a TXEK made after the current player drew plays right after that player's turn",
          "[rules]") {
    auto r = play(R"("seats": "hhh", "dealer": 2,
        "deck": ["r1","r2","r3", "b1","b2","b3", "r5","r6","r7", "r8","r7","b4", "b6","b7","b4", "r9","r10"],
        "actions": [[0, "arrange 0 1 2 look 0"], [1, "arrange 0 1 2 look 0"], [2, "arrange 0 1 2 look 0"],
                    [2, "draw"], [2, "discard 0"], ["table", "close"],
                    [0, "draw"],
                    [2, "intercept hand 0"], [2, "txek"]])");
    State s = r.state;
    CHECK(s.current == 0);  // seat 0 finishes its turn normally (rule 6)
    CHECK(s.drawn);
    CHECK(s.next_turn == 2);
    CHECK(hand(s, 0) == codes({"r8", "b6", "r10"}));
    SECTION("then the TXEK caller plays, not seat 0's left neighbour") {
        must(s, 0, "discard 0");
        CHECK(s.current == 2);
        must(s, kTable, "close");
        CHECK(s.current == 2);
        must(s, 2, "draw");
    }
}

TEST_CASE("txek rule 11: a TXEK on the discard that ended a turn takes the next turn", "[rules]") {
    // Seat 0 had drawn when seat 2 made a TXEK (seat 2 would play next), but seat 0 discards red 7
    // and seat 1 makes a TXEK on it with the other red 7: seat 1 takes the turn.
    auto r = play(R"("seats": "hhh", "dealer": 2,
        "deck": ["r1","r2","r3", "b1","b2","b3", "r5","r6","b9", "r8","r7","b4", "b6","b7","b4", "r9","r7"],
        "actions": [[0, "arrange 0 1 2 look 0"], [1, "arrange 0 1 2 look 0"], [2, "arrange 0 1 2 look 0"],
                    [2, "draw"], [2, "discard 0"], ["table", "close"],
                    [0, "draw"], [2, "intercept hand 0"], [2, "txek"],
                    [0, "discard 2"], [1, "intercept hand 0"], [1, "txek"]])");
    const State& s = r.state;
    CHECK(pile(s) == codes({"b4", "b4", "r7", "r7"}));
    CHECK(s.current == 1);
    CHECK_FALSE(s.drawn);
    CHECK(s.next_turn == -1);
}

TEST_CASE("txek rule 12: actions are played in discard order and the player to play waits for them", "[rules]") {
    // Seat 2 ends its turn with red Peek; seat 0 intercepts with black Peek.
    auto r = play(R"("seats": "hhh", "dealer": 2,
        "deck": ["r1","r2","r3", "b1","b2","b3", "r5","r6","r7", "bpeek","r8","rpeek", "b5","b6","b7", "r9","r10"],
        "actions": [[0, "arrange 0 1 2 look 0"], [1, "arrange 0 1 2 look 0"], [2, "arrange 0 1 2 look 0"],
                    [2, "draw"], [2, "discard 0"], [0, "intercept hand 0"], ["table", "close"]])");
    State s = r.state;
    REQUIRE(s.pending.size() == 2);
    CHECK(s.pending[0].seat == 2);
    CHECK(s.pending[1].seat == 0);
    CHECK(s.current == 0);
    CHECK(refused(s, 0, "draw"));
    CHECK(refused(s, 0, "peek 1 1"));  // seat 2's Peek was discarded first
    must(s, 2, "peek 1 0");
    CHECK(refused(s, 0, "draw"));  // its own Peek still waits
    must(s, 0, "peek 1 1");
    CHECK(sees_bench(s, 2, 1, 0));
    CHECK_FALSE(sees_bench(s, 2, 1, 1));
    CHECK(sees_bench(s, 0, 1, 1));
    CHECK_FALSE(sees_bench(s, 0, 1, 0));
    must(s, 0, "draw");
    CHECK(hand(s, 0) == codes({"b5", "r10"}));
}
