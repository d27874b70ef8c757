// Strategix bots: three levels that read only their seat's view (strategix.h, "Bots").
//   casual  plays the lowest combination it can make with plain letters, passes when unsure
//   good    weighs each legal action by how much closer it brings the hand to going out, keeps
//           Z, stars and firecrackers for the right moment and never goes out on one of them
//           when it has another way (README, "Going out")
//   expert  deals the cards it has not seen at random among the places it cannot see
//           (sample_state) and plays its best candidates out to the end of the hand with the good
//           policy in every seat, keeping the one with the best mean points (README, "Scoring")
#include "engine/strategix/strategix.h"

#include <algorithm>
#include <array>

namespace strategix {

namespace {

// Z, stars and firecrackers: the cards a hand must not go out on (README, "Going out").
bool is_special(CardId c) {
    return kind_of(c) != CardKind::Letter || letter_of(c) == kZ;
}

// What a hand holds, by kind: plain letters below Z by letter, and the special cards.
struct Tally {
    std::array<std::uint8_t, kLetters> letters{};
    int naturals = 0, zs = 0, stars = 0, fires = 0;

    void add(CardId c, int sign) {
        if (is_firecracker(c)) {
            fires += sign;
        } else if (is_star(c)) {
            stars += sign;
        } else if (letter_of(c) == kZ) {
            zs += sign;
        } else {
            letters[std::size_t(letter_of(c))] =
                std::uint8_t(letters[std::size_t(letter_of(c))] + sign);
            naturals += sign;
        }
    }
    int specials() const { return zs + stars + fires; }
    int cards() const { return naturals + specials(); }
};

Tally tally(const std::vector<CardId>& cards) {
    Tally t;
    for (CardId c : cards) t.add(c, 1);
    return t;
}

// A lone high letter often wins its trick and gives the lead back, so it costs less to hold.
double single_cost(int letter) {
    return letter <= 12 ? 1.0 : 1.0 - 0.5 * double(letter - 12) / 12.0;
}

// About how many plays the plain letters need to leave the hand: runs (README, "Tricks": two or
// more consecutive letters) and pairs are cheaper than the singles they would otherwise be. Two
// greedy splits, runs first or pairs first; the cheaper counts.
double split_cost(std::array<std::uint8_t, kLetters> c, bool pairs_first) {
    double cost = 0;
    auto take_pairs = [&] {
        for (int l = 0; l < kZ; ++l)
            while (c[std::size_t(l)] >= 2) c[std::size_t(l)] -= 2, cost += 0.6;
    };
    auto take_runs = [&] {
        for (int layer = 0; layer < 3; ++layer)
            for (int l = 0; l < kZ;) {
                if (!c[std::size_t(l)]) {
                    ++l;
                    continue;
                }
                int end = l;
                while (end < kZ && c[std::size_t(end)]) ++end;
                if (end - l >= 2) {
                    for (int k = l; k < end; ++k) --c[std::size_t(k)];
                    cost += 0.6;
                }
                l = end;
            }
    };
    if (pairs_first) {
        take_pairs();
        take_runs();
    } else {
        take_runs();
        take_pairs();
    }
    for (int l = 0; l < kZ; ++l) cost += double(c[std::size_t(l)]) * single_cost(l);
    return cost;
}

// How far a hand is from going out cleanly; lower is better. A hand of only specials can only
// go out on one of them, which makes its player Badluckix (README, "Going out").
double hand_cost(const Tally& t) {
    double cost = std::min(split_cost(t.letters, false), split_cost(t.letters, true));
    cost += 0.2 * t.zs + 0.05 * t.stars;
    // A firecracker leaves only when following, never after another one (README,
    // "Firecrackers"): the fewer plain letters are left to cover it, the more it weighs.
    cost += double(t.fires) * (0.4 + 2.0 / double(t.naturals + 1));
    if (t.naturals == 0 && t.specials() > 0) cost += 20;
    return cost;
}

// The cards an action takes from the hand (README, "Stars": own letters first, then stars).
std::vector<CardId> cards_taken(const std::vector<CardId>& hand, const Action& a) {
    std::vector<CardId> out;
    if (a.op == Op::Play) {
        if (auto cards = cards_for(hand, a.combo)) out = *cards;
    } else if (a.op == Op::Firecracker || a.op == Op::FirecrackersOut) {
        for (CardId c : hand)
            if (is_firecracker(c)) {
                out.push_back(c);
                if (a.op == Op::Firecracker) break;
            }
    }
    return out;
}

// What a policy needs at one decision, from a view (the bots) or a full state (the playouts).
struct Spot {
    int me = 0;
    int players = 0;
    const std::vector<CardId>* hand = nullptr;
    const std::vector<Action>* legal = nullptr;
    const Played* standing = nullptr; // none: I lead
    std::array<int, kMaxPlayers> counts{};
    bool voluntary_used = false;
};

Spot spot_of(const View& v) {
    Spot s;
    s.me = v.viewer;
    s.players = v.players;
    s.hand = &v.my_hand;
    s.legal = &v.legal;
    s.standing = v.standing ? &*v.standing : nullptr;
    for (int p = 0; p < v.players && p < kMaxPlayers; ++p)
        s.counts[std::size_t(p)] = v.seats[std::size_t(p)].count;
    s.voluntary_used = v.seats[std::size_t(v.viewer)].voluntary_used;
    return s;
}

Spot spot_of(const State& st, int seat, const std::vector<Action>& legal_now) {
    Spot s;
    s.me = seat;
    s.players = st.players();
    s.hand = &st.seats[std::size_t(seat)].hand;
    s.legal = &legal_now;
    s.standing = st.standing ? &*st.standing : nullptr;
    for (int p = 0; p < s.players && p < kMaxPlayers; ++p)
        s.counts[std::size_t(p)] = int(st.seats[std::size_t(p)].hand.size());
    s.voluntary_used = st.seats[std::size_t(seat)].voluntary_used;
    return s;
}

// The next seat after mine still holding cards: the one a firecracker or the same letters skip.
int next_holder(const Spot& s) {
    for (int k = 1; k < s.players; ++k) {
        const int p = (s.me + k) % s.players;
        if (s.counts[std::size_t(p)] > 0) return p;
    }
    return s.me;
}

// The fewest cards any other player still holds (a player about to go out).
int fewest_other(const Spot& s) {
    int fewest = kMaxHand + 10;
    for (int p = 0; p < s.players; ++p)
        if (p != s.me && s.counts[std::size_t(p)] > 0)
            fewest = std::min(fewest, s.counts[std::size_t(p)]);
    return fewest;
}

bool playable(const Action& a) {
    return a.op == Op::Play || a.op == Op::Firecracker || a.op == Op::FirecrackersOut;
}

// The good policy's judgement of one legal action; the highest is played.
double good_score(const Spot& s, const Tally& before, double cost_before, const Action& a,
                  bool can_play) {
    if (a.op == Op::NextHand) return -1e9;
    if (a.op == Op::Pass) return can_play ? -0.35 : 0.0; // the one voluntary pass has its worth
    const std::vector<CardId> taken = cards_taken(*s.hand, a);
    Tally after = before;
    int specials_used = 0;
    for (CardId c : taken) {
        after.add(c, -1);
        specials_used += is_special(c) && !is_firecracker(c);
    }
    if (after.cards() == 0) {
        // Going out: on a plain play it is the best move there is; on a star, a Z or a
        // firecracker it makes us Badluckix, the worst (README, "Going out").
        const bool bad = a.op != Op::Play || specials_used > 0;
        return bad ? -1000.0 : 1000.0;
    }
    double score = cost_before - hand_cost(after) + 0.08 * double(taken.size());
    // The right moment for a control card: someone is about to go out, or we are (the lead
    // taken back lets us lead out the rest).
    const int fewest = fewest_other(s);
    const bool threat = fewest <= 2 || (s.players == 2 && fewest <= 4);
    const bool late = hand_cost(after) <= 1.7 || after.cards() <= 3;
    if (a.op == Op::Firecracker) {
        // It beats nothing and skips the next player (README, "Firecrackers").
        if (next_holder(s) != s.me && s.counts[std::size_t(next_holder(s))] <= 2) score += 1.5;
        return score;
    }
    if (a.op != Op::Play) return score;
    const bool wins_at_once = a.combo.has_z(); // README, "Tricks": a Z wins at once
    if (specials_used > 0 && !(threat || late)) score -= 0.9 * specials_used;
    if (wins_at_once && (threat || late)) score += s.standing ? 2.5 : 1.0;
    if (s.standing) {
        // Following: no higher than needed (a lower first letter is cheaper to give up).
        score -= 0.01 * double(a.combo.starts.empty() ? 0 : a.combo.starts.front());
        if (threat && !wins_at_once) score += 0.3; // anything that stays in the trick helps
    } else {
        // Leading: the low letters go while we hold the lead.
        score -= 0.005 * double(a.combo.starts.empty() ? 0 : a.combo.starts.front());
    }
    return score;
}

// Every legal action with the good policy's score, best first (ties: the order of `legal`).
std::vector<std::pair<double, std::size_t>> good_ranking(const Spot& s) {
    const Tally before = tally(*s.hand);
    const double cost_before = hand_cost(before);
    bool can_play = false;
    for (const Action& a : *s.legal) can_play = can_play || playable(a);
    std::vector<std::pair<double, std::size_t>> ranked;
    ranked.reserve(s.legal->size());
    for (std::size_t i = 0; i < s.legal->size(); ++i)
        ranked.emplace_back(good_score(s, before, cost_before, (*s.legal)[i], can_play), i);
    std::stable_sort(ranked.begin(), ranked.end(),
                     [](const auto& x, const auto& y) { return x.first > y.first; });
    return ranked;
}

std::optional<Action> good_choice(const Spot& s) {
    if (s.legal->empty()) return std::nullopt;
    const auto ranked = good_ranking(s);
    const Action& best = (*s.legal)[ranked.front().second];
    if (best.op == Op::NextHand) return std::nullopt;
    return best;
}

// The casual player: the lowest plain-letter play; unsure (only Z, stars or firecrackers would
// do) it passes when it may, else plays the lowest it has.
std::optional<Action> casual_choice(const View& v) {
    const Action* plain = nullptr;
    const Action* any = nullptr;
    const Action* pass = nullptr;
    auto lower = [](const Action* best, const Action& a) {
        return !best || a.combo.letters() < best->combo.letters();
    };
    for (const Action& a : v.legal) {
        if (a.op == Op::Pass) pass = &a;
        if (a.op == Op::NextHand || a.op == Op::Pass) continue;
        if (!any || (any->op != Op::Play && a.op == Op::Play) ||
            (a.op == Op::Play && any->op == Op::Play && lower(any, a)))
            any = &a;
        if (a.op != Op::Play) continue;
        const auto taken = cards_taken(v.my_hand, a);
        if (std::any_of(taken.begin(), taken.end(), is_special)) continue;
        if (lower(plain, a)) plain = &a;
    }
    if (plain) return *plain;
    if (pass) return *pass;
    if (any) return *any;
    return std::nullopt;
}

// People take longer over a bigger play and pass quickly: about a second, more with each card.
int human_delay(const View& v, const Action& a, int base, int spread, core::Rng& rng) {
    const int cards = int(cards_taken(v.my_hand, a).size());
    const int jitter = int(rng.below(std::uint32_t(spread)));
    if (a.op == Op::Pass) return base * 3 / 4 + jitter / 2;
    return base + 90 * std::max(0, cards - 1) + jitter;
}

bool my_turn(const View& v) {
    return v.phase == Phase::Play && v.viewer >= 0 && v.current == v.viewer && !v.legal.empty();
}

class CasualBot : public Bot {
public:
    explicit CasualBot(std::uint64_t seed) : rng_(seed) {}
    std::optional<Intent> think(const View& v) override {
        if (!my_turn(v)) return std::nullopt;
        auto a = casual_choice(v);
        if (!a) return std::nullopt;
        return Intent{*a, human_delay(v, *a, 1400, 900, rng_)};
    }

private:
    core::Rng rng_;
};

class GoodBot : public Bot {
public:
    explicit GoodBot(std::uint64_t seed) : rng_(seed) {}
    std::optional<Intent> think(const View& v) override {
        if (!my_turn(v)) return std::nullopt;
        auto a = good_choice(spot_of(v));
        if (!a) return std::nullopt;
        return Intent{*a, human_delay(v, *a, 1100, 600, rng_)};
    }

private:
    core::Rng rng_;
};

// A hand played out from `s` with the good policy in every seat; `me`'s points for the hand.
int playout(State& s, int me) {
    const int hand = s.hand;
    std::vector<Action> legal_now;
    for (int guard = 0; guard < 600 && s.phase == Phase::Play && s.hand == hand; ++guard) {
        const int seat = s.current;
        legal_now = legal(s, seat);
        if (legal_now.empty()) break;
        auto a = good_choice(spot_of(s, seat, legal_now));
        if (!a || !apply(s, seat, *a).ok) break;
    }
    for (const HandResult& r : s.results)
        if (r.hand == hand) return r.points[std::size_t(me)];
    // Not finished (a guard): judge by cards left against the others' mean.
    return 0;
}

// Determinized Monte-Carlo: each candidate is played out on the same sampled deals.
class ExpertBot : public Bot {
public:
    static constexpr std::size_t kCandidates = 5;
    static constexpr int kMaxSamples = 24;
    static constexpr long kBudget = 2400; // playout decisions a think() may spend
    explicit ExpertBot(std::uint64_t seed) : rng_(seed) {}
    std::optional<Intent> think(const View& v) override {
        if (!my_turn(v)) return std::nullopt;
        const Spot spot = spot_of(v);
        const auto ranked = good_ranking(spot);
        std::vector<Action> candidates;
        for (const auto& [score, i] : ranked) {
            const Action& a = v.legal[i];
            if (a.op == Op::NextHand || score <= -999) continue;
            // The good policy's best few, and always passing and a firecracker when allowed.
            if (candidates.size() < kCandidates || a.op == Op::Pass || a.op == Op::Firecracker)
                candidates.push_back(a);
        }
        if (candidates.empty()) candidates.push_back(v.legal[ranked.front().second]);
        if (candidates.front().op == Op::NextHand) return std::nullopt;
        const Action choice = candidates.size() == 1 ? candidates.front() : search(v, candidates);
        return Intent{choice, human_delay(v, choice, 1000, 600, rng_)};
    }

private:
    Action search(const View& v, const std::vector<Action>& candidates) {
        std::vector<long> total(candidates.size(), 0);
        long spent = 0;
        int samples = 0;
        while (samples < kMaxSamples && (samples < 4 || spent < kBudget)) {
            const State sample = sample_state(v, rng_);
            for (std::size_t i = 0; i < candidates.size(); ++i) {
                State s = sample;
                const std::size_t before = s.log.size();
                if (!apply(s, v.viewer, candidates[i]).ok) {
                    total[i] -= 1000;
                    continue;
                }
                total[i] += playout(s, v.viewer);
                spent += long(s.log.size() - before);
            }
            ++samples;
        }
        // Ties keep the good policy's order.
        const std::size_t best =
            std::size_t(std::max_element(total.begin(), total.end()) - total.begin());
        return candidates[best];
    }

    core::Rng rng_;
};

void sort_hand(std::vector<CardId>& hand) {
    std::sort(hand.begin(), hand.end(), [](CardId a, CardId b) {
        return card_value(a) != card_value(b) ? card_value(a) < card_value(b) : a < b;
    });
}

} // namespace

std::unique_ptr<Bot> make_bot(core::SeatKind level, std::uint64_t seed) {
    switch (level) {
    case core::SeatKind::Casual:
        return std::make_unique<CasualBot>(seed);
    case core::SeatKind::Good:
        return std::make_unique<GoodBot>(seed);
    case core::SeatKind::Expert:
        return std::make_unique<ExpertBot>(seed);
    case core::SeatKind::Human:
        break;
    }
    return nullptr;
}

State sample_state(const View& v, core::Rng& rng) {
    State s;
    s.setup.seats.assign(std::size_t(v.players), core::SeatKind::Good);
    s.setup.variant = v.variant;
    s.rng = core::Rng(rng.next_u64());
    s.hand = v.hand;
    s.hands = v.hands;
    s.phase = v.phase;
    s.current = v.current;
    s.leader = v.leader;
    s.standing = v.standing;
    s.trick = v.trick;
    s.skip_next = v.skip_next;
    s.discards = v.discards;
    s.exchange = v.exchange;
    s.seats.resize(std::size_t(v.players));
    for (int p = 0; p < v.players; ++p) {
        const SeatView& sv = v.seats[std::size_t(p)];
        Seat& seat = s.seats[std::size_t(p)];
        seat.passed = sv.passed;
        seat.voluntary_used = sv.voluntary_used;
        seat.out_place = sv.out_place;
        seat.bad_out = sv.bad_out;
        seat.total = sv.total;
    }
    std::vector<CardId> pool = unseen_cards(v);
    // A card the viewer gave in the exchange is known to be in its receiver's hand while it is
    // unseen (README, "Exchange").
    std::vector<std::pair<int, CardId>> known;
    if (v.exchange && v.viewer >= 0) {
        const Exchange& x = *v.exchange;
        if (x.luckylix == v.viewer && x.given != kNoCard) known.emplace_back(x.badluckix, x.given);
        if (x.badluckix == v.viewer && x.returned != kNoCard)
            known.emplace_back(x.luckylix, x.returned);
    }
    for (const auto& [p, c] : known) {
        auto at = std::find(pool.begin(), pool.end(), c);
        if (p < 0 || p >= v.players || p == v.viewer || at == pool.end() ||
            v.seats[std::size_t(p)].count == 0)
            continue;
        s.seats[std::size_t(p)].hand.push_back(c);
        pool.erase(at);
    }
    rng.shuffle(pool);
    std::size_t next = 0;
    auto take = [&](std::vector<CardId>& into, std::size_t n) {
        while (into.size() < n && next < pool.size()) into.push_back(pool[next++]);
    };
    for (int p = 0; p < v.players; ++p) {
        Seat& seat = s.seats[std::size_t(p)];
        if (p == v.viewer)
            seat.hand = v.my_hand;
        else
            take(seat.hand, std::size_t(v.seats[std::size_t(p)].count));
        sort_hand(seat.hand);
    }
    // The view counts both kinds of unseen cards out of the hand together (README, "Deal"): only
    // two players remove cards, only the ABCD variant with three leaves one undealt.
    take(v.players == 2 ? s.removed : s.undealt, std::size_t(v.removed));
    while (next < pool.size()) s.undealt.push_back(pool[next++]);
    return s;
}

} // namespace strategix
