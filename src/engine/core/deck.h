// Cards and decks as every game sees them: numbered physical cards, shuffled with our own Rng
// and dealt one at a time, so a seed gives the same hands everywhere.
#pragma once

#include "engine/core/rng.h"

#include <cstddef>
#include <cstdint>
#include <vector>

namespace core {

// One physical card of a game's deck, 0..size-1; what it shows is the game's data.
using CardId = std::uint16_t;

struct Deck {
    std::vector<CardId> cards; // the top of the deck is back(), so drawing is a pop_back

    bool empty() const { return cards.empty(); }
    std::size_t size() const { return cards.size(); }
    // Removes and returns the top card. Precondition: !empty().
    CardId draw();
    void put_on_top(CardId c) { cards.push_back(c); }
};

// Cards 0..n-1 with card 0 at the bottom (so n-1 is drawn first). n <= 65536.
Deck ordered_deck(std::size_t n);
// ordered_deck(n) then rng.shuffle: the order every game's seeded deal starts from.
Deck shuffled_deck(std::size_t n, Rng& rng);

// Deals one card at a time from the top to first_seat, first_seat+1, ... (mod players), `each`
// rounds, as at a real table; the result is indexed by seat, each hand in the order received.
// Preconditions: players >= 1, 0 <= first_seat < players, each >= 0,
// deck.size() >= players * each.
std::vector<std::vector<CardId>> deal_one_by_one(Deck& deck, int players, int each, int first_seat);

} // namespace core
