// Test-only helpers for the rule scenarios (*_rules_test.cpp): replay a hand-written record,
// then read cards as face codes. Not part of the engine library (header only, tests include it).
//
// Deal convention used by the scenarios: the dealer is the LAST seat, so dealing starts at
// seat 0 and the deck reads in rows of one card per seat: row k (k = 0..4) holds dealt position
// k of seats 0, 1, ..., n-1. "arrange 0 1 2 look 0" then puts rows 0–2 on the bench (slots
// 0–2) and rows 3–4 in hand (hand 0, 1); the cards after the fifth row are the draw pile, top
// first. The dealer (the last seat) plays first (rule 4), then seat 0, 1, ...
#pragma once
#include "engine/txek/record.h"

#include "source_files.h"

#include <catch2/catch.hpp>

#include <map>
#include <string>
#include <vector>

namespace scenario {

using namespace txek;

// Replaces every "$KEY" in text (a record template) by its value.
inline std::string fill(std::string text, const std::map<std::string, std::string>& values) {
    for (const auto& [k, v] : values) {
        const std::string key = "$" + k;
        for (std::size_t at = text.find(key); at != std::string::npos; at = text.find(key, at + v.size()))
            text.replace(at, key.size(), v);
    }
    return text;
}

// The body of a record's "data" object (without braces), wrapped in the versioned envelope.
inline std::string record_text(const std::string& data_body) {
    return R"({"kind": "txek-record", "version": 1, "data": {)" + data_body + "}}";
}

inline ReplayResult replay_text(const std::string& json, bool expect_stop) {
    auto rec = parse_record(json);
    INFO("record: " << json);
    INFO("parse error: " << rec.error());
    REQUIRE(rec.ok());
    auto res = replay(rec.value());
    INFO("replay error: " << res.error());
    REQUIRE(res.ok());
    INFO("stopped: " << res.value().stopped);
    if (expect_stop) REQUIRE_FALSE(res.value().stopped.empty());
    else REQUIRE(res.value().stopped.empty());
    std::string why;
    const bool conserved = cards_conserved(res.value().state, &why);
    INFO("conservation: " << why);
    REQUIRE(conserved);
    return res.value();
}

// Replays a record body; every action must be applied.
inline ReplayResult play(const std::string& data_body) { return replay_text(record_text(data_body), false); }
// Replays a record body whose last action must be rejected (the replay stops there).
inline ReplayResult play_rejected(const std::string& data_body) {
    return replay_text(record_text(data_body), true);
}
// A record file under src/engine/txek/scenarios/.
inline std::string scenario_file(const std::string& name) {
    return source_files::read("src/engine/txek/scenarios/" + name);
}

// One more action on a state, in record syntax; returns the outcome (ok or the rejection).
inline Outcome step(State& s, int seat, const std::string& text) {
    auto a = parse_action(text, s.pile.empty() ? 0 : s.pile.back().serial);
    INFO("action: " << text << " " << a.error());
    REQUIRE(a.ok());
    return apply(s, seat, a.value());
}
inline const int kTable = core::kTableSeat;
// Applies an action that must be accepted.
inline Outcome must(State& s, int seat, const std::string& text) {
    Outcome o = step(s, seat, text);
    INFO("action: " << text << " rejected: " << o.rejection);
    REQUIRE(o.ok);
    return o;
}
// True when the action is refused outright (the state is left as it was).
// Tried on a copy, so `s` is unchanged either way.
inline bool refused(const State& s, int seat, const std::string& text) {
    State t = s;
    Outcome o = step(t, seat, text);
    if (o.ok) return false;
    CHECK(t.log.size() == s.log.size());
    return true;
}

inline std::string code(const State& s, CardId c) { return c == kNoCard ? "-" : face_code(s.faces[c]); }
inline std::vector<std::string> hand(const State& s, int seat) {
    std::vector<std::string> out;
    for (CardId c : s.seats[seat].hand) out.push_back(code(s, c));
    return out;
}
inline std::vector<std::string> bench(const State& s, int seat) {  // "-" marks an empty slot
    std::vector<std::string> out;
    for (CardId c : s.seats[seat].bench) out.push_back(code(s, c));
    return out;
}
inline std::vector<std::string> dealt(const State& s, int seat) {  // before the arrangement
    std::vector<std::string> out;
    for (CardId c : s.seats[seat].dealt) out.push_back(code(s, c));
    return out;
}
inline std::vector<std::string> pile(const State& s) {  // top last
    std::vector<std::string> out;
    for (const Discard& d : s.pile) out.push_back(code(s, d.card));
    return out;
}
inline std::string top(const State& s) { return s.pile.empty() ? "-" : code(s, s.pile.back().card); }
inline std::vector<std::string> codes(std::initializer_list<const char*> l) { return {l.begin(), l.end()}; }

inline int count(const ReplayResult& r, EventKind k, int seat = -1) {
    int n = 0;
    for (const Event& e : r.events) n += e.kind == k && (seat < 0 || e.seat == seat);
    return n;
}
inline int count(const Outcome& o, EventKind k, int seat = -1) {
    int n = 0;
    for (const Event& e : o.events) n += e.kind == k && (seat < 0 || e.seat == seat);
    return n;
}
// Does `viewer`'s view show seat `owner`'s bench slot (or hand card)?
inline bool sees_bench(const State& s, int viewer, int owner, int slot) {
    return view(s, viewer).seats[owner].bench[slot].card != kNoCard;
}
inline bool sees_hand(const State& s, int viewer, int owner, int index) {
    return view(s, viewer).seats[owner].hand[index].card != kNoCard;
}

}  // namespace scenario
