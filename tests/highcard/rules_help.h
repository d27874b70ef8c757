// The High card rules screen: the rules of tests/highcard/README.md in short sections, with
// cards from the standard deck's atlas ("std." + code), on the page every game's rules share
// (table/rules_page.h). The words are rules.en.md in this folder.
#pragma once
#include "table/atlas.h"
#include "table/rules_page.h"
#include "table/theme.h"

namespace table {

namespace rules {
// This folder's rules.*.md, embedded by CMakeLists.txt (txek_rules_texts).
Texts texts_highcard();
} // namespace rules

// Draws the screen; true when the player pressed Back.
bool DrawHighcardRules(const Fonts& fonts, const Atlas& atlas);

} // namespace table
