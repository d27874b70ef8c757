// Choosing a new Txek game: how many opponents, how strong, classic or beginners' rules.
#pragma once
#include "engine/core/setup.h"
#include "table/game_ui.h"
#include "table/theme.h"

namespace table {

// The bots at the table: all of one level, or casual and good in turn from the person's left.
enum class TxekBots { Casual, Mixed, Good, Expert };

struct TxekChoice {
    int opponents = 2; // 1–6 bots (Txek is for 2 to 7 players)
    // A first game seats a casual and a good bot. Txek is a race (rules 8, 10 and 11): every bot
    // at the table races the person, who must beat the fastest of them. A person pressing 0.6 s
    // after a card lands wins nearly every race against a casual bot and about 3 in 4 against a
    // good one (txektool reaction, new_game.cpp's figures), so a newcomer wins races while still
    // learning to see identical cards, yet meets the quicker bot of the two; a table of experts
    // would win most races from a newcomer, a table of casual bots alone would teach nothing.
    TxekBots bots = TxekBots::Mixed;
    bool beginners = false; // no Double-TXEK, no Down cards
};

// The screen's column between the head and the foot every new-game screen has (table/new_game.h).
NewGameIntent DrawTxekNewGame(const Fonts& fonts, TxekChoice& choice, bool has_saved_game);
core::Setup setup_for(const TxekChoice& choice);
// The share of races a person pressing 0.6 s after a card lands wins against `bots` bots (1 to 6)
// of the choice's level, in percent, as `txektool reaction` measured it.
int race_win_percent(TxekBots level, int bots);

} // namespace table
