// core::Speaker: every line speaks of the viewer as "you" with the verb agreeing, and of the
// others by name.
#include "engine/core/speaker.h"

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
