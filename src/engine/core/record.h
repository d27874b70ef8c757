// What every game's record format shares (a game's README, "Game records"): the envelope
// {"kind": "<game>-record", "version": 1, "data": {...}} or the bare data object, the list of
// actions [[seat or "table", "text"], ...], and the replay loop that applies them in order and
// stops at the first that cannot be read or is refused. Each game reads its own setup and deck.
#pragma once
#include "engine/core/action_log.h"
#include "engine/core/expected.h"
#include "engine/core/json_fields.h"
#include "engine/core/setup.h"

#include <nlohmann/json.hpp>

#include <string>
#include <string_view>
#include <type_traits>
#include <utility>
#include <vector>

namespace core {

using RecordActions = std::vector<std::pair<int, std::string>>; // seat (kTableSeat), text

// The record's "data" object, from its envelope or bare; every problem as a message.
Expected<nlohmann::json> record_data(const std::string& text, std::string_view kind);
// A record of `kind` from its text: record_data, then the game's `from_data` on that object.
template <class Record>
Expected<Record> read_record(const std::string& text, std::string_view kind,
                             Expected<Record> (*from_data)(const nlohmann::json&)) {
    auto data = record_data(text, kind);
    if (!data) return Expected<Record>::fail(data.error());
    return from_data(data.value());
}
// data["seats"], a letter a seat (seats_from_letters); `what` tells the reader how many and
// shows an example, "2 to 4 seat letters such as \"hgc\"". How many seats a game takes is its
// new_game's to judge.
bool read_record_seats(const nlohmann::json& data, const std::string& what,
                       std::vector<SeatKind>& seats, std::string& why);
// data["actions"] (absent: none); a seat is 0..players-1 or "table".
bool read_record_actions(const nlohmann::json& data, int players, RecordActions& out,
                         std::string& why);

// A game's Record (with `setup`, `seed` and `actions`) from its "data": the seats (`seats_what`,
// as read_record_seats), then the game's own fields, `own(data, record, why)`, then the actions
// of seats 0..players-1 (`players` 0: as many as the record seats), then the "seed" (1 when
// absent). The first problem fails with its message.
template <class Record, class Own>
Expected<Record> read_record_fields(const nlohmann::json& data, const std::string& seats_what,
                                    int players, Own own) {
    Record r;
    std::string why;
    if (!read_record_seats(data, seats_what, r.setup.seats, why) || !own(data, r, why) ||
        !read_record_actions(data, players > 0 ? players : int(r.setup.seats.size()), r.actions,
                             why))
        return Expected<Record>::fail(why);
    auto seed = data.find("seed");
    if (seed != data.end() && !read_record_seed(*seed, r.seed, why))
        return Expected<Record>::fail(why);
    return Expected<Record>::ok(std::move(r));
}

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

// What a game's replay of a record gives: the state it reached and the events on the way.
template <class State, class Event> struct Replayed {
    State state;
    int applied = 0;     // actions applied before the replay stopped (or all of them)
    std::string stopped; // non-empty: which action was rejected or unreadable, and why
    std::vector<Event> events;
};

// Replays `actions` (replay_record_actions) on a game just dealt, whose failure to deal is the
// replay's. `parse(text)` reads an action, or `parse(state, text)` where the text names something
// of the state as it is then; `apply(state, seat, action)` is the game's apply.
template <class Result, class State, class Parse, class Apply>
Expected<Result> replay_dealt(Expected<State> dealt, const RecordActions& actions, Parse parse,
                              Apply apply) {
    if (!dealt) return Expected<Result>::fail(dealt.error());
    Result res;
    res.state = std::move(dealt.value());
    auto read = [&](const std::string& text) {
        if constexpr (std::is_invocable_v<Parse, const std::string&>)
            return parse(text);
        else
            return parse(std::as_const(res.state), text);
    };
    auto act = [&](int seat, const auto& action) { return apply(res.state, seat, action); };
    res.applied = replay_record_actions(actions, read, act, res.events, res.stopped);
    return Expected<Result>::ok(std::move(res));
}

} // namespace core
