// CHECK! bots: three levels that read only their seat's view (check.h, "Bots"; README, "Bots").
//   casual  takes the most cards it can, fulfils the order worth most now, sometimes errs
//   good    takes towards the open orders, fulfils for points, bonus-colour cards and the
//           majorities it can win, keeps its joker for a big order, discards the least useful
//   expert  plays its best takes and fulfilments to the end of the game over sampled deals of
//           what it has not seen (sample_state), the good policy in every seat; a take that
//           leaves the others less does better, so it denies them the market cards that would
//           complete their orders when that is cheap
#include "engine/check/check.h"

#include <algorithm>
#include <array>

namespace check {

namespace {

using Kinds = std::array<int, kKinds>;       // hand counts by kind
using Values = std::array<int, kValues + 1>; // counts by value, index 1..5

// check.h: a kind is colour * 5 + value - 1. Inline here, as the playouts ask millions of times.
constexpr int value_of_kind(int kind) {
    return kind % kValues + 1;
}
constexpr int colour_of_kind(int kind) {
    return kind / kValues;
}
int card_kind(CardId c) {
    static const std::array<std::uint8_t, kDeckSize> kinds = [] {
        std::array<std::uint8_t, kDeckSize> t{};
        for (int i = 0; i < kDeckSize; ++i) t[std::size_t(i)] = std::uint8_t(kind_of(CardId(i)));
        return t;
    }();
    return kinds[c];
}

Values values_of(const Kinds& hand) {
    Values v{};
    for (int k = 0; k < kKinds; ++k) v[std::size_t(value_of_kind(k))] += hand[std::size_t(k)];
    return v;
}

// ---- Orders as value patterns (README, "Orders") ----------------------------------------------
// A pattern: the values one way of meeting every requirement of an order needs (colour never
// matters; the same value may serve several requirements, README, "Orders").
constexpr int kMaxPatterns = 64;
struct Patterns {
    std::array<Values, kMaxPatterns> need{};
    int count = 0;
};

void add_patterns(const std::vector<Requirement>& reqs, std::size_t i, Values acc, Patterns& out) {
    if (out.count >= kMaxPatterns) return;
    if (i == reqs.size()) {
        out.need[std::size_t(out.count++)] = acc;
        return;
    }
    const Requirement& r = reqs[i];
    if (r.kind == ReqKind::Same) {
        for (int v = 1; v <= kValues; ++v) {
            if (r.value != 0 && v != r.value) continue;
            Values next = acc;
            next[std::size_t(v)] += r.size;
            add_patterns(reqs, i + 1, next, out);
        }
    } else {
        for (int start = 1; start + r.size - 1 <= kValues; ++start) {
            Values next = acc;
            for (int v = start; v < start + r.size; ++v) ++next[std::size_t(v)];
            add_patterns(reqs, i + 1, next, out);
        }
    }
}

// The patterns of every order of a rulebook, worked out once.
const std::vector<Patterns>& patterns_of(const Rulebook& book) {
    static const Rulebook* cached = nullptr;
    static std::vector<Patterns> all;
    if (cached != &book) {
        all.assign(book.orders.size(), Patterns{});
        for (std::size_t i = 0; i < book.orders.size(); ++i)
            add_patterns(book.orders[i].requirements, 0, Values{}, all[i]);
        cached = &book;
    }
    return all;
}

int deficit(const Values& need, const Values& have) {
    int d = 0;
    for (int v = 1; v <= kValues; ++v)
        d += std::max(0, need[std::size_t(v)] - have[std::size_t(v)]);
    return d;
}

// The fewest cards the hand lacks for an order.
int missing(const Patterns& p, const Values& have) {
    int best = 99;
    for (int i = 0; i < p.count; ++i) best = std::min(best, deficit(p.need[std::size_t(i)], have));
    return best;
}

// The same, remembered for each order and hand: the playouts ask it for every hand they weigh.
// No order needs more than 5 cards of a value, so counts above 5 read as 5 (6^5 hands an order).
constexpr int kHandCodes = 6 * 6 * 6 * 6 * 6;
int missing(const Rulebook& book, int id, const Values& have) {
    static const Rulebook* cached = nullptr;
    static std::vector<std::uint8_t> known;
    if (cached != &book) {
        known.assign(book.orders.size() * std::size_t(kHandCodes), 0xFF);
        cached = &book;
    }
    int code = 0;
    for (int v = kValues; v >= 1; --v) code = code * 6 + std::min(have[std::size_t(v)], 5);
    std::uint8_t& m = known[std::size_t(id) * std::size_t(kHandCodes) + std::size_t(code)];
    if (m == 0xFF)
        m = std::uint8_t(std::min(missing(patterns_of(book)[std::size_t(id)], have), 99));
    return m;
}

// ---- A position from one seat's side ---------------------------------------------------------
struct Table {
    const Rulebook* book = nullptr;
    int players = 0, me = 0;
    Phase phase = Phase::Take;
    Kinds hand{};
    int hand_size = 0;
    bool joker = true;
    bool last_turn = false; // the end is triggered: this is my last turn (README, "The end")
    std::array<int, kOpenOrders> open{};
    std::array<CardId, kMarketSize> market{};
    std::array<MarkerSide, kColours> markers{};
    // By seat: fulfilled orders by bonus colour, card-count symbols, order points, point stack.
    std::array<std::array<int, kColours>, kMaxPlayers> colour_orders{};
    std::array<int, kMaxPlayers> symbols{}, order_points{}, stack{}, order_count{};
    std::array<bool, kMaxPlayers> jokers{};
};

void add_order(Table& t, int seat, int id) {
    const OrderCard& o = t.book->orders[std::size_t(id)];
    ++t.colour_orders[std::size_t(seat)][std::size_t(o.bonus)];
    t.symbols[std::size_t(seat)] += o.symbols();
    t.order_points[std::size_t(seat)] += o.points;
    ++t.order_count[std::size_t(seat)];
}

Table table_of(const View& v) {
    Table t;
    t.book = &rulebook(v.variant);
    t.players = std::min(v.players, kMaxPlayers);
    t.me = std::max(0, v.viewer);
    t.phase = v.phase;
    for (CardId c : v.my_hand) ++t.hand[std::size_t(card_kind(c))];
    t.hand_size = int(v.my_hand.size());
    t.last_turn = v.end_trigger >= 0;
    t.open = v.open_orders;
    t.market = v.market;
    t.markers = v.markers;
    for (int p = 0; p < t.players; ++p) {
        const SeatView& s = v.seats[std::size_t(p)];
        for (int id : s.orders) add_order(t, p, id);
        t.stack[std::size_t(p)] = int(s.stack.size());
        t.jokers[std::size_t(p)] = s.joker;
    }
    t.joker = t.jokers[std::size_t(t.me)];
    return t;
}

// The same from a full state (the expert's playouts, where each seat plays its own hand).
Table table_of(const State& st, int seat) {
    Table t;
    t.book = &st.book();
    t.players = std::min(st.players(), kMaxPlayers);
    t.me = seat;
    t.phase = st.phase;
    const Seat& mine = st.seats[std::size_t(seat)];
    for (CardId c : mine.hand) ++t.hand[std::size_t(card_kind(c))];
    t.hand_size = int(mine.hand.size());
    t.last_turn = st.end_trigger >= 0;
    t.open = st.open_orders;
    t.market = st.market;
    t.markers = st.markers;
    for (int p = 0; p < t.players; ++p) {
        const Seat& s = st.seats[std::size_t(p)];
        for (int id : s.orders) add_order(t, p, id);
        t.stack[std::size_t(p)] = int(s.stack.size());
        t.jokers[std::size_t(p)] = s.joker;
    }
    t.joker = mine.joker;
    return t;
}

// Every seat's majority points now (README, "Majority markers"): each marker pays its strict
// leader only, and nobody for a majority of zero.
std::array<int, kMaxPlayers> all_majorities(const Table& t) {
    std::array<int, kMaxPlayers> points{};
    for (int c = 0; c < kColours; ++c) {
        const bool colour_side = t.markers[std::size_t(c)] == MarkerSide::Colour;
        int leader = -1, most = 0;
        bool tied = false;
        for (int p = 0; p < t.players; ++p) {
            const int n = colour_side ? t.colour_orders[std::size_t(p)][std::size_t(c)]
                                      : t.symbols[std::size_t(p)];
            if (n > most) {
                most = n, leader = p, tied = false;
            } else if (n == most && n > 0) {
                tied = true;
            }
        }
        if (leader >= 0 && !tied)
            points[std::size_t(leader)] +=
                colour_side ? t.book->colour_majority_points : t.book->cards_majority_points;
    }
    return points;
}

// How much a hand is worth towards the open orders and orders to come: an order it nearly meets
// counts most; pairs and longer sets and runs keep their worth for the orders not yet open.
double potential(const Table& t) {
    // An order the hand meets now but keeps counts less than its points: it is fulfilled when
    // worth it (plan), and held back it may go to another player.
    static const double near[] = {0.5, 0.45, 0.18, 0.06, 0.02};
    const Values have = values_of(t.hand);
    double sum = 0;
    for (int id : t.open) {
        if (id < 0) continue;
        const int m = missing(*t.book, id, have);
        double p = m < 5 ? near[m] : 0.0;
        if (t.joker && m >= 1 && m <= 5) p = std::max(p, 0.8 * near[m - 1]);
        sum += p * double(t.book->orders[std::size_t(id)].points + 1);
    }
    static const double sets[] = {0, 0, 0.3, 0.6, 0.9, 1.1, 1.2, 1.3, 1.4, 1.5, 1.6};
    int run = 0, longest = 0;
    for (int v = 1; v <= kValues; ++v) {
        sum += sets[std::min(have[std::size_t(v)], 10)];
        run = have[std::size_t(v)] > 0 ? run + 1 : 0;
        longest = std::max(longest, run);
    }
    if (longest >= 3) sum += 0.25 * double(longest - 2);
    return sum;
}

// ---- Fulfilling (README, "Turn", step 2) -----------------------------------------------------
struct Use {
    int order = -1; // its id
    std::array<std::uint8_t, kMostCardsAnOrderNeeds> kinds{};
    int cards = 0;
    bool joker = false;
};

Action action_of(const Use& u) {
    std::vector<std::uint8_t> kinds(u.kinds.begin(), u.kinds.begin() + u.cards);
    std::sort(kinds.begin(), kinds.end());
    return Action::fulfil(u.order, kinds, u.joker);
}

Use use_of(const Action& a) {
    Use u;
    u.order = a.order;
    u.joker = a.joker;
    for (std::uint8_t k : a.kinds)
        if (u.cards < kMostCardsAnOrderNeeds) u.kinds[std::size_t(u.cards++)] = k;
    return u;
}

// The hand's cards for a pattern, bonus colour first (they score, README, "Turn"); `short_value`
// is the value the joker stands in for, 0 for none.
Use pick_cards(const Table& t, int id, const Values& need, int short_value) {
    Use u;
    u.order = id;
    u.joker = short_value != 0;
    const int bonus = int(t.book->orders[std::size_t(id)].bonus);
    for (int v = 1; v <= kValues; ++v) {
        int n = need[std::size_t(v)] - (v == short_value ? 1 : 0);
        Kinds left = t.hand;
        for (int pass = 0; n > 0 && pass < kColours + 1; ++pass) {
            // The bonus colour first, then the colour with most copies left.
            int colour = bonus;
            if (pass > 0 || left[std::size_t(bonus * kValues + v - 1)] == 0) {
                colour = -1;
                for (int c = 0; c < kColours; ++c)
                    if (left[std::size_t(c * kValues + v - 1)] > 0 &&
                        (colour < 0 || left[std::size_t(c * kValues + v - 1)] >
                                           left[std::size_t(colour * kValues + v - 1)]))
                        colour = c;
                if (colour < 0) break;
            }
            const std::size_t kind = std::size_t(colour * kValues + v - 1);
            const int take = std::min(n, left[kind]);
            for (int i = 0; i < take && u.cards < kMostCardsAnOrderNeeds; ++i)
                u.kinds[std::size_t(u.cards++)] = std::uint8_t(kind);
            left[kind] -= take;
            n -= take;
        }
    }
    return u;
}

// Every way the hand (and the joker, when one card is short) meets an order.
void fulfilments(const Table& t, int id, std::vector<Use>& out) {
    const Values have = values_of(t.hand);
    if (missing(*t.book, id, have) > (t.joker ? 1 : 0)) return;
    const Patterns& p = patterns_of(*t.book)[std::size_t(id)];
    for (int i = 0; i < p.count; ++i) {
        const Values& need = p.need[std::size_t(i)];
        const int d = deficit(need, have);
        if (d == 0) {
            out.push_back(pick_cards(t, id, need, 0));
        } else if (d == 1 && t.joker) {
            int short_value = 0;
            for (int v = 1; v <= kValues; ++v)
                if (need[std::size_t(v)] > have[std::size_t(v)]) short_value = v;
            out.push_back(pick_cards(t, id, need, short_value));
        }
    }
}

void apply_use(Table& t, const Use& u) {
    const OrderCard& o = t.book->orders[std::size_t(u.order)];
    for (int i = 0; i < u.cards; ++i) {
        --t.hand[u.kinds[std::size_t(i)]];
        if (colour_of_kind(u.kinds[std::size_t(i)]) == int(o.bonus)) ++t.stack[std::size_t(t.me)];
    }
    t.hand_size -= u.cards;
    if (u.joker) t.joker = t.jokers[std::size_t(t.me)] = false;
    add_order(t, t.me, u.order);
    for (int& slot : t.open)
        if (slot == u.order) slot = -1;
}

// How a level weighs things.
struct Weights {
    double hand = 0.5;        // the hand's potential, against points now
    double majority = 0.7;    // majority points won or taken from the others
    double joker_keep = 1.0;  // what the unused joker is worth beyond its point, for later
    int joker_min_points = 5; // the smallest order worth the joker (0: any)
};

Weights for_turn(Weights w, const Table& t) {
    if (t.last_turn) {
        w.hand = 0.0;
        w.joker_keep = 0.0;
        w.joker_min_points = 0;
    }
    return w;
}

bool use_allowed(const Table& t, const Use& u, const Weights& w) {
    return !u.joker || t.book->orders[std::size_t(u.order)].points >= w.joker_min_points;
}

// What a fulfilment gains now: the order's points, its bonus-colour cards, the change in the
// majorities (mine won, the best other's lost), less the joker's worth when it is spent.
double gain(const Table& before, const Table& after, const Use& u, const Weights& w) {
    const OrderCard& o = before.book->orders[std::size_t(u.order)];
    double g =
        o.points + (after.stack[std::size_t(before.me)] - before.stack[std::size_t(before.me)]);
    const auto was = all_majorities(before), is = all_majorities(after);
    int best_before = 0, best_after = 0;
    for (int p = 0; p < before.players; ++p)
        if (p != before.me) {
            best_before = std::max(best_before, was[std::size_t(p)]);
            best_after = std::max(best_after, is[std::size_t(p)]);
        }
    const int mine = is[std::size_t(before.me)] - was[std::size_t(before.me)];
    g += w.majority * double(mine - (best_after - best_before));
    if (u.joker) g -= 1.0 + w.joker_keep;
    return g;
}

// What a fulfilment is worth: its gain and what the spent cards were worth to the hand
// (`before`: the hand's weighted potential before it).
double use_score(const Table& t, double before, const Use& u, const Weights& w) {
    Table after = t;
    apply_use(after, u);
    return gain(t, after, u, w) + w.hand * potential(after) - before;
}

// Below this a fulfilment is not worth making now.
constexpr double kWorthIt = 0.05;

// The best fulfilment among `options`; nullopt when none is worth it.
std::optional<Use> best_use(const Table& t, const std::vector<Use>& options, const Weights& w) {
    if (options.empty()) return std::nullopt;
    const double before = w.hand * potential(t);
    std::optional<Use> best;
    double best_score = kWorthIt;
    for (const Use& u : options) {
        if (!use_allowed(t, u, w)) continue;
        const double score = use_score(t, before, u, w);
        if (score > best_score) best_score = score, best = u;
    }
    return best;
}

std::optional<Use> best_fulfilment(const Table& t, const Weights& w) {
    static std::vector<Use> options; // reused: the playouts call this for every take they weigh
    options.clear();
    for (int id : t.open)
        if (id >= 0) fulfilments(t, id, options);
    return best_use(t, options, w);
}

// Fulfils greedily while it pays; returns what the fulfilments gained.
double plan(Table& t, const Weights& w) {
    double total = 0;
    for (int i = 0; i < kOpenOrders; ++i) {
        auto u = best_fulfilment(t, w);
        if (!u) break;
        Table after = t;
        apply_use(after, *u);
        total += gain(t, after, *u, w);
        t = after;
    }
    return total;
}

// ---- Taking (README, "Turn", step 1) ---------------------------------------------------------
// The slot sets the market allows: 1-3 cards sharing a value or a colour.
// With `widest`, only the takes no other take holds more of (a hand that cannot pass 10 loses
// nothing by a card more, and the policy weighs far fewer takes: the playouts' hot path).
std::vector<std::uint8_t> takes(const std::array<CardId, kMarketSize>& market, bool widest) {
    std::vector<std::uint8_t> out;
    for (int mask = 1; mask < (1 << kMarketSize); ++mask) {
        const int n = __builtin_popcount(unsigned(mask));
        if (n > kTakeAtMost) continue;
        bool full = true, same_value = true, same_colour = true;
        CardId first = kNoCard;
        for (int s = 0; s < kMarketSize && full; ++s) {
            if (!(mask & (1 << s))) continue;
            const CardId c = market[std::size_t(s)];
            if (c == kNoCard) {
                full = false;
            } else if (first == kNoCard) {
                first = c;
            } else {
                const int kc = card_kind(c), kf = card_kind(first);
                same_value = same_value && value_of_kind(kc) == value_of_kind(kf);
                same_colour = same_colour && colour_of_kind(kc) == colour_of_kind(kf);
            }
        }
        if (full && (same_value || same_colour)) out.push_back(std::uint8_t(mask));
    }
    if (!widest) return out;
    std::vector<std::uint8_t> wide;
    for (std::uint8_t m : out) {
        bool held = false;
        for (std::uint8_t o : out) held = held || (o != m && (o & m) == m);
        if (!held) wide.push_back(m);
    }
    return wide;
}

// A take's worth: the fulfilments it makes possible now and what the hand keeps for later; a
// hand over 10 must give cards back (README, "Turn", step 3).
double take_value(const Table& t, std::uint8_t mask, const Weights& w) {
    Table u = t;
    int n = 0;
    for (int s = 0; s < kMarketSize; ++s)
        if (mask & (1 << s)) {
            ++u.hand[std::size_t(card_kind(u.market[std::size_t(s)]))];
            u.market[std::size_t(s)] = kNoCard;
            ++n;
        }
    u.hand_size += n;
    const double now = plan(u, w);
    return now + w.hand * potential(u) + 0.05 * n - 0.3 * std::max(0, u.hand_size - kHandLimit);
}

// The kind whose loss costs the hand least (README, "Turn", step 3: the player's choice).
int least_useful(const Table& t, const std::vector<int>& kinds, const Weights& w) {
    int best = kinds.empty() ? -1 : kinds.front();
    double best_left = -1e18;
    for (int k : kinds) {
        Table u = t;
        --u.hand[std::size_t(k)];
        --u.hand_size;
        // Bonus colours of the open orders keep a little worth (they may score on the stack).
        double left = potential(u);
        for (int id : t.open)
            if (id >= 0 && int(t.book->orders[std::size_t(id)].bonus) == colour_of_kind(k))
                left -= 0.05;
        if (left > best_left) best_left = left, best = k;
    }
    return best;
}

// ---- The good policy on a table (the bots' and the playouts') --------------------------------
std::optional<Action> good_action(const Table& t, Weights w) {
    w = for_turn(w, t);
    switch (t.phase) {
    case Phase::Take: {
        std::optional<Action> best;
        double best_value = -1e18;
        for (std::uint8_t mask : takes(t.market, t.hand_size + kTakeAtMost <= kHandLimit)) {
            const double value = take_value(t, mask, w);
            if (value > best_value) best_value = value, best = Action::take(mask);
        }
        return best;
    }
    case Phase::Fulfil: {
        auto u = best_fulfilment(t, w);
        return u ? action_of(*u) : Action::done();
    }
    case Phase::Discard: {
        std::vector<int> kinds;
        for (int k = 0; k < kKinds; ++k)
            if (t.hand[std::size_t(k)] > 0) kinds.push_back(k);
        if (kinds.empty()) return std::nullopt;
        return Action::discard(least_useful(t, kinds, w));
    }
    case Phase::GameOver:
        break;
    }
    return std::nullopt;
}

bool my_turn(const View& v) {
    return v.phase != Phase::GameOver && v.viewer >= 0 && v.current == v.viewer && !v.legal.empty();
}

const Action* find_op(const std::vector<Action>& legal, Op op) {
    for (const Action& a : legal)
        if (a.op == op) return &a;
    return nullptr;
}

// The level's choice among the view's legal actions, so a bot only ever proposes one of them.
Action pick_legal(const View& v, const Table& t, Weights w) {
    w = for_turn(w, t);
    if (v.phase == Phase::Take) {
        const Action* best = nullptr;
        double best_value = -1e18;
        for (const Action& a : v.legal) {
            if (a.op != Op::Take) continue;
            const double value = take_value(t, a.market, w);
            if (value > best_value) best_value = value, best = &a;
        }
        if (best) return *best;
    } else if (v.phase == Phase::Fulfil) {
        std::vector<Use> options;
        for (const Action& a : v.legal)
            if (a.op == Op::Fulfil) options.push_back(use_of(a));
        if (auto u = best_use(t, options, w)) {
            for (const Action& a : v.legal)
                if (a.op == Op::Fulfil && a.order == u->order && a.joker == u->joker &&
                    use_of(a).kinds == u->kinds)
                    return a;
        }
        if (const Action* done = find_op(v.legal, Op::Done)) return *done;
    } else if (v.phase == Phase::Discard) {
        std::vector<int> kinds;
        for (const Action& a : v.legal)
            if (a.op == Op::Discard && !a.kinds.empty()) kinds.push_back(a.kinds.front());
        const int k = least_useful(t, kinds, w);
        for (const Action& a : v.legal)
            if (a.op == Op::Discard && !a.kinds.empty() && a.kinds.front() == k) return a;
    }
    return v.legal.front();
}

// People take longer over a bigger move: about a second and a half for a take, more with each
// card; Done and a discard are quicker.
int human_delay(const Action& a, int base, int spread, core::Rng& rng) {
    const int jitter = int(rng.below(std::uint32_t(spread)));
    switch (a.op) {
    case Op::Take:
        return base + 90 * (__builtin_popcount(a.market) - 1) + jitter;
    case Op::Fulfil:
        return base + 90 * int(a.kinds.size()) + jitter;
    case Op::Done:
        return base / 2 + jitter / 2;
    case Op::Discard:
        return base * 3 / 5 + jitter / 2;
    }
    return base + jitter;
}

Weights good_weights() {
    return Weights{};
}

// The expert judges a position as the good bot does (other weights measured worse in the
// arena); its strength is the look-ahead over the takes.
Weights expert_weights() {
    return good_weights();
}

// The casual player: the take with the most cards, the fulfilment worth most points now (the
// joker spent as soon as it helps), a random discard; one take in five and one fulfilment in
// eight it misses what it could do.
class CasualBot : public Bot {
public:
    explicit CasualBot(std::uint64_t seed) : rng_(seed) {}
    std::optional<Intent> think(const View& v) override {
        if (!my_turn(v)) return std::nullopt;
        const Action a = choose(v);
        return Intent{a, human_delay(a, 1400, 900, rng_)};
    }

private:
    Action choose(const View& v) {
        std::vector<const Action*> options;
        for (const Action& a : v.legal)
            if (a.op != Op::Done) options.push_back(&a);
        const Action* done = find_op(v.legal, Op::Done);
        if (options.empty()) return done ? *done : v.legal.front();
        if (v.phase == Phase::Discard) return *options[rng_.below(std::uint32_t(options.size()))];
        if (v.phase == Phase::Take) {
            if (rng_.below(5) == 0) return *options[rng_.below(std::uint32_t(options.size()))];
            const Action* best = nullptr;
            int most = 0;
            for (const Action* a : options) {
                const int n = __builtin_popcount(a->market);
                if (n > most) most = n, best = a;
            }
            return *best;
        }
        if (done && rng_.below(8) == 0) return *done;
        const Rulebook& book = rulebook(v.variant);
        const Action* best = nullptr;
        int most = -1;
        for (const Action* a : options) {
            const int points = book.orders[std::size_t(a->order)].points;
            if (points > most) most = points, best = a;
        }
        return *best;
    }

    core::Rng rng_;
};

class GoodBot : public Bot {
public:
    explicit GoodBot(std::uint64_t seed) : rng_(seed) {}
    std::optional<Intent> think(const View& v) override {
        if (!my_turn(v)) return std::nullopt;
        const Action a = pick_legal(v, table_of(v), good_weights());
        return Intent{a, human_delay(a, 1100, 600, rng_)};
    }

private:
    core::Rng rng_;
};

// ---- The expert's look-ahead -----------------------------------------------------------------
// Plays a sampled state to the end of the game with the good policy in every seat; returns my
// final margin over the best other player, plus 5 points for a victory (README, "Scoring": a
// shared one is shared), or 0 if the engine refused a move it could not replace. The margin
// varies less from deal to deal than the victory alone, so fewer deals tell the takes apart.
double playout(State& s, int me, long& steps) {
    for (int guard = 0; guard < 4000 && s.phase != Phase::GameOver; ++guard, ++steps) {
        const int seat = s.current;
        auto a = good_action(table_of(s, seat), good_weights());
        if (!a || !apply(s, seat, *a).ok) {
            const std::vector<Action> options = legal(s, seat);
            if (options.empty() || !apply(s, seat, options.front()).ok) return 0;
        }
    }
    if (s.phase != Phase::GameOver || s.scores.size() != s.seats.size()) return 0;
    double share = 0;
    for (int w : s.winners)
        if (w == me) share = 1.0 / double(s.winners.size());
    int best_other = -1000;
    for (int p = 0; p < s.players(); ++p)
        if (p != me) best_other = std::max(best_other, s.scores[std::size_t(p)].total);
    return 5.0 * share + double(s.scores[std::size_t(me)].total - best_other);
}

// Determinized Monte-Carlo: the good policy's best five takes (or three fulfilments and "done"),
// each played to the end of the game on the same sampled deals (at least 8, at most 64, within a
// budget of playout moves so a decision's time stays bounded); the best mean result (playout) is
// taken. A take that leaves the others worse cards does better in the playouts, so denial comes
// with it.
class ExpertBot : public Bot {
public:
    static constexpr std::size_t kCandidates = 5;
    static constexpr std::size_t kFulfilCandidates = 4;
    static constexpr int kMinDeals = 8;
    static constexpr int kMaxDeals = 64;
    static constexpr long kBudget = 9000; // playout moves a think() may spend past kMinDeals
    // (measured: 9,000 rather than 4,000 won 62% of 400 games against good instead of 55%)
    explicit ExpertBot(std::uint64_t seed) : rng_(seed) {}
    std::optional<Intent> think(const View& v) override {
        if (!my_turn(v)) return std::nullopt;
        const Table t = table_of(v);
        const Action a = v.phase == Phase::Take     ? search(v, takes_ranked(v, t))
                         : v.phase == Phase::Fulfil ? search(v, fulfils_ranked(v, t))
                                                    : pick_legal(v, t, expert_weights());
        return Intent{a, human_delay(a, 1000, 600, rng_)};
    }

private:
    using Ranked = std::vector<std::pair<double, const Action*>>;
    // The takes by the good bot's worth now, the best first.
    static Ranked takes_ranked(const View& v, const Table& t) {
        const Weights w = for_turn(expert_weights(), t);
        Ranked ranked;
        for (const Action& a : v.legal)
            if (a.op == Op::Take) ranked.emplace_back(take_value(t, a.market, w), &a);
        return ranked;
    }
    // The fulfilments by what they gain less what the hand loses (the joker allowed on any
    // order: the playouts judge it), and "done" as their threshold.
    static Ranked fulfils_ranked(const View& v, const Table& t) {
        Weights w = for_turn(expert_weights(), t);
        w.joker_min_points = 0;
        Ranked ranked;
        const double before = w.hand * potential(t);
        for (const Action& a : v.legal) {
            if (a.op == Op::Done) ranked.emplace_back(kWorthIt, &a);
            if (a.op == Op::Fulfil) ranked.emplace_back(use_score(t, before, use_of(a), w), &a);
        }
        return ranked;
    }
    Action search(const View& v, Ranked ranked) {
        if (ranked.empty()) return v.legal.front();
        std::stable_sort(ranked.begin(), ranked.end(),
                         [](const auto& x, const auto& y) { return x.first > y.first; });
        const std::size_t keep = v.phase == Phase::Fulfil ? kFulfilCandidates : kCandidates;
        if (ranked.size() > keep) {
            // "Done" always stays among the fulfilments weighed.
            const auto done = std::find_if(ranked.begin(), ranked.end(),
                                           [](const auto& r) { return r.second->op == Op::Done; });
            if (done != ranked.end() && std::size_t(done - ranked.begin()) >= keep)
                std::iter_swap(ranked.begin() + long(keep) - 1, done);
            ranked.resize(keep);
        }
        if (ranked.size() == 1) return *ranked.front().second;
        std::vector<double> total(ranked.size(), 0.0);
        long steps = 0;
        for (int n = 0; n < kMaxDeals && (n < kMinDeals || steps < kBudget); ++n) {
            const State sample = sample_state(v, rng_);
            for (std::size_t i = 0; i < ranked.size(); ++i) {
                State s = sample;
                if (apply(s, v.viewer, *ranked[i].second).ok)
                    total[i] += playout(s, v.viewer, steps);
            }
        }
        // Ties keep the order of the worth now.
        const std::size_t best =
            std::size_t(std::max_element(total.begin(), total.end()) - total.begin());
        return *ranked[best].second;
    }

    core::Rng rng_;
};

// README, "Cards": a hand is sorted by value, colour, id.
void sort_hand(std::vector<CardId>& hand) {
    std::sort(hand.begin(), hand.end(), [](CardId a, CardId b) {
        if (value_of(a) != value_of(b)) return value_of(a) < value_of(b);
        if (colour_of(a) != colour_of(b)) return colour_of(a) < colour_of(b);
        return a < b;
    });
}

} // namespace

std::unique_ptr<Bot> make_bot(core::SeatKind level, std::uint64_t seed) {
    return games::bot_of_level<Bot, CasualBot, GoodBot, ExpertBot>(level, seed);
}

State sample_state(const View& v, core::Rng& rng) {
    State s;
    s.setup.seats.assign(std::size_t(v.players), core::SeatKind::Good);
    s.setup.variant = v.variant;
    s.seed = 0;
    s.rng = core::Rng(rng.next_u64());
    s.phase = v.phase;
    s.start = v.start;
    s.current = v.current;
    s.turn = v.turn;
    s.took = v.took;
    s.fulfilled_now = v.fulfilled_now;
    s.end_trigger = v.end_trigger;
    s.quiet_turns = v.quiet_turns;
    s.market = v.market;
    s.open_orders = v.open_orders;
    s.markers = v.markers;
    s.discard = v.discard;
    s.scores = v.scores;
    s.winners = v.winners;
    std::vector<CardId> pool = unseen_cards(v);
    rng.shuffle(pool);
    std::size_t next = 0;
    s.seats.resize(std::size_t(v.players));
    for (int p = 0; p < v.players; ++p) {
        const SeatView& sv = v.seats[std::size_t(p)];
        Seat& seat = s.seats[std::size_t(p)];
        seat.orders = sv.orders;
        seat.stack = sv.stack;
        seat.joker = sv.joker;
        if (p == v.viewer) {
            seat.hand = v.my_hand;
        } else {
            for (int i = 0; i < sv.hand_count && next < pool.size(); ++i)
                seat.hand.push_back(pool[next++]);
            sort_hand(seat.hand);
        }
    }
    // The rest is the draw pile in a random order (the view counts it: deck_count).
    s.deck.assign(pool.begin() + long(next), pool.end());
    s.order_deck = unseen_orders(v);
    rng.shuffle(s.order_deck);
    return s;
}

} // namespace check
