// The CHECK! game record (record.h): reading, replaying, the state summary, and the worked
// example of README.md (scenarios/worked_example.json). Test names cite the README section.
#include "engine/check/record.h"

#include "engine/check/module.h"

#include "engine/game_testing.h"

#include <catch2/catch.hpp>

#include <algorithm>

using namespace check;
using nlohmann::json;

namespace {

const game_testing::Records<Record, ReplayResult> records{"check", parse_record, replay};

std::vector<std::string> codes(const std::vector<CardId>& cards) {
    std::vector<std::string> out;
    for (CardId c : cards) out.push_back(card_code(c));
    return out;
}

} // namespace

TEST_CASE("record: seats, variant and seed are read as documented, and without a stacked table "
          "the deal is new_game's (README, Record format)",
          "[check][record]") {
    Record hex =
        records.must_parse(records.record_text(R"("seats": "hge", "variant": 0, "seed": "2a")"));
    CHECK(hex.seed == 42);
    CHECK(hex.setup.seats == std::vector<core::SeatKind>{core::SeatKind::Human,
                                                         core::SeatKind::Good,
                                                         core::SeatKind::Expert});
    CHECK(hex.setup.variant == 0);
    CHECK_FALSE(hex.layout.has_value());
    // A bare data object.
    CHECK(records.must_parse(R"({"seats": "hc", "seed": "0x2A"})").seed == 42);
    CHECK(records.must_parse(R"({"seats": "hh", "seed": 42})").seed == 42);
    CHECK(records.must_parse(R"({"seats": "hh"})").seed == 1);

    auto replayed = replay(hex);
    auto fresh = new_game(hex.setup, 42);
    REQUIRE(replayed.ok());
    REQUIRE(fresh.ok());
    CHECK(state_ids_json(replayed.value().state) == state_ids_json(fresh.value()));
}

TEST_CASE("record: a kind may be listed as often as the deck has it, each time another card of "
          "it, and once more is refused (README, Cards and Record format)",
          "[check][record]") {
    // Four red 1s and five red 3s (README, Cards).
    Record r = records.must_parse(R"({"seats": "hh", "hands": [["R1", "R1", "R1", "R1", "R3"],
                                                      ["R3", "R3", "R3", "R3"]]})");
    REQUIRE(r.layout.has_value());
    std::vector<CardId> all = r.layout->hands[0];
    all.insert(all.end(), r.layout->hands[1].begin(), r.layout->hands[1].end());
    std::sort(all.begin(), all.end());
    CHECK(std::adjacent_find(all.begin(), all.end()) == all.end()); // nine different cards
    for (CardId c : r.layout->hands[0]) CHECK((card_code(c) == "R1" || card_code(c) == "R3"));
    records.fails(R"({"seats": "hh", "hands": [["R1", "R1", "R1"], ["R1", "R1"]]})",
                  "hand 2, card 2: the deck has no more 'R1'");
    records.fails(R"({"seats": "hh", "hands": [["Y5"], []], "market": ["Y5", "Y5", "Y5", "Y5"]})",
                  "the market, card 4: the deck has no more 'Y5'");
}

TEST_CASE("record: a stacked table deals hands, market, open orders, markers, draw pile, start "
          "player and turn as written (README, Record format)",
          "[check][record]") {
    ReplayResult r = records.must_replay(records.record_text(R"("seats": "hhh", "seed": 3,
        "hands": [["R3", "B3"], ["Y5"], ["G1", "G2", "G3"]],
        "market": ["B4", "B1", "R4"], "open_orders": [6, 20], "discard": ["Y1"],
        "markers": ["cards", "colour", "cards", "colour"], "deck": ["G5", "R2"],
        "start": 2, "current": 1)"));
    const State& s = r.state;
    CHECK(codes(s.seats[0].hand) == std::vector<std::string>{"R3", "B3"});
    CHECK(codes(s.seats[1].hand) == std::vector<std::string>{"Y5"});
    CHECK(codes(s.seats[2].hand) == std::vector<std::string>{"G1", "G2", "G3"});
    CHECK(card_code(s.market[0]) == "B4");
    CHECK(card_code(s.market[2]) == "R4");
    CHECK(s.market[3] == kNoCard); // the rest of the slots empty
    CHECK(s.open_orders[0] == 6);
    CHECK(s.open_orders[1] == 20);
    CHECK(s.open_orders[2] == -1);
    CHECK(s.markers[0] == MarkerSide::Cards);
    CHECK(s.markers[1] == MarkerSide::Colour);
    CHECK(codes(s.deck) == std::vector<std::string>{"G5", "R2"});
    CHECK(card_code(s.discard.back()) == "Y1"); // the cards placed nowhere lie under it
    CHECK(s.discard.size() ==
          std::size_t(kDeckSize - 11)); // 6 in hands, 3 in the market, 2 in the draw pile
    CHECK(s.order_deck.size() == 34);
    CHECK(s.start == 2);
    CHECK(s.current == 1);
    CHECK(s.phase == Phase::Take);
    const json j = state_json(s);
    CHECK(j["market"][3].is_null());
    CHECK(j["seats"][2]["hand"] == json({"G1", "G2", "G3"}));
}

TEST_CASE("record: bad records fail with a message that names the problem (README, Record format)",
          "[check][record]") {
    records.fails("{", "not valid JSON");
    records.fails("[1, 2]", "an array, not an object");
    records.fails(R"({"kind": "checks-record", "version": 1, "data": {"seats": "hh"}})",
                  "not 'check-record'");
    records.fails(R"({"kind": "check-record", "version": 2, "data": {"seats": "hh"}})",
                  "newer version");
    records.fails(R"({"seed": 1})", "\"seats\"");
    records.fails(R"({"seats": "hx"})", "seat 2 is not h (a person)");
    records.fails(R"({"seats": "hh", "seed": "xyz"})", "\"seed\"");
    records.fails(R"({"seats": "hh", "variant": 1})", "\"variant\" must be 0");
    records.fails(R"({"seats": "hh", "market": ["R1"]})", "\"market\" needs \"hands\"");
    records.fails(R"({"seats": "hh", "current": 1})", "\"current\" needs \"hands\"");
    records.fails(R"({"seats": "hh", "hands": [["R1"]]})", "a list of card codes for each seat");
    records.fails(R"({"seats": "hh", "hands": [["R1"], "B1"]})",
                  "hand 2 must be a list of card codes");
    records.fails(R"({"seats": "hh", "hands": [["R1"], ["B1", 7]]})",
                  "hand 2, card 2 is not a card code");
    records.fails(R"({"seats": "hh", "hands": [["R1"], ["P1"]]})",
                  "hand 2, card 1: 'P1' is not a card code");
    records.fails(R"({"seats": "hh", "hands": [["R1"], ["R6"]]})", "'R6' is not a card code");
    records.fails(
        R"({"seats": "hh", "hands": [[], []], "market": ["R1", "R1", "R2", "R2", "R3", "R3",
          "R4"]})",
        "\"market\" must be a list of up to 6 card codes");
    records.fails(R"({"seats": "hh", "hands": [[], []], "open_orders": [1, 1]})",
                  "\"open_orders\" must be a list of up to 4 different orders (0 to 35)");
    records.fails(R"({"seats": "hh", "hands": [[], []], "open_orders": [36]})",
                  "\"open_orders\" must");
    records.fails(R"({"seats": "hh", "hands": [[], []], "open_orders": [0, 1, 2, 3, 4]})",
                  "\"open_orders\" must");
    records.fails(R"({"seats": "hh", "hands": [[], []], "markers": ["colour", "cards"]})",
                  "\"markers\" must be four sides");
    records.fails(
        R"({"seats": "hh", "hands": [[], []], "markers": ["colour", "cards", "x", "cards"]})",
        "\"markers\" must be four sides");
    records.fails(R"({"seats": "hh", "hands": [[], []], "deck": "R1"})", "the deck must be a list");
    records.fails(R"({"seats": "hh", "hands": [[], []], "discard": [3]})",
                  "the discard pile, card 1 is not a card code");
    records.fails(R"({"seats": "hh", "hands": [[], []], "start": 2})",
                  "\"start\" must be a seat number");
    records.fails(R"({"seats": "hh", "hands": [[], []], "current": -1})",
                  "\"current\" must be a seat number");
    records.fails(R"({"seats": "hh", "actions": [[0]]})",
                  "action 1 must be [seat, \"action text\"]");
    records.fails(R"({"seats": "hh", "actions": [[0, "done"], [2, "done"]]})",
                  "action 2: the seat must be a seat number or \"table\"");
}

TEST_CASE("record: a setup CHECK! cannot play fails the replay (README, Record format)",
          "[check][record]") {
    CHECK_FALSE(replay(records.must_parse(R"({"seats": "hhhhh"})")).ok());
    CHECK_FALSE(replay(records.must_parse(R"({"seats": "h"})")).ok());
}

TEST_CASE("record: a rejected or unreadable action stops the replay and says which and why "
          "(README, Record format and Turn)",
          "[check][record]") {
    // Seat 0's turn: seat 1 may not act; "jump" is no action at all.
    ReplayResult early = records.must_replay(records.record_text(R"("seats": "hh",
        "hands": [["R1"], ["B1"]], "market": ["R2", "R3"], "current": 0,
        "actions": [[0, "take 0"], [1, "take 1"]])"));
    CHECK(early.applied == 1);
    CHECK(early.stopped == "action 2 (seat 1: 'take 1') was rejected: not_your_turn");

    ReplayResult unreadable =
        records.must_replay(records.record_text(R"("seats": "hh", "actions": [[0, "jump"]])"));
    CHECK(unreadable.applied == 0);
    CHECK(unreadable.stopped.find("action 1 (seat 0: 'jump'): ") == 0);
}

TEST_CASE("record: a whole seeded game written as a record replays to the same end and its "
          "result (README, Record format and Scoring)",
          "[check][record]") {
    for (int players = kMinPlayers; players <= kMaxPlayers; ++players) {
        core::Setup setup;
        setup.seats.assign(std::size_t(players), core::SeatKind::Human);
        State s = new_game(setup, 100 + std::uint64_t(players)).value();
        core::Rng rng{std::uint64_t(players)};
        json actions = json::array();
        while (s.phase != Phase::GameOver) {
            const auto next = Game::random_action(s, rng);
            REQUIRE(next.has_value());
            REQUIRE(apply(s, next->first, next->second).ok);
            actions.push_back({next->first, next->second.to_string()});
        }
        json data = {{"seats", std::string(std::size_t(players), 'h')},
                     {"seed", 100 + players},
                     {"actions", actions}};
        ReplayResult r = records.must_replay(data.dump());
        INFO(players << " players: " << r.stopped);
        CHECK(r.stopped.empty());
        CHECK(r.applied == int(s.log.size()));
        CHECK(state_ids_json(r.state) == state_ids_json(s));
        const json j = state_json(r.state);
        CHECK(j["phase"] == "game_over");
        CHECK(j["result"]["scores"].size() == std::size_t(players));
        CHECK(j["result"]["winners"] == json(s.winners));
    }
}

namespace {

// The worked example replayed up to its first `n` actions.
ReplayResult worked_example_to(std::size_t n) {
    Record rec = records.must_parse(records.scenario_file("worked_example.json"));
    REQUIRE(rec.actions.size() >= n);
    rec.actions.resize(n);
    auto r = replay(rec);
    REQUIRE(r.ok());
    INFO(r.value().stopped);
    REQUIRE(r.value().stopped.empty());
    return r.value();
}

const Event* find_event(const ReplayResult& r, EventKind kind) {
    const auto it = std::find_if(r.events.begin(), r.events.end(),
                                 [&](const Event& e) { return e.kind == kind; });
    return it == r.events.end() ? nullptr : &*it;
}

} // namespace

TEST_CASE("record: the worked example's first take is three 4s of three colours, and its two "
          "orders in one turn send the bonus-colour cards to the point stack (README, Record "
          "format and Turn)",
          "[check][record]") {
    const ReplayResult took = worked_example_to(1);
    CHECK(codes(took.state.seats[0].hand) ==
          std::vector<std::string>{"R3", "G3", "R4", "B4", "G4", "R5"});
    const ReplayResult two = worked_example_to(3);
    const State& s = two.state;
    CHECK(s.seats[0].orders == std::vector<int>{13, 6});
    // Order 13 (three of a kind, blue) keeps B4; order 6 (two 3s, green) keeps G3.
    CHECK(codes(s.seats[0].stack) == std::vector<std::string>{"B4", "G3"});
    CHECK(codes(s.discard).back() == "R3");
    CHECK(codes(s.seats[0].hand) == std::vector<std::string>{"R5"});
    CHECK(s.fulfilled_now == 2);
}

TEST_CASE("record: the worked example's done refills the market from the top of the draw pile, "
          "the orders from the order deck, and the hand up to three (README, Record format and "
          "Turn, step 3)",
          "[check][record]") {
    const ReplayResult r = worked_example_to(4);
    const State& s = r.state;
    CHECK(card_code(s.market[0]) == "G1");
    CHECK(card_code(s.market[2]) == "Y5");
    CHECK(card_code(s.market[3]) == "B2");
    CHECK(codes(s.seats[0].hand) == std::vector<std::string>{"R1", "Y3", "R5"});
    CHECK(codes(s.deck) == std::vector<std::string>{"G2"});
    CHECK(std::count(s.open_orders.begin(), s.open_orders.end(), -1) == 0);
    CHECK(s.current == 1);
    const Event* drew = find_event(r, EventKind::Drew);
    REQUIRE(drew != nullptr);
    CHECK(drew->count == 2);
}

TEST_CASE("record: in the worked example seat 1's joker completes a run of 3, and its red cards "
          "go to the point stack (README, Record format and Turn, step 2)",
          "[check][record]") {
    const ReplayResult r = worked_example_to(6);
    const State& s = r.state;
    CHECK_FALSE(s.seats[1].joker);
    CHECK(s.seats[1].orders == std::vector<int>{20});
    CHECK(codes(s.seats[1].stack) == std::vector<std::string>{"R1", "R2"});
    CHECK(s.seats[1].hand.size() == 11);
}

TEST_CASE("record: the worked example's second done rebuilds the draw pile from the discard pile "
          "and leaves seat 1 to discard down to 10 (README, Record format and Turn, step 3)",
          "[check][record]") {
    const ReplayResult done = worked_example_to(7);
    CHECK(find_event(done, EventKind::DeckRebuilt) != nullptr);
    CHECK(done.state.phase == Phase::Discard);
    CHECK(done.state.current == 1);
    CHECK(done.state.seats[1].hand.size() == 11);

    ReplayResult r = records.must_replay(records.scenario_file("worked_example.json"));
    CHECK(r.stopped.empty());
    CHECK(r.applied == 8);
    const State& s = r.state;
    CHECK(s.seats[1].hand.size() == std::size_t(kHandLimit));
    CHECK(codes(s.discard) == std::vector<std::string>{"Y1"});
    CHECK(s.current == 0);
    CHECK(s.turn == 3);
    CHECK(s.phase == Phase::Take);
}
