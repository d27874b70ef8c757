// Deck basics: ordered and shuffled decks, drawing, dealing round the table.
#include "engine/core/deck.h"

#include <cassert>

namespace core {

CardId Deck::draw() {
    assert(!cards.empty() && "draw() from an empty deck");
    const CardId top = cards.back();
    cards.pop_back();
    return top;
}

Deck ordered_deck(std::size_t n) {
    assert(n <= 65536 && "CardId is 16 bits");
    Deck deck;
    deck.cards.reserve(n);
    for (std::size_t i = 0; i < n; ++i) deck.cards.push_back(static_cast<CardId>(i));
    return deck;
}

Deck shuffled_deck(std::size_t n, Rng& rng) {
    Deck deck = ordered_deck(n);
    rng.shuffle(deck.cards);
    return deck;
}

std::vector<std::vector<CardId>> deal_one_by_one(Deck& deck, int players, int each,
                                                 int first_seat) {
    assert(players >= 1 && each >= 0);
    assert(first_seat >= 0 && first_seat < players);
    assert(deck.size() >= static_cast<std::size_t>(players) * static_cast<std::size_t>(each));
    std::vector<std::vector<CardId>> hands(static_cast<std::size_t>(players));
    for (auto& hand : hands) hand.reserve(static_cast<std::size_t>(each));
    for (int round = 0; round < each; ++round) {
        for (int k = 0; k < players; ++k) {
            const int seat = (first_seat + k) % players;
            hands[static_cast<std::size_t>(seat)].push_back(deck.draw());
        }
    }
    return hands;
}

} // namespace core
