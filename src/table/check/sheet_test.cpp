// CHECK!'s game sheet: a row a player with the score broken down as the
// README's "Scoring" adds it up, the winners with the point-stack tie-break, strict JSON, and
// the storage, export and import every game's sheets share (table/sheet_testing.h).
#include "table/check/sheet.h"
#include "table/sheet_testing.h"

#include <catch2/catch.hpp>

using namespace table::check_sheet;
using check::GameResult;
using check::MarkerSide;
using check::Score;
using table::sheets::testing::new_sheet;

namespace {

const core::SeatKind H = core::SeatKind::Human, G = core::SeatKind::Good;

Sheet two_players(std::int64_t started_ms = 1718000000000, std::uint64_t seed = 0x75bcd15) {
    return new_sheet<Sheet>({H, G}, {"Ana", ""}, started_ms, seed);
}

Score score_of(int orders, std::array<int, check::kColours> markers, int stack, int joker) {
    Score s;
    s.orders = orders;
    s.markers = markers;
    s.stack = stack;
    s.joker = joker;
    s.total = orders + markers[0] + markers[1] + markers[2] + markers[3] + stack + joker;
    return s;
}

// README, "Scoring": Ana 21 + 3 + 2 + 6 = 32, Bo 20 + 0 + 0 + 4 + 1 = 25.
GameResult ana_wins() {
    GameResult r;
    r.scores = {score_of(21, {3, 0, 2, 0}, 6, 0), score_of(20, {0, 0, 0, 0}, 4, 1)};
    r.winners = {0};
    r.markers = {MarkerSide::Colour, MarkerSide::Cards, MarkerSide::Cards, MarkerSide::Colour};
    return r;
}

} // namespace

TEST_CASE("check sheet: a row a player, the score broken down into "
          "orders, markers, stack and joker, and the winner") {
    Sheet s = two_players();
    CHECK(s.players == std::vector<std::string>{"Ana", "Seat 2"});
    CHECK(describe_match(s) == "The game is being played");
    CHECK_FALSE(s.over());
    auto n = sync_results(s, {});
    REQUIRE(n);
    CHECK(n.value() == 0);
    n = sync_results(s, {ana_wins()});
    INFO(n.error());
    REQUIRE(n);
    CHECK(s.over());
    CHECK(s.totals() == std::vector<int>{32, 25});
    CHECK(describe_player(s, 0) == "Ana: 32 (orders 21, markers 5, stack 6, joker 0)");
    CHECK(describe_match(s) == "Ana wins with 32 points");
    CHECK(sync_results(s, {ana_wins()}).value() == 0); // again: nothing more
}

TEST_CASE("check sheet (README, Scoring): a tie on points goes to the bigger point stack, then "
          "the victory is shared, and a result naming other winners is refused") {
    GameResult tie;
    tie.scores = {score_of(20, {0, 0, 0, 0}, 5, 0), score_of(21, {0, 0, 0, 0}, 4, 0)};
    tie.winners = {0}; // 25 each, Ana's stack bigger
    Sheet s = two_players();
    REQUIRE(sync_results(s, {tie}));
    CHECK(s.leaders() == std::vector<int>{0});

    GameResult shared;
    shared.scores = {score_of(20, {0, 0, 0, 0}, 5, 0), score_of(20, {0, 0, 0, 0}, 5, 0)};
    shared.winners = {0, 1};
    Sheet t = two_players();
    REQUIRE(sync_results(t, {shared}));
    CHECK(describe_match(t) == "Ana and Seat 2 share the victory with 25 points");

    GameResult wrong = tie;
    wrong.winners = {1};
    Sheet u = two_players();
    auto n = sync_results(u, {wrong});
    REQUIRE_FALSE(n);
    CHECK(n.error().find("winners") != std::string::npos);
    CHECK_FALSE(u.over()); // nothing changed

    GameResult bad_total = ana_wins();
    bad_total.scores[0].total += 1;
    CHECK_FALSE(sync_results(u, {bad_total}));
    GameResult three = ana_wins();
    three.scores.push_back(score_of(1, {0, 0, 0, 0}, 0, 0));
    CHECK_FALSE(sync_results(u, {three}));
    // Another game's result on a finished sheet is refused.
    Sheet v = two_players();
    REQUIRE(sync_results(v, {ana_wins()}));
    CHECK_FALSE(sync_results(v, {tie}));
}

TEST_CASE("check sheet json: the sheet round-trips, damaged text is refused") {
    Sheet s = two_players();
    REQUIRE(sync_results(s, {ana_wins()}));
    auto back = sheet_store().from_json(sheet_store().to_json(s));
    INFO(back.error());
    REQUIRE(back);
    CHECK(same(back.value(), s));
    nlohmann::json damaged = sheet_store().to_json(s);
    damaged["rows"][0]["scores"][1]["total"] = 99;
    CHECK_FALSE(sheet_store().from_json(damaged));
    damaged = sheet_store().to_json(s);
    damaged["players"] = {"Ana"};
    CHECK_FALSE(sheet_store().from_json(damaged));
}

TEST_CASE("check sheet storage (table/sheet_store.h): current, history, export and import") {
    table::sheets::testing::check_storage(&two_players, {ana_wins()});
}

// A sheet as this version stores it must load the same in every later one, and save back to the
// same text: players' sheets live in their browsers (README, "Scoring").
TEST_CASE("check sheet storage: a sheet stored as version 1 text loads and saves back unchanged") {
    const std::string stored =
        R"({"kind":"check-sheet","version":1,"data":{"revision":3,"id":"1718000000000-00000000075bcd15","started":"2024-06-10T14:02:33Z","finished":"","players":["Ana","Bo"],"seats":["human","good"],"seed":"00000000075bcd15","rows":[{"scores":[{"orders":21,"markers":[3,0,2,0],"stack":6,"joker":0,"total":32},{"orders":20,"markers":[0,0,0,0],"stack":4,"joker":1,"total":25}],"winners":[0],"markers":["colour","cards","cards","colour"]}]}})";
    const Sheet loaded =
        table::sheets::loads_and_saves_back(sheet_store(), "check.sheet.current", stored, 3);
    CHECK(loaded.players == std::vector<std::string>{"Ana", "Bo"});
    CHECK(loaded.totals() == std::vector<int>{32, 25});
    CHECK(loaded.leaders() == std::vector<int>{0});
}
