// CHECK!'s views, events and game results on the wire (wire.h): round trips over seeded games,
// what a seat's view and events may hold (README, "Turn" and "Decisions"), and plain refusals
// of malformed JSON.
#include "engine/check/module.h"
#include "engine/check/wire.h"

#include "engine/game_testing.h"

#include <catch2/catch.hpp>

#include <algorithm>
#include <functional>
#include <set>

using namespace check;
using namespace game_testing;
using nlohmann::json;

namespace {

// Plays a seeded game to its end with the module's random playout moves, calling `each` on the
// state before every action and on the events it gives.
void play_game(int players, std::uint64_t seed,
               const std::function<void(const State&, const std::vector<Event>&)>& each) {
    State s = new_game(people(players), seed).value();
    core::Rng rng(seed ^ 0xA11CE);
    play_out(
        s, 20000, [&](const State& st) { return Game::random_action(st, rng); }, each);
}

// Every card a view names: its hand, the market, the discard pile and the point stacks.
std::set<CardId> cards_named(const View& v) {
    std::set<CardId> named(v.my_hand.begin(), v.my_hand.end());
    named.insert(v.market.begin(), v.market.end());
    named.insert(v.discard.begin(), v.discard.end());
    for (const SeatView& s : v.seats) named.insert(s.stack.begin(), s.stack.end());
    named.erase(kNoCard);
    return named;
}

// The cards `seat` may know where they lie: its own hand, the market, the face-up discard pile
// and every point stack (README, "Decisions": shown when they went there).
std::set<CardId> cards_known(const State& s, int seat) {
    std::set<CardId> known(s.market.begin(), s.market.end());
    known.insert(s.discard.begin(), s.discard.end());
    for (const Seat& p : s.seats) known.insert(p.stack.begin(), p.stack.end());
    if (seat >= 0)
        known.insert(s.seats[std::size_t(seat)].hand.begin(),
                     s.seats[std::size_t(seat)].hand.end());
    known.erase(kNoCard);
    return known;
}

// A view with something on the table: seed 7 after a take and a fulfil or done.
View busy_view(int players, int seat) {
    State s = new_game(people(players), 7).value();
    core::Rng rng(7);
    for (int i = 0; i < 6; ++i) {
        const auto next = Game::random_action(s, rng);
        REQUIRE(apply(s, next->first, next->second).ok);
    }
    return view(s, seat);
}

// A finished game of seed `seed`.
State finished(int players, std::uint64_t seed) {
    State end;
    play_game(players, seed, [&](const State& s, const std::vector<Event>&) { end = s; });
    REQUIRE(end.phase == Phase::GameOver);
    return end;
}

} // namespace

TEST_CASE("wire: every view and event of seeded 2, 3 and 4 player games round-trips through its "
          "JSON (module.h: what a seat receives)",
          "[check][wire]") {
    long views = 0, events = 0;
    std::set<EventKind> kinds;
    for (int players = kMinPlayers; players <= kMaxPlayers; ++players)
        for (std::uint64_t seed = 40; seed < 44; ++seed)
            play_game(players, seed, [&](const State& s, const std::vector<Event>& told) {
                views += round_trips(s, players, told, view_from_json, event_from_json);
                events += long(told.size());
                for (const Event& e : told) kinds.insert(e.kind);
            });
    CHECK(views > 0);
    // The kinds random games reach: all but a game's first (no action gives it) and the skips.
    for (EventKind k : {EventKind::TurnStarted, EventKind::Took, EventKind::Fulfilled,
                        EventKind::EndTriggered, EventKind::MarketRefilled,
                        EventKind::OrdersRefilled, EventKind::Drew, EventKind::GameEnded})
        CHECK(kinds.count(k) == 1);
    CHECK(events > 0);
}

TEST_CASE("wire: a seat's view names only its own hand and the open cards, a spectator's only the "
          "open cards, and the draw pile and order deck only by count (README, Decisions)",
          "[check][wire]") {
    for (int players = kMinPlayers; players <= kMaxPlayers; ++players)
        play_game(players, 90 + std::uint64_t(players),
                  [&](const State& s, const std::vector<Event>&) {
                      for (int seat = -1; seat < players; ++seat) {
                          // Through the JSON, as a remote seat would receive it.
                          const View v = view_from_json(view_to_json(view(s, seat))).value();
                          const std::set<CardId> known = cards_known(s, seat);
                          for (CardId c : cards_named(v)) {
                              INFO("seat " << seat << " is shown card " << c);
                              REQUIRE(known.count(c) == 1);
                          }
                          if (seat < 0)
                              CHECK(v.my_hand.empty());
                          else
                              CHECK(v.my_hand == s.seats[std::size_t(seat)].hand);
                          for (int p = 0; p < players; ++p)
                              CHECK(v.seats[std::size_t(p)].hand_count ==
                                    int(s.seats[std::size_t(p)].hand.size()));
                          CHECK(v.deck_count == int(s.deck.size()));
                          CHECK(v.order_deck_count == int(s.order_deck.size()));
                      }
                  });
}

TEST_CASE("wire: drawn cards reach only the seat that drew them, the others and a spectator are "
          "told how many (README, Turn, step 3)",
          "[check][wire]") {
    int draws = 0;
    play_game(3, 5, [&](const State&, const std::vector<Event>& told) {
        for (const Event& e : told) {
            if (e.kind != EventKind::Drew) continue;
            ++draws;
            REQUIRE_FALSE(e.cards.empty());
            for (int seat = -1; seat < 3; ++seat) {
                const json j = *Game::event_json(e, seat);
                INFO("seat " << seat << " told " << j.dump());
                CHECK(j["count"] == int(e.cards.size()));
                CHECK(j["cards"] == (seat == e.seat ? json(e.cards) : json::array()));
                // The module sends exactly event_for's event (typed_match.h: event_json).
                CHECK(j == event_to_json(event_for(e, seat)));
            }
        }
    });
    CHECK(draws > 0);
}

TEST_CASE("wire: a finished game is one sheet row with each seat's breakdown (orders, each "
          "marker, point stack, joker, total) and the winners (README, Scoring)",
          "[check][wire]") {
    for (int players = kMinPlayers; players <= kMaxPlayers; ++players) {
        const State s = finished(players, 300 + std::uint64_t(players));
        const std::vector<json> rows = Game::result_rows(s);
        REQUIRE(rows.size() == 1);
        const json& row = rows[0];
        REQUIRE(row["scores"].size() == std::size_t(players));
        for (int p = 0; p < players; ++p) {
            const json& sc = row["scores"][std::size_t(p)];
            const Score& want = s.scores[std::size_t(p)];
            CHECK(sc["orders"] == want.orders);
            CHECK(sc["markers"] == json(want.markers));
            CHECK(sc["stack"] == int(s.seats[std::size_t(p)].stack.size()));
            CHECK(sc["joker"] == (s.seats[std::size_t(p)].joker ? 1 : 0));
            CHECK(sc["total"] == want.total);
        }
        CHECK(row["winners"] == json(s.winners));
        CHECK(row["markers"].size() == std::size_t(kColours));
        auto back = result_from_json(row);
        INFO(back.error());
        REQUIRE(back.ok());
        CHECK(result_to_json(back.value()) == row);
    }
    // Before the end there is no row.
    CHECK(Game::result_rows(new_game(people(2), 1).value()).empty());
}

TEST_CASE("wire: a score whose total is not the sum of its parts, and a malformed game result, "
          "get a plain refusal (README, Scoring)",
          "[check][wire]") {
    Score s;
    s.orders = 12;
    s.markers = {3, 0, 2, 0};
    s.stack = 4;
    s.joker = 1;
    s.total = 22;
    const json good = score_to_json(s);
    REQUIRE(score_from_json(good).ok());
    auto score_with = [&](const char* key, const json& value) {
        json bad = good;
        bad[key] = value;
        return score_from_json(bad);
    };
    check_refused(score_with("total", 21), "\"total\" is not the sum of its parts");
    check_refused(score_with("markers", {3, 0, 2}), "four marker points");
    check_refused(score_with("joker", 2), "\"joker\" is not 0 or 1");
    check_refused(score_with("stack", -1), "\"stack\" is not");

    const json result = {{"scores", {good, good}},
                         {"winners", {0, 1}},
                         {"markers", {"colour", "cards", "cards", "colour"}}};
    REQUIRE(result_from_json(result).ok());
    auto result_with = [&](const char* key, const json& value) {
        json bad = result;
        bad[key] = value;
        return result_from_json(bad);
    };
    check_refused(result_with("winners", {1, 1}), "\"winners\" must name one or more seats");
    check_refused(result_with("winners", json::array()), "\"winners\" must name one or more");
    check_refused(result_with("winners", {2}), "\"winners\" must name");
    check_refused(result_with("scores", json::array({good})), "one entry a player (2 to 4)");
    check_refused(result_with("markers", {"colour", "cards", "cards"}), "four marker sides");
    check_refused(result_with("markers", {"colour", "cards", "cards", "stack"}),
                  "four marker sides");
    check_refused(result_from_json(json(3)), "\"scores\" is missing");
}

TEST_CASE("wire: a malformed view gets a plain refusal: versions, seats, cards and orders out of "
          "range, a card shown twice, wrong types, unknown names (module.h: reading is strict)",
          "[check][wire]") {
    const json good = view_to_json(busy_view(3, 1));
    REQUIRE(view_from_json(good).ok());
    REQUIRE_FALSE(good["my_hand"].empty());
    auto with = [&](const std::function<void(json&)>& change) {
        json bad = good;
        change(bad);
        return view_from_json(bad);
    };
    check_refused(view_from_json(json("a view")), "\"v\" is missing");
    check_refused(with([](json& j) { j["v"] = 2; }), "\"v\" is not this build's view version");
    check_refused(with([](json& j) { j["players"] = 5; }), "\"players\" is not 2, 3 or 4");
    check_refused(with([](json& j) { j["variant"] = 1; }), "\"variant\" is not a CHECK! variant");
    check_refused(with([](json& j) { j["viewer"] = 3; }), "\"viewer\" is not a seat at this table");
    check_refused(with([](json& j) { j["current"] = "1"; }), "\"current\" is not a seat");
    check_refused(with([](json& j) { j["phase"] = "bidding"; }), "\"phase\" is not");
    check_refused(with([](json& j) { j["my_hand"][0] = 92; }),
                  "\"my_hand\" is not a list of number cards");
    check_refused(with([](json& j) { j["my_hand"][0] = -1; }),
                  "\"my_hand\" is not a list of number cards");
    check_refused(with([](json& j) { j["market"] = {1, 2, 3}; }), "\"market\" is not six");
    check_refused(with([](json& j) { j["market"][0] = "R3"; }), "\"market\" is not six");
    check_refused(with([](json& j) { j["open_orders"][0] = 36; }), "\"open_orders\" is not four");
    check_refused(with([](json& j) { j["markers"][2] = "stack"; }), "\"markers\" is not four");
    check_refused(with([](json& j) { j["discard"] = 3; }), "\"discard\" is not a list");
    check_refused(with([](json& j) { j["seats"].erase(0); }), "another number of seats");
    check_refused(with([](json& j) { j["seats"][0]["hand_count"] = 99; }),
                  "a seat: \"hand_count\"");
    check_refused(with([](json& j) { j["seats"][2]["joker"] = 1; }),
                  "\"joker\" is not true or false");
    check_refused(with([](json& j) { j["seats"][1]["orders"] = {40}; }),
                  "\"orders\" is not a list of orders");
    check_refused(with([](json& j) { j["took"] = nullptr; }), "\"took\"");
    check_refused(with([](json& j) { j["legal"] = {"jump"}; }), "\"legal\" holds 'jump'");
    check_refused(with([](json& j) { j["viewer"] = -1; }), "a spectator holds no hand");
    check_refused(with([](json& j) { j.erase("deck_count"); }), "\"deck_count\" is missing");
    check_refused(with([](json& j) { j["discard"].push_back(j["my_hand"][0]); }),
                  "shown in two places");
    check_refused(
        with([](json& j) { j["seats"][0]["orders"] = json::array({j["open_orders"][0]}); }),
        "shown in two places");
    check_refused(with([](json& j) { j["scores"] = json::array({score_to_json(Score{})}); }),
                  "\"scores\" must have one entry a player");
    check_refused(with([](json& j) { j["winners"] = {2, 2}; }), "\"winners\" must name");
}

TEST_CASE("wire: a malformed event gets a plain refusal: unknown kinds, seats, cards, slots and "
          "orders out of range, wrong types (module.h: reading is strict)",
          "[check][wire]") {
    Event took;
    took.kind = EventKind::Took;
    took.seat = 1;
    took.cards = {3, 30, 91};
    took.slots = {0, 2, 5};
    const json good = event_to_json(took);
    REQUIRE(event_from_json(good).ok());
    CHECK(good["kind"] == "took");
    CHECK(good["order"].is_null());
    auto with = [&](const char* key, const json& value) {
        json bad = good;
        bad[key] = value;
        return event_from_json(bad);
    };
    CHECK(with("order", 35).ok());
    check_refused(with("kind", "trick_won"), "\"kind\" is not a known kind of event");
    check_refused(with("kind", 2), "\"kind\" is not text");
    check_refused(with("seat", 4), "\"seat\" is not a seat");
    check_refused(with("cards", {3, 92}), "\"cards\" is not a list of number cards");
    check_refused(with("slots", {6}), "\"slots\" is not a list of market slots");
    check_refused(with("order", 36), "\"order\" is not an order of this rulebook");
    check_refused(with("order", "12"), "\"order\" is not an order");
    check_refused(with("orders", {-1}), "\"orders\" is not a list of orders");
    check_refused(with("joker", "yes"), "\"joker\" is not true or false");
    check_refused(with("reason", 3), "\"reason\" is not a reason");
    check_refused(with("markers", {"colour"}), "\"markers\" is not four marker sides");
    check_refused(with("scores", json::array({json{{"orders", 1}}})), "a score: ");
    check_refused(with("winners", {0, 7}), "\"winners\" is not a list of seats");
    check_refused(with("v", 0), "\"v\" is not this build's event version");
    check_refused(event_from_json(json::array()), "\"v\" is missing");
}
