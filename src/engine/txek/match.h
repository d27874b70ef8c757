// A Txek game in time: bots act after their reaction delays, the table closes each reaction
// window after the set time and deals the next round, people act whenever they act. Time is a
// number handed in (milliseconds), never read from a clock, so a simulation runs as fast as the
// CPU allows and the browser table drives the very same code with its frame clock.
#pragma once
#include "engine/txek/bot.h"
#include "engine/txek/txek.h"

#include <cstdint>
#include <memory>
#include <vector>

namespace txek {

struct MatchOptions {
    int reaction_ms = 1500;   // table rules: the reaction window (a setting)
    int round_pause_ms = 0;   // how long the round's result stays up before the next deal
    bool auto_next_round = true;
};

class Match {
public:
    // bots[seat] is null for a person's seat.
    Match(State state, std::vector<std::unique_ptr<Bot>> bots, MatchOptions options);

    const State& state() const { return state_; }
    std::int64_t now() const { return now_; }

    // A person's action, at the current time.
    Outcome act(int seat, const Action& action);
    // Applies, in order, everything due up to `t` (ties: lower seat first, the table last).
    std::vector<Event> advance_to(std::int64_t t);
    // When the next scheduled thing is due, or -1 when only a person can move the game on.
    std::int64_t next_due() const;
    // When the open reaction window closes (for the table's countdown), or -1.
    std::int64_t window_closes_at() const { return window_due_; }
    // When this reaction window opened, or -1: the countdown's start.
    std::int64_t window_opened_at() const { return window_due_ < 0 ? -1 : window_due_ - options_.reaction_ms; }
    // Runs until the game ends or waits for a person, at most `max_actions`; true if it ended.
    bool run(long max_actions);

private:
    struct Plan {
        bool active = false;
        Action action;
        std::int64_t due = 0;
    };
    void replan();
    bool step(std::vector<Event>& events);

    State state_;
    std::vector<std::unique_ptr<Bot>> bots_;
    MatchOptions options_;
    std::int64_t now_ = 0;
    std::vector<Plan> plans_;
    std::vector<std::size_t> refused_at_;  // log length when a bot's plan was last refused
    std::uint16_t window_serial_ = 0;
    std::int64_t window_due_ = -1;
    std::int64_t round_due_ = -1;
};

}  // namespace txek
