// Tschak!'s views and events as data (engine/module.h: what a seat receives, here or online), and
// each finished keep as the score sheet reads it. Reading is strict and never throws: an unknown
// name, a seat, card or keep card out of range, a card shown twice or a value of the wrong type
// fails with a message in plain words. Adventurers are written by their code ("W5w", "C2"; see
// tschak.h card_code), keep cards by their code ("M3", "G4", and "T#2" for the second of several
// look-alike cards), actions by their record text
// ("choose W5w F3"). A seat's committed cards appear only in its own view ("my_choice") and its
// own "chose" event: README, "Secret choices".
#pragma once
#include "engine/core/expected.h"
#include "engine/tschak/tschak.h"

#include <nlohmann/json.hpp>

namespace tschak {

nlohmann::json view_to_json(const View& v);
core::Expected<View> view_from_json(const nlohmann::json& j);

nlohmann::json event_to_json(const Event& e);
core::Expected<Event> event_from_json(const nlohmann::json& j);

// One seat's points (README, "Scoring"): {"loot", "chests", "rings", "trophy", "creatures",
// "troglodytes", "elixir", "monsters", "total"}; the total must be the sum of the parts
// (loot + chests + rings + trophy + creatures + troglodytes). "elixir" is shown, not added: the
// monster it cancelled is already left out of "creatures" or "troglodytes" (score_of).
nlohmann::json score_to_json(const Score& s);
core::Expected<Score> score_from_json(const nlohmann::json& j);

// One row of the score sheet: a keep that has ended, each seat's points as if the game were
// scored then (score_of), and, after the fourth keep, the final scores and the winners.
struct KeepResult {
    int keep = 0;              // 0-based
    std::vector<Score> scores; // by seat
    bool final = false;        // the fourth keep: these are the final scores
    std::vector<int> winners;  // final only (README, "Scoring": most points, fewer monsters)
};
// One KeepResult a keep ended so far, in order.
std::vector<KeepResult> results_of(const State& s);
// {"keep", "scores": [score...], "final", "winners": [seat...]}
nlohmann::json result_to_json(const KeepResult& r);
core::Expected<KeepResult> result_from_json(const nlohmann::json& j);

// The names on the wire: "choose", "game_over".
const char* phase_key(Phase p);

} // namespace tschak
