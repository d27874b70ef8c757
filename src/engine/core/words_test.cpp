// core::count_of makes a count agree with its noun (the tools' reports; the table's words are
// the catalogues', src/table/i18n.h).
#include "engine/core/text.h"

#include <catch2/catch.hpp>

TEST_CASE("counts: a noun agrees with its count, one and minus one singular") {
    CHECK(core::count_of(1, "card", "cards") == "1 card");
    CHECK(core::count_of(0, "card", "cards") == "0 cards");
    CHECK(core::count_of(-1, "pt", "pts") == "-1 pt");
    CHECK(core::count_of(12, "pt", "pts") == "12 pts");
}
