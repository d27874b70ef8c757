// High card's game sheet (README, "Scoring"): one row, written when the game ends, with each
// player's tricks and the winner; strict JSON, and the storage every game's sheets share
// (table/sheet_testing.h).
#include "highcard/sheet.h"
#include "table/sheet_testing.h"

#include <catch2/catch.hpp>

using namespace table::highcard_sheet;
using highcard::GameResult;

namespace {

Sheet two_players(std::int64_t started_ms = 1718000000000, std::uint64_t seed = 0x75bcd15) {
    return table::sheets::testing::new_sheet<Sheet>({core::SeatKind::Human, core::SeatKind::Good},
                                                    {"Ana", ""}, started_ms, seed);
}

const GameResult kBoWins{{2, 3}, {1}};

} // namespace

TEST_CASE("highcard sheet (README, Scoring): one row once the game ends, each player's tricks "
          "and the winner, added once") {
    Sheet s = two_players();
    CHECK(s.players == std::vector<std::string>{"Ana", "Seat 2"});
    CHECK(describe_match(s) == "The game is being played");
    REQUIRE(sync_results(s, {}).value() == 0);
    CHECK_FALSE(s.over());
    auto added = sync_results(s, {kBoWins});
    INFO(added.error());
    REQUIRE(added);
    CHECK(added.value() == 1);
    CHECK(sync_results(s, {kBoWins}).value() == 0); // again: nothing more
    CHECK(s.over());
    CHECK(s.tricks() == std::vector<int>{2, 3});
    CHECK(s.leaders() == std::vector<int>{1});
    CHECK(describe_match(s) == "Seat 2 wins, 3 tricks to 2");
    // Another game's result does not fit this sheet.
    CHECK_FALSE(sync_results(s, {{{4, 1}, {0}}}));
}

TEST_CASE("highcard sheet (README, Scoring): tricks that do not add up to five, or winners they "
          "do not make, are refused whole, in memory and as stored text") {
    Sheet s = two_players();
    CHECK_FALSE(sync_results(s, {{{3, 3}, {0}}}));
    CHECK_FALSE(sync_results(s, {{{3, 2}, {1}}}));
    CHECK(s.rows.empty());
    REQUIRE(sync_results(s, {kBoWins}));
    nlohmann::json j = sheet_store().to_json(s);
    CHECK(sheet_store().from_json(j));
    j["rows"][0]["winners"] = {0};
    CHECK(sheet_store().from_json(j).error() ==
          "the result: a game result: \"winners\" are not the seats with the most tricks");
}

TEST_CASE("highcard sheet storage (table/sheet_store.h): current, history, export and import") {
    table::sheets::testing::check_storage(&two_players, {kBoWins});
}

TEST_CASE("highcard sheet: a sheet stored as version 1 text loads and saves back unchanged") {
    const std::string text =
        R"({"kind":"highcard-sheet","version":1,"data":{"id":"1718000000000-00000000075bcd15",)"
        R"("started":"2024-06-10T14:02:33Z","finished":"","players":["Ana","Bo"],)"
        R"("seats":["human","good"],"seed":"00000000075bcd15",)"
        R"("rows":[{"tricks":[2,3],"winners":[1]}],"revision":3}})";
    const Sheet loaded =
        table::sheets::loads_and_saves_back(sheet_store(), "highcard.sheet.current", text, 3);
    CHECK(loaded.tricks() == std::vector<int>{2, 3});
}
