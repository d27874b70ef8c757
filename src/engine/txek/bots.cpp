// The casual and good bots share one policy with different styles; the expert (expert.cpp)
// searches at its own decisions and falls back on the good policy for reflexes.
#include "engine/txek/bot.h"
#include "engine/txek/bot_policy.h"

#include <algorithm>
#include <numeric>

namespace txek {

namespace {

int between(core::Rng& rng, const int range[2]) {
    return range[0] + int(rng.below(std::uint32_t(range[1] - range[0] + 1)));
}

}  // namespace

// ---- Reading a view ---------------------------------------------------------------------------

double unknown_mean(const View& v) {
    // The mean points of the cards this seat cannot see: the deck minus every card it can.
    int total = 0, count = int(v.faces.size());
    for (const Face& f : v.faces) total += f.points;
    auto seen = [&](CardId c) {
        if (c == kNoCard) return;
        total -= v.faces[c].points;
        --count;
    };
    for (const PileView& p : v.pile) seen(p.card);
    for (const SeatView& s : v.seats) {
        for (const CardView& c : s.hand) seen(c.card);
        for (const CardView& c : s.bench) seen(c.card);
    }
    return count > 0 ? double(total) / count : 7.7;
}

double estimate(const View& v, const CardView& c, double mean) {
    if (!c.present) return 0;
    return c.card == kNoCard ? mean : v.faces[c.card].points;
}

double estimate_game(const View& v, int seat, double mean) {
    double sum = 0;
    for (const CardView& c : v.seats[seat].hand) sum += estimate(v, c, mean);
    for (const CardView& c : v.seats[seat].bench) sum += estimate(v, c, mean);
    return sum;
}

// ---- The policy -------------------------------------------------------------------------------

Policy::Policy(const Style& style, std::uint64_t seed)
    : style_(style), rng_(seed), reflex_rng_(seed ^ 0x5EAC7104ull), seed_(seed) {}

std::uint64_t Policy::situation_value(std::uint64_t situation) const {
    // The same situation gets the same answer every time the bot is asked, so its plan (and
    // its reaction clock) does not restart at every event.
    std::uint64_t x = seed_ ^ (situation * 0x9E3779B97F4A7C15ull);
    return core::splitmix64_next(x);
}

bool Policy::roll(std::uint64_t situation, int pct) const {
    return int(situation_value(situation) % 100) < pct;
}

// A TXEK call or an interception on the top card: nothing when the bot does not
// notice the chance (decided once per card and kind, `tag`), else the action after a human-like
// reaction time (reaction.h), as a reaction to that card.
std::optional<Intent> Policy::reflex(Action a, const reaction::Reflex& r, const PileView& top,
                                     int tag) {
    const std::uint64_t situation = std::uint64_t(top.serial) << 3 | std::uint64_t(tag);
    if (!reaction::notices(style_.reflexes, situation_value(situation))) return std::nullopt;
    return Intent{a, reaction::draw_ms(r, reflex_rng_), top.serial};
}

View Policy::remembered(const View& v) {
    // Casual memory: a bench card seen once is remembered or not, decided the first time.
    if (style_.remember_pct >= 100 || v.viewer < 0) return v;
    View m = v;
    for (SeatView& s : m.seats) {
        for (CardView& c : s.bench) {
            if (c.card == kNoCard) continue;
            auto it = memory_.find(c.card);
            if (it == memory_.end())
                it = memory_.emplace(c.card, int(rng_.below(100)) < style_.remember_pct).first;
            if (!it->second) c.card = kNoCard;
        }
    }
    return m;
}

std::optional<Intent> Policy::think(const View& raw) {
    if (raw.viewer < 0) return std::nullopt;
    const View v = remembered(raw);
    const int me = v.viewer;
    const SeatView& mine = v.seats[me];
    auto intent = [&](Action a, const int range[2]) { return Intent{a, between(rng_, range)}; };

    if (v.phase == Phase::Arrange) {
        // The dealt cards are unseen: any arrangement is as good; look at a random slot.
        if (!mine.arranged) {
            std::uint64_t x = seed_ ^ std::uint64_t(v.round);
            return intent(Action::arrange(0, 1, 2, int(core::splitmix64_next(x) % 3)), style_.turn_ms);
        }
        return std::nullopt;
    }
    if (v.phase != Phase::Play) return std::nullopt;
    const bool my_action = !v.pending.empty() && v.pending.front().seat == me;
    if (v.ending != EndCause::None) {
        if (my_action) return intent(resolve_action(v), style_.action_ms);
        return std::nullopt;
    }

    // TXEK first: it is a race (rules 8, 11).
    const PileView* top = v.pile.empty() ? nullptr : &v.pile.back();
    if (top && v.window_open && top->identical && !top->claimed) {
        const int pct = top->seat == me ? style_.call_own_txek_pct : style_.call_other_txek_pct;
        if (roll(std::uint64_t(top->serial) << 3 | 1, pct))
            if (auto call = reflex(Action::call_txek(top->serial), style_.reflexes.txek, *top, 5))
                return call;
    }
    if (my_action) return intent(resolve_action(v), style_.action_ms);

    const bool my_turn = v.current == me;
    if (top && !(my_turn && v.drawn) && roll(std::uint64_t(top->serial) << 3 | 2, style_.intercept_pct)) {
        if (auto a = interception(v))
            if (auto play = reflex(*a, style_.reflexes.intercept, *top, 6)) return play;
    }
    if (v.can_call_double && wants_double(v)) return intent(Action::double_txek(), style_.action_ms);
    if (my_turn && !v.drawn && !v.window_open && v.pending.empty())
        return intent(Action::draw(), style_.turn_ms);
    if (my_turn && v.drawn) return intent(best_discard(v), style_.turn_ms);
    return std::nullopt;
}

std::optional<Action> Policy::interception(const View& v) const {
    const int me = v.viewer;
    const Face top = v.faces[v.pile.back().card];
    std::optional<Action> best;
    int best_score = -1;
    auto consider = [&](const CardView& c, bool bench, int index) {
        if (c.card == kNoCard || !matches(v.faces[c.card], top)) return;
        // An identical card also wins the turn; otherwise shed the most points.
        int score = v.faces[c.card].points + (identical(v.faces[c.card], top) ? 30 : 0);
        if (score > best_score) best_score = score, best = Action::intercept(bench, index);
    };
    for (std::size_t i = 0; i < v.seats[me].hand.size(); ++i) consider(v.seats[me].hand[i], false, int(i));
    if (style_.bench_intercepts)
        for (std::size_t i = 0; i < v.seats[me].bench.size(); ++i) consider(v.seats[me].bench[i], true, int(i));
    return best;
}

Action Policy::best_discard(const View& v) {
    const int me = v.viewer;
    const SeatView& mine = v.seats[me];
    const double mean = unknown_mean(v);
    const Face* top = v.pile.empty() ? nullptr : &v.faces[v.pile.back().card];
    std::vector<std::pair<double, Action>> options;
    auto bonus = [&](CardId c) {
        if (c == kNoCard) return 1.5;  // swapping out an unknown bench card: we learn our bench
        const Face f = v.faces[c];
        double b = 0;
        if (f.kind == Kind::Peek) b += 2;
        if (f.kind == Kind::Exchange) b += 3;
        if (f.kind == Kind::Hand) b += 2;
        if (f.kind == Kind::Down) b += 6;
        if (top && identical(f, *top) && style_.call_own_txek_pct > 50) b += 4;  // a TXEK: another turn
        return b;
    };
    for (std::size_t h = 0; h < mine.hand.size(); ++h) {
        const CardView& c = mine.hand[h];
        options.push_back({estimate(v, c, mean) + bonus(c.card), Action::discard(int(h))});
    }
    // A swap keeps the lowest hand card on the bench and throws the bench card away.
    std::size_t keep = 0;
    for (std::size_t h = 1; h < mine.hand.size(); ++h)
        if (estimate(v, mine.hand[h], mean) < estimate(v, mine.hand[keep], mean)) keep = h;
    for (std::size_t b = 0; b < mine.bench.size(); ++b) {
        const CardView& c = mine.bench[b];
        if (!c.present || mine.hand.empty()) continue;
        // Either way one card leaves the game: the bench card here, the lowest hand card
        // taking its place face down (and known to us).
        options.push_back({estimate(v, c, mean) + bonus(c.card),
                           Action::swap(int(keep), int(b))});
    }
    if (options.empty()) return Action::discard(0);
    const std::uint64_t turn = std::uint64_t(v.round) << 24 | std::uint64_t(v.pile.size()) << 8;
    if (roll(turn | 3, style_.sloppy_pct)) {
        std::uint64_t x = seed_ ^ turn;
        return options[core::splitmix64_next(x) % options.size()].second;
    }
    return std::max_element(options.begin(), options.end(),
                            [](const auto& a, const auto& b) { return a.first < b.first; })
        ->second;
}

Action Policy::resolve_action(const View& v) {
    const int me = v.viewer;
    const SeatView& mine = v.seats[me];
    const double mean = unknown_mean(v);
    if (roll(std::uint64_t(v.pending.front().serial) << 3 | 4, style_.skip_action_pct)) return Action::skip();
    // The opponent closest to going out: fewest cards, then the lowest estimate.
    int leader = -1;
    for (int p = 0; p < v.players; ++p) {
        if (p == me) continue;
        if (leader < 0 || v.seats[p].game_count < v.seats[leader].game_count) leader = p;
    }
    switch (v.pending.front().kind) {
    case Kind::Peek: {
        for (std::size_t b = 0; b < mine.bench.size(); ++b)
            if (mine.bench[b].present && mine.bench[b].card == kNoCard) return Action::peek(me, int(b));
        for (std::size_t b = 0; b < v.seats[leader].bench.size(); ++b)
            if (v.seats[leader].bench[b].present && v.seats[leader].bench[b].card == kNoCard)
                return Action::peek(leader, int(b));
        return Action::skip();
    }
    case Kind::Exchange: {
        // Give my worst card for their best-for-me bench card, when that is a clear gain.
        double worst = -1;
        bool worst_bench = false;
        int worst_i = -1;
        for (std::size_t h = 0; h < mine.hand.size(); ++h)
            if (estimate(v, mine.hand[h], mean) > worst) worst = estimate(v, mine.hand[h], mean), worst_bench = false, worst_i = int(h);
        for (std::size_t b = 0; b < mine.bench.size(); ++b)
            if (mine.bench[b].present && estimate(v, mine.bench[b], mean) > worst)
                worst = estimate(v, mine.bench[b], mean), worst_bench = true, worst_i = int(b);
        if (worst_i < 0) return Action::skip();
        double best = 1e9;
        int target = -1, slot = -1;
        for (int p = 0; p < v.players; ++p) {
            if (p == me) continue;
            for (std::size_t b = 0; b < v.seats[p].bench.size(); ++b) {
                if (!v.seats[p].bench[b].present) continue;
                double e = estimate(v, v.seats[p].bench[b], mean) - (p == leader ? 0.5 : 0);
                if (e < best) best = e, target = p, slot = int(b);
            }
        }
        if (target >= 0 && worst - best >= 4) return Action::exchange(worst_bench, worst_i, target, slot);
        return Action::skip();
    }
    case Kind::Hand: return leader >= 0 ? Action::give_hand(leader) : Action::skip();
    case Kind::Down: {
        double worst = -1;
        Action a = Action::skip();
        for (std::size_t h = 0; h < mine.hand.size(); ++h)
            if (estimate(v, mine.hand[h], mean) > worst) worst = estimate(v, mine.hand[h], mean), a = Action::down(false, int(h));
        for (std::size_t b = 0; b < mine.bench.size(); ++b)
            if (mine.bench[b].present && estimate(v, mine.bench[b], mean) > worst)
                worst = estimate(v, mine.bench[b], mean), a = Action::down(true, int(b));
        return a;
    }
    default: return Action::skip();
    }
}

bool Policy::wants_double(const View& v) const {
    if (!style_.doubles) return false;
    const double mean = unknown_mean(v);
    const double mine = estimate_game(v, v.viewer, mean);
    double rival = 1e9;
    for (int p = 0; p < v.players; ++p)
        if (p != v.viewer) rival = std::min(rival, estimate_game(v, p, mean));
    // A gamble (seed, strategy): only with few points and a clear lead over every rival.
    return mine <= style_.double_max_points && mine + style_.double_margin < rival;
}

// ---- Levels -----------------------------------------------------------------------------------

Style style_for(core::SeatKind level) {
    Style s;
    switch (level) {
    case core::SeatKind::Casual:
        s = Style{reaction::level(level), {1100, 2100}, {1200, 2200}, 55, 35, 75, 35, 60, false,
                  true, 6, 12, 25};
        break;
    case core::SeatKind::Expert:
        s = Style{reaction::level(level), {450, 850}, {500, 900}, 100, 0, 100, 100, 100, true,
                  true, 12, 8, 0};
        break;
    default:
        s = Style{reaction::level(level), {650, 1200}, {700, 1200}, 100, 0, 100, 90, 100, true,
                  true, 12, 10, 0};
        break;
    }
    return s;
}

namespace {
class PolicyBot : public Bot {
public:
    PolicyBot(core::SeatKind level, std::uint64_t seed) : policy_(style_for(level), seed) {}
    std::optional<Intent> think(const View& v) override { return policy_.think(v); }

private:
    Policy policy_;
};
}  // namespace

std::optional<Action> good_move(const View& v, core::Rng& rng) {
    Policy p(style_for(core::SeatKind::Good), rng.next_u64());
    auto i = p.think(v);
    if (!i) return std::nullopt;
    return i->action;
}

std::unique_ptr<Bot> make_expert_bot(std::uint64_t seed);

std::unique_ptr<Bot> make_bot(core::SeatKind level, std::uint64_t seed) {
    if (level == core::SeatKind::Expert) return make_expert_bot(seed);
    return std::make_unique<PolicyBot>(level, seed);
}

}  // namespace txek
