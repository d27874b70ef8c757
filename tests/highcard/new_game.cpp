#include "highcard/new_game.h"

#include "highcard/highcard.h"
#include "table/widgets.h"

#include <imgui.h>

namespace table {

HighcardChoiceIntent DrawHighcardNewGame(const Fonts& fonts, HighcardChoice& c,
                                         const Settings& settings, bool has_saved_game) {
    HighcardChoiceIntent out;
    const float w = BeginColumn("highcard-new", 640.0f);
    ImGui::Dummy(ImVec2(0, 8));
    ImGui::PushFont(fonts.title);
    ImGui::TextUnformatted("New game of High card");
    ImGui::PopFont();
    ImGui::TextDisabled("Five cards each; the higher card takes the trick, the leader takes a "
                        "tie, and three tricks of five win.");
    ImGui::Dummy(ImVec2(0, 4));
    DrawSeatChoice(c.seating, highcard::kPlayers, highcard::kPlayers, settings, w);
    DrawNewGameFoot(has_saved_game, w, out.start, out.back);
    EndColumn();
    return out;
}

} // namespace table
