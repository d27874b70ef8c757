// What every game's new-game screen shares: its column, the title from the game's Facts, and the
// foot (the note on a game in progress, Deal and Back). And the whole screen of a game that asks
// only who sits where (table/seat_choice.h) and which variants: CHECK!, Strategix, Tschak! and
// High card (tests/highcard/). Checks and Txek draw their own choices between head and foot.
#pragma once
#include "engine/core/setup.h"
#include "engine/module.h"
#include "table/game_ui.h"
#include "table/seat_choice.h"
#include "table/settings.h"
#include "table/theme.h"

#include <cstdint>
#include <vector>

namespace table {

// The head: the screen's column ("<id>-new"), the title ("New game of CHECK!", "New match of
// Checks": the Facts' whole word and name) and `about`, a line on how the game goes (none:
// null). Returns the column's width; EndNewGame ends it.
float BeginNewGame(const Fonts& fonts, const games::Facts& facts, const char* about);

// The foot: with a game in progress the note that a new one ends it (`ends`, translated; by
// default "Starting a new match ends the one in progress; it is kept in this browser's
// storage."), Deal ("start") and Back ("back"), then the column's end. Deal starts `game`.
NewGameIntent EndNewGame(const games::Facts& facts, bool has_saved_game, float w, NewGame game,
                         const char* ends = nullptr);

// A variant switched on and off by one button ("ABCD cards: off"), with a line under it.
// The label and note are marked with tr_noop and translated where they are drawn.
struct VariantSwitch {
    std::uint32_t bit;
    const char* label;  // "ABCD cards"
    const char* target; // "variant:abcd"
    const char* note;   // "The variant adds ..."
};

// The new-game screen of a game that asks only who sits where, for its Facts' players (the
// players row, I play or Watch bots, a row a seat), and a button a variant. Its GameUi keeps
// it: it holds the choices between frames.
class SeatsNewGame {
public:
    SeatsNewGame(const games::Facts& facts, const char* about, int players = 2,
                 std::vector<VariantSwitch> variants = {});
    NewGameIntent draw(const Fonts& fonts, const Settings& settings, bool has_saved_game);

private:
    const games::Facts& facts_;
    const char* about_;
    std::vector<VariantSwitch> variants_;
    SeatChoice seats_;
    std::uint32_t variant_ = 0; // the bits switched on
};

} // namespace table
