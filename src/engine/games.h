// The engine's registry: every game of src/games.def as a games::Module. The table's home
// screen, links, saved games, txektool and the conformance suite all read this one list.
#pragma once
#include "engine/module.h"

#include <string_view>
#include <vector>

namespace games {

const std::vector<const Module*>& registered();
// nullptr for an id no game has.
const Module* find(std::string_view id);

} // namespace games
