// How the test programs are built: what the other tests rely on.
#include <catch2/catch.hpp>

TEST_CASE("build: the test programs run with assertions on") {
#ifdef NDEBUG
    FAIL("NDEBUG is defined: every assert() of the code under test is compiled out");
#else
    SUCCEED("assert() is active");
#endif
}
