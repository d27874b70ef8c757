// Txek game records: a hand-writable JSON game (seats, seed, dealer, a stacked deck and the
// actions in order) that replays through the engine's seam (new_game_stacked, apply). Rule
// scenarios (src/engine/txek/scenarios/, *_rules_test.cpp) and `txektool replay` use it.
//
//   {"kind": "txek-record", "version": 1, "data": {
//      "seats": "hhh", "variant": 0, "seed": "2a", "dealer": 0,
//      "deck": ["r7", "b7", ...],                       round 1's deck from the top
//      "actions": [[0, "arrange 0 1 2 look 0"], [1, "draw"], ["table", "close"], ...]}}
//
// The bare "data" object is accepted too. See src/engine/txek/README.md for every field.
#pragma once
#include "engine/core/record.h"
#include "engine/txek/txek.h"

#include <nlohmann/json.hpp>

#include <cstdint>
#include <string>
#include <utility>
#include <vector>

namespace txek {

struct Record {
    core::Setup setup;
    std::uint64_t seed = 1;
    int dealer = -1;                    // -1: drawn from the seed, as new_game does
    std::vector<CardId> deck_top_first; // empty: the seeded shuffle
    core::RecordActions actions;        // seat (core::kTableSeat: the table), text
};

// Reads a record; every problem (bad JSON, a wrong field, an unknown face code, a face with no
// copy left) fails with a message. Never throws.
core::Expected<Record> parse_record(const std::string& json_text);

using ReplayResult = core::Replayed<State, Event>;

// Deals the record's game and applies its actions in order. Fails only for a bad setup (player
// count, variant, dealer, deck); a rejected action stops the replay and says so in `stopped`.
core::Expected<ReplayResult> replay(const Record& record);

// A summary of the state for people and tests: round, phase, current, drawn, window_open,
// next_turn, seats (hand/bench as face codes, null for an empty bench slot, total), totals,
// pile (face codes, top last), draw_count, pending, double_callers, ending, went_out, results.
nlohmann::json state_json(const State& state);

} // namespace txek
