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
