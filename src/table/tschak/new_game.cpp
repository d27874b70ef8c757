#include "table/tschak/new_game.h"

#include "engine/tschak/module.h"
#include "table/i18n.h"

namespace table {

SeatsNewGame tschak_new_game() {
    return SeatsNewGame(
        tschak::module().facts,
        tr_noop("Four keeps of three floors: on each floor everyone forms a team in "
                "secret and all reveal at once; the weakest team takes the monster, the "
                "strongest the treasure."));
}

} // namespace table
