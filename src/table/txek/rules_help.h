// The Txek rules screen: the rules in our own words, in short sections a player can scan on a
// phone, with the real cards drawn from the atlas. Every detail that is Txek Table's
// reconstruction (the reconstructed details of src/engine/txek/README.md, and the engine's choices listed at the
// top of engine/txek/txek.h) carries a gold "table rule" tag, explained by a legend at the top.
#pragma once
#include "table/atlas.h"
#include "table/theme.h"

namespace table {

// Draws the screen; true when the player pressed Back (target "back"). Escape is the caller's.
bool DrawTxekRules(const Fonts& fonts, const Atlas& atlas);

} // namespace table
