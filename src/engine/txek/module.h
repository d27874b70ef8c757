// Txek in the game module: the traits games::TypedMatch runs on (engine/typed_match.h lists
// what each one means). Only the registry (engine/games.cpp) and txek's own folders use this.
#pragma once
#include "engine/game_traits.h"
#include "engine/txek/bot.h"
#include "engine/txek/record.h"
#include "engine/txek/txek.h"
#include "engine/txek/wire.h"
#include "engine/typed_match.h"

namespace txek {

struct Game {
    using State = txek::State;
    using Action = txek::Action;
    using View = txek::View;
    using Event = txek::Event;
    using Bot = txek::Bot;
    using Intent = txek::Intent;

    static const games::Facts& facts();

    // TypedMatch calls the game's own rules, wire, bots and records by these names.
    static constexpr auto deal = &txek::new_game;
    static constexpr auto legal = &txek::legal;
    static constexpr auto apply = &txek::apply;
    static constexpr auto view = &txek::view;
    static constexpr auto view_json = &txek::view_to_json;
    static constexpr auto view_from_json = &txek::view_from_json;
    // Every event is public by construction (txek.h, "Events").
    static constexpr auto event_json = &games::event_told_all<Event, &txek::event_to_json>;
    static constexpr auto event_to_json = &txek::event_to_json;
    static constexpr auto event_from_json = &txek::event_from_json;
    static constexpr auto make_bot = &txek::make_bot;
    static constexpr auto broken_invariant = &games::broken_unless<State, &txek::cards_conserved>;
    static constexpr auto replay_record =
        &games::replay_with<State, &txek::parse_record, &txek::replay, &txek::state_json>;

    // Not parse_in_any_state: "txek" without a serial names the pile's top card.
    static std::optional<Action> parse_text(const State& s, const std::string& text);

    // Table rules, "Timing on screen": every discard's reaction window closes after the set
    // time; with nobody at the screen the next round is dealt after a pause.
    static std::optional<Intent> table_timer(const State& s, const games::MatchOptions& o);

    static bool over(const State& s);
    static std::vector<nlohmann::json> result_rows(const State& s);
    static std::vector<double> scores(const State& s);

    static nlohmann::json fingerprint(const State& s);

    static std::optional<std::pair<int, Action>> random_action(const State& s, core::Rng& rng);

    static std::vector<core::CardId> unknown_cards(const State& s, int seat);
    static void relabel(State& s, const std::vector<CardId>& from, const std::vector<CardId>& to);
};

// A Txek match in time, typed: the game's own tests and tools use it.
using Match = games::TypedMatch<Game>;

const games::Module& module();

} // namespace txek
