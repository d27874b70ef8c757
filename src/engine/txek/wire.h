// Txek's views and events as data (engine/module.h: what a seat receives, here or online).
// Writing is plain; reading is strict and never throws: a value from elsewhere that does not fit
// fails with a message naming the field. Faces are not sent: both sides have deck_faces(variant).
#pragma once
#include "engine/core/expected.h"
#include "engine/txek/txek.h"

#include <nlohmann/json.hpp>

namespace txek {

nlohmann::json view_to_json(const View& v);
core::Expected<View> view_from_json(const nlohmann::json& j);

nlohmann::json event_to_json(const Event& e);
core::Expected<Event> event_from_json(const nlohmann::json& j);

// A finished round as the score sheet reads it (also inside a view's "results").
nlohmann::json round_to_json(const RoundResult& r);
core::Expected<RoundResult> round_from_json(const nlohmann::json& j, int players);

} // namespace txek
