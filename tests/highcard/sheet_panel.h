// High card's game sheet on screen, in the page every sheet shares (table/sheet_draw.h): the
// sheet book (table/sheet_book.h) draws it with these.
#pragma once
#include "highcard/sheet.h"
#include "table/sheet_draw.h"

#include <vector>

namespace table::highcard_sheet {

// The game as a table, a row a player and the tricks won (sheet_panel.cpp).
sheets::SheetIntent DrawSheet(const Fonts& fonts, const Sheet& sheet, float width);
// Finished games, newest first: date, who won, each player's tricks.
void DrawHistory(const Fonts& fonts, const std::vector<Sheet>& history, float width);

} // namespace table::highcard_sheet
