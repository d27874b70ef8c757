// The words every table builds lines from: core::Speaker speaks of the viewer as "you" with the
// verb agreeing and of the others by name; core::count_of makes a count agree with its noun.
#include "engine/core/speaker.h"
#include "engine/core/text.h"

#include <catch2/catch.hpp>

using core::Speaker;

TEST_CASE("speaker: the viewer is you with the verb agreeing, the others go by name") {
    const Speaker say({"Ana", "Bruno"}, 0);
    CHECK(say.says(0, "leads", "lead") == "You lead");
    CHECK(say.says(1, "leads", "lead") == "Bruno leads");
    CHECK(say.whom(0) == "you");
    CHECK(say.whose(1) == "Bruno's");
    CHECK(say.whose(0) == "your");
}

TEST_CASE("speaker: a spectator reads every seat by name, the table as the table") {
    const Speaker say({"Ana", "Bruno"}, -1);
    CHECK(say.says(0, "leads", "lead") == "Ana leads");
    CHECK(say.who(255) == "The table");
    CHECK(say.who(4) == "Seat 5");
}

TEST_CASE("speaker: a plate names the viewer with (you), and a viewer without a name of their "
          "own as You, never \"You (you)\"") {
    CHECK(Speaker({"Ana", "Bruno"}, 0).label(0) == "Ana (you)");
    CHECK(Speaker({"Ana", "Bruno"}, 0).label(1) == "Bruno");
    CHECK(Speaker({"You", "Bruno"}, 0).label(0) == "You");
    CHECK(Speaker({"", "Bruno"}, 0).label(0) == "You");
    CHECK(Speaker({"Ana", "Bruno"}, -1).label(0) == "Ana");
}

TEST_CASE("speaker: several seats read as one list, the viewer last as you") {
    const Speaker say({"Ana", "Bruno", "Chloe"}, 0);
    CHECK(say.list({0, 1}) == "Bruno and you");
    CHECK(say.list({1, 2}) == "Bruno and Chloe");
    CHECK(say.list({2, 0, 1}) == "Chloe, Bruno and you");
    CHECK(Speaker({"Ana", "Bruno"}, -1).list({0, 1}) == "Ana and Bruno");
}

TEST_CASE("counts: a noun agrees with its count, one and minus one singular") {
    CHECK(core::count_of(1, "card", "cards") == "1 card");
    CHECK(core::count_of(0, "card", "cards") == "0 cards");
    CHECK(core::count_of(-1, "pt", "pts") == "-1 pt");
    CHECK(core::count_of(12, "pt", "pts") == "12 pts");
}
