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

// Letters as bit masks (bit l: letter l), by how many copies are held: one, two, three.
using Mask = std::uint32_t;
struct Layers {
    Mask one = 0, two = 0, three = 0;
    // One copy fewer of each letter in `s`.
    void take(Mask s) {
        one = (one & ~s) | (two & s);
        two = (two & ~s) | (three & s);
        three &= ~s;
    }
};

// Letters with a neighbour held: those a run (two or more consecutive letters) can take.
Mask in_runs(Mask m) {
    return m & ((m << 1) | (m >> 1));
}
int runs_in(Mask m) {
    return __builtin_popcount(in_runs(m) & ~(m << 1));
}

// About how many plays the plain letters need to leave the hand: runs (README, "Tricks": two or
// more consecutive letters) and pairs are cheaper than the singles they would otherwise be. Two
// greedy splits, runs first or pairs first; the cheaper counts.
double split_cost(Layers c, bool pairs_first) {
    double cost = 0;
    auto take_pairs = [&] {
        const Mask pairs = c.two;
        cost += 0.6 * __builtin_popcount(pairs);
        c.take(pairs);
        c.take(pairs);
    };
    if (pairs_first) take_pairs();
    for (int layer = 0; layer < 3; ++layer) {
        cost += 0.6 * runs_in(c.one);
        c.take(in_runs(c.one));
    }
    if (!pairs_first) take_pairs();
    for (Mask m = c.one; m; m &= m - 1) cost += single_cost(__builtin_ctz(m));
    return cost;
}

Layers layers_of(const std::array<std::uint8_t, kLetters>& letters) {
    Layers c;
    for (int l = 0; l < kZ; ++l) {
        const Mask bit = Mask(1) << l;
        if (letters[std::size_t(l)] >= 1) c.one |= bit;
        if (letters[std::size_t(l)] >= 2) c.two |= bit;
        if (letters[std::size_t(l)] >= 3) c.three |= bit;
    }
    return c;
}

// How far a hand is from going out cleanly; lower is better. A hand of only specials can only
// go out on one of them, which makes its player Badluckix (README, "Going out").
double hand_cost(const Tally& t) {
    const Layers c = layers_of(t.letters);
    double cost = std::min(split_cost(c, false), split_cost(c, true));
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

// The hand after an action, counted by kind, without building card lists: a play takes the
// hand's own letters first and stars for the rest (README, "Stars"). `specials_used` counts the
// Zs and stars it takes; a negative star count means the hand cannot make the play.
Tally after_action(const Tally& before, const Action& a, int& specials_used, int& cards) {
    Tally t = before;
    specials_used = 0;
    cards = 0;
    if (a.op == Op::Firecracker) {
        t.fires -= 1, cards = 1;
    } else if (a.op == Op::FirecrackersOut) {
        cards = t.fires, t.fires = 0;
    } else if (a.op == Op::Play) {
        const Combo& c = a.combo;
        for (std::uint8_t start : c.starts)
            for (int i = 0; i < c.length; ++i, ++cards) {
                const int l = c.shape == Shape::Runs ? start + i : start;
                if (l == kZ && t.zs > 0) {
                    --t.zs, ++specials_used;
                } else if (l < kZ && t.letters[std::size_t(l)] > 0) {
                    --t.letters[std::size_t(l)], --t.naturals;
                } else {
                    --t.stars, ++specials_used;
                }
            }
    }
    return t;
}

// What a policy needs at one decision, from a view (the bots) or a playout's position.
struct Spot {
    int me = 0;
    int players = 0;
    Tally mine;
    const std::vector<Action>* legal = nullptr;
    bool following = false; // a combination stands; else I lead
    std::array<int, kMaxPlayers> counts{};
};

Spot spot_of(const View& v) {
    Spot s;
    s.me = v.viewer;
    s.players = v.players;
    s.mine = tally(v.my_hand);
    s.legal = &v.legal;
    s.following = v.standing.has_value();
    for (int p = 0; p < v.players && p < kMaxPlayers; ++p)
        s.counts[std::size_t(p)] = v.seats[std::size_t(p)].count;
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
    int specials_used = 0, cards = 0;
    const Tally after = after_action(before, a, specials_used, cards);
    if (after.stars < 0) return -1e9; // the hand cannot make it (a playout's guess)
    if (after.cards() == 0) {
        // Going out: on a plain play it is the best move there is; on a star, a Z or a
        // firecracker it makes us Badluckix, the worst (README, "Going out").
        const bool bad = a.op != Op::Play || specials_used > 0;
        return bad ? -1000.0 : 1000.0;
    }
    const double cost_after = hand_cost(after);
    double score = cost_before - cost_after + 0.08 * double(cards);
    // The right moment for a control card: someone is about to go out, or we are (the lead
    // taken back lets us lead out the rest).
    const int fewest = fewest_other(s);
    const bool threat = fewest <= 2 || (s.players == 2 && fewest <= 4);
    const bool late = cost_after <= 1.7 || after.cards() <= 3;
    if (a.op == Op::Firecracker) {
        // It beats nothing and skips the next player (README, "Firecrackers").
        if (next_holder(s) != s.me && s.counts[std::size_t(next_holder(s))] <= 2) score += 1.5;
        return score;
    }
    if (a.op != Op::Play) return score;
    const bool wins_at_once = a.combo.has_z(); // README, "Tricks": a Z wins at once
    if (specials_used > 0 && !(threat || late)) score -= 0.9 * specials_used;
    if (wins_at_once && (threat || late)) score += s.following ? 2.5 : 1.0;
    if (s.following) {
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
    const Tally& before = s.mine;
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

// The good policy's choice without ranking the rest (the playouts' hot path).
std::size_t best_of(const Spot& s) {
    const Tally& before = s.mine;
    const double cost_before = hand_cost(before);
    bool can_play = false;
    for (const Action& a : *s.legal) can_play = can_play || playable(a);
    std::size_t best = 0;
    double best_score = -1e18;
    for (std::size_t i = 0; i < s.legal->size(); ++i) {
        const double score = good_score(s, before, cost_before, (*s.legal)[i], can_play);
        if (score > best_score) best_score = score, best = i;
    }
    return best;
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

// ---- Playouts ---------------------------------------------------------------------------------
// The expert's playouts run on a light copy of the hand's position: each seat's cards counted by
// kind (Tally), the standing combination and the turn. It follows rules.cpp's apply (README,
// "Tricks", "Firecrackers", "Passing", "Going out") at a fraction of its cost: a real pass asks
// whether the hand could have played, a search over every star that can take milliseconds.

// The lowest play of the standing combination's shape, at least as strong, that the letters
// `have` make with at most `budget` stars. Group starts are tried in ascending order, and a
// prefix already below the standing one's is cut (README, "Tricks": the lowest letter decides,
// then the next), so the first play found is the weakest that will do.
struct Finder {
    const std::array<int, kLetters>& have;
    int budget;
    int lowest;
    const Combo& standing;
    std::array<int, kLetters> demand{};
    std::vector<std::uint8_t> starts;
    std::optional<Combo> found;
    long nodes = 0;
    long limit = 3000; // a bound on the search, so a decision's time stays bounded

    int missing() const {
        int m = 0;
        for (int l = 0; l < kLetters; ++l)
            m += std::max(0, demand[std::size_t(l)] - have[std::size_t(l)]);
        return m;
    }
    void add(int start, int by) {
        for (int i = 0; i < standing.length; ++i)
            demand[std::size_t(standing.shape == Shape::Runs ? start + i : start)] += by;
    }
    void search(int from, bool above) {
        if (found || nodes > limit) return;
        const std::size_t i = starts.size();
        if (int(i) == standing.groups()) {
            Combo c{standing.shape, standing.length, starts};
            if (at_least_as_strong(c, standing)) found = std::move(c);
            return;
        }
        const int span = standing.shape == Shape::Runs ? standing.length : 1;
        int begin = std::max(from, lowest);
        if (!above) begin = std::max(begin, int(standing.starts[i]));
        for (int start = begin; start + span - 1 <= kZ && !found; ++start) {
            ++nodes;
            add(start, 1);
            if (missing() <= budget) {
                starts.push_back(std::uint8_t(start));
                search(start, above || start > standing.starts[i]);
                starts.pop_back();
            }
            add(start, -1);
        }
    }
};

struct Light {
    int n = 0;
    int lowest = 1; // B, or A in the ABCD variant
    std::array<Tally, kMaxPlayers> hands{};
    std::array<bool, kMaxPlayers> passed{}, voluntary_used{}, bad_out{};
    std::array<int, kMaxPlayers> out_place{};
    std::optional<Combo> standing;
    int standing_seat = -1;
    bool last_fire = false; // the trick's last play was a firecracker
    bool skip_next = false;
    int current = 0;
    bool over = false;

    int holding() const {
        int k = 0;
        for (int p = 0; p < n; ++p) k += hands[std::size_t(p)].cards() > 0;
        return k;
    }
    bool holds(int p) const { return hands[std::size_t(p)].cards() > 0; }
    int next_holder(int from) const {
        for (int i = 1; i <= n; ++i)
            if (holds((from + i) % n)) return (from + i) % n;
        return from;
    }
    void start_trick(int leader) {
        passed.fill(false);
        standing.reset();
        skip_next = false;
        last_fire = false;
        current = holds(leader) ? leader : next_holder(leader);
    }
    // rules.cpp move_on: past those out of the trick; a skip costs the next one in it their
    // turn; back at the standing combination's player, they win the trick.
    void move_on(int from) {
        int p = from;
        for (int steps = 0; steps < 2 * n + 1; ++steps) {
            p = (p + 1) % n;
            const bool in_trick = holds(p) && !passed[std::size_t(p)];
            if (in_trick && skip_next) {
                skip_next = false;
                continue;
            }
            if (standing && p == standing_seat) return start_trick(p);
            if (in_trick) {
                current = p;
                return;
            }
        }
        start_trick(standing ? standing_seat : from);
    }
    void went_out(int seat, bool bad) {
        int place = 0;
        for (int p = 0; p < n; ++p) place = std::max(place, out_place[std::size_t(p)]);
        out_place[std::size_t(seat)] = place + 1;
        bad_out[std::size_t(seat)] = bad;
    }
    void act(const Action& a) {
        const int me = current;
        Tally& hand = hands[std::size_t(me)];
        if (a.op == Op::Pass) {
            passed[std::size_t(me)] = true;
            if (n == 2) return start_trick(standing_seat); // README, "Passing"
            return move_on(me);
        }
        int specials = 0, cards = 0;
        hand = after_action(hand, a, specials, cards);
        const bool same_letters = a.op == Op::Play && standing && *standing == a.combo;
        if (a.op == Op::Play) {
            standing = a.combo;
            standing_seat = me;
        }
        last_fire = a.op != Op::Play;
        skip_next = same_letters || a.op == Op::Firecracker;
        if (hand.cards() == 0) went_out(me, a.op != Op::Play || specials > 0);
        if (holding() <= 1) {
            over = true;
            return;
        }
        if (a.op == Op::FirecrackersOut) return start_trick(me);
        if (a.op == Op::Play && a.combo.has_z()) return start_trick(me); // a Z wins at once
        move_on(me);
    }
    // README, "Going out" and "Scoring": clean outs in order, the holders, then bad outs, the
    // earliest last.
    int points(int seat) const {
        std::vector<std::pair<int, int>> order; // (rank key, seat)
        for (int p = 0; p < n; ++p) {
            const int place = out_place[std::size_t(p)];
            const int key = place == 0 ? 100 : bad_out[std::size_t(p)] ? 300 - place : place;
            order.emplace_back(key, p);
        }
        std::sort(order.begin(), order.end());
        static const int two[] = {2, -2}, three[] = {2, 0, -2}, four[] = {4, 2, 0, -2};
        const int* table = n == 2 ? two : n == 3 ? three : four;
        for (int i = 0; i < n; ++i)
            if (order[std::size_t(i)].second == seat) return table[i];
        return 0;
    }
};

Light light_of(const State& st) {
    Light g;
    g.n = st.players();
    g.lowest = (st.setup.variant & kVariantAbcd) ? 0 : 1;
    for (int p = 0; p < g.n; ++p) {
        const Seat& seat = st.seats[std::size_t(p)];
        g.hands[std::size_t(p)] = tally(seat.hand);
        g.passed[std::size_t(p)] = seat.passed;
        g.voluntary_used[std::size_t(p)] = seat.voluntary_used;
        g.bad_out[std::size_t(p)] = seat.bad_out;
        g.out_place[std::size_t(p)] = seat.out_place;
    }
    if (st.standing) {
        g.standing = st.standing->combo;
        g.standing_seat = st.standing->seat;
    }
    g.last_fire = !st.trick.empty() && st.trick.back().op != Op::Play;
    g.skip_next = st.skip_next;
    g.current = st.current;
    g.over = st.phase != Phase::Play;
    return g;
}

// What a playout's seat considers (the full legal list can run to hundreds with stars):
// leading, each letter alone, each pair, all pairs at once, each run of the hand's own letters,
// a star as Z; following, the weakest play that will do without stars and with them, a single
// of each letter that will do, a firecracker, and passing when the rules allow it.
void playout_actions(const Light& g, std::vector<Action>& out) {
    out.clear();
    const Tally& t = g.hands[std::size_t(g.current)];
    std::array<int, kLetters> have{};
    for (int l = 0; l < kZ; ++l) have[std::size_t(l)] = t.letters[std::size_t(l)];
    have[kZ] = t.zs;
    auto play = [&](Shape shape, int length, std::vector<std::uint8_t> starts) {
        out.push_back(Action::play(Combo{shape, length, std::move(starts)}));
    };
    if (!g.standing) {
        if (t.fires == t.cards()) {
            out.push_back(Action::firecrackers_out());
            return;
        }
        std::vector<std::uint8_t> pairs;
        for (int l = g.lowest; l <= kZ; ++l) {
            if (have[std::size_t(l)]) play(Shape::Single, 1, {std::uint8_t(l)});
            if (have[std::size_t(l)] >= 2) {
                play(Shape::Pairs, 2, {std::uint8_t(l)});
                pairs.push_back(std::uint8_t(l));
            }
        }
        if (pairs.size() >= 2) play(Shape::Pairs, 2, pairs);
        for (int l = g.lowest; l < kZ;) {
            int end = l;
            while (end <= kZ && have[std::size_t(end)]) ++end;
            if (end - l >= 2) play(Shape::Runs, end - l, {std::uint8_t(l)});
            l = std::max(end, l + 1);
        }
        if (t.stars && !have[kZ]) play(Shape::Single, 1, {std::uint8_t(kZ)});
        return;
    }
    const Combo& standing = *g.standing;
    for (int budget : {0, t.stars}) {
        Finder f{have, budget, g.lowest, standing, {}, {}, {}, 0};
        f.search(0, false);
        if (f.found && std::find(out.begin(), out.end(), Action::play(*f.found)) == out.end())
            out.push_back(Action::play(*f.found));
        if (budget == t.stars) break;
    }
    if (standing.shape == Shape::Single) {
        for (int l = standing.starts.front() + 1; l <= kZ; ++l)
            if (have[std::size_t(l)]) play(Shape::Single, 1, {std::uint8_t(l)});
        if (t.stars && !have[kZ]) play(Shape::Single, 1, {std::uint8_t(kZ)});
    }
    if (t.fires && !g.last_fire) out.push_back(Action::firecracker());
    // README, "Passing": once a hand although able to play.
    if (out.empty() || !g.voluntary_used[std::size_t(g.current)]) out.push_back(Action::pass());
}

Spot spot_of(const Light& g, const std::vector<Action>& options) {
    Spot s;
    s.me = g.current;
    s.players = g.n;
    s.mine = g.hands[std::size_t(g.current)];
    s.legal = &options;
    s.following = g.standing.has_value();
    for (int p = 0; p < g.n; ++p) s.counts[std::size_t(p)] = g.hands[std::size_t(p)].cards();
    return s;
}

// The rest of the hand with the good policy in every seat; `me`'s points for it.
int playout(Light& g, int me, long& steps) {
    std::vector<Action> options;
    for (int guard = 0; guard < 400 && !g.over; ++guard, ++steps) {
        playout_actions(g, options);
        const Action& a = options[best_of(spot_of(g, options))];
        if (a.op == Op::Pass) {
            bool could = false;
            for (const Action& o : options) could = could || playable(o);
            if (could) g.voluntary_used[std::size_t(g.current)] = true;
        }
        g.act(a);
    }
    return g.over ? g.points(me) : 0;
}

// Determinized Monte-Carlo: each candidate is played out on the same sampled deals.
class ExpertBot : public Bot {
public:
    static constexpr std::size_t kCandidates = 6;
    static constexpr int kMaxSamples = 128;
    static constexpr long kBudget = 8000; // playout decisions a think() may spend
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
        bool can_play = false;
        for (const Action& a : v.legal) can_play = can_play || playable(a);
        while (samples < kMaxSamples && (samples < 4 || spent < kBudget)) {
            const Light sample = light_of(sample_state(v, rng_));
            for (std::size_t i = 0; i < candidates.size(); ++i) {
                Light g = sample;
                if (candidates[i].op == Op::Pass && can_play)
                    g.voluntary_used[std::size_t(v.viewer)] = true;
                g.act(candidates[i]);
                total[i] += playout(g, v.viewer, spent);
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

constexpr int kSampleAttempts = 4;

// Whether no seat that passed in this trick could beat the standing combination with the cards
// it was dealt in `s`. A pass is forced unless it is the player's one free pass of the hand
// (README, "Passing"), and only the passer knows which it was, so this is what a pass makes
// likely, not certain.
bool passes_likely(const State& s, const View& v) {
    if (!v.standing) return true;
    const int lowest = (v.variant & kVariantAbcd) ? 0 : 1;
    for (int p = 0; p < v.players; ++p) {
        const SeatView& sv = v.seats[std::size_t(p)];
        if (p == v.viewer || !sv.passed || sv.count == 0) continue;
        std::array<int, kLetters> have{};
        int stars = 0;
        for (CardId c : s.seats[std::size_t(p)].hand) {
            if (is_star(c)) ++stars;
            if (letter_of(c) >= 0) ++have[std::size_t(letter_of(c))];
        }
        Finder f{have, stars, lowest, v.standing->combo, {}, {}, {}, 0, 400};
        f.search(0, false);
        if (f.found) return false;
    }
    return true;
}

} // namespace

std::unique_ptr<Bot> make_bot(core::SeatKind level, std::uint64_t seed) {
    return games::bot_of_level<Bot, CasualBot, GoodBot, ExpertBot>(level, seed);
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
    // README, "Passing": a player who passed in this trick most likely could not play (the one
    // free pass of a hand aside), so cannot beat the standing combination. Deals that contradict
    // this are drawn again, up to kSampleAttempts times: a lean towards likely deals, never a
    // certainty (the check is bounded too, so a decision's time stays bounded).
    const std::vector<std::vector<CardId>> known_hands = [&] {
        std::vector<std::vector<CardId>> h;
        for (const Seat& seat : s.seats) h.push_back(seat.hand);
        return h;
    }();
    const std::vector<CardId> unseen = pool;
    std::size_t next = 0;
    auto take = [&](std::vector<CardId>& into, std::size_t n) {
        while (into.size() < n && next < pool.size()) into.push_back(pool[next++]);
    };
    for (int attempt = 0; attempt < kSampleAttempts; ++attempt) {
        pool = unseen;
        rng.shuffle(pool);
        next = 0;
        for (int p = 0; p < v.players; ++p) {
            Seat& seat = s.seats[std::size_t(p)];
            seat.hand = known_hands[std::size_t(p)];
            if (p == v.viewer)
                seat.hand = v.my_hand;
            else
                take(seat.hand, std::size_t(v.seats[std::size_t(p)].count));
            sort_hand(seat.hand);
        }
        if (passes_likely(s, v)) break;
    }
    // The view counts both kinds of unseen cards out of the hand together (README, "Deal"): only
    // two players remove cards, only the ABCD variant with three leaves one undealt.
    take(v.players == 2 ? s.removed : s.undealt, std::size_t(v.removed));
    while (next < pool.size()) s.undealt.push_back(pool[next++]);
    return s;
}

} // namespace strategix
