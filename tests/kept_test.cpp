// Stored data that cannot be read, told in a player's words, and the values kept aside
// (src/README.md, "Storage"): every reader of stored data (settings, each game's saved game, sheet
// in progress and finished sheets) over the App, for every registered game.
#include "app_support.h"
#include "engine/core/link.h"
#include "engine/core/versioned_json.h"
#include "engine/games.h"
#include "platform/storage.h"
#include "table/app.h"
#include "table/kept.h"
#include "table/registry.h"
#include "table/session.h"

#include <catch2/catch.hpp>

#include <cctype>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <vector>

using table::App;

namespace {

// Words of a parser or a programmer, which a player's message must not hold.
const char* const kJargon[] = {"parse",      "syntax",    "literal",  "byte",      "json",
                               "column",     "token",     "offset",   "exception", "invalid",
                               "unexpected", "last read", "\"data\"", "\"kind\""};

std::string jargon_in(std::string message) {
    for (char& c : message) c = char(std::tolower(static_cast<unsigned char>(c)));
    for (const char* word : kJargon)
        if (message.find(word) != std::string::npos) return word;
    return {};
}

// A stored key, the kind its value should have, and where it is read (the old settings key's
// value moves to the new key first: table/settings.h).
struct Reader {
    std::string key, kind;
    bool reads_data; // a damaged "data" inside a good envelope is refused (settings: forgiving)
    std::string read_at;
};

std::vector<Reader> readers() {
    std::vector<Reader> out = {{"app.settings", "settings", false, "app.settings"},
                               {"txek.settings", "settings", false, "app.settings"}};
    for (const games::Module* m : games::registered()) {
        const std::string id(m->facts.id);
        out.push_back({id + ".game", id + "-game", true, id + ".game"});
        out.push_back({id + ".sheet.current", id + "-sheet", true, id + ".sheet.current"});
        out.push_back({id + ".sheets.history", id + "-history", true, id + ".sheets.history"});
    }
    return out;
}

// Ways a stored value goes bad: damaged text, another build's, another sort's.
std::vector<std::string> corruptions(const Reader& r) {
    std::vector<std::string> out = {
        // What the player had: "syntax error while parsing value - invalid literal; last
        // read: 'no'".
        R"({"kind":")" + r.kind + R"(","version":1,"data":no})",
        R"({"kind":")" + r.kind + R"(","version":1,"data":{"seats":)",
        "",
        "\xff\xfe\x00garbage",
        "[1, 2, 3]",
        core::make_versioned(r.kind, 99, nlohmann::json::object()).dump(),
        core::make_versioned("something-else", 1, nlohmann::json::object()).dump(),
    };
    if (r.reads_data) {
        out.push_back(core::make_versioned(r.kind, 1, nlohmann::json::object()).dump());
        out.push_back(core::make_versioned(r.kind, 1, nlohmann::json::array({1, "x"})).dump());
    }
    return out;
}

// What the player is told once `text` is stored under `key`: by an App coming up (settings, saved
// games, sheets in progress), then by each game's sheets following a match whose sheet is not
// the current one (they look for it among the finished sheets: the history is read).
std::string told(const std::string& key, const std::string& text,
                 platform::MemoryStorage& storage) {
    REQUIRE(storage.set(key, text));
    std::string notice;
    {
        App app(storage, "");
        notice = nlohmann::json::parse(app.public_state(0))["notice"];
    }
    for (auto& ui : table::make_game_uis()) {
        const games::Facts& f = ui->game().facts;
        auto book = ui->make_sheets();
        book->load(storage);
        table::SheetMatch probe;
        probe.sheet_id = "probe";
        probe.setup.seats.assign(std::size_t(f.min_players), core::SeatKind::Human);
        probe.names.assign(std::size_t(f.min_players), "P");
        table::Notices notes;
        book->follow(storage, probe, {}, notes);
        for (const table::Notice& n : notes) notice += (notice.empty() ? "" : "\n") + n.text;
    }
    return notice;
}

} // namespace

TEST_CASE("kept aside: every stored-data reader tells corrupt input in plain words: "
          "what, where it is kept, that nothing is lost, no parser's words") {
    for (const Reader& r : readers()) {
        for (const std::string& text : corruptions(r)) {
            INFO(r.key << " holds " << text);
            platform::MemoryStorage storage;
            const std::string notice = told(r.key, text, storage);
            INFO(notice);
            CHECK(notice.find("could not be read") != std::string::npos);
            CHECK(notice.find("Nothing is lost") != std::string::npos);
            CHECK(notice.find("'" + r.read_at + ".unreadable-1'") != std::string::npos);
            CHECK(jargon_in(notice).empty());
            CHECK(storage.get(r.read_at + ".unreadable-1") == text);
        }
    }
}

namespace {

// A deal link of `game` for a person and bots, as the App reads it.
std::string deal_link(const games::Module& game, std::uint64_t seed) {
    return core::encode_link(app_support::deal_link(game, seed));
}

using app_support::stored_data;

std::map<std::string, std::string> snapshot(platform::Storage& storage) {
    std::map<std::string, std::string> out;
    for (const std::string& k : storage.keys()) out[k] = *storage.get(k);
    return out;
}

const table::KeptValue* find_kept(const std::vector<table::KeptValue>& kept,
                                  const std::string& key) {
    for (const table::KeptValue& k : kept)
        if (k.at.key == key) return &k;
    return nullptr;
}

std::vector<const table::GameUi*> uis_of(const std::vector<std::unique_ptr<table::GameUi>>& uis) {
    std::vector<const table::GameUi*> out;
    for (const auto& ui : uis) out.push_back(ui.get());
    return out;
}

} // namespace

TEST_CASE("kept aside: the list finds every kept value, says what it is, why it was "
          "kept, whether it reads and its size, for every game") {
    const auto uis = table::make_game_uis();
    for (const games::Module* game : games::registered()) {
        const std::string id(game->facts.id);
        const std::string name(game->facts.name), whole(game->facts.whole_word);
        INFO(id);
        platform::MemoryStorage storage;
        {
            App app(storage, deal_link(*game, 11));
            app.open_link(deal_link(*game, 12)); // the first game is set aside: previous-1
        }
        storage.set("app.settings", "{\"kind\":\"settings\",\"version\":1,\"data\":no");
        storage.set(id + ".sheet.current", "not a sheet");
        storage.set(id + ".sheets.history",
                    core::make_versioned(id + "-history", 9, nlohmann::json::array()).dump());
        storage.set(id + ".game.unreadable-4", "{\"kind\":\"" + id + "-game\"");
        { App again(storage, ""); } // reads them all, keeping aside what it cannot read
        const auto kept = table::list_kept(storage, uis_of(uis));
        REQUIRE(kept.size() == 5);

        const table::KeptValue* previous = find_kept(kept, id + ".game.previous-1");
        REQUIRE(previous);
        CHECK(&kept.front() == previous); // the readable game comes first
        CHECK(previous->what == name + " " + whole);
        CHECK(previous->why == "set aside when another game started");
        CHECK(previous->readable);
        CHECK(previous->resumable);
        CHECK(previous->game == id);
        CHECK(previous->bytes == storage.get(previous->at.key)->size());
        CHECK(previous->about.find(std::to_string(game->facts.min_players) + " players") == 0);

        const table::KeptValue* game_text = find_kept(kept, id + ".game.unreadable-4");
        REQUIRE(game_text);
        CHECK_FALSE(game_text->readable);
        CHECK_FALSE(game_text->resumable);
        CHECK(game_text->why == "could not be read");
        CHECK(game_text->reason == core::kDamaged);

        const table::KeptValue* settings = find_kept(kept, "app.settings.unreadable-1");
        REQUIRE(settings);
        CHECK(settings->what == "Settings");
        CHECK_FALSE(settings->readable);

        const table::KeptValue* sheet = find_kept(kept, id + ".sheet.current.unreadable-1");
        REQUIRE(sheet);
        CHECK(sheet->what == name + " sheet in progress");
        CHECK(sheet->reason == core::kDamaged);

        const table::KeptValue* history = find_kept(kept, id + ".sheets.history.unreadable-1");
        REQUIRE(history);
        CHECK(history->what == name + " finished sheets");
        CHECK(history->reason == core::kNewer);
        // Listing moves nothing.
        CHECK(table::list_kept(storage, uis_of(uis)).size() == 5);
    }
}

TEST_CASE("kept aside: Resume makes a kept game the game in progress, the running "
          "one is set aside first, and its sheet goes on with it, nothing is lost") {
    for (auto& ui_a : table::make_game_uis()) {
        const games::Facts& f = ui_a->game().facts;
        const std::string id(f.id);
        INFO(id);
        platform::MemoryStorage storage;
        table::Notices notices;
        const table::Settings settings;
        table::NewGame bots_only;
        bots_only.setup.seats.assign(std::size_t(f.min_players), core::SeatKind::Good);
        table::Session s(std::move(ui_a), storage);
        s.load(settings, notices);
        // Game A plays until its sheet has a row (a round, a game of the match), not to its end.
        REQUIRE(s.start(bots_only, 61, settings, notices));
        const std::string a_sheet = (*stored_data(storage, id + ".game"))["sheet"];
        double t = 1;
        auto rows = [&] { return s.sheets().public_json().value("rows", 0); };
        auto moved = [&] {
            return !(*stored_data(storage, id + ".game"))["actions"].get<std::string>().empty();
        };
        // (Checks' match is over() between its games, until the next deal.) A sheet whose row is
        // the whole game (CHECK!, High card: Facts' row word is the whole's) has its one row
        // written at the end: that game plays its first move instead.
        const bool row_at_end = f.row_word == f.whole_word;
        while ((row_at_end ? !moved() : rows() < 1 || s.over()) && t < 100000)
            s.tick(0.5 * t++, true, notices);
        REQUIRE((row_at_end || rows() >= 1));
        REQUIRE_FALSE(s.over());
        const std::string a_text = *storage.get(id + ".game");
        const int a_rows = rows();
        // Game B replaces it: A is set aside, its sheet filed.
        REQUIRE(s.start(bots_only, 62, settings, notices));
        const std::string b_text = *storage.get(id + ".game");
        REQUIRE(storage.get(id + ".game.previous-1") == a_text);
        // A sheet with no row holds nothing to keep: dropped, not filed (table/sheet_book.h).
        if (!row_at_end) REQUIRE(stored_data(storage, id + ".sheets.history")->size() == 1);

        notices.clear();
        REQUIRE(s.resume_kept(id + ".game.previous-1", settings, notices));
        REQUIRE(s.has_game());
        CHECK((*stored_data(storage, id + ".game"))["seed"] ==
              nlohmann::json::parse(a_text)["data"]["seed"]);
        CHECK_FALSE(storage.get(id + ".game.previous-1"));
        CHECK(storage.get(id + ".game.previous-2") == b_text); // B, set aside, not lost
        REQUIRE_FALSE(notices.empty());
        CHECK_FALSE(notices.back().error);
        CHECK(notices.back().text.find("'" + id + ".game.previous-2'") != std::string::npos);
        // A's sheet is the current one again, out of the history; play goes on onto it.
        if (!row_at_end) CHECK(s.sheets().public_json()["id"] == a_sheet);
        CHECK(rows() == a_rows);
        if (!row_at_end) CHECK(stored_data(storage, id + ".sheets.history")->empty());
        const double until = t + 100000;
        while (rows() == a_rows && !s.over() && t < until) s.tick(0.5 * t++, true, notices);
        CHECK(rows() > a_rows);
        if (!row_at_end) CHECK(s.sheets().public_json()["id"] == a_sheet);
    }
}

TEST_CASE("kept aside: a kept value that cannot be resumed is refused with a plain "
          "message and nothing changes") {
    for (auto& ui : table::make_game_uis()) {
        const std::string id(ui->game().facts.id);
        INFO(id);
        platform::MemoryStorage storage;
        { App app(storage, deal_link(ui->game(), 71)); }
        storage.set(id + ".game.unreadable-1", "{\"kind\":\"" + id + "-game\",\"version\":1");
        storage.set(id + ".game.unreadable-2",
                    core::make_versioned(id + "-game", 3, nlohmann::json::object()).dump());
        const auto before = snapshot(storage);
        table::Session s(std::move(ui), storage);
        table::Notices notices;
        s.load(table::Settings{}, notices);
        for (const char* n : {"1", "2", "9"}) {
            notices.clear();
            CHECK_FALSE(s.resume_kept(id + ".game.unreadable-" + n, table::Settings{}, notices));
            REQUIRE(notices.size() == 1);
            INFO(notices.front().text);
            CHECK(jargon_in(notices.front().text).empty());
            CHECK(notices.front().text.find("othing was changed") != std::string::npos);
        }
        CHECK(notices.front().text.find("no longer stored") != std::string::npos);
        CHECK(snapshot(storage) == before);
    }
}

TEST_CASE("kept aside: Delete asks first and removes only the value confirmed, "
          "Resume through the App opens the game's table") {
    for (const games::Module* game : games::registered()) {
        const std::string id(game->facts.id);
        INFO(id);
        platform::MemoryStorage storage;
        App app(storage, deal_link(*game, 81));
        app.open_link(deal_link(*game, 82));
        storage.set(id + ".game.unreadable-1", "damaged");
        app.refresh_kept();
        auto state = [&] { return nlohmann::json::parse(app.public_state(0)); };
        REQUIRE(state()["kept"].size() == 2);

        table::KeptIntent ask;
        ask.ask_delete = id + ".game.unreadable-1";
        app.act_on_kept(ask);
        CHECK(state()["confirm_delete"] == ask.ask_delete);
        CHECK(storage.get(ask.ask_delete)); // a first press deletes nothing
        table::KeptIntent other;
        other.confirm_delete = id + ".game.previous-1"; // not the one asked about
        app.act_on_kept(other);
        CHECK(storage.get(id + ".game.previous-1"));
        table::KeptIntent no;
        no.cancel_delete = true;
        app.act_on_kept(no);
        CHECK(state()["confirm_delete"] == "");
        app.act_on_kept(ask);
        table::KeptIntent yes;
        yes.confirm_delete = ask.ask_delete;
        app.act_on_kept(yes);
        CHECK_FALSE(storage.get(ask.ask_delete));
        CHECK(state()["kept"].size() == 1);

        const std::string running = *storage.get(id + ".game");
        table::KeptIntent resume;
        resume.resume = id + ".game.previous-1";
        app.act_on_kept(resume);
        const nlohmann::json s = state();
        CHECK(s["screen"] == id);
        CHECK((*stored_data(storage, id + ".game"))["seed"] == "0000000000000051");
        CHECK(storage.get(id + ".game.previous-2") == running);
    }
}
