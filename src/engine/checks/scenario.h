// Helpers for Checks rule scenarios: a stacked deal by card codes, and a hand-built position
// mid-game (for rules that only show late in a game, like an exhausted deck).
#pragma once
#include "engine/checks/checks.h"

#include <map>
#include <stdexcept>
#include <string>
#include <vector>

namespace checks::scenario {

inline CardId C(const std::string& code) {
    auto c = card_from_code(code);
    if (!c) throw std::invalid_argument("no card " + code);
    return *c;
}

inline std::vector<CardId> cards(std::initializer_list<const char*> codes) {
    std::vector<CardId> r;
    for (const char* c : codes) r.push_back(C(c));
    return r;
}

// A stacked deal: the non-dealer's and the dealer's half-tricks (t = 0..5, left to right), the six
// upcards, and the deck from the top. Positions not given get the unused cards in id order.
struct Deal {
    std::map<int, std::vector<CardId>> opponent, dealer;
    std::vector<CardId> upcards; // up to 6, left to right
    std::vector<CardId> deck;    // from the top

    std::vector<CardId> top_first() const {
        std::vector<CardId> order(kDeckSize, kNoCard);
        auto put = [&](int at, const std::vector<CardId>& cs) {
            for (std::size_t k = 0; k < cs.size(); ++k) order[at + int(k)] = cs[k];
        };
        for (auto& [t, cs] : opponent) put(6 * t, cs);
        for (auto& [t, cs] : dealer) put(6 * t + 3, cs);
        put(36, upcards);
        put(42, deck);
        std::vector<bool> used(kDeckSize, false);
        for (CardId c : order)
            if (c != kNoCard) {
                if (used[c]) throw std::invalid_argument("card used twice: " + card_code(c));
                used[c] = true;
            }
        int next = 0;
        for (CardId& c : order) {
            if (c != kNoCard) continue;
            while (used[next]) ++next;
            c = CardId(next);
            used[next] = true;
        }
        return order;
    }
};

// Two people, dealer = seat 1 so seat 0 (the non-dealer) plays first.
inline State deal(const Deal& d, int dealer = 1) {
    core::Setup setup;
    setup.seats = {core::SeatKind::Human, core::SeatKind::Human};
    auto s = new_game_stacked(setup, 7, dealer, d.top_first());
    if (!s) throw std::runtime_error(s.error());
    return s.value();
}

// A position late in a game: given hands, rows still down, piles and deck; every other card is
// already among seat 0's Checks so the cards stay conserved.
struct Position {
    std::vector<CardId> hand0, hand1;
    std::vector<std::vector<CardId>> row0, row1; // half-tricks still face down, in order
    std::array<std::vector<CardId>, kSlots> piles;
    std::vector<CardId> deck; // from the top
    int current = 0;
};

inline State position(const Position& p) {
    State s;
    s.setup.seats = {core::SeatKind::Human, core::SeatKind::Human};
    s.known_by.assign(kDeckSize, 0);
    s.game = 1;
    s.dealer = 1;
    s.current = p.current;
    s.piles = p.piles;
    std::vector<bool> used(kDeckSize, false);
    auto mark = [&](const std::vector<CardId>& cs, std::uint8_t known) {
        for (CardId c : cs) {
            used[c] = true;
            s.known_by[c] = known;
        }
    };
    s.seats[0].hand = p.hand0;
    s.seats[1].hand = p.hand1;
    mark(p.hand0, 1);
    mark(p.hand1, 2);
    for (int who = 0; who < 2; ++who) {
        const auto& rows = who == 0 ? p.row0 : p.row1;
        Player& pl = s.seats[who];
        pl.next_trick = kTricks - int(rows.size());
        for (std::size_t t = 0; t < rows.size(); ++t) {
            pl.row[pl.next_trick + int(t)] = rows[t];
            mark(rows[t], 0);
        }
    }
    for (const auto& pile : p.piles) mark(pile, 3);
    s.deck.cards.assign(p.deck.rbegin(), p.deck.rend());
    mark(p.deck, 0);
    for (int c = 0; c < kDeckSize; ++c)
        if (!used[c]) {
            s.seats[0].won.push_back(CardId(c));
            s.known_by[c] = 3;
        }
    return s;
}

} // namespace checks::scenario
