#include "table/strategix/new_game.h"

#include "table/widgets.h"

#include <imgui.h>

namespace table {

core::Setup setup_for(const StrategixChoice& c) {
    return setup_of(c.seating, c.abcd ? strategix::kVariantAbcd : 0);
}

std::vector<std::string> names_for(const StrategixChoice& c, const Settings& settings) {
    return names_of(c.seating, settings);
}

StrategixChoiceIntent DrawStrategixNewGame(const Fonts& fonts, StrategixChoice& c,
                                           const Settings& settings, bool has_saved_game) {
    StrategixChoiceIntent out;
    const float w = BeginColumn("strategix-new", 640.0f);
    ImGui::Dummy(ImVec2(0, 8));
    ImGui::PushFont(fonts.title);
    ImGui::TextUnformatted("New game of Strategix");
    ImGui::PopFont();
    ImGui::TextDisabled("Play letters in runs and pairs, higher each time; go out first. As many "
                        "hands as players; the most points wins.");
    ImGui::Dummy(ImVec2(0, 4));
    DrawSeatChoice(c.seating, strategix::kMinPlayers, strategix::kMaxPlayers, settings, w);
    if (BigButton(c.abcd ? "ABCD cards: on" : "ABCD cards: off", "variant:abcd", ImVec2(w, 0),
                  c.abcd))
        c.abcd = !c.abcd;
    ImGui::TextDisabled("The variant adds an A, B, C and D to the 60 cards.");
    DrawNewGameFoot(has_saved_game, w, out.start, out.back);
    EndColumn();
    return out;
}

} // namespace table
