// The test registry (engine/games.h, add_test_game; table/registry.h, add_test_game_ui): a test
// program that links High card's registration objects lists it after the games of games.def, in
// both registries, once.
#include "engine/games.h"
#include "highcard/module.h"
#include "table/registry.h"

#include <catch2/catch.hpp>

TEST_CASE("test registry: High card comes after the games of games.def, in the engine's and the "
          "table's registry alike, and only once") {
    const auto& games = games::registered();
    REQUIRE(games.size() >= 2);
    CHECK(games.back() == &highcard::module());
    CHECK(games::find("highcard") == &highcard::module());
    const auto uis = table::make_game_uis();
    REQUIRE(uis.size() == games.size());
    for (std::size_t i = 0; i < games.size(); ++i)
        CHECK(&uis[i]->game() == games[i]); // the home screen and the engine list one order
    CHECK(std::string(uis.back()->atlas()) == "std_cards");
    CHECK_FALSE(games::add_test_game(highcard::module())); // its id is taken
    CHECK(games::registered().size() == games.size());
}
