// The CHECK! rules screen: the rules in our own words (src/engine/check/README.md), in short
// sections, with number cards from the atlas ("number." + code) and the order cards drawn as the
// table draws them. The words are rules.en.md in this folder (the markdown of
// table/rules_page.h); the figures it names (`drawing: colours`, `orders`, `markers`) are drawn
// here. Reconstructed details carry the gold "table rule" tag and are listed together in their
// own section.
#pragma once
#include "table/atlas.h"
#include "table/rules_page.h"
#include "table/theme.h"

namespace table {

namespace rules {
// This folder's rules.*.md, embedded by CMakeLists.txt (txek_rules_texts).
Texts texts_check();
} // namespace rules

// Draws the screen (table/rules_page.h); true when the player pressed Back.
bool DrawCheckRules(const Fonts& fonts, const Atlas& atlas);

} // namespace table
