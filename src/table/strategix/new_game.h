// Choosing a new game of Strategix: two to four players, seated as table/seat_choice.h says, and
// the ABCD cards variant (README, "Deck").
#pragma once
#include "engine/core/setup.h"
#include "engine/strategix/strategix.h"
#include "table/seat_choice.h"
#include "table/settings.h"
#include "table/theme.h"

#include <string>
#include <vector>

namespace table {

struct StrategixChoice {
    SeatChoice seating{3};
    bool abcd = false; // the ABCD cards variant
};

struct StrategixChoiceIntent {
    bool start = false;
    bool back = false;
};

StrategixChoiceIntent DrawStrategixNewGame(const Fonts& fonts, StrategixChoice& choice,
                                           const Settings& settings, bool has_saved_game);
core::Setup setup_for(const StrategixChoice& choice);
std::vector<std::string> names_for(const StrategixChoice& choice, const Settings& settings);

} // namespace table
