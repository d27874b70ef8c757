// The Strategix rules screen: the rules in our own words (src/engine/strategix/README.md), in
// short sections, with cards from the letter atlas ("letter." + code). The words are rules.en.md
// in this folder (the markdown of table/rules_page.h). Details that are Txek Table's
// reconstruction (the README's reconstructed details and decisions) carry the gold "table rule"
// tag and are listed together in their own section.
#pragma once
#include "table/atlas.h"
#include "table/rules_page.h"
#include "table/theme.h"

namespace table {

namespace rules {
// This folder's rules.*.md, embedded by CMakeLists.txt (txek_rules_texts).
Texts texts_strategix();
} // namespace rules

// Draws the screen (table/rules_page.h); true when the player pressed Back.
bool DrawStrategixRules(const Fonts& fonts, const Atlas& atlas);

} // namespace table
