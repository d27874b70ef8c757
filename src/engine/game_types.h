// The shapes every game's typed code declares alike, written once: what `apply` gives back, what
// a bot means to do, and the bot a seat plays with. A game's header names them for its own types,
//   using Outcome = games::OutcomeOf<Event>;
//   using Intent = games::IntentOf<Action>;
//   using Bot = games::BotOf<View, Intent>;
// and games::TypedMatch (engine/typed_match.h) runs them. A game whose intents say more writes its
// own Intent (Txek's `about`) and still uses BotOf. Pure: no JSON, no match, nothing but the
// shapes.
#pragma once
#include <optional>
#include <string>
#include <vector>

namespace games {

// One action applied, or refused: `rejection` says why in plain words, and a refused action
// changed nothing. `events` are what happened, in order, whole (each seat is told its part).
template <class Event> struct OutcomeOf {
    bool ok = false;
    std::string rejection;
    std::vector<Event> events;
};

// What a bot (or the table) means to do, and how many milliseconds it takes to get there.
template <class Action> struct IntentOf {
    Action action;
    int delay_ms = 0;
};

// A seat's bot: it reads only its seat's view (and its own memory), never a state.
template <class View, class Intent> class BotOf {
public:
    virtual ~BotOf() = default;
    // Called whenever the view may have changed. Nothing: the bot waits.
    virtual std::optional<Intent> think(const View& v) = 0;
};

} // namespace games
