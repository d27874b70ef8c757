#include "highcard/new_game.h"

#include "highcard/module.h"

namespace table {

SeatsNewGame highcard_new_game() {
    return SeatsNewGame(highcard::module().facts,
                        "Five cards each; the higher card takes the trick, the leader takes a "
                        "tie, and three tricks of five win.");
}

} // namespace table
