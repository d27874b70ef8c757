// The table's look: felt, cream panels, large touch targets, fonts crisp at the device pixel ratio.
#pragma once
#include <imgui.h>
#include <string>
#include <string_view>

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

// The characters the UI font carries, as ImGui's ranges (pairs of first and last, then 0): Latin-1
// with French œ and Ÿ (German needs nothing more), typographic punctuation, arrows, the minus sign
// and card suits. The build subsets the font file to these same ranges (CMakeLists.txt,
// pyftsubset); a test holds the two equal and every text of the app inside them.
inline constexpr ImWchar kGlyphRanges[] = {0x0020, 0x00FF, 0x0152, 0x0153, 0x0178,
                                           0x0178, 0x2010, 0x2027, 0x2190, 0x21FF,
                                           0x2212, 0x2212, 0x2660, 0x2667, 0};
// Whether the UI font carries `c` (kGlyphRanges).
constexpr bool FontCarries(char32_t c) {
    for (int i = 0; kGlyphRanges[i] != 0; i += 2)
        if (c >= kGlyphRanges[i] && c <= kGlyphRanges[i + 1]) return true;
    return false;
}

// The characters of UTF-8 `text` the UI font lacks, as "U+0153 " each; "" when it carries them
// all (controls such as a line break need no glyph).
std::string MissingGlyphs(std::string_view text);

// Loads the UI font at `pixel_scale` times its size so text stays sharp on high-DPI screens.
// Without the file, ImGui's built-in font keeps the table usable, and `error` says why.
Fonts LoadFonts(const std::string& ttf_path, float pixel_scale, std::string& error);
void ApplyTheme();

}  // namespace table
