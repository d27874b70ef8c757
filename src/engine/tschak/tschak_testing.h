// What Tschak!'s tests share (the engine's and the table's): cards written in the record's codes.
#pragma once
#include "engine/tschak/tschak.h"

#include <catch2/catch.hpp>

#include <sstream>
#include <string>
#include <vector>

namespace tschak::testing {

// "W5w C1 A2" as its cards, in that order; a code that is no card fails the test.
inline std::vector<CardId> cards(const std::string& text) {
    std::vector<CardId> out;
    std::istringstream in(text);
    std::string code;
    while (in >> code) {
        const auto c = parse_card(code);
        INFO(code);
        REQUIRE(c);
        out.push_back(*c);
    }
    return out;
}

// README, "Ties": four teams on a floor, three tied at 12. The monster goes to the weakest
// (the 12 with the weakest wizard, the 3), the treasure to the 13, tied by nobody.
inline FloorResult tied_floor() {
    FloorResult r;
    r.teams = {cards("W4w F4 D4"), cards("W4 F4 D4"), cards("W5 F5 D3"), cards("W3 F5 D4")};
    r.values = {{12}, {12}, {13}, {12}};
    r.monster = 8;
    r.treasure = 20;
    r.monster_to = 3;
    r.treasure_to = 2;
    return r;
}

} // namespace tschak::testing
