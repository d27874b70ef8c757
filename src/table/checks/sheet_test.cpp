// Checks' match sheet: rows from the engine's game results, games won and Checks, the rules a
// row must follow (the winner has more Checks and deals next), strict JSON, and the storage,
// export and import every game's sheets share (table/sheet_testing.h).
#include "table/checks/sheet.h"
#include "table/sheet_testing.h"

#include <catch2/catch.hpp>

using namespace table::checks_sheet;
using table::sheets::blank_sheet;
using table::sheets::testing::new_sheet;
using json = nlohmann::json;

namespace {

const core::SeatKind H = core::SeatKind::Human, C = core::SeatKind::Casual,
                     G = core::SeatKind::Good, X = core::SeatKind::Expert;

core::Setup setup_of(core::SeatKind a, core::SeatKind b) {
    core::Setup s;
    s.seats = {a, b};
    return s;
}

Sheet ana_and_bo(std::int64_t started_ms = 1718000000000, std::uint64_t seed = 0x75bcd15) {
    return new_sheet<Sheet>({H, G}, {"Ana", "Bo"}, started_ms, seed);
}

// A game's result as the engine writes it: the winner has more Checks.
checks::GameResult result(int game, int dealer, int a, int b, int unplayed = 0) {
    checks::GameResult r;
    r.game = game;
    r.dealer = dealer;
    r.checks = {a, b};
    r.winner = a > b ? 0 : b > a ? 1 : -1;
    r.unplayed = unplayed;
    return r;
}

// Four games: Ana wins, Ana deals and draws, the deal passes to Bo, who wins twice.
std::vector<checks::GameResult> four_games() {
    return {result(1, 1, 30, 18), result(2, 0, 24, 24), result(3, 1, 10, 38, 4),
            result(4, 1, 20, 26)};
}

// Plays whole games between bots, one after the other in one State, as the table does.
checks::State bot_match(core::SeatKind a, core::SeatKind b, std::uint64_t seed, int games) {
    auto st = checks::new_game(setup_of(a, b), seed);
    REQUIRE(st);
    checks::State s = std::move(st.value());
    std::array<std::unique_ptr<checks::Bot>, checks::kPlayers> bots = {
        checks::make_bot(a, seed * 10 + 1), checks::make_bot(b, seed * 10 + 2)};
    for (int g = 0; g < games; ++g) {
        if (g > 0) REQUIRE(checks::apply(s, core::kTableSeat, checks::Action::next_game()).ok);
        REQUIRE(checks::play_game(s, bots, 100000));
        REQUIRE(s.phase == checks::Phase::GameOver);
    }
    REQUIRE(s.results.size() == std::size_t(games));
    return s;
}

} // namespace

// ---- The sheet ----------------------------------------------------------------------------------

TEST_CASE("checks sheet: each finished game adds one row with both players' Checks") {
    const core::SeatKind levels[][2] = {{C, G}, {G, C}, {C, C}, {G, G}};
    for (int m = 0; m < 4; ++m) {
        INFO("match " << m);
        const std::uint64_t seed = 9100 + std::uint64_t(m);
        const checks::State s = bot_match(levels[m][0], levels[m][1], seed, 5);
        Sheet sheet = blank_sheet<Sheet>(s.setup, seed, {"Ana", "Bo"}, 1000 + m, "2024-06-10");
        // Game by game, as the App does after each one: one row each time.
        std::vector<checks::GameResult> so_far;
        for (const checks::GameResult& r : s.results) {
            so_far.push_back(r);
            auto n = sync_results(sheet, so_far);
            INFO(n.error());
            REQUIRE(n);
            CHECK(n.value() == 1);
            const SheetRow& row = sheet.rows.back();
            CHECK(row.game == r.game);
            CHECK(row.dealer == r.dealer);
            CHECK(row.checks == r.checks);
            CHECK(row.winner == r.winner);
            CHECK(row.unplayed == r.unplayed);
        }
        CHECK(sheet.rows.size() == 5);
        // The engine's own counts: each player's Checks are the cards they won.
        std::array<int, 2> won_now{int(s.seats[0].won.size()), int(s.seats[1].won.size())};
        CHECK(sheet.rows.back().checks == won_now);
        std::array<int, 2> total{}, wins{};
        for (const checks::GameResult& r : s.results) {
            total[0] += r.checks[0], total[1] += r.checks[1];
            if (r.winner >= 0) ++wins[std::size_t(r.winner)];
        }
        CHECK(sheet.total_checks() == total);
        CHECK(sheet.games_won() == wins);
        CHECK(sheet_store().check(sheet).empty());
        CHECK(sheet_store().from_json(sheet_store().to_json(sheet)).value() == sheet);
        // All at once: the same sheet; again: nothing new.
        Sheet at_once = blank_sheet<Sheet>(s.setup, seed, {"Ana", "Bo"}, 1000 + m, "2024-06-10");
        REQUIRE(sync_results(at_once, s.results));
        CHECK(at_once == sheet);
        CHECK(sync_results(sheet, s.results).value() == 0);
        CHECK(sheet == at_once);
    }
}

TEST_CASE("checks sheet: games won counts wins, not draws, Checks add up over the match") {
    Sheet s = ana_and_bo();
    CHECK(s.games_won() == std::array<int, 2>{0, 0});
    CHECK(s.leader() == -1);
    REQUIRE(sync_results(s, four_games()).value() == 4);
    CHECK(s.games_won() == std::array<int, 2>{1, 2});
    CHECK(s.draws() == 1);
    CHECK(s.leader() == 1);
    CHECK(s.total_checks() == std::array<int, 2>{84, 106});
    SECTION("a draw moves nobody ahead") {
        Sheet t = ana_and_bo();
        REQUIRE(sync_results(t, {result(1, 0, 26, 26), result(2, 1, 26, 26)}));
        CHECK(t.games_won() == std::array<int, 2>{0, 0});
        CHECK(t.draws() == 2);
        CHECK(t.leader() == -1);
        CHECK(t.total_checks() == std::array<int, 2>{52, 52});
    }
}

TEST_CASE("checks sheet: each game in words, with the cards nobody could play") {
    Sheet s = ana_and_bo();
    REQUIRE(sync_results(s, four_games()));
    CHECK(describe_game(s, s.rows[0]) == "Ana wins 30 to 18");
    CHECK(describe_game(s, s.rows[1]) == "a draw, 24 each");
    CHECK(describe_game(s, s.rows[2]) == "Bo wins 38 to 10, 4 cards unplayed");
    SheetRow one = s.rows[2];
    one.unplayed = 1;
    CHECK(describe_game(s, one) == "Bo wins 38 to 10, 1 card unplayed");
}

TEST_CASE("checks sheet: the score of the match in words, while played and once finished") {
    Sheet s = ana_and_bo();
    CHECK(describe_match(Sheet{}) == "No match on the sheet yet");
    CHECK(describe_match(s) == "Game 1 is being played");
    REQUIRE(Rules::add(s, result(1, 1, 30, 18)));
    CHECK(describe_match(s) == "After game 1: Ana leads, 1 game to 0");
    REQUIRE(Rules::add(s, result(2, 0, 24, 24)));
    CHECK(describe_match(s) == "After game 2: Ana leads, 1 game to 0, 1 draw");
    REQUIRE(Rules::add(s, result(3, 1, 10, 38, 4)));
    CHECK(describe_match(s) == "After game 3: level, 1 game each, 1 draw");
    REQUIRE(Rules::add(s, result(4, 1, 20, 26)));
    CHECK(describe_match(s) == "After game 4: Bo leads, 2 games to 1, 1 draw");
    s.finished = "2024-06-10T16:00:00Z";
    CHECK(describe_match(s) == "Bo wins the match, 2 games to 1, 1 draw");
    Sheet you = blank_sheet<Sheet>(setup_of(H, C), 1, {"You", "Bo"}, 1, "x");
    REQUIRE(Rules::add(you, result(1, 0, 40, 12)));
    CHECK(describe_match(you) == "After game 1: You lead, 1 game to 0");
    you.finished = "y";
    CHECK(describe_match(you) == "You win the match, 1 game to 0");
    REQUIRE(sync_results(you, {result(1, 0, 40, 12), result(2, 0, 12, 40)}));
    CHECK(describe_match(you) == "The match ends level, 1 game each");
    Sheet draws = ana_and_bo();
    REQUIRE(Rules::add(draws, result(1, 0, 26, 26)));
    CHECK(describe_match(draws) == "After game 1: level, 1 draw");
    REQUIRE(Rules::add(draws, result(2, 1, 20, 20)));
    draws.finished = "z";
    CHECK(describe_match(draws) == "The match ends level, 2 draws");
}

TEST_CASE("checks sheet: a sheet from another match is refused and changes nothing") {
    Sheet s = ana_and_bo();
    REQUIRE(sync_results(s, {result(1, 1, 30, 18)}));
    const Sheet before = s;
    SECTION("other Checks in a game already on the sheet") {
        auto n = sync_results(s, {result(1, 1, 18, 30), result(2, 1, 20, 20)});
        CHECK_FALSE(n);
        CHECK(n.error() == "game 1 on the sheet differs from the match");
    }
    SECTION("another dealer for the same Checks") {
        auto n = sync_results(s, {result(1, 0, 30, 18)});
        CHECK_FALSE(n);
        CHECK(n.error() == "game 1 on the sheet differs from the match");
    }
    SECTION("fewer games than the sheet has") {
        auto n = sync_results(s, {});
        CHECK_FALSE(n);
        CHECK(n.error() == "the sheet has more games than the match");
    }
    CHECK(s == before);
}

TEST_CASE("checks sheet: a result the rules do not allow is refused and changes nothing") {
    Sheet s = ana_and_bo();
    REQUIRE(sync_results(s, {result(1, 1, 30, 18), result(2, 0, 24, 24)}));
    const Sheet before = s;
    checks::GameResult wrong_winner = result(3, 1, 10, 30);
    wrong_winner.winner = 0;
    checks::GameResult draw_with_winner = result(3, 1, 20, 20);
    draw_with_winner.winner = 1;
    struct Bad {
        const char* what;
        checks::GameResult r;
        std::string message;
    };
    const std::vector<Bad> cases = {
        {"not the next game", result(4, 1, 10, 30), "the result is of game 4, not game 3"},
        {"the winner with fewer Checks", wrong_winner,
         "game 3 names the player with fewer Checks as the winner"},
        {"a winner of a draw", draw_with_winner, "game 3 names a winner, but the Checks are equal"},
        {"the deal not passed after a draw", result(3, 0, 10, 30),
         "game 3 is dealt by Ana, but a draw passes the deal"},
        {"more than the deck", result(3, 1, 30, 20, 3), "game 3 counts more than 52 cards"},
        {"Checks out of range", result(3, 1, 60, 0), "game 3 has a Checks count out of range"},
    };
    for (const Bad& b : cases) {
        INFO(b.what);
        auto n = Rules::add(s, b.r);
        REQUIRE_FALSE(n);
        CHECK(n.error() == b.message);
        auto m = sync_results(s, {result(1, 1, 30, 18), result(2, 0, 24, 24), b.r});
        REQUIRE_FALSE(m);
        CHECK(m.error() == "game 3: " + b.message);
        CHECK(s == before);
    }
    SECTION("after a win, the winner deals") {
        Sheet t = ana_and_bo();
        REQUIRE(Rules::add(t, result(1, 1, 30, 18)));
        auto n = Rules::add(t, result(2, 1, 20, 20));
        REQUIRE_FALSE(n);
        CHECK(n.error() == "game 2 is dealt by Bo, not by the winner of the game before");
    }
    SECTION("a sheet without players takes no game") {
        Sheet blank;
        CHECK(Rules::add(blank, result(1, 0, 30, 18)).error() ==
              "the sheet has no match of two players");
    }
}

TEST_CASE("checks sheet: the id names the start time and the seed, seats are words, a missing "
          "name is Seat N") {
    Sheet s = blank_sheet<Sheet>(setup_of(H, X), 0x75bcd15, {""}, 1718000000000, "2024-06-10");
    CHECK(s.id == "1718000000000-00000000075bcd15");
    CHECK(s.players == std::vector<std::string>{"Seat 1", "Seat 2"});
    CHECK(s.seats == std::vector<std::string>{"human", "expert"});
    CHECK(s.seed == 0x75bcd15);
    CHECK(s.started == "2024-06-10");
    CHECK(s.finished.empty());
    CHECK(s.rows.empty());
    CHECK(sheet_store().check(s).empty());
    SECTION("a setup of three seats makes a sheet that cannot be saved") {
        core::Setup three;
        three.seats = {H, C, G};
        Sheet t = blank_sheet<Sheet>(three, 1, {}, 1, "x");
        CHECK(sheet_store().check(t) == "a Checks sheet has 2 players, not 3");
        platform::MemoryStorage store;
        CHECK_FALSE(sheet_store().save_current(store, t));
        CHECK(store.keys().empty());
    }
}

// ---- JSON -------------------------------------------------------------------------------------

TEST_CASE("checks sheet json: every field round-trips, the seed as 16 hex digits") {
    Sheet s = ana_and_bo(1718000000000, 0xfedcba9876543210ull);
    REQUIRE(sync_results(s, four_games()));
    s.finished = "2024-06-10T15:00:00Z";
    const json j = sheet_store().to_json(s);
    CHECK(j["seed"] == "fedcba9876543210");
    CHECK(j["rows"][1] == json::parse(R"({"game": 2, "dealer": 0, "checks": [24, 24],
                                          "winner": -1, "unplayed": 0})"));
    CHECK(j["rows"][2]["unplayed"] == 4);
    auto back = sheet_store().from_json(json::parse(j.dump()));
    REQUIRE(back);
    CHECK(back.value() == s);
}

TEST_CASE(
    "checks sheet json: a damaged field is refused with a message naming it, never half-read") {
    Sheet s = ana_and_bo();
    REQUIRE(sync_results(s, four_games()));
    table::sheets::testing::check_refused(
        sheet_store(), sheet_store().to_json(s),
        {
            {"not an object", [](json& j) { j = json::array(); }, "the sheet is not an object"},
            {"no id", [](json& j) { j.erase("id"); }, "\"id\" is missing"},
            {"an empty id", [](json& j) { j["id"] = ""; }, "the sheet's id is empty or too long"},
            {"a date as a number", [](json& j) { j["started"] = 2024; }, "\"started\" is not text"},
            {"a number for a name", [](json& j) { j["players"][1] = 7; },
             "\"players\" is not a list of texts"},
            {"three players", [](json& j) { j["players"].push_back("Cy"); },
             "a Checks sheet has 2 players, not 3"},
            {"an empty name", [](json& j) { j["players"][0] = ""; },
             "the name of player 1 is empty, too long or not text"},
            {"a seat too few", [](json& j) { j["seats"].erase(1); },
             "the sheet has 1 seats for 2 players"},
            {"an unknown seat", [](json& j) { j["seats"][1] = "wizard"; },
             "seat 2 is 'wizard', not human, casual, good or expert"},
            {"a numeric seed", [](json& j) { j["seed"] = 123; }, "\"seed\" is not text"},
            {"a short seed", [](json& j) { j["seed"] = "75bcd15"; },
             "\"seed\" is not 16 hex digits"},
            {"rows not a list", [](json& j) { j["rows"] = "many"; },
             "\"rows\" is not a list of games"},
            {"a row that is not an object", [](json& j) { j["rows"][0] = 5; },
             "game 1: the row is not an object"},
            {"no dealer", [](json& j) { j["rows"][1].erase("dealer"); },
             "game 2: \"dealer\" is missing"},
            {"a dealer out of range", [](json& j) { j["rows"][1]["dealer"] = 2; },
             "game 2: \"dealer\" is not a seat (0 or 1)"},
            {"Checks as text", [](json& j) { j["rows"][0]["checks"][0] = "30"; },
             "game 1: \"checks\" is not a list of Checks (whole numbers from 0 to 52)"},
            {"negative Checks", [](json& j) { j["rows"][0]["checks"][1] = -1; },
             "game 1: \"checks\" is not a list of Checks (whole numbers from 0 to 52)"},
            {"fractional Checks", [](json& j) { j["rows"][0]["checks"][1] = 1.5; },
             "game 1: \"checks\" is not a list of Checks (whole numbers from 0 to 52)"},
            {"a third count", [](json& j) { j["rows"][0]["checks"].push_back(0); },
             "game 1: it has 3 Checks counts for 2 players"},
            {"a winner as text", [](json& j) { j["rows"][0]["winner"] = "Ana"; },
             "game 1: \"winner\" is not a seat (0 or 1) or -1 for a draw"},
            {"a draw as null", [](json& j) { j["rows"][1]["winner"] = nullptr; },
             "game 2: \"winner\" is not a seat (0 or 1) or -1 for a draw"},
            {"unplayed as true", [](json& j) { j["rows"][2]["unplayed"] = true; },
             "game 3: \"unplayed\" is not a number of cards (0 to 52)"},
            {"games out of order", [](json& j) { j["rows"][1]["game"] = 3; },
             "the row after game 1 says game 3"},
            {"a false winner", [](json& j) { j["rows"][0]["winner"] = 1; },
             "game 1 names the player with fewer Checks as the winner"},
            {"a false draw", [](json& j) { j["rows"][0]["winner"] = -1; },
             "game 1 is marked a draw, but the Checks differ"},
            {"a loser dealing", [](json& j) { j["rows"][1]["dealer"] = 1; },
             "game 2 is dealt by Bo, not by the winner of the game before"},
            {"too many cards", [](json& j) { j["rows"][3]["unplayed"] = 7; },
             "game 4 counts more than 52 cards"},
        });
}

// ---- Storage, export and import ---------------------------------------------------------------

TEST_CASE("checks sheet storage (table/sheet_store.h): current, history, export and import") {
    table::sheets::testing::check_storage(&ana_and_bo, four_games());
}

// A sheet as this version stores it must load the same in every later one, and save back to the
// same text: players' sheets live in their browsers (seed, "Ending the Game").
TEST_CASE("checks sheet storage: a sheet stored as version 1 text loads and saves back unchanged") {
    const std::string stored =
        R"({"kind":"checks-sheet","version":1,"data":{"revision":3,"id":"1718000000000-00000000075bcd15","started":"2024-06-10T14:02:33Z","finished":"","players":["Ana","Bo"],"seats":["human","good"],"seed":"00000000075bcd15","rows":[{"game":1,"dealer":1,"checks":[30,18],"winner":0,"unplayed":0},{"game":2,"dealer":0,"checks":[20,24],"winner":1,"unplayed":4}]}})";
    const Sheet loaded =
        table::sheets::loads_and_saves_back(sheet_store(), "checks.sheet.current", stored, 3);
    CHECK(loaded.players == std::vector<std::string>{"Ana", "Bo"});
    CHECK(loaded.games_won() == std::array<int, 2>{1, 1});
    CHECK(loaded.total_checks() == std::array<int, 2>{50, 42});
}
