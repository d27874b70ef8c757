// The table's look: felt, cream panels, large touch targets, fonts crisp at the device pixel ratio.
#pragma once
#include <imgui.h>
#include <string>

namespace table {

struct Fonts {
    ImFont* body = nullptr;   // ~18 px: all ordinary text and buttons
    ImFont* title = nullptr;  // ~40 px: screen titles
};

inline const ImVec4 kFelt = ImVec4(0.047f, 0.333f, 0.220f, 1.0f);
inline const ImU32 kCream = IM_COL32(250, 244, 228, 255);
inline const ImU32 kGold = IM_COL32(236, 196, 96, 255);
// The keyboard's focus ring: white with a dark edge, so it shows on the felt, on cream panels and
// around gold (playable) cards and buttons alike, and never reads as the gold "you can play this".
inline const ImU32 kFocusRing = IM_COL32(255, 255, 255, 255);
inline const ImU32 kFocusRingEdge = IM_COL32(8, 18, 40, 235);
inline constexpr float kFocusRingWidth = 4.0f; // px, the white part; the edge adds 2 px a side

// Loads the UI font at `pixel_scale` times its size so text stays sharp on high-DPI screens.
// Without the file, ImGui's built-in font keeps the table usable, and `error` says why.
Fonts LoadFonts(const std::string& ttf_path, float pixel_scale, std::string& error);
void ApplyTheme();

}  // namespace table
