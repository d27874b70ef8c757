// Tschak! in the game module (engine/typed_match.h): the traits TypedMatch<Game> runs on.
#include "engine/tschak/module.h"

#include "engine/tschak/record.h"
#include "engine/tschak/wire.h"

#include <algorithm>
#include <map>

namespace tschak {

const games::Facts& Game::facts() {
    static const games::Facts f = [] {
        games::Facts f;
        f.id = "tschak";
        f.name = "Tschak!";
        f.blurb = "Explore four keeps floor by floor: everyone picks adventurers in secret and all "
                  "reveal at once; the weakest team meets the monster, the strongest takes the "
                  "treasure. 2 to 4 players.";
        f.min_players = kMinPlayers;
        f.max_players = kMaxPlayers;
        f.row_word = "keep";
        f.whole_word = "game";
        f.max_people = kMaxPlayers; // each chooses behind the pass-the-device cover
        f.simultaneous = true;      // README, "Secret choices"
        return f;
    }();
    return f;
}

core::Expected<Game::State> Game::deal(const core::Setup& setup, std::uint64_t seed) {
    return new_game(setup, seed);
}

std::vector<Game::Action> Game::legal(const State& s, int seat) {
    return tschak::legal(s, seat);
}

Outcome Game::apply(State& s, int seat, const Action& a) {
    return tschak::apply(s, seat, a);
}

Game::View Game::view(const State& s, int seat) {
    return tschak::view(s, seat);
}

nlohmann::json Game::view_json(const View& v) {
    return view_to_json(v);
}

core::Expected<Game::View> Game::view_from_json(const nlohmann::json& j) {
    return tschak::view_from_json(j);
}

std::optional<nlohmann::json> Game::event_json(const Event& e, int seat) {
    return tschak::event_to_json(event_for(e, seat));
}

nlohmann::json Game::event_to_json(const Event& e) {
    return tschak::event_to_json(e);
}

core::Expected<Game::Event> Game::event_from_json(const nlohmann::json& j) {
    return tschak::event_from_json(j);
}

std::optional<Game::Action> Game::parse_text(const State&, const std::string& text) {
    auto a = parse_action(text);
    if (!a) return std::nullopt;
    return a.value();
}

std::optional<Game::Intent> Game::table_timer(const State&, const games::MatchOptions&) {
    return std::nullopt;
}

bool Game::over(const State& s) {
    return s.phase == Phase::GameOver;
}

std::vector<nlohmann::json> Game::result_rows(const State& s) {
    std::vector<nlohmann::json> rows;
    for (const KeepResult& r : results_of(s)) rows.push_back(result_to_json(r));
    return rows;
}

std::vector<double> Game::scores(const State& s) {
    std::vector<double> totals;
    for (const Seat& seat : s.seats) totals.push_back(score_of(seat, s.players()).total);
    return totals;
}

std::vector<int> Game::winners(const State& s) {
    return s.winners;
}

std::unique_ptr<Game::Bot> Game::make_bot(core::SeatKind level, std::uint64_t seed) {
    return tschak::make_bot(level, seed);
}

std::string Game::broken_invariant(const State& s) {
    std::string why;
    return cards_conserved(s, &why) ? std::string() : why;
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

core::Expected<games::TypedReplay<Game::State>> Game::replay_record(const std::string& text) {
    using E = core::Expected<games::TypedReplay<State>>;
    auto record = parse_record(text);
    if (!record) return E::fail(record.error());
    auto result = replay(record.value());
    if (!result) return E::fail(result.error());
    ReplayResult& r = result.value();
    nlohmann::json summary = state_json(r.state);
    return E::ok({std::move(r.state), std::move(summary), r.applied, std::move(r.stopped)});
}

// Everything a state holds besides setup, seed, generator and log (TypedMatch adds those), every
// card by id.
nlohmann::json Game::fingerprint(const State& s) {
    return state_ids_json(s);
}

const games::Module& module() {
    return games::module_of<Game>();
}

} // namespace tschak
