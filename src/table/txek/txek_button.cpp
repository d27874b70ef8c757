#include "table/txek/txek_button.h"

namespace table {

TxekButton txek_button(const txek::View& v, bool playing, bool landed, bool assist) {
    TxekButton b;
    // D7: a call counts only inside the window of the card it is about. A card still flying
    // is not yet seen: a tap cannot reach it, and no key may either, or a player would call
    // before the bots, whose reactions count from the landing ("Bots' reaction times").
    b.open = playing && landed && v.window_open && !v.pile.empty() && !v.pile.back().claimed;
    // Recognising the identical card is the game, so the button lights for every card that
    // lands; the beginners' assist lights it only for one identical to the card it covers
    // (rule 8, D2).
    b.lit = b.open && (!assist || v.pile.back().identical);
    return b;
}

} // namespace table
