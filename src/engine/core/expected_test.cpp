// Tests for Expected<T>: a value or a message, nothing thrown.
#include "engine/core/expected.h"

#include <catch2/catch.hpp>

#include <string>
#include <vector>

using core::Expected;

TEST_CASE("expected: ok holds the value and no message") {
    auto e = Expected<std::vector<int>>::ok({1, 2, 3});
    CHECK(e.ok());
    CHECK(static_cast<bool>(e));
    CHECK(e.value() == std::vector<int>{1, 2, 3});
    CHECK(e.error().empty());
    e.value().push_back(4); // the value can be taken over or changed in place
    CHECK(e.value().size() == 4);
}

TEST_CASE("expected: fail holds the message and is false") {
    const auto e = Expected<int>::fail("the link is empty");
    CHECK_FALSE(e.ok());
    CHECK_FALSE(e);
    CHECK(e.error() == "the link is empty");
}
