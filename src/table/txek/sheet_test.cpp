// Txek's score sheet: rows from the engine's round results, the end of the game at 200 (seed,
// "End of the game"; table rules, "Rounds and the game"), strict JSON, and the storage, export
// and import every game's sheets share (table/sheet_testing.h).
#include "table/sheet_testing.h"
#include "table/txek/sheet.h"

#include "engine/txek/bot.h"
#include "engine/txek/module.h"
#include "engine/txek/record.h"

#include <catch2/catch.hpp>

#include <algorithm>

using namespace table::txek_sheet;
using table::sheets::blank_sheet;
using json = nlohmann::json;

namespace {

core::Setup setup_of(std::initializer_list<core::SeatKind> seats, std::uint32_t variant = 0) {
    core::Setup s;
    s.seats = seats;
    s.variant = variant;
    return s;
}

const core::SeatKind H = core::SeatKind::Human, C = core::SeatKind::Casual,
                     G = core::SeatKind::Good, X = core::SeatKind::Expert;

Sheet three_players(std::int64_t started_ms = 1718000000000, std::uint64_t seed = 0x75bcd15) {
    return blank_sheet<Sheet>(setup_of({H, G, X}), seed, {"Ana", "Bo", "Cy"}, started_ms,
                              "2024-06-10T14:02:33Z");
}

txek::RoundResult went_out(int seat, std::vector<int> scored, std::vector<int> callers = {}) {
    txek::RoundResult r;
    r.raw = scored;
    r.scored = std::move(scored);
    r.went_out = seat;
    r.double_callers = std::move(callers);
    r.summary = "went out";
    return r;
}

void add(Sheet& s, std::vector<int> scored) {
    auto r = Rules::add(s, went_out(0, std::move(scored)));
    INFO(r.error());
    REQUIRE(r);
}

// Seat 0 calls Double-TXEK with bench cards $A $B $C; the round ends when seat 2 (its right-hand
// neighbour) ends a turn with no TXEK. Seat 1 ends with 34 points, seat 2 with 39 (the engine's
// ending scenarios, src/engine/txek/ending_rules_test.cpp).
txek::State double_txek_round(const char* a, const char* b, const char* c) {
    const std::string text = std::string(R"({"kind": "txek-record", "version": 1, "data": {
        "seats": "hhh", "dealer": 2,
        "deck": [")") + a + R"(","r6","b10", ")" +
                             b + R"(","r7","r10", ")" + c +
                             R"(","b6","bhand", "r3","b7","b3", "b9","r8","b2",
                 "r2","r4","b5","b8","r5","b4","b8"],
        "actions": [[0, "arrange 0 1 2 look 0"], [1, "arrange 0 1 2 look 0"], [2, "arrange 0 1 2 look 0"],
                    [2, "draw"], [2, "discard 0"],
                    [0, "intercept hand 0"], ["table", "close"],
                    [0, "draw"], [0, "discard 1"], [0, "double"], ["table", "close"],
                    [1, "draw"], [1, "discard 2"], ["table", "close"],
                    [2, "draw"], [2, "discard 2"], ["table", "close"]]}})";
    auto rec = txek::parse_record(text);
    INFO(rec.error());
    REQUIRE(rec);
    auto res = txek::replay(rec.value());
    INFO(res.error());
    REQUIRE(res);
    INFO(res.value().stopped);
    REQUIRE(res.value().stopped.empty());
    REQUIRE(res.value().state.results.size() == 1);
    return res.value().state;
}

} // namespace

// ---- The sheet ----------------------------------------------------------------------------------

TEST_CASE("sheet: totals add each round's row and the game ends after the round in which someone "
          "reaches 200 (seed, end of the game)") {
    Sheet s = three_players();
    CHECK(s.totals() == std::vector<int>{0, 0, 0});
    CHECK_FALSE(s.over());
    CHECK(s.winner() == -1);
    add(s, {0, 80, 95});
    add(s, {40, 0, 60});
    add(s, {50, 70, 0});
    CHECK(s.totals() == std::vector<int>{90, 150, 155});
    CHECK(s.rows.back().round == 3);
    CHECK_FALSE(s.over()); // no one at 200 yet: the game goes on
    CHECK(s.winner() == -1);
    add(s, {0, 49, 30});
    CHECK(s.totals() == std::vector<int>{90, 199, 185});
    CHECK_FALSE(s.over()); // 199 is not 200
    add(s, {10, 1, 0});
    CHECK(s.totals() == std::vector<int>{100, 200, 185});
    CHECK(s.over());        // 200 exactly ends the game
    CHECK(s.winner() == 0); // the lowest total wins
    CHECK_FALSE(s.tie_break_pending());
    for (const SheetRow& r : s.rows) CHECK_FALSE(r.tie_break);
    SECTION("no round can be added once the game is over") {
        auto more = Rules::add(s, went_out(1, {0, 0, 0}));
        CHECK_FALSE(more);
        CHECK(more.error() == "the game on this sheet is over");
        CHECK(s.rows.size() == 5);
    }
}

TEST_CASE("sheet: a tie for the lowest total after 200 asks for one extra round") {
    Sheet s = three_players();
    add(s, {0, 60, 120});
    add(s, {90, 30, 90});
    CHECK(s.totals() == std::vector<int>{90, 90, 210});
    CHECK_FALSE(s.over());
    CHECK(s.winner() == -1);
    CHECK(s.tie_break_pending());
    SECTION("the extra round breaks the tie") {
        add(s, {0, 12, 20});
        CHECK(s.rows.back().tie_break);
        CHECK_FALSE(s.tie_break_pending());
        CHECK(s.over());
        CHECK(s.winner() == 0);
    }
    SECTION("a tie after the extra round plays another one") {
        add(s, {5, 5, 0});
        CHECK(s.rows.back().tie_break);
        CHECK(s.tie_break_pending());
        add(s, {7, 0, 3});
        CHECK(s.rows.back().tie_break);
        CHECK(s.over());
        CHECK(s.winner() == 1);
    }
    SECTION("a tie that is not for the lowest total ends the game") {
        Sheet t = three_players();
        add(t, {50, 200, 200});
        CHECK(t.over());
        CHECK(t.winner() == 0);
    }
    SECTION("a tie for the lowest below 200 is just a running game") {
        Sheet t = three_players();
        add(t, {50, 50, 199});
        CHECK_FALSE(t.tie_break_pending());
        CHECK_FALSE(t.over());
    }
}

TEST_CASE(
    "sheet: Double-TXEK victory row shows 0 for the caller and doubled scores for the others") {
    // Seat 0 holds red Crown, red 1, black 1 and black 9: 11 points, the fewest (seed, "How to
    // count points": 0 for the caller, the others double).
    txek::State st = double_txek_round("rcrown", "r1", "b1");
    Sheet s = three_players();
    auto added = Rules::add(s, st.results.back());
    REQUIRE(added);
    CHECK(added.value() == 1);
    CHECK(s.rows[0].scores == std::vector<int>{0, 68, 78});
    CHECK(s.rows[0].ending == "Double-TXEK victory for Ana");
    CHECK_FALSE(s.rows[0].tie_break);
    CHECK(s.totals() == std::vector<int>{0, 68, 78});
}

TEST_CASE("sheet: a failed Double-TXEK row gives the caller the sum of all scores and says fail") {
    txek::State st = double_txek_round("bcrown", "bpeek", "rexchange"); // seat 0: 49 points
    Sheet s = three_players();
    REQUIRE(Rules::add(s, st.results.back()));
    CHECK(s.rows[0].scores == std::vector<int>{122, 34, 39});
    CHECK(s.rows[0].ending == "Double-TXEK fail for Ana");
}

TEST_CASE("sheet: the ending in words for each way a round ends (rules 13, 14)") {
    const std::vector<std::string> names = {"Ana", "Bo", "Cy"};
    SECTION("someone goes out: a simple victory") {
        CHECK(describe_ending(went_out(2, {10, 20, 0}), names) == "simple victory for Cy");
    }
    SECTION("a caller who goes out wins a simple victory only") {
        CHECK(describe_ending(went_out(1, {10, 0, 20}, {1}), names) == "simple victory for Bo");
    }
    SECTION("someone else going out is a fail for the caller (rule 14's warning)") {
        CHECK(describe_ending(went_out(0, {0, 60, 25}, {1}), names) ==
              "simple victory for Ana; Double-TXEK fail for Bo");
    }
    SECTION("one caller wins the Double-TXEK: the other callers fail (clarifications)") {
        txek::RoundResult r;
        r.scored = {0, 77, 78};
        r.double_caller = 0;
        r.double_won = true;
        r.double_callers = {0, 1};
        CHECK(describe_ending(r, names) == "Double-TXEK victory for Ana; Double-TXEK fail for Bo");
        r.double_won = false; // the first caller fails: the others record their score
        CHECK(describe_ending(r, names) == "Double-TXEK fail for Ana");
    }
    SECTION("the deck ran out") {
        txek::RoundResult r;
        r.scored = {10, 20, 30};
        r.summary = "deck exhausted";
        CHECK(describe_ending(r, names) == "deck exhausted");
    }
    SECTION("a seat without a name is called by its number") {
        CHECK(describe_ending(went_out(2, {1, 2, 0}), {"Ana"}) == "simple victory for Seat 3");
    }
}

TEST_CASE(
    "sheet: totals equal the engine's totals over whole bot games, rows added as rounds end") {
    const core::SeatKind levels[] = {C, G};
    for (int g = 0; g < 6; ++g) {
        core::Setup setup;
        const int players = 2 + g % 4;
        for (int p = 0; p < players; ++p) setup.seats.push_back(levels[(g + p) % 2]);
        const std::uint64_t seed = 4200 + std::uint64_t(g);
        auto st = txek::new_game(setup, seed);
        REQUIRE(st);
        txek::Match m(std::move(st.value()), games::MatchOptions{});
        INFO("game " << g);
        REQUIRE(m.run(500000));
        const txek::State& s = m.state();
        REQUIRE(s.phase == txek::Phase::GameOver);

        std::vector<std::string> names;
        for (int p = 0; p < players; ++p) names.push_back("P" + std::to_string(p));
        Sheet sheet = blank_sheet<Sheet>(setup, seed, names, 1000 + g, "2024-06-10");
        // Row by row, as the App does after each round, then all at once: the same sheet.
        std::vector<txek::RoundResult> so_far;
        for (const txek::RoundResult& r : s.results) {
            so_far.push_back(r);
            auto n = sync_results(sheet, so_far);
            INFO(n.error());
            REQUIRE(n);
            CHECK(n.value() == 1);
        }
        Sheet at_once = blank_sheet<Sheet>(setup, seed, names, 1000 + g, "2024-06-10");
        REQUIRE(sync_results(at_once, s.results));
        CHECK(at_once == sheet);
        CHECK(sync_results(sheet, s.results).value() == 0); // nothing new

        std::vector<int> engine_totals;
        for (const txek::Player& p : s.seats) engine_totals.push_back(p.total);
        CHECK(sheet.totals() == engine_totals);
        CHECK(sheet.rows.size() == s.results.size());
        CHECK(sheet.over());
        const int low = *std::min_element(engine_totals.begin(), engine_totals.end());
        CHECK(engine_totals[std::size_t(sheet.winner())] == low);
        CHECK(sheet_store().check(sheet).empty());
        CHECK(sheet_store().from_json(sheet_store().to_json(sheet)).value() == sheet);
    }
}

TEST_CASE("sheet: results of another game are refused and change nothing") {
    Sheet s = three_players();
    add(s, {0, 10, 20});
    const Sheet before = s;
    auto n = sync_results(s, {went_out(1, {5, 0, 5})});
    CHECK_FALSE(n);
    CHECK(n.error() == "round 1 on the sheet differs from the game");
    CHECK(s == before);
    CHECK_FALSE(sync_results(s, {}));
    auto wrong = Rules::add(s, went_out(0, {0, 1}));
    CHECK_FALSE(wrong);
    CHECK(wrong.error() == "the round has 2 scores for 3 players");
    CHECK(s == before);
}

TEST_CASE(
    "sheet: the id names the start time and the seed, seats are words, missing names are Seat N") {
    Sheet s = blank_sheet<Sheet>(setup_of({H, C, G, X}, 1), 0x75bcd15, {"Ana", ""}, 1718000000000,
                                 "2024-06-10");
    CHECK(s.id == "1718000000000-00000000075bcd15");
    CHECK(s.players == std::vector<std::string>{"Ana", "Seat 2", "Seat 3", "Seat 4"});
    CHECK(s.seats == std::vector<std::string>{"human", "casual", "good", "expert"});
    CHECK(s.variant == 1);
    CHECK(s.started == "2024-06-10");
    CHECK(s.finished.empty());
    CHECK(sheet_store().check(s).empty());
}

// ---- JSON -------------------------------------------------------------------------------------

TEST_CASE("sheet json: every field round-trips, the seed as 16 hex digits") {
    Sheet s = three_players(1718000000000, 0xfedcba9876543210ull);
    s.variant = 0xFFFFFFFFu;
    add(s, {0, 60, 120});
    add(s, {90, 30, 90});
    add(s, {0, 12, 20});
    s.finished = "2024-06-10T15:00:00Z";
    const json j = sheet_store().to_json(s);
    CHECK(j["seed"] == "fedcba9876543210");
    CHECK(j["rows"][2]["tie_break"] == true);
    CHECK(j["rows"][0]["ending"] == "simple victory for Ana");
    auto back = sheet_store().from_json(json::parse(j.dump()));
    REQUIRE(back);
    CHECK(back.value() == s);
}

TEST_CASE("sheet json (TXEK assist): a game played with the assist keeps its mark, a sheet "
          "without the mark, as every sheet stored before it, reads as played without") {
    Sheet s = three_players();
    add(s, {0, 60, 120});
    const json plain = sheet_store().to_json(s);
    CHECK_FALSE(plain.contains("assist")); // the sheet's bytes are as before the assist
    auto back = sheet_store().from_json(plain);
    REQUIRE(back);
    CHECK_FALSE(back.value().assist);
    s.assist = true;
    const json marked = sheet_store().to_json(s);
    CHECK(marked["assist"] == true);
    back = sheet_store().from_json(json::parse(marked.dump()));
    REQUIRE(back);
    CHECK(back.value().assist);
    CHECK(back.value() == s);
}

TEST_CASE("sheet json: a damaged field is refused with a message naming it, never half-read") {
    Sheet s = three_players();
    add(s, {0, 60, 120});
    add(s, {90, 30, 90});
    table::sheets::testing::check_refused(
        sheet_store(), sheet_store().to_json(s),
        {
            {"not an object", [](json& j) { j = json::array(); }, "the sheet is not an object"},
            {"no id", [](json& j) { j.erase("id"); }, "\"id\" is missing"},
            {"an empty id", [](json& j) { j["id"] = ""; }, "the sheet's id is empty or too long"},
            {"a number for a name", [](json& j) { j["players"][1] = 7; },
             "\"players\" is not a list of texts"},
            {"one player", [](json& j) { j["players"] = {"Ana"}; },
             "a Txek sheet has 2 to 7 players, not 1"},
            {"a seat too few", [](json& j) { j["seats"].erase(2); },
             "the sheet has 2 seats for 3 players"},
            {"an unknown seat", [](json& j) { j["seats"][1] = "wizard"; },
             "seat 2 is 'wizard', not human, casual, good or expert"},
            {"a numeric seed", [](json& j) { j["seed"] = 123; }, "\"seed\" is not text"},
            {"a short seed", [](json& j) { j["seed"] = "75bcd15"; },
             "\"seed\" is not 16 hex digits"},
            {"a negative variant", [](json& j) { j["variant"] = -1; },
             "\"variant\" is not a variant (a whole number from 0)"},
            {"rows not a list", [](json& j) { j["rows"] = "many"; },
             "\"rows\" is not a list of rounds"},
            {"a score as text", [](json& j) { j["rows"][1]["scores"][0] = "90"; },
             "round 2: \"scores\" is not a list of scores (whole numbers from 0)"},
            {"a negative score", [](json& j) { j["rows"][0]["scores"][2] = -5; },
             "round 1: \"scores\" is not a list of scores (whole numbers from 0)"},
            {"a fractional score", [](json& j) { j["rows"][0]["scores"][2] = 1.5; },
             "round 1: \"scores\" is not a list of scores (whole numbers from 0)"},
            {"a score missing", [](json& j) { j["rows"][1]["scores"].erase(1); },
             "round 2 has 2 scores for 3 players"},
            {"rounds out of order", [](json& j) { j["rows"][1]["round"] = 3; },
             "the row after round 1 says round 3"},
            {"no ending", [](json& j) { j["rows"][0].erase("ending"); },
             "round 1: \"ending\" is missing"},
            {"tie_break as text", [](json& j) { j["rows"][0]["tie_break"] = "no"; },
             "round 1: \"tie_break\" is not true or false"},
            {"a false extra round", [](json& j) { j["rows"][1]["tie_break"] = true; },
             "round 2 is marked as an extra round for a tie, but there was none"},
            {"a round after the end",
             [](json& j) {
                 j["rows"][1]["scores"] = {150, 30, 90};
                 j["rows"].push_back(j["rows"][1]);
                 j["rows"][2]["round"] = 3;
             },
             "round 3 comes after the end of the game"},
            {"a row that is not an object", [](json& j) { j["rows"][0] = 5; },
             "round 1: the row is not an object"},
            {"the assist mark as text", [](json& j) { j["assist"] = "yes"; },
             "\"assist\" is not true or false"},
        });
}

// ---- Storage, export and import ---------------------------------------------------------------

TEST_CASE("txek sheet storage (table/sheet_store.h): current, history, export and import") {
    // A game of three played out: Ana wins with the lowest total after Cy passes 200.
    table::sheets::testing::check_storage(&three_players,
                                          {went_out(0, {0, 120, 150}), went_out(0, {30, 0, 60})});
}

// A sheet as this version stores it must load the same in every later one, and save back to the
// same text: players' sheets live in their browsers (seed, "How to count points").
TEST_CASE("txek sheet storage: a sheet stored as version 1 text loads and saves back unchanged") {
    const std::string stored =
        R"({"kind":"txek-sheet","version":1,"data":{"revision":3,"id":"1718000000000-00000000075bcd15","started":"2024-06-10T14:02:33Z","finished":"","players":["Ana","Bo"],"seats":["human","good"],"seed":"00000000075bcd15","variant":0,"assist":true,"rows":[{"round":1,"scores":[0,23],"ending":"simple victory for Ana","tie_break":false}]}})";
    const Sheet loaded =
        table::sheets::loads_and_saves_back(sheet_store(), "txek.sheet.current", stored, 3);
    CHECK(loaded.players == std::vector<std::string>{"Ana", "Bo"});
    CHECK(loaded.totals() == std::vector<int>{0, 23});
    CHECK(loaded.assist);
}
