#include "engine/txek/match.h"

namespace txek {

Match::Match(State state, std::vector<std::unique_ptr<Bot>> bots, MatchOptions options)
    : state_(std::move(state)), bots_(std::move(bots)), options_(options) {
    bots_.resize(std::size_t(state_.players));
    plans_.assign(std::size_t(state_.players), Plan{});
    refused_at_.assign(std::size_t(state_.players), std::size_t(-1));
    replan();
}

void Match::replan() {
    for (int p = 0; p < state_.players; ++p) {
        Plan& plan = plans_[std::size_t(p)];
        if (!bots_[std::size_t(p)]) {
            plan.active = false;
            continue;
        }
        auto intent = bots_[std::size_t(p)]->think(view(state_, p));
        if (!intent || refused_at_[std::size_t(p)] == state_.log.size()) {
            plan.active = false;
            continue;
        }
        // The same intent keeps its time: the bot is still reaching for the same card.
        if (plan.active && plan.action == intent->action) continue;
        plan = {true, intent->action, now_ + intent->delay_ms};
    }
    if (state_.phase == Phase::Play && state_.window_open && state_.ending == EndCause::None) {
        if (window_due_ < 0 || state_.pile.back().serial != window_serial_) {
            window_serial_ = state_.pile.back().serial;
            window_due_ = now_ + options_.reaction_ms;
        }
    } else {
        window_due_ = -1;
    }
    if (state_.phase == Phase::RoundOver && options_.auto_next_round) {
        if (round_due_ < 0) round_due_ = now_ + options_.round_pause_ms;
    } else {
        round_due_ = -1;
    }
}

std::int64_t Match::next_due() const {
    std::int64_t best = -1;
    auto take = [&](std::int64_t t) {
        if (t >= 0 && (best < 0 || t < best)) best = t;
    };
    for (const Plan& p : plans_)
        if (p.active) take(p.due);
    take(window_due_);
    take(round_due_);
    return best;
}

bool Match::step(std::vector<Event>& events) {
    const std::int64_t due = next_due();
    if (due < 0) return false;
    if (due > now_) now_ = due;
    for (int p = 0; p < state_.players; ++p) {
        Plan& plan = plans_[std::size_t(p)];
        if (!plan.active || plan.due != due) continue;
        plan.active = false;
        Outcome o = apply(state_, p, plan.action);
        if (!o.ok) {
            refused_at_[std::size_t(p)] = state_.log.size();  // stale: someone was faster
        } else {
            events.insert(events.end(), o.events.begin(), o.events.end());
        }
        replan();
        return true;
    }
    const Action table = window_due_ == due ? Action::close_window(window_serial_) : Action::next_round();
    window_due_ = round_due_ = -1;
    Outcome o = apply(state_, core::kTableSeat, table);
    if (o.ok) events.insert(events.end(), o.events.begin(), o.events.end());
    replan();
    return true;
}

Outcome Match::act(int seat, const Action& action) {
    Outcome o = apply(state_, seat, action);
    if (o.ok) replan();
    return o;
}

std::vector<Event> Match::advance_to(std::int64_t t) {
    std::vector<Event> events;
    while (true) {
        const std::int64_t due = next_due();
        if (due < 0 || due > t) break;
        step(events);
    }
    if (t > now_) now_ = t;
    return events;
}

bool Match::run(long max_actions) {
    std::vector<Event> sink;
    for (long i = 0; i < max_actions && state_.phase != Phase::GameOver; ++i) {
        sink.clear();
        if (!step(sink)) break;
    }
    return state_.phase == Phase::GameOver;
}

}  // namespace txek
