// The game in progress survives a reload, and a damaged save is kept, never lost (src/README.md,
// "Storage").
#include "table/saved_game.h"

#include "engine/core/text.h"

#include "engine/games.h"

#include <catch2/catch.hpp>

using namespace table;

namespace {

SavedGame sample() {
    SavedGame g;
    g.setup.seats = {core::SeatKind::Human, core::SeatKind::Expert};
    g.seed = 0x75bcd15;
    // A few real moves of a registered two-player game, so the log is one the engine accepts.
    const games::Module& game = *games::registered().front();
    games::MatchOptions quiet;
    quiet.bots = false;
    auto m = std::move(game.open(g.setup, g.seed, {}, quiet).value());
    core::Rng rng(3);
    for (int i = 0; i < 5 && !m->over(); ++i) {
        const auto next = m->random_action(rng);
        REQUIRE(next);
        REQUIRE(m->act(next->first, next->second).ok);
    }
    g.actions = m->log();
    g.names = {"Tess", "Bruno"};
    g.saved_ms = 1718000000000;
    return g;
}

} // namespace

TEST_CASE("saved game: setup, seed, actions, names and time round-trip through storage") {
    platform::MemoryStorage storage;
    const SavedGame g = sample();
    REQUIRE(save_game(storage, "checks.game", "checks-game", g));
    LoadedGame loaded = load_saved_game(storage, "checks.game", "checks-game");
    CHECK(loaded.problem.empty());
    REQUIRE(loaded.game);
    CHECK(loaded.game->setup == g.setup);
    CHECK(loaded.game->seed == g.seed);
    CHECK(loaded.game->actions == g.actions);
    CHECK(loaded.game->names == g.names);
    CHECK(loaded.game->saved_ms == g.saved_ms);
}

TEST_CASE("saved game: nothing stored is no game and no problem") {
    platform::MemoryStorage storage;
    LoadedGame loaded = load_saved_game(storage, "checks.game", "checks-game");
    CHECK_FALSE(loaded.game);
    CHECK(loaded.problem.empty());
}

TEST_CASE("saved game: a save from before names and saved_ms (Txek's first format) still loads") {
    platform::MemoryStorage storage;
    REQUIRE(storage.set("txek.game",
                        R"({"kind":"txek-game","version":1,"data":{"seats":"hcg","variant":0,)"
                        R"("seed":"00000000075bcd15","actions":""}})"));
    LoadedGame loaded = load_saved_game(storage, "txek.game", "txek-game");
    REQUIRE(loaded.game);
    CHECK(loaded.game->setup.seats.size() == 3);
    CHECK(loaded.game->names.empty());
    CHECK(loaded.game->saved_ms == 0);
}

TEST_CASE("saved game: damaged fields are refused and the text is kept aside, never lost") {
    const char* damaged[] = {
        R"({"kind":"checks-game","version":1,"data":{"seats":"hx","seed":"00000000075bcd15","actions":""}})",
        R"({"kind":"checks-game","version":1,"data":{"seats":"hg","seed":"xyz","actions":""}})",
        R"({"kind":"checks-game","version":1,"data":{"seats":"hg","seed":"00000000075bcd15","actions":"@@"}})",
        R"({"kind":"checks-game","version":1,"data":{"seats":"hg","seed":12,"actions":""}})",
        R"({"kind":"checks-game","version":1,"data":{"seats":"hg","seed":"00000000075bcd15","actions":"","variant":-1}})",
        R"({"kind":"checks-game","version":1,"data":[1,2,3]})",
        R"({"kind":"checks-game","version":1,"data":{"seats":"hg")",
    };
    for (const char* text : damaged) {
        INFO(text);
        platform::MemoryStorage storage;
        REQUIRE(storage.set("checks.game", text));
        LoadedGame loaded = load_saved_game(storage, "checks.game", "checks-game");
        CHECK_FALSE(loaded.game);
        CHECK(loaded.problem.find("checks.game.unreadable-1") != std::string::npos);
        CHECK(storage.get("checks.game.unreadable-1") == std::string(text));
        CHECK_FALSE(storage.get("checks.game"));
    }
}

TEST_CASE("saved game: a name that is not text or too long is left for the table to fill in") {
    platform::MemoryStorage storage;
    REQUIRE(
        storage.set("checks.game",
                    R"({"kind":"checks-game","version":1,"data":{"seats":"hh",)"
                    R"("seed":"1","actions":"","names":[7,"Ana ana ana ana ana ana ana ana"]}})"));
    LoadedGame loaded = load_saved_game(storage, "checks.game", "checks-game");
    REQUIRE(loaded.game);
    CHECK(loaded.game->names == std::vector<std::string>{"", ""});
}

TEST_CASE("saved game: the sheet's id round-trips, a save without one reads as empty") {
    SavedGame g;
    g.setup.seats = {core::SeatKind::Human, core::SeatKind::Good};
    g.seed = 5;
    g.sheet_id = "1718000000000-0000000000000005";
    auto back = saved_game_from_json(saved_game_to_json(g));
    REQUIRE(back);
    CHECK(back.value().sheet_id == g.sheet_id);
    nlohmann::json old = saved_game_to_json(g);
    old.erase("sheet");
    CHECK(saved_game_from_json(old).value().sheet_id.empty());
}

TEST_CASE("saved game: a seat letter that is part of a UTF-8 character gives "
          "a message that is valid UTF-8") {
    const nlohmann::json d = {{"seats", "h\xc3\xa9"}, {"seed", "01"}, {"actions", ""}};
    auto g = saved_game_from_json(d);
    REQUIRE_FALSE(g);
    CHECK(core::valid_utf8(g.error()));
    CHECK_NOTHROW(nlohmann::json(g.error()).dump());
}

TEST_CASE("saved game, two tabs: the revision round-trips, a save from before revisions, or "
          "one whose revision is not a count, reads as revision 0") {
    SavedGame g;
    g.setup.seats = {core::SeatKind::Human, core::SeatKind::Good};
    g.seed = 5;
    g.revision = 41;
    auto back = saved_game_from_json(saved_game_to_json(g));
    REQUIRE(back);
    CHECK(back.value().revision == 41);
    nlohmann::json old = saved_game_to_json(g);
    old.erase("revision");
    CHECK(saved_game_from_json(old).value().revision == 0);
    for (const nlohmann::json& bad :
         {nlohmann::json(-3), nlohmann::json("7"), nlohmann::json(2.5)}) {
        old["revision"] = bad;
        REQUIRE(saved_game_from_json(old));
        CHECK(saved_game_from_json(old).value().revision == 0);
    }
}
