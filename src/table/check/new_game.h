// Choosing a new game of CHECK!: two to four players, each seat but yours a bot of some level
// or a person at this device (taking turns behind the pass-the-device cover), or bots only to
// watch. The standard rulebook only (README, "Orders": the only one so far).
#pragma once
#include "engine/check/check.h"
#include "engine/core/setup.h"
#include "table/settings.h"
#include "table/theme.h"

#include <array>
#include <string>
#include <vector>

namespace table {

struct CheckChoice {
    int players = 2;
    bool watch = false; // every seat a bot; you see no hand
    // Seat 0 is yours (a bot when watching); the others, by seat.
    std::array<core::SeatKind, check::kMaxPlayers> seats{
        core::SeatKind::Good, core::SeatKind::Good, core::SeatKind::Casual, core::SeatKind::Expert};
    std::array<std::string, check::kMaxPlayers> names{"", "Friend", "Friend 2", "Friend 3"};
};

struct CheckChoiceIntent {
    bool start = false;
    bool back = false;
};

CheckChoiceIntent DrawCheckNewGame(const Fonts& fonts, CheckChoice& choice,
                                   const Settings& settings, bool has_saved_game);
core::Setup setup_for(const CheckChoice& choice);
// Your name from the settings at seat 0, the people's names as typed; empty for a bot.
std::vector<std::string> names_for(const CheckChoice& choice, const Settings& settings);

} // namespace table
