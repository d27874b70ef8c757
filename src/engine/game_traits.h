// Ready-made members for a game's traits struct (the list at the top of engine/typed_match.h):
// the glue around a game's own functions that every game would otherwise write out alike. A
// traits struct points its members at them and at its own functions, e.g.
//   static constexpr auto legal = &check::legal;
//   static constexpr auto table_timer = &games::no_table_timer<State, Intent>;
// so that its module.cpp holds only what the game does its own way.
#pragma once
#include "engine/typed_match.h"

#include <optional>
#include <string>
#include <utility>

namespace games {

// For a game with no timed table action: every move is a player's.
template <class State, class Intent>
std::optional<Intent> no_table_timer(const State&, const MatchOptions&) {
    return std::nullopt;
}

// For a game whose action text reads the same in any state. Why a text is no action is dropped:
// Match::code_of_text only asks whether it is one.
template <class State, class Action, core::Expected<Action> (*parse)(const std::string&)>
std::optional<Action> parse_in_any_state(const State&, const std::string& text) {
    auto a = parse(text);
    if (!a) return std::nullopt;
    return a.value();
}

// For a game whose events every seat may see whole.
template <class Event, nlohmann::json (*to_json)(const Event&)>
std::optional<nlohmann::json> event_told_all(const Event& e, int) {
    return to_json(e);
}

// For a game whose events hold cards some seats may not know: `for_seat` (the game's event_for)
// takes them out before the event is written for that seat.
template <class Event, nlohmann::json (*to_json)(const Event&),
          Event (*for_seat)(const Event&, int)>
std::optional<nlohmann::json> event_told_to(const Event& e, int seat) {
    return to_json(for_seat(e, seat));
}

// broken_invariant over the games' usual check (cards_conserved), which says why it fails.
template <class State, bool (*holds)(const State&, std::string*)>
std::string broken_unless(const State& s) {
    std::string why;
    return holds(s, &why) ? std::string() : why;
}

// replay_record over a game's record.h: parse_record(text), replay(record) giving the state,
// applied and stopped, and `summary` (its state_json) for people and tests.
template <class State, auto parse_record, auto replay, nlohmann::json (*summary)(const State&)>
core::Expected<TypedReplay<State>> replay_with(const std::string& text) {
    using E = core::Expected<TypedReplay<State>>;
    auto record = parse_record(text);
    if (!record) return E::fail(record.error());
    auto result = replay(record.value());
    if (!result) return E::fail(result.error());
    auto& r = result.value();
    nlohmann::json about = summary(r.state);
    return E::ok({std::move(r.state), std::move(about), r.applied, std::move(r.stopped)});
}

} // namespace games
