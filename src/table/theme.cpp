#include "table/theme.h"

#include <cstdio>

namespace table {

std::string MissingGlyphs(std::string_view text) {
    std::string missing;
    for (std::size_t i = 0; i < text.size();) {
        const unsigned char lead = static_cast<unsigned char>(text[i]);
        const int length = lead < 0x80 ? 1 : lead < 0xE0 ? 2 : lead < 0xF0 ? 3 : 4;
        char32_t c = length == 1 ? lead : lead & (0x7F >> length);
        for (int k = 1; k < length && i + k < text.size(); ++k)
            c = (c << 6) | (static_cast<unsigned char>(text[i + k]) & 0x3F);
        if (c >= 0x20 && !FontCarries(c)) {
            char name[16];
            std::snprintf(name, sizeof name, "U+%04X ", unsigned(c));
            missing += name;
        }
        i += std::size_t(length);
    }
    return missing;
}

Fonts LoadFonts(const std::string& ttf_path, float pixel_scale, std::string& error) {
    ImGuiIO& io = ImGui::GetIO();
    Fonts f;
    if (FILE* probe = std::fopen(ttf_path.c_str(), "rb")) {
        std::fclose(probe);
        ImFontConfig cfg;
        cfg.OversampleH = 1;  // rendered at the device pixel ratio already
        f.body =
            io.Fonts->AddFontFromFileTTF(ttf_path.c_str(), 19.0f * pixel_scale, &cfg, kGlyphRanges);
        f.title =
            io.Fonts->AddFontFromFileTTF(ttf_path.c_str(), 40.0f * pixel_scale, &cfg, kGlyphRanges);
    }
    if (!f.body || !f.title) {
        error = "The font " + ttf_path + " could not be loaded; using the built-in one.";
        ImFontConfig cfg;
        cfg.SizePixels = 13.0f * pixel_scale;
        f.body = f.title = io.Fonts->AddFontDefault(&cfg);
    }
    io.FontGlobalScale = 1.0f / pixel_scale;
    return f;
}

void ApplyTheme() {
    ImGuiStyle& s = ImGui::GetStyle();
    ImGui::StyleColorsDark(&s);
    // Large, rounded, finger-sized controls: every button is at least ~44 px high on a phone.
    s.WindowPadding = ImVec2(18, 16);
    s.FramePadding = ImVec2(16, 11);
    s.ItemSpacing = ImVec2(12, 12);
    s.ItemInnerSpacing = ImVec2(10, 8);
    s.ScrollbarSize = 16;
    s.GrabMinSize = 28;
    s.WindowRounding = 14;
    s.ChildRounding = 12;
    s.FrameRounding = 10;
    s.GrabRounding = 10;
    s.PopupRounding = 10;
    s.WindowBorderSize = 0;
    s.ChildBorderSize = 0;
    s.FrameBorderSize = 0;

    ImVec4* c = s.Colors;
    const ImVec4 ink(0.98f, 0.96f, 0.90f, 1.0f);
    const ImVec4 panel(0.02f, 0.16f, 0.10f, 0.88f);
    const ImVec4 button(0.10f, 0.45f, 0.30f, 1.0f);
    const ImVec4 gold(0.93f, 0.77f, 0.38f, 1.0f);
    c[ImGuiCol_Text] = ink;
    c[ImGuiCol_TextDisabled] = ImVec4(0.70f, 0.78f, 0.72f, 1.0f);
    c[ImGuiCol_WindowBg] = ImVec4(0, 0, 0, 0);
    c[ImGuiCol_ChildBg] = panel;
    c[ImGuiCol_PopupBg] = ImVec4(0.03f, 0.20f, 0.13f, 0.98f);
    c[ImGuiCol_FrameBg] = ImVec4(0.0f, 0.10f, 0.06f, 0.9f);
    c[ImGuiCol_FrameBgHovered] = ImVec4(0.05f, 0.22f, 0.14f, 1.0f);
    c[ImGuiCol_FrameBgActive] = ImVec4(0.07f, 0.28f, 0.18f, 1.0f);
    c[ImGuiCol_Button] = button;
    c[ImGuiCol_ButtonHovered] = ImVec4(0.14f, 0.55f, 0.37f, 1.0f);
    c[ImGuiCol_ButtonActive] = ImVec4(0.18f, 0.62f, 0.42f, 1.0f);
    c[ImGuiCol_CheckMark] = gold;
    c[ImGuiCol_SliderGrab] = gold;
    c[ImGuiCol_SliderGrabActive] = ImVec4(1.0f, 0.85f, 0.45f, 1.0f);
    c[ImGuiCol_Header] = button;
    c[ImGuiCol_HeaderHovered] = ImVec4(0.14f, 0.55f, 0.37f, 1.0f);
    c[ImGuiCol_Separator] = ImVec4(1, 1, 1, 0.15f);
    c[ImGuiCol_ScrollbarBg] = ImVec4(0, 0, 0, 0);
    // ImGui's own thin ring, under the thick one table/keyboard.cpp draws.
    c[ImGuiCol_NavHighlight] = ImVec4(1, 1, 1, 1);
}

}  // namespace table
