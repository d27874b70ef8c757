// The engines refuse with codes (core/refusal.h), which the table reads back and words.
#include "engine/core/refusal.h"

#include <catch2/catch.hpp>

TEST_CASE("refusal: a code and its numbers read back as they were given") {
    CHECK(core::refuse("not_your_turn") == "not_your_turn");
    CHECK(core::refuse("take_at_most", {3}) == "take_at_most:3");
    const auto r = core::read_refusal(core::refuse("play_out_of_range", {-2, 14}));
    REQUIRE(r);
    CHECK(r->code == "play_out_of_range");
    CHECK(r->args == std::vector<int>{-2, 14});
}

TEST_CASE("refusal: words, an empty code or a malformed number are no refusal code") {
    CHECK_FALSE(core::read_refusal("it is not your turn"));
    CHECK_FALSE(core::read_refusal(""));
    CHECK_FALSE(core::read_refusal(":3"));
    CHECK_FALSE(core::read_refusal("take_at_most:"));
    CHECK_FALSE(core::read_refusal("take_at_most:3,"));
    CHECK_FALSE(core::read_refusal("take_at_most:x"));
    CHECK_FALSE(core::read_refusal("Take"));
}
