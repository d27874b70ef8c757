// The player's settings, stored as versioned JSON under "txek.settings". Reading is forgiving
// field by field (a missing or out-of-range field takes its default) so one bad field never costs
// the others.
#pragma once
#include <nlohmann/json.hpp>
#include <string>

namespace table {

struct Settings {
    std::string player_name = "You";
    int reaction_ms = 1500;        // Txek's reaction window (table rules, "Timing on screen")
    float animation_speed = 1.0f;  // 0 = no animation, 0.5 slow, 1 normal, 2 fast
    bool memory_aid = false;       // off in the classic setting (table rules, "Knowledge")

    bool operator==(const Settings& o) const {
        return player_name == o.player_name && reaction_ms == o.reaction_ms &&
               animation_speed == o.animation_speed && memory_aid == o.memory_aid;
    }
    bool operator!=(const Settings& o) const { return !(*this == o); }
};

inline constexpr const char* kSettingsKey = "txek.settings";
inline constexpr const char* kSettingsKind = "settings";
inline constexpr int kSettingsVersion = 1;
inline constexpr int kMinReactionMs = 500, kMaxReactionMs = 5000;
inline constexpr std::size_t kMaxNameBytes = 24;

nlohmann::json settings_to_json(const Settings& s);
Settings settings_from_json(const nlohmann::json& data);

}  // namespace table
