// High card in the game module: the traits games::TypedMatch runs on (engine/typed_match.h lists
// what each one means). Only the test registration (register_engine.cpp) and this folder use it.
#pragma once
#include "engine/game_traits.h"
#include "engine/typed_match.h"
#include "highcard/highcard.h"
#include "highcard/record.h"
#include "highcard/wire.h"

namespace highcard {

struct Game {
    using State = highcard::State;
    using Action = highcard::Action;
    using View = highcard::View;
    using Event = highcard::Event;
    using Bot = highcard::Bot;
    using Intent = highcard::Intent;

    static const games::Facts& facts();

    // TypedMatch calls the game's own rules, wire, bots and records by these names.
    static constexpr auto deal = &highcard::new_game;
    static constexpr auto legal = &highcard::legal;
    static constexpr auto apply = &highcard::apply;
    static constexpr auto view = &highcard::view;
    static constexpr auto view_json = &highcard::view_to_json;
    static constexpr auto view_from_json = &highcard::view_from_json;
    // Every event is public: a played card is face up (README, "What a seat sees").
    static constexpr auto event_json = &games::event_told_all<Event, &highcard::event_to_json>;
    static constexpr auto event_to_json = &highcard::event_to_json;
    static constexpr auto event_from_json = &highcard::event_from_json;
    static constexpr auto parse_text =
        &games::parse_in_any_state<State, Action, &highcard::parse_action>;
    static constexpr auto make_bot = &highcard::make_bot;
    static constexpr auto broken_invariant =
        &games::broken_unless<State, &highcard::cards_conserved>;
    static constexpr auto replay_record =
        &games::replay_with<State, &highcard::parse_record, &highcard::replay,
                            &highcard::state_json>;
    // Every card is a card of its own, so the summary by card codes is the whole state.
    static constexpr auto fingerprint = &highcard::state_json;
    // No timed table action: every move is a player's.
    static constexpr auto table_timer = &games::no_table_timer<State, Intent>;

    static bool over(const State& s) { return s.over(); }
    // One row, once the game is over: the tricks and the winners (wire.h, result_to_json).
    static std::vector<nlohmann::json> result_rows(const State& s);
    // Tricks won so far (README, "Scoring").
    static std::vector<double> scores(const State& s);
    // README, "The end": the seat with the most tricks, as a list like every game's.
    static std::vector<int> winners(const State& s) { return s.winners; }

    // Any card of the player whose card is due.
    static std::optional<std::pair<int, Action>> random_action(const State& s, core::Rng& rng);
    // What `seat` has not seen where it lies: the undealt deck and the other hand (both hands
    // for a spectator).
    static std::vector<core::CardId> unknown_cards(const State& s, int seat);
    static void relabel(State& s, const std::vector<CardId>& from, const std::vector<CardId>& to);
};

// A High card match in time, typed: the game's own tests use it.
using Match = games::TypedMatch<Game>;

const games::Module& module();

} // namespace highcard
