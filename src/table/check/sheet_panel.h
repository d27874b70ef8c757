// CHECK!'s game sheet on screen: flat Draw functions in the style of table/screens.h. They draw
// at the cursor of the current window (inside BeginColumn) and return what the player asked for;
// the App acts on it (export, import, history, back).
#pragma once
#include "table/check/sheet.h"
#include "table/sheet_draw.h"
#include "table/theme.h"

#include <vector>

namespace table::check_sheet {

using sheets::kCompactWidth;

using SheetIntent = sheets::SheetIntent;

// One game as a table: a row a player (name and seat), the columns the README's "Scoring" adds
// up: orders, each majority marker (its colour's mark and side), point stack, joker, total (the
// winners in gold); a banner with the result, then the buttons, at least 48 px tall. Targets:
// "sheet_table", "sheet_banner" and the four buttons.
SheetIntent DrawSheet(const Fonts& fonts, const Sheet& sheet, float width);

// Finished games, in the order given (newest first): date, who won, each player's points.
// Target "sheet_history_list".
void DrawHistory(const Fonts& fonts, const std::vector<Sheet>& history, float width);

} // namespace table::check_sheet
