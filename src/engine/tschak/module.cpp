// Tschak! in the game module (engine/typed_match.h): the traits TypedMatch<Game> runs on.
#include "engine/tschak/module.h"

#include "engine/tschak/wire.h"

#include <algorithm>
#include <map>

namespace tschak {

games::Facts Game::make_facts() {
    games::Facts f;
    f.id = "tschak";
    f.name = "Tschak!";
    f.author = "Dominique Ehrhard";
    f.min_players = kMinPlayers;
    f.max_players = kMaxPlayers;
    f.row_word = "keep";
    f.whole_word = "game";
    f.max_people = kMaxPlayers; // each chooses behind the pass-the-device cover
    f.simultaneous = true;      // README, "Secret choices"
    return f;
}

std::vector<double> Game::scores(const State& s) {
    std::vector<double> totals;
    for (const Seat& seat : s.seats) totals.push_back(score_of(seat, s.players()).total);
    return totals;
}

// README, "Secret choices": the seats still to choose act in any order, so a playout picks one
// of them at random, then one of its legal choices.
std::optional<std::pair<int, Game::Action>> Game::random_action(const State& s, core::Rng& rng) {
    const std::vector<int> waiting = waiting_for(s);
    if (waiting.empty()) return std::nullopt;
    const int seat = waiting[rng.below(std::uint32_t(waiting.size()))];
    const std::vector<Action> l = tschak::legal(s, seat);
    if (l.empty()) return std::nullopt;
    return std::make_pair(seat, l[rng.below(std::uint32_t(l.size()))]);
}

namespace {

// Every adventurer anyone has seen revealed: on a floor's teams, this keep's and earlier keeps',
// and the last cards of every loot. A revealed card's place is known to all who remember.
std::vector<bool> revealed_cards(const State& s) {
    std::vector<bool> shown(kAdventurers, false);
    auto mark = [&](const std::vector<CardId>& cards) {
        for (CardId c : cards)
            if (c < kAdventurers) shown[c] = true;
    };
    for (const FloorResult& r : s.floors)
        for (const auto& team : r.teams) mark(team);
    for (const LootResult& l : s.loots) mark(l.last_cards);
    for (const Seat& seat : s.seats) mark(seat.team);
    for (const auto& used : s.used) mark(used);
    return shown;
}

} // namespace

// The cards never revealed in the boards' hands and in the hands of the other seats that have
// chosen this step: their committed choices are among them until the reveal. The hands of the
// seats still to choose stay where they are, as every game keeps the hand of the player to move
// (its next choice names cards of that hand). A card that was revealed once is left where it is
// too, since a player who remembers knows where it went (hands pass whole, README, "Passing");
// the conformance suite's simultaneous-choice check covers the choices made from such cards.
std::vector<core::CardId> Game::unknown_cards(const State& s, int seat) {
    const std::vector<bool> shown = revealed_cards(s);
    std::vector<bool> kept(kHands, false);
    if (seat >= 0 && seat < s.players()) kept[std::size_t(s.position_of(seat))] = true;
    for (int p : waiting_for(s)) kept[std::size_t(s.position_of(p))] = true;
    std::vector<core::CardId> ids;
    for (int p = 0; p < kHands; ++p) {
        if (kept[std::size_t(p)]) continue;
        for (CardId c : s.hands[std::size_t(p)])
            if (!shown[c]) ids.push_back(c);
    }
    return ids;
}

void Game::relabel(State& s, const std::vector<CardId>& from, const std::vector<CardId>& to) {
    std::map<CardId, CardId> image;
    for (std::size_t i = 0; i < from.size() && i < to.size(); ++i) image[from[i]] = to[i];
    auto move = [&](CardId& c) {
        auto it = image.find(c);
        if (it != image.end()) c = it->second;
    };
    auto move_all = [&](std::vector<CardId>& cards) {
        std::for_each(cards.begin(), cards.end(), move);
    };
    for (auto& hand : s.hands) {
        move_all(hand);
        std::sort(hand.begin(), hand.end()); // hands stay sorted (rules.cpp, sort_cards)
    }
    for (Seat& seat : s.seats) {
        move_all(seat.team);
        move_all(seat.chosen);
        std::sort(seat.chosen.begin(), seat.chosen.end()); // Action::choose keeps them ascending
    }
    for (auto& used : s.used) move_all(used);
    for (FloorResult& r : s.floors)
        for (auto& team : r.teams) move_all(team);
    for (LootResult& l : s.loots) move_all(l.last_cards);
}

const games::Module& module() {
    return games::module_of<Game>();
}

} // namespace tschak
