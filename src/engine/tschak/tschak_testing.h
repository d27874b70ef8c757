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

} // namespace tschak::testing
