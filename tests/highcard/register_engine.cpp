// Adds High card to the engine's registry (engine/games.h, add_test_game) in every program that
// lists this file among its own sources (CMakeLists.txt: the highcard_engine object library):
// the conformance suite, the table's tests, High card's tests and the test site. A source of
// the program itself, never of a static library, so the linker keeps this initializer; the
// product builds (the site, txektool) never link it, so High card never ships.
#include "engine/games.h"
#include "highcard/module.h"

namespace {

[[maybe_unused]] const bool kRegistered = games::add_test_game(highcard::module());

} // namespace
