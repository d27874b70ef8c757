// The App over the game module, headless (no window, no frame drawn): what happens to saved
// games, sheets and links is one behaviour for every registered game (README, "Links"), and
// nothing stored can break the test hook.
#include "app_support.h"
#include "engine/core/link.h"
#include "engine/core/versioned_json.h"
#include "engine/games.h"
#include "platform/storage.h"
#include "table/app.h"
#include "table/i18n.h"
#include "table/registry.h"
#include "table/saved_game.h"
#include "table/screens.h"
#include "table/session.h"
#include "table/voice.h"

#include <catch2/catch.hpp>

#include <string>

using app_support::deal_link;
using app_support::stored_data;
using table::App;

namespace {

nlohmann::json state_of(const App& app) {
    return nlohmann::json::parse(app.public_state(0));
}

// Two actions the first of which applies and the second is refused, so a replay link of them
// stops at action 2.
core::ActionLog refused_second(const games::Module& game, const core::Link& link) {
    games::MatchOptions quiet;
    quiet.bots = false;
    auto m = std::move(game.open(link.setup, link.seed, {}, quiet).value());
    core::Rng rng(7);
    const auto first = m->random_action(rng).value();
    for (int seat = 0; seat < m->players(); ++seat)
        for (std::uint32_t code : m->legal(seat)) {
            const core::ActionLog two = {{std::uint8_t(first.first), first.second},
                                         {std::uint8_t(seat), code}};
            if (!game.open(link.setup, link.seed, two, quiet)) return two;
        }
    FAIL("no refused second action found for " << game.facts.id);
    return {};
}

// A fresh GameUi of the registered game `id`.
std::unique_ptr<table::GameUi> ui_of(const std::string& id) {
    for (auto& ui : table::make_game_uis())
        if (ui->game().facts.id == id) return std::move(ui);
    return nullptr;
}

} // namespace

TEST_CASE("links (README, Links): a deal link sets a running game aside, never overwrites it, "
          "for every game") {
    for (const games::Module* game : games::registered()) {
        const std::string id(game->facts.id);
        INFO(id);
        platform::MemoryStorage storage;
        App app(storage, core::encode_link(deal_link(*game, 11)));
        REQUIRE(state_of(app)["screen"] == id);
        const auto first = stored_data(storage, id + ".game");
        REQUIRE(first);
        app.open_link(core::encode_link(deal_link(*game, 12)));
        const auto aside = stored_data(storage, id + ".game.previous-1");
        REQUIRE(aside);
        CHECK((*aside)["seed"] == (*first)["seed"]);
        CHECK((*stored_data(storage, id + ".game"))["seed"] != (*first)["seed"]);
    }
}

TEST_CASE("links (README, Links): lang= chooses the language as Settings would, a reload keeps "
          "it, and the rest of the link opens as ever") {
    const games::Module& game = *games::registered().front();
    platform::MemoryStorage storage;
    {
        App app(storage, "lang=de&" + core::encode_link(deal_link(game, 51)));
        CHECK(state_of(app)["screen"] == std::string(game.facts.id));
        CHECK(table::i18n::language() == "de");
        app.open_link("#lang=tlh");
        CHECK(table::i18n::language() == "de");
        CHECK(state_of(app)["notice"].get<std::string>().find("tlh") != std::string::npos);
    }
    App reloaded(storage, "");
    CHECK(table::i18n::language() == "de");
    reloaded.open_link("lang=en");
    CHECK(table::i18n::language() == "en");
}

TEST_CASE("links (README, Links): a replay link whose actions do not apply is refused with a "
          "message naming the action, for every game") {
    for (const games::Module* game : games::registered()) {
        const std::string id(game->facts.id);
        INFO(id);
        platform::MemoryStorage storage;
        App app(storage, core::encode_link(deal_link(*game, 21)));
        const auto before = storage.get(id + ".game");
        core::Link replay = deal_link(*game, 21);
        replay.actions = refused_second(*game, replay);
        app.open_link(core::encode_link(replay));
        const nlohmann::json s = state_of(app);
        CHECK(s["screen"] == "home");
        const std::string notice = s["notice"];
        INFO(notice);
        CHECK(notice.find("action 2, '") != std::string::npos);
        CHECK(notice.find("cannot be played") != std::string::npos);
        CHECK(storage.get(id + ".game") == before); // the game in progress is untouched
    }
}

TEST_CASE("seatings: a deal link seating more people than the game's module allows "
          "is refused with a message and loses nothing, one seating what it allows opens") {
    for (const games::Module* game : games::registered()) {
        const std::string id(game->facts.id);
        INFO(id);
        platform::MemoryStorage storage;
        App app(storage, core::encode_link(deal_link(*game, 41)));
        // As many people as the module allows (Strategix: every seat of a table of four).
        core::Link allowed = deal_link(*game, 43);
        const int people = std::min(game->facts.max_people, game->facts.max_players);
        if (int(allowed.setup.seats.size()) < people)
            allowed.setup.seats.resize(std::size_t(people), core::SeatKind::Casual);
        for (int p = 0; p < people; ++p)
            allowed.setup.seats[std::size_t(p)] = core::SeatKind::Human;
        app.open_link(core::encode_link(allowed));
        CHECK(state_of(app)["screen"] == id);

        const auto before = storage.get(id + ".game");
        core::Link crowded = deal_link(*game, 42);
        crowded.setup.seats.assign(
            std::size_t(std::min(game->facts.max_people + 1, game->facts.max_players)),
            core::SeatKind::Human);
        if (int(crowded.setup.seats.size()) <= game->facts.max_people) continue; // seats anyone
        app.open_link(core::encode_link(crowded));
        nlohmann::json s = state_of(app);
        CHECK(s["screen"] == "home");
        const std::string notice = s["notice"];
        INFO(notice);
        CHECK(notice.find("seats at most") != std::string::npos);
        CHECK(storage.get(id + ".game") == before);
    }
}

TEST_CASE("sheets: a game and its sheet hold one id, kept across a reload and new for a new "
          "game, for every game") {
    for (const games::Module* game : games::registered()) {
        const std::string id(game->facts.id);
        INFO(id);
        platform::MemoryStorage storage;
        std::string sheet_id;
        {
            App app(storage, core::encode_link(deal_link(*game, 31)));
            sheet_id = (*stored_data(storage, id + ".game"))["sheet"];
            REQUIRE(!sheet_id.empty());
            CHECK(state_of(app)["sheets"][id]["id"] == sheet_id);
        }
        {
            App reloaded(storage, "");
            CHECK(state_of(reloaded)["screen"] == id);
            CHECK(state_of(reloaded)["sheets"][id]["id"] == sheet_id);
            reloaded.open_link(core::encode_link(deal_link(*game, 32)));
            const std::string next = (*stored_data(storage, id + ".game"))["sheet"];
            CHECK(next != sheet_id);
            CHECK(state_of(reloaded)["sheets"][id]["id"] == next);
        }
    }
}

TEST_CASE("sheets: a game saved before sheets had ids keeps the current sheet of its seed and "
          "players, and stores its id") {
    for (const games::Module* game : games::registered()) {
        const std::string id(game->facts.id);
        INFO(id);
        platform::MemoryStorage storage;
        std::string sheet_id;
        {
            App app(storage, core::encode_link(deal_link(*game, 41)));
            sheet_id = (*stored_data(storage, id + ".game"))["sheet"];
        }
        // The saved game as an older build wrote it: no "sheet".
        auto data = *stored_data(storage, id + ".game");
        data.erase("sheet");
        storage.set(id + ".game", core::make_versioned(id + "-game", 1, data).dump());
        App reloaded(storage, "");
        CHECK(state_of(reloaded)["sheets"][id]["id"] == sheet_id);
        CHECK((*stored_data(storage, id + ".game"))["sheet"] == sheet_id);
    }
}

TEST_CASE("storage: a stored seat that is not plain text is kept aside with a "
          "readable notice, and the test hook stays valid JSON") {
    for (const games::Module* game : games::registered()) {
        const std::string id(game->facts.id);
        INFO(id);
        platform::MemoryStorage storage;
        const nlohmann::json data = {
            {"seats", "h\xc3\xa9"}, {"seed", "0000000000000001"}, {"actions", ""}};
        storage.set(id + ".game", core::make_versioned(id + "-game", 1, data).dump());
        App app(storage, "");
        const std::string text = app.public_state(0);
        const nlohmann::json s = nlohmann::json::parse(text);
        CHECK(std::string(s["notice"]).find("could not be read") != std::string::npos);
        CHECK(storage.get(id + ".game.unreadable-1"));
        CHECK_FALSE(storage.get(id + ".game"));
    }
}

TEST_CASE("sheets: reloading after a game played to its end files its sheet once, for every "
          "game") {
    for (auto& ui : table::make_game_uis()) {
        const std::string id(ui->game().facts.id);
        INFO(id);
        platform::MemoryStorage storage;
        table::Notices notices;
        const table::Settings settings;
        table::NewGame bots_only;
        bots_only.setup.seats.assign(std::size_t(ui->game().facts.min_players),
                                     core::SeatKind::Good);
        {
            table::Session s(std::move(ui), storage);
            s.load(settings, notices);
            REQUIRE(s.start(bots_only, 51, settings, notices));
            // Half a second a frame, as the page would: the bots play until the game is over.
            for (int t = 1; t < 200000 && !s.over(); ++t) s.tick(0.5 * t, true, notices);
            REQUIRE(s.over());
        }
        auto history = [&] {
            auto data = stored_data(storage, id + ".sheets.history");
            return data ? data->size() : 0;
        };
        const std::size_t filed = history(); // 1 where the sheet ends with the game (Txek)
        CHECK(filed <= 1);
        const std::string sheet = (*stored_data(storage, id + ".game"))["sheet"];
        for (int reload = 0; reload < 2; ++reload) {
            table::Session again(ui_of(id), storage);
            again.load(settings, notices);
            CHECK(history() == filed);
            CHECK(again.sheets().public_json()["id"] == sheet);
        }
    }
}

TEST_CASE("home and About: the family line names every registered game, in the registry's "
          "order, and About credits each from its module") {
    std::vector<std::string> names;
    for (const games::Module* game : games::registered()) names.emplace_back(game->facts.name);
    CHECK(table::FamilyLine(names) == table::and_list(names) + " to play.");
    CHECK(table::and_list({"Txek"}) == "Txek");
    CHECK(table::and_list({"Txek", "Checks"}) == "Txek and Checks");
    CHECK(table::and_list({"Txek", "Checks", "CHECK!"}) == "Txek, Checks and CHECK!");
    CHECK(table::FamilyLine({}).empty());
    // A printed game names who made it; a game of our own (no author) only its name.
    CHECK(table::CreditLine("Checks", "James Yates") == "Checks by James Yates");
    CHECK(table::CreditLine("Txek", "") == "Txek");
    for (const auto& ui : table::make_game_uis()) {
        INFO(ui->game().facts.id);
        CHECK(std::string(ui->blurb()).size() > 20);
    }
}

TEST_CASE("two tabs: a deal link opened in a tab holding an older copy of a game "
          "keeps the game another tab saved since aside whole, and that tab stops, for every "
          "game") {
    for (auto& ui : table::make_game_uis()) {
        const std::string id(ui->game().facts.id);
        INFO(id);
        platform::MemoryStorage storage;
        table::Notices notices;
        const table::Settings settings;
        // Bots only: tab A watches them, and tab B (a session over the same storage) plays on.
        core::Link watch = deal_link(ui->game(), 61);
        watch.setup.seats.assign(watch.setup.seats.size(), core::SeatKind::Casual);
        App a(storage, core::encode_link(watch));
        table::Session b(std::move(ui), storage);
        b.load(settings, notices);
        // B's bots play until a move is saved: a game still running, at any game's pace.
        int t = 1;
        auto moved = [&] {
            return !(*stored_data(storage, id + ".game"))["actions"].get<std::string>().empty();
        };
        for (; t <= 400 && !moved(); ++t) b.tick(0.5 * t, true, notices);
        const auto by_b = stored_data(storage, id + ".game");
        REQUIRE(by_b);
        REQUIRE(!(*by_b)["actions"].get<std::string>().empty());

        // A, stale, opens another deal: B's game as B saved it is kept aside, then A's is saved.
        a.open_link(core::encode_link(deal_link(*games::find(id), 62)));
        const nlohmann::json s = state_of(a);
        CHECK(s["screen"] == id);
        CHECK(s[id]["elsewhere"] == false);
        const auto aside = stored_data(storage, id + ".game.previous-1");
        REQUIRE(aside);
        CHECK((*aside)["actions"] == (*by_b)["actions"]);
        CHECK((*aside)["revision"] == (*by_b)["revision"]);
        const auto now = stored_data(storage, id + ".game");
        CHECK((*now)["revision"].get<std::uint64_t>() > (*by_b)["revision"].get<std::uint64_t>());

        // B's next save finds A's newer one: B writes nothing and shows its game as elsewhere.
        for (const int from = t; t <= from + 340 && !b.elsewhere(); ++t)
            b.tick(0.5 * t, true, notices);
        CHECK(b.elsewhere());
        CHECK(stored_data(storage, id + ".game") == now);
    }
}
