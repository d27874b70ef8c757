// The Txek rules screen: the rules in our own words, in short sections a player can scan on a
// phone, with the real cards drawn from the atlas ("txek." + code). The words are rules.en.md in
// this folder (the markdown of table/rules_page.h); every detail that is Txek Table's
// reconstruction (the reconstructed details of src/engine/txek/README.md, and the engine's
// choices listed at the top of engine/txek/txek.h) carries a gold "table rule" tag, explained by
// a legend at the top.
#pragma once
#include "table/atlas.h"
#include "table/rules_page.h"
#include "table/theme.h"

namespace table {

namespace rules {
// This folder's rules.*.md, embedded by CMakeLists.txt (txek_rules_texts).
Texts texts_txek();
} // namespace rules

// Draws the screen; true when the player pressed Back (target "back"). Escape is the caller's.
bool DrawTxekRules(const Fonts& fonts, const Atlas& atlas);

} // namespace table
