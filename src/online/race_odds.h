// How far a network round trip moves the odds of a race (src/online/README.md, "Races"), measured
// on SimTable: the host's own person (seat 0, no network) and one guest (seat 1) are bots of one
// level, each deciding from what its own screen shows; `txektool online-race` prints the figures
// and a test pins the direction of the difference.
#pragma once
#include "engine/core/action_log.h"
#include "engine/core/expected.h"
#include "online/simulation.h"

#include <vector>

namespace online {

struct RaceOdds {
    long contested = 0;  // races both people pressed in, only one of the presses applied
    long guest_wins = 0; // ... the guest's
    long steps = 0;      // SimTable steps played, and the sum of Host::hold_ms over them
    double hold_ms_sum = 0;

    double mean_hold_ms() const { return steps ? hold_ms_sum / double(steps) : 0; }
    RaceOdds& operator+=(const RaceOdds& o);
};

// The contested races of one game: each revision that both seat 0 and seat 1 pressed on (the
// first press of each) where only one of the two presses is in `log` at or after that revision:
// its seat won. Where both went through (two benches arranged at once) nobody raced.
RaceOdds count_races(const std::vector<Press>& presses, const core::ActionLog& log);

// `games` deals of `config` (seeds config.seed, config.seed + 1, ...), each played until a result
// is on the sheet or the game is over, their races counted; fails when a table does not open or a
// deal does not get that far.
core::Expected<RaceOdds> measure_races(const SimConfig& config, int games);

} // namespace online
