// Tschak!'s game sheet on screen: flat Draw functions in the style of table/screens.h. They draw
// at the cursor of the current window (inside BeginColumn) and return what the player asked for;
// the App acts on it (export, import, history, back).
#pragma once
#include "table/sheet_draw.h"
#include "table/theme.h"
#include "table/tschak/sheet.h"

#include <vector>

namespace table::tschak_sheet {

using sheets::kCompactWidth;

using SheetIntent = sheets::SheetIntent;

// One game as tables, a column a player (name and seat; the winners in gold): a row a keep with
// each player's points so far, blank for the keeps still to come; once the game is over the
// final score broken down as the README's "Scoring" adds it up: loot, chests (cursed ones
// included), rings, trophy, monsters (the creatures' skulls), troglodytes and the total, with the
// elixir's saving shown apart. A banner with the result, then the buttons, at least 48 px tall.
// Targets: "sheet_table", "sheet_banner" and the four buttons.
SheetIntent DrawSheet(const Fonts& fonts, const Sheet& sheet, float width);

// Finished games, in the order given (newest first): date, who won, each player's points.
// Target "sheet_history_list".
void DrawHistory(const Fonts& fonts, const std::vector<Sheet>& history, float width);

} // namespace table::tschak_sheet
