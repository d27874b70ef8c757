// The game record format (record.h): reading, replaying, the state summary, and the worked
// example of README.md (scenarios/worked_example.json).
#include "engine/txek/scenario.h"

using namespace scenario;
using nlohmann::json;

TEST_CASE("txek record: the worked example replays to the state README.md explains", "[rules]") {
    auto r = replay_text(scenario_file("worked_example.json"), false);
    CHECK(r.applied == 9);
    const json j = state_json(r.state);
    CHECK(j["current"] == 0);
    CHECK(j["pile"] == json({"b7", "b7", "b1"}));
    CHECK(j["seats"][1]["bench"] == json({"r6", "b2", "b3"}));
    CHECK(j["seats"][1]["hand"] == json({"b4"}));
    CHECK(j["seats"][0]["hand"] == json({"r4", "r5"}));
    CHECK(j["draw_count"] == 48);
    CHECK(j["phase"] == "play");
    CHECK(count(r, EventKind::Txek, 1) == 1);
}

TEST_CASE("txek record: seeds, dealer and the stacked deck are read as documented", "[rules]") {
    auto hex = parse_record(record_text(R"("seats": "hcge", "seed": "2a")"));
    REQUIRE(hex.ok());
    CHECK(hex.value().seed == 42);
    CHECK(hex.value().setup.seats ==
          std::vector<core::SeatKind>{core::SeatKind::Human, core::SeatKind::Casual, core::SeatKind::Good,
                                      core::SeatKind::Expert});
    auto num = parse_record(R"({"seats": "hh", "seed": 42, "variant": 1})");  // a bare data object
    REQUIRE(num.ok());
    CHECK(num.value().seed == 42);
    CHECK(num.value().setup.variant == kBeginners);
    CHECK(num.value().dealer == -1);
    // Without a dealer the record deals exactly as new_game does.
    auto replayed = replay(hex.value());
    auto fresh = new_game(hex.value().setup, 42);
    REQUIRE(replayed.ok());
    REQUIRE(fresh.ok());
    CHECK(replayed.value().state.dealer == fresh.value().dealer);
    for (int p = 0; p < 4; ++p) CHECK(replayed.value().state.seats[p].dealt == fresh.value().seats[p].dealt);
    // Each code names the next unused copy of its face.
    auto deck = parse_record(R"({"seats": "hh", "deck": ["r7", "r7", "bcrown"]})");
    REQUIRE(deck.ok());
    const auto faces = deck_faces(0);
    REQUIRE(deck.value().deck_top_first.size() == 3);
    CHECK(deck.value().deck_top_first[0] != deck.value().deck_top_first[1]);
    for (CardId c : deck.value().deck_top_first) CHECK(face_code(faces[c]).size() >= 2);
    CHECK(face_code(faces[deck.value().deck_top_first[2]]) == "bcrown");
}

TEST_CASE("txek record: bad records fail with a message, a rejected action stops the replay", "[rules]") {
    auto fails = [](const std::string& text, const std::string& part) {
        auto r = parse_record(text);
        INFO(text << " -> " << r.error());
        CHECK_FALSE(r.ok());
        CHECK(r.error().find(part) != std::string::npos);
    };
    fails("{", "not valid JSON");
    fails(R"({"kind": "sheet", "version": 1, "data": {}})", "not 'txek-record'");
    fails(R"({"kind": "txek-record", "version": 2, "data": {"seats": "hh"}})", "newer version");
    fails(R"({"seats": "hx"})", "seat 2 is not h (a person)");
    fails(R"({"seats": 3})", "\"seats\"");
    fails(R"({"seats": "hh", "seed": "xyz"})", "\"seed\"");
    fails(R"({"seats": "hh", "seed": -3})", "negative");
    fails(R"({"seats": "hh", "dealer": 9})", "\"dealer\"");
    fails(R"({"seats": "hh", "deck": ["r11"]})", "not a face code");
    fails(R"({"seats": "hh", "deck": ["r7", "r7", "r7"]})", "no copy of 'r7' is left");
    fails(R"({"seats": "hh", "actions": [[0]]})", "action 1");
    fails(R"({"seats": "hh", "actions": [["me", "draw"]]})", "seat number or \"table\"");

    auto one = parse_record(R"({"seats": "h"})");
    REQUIRE(one.ok());
    CHECK_FALSE(replay(one.value()).ok());  // a bad setup: the replay fails

    auto r = replay_text(record_text(R"("seats": "hh", "dealer": 1,
        "actions": [[0, "arrange 0 1 2 look 0"], [1, "arrange 0 1 2 look 0"], [0, "discard 0"], [1, "draw"]])"),
                         true);
    CHECK(r.applied == 2);
    CHECK(r.stopped.find("action 3") != std::string::npos);
    CHECK(r.stopped.find("discard 0") != std::string::npos);
    auto bad = replay_text(record_text(R"("seats": "hh", "actions": [[0, "dance"]])"), true);
    CHECK(bad.applied == 0);
    CHECK(bad.stopped.find("cannot read action") != std::string::npos);
}

TEST_CASE("txek record: the state summary lists cards by face code, empty bench slots as null", "[rules]") {
    auto r = play(R"("seats": "hh", "dealer": 1,
        "deck": ["r1","b1", "r2","b2", "r3","b3", "r4","b4", "r5","b5", "b1"],
        "actions": [[0, "arrange 0 1 2 look 0"], [1, "arrange 0 1 2 look 0"],
                    [1, "draw"], [1, "discard 2"], [0, "intercept bench 0"]])");
    const json j = state_json(r.state);
    CHECK(j["seats"][0]["bench"] == json::parse(R"([null, "r2", "r3"])"));
    CHECK(j["pile"] == json({"b1", "r1"}));
    CHECK(j["window_open"] == true);
    CHECK(j["totals"] == json({0, 0}));
    CHECK(j["results"].empty());
    CHECK(j["ending"] == "none");
    CHECK(j["round"] == 1);
}
