// Tschak! bots (README, "Bots"): legal choices only, read from the view; whole games at every
// level with several seats choosing at once; seeded determinism; no answer once a seat has
// chosen; sample_state keeps the viewer's view and the cards whole; the expert takes a treasure
// it can surely win.
#include "engine/tschak/tschak.h"

#include "engine/game_testing.h"

#include <catch2/catch.hpp>

#include <algorithm>
#include <functional>

using namespace tschak;
using namespace game_testing;

namespace {

// Bots of the given levels play a seeded game to its end: every seat still to choose is asked
// with its own view (README, "Secret choices"). `each` sees every decision before it is applied.
using Watcher = std::function<void(const State&, int seat, const View&, const Action&)>;
std::vector<std::uint32_t> play_game(const Levels& levels, std::uint64_t seed,
                                     const Watcher& each = {}) {
    auto made = new_game(seated(levels), seed);
    REQUIRE(made);
    auto waiting = [](const State& s) { return waiting_for(s); };
    return bots_play(made.value(), levels, seed, make_bot, waiting, no_table, each);
}

// The parts of two views a bot reads (README, "Secret choices": what the viewer may know).
void require_same_view(const View& a, const View& b) {
    CHECK(a.viewer == b.viewer);
    CHECK(a.players == b.players);
    CHECK(a.phase == b.phase);
    CHECK(a.keep == b.keep);
    CHECK(a.floor == b.floor);
    CHECK(a.step == b.step);
    CHECK(a.asks == b.asks);
    CHECK(a.monsters == b.monsters);
    CHECK(a.treasures == b.treasures);
    CHECK(a.my_hand == b.my_hand);
    CHECK(a.my_choice == b.my_choice);
    REQUIRE(a.seats.size() == b.seats.size());
    for (std::size_t p = 0; p < a.seats.size(); ++p) {
        CHECK(a.seats[p].team == b.seats[p].team);
        CHECK(a.seats[p].chosen == b.seats[p].chosen);
        CHECK(a.seats[p].monsters == b.seats[p].monsters);
        CHECK(a.seats[p].treasures == b.seats[p].treasures);
        CHECK(a.seats[p].coins == b.seats[p].coins);
    }
    CHECK(a.seat_at == b.seat_at);
    CHECK(a.used == b.used);
    CHECK(a.floors.size() == b.floors.size());
    CHECK(a.loots.size() == b.loots.size());
    CHECK(a.legal == b.legal);
    CHECK(unseen_cards(a) == unseen_cards(b));
}

} // namespace

TEST_CASE("bots (README, Bots): every level plays whole games of 2, 3 and 4 players with only "
          "legal choices") {
    const std::vector<Levels> tables = {{kCasual, kCasual},
                                        {kGood, kGood},
                                        {kExpert, kExpert},
                                        {kCasual, kGood, kExpert},
                                        {kExpert, kGood, kCasual, kExpert}};
    long decisions = 0;
    for (const Levels& levels : tables)
        for (std::uint64_t seed = 1; seed <= 2; ++seed)
            play_game(levels, seed * 101 + levels.size(),
                      [&](const State& s, int seat, const View& v, const Action& a) {
                          INFO(a.to_string());
                          CHECK(is_legal(v.legal, a));
                          CHECK(refusal(s, seat, a).empty());
                          ++decisions;
                      });
    // 4 keeps of 6 steps, every seat choosing at each.
    CHECK(decisions == 2 * 24 * (2 + 2 + 2 + 3 + 4));
}

TEST_CASE("bots (README, Bots): a decision depends only on the view - the same view and seed "
          "give the same choice") {
    for (core::SeatKind level : {kCasual, kGood, kExpert}) {
        const Levels levels = {kGood, level, kGood};
        std::vector<View> views;
        play_game(levels, 7, [&](const State&, int seat, const View& v, const Action&) {
            if (seat == 1 && views.size() < 12) views.push_back(v);
        });
        for (const View& v : views) {
            auto a = make_bot(level, 99)->think(v);
            auto b = make_bot(level, 99)->think(v);
            REQUIRE(a);
            REQUIRE(b);
            CHECK(a->action == b->action);
            CHECK(a->delay_ms == b->delay_ms);
        }
    }
}

TEST_CASE("bots (README, Secret choices): a bot whose seat has already chosen this step, or "
          "whose game is over, does not answer") {
    auto made = new_game(seated({kGood, kGood, kGood}), 5);
    REQUIRE(made);
    State s = made.value();
    REQUIRE(apply(s, 0, legal(s, 0).front()).ok);
    for (core::SeatKind level : {kCasual, kGood, kExpert}) {
        auto bot = make_bot(level, 1);
        CHECK_FALSE(bot->think(view(s, 0)));
        CHECK(bot->think(view(s, 1)));
    }
    play_game({kCasual, kCasual}, 3, [&](const State& st, int, const View&, const Action&) {
        if (st.keep == kKeeps - 1) s = st;
    });
    State over = s;
    while (over.phase != Phase::GameOver)
        for (int seat : waiting_for(over)) REQUIRE(apply(over, seat, legal(over, seat)[0]).ok);
    for (core::SeatKind level : {kCasual, kGood, kExpert})
        CHECK_FALSE(make_bot(level, 1)->think(view(over, 0)));
}

TEST_CASE("sample_state (README, Secret choices, Passing): the viewer's view of the sample is "
          "the view given, and the cards are whole") {
    for (int players = 2; players <= 4; ++players) {
        const Levels levels(std::size_t(players), kGood);
        core::Rng rng(17);
        int checked = 0;
        play_game(levels, 40 + std::uint64_t(players),
                  [&](const State&, int seat, const View& v, const Action&) {
                      if (seat != 0 && (checked++ % 3) != 0) return;
                      State sample = sample_state(v, rng);
                      std::string why;
                      INFO("keep " << v.keep << ", floor " << v.floor << ", step " << v.step);
                      CHECK(cards_conserved(sample, &why));
                      INFO(why);
                      CHECK(sample.log.empty());
                      require_same_view(view(sample, seat), v);
                      // The sample plays on: the viewer's choice is taken.
                      if (!v.legal.empty()) CHECK(apply(sample, seat, v.legal.front()).ok);
                  });
        CHECK(checked > 10);
    }
}

TEST_CASE("sample_state (README, Passing): from the second keep with 4 players every hand is "
          "known, so every sample deals the others their true hands") {
    State kept;
    bool found = false;
    play_game({kGood, kGood, kGood, kGood}, 9,
              [&](const State& s, int seat, const View&, const Action&) {
                  if (!found && s.keep == 1 && s.floor == 0 && s.step == 0 && seat == 0)
                      kept = s, found = true;
              });
    REQUIRE(found);
    core::Rng rng(3);
    const State sample = sample_state(view(kept, 0), rng);
    for (int pos = 0; pos < kHands; ++pos)
        CHECK(sample.hands[std::size_t(pos)] == kept.hands[std::size_t(pos)]);
}
