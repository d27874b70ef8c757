#include "table/new_game.h"

#include "table/i18n.h"
#include "table/widgets.h"

#include <imgui.h>
#include <string>
#include <string_view>
#include <utility>

namespace table {

float BeginNewGame(const Fonts& fonts, const games::Facts& facts, const char* about) {
    const float w = BeginColumn((std::string(facts.id) + "-new").c_str(), 640.0f);
    ImGui::Dummy(ImVec2(0, 8));
    ImGui::PushFont(fonts.title);
    const bool match = facts.whole_word == std::string_view("match");
    const std::string title = fill(match ? tr("New match of {game}") : tr("New game of {game}"),
                                   {{"game", std::string(facts.name)}});
    ImGui::TextUnformatted(title.c_str());
    ImGui::PopFont();
    if (about) ImGui::TextDisabled("%s", about);
    return w;
}

NewGameIntent EndNewGame(const games::Facts& facts, bool has_saved_game, float w, NewGame game,
                         const char* ends) {
    NewGameIntent out;
    ImGui::Dummy(ImVec2(0, 10));
    if (has_saved_game) {
        const bool match = facts.whole_word == std::string_view("match");
        ImGui::TextDisabled(
            "%s", ends    ? ends
                  : match ? tr("Starting a new match ends the one in progress; it is kept in "
                               "this browser's storage.")
                          : tr("Starting a new game ends the one in progress; it is kept in "
                               "this browser's storage."));
    }
    if (BigButton(tr("Deal"), "start", ImVec2(w, 0), true)) out.start = std::move(game);
    if (BigButton(tr("Back"), "back", ImVec2(w, 0))) out.back = true;
    EndColumn();
    return out;
}

SeatsNewGame::SeatsNewGame(const games::Facts& facts, const char* about, int players,
                           std::vector<VariantSwitch> variants)
    : facts_(facts), about_(about), variants_(std::move(variants)) {
    seats_.players = players;
}

NewGameIntent SeatsNewGame::draw(const Fonts& fonts, const Settings& settings,
                                 bool has_saved_game) {
    const float w = BeginNewGame(fonts, facts_, about_ ? tr(about_) : nullptr);
    ImGui::Dummy(ImVec2(0, 4));
    DrawSeatChoice(seats_, facts_.min_players, facts_.max_players, settings, w);
    for (const VariantSwitch& v : variants_) {
        const bool on = (variant_ & v.bit) != 0;
        const std::string label =
            fill(on ? tr("{variant}: on") : tr("{variant}: off"), {{"variant", tr(v.label)}});
        if (BigButton(label.c_str(), v.target, ImVec2(w, 0), on)) variant_ ^= v.bit;
        ImGui::TextDisabled("%s", tr(v.note));
    }
    return EndNewGame(facts_, has_saved_game, w,
                      NewGame{setup_of(seats_, variant_), names_of(seats_, settings)});
}

} // namespace table
