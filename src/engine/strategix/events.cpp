// What each seat may be told of Strategix's events. The table words them
// (table/strategix/words.h).
#include "engine/strategix/strategix.h"

namespace strategix {

Event event_for(const Event& e, int seat) {
    Event told = e;
    // README, "Exchange": the two cards are seen by the two players who swap them only.
    if (e.kind == EventKind::Exchanged && seat != e.seat && seat != e.other)
        told.card = told.card2 = kNoCard;
    // README, "Passing": whether the passer could have played is theirs alone to know.
    if (e.kind == EventKind::Passed && seat != e.seat) told.voluntary = false;
    return told;
}

} // namespace strategix
