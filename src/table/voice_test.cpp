// The table's words for the seats (table/voice.h): the viewer is "you", with a sentence of its
// own, the others go by name, in English here (the catalogues' tests are i18n_test.cpp).
#include "table/voice.h"

#include <catch2/catch.hpp>

using table::Voice;

TEST_CASE("voice: the viewer reads the sentence said to them, the others their name in theirs") {
    const Voice say({"Ana", "Bruno"}, 0);
    CHECK(say.says(0, "You lead {card}", "{name} leads {card}", {{"card", "R3"}}) == "You lead R3");
    CHECK(say.says(1, "You lead {card}", "{name} leads {card}", {{"card", "R3"}}) ==
          "Bruno leads R3");
    CHECK(say.who(0) == "You");
    CHECK(say.whom(0) == "you");
    CHECK(say.whom(1) == "Bruno");
}

TEST_CASE("voice: another player named You is a name, with the sentence of the third person") {
    const Voice say({"Ana", "You"}, 0);
    CHECK(say.says(1, "You lead", "{name} leads") == "You leads");
    CHECK(Voice({"You", "Bruno"}, 0).says(0, "You lead", "{name} leads") == "You lead");
}

TEST_CASE("voice: a spectator reads every seat by name, a seat without one by number, the table "
          "as the table") {
    const Voice say({"Ana", ""}, -1);
    CHECK(say.says(0, "You lead", "{name} leads") == "Ana leads");
    CHECK(say.name(1) == "Seat 2");
    CHECK(say.name(255) == "The table");
}

TEST_CASE("voice: a plate names the viewer with (you), and a viewer without a name of their own "
          "as You, never \"You (you)\"") {
    CHECK(Voice({"Ana", "Bruno"}, 0).label(0) == "Ana (you)");
    CHECK(Voice({"Ana", "Bruno"}, 0).label(1) == "Bruno");
    CHECK(Voice({"You", "Bruno"}, 0).label(0) == "You");
    CHECK(Voice({"", "Bruno"}, 0).label(0) == "You");
    CHECK(Voice({"Ana", "Bruno"}, -1).label(0) == "Ana");
}

TEST_CASE("voice: several seats read as one list, the viewer last as you") {
    const Voice say({"Ana", "Bruno", "Chloe"}, 0);
    CHECK(say.list({0, 1}) == "Bruno and you");
    CHECK(say.list({1, 2}) == "Bruno and Chloe");
    CHECK(say.list({2, 0, 1}) == "Chloe, Bruno and you");
    CHECK(table::and_list({"R3"}) == "R3");
    CHECK(table::and_list({}) == "");
}

TEST_CASE("voice: a tie at the top names how the tie-break decided it, or says it is shared") {
    const table::TieBreakWords words{"Tied at {total} ({count} each): shared.",
                                     "You tied at {total} with {rival} and won: {count} to "
                                     "{rival_count}.",
                                     "{name} tied at {total} with {rival} and won: {count} to "
                                     "{rival_count}.",
                                     false};
    const Voice say({"Ana", "Bruno", "Chloe"}, 0);
    CHECK(table::tie_break_line({31, 31, 20}, {5, 3, 9}, {0}, words, say) ==
          "You tied at 31 with Bruno and won: 5 to 3.");
    CHECK(table::tie_break_line({31, 31, 20}, {3, 5, 9}, {1}, words, say) ==
          "Bruno tied at 31 with you and won: 5 to 3.");
    CHECK(table::tie_break_line({31, 31, 20}, {4, 4, 9}, {0, 1}, words, say) ==
          "Tied at 31 (4 each): shared.");
    CHECK(table::tie_break_line({31, 28, 20}, {4, 4, 9}, {0}, words, say).empty());
}

TEST_CASE("voice: the last line lists every total, then who won or that the win is shared") {
    const Voice say({"Ana", "Bruno"}, 0);
    CHECK(table::game_over_line({31, 28}, {0}, "", say) ==
          "The game is over: you 31, Bruno 28. You win");
    CHECK(table::game_over_line({28, 31}, {1}, "", say) ==
          "The game is over: you 28, Bruno 31. Bruno wins");
    CHECK(table::game_over_line({30, 30}, {0, 1}, "", say) ==
          "The game is over: you 30, Bruno 30. Shared victory");
}

TEST_CASE("voice: a name that looks like a placeholder is written as it is, never filled") {
    const Voice say({"Ana", "{card}"}, 0);
    CHECK(say.says(1, "You play {card}", "{name} plays {card}", {{"card", "R3"}}) ==
          "{card} plays R3");
}
