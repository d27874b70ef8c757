// Tschak! game records: a hand-writable JSON game (seats, variant, seed, optionally a stacked
// deal of the four hands and the first keep's cards, and the actions in order as text) that
// replays through the engine's seam (new_game / new_game_with, apply), like CHECK!'s
// (engine/check/record.h). The worked example (scenarios/worked_example.json) and record_test.cpp
// use it; module.cpp replays records through it.
//
//   {"kind": "tschak-record", "version": 1, "data": {
//      "seats": "hg", "variant": 0, "seed": "2a",
//      "hands": [[10 codes], [10 codes], [10 codes], [10 codes]],   optional, by position,
//      "monsters": ["M2", "T", "M4"], "treasures": ["G4", "R", "X2"], all three together
//      "actions": [[0, "choose W5w"], [1, "choose C3"], ...]}}
//
// The bare "data" object is accepted too. README.md beside this file, "Record format", documents
// every field.
#pragma once
#include "engine/core/record.h"
#include "engine/tschak/tschak.h"

#include <nlohmann/json.hpp>

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace tschak {

// A stacked first keep (new_game_with): the four hands by position round the table (README,
// "Passing": boards included) and the first keep's monsters and treasures by floor, lowest
// first.
struct StackedDeal {
    std::array<std::vector<CardId>, kHands> hands;
    std::array<KeepId, kFloors> monsters{}, treasures{};
};

struct Record {
    core::Setup setup;
    std::uint64_t seed = 1;
    std::optional<StackedDeal> stacked; // none: dealt from the seed as new_game deals
    core::RecordActions actions;        // seat, text (Tschak! has no table actions)
};

// Reads a record; every problem (bad JSON, another kind, a wrong field, an unknown card code, an
// adventurer listed twice, a keep card listed more often than the game has it) fails with a
// message. Never throws.
core::Expected<Record> parse_record(const std::string& json_text);

using ReplayResult = core::Replayed<State, Event>;

// Deals the record's game (new_game, or new_game_with when it stacks the deal) and applies its
// actions in order. Fails only for a setup that cannot be dealt; a rejected or unreadable action
// stops the replay and says so in `stopped`.
core::Expected<ReplayResult> replay(const Record& record);

// A summary of the state for people and tests, adventurers and keep cards by code, hidden ones
// included: phase, keep, floor, step, seat_at, hands (by position), seats (team, chosen,
// monsters, treasures, coins), used, monsters, treasures, monster_pile, treasure_pile, out,
// floors, loots and results (wire.h, one row a keep that has ended).
nlohmann::json state_json(const State& state);
// The same with every card by its id (adventurers by CardId, keep cards by KeepId): cards that
// share a code told apart (the fingerprint of the conformance suite).
nlohmann::json state_ids_json(const State& state);

} // namespace tschak
