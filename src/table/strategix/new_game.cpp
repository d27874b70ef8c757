#include "table/strategix/new_game.h"

#include "engine/strategix/module.h"
#include "table/i18n.h"

namespace table {

SeatsNewGame strategix_new_game() {
    return SeatsNewGame(strategix::module().facts,
                        tr_noop("Play letters in runs and pairs, higher each time; go out first. "
                                "As many hands as players; the most points wins."),
                        3,
                        {{strategix::kVariantAbcd, tr_noop("ABCD cards"), "variant:abcd",
                          tr_noop("The variant adds an A, B, C and D to the 60 cards.")}});
}

} // namespace table
