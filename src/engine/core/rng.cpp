// Rng: SplitMix64-seeded xoshiro256** (the algorithm is written out in rng.h).
#include "engine/core/rng.h"

namespace core {

namespace {

std::uint64_t rotl(std::uint64_t x, int k) {
    return (x << k) | (x >> (64 - k));
}

} // namespace

std::uint64_t splitmix64_next(std::uint64_t& state) {
    state += 0x9e3779b97f4a7c15u;
    std::uint64_t z = state;
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9u;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebu;
    return z ^ (z >> 31);
}

Rng::Rng(std::uint64_t seed) {
    std::uint64_t x = seed;
    for (auto& word : s_) word = splitmix64_next(x);
}

Rng Rng::from_state(const std::array<std::uint64_t, 4>& s) {
    Rng rng;
    rng.s_ = s;
    return rng;
}

std::uint64_t Rng::next_u64() {
    const std::uint64_t result = rotl(s_[1] * 5, 7) * 9;
    const std::uint64_t t = s_[1] << 17;
    s_[2] ^= s_[0];
    s_[3] ^= s_[1];
    s_[1] ^= s_[2];
    s_[0] ^= s_[3];
    s_[2] ^= t;
    s_[3] = rotl(s_[3], 45);
    return result;
}

std::uint32_t Rng::next_u32() {
    return static_cast<std::uint32_t>(next_u64() >> 32);
}

std::uint32_t Rng::below(std::uint32_t bound) {
    assert(bound >= 1);
    // Draws below the threshold would make the low residues more likely than the high ones.
    const std::uint32_t threshold = (0u - bound) % bound;
    for (;;) {
        const std::uint32_t r = next_u32();
        if (r >= threshold) return r % bound;
    }
}

} // namespace core
