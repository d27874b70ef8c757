// The player's settings, stored as versioned JSON under "app.settings". Reading is forgiving
// field by field (a missing or out-of-range field takes its default) so one bad field never costs
// the others.
#pragma once
#include "platform/storage.h"

#include <nlohmann/json.hpp>
#include <string>

namespace table {

struct Settings {
    // Empty until the player gives a name: alone against bots the screen calls them "you", and a
    // name is asked for where others must read it (people sharing the device, online play).
    std::string player_name;
    int reaction_ms = 1500;        // Txek's reaction window (table rules, "Timing on screen")
    float animation_speed = 1.0f;  // 0 = no animation, 0.5 slow, 1 normal, 2 fast
    bool memory_aid = false;       // off in the classic setting (table rules, "Knowledge")
    bool muted = false;            // the table's sound button
    int volume = 80;               // of the sound cues, 0-100 (table/sound.h)
    int size_percent = 100;        // text, buttons and cards (the Size setting): 85 to 150
    // Txek's TXEK button lit only for an identical card (a beginners' aid; off in the classic
    // game, where spotting the identical card is the play). Games played with it say so.
    bool txek_assist = false;
    // The language the table speaks (a tag of i18n::languages()); empty: the browser's (LANG
    // natively), the first of its languages the app offers.
    std::string language;

    bool operator==(const Settings& o) const {
        return player_name == o.player_name && reaction_ms == o.reaction_ms &&
               animation_speed == o.animation_speed && memory_aid == o.memory_aid &&
               muted == o.muted && volume == o.volume && size_percent == o.size_percent &&
               txek_assist == o.txek_assist && language == o.language;
    }
    bool operator!=(const Settings& o) const { return !(*this == o); }
};

// Fields added later (muted, volume, size_percent, txek_assist, language) are optional: settings
// stored before them read as before, with the new fields at their defaults, so the version stays 1.
// "app.": the settings are the app's, not a game's ("txek." keys are the game Txek's).
inline constexpr const char* kSettingsKey = "app.settings";
inline constexpr const char* kOldSettingsKey = "txek.settings"; // moved to app.settings on load
inline constexpr const char* kSettingsKind = "settings";
inline constexpr int kSettingsVersion = 1;
inline constexpr int kMinReactionMs = 500, kMaxReactionMs = 5000;
inline constexpr std::size_t kMaxNameBytes = 24;
// The Size setting's choices (Settings), from Small to Larger.
inline constexpr int kSizePercents[] = {85, 100, 125, 150};
inline constexpr int kMinSizePercent = 85, kMaxSizePercent = 150;
// The least room, in the app's px, a larger Size lays a screen out on. The menus, settings and
// rules scroll, and fit the smallest phone (an iPhone SE upright, a phone on its side). A game
// table does not scroll: it keeps the room of the phone and laptop screens it is made for.
struct Room {
    float width, height;
};
inline constexpr Room kMenuRoom{320.0f, 360.0f};
inline constexpr Room kTableRoomUpright{360.0f, 700.0f}, kTableRoomWide{960.0f, 600.0f};

// The name of the person at `seat` (0-based) when nobody typed one: "Player 2".
std::string default_name(int seat);
// The player's name from the settings, else default_name(0).
std::string name_or_default(const Settings& s);

nlohmann::json settings_to_json(const Settings& s);
// Moves settings stored under the old key to kSettingsKey, losing nothing: the old value is
// removed only once the new key holds it (and never when the new key already has a value).
// Returns a message for the player when they could not be moved (they stay where they were).
std::string migrate_settings_key(platform::Storage& storage);
Settings settings_from_json(const nlohmann::json& data);

// How many times larger than at Normal the app is drawn on a screen of `width`×`height` CSS px:
// the Size setting, except that a larger Size grows only as far as the screen keeps the room above
// (a table's when `table`); a smaller Size always applies.
float ui_scale(int size_percent, float width, float height, bool table);

}  // namespace table
