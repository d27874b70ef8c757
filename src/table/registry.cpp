#include "table/registry.h"

namespace table {

#define GAME(id) std::unique_ptr<GameUi> id##_ui();
#include "games.def"
#undef GAME

std::vector<std::unique_ptr<GameUi>> make_game_uis() {
    std::vector<std::unique_ptr<GameUi>> uis;
#define GAME(id) uis.push_back(id##_ui());
#include "games.def"
#undef GAME
    return uis;
}

} // namespace table
