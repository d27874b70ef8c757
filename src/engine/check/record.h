// CHECK! game records: a hand-writable JSON game (seats, variant, seed, optionally a stacked
// table to start from, and the actions in order as text) that replays through the engine's seam
// (new_game / new_game_with_layout, apply), like Strategix's (engine/strategix/record.h). The
// worked example (scenarios/worked_example.json), record_test.cpp and
// `txektool replay --game check` use it.
//
//   {"kind": "check-record", "version": 1, "data": {
//      "seats": "hg", "variant": 0, "seed": "2a",
//      "hands": [["R3", "B3"], ["Y5"]],                    optional: a stacked table, with
//      "market": ["R1", "R2"], "open_orders": [0, 12],     these (each optional once "hands"
//      "markers": ["colour", "cards", "colour", "cards"],  is there)
//      "deck": ["G2", "B4"], "discard": ["Y1"], "start": 0, "current": 1,
//      "actions": [[1, "take 0 1"], [1, "done"], ...]}}
//
// The bare "data" object is accepted too. README.md beside this file, "Record format", documents
// every field.
#pragma once
#include "engine/check/check.h"
#include "engine/core/record.h"

#include <nlohmann/json.hpp>

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace check {

struct Record {
    core::Setup setup;
    std::uint64_t seed = 1;
    std::optional<Layout> layout; // none: dealt from the seed as new_game deals
    core::RecordActions actions;  // seat, text (CHECK! has no table actions)
};

// Reads a record; every problem (bad JSON, another kind, a wrong field, an unknown card code, a
// kind listed more often than the deck has it, an order listed twice) fails with a message.
// Never throws.
core::Expected<Record> parse_record(const std::string& json_text);

using ReplayResult = core::Replayed<State, Event>;

// Deals the record's game (new_game, or new_game_with_layout when it stacks the table) and
// applies its actions in order. Fails only for a setup that cannot be dealt; a rejected or
// unreadable action stops the replay and says so in `stopped`.
core::Expected<ReplayResult> replay(const Record& record);

// A summary of the state for people and tests, every card by its code ("R3"), hidden ones
// included: turn, phase, start, current, took, fulfilled_now, end_trigger, quiet_turns, seats
// (hand, orders, stack, joker), market, open_orders, markers, deck, order_deck, discard, scores
// and winners.
nlohmann::json state_json(const State& state);
// The same with every card by its CardId: identical-looking cards told apart (the fingerprint
// of the conformance suite).
nlohmann::json state_ids_json(const State& state);

} // namespace check
