// Choosing a new match of Checks: a bot of some strength, a friend on this device, or two bots
// to watch.
#pragma once
#include "engine/core/setup.h"
#include "table/game_ui.h"
#include "table/settings.h"
#include "table/theme.h"

#include <string>
#include <vector>

namespace table {

struct ChecksChoice {
    enum class Opponent { Bot, Friend, Watch };
    Opponent opponent = Opponent::Bot;
    core::SeatKind level = core::SeatKind::Good;    // the bot; watching: the first bot
    core::SeatKind second = core::SeatKind::Casual; // watching: the other bot
    std::string your_name;   // as typed with a friend; empty: yours from Settings, else Player 1
    std::string friend_name; // as typed; empty: Player 2
};

// The screen's column between the head and the foot every new-game screen has (table/new_game.h).
NewGameIntent DrawChecksNewGame(const Fonts& fonts, ChecksChoice& choice, const Settings& settings,
                                bool has_saved_game);
// You sit at seat 0 (the deal decides who plays first); a friend or a bot at seat 1.
core::Setup setup_for(const ChecksChoice& choice);
// The players' names for the saved match: as typed, else yours from the settings; empty for a bot
// and an untyped name (table/session.h, seat_names, fills them).
std::vector<std::string> names_for(const ChecksChoice& choice, const Settings& settings);

} // namespace table
