// Storage keeps what it cannot read: the table rules for stored data (src/README.md, "Storage").
#include "platform/storage.h"

#include <catch2/catch.hpp>
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

    auto loaded = load_versioned(s, "txek.settings", "settings", 1);
    CHECK_FALSE(loaded.document);
    CHECK_FALSE(loaded.problem.empty());
    CHECK(loaded.kept_as == "txek.settings.unreadable-1");
    CHECK(loaded.problem.find(loaded.kept_as) != std::string::npos);
    // The exact bytes survive under the aside key; the other values are untouched.
    CHECK(s.get("txek.settings.unreadable-1") ==
          std::string("{\"kind\":\"settings\",\"version\":1,\"data\":{tru"));
    CHECK(s.get("txek.sheets") == sheets_before);
    auto sheets = load_versioned(s, "txek.sheets", "sheets", 1);
    REQUIRE(sheets.document);
    CHECK((*sheets.document)["data"]["games"] == 3);

    // Saving fresh settings now loses nothing, and a second bad value gets its own aside key.
    REQUIRE(save_versioned(s, "txek.settings", "settings", 1, {{"memory_aid", true}}));
    CHECK(s.get("txek.settings.unreadable-1"));
    REQUIRE(s.set("txek.settings", "[]"));
    auto again = load_versioned(s, "txek.settings", "settings", 1);
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
    CHECK(load_versioned(*reopened, "txek.sheets", "sheets", 1).document);
}

TEST_CASE("storage: a value from a newer version is kept aside, not overwritten") {
    platform::MemoryStorage s;
    REQUIRE(save_versioned(s, "txek.settings", "settings", 7, {{"x", 1}}));
    auto loaded = load_versioned(s, "txek.settings", "settings", 1);
    CHECK_FALSE(loaded.document);
    CHECK(loaded.problem.find("newer") != std::string::npos);
    CHECK(s.get(loaded.kept_as));
}

TEST_CASE("storage: an absent value is no problem") {
    platform::MemoryStorage s;
    auto loaded = load_versioned(s, "txek.settings", "settings", 1);
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
