// Tschak!'s views, events and keep results on the wire (wire.h): round trips over seeded games,
// what a seat's view may hold (README, "Secret choices"), the score sheet's rows (README,
// "Scoring") and plain refusals of malformed JSON.
#include "engine/tschak/wire.h"

#include "engine/game_testing.h"

#include <catch2/catch.hpp>

#include <algorithm>
#include <functional>
#include <set>

using namespace tschak;
using namespace game_testing;
using nlohmann::json;

namespace {

// Plays a seeded game to its end, every waiting seat taking a random legal choice, calling
// `each` on the state after every action with the events it gave (and once at the start).
void play_game(int players, std::uint64_t seed,
               const std::function<void(const State&, const std::vector<Event>&)>& each) {
    State s = new_game(people(players), seed).value();
    core::Rng rng(seed ^ 0xA11CE);
    auto pick = [&](const State& st) {
        const std::vector<int> waiting = waiting_for(st);
        REQUIRE_FALSE(waiting.empty());
        const int seat = waiting[rng.below(std::uint32_t(waiting.size()))];
        const std::vector<Action> choices = legal(st, seat);
        REQUIRE_FALSE(choices.empty());
        return std::optional(
            std::make_pair(seat, choices[rng.below(std::uint32_t(choices.size()))]));
    };
    play_out(s, 1000, pick, each);
}

State finished(int players, std::uint64_t seed) {
    State end;
    play_game(players, seed, [&](const State& s, const std::vector<Event>&) { end = s; });
    REQUIRE(end.phase == Phase::GameOver);
    return end;
}

// A view at 3 players after a few choices, with a seat that has committed and one that has not.
State busy_state() {
    State s = new_game(people(3), 7).value();
    for (int seat : {0, 1, 2}) REQUIRE(apply(s, seat, legal(s, seat).front()).ok);
    REQUIRE(apply(s, 0, legal(s, 0).front()).ok);
    return s;
}

} // namespace

TEST_CASE("wire: every view and event of seeded 2, 3 and 4 player games round-trips through its "
          "JSON (module.h: what a seat receives)",
          "[tschak][wire]") {
    long views = 0;
    std::set<EventKind> kinds;
    for (int players = kMinPlayers; players <= kMaxPlayers; ++players)
        for (std::uint64_t seed = 40; seed < 42; ++seed)
            play_game(players, seed, [&](const State& s, const std::vector<Event>& told) {
                views += round_trips(s, players, told, view_from_json, event_from_json);
                for (const Event& e : told) kinds.insert(e.kind);
            });
    CHECK(views > 0);
    for (EventKind k :
         {EventKind::KeepStarted, EventKind::Chose, EventKind::Revealed, EventKind::FloorResolved,
          EventKind::Loot, EventKind::HandsPassed, EventKind::GameEnded})
        CHECK(kinds.count(k) == 1);
}

TEST_CASE("wire: a view read back holds the engine's own values (README, Floors, Loot)",
          "[tschak][wire]") {
    const State s = finished(3, 5);
    const View v = view(s, 1);
    const View back = view_from_json(view_to_json(v)).value();
    CHECK(back.my_hand == v.my_hand);
    CHECK(back.seat_at == v.seat_at);
    REQUIRE(back.floors.size() == v.floors.size());
    for (std::size_t i = 0; i < v.floors.size(); ++i) {
        CHECK(back.floors[i].teams == v.floors[i].teams);
        CHECK(back.floors[i].monster_to == v.floors[i].monster_to);
        CHECK(back.floors[i].treasure_to == v.floors[i].treasure_to);
        // README, "Keep cards": look-alike keep cards keep their copy ("T#3"), so a floor's card
        // and the card a seat took stay one card.
        CHECK(back.floors[i].monster == v.floors[i].monster);
        CHECK(back.floors[i].treasure == v.floors[i].treasure);
        for (std::size_t p = 0; p < v.floors[i].values.size(); ++p) {
            CHECK(back.floors[i].values[p].value == v.floors[i].values[p].value);
            CHECK(back.floors[i].values[p].doubled == v.floors[i].values[p].doubled);
        }
    }
    REQUIRE(back.loots.size() == std::size_t(kKeeps));
    CHECK(back.loots[3].coins == v.loots[3].coins);
    CHECK(back.winners == v.winners);
    for (std::size_t p = 0; p < v.seats.size(); ++p) {
        CHECK(back.seats[p].monsters == v.seats[p].monsters);
        CHECK(back.seats[p].treasures == v.seats[p].treasures);
    }
    REQUIRE(back.scores.size() == v.scores.size());
    for (std::size_t p = 0; p < v.scores.size(); ++p)
        CHECK(back.scores[p].total == v.scores[p].total);
}

TEST_CASE("wire: README, Secret choices: a seat's view JSON holds its own committed cards but "
          "only whether the others have chosen",
          "[tschak][wire]") {
    const State s = busy_state();
    REQUIRE_FALSE(s.seats[0].chosen.empty());
    REQUIRE(s.seats[1].chosen.empty());
    const json mine = view_to_json(view(s, 0));
    CHECK(mine["my_choice"] == json::array({card_code(s.seats[0].chosen[0])}));
    const json other = view_to_json(view(s, 1));
    CHECK(other["my_choice"] == json::array());
    CHECK(other["seats"][0]["chosen"] == true);
    CHECK(other["seats"][1]["chosen"] == false);
    // Seat 0's chosen card is nowhere in seat 1's view: not in a team, not in "used".
    const std::string code = card_code(s.seats[0].chosen[0]);
    CHECK(other.dump().find("\"" + code + "\"") == std::string::npos);
    const json spectator = view_to_json(view(s, -1));
    CHECK(spectator.dump().find("\"" + code + "\"") == std::string::npos);
}

TEST_CASE("wire: README, Secret choices: a chose event tells its cards to the seat that chose and "
          "only the count to the others",
          "[tschak][wire]") {
    State s = new_game(people(2), 9).value();
    const Outcome out = apply(s, 0, legal(s, 0).front());
    REQUIRE(out.events.size() == 1);
    const json own = event_to_json(event_for(out.events[0], 0));
    const json other = event_to_json(event_for(out.events[0], 1));
    CHECK(own["cards"].size() == 1);
    CHECK(other["cards"] == json::array());
    CHECK(other["count"] == 1);
}

TEST_CASE("wire: results_of gives one row a keep that has ended, each as the scores stood then, "
          "and the final row equals score_of and winners_of (README, Scoring)",
          "[tschak][wire]") {
    for (int players = kMinPlayers; players <= kMaxPlayers; ++players) {
        std::vector<KeepResult> rows_before;
        play_game(players, 60 + std::uint64_t(players),
                  [&](const State& s, const std::vector<Event>&) {
                      const std::vector<KeepResult> rows = results_of(s);
                      REQUIRE(rows.size() == s.loots.size());
                      // Rows already written never change as the game goes on.
                      for (std::size_t k = 0; k < rows_before.size(); ++k)
                          for (int p = 0; p < players; ++p)
                              CHECK(rows[k].scores[std::size_t(p)].total ==
                                    rows_before[k].scores[std::size_t(p)].total);
                      // A row taken when its keep ends is the seats' score_of at that moment.
                      if (rows.size() > rows_before.size() && s.phase != Phase::GameOver)
                          for (int p = 0; p < players; ++p)
                              CHECK(rows.back().scores[std::size_t(p)].total ==
                                    score_of(s.seats[std::size_t(p)], players).total);
                      rows_before = rows;
                  });
        REQUIRE(rows_before.size() == std::size_t(kKeeps));
        const State end = finished(players, 60 + std::uint64_t(players));
        const std::vector<KeepResult> rows = results_of(end);
        for (std::size_t k = 0; k < rows.size(); ++k) {
            CHECK(rows[k].keep == int(k));
            CHECK(rows[k].final == (k + 1 == rows.size()));
        }
        for (int p = 0; p < players; ++p)
            CHECK(rows.back().scores[std::size_t(p)].total == end.scores[std::size_t(p)].total);
        CHECK(rows.back().winners == end.winners);
        CHECK(rows.front().winners.empty());
        for (const KeepResult& r : rows) {
            const json j = result_to_json(r);
            auto back = result_from_json(j);
            INFO(j.dump() << " -> " << (back ? "" : back.error()));
            REQUIRE(back.ok());
            CHECK(result_to_json(back.value()) == j);
        }
    }
}

TEST_CASE("wire: malformed views are refused with a message in plain words", "[tschak][wire]") {
    const json good = view_to_json(view(busy_state(), 0));
    REQUIRE(view_from_json(good).ok());
    json j = good;
    j["v"] = 99;
    check_refused(view_from_json(j), "\"v\"");
    j = good;
    j["my_hand"][0] = "W9z";
    check_refused(view_from_json(j), "\"my_hand\" is not a list of adventurer codes");
    j = good;
    j["seats"][1]["team"] = json::array({good["my_hand"][0]});
    check_refused(view_from_json(j), "shown in two places");
    j = good;
    j["viewer"] = 3;
    check_refused(view_from_json(j), "\"viewer\" is not a seat");
    j = good;
    j["seat_at"] = json::array({0, 1, 1, -1});
    check_refused(view_from_json(j), "\"seat_at\"");
    j = good;
    j["keep"] = "one";
    check_refused(view_from_json(j), "\"keep\" is not");
    j = good;
    j["monsters"][0] = "G4";
    check_refused(view_from_json(j), "monster code");
    j = good;
    j["legal"] = json::array({"choose X9"});
    check_refused(view_from_json(j), "\"legal\"");
    j = good;
    const View v = view_from_json(good).value();
    CardId elsewhere = 0;
    while (std::count(v.my_hand.begin(), v.my_hand.end(), elsewhere)) ++elsewhere;
    j["my_choice"] = json::array({card_code(elsewhere)});
    check_refused(view_from_json(j), "\"my_choice\" must be cards of \"my_hand\"");
    check_refused(view_from_json(json::array()), "is missing");
}

TEST_CASE("wire: malformed events, scores and keep results are refused with a message in plain "
          "words",
          "[tschak][wire]") {
    Event e;
    e.kind = EventKind::Revealed;
    e.teams = {{0}, {4}};
    const json good = event_to_json(e);
    REQUIRE(event_from_json(good).ok());
    json j = good;
    j["kind"] = "cheated";
    check_refused(event_from_json(j), "\"kind\"");
    j = good;
    j["teams"] = json::array({json::array({"W2w"}), json::array({"W2w"})});
    check_refused(event_from_json(j), "two teams");
    j = good;
    j["seat"] = 4;
    check_refused(event_from_json(j), "\"seat\" is not a seat");
    j = good;
    j["v"] = 0;
    check_refused(event_from_json(j), "\"v\"");

    const json score = score_to_json(Score{3, 2, 0, 0, -1, 0, 0, 1, 4});
    REQUIRE(score_from_json(score).ok());
    j = score;
    j["total"] = 5;
    check_refused(score_from_json(j), "not the sum");
    j = score;
    j["creatures"] = true;
    check_refused(score_from_json(j), "\"creatures\" is not");

    KeepResult r;
    r.keep = 1;
    r.scores = {Score{}, Score{}};
    REQUIRE(result_from_json(result_to_json(r)).ok());
    r.winners = {0};
    check_refused(result_from_json(result_to_json(r)), "winners");
    r.keep = 3;
    r.final = true;
    r.winners = {2};
    check_refused(result_from_json(result_to_json(r)), "seats of the table");
}
