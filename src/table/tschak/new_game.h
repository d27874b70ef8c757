// Choosing a new game of Tschak!: two to four players, seated as table/seat_choice.h says. No
// variants (README: the printed game only; boards stand in for missing hands, README "Deal").
#pragma once
#include "table/new_game.h"

namespace table {

// Tschak!'s new-game screen (table/new_game.h).
SeatsNewGame tschak_new_game();

} // namespace table
