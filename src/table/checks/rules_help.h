// The Checks rules screen: the rules in our own words, in short sections, with cards from the
// standard-deck atlas ("std." + checks::card_code) when it has them, else as text. The words are
// rules.en.md in this folder (the markdown of table/rules_page.h). Details that are Txek Table's
// reconstruction (the choices at the top of engine/checks/checks.h and the reconstructed details
// of src/engine/checks/README.md) carry the gold "table rule" tag and are listed together in
// their own section, so nobody mistakes them for James Yates's text.
#pragma once
#include "table/atlas.h"
#include "table/rules_page.h"
#include "table/theme.h"

namespace table {

namespace rules {
// This folder's rules.*.md, embedded by CMakeLists.txt (txek_rules_texts).
Texts texts_checks();
} // namespace rules

// Draws the screen (table/rules_page.h); true when the player pressed Back (targets "back" and
// "back_end"). Escape is the caller's. `atlas` is the standard deck's.
bool DrawChecksRules(const Fonts& fonts, const Atlas& atlas);

} // namespace table
