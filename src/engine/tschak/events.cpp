// What each seat may be told of Tschak!'s events. The events in words are the table's
// (table/tschak/words.h): the engine tells what happened with ids and numbers only.
#include "engine/tschak/tschak.h"

namespace tschak {

Event event_for(const Event& e, int seat) {
    Event told = e;
    // README, "Floors": a choice stays secret until everyone has chosen and all reveal at once.
    if (e.kind == EventKind::Chose && seat != e.seat) told.cards.clear();
    return told;
}

} // namespace tschak
