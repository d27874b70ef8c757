// Strategix's match sheet on screen: flat Draw functions in the style of table/screens.h. They
// draw at the cursor of the current window (inside BeginColumn) and return what the player asked
// for; the App acts on it (export, import, history, back).
#pragma once
#include "table/sheet_draw.h"
#include "table/strategix/sheet.h"
#include "table/theme.h"

#include <vector>

namespace table::strategix_sheet {

using sheets::kCompactWidth;

using SheetIntent = sheets::SheetIntent;

// One game as a table: a column a player, a row a hand (its number; each player's points, with
// the title under them: Luckylix in gold), and at the foot the totals (the leaders in gold); a
// banner with the game so far, then the buttons, at least 48 px tall. Targets: "sheet_table",
// "sheet_totals", "sheet_banner" and the four buttons.
SheetIntent DrawSheet(const Fonts& fonts, const Sheet& sheet, float width);

// Finished games, in the order given (newest first): date, who won, each player's points.
// Target "sheet_history_list".
void DrawHistory(const Fonts& fonts, const std::vector<Sheet>& history, float width);

} // namespace table::strategix_sheet
