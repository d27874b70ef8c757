// High card in the game module: the traits games::TypedMatch runs on (engine/typed_match.h lists
// what each one means and which come by default). Only the test registration
// (register_engine.cpp) and this folder use it.
#pragma once
#include "engine/game_traits.h"
#include "engine/typed_match.h"
#include "highcard/highcard.h"
#include "highcard/record.h"
#include "highcard/wire.h"

namespace highcard {

// By default (engine/typed_match.h): every event is public, a played card is face up (README,
// "What a seat sees"); every card is a card of its own, so the record's summary (state_json) is
// the whole state and the fingerprint; no timed table action, every move is a player's.
struct Game : games::Traits<Game, State, Action, View, Event> {
    static games::Facts make_facts();

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
