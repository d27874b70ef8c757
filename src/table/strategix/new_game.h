// Choosing a new game of Strategix: two to four players (three at first), seated as
// table/seat_choice.h says, and the ABCD cards variant (README, "Deck").
#pragma once
#include "table/new_game.h"

namespace table {

// Strategix's new-game screen (table/new_game.h).
SeatsNewGame strategix_new_game();

} // namespace table
