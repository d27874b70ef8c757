// Tschak! in the game module: the traits games::TypedMatch runs on (engine/typed_match.h lists
// what each one means). Only the registry (engine/games.cpp) and Tschak!'s own folders use this.
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

struct Game {
    using State = tschak::State;
    using Action = tschak::Action;
    using View = tschak::View;
    using Event = tschak::Event;
    using Bot = tschak::Bot;
    using Intent = tschak::Intent;

    static const games::Facts& facts();

    // TypedMatch calls the game's own rules, wire, bots and records by these names.
    static constexpr auto deal = &tschak::new_game;
    static constexpr auto legal = &tschak::legal;
    static constexpr auto apply = &tschak::apply;
    static constexpr auto view = &tschak::view;
    static constexpr auto view_json = &tschak::view_to_json;
    static constexpr auto view_from_json = &tschak::view_from_json;
    // What `seat` is told: a choice's cards only to the one who chose (tschak::event_for).
    static constexpr auto event_json =
        &games::event_told_to<Event, &tschak::event_to_json, &tschak::event_for>;
    static constexpr auto event_to_json = &tschak::event_to_json;
    static constexpr auto event_from_json = &tschak::event_from_json;
    static constexpr auto parse_text =
        &games::parse_in_any_state<State, Action, &tschak::parse_action>;
    static constexpr auto make_bot = &tschak::make_bot;
    static constexpr auto broken_invariant = &games::broken_unless<State, &tschak::cards_conserved>;
    static constexpr auto replay_record =
        &games::replay_with<State, &tschak::parse_record, &tschak::replay, &tschak::state_json>;
    // Everything a state holds besides setup, seed, generator and log (TypedMatch adds those),
    // every card by id.
    static constexpr auto fingerprint = &tschak::state_ids_json;

    // Tschak! has no timed table action: the reveal comes with the last choice.
    static constexpr auto table_timer = &games::no_table_timer<State, Intent>;

    static bool over(const State& s);
    // One row a keep that has ended (wire.h, KeepResult); the fourth is final.
    static std::vector<nlohmann::json> result_rows(const State& s);
    // Each seat's total (README, "Scoring") as if scored now.
    static std::vector<double> scores(const State& s);
    // README, "Scoring": the most points, then fewer monsters, else shared.
    static std::vector<int> winners(const State& s);

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
