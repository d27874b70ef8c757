// Design check: a game is reached from outside its own folders only through the module
// (engine/module.h) and the table module (table/game_ui.h), never through its headers, so that a
// new game is added by following src/README.md, "Add a game", and nothing else changes. This
// scans every source of the repository for an #include of a game's folder from outside it.
#include "engine/games.h"
#include "source_files.h"

#include <catch2/catch.hpp>

#include <filesystem>
#include <fstream>
#include <map>
#include <set>
#include <string>
#include <vector>

namespace {

namespace fs = std::filesystem;

// Files outside a game's folders that may include its headers, each with its reason.
const std::map<std::string, std::string> kAllowed = {
    {"src/tools/reaction.cpp",
     "txektool's reaction-race measurement: the odds of Txek's real-time races (Txek's README, "
     "\"Bots' reaction times\") are a property of its rules and bots alone, with no module call "
     "to ask for them"},
};

// The folders a game's files live in, from the repository's root.
std::vector<std::string> game_folders(const std::string& id) {
    return {"src/engine/" + id + "/", "src/table/" + id + "/", "tests/" + id + "/"};
}

bool starts_with(const std::string& s, const std::string& prefix) {
    return s.compare(0, prefix.size(), prefix) == 0;
}

// The quoted name an #include line names, or "" for any other line.
std::string included(const std::string& line) {
    const std::size_t hash = line.find_first_not_of(" \t");
    if (hash == std::string::npos || line[hash] != '#') return {};
    const std::size_t word = line.find_first_not_of(" \t", hash + 1);
    if (word == std::string::npos || line.compare(word, 7, "include") != 0) return {};
    const std::size_t open = line.find('"', word);
    const std::size_t close = open == std::string::npos ? open : line.find('"', open + 1);
    return close == std::string::npos ? std::string() : line.substr(open + 1, close - open - 1);
}

// Whether `name`, as included, is a header of the game `id`: "engine/<id>/...",
// "table/<id>/..." or, from the tests, "<id>/...".
bool names_game(const std::string& name, const std::string& id) {
    for (const std::string& prefix : {"engine/" + id + "/", "table/" + id + "/", id + "/"})
        if (starts_with(name, prefix)) return true;
    return false;
}

struct Crossing {
    std::string file; // from the root
    std::string name; // what it includes
};

// Every #include of game `id`'s headers from a file outside its folders and kAllowed.
std::vector<Crossing> crossings(const std::string& id, int& files_scanned) {
    const fs::path root = source_files::root();
    std::vector<Crossing> found;
    for (const char* top : {"src", "tests"}) {
        for (const auto& entry : fs::recursive_directory_iterator(root / top)) {
            const std::string ext = entry.path().extension().string();
            if (!entry.is_regular_file() || (ext != ".h" && ext != ".cpp")) continue;
            const std::string file = fs::relative(entry.path(), root).generic_string();
            bool inside = kAllowed.count(file) > 0;
            for (const std::string& folder : game_folders(id))
                inside = inside || starts_with(file, folder);
            ++files_scanned;
            if (inside) continue;
            std::ifstream in(entry.path());
            for (std::string line; std::getline(in, line);)
                if (const std::string name = included(line); names_game(name, id))
                    found.push_back({file, name});
        }
    }
    return found;
}

} // namespace

TEST_CASE("game boundary: no file outside a game's folders includes that game's headers, "
          "but the listed exceptions") {
    std::set<std::string> ids;
    for (const games::Module* game : games::registered()) ids.emplace(game->facts.id);
    REQUIRE(ids.count("txek") == 1);
    for (const std::string& id : ids) {
        int files_scanned = 0;
        const std::vector<Crossing> found = crossings(id, files_scanned);
        CHECK(files_scanned > 100);
        for (const Crossing& c : found)
            FAIL_CHECK(c.file << " includes \"" << c.name << "\": go through engine/module.h "
                              << "or table/game_ui.h, or list it in kAllowed with the reason");
    }
    // An exception whose reason has gone is dropped: each listed file still exists.
    for (const auto& [file, reason] : kAllowed) {
        INFO(file);
        CHECK(fs::exists(fs::path(source_files::root()) / file));
        CHECK(!reason.empty());
    }
}

TEST_CASE("game boundary: the scan sees an #include of a game's header written every way") {
    CHECK(included("#include \"engine/txek/txek.h\"") == "engine/txek/txek.h");
    CHECK(included("  #  include \"table/checks/table.h\" // why") == "table/checks/table.h");
    CHECK(included("#include <vector>").empty());
    CHECK(included("// #include \"engine/txek/txek.h\"").empty());
    CHECK(names_game("engine/txek/txek.h", "txek"));
    CHECK(names_game("table/check/table.h", "check"));
    CHECK(names_game("highcard/game.h", "highcard"));
    CHECK_FALSE(names_game("table/checks/table.h", "check"));
    CHECK_FALSE(names_game("engine/txek_like/x.h", "txek"));
}
