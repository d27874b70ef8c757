// The player's settings, stored as versioned JSON under "app.settings". Reading is forgiving
// field by field (a missing or out-of-range field takes its default) so one bad field never costs
// the others.
#pragma once
#include "platform/storage.h"

#include <nlohmann/json.hpp>
#include <string>

namespace table {

struct Settings {
    std::string player_name = "You";
    int reaction_ms = 1500;        // Txek's reaction window (table rules, "Timing on screen")
    float animation_speed = 1.0f;  // 0 = no animation, 0.5 slow, 1 normal, 2 fast
    bool memory_aid = false;       // off in the classic setting (table rules, "Knowledge")
    bool muted = false;            // the table's sound button (issue 11.9)
    int volume = 80;               // of the sound cues, 0-100 (table/sound.h)

    bool operator==(const Settings& o) const {
        return player_name == o.player_name && reaction_ms == o.reaction_ms &&
               animation_speed == o.animation_speed && memory_aid == o.memory_aid &&
               muted == o.muted && volume == o.volume;
    }
    bool operator!=(const Settings& o) const { return !(*this == o); }
};

// Fields added later (muted, volume) are optional: settings stored before them read as before,
// with the new fields at their defaults, so the version stays 1.
// "app.": the settings are the app's, not a game's ("txek." keys are the game Txek's).
inline constexpr const char* kSettingsKey = "app.settings";
inline constexpr const char* kOldSettingsKey = "txek.settings";  // before issue 10
inline constexpr const char* kSettingsKind = "settings";
inline constexpr int kSettingsVersion = 1;
inline constexpr int kMinReactionMs = 500, kMaxReactionMs = 5000;
inline constexpr std::size_t kMaxNameBytes = 24;

nlohmann::json settings_to_json(const Settings& s);
// Moves settings stored under the old key to kSettingsKey, losing nothing: the old value is
// removed only once the new key holds it (and never when the new key already has a value).
// Returns a message for the player when they could not be moved (they stay where they were).
std::string migrate_settings_key(platform::Storage& storage);
Settings settings_from_json(const nlohmann::json& data);

}  // namespace table
