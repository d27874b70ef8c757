// Strategix's match sheet on screen (table/sheet_draw.h): the sheet book (table/sheet_book.h)
// draws it with these, at the cursor of the current window (inside BeginColumn); they return what
// the player asked for (export, import, history, back).
#pragma once
#include "table/sheet_draw.h"
#include "table/strategix/sheet.h"

#include <vector>

namespace table::strategix_sheet {

// One game as a table, a row a hand, the totals at the foot (sheet_panel.cpp).
sheets::SheetIntent DrawSheet(const Fonts& fonts, const Sheet& sheet, float width);
// Finished games, in the order given (newest first): date, who won, each player's points.
void DrawHistory(const Fonts& fonts, const std::vector<Sheet>& history, float width);

} // namespace table::strategix_sheet
