#include "table/strategix/new_game.h"

#include "engine/strategix/module.h"

namespace table {

SeatsNewGame strategix_new_game() {
    return SeatsNewGame(strategix::module().facts,
                        "Play letters in runs and pairs, higher each time; go out first. As many "
                        "hands as players; the most points wins.",
                        3,
                        {{strategix::kVariantAbcd, "ABCD cards", "variant:abcd",
                          "The variant adds an A, B, C and D to the 60 cards."}});
}

} // namespace table
