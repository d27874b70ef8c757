// The texts a frame drew, read back from Dear ImGui's draw data, for the browser tests: every
// string on screen, in every language, with its rectangle, whichever widget drew it. A test of a
// language then finds a word never translated, a word cut by its box, or two words on each other.
//
// Dear ImGui draws each glyph as one quad textured from the font atlas, so a quad whose texture
// corners are a glyph's (ImFontGlyph U0 V0 U1 V1) is that glyph; glyphs side by side on one line
// make a run, a gap wider than a third of the line's height being a space.
#pragma once
#include <imgui.h>
#include <nlohmann/json.hpp>

namespace table {

// Each run as {"t": text, "x", "y", "w", "h": its rectangle in pixels, "cut": true when a glyph
// lies left or right of the clipping rectangle it was drawn with, "l": the draw list (a window)
// it is in, so that a window drawn over another is not taken for text overlapping text}.
nlohmann::json DrawnTexts(const ImDrawData* data);

} // namespace table
