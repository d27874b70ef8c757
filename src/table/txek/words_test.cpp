// Txek's words at the table (table/txek/words.h): the log's lines for each event, for the viewer
// ("You ...") and for the others by name, the cards' names and the refusals of the rules, in
// English (the code's own words). Sections cited are those of src/engine/txek/README.md.
#include "table/refusal_words.h"
#include "table/txek/words.h"

#include "engine/core/refusal.h"
#include "engine/txek/txek.h"

#include <catch2/catch.hpp>

using namespace table::txek_words;
using table::Voice;
using txek::Colour;
using txek::Event;
using txek::EventKind;
using txek::Face;
using txek::Kind;

namespace {

// Ana (seat 0) is the viewer, Bruno and Cleo the others.
const Voice kAna({"Ana", "Bruno", "Cleo"}, 0);
const Voice kWatcher({"Ana", "Bruno", "Cleo"}, -1);

Event ev(EventKind k, int seat, int other = -1) {
    Event e{k};
    e.seat = seat;
    e.other = other;
    return e;
}

// A deck of three faces: red 7, black Peek, red Crown.
const std::vector<Face> kFaces = {{Kind::Number, 7, Colour::Red, 7},
                                  {Kind::Peek, 0, Colour::Black, 10},
                                  {Kind::Crown, 0, Colour::Red, 0}};

std::string line(const Event& e, const Voice& say = kAna) {
    return describe(e, say, kFaces);
}

} // namespace

TEST_CASE("txek words (Rules, The cards): a card is named by its colour and number or kind") {
    CHECK(card_name(kFaces[0]) == "red 7");
    CHECK(card_name(kFaces[1]) == "black Peek");
    CHECK(card_name(kFaces[2]) == "red Crown");
    CHECK(card_name({Kind::Number, 10, Colour::Black, 10}) == "black 10");
    CHECK(card_name({Kind::Exchange, 0, Colour::Red, 10}) == "red Exchange");
    CHECK(card_name({Kind::Hand, 0, Colour::Black, 10}) == "black Hand");
    CHECK(card_name({Kind::Down, 0, Colour::Red, 10}) == "red Down");
}

TEST_CASE("txek words (Rules, Playing a round): the viewer is you, the others by name, a card "
          "by its name or as a card when no one saw it") {
    Event d = ev(EventKind::Discarded, 1);
    d.card = 0;
    CHECK(line(d) == "Bruno discarded red 7");
    d.seat = 0;
    CHECK(line(d) == "You discarded red 7");
    d.card = txek::kNoCard;
    CHECK(line(d) == "You discarded a card");
    CHECK(line(ev(EventKind::RoundDealt, 2)) == "Cleo deals five cards each");
    CHECK(line(ev(EventKind::RoundDealt, 0)) == "You deal five cards each");
    CHECK(line(ev(EventKind::Arranged, 0)) == "You arranged the bench");
    CHECK(line(ev(EventKind::RoundStarts, 1)) == "Bruno starts the round");
    CHECK(line(ev(EventKind::Drew, 0)) == "You drew a card");
    Event s = ev(EventKind::Swapped, 1);
    s.index = 2;
    CHECK(line(s) == "Bruno put a hand card on the bench (slot 3)");
    CHECK(line(ev(EventKind::TurnTo, 0)) == "Your turn");
    CHECK(line(ev(EventKind::TurnTo, 2)) == "Cleo's turn");
    CHECK(line(ev(EventKind::Reshuffled, 1)) == "The pile is shuffled into a new draw pile");
    CHECK(line(ev(EventKind::WindowClosed, 1)).empty());
    CHECK(line(ev(EventKind::ActionQueued, 1)).empty());
    // A seat with no name is its number; a spectator sees everyone by name.
    CHECK(describe(ev(EventKind::Drew, 1), Voice({"Ana"}, 0), kFaces) == "Seat 2 drew a card");
    CHECK(line(ev(EventKind::Drew, 0), kWatcher) == "Ana drew a card");
}

TEST_CASE("txek words (Rules, TXEK and Not TXEK): calls, interceptions and a TXEK that takes a "
          "turn (rules 8, 10, 11)") {
    Event i = ev(EventKind::Intercepted, 2);
    i.card = 1;
    CHECK(line(i) == "Cleo intercepted with black Peek");
    i.kind = EventKind::WrongCard;
    i.seat = 0;
    CHECK(line(i) == "You tried to intercept with black Peek: wrong card");
    CHECK(line(ev(EventKind::Txek, 0)) == "TXEK! You call it first");
    CHECK(line(ev(EventKind::Txek, 1)) == "TXEK! Bruno calls it first");
    CHECK(line(ev(EventKind::NotTxek, 1)) == "Bruno called TXEK, but it was not identical");
    CHECK(line(ev(EventKind::TooSlowTxek, 0, 1)) == "You were too slow: Bruno called TXEK first");
    CHECK(line(ev(EventKind::TooSlowTxek, 1, 0)) == "Bruno was too slow: you called TXEK first");
    CHECK(line(ev(EventKind::TooSlowTxek, 1, 2)) == "Bruno was too slow: Cleo called TXEK first");
    CHECK(line(ev(EventKind::TurnTo, 0, 1)) == "TXEK takes Bruno's turn: your turn now");
    CHECK(line(ev(EventKind::TurnTo, 1, 0)) == "TXEK takes your turn: Bruno's turn now");
    CHECK(line(ev(EventKind::TurnTo, 2, 1)) == "TXEK takes Bruno's turn: Cleo's turn now");
}

TEST_CASE("txek words (Rules, Penalties): penalty cards, one waived, a draw out of turn and a "
          "wrong action") {
    CHECK(line(ev(EventKind::Penalty, 0)) == "You take a penalty card");
    CHECK(line(ev(EventKind::Penalty, 2)) == "Cleo takes a penalty card");
    CHECK(line(ev(EventKind::NoPenaltyCard, 0)) == "No card left for a penalty for you");
    CHECK(line(ev(EventKind::NoPenaltyCard, 1)) == "No card left for a penalty for Bruno");
    CHECK(line(ev(EventKind::NotYourTurn, 1)) == "Bruno drew out of turn");
    CHECK(line(ev(EventKind::WrongAction, 0)) == "You made a wrong action");
}

TEST_CASE("txek words (Rules, Action cards): Peek, Exchange, Hand and Down, played or skipped "
          "(rules 7, 12)") {
    Event p = ev(EventKind::Peeked, 0, 0);
    CHECK(line(p) == "You peek at one of your own cards");
    p.seat = p.other = 1;
    CHECK(line(p) == "Bruno peeks at one of their own cards");
    CHECK(line(ev(EventKind::Peeked, 0, 2)) == "You peek at one of Cleo's cards");
    CHECK(line(ev(EventKind::Peeked, 2, 0)) == "Cleo peeks at one of your cards");
    CHECK(line(ev(EventKind::Peeked, 2, 1)) == "Cleo peeks at one of Bruno's cards");
    Event x = ev(EventKind::Exchanged, 0, 1);
    x.other_index = 0;
    CHECK(line(x) == "You exchange a card with Bruno's bench (slot 1)");
    x.seat = 1;
    x.other = 0;
    CHECK(line(x) == "Bruno exchanges a card with your bench (slot 1)");
    x.other = 2;
    CHECK(line(x) == "Bruno exchanges a card with Cleo's bench (slot 1)");
    CHECK(line(ev(EventKind::HandGiven, 0, 2)) == "You make Cleo draw a card");
    CHECK(line(ev(EventKind::HandGiven, 2, 0)) == "Cleo makes you draw a card");
    CHECK(line(ev(EventKind::HandGiven, 2, 1)) == "Cleo makes Bruno draw a card");
    CHECK(line(ev(EventKind::WentDown, 0)) == "You play Down");
    CHECK(line(ev(EventKind::WentDown, 1)) == "Bruno plays Down");
    Event k = ev(EventKind::ActionSkipped, 1);
    k.card = 1;
    CHECK(line(k) == "Bruno does not use black Peek");
    k.seat = 0;
    CHECK(line(k) == "You do not use black Peek");
}

TEST_CASE("txek words (Rules, Ending a round): going out, Double-TXEK, an exhausted deck and "
          "the end of the game (rules 13, 14)") {
    CHECK(line(ev(EventKind::WentOut, 0)) == "You played the last card!");
    CHECK(line(ev(EventKind::WentOut, 2)) == "Cleo played the last card!");
    CHECK(line(ev(EventKind::DoubleTxekCalled, 0)) == "You call DOUBLE-TXEK!");
    CHECK(line(ev(EventKind::DoubleTxekCalled, 1)) == "Bruno calls DOUBLE-TXEK!");
    CHECK(line(ev(EventKind::DoubleTxekEnds, 1)) == "The Double-TXEK of Bruno is decided");
    CHECK(line(ev(EventKind::DoubleTxekEnds, 0)) == "Your Double-TXEK is decided");
    CHECK(line(ev(EventKind::RoundEnded, -1)) == "The round is over");
    CHECK(line(ev(EventKind::DeckExhausted, -1)) == "No card left to draw: the round ends");
    CHECK(line(ev(EventKind::GameEnded, 0)) == "You win the game");
    CHECK(line(ev(EventKind::GameEnded, 2)) == "Cleo wins the game");
}

TEST_CASE("txek words (The seam): a refusal travels as a code and reads as the flash shows it") {
    const auto words = [](const std::string& why) {
        return table::refusal_text(why, refusal_words);
    };
    CHECK(words(core::refuse("txek_too_late")) == "too late: that card is no longer open for TXEK");
    CHECK(words(core::refuse("bench_arranged")) == "your bench is arranged already (rule 2)");
    CHECK(words(core::refuse("double_too_many_cards")) ==
          "Double-TXEK needs 4 cards or fewer in your game (rule 14)");
    CHECK(words(core::refuse("no_action_waiting")) ==
          "no action card of yours is waiting (rule 12: in discard order)");
    // The codes every game shares are worded by the table.
    CHECK(words(core::kGameOver) == "the game is over");
    CHECK(refusal_words({"game_over", {}}).empty());

    // The rules refuse with the code: a second arrangement of the bench (rule 2).
    core::Setup setup;
    setup.seats = {core::SeatKind::Human, core::SeatKind::Human};
    auto game = txek::new_game(setup, 7);
    REQUIRE(game);
    txek::State s = game.value();
    REQUIRE(txek::apply(s, 0, txek::Action::arrange(0, 1, 2, 0)).ok);
    const txek::Outcome again = txek::apply(s, 0, txek::Action::arrange(0, 1, 2, 0));
    CHECK_FALSE(again.ok);
    CHECK(again.rejection == "bench_arranged");
    CHECK(words(again.rejection) == "your bench is arranged already (rule 2)");
}

TEST_CASE("txek words (The seam): every refusal code of the rules has its words") {
    for (const char* code : {"round_not_over",
                             "no_open_window",
                             "table_moves_only",
                             "arrange_at_round_start",
                             "bench_arranged",
                             "choose_three_of_five",
                             "choose_different_cards",
                             "look_at_bench_card",
                             "drawn_already",
                             "wait_for_window",
                             "wait_for_actions",
                             "discard_after_drawing",
                             "swap_after_drawing",
                             "no_such_hand_card",
                             "no_bench_card",
                             "discard_before_intercepting",
                             "nothing_to_intercept",
                             "no_card_there",
                             "txek_too_late",
                             "no_double_for_beginners",
                             "double_called_already",
                             "double_at_turn_end",
                             "double_too_many_cards",
                             "no_such_bench_place",
                             "no_such_place",
                             "no_such_player",
                             "card_has_no_action",
                             "no_action_waiting",
                             "not_in_play",
                             "round_ending",
                             "not_a_player_move"}) {
        INFO(code);
        CHECK_FALSE(refusal_words({code, {}}).empty());
    }
}
