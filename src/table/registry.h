// The table's registry: one GameUi for every game of src/games.def, in its order. Each game's
// table folder defines `std::unique_ptr<GameUi> table::<id>_ui()` (table/<id>/ui.cpp).
//
// A test build may add a game that games.def does not list (tests/highcard/): add_test_game_ui,
// called from a registration object that only test programs and the test site link
// (tests/highcard/register_table.cpp), beside the engine's add_test_game (engine/games.h). Its
// GameUi comes after games.def's; the product site links no registration.
#pragma once
#include "table/game_ui.h"

#include <memory>
#include <vector>

namespace table {

std::vector<std::unique_ptr<GameUi>> make_game_uis();

// Adds a game's GameUi maker to make_game_uis() (test builds only, see above). Call it from a
// static initializer of an object file the test program lists among its own sources. Always
// true (it initialises that static).
bool add_test_game_ui(std::unique_ptr<GameUi> (*make)());

} // namespace table
