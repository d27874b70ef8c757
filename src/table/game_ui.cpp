#include "table/game_ui.h"

namespace table {

void DrawTableBarButtons(ImVec2 origin, float width, TableIntent& out) {
    static const char* const labels[] = {"Sheet", "Share", "Rules", "Menu"};
    static const char* const targets[] = {"sheet", "share", "rules", "menu"};
    bool* const flags[] = {&out.sheet, &out.share, &out.rules, &out.menu};
    const int pressed = TopBarButtons(origin, width, labels, targets, 4);
    if (pressed >= 0) *flags[pressed] = true;
}

} // namespace table
