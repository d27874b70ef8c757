// Strategix in the game module: the traits games::TypedMatch runs on (engine/typed_match.h lists
// what each one means). Only the registry (engine/games.cpp) and strategix's own folders use this.
#pragma once
#include "engine/game_traits.h"
#include "engine/strategix/record.h"
#include "engine/strategix/strategix.h"
#include "engine/strategix/wire.h"
#include "engine/typed_match.h"

namespace strategix {

struct Game {
    using State = strategix::State;
    using Action = strategix::Action;
    using View = strategix::View;
    using Event = strategix::Event;
    using Bot = strategix::Bot;
    using Intent = strategix::Intent;

    static const games::Facts& facts();

    // TypedMatch calls the game's own rules, wire, bots and records by these names.
    static constexpr auto deal = &strategix::new_game;
    static constexpr auto legal = &strategix::legal;
    static constexpr auto apply = &strategix::apply;
    static constexpr auto view = &strategix::view;
    static constexpr auto view_json = &strategix::view_to_json;
    static constexpr auto view_from_json = &strategix::view_from_json;
    // What `seat` is told: the exchange's cards only to its two players (strategix::event_for).
    static constexpr auto event_json =
        &games::event_told_to<Event, &strategix::event_to_json, &strategix::event_for>;
    static constexpr auto event_to_json = &strategix::event_to_json;
    static constexpr auto event_from_json = &strategix::event_from_json;
    static constexpr auto parse_text =
        &games::parse_in_any_state<State, Action, &strategix::parse_action>;
    static constexpr auto make_bot = &strategix::make_bot;
    static constexpr auto broken_invariant =
        &games::broken_unless<State, &strategix::cards_conserved>;
    static constexpr auto replay_record =
        &games::replay_with<State, &strategix::parse_record, &strategix::replay,
                            &strategix::state_json>;
    // Everything a state holds besides setup, seed, generator and log (TypedMatch adds those).
    static constexpr auto fingerprint = &strategix::state_json;

    // With nobody at the screen the next hand is dealt after a pause.
    static std::optional<Intent> table_timer(const State& s, const games::MatchOptions& o);

    static bool over(const State& s);
    // One row a finished hand (wire.h, hand_to_json).
    static std::vector<nlohmann::json> result_rows(const State& s);
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
