// Storage keeps what it cannot read: the table rules for stored data (src/README.md, "Storage").
#include "platform/storage.h"

#include <catch2/catch.hpp>
#include <cctype>
#include <cstdio>
#include <filesystem>
#include <fstream>

namespace fs = std::filesystem;
using platform::load_versioned;
using platform::save_versioned;

namespace {

fs::path temp_folder(const char* name) {
    fs::path p = fs::temp_directory_path() / (std::string("txek-storage-test-") + name);
    fs::remove_all(p);
    fs::create_directories(p);
    return p;
}

void check_corrupt_value_is_kept_aside(platform::Storage& s) {
    REQUIRE(save_versioned(s, "txek.sheets", "sheets", 1, {{"games", 3}}));
    REQUIRE(s.set("txek.settings", "{\"kind\":\"settings\",\"version\":1,\"data\":{tru"));
    const std::string sheets_before = *s.get("txek.sheets");

    auto loaded = load_versioned(s, "txek.settings", "settings", 1, "What");
    CHECK_FALSE(loaded.document);
    CHECK_FALSE(loaded.problem.empty());
    CHECK(loaded.kept_as == "txek.settings.unreadable-1");
    CHECK(loaded.problem.find(loaded.kept_as) != std::string::npos);
    // The exact bytes survive under the aside key; the other values are untouched.
    CHECK(s.get("txek.settings.unreadable-1") ==
          std::string("{\"kind\":\"settings\",\"version\":1,\"data\":{tru"));
    CHECK(s.get("txek.sheets") == sheets_before);
    auto sheets = load_versioned(s, "txek.sheets", "sheets", 1, "What");
    REQUIRE(sheets.document);
    CHECK((*sheets.document)["data"]["games"] == 3);

    // Saving fresh settings now loses nothing, and a second bad value gets its own aside key.
    REQUIRE(save_versioned(s, "txek.settings", "settings", 1, {{"memory_aid", true}}));
    CHECK(s.get("txek.settings.unreadable-1"));
    REQUIRE(s.set("txek.settings", "[]"));
    auto again = load_versioned(s, "txek.settings", "settings", 1, "What");
    CHECK(again.kept_as == "txek.settings.unreadable-2");
    CHECK(s.get("txek.settings.unreadable-1"));
}

}  // namespace

TEST_CASE("storage: a corrupt value is kept aside and reported, the others are untouched "
          "(memory backend)") {
    platform::MemoryStorage s;
    check_corrupt_value_is_kept_aside(s);
}

TEST_CASE("storage: a corrupt value is kept aside and reported, the others are untouched "
          "(file backend, across reopening)") {
    fs::path dir = temp_folder("corrupt");
    std::string path = (dir / "storage.json").string();
    {
        auto s = platform::open_file_storage(path);
        check_corrupt_value_is_kept_aside(*s);
    }
    auto reopened = platform::open_file_storage(path);
    CHECK(reopened->opening_problem().empty());
    CHECK(reopened->get("txek.settings.unreadable-1"));
    CHECK(load_versioned(*reopened, "txek.sheets", "sheets", 1, "What").document);
}

TEST_CASE("storage: a value from a newer version is kept aside, not overwritten") {
    platform::MemoryStorage s;
    REQUIRE(save_versioned(s, "txek.settings", "settings", 7, {{"x", 1}}));
    auto loaded = load_versioned(s, "txek.settings", "settings", 1, "What");
    CHECK_FALSE(loaded.document);
    CHECK(loaded.problem.find("newer") != std::string::npos);
    CHECK(s.get(loaded.kept_as));
}

TEST_CASE("storage: an absent value is no problem") {
    platform::MemoryStorage s;
    auto loaded = load_versioned(s, "txek.settings", "settings", 1, "What");
    CHECK_FALSE(loaded.document);
    CHECK(loaded.problem.empty());
    CHECK(s.keys().empty());
}

TEST_CASE("storage: an unreadable storage file is kept aside whole and a new one started") {
    fs::path dir = temp_folder("file");
    std::string path = (dir / "storage.json").string();
    {
        std::ofstream out(path);
        out << "this is not json";
    }
    auto s = platform::open_file_storage(path);
    CHECK_FALSE(s->opening_problem().empty());
    CHECK(s->keys().empty());
    std::ifstream kept(path + ".unreadable-1");
    std::string text((std::istreambuf_iterator<char>(kept)), std::istreambuf_iterator<char>());
    CHECK(text == "this is not json");
    REQUIRE(s->set("a", "b"));
    CHECK(platform::open_file_storage(path)->get("a") == std::string("b"));
}

namespace {

// Words of a parser or a programmer, which a player's message must not hold (src/README.md,
// "Storage": never a parser's message or a position).
const char* const kJargon[] = {"parse",     "syntax",  "literal",    "byte",
                               "json",      "column",  "token",      "offset",
                               "exception", "invalid", "unexpected", "last read"};

std::string jargon_in(std::string message) {
    for (char& c : message) c = char(std::tolower(static_cast<unsigned char>(c)));
    for (const char* word : kJargon)
        if (message.find(word) != std::string::npos) return word;
    return {};
}

} // namespace

TEST_CASE("storage, kept aside: a value that cannot be read is told in plain words, with where "
          "it is kept and that nothing is lost") {
    struct Case {
        std::string text;
        const char* why;
    };
    const Case cases[] = {
        // What the player had: a hand-edited value ("no" for a boolean).
        {R"({"kind":"settings","version":1,"data":{"memory_aid":no}})", "damaged"},
        {"{\"kind\":\"settings\",\"version\":1,\"data\":{tru", "damaged"},
        {"", "damaged"},
        {"\xff\xfe", "damaged"},
        {"[1,2]", "damaged"},
        {R"({"kind":"settings","version":0,"data":{}})", "damaged"},
        {R"({"kind":"settings","version":1})", "damaged"},
        {R"({"kind":"settings","version":7,"data":{}})", "newer version of Txek Table"},
        {R"({"kind":"txek-sheet","version":1,"data":{}})", "holds something else"},
    };
    for (const Case& c : cases) {
        INFO(c.text);
        platform::MemoryStorage s;
        REQUIRE(s.set("app.settings", c.text));
        auto loaded = load_versioned(s, "app.settings", "settings", 1, "Your settings",
                                     "The default settings apply.");
        INFO(loaded.problem);
        CHECK(loaded.problem.rfind("Your settings could not be read: ", 0) == 0);
        CHECK(loaded.problem.find(c.why) != std::string::npos);
        CHECK(loaded.problem.find(
                  "Nothing is lost: it is kept aside as 'app.settings.unreadable-1'") !=
              std::string::npos);
        CHECK(loaded.problem.find("The default settings apply.") != std::string::npos);
        CHECK(jargon_in(loaded.problem).empty());
        CHECK(s.get("app.settings.unreadable-1") == c.text);
    }
}

TEST_CASE("storage, kept aside: a value that could not be copied aside is said to be left where "
          "it was") {
    CHECK(platform::kept_note("", "txek.game") ==
          "It is left as it was under 'txek.game', and nothing will be saved over it.");
    CHECK(platform::kept_note("", "txek.sheets.history", "the whole list") ==
          "The whole list is left as it was under 'txek.sheets.history', and nothing will be "
          "saved over it.");
    CHECK(platform::unreadable_message("Your settings", "the stored text is damaged", "",
                                       "app.settings", "", "syntax error at line 1") ==
          "Your settings could not be read: the stored text is damaged. It is left as it was "
          "under 'app.settings', and nothing will be saved over it.");
}

TEST_CASE("storage, kept aside: the keys keep_aside makes are recognised, and no others") {
    platform::MemoryStorage s;
    REQUIRE(s.set("txek.game", "a"));
    const std::string aside = platform::keep_aside(s, "txek.game", "previous");
    auto k = platform::parse_kept_key(aside);
    REQUIRE(k);
    CHECK(k->key == "txek.game.previous-1");
    CHECK(k->of == "txek.game");
    CHECK(k->tag == "previous");
    CHECK(k->number == 1);
    auto u = platform::parse_kept_key("checks.sheets.history.unreadable-12");
    REQUIRE(u);
    CHECK(u->of == "checks.sheets.history");
    CHECK(u->tag == "unreadable");
    CHECK(u->number == 12);
    for (const char* other :
         {"txek.game", "app.settings", "txek.game.previous-", "txek.game.previous-x",
          "txek.game.older-1", ".previous-1", "previous-1", "txek.game.previous-12345678901"})
        CHECK_FALSE(platform::parse_kept_key(other));
}
