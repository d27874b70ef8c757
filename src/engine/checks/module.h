// Checks in the game module: the traits games::TypedMatch runs on (engine/typed_match.h lists
// what each one means). Only the registry (engine/games.cpp) and checks's own folders use this.
#pragma once
#include "engine/checks/checks.h"
#include "engine/checks/record.h"
#include "engine/checks/wire.h"
#include "engine/game_traits.h"
#include "engine/typed_match.h"

namespace checks {

struct Game {
    using State = checks::State;
    using Action = checks::Action;
    using View = checks::View;
    using Event = checks::Event;
    using Bot = checks::Bot;
    using Intent = checks::Intent;

    static const games::Facts& facts();

    // TypedMatch calls the game's own rules, wire, bots and records by these names.
    static constexpr auto deal = &checks::new_game;
    static constexpr auto legal = &checks::legal;
    static constexpr auto apply = &checks::apply;
    static constexpr auto view = &checks::view;
    static constexpr auto view_json = &checks::view_to_json;
    static constexpr auto view_from_json = &checks::view_from_json;
    // Every card in an event was seen face up by both players (checks.h, "Events").
    static constexpr auto event_json = &games::event_told_all<Event, &checks::event_to_json>;
    static constexpr auto event_to_json = &checks::event_to_json;
    static constexpr auto event_from_json = &checks::event_from_json;
    static constexpr auto parse_text =
        &games::parse_in_any_state<State, Action, &checks::parse_action>;
    static constexpr auto make_bot = &checks::make_bot;
    static constexpr auto broken_invariant = &games::broken_unless<State, &checks::cards_conserved>;
    static constexpr auto replay_record =
        &games::replay_with<State, &checks::parse_record, &checks::replay, &checks::state_json>;

    // With nobody at the screen the next game of the match is dealt after a pause.
    static std::optional<Intent> table_timer(const State& s, const games::MatchOptions& o);

    static bool over(const State& s);
    static std::vector<nlohmann::json> result_rows(const State& s);
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
