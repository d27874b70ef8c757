// Adds High card's table to the table's registry (table/registry.h, add_test_game_ui) in every
// program that lists this file among its own sources (CMakeLists.txt: the highcard_table object
// library, linked with highcard_engine): the table's tests and the test site. The product site
// never links it.
#include "table/registry.h"

namespace table {
std::unique_ptr<GameUi> highcard_ui(); // ui.cpp
} // namespace table

namespace {

[[maybe_unused]] const bool kRegistered = table::add_test_game_ui(&table::highcard_ui);

} // namespace
