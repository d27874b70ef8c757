// Choosing a new game of High card: two players, seated as table/seat_choice.h says (you and a
// bot of some level, a friend at this device, or two bots to watch).
#pragma once
#include "table/new_game.h"

namespace table {

// High card's new-game screen (table/new_game.h).
SeatsNewGame highcard_new_game();

} // namespace table
