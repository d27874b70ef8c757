// Strategix game records: a hand-writable JSON game (seats, variant, seed, optionally hand 1's
// hands and leader, and the actions in order as text) that replays through the engine's seam
// (new_game / new_game_with_hands, apply), like Checks' (engine/checks/record.h). The worked
// example (scenarios/worked_example.json), record_test.cpp and `txektool replay --game strategix`
// use it.
//
//   {"kind": "strategix-record", "version": 1, "data": {
//      "seats": "hg", "variant": 0, "seed": "2a",
//      "hands": [["B", "C2", "*1"], ["D", "Z", "!1"]], "leader": 1,   optional, together
//      "actions": [[1, "play D"], [0, "pass"], ["table", "next"], ...]}}
//
// The bare "data" object is accepted too. README.md beside this file, "Record format", documents
// every field.
#pragma once
#include "engine/core/record.h"
#include "engine/strategix/strategix.h"

#include <nlohmann/json.hpp>

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace strategix {

struct Record {
    core::Setup setup;
    std::uint64_t seed = 1;
    std::vector<std::vector<CardId>> hands; // hand 1 as listed; empty: dealt from the seed
    int leader = 0;                         // with `hands`: who leads hand 1
    core::RecordActions actions;            // seat (core::kTableSeat: the table), text
};

// Reads a record; every problem (bad JSON, another kind, a wrong field, an unknown card code, a
// card listed twice) fails with a message. Never throws.
core::Expected<Record> parse_record(const std::string& json_text);

using ReplayResult = core::Replayed<State, Event>;

// Deals the record's game (new_game, or new_game_with_hands when it lists hands) and applies its
// actions in order. Fails only for a setup that cannot be dealt; a rejected or unreadable action
// stops the replay and says so in `stopped`.
core::Expected<ReplayResult> replay(const Record& record);

// A summary of the state for people and tests, cards by code: hand, hands, phase, current,
// leader, seats (hand, passed, voluntary_used, out_place, bad_out, total), standing, trick,
// skip_next, discards, removed, undealt, exchange and results.
nlohmann::json state_json(const State& state);

// The card of a code ("G", "G2", "*3", "!1", "A3"; card_code's inverse) in a variant's deck.
std::optional<CardId> card_from_code(const std::string& code, std::uint32_t variant);

} // namespace strategix
