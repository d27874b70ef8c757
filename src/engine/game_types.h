// The shapes every game's typed code declares alike, written once: what `apply` gives back, what
// a bot means to do, and the bot a seat plays with. A game's header names them for its own types,
//   using Outcome = games::OutcomeOf<Event>;
//   using Intent = games::IntentOf<Action>;
//   using Bot = games::BotOf<View, Intent>;
// and games::TypedMatch (engine/typed_match.h) runs them. A game whose intents say more writes its
// own Intent (Txek's `about`) and still uses BotOf. A game with one bot class a level makes them
// with bot_of_level. Pure: no JSON, no match, nothing but the shapes.
#pragma once
#include "engine/core/setup.h"

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <type_traits>
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

// The bot a seat of `level` plays with: Casual, Good or Expert, each built from the seed when it
// takes one (a bot that draws no random number needs none); a person's seat has no bot.
template <class Bot, class Casual, class Good, class Expert>
std::unique_ptr<Bot> bot_of_level(core::SeatKind level, std::uint64_t seed) {
    auto make = [seed](auto kind) -> std::unique_ptr<Bot> {
        using Kind = typename decltype(kind)::type;
        if constexpr (std::is_constructible_v<Kind, std::uint64_t>)
            return std::make_unique<Kind>(seed);
        else
            return std::make_unique<Kind>();
    };
    switch (level) {
    case core::SeatKind::Casual:
        return make(std::common_type<Casual>{});
    case core::SeatKind::Good:
        return make(std::common_type<Good>{});
    case core::SeatKind::Expert:
        return make(std::common_type<Expert>{});
    case core::SeatKind::Human:
        break;
    }
    return nullptr;
}

} // namespace games
