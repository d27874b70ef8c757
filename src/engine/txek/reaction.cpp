// The reaction model of Txek's bots (reaction.h; README, "Bots' reaction times").
#include "engine/txek/reaction.h"

namespace txek::reaction {

namespace {

// README, "Bots' reaction times": the parameter table. Tuned with `txektool reaction` to human
// reaction times (that section's figures); the golden test (reaction_test.cpp) pins every number.
constexpr Level kCasual{{800, 140, 400}, {950, 160, 450}, 20};
constexpr Level kGood{{620, 100, 220}, {740, 110, 240}, 10};
constexpr Level kExpert{{560, 90, 150}, {660, 100, 170}, 5};

constexpr std::int64_t kOne = 65536;    // 1.0 in 16.16
constexpr std::int64_t kLn2Q16 = 45426; // ln 2 = 0.693147... x 65536, rounded
constexpr std::int64_t kIrwinHallMean = 12 * 65535 / 2;

} // namespace

const Level& level(core::SeatKind kind) {
    switch (kind) {
    case core::SeatKind::Casual:
        return kCasual;
    case core::SeatKind::Expert:
        return kExpert;
    default:
        return kGood;
    }
}

std::uint32_t log2_q16(std::uint64_t x) {
    if (x == 0) return 0;
    int whole = 0;
    while (whole < 63 && (x >> (whole + 1)) != 0) ++whole;
    // The mantissa in [1, 2) as 1.31 fixed point; squaring it doubles its logarithm, so each
    // square that reaches 2 is a 1 bit of the fraction.
    std::uint64_t m = whole >= 31 ? x >> (whole - 31) : x << (31 - whole);
    std::uint32_t fraction = 0;
    for (int bit = 15; bit >= 0; --bit) {
        m = (m * m) >> 31;
        if (m >= (std::uint64_t(1) << 32)) {
            m >>= 1;
            fraction |= 1u << bit;
        }
    }
    return std::uint32_t(whole) << 16 | fraction;
}

std::int64_t normal_q16(core::Rng& rng) {
    std::int64_t sum = 0;
    for (int draw = 0; draw < 3; ++draw) {
        const std::uint64_t bits = rng.next_u64();
        for (int part = 0; part < 4; ++part) sum += std::int64_t((bits >> (16 * part)) & 0xFFFF);
    }
    return sum - kIrwinHallMean;
}

std::int64_t exponential_q16(core::Rng& rng) {
    // U = u / 2^32 with u in [1, 2^32]; -ln U = ln 2 x (32 - log2 u).
    const std::uint64_t u = std::uint64_t(rng.next_u32()) + 1;
    const std::int64_t minus_log2 = (std::int64_t(32) << 16) - std::int64_t(log2_q16(u));
    return minus_log2 * kLn2Q16 / kOne;
}

int draw_ms(const Reflex& r, core::Rng& rng) {
    const std::int64_t normal = normal_q16(rng);
    const std::int64_t tail = exponential_q16(rng);
    const std::int64_t ms = r.mu_ms + (r.sigma_ms * normal + r.tau_ms * tail) / kOne;
    return int(ms < kFloorMs ? kFloorMs : ms > kCapMs ? kCapMs : ms);
}

bool notices(const Level& l, std::uint64_t uniform) {
    return int(uniform % 100) >= l.miss_pct;
}

} // namespace txek::reaction
