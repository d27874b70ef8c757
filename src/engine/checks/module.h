// Checks in the game module: the traits games::TypedMatch runs on (engine/typed_match.h lists
// what each one means and which come by default). Only the registry (engine/games.cpp) and
// checks's own folders use this.
#pragma once
#include "engine/checks/checks.h"
#include "engine/checks/record.h"
#include "engine/checks/wire.h"
#include "engine/game_traits.h"
#include "engine/typed_match.h"

namespace checks {

// Every card in an event was seen face up by both players (checks.h, "Events"): every seat is
// told the whole event, the default.
struct Game : games::Traits<Game, State, Action, View, Event> {
    static games::Facts make_facts();

    // With nobody at the screen the next game of the match is dealt after a pause.
    static std::optional<Intent> table_timer(const State& s, const games::MatchOptions& o);

    static bool over(const State& s) { return s.phase == Phase::GameOver; }
    static std::vector<nlohmann::json> result_rows(const State& s) {
        return games::rows_of(s.results, &game_to_json);
    }
    // Checks won in the game being played, or in the last one once it is over.
    static std::vector<double> scores(const State& s);

    static nlohmann::json fingerprint(const State& s);

    // A random legal move of the player to move (the table's next deal once a game is over).
    static std::optional<std::pair<int, Action>> random_action(const State& s, core::Rng& rng);

    static std::vector<core::CardId> unknown_cards(const State& s, int seat);
    static void relabel(State& s, const std::vector<CardId>& from, const std::vector<CardId>& to);
};

// A Checks match in time, typed: the game's own tests and tools use it.
using Match = games::TypedMatch<Game>;

const games::Module& module();

} // namespace checks
