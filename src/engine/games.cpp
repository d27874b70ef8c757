#include "engine/games.h"

namespace games {

const std::vector<GameInfo>& registered() {
    // Filled in as each game's engine lands (Txek first, then Checks, Strategix, CHECK!, Tschak!).
    static const std::vector<GameInfo> list = {};
    return list;
}

const GameInfo* find(std::string_view id) {
    for (const GameInfo& g : registered())
        if (g.id == id) return &g;
    return nullptr;
}

}  // namespace games
