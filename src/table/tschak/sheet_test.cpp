// Tschak!'s game sheet: a row a keep with each player's points so far,
// the final breakdown as the README's "Scoring" adds it up, the winners with the fewer-monsters
// tie-break, strict JSON, and the storage, export and import every game's sheets share
// (table/sheet_testing.h).
#include "table/sheet_testing.h"
#include "table/tschak/sheet.h"

#include <catch2/catch.hpp>

using namespace table::tschak_sheet;
using table::sheets::testing::new_sheet;
using tschak::KeepResult;
using tschak::Score;

namespace {

const core::SeatKind H = core::SeatKind::Human, G = core::SeatKind::Good;

Sheet two_players(std::int64_t started_ms = 1718000000000, std::uint64_t seed = 0x75bcd15) {
    return new_sheet<Sheet>({H, G}, {"Ana", ""}, started_ms, seed);
}

struct Parts {
    int loot = 0, chests = 0, rings = 0, trophy = 0, creatures = 0, troglodytes = 0, elixir = 0,
        monsters = 0;
};
// README, "Scoring": the total is the parts added; the elixir only says what it cancelled.
Score score(Parts p) {
    Score s;
    s.loot = p.loot;
    s.chests = p.chests;
    s.rings = p.rings;
    s.trophy = p.trophy;
    s.creatures = p.creatures;
    s.troglodytes = p.troglodytes;
    s.elixir = p.elixir;
    s.monsters = p.monsters;
    s.total = p.loot + p.chests + p.rings + p.trophy + p.creatures + p.troglodytes;
    return s;
}

KeepResult keep(int index, std::vector<Score> scores, std::vector<int> winners = {}) {
    KeepResult r;
    r.keep = index;
    r.scores = std::move(scores);
    r.final = index == tschak::kKeeps - 1;
    r.winners = std::move(winners);
    return r;
}

// Four keeps: Ana ends with 3 coins + a chest of 4 + two rings (4) - a 3-skull creature = 8, her
// elixir having cancelled a troglodyte (1); Bo with 2 coins + the trophy over 2 monsters (2 at
// two players: 1 a monster) - 1 - 2 skulls = 1.
std::vector<KeepResult> ana_wins() {
    return {keep(0, {score({1, 4}), score({0, 0, 0, 0, -1, 0, 0, 1})}),
            keep(1, {score({2, 4, 1}), score({1, 0, 0, 1, -1, 0, 0, 1})}),
            keep(2, {score({2, 4, 4, 0, -3, 0, 0, 1}), score({1, 0, 0, 1, -1, 0, 0, 1})}),
            keep(3, {score({3, 4, 4, 0, -3, 0, 1, 1}), score({2, 0, 0, 2, -3, 0, 0, 2})}, {0})};
}

} // namespace

TEST_CASE("tschak sheet: a row a keep with each player's points so far, "
          "then the final breakdown and the winner") {
    Sheet s = two_players();
    CHECK(s.players == std::vector<std::string>{"Ana", "Seat 2"});
    CHECK(describe_match(s) == "The game is being played");
    CHECK(s.totals() == std::vector<int>{0, 0});
    CHECK(s.leaders().empty());
    const std::vector<KeepResult> all = ana_wins();
    auto n = sync_results(s, {all[0], all[1]});
    INFO(n.error());
    REQUIRE(n);
    CHECK(n.value() == 2);
    CHECK_FALSE(s.over());
    CHECK(s.totals() == std::vector<int>{7, 1});
    CHECK(s.leaders() == std::vector<int>{0});
    CHECK(describe_match(s) == "After keep 2 of 4, Ana leads with 7 points");
    n = sync_results(s, all);
    INFO(n.error());
    REQUIRE(n);
    CHECK(n.value() == 2);
    CHECK(s.over());
    CHECK(s.rows.size() == 4);
    CHECK(s.totals() == std::vector<int>{8, 1});
    CHECK(describe_player(s, 0) ==
          "Ana: 8 (loot 3, chests 4, rings 4, trophy 0, elixir 1, monsters -3, troglodytes 0)");
    CHECK(describe_match(s) == "Ana wins with 8 points");
    CHECK(sync_results(s, all).value() == 0); // again: nothing more
}

TEST_CASE("tschak sheet (README, Scoring): a tie on points goes to fewer monsters, then the "
          "victory is shared, and a row naming other winners is refused") {
    std::vector<KeepResult> rows = ana_wins();
    // 5 each: Ana with one monster, Bo with two.
    rows[3] = keep(3, {score({3, 5, 0, 0, -3, 0, 0, 1}), score({2, 5, 0, 2, -4, 0, 0, 2})}, {0});
    Sheet s = two_players();
    REQUIRE(sync_results(s, rows));
    CHECK(s.leaders() == std::vector<int>{0});

    rows[3] = keep(3, {score({3, 5, 0, 0, -3, 0, 0, 1}), score({3, 5, 0, 0, -3, 0, 0, 1})}, {0, 1});
    Sheet t = two_players();
    REQUIRE(sync_results(t, rows));
    CHECK(describe_match(t) == "Ana and Seat 2 share the victory with 5 points");

    rows[3].winners = {1};
    Sheet u = two_players();
    auto n = sync_results(u, rows);
    REQUIRE_FALSE(n);
    CHECK(n.error().find("winners") != std::string::npos);
    CHECK(u.rows.empty()); // nothing changed
}

TEST_CASE("tschak sheet (README, Scoring): rows that do not fit are refused, changing nothing") {
    const std::vector<KeepResult> all = ana_wins();
    Sheet s = two_players();
    REQUIRE(sync_results(s, {all[0]}));

    KeepResult elixir_added = all[1];
    elixir_added.scores[0].elixir = 2;
    elixir_added.scores[0].total += 2; // the elixir is shown, never added
    CHECK_FALSE(sync_results(s, {all[0], elixir_added}));
    KeepResult skipped = all[2]; // keep 3 where keep 2 is next
    CHECK_FALSE(Rules::add(s, skipped));
    KeepResult early_winners = all[1];
    early_winners.winners = {0};
    CHECK_FALSE(Rules::add(s, early_winners));
    KeepResult three = all[1];
    three.scores.push_back(score({}));
    CHECK_FALSE(Rules::add(s, three));
    KeepResult positive_monsters = all[1];
    positive_monsters.scores[1] = score({0, 0, 0, 0, 2, 0, 0, 1});
    CHECK_FALSE(Rules::add(s, positive_monsters));
    CHECK(s.rows.size() == 1);
    // Another game's first keep on the sheet is refused.
    KeepResult other = all[0];
    other.scores[0] = score({3});
    CHECK_FALSE(sync_results(s, {other, all[1]}));
    // Nothing after the final row.
    Sheet done = two_players();
    REQUIRE(sync_results(done, all));
    CHECK_FALSE(Rules::add(done, all[0]));
}

TEST_CASE("tschak sheet json: the sheet round-trips, damaged text is refused") {
    Sheet s = two_players();
    REQUIRE(sync_results(s, ana_wins()));
    auto back = sheet_store().from_json(sheet_store().to_json(s));
    INFO(back.error());
    REQUIRE(back);
    CHECK(same(back.value(), s));
    CHECK(sheet_store().to_json(s)["rows"].size() == 4);
    nlohmann::json damaged = sheet_store().to_json(s);
    damaged["rows"][3]["scores"][1]["total"] = 99;
    CHECK_FALSE(sheet_store().from_json(damaged));
    damaged = sheet_store().to_json(s);
    damaged["rows"][0]["keep"] = 1;
    CHECK_FALSE(sheet_store().from_json(damaged));
    damaged = sheet_store().to_json(s);
    damaged["players"] = {"Ana"};
    CHECK_FALSE(sheet_store().from_json(damaged));
    damaged = sheet_store().to_json(s);
    damaged["rows"].push_back(damaged["rows"][0]);
    CHECK_FALSE(sheet_store().from_json(damaged));
}

TEST_CASE("tschak sheet storage (table/sheet_store.h): current, history, export and import") {
    table::sheets::testing::check_storage(&two_players, ana_wins());
}

// A sheet as this version stores it must load the same in every later one, and save back to the
// same text: players' sheets live in their browsers (README, "Scoring").
TEST_CASE("tschak sheet storage: a sheet stored as version 1 text loads and saves back unchanged") {
    const std::string stored =
        R"({"kind":"tschak-sheet","version":1,"data":{"revision":3,"id":"1718000000000-00000000075bcd15","started":"2024-06-10T14:02:33Z","finished":"","players":["Ana","Bo"],"seats":["human","good"],"seed":"00000000075bcd15","rows":[{"keep":0,"scores":[{"loot":2,"chests":4,"rings":0,"trophy":0,"creatures":-3,"troglodytes":0,"elixir":0,"monsters":1,"total":3},{"loot":1,"chests":0,"rings":1,"trophy":0,"creatures":0,"troglodytes":0,"elixir":0,"monsters":0,"total":2}],"final":false,"winners":[]}]}})";
    const Sheet loaded =
        table::sheets::loads_and_saves_back(sheet_store(), "tschak.sheet.current", stored, 3);
    CHECK(loaded.players == std::vector<std::string>{"Ana", "Bo"});
    CHECK(loaded.totals() == std::vector<int>{3, 2});
    CHECK_FALSE(loaded.over());
}
