// Strategix in the game module: the traits games::TypedMatch runs on (engine/typed_match.h lists
// what each one means and which come by default). Only the registry (engine/games.cpp) and
// strategix's own folders use this.
#pragma once
#include "engine/game_traits.h"
#include "engine/strategix/record.h"
#include "engine/strategix/strategix.h"
#include "engine/strategix/wire.h"
#include "engine/typed_match.h"

namespace strategix {

// What `seat` is told of an event: the exchange's cards only to its two players (event_for,
// found by default). The fingerprint is the record's summary (state_json), the default.
struct Game : games::Traits<Game, State, Action, View, Event> {
    static games::Facts make_facts();

    // With nobody at the screen the next hand is dealt after a pause.
    static std::optional<Intent> table_timer(const State& s, const games::MatchOptions& o);

    static bool over(const State& s) { return s.phase == Phase::GameOver; }
    // One row a finished hand (wire.h, hand_to_json).
    static std::vector<nlohmann::json> result_rows(const State& s) {
        return games::rows_of(s.results, &hand_to_json);
    }
    // Each seat's points over the hands played.
    static std::vector<double> scores(const State& s);

    // A random legal move of the player to move (the table's next deal once a hand is over).
    static std::optional<std::pair<int, Action>> random_action(const State& s, core::Rng& rng);

    // Cards the seat has not seen where they lie: the others' hands and the cards out of the
    // hand, except the exchange's two cards for its two players.
    static std::vector<core::CardId> unknown_cards(const State& s, int seat);
    static void relabel(State& s, const std::vector<CardId>& from, const std::vector<CardId>& to);
};

// A Strategix match in time, typed: the game's own tests and tools use it.
using Match = games::TypedMatch<Game>;

const games::Module& module();

} // namespace strategix
