#include "table/txek/new_game.h"

#include "engine/txek/txek.h"
#include "table/widgets.h"

#include <imgui.h>
#include <string>

namespace table {

core::Setup setup_for(const TxekChoice& c) {
    core::Setup s;
    s.seats.push_back(core::SeatKind::Human);
    for (int i = 0; i < c.opponents; ++i) s.seats.push_back(c.level);
    s.variant = c.beginners ? txek::kBeginners : 0;
    return s;
}

TxekChoiceIntent DrawTxekNewGame(const Fonts& fonts, TxekChoice& c, bool has_saved_game) {
    TxekChoiceIntent out;
    const float w = BeginColumn("txek-new", 640.0f);
    const float gap = ImGui::GetStyle().ItemSpacing.x;
    ImGui::Dummy(ImVec2(0, 8));
    ImGui::PushFont(fonts.title);
    ImGui::TextUnformatted("New game of Txek");
    ImGui::PopFont();

    ImGui::TextUnformatted("Opponents");
    const float bw6 = (w - 5 * gap) / 6;
    for (int n = 1; n <= 6; ++n) {
        if (n > 1) ImGui::SameLine();
        const std::string label = std::to_string(n);
        if (BigButton(label.c_str(), ("opponents:" + label).c_str(), ImVec2(bw6, 0), c.opponents == n)) c.opponents = n;
    }
    ImGui::TextDisabled("%d players at the table, you included.", c.opponents + 1);

    ImGui::Dummy(ImVec2(0, 4));
    ImGui::TextUnformatted("Bots");
    struct Level { const char* label; const char* target; core::SeatKind kind; const char* hint; };
    const Level levels[] = {
        {"Casual", "level:casual", core::SeatKind::Casual, "Slow to react and forgetful: a relaxed game."},
        {"Good", "level:good", core::SeatKind::Good, "Remembers what it saw, intercepts when sure."},
        {"Expert", "level:expert", core::SeatKind::Expert, "Fast hands, and it thinks ahead."},
    };
    const float bw3 = (w - 2 * gap) / 3;
    for (int i = 0; i < 3; ++i) {
        if (i) ImGui::SameLine();
        if (BigButton(levels[i].label, levels[i].target, ImVec2(bw3, 0), c.level == levels[i].kind)) c.level = levels[i].kind;
    }
    for (const Level& l : levels)
        if (l.kind == c.level) ImGui::TextDisabled("%s", l.hint);

    ImGui::Dummy(ImVec2(0, 4));
    ImGui::TextUnformatted("Rules");
    const float bw2 = (w - gap) / 2;
    if (BigButton("Classic", "variant:classic", ImVec2(bw2, 0), !c.beginners)) c.beginners = false;
    ImGui::SameLine();
    if (BigButton("Beginners", "variant:beginners", ImVec2(bw2, 0), c.beginners)) c.beginners = true;
    ImGui::TextDisabled(c.beginners ? "No Double-TXEK and no Down cards (the seed's variant for beginners)."
                                    : "Every rule, Double-TXEK and Down cards included.");

    ImGui::Dummy(ImVec2(0, 10));
    if (has_saved_game) ImGui::TextDisabled("Starting a new game ends the one in progress; its sheet so far is kept.");
    if (BigButton("Deal", "start", ImVec2(w, 0), true)) out.start = true;
    if (BigButton("Back", "back", ImVec2(w, 0))) out.back = true;
    EndColumn();
    return out;
}

}  // namespace table
