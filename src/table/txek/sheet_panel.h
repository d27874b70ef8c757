// Txek's score sheet on screen: flat Draw functions in the style of table/screens.h. They draw
// at the cursor of the current window (e.g. inside BeginColumn) and return what the player
// asked for; the App acts on it (export, import, history, back).
//
//   const float w = BeginColumn("txek_sheet", 760.0f);
//   SheetIntent in = DrawSheet(fonts, sheet, w);
//   if (showing_history) DrawHistory(fonts, history, w);
//   EndColumn();
#pragma once
#include "table/sheet_draw.h"
#include "table/theme.h"
#include "table/txek/sheet.h"

#include <string>
#include <vector>

namespace table::txek_sheet {

using sheets::kCompactWidth;

using SheetIntent = sheets::SheetIntent;

// One sheet as a table: player names, a row a round (number, scores, the kind of ending; the
// running totals on wide screens), the totals in bold, a gold line after the round in which a
// total reached 200, the winner or the tie-break banner, then the buttons. A sheet without
// players reads "No game on the sheet yet". Targets: "sheet_table", "sheet_totals",
// "sheet_banner" and the four buttons.
SheetIntent DrawSheet(const Fonts& fonts, const Sheet& sheet, float width);

// Finished games, in the order given (the history is stored newest first): date, players,
// winner and totals. Target "sheet_history_list".
void DrawHistory(const Fonts& fonts, const std::vector<Sheet>& history, float width);

// "2024-06-10T14:02:33Z" -> "2024-06-10 14:02"; other text is shown as it is.
using sheets::short_date;

} // namespace table::txek_sheet
