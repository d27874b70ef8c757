// Choosing a new game of CHECK!: two to four players, seated as table/seat_choice.h says. The
// standard rulebook only (README, "Orders": the only one so far).
#pragma once
#include "table/new_game.h"

namespace table {

// CHECK!'s new-game screen (table/new_game.h).
SeatsNewGame check_new_game();

} // namespace table
