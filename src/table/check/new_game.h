// Choosing a new game of CHECK!: two to four players, seated as table/seat_choice.h says. The
// standard rulebook only (README, "Orders": the only one so far).
#pragma once
#include "engine/core/setup.h"
#include "table/seat_choice.h"
#include "table/settings.h"
#include "table/theme.h"

#include <string>
#include <vector>

namespace table {

struct CheckChoice {
    SeatChoice seating;
};

struct CheckChoiceIntent {
    bool start = false;
    bool back = false;
};

CheckChoiceIntent DrawCheckNewGame(const Fonts& fonts, CheckChoice& choice,
                                   const Settings& settings, bool has_saved_game);
core::Setup setup_for(const CheckChoice& choice);
std::vector<std::string> names_for(const CheckChoice& choice, const Settings& settings);

} // namespace table
