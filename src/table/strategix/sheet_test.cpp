// Strategix's match sheet (README, "Scoring"): a row a hand with each player's title and
// points, the totals, the end after as many hands as players, strict JSON, and the storage,
// export and import every game's sheets share (table/sheet_testing.h).
#include "table/sheet_testing.h"
#include "table/strategix/sheet.h"

#include <catch2/catch.hpp>

using namespace table::strategix_sheet;
using strategix::HandResult;
using strategix::Title;
using table::sheets::testing::new_sheet;

namespace {

const core::SeatKind H = core::SeatKind::Human, G = core::SeatKind::Good,
                     C = core::SeatKind::Casual;

Sheet three_players(std::int64_t started_ms = 1718000000000, std::uint64_t seed = 0x75bcd15) {
    return new_sheet<Sheet>({H, G, C}, {"Ana", "", "Cy"}, started_ms, seed);
}

// A hand of three as the rules score it (README, "Scoring"): +2, 0, -2 down the order.
HandResult hand_of_three(int hand, std::vector<int> order) {
    HandResult r;
    r.hand = hand;
    r.order = order;
    r.titles.assign(3, Title::None);
    r.points.assign(3, 0);
    r.bad_last_card.assign(3, false);
    const Title titles[] = {Title::Luckylix, Title::Neithernorix, Title::Badluckix};
    const int points[] = {2, 0, -2};
    for (std::size_t k = 0; k < 3; ++k) {
        r.titles[std::size_t(order[k])] = titles[k];
        r.points[std::size_t(order[k])] = points[k];
    }
    return r;
}

} // namespace

TEST_CASE("strategix sheet: a row a hand with each player's title and "
          "points, and the totals") {
    Sheet s = three_players();
    CHECK(s.players == std::vector<std::string>{"Ana", "Seat 2", "Cy"});
    CHECK(s.seats == std::vector<std::string>{"human", "good", "casual"});
    CHECK(describe_match(s) == "Hand 1 is being played");
    auto n = sync_results(s, {hand_of_three(1, {2, 0, 1})});
    INFO(n.error());
    REQUIRE(n);
    CHECK(n.value() == 1);
    REQUIRE(s.rows.size() == 1);
    CHECK(s.rows[0].titles ==
          std::vector<Title>{Title::Neithernorix, Title::Badluckix, Title::Luckylix});
    CHECK(s.rows[0].points == std::vector<int>{0, -2, 2});
    CHECK(describe_hand(s, s.rows[0]) == "Cy Luckylix +2, Ana Neithernorix 0, Seat 2 Badluckix -2");
    CHECK(describe_match(s) == "After hand 1 of 3: Cy leads with 2 points");
    // Syncing the same results again adds nothing.
    CHECK(sync_results(s, {hand_of_three(1, {2, 0, 1})}).value() == 0);
    REQUIRE(sync_results(s, {hand_of_three(1, {2, 0, 1}), hand_of_three(2, {0, 1, 2})}));
    CHECK(s.totals() == std::vector<int>{2, -2, 0});
    CHECK_FALSE(s.over());
    REQUIRE(sync_results(s, {hand_of_three(1, {2, 0, 1}), hand_of_three(2, {0, 1, 2}),
                             hand_of_three(3, {2, 1, 0})}));
    // README, "Hands and the winner": as many hands as players, the most points wins.
    CHECK(s.over());
    CHECK(s.totals() == std::vector<int>{0, -2, 2});
    CHECK(s.leaders() == std::vector<int>{2});
    CHECK(describe_match(s) == "Cy wins with 2 points");
}

TEST_CASE("strategix sheet (README, Hands and the winner): a tie for the most points shares the "
          "victory") {
    Sheet s = three_players();
    REQUIRE(sync_results(s, {hand_of_three(1, {1, 0, 2}), hand_of_three(2, {2, 1, 0}),
                             hand_of_three(3, {0, 2, 1})}));
    CHECK(s.totals() == std::vector<int>{0, 0, 0});
    CHECK(s.leaders() == std::vector<int>{0, 1, 2});
    CHECK(describe_match(s) == "Ana, Seat 2 and Cy share the victory with 0 points");
}

TEST_CASE("strategix sheet: a result the rules do not allow, or of another game, is refused and "
          "changes nothing") {
    Sheet s = three_players();
    REQUIRE(sync_results(s, {hand_of_three(1, {2, 0, 1})}));
    const Sheet before = s;
    SECTION("another game's first hand") {
        CHECK_FALSE(sync_results(s, {hand_of_three(1, {0, 1, 2}), hand_of_three(2, {0, 1, 2})}));
    }
    SECTION("the first player out is not Luckylix (README, Going out)") {
        HandResult r = hand_of_three(2, {0, 1, 2});
        std::swap(r.titles[0], r.titles[1]);
        auto added = Rules::add(s, r);
        REQUIRE_FALSE(added);
        CHECK(added.error() == "hand 2 does not make the first player out Luckylix");
    }
    SECTION("a lower place scores more (README, Scoring)") {
        HandResult r = hand_of_three(2, {0, 1, 2});
        r.points = {0, 2, -2};
        CHECK_FALSE(Rules::add(s, r));
    }
    SECTION("a hand out of turn") {
        CHECK_FALSE(Rules::add(s, hand_of_three(3, {0, 1, 2})));
    }
    SECTION("a fourth hand for three players") {
        REQUIRE(sync_results(s, {hand_of_three(1, {2, 0, 1}), hand_of_three(2, {0, 1, 2}),
                                 hand_of_three(3, {0, 1, 2})}));
        const Sheet full = s;
        CHECK_FALSE(Rules::add(s, hand_of_three(4, {0, 1, 2})));
        CHECK(s == full);
        return;
    }
    CHECK(s == before);
}

TEST_CASE("strategix sheet json: every field round-trips, and damaged text is refused with a "
          "message") {
    Sheet s = three_players();
    REQUIRE(sync_results(s, {hand_of_three(1, {2, 0, 1}), hand_of_three(2, {0, 1, 2})}));
    const nlohmann::json j = sheet_store().to_json(s);
    CHECK(j["seed"] == "00000000075bcd15");
    CHECK(j["rows"][0]["titles"][2] == "Luckylix");
    auto back = sheet_store().from_json(j);
    INFO(back.error());
    REQUIRE(back);
    CHECK(back.value() == s);
    nlohmann::json bad = j;
    bad["rows"][1]["titles"][0] = "Kingix";
    auto refused = sheet_store().from_json(bad);
    REQUIRE_FALSE(refused);
    CHECK(refused.error() == "hand 2: 'Kingix' is not a title");
    bad = j;
    bad["players"] = {"Solo"};
    CHECK_FALSE(sheet_store().from_json(bad));
}

TEST_CASE("strategix sheet storage (table/sheet_store.h): current, history, export and import") {
    table::sheets::testing::check_storage(
        &three_players, {hand_of_three(1, {2, 0, 1}), hand_of_three(2, {0, 1, 2})});
}

// A sheet as this version stores it must load the same in every later one, and save back to the
// same text: players' sheets live in their browsers (README, "Hands and the winner").
TEST_CASE(
    "strategix sheet storage: a sheet stored as version 1 text loads and saves back unchanged") {
    const std::string stored =
        R"({"kind":"strategix-sheet","version":1,"data":{"revision":3,"id":"1718000000000-00000000075bcd15","started":"2024-06-10T14:02:33Z","finished":"","players":["Ana","Bo","Cy"],"seats":["human","good","casual"],"seed":"00000000075bcd15","rows":[{"hand":1,"order":[2,0,1],"titles":["Aswellix","Badluckix","Luckylix"],"points":[0,-2,2]}]}})";
    const Sheet loaded =
        table::sheets::loads_and_saves_back(sheet_store(), "strategix.sheet.current", stored, 3);
    CHECK(loaded.players == std::vector<std::string>{"Ana", "Bo", "Cy"});
    CHECK(loaded.totals() == std::vector<int>{0, -2, 2});
    CHECK(loaded.leaders() == std::vector<int>{2});
}
