// How fast a bot reacts, and whether it notices at all: the one reaction model every
// bot level uses for its TXEK calls and interceptions. README, "Bots' reaction times", has the
// model, its parameter table and why.
//
// A reaction time is ex-Gaussian, the usual shape of human reaction times: a normal part (mu,
// sigma: seeing, recognising, pressing) plus an exponential tail (tau: the slow, distracted
// responses), kept between kFloorMs and kCapMs. Before it reacts a bot may simply not notice the
// chance (miss_pct, its inattention). The times count from when the table shows the card (the
// match adds MatchOptions::show_ms).
//
// Integer arithmetic only, from core::Rng: the same seed draws the same milliseconds natively and
// in WebAssembly.
#pragma once
#include "engine/core/rng.h"
#include "engine/core/setup.h"

#include <cstdint>

namespace txek::reaction {

// No hand reacts to a card it has to recognise faster than this, nor takes longer than this.
inline constexpr int kFloorMs = 200;
inline constexpr int kCapMs = 4000;

// One kind of reflex of one level: ex-Gaussian, in milliseconds.
struct Reflex {
    int mu_ms;    // the normal part's mean
    int sigma_ms; // and its standard deviation
    int tau_ms;   // the exponential tail's mean
};

// One bot level.
struct Level {
    Reflex txek;      // calling TXEK on an identical card (rules 8, 11)
    Reflex intercept; // putting a matching card of one's own on the pile (rule 10)
    int miss_pct;     // chance of not noticing a chance at all, TXEK or interception
};

// Casual, good or expert (Human: the good level).
const Level& level(core::SeatKind kind);

// One reaction time in milliseconds, drawn from `rng`.
int draw_ms(const Reflex& r, core::Rng& rng);

// Whether a bot notices a chance, from a uniform 64-bit value: true with 100 - miss_pct percent.
bool notices(const Level& l, std::uint64_t uniform);

// The pieces, in 16.16 fixed point (x 65536), exposed for the model's golden test.
// log2(x) for x >= 1 (0 for x == 0), to 16 fraction bits by repeated squaring.
std::uint32_t log2_q16(std::uint64_t x);
// A standard normal variate: the sum of 12 uniform 16-bit draws, centred (Irwin-Hall); its
// standard deviation is 65536 to within 1 part in 10^9, its range +-6 standard deviations.
std::int64_t normal_q16(core::Rng& rng);
// An exponential variate of mean 1: -ln(U), U uniform in (0, 1] on 2^32 steps.
std::int64_t exponential_q16(core::Rng& rng);

} // namespace txek::reaction
