// The Checks game record (record.h): reading, replaying, the state summary, and the worked example
// of README.md (scenarios/worked_example.json). Test names cite the README section they check.
#include "engine/checks/record.h"
#include "engine/checks/scenario.h"

#include "engine/game_testing.h"

#include <catch2/catch.hpp>

using namespace checks;
using namespace checks::scenario;
using nlohmann::json;

namespace {

const game_testing::Records<Record, ReplayResult> records{"checks", parse_record, replay};

core::Setup two_people() {
    core::Setup setup;
    setup.seats = {core::SeatKind::Human, core::SeatKind::Human};
    return setup;
}

// The output README.md shows for the worked example (state_json plus "applied").
const char* const kWorkedExampleState = R"({
  "applied": 3,
  "current": 1,
  "dealer": 1,
  "deck_count": 8,
  "game": 1,
  "phase": "play",
  "piles": [["9C"], ["5D"], ["QC"], ["6D"], ["KH"], ["7S"]],
  "results": [],
  "seats": [
    {"hand": ["JS", "4S", "3H"], "next_trick": 3, "point_total": 7,
     "row": [[], [], [], ["AH", "6C", "10S"], ["4H", "JC", "9S"], ["10C", "KD", "5C"]],
     "won": ["2H", "5S", "8H", "9D", "AS", "KS", "10D", "3C", "7C"], "won_count": 9},
    {"hand": ["5H", "4D"], "next_trick": 1, "point_total": 9,
     "row": [[], ["2C", "6H", "8C"], ["9H", "2D", "7D"], ["QD", "8S", "3S"], ["2S", "6S", "AD"],
             ["7H", "JH", "QS"]],
     "won": [], "won_count": 0}
  ]
})";

} // namespace

TEST_CASE("record: the worked example replays to the state the README shows (README, Worked "
          "example)",
          "[checks][record]") {
    ReplayResult r = records.must_replay(records.scenario_file("worked_example.json"));
    CHECK(r.stopped.empty());
    json j = state_json(r.state);
    j["applied"] = r.applied;
    CHECK(j == json::parse(kWorkedExampleState));
}

TEST_CASE("record: the worked example's cash refills the emptied pile from the deck and picks up "
          "the next half-trick (README, Worked example)",
          "[checks][record]") {
    Record rec = records.must_parse(records.scenario_file("worked_example.json"));
    rec.actions.resize(1); // only "cash 3"
    auto r = replay(rec);
    REQUIRE(r.ok());
    const State& s = r.value().state;
    CHECK(s.seats[0].won == cards({"2H", "5S", "8H", "9D"}));
    CHECK(s.piles[3] == cards({"6D"})); // the deck's top card
    CHECK(s.deck.size() == 9);
    CHECK(s.seats[0].hand == cards({"10D", "3C", "7C"}));
    CHECK(s.current == 1);
}

TEST_CASE("record: a stacked deck deals the listed cards first (README, Record format)",
          "[checks][record]") {
    ReplayResult r =
        records.must_replay(records.record_text(R"("seats": "hh", "dealer": 0, "seed": 5,
        "deck": ["AS", "2S", "3S",  "4S", "5S", "6S",  "7S", "8S", "9S"])"));
    const State& s = r.state;
    // Dealer 0: seat 1 receives the first half-trick, the dealer the second, seat 1 the third.
    CHECK(s.seats[1].hand == cards({"AS", "2S", "3S"}));
    CHECK(s.seats[0].hand == cards({"4S", "5S", "6S"}));
    CHECK(s.seats[1].row[1] == cards({"7S", "8S", "9S"}));
    CHECK(s.current == 1); // the non-dealer plays first
    // The cards not listed follow in new_game_stacked's seeded order.
    auto direct = new_game_stacked(two_people(), 5, 0,
                                   cards({"AS", "2S", "3S", "4S", "5S", "6S", "7S", "8S", "9S"}));
    REQUIRE(direct.ok());
    CHECK(state_json(s) == state_json(direct.value()));
}

TEST_CASE("record: seats, seed and dealer are read as documented, and without a deck or dealer "
          "the deal is new_game's (README, Record format)",
          "[checks][record]") {
    Record hex = records.must_parse(records.record_text(R"("seats": "hg", "seed": "2a")"));
    CHECK(hex.seed == 42);
    CHECK(hex.setup.seats ==
          std::vector<core::SeatKind>{core::SeatKind::Human, core::SeatKind::Good});
    CHECK(hex.dealer == -1);
    CHECK(hex.deck_top_first.empty());
    // A bare data object.
    CHECK(records.must_parse(R"({"seats": "ce", "seed": "0x2A"})").seed == 42);
    CHECK(records.must_parse(R"({"seats": "hh", "seed": 42})").seed == 42);
    CHECK(records.must_parse(R"({"seats": "hh"})").seed == 1);

    auto replayed = replay(hex);
    auto fresh = new_game(hex.setup, 42);
    REQUIRE(replayed.ok());
    REQUIRE(fresh.ok());
    CHECK(state_json(replayed.value().state) == state_json(fresh.value()));

    // Naming the dealer deals through new_game_stacked, nothing listed.
    ReplayResult named = records.must_replay(R"({"seats": "hh", "seed": 42, "dealer": 1})");
    auto stacked = new_game_stacked(two_people(), 42, 1, {});
    REQUIRE(stacked.ok());
    CHECK(named.state.dealer == 1);
    CHECK(state_json(named.state) == state_json(stacked.value()));
}

TEST_CASE("record: bad records fail with a message that names the problem (README, Record format)",
          "[checks][record]") {
    auto fails = [](const std::string& text, const std::string& part) {
        auto r = parse_record(text);
        INFO(text << " -> " << r.error());
        CHECK_FALSE(r.ok());
        CHECK(r.error().find(part) != std::string::npos);
    };
    fails("{", "not valid JSON");
    fails("[1, 2]", "an array, not an object"); // neither an envelope nor a data object
    fails(R"({"kind": "txek-record", "version": 1, "data": {"seats": "hh"}})",
          "not 'checks-record'");
    fails(R"({"kind": "checks-record", "version": 2, "data": {"seats": "hh"}})", "newer version");
    fails(R"({"dealer": 0})", "\"seats\"");
    fails(R"({"seats": "hx"})", "seat 2 is not h (a person)");
    fails(R"({"seats": "hh", "seed": "xyz"})", "\"seed\"");
    fails(R"({"seats": "hh", "seed": -3})", "negative");
    fails(R"({"seats": "hh", "dealer": 2})", "\"dealer\" must be seat 0 or 1");
    fails(R"({"seats": "hh", "deck": "AS"})", "list of card codes");
    fails(R"({"seats": "hh", "deck": ["AS", "1S"]})", "deck card 2: '1S' is not a card code");
    fails(R"({"seats": "hh", "deck": ["AS", "as"]})", "deck card 2: 'as' is not a card code");
    fails(R"({"seats": "hh", "deck": ["AS", 7]})", "deck card 2 is not a card code");
    fails(R"({"seats": "hh", "deck": ["AS", "KD", "AS"]})",
          "deck card 3: 'AS' is listed twice (first as deck card 1)");
    fails(R"({"seats": "hh", "actions": [[0]]})", "action 1 must be [seat, \"action text\"]");
    fails(R"({"seats": "hh", "actions": [[0, "cash 0"], [2, "cash 0"]]})",
          "action 2: the seat must be a seat number or \"table\"");
}

TEST_CASE("record: a setup Checks cannot play fails the replay (README, Record format)",
          "[checks][record]") {
    auto three = replay(records.must_parse(R"({"seats": "hhh"})"));
    CHECK_FALSE(three.ok());
    CHECK(three.error().find("exactly 2 players") != std::string::npos);
}

TEST_CASE("record: a rejected or unreadable action stops the replay and says which and why "
          "(README, Record format)",
          "[checks][record]") {
    // Dealer 1: seat 0 plays first; its play ends its turn, so its second one is refused.
    ReplayResult early = records.must_replay(records.record_text(R"("seats": "hh", "dealer": 1,
        "actions": [[0, "play 0 0"], [0, "play 0 0"], [0, "play 0 1"]])"));
    CHECK(early.applied == 1);
    // The reason is the rules' refusal code (checks.h, "Refusals"); the table words it.
    CHECK(early.stopped ==
          "action 2 (seat 0: 'play 0 0') was rejected: " + core::refuse(core::kNotYourTurn));

    // The worked example's hand totals 2: the 5D pile (pile 1) cannot be cashed with it.
    Record wrong_total = records.must_parse(records.scenario_file("worked_example.json"));
    wrong_total.actions = {{0, "cash 1"}};
    auto w = replay(wrong_total);
    REQUIRE(w.ok());
    CHECK(w.value().applied == 0);
    // Point Total 2, the upcard worth 5.
    CHECK(w.value().stopped ==
          "action 1 (seat 0: 'cash 1') was rejected: " + core::refuse(kTotalNotUpcard, {2, 5}));

    ReplayResult unreadable = records.must_replay(
        records.record_text(R"("seats": "hh", "actions": [["table", "shuffle"]])"));
    CHECK(unreadable.applied == 0);
    CHECK(unreadable.stopped.find("action 1 (table: 'shuffle')") != std::string::npos);
    CHECK(unreadable.stopped.find("is not a Checks action") != std::string::npos);
}

TEST_CASE("record: a whole game written as a record replays to its end, and the table's 'next' "
          "deals game 2 (README, Record format)",
          "[checks][record]") {
    // Play a seeded game with the first legal move each time, writing it down as a record.
    State s = new_game(two_people(), 9).value();
    std::string actions;
    while (s.phase == Phase::Play) {
        const int seat = s.current;
        const Action a = legal(s, seat).front();
        REQUIRE(apply(s, seat, a).ok);
        actions += (actions.empty() ? "" : ", ") + std::string("[") + std::to_string(seat) +
                   ", \"" + a.to_string() + "\"]";
    }
    // Cards still on the piles when the game ends are nobody's Checks.
    int left_on_piles = 0;
    for (const auto& pile : s.piles) left_on_piles += int(pile.size());
    REQUIRE(apply(s, core::kTableSeat, Action::next_game()).ok);
    actions += R"(, ["table", "next"])";

    ReplayResult r = records.must_replay(
        records.record_text(R"("seats": "hh", "seed": 9, "actions": [)" + actions + "]"));
    CHECK(r.stopped.empty());
    CHECK(r.applied == int(s.log.size()));
    const json j = state_json(r.state);
    CHECK(j == state_json(s));
    CHECK(j["game"] == 2);
    REQUIRE(j["results"].size() == 1);
    const json& first = j["results"][0];
    CHECK(first["game"] == 1);
    CHECK(first["checks"][0].get<int>() + first["checks"][1].get<int>() +
              first["unplayed"].get<int>() + left_on_piles ==
          kDeckSize);
    // The winner deals the next game; a draw passes the deal.
    const int winner = first["winner"];
    CHECK(j["dealer"] == (winner >= 0 ? winner : 1 - first["dealer"].get<int>()));
}
