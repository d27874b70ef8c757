// Strategix's views and events as data (engine/module.h: what a seat receives, here or online),
// and a finished hand as the match sheet reads it. Reading is strict and never throws: an unknown
// name, a seat or card out of range or a value of the wrong type fails with a message in plain
// words. Cards are CardIds (strategix.h, "Cards"), combinations and actions their text
// ("EF+EF", "play EF+EF").
#pragma once
#include "engine/core/expected.h"
#include "engine/strategix/strategix.h"

#include <nlohmann/json.hpp>

namespace strategix {

nlohmann::json view_to_json(const View& v);
core::Expected<View> view_from_json(const nlohmann::json& j);

nlohmann::json event_to_json(const Event& e);
core::Expected<Event> event_from_json(const nlohmann::json& j);

// One finished hand: {"hand", "order", "titles" ("luckylix", ...), "points", "bad_last_card"},
// by seat except "order" (first place to last). Also inside a view's "results" and an event's
// "result".
nlohmann::json hand_to_json(const HandResult& r);
core::Expected<HandResult> hand_from_json(const nlohmann::json& j);

// The title's name on the wire: "none", "luckylix", "aswellix", "neithernorix", "badluckix".
const char* title_key(Title t);

} // namespace strategix
