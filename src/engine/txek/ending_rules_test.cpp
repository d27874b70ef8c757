// Rule scenarios for the end of a round (rules 13, 14), the scoring cases and the end of the game.
#include "engine/txek/scenario.h"

using namespace scenario;

namespace {

// Seat 0 goes out. Seat 2 (the dealer) discards black 1; seat 0 intercepts with its three bench
// cards (red 1, black 1, red 1); later seat 2 discards red Crown and seat 0 intercepts with its
// two hand cards (red Crown, black Crown), its last. $A follows seat 0's turn-end discard, $B
// seat 2's last discard; $S0H0, $S0H1, $S2H1 are hand cards (see the defaults below).
// Seat 1 ends with 29 points (r5 r6 r7 b5 b6), seat 2 with 34 (b8 b3 b4 r9 r10).
const char* kGoOut = R"("seats": "hhh", "dealer": 2,
    "deck": ["r1","r5","b8", "b1","r6","b3", "r1","r7","b4", "$S0H0","b5","b1", "$S0H1","b6","$S2H1",
             "r9","r8","b10","r10"],
    "actions": [[0, "arrange 0 1 2 look 0"], [1, "arrange 0 1 2 look 0"], [2, "arrange 0 1 2 look 0"],
                [2, "draw"], [2, "discard 0"],
                [0, "intercept bench 0"], [0, "intercept bench 1"], [0, "intercept bench 2"], ["table", "close"],
                [0, "draw"], [0, "discard 2"] $A, ["table", "close"],
                [1, "draw"], [1, "discard 2"], ["table", "close"],
                [2, "draw"], [2, "discard 0"] $B,
                [0, "intercept hand 0"] $LAST])";

std::string go_out(std::map<std::string, std::string> v) {
    std::map<std::string, std::string> all = {{"S0H0", "rcrown"}, {"S0H1", "bcrown"}, {"S2H1", "rcrown"},
                                              {"A", ""}, {"B", ""}, {"LAST", R"(, [0, "intercept hand 0"])"}};
    for (auto& [k, x] : v) all[k] = x;
    return fill(kGoOut, all);
}

// A Double-TXEK by seat 0. Seat 2 discards black 3, seat 0 intercepts with red 3 (4 cards left),
// plays its turn and calls; seat 1 plays; seat 2, seat 0's right-hand neighbour, plays and no
// TXEK follows. Seat 0's bench is $A $B $C (plus black 9 in hand); seat 1 ends with 34 points
// (r6 r7 b6 b7 r8), seat 2 with 39 (b10 r10 bhand b2 r2).
const char* kDouble = R"("seats": "hhh", "dealer": 2,
    "deck": ["$A","r6","b10", "$B","r7","r10", "$C","b6","bhand", "r3","$S1H0","b3", "b9","r8","b2",
             "r2","r4","b5","$D3","r5","b4","b8"],
    "actions": [[0, "arrange 0 1 2 look 0"], [1, "arrange 0 1 2 look 0"], [2, "arrange 0 1 2 look 0"],
                [2, "draw"], [2, "discard 0"],
                [0, "intercept hand 0"] $X, ["table", "close"],
                [0, "draw"], [0, "discard 1"], [0, "double"], ["table", "close"],
                [1, "draw"], [1, "discard $S1D"] $Y, ["table", "close"],
                [2, "draw"], [2, "discard 2"] $END])";

std::string double_txek(std::map<std::string, std::string> v) {
    std::map<std::string, std::string> all = {{"A", "rcrown"}, {"B", "r1"}, {"C", "b1"}, {"S1H0", "b7"},
                                              {"D3", "b8"}, {"X", ""}, {"Y", ""}, {"S1D", "2"},
                                              {"END", R"(, ["table", "close"])"}};
    for (auto& [k, x] : v) all[k] = x;
    return fill(kDouble, all);
}
const std::map<std::string, std::string> kSeat0Low = {{"A", "rcrown"}, {"B", "r1"}, {"C", "b1"}};      // 11
const std::map<std::string, std::string> kSeat0High = {{"A", "bcrown"}, {"B", "bpeek"}, {"C", "rexchange"}};  // 49
const std::map<std::string, std::string> kSeat0Tied = {{"A", "b10"}, {"B", "r10"}, {"C", "r5"}};      // 34

std::map<std::string, std::string> with(std::map<std::string, std::string> a,
                                        const std::map<std::string, std::string>& b) {
    for (auto& [k, x] : b) a[k] = x;
    return a;
}

const RoundResult& last_result(const State& s) {
    REQUIRE_FALSE(s.results.empty());
    return s.results.back();
}

}  // namespace

TEST_CASE("txek rule 13: discarding the last card ends the round, a simple victory for that player", "[rules]") {
    auto r = play(go_out({}));
    const State& s = r.state;
    CHECK(s.phase == Phase::RoundOver);
    CHECK(s.ending == EndCause::WentOut);
    CHECK(s.went_out == 0);
    CHECK(s.seats[0].game_count() == 0);
    CHECK(pile(s) == codes({"b1", "r1", "b1", "r1", "r8", "b10", "rcrown", "rcrown", "bcrown"}));
    const RoundResult& res = last_result(s);
    CHECK(res.went_out == 0);
    CHECK(res.double_caller == -1);
    CHECK(count(r, EventKind::WentOut, 0) == 1);
    CHECK(count(r, EventKind::RoundEnded) == 1);
}

TEST_CASE("txek scoring: a simple victory records every player's score as it is", "[rules]") {
    auto r = play(go_out({}));
    const RoundResult& res = last_result(r.state);
    CHECK(res.raw == std::vector<int>{0, 29, 34});
    CHECK(res.scored == std::vector<int>{0, 29, 34});
    CHECK(r.state.seats[1].total == 29);
    CHECK(r.state.seats[2].total == 34);
}

TEST_CASE("txek rule 14: Double-TXEK needs 4 cards or fewer, at the end of the caller's own turn", "[rules]") {
    // Without the interception seat 0 still holds 5 cards at the end of its turn.
    const std::string five = R"("seats": "hhh", "dealer": 2,
        "deck": ["r1","r2","r3", "b1","b2","b3", "r4","r5","r6", "b4","b5","b6", "r7","r8","r9", "b7","b8"],
        "actions": [[0, "arrange 0 1 2 look 0"], [1, "arrange 0 1 2 look 0"], [2, "arrange 0 1 2 look 0"],
                    [2, "draw"], [2, "discard 0"], ["table", "close"], [0, "draw"], [0, "discard 0"], [0, "double"]])";
    auto r = play_rejected(five);
    CHECK(r.stopped.find("double_too_many_cards") != std::string::npos);

    // With 4 cards, not on someone else's discard: seat 0 intercepted seat 2's discard but its own
    // turn has not ended.
    auto early = play_rejected(fill(kDouble, {{"A", "rcrown"}, {"B", "r1"}, {"C", "b1"}, {"S1H0", "b7"}, {"D3", "b8"},
                                              {"X", R"(, [0, "double"])"}, {"Y", ""}, {"S1D", "2"}, {"END", ""}}));
    CHECK(early.stopped.find("double_at_turn_end") != std::string::npos);
    CHECK(early.state.seats[0].game_count() == 4);
}

TEST_CASE("txek rule 14: the Double-TXEK ends when the caller's right-hand neighbour ends a turn with no TXEK",
          "[rules]") {
    auto r = play(double_txek({{"END", ""}}));
    State s = r.state;
    REQUIRE(s.double_calls.size() == 1);
    CHECK(s.double_calls[0].seat == 0);
    // Seat 1's turn did not end it; seat 2 (right of seat 0) just discarded, the window is open.
    CHECK(s.phase == Phase::Play);
    CHECK(s.current == 0);
    must(s, kTable, "close");
    CHECK(s.phase == Phase::RoundOver);
    CHECK(s.ending == EndCause::DoubleTxek);
    CHECK(last_result(s).double_caller == 0);
}

TEST_CASE("txek scoring: a Double-TXEK victory scores 0 for the caller and double for the others", "[rules]") {
    auto r = play(double_txek(kSeat0Low));
    const RoundResult& res = last_result(r.state);
    CHECK(res.raw == std::vector<int>{11, 34, 39});
    CHECK(res.double_won);
    CHECK(res.double_caller == 0);
    CHECK(res.scored == std::vector<int>{0, 68, 78});
    CHECK(r.state.seats[2].total == 78);
}

TEST_CASE("txek scoring: a failed Double-TXEK gives the caller the sum of all scores", "[rules]") {
    auto r = play(double_txek(kSeat0High));
    const RoundResult& res = last_result(r.state);
    CHECK(res.raw == std::vector<int>{49, 34, 39});
    CHECK_FALSE(res.double_won);
    CHECK(res.scored == std::vector<int>{122, 34, 39});
}

TEST_CASE("txek scoring: a Double-TXEK caller tied for the fewest points fails", "[rules]") {
    auto r = play(double_txek(kSeat0Tied));
    const RoundResult& res = last_result(r.state);
    CHECK(res.raw == std::vector<int>{34, 34, 39});
    CHECK_FALSE(res.double_won);
    CHECK(res.scored == std::vector<int>{107, 34, 39});
}

TEST_CASE("txek clarification: with several Double-TXEK callers the first to get the turn back decides, the others fail if it wins",
          "[rules]") {
    // Seat 1 also intercepts (black 3 on red 3) and calls at the end of its turn. Seat 0 takes its
    // turn back first (seat 2 is its right-hand neighbour), so seat 0 decides. Seat 1: 27 points.
    const std::map<std::string, std::string> second = {
        {"S1H0", "b3"}, {"X", R"(, [1, "intercept hand 0"])"}, {"S1D", "1"}, {"Y", R"(, [1, "double"])"}};
    SECTION("seat 0 wins: seat 1 takes the sum") {
        auto r = play(double_txek(with(kSeat0Low, second)));
        const RoundResult& res = last_result(r.state);
        CHECK(res.double_callers == std::vector<int>{0, 1});
        CHECK(res.double_caller == 0);
        CHECK(res.raw == std::vector<int>{11, 27, 39});
        CHECK(res.double_won);
        CHECK(res.scored == std::vector<int>{0, 77, 78});
    }
    SECTION("seat 0 fails: it takes the sum, seat 1 records its own score (clarifications)") {
        auto r = play(double_txek(with(kSeat0High, second)));
        const RoundResult& res = last_result(r.state);
        CHECK(res.raw == std::vector<int>{49, 27, 39});
        CHECK_FALSE(res.double_won);
        CHECK(res.scored == std::vector<int>{115, 27, 39});
    }
}

TEST_CASE("txek rule 14: someone else going out during a Double-TXEK is a fail for the caller", "[rules]") {
    // Seat 2 intercepts red 8 with black 8 (4 cards), calls at the end of its next turn; seat 0
    // then goes out. Seat 2 holds b3 b4 r9 r10 = 26; the sum is 0 + 29 + 26.
    auto r = play(go_out({{"A", R"(, [2, "intercept bench 0"])"}, {"B", R"(, [2, "double"])"}}));
    const RoundResult& res = last_result(r.state);
    CHECK(res.went_out == 0);
    CHECK(res.double_callers == std::vector<int>{2});
    CHECK(res.raw == std::vector<int>{0, 29, 26});
    CHECK(res.scored == std::vector<int>{0, 29, 55});
}

TEST_CASE("txek rule 14: a Double-TXEK caller who goes out wins a simple victory only", "[rules]") {
    auto r = play(go_out({{"A", R"(, [0, "double"])"}}));
    const RoundResult& res = last_result(r.state);
    CHECK(res.double_callers == std::vector<int>{0});
    CHECK(res.went_out == 0);
    CHECK_FALSE(res.double_won);
    CHECK(res.scored == std::vector<int>{0, 29, 34});  // not doubled
}

TEST_CASE("txek rule 14: the caller's own TXEK on the neighbour's discard does not end the Double-TXEK", "[rules]") {
    // Seat 2 (right of the caller) discards black 9; seat 0 intercepts with its black 9 and calls
    // TXEK. The round goes on until seat 2 ends a turn with no TXEK.
    auto r = play(double_txek({{"D3", "b9"}, {"END", R"(, [0, "intercept hand 0"], [0, "txek"])"}}));
    State s = r.state;
    CHECK(s.phase == Phase::Play);
    CHECK(s.ending == EndCause::None);
    CHECK(s.current == 0);
    CHECK_FALSE(s.window_open);
    CHECK(s.seats[0].game_count() == 3);
    must(s, 0, "draw");
    must(s, 0, "discard 0");
    must(s, kTable, "close");
    CHECK(s.phase == Phase::Play);
    must(s, 1, "draw");
    must(s, 1, "discard 0");
    must(s, kTable, "close");
    CHECK(s.phase == Phase::Play);
    must(s, 2, "draw");
    must(s, 2, "discard 0");
    must(s, kTable, "close");
    CHECK(s.phase == Phase::RoundOver);
    CHECK(s.ending == EndCause::DoubleTxek);
    CHECK(last_result(s).double_caller == 0);
    CHECK(last_result(s).double_won);
    CHECK(last_result(s).scored[0] == 0);
}

TEST_CASE("txek end of the game: it ends after the round in which a total reaches 200, the lowest total wins",
          "[rules]") {
    // Replaying whole games is impractical: the go-out round is replayed up to its last card, then
    // the totals are set directly before the last interception ends the round.
    auto r = play(go_out({{"LAST", ""}}));
    State s = r.state;
    SECTION("below 200 the game goes on with the next dealer") {
        s.seats[0].total = 150, s.seats[1].total = 170, s.seats[2].total = 165;
        must(s, 0, "intercept hand 0");
        CHECK(s.phase == Phase::RoundOver);
        CHECK(s.seats[1].total == 199);
        must(s, kTable, "next");
        CHECK(s.round == 2);
        CHECK(s.phase == Phase::Arrange);
        CHECK(s.dealer == 0);  // the deal rotates clockwise
    }
    SECTION("seat 2 reaches 200: the game is over and seat 1, with the lowest total, wins") {
        s.seats[0].total = 190, s.seats[1].total = 150, s.seats[2].total = 180;
        Outcome o = must(s, 0, "intercept hand 0");
        CHECK(s.seats[2].total == 214);
        CHECK(s.phase == Phase::GameOver);
        REQUIRE(count(o, EventKind::GameEnded) == 1);
        CHECK(o.events.back().seat == 1);
        CHECK(refused(s, kTable, "next"));
    }
    SECTION("a tie for the lowest total plays one extra round") {
        s.seats[0].total = 190, s.seats[1].total = 161, s.seats[2].total = 180;
        Outcome o = must(s, 0, "intercept hand 0");
        CHECK(s.seats[0].total == 190);
        CHECK(s.seats[1].total == 190);
        CHECK(s.phase == Phase::RoundOver);
        CHECK(s.tie_break);
        CHECK(count(o, EventKind::GameEnded) == 0);
        must(s, kTable, "next");
        CHECK(s.round == 2);
        CHECK(s.phase == Phase::Arrange);
    }
}

TEST_CASE("txek clarification: when the last card is an interception, pending actions are resolved before counting",
          "[rules]") {
    // Seat 2 discards red Exchange; seat 0 goes out intercepting with the other red Exchange and
    // a black Exchange. Seat 2's Exchange is played first (rule 12), then seat 0's two are declined.
    auto r = play(go_out({{"S0H0", "rexchange"}, {"S0H1", "bexchange"}, {"S2H1", "rexchange"}}));
    State s = r.state;
    CHECK(s.ending == EndCause::WentOut);
    CHECK(s.went_out == 0);
    CHECK(s.phase == Phase::Play);  // not counted yet
    CHECK(s.results.empty());
    REQUIRE(s.pending.size() == 3);
    CHECK(s.pending[0].seat == 2);
    CHECK(refused(s, 1, "draw"));
    // Seat 2 swaps red 9 (hand 0) for seat 1's red 5 (bench 0).
    must(s, 2, "exchange hand 0 with 1 0");
    CHECK(hand(s, 2) == codes({"r5", "r10"}));
    CHECK(bench(s, 1) == codes({"r9", "r6", "r7"}));
    CHECK(sees_hand(s, 2, 2, 0));          // knowledge: the card arriving in a hand is seen
    CHECK_FALSE(sees_bench(s, 1, 1, 0));  // the one arriving on a bench is not
    must(s, 0, "skip");
    CHECK(s.phase == Phase::Play);
    must(s, 0, "skip");
    CHECK(s.phase == Phase::RoundOver);
    const RoundResult& res = last_result(s);
    CHECK(res.raw == std::vector<int>{0, 33, 30});  // counted after the Exchange
    CHECK(res.scored == std::vector<int>{0, 33, 30});
}

TEST_CASE("txek clarification: the beginners' variant has no Double-TXEK and no Down cards", "[rules]") {
    CHECK(deck_faces(kBeginners).size() == 56);  // 60 less the 4 Down cards
    for (const Face& f : deck_faces(kBeginners)) CHECK(f.kind != Kind::Down);
    CHECK(deck_faces(0).size() == 60);
    // The Double-TXEK scenario, in the beginners' variant: the call is refused.
    auto r = play_rejected("\"variant\": 1, " + double_txek(kSeat0Low));
    CHECK(r.stopped.find("beginners") != std::string::npos);
    CHECK(r.state.double_calls.empty());
    CHECK(r.state.seats[0].game_count() == 4);
    // A Down card cannot even be stacked.
    auto rec = parse_record(record_text(R"("seats": "hh", "variant": 1, "deck": ["rdown"])"));
    CHECK_FALSE(rec.ok());
    CHECK(rec.error().find("not in this variant's deck") != std::string::npos);
}

TEST_CASE("txek rule 14: a Not-TXEK interception taken back leaves the neighbour's discard without TXEK, the round ends",
          "[rules]") {
    // Seat 2 (right of the caller) ends its turn with black 8; seat 1 intercepts with red 8, calls
    // TXEK (it is not identical): red 8 goes back, seat 1 draws a penalty card (red 5). Black 8 is
    // the top card again, still open (its window never closed); when the table closes it with no
    // TXEK, the Double-TXEK is decided: seat 0 must not get another turn first.
    auto r = play(double_txek({{"END", R"(, [1, "intercept hand 1"], [1, "txek"])"}}));
    State s = r.state;
    CHECK(count(r, EventKind::NotTxek, 1) == 1);
    CHECK(hand(s, 1) == codes({"b7", "r8"}));
    CHECK(top(s) == "b8");
    CHECK(s.seats[1].game_count() == 6);
    CHECK(s.window_open);
    CHECK(refused(s, 0, "draw"));
    must(s, kTable, "close");
    CHECK(s.phase == Phase::RoundOver);
    CHECK(s.ending == EndCause::DoubleTxek);
    const RoundResult& res = last_result(s);
    CHECK(res.double_caller == 0);
    CHECK(res.double_won);
    CHECK(res.raw == std::vector<int>{11, 34 + 5, 39});  // seat 1's penalty card is counted
    CHECK(res.scored == std::vector<int>{0, 78, 78});
}

TEST_CASE("txek rule 14: a Not-TXEK interception taken back after the pile was reshuffled under it decides the "
          "Double-TXEK at once",
          "[rules]") {
    // Found by fuzz_record (tests/fuzz/corpus/fuzz_record/regression_double_txek_empty_pile.json,
    // these exact bytes). As above, seat 1 intercepts seat 2's black 8 with red 8 while seat 0's
    // Double-TXEK is armed; then seat 1 draws out of turn 42 times: the 42nd penalty finds the draw
    // pile empty and shuffles the pile but its top (red 8) into it. "Not TXEK" takes red 8 back and
    // leaves the pile empty. The window used to reopen over the empty pile: nobody could close it
    // or draw, and legal() read the top of an empty pile.
    std::string text =
        R"({"kind":"txek-record","version":1,"data":{"seats":"hhh","dealer":2,"deck":["r1","r6","b10","r9","r7","r10",)"
        R"("r2","b6","bhand","r3","b7","b3","b9","r8","b2","r2","r4","b5","b8"],"actions":[[0,"arrange 0 1 2 look 0"],)"
        R"([1,"arrange 0 1 2 look 0"],[2,"arrange 0 1 2 look 0"],[2,"draw"],[2,"discard 0"],[0,"intercept hand 0"],)"
        R"(["table","close"],[0,"draw"],[0,"discard 1"],[0,"double"],["table","close"],[1,"draw"],[1,"discard 2"],)"
        R"(["table","close"],[2,"draw"],[2,"discard 2"],[1,"intercept hand 1"],)";
    for (int i = 0; i < 42; ++i) text += R"([1,"draw"],)";
    text += R"([1,"txek"]]}})";
    REQUIRE(text.size() == 964);
    auto r = replay_text(text, false);
    const State& s = r.state;
    CHECK(count(r, EventKind::Reshuffled) == 1);
    CHECK(count(r, EventKind::NotTxek, 1) == 1);
    CHECK(s.pile.empty());
    CHECK_FALSE(s.window_open);
    // No TXEK followed seat 2's turn: the Double-TXEK is decided (seat 0: 21 points, the fewest).
    CHECK(s.ending == EndCause::DoubleTxek);
    const RoundResult& res = last_result(s);
    CHECK(res.double_caller == 0);
    CHECK(res.double_won);
    CHECK(res.raw[0] == 21);
    CHECK(res.scored[0] == 0);
    // Seat 1's 43 penalty cards, doubled, pass 200: the game is over, won by seat 0.
    CHECK(res.scored[1] >= kTargetScore);
    CHECK(s.phase == Phase::GameOver);
    CHECK(count(r, EventKind::GameEnded, 0) == 1);
}
