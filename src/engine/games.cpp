#include "engine/games.h"

namespace games {

const std::vector<GameInfo>& registered() {
    // One entry a game, as each lands (Checks, Strategix, CHECK! and Tschak! follow Txek).
    static const std::vector<GameInfo> list = {
        {"txek", "Txek", 2, 7,
         "Shed your cards before the others, or bet on a Double-TXEK. Intercept in real time; "
         "rounds until someone reaches 200, and the fewest points win."},
    };
    return list;
}

const GameInfo* find(std::string_view id) {
    for (const GameInfo& g : registered())
        if (g.id == id) return &g;
    return nullptr;
}

}  // namespace games
