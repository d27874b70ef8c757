#include "table/check/new_game.h"

#include "engine/check/check.h"
#include "table/widgets.h"

#include <imgui.h>

namespace table {

core::Setup setup_for(const CheckChoice& c) {
    return setup_of(c.seating, 0);
}

std::vector<std::string> names_for(const CheckChoice& c, const Settings& settings) {
    return names_of(c.seating, settings);
}

CheckChoiceIntent DrawCheckNewGame(const Fonts& fonts, CheckChoice& c, const Settings& settings,
                                   bool has_saved_game) {
    CheckChoiceIntent out;
    const float w = BeginColumn("check-new", 640.0f);
    ImGui::Dummy(ImVec2(0, 8));
    ImGui::PushFont(fonts.title);
    ImGui::TextUnformatted("New game of CHECK!");
    ImGui::PopFont();
    ImGui::TextDisabled("Take number cards from the market, fulfil orders with them; the most "
                        "points wins once someone has 7, 6 or 5 orders.");
    ImGui::Dummy(ImVec2(0, 4));
    DrawSeatChoice(c.seating, check::kMinPlayers, check::kMaxPlayers, settings, w);
    DrawNewGameFoot(has_saved_game, w, out.start, out.back);
    EndColumn();
    return out;
}

} // namespace table
