#include "engine/games.h"

namespace games {

const std::vector<GameInfo>& registered() {
    // One entry a game, as each lands (Strategix, CHECK! and Tschak! follow Txek and Checks).
    static const std::vector<GameInfo> list = {
        {"txek", "Txek", 2, 7,
         "Shed your cards before the others, or bet on a Double-TXEK. Intercept in real time; "
         "rounds until someone reaches 200, and the fewest points win."},
        {"checks", "Checks", 2, 2,
         "Make your hand's last digit match an upcard and cash the pile; the most cards won "
         "takes the game. Two players, a match of games."},
    };
    return list;
}

const GameInfo* find(std::string_view id) {
    for (const GameInfo& g : registered())
        if (g.id == id) return &g;
    return nullptr;
}

}  // namespace games
