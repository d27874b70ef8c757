// Checks game records: a hand-writable JSON game (seats, seed, dealer, a stacked deck and the
// actions in order) that replays through the engine's seam (new_game / new_game_stacked, apply),
// like Txek's (engine/txek/record.h). The worked example (scenarios/worked_example.json),
// record_test.cpp and `txektool replay --game checks` use it.
//
//   {"kind": "checks-record", "version": 1, "data": {
//      "seats": "hg", "seed": "2a", "dealer": 0,
//      "deck": ["AS", "10H", ...],                      game 1's deck from the top
//      "actions": [[0, "cash 2"], [1, "play 0 5"], ["table", "next"], ...]}}
//
// The bare "data" object is accepted too. See src/engine/checks/README.md for every field.
#pragma once
#include "engine/checks/checks.h"
#include "engine/core/record.h"

#include <nlohmann/json.hpp>

#include <cstdint>
#include <string>
#include <utility>
#include <vector>

namespace checks {

struct Record {
    core::Setup setup;
    std::uint64_t seed = 1;
    int dealer = -1;                    // -1: drawn from the seed, as new_game does
    std::vector<CardId> deck_top_first; // game 1's stacked cards; the rest follow seeded
    core::RecordActions actions;        // seat (core::kTableSeat: the table), text
};

// Reads a record; every problem (bad JSON, another kind, a wrong field, an unknown card code, a
// code listed twice) fails with a message. Never throws.
core::Expected<Record> parse_record(const std::string& json_text);

using ReplayResult = core::Replayed<State, Event>;

// Deals the record's game and applies its actions in order. With neither a dealer nor a deck the
// deal is exactly new_game's; otherwise new_game_stacked's. Fails only for a bad setup (seat
// count, dealer); a rejected or unreadable action stops the replay and says so in `stopped`.
core::Expected<ReplayResult> replay(const Record& record);

// A summary of the state for people and tests: game, dealer, phase, current, seats (hand,
// point_total, row of half-tricks still down, next_trick, won and won_count), piles (card codes,
// bottom first), deck_count and results.
nlohmann::json state_json(const State& state);

} // namespace checks
