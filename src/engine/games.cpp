#include "engine/games.h"

// Each game's folder defines `const games::Module& <id>::module()` (engine/<id>/module.cpp).
#define GAME(id)                                                                                   \
    namespace id {                                                                                 \
    const games::Module& module();                                                                 \
    }
#include "games.def"
#undef GAME

namespace games {

const std::vector<const Module*>& registered() {
    static const std::vector<const Module*> list = {
#define GAME(id) &id::module(),
#include "games.def"
#undef GAME
    };
    return list;
}

const Module* find(std::string_view id) {
    for (const Module* m : registered())
        if (m->facts.id == id) return m;
    return nullptr;
}

} // namespace games
