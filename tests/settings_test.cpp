// Settings survive storage, and a bad field costs only itself.
#include "platform/storage.h"
#include "table/settings.h"

#include <catch2/catch.hpp>

using table::Settings;

TEST_CASE("settings: every field round-trips through versioned storage") {
    platform::MemoryStorage store;
    Settings s;
    s.player_name = "Ana";
    s.reaction_ms = 2200;
    s.animation_speed = 2.0f;
    s.memory_aid = true;
    s.muted = true;
    s.volume = 35;
    REQUIRE(platform::save_versioned(store, table::kSettingsKey, table::kSettingsKind,
                                     table::kSettingsVersion, table::settings_to_json(s)));
    auto loaded = platform::load_versioned(store, table::kSettingsKey, table::kSettingsKind,
                                           table::kSettingsVersion);
    REQUIRE(loaded.document);
    CHECK(table::settings_from_json((*loaded.document)["data"]) == s);
}

TEST_CASE("settings: a bad field takes its default, the good fields are kept") {
    auto s = table::settings_from_json(
        {{"player_name", 42}, {"reaction_ms", 99999}, {"animation_speed", "fast"},
         {"memory_aid", true}});
    CHECK(s.player_name == "You");
    CHECK(s.reaction_ms == table::kMaxReactionMs);
    CHECK(s.animation_speed == 1.0f);
    CHECK(s.memory_aid);
    CHECK(table::settings_from_json(nlohmann::json::array()) == Settings{});
    CHECK(table::settings_from_json({{"player_name", std::string(100, 'x')}}).player_name == "You");
}

TEST_CASE("settings (issue 11.9): sound off and the volume are kept, settings stored before "
          "them keep every field and sound on at the default volume") {
    Settings s;
    s.muted = true;
    s.volume = 0;
    CHECK(table::settings_from_json(table::settings_to_json(s)) == s);
    // Version 1 as stored before issue 11.9: no "muted", no "volume".
    platform::MemoryStorage store;
    store.set(table::kSettingsKey,
              R"({"kind":"settings","version":1,"data":{"player_name":"Ana",)"
              R"("reaction_ms":2200,"animation_speed":2.0,"memory_aid":true}})");
    auto loaded = platform::load_versioned(store, table::kSettingsKey, table::kSettingsKind,
                                           table::kSettingsVersion);
    REQUIRE(loaded.document);
    const Settings old = table::settings_from_json((*loaded.document)["data"]);
    CHECK(old.player_name == "Ana");
    CHECK(old.reaction_ms == 2200);
    CHECK(old.memory_aid);
    CHECK_FALSE(old.muted);
    CHECK(old.volume == Settings{}.volume);
    // A bad sound field costs only itself.
    const Settings bad =
        table::settings_from_json({{"player_name", "Ana"}, {"muted", "yes"}, {"volume", 250}});
    CHECK(bad.player_name == "Ana");
    CHECK_FALSE(bad.muted);
    CHECK(bad.volume == 100);
}

// Storage keys are named for their owner: "app." for the app, "<game id>." for a game. The
// settings were stored under "txek.settings" before, which reads as the game Txek's.
TEST_CASE("settings: the old key's value moves to the new key, losing nothing") {
    platform::MemoryStorage store;
    Settings s;
    s.player_name = "Ana";
    REQUIRE(platform::save_versioned(store, table::kOldSettingsKey, table::kSettingsKind,
                                     table::kSettingsVersion, table::settings_to_json(s)));
    const std::string old_text = *store.get(table::kOldSettingsKey);
    CHECK(table::migrate_settings_key(store).empty());
    CHECK(store.get(table::kSettingsKey) == old_text);
    CHECK_FALSE(store.get(table::kOldSettingsKey));
    CHECK(table::migrate_settings_key(store).empty());  // a second start changes nothing
    CHECK(store.get(table::kSettingsKey) == old_text);
}

TEST_CASE("settings: values under both keys are left as they are, the new one read") {
    platform::MemoryStorage store;
    store.set(table::kOldSettingsKey, "old");
    store.set(table::kSettingsKey, "new");
    CHECK(table::migrate_settings_key(store).empty());
    CHECK(store.get(table::kOldSettingsKey) == std::string("old"));
    CHECK(store.get(table::kSettingsKey) == std::string("new"));
}

namespace {
// Storage that refuses every write: a full or disabled browser storage.
class FullStorage : public platform::MemoryStorage {
public:
    bool set(const std::string&, const std::string&) override { return false; }
};
}  // namespace

TEST_CASE("settings: when the new key cannot be written the old value stays, with a message") {
    FullStorage store;
    store.MemoryStorage::set(table::kOldSettingsKey, "old");
    CHECK_FALSE(table::migrate_settings_key(store).empty());
    CHECK(store.get(table::kOldSettingsKey) == std::string("old"));
}
