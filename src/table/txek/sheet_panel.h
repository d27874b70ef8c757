// Txek's score sheet on screen (table/sheet_draw.h): the sheet book (table/sheet_book.h) draws it
// with these, at the cursor of the current window (inside BeginColumn); they return what the
// player asked for (export, import, history, back).
#pragma once
#include "table/sheet_draw.h"
#include "table/txek/sheet.h"

#include <vector>

namespace table::txek_sheet {

// One sheet as a table, a row a round, the totals and the 200 line (sheet_panel.cpp).
sheets::SheetIntent DrawSheet(const Fonts& fonts, const Sheet& sheet, float width);
// Finished games, in the order given (newest first): date, winner and totals.
void DrawHistory(const Fonts& fonts, const std::vector<Sheet>& history, float width);

} // namespace table::txek_sheet
