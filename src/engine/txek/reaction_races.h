// Races between a scripted person and bots: what `txektool reaction` measures, here in
// the engine so a test can pin its table. README, "Bots' reaction times", defines every word.
//
// Seat 0 is a person who claims every chance it has, D ms after the table shows the card that
// made it (the event plus show_ms): TXEK on an identical card, its own or another's, and an
// interception with an identical card of its own whenever rule 10 lets it. Otherwise it plays
// like a good bot. The other seats are bots of one level, or of several in turn (`mix`). A race is
// *contested* when the person and at least one bot both planned a claim on the same chance, each
// due no later than the moment that card's reaction window closes (the event plus reaction_ms); the
// person wins it when its own claim is the one the engine applies.
#pragma once
#include "engine/core/setup.h"

#include <cstdint>
#include <string>
#include <vector>

namespace txek::races {

// The table's card flight at animation speed 1 (TxekTable::fly: 0.35 s / speed), which
// src/table/session.cpp hands the match as MatchOptions::show_ms.
inline constexpr int kShowMsAtSpeed1 = 350;

enum Kind { OwnTxek, OtherTxek, Interception, kKinds };
const char* kind_name(Kind k); // "TXEK on your own discard", ...

struct Config {
    core::SeatKind level = core::SeatKind::Expert; // every seat but the person's
    // When not empty: the bots' levels, clockwise from the person's left, repeated round the
    // table (a mixed table); `level` is then not used.
    std::vector<core::SeatKind> mix;
    int human_ms = 600;            // the person's delay after the card lands
    long games = 100;              // seeded deals, one round each
    std::uint64_t seed = 1;        // deal g is dealt from seed + g
    int players = 4;               // the person included
    int show_ms = kShowMsAtSpeed1; // how long the table takes to show a card
    int reaction_ms = 1500;        // the reaction window (the default setting)
};

struct Tally {
    long claims[kKinds] = {};    // chances the person went for (its claim due in the window)
    long contested[kKinds] = {}; // ... that a bot went for too
    long wins[kKinds] = {};      // contested races the person won
    long rounds = 0;
    long actions = 0;
};

// The bots' level in words: "expert", or a mixed table's "casual+good".
std::string levels_word(const Config& config);

// Plays config.games seeded rounds; false (with `why`) when a deal cannot be made.
bool run(const Config& config, Tally& out, std::string& why);

// The table txektool prints: per kind and in total, contested races, the person's wins and win
// rate with its 95% Wilson interval; the last line reads
// "person at D ms wins X% of contested races against LEVEL".
std::string report(const Config& config, const Tally& tally);

} // namespace txek::races
