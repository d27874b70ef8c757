// Choosing a new game of Strategix: two to four players, each seat but yours a bot of some level
// or a person at this device (taking turns behind the pass-the-device cover), or bots only to
// watch; and the ABCD cards variant (README, "Deck").
#pragma once
#include "engine/core/setup.h"
#include "engine/strategix/strategix.h"
#include "table/settings.h"
#include "table/theme.h"

#include <array>
#include <string>
#include <vector>

namespace table {

struct StrategixChoice {
    int players = 3;
    bool watch = false; // every seat a bot; you see no hand
    bool abcd = false;  // the ABCD cards variant
    // Seat 0 is yours (a bot when watching); the others, by seat.
    std::array<core::SeatKind, strategix::kMaxPlayers> seats{
        core::SeatKind::Good, core::SeatKind::Good, core::SeatKind::Casual, core::SeatKind::Expert};
    std::array<std::string, strategix::kMaxPlayers> names{"", "Friend", "Friend 2", "Friend 3"};
};

struct StrategixChoiceIntent {
    bool start = false;
    bool back = false;
};

StrategixChoiceIntent DrawStrategixNewGame(const Fonts& fonts, StrategixChoice& choice,
                                           const Settings& settings, bool has_saved_game);
core::Setup setup_for(const StrategixChoice& choice);
// Your name from the settings at seat 0, the people's names as typed; empty for a bot.
std::vector<std::string> names_for(const StrategixChoice& choice, const Settings& settings);

} // namespace table
