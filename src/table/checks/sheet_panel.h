// Checks' match sheet on screen (table/sheet_draw.h): the sheet book (table/sheet_book.h) draws
// it with these, at the cursor of the current window (inside BeginColumn); they return what the
// player asked for (export, import, history, back).
#pragma once
#include "table/checks/sheet.h"
#include "table/sheet_draw.h"

#include <vector>

namespace table::checks_sheet {

// One match as a table, a row a game, the games won and Checks at the foot (sheet_panel.cpp).
sheets::SheetIntent DrawSheet(const Fonts& fonts, const Sheet& sheet, float width);
// Finished matches, in the order given (newest first): who won, games won and Checks.
void DrawHistory(const Fonts& fonts, const std::vector<Sheet>& history, float width);

} // namespace table::checks_sheet
