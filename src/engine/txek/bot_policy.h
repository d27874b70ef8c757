// The policy behind the casual and good bots (and the expert's reflexes and playouts): a style
// of play as numbers, and the decisions it makes from a view.
#pragma once
#include "engine/txek/bot.h"
#include "engine/txek/reaction.h"

#include <map>

namespace txek {

struct Style {
    reaction::Level reflexes; // TXEK calls and interceptions: times and misses (reaction.h)
    int turn_ms[2];       // for drawing and discarding
    int action_ms[2];     // for choosing an action card's target
    int remember_pct;     // chance to remember a bench card it has seen
    int sloppy_pct;       // chance of a random discard instead of the best
    int call_own_txek_pct;
    int call_other_txek_pct;
    int intercept_pct;
    bool bench_intercepts;  // intercepts with known bench cards, not only hand cards
    bool doubles;
    int double_max_points;  // calls Double-TXEK only at or below this estimate ...
    int double_margin;      // ... and this far below every rival's estimate
    int skip_action_pct;
};
Style style_for(core::SeatKind level);

// Expected points of what a view does not show, and of a seat's game.
double unknown_mean(const View& v);
double estimate(const View& v, const CardView& c, double mean);
double estimate_game(const View& v, int seat, double mean);

class Policy {
public:
    Policy(const Style& style, std::uint64_t seed);
    std::optional<Intent> think(const View& v);
    Action best_discard(const View& v);
    Action resolve_action(const View& v);
    bool wants_double(const View& v) const;

private:
    View remembered(const View& v);
    std::uint64_t situation_value(std::uint64_t situation) const;
    bool roll(std::uint64_t situation, int pct) const;
    std::optional<Intent> reflex(Action a, const reaction::Reflex& r, const PileView& top, int tag);
    std::optional<Action> interception(const View& v) const;

    Style style_;
    core::Rng rng_;
    core::Rng reflex_rng_; // reaction times alone, so the model's draws are one seeded stream
    std::map<CardId, bool> memory_;
    std::uint64_t seed_;
};

}  // namespace txek
