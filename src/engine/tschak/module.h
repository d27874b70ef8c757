// Tschak! in the game module: the traits games::TypedMatch runs on (engine/typed_match.h lists
// what each one means and which come by default). Only the registry (engine/games.cpp) and
// Tschak!'s own folders use this.
// Tschak! is the first game whose seats choose at the same moment (Facts::simultaneous): every
// seat still to choose this step has legal actions at once, and what one commits stays out of
// every other seat's view and events until the reveal (README, "Secret choices").
#pragma once
#include "engine/game_traits.h"
#include "engine/tschak/record.h"
#include "engine/tschak/tschak.h"
#include "engine/tschak/wire.h"
#include "engine/typed_match.h"

namespace tschak {

// What `seat` is told of an event: a choice's cards only to the one who chose (event_for, found
// by default). No timed table action: the reveal comes with the last choice.
struct Game : games::Traits<Game, State, Action, View, Event> {
    static games::Facts make_facts();

    // Every card by id.
    static constexpr auto fingerprint = &state_ids_json;

    static bool over(const State& s) { return s.phase == Phase::GameOver; }
    // One row a keep that has ended (wire.h, KeepResult); the fourth is final.
    static std::vector<nlohmann::json> result_rows(const State& s) {
        return games::rows_of(results_of(s), &result_to_json);
    }
    // Each seat's total (README, "Scoring") as if scored now.
    static std::vector<double> scores(const State& s);
    // README, "Scoring": the most points, then fewer monsters, else shared.
    static std::vector<int> winners(const State& s) { return s.winners; }

    // A random legal choice of a random seat still to choose.
    static std::optional<std::pair<int, Action>> random_action(const State& s, core::Rng& rng);

    // The adventurers `seat` has not seen where they lie: the other hands' cards not yet
    // revealed (the others' committed choices among them).
    static std::vector<core::CardId> unknown_cards(const State& s, int seat);
    static void relabel(State& s, const std::vector<CardId>& from, const std::vector<CardId>& to);
};

// A Tschak! match in time, typed: the game's own tests and tools use it.
using Match = games::TypedMatch<Game>;

const games::Module& module();

} // namespace tschak
