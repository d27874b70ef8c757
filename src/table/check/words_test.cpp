// CHECK!'s words at the table (table/check/words.h): the log's lines for the engine's events,
// the viewer as "you", the orders and cards by name, the tie-break, and the rules' refusal codes
// in words (README, "Turn", "The end", "Scoring"). In English, the code's own language.
#include "table/check/words.h"

#include "engine/core/refusal.h"

#include <catch2/catch.hpp>

using namespace table::check_words;
using check::Event;
using check::EventKind;
using check::Score;

namespace {

// Card ids: colour * 23 + position, the positions holding 1,1,1,1,2x5,3x5,4x5,5,5,5,5.
constexpr check::CardId kRed3 = 9, kBlue3 = 23 + 9, kGreen4 = 46 + 14, kYellow5 = 69 + 19;

Event event(EventKind kind, int seat = -1) {
    Event e;
    e.kind = kind;
    e.seat = seat;
    return e;
}

const table::Voice kAna({"Ana", "Bruno", "Chloe"}, 0); // Ana reads her own log

} // namespace

TEST_CASE("README, Turn: the log names the cards taken, drawn and discarded, and the viewer as "
          "you") {
    Event took = event(EventKind::Took, 0);
    took.cards = {kRed3, kBlue3, kGreen4};
    CHECK(log_line(took, kAna) == "You take a red 3, a blue 3 and a green 4");
    took.seat = 1;
    CHECK(log_line(took, kAna) == "Bruno takes a red 3, a blue 3 and a green 4");
    CHECK(log_line(event(EventKind::GameStarted, 2), kAna) == "Chloe begins");
    CHECK(log_line(event(EventKind::GameStarted, 0), kAna) == "You begin");
    CHECK(log_line(event(EventKind::TurnStarted, 0), kAna) == "your turn");
    CHECK(log_line(event(EventKind::TurnStarted, 1), kAna) == "Bruno's turn");
    CHECK(log_line(event(EventKind::TakeSkipped, 0), kAna) ==
          "The market is empty: You take nothing");
    CHECK(log_line(event(EventKind::TakeSkipped, 1), kAna) ==
          "The market is empty: Bruno takes nothing");
    Event market = event(EventKind::MarketRefilled);
    market.cards = {kYellow5};
    CHECK(log_line(market, kAna) == "The market gets a yellow 5");
    Event orders = event(EventKind::OrdersRefilled);
    orders.orders = {3};
    CHECK(log_line(orders, kAna) == "New order on the table");
    orders.orders = {3, 4};
    CHECK(log_line(orders, kAna) == "New orders on the table");
    Event rebuilt = event(EventKind::DeckRebuilt);
    rebuilt.count = 12;
    CHECK(log_line(rebuilt, kAna) ==
          "The discard pile (12 cards) is shuffled into a new draw pile");
    // README, "Turn", step 3: the others are told how many cards were drawn, not which.
    Event drew = event(EventKind::Drew, 1);
    drew.count = 1;
    CHECK(log_line(drew, kAna) == "Bruno draws 1 card");
    drew.seat = 0;
    drew.count = 2;
    drew.cards = {kRed3, kYellow5};
    CHECK(log_line(drew, kAna) == "You draw a red 3 and a yellow 5");
    Event discarded = event(EventKind::Discarded, 2);
    discarded.cards = {kGreen4};
    CHECK(log_line(discarded, kAna) == "Chloe discards a green 4");
}

TEST_CASE("README, Turn step 2: a fulfilled order's line names the order and its points, the "
          "cards, the joker and the cards gone to the point stack") {
    Event e = event(EventKind::Fulfilled, 0);
    e.order = 0; // a pair, 1 point (README, "Orders")
    e.cards = {kRed3, kBlue3};
    e.count = 1;
    CHECK(log_line(e, kAna) == "You fulfil Pair (1) with a red 3 and a blue 3, 1 card to the "
                               "point stack");
    e.seat = 1;
    e.order = 6; // the pair of 3s
    e.cards = {kRed3};
    e.joker = true;
    e.count = 0;
    CHECK(log_line(e, kAna) == "Bruno fulfils Pair of 3s (2) with a red 3 and the joker");
    e.cards.clear();
    e.order = 28; // a pair and a run of 3
    e.count = 2;
    CHECK(log_line(e, kAna) ==
          "Bruno fulfils Pair + run of 3 (5) with the joker, 2 cards to the point stack");
}

TEST_CASE("README, Orders: every row of orders has its name") {
    CHECK(order_name(0) == "Pair");
    CHECK(order_name(4) == "Pair of 1s");
    CHECK(order_name(9) == "Two pairs");
    CHECK(order_name(13) == "Three of a kind");
    CHECK(order_name(17) == "Run of 3");
    CHECK(order_name(21) == "Four of a kind");
    CHECK(order_name(30) == "Five of a kind");
    CHECK(order_name(35) == "Run of 5");
    CHECK(order_name(36).empty());
}

TEST_CASE("README, The end: the line says why this round is the last") {
    Event e = event(EventKind::EndTriggered, 1);
    e.count = 7;
    CHECK(log_line(e, kAna) == "Bruno has 7 orders: this round is the last");
    e.seat = 0;
    CHECK(log_line(e, kAna) == "You have 7 orders: this round is the last");
    e.reason = 1;
    CHECK(log_line(e, kAna) == "No order is left: this round is the last");
    e.reason = 2;
    CHECK(log_line(e, kAna) ==
          "A whole round went by with nothing taken or fulfilled: this round is the last");
}

TEST_CASE("README, Scoring: a game won on the point stack after a tie says so in words, and a "
          "shared victory says why it is shared") {
    std::vector<Score> scores(3);
    scores[0].total = scores[1].total = 32;
    scores[0].stack = 8, scores[1].stack = 9;
    scores[2].total = 20;
    CHECK(tie_break(scores, {1}, kAna) ==
          "Bruno tied at 32 with you and won on the point stack: 9 cards against 8.");
    CHECK(tie_break(scores, {1}, table::Voice({"Ana", "Bruno", "Chloe"}, 1)) ==
          "You tied at 32 with Ana and won on the point stack: 9 cards against 8.");
    Event ended = event(EventKind::GameEnded);
    ended.scores = scores;
    ended.winners = {1};
    CHECK_THAT(log_line(ended, kAna),
               Catch::EndsWith("Bruno wins. Bruno tied at 32 with you and won on the point "
                               "stack: 9 cards against 8."));
    scores[1].stack = 8;
    CHECK(tie_break(scores, {0, 1}, kAna) == "Tied at 32 with as many cards in each point stack "
                                             "(8): the victory is shared.");
    scores[1].total = 31;
    CHECK(tie_break(scores, {0}, kAna).empty()); // the points alone decided
}

TEST_CASE("README, Turn: the rules' refusal codes read as the flash shows them, the order named "
          "from its id") {
    auto words = [](const std::string& reason) { return refusal_line(reason); };
    CHECK(words(core::refuse("take_at_most", {3})) == "you may take at most 3 cards");
    CHECK(words("take_must_share") == "the cards you take must share a number or a colour");
    CHECK(words("order_takes_exactly:0,2,3") == "Pair takes exactly 2 cards, not 3");
    CHECK(words("cards_do_not_make:17") == "those cards do not make Run of 3");
    CHECK(words("turn_over_discard:10") == "your turn is over: discard down to 10 cards");
    CHECK(words("discard_only_over:10") == "you discard only when you hold more than 10 cards");
    CHECK(words(core::kNotYourTurn) == "it is not your turn");
    CHECK(words("").empty());
    CHECK(refusal_words({"not_a_check_code", {}}).empty());
}
