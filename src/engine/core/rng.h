// Rng: the one source of chance in the engine, giving the same numbers from the same seed on
// every compiler, standard library and in WebAssembly.
//
// std::mt19937 would be reproducible, but std::uniform_int_distribution and std::shuffle are
// not: each standard library draws differently. A table link holds only a seed and the players'
// actions, so a deal that differs between the desktop app and the browser would be a different
// game. Hence our own generator, with every step written down here:
//
//   Seeding: SplitMix64 (Steele, Lea & Flood 2014; Vigna's reference splitmix64.c). With a 64-bit
//   state x, each output is
//       x += 0x9e3779b97f4a7c15;  z = x;
//       z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9;
//       z = (z ^ (z >> 27)) * 0x94d049bb133111eb;
//       return z ^ (z >> 31);
//   Rng(seed) starts x at seed and takes four successive outputs as s[0], s[1], s[2], s[3].
//   They cannot all be zero (SplitMix64 is a bijection of distinct counter values).
//
//   Generator: xoshiro256** 1.0 (Blackman & Vigna, "Scrambled linear pseudorandom number
//   generators", 2018). With rotl the 64-bit left rotation:
//       result = rotl(s[1] * 5, 7) * 9;
//       t = s[1] << 17;
//       s[2] ^= s[0];  s[3] ^= s[1];  s[1] ^= s[2];  s[0] ^= s[3];
//       s[2] ^= t;     s[3] = rotl(s[3], 45);
//       return result;
//
//   next_u32: the high 32 bits of next_u64 (the high bits are the better ones).
//   below(bound): plain rejection sampling (not Lemire's multiply trick), as it is the easiest
//   to reimplement exactly in another language:
//       threshold = (2^32 - bound) % bound;  draw r = next_u32() until r >= threshold;
//       return r % bound.   (bound == 1 still consumes one draw.)
//   shuffle: Fisher-Yates from the back: for i = n-1 down to 1: swap(v[i], v[below(i + 1)]).
//
// rng_reference.py beside this file implements the same in Python; rng_test.cpp checks this
// code against its outputs. Changing anything here changes every deal of every saved link.
#pragma once

#include <array>
#include <cassert>
#include <cstddef>
#include <cstdint>
#include <utility>
#include <vector>

namespace core {

// One SplitMix64 step: advances state and returns the output. Exposed for its golden test.
std::uint64_t splitmix64_next(std::uint64_t& state);

class Rng {
public:
    explicit Rng(std::uint64_t seed);

    std::uint64_t next_u64();
    std::uint32_t next_u32();
    // Uniform in [0, bound) without modulo bias; bound >= 1.
    std::uint32_t below(std::uint32_t bound);

    template <class T> void shuffle(std::vector<T>& v) {
        assert(v.size() <= 0xffffffffu);
        for (std::size_t i = v.size(); i-- > 1;) {
            std::size_t j = below(static_cast<std::uint32_t>(i + 1));
            using std::swap;
            swap(v[i], v[j]);
        }
    }

    std::array<std::uint64_t, 4> state() const { return s_; }
    // An all-zero state is a fixed point that yields zeros forever; state() never returns one,
    // so a caller restoring a state from storage should treat all zeros as corrupt.
    static Rng from_state(const std::array<std::uint64_t, 4>& s);

    bool operator==(const Rng& other) const { return s_ == other.s_; }
    bool operator!=(const Rng& other) const { return !(*this == other); }

private:
    Rng() = default;

    std::array<std::uint64_t, 4> s_{};
};

} // namespace core
