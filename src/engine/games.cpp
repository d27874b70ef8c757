#include "engine/games.h"

// Each game's folder defines `const games::Module& <id>::module()` (engine/<id>/module.cpp).
#define GAME(id)                                                                                   \
    namespace id {                                                                                 \
    const games::Module& module();                                                                 \
    }
#include "games.def"
#undef GAME

namespace games {

namespace {

// games.def's games, then those a test build added (add_test_game). Built on first use, so a
// registration running in another file's static initializer finds it ready.
std::vector<const Module*>& games_list() {
    static std::vector<const Module*> list = {
#define GAME(id) &id::module(),
#include "games.def"
#undef GAME
    };
    return list;
}

} // namespace

const std::vector<const Module*>& registered() {
    return games_list();
}

const Module* find(std::string_view id) {
    for (const Module* m : registered())
        if (m->facts.id == id) return m;
    return nullptr;
}

bool add_test_game(const Module& game) {
    if (find(game.facts.id)) return false;
    games_list().push_back(&game);
    return true;
}

} // namespace games
