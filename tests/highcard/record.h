// High card game records (README, "Records"): a hand-writable JSON game (seats, seed,
// optionally the two hands and who leads, and the actions in order as text) that replays through
// the engine's seam (new_game / new_game_with_hands, apply). The worked example
// (worked_example.json), record_test.cpp and the game module's replay_record use it.
//
//   {"kind": "highcard-record", "version": 1, "data": {
//      "seats": "hg", "seed": "2a",
//      "hands": [["AS", "KH", "7D", "4C", "2S"], ["KS", "QD", "7C", "5H", "3D"]],  optional,
//      "leader": 0,                                                  with "hands" only
//      "actions": [[0, "play AS"], [1, "play 3D"], ...]}}
//
// The bare "data" object is accepted too.
#pragma once
#include "engine/core/record.h"
#include "highcard/highcard.h"

#include <nlohmann/json.hpp>

#include <optional>
#include <string>

namespace highcard {

struct Record {
    core::Setup setup;
    std::uint64_t seed = 1;
    std::optional<std::array<std::vector<CardId>, kPlayers>> hands; // none: dealt from the seed
    int leader = 0;                                                 // with hands
    core::RecordActions actions;
};

// Reads a record; every problem (bad JSON, another kind, a wrong field, an unknown card code, a
// card dealt twice) fails with a message. Never throws.
core::Expected<Record> parse_record(const std::string& json_text);

using ReplayResult = core::Replayed<State, Event>;

// Deals the record's game and applies its actions in order. Fails only for a deal that cannot
// be made; a refused or unreadable action stops the replay and says so in `stopped`.
core::Expected<ReplayResult> replay(const Record& record);

// Everything a state holds besides setup, seed, generator and log, every card by its code
// (hidden ones included; every card is a card of its own, so this is also the fingerprint):
// hands, deck, leader, current, led, tricks, won and winners.
nlohmann::json state_json(const State& state);

} // namespace highcard
