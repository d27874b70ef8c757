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
    REQUIRE(platform::save_versioned(store, table::kSettingsKey, table::kSettingsKind,
                                     table::kSettingsVersion, table::settings_to_json(s)));
    auto loaded = platform::load_versioned(store, table::kSettingsKey, table::kSettingsKind,
                                           table::kSettingsVersion, "Your settings");
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
