#include "table/widgets.h"

#include <cmath>
#include <vector>

namespace table {
namespace {
std::map<std::string, ImVec4> g_targets;
}

void ClearTargets() { g_targets.clear(); }

void MarkTarget(const std::string& name) {
    ImVec2 a = ImGui::GetItemRectMin(), b = ImGui::GetItemRectMax();
    g_targets[name] = ImVec4(a.x, a.y, b.x - a.x, b.y - a.y);
}

const std::map<std::string, ImVec4>& Targets() { return g_targets; }

void DrawCard(ImDrawList* dl, const Atlas& atlas, std::string_view face, ImVec2 centre,
              float height, float angle, float alpha) {
    if (!atlas.texture) return;
    const float w = height * atlas.card_aspect, h = height;
    const float c = std::cos(angle), s = std::sin(angle);
    auto corner = [&](float x, float y) {
        return ImVec2(centre.x + x * c - y * s, centre.y + x * s + y * c);
    };
    ImVec2 p[4] = {corner(-w / 2, -h / 2), corner(w / 2, -h / 2), corner(w / 2, h / 2),
                   corner(-w / 2, h / 2)};
    // A soft shadow under the card lifts it off the felt.
    const ImVec2 off(height * 0.02f, height * 0.035f);
    dl->AddQuadFilled(ImVec2(p[0].x + off.x, p[0].y + off.y), ImVec2(p[1].x + off.x, p[1].y + off.y),
                      ImVec2(p[2].x + off.x, p[2].y + off.y), ImVec2(p[3].x + off.x, p[3].y + off.y),
                      IM_COL32(0, 0, 0, int(70 * alpha)));
    ImVec4 uv = atlas.uv(face);
    dl->AddImageQuad(atlas.id(), p[0], p[1], p[2], p[3], ImVec2(uv.x, uv.y), ImVec2(uv.z, uv.y),
                     ImVec2(uv.z, uv.w), ImVec2(uv.x, uv.w),
                     IM_COL32(255, 255, 255, int(255 * alpha)));
}

bool BigButton(const char* label, const char* target, ImVec2 size, bool primary) {
    if (primary) {
        ImGui::PushStyleColor(ImGuiCol_Button, ImVec4(0.93f, 0.77f, 0.38f, 1.0f));
        ImGui::PushStyleColor(ImGuiCol_ButtonHovered, ImVec4(1.0f, 0.85f, 0.48f, 1.0f));
        ImGui::PushStyleColor(ImGuiCol_ButtonActive, ImVec4(0.85f, 0.68f, 0.30f, 1.0f));
        ImGui::PushStyleColor(ImGuiCol_Text, ImVec4(0.10f, 0.12f, 0.08f, 1.0f));
    }
    bool pressed = ImGui::Button(label, size);
    if (primary) ImGui::PopStyleColor(4);
    if (target) MarkTarget(target);
    return pressed;
}

float BeginColumn(const char* id, float max_width) {
    float avail = ImGui::GetContentRegionAvail().x;
    float w = avail < max_width ? avail : max_width;
    ImGui::SetCursorPosX(ImGui::GetCursorPosX() + (avail - w) * 0.5f);
    ImGui::PushStyleColor(ImGuiCol_ChildBg, ImVec4(0, 0, 0, 0));
    ImGui::BeginChild(id, ImVec2(w, 0), false, ImGuiWindowFlags_NoBackground);
    ImGui::PopStyleColor();
    ImGui::PushTextWrapPos(0.0f);  // text wraps at the column's edge on narrow phones
    return w;
}

void EndColumn() {
    ImGui::PopTextWrapPos();
    ImGui::EndChild();
}

namespace {
struct PanelFrame {
    ImVec2 start;
    float width;
};
std::vector<PanelFrame> g_panels;
}  // namespace

void BeginPanel(float width) {
    const ImVec2 pad = ImGui::GetStyle().WindowPadding;
    ImDrawList* dl = ImGui::GetWindowDrawList();
    dl->ChannelsSplit(2);
    dl->ChannelsSetCurrent(1);  // content above, background drawn afterwards below it
    g_panels.push_back({ImGui::GetCursorScreenPos(), width});
    ImGui::SetCursorScreenPos(ImVec2(g_panels.back().start.x + pad.x, g_panels.back().start.y + pad.y));
    ImGui::BeginGroup();
    ImGui::PushTextWrapPos(ImGui::GetCursorPos().x + width - 2 * pad.x);
}

void EndPanel() {
    const ImVec2 pad = ImGui::GetStyle().WindowPadding;
    ImGui::PopTextWrapPos();
    ImGui::EndGroup();
    PanelFrame f = g_panels.back();
    g_panels.pop_back();
    const float bottom = ImGui::GetItemRectMax().y + pad.y;
    ImDrawList* dl = ImGui::GetWindowDrawList();
    dl->ChannelsSetCurrent(0);
    dl->AddRectFilled(f.start, ImVec2(f.start.x + f.width, bottom),
                      ImGui::GetColorU32(ImGuiCol_ChildBg), ImGui::GetStyle().ChildRounding);
    dl->ChannelsMerge();
    ImGui::SetCursorScreenPos(f.start);
    ImGui::Dummy(ImVec2(f.width, bottom - f.start.y));
}

}  // namespace table
