// Stored data that cannot be read, told in a player's words, and the values kept aside (issue
// 11.7): every reader of stored data (settings, each game's saved game, sheet in progress and
// finished sheets) over the App, for every registered game.
#include "engine/core/versioned_json.h"
#include "engine/games.h"
#include "platform/storage.h"
#include "table/app.h"
#include "table/registry.h"

#include <catch2/catch.hpp>

#include <cctype>
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

TEST_CASE("kept aside (issue 11.7): every stored-data reader tells corrupt input in plain words: "
          "what, where it is kept, that nothing is lost; no parser's words") {
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
