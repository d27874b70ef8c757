// Choosing a new Txek game: how many opponents, how strong, classic or beginners' rules.
#pragma once
#include "engine/core/setup.h"
#include "table/theme.h"

namespace table {

struct TxekChoice {
    int opponents = 2;  // 1–6 bots (Txek is for 2 to 7 players)
    core::SeatKind level = core::SeatKind::Good;
    bool beginners = false;  // no Double-TXEK, no Down cards
};

struct TxekChoiceIntent {
    bool start = false;
    bool back = false;
};

TxekChoiceIntent DrawTxekNewGame(const Fonts& fonts, TxekChoice& choice, bool has_saved_game);
core::Setup setup_for(const TxekChoice& choice);

}  // namespace table
