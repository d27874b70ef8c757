// Strategix bots (README, "Bots"): legal actions only, read from the view; the good
// bot's way out (README, "Going out"); the expert's sampled deals; seeded determinism.
#include "engine/strategix/strategix.h"

#include "engine/game_testing.h"

#include <catch2/catch.hpp>

#include <algorithm>
#include <functional>
#include <string>

using namespace strategix;
using namespace game_testing;

namespace {

// README, "Deck": the pink alphabet's card of a letter, and the blue one's.
CardId pink(char letter) {
    return CardId(letter - 'A' - 1);
}
CardId blue(char letter) {
    return CardId(25 + letter - 'A' - 1);
}

// Seat `seat` goes out on a star, a Z or a firecracker by this action (README, "Going out").
bool goes_out_badly(const State& s, int seat, const Action& a) {
    State t = s;
    const Outcome out = apply(t, seat, a);
    return out.ok && std::any_of(out.events.begin(), out.events.end(), [&](const Event& e) {
               return e.kind == EventKind::WentOut && e.seat == seat && e.bad;
           });
}

// Bots of the given levels play a seeded game to its end; `each` sees every decision before it
// is applied. Returns the actions applied (the table's NextHand included), or stops at the
// first failure Catch reports.
using Watcher = std::function<void(const State&, int seat, const View&, const Action&)>;
std::vector<std::uint32_t> play_game(const Levels& levels, std::uint64_t seed,
                                     std::uint32_t variant = 0, const Watcher& each = {}) {
    auto made = new_game(seated(levels, variant), seed);
    REQUIRE(made);
    auto current = [](const State& s) { return std::vector<int>{s.current}; };
    // README, "Hands and the winner": the table deals the next hand.
    auto next_hand = [](State& s) -> std::optional<std::uint32_t> {
        if (s.phase != Phase::HandOver) return std::nullopt;
        REQUIRE(apply(s, core::kTableSeat, Action::next_hand()).ok);
        return Action::next_hand().encode();
    };
    return bots_play(made.value(), levels, seed, make_bot, current, next_hand, each);
}

} // namespace

// [slow]: whole games with the expert's playouts; ci/sanitize.sh leaves [slow] tests to the
// normal run (under ASan this one case took most of a minute).
TEST_CASE("bots (three levels): every level only ever takes an action of its "
          "view's legal list, 2 to 4 players, plain deck and ABCD cards",
          "[slow]") {
    const std::vector<Levels> tables = {{kCasual, kGood},
                                        {kGood, kExpert},
                                        {kCasual, kGood, kExpert},
                                        {kGood, kGood, kCasual},
                                        {kCasual, kGood, kExpert, kGood},
                                        {kCasual, kCasual, kGood, kGood}};
    long decisions = 0;
    for (const Levels& levels : tables)
        for (std::uint32_t variant : {0u, kVariantAbcd})
            for (std::uint64_t seed = 1; seed <= 3; ++seed)
                play_game(levels, seed * 101 + levels.size(), variant,
                          [&](const State& s, int seat, const View& v, const Action& a) {
                              INFO(a.to_string());
                              CHECK(is_legal(v.legal, a));
                              CHECK(refusal(s, seat, a).empty());
                              ++decisions;
                          });
    CHECK(decisions > 1000);
}

TEST_CASE("good bot (README, Going out): never goes out on a star, a Z or a firecracker when it "
          "had another way") {
    long chances = 0; // decisions where going out badly was among the legal actions
    for (int players = 2; players <= 4; ++players)
        for (std::uint64_t seed = 1; seed <= 40; ++seed)
            play_game(Levels(std::size_t(players), kGood), seed * 7 + std::uint64_t(players), 0,
                      [&](const State& s, int seat, const View& v, const Action& a) {
                          bool another_way = false, bad_possible = false;
                          for (const Action& other : v.legal) {
                              const bool bad = goes_out_badly(s, seat, other);
                              bad_possible = bad_possible || bad;
                              another_way = another_way || !bad;
                          }
                          chances += bad_possible && another_way;
                          if (another_way) {
                              INFO("seed " << seed << ", " << players
                                           << " players: " << a.to_string());
                              CHECK_FALSE(goes_out_badly(s, seat, a));
                          }
                      });
    CHECK(chances > 0); // the situation arose, so the check above was put to the test
}

TEST_CASE("good bot (README, Going out): holding Z and C as leader it leads the Z, which wins at "
          "once, then goes out on the C") {
    // Seat 0 holds Z and C; seat 1 four letters.
    const CardId z = pink('Z'), c = pink('C');
    const std::vector<CardId> other = {pink('D'), pink('I'), pink('O'), blue('T')};
    auto made = new_game_with_hands(seated({kGood, kGood}), 5, {{z, c}, other}, 0);
    REQUIRE(made);
    State s = made.value();
    auto bot = make_bot(kGood, 9);
    auto first = bot->think(view(s, 0));
    REQUIRE(first);
    CHECK(first->action == Action::play(*parse_combo("Z")));
    REQUIRE(apply(s, 0, first->action).ok);
    REQUIRE(s.current == 0); // the Z won the trick at once: seat 0 leads again
    auto second = bot->think(view(s, 0));
    REQUIRE(second);
    CHECK(second->action == Action::play(*parse_combo("C")));
    const Outcome out = apply(s, 0, second->action);
    REQUIRE(out.ok);
    CHECK(s.seats[0].out_place == 1);
    CHECK_FALSE(s.seats[0].bad_out);
}

TEST_CASE("good bot (README, Going out, Firecrackers): with a firecracker and one letter it "
          "cannot beat with, it plays the firecracker and keeps the letter to go out on") {
    const CardId fire = kFirstFirecracker, d = pink('D');
    const std::vector<CardId> leader = {pink('K'), pink('L'), pink('T'), blue('V')};
    auto made = new_game_with_hands(seated({kGood, kGood}), 5, {leader, {fire, d}}, 0);
    REQUIRE(made);
    State s = made.value();
    REQUIRE(apply(s, 0, Action::play(*parse_combo("K"))).ok); // seat 0 leads K
    REQUIRE(s.current == 1);
    auto bot = make_bot(kGood, 3);
    auto intent = bot->think(view(s, 1));
    REQUIRE(intent);
    CHECK(intent->action == Action::firecracker());
}

TEST_CASE("sample_state (the expert's determinized deals): keeps the viewer's hand, "
          "the public discards and every count, and conserves the cards") {
    for (int players = 2; players <= 4; ++players)
        for (std::uint32_t variant : {0u, kVariantAbcd}) {
            long checked = 0;
            core::Rng rng(std::uint64_t(players) * 17 + variant);
            play_game(Levels(std::size_t(players), kGood), 40 + std::uint64_t(players), variant,
                      [&](const State& s, int seat, const View& v, const Action&) {
                          if (s.discards.size() % 3 != 0) return; // a sample of moments
                          const State t = sample_state(v, rng);
                          std::string why;
                          INFO(why);
                          CHECK(cards_conserved(t, &why));
                          CHECK(t.seats[std::size_t(seat)].hand == s.seats[std::size_t(seat)].hand);
                          CHECK(t.discards == s.discards);
                          CHECK(t.removed.size() == s.removed.size());
                          CHECK(t.undealt.size() == s.undealt.size());
                          for (int p = 0; p < players; ++p)
                              CHECK(t.seats[std::size_t(p)].hand.size() ==
                                    s.seats[std::size_t(p)].hand.size());
                          // What the viewer sees of the sample is what it saw of the game.
                          const View u = view(t, seat);
                          CHECK(u.my_hand == v.my_hand);
                          CHECK(u.legal == v.legal);
                          CHECK(u.current == v.current);
                          CHECK(u.removed == v.removed);
                          ++checked;
                      });
            CHECK(checked > 5);
        }
}

TEST_CASE("sample_state: deals the unseen cards differently from one draw to the next") {
    auto made = new_game(seated({kGood, kGood, kGood, kGood}), 77);
    REQUIRE(made);
    const View v = view(made.value(), 0);
    core::Rng rng(5);
    const State a = sample_state(v, rng), b = sample_state(v, rng);
    CHECK(a.seats[1].hand != b.seats[1].hand);
    CHECK(a.seats[0].hand == b.seats[0].hand);
}

TEST_CASE("bots: a seeded bot is deterministic, the same game from the same seeds") {
    for (const Levels& levels : {Levels{kExpert, kGood}, Levels{kCasual, kExpert, kGood}})
        CHECK(play_game(levels, 12345) == play_game(levels, 12345));
}
