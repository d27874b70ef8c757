// Tests for the action log's text form: golden encodings (made with Python's base64 module),
// round trips, and one rejection per kind of malformed text.
#include "engine/core/action_log.h"
#include "engine/core/rng.h"

#include <catch2/catch.hpp>

#include <string>

using core::ActionLog;
using core::LoggedAction;

namespace {

// The error of decoding `text`, or "" when it decodes.
std::string error_of(std::string_view text) {
    auto r = core::decode_actions(text);
    return r ? std::string() : r.error();
}

} // namespace

TEST_CASE("actions: encoding is LEB128 seat,code pairs in unpadded base64url (golden)") {
    CHECK(core::encode_actions({}) == "");
    CHECK(core::encode_actions({{0, 0}}) == "AAA");
    CHECK(core::encode_actions({{1, 2}}) == "AQI");
    // 300 takes two varint bytes (ac 02), the table seat 255 too (ff 01); '_' is sextet 63.
    CHECK(core::encode_actions({{3, 300}, {core::kTableSeat, 5}}) == "A6wC_wEF");
    CHECK(core::encode_actions({{255, 0xffffffffu}}) == "_wH_____Dw");
}

TEST_CASE("actions: decode inverts encode (empty, one, max values, 1000 random)") {
    std::vector<ActionLog> logs = {
        {},
        {{0, 0}},
        {{7, 42}},
        {{core::kTableSeat, 0xffffffffu}, {0, 0xffffffffu}, {255, 0}},
    };
    core::Rng rng(31337);
    ActionLog random_log;
    for (int i = 0; i < 1000; ++i) {
        const auto seat = static_cast<std::uint8_t>(rng.below(256));
        // Codes of every varint length, not just the long ones a uniform draw would give.
        const std::uint32_t code = rng.next_u32() >> rng.below(32);
        random_log.push_back({seat, code});
    }
    logs.push_back(random_log);

    for (const ActionLog& log : logs) {
        const std::string text = core::encode_actions(log);
        INFO("text " << text.substr(0, 60));
        auto back = core::decode_actions(text);
        REQUIRE(back.ok());
        CHECK(back.value() == log);
        CHECK(back.error().empty());
    }
}

TEST_CASE("actions: every kind of malformed text is rejected with a message saying what") {
    SECTION("a character outside base64url ('=' padding, '+', '/', space, non-ASCII)") {
        CHECK_THAT(error_of("AQI="), Catch::Contains("'='") && Catch::Contains("position 4"));
        CHECK_THAT(error_of("A+I"), Catch::Contains("base64url"));
        CHECK_THAT(error_of("A/I"), Catch::Contains("base64url"));
        CHECK_THAT(error_of("A I"), Catch::Contains("byte 0x20"));
        CHECK_THAT(error_of("AQ\xc3\xa9"), Catch::Contains("byte 0xc3"));
    }
    SECTION("a length no base64 text has (4k+1 characters)") {
        CHECK_THAT(error_of("A"), Catch::Contains("length"));
        CHECK_THAT(error_of("AAAAA"), Catch::Contains("5 characters"));
    }
    SECTION("bits left over in the last character") {
        CHECK_THAT(error_of("AB"), Catch::Contains("last character"));
        CHECK_THAT(error_of("AQJ"), Catch::Contains("last character"));
    }
    SECTION("a number cut off at the end") {
        CHECK_THAT(error_of("gA"), Catch::Contains("middle of the seat of action 1"));  // 80
        CHECK_THAT(error_of("AIA"), Catch::Contains("middle of the code of action 1")); // 00 80
        CHECK_THAT(error_of("AQIDBIA"), Catch::Contains("seat of action 3")); // 01 02 03 04 80
    }
    SECTION("a seat without its code") {
        CHECK_THAT(error_of("AA"), Catch::Contains("without its code")); // 00
        CHECK_THAT(error_of("AQID"), Catch::Contains("action 2"));       // 01 02 03
    }
    SECTION("a varint longer than 5 bytes") {
        CHECK_THAT(error_of("AICAgICAAQ"), Catch::Contains("longer than 5 bytes")); // 00 80x5 01
    }
    SECTION("a value above 2^32-1 in 5 bytes") {
        CHECK_THAT(error_of("AP____8f"),
                   Catch::Contains("larger than 4294967295")); // ff ff ff ff 1f
    }
    SECTION("a seat above 255") {
        CHECK_THAT(error_of("gAIA"), Catch::Contains("seat 256")); // 80 02 | 00
    }
    SECTION("a number with needless extra bytes, so each log has one text") {
        CHECK_THAT(error_of("gAAA"), Catch::Contains("seat") && Catch::Contains("more bytes"));
        CHECK_THAT(error_of("AIAA"), Catch::Contains("code") && Catch::Contains("more bytes"));
    }
}
