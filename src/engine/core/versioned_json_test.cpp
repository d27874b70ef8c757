// Tests for the versioned JSON envelope: round trip, and each way a stored file can be wrong,
// answered with a message and never an exception.
#include "engine/core/versioned_json.h"

#include <catch2/catch.hpp>

#include <string>

using nlohmann::json;

namespace {

std::string error_of(std::string_view text, std::string_view kind = "settings", int max = 1) {
    auto r = core::read_versioned(text, kind, max);
    return r ? std::string() : r.error();
}

} // namespace

TEST_CASE("versioned json: make_versioned writes kind, version and data") {
    const json doc = core::make_versioned("settings", 2, json{{"volume", 7}});
    CHECK(doc == json::parse(R"({"kind":"settings","version":2,"data":{"volume":7}})"));
}

TEST_CASE("versioned json: what make_versioned writes, read_versioned reads back whole") {
    const json data = {{"names", {"Ana", "Bo"}}, {"scores", {3, -1}}, {"note", "caf\u00e9"}};
    for (int version : {1, 2, 3}) {
        const std::string text = core::make_versioned("sheet", version, data).dump();
        auto r = core::read_versioned(text, "sheet", 3);
        REQUIRE(r.ok());
        CHECK(r.value()["version"] == version);
        CHECK(r.value()["data"] == data);
        CHECK(r.value() == core::make_versioned("sheet", version, data));
    }
    // Data need not be an object, only present.
    auto list =
        core::read_versioned(core::make_versioned("log", 1, json::array()).dump(), "log", 1);
    CHECK(list.ok());
}

TEST_CASE("versioned json: text that is not JSON is refused, saying where it breaks") {
    CHECK_THAT(error_of(""), Catch::Contains("not valid JSON") && Catch::Contains("line 1"));
    CHECK_THAT(error_of("{\"kind\": \"settings\",\n \"version\": 1,"),
               Catch::Contains("not valid JSON") && Catch::Contains("line 2"));
    CHECK_THAT(error_of("hello"), Catch::Contains("column"));
    CHECK_THAT(error_of("{\"kind\": \"bad \xff utf-8\"}"), Catch::Contains("not valid JSON"));
    CHECK_THAT(error_of(R"({"kind":"settings","version":1,"data":{}} trailing)"),
               Catch::Contains("not valid JSON"));
}

TEST_CASE("versioned json: a document that is not an object is refused") {
    CHECK_THAT(error_of("[1, 2]"), Catch::Contains("an array, not an object"));
    CHECK_THAT(error_of("42"), Catch::Contains("not an object"));
    CHECK_THAT(error_of("\"settings\""), Catch::Contains("not an object"));
    CHECK_THAT(error_of("null"), Catch::Contains("not an object"));
}

TEST_CASE("versioned json: a missing or wrong-typed kind, version or data is refused") {
    CHECK_THAT(error_of(R"({"version":1,"data":{}})"), Catch::Contains("no \"kind\""));
    CHECK_THAT(error_of(R"({"kind":3,"version":1,"data":{}})"),
               Catch::Contains("\"kind\" is not a string"));
    CHECK_THAT(error_of(R"({"kind":"settings","data":{}})"), Catch::Contains("no \"version\""));
    CHECK_THAT(error_of(R"({"kind":"settings","version":"1","data":{}})"),
               Catch::Contains("not a whole number"));
    CHECK_THAT(error_of(R"({"kind":"settings","version":1.5,"data":{}})"),
               Catch::Contains("not a whole number"));
    CHECK_THAT(error_of(R"({"kind":"settings","version":1})"), Catch::Contains("no \"data\""));
    CHECK_THAT(error_of(R"({"kind":"settings","version":1,"data":null})"),
               Catch::Contains("no \"data\""));
}

TEST_CASE("versioned json: a file of another kind is refused by name") {
    CHECK(error_of(R"({"kind":"sheet","version":1,"data":{}})") ==
          "this is a 'sheet', not 'settings'");
}

TEST_CASE("versioned json: versions below 1 and above max_version are refused") {
    CHECK_THAT(error_of(R"({"kind":"settings","version":0,"data":{}})"),
               Catch::Contains("start at 1"));
    CHECK_THAT(error_of(R"({"kind":"settings","version":-3,"data":{}})"),
               Catch::Contains("version -3"));
    CHECK(
        error_of(R"({"kind":"settings","version":3,"data":{}})") ==
        "this 'settings' was saved by a newer version of Txek Table (v3; this one reads up to v1)");
    CHECK_THAT(error_of(R"({"kind":"settings","version":18446744073709551615,"data":{}})"),
               Catch::Contains("newer version"));
    CHECK(error_of(R"({"kind":"settings","version":3,"data":{}})", "settings", 3).empty());
}

TEST_CASE("versioned json: hostile input (deep nesting, huge numbers) fails without throwing") {
    const std::string deep = std::string(100000, '[') + std::string(100000, ']');
    CHECK_NOTHROW(core::read_versioned(deep, "settings", 1));
    CHECK_THAT(error_of(deep), Catch::Contains("not an object"));
    CHECK_NOTHROW(core::read_versioned(std::string(100000, '{'), "settings", 1));
    CHECK_THAT(error_of(R"({"kind":"settings","version":1e999,"data":{}})"),
               Catch::Contains("not valid JSON") || Catch::Contains("whole number"));
}

TEST_CASE("versioned json: plain_reason says damaged, newer or something else, in a "
          "player's words, and nothing for a readable text") {
    const std::string good = core::make_versioned("settings", 1, json::object()).dump();
    CHECK(core::plain_reason(good, "settings", 1).empty());
    for (const char* damaged :
         {"", "no", "{\"kind\":\"settings\",\"version\":1,\"data\":no}", "[1]", "{}",
          R"({"kind":3,"version":1,"data":{}})", R"({"kind":"settings","version":0,"data":{}})",
          R"({"kind":"settings","version":"2","data":{}})", R"({"kind":"settings","version":1})"}) {
        INFO(damaged);
        CHECK(core::plain_reason(damaged, "settings", 1) == core::kDamaged);
    }
    CHECK(core::plain_reason(core::make_versioned("settings", 2, 1).dump(), "settings", 1) ==
          core::kNewer);
    CHECK(core::plain_reason(core::make_versioned("sheet", 1, 1).dump(), "settings", 1) ==
          core::kSomethingElse);
}
