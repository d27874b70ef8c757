// CHECK!'s rules: setup, a turn's three steps, the end and the scoring. Each rule cites the
// README section that states it (src/engine/check/README.md). A refused action says why as a code
// with numbers (an order by its id), which the table words (src/table/check/words.cpp).
#include "engine/check/check.h"
#include "engine/core/refusal.h"

#include <algorithm>
#include <numeric>

namespace check {
namespace {

using Fail = core::Expected<State>;

Event event(EventKind kind, int seat = -1) {
    Event e;
    e.kind = kind;
    e.seat = seat;
    return e;
}

void sort_hand(std::vector<CardId>& hand) {
    std::sort(hand.begin(), hand.end(), [](CardId a, CardId b) {
        if (value_of(a) != value_of(b)) return value_of(a) < value_of(b);
        if (colour_of(a) != colour_of(b)) return colour_of(a) < colour_of(b);
        return a < b;
    });
}

core::Expected<State> make_state(const core::Setup& setup, std::uint64_t seed) {
    const int n = int(setup.seats.size());
    if (n < kMinPlayers || n > kMaxPlayers)
        return Fail::fail("CHECK! is for 2 to 4 players, not " + std::to_string(n));
    if (!known_variant(setup.variant))
        return Fail::fail("CHECK! has no variant " + std::to_string(setup.variant));
    State s;
    s.setup = setup;
    s.seed = seed;
    s.rng = core::Rng(seed);
    s.seats.resize(std::size_t(n));
    s.market.fill(kNoCard);
    s.open_orders.fill(-1);
    return core::Expected<State>::ok(std::move(s));
}

// README, "Turn", step 3: an empty draw pile is rebuilt from the discard pile when a card is
// needed (README, "Decisions"). Returns kNoCard when both piles are empty.
CardId draw(State& s, std::vector<Event>& events) {
    if (s.deck.empty()) {
        if (s.discard.empty()) return kNoCard;
        Event e = event(EventKind::DeckRebuilt);
        e.count = int(s.discard.size());
        s.deck.swap(s.discard);
        s.rng.shuffle(s.deck);
        events.push_back(e);
    }
    const CardId c = s.deck.back();
    s.deck.pop_back();
    return c;
}

void refill_market(State& s, std::vector<Event>& events) {
    Event e = event(EventKind::MarketRefilled);
    for (int slot = 0; slot < kMarketSize; ++slot) {
        if (s.market[std::size_t(slot)] != kNoCard) continue;
        const CardId c = draw(s, events);
        if (c == kNoCard) break;
        s.market[std::size_t(slot)] = c;
        e.cards.push_back(c);
        e.slots.push_back(slot);
    }
    if (!e.cards.empty()) events.push_back(e);
}

void refill_orders(State& s, std::vector<Event>& events) {
    Event e = event(EventKind::OrdersRefilled);
    for (int& slot : s.open_orders) {
        if (slot >= 0 || s.order_deck.empty()) continue;
        slot = s.order_deck.back();
        s.order_deck.pop_back();
        e.orders.push_back(slot);
    }
    if (!e.orders.empty()) events.push_back(e);
}

// README, "Turn", step 3: a hand below three is refilled from the draw pile.
void refill_hand(State& s, int seat, std::vector<Event>& events) {
    auto& hand = s.seats[std::size_t(seat)].hand;
    Event e = event(EventKind::Drew, seat);
    while (int(hand.size()) < kStartHand) {
        const CardId c = draw(s, events);
        if (c == kNoCard) break;
        hand.push_back(c);
        e.cards.push_back(c);
    }
    e.count = int(e.cards.size());
    sort_hand(hand);
    if (e.count > 0) events.push_back(e);
}

bool orders_exhausted(const State& s) {
    return s.order_deck.empty() &&
           std::all_of(s.open_orders.begin(), s.open_orders.end(), [](int o) { return o < 0; });
}

std::vector<int> stack_sizes(const State& s) {
    std::vector<int> sizes;
    for (const Seat& seat : s.seats) sizes.push_back(int(seat.stack.size()));
    return sizes;
}

void finish_game(State& s, std::vector<Event>& events) {
    std::vector<std::vector<int>> orders;
    std::vector<bool> jokers;
    for (const Seat& seat : s.seats) {
        orders.push_back(seat.orders);
        jokers.push_back(seat.joker);
    }
    s.scores = score(s.book(), s.markers, orders, stack_sizes(s), jokers);
    s.winners = winners_of(s.scores, stack_sizes(s));
    s.phase = Phase::GameOver;
    Event e = event(EventKind::GameEnded);
    e.scores = s.scores;
    e.winners = s.winners;
    events.push_back(e);
}

void trigger_end(State& s, int reason, std::vector<Event>& events) {
    s.end_trigger = s.current;
    Event e = event(EventKind::EndTriggered, s.current);
    e.count = int(s.seats[std::size_t(s.current)].orders.size());
    e.reason = reason;
    events.push_back(e);
}

// README, "Turn", step 1: with an empty market the step is skipped.
void begin_turn(State& s, int seat, std::vector<Event>& events) {
    s.current = seat;
    ++s.turn;
    s.took = false;
    s.fulfilled_now = 0;
    Event e = event(EventKind::TurnStarted, seat);
    e.index = s.turn;
    events.push_back(e);
    const bool market_empty =
        std::all_of(s.market.begin(), s.market.end(), [](CardId c) { return c == kNoCard; });
    s.phase = market_empty ? Phase::Fulfil : Phase::Take;
    if (market_empty) events.push_back(event(EventKind::TakeSkipped, seat));
}

// README, "The end": the round is finished so that everyone had as many turns; the round ends
// with the player before the start player.
void end_turn(State& s, std::vector<Event>& events) {
    const int n = s.players();
    s.quiet_turns = (!s.took && s.fulfilled_now == 0) ? s.quiet_turns + 1 : 0;
    if (!s.final_round() && orders_exhausted(s)) trigger_end(s, 1, events);
    if (!s.final_round() && s.quiet_turns >= n) trigger_end(s, 2, events);
    const int last_of_round = (s.start + n - 1) % n;
    if (s.final_round() && s.current == last_of_round) {
        finish_game(s, events);
        return;
    }
    begin_turn(s, (s.current + 1) % n, events);
}

void apply_take(State& s, int seat, std::uint8_t slots, std::vector<Event>& events) {
    Event e = event(EventKind::Took, seat);
    for (int slot = 0; slot < kMarketSize; ++slot) {
        if (!(slots >> slot & 1)) continue;
        CardId& c = s.market[std::size_t(slot)];
        s.seats[std::size_t(seat)].hand.push_back(c);
        e.cards.push_back(c);
        e.slots.push_back(slot);
        c = kNoCard;
    }
    sort_hand(s.seats[std::size_t(seat)].hand);
    s.took = true;
    s.phase = Phase::Fulfil;
    events.push_back(e);
}

// README, "Turn", step 2: the order goes to the player; used cards of its bonus colour to the
// point stack, the others to the discard pile; the joker, once used, is gone.
void apply_fulfil(State& s, int seat, const Action& a, std::vector<Event>& events) {
    Seat& me = s.seats[std::size_t(seat)];
    const OrderCard& order = s.book().orders[std::size_t(a.order)];
    const auto cards = *cards_for(me.hand, a.kinds);
    Event e = event(EventKind::Fulfilled, seat);
    e.order = a.order;
    e.joker = a.joker;
    e.cards = cards;
    for (CardId c : cards) {
        me.hand.erase(std::find(me.hand.begin(), me.hand.end(), c));
        const bool bonus = colour_of(c) == order.bonus;
        (bonus ? me.stack : s.discard).push_back(c);
        e.count += bonus;
    }
    if (a.joker) me.joker = false;
    me.orders.push_back(a.order);
    *std::find(s.open_orders.begin(), s.open_orders.end(), a.order) = -1;
    ++s.fulfilled_now;
    events.push_back(e);
}

void apply_done(State& s, int seat, std::vector<Event>& events) {
    if (!s.final_round() &&
        int(s.seats[std::size_t(seat)].orders.size()) >= orders_to_end(s.players()))
        trigger_end(s, 0, events);
    refill_market(s, events);
    refill_orders(s, events);
    refill_hand(s, seat, events);
    if (int(s.seats[std::size_t(seat)].hand.size()) > kHandLimit) {
        s.phase = Phase::Discard;
        return;
    }
    end_turn(s, events);
}

void apply_discard(State& s, int seat, int kind, std::vector<Event>& events) {
    auto& hand = s.seats[std::size_t(seat)].hand;
    const auto at =
        std::find_if(hand.begin(), hand.end(), [&](CardId c) { return kind_of(c) == kind; });
    Event e = event(EventKind::Discarded, seat);
    e.cards = {*at};
    s.discard.push_back(*at);
    hand.erase(at);
    events.push_back(e);
    if (int(hand.size()) <= kHandLimit) end_turn(s, events);
}

// Every multiset of values (ascending) of `size` the value counts allow.
void value_multisets(const std::array<int, kValues + 1>& counts, int size, int from,
                     std::vector<int>& picked, std::vector<std::vector<int>>& out) {
    if (int(picked.size()) == size) {
        out.push_back(picked);
        return;
    }
    for (int v = from; v <= kValues; ++v) {
        const int used = int(std::count(picked.begin(), picked.end(), v));
        if (used >= counts[std::size_t(v)]) continue;
        picked.push_back(v);
        value_multisets(counts, size, v, picked, out);
        picked.pop_back();
    }
}

// README, "Decisions": the listed choice of cards for the values takes the bonus colour first,
// then the colours in the order red, blue, green, yellow.
std::vector<std::uint8_t> kinds_for_values(const std::vector<CardId>& hand,
                                           const std::vector<int>& values, Colour bonus) {
    std::vector<CardId> pool = hand;
    std::stable_sort(pool.begin(), pool.end(), [bonus](CardId a, CardId b) {
        return (colour_of(a) == bonus) > (colour_of(b) == bonus);
    });
    std::vector<std::uint8_t> kinds;
    for (int v : values) {
        const auto at =
            std::find_if(pool.begin(), pool.end(), [v](CardId c) { return value_of(c) == v; });
        kinds.push_back(std::uint8_t(kind_of(*at)));
        pool.erase(at);
    }
    return kinds;
}

void add_fulfilments(const State& s, int seat, int order_id, std::vector<Action>& out) {
    const Seat& me = s.seats[std::size_t(seat)];
    const OrderCard& order = s.book().orders[std::size_t(order_id)];
    std::array<int, kValues + 1> counts{};
    for (CardId c : me.hand) ++counts[std::size_t(value_of(c))];
    for (int jokers = 0; jokers <= (me.joker ? 1 : 0); ++jokers) {
        std::vector<std::vector<int>> sets;
        std::vector<int> picked;
        value_multisets(counts, order.symbols() - jokers, 1, picked, sets);
        for (const auto& values : sets)
            if (meets(order, values, jokers))
                out.push_back(Action::fulfil(
                    order_id, kinds_for_values(me.hand, values, order.bonus), jokers == 1));
    }
}

} // namespace

// ---- Setup (README, "Setup") ------------------------------------------------------------------

core::Expected<State> new_game(const core::Setup& setup, std::uint64_t seed) {
    auto made = make_state(setup, seed);
    if (!made) return made;
    State s = std::move(made.value());
    const int n = s.players();
    core::Deck deck = core::shuffled_deck(kDeckSize, s.rng);
    const auto hands = core::deal_one_by_one(deck, n, kStartHand, 0);
    for (int p = 0; p < n; ++p) {
        s.seats[std::size_t(p)].hand = hands[std::size_t(p)];
        sort_hand(s.seats[std::size_t(p)].hand);
    }
    for (auto& slot : s.market) slot = deck.draw();
    s.deck = deck.cards;
    const core::Deck orders = core::shuffled_deck(s.book().orders.size(), s.rng);
    s.order_deck.assign(orders.cards.begin(), orders.cards.end());
    for (int& slot : s.open_orders) {
        slot = s.order_deck.back();
        s.order_deck.pop_back();
    }
    // README, "Majority markers": each marker is tossed; README, "Decisions": the seed draws
    // the start player ("the youngest").
    for (auto& side : s.markers)
        side = s.rng.below(2) == 0 ? MarkerSide::Colour : MarkerSide::Cards;
    s.start = int(s.rng.below(std::uint32_t(n)));
    std::vector<Event> ignored;
    begin_turn(s, s.start, ignored);
    return core::Expected<State>::ok(std::move(s));
}

core::Expected<State> new_game_with_layout(const core::Setup& setup, std::uint64_t seed,
                                           const Layout& layout) {
    auto made = make_state(setup, seed);
    if (!made) return made;
    State s = std::move(made.value());
    const int n = s.players();
    if (int(layout.hands.size()) != n || layout.market.size() > kMarketSize ||
        layout.open_orders.size() > kOpenOrders || layout.current < 0 || layout.current >= n ||
        layout.start < 0 || layout.start >= n)
        return Fail::fail("one hand a player, at most 6 market cards and 4 orders are needed");
    std::vector<int> used(kDeckSize, 0);
    auto place = [&](CardId c) { return c < kDeckSize && used[c]++ == 0; };
    for (int p = 0; p < n; ++p)
        for (CardId c : layout.hands[std::size_t(p)]) {
            if (!place(c)) return Fail::fail("a card is not in the deck or twice");
            s.seats[std::size_t(p)].hand.push_back(c);
        }
    for (std::size_t i = 0; i < layout.market.size(); ++i) {
        if (!place(layout.market[i])) return Fail::fail("a card is not in the deck or twice");
        s.market[i] = layout.market[i];
    }
    for (CardId c : layout.discard) {
        if (!place(c)) return Fail::fail("a card is not in the deck or twice");
        s.discard.push_back(c);
    }
    for (CardId c : layout.deck) {
        if (!place(c)) return Fail::fail("a card is not in the deck or twice");
        s.deck.push_back(c);
    }
    std::vector<CardId> rest;
    for (int c = 0; c < kDeckSize; ++c)
        if (!used[std::size_t(c)]) rest.push_back(CardId(c));
    if (layout.deck.empty()) {
        s.deck = rest;
        s.rng.shuffle(s.deck);
    } else {
        s.discard.insert(s.discard.begin(), rest.begin(), rest.end());
    }
    std::vector<int> order_used(s.book().orders.size(), 0);
    for (std::size_t i = 0; i < layout.open_orders.size(); ++i) {
        const int o = layout.open_orders[i];
        if (o < 0 || o >= int(order_used.size()) || order_used[std::size_t(o)]++)
            return Fail::fail("an order is not in the rulebook or twice");
        s.open_orders[i] = o;
    }
    for (int o = 0; o < int(order_used.size()); ++o)
        if (!order_used[std::size_t(o)]) s.order_deck.push_back(o);
    s.rng.shuffle(s.order_deck);
    for (Seat& seat : s.seats) sort_hand(seat.hand);
    s.markers = layout.markers;
    s.start = layout.start;
    std::vector<Event> ignored;
    begin_turn(s, layout.current, ignored);
    return core::Expected<State>::ok(std::move(s));
}

// ---- Taking and fulfilling --------------------------------------------------------------------

std::string take_refusal(const std::array<CardId, kMarketSize>& market, std::uint8_t slots) {
    std::vector<CardId> cards;
    for (int slot = 0; slot < kMarketSize; ++slot) {
        if (!(slots >> slot & 1)) continue;
        if (market[std::size_t(slot)] == kNoCard) return core::refuse("market_place_empty");
        cards.push_back(market[std::size_t(slot)]);
    }
    if (slots >> kMarketSize) return core::refuse("market_has_six_places");
    if (cards.empty()) return core::refuse("take_at_least_one");
    if (int(cards.size()) > kTakeAtMost) return core::refuse("take_at_most", {kTakeAtMost});
    auto all_share = [&](auto property) {
        return std::all_of(cards.begin(), cards.end(),
                           [&](CardId c) { return property(c) == property(cards[0]); });
    };
    if (!all_share([](CardId c) { return value_of(c); }) &&
        !all_share([](CardId c) { return int(colour_of(c)); }))
        return core::refuse("take_must_share");
    return "";
}

std::optional<std::vector<CardId>> cards_for(const std::vector<CardId>& hand,
                                             const std::vector<std::uint8_t>& kinds) {
    std::vector<CardId> pool = hand;
    std::sort(pool.begin(), pool.end());
    std::vector<CardId> cards;
    for (auto kind : kinds) {
        const auto at =
            std::find_if(pool.begin(), pool.end(), [kind](CardId c) { return kind_of(c) == kind; });
        if (at == pool.end()) return std::nullopt;
        cards.push_back(*at);
        pool.erase(at);
    }
    return cards;
}

namespace {

std::string fulfil_refusal(const State& s, int seat, const Action& a) {
    const Seat& me = s.seats[std::size_t(seat)];
    const auto& orders = s.book().orders;
    if (a.order < 0 || a.order >= int(orders.size()) ||
        std::find(s.open_orders.begin(), s.open_orders.end(), a.order) == s.open_orders.end())
        return core::refuse("order_not_open");
    if (a.joker && !me.joker) return core::refuse("joker_used");
    for (auto k : a.kinds)
        if (k >= kKinds) return core::refuse("not_a_number_card");
    if (!cards_for(me.hand, a.kinds)) return core::refuse("cards_not_held");
    std::vector<int> values;
    for (auto k : a.kinds) values.push_back(kind_value(k));
    const OrderCard& order = orders[std::size_t(a.order)];
    const int given = int(values.size()) + (a.joker ? 1 : 0);
    if (given != order.symbols())
        return core::refuse("order_takes_exactly", {a.order, order.symbols(), given});
    if (!meets(order, values, a.joker ? 1 : 0)) return core::refuse("cards_do_not_make", {a.order});
    return "";
}

} // namespace

std::string refusal(const State& s, int seat, const Action& a) {
    if (s.phase == Phase::GameOver) return core::refuse(core::kGameOver);
    if (seat < 0 || seat >= s.players()) return core::refuse(core::kNotAPlayer);
    if (seat != s.current) return core::refuse(core::kNotYourTurn);
    switch (a.op) {
    case Op::Take:
        if (s.phase != Phase::Take)
            return core::refuse(s.took ? "already_took" : "not_time_to_take");
        return take_refusal(s.market, a.market);
    case Op::Fulfil:
        if (s.phase == Phase::Take) return core::refuse("take_first");
        if (s.phase != Phase::Fulfil) return core::refuse("turn_over_discard", {kHandLimit});
        return fulfil_refusal(s, seat, a);
    case Op::Done:
        if (s.phase == Phase::Take) return core::refuse("take_first");
        if (s.phase != Phase::Fulfil) return core::refuse("discard_first", {kHandLimit});
        return "";
    case Op::Discard:
        if (s.phase != Phase::Discard) return core::refuse("discard_only_over", {kHandLimit});
        if (a.kinds.size() != 1 || !cards_for(s.seats[std::size_t(seat)].hand, a.kinds))
            return core::refuse("card_not_held");
        return "";
    }
    return core::refuse(core::kNoSuchAction);
}

Outcome apply(State& s, int seat, const Action& a) {
    Outcome out;
    out.rejection = refusal(s, seat, a);
    if (!out.rejection.empty()) return out;
    out.ok = true;
    switch (a.op) {
    case Op::Take:
        apply_take(s, seat, a.market, out.events);
        break;
    case Op::Fulfil:
        apply_fulfil(s, seat, a, out.events);
        break;
    case Op::Done:
        apply_done(s, seat, out.events);
        break;
    case Op::Discard:
        apply_discard(s, seat, a.kinds[0], out.events);
        break;
    }
    s.log.push_back({std::uint8_t(seat), a.encode()});
    return out;
}

std::vector<Action> legal(const State& s, int seat) {
    std::vector<Action> out;
    if (s.phase == Phase::GameOver || seat != s.current) return out;
    const Seat& me = s.seats[std::size_t(seat)];
    switch (s.phase) {
    case Phase::Take:
        for (unsigned slots = 1; slots < (1u << kMarketSize); ++slots)
            if (take_refusal(s.market, std::uint8_t(slots)).empty())
                out.push_back(Action::take(std::uint8_t(slots)));
        break;
    case Phase::Fulfil:
        for (int o : s.open_orders)
            if (o >= 0) add_fulfilments(s, seat, o, out);
        out.push_back(Action::done());
        break;
    case Phase::Discard: {
        std::vector<int> kinds;
        for (CardId c : me.hand) kinds.push_back(kind_of(c));
        std::sort(kinds.begin(), kinds.end());
        kinds.erase(std::unique(kinds.begin(), kinds.end()), kinds.end());
        for (int k : kinds) out.push_back(Action::discard(k));
        break;
    }
    case Phase::GameOver:
        break;
    }
    return out;
}

// ---- Scoring (README, "Scoring", "Majority markers") ------------------------------------------

namespace {

// The seat with strictly the most, or -1 on a tie for the most (README, "Majority markers").
int sole_leader(const std::vector<int>& counts) {
    const int best = *std::max_element(counts.begin(), counts.end());
    if (best == 0 || std::count(counts.begin(), counts.end(), best) > 1) return -1;
    return int(std::max_element(counts.begin(), counts.end()) - counts.begin());
}

} // namespace

std::vector<Score> score(const Rulebook& book, const std::array<MarkerSide, kColours>& markers,
                         const std::vector<std::vector<int>>& orders_by_seat,
                         const std::vector<int>& stack_by_seat,
                         const std::vector<bool>& joker_by_seat) {
    const std::size_t n = orders_by_seat.size();
    std::vector<Score> scores(n);
    std::vector<int> symbols(n, 0);
    std::array<std::vector<int>, kColours> of_colour;
    for (auto& counts : of_colour) counts.assign(n, 0);
    for (std::size_t p = 0; p < n; ++p) {
        for (int o : orders_by_seat[p]) {
            const OrderCard& order = book.orders[std::size_t(o)];
            scores[p].orders += order.points;
            symbols[p] += order.symbols();
            ++of_colour[std::size_t(order.bonus)][p];
        }
        scores[p].stack = stack_by_seat[p];
        scores[p].joker = joker_by_seat[p] ? 1 : 0;
    }
    for (int c = 0; c < kColours; ++c) {
        const bool colour_side = markers[std::size_t(c)] == MarkerSide::Colour;
        const int leader = sole_leader(colour_side ? of_colour[std::size_t(c)] : symbols);
        if (leader >= 0)
            scores[std::size_t(leader)].markers[std::size_t(c)] =
                colour_side ? book.colour_majority_points : book.cards_majority_points;
    }
    for (Score& sc : scores)
        sc.total = sc.orders + std::accumulate(sc.markers.begin(), sc.markers.end(), 0) + sc.stack +
                   sc.joker;
    return scores;
}

std::vector<int> winners_of(const std::vector<Score>& scores,
                            const std::vector<int>& stack_by_seat) {
    int best_total = -1, best_stack = -1;
    for (std::size_t p = 0; p < scores.size(); ++p)
        if (scores[p].total > best_total ||
            (scores[p].total == best_total && stack_by_seat[p] > best_stack)) {
            best_total = scores[p].total;
            best_stack = stack_by_seat[p];
        }
    std::vector<int> winners;
    for (std::size_t p = 0; p < scores.size(); ++p)
        if (scores[p].total == best_total && stack_by_seat[p] == best_stack)
            winners.push_back(int(p));
    return winners;
}

// ---- Views ------------------------------------------------------------------------------------

View view(const State& s, int seat) {
    View v;
    v.viewer = (seat >= 0 && seat < s.players()) ? seat : -1;
    v.players = s.players();
    v.variant = s.setup.variant;
    v.phase = s.phase;
    v.start = s.start;
    v.current = s.current;
    v.turn = s.turn;
    v.took = s.took;
    v.fulfilled_now = s.fulfilled_now;
    if (v.viewer >= 0) v.my_hand = s.seats[std::size_t(seat)].hand;
    for (const Seat& p : s.seats)
        v.seats.push_back({int(p.hand.size()), p.orders, p.stack, p.joker});
    v.market = s.market;
    v.open_orders = s.open_orders;
    v.markers = s.markers;
    v.deck_count = int(s.deck.size());
    v.order_deck_count = int(s.order_deck.size());
    v.discard = s.discard;
    v.end_trigger = s.end_trigger;
    v.quiet_turns = s.quiet_turns;
    v.scores = s.scores;
    v.winners = s.winners;
    if (v.viewer >= 0) v.legal = legal(s, seat);
    return v;
}

std::vector<CardId> unseen_cards(const View& v) {
    std::vector<int> seen(kDeckSize, 0);
    auto see = [&](CardId c) {
        if (c < kDeckSize) seen[c] = 1;
    };
    for (CardId c : v.my_hand) see(c);
    for (CardId c : v.market) see(c);
    for (CardId c : v.discard) see(c);
    for (const SeatView& p : v.seats)
        for (CardId c : p.stack) see(c);
    std::vector<CardId> unseen;
    for (int c = 0; c < kDeckSize; ++c)
        if (!seen[std::size_t(c)]) unseen.push_back(CardId(c));
    return unseen;
}

std::vector<int> unseen_orders(const View& v) {
    const int total = int(rulebook(v.variant).orders.size());
    std::vector<int> seen(std::size_t(total), 0);
    for (int o : v.open_orders)
        if (o >= 0 && o < total) seen[std::size_t(o)] = 1;
    for (const SeatView& p : v.seats)
        for (int o : p.orders)
            if (o >= 0 && o < total) seen[std::size_t(o)] = 1;
    std::vector<int> unseen;
    for (int o = 0; o < total; ++o)
        if (!seen[std::size_t(o)]) unseen.push_back(o);
    return unseen;
}

bool cards_conserved(const State& s, std::string* why) {
    std::vector<int> seen(kDeckSize, 0);
    bool ok = true;
    auto count = [&](CardId c, const char* where) {
        if (c >= kDeckSize || seen[c]++) {
            if (why && ok)
                *why =
                    std::string("card ") + std::to_string(c) + " twice or unknown (" + where + ")";
            ok = false;
        }
    };
    for (CardId c : s.deck) count(c, "draw pile");
    for (CardId c : s.discard) count(c, "discard pile");
    for (CardId c : s.market)
        if (c != kNoCard) count(c, "market");
    for (const Seat& p : s.seats) {
        for (CardId c : p.hand) count(c, "hand");
        for (CardId c : p.stack) count(c, "point stack");
    }
    if (ok && std::find(seen.begin(), seen.end(), 0) != seen.end()) {
        if (why) *why = "a number card is missing";
        ok = false;
    }
    const std::size_t total = s.book().orders.size();
    std::vector<int> order_seen(total, 0);
    auto count_order = [&](int o) {
        if (o < 0 || o >= int(total) || order_seen[std::size_t(o)]++) {
            if (why && ok) *why = "order " + std::to_string(o) + " twice or unknown";
            ok = false;
        }
    };
    for (int o : s.order_deck) count_order(o);
    for (int o : s.open_orders)
        if (o >= 0) count_order(o);
    for (const Seat& p : s.seats)
        for (int o : p.orders) count_order(o);
    if (ok && std::find(order_seen.begin(), order_seen.end(), 0) != order_seen.end()) {
        if (why) *why = "an order is missing";
        ok = false;
    }
    return ok;
}

} // namespace check
