#include "table/registry.h"

namespace table {

#define GAME(id) std::unique_ptr<GameUi> id##_ui();
#include "games.def"
#undef GAME

namespace {

// The makers a test build added (add_test_game_ui), built on first use so that a registration
// in another file's static initializer finds it ready.
std::vector<std::unique_ptr<GameUi> (*)()>& test_makers() {
    static std::vector<std::unique_ptr<GameUi> (*)()> makers;
    return makers;
}

} // namespace

std::vector<std::unique_ptr<GameUi>> make_game_uis() {
    std::vector<std::unique_ptr<GameUi>> uis;
#define GAME(id) uis.push_back(id##_ui());
#include "games.def"
#undef GAME
    for (auto make : test_makers()) uis.push_back(make());
    return uis;
}

bool add_test_game_ui(std::unique_ptr<GameUi> (*make)()) {
    test_makers().push_back(make);
    return true;
}

} // namespace table
