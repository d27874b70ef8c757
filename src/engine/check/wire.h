// CHECK!'s views and events as data (engine/module.h: what a seat receives, here or online), and
// a finished game as the score sheet reads it. Reading is strict and never throws: an unknown
// name, a seat, card or order out of range, a card or order shown twice or a value of the wrong
// type fails with a message in plain words. Number cards are CardIds (check.h, "Number cards"),
// orders their rulebook ids, empty market slots and order places null, actions their record text
// ("take 0 2", "fulfil 12 R3 B3 +joker").
#pragma once
#include "engine/check/check.h"
#include "engine/core/expected.h"

#include <nlohmann/json.hpp>

namespace check {

nlohmann::json view_to_json(const View& v);
core::Expected<View> view_from_json(const nlohmann::json& j);

nlohmann::json event_to_json(const Event& e);
core::Expected<Event> event_from_json(const nlohmann::json& j);

// One seat's points (README, "Scoring"): {"orders", "markers" (by marker colour, red first),
// "stack", "joker", "total"}; the total must be the sum of the parts.
nlohmann::json score_to_json(const Score& s);
core::Expected<Score> score_from_json(const nlohmann::json& j);

// A finished game, the one row of its score sheet: each seat's Score, the winners (README,
// "Scoring": most points, then more point-stack cards, then shared) and the marker sides that
// were in play, so the sheet can name each marker's column.
struct GameResult {
    std::vector<Score> scores; // by seat
    std::vector<int> winners;
    std::array<MarkerSide, kColours> markers{};
};
// The result of a game that is over (empty scores before the end).
GameResult result_of(const State& s);
// {"scores": [score...], "winners": [seat...], "markers": ["colour", "cards", ...]}
nlohmann::json result_to_json(const GameResult& r);
core::Expected<GameResult> result_from_json(const nlohmann::json& j);

// The names on the wire: "take", "fulfil", "discard", "game_over"; "colour", "cards".
const char* phase_key(Phase p);
const char* marker_key(MarkerSide m);

} // namespace check
