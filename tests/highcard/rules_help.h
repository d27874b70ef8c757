// The High card rules screen: the rules of tests/highcard/README.md in short sections, with
// cards from the standard deck's atlas ("std." + code), on the page every game's rules share
// (table/rules_page.h).
#pragma once
#include "table/atlas.h"
#include "table/theme.h"

namespace table {

// Draws the screen; true when the player pressed Back.
bool DrawHighcardRules(const Fonts& fonts, const Atlas& atlas);

} // namespace table
