// The TXEK button's questions, apart from drawing it, so a test can ask them: may the person at
// the screen call TXEK now (rules 8 and 11, D7), and is the button lit.
#pragma once
#include "engine/txek/txek.h"

namespace table {

struct TxekButton {
    bool open = false; // the button shows, and Space calls TXEK like a tap on it
    bool lit = false;  // drawn in gold
};

// What the person at the screen sees of the pile. `playing`: they play this round (not a replay,
// not while the round ends); `landed`: the top card's flight is over, so it lies on the pile to
// be seen; `assist`: Settings' TXEK assist.
TxekButton txek_button(const txek::View& v, bool playing, bool landed, bool assist);

} // namespace table
