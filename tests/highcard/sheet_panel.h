// High card's game sheet on screen, in the page every sheet shares (table/sheet_draw.h).
#pragma once
#include "highcard/sheet.h"
#include "table/sheet_draw.h"
#include "table/theme.h"

#include <vector>

namespace table::highcard_sheet {

using SheetIntent = sheets::SheetIntent;

// The game as a table: a row a player (name and seat), the tricks won (the winner in gold), a
// banner with the result, then the buttons. Targets: "sheet_table", "sheet_banner" and the four
// buttons.
SheetIntent DrawSheet(const Fonts& fonts, const Sheet& sheet, float width);

// Finished games, newest first: date, who won, each player's tricks. Target
// "sheet_history_list".
void DrawHistory(const Fonts& fonts, const std::vector<Sheet>& history, float width);

} // namespace table::highcard_sheet
