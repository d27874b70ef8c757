// CHECK! bots (README, "Bots"): legal actions only, read from the
// view; whole games at every level, the discard step included; the good bot's joker kept for a
// big order and its take towards an open order; the expert's sampled deals; seeded determinism.
#include "engine/check/check.h"
#include "engine/check/test_orders.h"

#include "engine/game_testing.h"

#include <catch2/catch.hpp>

#include <algorithm>
#include <functional>
#include <sstream>
#include <string>

using namespace check;
using namespace game_testing;
using check::testing::order_named;

namespace {

// Bots of the given levels play a seeded game to its end; `each` sees every decision before it
// is applied. Returns the codes of the actions applied.
using Watcher = std::function<void(const State&, int seat, const View&, const Action&)>;
std::vector<std::uint32_t> play_game(const Levels& levels, std::uint64_t seed,
                                     const Watcher& each = {}) {
    auto made = new_game(seated(levels), seed);
    REQUIRE(made);
    auto current = [](const State& s) { return std::vector<int>{s.current}; };
    return bots_play(made.value(), levels, seed, make_bot, current, no_table, each);
}

// Distinct cards by kind ("R3" a red 3), the next copy of a kind each time.
struct Cards {
    std::array<int, kKinds> used{};
    std::vector<CardId> operator()(const std::string& text) {
        std::vector<CardId> out;
        std::istringstream in(text);
        std::string code;
        while (in >> code) {
            const auto kind = parse_kind(code);
            REQUIRE(kind);
            int copy = used[std::size_t(*kind)]++;
            CardId found = kNoCard;
            for (CardId c : deck_cards())
                if (kind_of(c) == *kind && copy-- == 0) found = c;
            REQUIRE(found != kNoCard);
            out.push_back(found);
        }
        return out;
    }
};

State layout_game(const Levels& levels, const Layout& layout) {
    auto s = new_game_with_layout(seated(levels), 11, layout);
    INFO(s.error());
    REQUIRE(s);
    return s.value();
}

std::uint8_t slot_bits(std::initializer_list<int> list) {
    std::uint8_t bits = 0;
    for (int i : list) bits |= std::uint8_t(1u << i);
    return bits;
}

} // namespace

// [slow]: whole games with the expert's playouts; ci/sanitize.sh leaves [slow] tests to the
// normal run (under ASan this one case took a minute).
TEST_CASE("bots (three levels): every level only ever takes an action of its "
          "view's legal list, 2 to 4 players",
          "[slow]") {
    const std::vector<Levels> tables = {{kCasual, kGood},
                                        {kGood, kExpert},
                                        {kExpert, kCasual},
                                        {kCasual, kGood, kExpert},
                                        {kCasual, kGood, kExpert, kGood}};
    long decisions = 0;
    for (const Levels& levels : tables)
        for (std::uint64_t seed = 1; seed <= 3; ++seed)
            play_game(levels, seed * 101 + levels.size(),
                      [&](const State& s, int seat, const View& v, const Action& a) {
                          INFO(a.to_string());
                          CHECK(is_legal(v.legal, a));
                          CHECK(refusal(s, seat, a).empty());
                          ++decisions;
                      });
    CHECK(decisions > 500);
}

TEST_CASE("bots (README, Turn step 3): holding 13 cards, every level discards one at a time "
          "down to 10 and the turn passes on") {
    for (core::SeatKind level : {kCasual, kGood, kExpert}) {
        Cards c;
        Layout l;
        l.hands = {c("R2 B2 G2 R3 B3 G3 R4 B4 G4 Y1"), c("G1 Y2 Y3")};
        l.market = c("R5 B5 G5 Y4 Y5 R1");
        // Nothing the hand could meet without the joker that a good bot would spend it on.
        l.open_orders = {order_named("Five of a kind"), order_named("Five of a kind", 1),
                         order_named("Pair of 1s")};
        State s = layout_game({level, kGood}, l);
        REQUIRE(apply(s, 0, Action::take(slot_bits({0, 1, 2}))).ok);
        auto bot = make_bot(level, 3);
        int discards = 0;
        for (int n = 0; n < 12 && s.current == 0; ++n) {
            const View v = view(s, 0);
            auto intent = bot->think(v);
            REQUIRE(intent);
            INFO(core::seat_name(level) << ": " << intent->action.to_string());
            REQUIRE(is_legal(v.legal, intent->action));
            discards += intent->action.op == Op::Discard;
            REQUIRE(apply(s, 0, intent->action).ok);
        }
        CHECK(s.current == 1);
        CHECK(s.seats[0].hand.size() == std::size_t(kHandLimit));
        CHECK(discards >= 1);
    }
}

// [slow]: as above, the expert's playouts over whole games.
TEST_CASE("bots (seats): each level alone at the table finishes whole games, 2 to 4 "
          "players",
          "[slow]") {
    for (core::SeatKind level : {kCasual, kGood, kExpert})
        for (int players = kMinPlayers; players <= kMaxPlayers; ++players) {
            INFO(core::seat_name(level) << ", " << players << " players");
            const auto codes = play_game(Levels(std::size_t(players), level), 7 + players);
            CHECK(codes.size() > std::size_t(4 * players));
        }
}

TEST_CASE("bots (README, Bots): a decision depends only on the view - the same view and seed "
          "give the same intent, however the hidden cards lie") {
    core::Rng deal(99);
    long compared = 0;
    for (core::SeatKind level : {kCasual, kGood, kExpert})
        play_game({kGood, level, kGood}, 404,
                  [&](const State& s, int seat, const View& v, const Action&) {
                      if (seat != 1 || s.turn % 2 != 0) return; // a sample of moments
                      const auto a = make_bot(level, 5)->think(v);
                      const auto b = make_bot(level, 5)->think(v);
                      // The hidden cards dealt otherwise: the same view, so the same intent.
                      const View u = view(sample_state(v, deal), seat);
                      const auto c = make_bot(level, 5)->think(u);
                      REQUIRE(a);
                      REQUIRE(b);
                      REQUIRE(c);
                      CHECK(a->action == b->action);
                      CHECK(a->delay_ms == b->delay_ms);
                      CHECK(a->action == c->action);
                      CHECK(a->delay_ms == c->delay_ms);
                      ++compared;
                  });
    CHECK(compared > 10);
}

TEST_CASE("bots (README, Bots): no bot acts out of turn or for a spectator") {
    auto made = new_game(seated({kGood, kGood, kGood}), 3);
    REQUIRE(made);
    const State& s = made.value();
    for (core::SeatKind level : {kCasual, kGood, kExpert}) {
        auto bot = make_bot(level, 1);
        CHECK_FALSE(bot->think(view(s, (s.current + 1) % 3)));
        CHECK_FALSE(bot->think(view(s, -1)));
        CHECK(bot->think(view(s, s.current)));
    }
}

TEST_CASE("good bot (README, Turn step 2, the joker): spends the joker on a big order, keeps "
          "it from a small one") {
    Cards c;
    const int run4 = order_named("Run of 4");
    const int pair = order_named("Pair");
    const int five = order_named("Five of a kind");
    const int four = order_named("Four of a kind");
    const int pair4 = order_named("Pair of 4s");
    for (bool big : {true, false}) {
        Layout l;
        l.hands = {c("R1 B2 G3"), c("G1 G2 G5")};
        l.market = c("Y5 R5 B5 G5 Y1 R1"); // nothing here gives a 4
        l.open_orders = {big ? run4 : pair, five, four, pair4};
        State s = layout_game({kGood, kGood}, l);
        REQUIRE(apply(s, 0, Action::take(slot_bits({0}))).ok); // the hand: 1 2 3 5
        auto intent = make_bot(kGood, 2)->think(view(s, 0));
        REQUIRE(intent);
        INFO(intent->action.to_string());
        if (big) {
            // A run of 4 (5 points) with the joker as its 4.
            CHECK(intent->action.op == Op::Fulfil);
            CHECK(intent->action.order == run4);
            CHECK(intent->action.joker);
        } else {
            // Only the joker would make a pair (1 point): not worth the joker.
            CHECK(intent->action == Action::done());
        }
        c = Cards{};
    }
}

TEST_CASE("good bot (README, Turn step 1): takes the card that completes an open order, where "
          "the casual bot takes the most cards it can") {
    Cards c;
    Layout l;
    l.hands = {c("R3 B3"), c("G1 G2 R4")};
    // Y1 Y2 Y4 are three of one colour; G3 alone completes three of a kind.
    l.market = c("Y1 G3 Y2 R5 Y4 B5");
    l.open_orders = {order_named("Three of a kind"), order_named("Five of a kind"),
                     order_named("Pair of 1s"), order_named("Pair of 2s")};
    const State s = layout_game({kGood, kGood}, l);
    auto good = make_bot(kGood, 1)->think(view(s, 0));
    REQUIRE(good);
    CHECK(good->action == Action::take(slot_bits({1})));
    // The casual bot, in the four games in five it does not err, takes all three yellows.
    int most = 0;
    for (std::uint64_t seed = 1; seed <= 20; ++seed) {
        auto casual = make_bot(kCasual, seed)->think(view(s, 0));
        REQUIRE(casual);
        most += casual->action == Action::take(slot_bits({0, 2, 4}));
    }
    CHECK(most >= 10);
}

TEST_CASE("sample_state (the expert's sampled deals): keeps the viewer's hand, every "
          "public place and count, and conserves the cards") {
    for (int players = kMinPlayers; players <= kMaxPlayers; ++players) {
        long checked = 0;
        core::Rng rng(std::uint64_t(players) * 17);
        play_game(Levels(std::size_t(players), kGood), 40 + std::uint64_t(players),
                  [&](const State& s, int seat, const View& v, const Action&) {
                      if (s.turn % 4 != 0) return; // a sample of moments
                      const State t = sample_state(v, rng);
                      std::string why;
                      INFO(why);
                      CHECK(cards_conserved(t, &why));
                      CHECK(t.seats[std::size_t(seat)].hand == s.seats[std::size_t(seat)].hand);
                      CHECK(t.discard == s.discard);
                      CHECK(t.market == s.market);
                      CHECK(t.open_orders == s.open_orders);
                      CHECK(t.deck.size() == s.deck.size());
                      CHECK(t.order_deck.size() == s.order_deck.size());
                      for (int p = 0; p < players; ++p) {
                          CHECK(t.seats[std::size_t(p)].hand.size() ==
                                s.seats[std::size_t(p)].hand.size());
                          CHECK(t.seats[std::size_t(p)].stack == s.seats[std::size_t(p)].stack);
                      }
                      // What the viewer sees of the sample is what it saw of the game.
                      const View u = view(t, seat);
                      CHECK(u.my_hand == v.my_hand);
                      CHECK(u.legal == v.legal);
                      CHECK(u.phase == v.phase);
                      CHECK(u.current == v.current);
                      CHECK(u.deck_count == v.deck_count);
                      ++checked;
                  });
        CHECK(checked > 5);
    }
}

TEST_CASE("sample_state: deals the unseen cards differently from one draw to the "
          "next") {
    auto made = new_game(seated({kGood, kGood, kGood, kGood}), 77);
    REQUIRE(made);
    const View v = view(made.value(), 0);
    core::Rng rng(5);
    const State a = sample_state(v, rng), b = sample_state(v, rng);
    CHECK(a.deck != b.deck);
    CHECK(a.seats[0].hand == b.seats[0].hand);
}

TEST_CASE("bots: seeded bots are deterministic, the same game from the same seeds") {
    for (const Levels& levels : {Levels{kExpert, kGood}, Levels{kCasual, kExpert, kGood}})
        CHECK(play_game(levels, 12345) == play_game(levels, 12345));
}
