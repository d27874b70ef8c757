// Tests for deck basics: top-of-deck convention, dealing order round the table, conservation.
#include "engine/core/deck.h"

#include <catch2/catch.hpp>

#include <vector>

using core::CardId;
using core::Deck;

TEST_CASE("deck: an ordered deck has card 0 at the bottom and draws n-1 first") {
    Deck deck = core::ordered_deck(5);
    CHECK(deck.size() == 5);
    CHECK(deck.cards == std::vector<CardId>{0, 1, 2, 3, 4});
    CHECK(deck.draw() == 4);
    CHECK(deck.draw() == 3);
    deck.put_on_top(9);
    CHECK(deck.draw() == 9);
    CHECK(deck.size() == 3);
    CHECK(core::ordered_deck(0).empty());
}

TEST_CASE("deck: a shuffled deck is ordered_deck then Rng::shuffle with the same seed") {
    core::Rng a(2024), b(2024);
    Deck shuffled = core::shuffled_deck(60, a);
    std::vector<CardId> expected = core::ordered_deck(60).cards;
    b.shuffle(expected);
    CHECK(shuffled.cards == expected);
    CHECK(a == b);
    // Golden, from rng_reference.py (seed 2024, shuffle of 0..59): the top card is the last one.
    CHECK(shuffled.cards.front() == 16);
    CHECK(shuffled.cards.back() == 34);
}

TEST_CASE("deck: deal_one_by_one gives one card at a time starting at first_seat") {
    Deck deck = core::ordered_deck(10); // draws 9, 8, 7, ...
    auto hands = core::deal_one_by_one(deck, 3, 2, 1);
    REQUIRE(hands.size() == 3);
    // Round 1: seat 1 gets 9, seat 2 gets 8, seat 0 gets 7; round 2: 6, 5, 4.
    CHECK(hands[1] == std::vector<CardId>{9, 6});
    CHECK(hands[2] == std::vector<CardId>{8, 5});
    CHECK(hands[0] == std::vector<CardId>{7, 4});
    CHECK(deck.cards == std::vector<CardId>{0, 1, 2, 3});
}

TEST_CASE("deck: dealing gives every seat `each` cards and leaves the rest in the deck") {
    Deck deck = core::ordered_deck(52);
    auto hands = core::deal_one_by_one(deck, 4, 13, 0);
    for (const auto& hand : hands) CHECK(hand.size() == 13);
    CHECK(deck.empty());

    Deck small = core::ordered_deck(7);
    auto none = core::deal_one_by_one(small, 5, 0, 4);
    CHECK(none.size() == 5);
    for (const auto& hand : none) CHECK(hand.empty());
    CHECK(small.size() == 7);
}

TEST_CASE("deck: a seeded deal conserves cards, every id exactly once in hands plus rest") {
    for (std::uint64_t seed : {0u, 1u, 77u}) {
        core::Rng rng(seed);
        Deck deck = core::shuffled_deck(60, rng);
        auto hands = core::deal_one_by_one(deck, 6, 7, 3);
        std::vector<int> seen(60, 0);
        for (const auto& hand : hands) {
            CHECK(hand.size() == 7);
            for (CardId c : hand) ++seen.at(c);
        }
        for (CardId c : deck.cards) ++seen.at(c);
        CHECK(deck.size() == 60 - 42);
        for (int count : seen) REQUIRE(count == 1);
    }
}
