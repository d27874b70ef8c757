#include "table/game_ui.h"

#include "table/i18n.h"
#include "table/sound.h"

#include <algorithm>

namespace table {

void DrawTableBarButtons(ImVec2 origin, float width, TableIntent& out) {
    // Short words: four buttons and the sound button share a phone's top bar.
    const char* const labels[] = {trc("top bar", "Sheet"), trc("top bar", "Share"),
                                  trc("top bar", "Rules"), trc("top bar", "Menu")};
    static const char* const targets[] = {"sheet", "share", "rules", "menu"};
    bool* const flags[] = {&out.sheet, &out.share, &out.rules, &out.menu};
    // The sound button goes left of the others, so they make room for it on a phone.
    const float sound_w = std::max(56.0f, ImGui::GetFrameHeight() * 1.4f);
    const float gap = std::min(ImGui::GetStyle().ItemSpacing.x, 6.0f);
    float left = origin.x;
    const int pressed = TopBarButtons(ImVec2(origin.x + sound_w + gap, origin.y),
                                      width - sound_w - gap, labels, targets, 4, &left);
    if (pressed >= 0) *flags[pressed] = true;
    if (SoundButton(ImVec2(left - sound_w, origin.y), sound_w, SoundMuted(), "sound"))
        out.toggle_sound = true;
    // M, like the button, at every table (no game uses the key).
    for (ImWchar ch : ImGui::GetIO().InputQueueCharacters)
        if (ch == 'm' || ch == 'M') out.toggle_sound = true;
}

} // namespace table
