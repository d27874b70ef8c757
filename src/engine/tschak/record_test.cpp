// The Tschak! game record (record.h): reading, replaying, the state summary, and the worked
// example of README.md, "Record format" (scenarios/worked_example.json). Test names cite the
// README section.
#include "engine/tschak/record.h"

#include "engine/tschak/wire.h"

#include "engine/game_testing.h"

#include <catch2/catch.hpp>

#include <algorithm>

using namespace tschak;
using nlohmann::json;

namespace {

const game_testing::Records<Record, ReplayResult> records{"tschak", parse_record, replay};

// The worked example's data with one field replaced (`value` is JSON text).
std::string example_with(const std::string& key, const std::string& value) {
    json j = json::parse(records.scenario_file("worked_example.json"));
    j["data"][key] = json::parse(value);
    return j.dump();
}

std::vector<std::string> keep_codes(const std::vector<KeepId>& keeps) {
    std::vector<std::string> out;
    for (KeepId k : keeps) out.push_back(keep_code(k));
    return out;
}

} // namespace

TEST_CASE("record: seats, variant and seed are read as documented, and without a stacked deal "
          "the game is new_game's (README, Record format)",
          "[tschak][record]") {
    Record hex = records.must_parse(R"({"kind": "tschak-record", "version": 1,
                                "data": {"seats": "hge", "variant": 0, "seed": "2a"}})");
    CHECK(hex.seed == 42);
    CHECK(hex.setup.seats == std::vector<core::SeatKind>{core::SeatKind::Human,
                                                         core::SeatKind::Good,
                                                         core::SeatKind::Expert});
    CHECK_FALSE(hex.stacked.has_value());
    // A bare data object.
    CHECK(records.must_parse(R"({"seats": "hc", "seed": "0x2A"})").seed == 42);
    CHECK(records.must_parse(R"({"seats": "hh"})").seed == 1);
    auto replayed = replay(hex);
    auto fresh = new_game(hex.setup, 42);
    REQUIRE(replayed.ok());
    REQUIRE(fresh.ok());
    CHECK(state_ids_json(replayed.value().state) == state_ids_json(fresh.value()));
}

TEST_CASE("record: README, Record format: the worked example plays one whole keep at 2 players "
          "to the teams, keep cards, loot and passing the README describes",
          "[tschak][record]") {
    const ReplayResult r = records.must_replay(records.scenario_file("worked_example.json"));
    INFO(r.stopped);
    REQUIRE(r.stopped.empty());
    CHECK(r.applied == 12);
    const State& s = r.state;
    REQUIRE(s.floors.size() == 3);
    // Floor 1: W5w F6a D4a is 15; C3 copies the 5 (README, Team values): C3 F1a D2b is 8.
    CHECK(s.floors[0].values[0].value == 15);
    CHECK(s.floors[0].values[1].chameleon == 5);
    CHECK(s.floors[0].values[1].value == 8);
    // Floor 2: W3 F2a D2 is 7; the artefact doubles one of the 4s: W4w F4a A3 is 12.
    CHECK(s.floors[1].values[0].value == 7);
    CHECK(s.floors[1].values[1].value == 12);
    // Floor 3: C1 copies seat 1's W3w: C1 F4 D1b is 8; W3w F5a D3a is 11.
    CHECK(s.floors[2].values[0].value == 8);
    CHECK(s.floors[2].values[1].value == 11);
    // README, Monsters and treasures: the weakest team takes the monster, the strongest the
    // treasure: seat 1 is weakest on floor 1, seat 0 on floors 2 and 3.
    CHECK(keep_codes(s.seats[0].monsters) == std::vector<std::string>{"T", "M4"});
    CHECK(keep_codes(s.seats[0].treasures) == std::vector<std::string>{"G4"});
    CHECK(keep_codes(s.seats[1].monsters) == std::vector<std::string>{"M2"});
    CHECK(keep_codes(s.seats[1].treasures) == std::vector<std::string>{"R", "X2"});
    // README, Loot: seat 0's last card is the artefact A1 (nothing), seat 1's D3 wins 2 coins.
    REQUIRE(s.loots.size() == 1);
    CHECK(card_code(s.loots[0].last_cards[0]) == "A1");
    CHECK(card_code(s.loots[0].last_cards[1]) == "D3");
    CHECK(s.loots[0].coins == std::vector<int>{0, 2});
    // README, Passing: seat 0 now holds the hand of the board at position 3, seat 1 the board's
    // at position 1.
    Record rec = records.must_parse(records.scenario_file("worked_example.json"));
    for (auto& hand : rec.stacked->hands) std::sort(hand.begin(), hand.end());
    CHECK(s.hand_of(0) == rec.stacked->hands[3]);
    CHECK(s.hand_of(1) == rec.stacked->hands[1]);
    CHECK(s.keep == 1);
    CHECK(s.floor == 0);
    CHECK(keep_codes({s.monsters.begin(), s.monsters.end()}) ==
          std::vector<std::string>{"T", "T", "T"});
    CHECK(keep_codes({s.treasures.begin(), s.treasures.end()}) ==
          std::vector<std::string>{"E", "P", "R"});
    // The score sheet's first row (README, Scoring): seat 0 4 gold, one troglodyte -1 and 4
    // skulls is -1; seat 1 2 coins, a cursed chest -2, one ring 1 and 2 skulls is -1.
    const std::vector<KeepResult> rows = results_of(s);
    REQUIRE(rows.size() == 1);
    CHECK(rows[0].scores[0].total == -1);
    CHECK(rows[0].scores[1].total == -1);
    CHECK(rows[0].scores[0].troglodytes == -1);
    CHECK(rows[0].scores[1].rings == 1);
    CHECK_FALSE(rows[0].final);
    const json summary = state_json(s);
    CHECK(summary["seats"][1]["treasures"] == json::array({"R", "X2"}));
    CHECK(summary["loots"][0]["coins"] == json::array({0, 2}));
}

TEST_CASE("record: bad records fail with a message naming the field or the card (README, Record "
          "format)",
          "[tschak][record]") {
    records.fails("not json", "");
    records.fails(R"({"kind": "check-record", "version": 1, "data": {"seats": "hh"}})",
                  "not 'tschak-record'");
    records.fails(R"({"seed": 3})", "\"seats\"");
    records.fails(R"({"seats": "hx"})", "x");
    records.fails(R"({"seats": "hh", "variant": 1})", "\"variant\" must be 0");
    records.fails(R"({"seats": "hh", "seed": "zz"})", "\"seed\"");
    records.fails(R"({"seats": "hh", "hands": []})", "give all three or none");
    records.fails(example_with("hands", R"([["W5w"], [], [], []])"), "hand 1 must be a list of 10");
    json j = json::parse(records.scenario_file("worked_example.json"));
    j["data"]["hands"][1][0] = "W9";
    records.fails(j.dump(), "hand 2, card 1: 'W9' is not an adventurer code");
    j = json::parse(records.scenario_file("worked_example.json"));
    j["data"]["hands"][3][9] = "A1";
    records.fails(j.dump(), "hand 4, card 10: 'A1' is listed twice");
    records.fails(example_with("monsters", R"(["M2", "G4", "M4"])"), "three monster codes");
    records.fails(example_with("monsters", R"(["M4", "M4", "M4"])"),
                  "'M4' more often than the game");
    records.fails(example_with("treasures", R"(["G4", "R"])"), "three treasure codes");
    records.fails(example_with("actions", R"([[2, "choose W5w"]])"), "seat");
    // Three troglodytes and three rings are fine: the game has six of each.
    const Record trogs = records.must_parse(example_with("monsters", R"(["T", "T", "T"])"));
    CHECK(trogs.stacked->monsters[0] != trogs.stacked->monsters[1]);
    CHECK(keep_code(trogs.stacked->monsters[2]) == "T");
}

TEST_CASE("record: a refused or unreadable action stops the replay and says which (README, "
          "Teams and Record format)",
          "[tschak][record]") {
    // Seat 0's second card, a second wizard, is refused (README, Floors: three different types).
    const ReplayResult refused = records.must_replay(example_with(
        "actions",
        R"([[0, "choose W5w"], [1, "choose C3"], [0, "choose W3"], [1, "choose F1a"]])"));
    CHECK(refused.applied == 2);
    CHECK(refused.stopped.find("action 3 (seat 0: 'choose W3')") != std::string::npos);
    CHECK(refused.stopped.find("rejected: team_types") != std::string::npos);
    CHECK(refused.state.seats[0].team.size() == 1);

    const ReplayResult unreadable =
        records.must_replay(example_with("actions", R"([[0, "choose W5w"], [1, "take C3"]])"));
    CHECK(unreadable.applied == 1);
    CHECK(unreadable.stopped.find("action 2 (seat 1: 'take C3')") != std::string::npos);

    // A card the seat does not hold (seat 1 holds W4w, not W5).
    const ReplayResult not_held =
        records.must_replay(example_with("actions", R"([[1, "choose W5"]])"));
    CHECK(not_held.applied == 0);
    CHECK(not_held.stopped.find("rejected: not_held:") != std::string::npos);
}

TEST_CASE("record: a seeded game played to its end replays from its actions to the same state "
          "(README, Record format)",
          "[tschak][record]") {
    for (int players = kMinPlayers; players <= kMaxPlayers; ++players) {
        core::Setup setup;
        setup.seats.assign(std::size_t(players), core::SeatKind::Human);
        State s = new_game(setup, 77).value();
        json actions = json::array();
        while (s.phase != Phase::GameOver) {
            const int seat = waiting_for(s).back();
            const Action a = legal(s, seat).back();
            actions.push_back({seat, a.to_string()});
            REQUIRE(apply(s, seat, a).ok);
        }
        json data = {
            {"seats", std::string(std::size_t(players), 'h')}, {"seed", 77}, {"actions", actions}};
        const ReplayResult r = records.must_replay(data.dump());
        CHECK(r.stopped.empty());
        CHECK(r.applied == int(actions.size()));
        CHECK(state_ids_json(r.state) == state_ids_json(s));
        CHECK(state_json(r.state)["results"].size() == std::size_t(kKeeps));
    }
}

TEST_CASE("record: README, Record format shows the worked example exactly as the scenario file "
          "holds it",
          "[tschak][record]") {
    const std::string readme = source_files::read("src/engine/tschak/README.md");
    const std::size_t section = readme.find("## Record format");
    REQUIRE(section != std::string::npos);
    const std::size_t from = readme.find("```json\n", section);
    REQUIRE(from != std::string::npos);
    const std::size_t to = readme.find("```", from + 8);
    REQUIRE(to != std::string::npos);
    const json shown = json::parse(readme.substr(from + 8, to - from - 8), nullptr, false);
    CHECK(shown == json::parse(records.scenario_file("worked_example.json")));
}
