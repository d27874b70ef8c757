// CHECK! in the game module: the traits games::TypedMatch runs on (engine/typed_match.h lists
// what each one means and which come by default). Only the registry (engine/games.cpp) and
// CHECK!'s own folders use this.
#pragma once
#include "engine/check/check.h"
#include "engine/check/record.h"
#include "engine/check/wire.h"
#include "engine/game_traits.h"
#include "engine/typed_match.h"

namespace check {

// What `seat` is told of an event: drawn cards only to the one who drew them (event_for, found
// by default). No timed table action: every move is a player's, and nothing is dealt on.
struct Game : games::Traits<Game, State, Action, View, Event> {
    static games::Facts make_facts();

    // Every card by id: two cards that look alike are still two cards.
    static constexpr auto fingerprint = &state_ids_json;

    static bool over(const State& s) { return s.phase == Phase::GameOver; }
    // One row, once the game is over: the whole game's result (wire.h, result_to_json).
    static std::vector<nlohmann::json> result_rows(const State& s);
    // Each seat's total (README, "Scoring"); before the end, the points so far.
    static std::vector<double> scores(const State& s);
    // README, "Scoring": the most points, then more point-stack cards, else shared.
    static std::vector<int> winners(const State& s) { return s.winners; }

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
