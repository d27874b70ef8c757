// Strategix's views, events and hand results on the wire (wire.h): round trips over seeded games,
// what a seat's view may hold (README, "Deal", "Exchange"), and plain refusals of malformed JSON.
#include "engine/strategix/module.h"
#include "engine/strategix/wire.h"

#include "engine/game_testing.h"

#include <catch2/catch.hpp>

#include <algorithm>
#include <functional>
#include <set>

using namespace strategix;
using namespace game_testing;
using nlohmann::json;

namespace {

// Plays a seeded game to its end with random legal actions (the table deals each next hand),
// calling `each` on the state before every action and on the events it gives.
void play_game(const core::Setup& setup, std::uint64_t seed,
               const std::function<void(const State&, const std::vector<Event>&)>& each) {
    State s = new_game(setup, seed).value();
    core::Rng rng(seed ^ 0xA11CE);
    auto pick = [&](const State& st) {
        const int seat = st.phase == Phase::HandOver ? int(core::kTableSeat) : st.current;
        const std::vector<Action> l = legal(st, seat);
        REQUIRE_FALSE(l.empty());
        return std::optional(std::make_pair(seat, l[rng.below(std::uint32_t(l.size()))]));
    };
    play_out(s, 20000, pick, each);
}

// Every card a view names: its hand, the plays on the table, the discards and the exchange.
std::set<CardId> cards_named(const View& v) {
    std::set<CardId> named(v.my_hand.begin(), v.my_hand.end());
    named.insert(v.discards.begin(), v.discards.end());
    if (v.standing) named.insert(v.standing->cards.begin(), v.standing->cards.end());
    for (const Played& p : v.trick) named.insert(p.cards.begin(), p.cards.end());
    if (v.exchange) named.insert({v.exchange->given, v.exchange->returned});
    named.erase(kNoCard);
    return named;
}

// The cards `seat` may know where they lie: its own hand, every card played this hand, and the
// exchange's two cards when it was one of the exchange's two players.
std::set<CardId> cards_known(const State& s, int seat) {
    std::set<CardId> known(s.discards.begin(), s.discards.end());
    if (seat >= 0)
        known.insert(s.seats[std::size_t(seat)].hand.begin(),
                     s.seats[std::size_t(seat)].hand.end());
    if (s.exchange && seat >= 0 && (seat == s.exchange->luckylix || seat == s.exchange->badluckix))
        known.insert({s.exchange->given, s.exchange->returned});
    return known;
}

// A view with something on the table: the first state of seed 7 after three actions.
View busy_view(int players, int seat) {
    State s = new_game(people(players), 7).value();
    for (int i = 0; i < 3 && s.phase == Phase::Play; ++i)
        REQUIRE(apply(s, s.current, legal(s, s.current).front()).ok);
    return view(s, seat);
}

} // namespace

TEST_CASE("wire: every view and event of seeded 2, 3 and 4 player games (and the ABCD variant) "
          "round-trips through its JSON (module.h: what a seat receives)",
          "[strategix][wire]") {
    long views = 0, events = 0;
    for (int players = kMinPlayers; players <= kMaxPlayers; ++players)
        for (std::uint32_t variant : {0u, kVariantAbcd})
            play_game(people(players, variant), 40 + std::uint64_t(players),
                      [&](const State& s, const std::vector<Event>& told) {
                          views += round_trips(s, players, told, view_from_json, event_from_json);
                          events += long(told.size());
                      });
    CHECK(views > 0);
    CHECK(events > 0);
}

TEST_CASE("wire: a seat's view never holds another seat's hand or a card out of the hand, and a "
          "spectator's holds only the cards played (README, Deal and Exchange)",
          "[strategix][wire]") {
    bool saw_exchange = false;
    for (int players = kMinPlayers; players <= kMaxPlayers; ++players)
        play_game(people(players), 90 + std::uint64_t(players),
                  [&](const State& s, const std::vector<Event>&) {
                      saw_exchange = saw_exchange || s.exchange.has_value();
                      for (int seat = -1; seat < players; ++seat) {
                          // Through the JSON, as a remote seat would receive it.
                          const View v = view_from_json(view_to_json(view(s, seat))).value();
                          const std::set<CardId> known = cards_known(s, seat);
                          for (CardId c : cards_named(v)) {
                              INFO("seat " << seat << " is shown " << card_code(c));
                              REQUIRE(known.count(c) == 1);
                          }
                          if (seat < 0)
                              CHECK(v.my_hand.empty());
                          else
                              CHECK(v.my_hand == s.seats[std::size_t(seat)].hand);
                          CHECK(v.removed == int(s.removed.size() + s.undealt.size()));
                      }
                  });
    CHECK(saw_exchange); // hand 2 and later begin with an exchange
}

TEST_CASE("wire: the exchange's cards reach only its two players, in the view and in the event "
          "(README, Exchange)",
          "[strategix][wire]") {
    // Four players, to have two seats outside the exchange.
    State s = new_game(people(4), 11).value();
    core::Rng rng(11);
    std::vector<Event> dealt;
    while (s.hand < 2) {
        const int seat = s.phase == Phase::HandOver ? int(core::kTableSeat) : s.current;
        const std::vector<Action> l = legal(s, seat);
        const Outcome out = apply(s, seat, l[rng.below(std::uint32_t(l.size()))]);
        REQUIRE(out.ok);
        dealt = out.events;
    }
    REQUIRE(s.exchange.has_value());
    const Exchange x = *s.exchange;
    const auto exchanged = std::find_if(
        dealt.begin(), dealt.end(), [](const Event& e) { return e.kind == EventKind::Exchanged; });
    REQUIRE(exchanged != dealt.end());
    for (int seat = -1; seat < 4; ++seat) {
        const bool in_it = seat == x.luckylix || seat == x.badluckix;
        INFO("seat " << seat << (in_it ? " (in the exchange)" : ""));
        const json v = view_to_json(view(s, seat));
        const json e = event_to_json(event_for(*exchanged, seat));
        CHECK(v["exchange"]["given"] == (in_it ? json(x.given) : json()));
        CHECK(v["exchange"]["returned"] == (in_it ? json(x.returned) : json()));
        CHECK(e["card"] == (in_it ? json(x.given) : json()));
        CHECK(e["card2"] == (in_it ? json(x.returned) : json()));
        // The module sends exactly event_for's event (typed_match.h: event_json).
        CHECK(Game::event_json(*exchanged, seat) == e);
    }
}

TEST_CASE("wire: a finished hand's result round-trips as the sheet reads it, titles by name "
          "(README, Scoring)",
          "[strategix][wire]") {
    HandResult r;
    r.hand = 2;
    r.order = {2, 0, 1};
    r.titles = {Title::Aswellix, Title::Badluckix, Title::Luckylix};
    r.points = {0, -2, 2};
    r.bad_last_card = {false, true, false};
    const json j = hand_to_json(r);
    CHECK(j["titles"] == json({"aswellix", "badluckix", "luckylix"}));
    auto back = hand_from_json(j);
    REQUIRE(back.ok());
    CHECK(hand_to_json(back.value()) == j);
    CHECK(back.value().titles == r.titles);
    CHECK(back.value().order == r.order);
}

TEST_CASE("wire: a malformed hand result gets a plain refusal (README, Scoring)",
          "[strategix][wire]") {
    const json good = {{"hand", 1},
                       {"order", {1, 0}},
                       {"titles", {"badluckix", "luckylix"}},
                       {"points", {-2, 2}},
                       {"bad_last_card", {false, false}}};
    REQUIRE(hand_from_json(good).ok());
    auto refused = [&](const char* key, const json& value, const std::string& part) {
        json bad = good;
        bad[key] = value;
        auto r = hand_from_json(bad);
        INFO(bad.dump() << " -> " << (r ? std::string("accepted") : r.error()));
        REQUIRE_FALSE(r.ok());
        CHECK(r.error().find(part) != std::string::npos);
    };
    refused("titles", {"badluckix", "champion"}, "'champion' is not a title");
    refused("order", {1, 1}, "every seat once");
    refused("order", {0, 2}, "every seat once");
    refused("points", {2}, "one entry a player");
    refused("hand", 0, "\"hand\" is not a hand number");
    refused("bad_last_card", {0, 1}, "\"bad_last_card\" is not a list of true or false");
    CHECK_FALSE(hand_from_json(json::array()).ok());
}

TEST_CASE("wire: a malformed view gets a plain refusal: versions, seats and cards out of range, "
          "wrong types, unknown names (module.h: reading is strict)",
          "[strategix][wire]") {
    const json good = view_to_json(busy_view(3, 1));
    REQUIRE(view_from_json(good).ok());
    auto with = [&](const std::function<void(json&)>& change) {
        json bad = good;
        change(bad);
        return view_from_json(bad);
    };
    check_refused(view_from_json(json("a view")), "\"v\" is missing");
    check_refused(with([](json& j) { j["v"] = 2; }), "\"v\" is not this build's view version");
    check_refused(with([](json& j) { j["players"] = 5; }), "\"players\" is not 2, 3 or 4");
    check_refused(with([](json& j) { j["variant"] = 2; }),
                  "\"variant\" is not a Strategix variant");
    check_refused(with([](json& j) { j["viewer"] = 3; }), "\"viewer\" is not a seat at this table");
    check_refused(with([](json& j) { j["current"] = "1"; }), "\"current\" is not a seat");
    check_refused(with([](json& j) { j["phase"] = "bidding"; }), "\"phase\" is not");
    check_refused(with([](json& j) { j["my_hand"][0] = 60; }),
                  "\"my_hand\" is not a list of cards");
    check_refused(with([](json& j) { j["my_hand"][0] = -1; }),
                  "\"my_hand\" is not a list of cards");
    check_refused(with([](json& j) { j["discards"] = 3; }), "\"discards\" is not a list");
    check_refused(with([](json& j) { j["seats"].erase(0); }), "another number of seats");
    check_refused(with([](json& j) { j["seats"][0]["count"] = 99; }), "a seat: \"count\"");
    check_refused(with([](json& j) { j["seats"][2]["passed"] = 1; }),
                  "\"passed\" is not true or false");
    check_refused(with([](json& j) { j["skip_next"] = nullptr; }), "\"skip_next\"");
    check_refused(with([](json& j) { j["legal"] = {"jump"}; }), "\"legal\" holds 'jump'");
    check_refused(with([](json& j) { j["viewer"] = -1; }), "a spectator holds no hand");
    check_refused(with([](json& j) { j.erase("removed"); }), "\"removed\" is missing");
    const json standing = {{"seat", 0}, {"op", "play"}, {"combo", "G"}, {"cards", {5}}};
    REQUIRE(with([&](json& j) { j["standing"] = standing; }).ok());
    check_refused(with([&](json& j) {
                      j["standing"] = standing;
                      j["standing"]["seat"] = 3;
                  }),
                  "the standing combination: \"seat\" is not a seat at this table");
    check_refused(with([&](json& j) {
                      j["standing"] = standing;
                      j["standing"]["combo"] = "G+";
                  }),
                  "\"combo\" is not a combination");
    check_refused(with([&](json& j) {
                      j["standing"] = standing;
                      j["standing"]["op"] = "pass";
                  }),
                  "\"op\" is not \"play\"");
    check_refused(with([&](json& j) { j["trick"] = {standing, 4}; }), "the trick: ");
    check_refused(with([](json& j) {
                      j["exchange"] = {{"luckylix", 0},
                                       {"badluckix", 9},
                                       {"given", nullptr},
                                       {"returned", nullptr}};
                  }),
                  "the exchange: \"badluckix\" is not a seat at this table");
}

TEST_CASE("wire: an ABCD card is refused in a view of the plain deck and read in the variant's "
          "(README, Deck)",
          "[strategix][wire]") {
    json plain = view_to_json(busy_view(2, 0));
    plain["discards"].push_back(kFirstAbcd);
    check_refused(view_from_json(plain), "\"discards\" is not a list of cards of this deck");
    plain["variant"] = kVariantAbcd;
    CHECK(view_from_json(plain).ok());
}

TEST_CASE("wire: a malformed event gets a plain refusal: unknown kinds, seats and cards out of "
          "range, wrong types (module.h: reading is strict)",
          "[strategix][wire]") {
    Event played;
    played.kind = EventKind::Played;
    played.seat = 1;
    played.combo = *parse_combo("EF+EF");
    played.cards = {3, 4, 28, 29};
    const json good = event_to_json(played);
    REQUIRE(event_from_json(good).ok());
    CHECK(good["combo"] == "EF+EF");
    auto with = [&](const char* key, const json& value) {
        json bad = good;
        bad[key] = value;
        return event_from_json(bad);
    };
    check_refused(with("kind", "trick_lost"), "\"kind\" is not a known kind of event");
    check_refused(with("kind", 2), "\"kind\" is not text");
    check_refused(with("seat", 4), "\"seat\" is not a seat");
    check_refused(with("other", -2), "\"other\" is not a seat");
    check_refused(with("cards", {3, 64}), "\"cards\" is not a list of cards");
    check_refused(with("card", "G"), "\"card\" is not a card");
    check_refused(with("card2", 70), "\"card2\" is not a card");
    check_refused(with("voluntary", "yes"), "\"voluntary\" is not true or false");
    check_refused(with("combo", "EF+E"), "\"combo\" is not a combination");
    check_refused(with("combo", nullptr), "a play without \"combo\"");
    check_refused(with("winners", {0, 7}), "\"winners\" is not a list of seats");
    check_refused(with("result", {{"hand", 1}}), "a hand result: ");
    check_refused(with("v", 0), "\"v\" is not this build's event version");
    check_refused(event_from_json(json::array()), "\"v\" is missing");
}
