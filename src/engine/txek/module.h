// Txek in the game module: the traits games::TypedMatch runs on (engine/typed_match.h lists
// what each one means and which come by default). Only the registry (engine/games.cpp) and
// txek's own folders use this.
#pragma once
#include "engine/game_traits.h"
#include "engine/txek/bot.h"
#include "engine/txek/record.h"
#include "engine/txek/txek.h"
#include "engine/txek/wire.h"
#include "engine/typed_match.h"

namespace txek {

// Every event is public by construction (txek.h, "Events"): every seat is told the whole event,
// the default. Txek's Intent says what a reaction is about (bot.h).
struct Game : games::Traits<Game, State, Action, View, Event, Intent> {
    static games::Facts make_facts();

    // Not parse_action alone: "txek" without a serial names the pile's top card.
    static std::optional<Action> parse_text(const State& s, const std::string& text);

    // Table rules, "Timing on screen": every discard's reaction window closes after the set
    // time; with nobody at the screen the next round is dealt after a pause.
    static std::optional<Intent> table_timer(const State& s, const games::MatchOptions& o);

    static bool over(const State& s) { return s.phase == Phase::GameOver; }
    static std::vector<nlohmann::json> result_rows(const State& s) {
        return games::rows_of(s.results, &round_to_json);
    }
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
