// Choosing a new game of High card: two players, seated as table/seat_choice.h says (you and a
// bot of some level, a friend at this device, or two bots to watch).
#pragma once
#include "engine/core/setup.h"
#include "table/seat_choice.h"
#include "table/settings.h"
#include "table/theme.h"

#include <string>
#include <vector>

namespace table {

struct HighcardChoice {
    SeatChoice seating;
};

struct HighcardChoiceIntent {
    bool start = false;
    bool back = false;
};

HighcardChoiceIntent DrawHighcardNewGame(const Fonts& fonts, HighcardChoice& choice,
                                         const Settings& settings, bool has_saved_game);

} // namespace table
