// Golden tests for core::Rng. Every expected number below was printed by rng_reference.py, an
// independent Python implementation; a failure here means deals of saved links would change.
#include "engine/core/rng.h"

#include <catch2/catch.hpp>

#include <array>
#include <cstdint>
#include <numeric>
#include <vector>

using core::Rng;

namespace {

std::vector<std::uint64_t> first_u64(std::uint64_t seed, int n) {
    Rng rng(seed);
    std::vector<std::uint64_t> out;
    for (int i = 0; i < n; ++i) out.push_back(rng.next_u64());
    return out;
}

} // namespace

TEST_CASE("rng: splitmix64 gives its published reference outputs for seed 1234567") {
    std::uint64_t state = 1234567;
    const std::array<std::uint64_t, 5> expected = {
        6457827717110365317u, 3203168211198807973u,  9817491932198370423u,
        4593380528125082431u, 16408922859458223821u,
    };
    for (std::uint64_t want : expected) CHECK(core::splitmix64_next(state) == want);
}

TEST_CASE("rng: the state is four successive splitmix64 outputs of the seed") {
    CHECK(Rng(0).state() == std::array<std::uint64_t, 4>{0xe220a8397b1dcdafu, 0x6e789e6aa1b965f4u,
                                                         0x06c45d188009454fu, 0xf88bb8a8724c81ecu});
    CHECK(Rng(1).state() == std::array<std::uint64_t, 4>{0x910a2dec89025cc1u, 0xbeeb8da1658eec67u,
                                                         0xf893a2eefb32555eu, 0x71c18690ee42c90bu});
    CHECK(Rng(0xDEADBEEFCAFEF00Du).state() ==
          std::array<std::uint64_t, 4>{0x901d4f652fb472cbu, 0xa7ce246440f74527u,
                                       0x19b40bbbb9380d34u, 0xe7a86dc5be618392u});
}

TEST_CASE("rng: a fixed seed gives the documented golden xoshiro256** outputs") {
    SECTION("seed 0") {
        CHECK(first_u64(0, 8) == std::vector<std::uint64_t>{
                                     0x99ec5f36cb75f2b4u, 0xbf6e1f784956452au, 0x1a5f849d4933e6e0u,
                                     0x6aa594f1262d2d2cu, 0xbba5ad4a1f842e59u, 0xffef8375d9ebcacau,
                                     0x6c160deed2f54c98u, 0x8920ad648fc30a3fu});
    }
    SECTION("seed 1") {
        CHECK(first_u64(1, 8) == std::vector<std::uint64_t>{
                                     0xb3f2af6d0fc710c5u, 0x853b559647364ceau, 0x92f89756082a4514u,
                                     0x642e1c7bc266a3a7u, 0xb27a48e29a233673u, 0x24c123126ffda722u,
                                     0x123004ef8df510e6u, 0x61954dcc47b1e89du});
    }
    SECTION("seed 0xDEADBEEFCAFEF00D") {
        CHECK(first_u64(0xDEADBEEFCAFEF00Du, 8) ==
              std::vector<std::uint64_t>{0x9e32cfb5bb93eebbu, 0x16006bd9d4ac0014u,
                                         0x8ada5d6d34b6538eu, 0x7c327ca32346a238u,
                                         0xc43a6d6a3492ced2u, 0xdb639ecb036a9c04u,
                                         0xc5a4b301c52fcfa4u, 0xbcc5e0efaa8ded95u});
    }
}

TEST_CASE("rng: next_u32 is the high half of next_u64") {
    Rng rng(42);
    const std::array<std::uint32_t, 4> expected = {0x15780b2eu, 0x6104d986u, 0xae175332u,
                                                   0xecb8ad47u};
    for (std::uint32_t want : expected) CHECK(rng.next_u32() == want);

    Rng a(99), b(99);
    for (int i = 0; i < 100; ++i)
        CHECK(a.next_u32() == static_cast<std::uint32_t>(b.next_u64() >> 32));
}

TEST_CASE("rng: below() by rejection gives the golden values and consumes the golden draws") {
    struct Case {
        std::uint32_t bound;
        std::array<std::uint32_t, 12> values;
        std::uint64_t next_after; // tells whether the same number of draws was rejected
    };
    const std::uint64_t no_rejection = 0xf0600caa8d7589d1u; // 13th next_u64 of seed 7
    const Case cases[] = {
        {1, {0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0}, no_rejection},
        {2, {1, 0, 1, 1, 0, 1, 0, 1, 0, 0, 0, 0}, no_rejection},
        {6, {5, 2, 1, 1, 2, 3, 2, 5, 4, 4, 4, 4}, no_rejection},
        {52, {15, 6, 49, 31, 44, 31, 46, 43, 22, 4, 50, 40}, no_rejection},
        {64, {55, 22, 9, 51, 44, 35, 2, 11, 22, 32, 34, 56}, no_rejection},
        {1000, {79, 414, 489, 643, 492, 523, 194, 299, 326, 216, 130, 64}, no_rejection},
        // Nearly half of all draws fall under the threshold here, so this one rejects some.
        {2147483649u,
         {861469430u, 1458688840u, 2066298994u, 2108228843u, 1601051874u, 177672481u, 995823415u,
          1885342889u, 1635741565u, 261473808u, 650070299u, 719206044u},
         0x47f4a13a670d89aau},
        {4294967295u,
         {3008953079u, 1197227414u, 3606172489u, 4213782643u, 4255712492u, 3748535523u, 260928194u,
          448548299u, 1733906326u, 652045216u, 2325156130u, 3143307064u},
         no_rejection},
    };
    for (const Case& c : cases) {
        INFO("bound " << c.bound);
        Rng rng(7);
        for (std::uint32_t want : c.values) CHECK(rng.below(c.bound) == want);
        CHECK(rng.next_u64() == c.next_after);
    }
}

TEST_CASE("rng: below() stays under its bound and is deterministic for a seed") {
    for (std::uint32_t bound : {1u, 2u, 3u, 7u, 60u, 1000u, 65537u, 2147483649u, 4294967295u}) {
        Rng a(bound), b(bound);
        for (int i = 0; i < 2000; ++i) {
            const std::uint32_t x = a.below(bound);
            REQUIRE(x < bound);
            REQUIRE(b.below(bound) == x);
        }
    }
}

TEST_CASE("rng: below(6) is roughly uniform (no residue more than 5% off)") {
    Rng rng(123);
    std::array<int, 6> counts{};
    const int draws = 60000;
    for (int i = 0; i < draws; ++i) ++counts[rng.below(6)];
    for (int c : counts) {
        CHECK(c > 9500);
        CHECK(c < 10500);
    }
}

TEST_CASE("rng: Fisher-Yates shuffle of 0..59 gives the golden order for fixed seeds") {
    struct Case {
        std::uint64_t seed;
        std::vector<int> order;
        std::uint64_t next_after;
    };
    const Case cases[] = {
        {0,
         {41, 57, 14, 22, 31, 38, 27, 18, 51, 56, 23, 28, 54, 33, 7,  52, 49, 29, 6,  34,
          44, 4,  17, 45, 32, 8,  12, 47, 25, 30, 19, 53, 10, 55, 15, 35, 20, 26, 16, 39,
          3,  50, 37, 0,  40, 13, 59, 5,  9,  21, 46, 11, 1,  48, 42, 2,  24, 43, 36, 58},
         0x70ebad382047f5c1u},
        {2024,
         {16, 17, 47, 6,  0,  32, 51, 9,  46, 35, 26, 33, 14, 3,  7,  56, 24, 19, 5,  22,
          58, 25, 43, 20, 31, 42, 39, 8,  40, 38, 13, 59, 30, 36, 27, 10, 52, 54, 45, 49,
          28, 41, 4,  57, 29, 37, 50, 21, 18, 44, 12, 1,  48, 23, 11, 2,  15, 53, 55, 34},
         0x0468ee5b8e690742u},
        {0xFFFFFFFFFFFFFFFFu,
         {35, 43, 10, 23, 39, 30, 37, 8,  42, 34, 38, 32, 26, 52, 14, 28, 48, 59, 58, 36,
          40, 56, 6,  24, 46, 17, 25, 12, 57, 50, 45, 1,  13, 16, 51, 20, 11, 33, 18, 0,
          5,  41, 9,  3,  15, 2,  49, 4,  27, 47, 29, 31, 22, 19, 55, 21, 7,  44, 54, 53},
         0xd9e96c4f0765749eu},
    };
    for (const Case& c : cases) {
        INFO("seed " << c.seed);
        Rng rng(c.seed);
        std::vector<int> v(60);
        std::iota(v.begin(), v.end(), 0);
        rng.shuffle(v);
        CHECK(v == c.order);
        CHECK(rng.next_u64() == c.next_after);
    }
}

TEST_CASE("rng: shuffling zero or one element draws nothing") {
    Rng rng(5), untouched(5);
    std::vector<int> none;
    std::vector<int> one{7};
    rng.shuffle(none);
    rng.shuffle(one);
    CHECK(one == std::vector<int>{7});
    CHECK(rng == untouched);
}

TEST_CASE("rng: state() and from_state() round-trip mid-stream") {
    Rng rng(0xDEADBEEFCAFEF00Du);
    for (int i = 0; i < 17; ++i) rng.next_u64();
    Rng copy = Rng::from_state(rng.state());
    CHECK(copy == rng);
    CHECK(copy.state() == rng.state());
    for (int i = 0; i < 50; ++i) REQUIRE(copy.next_u64() == rng.next_u64());

    const std::array<std::uint64_t, 4> s{1, 2, 3, 4};
    CHECK(Rng::from_state(s).state() == s);
    CHECK(Rng(1) != Rng(2));
}
