// CHECK! in the game module: the traits games::TypedMatch runs on (engine/typed_match.h lists
// what each one means). Only the registry (engine/games.cpp) and CHECK!'s own folders use this.
#pragma once
#include "engine/check/check.h"
#include "engine/check/record.h"
#include "engine/check/wire.h"
#include "engine/game_traits.h"
#include "engine/typed_match.h"

namespace check {

struct Game {
    using State = check::State;
    using Action = check::Action;
    using View = check::View;
    using Event = check::Event;
    using Bot = check::Bot;
    using Intent = check::Intent;

    static const games::Facts& facts();

    // TypedMatch calls the game's own rules, wire, bots and records by these names.
    static constexpr auto deal = &check::new_game;
    static constexpr auto legal = &check::legal;
    static constexpr auto apply = &check::apply;
    static constexpr auto view = &check::view;
    static constexpr auto view_json = &check::view_to_json;
    static constexpr auto view_from_json = &check::view_from_json;
    // What `seat` is told: drawn cards only to the one who drew them (check::event_for).
    static constexpr auto event_json =
        &games::event_told_to<Event, &check::event_to_json, &check::event_for>;
    static constexpr auto event_to_json = &check::event_to_json;
    static constexpr auto event_from_json = &check::event_from_json;
    static constexpr auto parse_text =
        &games::parse_in_any_state<State, Action, &check::parse_action>;
    static constexpr auto make_bot = &check::make_bot;
    static constexpr auto broken_invariant = &games::broken_unless<State, &check::cards_conserved>;
    static constexpr auto replay_record =
        &games::replay_with<State, &check::parse_record, &check::replay, &check::state_json>;
    // Everything a state holds besides setup, seed, generator and log (TypedMatch adds those),
    // every card by id: two cards that look alike are still two cards.
    static constexpr auto fingerprint = &check::state_ids_json;

    // CHECK! has no timed table action: every move is a player's, and nothing is dealt on.
    static constexpr auto table_timer = &games::no_table_timer<State, Intent>;

    static bool over(const State& s);
    // One row, once the game is over: the whole game's result (wire.h, result_to_json).
    static std::vector<nlohmann::json> result_rows(const State& s);
    // Each seat's total (README, "Scoring"); before the end, the points so far.
    static std::vector<double> scores(const State& s);
    // README, "Scoring": the most points, then more point-stack cards, else shared.
    static std::vector<int> winners(const State& s);

    // A random legal move of the player to move, biased so that playouts end: a Fulfil, when
    // one is legal, three times in four rather than any other move.
    static std::optional<std::pair<int, Action>> random_action(const State& s, core::Rng& rng);

    // What `seat` has not seen where it lies: the number cards of the draw pile and of the
    // other hands (but the hand of the player to move, see module.cpp), and the order deck's
    // orders as ids kOrderIdBase + order.
    static std::vector<core::CardId> unknown_cards(const State& s, int seat);
    static void relabel(State& s, const std::vector<CardId>& from, const std::vector<CardId>& to);
};

// unknown_cards names an order of the order deck kOrderIdBase + its id (core::CardId), so that
// the conformance suite's hidden twins shuffle the order deck as well as the number cards.
inline constexpr CardId kOrderIdBase = CardId(kDeckSize);

// A CHECK! match in time, typed: the game's own tests and tools use it.
using Match = games::TypedMatch<Game>;

const games::Module& module();

} // namespace check
