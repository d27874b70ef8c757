#include "table/table_panels.h"

#include "table/i18n.h"
#include "table/screens.h"
#include "table/widgets.h"

#include <algorithm>
#include <cmath>

namespace table {

void DrawFelt(ImVec2 o, ImVec2 sz, ImU32 colour) {
    ImDrawList* dl = ImGui::GetWindowDrawList();
    const ImVec2 a(o.x + 2, o.y + 2), b(o.x + sz.x - 2, o.y + sz.y - 2);
    dl->AddRectFilled(a, b, colour, 28);
    dl->AddRect(a, b, IM_COL32(236, 196, 96, 90), 28, 0, 3);
}

void DrawTableTopBar(ImVec2 origin, float width, std::string_view game, const std::string& detail,
                     TableIntent& out, float title_from) {
    ImGui::SetCursorScreenPos(origin);
    if (width > title_from) {
        const std::string title = std::string(game) + "  \xC2\xB7  " + detail;
        ImGui::TextUnformatted(title.c_str());
    }
    DrawTableBarButtons(origin, width, out);
}

float BeginResultPanel(ImVec2 o, ImVec2 sz, float max_width, float top, ImU32 shade) {
    ImGui::GetWindowDrawList()->AddRectFilled(o, ImVec2(o.x + sz.x, o.y + sz.y), shade);
    const float w = std::min(sz.x - 16, max_width);
    ImGui::SetCursorScreenPos(ImVec2(o.x + (sz.x - w) / 2, o.y + top));
    BeginPanel(w);
    return w - 2 * ImGui::GetStyle().WindowPadding.x;
}

void ResultHeadline(const Fonts& fonts, const std::string& text) {
    ImGui::PushFont(fonts.title);
    ImGui::SetWindowFontScale(0.7f);
    ImGui::TextWrapped("%s", text.c_str());
    ImGui::SetWindowFontScale(1.0f);
    ImGui::PopFont();
}

std::string WinnersLine(const Voice& say, const std::vector<int>& winners, const char* one_wins,
                        const char* you_win) {
    if (winners.size() == 1)
        return say.is_you(winners[0]) ? you_win : fill(one_wins, {{"name", say.who(winners[0])}});
    std::vector<std::string> others;
    bool you = false;
    for (int seat : winners)
        if (say.is_you(seat))
            you = true;
        else
            others.push_back(say.who(seat));
    return fill(you ? tr("{names} and you share the victory") : tr("{names} share the victory"),
                {{"names", and_list(others)}});
}

void WinnersHeadline(const Fonts& fonts, const Voice& say, const std::vector<int>& winners,
                     const char* one_wins, const char* you_win, const std::string& tie_break) {
    ResultHeadline(fonts, WinnersLine(say, winners, one_wins, you_win));
    if (!tie_break.empty()) ImGui::TextWrapped("%s", tie_break.c_str());
}

void ShareReplayButton(ImVec2 size, bool share, TableIntent& out, bool keep_room) {
    if (!share) {
        if (keep_room) ImGui::Dummy(size);
        return;
    }
    if (BigButton(tr("Share replay"), "share_replay", size)) out.share_replay = true;
}

void GameOverButtons(float inner, const char* sheet_label, const char* new_label, bool share,
                     TableIntent& out) {
    const float bw = (inner - ImGui::GetStyle().ItemSpacing.x) / 2;
    const float bh = kResultButtonHeight;
    if (BigButton(sheet_label, "game_sheet", ImVec2(bw, bh), true)) out.sheet = true;
    ImGui::SameLine();
    if (BigButton(new_label, "new_match", ImVec2(bw, bh))) out.new_game = true;
    ShareReplayButton(ImVec2(inner, bh), share, out);
}

bool NextDealButton(const char* label, const char* counting, const char* target, ImVec2 size,
                    bool people_press, std::optional<std::int64_t> ms_left) {
    if (people_press) return BigButton(label, target, size, true);
    if (ms_left) {
        const int seconds = int(std::ceil(double(std::max<std::int64_t>(0, *ms_left)) / 1000.0));
        ImGui::AlignTextToFramePadding();
        ImGui::TextUnformatted(fill(counting, {{"seconds", std::to_string(seconds)}}).c_str());
    } else {
        ImGui::Dummy(size);
    }
    return false;
}

} // namespace table
