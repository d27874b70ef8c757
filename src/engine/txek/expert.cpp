// The expert bot: determinized Monte-Carlo search (information-set sampling). At each decision
// of its own (what to discard, how to use an action card, whether to call Double-TXEK) it deals
// the cards it cannot see at random among the places it cannot see, plays every candidate to the
// end of the round with the good policy for all seats, and keeps the candidate with the best mean
// result. The same sampled deals serve every candidate, which makes their comparison fair.
// Reflexes (TXEK calls, interceptions) use the good policy with the expert's reaction model
// (reaction.h).
#include "engine/txek/bot.h"
#include "engine/txek/bot_policy.h"

#include <algorithm>

namespace txek {
namespace {

constexpr int kPlayoutsPerDecision = 96; // a fixed budget: a decision takes bounded time
constexpr int kPlayoutSteps = 400;

State determinize(const View& v, core::Rng& rng) {
    State s;
    s.setup.seats.assign(std::size_t(v.players), core::SeatKind::Good);
    s.setup.variant = v.variant;
    s.seed = rng.next_u64();
    s.rng = core::Rng(s.seed);
    s.faces = v.faces;
    s.players = v.players;
    s.dealer = v.dealer;
    s.round = v.round;
    s.phase = v.phase;
    s.current = v.current;
    s.drawn = v.drawn;
    s.next_turn = v.next_turn;
    s.window_open = v.window_open;
    s.pending = v.pending;
    s.ending = v.ending;
    s.went_out = v.went_out;
    s.known_by.assign(v.faces.size(), 0);
    std::vector<bool> visible(v.faces.size(), false);
    for (const PileView& p : v.pile) visible[p.card] = true;
    for (const SeatView& sv : v.seats) {
        for (const CardView& c : sv.hand) if (c.card != kNoCard) visible[c.card] = true;
        for (const CardView& c : sv.bench) if (c.card != kNoCard) visible[c.card] = true;
    }
    std::vector<CardId> unseen;
    for (std::size_t c = 0; c < visible.size(); ++c)
        if (!visible[c]) unseen.push_back(CardId(c));
    rng.shuffle(unseen);
    std::size_t next = 0;
    const std::uint8_t me = std::uint8_t(1u << v.viewer);
    s.seats.resize(std::size_t(v.players));
    for (int p = 0; p < v.players; ++p) {
        const SeatView& sv = v.seats[std::size_t(p)];
        Player& pl = s.seats[std::size_t(p)];
        pl.arranged = sv.arranged;
        pl.total = sv.total;
        const std::uint8_t owner = std::uint8_t(1u << p);
        for (const CardView& c : sv.hand) {
            CardId id = c.card != kNoCard ? c.card : unseen[next++];
            pl.hand.push_back(id);
            s.known_by[id] = std::uint8_t(owner | (c.card != kNoCard ? me : 0));
        }
        for (const CardView& c : sv.bench) {
            if (!c.present) {
                pl.bench.push_back(kNoCard);
                continue;
            }
            CardId id = c.card != kNoCard ? c.card : unseen[next++];
            pl.bench.push_back(id);
            // What the others know of their own benches is hidden from us: about half.
            bool owner_knows = p == v.viewer ? c.card != kNoCard : (rng.below(2) == 0);
            s.known_by[id] = std::uint8_t((c.card != kNoCard ? me : 0) | (owner_knows ? owner : 0));
        }
    }
    for (; next < unseen.size(); ++next) s.draw_pile.put_on_top(unseen[next]);
    for (const PileView& p : v.pile) {
        Discard d{};
        d.card = p.card;
        d.seat = std::uint8_t(p.seat);
        d.serial = p.serial;
        d.identical = p.identical;
        d.turn_end = p.turn_end;
        d.claimed = p.claimed;
        s.pile.push_back(d);
        s.known_by[p.card] = std::uint8_t((1u << v.players) - 1);
    }
    s.next_serial = std::uint16_t(v.pile.empty() ? 1 : v.pile.back().serial + 1);
    for (int c : v.double_callers) s.double_calls.push_back({std::uint8_t(c), 0});
    return s;
}

// Plays the round out, everyone with the good policy, reactions before the window closes.
// Returns the viewer's score minus the mean of the others' (lower is better).
double playout(State s, int me, core::Rng& rng) {
    const std::size_t rounds_before = s.results.size();
    for (int step = 0; step < kPlayoutSteps && s.phase == Phase::Play; ++step) {
        bool acted = false;
        if (!s.pending.empty()) {
            int owner = s.pending.front().seat;
            auto a = good_move(view(s, owner), rng);
            if (a && apply(s, owner, *a).ok) continue;
            apply(s, owner, Action::skip());
            continue;
        }
        if (s.ending != EndCause::None) break;
        if (s.window_open) {
            const int start = int(rng.below(std::uint32_t(s.players)));
            for (int k = 0; k < s.players && !acted; ++k) {
                const int p = (start + k) % s.players;
                auto a = good_move(view(s, p), rng);
                if (a && (a->op == Op::CallTxek || a->op == Op::Intercept || a->op == Op::DoubleTxek))
                    acted = apply(s, p, *a).ok;
            }
            if (!acted) apply(s, core::kTableSeat, Action::close_window(s.pile.back().serial));
            continue;
        }
        auto a = good_move(view(s, s.current), rng);
        if (!a || !apply(s, s.current, *a).ok) {
            // Nothing sensible: draw or shed the first card so the playout moves on.
            if (!apply(s, s.current, Action::draw()).ok) apply(s, s.current, Action::discard(0));
        }
    }
    std::vector<int> points(std::size_t(s.players), 0);
    if (s.results.size() > rounds_before) {
        points = s.results.back().scored;
    } else {
        for (int p = 0; p < s.players; ++p) {
            for (CardId c : s.seats[std::size_t(p)].hand) points[std::size_t(p)] += s.faces[c].points;
            for (CardId c : s.seats[std::size_t(p)].bench)
                if (c != kNoCard) points[std::size_t(p)] += s.faces[c].points;
        }
    }
    double others = 0;
    for (int p = 0; p < s.players; ++p)
        if (p != me) others += points[std::size_t(p)];
    return points[std::size_t(me)] - others / (s.players - 1);
}

class ExpertBot : public Bot {
public:
    explicit ExpertBot(std::uint64_t seed)
        : policy_(style_for(core::SeatKind::Expert), seed), rng_(seed ^ 0xE4BE47ull) {}

    std::optional<Intent> think(const View& v) override {
        auto reflex = policy_.think(v);
        if (v.phase != Phase::Play || v.viewer < 0) return reflex;
        const int me = v.viewer;
        std::vector<Action> candidates;
        const bool my_action = !v.pending.empty() && v.pending.front().seat == me;
        if (reflex && reflex->action.op == Op::CallTxek) return reflex;  // a race: no time to think
        if (my_action && v.ending == EndCause::None && reflex &&
            (reflex->action.op == Op::UseAction || reflex->action.op == Op::SkipAction)) {
            candidates = action_candidates(v, reflex->action);
        } else if (v.current == me && v.drawn && v.ending == EndCause::None) {
            candidates = discard_candidates(v);
        } else if (v.can_call_double) {
            candidates = {Action::double_txek(), Action::draw() /* stands for "play on" */};
        }
        if (candidates.size() < 2) return reflex;
        const std::uint64_t key = decision_key(v);
        if (key != cached_key_) {
            cached_key_ = key;
            cached_ = search(v, candidates);
        }
        if (cached_.op == Op::Draw) return reflex && reflex->action.op != Op::DoubleTxek ? reflex : std::nullopt;
        const int delay = reflex ? reflex->delay_ms : 600;
        return Intent{cached_, delay};
    }

private:
    static std::uint64_t decision_key(const View& v) {
        std::uint64_t k = std::uint64_t(v.round) << 40 | std::uint64_t(v.pile.empty() ? 0 : v.pile.back().serial) << 16;
        k ^= std::uint64_t(v.pending.size()) << 8 ^ std::uint64_t(v.drawn) << 4 ^ std::uint64_t(v.can_call_double);
        return k ^ std::uint64_t(v.seats[std::size_t(v.viewer)].hand.size()) << 56;
    }

    std::vector<Action> discard_candidates(const View& v) const {
        const SeatView& mine = v.seats[std::size_t(v.viewer)];
        const double mean = unknown_mean(v);
        std::vector<Action> out;
        std::size_t keep = 0;
        for (std::size_t h = 0; h < mine.hand.size(); ++h) {
            out.push_back(Action::discard(int(h)));
            if (estimate(v, mine.hand[h], mean) < estimate(v, mine.hand[keep], mean)) keep = h;
        }
        for (std::size_t b = 0; b < mine.bench.size(); ++b)
            if (mine.bench[b].present && !mine.hand.empty()) out.push_back(Action::swap(int(keep), int(b)));
        return out;
    }

    std::vector<Action> action_candidates(const View& v, const Action& suggested) const {
        std::vector<Action> out{Action::skip()};
        if (suggested.op == Op::UseAction) out.push_back(suggested);
        const int me = v.viewer;
        const Kind kind = v.pending.front().kind;
        if (kind == Kind::Hand) {
            for (int p = 0; p < v.players; ++p)
                if (p != me && !(suggested == Action::give_hand(p))) out.push_back(Action::give_hand(p));
        } else if (kind == Kind::Down) {
            const SeatView& mine = v.seats[std::size_t(me)];
            for (std::size_t b = 0; b < mine.bench.size() && out.size() < 6; ++b)
                if (mine.bench[b].present && !(suggested == Action::down(true, int(b)))) out.push_back(Action::down(true, int(b)));
        }
        return out;
    }

    Action search(const View& v, const std::vector<Action>& candidates) {
        std::vector<double> total(candidates.size(), 0.0);
        std::vector<int> runs(candidates.size(), 0);
        const int deals = std::max(1, kPlayoutsPerDecision / int(candidates.size()));
        for (int d = 0; d < deals; ++d) {
            State base = determinize(v, rng_);
            const std::uint64_t playout_seed = rng_.next_u64();
            for (std::size_t i = 0; i < candidates.size(); ++i) {
                State s = base;
                // "Play on" (Draw standing in for it in the Double-TXEK choice) applies nothing.
                if (!(candidates[i].op == Op::Draw && v.can_call_double) &&
                    !apply(s, v.viewer, candidates[i]).ok)
                    continue;
                core::Rng r(playout_seed);
                total[i] += playout(std::move(s), v.viewer, r);
                ++runs[i];
            }
        }
        std::size_t best = 0;
        double best_mean = 1e18;
        for (std::size_t i = 0; i < candidates.size(); ++i) {
            if (!runs[i]) continue;
            const double m = total[i] / runs[i];
            if (m < best_mean) best_mean = m, best = i;
        }
        return candidates[best];
    }

    Policy policy_;
    core::Rng rng_;
    std::uint64_t cached_key_ = ~0ull;
    Action cached_;
};

}  // namespace

std::unique_ptr<Bot> make_expert_bot(std::uint64_t seed) { return std::make_unique<ExpertBot>(seed); }

}  // namespace txek
