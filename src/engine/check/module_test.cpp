// CHECK! on the game module (module.h): its facts, the random playout move, the cards a seat has
// not seen and their relabelling for the conformance suite's hidden twins, and the scores the
// generic code reads (README, "Scoring").
#include "engine/check/module.h"

#include <catch2/catch.hpp>

#include <algorithm>
#include <set>

using namespace check;

namespace {

core::Setup people(int n) {
    core::Setup setup;
    setup.seats.assign(std::size_t(n), core::SeatKind::Human);
    return setup;
}

std::set<CardId> as_set(const std::vector<CardId>& v) {
    return {v.begin(), v.end()};
}

// A game of seed `seed` after `moves` random playout moves.
State played(int players, std::uint64_t seed, int moves) {
    State s = new_game(people(players), seed).value();
    core::Rng rng(seed);
    for (int i = 0; i < moves && !Game::over(s); ++i) {
        const auto next = Game::random_action(s, rng);
        REQUIRE(next.has_value());
        REQUIRE(apply(s, next->first, next->second).ok);
    }
    return s;
}

} // namespace

TEST_CASE("module: CHECK! is for 2 to 4 players, seats up to 4 people on one device (no "
          "real-time move) and has no timed table action (README, Setup and Turn)",
          "[check][module]") {
    const games::Facts& f = module().facts;
    CHECK(f.id == "check");
    CHECK(f.min_players == 2);
    CHECK(f.max_players == 4);
    CHECK(f.max_people == 4);
    CHECK_FALSE(f.lower_wins);
    CHECK(module().check_setup(people(4)).empty());
    CHECK_FALSE(module().check_setup(people(5)).empty());
    core::Setup variant = people(2);
    variant.variant = 1;
    CHECK_FALSE(module().check_setup(variant).empty());
    games::MatchOptions options;
    for (int moves : {0, 5, 40, 100000})
        CHECK_FALSE(Game::table_timer(played(3, 8, moves), options).has_value());
}

TEST_CASE("module: a random playout move is a legal move of the player to move, a fulfil three "
          "times in four when one is legal, and random games end (README, The end)",
          "[check][module]") {
    long offered = 0, fulfilled = 0, games = 0;
    for (int players = kMinPlayers; players <= kMaxPlayers; ++players)
        for (std::uint64_t seed = 1; seed <= 30; ++seed) {
            State s = new_game(people(players), seed).value();
            core::Rng rng(seed * 13);
            for (int n = 0; !Game::over(s); ++n) {
                REQUIRE(n < 20000);
                const std::vector<Action> l = legal(s, s.current);
                const auto next = Game::random_action(s, rng);
                REQUIRE(next.has_value());
                CHECK(next->first == s.current);
                REQUIRE(std::find(l.begin(), l.end(), next->second) != l.end());
                if (std::any_of(l.begin(), l.end(),
                                [](const Action& a) { return a.op == Op::Fulfil; })) {
                    ++offered;
                    fulfilled += next->second.op == Op::Fulfil;
                }
                REQUIRE(apply(s, next->first, next->second).ok);
            }
            ++games;
            CHECK_FALSE(Game::random_action(s, rng).has_value()); // nobody acts once it is over
        }
    INFO(fulfilled << " fulfils of " << offered << " chances in " << games << " games");
    REQUIRE(offered > 100);
    const double share = double(fulfilled) / double(offered);
    CHECK(share > 0.65);
    CHECK(share < 0.85);
}

TEST_CASE("module: a seat has not seen the draw pile, the order deck and the hands of the players "
          "not to move, but its own hand, the market, the discard pile and the point stacks it has "
          "(README, Decisions)",
          "[check][module]") {
    const State s = played(4, 21, 30);
    REQUIRE_FALSE(Game::over(s));
    for (int seat = -1; seat < 4; ++seat) {
        const std::set<CardId> unknown = as_set(Game::unknown_cards(s, seat));
        std::set<CardId> want = as_set(s.deck);
        for (int p = 0; p < 4; ++p)
            if (p != seat && p != s.current)
                want.insert(s.seats[std::size_t(p)].hand.begin(),
                            s.seats[std::size_t(p)].hand.end());
        for (int o : s.order_deck) want.insert(CardId(kOrderIdBase + o));
        INFO("seat " << seat << ", " << s.current << " to move");
        CHECK(unknown == want);
        // Each is one the seat's view does not name (check.h: unseen_cards, unseen_orders).
        const View v = view(s, seat);
        const std::set<CardId> unseen = as_set(unseen_cards(v));
        for (CardId c : unknown)
            if (c < kOrderIdBase) CHECK(unseen.count(c) == 1);
        const std::vector<int> orders = unseen_orders(v);
        CHECK(std::set<int>(orders.begin(), orders.end()) ==
              std::set<int>(s.order_deck.begin(), s.order_deck.end()));
    }
}

TEST_CASE("module: relabelling the unseen cards keeps every card and order in one place, hands "
          "sorted, orders among orders, and what the seat sees unchanged (conformance: hidden "
          "twins)",
          "[check][module]") {
    for (std::uint64_t seed = 1; seed <= 20; ++seed) {
        const State s = played(3, seed, 25);
        const int seat = int(seed % 3);
        const std::vector<CardId> from = Game::unknown_cards(s, seat);
        std::vector<CardId> to = from;
        core::Rng rng(seed);
        rng.shuffle(to); // numbers and orders mixed, as the conformance suite does
        State twin = s;
        Game::relabel(twin, from, to);
        std::string why;
        INFO("seed " << seed << ": " << why);
        REQUIRE(cards_conserved(twin, &why));
        for (const Seat& p : twin.seats)
            CHECK(std::is_sorted(p.hand.begin(), p.hand.end(), [](CardId a, CardId b) {
                return std::make_tuple(value_of(a), int(colour_of(a)), a) <
                       std::make_tuple(value_of(b), int(colour_of(b)), b);
            }));
        CHECK(twin.seats[std::size_t(seat)].hand == s.seats[std::size_t(seat)].hand);
        CHECK(twin.seats[std::size_t(s.current)].hand == s.seats[std::size_t(s.current)].hand);
        CHECK(twin.market == s.market);
        CHECK(twin.open_orders == s.open_orders);
        CHECK(twin.order_deck.size() == s.order_deck.size());
        CHECK(Game::view_json(view(twin, seat)) == Game::view_json(view(s, seat)));
    }
    // Over many seeds the relabelling does move things: the draw pile and the order deck.
    int decks_moved = 0, orders_moved = 0;
    for (std::uint64_t seed = 1; seed <= 20; ++seed) {
        const State s = played(2, seed, 4);
        const std::vector<CardId> from = Game::unknown_cards(s, 0);
        std::vector<CardId> to = from;
        core::Rng rng(seed);
        rng.shuffle(to);
        State twin = s;
        Game::relabel(twin, from, to);
        decks_moved += twin.deck != s.deck;
        orders_moved += twin.order_deck != s.order_deck;
    }
    CHECK(decks_moved > 15);
    CHECK(orders_moved > 15);
}

TEST_CASE("module: a tie on points goes to the player with more point-stack cards, and a further "
          "tie is shared: the winners and win shares the tools read, the points untouched (README, Scoring)",
          "[check][module]") {
    State s = new_game(people(3), 4).value();
    s.phase = Phase::GameOver;
    // Equal totals; seats 0 and 2 have two point-stack cards, seat 1 one.
    s.seats[0].stack = {0, 1};
    s.seats[1].stack = {2};
    s.seats[2].stack = {3, 4};
    s.scores.assign(3, Score{});
    for (Score& sc : s.scores) sc.total = 9;
    s.winners = winners_of(s.scores, {2, 1, 2});
    REQUIRE(s.winners == std::vector<int>{0, 2});
    CHECK(Game::scores(s) == std::vector<double>{9, 9, 9}); // the points as scored, untouched
    games::MatchOptions quiet;
    quiet.bots = false;
    const Match m(s, quiet);
    CHECK(m.winners() == std::vector<int>{0, 2}); // the tie-break's loser is no winner
    CHECK(m.win_shares() == std::vector<double>{0.5, 0.0, 0.5});
}

TEST_CASE("module: a CHECK! match opens from its setup, seed and log, and the record replays "
          "through the module as txektool replay does (README, Record format)",
          "[check][module]") {
    const State s = played(2, 77, 40);
    games::MatchOptions quiet;
    quiet.bots = false;
    auto reopened = module().open(s.setup, s.seed, s.log, quiet);
    REQUIRE(reopened.ok());
    CHECK(reopened.value()->fingerprint()["state"] == Game::fingerprint(s));
    auto replayed =
        module().replay_record(R"({"seats": "hh", "seed": 77, "actions": [[9, "done"]]})");
    CHECK_FALSE(replayed.ok()); // seat 9 is not at the table
    auto good = module().replay_record(R"({"seats": "hh", "seed": 77})");
    REQUIRE(good.ok());
    CHECK(good.value().state["phase"] == "take");
    CHECK(good.value().applied == 0);
}
