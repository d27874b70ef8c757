// Tests for seat kinds: the link letters h/c/g/e and the names players see.
#include "engine/core/setup.h"

#include <catch2/catch.hpp>

#include <string>

using core::SeatKind;

TEST_CASE("setup: each seat kind has its link letter and name, and the letter maps back") {
    const SeatKind kinds[] = {SeatKind::Human, SeatKind::Casual, SeatKind::Good, SeatKind::Expert};
    const char letters[] = {'h', 'c', 'g', 'e'};
    const char* names[] = {"you/human", "casual bot", "good bot", "expert bot"};
    for (int i = 0; i < 4; ++i) {
        CHECK(core::seat_letter(kinds[i]) == letters[i]);
        CHECK(std::string(core::seat_name(kinds[i])) == names[i]);
        CHECK(core::seat_from_letter(letters[i]) == kinds[i]);
    }
}

TEST_CASE("setup: only the four lower-case letters are seat letters") {
    for (char c : {'H', 'C', 'x', 'b', ' ', '0', '\0', '?'}) {
        INFO("letter " << static_cast<int>(c));
        CHECK_FALSE(core::seat_from_letter(c).has_value());
    }
}

TEST_CASE("setup: equality compares the seats in order and the variant bits") {
    core::Setup a{{SeatKind::Human, SeatKind::Expert}, 3};
    core::Setup b = a;
    CHECK(a == b);
    b.variant = 2;
    CHECK(a != b);
    b = a;
    b.seats = {SeatKind::Expert, SeatKind::Human};
    CHECK_FALSE(a == b);
}
