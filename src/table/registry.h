// The table's registry: one GameUi for every game of src/games.def, in its order. Each game's
// table folder defines `std::unique_ptr<GameUi> table::<id>_ui()` (table/<id>/ui.cpp).
#pragma once
#include "table/game_ui.h"

#include <memory>
#include <vector>

namespace table {

std::vector<std::unique_ptr<GameUi>> make_game_uis();

} // namespace table
