// What each seat may be told of CHECK!'s events (the table words them: src/table/check/words.h).
#include "engine/check/check.h"

namespace check {

Event event_for(const Event& e, int seat) {
    Event told = e;
    // README, "Turn", step 3: cards drawn from the pile go to the hand unseen by the others.
    if (e.kind == EventKind::Drew && seat != e.seat) told.cards.clear();
    return told;
}

} // namespace check
