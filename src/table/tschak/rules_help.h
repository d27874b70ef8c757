// The Tschak! rules screen: the rules in our own words (src/engine/tschak/README.md), in short
// sections, with adventurers and keep cards from the atlas ("tschak." + code, "tschak.k." + keep
// code) and the README's two worked team values. The words are rules.en.md in this folder (the
// markdown of table/rules_page.h). Reconstructed details carry the gold "table rule" tag and are
// listed together in their own section.
#pragma once
#include "table/atlas.h"
#include "table/rules_page.h"
#include "table/theme.h"

namespace table {

namespace rules {
// This folder's rules.*.md, embedded by CMakeLists.txt (txek_rules_texts).
Texts texts_tschak();
} // namespace rules

// Draws the screen (table/rules_page.h); true when the player pressed Back.
bool DrawTschakRules(const Fonts& fonts, const Atlas& atlas);

} // namespace table
