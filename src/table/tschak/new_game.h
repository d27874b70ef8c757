// Choosing a new game of Tschak!: two to four players, seated as table/seat_choice.h says. No
// variants (README: the printed game only; boards stand in for missing hands, README "Deal").
#pragma once
#include "engine/core/setup.h"
#include "table/seat_choice.h"
#include "table/settings.h"
#include "table/theme.h"

#include <string>
#include <vector>

namespace table {

struct TschakChoice {
    SeatChoice seating;
};

struct TschakChoiceIntent {
    bool start = false;
    bool back = false;
};

TschakChoiceIntent DrawTschakNewGame(const Fonts& fonts, TschakChoice& choice,
                                     const Settings& settings, bool has_saved_game);
core::Setup setup_for(const TschakChoice& choice);
std::vector<std::string> names_for(const TschakChoice& choice, const Settings& settings);

} // namespace table
