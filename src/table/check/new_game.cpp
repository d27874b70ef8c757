#include "table/check/new_game.h"

#include "engine/check/module.h"
#include "table/i18n.h"

namespace table {

SeatsNewGame check_new_game() {
    return SeatsNewGame(check::module().facts,
                        tr_noop("Take number cards from the market, fulfil orders with them; the "
                                "most points wins once someone has 7, 6 or 5 orders."));
}

} // namespace table
