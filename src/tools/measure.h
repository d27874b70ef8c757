// What txektool's arena, simulate, playout and bench share for every game: the clock, the
// digest of the actions played (so a native and a WebAssembly run can be shown to have done the
// same work), quantiles, the Wilson interval of a win rate, and a think() timer for the match.
#pragma once
#include "engine/core/action_log.h"
#include "engine/core/stats.h"
#include "engine/module.h"

#include <chrono>
#include <cstdint>
#include <utility>
#include <vector>

namespace measure {

using Clock = std::chrono::steady_clock;

inline double seconds_since(Clock::time_point t0) {
    return std::chrono::duration<double>(Clock::now() - t0).count();
}

// Every (seat, code) of a log, in order, mixed into `digest`.
inline void mix(std::uint64_t& digest, const core::ActionLog& log) {
    for (const core::LoggedAction& a : log) digest = digest * 1099511628211ull ^ (a.code + a.seat);
}

// The q-quantile of sorted values (nearest rank); 0 when empty.
inline double quantile(const std::vector<double>& sorted, double q) {
    if (sorted.empty()) return 0;
    return sorted[std::size_t(q * double(sorted.size() - 1) + 0.5)];
}

// The 95% Wilson score interval of a proportion p over n trials: (low, high).
using core::wilson95;

// Times of a match's think() calls (games::ThinkObserver): every call, and the ones that
// answered with an intent. `seat` -1 times every seat.
class ThinkTimer : public games::ThinkObserver {
public:
    explicit ThinkTimer(int seat = -1) : seat_(seat) {}
    void before_think(int seat) override {
        if (seat_ < 0 || seat == seat_) t0_ = Clock::now();
    }
    void after_think(int seat, bool answered) override {
        if (seat_ >= 0 && seat != seat_) return;
        const double ms = std::chrono::duration<double, std::milli>(Clock::now() - t0_).count();
        all_ms.push_back(ms);
        if (answered) intent_ms.push_back(ms);
    }
    void watch_seat(int seat) { seat_ = seat; }

    std::vector<double> all_ms;
    std::vector<double> intent_ms;

private:
    int seat_;
    Clock::time_point t0_;
};

} // namespace measure
