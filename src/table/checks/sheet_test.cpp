// Checks' match sheet: rows from the engine's game results, games won and Checks, the rules a
// row must follow (the winner has more Checks and deals next), strict JSON, storage beside
// Txek's, export/import.
#include "table/checks/sheet.h"
#include "table/sheet_testing.h"

#include "engine/core/versioned_json.h"

#include <catch2/catch.hpp>

#include <cstdio>
#include <functional>
#include <map>

using namespace table::checks_sheet;
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
    return start_sheet(setup_of(H, G), seed, {"Ana", "Bo"}, started_ms, "2024-06-10T14:02:33Z");
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

Sheet finished_match(std::int64_t started_ms, const std::string& finished) {
    Sheet s = ana_and_bo(started_ms, std::uint64_t(started_ms) * 7);
    auto n = sync_games(s, four_games());
    INFO(n.error());
    REQUIRE(n);
    s.finished = finished;
    return s;
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

class FullableStorage : public platform::MemoryStorage {
public:
    bool full = false;
    bool set(const std::string& key, const std::string& value) override {
        return !full && MemoryStorage::set(key, value);
    }
};

std::map<std::string, std::string> snapshot(platform::Storage& s) {
    std::map<std::string, std::string> out;
    for (const std::string& k : s.keys()) out[k] = *s.get(k);
    return out;
}

void store_history(platform::Storage& store, const std::vector<Sheet>& sheets) {
    json list = json::array();
    for (const Sheet& s : sheets) list.push_back(sheet_store().to_json(s));
    REQUIRE(platform::save_versioned(store, kHistoryKey, kHistoryKind, kVersion, list));
}

std::vector<std::string> ids(const std::vector<Sheet>& sheets) {
    std::vector<std::string> out;
    for (const Sheet& s : sheets) out.push_back(s.id);
    return out;
}

} // namespace

// ---- The sheet ----------------------------------------------------------------------------------

TEST_CASE("checks sheet: each finished game adds one row with both players' Checks") {
    const core::SeatKind levels[][2] = {{C, G}, {G, C}, {C, C}, {G, G}};
    for (int m = 0; m < 4; ++m) {
        INFO("match " << m);
        const std::uint64_t seed = 9100 + std::uint64_t(m);
        const checks::State s = bot_match(levels[m][0], levels[m][1], seed, 5);
        Sheet sheet = start_sheet(s.setup, seed, {"Ana", "Bo"}, 1000 + m, "2024-06-10");
        // Game by game, as the App does after each one: one row each time.
        std::vector<checks::GameResult> so_far;
        for (const checks::GameResult& r : s.results) {
            so_far.push_back(r);
            auto n = sync_games(sheet, so_far);
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
        Sheet at_once = start_sheet(s.setup, seed, {"Ana", "Bo"}, 1000 + m, "2024-06-10");
        REQUIRE(sync_games(at_once, s.results));
        CHECK(at_once == sheet);
        CHECK(sync_games(sheet, s.results).value() == 0);
        CHECK(sheet == at_once);
    }
}

TEST_CASE("checks sheet: games won counts wins, not draws, Checks add up over the match") {
    Sheet s = ana_and_bo();
    CHECK(s.games_won() == std::array<int, 2>{0, 0});
    CHECK(s.leader() == -1);
    REQUIRE(sync_games(s, four_games()).value() == 4);
    CHECK(s.games_won() == std::array<int, 2>{1, 2});
    CHECK(s.draws() == 1);
    CHECK(s.leader() == 1);
    CHECK(s.total_checks() == std::array<int, 2>{84, 106});
    SECTION("a draw moves nobody ahead") {
        Sheet t = ana_and_bo();
        REQUIRE(sync_games(t, {result(1, 0, 26, 26), result(2, 1, 26, 26)}));
        CHECK(t.games_won() == std::array<int, 2>{0, 0});
        CHECK(t.draws() == 2);
        CHECK(t.leader() == -1);
        CHECK(t.total_checks() == std::array<int, 2>{52, 52});
    }
}

TEST_CASE("checks sheet: each game in words, with the cards nobody could play") {
    Sheet s = ana_and_bo();
    REQUIRE(sync_games(s, four_games()));
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
    REQUIRE(add_game(s, result(1, 1, 30, 18)));
    CHECK(describe_match(s) == "After game 1: Ana leads, 1 game to 0");
    REQUIRE(add_game(s, result(2, 0, 24, 24)));
    CHECK(describe_match(s) == "After game 2: Ana leads, 1 game to 0, 1 draw");
    REQUIRE(add_game(s, result(3, 1, 10, 38, 4)));
    CHECK(describe_match(s) == "After game 3: level, 1 game each, 1 draw");
    REQUIRE(add_game(s, result(4, 1, 20, 26)));
    CHECK(describe_match(s) == "After game 4: Bo leads, 2 games to 1, 1 draw");
    s.finished = "2024-06-10T16:00:00Z";
    CHECK(describe_match(s) == "Bo wins the match, 2 games to 1, 1 draw");
    Sheet you = start_sheet(setup_of(H, C), 1, {"You", "Bo"}, 1, "x");
    REQUIRE(add_game(you, result(1, 0, 40, 12)));
    CHECK(describe_match(you) == "After game 1: You lead, 1 game to 0");
    you.finished = "y";
    CHECK(describe_match(you) == "You win the match, 1 game to 0");
    REQUIRE(sync_games(you, {result(1, 0, 40, 12), result(2, 0, 12, 40)}));
    CHECK(describe_match(you) == "The match ends level, 1 game each");
    Sheet draws = ana_and_bo();
    REQUIRE(add_game(draws, result(1, 0, 26, 26)));
    CHECK(describe_match(draws) == "After game 1: level, 1 draw");
    REQUIRE(add_game(draws, result(2, 1, 20, 20)));
    draws.finished = "z";
    CHECK(describe_match(draws) == "The match ends level, 2 draws");
}

TEST_CASE("checks sheet: a sheet from another match is refused and changes nothing") {
    Sheet s = ana_and_bo();
    REQUIRE(sync_games(s, {result(1, 1, 30, 18)}));
    const Sheet before = s;
    SECTION("other Checks in a game already on the sheet") {
        auto n = sync_games(s, {result(1, 1, 18, 30), result(2, 1, 20, 20)});
        CHECK_FALSE(n);
        CHECK(n.error() == "game 1 on the sheet differs from the match");
    }
    SECTION("another dealer for the same Checks") {
        auto n = sync_games(s, {result(1, 0, 30, 18)});
        CHECK_FALSE(n);
        CHECK(n.error() == "game 1 on the sheet differs from the match");
    }
    SECTION("fewer games than the sheet has") {
        auto n = sync_games(s, {});
        CHECK_FALSE(n);
        CHECK(n.error() == "the sheet has more games than the match");
    }
    CHECK(s == before);
}

TEST_CASE("checks sheet: a result the rules do not allow is refused and changes nothing") {
    Sheet s = ana_and_bo();
    REQUIRE(sync_games(s, {result(1, 1, 30, 18), result(2, 0, 24, 24)}));
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
        auto n = add_game(s, b.r);
        REQUIRE_FALSE(n);
        CHECK(n.error() == b.message);
        auto m = sync_games(s, {result(1, 1, 30, 18), result(2, 0, 24, 24), b.r});
        REQUIRE_FALSE(m);
        CHECK(m.error() == "game 3: " + b.message);
        CHECK(s == before);
    }
    SECTION("after a win, the winner deals") {
        Sheet t = ana_and_bo();
        REQUIRE(add_game(t, result(1, 1, 30, 18)));
        auto n = add_game(t, result(2, 1, 20, 20));
        REQUIRE_FALSE(n);
        CHECK(n.error() == "game 2 is dealt by Bo, not by the winner of the game before");
    }
    SECTION("a sheet without players takes no game") {
        Sheet blank;
        CHECK(add_game(blank, result(1, 0, 30, 18)).error() ==
              "the sheet has no match of two players");
    }
}

TEST_CASE("checks sheet: the id names the start time and the seed, seats are words, a missing "
          "name is Seat N") {
    Sheet s = start_sheet(setup_of(H, X), 0x75bcd15, {""}, 1718000000000, "2024-06-10");
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
        Sheet t = start_sheet(three, 1, {}, 1, "x");
        CHECK(sheet_store().check(t) == "a Checks sheet has 2 players, not 3");
        platform::MemoryStorage store;
        CHECK_FALSE(sheet_store().save_current(store, t));
        CHECK(store.keys().empty());
    }
}

// ---- JSON -------------------------------------------------------------------------------------

TEST_CASE("checks sheet json: every field round-trips, the seed as 16 hex digits") {
    Sheet s = ana_and_bo(1718000000000, 0xfedcba9876543210ull);
    REQUIRE(sync_games(s, four_games()));
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
    REQUIRE(sync_games(s, four_games()));
    const json good = sheet_store().to_json(s);
    REQUIRE(sheet_store().from_json(good));
    struct Damage {
        const char* what;
        std::function<void(json&)> apply;
        std::string message;
    };
    const std::vector<Damage> cases = {
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
        {"a short seed", [](json& j) { j["seed"] = "75bcd15"; }, "\"seed\" is not 16 hex digits"},
        {"rows not a list", [](json& j) { j["rows"] = "many"; }, "\"rows\" is not a list of games"},
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
    };
    for (const Damage& d : cases) {
        INFO(d.what);
        json j = good;
        d.apply(j);
        auto r = sheet_store().from_json(j);
        REQUIRE_FALSE(r);
        CHECK(r.error() == d.message);
    }
}

// ---- Storage ----------------------------------------------------------------------------------

TEST_CASE("checks sheet storage: the current sheet round-trips and finishing moves it to the top "
          "of the history") {
    platform::MemoryStorage store;
    CHECK_FALSE(sheet_store().load_current(store).sheet);
    CHECK(sheet_store().load_current(store).problem.empty());
    CHECK(sheet_store().load_history(store).sheets.empty());

    Sheet older = finished_match(1000, "2024-06-01T10:00:00Z");
    REQUIRE(sheet_store().finish_current(store, older).value() == 1);

    Sheet s = ana_and_bo(5000, 99);
    REQUIRE(sheet_store().save_current(store, s));
    REQUIRE(sync_games(s, {result(1, 0, 20, 30)}));
    REQUIRE(sheet_store().save_current(store, s));
    auto loaded = sheet_store().load_current(store);
    CHECK(loaded.problem.empty());
    CHECK(loaded.writable);
    REQUIRE(loaded.sheet);
    CHECK(*loaded.sheet == s);
    REQUIRE(core::read_versioned(*store.get("checks.sheet.current"), "checks-sheet", 1));

    s.finished = "2024-06-10T16:00:00Z";
    auto n = sheet_store().finish_current(store, s);
    REQUIRE(n);
    CHECK(n.value() == 2);
    CHECK_FALSE(store.get(kCurrentKey));
    auto h = sheet_store().load_history(store);
    CHECK(h.problem.empty());
    CHECK(ids(h.sheets) == ids({s, older}));
    CHECK(h.sheets[0] == s);
    SECTION("finishing the same sheet again replaces it, no duplicate") {
        CHECK(sheet_store().finish_current(store, s).value() == 2);
    }
    SECTION("finishing another sheet leaves a different current sheet in place") {
        Sheet running = ana_and_bo(7000, 5);
        REQUIRE(sheet_store().save_current(store, running));
        CHECK(sheet_store().finish_current(store, finished_match(6000, "2024-06-11")).value() == 3);
        CHECK(sheet_store().load_current(store).sheet == running);
    }
    SECTION("an invalid sheet is not saved") {
        Sheet bad = s;
        bad.players[0] = "An\xC3"; // a cut UTF-8 character: JSON could not hold it
        CHECK_FALSE(sheet_store().save_current(store, bad));
        auto refused = sheet_store().finish_current(store, bad);
        REQUIRE_FALSE(refused);
        CHECK(refused.error() == "this match sheet cannot be saved: the name of player 1 is empty, "
                                 "too long or not text");
        CHECK(sheet_store().load_history(store).sheets.size() == 2);
    }
}

TEST_CASE("checks sheet storage: corrupt stored text is kept aside byte for byte and reported") {
    platform::MemoryStorage store;
    REQUIRE(sheet_store().finish_current(store, finished_match(1000, "2024-06-01")));
    const std::string history_before = *store.get(kHistoryKey);
    std::string damaged, why;
    SECTION("not JSON at all") {
        damaged = "{\"kind\": \"checks-sheet\", \"vers\xFF";
        why = ": the stored text is damaged.";
    }
    SECTION("a sheet with a damaged field inside a good envelope") {
        json data = sheet_store().to_json(ana_and_bo());
        data["players"] = {"Ana"};
        damaged = core::make_versioned(kSheetKind, kVersion, data).dump();
        why = ": the stored text is damaged.";
    }
    SECTION("a sheet from a newer version") {
        damaged = core::make_versioned(kSheetKind, 2, sheet_store().to_json(ana_and_bo())).dump();
        why = ": it was saved by a newer version of Txek Table.";
    }
    SECTION("Txek's sheet under Checks' key") {
        damaged = core::make_versioned("txek-sheet", 1, json::object()).dump();
        why = ": the stored text holds something else.";
    }
    store.set(kCurrentKey, damaged);
    auto loaded = sheet_store().load_current(store);
    CHECK_FALSE(loaded.sheet);
    CHECK(loaded.writable);
    INFO(loaded.problem);
    // Plain words (src/README.md, "Storage"): what, why, where it is kept; the parser's words
    // only in the log.
    CHECK(loaded.problem == "The match sheet of the match in progress could not be read" + why +
                                " Nothing is lost: it is kept aside as "
                                "'checks.sheet.current.unreadable-1' (Settings \xE2\x86\x92 "
                                "Kept aside).");
    CHECK(*store.get("checks.sheet.current.unreadable-1") == damaged);
    CHECK_FALSE(store.get(kCurrentKey));
    CHECK(*store.get(kHistoryKey) == history_before);
    // Nothing more to report; a new match's sheet saves without losing the old text.
    CHECK(sheet_store().load_current(store).problem.empty());
    REQUIRE(sheet_store().save_current(store, ana_and_bo()));
    CHECK(*store.get("checks.sheet.current.unreadable-1") == damaged);
    // A second damaged value goes to the next free key.
    store.set(kCurrentKey, "oops");
    CHECK(sheet_store().load_current(store).problem.find("'checks.sheet.current.unreadable-2'") !=
          std::string::npos);
    CHECK(*store.get("checks.sheet.current.unreadable-2") == "oops");
}

TEST_CASE("checks sheet storage: text that cannot be kept aside stays under its key and nothing is "
          "saved over it") {
    FullableStorage store;
    store.set(kCurrentKey, "not json");
    store.set(kHistoryKey, "[1, 2");
    store.full = true;
    auto c = sheet_store().load_current(store);
    CHECK_FALSE(c.writable);
    CHECK(c.problem.find("It is left as it was under 'checks.sheet.current'") != std::string::npos);
    auto h = sheet_store().load_history(store);
    CHECK_FALSE(h.writable);
    CHECK(h.problem.find("It is left as it was under 'checks.sheets.history'") !=
          std::string::npos);
    auto n = sheet_store().finish_current(store, finished_match(1000, "2024-06-01"));
    REQUIRE_FALSE(n);
    CHECK(n.error() == h.problem);
    auto imported = sheet_store().import_all(store, sheet_store().export_all(store));
    REQUIRE_FALSE(imported);
    CHECK(imported.error() == c.problem);
    CHECK(store.keys() == std::vector<std::string>{kCurrentKey, kHistoryKey});
    CHECK(*store.get(kCurrentKey) == "not json");
    CHECK(*store.get(kHistoryKey) == "[1, 2");
}

TEST_CASE(
    "checks sheet storage: a damaged entry in the history is left out and reported, the whole "
    "text kept aside") {
    platform::MemoryStorage store;
    json list = json::array();
    list.push_back(sheet_store().to_json(finished_match(3000, "2024-06-03")));
    json broken = sheet_store().to_json(finished_match(2000, "2024-06-02"));
    broken["rows"][0]["winner"] = 1;
    list.push_back(broken);
    list.push_back(sheet_store().to_json(finished_match(1000, "2024-06-01")));
    list.push_back(list[0]); // a repeated id
    const std::string raw = core::make_versioned(kHistoryKind, kVersion, list).dump();
    store.set(kHistoryKey, raw);

    auto h = sheet_store().load_history(store);
    CHECK(h.writable);
    CHECK(ids(h.sheets) ==
          std::vector<std::string>{"3000-0000000000005208", "1000-0000000000001b58"});
    CHECK(h.problem == "2 of 4 finished match sheets could not be read (the stored text is "
                       "damaged) and are left out. Nothing is lost: the whole list is kept aside "
                       "as 'checks.sheets.history.unreadable-1' (Settings \xE2\x86\x92 Kept "
                       "aside).");
    CHECK(*store.get("checks.sheets.history.unreadable-1") == raw);
    auto again = sheet_store().load_history(store); // the readable ones were saved back
    CHECK(again.problem.empty());
    CHECK(again.sheets == h.sheets);
}

TEST_CASE(
    "checks sheet storage: an unreadable history is kept aside and nothing is saved over it") {
    platform::MemoryStorage store;
    store.set(kHistoryKey, "[1, 2");
    auto h = sheet_store().load_history(store);
    CHECK(h.sheets.empty());
    CHECK(h.problem.rfind("The finished match sheets could not be read: the stored text is "
                          "damaged.",
                          0) == 0);
    CHECK(h.problem.find("it is kept aside as 'checks.sheets.history.unreadable-1'") !=
          std::string::npos);
    REQUIRE(sheet_store().finish_current(store, finished_match(1000, "2024-06-01")));
    CHECK(*store.get("checks.sheets.history.unreadable-1") == "[1, 2");
    CHECK(sheet_store().load_history(store).sheets.size() == 1);
}

TEST_CASE("checks sheet storage: the history keeps the newest 200 finished matches, newest first") {
    platform::MemoryStorage store;
    auto date = [](int i) {
        char text[32];
        std::snprintf(text, sizeof text, "2024-01-01T00:%02d:%02dZ", i / 60, i % 60);
        return std::string(text);
    };
    std::vector<Sheet> old;
    for (int i = 197; i >= 0; --i) old.push_back(finished_match(1000 + i, date(i)));
    store_history(store, old);
    for (int i = 198; i < 205; ++i)
        REQUIRE(sheet_store().finish_current(store, finished_match(1000 + i, date(i))));
    auto h = sheet_store().load_history(store);
    CHECK(h.problem.empty());
    REQUIRE(h.sheets.size() == kMaxHistory);
    CHECK(h.sheets.front().id.rfind("1204-", 0) == 0);
    CHECK(h.sheets[1].id.rfind("1203-", 0) == 0);
    CHECK(h.sheets.back().id.rfind("1005-", 0) == 0); // the five oldest dropped
}

TEST_CASE("checks sheet storage: Checks' sheets keep to their own keys beside another game's, "
          "and another game's export is not imported") {
    platform::MemoryStorage store;
    // Another game's sheet in the same storage, under its own key: Txek's, as it stores it.
    const std::string txek_sheet = core::make_versioned("txek-sheet", 1, json::object()).dump();
    REQUIRE(store.set("txek.sheet.current", txek_sheet));
    Sheet checks_sheet = finished_match(1000, "2024-06-01");
    REQUIRE(sheet_store().finish_current(store, checks_sheet));
    REQUIRE(sheet_store().save_current(store, ana_and_bo(2000, 2)));
    CHECK(sheet_store().load_current(store).sheet == ana_and_bo(2000, 2));
    CHECK(sheet_store().load_history(store).sheets == std::vector<Sheet>{checks_sheet});
    CHECK(store.keys() == std::vector<std::string>{"checks.sheet.current", "checks.sheets.history",
                                                   "txek.sheet.current"});
    CHECK(store.get("txek.sheet.current") == txek_sheet);
    // One game's export is not the other's.
    const std::string txek_export =
        core::make_versioned("txek-sheets-export", 1, json{{"sheets", json::array()}}).dump();
    auto n = sheet_store().import_all(store, txek_export);
    REQUIRE_FALSE(n);
    CHECK(n.error() == "this file cannot be imported: it holds something other than match sheets");
}

// ---- Export and import ----------------------------------------------------------------------

TEST_CASE("checks sheet export: export then import into an empty storage restores every sheet") {
    platform::MemoryStorage from;
    for (int i = 0; i < 3; ++i)
        REQUIRE(sheet_store().finish_current(
            from, finished_match(1000 + i, "2024-06-0" + std::to_string(i + 1))));
    Sheet running = ana_and_bo(9000, 1);
    REQUIRE(sync_games(running, {result(1, 1, 12, 40)}));
    REQUIRE(sheet_store().save_current(from, running));

    const std::string file = sheet_store().export_all(from);
    auto doc = core::read_versioned(file, kExportKind, kVersion);
    REQUIRE(doc);
    CHECK(doc.value()["data"]["history"].size() == 3);
    CHECK(doc.value()["data"]["current"]["id"] == running.id);

    platform::MemoryStorage to;
    auto n = sheet_store().import_all(to, file);
    INFO(n.error());
    REQUIRE(n);
    CHECK(n.value() == 4);
    CHECK(sheet_store().load_current(to).sheet == running);
    CHECK(sheet_store().load_history(to).sheets == sheet_store().load_history(from).sheets);
    CHECK(sheet_store().export_all(to) == file);
    CHECK(sheet_store().import_all(to, file).value() == 0); // the second time adds nothing
}

TEST_CASE("checks sheet import: a damaged file is refused with a message and changes nothing") {
    platform::MemoryStorage store;
    REQUIRE(sheet_store().finish_current(store, finished_match(1000, "2024-06-01")));
    REQUIRE(sheet_store().save_current(store, ana_and_bo(2000, 3)));
    const auto before = snapshot(store);

    platform::MemoryStorage source;
    REQUIRE(sheet_store().finish_current(source, finished_match(5000, "2024-06-05")));
    REQUIRE(sheet_store().save_current(source, ana_and_bo(6000, 6)));
    json good = json::parse(sheet_store().export_all(source));
    json damaged_sheet = good;
    damaged_sheet["data"]["history"][0]["rows"][1]["dealer"] = 1;
    json damaged_current = good;
    damaged_current["data"]["current"]["seed"] = "x";
    const std::vector<std::pair<std::string, std::string>> cases = {
        // Plain words (src/README.md, "Storage"): which sheet, not how (that is for the log line).
        {"hello", "this file cannot be imported: it is not an export of match sheets from Txek "
                  "Table, or it is damaged"},
        {damaged_sheet.dump(), "this file cannot be imported: sheet 1 in it is damaged"},
        {damaged_current.dump(), "this file cannot be imported: the sheet of the match in "
                                 "progress in it is damaged"},
    };
    for (const auto& [text, message] : cases) {
        INFO(text);
        auto n = sheet_store().import_all(store, text);
        REQUIRE_FALSE(n);
        CHECK(n.error().rfind(message, 0) == 0);
        CHECK(snapshot(store) == before);
    }
    SECTION("a full storage refuses the import and keeps what it had") {
        FullableStorage full;
        REQUIRE(sheet_store().finish_current(full, finished_match(1000, "2024-06-01")));
        const auto had = snapshot(full);
        full.full = true;
        auto n = sheet_store().import_all(full, good.dump());
        REQUIRE_FALSE(n);
        CHECK(n.error() ==
              "the match sheets could not be saved in this browser's storage (it may be full)");
        CHECK(snapshot(full) == had);
    }
}

TEST_CASE("checks sheet storage, two tabs: the current sheet keeps its revision, a stale copy "
          "of a filed sheet, filed again with fewer games, never replaces the fuller one") {
    platform::MemoryStorage store;
    Sheet stale = ana_and_bo(5000, 99);
    REQUIRE(sync_games(stale, {result(1, 0, 20, 30)}));
    REQUIRE(sheet_store().save_current(store, stale, 7));
    CHECK(sheet_store().load_current(store).revision == 7);
    CHECK(*sheet_store().load_current(store).sheet == stale);

    Sheet fuller = stale;
    REQUIRE(sync_games(fuller, {result(1, 0, 20, 30), result(2, 1, 12, 36)}));
    fuller.finished = "2024-06-10T16:00:00Z";
    REQUIRE(sheet_store().finish_current(store, fuller).value() == 1);
    stale.finished = "2024-06-10T16:05:00Z";
    REQUIRE(sheet_store().finish_current(store, stale).value() == 1);
    auto h = sheet_store().load_history(store);
    REQUIRE(h.sheets.size() == 1);
    CHECK(h.sheets[0] == fuller);
    // One with more games does replace it: a sheet only grows.
    Sheet longer = fuller;
    REQUIRE(sync_games(longer, {result(1, 0, 20, 30), result(2, 1, 12, 36), result(3, 1, 30, 18)}));
    REQUIRE(sheet_store().finish_current(store, longer).value() == 1);
    CHECK(sheet_store().load_history(store).sheets[0] == longer);
}

// A sheet as this version stores it must load the same in every later one, and save back to the
// same text: players' sheets live in their browsers (seed, "Ending the Game").
TEST_CASE("checks sheet storage: a sheet stored as version 1 text loads and saves back unchanged") {
    const std::string stored =
        R"({"kind":"checks-sheet","version":1,"data":{"revision":3,"id":"1718000000000-00000000075bcd15","started":"2024-06-10T14:02:33Z","finished":"","players":["Ana","Bo"],"seats":["human","good"],"seed":"00000000075bcd15","rows":[{"game":1,"dealer":1,"checks":[30,18],"winner":0,"unplayed":0},{"game":2,"dealer":0,"checks":[20,24],"winner":1,"unplayed":4}]}})";
    const auto back = table::sheets::load_and_save_back(sheet_store(), stored);
    const LoadedSheet& loaded = back.loaded;
    REQUIRE(loaded.sheet);
    CHECK(loaded.revision == 3);
    CHECK(back.saved_back == nlohmann::json::parse(stored));
    CHECK(loaded.sheet->players == std::vector<std::string>{"Ana", "Bo"});
    CHECK(loaded.sheet->games_won() == std::array<int, 2>{1, 1});
    CHECK(loaded.sheet->total_checks() == std::array<int, 2>{50, 42});
}
