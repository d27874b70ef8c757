// What the games' own tests do alike (src/engine/<game>/*_test.cpp; test programs only): tables
// of people or bots, records read and replayed as a test expects (a game's README, "Record
// format"), refusals with their message, and seeded games played to their end by random legal
// moves or by bots (a game's README, "Bots"), with every view and event read back from its JSON
// (engine/module.h: what a seat receives). Each game's rule tests stay in its folder; the
// conformance suite (tests/conformance_test.cpp) checks every game through the module.
//
// A game's functions are found by the type of their arguments (view(state, seat) finds the
// game's view); those whose arguments hold no type of the game (parse_record(text),
// view_from_json(json), make_bot(level, seed)) are handed in.
#pragma once
#include "engine/core/expected.h"
#include "engine/core/rng.h"
#include "engine/core/setup.h"

#include "source_files.h"

#include <catch2/catch.hpp>
#include <nlohmann/json.hpp>

#include <algorithm>
#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <type_traits>
#include <utility>
#include <vector>

namespace game_testing {

using Levels = std::vector<core::SeatKind>; // a table of bots, by seat
inline constexpr core::SeatKind kCasual = core::SeatKind::Casual;
inline constexpr core::SeatKind kGood = core::SeatKind::Good;
inline constexpr core::SeatKind kExpert = core::SeatKind::Expert;

// A table of `seats` (people or bot levels).
inline core::Setup seated(std::vector<core::SeatKind> seats, std::uint32_t variant = 0) {
    core::Setup setup;
    setup.seats = std::move(seats);
    setup.variant = variant;
    return setup;
}

// A table of `n` people.
inline core::Setup people(int n, std::uint32_t variant = 0) {
    return seated(std::vector<core::SeatKind>(std::size_t(n), core::SeatKind::Human), variant);
}

template <class Action> bool is_legal(const std::vector<Action>& legal, const Action& a) {
    return std::find(legal.begin(), legal.end(), a) != legal.end();
}

// Reading refused, with a message that holds `part`.
template <class T> void check_refused(const core::Expected<T>& r, const std::string& part) {
    INFO("refusal: " << (r ? std::string("none") : r.error()));
    REQUIRE_FALSE(r.ok());
    CHECK(r.error().find(part) != std::string::npos);
}

// A game's records in its tests: its files under src/engine/<game>/scenarios/, a "data" body
// wrapped in the versioned envelope, and reading and replaying that must succeed (the cards
// conserved at the end) or fail with a message.
template <class Record, class Replayed> struct Records {
    std::string game; // the game's id: its folder, and its record kind "<game>-record"
    core::Expected<Record> (*parse)(const std::string&);
    core::Expected<Replayed> (*replay)(const Record&);

    std::string scenario_file(const std::string& name) const {
        return source_files::read("src/engine/" + game + "/scenarios/" + name);
    }
    // The body of a record's "data" object (without braces), wrapped in the versioned envelope.
    std::string record_text(const std::string& data_body) const {
        return R"({"kind": ")" + game + R"(-record", "version": 1, "data": {)" + data_body + "}}";
    }
    Record must_parse(const std::string& text) const {
        auto r = parse(text);
        INFO(text << " -> " << r.error());
        REQUIRE(r.ok());
        return r.value();
    }
    Replayed must_replay(const std::string& text) const {
        auto r = replay(must_parse(text));
        INFO("replay error: " << r.error());
        REQUIRE(r.ok());
        std::string why;
        const bool conserved = cards_conserved(r.value().state, &why);
        INFO("conservation: " << why);
        CHECK(conserved);
        return r.value();
    }
    void fails(const std::string& text, const std::string& part) const {
        auto r = parse(text);
        INFO(text << " -> " << (r ? std::string("accepted") : r.error()));
        REQUIRE_FALSE(r.ok());
        CHECK(r.error().find(part) != std::string::npos);
    }
};

template <class State> bool game_over(const State& s) {
    return s.phase == decltype(s.phase)::GameOver;
}

// Plays `s` to its end: `pick(s)` gives the next move as (seat, action), and it must be
// accepted; `each(s, events)` sees the state once at the start and after every move, with the
// events that move gave. At most `limit` moves.
template <class State, class Pick, class Each>
void play_out(State& s, int limit, Pick pick, Each each) {
    each(std::as_const(s), decltype(apply(s, 0, pick(s)->second).events){});
    for (int n = 0; !game_over(s); ++n) {
        REQUIRE(n < limit);
        const auto next = pick(s);
        REQUIRE(next.has_value());
        const auto out = apply(s, next->first, next->second);
        REQUIRE(out.ok);
        each(std::as_const(s), out.events);
    }
}

// Plays a turn-based game `s` to its end by random listed moves of the seat to move (`to_move(s)`,
// which may be the table), checking each as every game's rules want it: nobody else may move
// then, the action's code reads back as the action, it is accepted, and the cards stay whole
// after it; `after(s, seat)` checks what the game adds. At most `limit` moves.
template <class State, class ToMove, class After>
void random_turns(State& s, int players, core::Rng& pick, long limit, ToMove to_move, After after) {
    for (long steps = 0; !game_over(s) && steps < limit; ++steps) {
        const int seat = to_move(std::as_const(s));
        const auto moves = legal(s, seat);
        REQUIRE_FALSE(moves.empty());
        for (int other = 0; other < players; ++other)
            if (other != seat) REQUIRE(legal(s, other).empty());
        const auto a = moves[pick.below(std::uint32_t(moves.size()))];
        INFO(a.to_string() << " by " << seat);
        REQUIRE(std::decay_t<decltype(a)>::decode(a.encode()) == a);
        REQUIRE(apply(s, seat, a).ok);
        std::string why;
        const bool whole = cards_conserved(s, &why);
        INFO(why);
        REQUIRE(whole);
        after(std::as_const(s), seat);
    }
    REQUIRE(game_over(s));
}

// Every seat's view (and a spectator's, -1) and every event as told to that seat read back from
// their JSON, each giving the same JSON again. Returns how many views were read.
template <class State, class Event, class ViewFrom, class EventFrom>
long round_trips(const State& s, int players, const std::vector<Event>& told,
                 ViewFrom view_from_json, EventFrom event_from_json) {
    long views = 0;
    for (int seat = -1; seat < players; ++seat) {
        const nlohmann::json j = view_to_json(view(s, seat));
        auto back = view_from_json(j);
        INFO(j.dump() << " -> " << (back ? "" : back.error()));
        REQUIRE(back.ok());
        REQUIRE(view_to_json(back.value()) == j);
        ++views;
        for (const Event& e : told) {
            const nlohmann::json ej = event_to_json(event_for(e, seat));
            auto eback = event_from_json(ej);
            INFO(ej.dump() << " -> " << (eback ? "" : eback.error()));
            REQUIRE(eback.ok());
            REQUIRE(event_to_json(eback.value()) == ej);
        }
    }
    return views;
}

// For bots_play: a game whose table never moves on its own.
inline constexpr auto no_table = [](auto&) { return std::optional<std::uint32_t>(); };

// A watcher given as a std::function may be empty: then nothing watches.
template <class F> bool watching(const F& f) {
    if constexpr (std::is_constructible_v<bool, const F&>)
        return bool(f);
    else
        return true;
}

// Bots of `levels` (made by `make_bot`, seat p's from seed * 31 + p + 1) play `s` to its end:
// `asked(s)` names the seats whose bots decide now, each from its own view, and `table(s)`
// makes the table's move when one is due (returning its code, or nothing). Every intent comes
// after a delay and is accepted; `each(s, seat, view, action)` sees it before it is applied.
// Returns the codes applied, the table's included. At most 5000 rounds.
template <class State, class MakeBot, class Asked, class Table, class Each>
std::vector<std::uint32_t> bots_play(State s, const std::vector<core::SeatKind>& levels,
                                     std::uint64_t seed, MakeBot make_bot, Asked asked, Table table,
                                     Each each) {
    std::vector<decltype(make_bot(levels[0], seed))> bots;
    for (std::size_t p = 0; p < levels.size(); ++p)
        bots.push_back(make_bot(levels[p], seed * 31 + p + 1));
    std::vector<std::uint32_t> codes;
    for (int n = 0; n < 5000 && !game_over(s); ++n) {
        if (const auto code = table(s)) {
            codes.push_back(*code);
            continue;
        }
        for (int seat : asked(std::as_const(s))) {
            const auto v = view(s, seat);
            auto intent = bots[std::size_t(seat)]->think(v);
            INFO("seed " << seed << ", seat " << seat << ", round " << n);
            REQUIRE(intent);
            REQUIRE(intent->delay_ms > 0);
            if (watching(each)) each(std::as_const(s), seat, v, intent->action);
            const auto out = apply(s, seat, intent->action);
            INFO(intent->action.to_string() << ": " << out.rejection);
            REQUIRE(out.ok);
            codes.push_back(intent->action.encode());
        }
    }
    REQUIRE(game_over(s));
    return codes;
}

} // namespace game_testing
