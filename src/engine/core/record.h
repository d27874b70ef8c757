// What every game's record format shares (a game's README, "Game records"): the envelope
// {"kind": "<game>-record", "version": 1, "data": {...}} or the bare data object, the list of
// actions [[seat or "table", "text"], ...], and the replay loop that applies them in order and
// stops at the first that cannot be read or is refused. Each game reads its own setup and deck.
#pragma once
#include "engine/core/action_log.h"
#include "engine/core/expected.h"

#include <nlohmann/json.hpp>

#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace core {

using RecordActions = std::vector<std::pair<int, std::string>>; // seat (kTableSeat), text

// The record's "data" object, from its envelope or bare; every problem as a message.
Expected<nlohmann::json> record_data(const std::string& text, std::string_view kind);
// data["actions"] (absent: none); a seat is 0..players-1 or "table".
bool read_record_actions(const nlohmann::json& data, int players, RecordActions& out,
                         std::string& why);

// Applies `actions` in order: `parse(text)` gives an Expected action, `apply(seat, action)` an
// outcome with ok, rejection and events. Stops at the first that fails and says which in
// `stopped` ("action 3 (seat 1: 'draw') was rejected: ..."); returns how many applied.
template <class Parse, class Apply, class Events>
int replay_record_actions(const RecordActions& actions, Parse parse, Apply apply, Events& events,
                          std::string& stopped) {
    int applied = 0;
    for (std::size_t i = 0; i < actions.size(); ++i) {
        const auto& [seat, text] = actions[i];
        const std::string where =
            "action " + std::to_string(i + 1) + " (" +
            (seat == kTableSeat ? std::string("table") : "seat " + std::to_string(seat)) + ": '" +
            text + "')";
        auto action = parse(text);
        if (!action) {
            stopped = where + ": " + action.error();
            break;
        }
        auto out = apply(seat, action.value());
        if (!out.ok) {
            stopped = where + " was rejected: " + out.rejection;
            break;
        }
        events.insert(events.end(), out.events.begin(), out.events.end());
        ++applied;
    }
    return applied;
}

} // namespace core
