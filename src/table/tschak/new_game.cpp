#include "table/tschak/new_game.h"

#include "engine/tschak/tschak.h"
#include "table/widgets.h"

#include <imgui.h>

namespace table {

core::Setup setup_for(const TschakChoice& c) {
    return setup_of(c.seating, 0);
}

std::vector<std::string> names_for(const TschakChoice& c, const Settings& settings) {
    return names_of(c.seating, settings);
}

TschakChoiceIntent DrawTschakNewGame(const Fonts& fonts, TschakChoice& c, const Settings& settings,
                                     bool has_saved_game) {
    TschakChoiceIntent out;
    const float w = BeginColumn("tschak-new", 640.0f);
    ImGui::Dummy(ImVec2(0, 8));
    ImGui::PushFont(fonts.title);
    ImGui::TextUnformatted("New game of Tschak!");
    ImGui::PopFont();
    ImGui::TextDisabled("Four keeps of three floors: on each floor everyone forms a team in "
                        "secret and all reveal at once; the weakest team takes the monster, the "
                        "strongest the treasure.");
    ImGui::Dummy(ImVec2(0, 4));
    DrawSeatChoice(c.seating, tschak::kMinPlayers, tschak::kMaxPlayers, settings, w);
    DrawNewGameFoot(has_saved_game, w, out.start, out.back);
    EndColumn();
    return out;
}

} // namespace table
