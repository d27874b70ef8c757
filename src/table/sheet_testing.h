// For the games' sheet tests (<game>/sheet_test.cpp): a sheet as its test starts it; a sheet's
// stored text put under its key, loaded and saved back, so a test can check that what players'
// browsers hold still reads the same; damaged JSON refused with the right words; and the
// storage every game's sheets share (sheet_store.h), as one test a game runs on its own sheets:
//
//   TEST_CASE("foo sheet storage: ...") {
//       table::sheets::testing::check_storage(&two_players, {result_1, result_2});
//   }
//
// where two_players(started_ms, seed) makes a blank sheet and the results (sync_results) play
// it. Each behaviour is a SECTION; the sheets are compared by their JSON, messages by the
// store's words (noun, in_progress), so that one text serves every game.
#pragma once
#include "engine/core/setup.h"
#include "engine/core/versioned_json.h"
#include "platform/storage.h"
#include "table/sheet_store.h"

#include <catch2/catch.hpp>
#include <nlohmann/json.hpp>

#include <algorithm>
#include <cstdint>
#include <cstdio>
#include <functional>
#include <map>
#include <string>
#include <vector>

namespace table::sheets {

// `text` stored under `key` (the game's key, spelled out by its test: what browsers hold it
// under) loads with `revision` and saves back to the same JSON; the sheet it holds.
template <class Sheet>
Sheet loads_and_saves_back(const SheetStore<Sheet>& store, const std::string& key,
                           const std::string& text, std::uint64_t revision) {
    platform::MemoryStorage before, after;
    before.set(key, text);
    const LoadedSheet<Sheet> loaded = store.load_current(before);
    INFO(loaded.problem);
    REQUIRE(loaded.sheet);
    CHECK(loaded.revision == revision);
    REQUIRE(store.save_current(after, *loaded.sheet, loaded.revision));
    CHECK(nlohmann::json::parse(*after.get(key)) == nlohmann::json::parse(text));
    return *loaded.sheet;
}

namespace testing {

using json = nlohmann::json;

// Storage that refuses writes once `full` is set (a browser's quota).
class FullableStorage : public platform::MemoryStorage {
public:
    bool full = false;
    bool set(const std::string& key, const std::string& value) override {
        return !full && MemoryStorage::set(key, value);
    }
};

inline std::map<std::string, std::string> snapshot(platform::Storage& s) {
    std::map<std::string, std::string> out;
    for (const std::string& k : s.keys()) out[k] = *s.get(k);
    return out;
}

template <class Sheet> std::vector<std::string> ids(const std::vector<Sheet>& sheets) {
    std::vector<std::string> out;
    for (const Sheet& s : sheets) out.push_back(s.id);
    return out;
}

// A blank sheet of these seats and names, started on 2024-06-10 (blank_sheet).
template <class Sheet>
Sheet new_sheet(const std::vector<core::SeatKind>& seats, const std::vector<std::string>& names,
                std::int64_t started_ms = 1718000000000, std::uint64_t seed = 0x75bcd15) {
    core::Setup setup;
    setup.seats = seats;
    return blank_sheet<Sheet>(setup, seed, names, started_ms, "2024-06-10T14:02:33Z");
}

// A damaged field of a sheet's JSON (`apply` to a good one), and the message refusing it.
struct Damage {
    const char* what;
    std::function<void(json&)> apply;
    std::string message;
};
// Each damage done to `good` makes the game's from_json refuse it with its message.
template <class Sheet>
void check_refused(const SheetStore<Sheet>& store, const json& good,
                   const std::vector<Damage>& cases) {
    REQUIRE(store.from_json(good));
    for (const Damage& d : cases) {
        INFO(d.what);
        json j = good;
        d.apply(j);
        auto r = store.from_json(j);
        REQUIRE_FALSE(r);
        CHECK(r.error() == d.message);
    }
}

namespace detail {

// The store, words and helpers check_storage's SECTIONs share; each member function runs the
// SECTIONs of one behaviour, in check_storage's order.
template <class Sheet> class StorageCheck {
public:
    using Result = typename Sheet::Rules::Result;
    StorageCheck(Sheet (*make_blank)(std::int64_t started_ms, std::uint64_t seed),
                 const std::vector<Result>& to_play)
        : blank(make_blank), results(to_play) {}

    // Where and in which version its sheets are kept, and that they are valid.
    void keys_and_versions() {
        SECTION("its sheets are kept under its id, in version 1, the newest 200 finished") {
            const std::string id = Sheet::Rules::id;
            CHECK(n.current_key == id + ".sheet.current");
            CHECK(n.history_key == id + ".sheets.history");
            CHECK(n.sheet_kind == id + "-sheet");
            CHECK(n.history_kind == id + "-history");
            CHECK(n.export_kind == id + "-sheets-export");
            CHECK(n.export_file == id + "-sheets.json");
            CHECK(n.version == 1);
            CHECK(n.max_history == 200);
            CHECK(store.check(blank(1, 2)).empty());
            CHECK(store.check(played(1, 2)).empty());
        }
    }

    // The current sheet saved and loaded, and filed at the top of the history.
    void current_and_filing() {
        SECTION("the current sheet round-trips and finishing moves it to the top of the history") {
            platform::MemoryStorage storage;
            CHECK_FALSE(store.load_current(storage).sheet);
            CHECK(store.load_current(storage).problem.empty());
            CHECK(store.load_history(storage).sheets.empty());

            const Sheet older = finished(1000, "2024-06-01T10:00:00Z");
            REQUIRE(store.finish_current(storage, older).value() == 1);
            Sheet s = blank(5000, 99);
            REQUIRE(store.save_current(storage, s));
            s = played(5000, 99);
            REQUIRE(store.save_current(storage, s));
            auto loaded = store.load_current(storage);
            CHECK(loaded.problem.empty());
            CHECK(loaded.writable);
            REQUIRE(loaded.sheet);
            CHECK(same(*loaded.sheet, s));
            // {"kind": "<id>-sheet", "version": 1, "data": sheet}
            REQUIRE(core::read_versioned(*storage.get(n.current_key), n.sheet_kind, 1));

            s.finished = "2024-06-10T16:00:00Z";
            auto count = store.finish_current(storage, s);
            REQUIRE(count);
            CHECK(count.value() == 2);
            CHECK_FALSE(storage.get(n.current_key)); // the running game's sheet is gone ...
            auto h = store.load_history(storage);
            CHECK(h.problem.empty());
            REQUIRE(h.sheets.size() == 2);
            CHECK(same(h.sheets[0], s)); // ... to the top of the history, newest first
            CHECK(same(h.sheets[1], older));
            SECTION("finishing the same sheet again replaces it, no duplicate") {
                CHECK(store.finish_current(storage, s).value() == 2);
            }
            SECTION("finishing another sheet leaves a different current sheet in place") {
                const Sheet running = blank(7000, 5);
                REQUIRE(store.save_current(storage, running));
                CHECK(store.finish_current(storage, finished(6000, "2024-06-11")).value() == 3);
                CHECK(same(current_of(storage), running));
            }
            SECTION("an invalid sheet is not saved") {
                Sheet not_text = s;
                not_text.players[0] = "An\xC3"; // a cut UTF-8 character: JSON could not hold it
                CHECK(store.check(not_text) ==
                      "the name of player 1 is empty, too long or not text");
                CHECK_FALSE(store.save_current(storage, not_text));
                auto refused = store.finish_current(storage, not_text);
                REQUIRE_FALSE(refused);
                CHECK(refused.error() == "this " + noun +
                                             " cannot be saved: the name of player 1 is empty, too "
                                             "long or not text");
                Sheet seat_short = s;
                seat_short.players.pop_back();
                CHECK_FALSE(store.save_current(storage, seat_short));
                CHECK_FALSE(store.finish_current(storage, seat_short));
                CHECK(store.load_history(storage).sheets.size() == 2);
            }
        }
    }

    // A damaged current sheet kept aside and reported, the history untouched.
    void damaged_current() {
        SECTION("corrupt stored text is kept aside byte for byte and reported, the history "
                "untouched") {
            platform::MemoryStorage storage;
            REQUIRE(store.finish_current(storage, finished(1000, "2024-06-01")));
            const std::string history_before = *storage.get(n.history_key);
            std::string damaged, why;
            SECTION("not JSON at all") {
                damaged = "{\"kind\": \"" + n.sheet_kind + "\", \"vers\xFF";
                why = ": the stored text is damaged.";
            }
            SECTION("a sheet with a damaged field inside a good envelope") {
                json data = store.to_json(blank(1, 1));
                data["players"] = json::array({"Ana"});
                damaged = core::make_versioned(n.sheet_kind, 1, data).dump();
                why = ": the stored text is damaged.";
            }
            SECTION("a sheet from a newer version") {
                damaged = core::make_versioned(n.sheet_kind, 2, store.to_json(blank(1, 1))).dump();
                why = ": it was saved by a newer version of Txek Table.";
            }
            SECTION("another game's sheet under its key") {
                damaged = core::make_versioned("another-sheet", 1, json::object()).dump();
                why = ": the stored text holds something else.";
            }
            storage.set(n.current_key, damaged);
            auto loaded = store.load_current(storage);
            CHECK_FALSE(loaded.sheet);
            CHECK(loaded.writable);
            // Plain words (src/README.md, "Storage"): what, why, where it is kept; the parser's
            // words only in the log.
            CHECK(loaded.problem == "The " + noun + " of " + n.in_progress + " could not be read" +
                                        why + " Nothing is lost: it is kept aside as '" +
                                        n.current_key + ".unreadable-1'" + kept);
            CHECK(*storage.get(n.current_key + ".unreadable-1") == damaged);
            CHECK_FALSE(storage.get(n.current_key));
            CHECK(*storage.get(n.history_key) == history_before);
            CHECK(store.load_history(storage).sheets.size() == 1);
            // Nothing more to report; a new game's sheet saves without losing the old text.
            CHECK(store.load_current(storage).problem.empty());
            REQUIRE(store.save_current(storage, blank(1, 1)));
            CHECK(*storage.get(n.current_key + ".unreadable-1") == damaged);
            // A second damaged value goes to the next free key.
            storage.set(n.current_key, "oops");
            CHECK(store.load_current(storage).problem.find("'" + n.current_key +
                                                           ".unreadable-2'") != std::string::npos);
            CHECK(*storage.get(n.current_key + ".unreadable-2") == "oops");
        }
    }

    // Damaged text that cannot be kept aside left in place; a damaged history kept aside.
    void damaged_history() {
        SECTION("text that cannot be kept aside stays under its key and nothing is saved over it") {
            FullableStorage storage;
            storage.set(n.current_key, "not json");
            storage.set(n.history_key, "[1, 2");
            storage.full = true;
            auto c = store.load_current(storage);
            CHECK_FALSE(c.writable);
            CHECK(c.problem.find("It is left as it was under '" + n.current_key + "'") !=
                  std::string::npos);
            auto h = store.load_history(storage);
            CHECK_FALSE(h.writable);
            CHECK(h.problem.find("It is left as it was under '" + n.history_key + "'") !=
                  std::string::npos);
            auto count = store.finish_current(storage, finished(1000, "2024-06-01"));
            REQUIRE_FALSE(count);
            CHECK(count.error() == h.problem);
            auto imported = store.import_all(storage, store.export_all(storage));
            REQUIRE_FALSE(imported);
            CHECK(imported.error() == c.problem);
            CHECK(storage.keys() == std::vector<std::string>{n.current_key, n.history_key});
            CHECK(*storage.get(n.current_key) == "not json");
            CHECK(*storage.get(n.history_key) == "[1, 2");
        }

        SECTION("a damaged entry in the history, or a repeated id, is left out and reported, the "
                "whole text kept aside") {
            platform::MemoryStorage storage;
            const Sheet newest = finished(3000, "2024-06-03"),
                        oldest = finished(1000, "2024-06-01");
            json list = json::array();
            list.push_back(store.to_json(newest));
            json broken = store.to_json(finished(2000, "2024-06-02"));
            broken["players"] = json::array({"Ana"});
            list.push_back(broken);
            list.push_back(store.to_json(oldest));
            list.push_back(list[0]); // a repeated id
            const std::string raw = core::make_versioned(n.history_kind, 1, list).dump();
            storage.set(n.history_key, raw);

            auto h = store.load_history(storage);
            CHECK(h.writable);
            CHECK(ids(h.sheets) == std::vector<std::string>{newest.id, oldest.id});
            CHECK(h.problem == "2 of 4 finished " + noun +
                                   "s could not be read (the stored text is damaged) and are left "
                                   "out. Nothing is lost: the whole list is kept aside as '" +
                                   n.history_key + ".unreadable-1'" + kept);
            CHECK(*storage.get(n.history_key + ".unreadable-1") == raw);
            auto again = store.load_history(storage); // the readable ones were saved back
            CHECK(again.problem.empty());
            CHECK(ids(again.sheets) == ids(h.sheets));
        }

        SECTION("an unreadable history is kept aside and nothing is saved over it") {
            platform::MemoryStorage storage;
            storage.set(n.history_key, "[1, 2");
            auto h = store.load_history(storage);
            CHECK(h.sheets.empty());
            CHECK(h.problem.rfind("The finished " + noun +
                                      "s could not be read: the stored text is damaged.",
                                  0) == 0);
            CHECK(h.problem.find("it is kept aside as '" + n.history_key + ".unreadable-1'") !=
                  std::string::npos);
            REQUIRE(store.finish_current(storage, finished(1000, "2024-06-01")));
            CHECK(*storage.get(n.history_key + ".unreadable-1") == "[1, 2");
            CHECK(store.load_history(storage).sheets.size() == 1);
        }
    }

    // The history's cap of 200 sheets, and a filed sheet taken back out of it.
    void history() {
        SECTION("the history keeps the newest 200 finished sheets, newest first") {
            platform::MemoryStorage storage;
            auto date = [](int i) {
                char text[32];
                std::snprintf(text, sizeof text, "2024-01-01T00:%02d:%02dZ", i / 60, i % 60);
                return std::string(text);
            };
            std::vector<Sheet> old;
            for (int i = 197; i >= 0; --i) old.push_back(finished(1000 + i, date(i)));
            store_history(storage, old);
            for (int i = 198; i < 205; ++i)
                REQUIRE(store.finish_current(storage, finished(1000 + i, date(i))));
            auto h = store.load_history(storage);
            CHECK(h.problem.empty());
            REQUIRE(h.sheets.size() == kMaxHistory);
            CHECK(h.sheets.front().id.rfind("1204-", 0) == 0); // the newest first
            CHECK(h.sheets[1].id.rfind("1203-", 0) == 0);
            CHECK(h.sheets.back().id.rfind("1005-", 0) == 0); // the five oldest dropped
        }

        SECTION("a filed sheet is taken back out of the history as the current one, unfinished") {
            platform::MemoryStorage storage;
            const Sheet filed = finished(1000, "2024-06-01");
            REQUIRE(store.finish_current(storage, filed));
            auto back = store.reopen(storage, filed.id);
            REQUIRE(back);
            CHECK(back.value().finished.empty());
            CHECK(same(current_of(storage), back.value()));
            CHECK(store.load_history(storage).sheets.empty());
            auto none = store.reopen(storage, filed.id);
            REQUIRE_FALSE(none);
            CHECK(none.error() == "no finished " + noun + " has this id");
        }
    }

    // Its own keys and exports beside another game's; an export imported whole.
    void export_and_import() {
        SECTION(
            "its sheets keep to their own keys beside another game's, and another game's export "
            "is not imported") {
            platform::MemoryStorage storage;
            const std::string other_key = "another.sheet.current";
            const std::string other =
                core::make_versioned("another-sheet", 1, json::object()).dump();
            REQUIRE(storage.set(other_key, other));
            const Sheet filed = finished(1000, "2024-06-01");
            REQUIRE(store.finish_current(storage, filed));
            REQUIRE(store.save_current(storage, blank(2000, 2)));
            CHECK(same(current_of(storage), blank(2000, 2)));
            CHECK(ids(store.load_history(storage).sheets) == std::vector<std::string>{filed.id});
            std::vector<std::string> keys = {n.current_key, n.history_key, other_key};
            std::sort(keys.begin(), keys.end());
            CHECK(storage.keys() == keys);
            CHECK(storage.get(other_key) == other);
            const std::string other_export =
                core::make_versioned("another-sheets-export", 1, json{{"sheets", json::array()}})
                    .dump();
            auto count = store.import_all(storage, other_export);
            REQUIRE_FALSE(count);
            CHECK(count.error() ==
                  "this file cannot be imported: it holds something other than " + noun + "s");
        }

        SECTION("export then import into an empty storage restores every sheet, and a second time "
                "adds nothing") {
            platform::MemoryStorage from;
            for (int i = 0; i < 3; ++i)
                REQUIRE(store.finish_current(
                    from, finished(1000 + i, "2024-06-0" + std::to_string(i + 1))));
            const Sheet running = played(9000, 1);
            REQUIRE(store.save_current(from, running));

            const std::string file = store.export_all(from);
            auto doc = core::read_versioned(file, n.export_kind, 1);
            REQUIRE(doc);
            CHECK(doc.value()["data"]["history"].size() == 3);
            CHECK(doc.value()["data"]["current"]["id"] == running.id);

            platform::MemoryStorage to;
            auto count = store.import_all(to, file);
            INFO(count.error());
            REQUIRE(count);
            CHECK(count.value() == 4);
            CHECK(same(current_of(to), running));
            CHECK(ids(store.load_history(to).sheets) == ids(store.load_history(from).sheets));
            CHECK(store.export_all(to) == file);
            const auto after_first = snapshot(to);
            CHECK(store.import_all(to, file).value() == 0);
            CHECK(snapshot(to) == after_first);
            SECTION("an empty storage exports an empty, importable file") {
                platform::MemoryStorage empty, other;
                CHECK(store.import_all(other, store.export_all(empty)).value() == 0);
                CHECK(other.keys().empty());
            }
        }
    }

    // A foreign, damaged or unsavable file refused, the storage unchanged.
    void refused_imports() {
        SECTION("a foreign or damaged file is refused with a message and changes nothing") {
            platform::MemoryStorage storage;
            REQUIRE(store.finish_current(storage, finished(1000, "2024-06-01")));
            REQUIRE(store.save_current(storage, blank(2000, 3)));
            const auto before = snapshot(storage);

            platform::MemoryStorage source;
            REQUIRE(store.finish_current(source, finished(5000, "2024-06-05")));
            REQUIRE(store.finish_current(source, finished(6000, "2024-06-06")));
            REQUIRE(store.save_current(source, blank(7000, 7)));
            const json good = json::parse(store.export_all(source));
            json damaged_sheet = good;
            damaged_sheet["data"]["history"][1]["players"] = json::array({"Ana"});
            json damaged_current = good;
            damaged_current["data"]["current"]["seed"] = "x";
            json no_history = good;
            no_history["data"].erase("history");
            const std::string refused = "this file cannot be imported: ";
            const std::vector<std::pair<std::string, std::string>> cases = {
                // Plain words (src/README.md, "Storage"): what is wrong and which sheet, for the
                // player; how, in the log line.
                {"hello", refused + "it is not an export of " + noun +
                              "s from Txek Table, or it is damaged"},
                {core::make_versioned("settings", 1, json::object()).dump(),
                 refused + "it holds something other than " + noun + "s"},
                {core::make_versioned(n.export_kind, 9, good["data"]).dump(),
                 refused + "it was saved by a newer version of Txek Table"},
                {damaged_sheet.dump(), refused + "sheet 2 in it is damaged"},
                {damaged_current.dump(),
                 refused + "the sheet of " + n.in_progress + " in it is damaged"},
                {no_history.dump(), refused + "it is damaged"},
                {core::make_versioned(n.export_kind, 1, json::array()).dump(),
                 refused + "it is damaged"},
            };
            for (const auto& [text, message] : cases) {
                INFO(text);
                auto count = store.import_all(storage, text);
                REQUIRE_FALSE(count);
                CHECK(count.error().rfind(message, 0) == 0);
                CHECK(snapshot(storage) == before);
            }
            SECTION("a full storage refuses the import and keeps what it had") {
                FullableStorage full;
                REQUIRE(store.finish_current(full, finished(1000, "2024-06-01")));
                const auto had = snapshot(full);
                full.full = true;
                auto count = store.import_all(full, good.dump());
                REQUIRE_FALSE(count);
                CHECK(count.error() ==
                      "the " + noun +
                          "s could not be saved in this browser's storage (it may be full)");
                CHECK(snapshot(full) == had);
            }
        }
    }

    // An import merged into what is stored, never replacing or dropping a sheet.
    void merging_imports() {
        SECTION("an import never replaces or drops a stored sheet; a second game in progress joins "
                "the history") {
            platform::MemoryStorage storage;
            const Sheet mine = finished(1000, "2024-06-01");
            REQUIRE(store.finish_current(storage, mine));
            const Sheet running = blank(8000, 8);
            REQUIRE(store.save_current(storage, running));

            platform::MemoryStorage source;
            Sheet changed = mine; // the same game, edited elsewhere: ours is kept
            changed.finished = "2024-06-09";
            REQUIRE(store.finish_current(source, changed));
            const Sheet theirs = finished(4000, "2024-06-04");
            REQUIRE(store.finish_current(source, theirs));
            const Sheet their_running = blank(9000, 9);
            REQUIRE(store.save_current(source, their_running));

            CHECK(store.import_all(storage, store.export_all(source)).value() == 2);
            CHECK(same(current_of(storage), running));
            auto h = store.load_history(storage);
            // Newest first by the end date; the unfinished sheet (no end date) last.
            CHECK(ids(h.sheets) == ids(std::vector<Sheet>{theirs, mine, their_running}));
            REQUIRE(h.sheets.size() == 3);
            CHECK(same(h.sheets[1], mine));
        }

        SECTION("an import into a full history keeps every stored sheet, only the newest imported "
                "ones that fit are added") {
            platform::MemoryStorage storage;
            std::vector<Sheet> old;
            for (int i = 197; i >= 0; --i) old.push_back(finished(1000 + i, "2024-01-01"));
            store_history(storage, old);
            platform::MemoryStorage source;
            for (int i = 0; i < 5; ++i)
                REQUIRE(store.finish_current(
                    source, finished(5000 + i, "2024-02-0" + std::to_string(i + 1))));
            CHECK(store.import_all(storage, store.export_all(source)).value() == 2);
            auto h = store.load_history(storage);
            REQUIRE(h.sheets.size() == kMaxHistory);
            CHECK(h.sheets[0].id.rfind("5004-", 0) == 0);
            CHECK(h.sheets[1].id.rfind("5003-", 0) == 0);
            CHECK(h.sheets[2].id.rfind("1197-", 0) == 0);
        }
    }

    // Two tabs saving the same sheet: revisions kept, a sheet only grows.
    void two_tabs() {
        SECTION(
            "two tabs: the current sheet keeps its revision; a stale copy of a filed sheet, filed "
            "again with fewer rows, never replaces the fuller one, and a fuller one does") {
            platform::MemoryStorage storage;
            Sheet stale = blank(5000, 99);
            REQUIRE(store.save_current(storage, stale, 7));
            CHECK(store.load_current(storage).revision == 7);
            CHECK(same(current_of(storage), stale));

            Sheet fuller = played(5000, 99);
            fuller.finished = "2024-06-10T16:00:00Z";
            REQUIRE(store.finish_current(storage, fuller).value() == 1);
            stale.finished = "2024-06-10T16:05:00Z";
            REQUIRE(store.finish_current(storage, stale).value() == 1);
            auto h = store.load_history(storage);
            REQUIRE(h.sheets.size() == 1);
            CHECK(same(h.sheets[0], fuller));
            // The other way round: a sheet only grows.
            platform::MemoryStorage other;
            REQUIRE(store.finish_current(other, stale));
            REQUIRE(store.finish_current(other, fuller).value() == 1);
            CHECK(same(store.load_history(other).sheets.at(0), fuller));
        }
    }

private:
    Sheet (*const blank)(std::int64_t started_ms, std::uint64_t seed);
    const std::vector<Result>& results;
    const SheetStore<Sheet>& store = store_of<typename Sheet::Rules>();
    const StoreNames& n = store.names;
    const std::string noun = n.noun, kept = " (Settings \xE2\x86\x92 Kept aside).";

    Sheet played(std::int64_t started_ms, std::uint64_t seed) const {
        Sheet s = blank(started_ms, seed);
        auto added = sync_results(s, results);
        INFO(added.error());
        REQUIRE(added);
        return s;
    }
    bool same(const Sheet& a, const Sheet& b) const { return store.to_json(a) == store.to_json(b); }
    Sheet current_of(platform::Storage& storage) const {
        auto loaded = store.load_current(storage);
        REQUIRE(loaded.sheet);
        return *loaded.sheet;
    }
    // A finished game of its own id (the start time) and seed.
    Sheet finished(std::int64_t started_ms, const std::string& date) const {
        Sheet s = played(started_ms, std::uint64_t(started_ms) * 7);
        s.finished = date;
        return s;
    }
    // A history written directly (newest first), as finish_current would have left it.
    void store_history(platform::Storage& storage, const std::vector<Sheet>& sheets) const {
        json list = json::array();
        for (const Sheet& s : sheets) list.push_back(store.to_json(s));
        REQUIRE(platform::save_versioned(storage, n.history_key, n.history_kind, 1, list));
    }
};

} // namespace detail

// The storage behaviour of a game's sheets: blank(started_ms, seed) starts one, `results`
// (sync_results) play it.
template <class Sheet>
void check_storage(Sheet (*blank)(std::int64_t started_ms, std::uint64_t seed),
                   const std::vector<typename Sheet::Rules::Result>& results) {
    detail::StorageCheck<Sheet> check(blank, results);
    check.keys_and_versions();
    check.current_and_filing();
    check.damaged_current();
    check.damaged_history();
    check.history();
    check.export_and_import();
    check.refused_imports();
    check.merging_imports();
    check.two_tabs();
}

} // namespace testing
} // namespace table::sheets
