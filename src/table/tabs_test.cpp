// Two tabs over one storage: every save carries a revision, and an older revision
// never overwrites a newer one (table/session.h, "Tabs"). Natively every claim is this process's
// (platform::claim), so two sessions here are two tabs whose browser has no way to agree: only
// the revision guard stands between them. A stale one shows the game as elsewhere instead of
// saving, and "Play here" goes on from the newest save.
#include "engine/core/action_log.h"
#include "platform/storage.h"
#include "table/registry.h"
#include "table/saved_game.h"
#include "table/session.h"

#include <catch2/catch.hpp>

#include <algorithm>
#include <string>

using namespace table;

namespace {

std::unique_ptr<GameUi> ui_of(const std::string& id) {
    for (auto& ui : make_game_uis())
        if (ui->game().facts.id == id) return std::move(ui);
    return nullptr;
}

// The stored game, read back as the next load would.
SavedGame stored_game(platform::Storage& storage, const std::string& id) {
    LoadedGame loaded = load_saved_game(storage, id + ".game", id + "-game");
    REQUIRE(loaded.problem.empty());
    REQUIRE(loaded.game);
    return *loaded.game;
}

bool starts_with(const core::ActionLog& log, const core::ActionLog& prefix) {
    return prefix.size() <= log.size() && std::equal(prefix.begin(), prefix.end(), log.begin());
}

// A game of bots only: they play it on the session's clock.
NewGame bots_only(const GameUi& ui, core::SeatKind level) {
    NewGame g;
    g.setup.seats.assign(std::size_t(ui.game().facts.min_players), level);
    return g;
}

// One tab: a session and its clock, half a second a frame.
struct Tab {
    Session session;
    platform::Storage& storage;
    std::string id;
    double now = 0;
    Tab(const std::string& id, platform::Storage& storage)
        : session(ui_of(id), storage), storage(storage), id(id) {}
    void frames(int n, Notices& out) {
        for (int i = 0; i < n; ++i) session.tick(now += 0.5, true, out);
    }
    // Frames until `n` more moves are saved (at most 400): a little play at any game's pace,
    // short of the end of the shortest game (High card's ten moves, tests/highcard/).
    void moves(std::size_t n, Notices& out) {
        const std::size_t until = stored_game(storage, id).actions.size() + n;
        for (int i = 0; i < 400 && stored_game(storage, id).actions.size() < until; ++i)
            frames(1, out);
    }
};

// What is stored never goes back: the revision only grows, the actions only get longer (a
// game's saved moves are never lost), and the same revision is the same save.
struct Watch {
    platform::Storage& storage;
    std::string id;
    SavedGame last;
    void check() {
        const SavedGame now = stored_game(storage, id);
        REQUIRE(now.revision >= last.revision);
        if (now.seed == last.seed) REQUIRE(starts_with(now.actions, last.actions));
        if (now.revision == last.revision) REQUIRE(now.actions == last.actions);
        last = now;
    }
};

} // namespace

TEST_CASE("two tabs: a stale tab never saves over a newer revision, it shows the "
          "game as elsewhere, and Play here goes on from the newest save, for every game") {
    for (auto& ui : make_game_uis()) {
        const std::string id(ui->game().facts.id);
        INFO(id);
        platform::MemoryStorage storage;
        Notices notices;
        const Settings settings;
        const NewGame game = bots_only(*ui, core::SeatKind::Casual);

        // Tab A deals and its bots play a little; tab B opens the same game.
        Tab a(id, storage), b(id, storage);
        a.session.load(settings, notices);
        REQUIRE(a.session.start(game, 71, settings, notices));
        a.moves(1, notices);
        b.session.load(settings, notices);
        REQUIRE(b.session.has_game());
        CHECK_FALSE(b.session.elsewhere());
        Watch watch{storage, id, stored_game(storage, id)};
        CHECK(watch.last.revision >= 2);

        // A plays on and saves; B, stale, plays its own copy: its first save finds A's newer
        // revision, writes nothing and shows the game as elsewhere, its bots stopped.
        a.moves(1, notices);
        watch.check();
        const SavedGame by_a = watch.last;
        REQUIRE(by_a.actions.size() > 0);
        for (int i = 0; i < 400 && !b.session.elsewhere(); ++i) {
            b.frames(1, notices);
            watch.check();
        }
        REQUIRE(b.session.elsewhere());
        CHECK(b.session.public_json()["elsewhere"] == true);
        b.frames(40, notices);
        CHECK(stored_game(storage, id).actions == by_a.actions);
        CHECK(stored_game(storage, id).revision == by_a.revision);

        // Play here in B: it goes on from A's last save, saved again under a newer revision; A's
        // next save finds it and A shows the game as elsewhere.
        b.session.take_over(settings, notices);
        CHECK_FALSE(b.session.elsewhere());
        CHECK(b.session.link(true) == a.session.link(true));
        watch.check();
        CHECK(watch.last.revision > by_a.revision);
        CHECK(watch.last.actions == by_a.actions);
        for (int i = 0; i < 400 && !a.session.elsewhere(); ++i) {
            a.frames(1, notices);
            watch.check();
        }
        REQUIRE(a.session.elsewhere());

        // Back and forth to the end of the game: whichever tab plays, no saved move is lost.
        for (int round = 0; round < 100 && !(a.session.over() && b.session.over()); ++round) {
            Tab& here = round % 2 == 0 ? b : a;
            if (here.session.elsewhere()) here.session.take_over(settings, notices);
            for (int i = 0; i < 20; ++i) {
                here.frames(1, notices);
                watch.check();
            }
        }
        CHECK(starts_with(watch.last.actions, by_a.actions));
        for (const Notice& n : notices) {
            INFO(n.text);
            CHECK(n.text.find("could not") == std::string::npos);
            CHECK(n.text.find("does not match") == std::string::npos);
        }
    }
}

TEST_CASE("two tabs: a new game started in a stale tab keeps the game another tab "
          "saved since aside whole, and that tab then shows it as elsewhere, for every game") {
    for (auto& ui : make_game_uis()) {
        const std::string id(ui->game().facts.id);
        INFO(id);
        platform::MemoryStorage storage;
        Notices notices;
        const Settings settings;
        const NewGame game = bots_only(*ui, core::SeatKind::Good);
        Tab a(id, storage), b(id, storage);
        a.session.load(settings, notices);
        REQUIRE(a.session.start(game, 81, settings, notices));
        b.session.load(settings, notices); // opened now, before A plays on
        a.moves(2, notices);
        const SavedGame by_a = stored_game(storage, id);
        REQUIRE(!by_a.actions.empty());

        REQUIRE(b.session.start(game, 82, settings, notices));
        LoadedGame aside = load_saved_game(storage, id + ".game.previous-1", id + "-game");
        REQUIRE(aside.game);
        CHECK(aside.game->actions == by_a.actions); // A's game whole, not B's stale copy
        const SavedGame fresh = stored_game(storage, id);
        CHECK(fresh.seed == 82);
        CHECK(fresh.revision > by_a.revision);

        // A, now the stale one, saves nothing over B's new game; Play here takes it up.
        for (int i = 0; i < 400 && !a.session.elsewhere(); ++i) a.frames(1, notices);
        REQUIRE(a.session.elsewhere());
        CHECK(stored_game(storage, id).seed == 82);
        a.session.take_over(settings, notices);
        CHECK(a.session.link(false) == b.session.link(false));
    }
}

TEST_CASE("two tabs: a stale sheet book never saves over a newer revision of the "
          "current sheet, and a new match started from it files the newer sheet whole, for "
          "every game") {
    for (auto& ui : make_game_uis()) {
        const std::string id(ui->game().facts.id);
        INFO(id);
        platform::MemoryStorage storage;
        Notices notices;
        const Settings settings;
        const NewGame game = bots_only(*ui, core::SeatKind::Good);
        // A plays a whole game (a row or more on its sheet); B read the sheet before that.
        Tab a(id, storage);
        a.session.load(settings, notices);
        REQUIRE(a.session.start(game, 91, settings, notices));
        auto stale_b = ui_of(id)->make_sheets();
        stale_b->load(storage); // the blank sheet of A's match
        for (int t = 0; t < 200000 && !a.session.over(); ++t) a.frames(1, notices);
        REQUIRE(a.session.over());
        const nlohmann::json played = a.session.sheets().public_json();
        REQUIRE(played["rows"].get<int>() >= 1);

        // B starts another match: A's sheet as A left it is filed (or already was), never
        // replaced by B's blank copy.
        SheetMatch other;
        other.setup = game.setup;
        other.seed = 92;
        other.names.assign(game.setup.seats.size(), "Bot");
        stale_b->start(storage, other, notices);
        const auto history = storage.get(id + ".sheets.history");
        REQUIRE(history);
        const nlohmann::json filed = nlohmann::json::parse(*history)["data"];
        REQUIRE(filed.is_array());
        int found = 0;
        for (const auto& s : filed)
            if (s["id"] == played["id"]) {
                ++found;
                CHECK(s["rows"].size() == played["rows"].get<std::size_t>());
            }
        CHECK(found == 1);
        CHECK(stale_b->public_json()["id"] != played["id"]);
    }
}
