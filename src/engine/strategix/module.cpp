// Strategix in the game module (engine/typed_match.h): the traits TypedMatch<Game> runs on.
#include "engine/strategix/module.h"

#include "engine/strategix/wire.h"

#include <algorithm>

namespace strategix {

games::Facts Game::make_facts() {
    games::Facts f;
    f.id = "strategix";
    f.name = "Strategix";
    f.author = "Christine Larquetout";
    f.min_players = kMinPlayers;
    f.max_players = kMaxPlayers;
    f.variants = {{kVariantAbcd, "ABCD cards"}};
    f.row_word = "hand";
    f.whole_word = "game";
    f.max_people = kMaxPlayers; // turn-based: people share one device, with the cover
    return f;
}

std::optional<Game::Intent> Game::table_timer(const State& s, const games::MatchOptions& o) {
    if (s.phase == Phase::HandOver && o.auto_next) return Intent{Action::next_hand(), o.pause_ms};
    return std::nullopt;
}

std::vector<double> Game::scores(const State& s) {
    std::vector<double> totals;
    for (const Seat& seat : s.seats) totals.push_back(seat.total);
    return totals;
}

std::optional<std::pair<int, Game::Action>> Game::random_action(const State& s, core::Rng& rng) {
    if (s.phase == Phase::GameOver) return std::nullopt;
    const int seat = s.phase == Phase::HandOver ? int(core::kTableSeat) : s.current;
    const std::vector<Action> l = strategix::legal(s, seat);
    if (l.empty()) return std::nullopt;
    return std::make_pair(seat, l[rng.below(std::uint32_t(l.size()))]);
}

std::vector<core::CardId> Game::unknown_cards(const State& s, int seat) {
    std::vector<bool> known(std::size_t(kDeckSizeAbcd), false);
    auto see = [&](CardId c) {
        if (c < known.size()) known[c] = true;
    };
    for (CardId c : s.discards) see(c); // every card played this hand is public
    if (seat >= 0 && seat < s.players())
        for (CardId c : s.seats[std::size_t(seat)].hand) see(c);
    // The exchange's two players each know both cards and where they went (README, "Exchange").
    if (s.exchange && (seat == s.exchange->luckylix || seat == s.exchange->badluckix)) {
        see(s.exchange->given);
        see(s.exchange->returned);
    }
    // The hand of the player to move stays where it is: its next play tells everyone which
    // letters it lacks (README, Stars: stars cover only the letters a hand lacks, and the lowest
    // card of a letter goes first) and its pass whether it could have played (README, Passing),
    // which a blind shuffle of its cards would contradict. The other hands and the cards out of
    // the hand are still shuffled (typed_match.h, hidden_twin).
    if (s.phase == Phase::Play && s.current >= 0 && s.current < s.players())
        for (CardId c : s.seats[std::size_t(s.current)].hand) see(c);
    std::vector<core::CardId> ids;
    for (CardId c : deck_cards(s.setup.variant))
        if (!known[c]) ids.push_back(c);
    return ids;
}

void Game::relabel(State& s, const std::vector<CardId>& from, const std::vector<CardId>& to) {
    std::vector<CardId> map(static_cast<std::size_t>(kDeckSizeAbcd));
    for (std::size_t c = 0; c < map.size(); ++c) map[c] = CardId(c);
    for (std::size_t i = 0; i < from.size(); ++i) map[from[i]] = to[i];
    auto move = [&](CardId& c) {
        if (c < map.size()) c = map[c];
    };
    auto move_all = [&](std::vector<CardId>& cards) {
        for (CardId& c : cards) move(c);
    };
    for (Seat& seat : s.seats) {
        move_all(seat.hand);
        // A hand stays sorted as the rules keep it (strategix.h, Seat::hand).
        std::sort(seat.hand.begin(), seat.hand.end(), [](CardId a, CardId b) {
            return std::make_pair(card_value(a), a) < std::make_pair(card_value(b), b);
        });
    }
    move_all(s.removed);
    move_all(s.undealt);
    move_all(s.discards);
    if (s.standing) move_all(s.standing->cards);
    for (Played& p : s.trick) move_all(p.cards);
    if (s.exchange) {
        move(s.exchange->given);
        move(s.exchange->returned);
    }
}

const games::Module& module() {
    return games::module_of<Game>();
}

} // namespace strategix
