// The Strategix game record (record.h): reading, replaying, the state summary, and the worked
// example of README.md (scenarios/worked_example.json). Test names cite the README section.
#include "engine/strategix/record.h"

#include "engine/game_testing.h"

#include <catch2/catch.hpp>

#include <algorithm>

using namespace strategix;
using nlohmann::json;

namespace {

const game_testing::Records<Record, ReplayResult> records{"strategix", parse_record, replay};

using game_testing::people;

std::vector<CardId> cards(std::initializer_list<const char*> codes, std::uint32_t variant = 0) {
    std::vector<CardId> out;
    for (const char* code : codes) {
        auto c = card_from_code(code, variant);
        INFO(code);
        REQUIRE(c.has_value());
        out.push_back(*c);
    }
    return out;
}

} // namespace

TEST_CASE("record: every card's code reads back as that card, in both decks, and nothing else "
          "does (README, Deck and Record format)",
          "[strategix][record]") {
    for (std::uint32_t variant : {0u, kVariantAbcd}) {
        const std::vector<CardId> deck = deck_cards(variant);
        CHECK(int(deck.size()) == (variant ? kDeckSizeAbcd : kDeckSize));
        for (CardId c : deck) CHECK(card_from_code(card_code(c), variant) == c);
    }
    CHECK_FALSE(card_from_code("A3", 0).has_value()); // the ABCD cards are a variant
    CHECK(card_from_code("A3", kVariantAbcd).has_value());
    CHECK_FALSE(card_from_code("g", 0).has_value());
    CHECK_FALSE(card_from_code("*8", 0).has_value()); // seven stars: *1 .. *7
    CHECK_FALSE(card_from_code("!4", 0).has_value()); // three firecrackers: !1 .. !3
    CHECK_FALSE(card_from_code("", 0).has_value());
}

TEST_CASE("record: seats, variant and seed are read as documented, and without hands the deal "
          "is new_game's (README, Record format)",
          "[strategix][record]") {
    Record hex =
        records.must_parse(records.record_text(R"("seats": "hge", "variant": 1, "seed": "2a")"));
    CHECK(hex.seed == 42);
    CHECK(hex.setup.seats == std::vector<core::SeatKind>{core::SeatKind::Human,
                                                         core::SeatKind::Good,
                                                         core::SeatKind::Expert});
    CHECK(hex.setup.variant == kVariantAbcd);
    CHECK(hex.hands.empty());
    // A bare data object.
    CHECK(records.must_parse(R"({"seats": "hc", "seed": "0x2A"})").seed == 42);
    CHECK(records.must_parse(R"({"seats": "hh", "seed": 42})").seed == 42);
    CHECK(records.must_parse(R"({"seats": "hh"})").seed == 1);
    CHECK(records.must_parse(R"({"seats": "hh"})").setup.variant == 0);

    auto replayed = replay(hex);
    auto fresh = new_game(hex.setup, 42);
    REQUIRE(replayed.ok());
    REQUIRE(fresh.ok());
    CHECK(state_json(replayed.value().state) == state_json(fresh.value()));
}

TEST_CASE("record: listed hands deal hand 1 as written, every other card out of the hand, and "
          "the leader leads (README, Record format)",
          "[strategix][record]") {
    ReplayResult r =
        records.must_replay(records.record_text(R"("seats": "hhh", "seed": 3, "leader": 2,
        "hands": [["B", "C2", "*1"], ["Z", "!1", "M"], ["G", "G2", "H"]])"));
    const State& s = r.state;
    auto sorted = [](std::vector<CardId> v) {
        std::sort(v.begin(), v.end());
        return v;
    };
    CHECK(sorted(s.seats[0].hand) == sorted(cards({"B", "C2", "*1"})));
    CHECK(sorted(s.seats[1].hand) == sorted(cards({"Z", "!1", "M"})));
    CHECK(sorted(s.seats[2].hand) == sorted(cards({"G", "G2", "H"})));
    CHECK(s.current == 2);
    CHECK(s.hand == 1);
    CHECK(s.phase == Phase::Play);
    CHECK(s.removed.size() + s.undealt.size() == std::size_t(kDeckSize - 9));
    const auto direct = new_game_with_hands(
        people(3), 3, {cards({"B", "C2", "*1"}), cards({"Z", "!1", "M"}), cards({"G", "G2", "H"})},
        2);
    REQUIRE(direct.ok());
    CHECK(state_json(s) == state_json(direct.value()));
}

TEST_CASE("record: bad records fail with a message that names the problem (README, Record format)",
          "[strategix][record]") {
    auto fails = [](const std::string& text, const std::string& part) {
        auto r = parse_record(text);
        INFO(text << " -> " << (r ? std::string("accepted") : r.error()));
        REQUIRE_FALSE(r.ok());
        CHECK(r.error().find(part) != std::string::npos);
    };
    fails("{", "not valid JSON");
    fails("[1, 2]", "an array, not an object");
    fails(R"({"kind": "checks-record", "version": 1, "data": {"seats": "hh"}})",
          "not 'strategix-record'");
    fails(R"({"kind": "strategix-record", "version": 2, "data": {"seats": "hh"}})",
          "newer version");
    fails(R"({"seed": 1})", "\"seats\"");
    fails(R"({"seats": "hx"})", "seat 2 is not h (a person)");
    fails(R"({"seats": "hh", "seed": "xyz"})", "\"seed\"");
    fails(R"({"seats": "hh", "variant": 2})", "\"variant\" must be 0 (the plain deck) or 1");
    fails(R"({"seats": "hh", "variant": "abcd"})", "\"variant\" must be 0");
    fails(R"({"seats": "hh", "leader": 1})", "\"leader\" needs \"hands\"");
    fails(R"({"seats": "hh", "hands": [["B"]]})", "a list of card codes for each seat");
    fails(R"({"seats": "hh", "hands": [["B"], "C"]})", "hand 2 must be a list of card codes");
    fails(R"({"seats": "hh", "hands": [["B"], ["C", 7]]})", "hand 2, card 2 is not a card code");
    fails(R"({"seats": "hh", "hands": [["B"], ["A"]]})",
          "hand 2, card 1: 'A' is not a card code of this deck");
    fails(R"({"seats": "hh", "hands": [["B", "*1"], ["C", "*1"]]})",
          "hand 2, card 2: '*1' is listed twice (first in hand 1)");
    fails(R"({"seats": "hh", "hands": [["B"], ["C"]], "leader": 2})",
          "\"leader\" must be a seat number");
    fails(R"({"seats": "hh", "actions": [[0]]})", "action 1 must be [seat, \"action text\"]");
    fails(R"({"seats": "hh", "actions": [[0, "pass"], [2, "pass"]]})",
          "action 2: the seat must be a seat number or \"table\"");
    // With the ABCD cards A3 (the A) is a card of the deck.
    CHECK(parse_record(R"({"seats": "hh", "variant": 1, "hands": [["A3"], ["B3"]]})").ok());
}

TEST_CASE("record: a setup Strategix cannot play fails the replay (README, Record format)",
          "[strategix][record]") {
    auto five = replay(records.must_parse(R"({"seats": "hhhhh"})"));
    CHECK_FALSE(five.ok());
    auto one = replay(records.must_parse(R"({"seats": "h"})"));
    CHECK_FALSE(one.ok());
}

TEST_CASE("record: a rejected or unreadable action stops the replay and says which and why "
          "(README, Record format)",
          "[strategix][record]") {
    // Seat 0 leads: seat 1's play first is out of turn; "jump" is no action at all.
    ReplayResult early = records.must_replay(records.record_text(R"("seats": "hh", "leader": 0,
        "hands": [["B", "K"], ["C", "L"]],
        "actions": [[0, "play B"], [0, "play K"], [1, "play C"]])"));
    CHECK(early.applied == 1);
    CHECK(early.stopped.find("action 2 (seat 0: 'play K') was rejected: ") == 0);

    ReplayResult unreadable = records.must_replay(
        records.record_text(R"("seats": "hh", "actions": [["table", "jump"]])"));
    CHECK(unreadable.applied == 0);
    CHECK(unreadable.stopped.find("action 1 (table: 'jump'): ") == 0);
}

TEST_CASE("record: a whole seeded game written as a record replays to the same end, with one "
          "result a hand (README, Record format and Hands and the winner)",
          "[strategix][record]") {
    for (int players = kMinPlayers; players <= kMaxPlayers; ++players) {
        State s = new_game(people(players), 100 + std::uint64_t(players)).value();
        core::Rng rng{std::uint64_t(players)};
        json actions = json::array();
        while (s.phase != Phase::GameOver) {
            const int seat = s.phase == Phase::HandOver ? int(core::kTableSeat) : s.current;
            const std::vector<Action> l = legal(s, seat);
            REQUIRE_FALSE(l.empty());
            const Action a = l[rng.below(std::uint32_t(l.size()))];
            REQUIRE(apply(s, seat, a).ok);
            actions.push_back(
                {seat == int(core::kTableSeat) ? json("table") : json(seat), a.to_string()});
        }
        json data = {{"seats", std::string(std::size_t(players), 'h')},
                     {"seed", 100 + players},
                     {"actions", actions}};
        ReplayResult r = records.must_replay(data.dump());
        INFO(players << " players: " << r.stopped);
        CHECK(r.stopped.empty());
        CHECK(r.applied == int(s.log.size()));
        const json j = state_json(r.state);
        CHECK(j == state_json(s));
        CHECK(j["phase"] == "game over");
        CHECK(j["results"].size() == std::size_t(players)); // as many hands as players
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

bool has_event(const ReplayResult& r, EventKind kind, int seat, int reason = -1) {
    return std::any_of(r.events.begin(), r.events.end(), [&](const Event& e) {
        return e.kind == kind && e.seat == seat && (reason < 0 || e.reason == reason);
    });
}

} // namespace

TEST_CASE("record: the worked example's firecracker skips seat 1, and seat 0's forced pass ends "
          "the two-player trick (README, Record format, Firecrackers and Passing)",
          "[strategix][record]") {
    const ReplayResult fire = worked_example_to(3);
    CHECK(has_event(fire, EventKind::Skipped, 1, 0));
    CHECK(fire.state.current == 0); // seat 1's FGH stands, but its turn was lost
    const ReplayResult pass = worked_example_to(4);
    CHECK(has_event(pass, EventKind::TrickWon, 1, 2));
    CHECK_FALSE(pass.state.seats[0].voluntary_used); // no run of 3 and no second firecracker
    CHECK(pass.state.current == 1);
    CHECK(pass.state.trick.empty());
}

TEST_CASE("record: in the worked example seat 0 passes once although TT (T and a star) would beat "
          "PP (README, Record format and Passing)",
          "[strategix][record]") {
    const ReplayResult r = worked_example_to(6);
    CHECK(r.state.seats[0].voluntary_used);
    CHECK(r.events.back().kind == EventKind::TrickWon);
    const auto passed = std::find_if(r.events.rbegin(), r.events.rend(),
                                     [](const Event& e) { return e.kind == EventKind::Passed; });
    REQUIRE(passed != r.events.rend());
    CHECK(passed->voluntary);
}

TEST_CASE(
    "record: the worked example's seat 1 goes out first, on a Z, and is Badluckix, and seat 0 "
    "is Luckylix (README, Record format, Going out and Scoring)",
    "[strategix][record]") {
    const ReplayResult r = worked_example_to(9);
    const auto out = std::find_if(r.events.begin(), r.events.end(),
                                  [](const Event& e) { return e.kind == EventKind::WentOut; });
    REQUIRE(out != r.events.end());
    CHECK(out->seat == 1);
    CHECK(out->bad); // its last card is a Z
    CHECK(r.state.phase == Phase::HandOver);
    REQUIRE(r.state.results.size() == 1);
    const HandResult& h = r.state.results[0];
    CHECK(h.order == std::vector<int>{0, 1});
    CHECK(h.titles == std::vector<Title>{Title::Luckylix, Title::Badluckix});
    CHECK(h.points == std::vector<int>{2, -2});
    CHECK(h.bad_last_card == std::vector<bool>{false, true});
}

TEST_CASE("record: the worked example's 'next' deals hand 2 from the seed, Luckylix gives their "
          "worst card, Badluckix returns their best and leads (README, Record format and "
          "Exchange)",
          "[strategix][record]") {
    ReplayResult r = records.must_replay(records.scenario_file("worked_example.json"));
    CHECK(r.stopped.empty());
    CHECK(r.applied == 10);
    const State& s = r.state;
    CHECK(s.hand == 2);
    CHECK(s.phase == Phase::Play);
    REQUIRE(s.exchange.has_value());
    CHECK(s.exchange->luckylix == 0);
    CHECK(s.exchange->badluckix == 1);
    CHECK(card_code(s.exchange->given) == "B");
    CHECK(card_code(s.exchange->returned) == "!1");
    // Worst and best by the exchange's order, among the hands as they were before the swap.
    for (CardId c : s.seats[0].hand)
        if (c != s.exchange->returned) CHECK(card_value(c) >= card_value(s.exchange->given));
    for (CardId c : s.seats[1].hand)
        if (c != s.exchange->given) CHECK(card_value(c) <= card_value(s.exchange->returned));
    CHECK(s.current == 1);
    CHECK(s.seats[0].hand.size() == 20);
    CHECK(s.seats[1].hand.size() == 20);
    CHECK(s.removed.size() == 20); // two players: 20 letters out of hand 2, unseen
    CHECK(state_json(s)["seats"][0]["total"] == 2);
    CHECK(state_json(s)["seats"][1]["total"] == -2);
}
