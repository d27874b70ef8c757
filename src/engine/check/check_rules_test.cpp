// CHECK! rule scenarios: the seed's own taking example and the table rules, each test named after
// the section of src/engine/check/README.md it checks.
#include "engine/check/check.h"
#include "engine/check/test_orders.h"
#include "engine/core/refusal.h"

#include <catch2/catch.hpp>

#include <algorithm>
#include <sstream>

using namespace check;
using check::testing::order_named;

namespace {

// Hands out distinct cards by kind ("R3" a red 3, "B5" a blue 5), the next copy each time, so
// the cards of one layout never repeat.
struct Cards {
    std::array<int, kKinds> used{};

    CardId one(const std::string& code) {
        const auto kind = parse_kind(code);
        REQUIRE(kind);
        for (int c = 0; c < kDeckSize; ++c)
            if (kind_of(CardId(c)) == *kind) {
                if (used[std::size_t(*kind)] == 0) {
                    int copy = 0;
                    for (int d = c; d < kDeckSize && kind_of(CardId(d)) == *kind; ++d) ++copy;
                    REQUIRE(copy > 0);
                }
                const CardId id = CardId(c + used[std::size_t(*kind)]++);
                REQUIRE(kind_of(id) == *kind);
                return id;
            }
        FAIL("no such card");
        return kNoCard;
    }
    std::vector<CardId> operator()(const std::string& text) {
        std::vector<CardId> out;
        std::istringstream in(text);
        std::string code;
        while (in >> code) out.push_back(one(code));
        return out;
    }
};

core::Setup people(int n) {
    return {std::vector<core::SeatKind>(std::size_t(n), core::SeatKind::Human), 0};
}

const OrderCard& order(int id) {
    return rulebook(0).orders[std::size_t(id)];
}

State table(const Layout& layout, int players = 2) {
    auto s = new_game_with_layout(people(players), 7, layout);
    REQUIRE(s);
    return s.value();
}

std::vector<std::uint8_t> kinds(const std::string& text) {
    std::vector<std::uint8_t> out;
    std::istringstream in(text);
    std::string code;
    while (in >> code) {
        const auto k = parse_kind(code);
        REQUIRE(k);
        out.push_back(std::uint8_t(*k));
    }
    return out;
}

void act(State& s, int seat, const Action& a) {
    const Outcome out = apply(s, seat, a);
    INFO(a.to_string() << ": " << out.rejection);
    REQUIRE(out.ok);
    std::string why;
    INFO(why);
    REQUIRE(cards_conserved(s, &why));
}

std::uint8_t slots(std::initializer_list<int> list) {
    std::uint8_t bits = 0;
    for (int i : list) bits |= std::uint8_t(1u << i);
    return bits;
}

bool values_meet(const std::string& name, std::vector<int> values, int jokers = 0) {
    return meets(order(order_named(name)), values, jokers);
}

} // namespace

TEST_CASE("README, Cards: 92 number cards, four 1s and 5s and five 2s to 4s in each colour") {
    std::array<std::array<int, kValues + 1>, kColours> count{};
    for (CardId c : deck_cards()) ++count[std::size_t(colour_of(c))][std::size_t(value_of(c))];
    CHECK(deck_cards().size() == 92);
    for (const auto& colour : count) CHECK(colour == std::array<int, 6>{0, 4, 5, 5, 5, 4});
}

TEST_CASE("README, Orders: 36 orders, nine of each bonus colour, symbols as cards needed") {
    const auto& orders = rulebook(0).orders;
    REQUIRE(orders.size() == 36);
    std::array<int, kColours> per_colour{};
    for (const OrderCard& o : orders) ++per_colour[std::size_t(o.bonus)];
    CHECK(per_colour == std::array<int, 4>{9, 9, 9, 9});
    CHECK(order(order_named("Pair + run of 3")).symbols() == 5);
    CHECK(order(order_named("Two pairs")).symbols() == 4);
    CHECK(order(order_named("Run of 5")).points == 7);
    CHECK(order(order_named("Pair of 4s")).points == 2);
}

TEST_CASE("README, Setup: 3 cards a hand, a market of 6, 4 open orders, a joker each") {
    for (int n = kMinPlayers; n <= kMaxPlayers; ++n) {
        auto made = new_game(people(n), 42 + std::uint64_t(n));
        REQUIRE(made);
        const State& s = made.value();
        for (const Seat& p : s.seats) {
            CHECK(p.hand.size() == 3);
            CHECK(p.joker);
        }
        CHECK(std::count(s.market.begin(), s.market.end(), kNoCard) == 0);
        CHECK(std::count(s.open_orders.begin(), s.open_orders.end(), -1) == 0);
        CHECK(s.deck.size() == std::size_t(92 - 6 - 3 * n));
        CHECK(s.current == s.start);
        CHECK(s.phase == Phase::Take);
        CHECK(cards_conserved(s));
    }
    CHECK_FALSE(new_game(people(5), 1));
    CHECK_FALSE(new_game(people(1), 1));
}

TEST_CASE("README, Setup: the seed tosses the markers and draws the start player") {
    std::array<int, 2> sides{};
    std::array<int, 4> starts{};
    for (std::uint64_t seed = 1; seed <= 200; ++seed) {
        const State s = new_game(people(4), seed).value();
        for (MarkerSide m : s.markers) ++sides[m == MarkerSide::Colour ? 0 : 1];
        ++starts[std::size_t(s.start)];
    }
    for (int n : sides) CHECK(n > 300);
    for (int n : starts) CHECK(n > 25);
}

TEST_CASE("README, Turn step 1: the seed's example - three blues, both 5s, both 4s, any single") {
    Cards c;
    Layout l;
    l.hands = {c("R1 R1 R1"), c("G1 G1 G1")};
    l.market = c("B1 B3 B5 R5 R4 G4");
    l.open_orders = {0, 1, 2, 3};
    State s = table(l);
    const auto can = [&](std::initializer_list<int> list) {
        return refusal(s, 0, Action::take(slots(list))).empty();
    };
    CHECK(can({0, 1, 2}));                       // the three blue cards
    CHECK(can({2, 3}));                          // both 5s
    CHECK(can({4, 5}));                          // both 4s
    for (int i = 0; i < 6; ++i) CHECK(can({i})); // any single card
    CHECK_FALSE(can({0, 4}));                    // a blue 1 and a red 4 share nothing
    CHECK_FALSE(can({2, 3, 4}));                 // 5, 5, 4: no common number, R and B
    CHECK(refusal(s, 0, Action::take(slots({0, 4}))) == "take_must_share");
    act(s, 0, Action::take(slots({0, 1, 2})));
    CHECK(s.seats[0].hand.size() == 6);
    CHECK(s.market[0] == kNoCard);
    CHECK(s.phase == Phase::Fulfil);
    CHECK_FALSE(apply(s, 0, Action::take(slots({3}))).ok); // once a turn
}

TEST_CASE("README, Turn step 1: never more than 3 cards, even when more share a property") {
    Cards c;
    Layout l;
    l.hands = {c("R1"), c("G1")};
    l.market = c("B1 B2 B3 B4 B5 R5");
    l.open_orders = {0, 1, 2, 3};
    State s = table(l);
    CHECK(refusal(s, 0, Action::take(slots({0, 1, 2, 3}))) == "take_at_most:3");
    CHECK(refusal(s, 0, Action::take(slots({0, 1, 3}))).empty());
    const auto takes = legal(s, 0);
    for (const Action& a : takes) CHECK(__builtin_popcount(a.market) <= 3);
    // Blue: 5 singles, 10 pairs, 10 threes; the red 5 alone; the two 5s.
    CHECK(takes.size() == 27);
    CHECK(refusal(s, 0, Action::done()) == "take_first");
    CHECK(refusal(s, 1, Action::take(slots({0}))) == core::kNotYourTurn);
}

TEST_CASE("README, Orders: each requirement kind, met and not met") {
    CHECK(values_meet("Pair", {4, 4}));
    CHECK_FALSE(values_meet("Pair", {4, 5}));
    CHECK(values_meet("Pair of 3s", {3, 3}));
    CHECK_FALSE(values_meet("Pair of 3s", {4, 4}));
    CHECK(values_meet("Two pairs", {2, 2, 5, 5}));
    CHECK_FALSE(values_meet("Two pairs", {2, 2, 5, 4}));
    CHECK(values_meet("Three of a kind", {1, 1, 1}));
    CHECK_FALSE(values_meet("Three of a kind", {1, 1, 2}));
    CHECK(values_meet("Four of a kind", {5, 5, 5, 5}));
    CHECK_FALSE(values_meet("Four of a kind", {5, 5, 5}));
    CHECK(values_meet("Five of a kind", {3, 3, 3, 3, 3}));
    CHECK_FALSE(values_meet("Five of a kind", {3, 3, 3, 3, 2}));
    CHECK(values_meet("Run of 3", {3, 4, 5}));
    CHECK_FALSE(values_meet("Run of 3", {1, 2, 4}));
    CHECK(values_meet("Run of 4", {4, 2, 3, 1}));
    CHECK_FALSE(values_meet("Run of 4", {1, 2, 3, 5}));
    CHECK(values_meet("Run of 5", {5, 4, 3, 2, 1}));
    CHECK_FALSE(values_meet("Run of 5", {1, 2, 3, 4, 4}));
    CHECK(values_meet("Pair + run of 3", {2, 2, 3, 4, 5}));
    CHECK(values_meet("Pair + run of 3", {3, 3, 3, 4, 5})); // the pair shares the run's value
    CHECK_FALSE(values_meet("Pair + run of 3", {2, 2, 3, 5, 5}));
    CHECK_FALSE(values_meet("Pair", {4, 4, 4})); // an order takes exactly its cards
}

TEST_CASE("README, Orders: several pairs of one order may share a value") {
    CHECK(values_meet("Two pairs", {3, 3, 3, 3}));
    Cards c;
    Layout l;
    l.hands = {c("R3 B3 G3 Y3 R1"), c("G1")};
    l.market = c("B5");
    l.open_orders = {order_named("Two pairs"), 0, 1, 2};
    State s = table(l);
    act(s, 0, Action::take(slots({0})));
    act(s, 0, Action::fulfil(order_named("Two pairs"), kinds("R3 B3 G3 Y3"), false));
    CHECK(s.seats[0].orders == std::vector<int>{order_named("Two pairs")});
}

TEST_CASE("README, Turn step 2: two orders in one turn, bonus-colour cards to the point stack") {
    Cards c;
    const int pair_red = order_named("Pair", 0); // order 0: bonus red
    const int run_blue = order_named("Run of 3", 0);
    REQUIRE(order(pair_red).bonus == Colour::Red);
    REQUIRE(order(run_blue).bonus == Colour::Blue);
    Layout l;
    l.hands = {c("R4 G4 B1 B2 Y3"), c("G1")};
    l.market = c("R5 Y5");
    l.open_orders = {pair_red, run_blue, order_named("Five of a kind"), order_named("Run of 5")};
    State s = table(l);
    act(s, 0, Action::take(slots({0, 1})));
    act(s, 0, Action::fulfil(pair_red, kinds("R4 G4"), false));
    CHECK(s.seats[0].stack.size() == 1); // the red 4
    CHECK(colour_of(s.seats[0].stack[0]) == Colour::Red);
    CHECK(s.discard.size() == 1); // the green 4
    act(s, 0, Action::fulfil(run_blue, kinds("B1 B2 Y3"), false));
    CHECK(s.seats[0].stack.size() == 3); // and the blue 1 and 2
    CHECK(s.seats[0].orders == std::vector<int>{pair_red, run_blue});
    CHECK(s.open_orders[0] == -1);
    CHECK(s.open_orders[1] == -1);
    CHECK(refusal(s, 0, Action::fulfil(pair_red, kinds("R5 Y5"), false)) == "order_not_open");
}

TEST_CASE("README, Turn step 2: an order takes exactly the cards it needs, from your hand") {
    Cards c;
    Layout l;
    l.hands = {c("R4 G4 B4 B1"), c("G1")};
    l.market = c("R5");
    l.open_orders = {order_named("Pair"), order_named("Run of 3"), 2, 3};
    State s = table(l);
    CHECK(refusal(s, 0, Action::fulfil(0, kinds("R4 G4"), false)) == "take_first");
    act(s, 0, Action::take(slots({0})));
    // The order travels as its id (0: a pair), worded by the table.
    CHECK(refusal(s, 0, Action::fulfil(0, kinds("R4 G4 B4"), false)) ==
          "order_takes_exactly:0,2,3");
    CHECK(refusal(s, 0, Action::fulfil(0, kinds("Y4 G4"), false)) == "cards_not_held");
    const int run3 = order_named("Run of 3");
    CHECK(refusal(s, 0, Action::fulfil(run3, kinds("B1 R4 R5"), false)) ==
          core::refuse("cards_do_not_make", {run3}));
}

TEST_CASE("README, Turn step 2: the joker stands for one card once a game, else scores 1") {
    Cards c;
    const int run5 = order_named("Run of 5");
    const int pair = order_named("Pair");
    Layout l;
    l.hands = {c("R1 B3 G4 Y5 R2"), c("G1")};
    l.market = c("B1 B2");
    l.open_orders = {run5, pair, order_named("Pair", 1), order_named("Pair", 2)};
    State s = table(l);
    act(s, 0, Action::take(slots({0})));
    // The seed's picture: the joker stands for the 2 of a run of 5.
    act(s, 0, Action::fulfil(run5, kinds("R1 B3 G4 Y5"), true));
    CHECK_FALSE(s.seats[0].joker);
    CHECK(refusal(s, 0, Action::fulfil(pair, kinds("R2"), true)) == "joker_used");
    for (const Action& a : legal(s, 0)) CHECK_FALSE(a.joker);
    // An unused joker scores one point, a used one nothing.
    const auto scores = score(rulebook(0), s.markers, {{}, {}}, {0, 0}, {false, true});
    CHECK(scores[0].joker == 0);
    CHECK(scores[1].joker == 1);
    CHECK(scores[1].total == 1);
}

TEST_CASE("README, Decisions: the listed fulfilment takes the bonus colour first") {
    Cards c;
    const int pair_green = order_named("Pair", 2);
    REQUIRE(order(pair_green).bonus == Colour::Green);
    Layout l;
    l.hands = {c("R2 G2 B2 G2"), c("G1")};
    l.market = c("R5");
    l.open_orders = {pair_green, 35, 34, 33};
    State s = table(l);
    act(s, 0, Action::take(slots({0})));
    bool listed = false;
    for (const Action& a : legal(s, 0))
        if (a.op == Op::Fulfil && !a.joker && a.order == pair_green) {
            CHECK(a.kinds == kinds("G2 G2"));
            listed = true;
        }
    CHECK(listed);
    // Any other choice that meets the order is accepted too.
    CHECK(refusal(s, 0, Action::fulfil(pair_green, kinds("R2 B2"), false)).empty());
}

TEST_CASE("README, Turn step 3: market to 6, orders to 4, hand to 3 after the turn") {
    Cards c;
    const int pair = order_named("Pair");
    Layout l;
    l.hands = {c("R4 G4"), c("G1")};
    l.market = c("B1 B2 B3 B4 B5 R5");
    l.open_orders = {pair, 30, 31, 32};
    l.deck = c("Y1 Y2 Y3 Y4 Y5 G5");
    State s = table(l);
    act(s, 0, Action::take(slots({5})));
    act(s, 0, Action::fulfil(pair, kinds("R4 G4"), false));
    CHECK(s.seats[0].hand.size() == 1);
    CHECK(s.open_orders[0] == -1); // not refilled during step 2
    const auto orders_before = s.order_deck.size();
    act(s, 0, Action::done());
    CHECK(std::count(s.market.begin(), s.market.end(), kNoCard) == 0);
    CHECK(s.market[5] == l.deck.back()); // the top of the draw pile fills the empty place
    CHECK(s.open_orders[0] >= 0);
    CHECK(s.order_deck.size() == orders_before - 1);
    CHECK(s.seats[0].hand.size() == 3);
    CHECK(s.current == 1);
    CHECK(s.phase == Phase::Take);
}

TEST_CASE("README, Turn step 3: more than 10 cards are discarded down to 10, one at a time") {
    Cards c;
    Layout l;
    l.hands = {c("R1 R1 R1 R1 B1 B1 B1 B1 G2 G2"), c("G1")};
    l.market = c("Y3 Y4 Y5");
    l.open_orders = {30, 31, 32, 33};
    State s = table(l);
    act(s, 0, Action::take(slots({0, 1, 2})));
    act(s, 0, Action::done());
    CHECK(s.phase == Phase::Discard);
    CHECK(s.current == 0);
    CHECK(refusal(s, 0, Action::done()) == "discard_first:10");
    CHECK(refusal(s, 0, Action::discard(*parse_kind("R5"))) == "card_not_held");
    act(s, 0, Action::discard(*parse_kind("Y5")));
    act(s, 0, Action::discard(*parse_kind("R1")));
    CHECK(s.phase == Phase::Discard);
    const auto pile = s.discard.size();
    act(s, 0, Action::discard(*parse_kind("Y4")));
    CHECK(s.seats[0].hand.size() == 10);
    CHECK(s.discard.size() == pile + 1);
    CHECK(s.current == 1); // the turn passes once 10 are left
    CHECK(s.phase == Phase::Take);
}

TEST_CASE("README, Turn: the discard pile is shuffled into a new draw pile when one is needed") {
    Cards c;
    const int pair = order_named("Pair");
    Layout l;
    l.hands = {c("R4 G4 B4"), c("G1")};
    l.market = c("B1 B2 B3 B5 R5 Y5");
    l.open_orders = {pair, 30, 31, 32};
    l.deck = c("Y1");
    State s = table(l);
    // Every card not placed lies on the discard pile (Layout).
    std::string why;
    REQUIRE(cards_conserved(s, &why));
    act(s, 0, Action::take(slots({0, 1, 2})));
    const std::size_t pile = s.discard.size();
    act(s, 0, Action::fulfil(pair, kinds("R4 G4"), false)); // red 4 stacked, green 4 discarded
    REQUIRE(s.discard.size() == pile + 1);
    const Outcome done = apply(s, 0, Action::done());
    REQUIRE(done.ok);
    const bool rebuilt = std::any_of(done.events.begin(), done.events.end(), [&](const Event& e) {
        return e.kind == EventKind::DeckRebuilt && e.count == int(pile + 1);
    });
    CHECK(rebuilt);
    CHECK(std::count(s.market.begin(), s.market.end(), kNoCard) == 0);
    CHECK(s.discard.empty());
    CHECK(s.deck.size() == pile + 1 - 2); // the Y1 filled one place, the new pile two more
    CHECK(cards_conserved(s, &why));
}

TEST_CASE("README, Decisions: with both piles empty the market refills as far as cards last") {
    Cards c;
    Layout l;
    l.hands = {c("R4"), c("G1")};
    l.market = c("B1 B2");
    l.open_orders = {30, 31, 32, 33};
    l.deck = c("Y1");
    State s = table(l);
    // Every other card sits in a point stack, none on the discard pile.
    s.seats[1].stack.swap(s.discard);
    act(s, 0, Action::take(slots({0, 1})));
    act(s, 0, Action::done());
    CHECK(s.market[0] != kNoCard); // the Y1
    CHECK(std::count(s.market.begin(), s.market.end(), kNoCard) == 5);
    CHECK(s.seats[0].hand.size() == 3);
    act(s, 1, Action::take(slots({0})));
    act(s, 1, Action::done());
    // The market is empty: the next player skips step 1.
    CHECK(s.current == 0);
    CHECK(s.phase == Phase::Fulfil);
}

namespace {

// A game where seat `trigger` already holds `orders_to_end - 1` orders and a pair in hand.
State near_end(int players, int start, int trigger) {
    Cards c;
    Layout l;
    for (int p = 0; p < players; ++p) l.hands.push_back(c(p == trigger ? "R4 G4" : "Y1"));
    l.market = c("B1 B2 B3 B5 R5 Y5");
    l.open_orders = {order_named("Pair"), 30, 31, 32};
    l.start = start;
    l.current = start;
    State s = table(l, players);
    for (int i = 0; i < orders_to_end(players) - 1; ++i)
        s.seats[std::size_t(trigger)].orders.push_back(order_named("Pair", 1));
    return s;
}

} // namespace

TEST_CASE("README, The end: 7, 6 or 5 orders for 2, 3 or 4 players, then the round is finished") {
    CHECK(orders_to_end(2) == 7);
    CHECK(orders_to_end(3) == 6);
    CHECK(orders_to_end(4) == 5);
    for (int n = 2; n <= 4; ++n) {
        INFO(n << " players");
        // Seat 1 triggers the end; the start player is seat 0, so seats 2.. still play.
        State s = near_end(n, 0, 1);
        // The stand-in orders are not conserved, so play without act()'s check.
        auto play = [&](int p, int ord, const std::string& cards) {
            REQUIRE(s.current == p);
            REQUIRE(apply(s, p, legal(s, p).front()).ok);
            if (ord >= 0) REQUIRE(apply(s, p, Action::fulfil(ord, kinds(cards), false)).ok);
            REQUIRE(apply(s, p, Action::done()).ok);
            while (s.phase == Phase::Discard) REQUIRE(apply(s, p, legal(s, p).front()).ok);
        };
        play(0, -1, "");
        CHECK_FALSE(s.final_round());
        play(1, order_named("Pair"), "R4 G4");
        CHECK(s.end_trigger == 1);
        for (int p = 2; p < n; ++p) {
            CHECK(s.phase != Phase::GameOver);
            play(p, -1, "");
        }
        CHECK(s.phase == Phase::GameOver);
        CHECK(s.turn == n); // one round: everyone had one turn
        CHECK(s.scores.size() == std::size_t(n));
    }
}

TEST_CASE("README, The end: triggered by the last player of the round, the game ends at once") {
    State s = near_end(3, 1, 0); // start 1: the round is 1, 2, 0
    auto play = [&](int p, int ord, const std::string& cards) {
        REQUIRE(apply(s, p, legal(s, p).front()).ok);
        if (ord >= 0) REQUIRE(apply(s, p, Action::fulfil(ord, kinds(cards), false)).ok);
        REQUIRE(apply(s, p, Action::done()).ok);
    };
    play(1, -1, "");
    play(2, -1, "");
    CHECK(s.phase != Phase::GameOver);
    play(0, order_named("Pair"), "R4 G4");
    CHECK(s.phase == Phase::GameOver);
    CHECK(s.turn == 3);
}

TEST_CASE("README, Majority markers: a tie for the most pays nobody") {
    std::array<MarkerSide, kColours> markers{};
    markers.fill(MarkerSide::Colour);
    const int red_a = order_named("Pair", 0), red_b = order_named("Pair of 1s"); // ids 0 and 4
    REQUIRE(order(red_a).bonus == Colour::Red);
    REQUIRE(order(red_b).bonus == Colour::Red);
    const int blue = order_named("Pair", 1);
    // One red order each: the red marker is tied; the blue one goes to its sole holder.
    const auto scores =
        score(rulebook(0), markers, {{red_a, blue}, {red_b}}, {0, 0}, {false, false});
    CHECK(scores[0].markers[int(Colour::Red)] == 0);
    CHECK(scores[1].markers[int(Colour::Red)] == 0);
    CHECK(scores[0].markers[int(Colour::Blue)] == 3);
    CHECK(scores[0].total == order(red_a).points + order(blue).points + 3);
    // Nobody holds a green order: nobody wins a majority of zero.
    CHECK(scores[0].markers[int(Colour::Green)] == 0);
    CHECK(scores[1].markers[int(Colour::Green)] == 0);
}

TEST_CASE("README, Majority markers: several cards sides up pay the same leader each time") {
    std::array<MarkerSide, kColours> markers{MarkerSide::Cards, MarkerSide::Cards,
                                             MarkerSide::Cards, MarkerSide::Colour};
    const int five = order_named("Five of a kind"); // 5 symbols
    const int pair = order_named("Pair");           // 2 symbols
    const auto scores = score(rulebook(0), markers, {{pair}, {five}}, {0, 0}, {false, false});
    CHECK(scores[1].markers[0] == 2);
    CHECK(scores[1].markers[1] == 2);
    CHECK(scores[1].markers[2] == 2);
    CHECK(scores[1].markers[3] == 0); // yellow's colour side: nobody has a yellow order
    CHECK(scores[1].total == 7 + 6);
    CHECK(scores[0].total == 1);
}

TEST_CASE("README, Scoring: orders, markers, point stack and an unused joker add up") {
    std::array<MarkerSide, kColours> markers{};
    markers.fill(MarkerSide::Colour);
    const int run4 = order_named("Run of 4"); // 5 points
    const auto scores = score(rulebook(0), markers, {{run4}, {}}, {3, 0}, {true, true});
    CHECK(scores[0].orders == 5);
    CHECK(scores[0].stack == 3);
    CHECK(scores[0].joker == 1);
    CHECK(scores[0].markers[std::size_t(order(run4).bonus)] == 3);
    CHECK(scores[0].total == 5 + 3 + 3 + 1);
}

TEST_CASE("README, Scoring: a tie goes to more point-stack cards, then the victory is shared") {
    std::vector<Score> scores(3);
    scores[0].total = scores[1].total = scores[2].total = 20;
    CHECK(winners_of(scores, {4, 6, 5}) == std::vector<int>{1});
    CHECK(winners_of(scores, {6, 6, 5}) == std::vector<int>{0, 1});
    scores[2].total = 21;
    CHECK(winners_of(scores, {6, 6, 0}) == std::vector<int>{2});
}

TEST_CASE("README, Decisions: a whole round with nothing taken or fulfilled ends the game") {
    Cards c;
    Layout l;
    l.hands = {c("R4"), c("G1")};
    l.market = {};
    l.open_orders = {30, 31, 32, 33};
    l.deck = c("Y1");
    State s = table(l);
    // Empty both piles into the point stacks.
    s.seats[0].stack.swap(s.deck);
    s.seats[1].stack.swap(s.discard);
    REQUIRE(cards_conserved(s));
    CHECK(s.phase == Phase::Fulfil); // the empty market skips step 1
    act(s, 0, Action::done());
    CHECK_FALSE(s.final_round());
    act(s, 1, Action::done());
    CHECK(s.end_trigger == 1);
    CHECK(s.phase == Phase::GameOver); // seat 1 ends the round
}

TEST_CASE("README, Turn: actions round-trip through their codes and their record text") {
    const std::vector<Action> actions = {
        Action::take(slots({0, 2, 5})), Action::fulfil(35, kinds("Y5 R1 B3 G4"), true),
        Action::fulfil(0, kinds("R4 G4"), false), Action::done(), Action::discard(19)};
    for (const Action& a : actions) {
        INFO(a.to_string());
        CHECK(Action::decode(a.encode()) == a);
        const auto parsed = parse_action(a.to_string());
        REQUIRE(parsed);
        CHECK(parsed.value() == a);
    }
    CHECK_FALSE(Action::decode(0));        // a take of no card
    CHECK_FALSE(Action::decode(7u << 29)); // no such op
    CHECK_FALSE(parse_action("take 7"));
    CHECK_FALSE(parse_action("fulfil 3 X9"));
}

TEST_CASE("README, Turn: a refused action changes nothing, and views hide the others' hands") {
    State s = new_game(people(3), 99).value();
    const State before = s;
    CHECK_FALSE(apply(s, (s.current + 1) % 3, Action::done()).ok);
    CHECK(s.log == before.log);
    CHECK(s.seats[0].hand == before.seats[0].hand);
    const View v = view(s, 0);
    CHECK(v.my_hand == s.seats[0].hand);
    CHECK(v.seats[1].hand_count == 3);
    const auto unseen = unseen_cards(v);
    CHECK(unseen.size() == s.deck.size() + 6);
    for (CardId c : s.seats[0].hand)
        CHECK(std::find(unseen.begin(), unseen.end(), c) == unseen.end());
    CHECK(unseen_orders(v).size() == 32);
    // A drawn card reaches only the one who drew it.
    Event drew;
    drew.kind = EventKind::Drew;
    drew.seat = 1;
    drew.count = 1;
    drew.cards = {5};
    CHECK(event_for(drew, 1).cards == drew.cards);
    CHECK(event_for(drew, 0).cards.empty());
    CHECK(event_for(drew, 0).count == 1);
}
