// Checks' match sheet on screen: flat Draw functions in the style of table/screens.h. They draw
// at the cursor of the current window (e.g. inside BeginColumn) and return what the player
// asked for; the App acts on it (export, import, history, back).
//
//   const float w = BeginColumn("checks_sheet", 640.0f);
//   SheetIntent in = DrawSheet(fonts, sheet, w);
//   if (showing_history) DrawHistory(fonts, history, w);
//   EndColumn();
#pragma once
#include "table/checks/sheet.h"
#include "table/sheet_draw.h"
#include "table/theme.h"

#include <vector>

namespace table::checks_sheet {

using sheets::kCompactWidth;

using SheetIntent = sheets::SheetIntent;

// One match as a table: a column a player (name, and on wide screens who plays the seat), a row
// a game (its number, each player's Checks with the winner's in gold and dotted, then "draw"
// if it was one, who dealt and any cards left unplayed), and at the foot the games won (the leader
// in gold) and the total Checks; a banner with the score of the match, then the buttons, at
// least 48 px tall. A sheet without two players reads "No match on the sheet yet". Targets:
// "sheet_table", "sheet_totals", "sheet_banner" and the four buttons.
SheetIntent DrawSheet(const Fonts& fonts, const Sheet& sheet, float width);

// Finished matches, in the order given (the history is stored newest first): date and number
// of games, who won the match, each player's games won and Checks. Target "sheet_history_list".
void DrawHistory(const Fonts& fonts, const std::vector<Sheet>& history, float width);

} // namespace table::checks_sheet
