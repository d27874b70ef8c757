// Checks' views and events as data (engine/module.h: what a seat receives, here or online).
// Reading is strict and never throws; a value that does not fit fails with a message.
#pragma once
#include "engine/checks/checks.h"
#include "engine/core/expected.h"

#include <nlohmann/json.hpp>

namespace checks {

nlohmann::json view_to_json(const View& v);
core::Expected<View> view_from_json(const nlohmann::json& j);

nlohmann::json event_to_json(const Event& e);
core::Expected<Event> event_from_json(const nlohmann::json& j);

// A finished game as the match sheet reads it (also inside a view's "results").
nlohmann::json game_to_json(const GameResult& r);
core::Expected<GameResult> game_from_json(const nlohmann::json& j);

} // namespace checks
