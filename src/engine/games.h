// The engine's registry: every game of src/games.def as a games::Module. The table's home
// screen, links, saved games, txektool and the conformance suite all read this one list.
//
// A test build may add a game that games.def does not list (tests/highcard/: a game that proves
// the module contract and must never ship): add_test_game, called from a registration object
// that only test programs and the test site link (tests/highcard/register_engine.cpp). Such a
// game comes after games.def's, in the order the registrations ran. The product builds (the
// site, txektool) link no registration, so their list is games.def's alone.
#pragma once
#include "engine/module.h"

#include <string_view>
#include <vector>

namespace games {

const std::vector<const Module*>& registered();
// nullptr for an id no game has.
const Module* find(std::string_view id);

// Adds `game` to registered() (test builds only, see above). Call it from a static initializer
// of an object file the test program lists among its own sources, so the linker keeps it.
// Returns false, adding nothing, for an id already registered.
bool add_test_game(const Module& game);

} // namespace games
