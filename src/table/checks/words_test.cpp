// Checks in words (words.h): the log's line for each event, the viewer as "you", the cards'
// names, and the words of each refusal code of the rules, in English (the tests' language).
#include "table/checks/words.h"
#include "table/refusal_words.h"

#include <catch2/catch.hpp>

using namespace checks;
using namespace table::checks_words;
using table::Voice;

namespace {

CardId card(const char* code) {
    return card_from_code(code).value();
}

Event event(EventKind kind, int seat = -1, int index = -1) {
    Event e;
    e.kind = kind;
    e.seat = seat;
    e.index = index;
    return e;
}

// Ana is seat 0 and at the screen; Bo is seat 1.
const Voice ana_here({"Ana", "Bo"}, 0);

} // namespace

TEST_CASE("checks log (README, The deal, Picking up half-tricks): the deal and each half-trick "
          "picked up, piles and half-tricks numbered from 1") {
    CHECK(describe(event(EventKind::GameDealt, 1), ana_here) == "Bo dealt");
    CHECK(describe(event(EventKind::GameDealt, 0), ana_here) == "You dealt");
    CHECK(describe(event(EventKind::PickedUp, 0, 0), ana_here) == "You picked up half-trick 1");
    CHECK(describe(event(EventKind::PickedUp, 1, 5), ana_here) == "Bo picked up half-trick 6");
}

TEST_CASE("checks log (README, A turn: cash or play): a cash shows the hand that proved the "
          "total, a play names the card") {
    Event cash = event(EventKind::Cashed, 0, 1);
    cash.cards = {card("5H"), card("8S"), card("9D")};
    cash.count = 4;
    CHECK(describe(cash, ana_here) == "You cashed pile 2 with 5H 8S 9D: 4 Checks");
    cash.seat = 1;
    cash.cards = {card("10C"), card("QD")};
    cash.count = 7;
    CHECK(describe(cash, ana_here) == "Bo cashed pile 2 with 10C QD: 7 Checks");

    Event play = event(EventKind::Played, 1, 0);
    play.card = card("AS");
    CHECK(describe(play, ana_here) == "Bo played Ace of spades onto pile 1");
    play.seat = 0;
    play.index = 5;
    play.card = card("10H");
    CHECK(describe(play, ana_here) == "You played 10 of hearts onto pile 6");
}

TEST_CASE("checks log (README, Refilling the piles): the card turned up, or the slot left empty") {
    Event refill = event(EventKind::Refilled, 0, 2);
    refill.card = card("KC");
    CHECK(describe(refill, ana_here) == "King of clubs turned up on pile 3");
    CHECK(describe(event(EventKind::SlotEmpty, 0, 3), ana_here) ==
          "Pile 4 stays empty: the deck is gone");
}

TEST_CASE("checks log (README, The end of a game): out of cards, no pile left, the winner or a "
          "draw") {
    CHECK(describe(event(EventKind::WentOut, 0), ana_here) == "You are out of cards");
    CHECK(describe(event(EventKind::WentOut, 1), ana_here) == "Bo is out of cards");
    CHECK(describe(event(EventKind::Stuck, 0), ana_here) ==
          "No pile left to play onto: the game stops");
    CHECK(describe(event(EventKind::GameEnded, -1), ana_here) == "The game is a draw");
    CHECK(describe(event(EventKind::GameEnded, 0), ana_here) == "You win the game");
    CHECK(describe(event(EventKind::GameEnded, 1), ana_here) == "Bo wins the game");
}

TEST_CASE("checks log (README, The seam): a spectator reads every seat by name, a seat with no "
          "name by its number") {
    const Voice watching({"Ana", "Bo"}, -1);
    CHECK(describe(event(EventKind::GameDealt, 0), watching) == "Ana dealt");
    CHECK(describe(event(EventKind::GameEnded, 0), watching) == "Ana wins the game");
    const Voice unnamed({"", ""}, -1);
    CHECK(describe(event(EventKind::WentOut, 1), unnamed) == "Seat 2 is out of cards");
}

TEST_CASE("checks cards (README, Cards and values): names and short names of aces, number cards "
          "and faces") {
    CHECK(card_name(card("AS")) == "Ace of spades");
    CHECK(card_name(card("10H")) == "10 of hearts");
    CHECK(card_name(card("2D")) == "2 of diamonds");
    CHECK(card_name(card("JD")) == "Jack of diamonds");
    CHECK(card_name(card("QC")) == "Queen of clubs");
    CHECK(card_name(card("KH")) == "King of hearts");
    CHECK(card_name(kNoCard) == "an unknown card");
    // In English the short name is the record's card code.
    for (int c = 0; c < kDeckSize; ++c) CHECK(card_short(CardId(c)) == card_code(CardId(c)));
}

TEST_CASE("checks refusals (README, A turn: cash or play, The next deal and the match): each code "
          "in words as the flash shows them") {
    const auto words = [](const std::string& reason) {
        return table::refusal_text(reason, refusal_words);
    };
    CHECK(words(core::refuse(kOnlyTableDeals)) == "only the table deals the next game");
    CHECK(words(core::refuse(kGameNotOver)) == "the game is still being played");
    CHECK(words(core::refuse(kNoPileToCash)) == "there is no pile there to cash");
    CHECK(words(core::refuse(kTotalNotUpcard, {9, 1})) ==
          "your Point Total is 9, the upcard is worth 1");
    CHECK(words(core::refuse(kNoCardThere)) == "you have no card there");
    CHECK(words(core::refuse(kSlotEmpty)) ==
          "that slot is empty: cards are played onto a pile's upcard");
    // The codes every game shares are worded by the table's shared words.
    CHECK(refusal_words(*core::read_refusal(core::refuse(core::kNotYourTurn))).empty());
    CHECK(words(core::refuse(core::kNotYourTurn)) == "it is not your turn");
    CHECK(words(core::refuse(core::kGameOver)) == "the game is over");
}

TEST_CASE("checks refusals (README, A turn: cash or play): a refused move in the engine reads as "
          "the same words") {
    core::Setup setup;
    setup.seats = {core::SeatKind::Human, core::SeatKind::Human};
    State s = new_game(setup, 7).value();
    const int other = State::other(s.current);
    const auto refused = apply(s, other, Action::play(0, 0));
    REQUIRE_FALSE(refused.ok);
    CHECK(table::refusal_text(refused.rejection, refusal_words) == "it is not your turn");
    const auto no_card = apply(s, s.current, Action::play(7, 0));
    REQUIRE(core::read_refusal(no_card.rejection));
    CHECK(refusal_words(*core::read_refusal(no_card.rejection)) == "you have no card there");
}
