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
    s.language = "de";
    REQUIRE(platform::save_versioned(store, table::kSettingsKey, table::kSettingsKind,
                                     table::kSettingsVersion, table::settings_to_json(s)));
    auto loaded = platform::load_versioned(store, table::kSettingsKey, table::kSettingsKind,
                                           table::kSettingsVersion, "Your settings");
    REQUIRE(loaded.document);
    CHECK(table::settings_from_json((*loaded.document)["data"]) == s);
}

TEST_CASE("settings: a bad field takes its default, the good fields are kept") {
    auto s = table::settings_from_json({{"player_name", 42},
                                        {"reaction_ms", 99999},
                                        {"animation_speed", "fast"},
                                        {"memory_aid", true}});
    CHECK(s.player_name.empty());
    CHECK(s.reaction_ms == table::kMaxReactionMs);
    CHECK(s.animation_speed == 1.0f);
    CHECK(s.memory_aid);
    CHECK(table::settings_from_json(nlohmann::json::array()) == Settings{});
    CHECK(table::settings_from_json({{"player_name", std::string(100, 'x')}}).player_name.empty());
}

TEST_CASE("settings: the language is kept as chosen, and none, or one this app has no words for, "
          "follows the browser") {
    CHECK(table::settings_from_json({{"language", "fr"}}).language == "fr");
    CHECK(table::settings_from_json({{"volume", 20}}).language.empty());
    CHECK(table::settings_from_json({{"language", "tlh"}}).language.empty());
    CHECK(table::settings_from_json({{"language", 7}}).language.empty());
}

TEST_CASE("settings: a name is never the old default \"You\": stored, it reads as no name yet, "
          "and a person without a name is Player 1 to others") {
    CHECK(table::settings_from_json({{"player_name", "You"}}).player_name.empty());
    CHECK(table::settings_from_json({{"player_name", "Youssef"}}).player_name == "Youssef");
    CHECK(table::name_or_default(Settings{}) == "Player 1");
    CHECK(table::default_name(2) == "Player 3");
}

TEST_CASE("settings, sound: sound off and the volume are kept, settings stored before "
          "them keep every field and sound on at the default volume") {
    Settings s;
    s.muted = true;
    s.volume = 0;
    CHECK(table::settings_from_json(table::settings_to_json(s)) == s);
    // Version 1 as stored before the sound settings: no "muted", no "volume".
    platform::MemoryStorage store;
    store.set(table::kSettingsKey,
              R"({"kind":"settings","version":1,"data":{"player_name":"Ana",)"
              R"("reaction_ms":2200,"animation_speed":2.0,"memory_aid":true}})");
    auto loaded = platform::load_versioned(store, table::kSettingsKey, table::kSettingsKind,
                                           table::kSettingsVersion, "Your settings");
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
    CHECK(table::migrate_settings_key(store).empty()); // a second start changes nothing
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
} // namespace

TEST_CASE("settings: when the new key cannot be written the old value stays, with a message") {
    FullStorage store;
    store.MemoryStorage::set(table::kOldSettingsKey, "old");
    CHECK_FALSE(table::migrate_settings_key(store).empty());
    CHECK(store.get(table::kOldSettingsKey) == std::string("old"));
}

// ---- The Size setting ------------------------------------------------------------------------

TEST_CASE("size: every size the Settings offer round-trips through storage") {
    for (int percent : table::kSizePercents) {
        platform::MemoryStorage store;
        Settings s;
        s.size_percent = percent;
        REQUIRE(platform::save_versioned(store, table::kSettingsKey, table::kSettingsKind,
                                         table::kSettingsVersion, table::settings_to_json(s)));
        auto loaded = platform::load_versioned(store, table::kSettingsKey, table::kSettingsKind,
                                               table::kSettingsVersion, "Your settings");
        REQUIRE(loaded.document);
        CHECK(table::settings_from_json((*loaded.document)["data"]).size_percent == percent);
    }
}

TEST_CASE("size: settings stored before the Size setting keep every field") {
    // An app.settings value as the app stored it before the Size setting: no size_percent.
    platform::MemoryStorage store;
    store.set(table::kSettingsKey,
              R"({"kind":"settings","version":1,"data":{"player_name":"Ana","reaction_ms":2200,)"
              R"("animation_speed":2.0,"memory_aid":true}})");
    auto loaded = platform::load_versioned(store, table::kSettingsKey, table::kSettingsKind,
                                           table::kSettingsVersion, "Your settings");
    REQUIRE(loaded.document);
    const Settings s = table::settings_from_json((*loaded.document)["data"]);
    CHECK(s.player_name == "Ana");
    CHECK(s.reaction_ms == 2200);
    CHECK(s.animation_speed == 2.0f);
    CHECK(s.memory_aid);
    CHECK(s.size_percent == 100);
}

TEST_CASE("size: a size out of range or of the wrong type is Normal, the rest kept") {
    for (const nlohmann::json& bad :
         {nlohmann::json(84), nlohmann::json(151), nlohmann::json(-5), nlohmann::json("large"),
          nlohmann::json(1.25), nlohmann::json(nullptr)}) {
        const Settings s =
            table::settings_from_json({{"player_name", "Ana"}, {"size_percent", bad}});
        CHECK(s.size_percent == 100);
        CHECK(s.player_name == "Ana");
    }
    CHECK(table::settings_from_json({{"size_percent", 85}}).size_percent == 85);
    CHECK(table::settings_from_json({{"size_percent", 150}}).size_percent == 150);
}

TEST_CASE("size: the chosen size applies in full where the layout has room") {
    // A desktop window (1280×800) and a tablet upright (768×1024) take every size on the menus.
    for (int percent : table::kSizePercents) {
        CHECK(table::ui_scale(percent, 1280, 800, false) == Approx(percent / 100.0));
        CHECK(table::ui_scale(percent, 768, 1024, false) == Approx(percent / 100.0));
    }
    // A large monitor has room for every size at a table too.
    CHECK(table::ui_scale(150, 1920, 1080, true) == Approx(1.5));
}

TEST_CASE("size: a larger size grows only while the screen keeps the room its "
          "layout is made for") {
    // The menus scroll: on a 390×844 phone they grow until they are 320 px wide (an iPhone SE).
    const float phone = table::ui_scale(150, 390, 844, false);
    CHECK(phone == Approx(390.0 / table::kMenuRoom.width));
    CHECK(table::ui_scale(125, 390, 844, false) == Approx(phone)); // 1.25 is past 1.22 too
    // A phone on its side: the height limits.
    CHECK(table::ui_scale(150, 844, 390, false) == Approx(390.0 / table::kMenuRoom.height));
    // A table does not scroll: it keeps the room of the screens it is made for.
    CHECK(table::ui_scale(150, 390, 844, true) == Approx(390.0 / table::kTableRoomUpright.width));
    CHECK(table::ui_scale(150, 1280, 800, true) == Approx(800.0 / table::kTableRoomWide.height));
    CHECK(table::ui_scale(125, 1280, 800, true) == Approx(1.25));
    for (bool at_table : {false, true}) {
        // Whatever the size, the room is kept...
        for (auto [w, h] : {std::pair{390.f, 844.f}, {1280.f, 800.f}, {844.f, 390.f}}) {
            const table::Room room = !at_table      ? table::kMenuRoom
                                     : w < h * 0.9f ? table::kTableRoomUpright
                                                    : table::kTableRoomWide;
            const float k = table::ui_scale(150, w, h, at_table);
            if (k > 1.0f) CHECK((w / k >= room.width - 0.01f && h / k >= room.height - 0.01f));
        }
        // ... a larger size never shrinks below Normal, and Small and Normal always apply.
        CHECK(table::ui_scale(150, 300, 300, at_table) == Approx(1.0));
        CHECK(table::ui_scale(85, 390, 844, at_table) == Approx(0.85));
        CHECK(table::ui_scale(100, 300, 300, at_table) == Approx(1.0));
    }
}

TEST_CASE("settings (TXEK assist): off by default as in the classic game, kept when on, and "
          "settings stored before it load with it off and every other field kept") {
    CHECK_FALSE(Settings{}.txek_assist);
    Settings on;
    on.txek_assist = true;
    CHECK(table::settings_from_json(table::settings_to_json(on)) == on);
    // Version 1 as stored before the assist: every other field, no "txek_assist".
    platform::MemoryStorage store;
    store.set(table::kSettingsKey,
              R"({"kind":"settings","version":1,"data":{"player_name":"Ana","reaction_ms":2200,)"
              R"("animation_speed":2.0,"memory_aid":true,"muted":true,"volume":35,)"
              R"("size_percent":125}})");
    auto loaded = platform::load_versioned(store, table::kSettingsKey, table::kSettingsKind,
                                           table::kSettingsVersion, "Your settings");
    REQUIRE(loaded.document);
    const Settings old = table::settings_from_json((*loaded.document)["data"]);
    CHECK_FALSE(old.txek_assist);
    CHECK(old.player_name == "Ana");
    CHECK(old.reaction_ms == 2200);
    CHECK(old.memory_aid);
    CHECK(old.muted);
    CHECK(old.volume == 35);
    CHECK(old.size_percent == 125);
    // A mark of the wrong type costs only itself.
    CHECK_FALSE(table::settings_from_json({{"txek_assist", "yes"}, {"volume", 35}}).txek_assist);
    CHECK(table::settings_from_json({{"txek_assist", "yes"}, {"volume", 35}}).volume == 35);
}
