// Txek bots. A bot sees only its seat's view and its own memory, and answers with an intent:
// one action and how many milliseconds it takes to get there (its reaction time). The match
// (match.h) or the table's clock schedules it; a faster claim by someone else may make it stale.
//
// Levels:
//   casual  slow, forgets about half of what it sees, plays plausibly but loosely
//   good    remembers everything it saw, keeps low cards, intercepts when sure, uses actions
//           sensibly, calls Double-TXEK with a clear lead
//   expert  reacts fast; at each decision of its own (discard, action targets, Double-TXEK) it
//           samples deals consistent with its view and plays each candidate out with the good
//           policy, within a fixed budget of playouts per decision
#pragma once
#include "engine/txek/txek.h"

#include <memory>

namespace txek {

struct Intent {
    Action action;
    int delay_ms = 0;
    // What it reacts to: an interception names the top card's serial, so the same card played
    // on a new top card is a new reaction with its own delay (the match restarts the plan).
    std::uint32_t about = 0;
};

using Bot = games::BotOf<View, Intent>;

std::unique_ptr<Bot> make_bot(core::SeatKind level, std::uint64_t seed);

// The good policy's choice for a view, with no delay: used by bots and by the expert's playouts.
std::optional<Action> good_move(const View& v, core::Rng& rng);

}  // namespace txek
