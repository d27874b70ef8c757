// High card's views and events as data (engine/module.h: what a seat receives, here or online),
// and a finished game as the score sheet reads it. Reading is strict and never throws: a missing
// field, an unknown name, a seat or card out of range, a card shown twice, tricks that do not
// add up or a value of the wrong type fails with a message in plain words. Cards are CardIds
// (highcard.h, "Cards"), an empty place null, actions their record text ("play AS").
#pragma once
#include "engine/core/expected.h"
#include "highcard/highcard.h"

#include <nlohmann/json.hpp>

namespace highcard {

// {"v", "viewer", "leader", "current", "hand", "hand_counts", "deck_count", "led", "tricks":
// [{"leader", "led", "followed", "winner"}], "won", "winners", "legal"}
nlohmann::json view_to_json(const View& v);
core::Expected<View> view_from_json(const nlohmann::json& j);

// {"v", "kind": "played" | "trick_won" | "game_ended", "seat", "card", "index", "tricks",
// "winners"}
nlohmann::json event_to_json(const Event& e);
core::Expected<Event> event_from_json(const nlohmann::json& j);

// A finished game, the one row of its score sheet (README, "Scoring"): the tricks each seat won
// and who won the game.
struct GameResult {
    std::array<int, kPlayers> tricks{};
    std::vector<int> winners;

    bool operator==(const GameResult& o) const {
        return tricks == o.tricks && winners == o.winners;
    }
};
// The result of a game that is over (no winners before the end).
GameResult result_of(const State& s);
// {"tricks": [3, 2], "winners": [0]}; reading checks that the tricks add up to five and that
// the winners are the seats with the most.
nlohmann::json result_to_json(const GameResult& r);
core::Expected<GameResult> result_from_json(const nlohmann::json& j);

} // namespace highcard
