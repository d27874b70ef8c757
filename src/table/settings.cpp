#include "table/settings.h"

#include "table/i18n.h"

#include <algorithm>

namespace table {

nlohmann::json settings_to_json(const Settings& s) {
    return {{"player_name", s.player_name},
            {"reaction_ms", s.reaction_ms},
            {"animation_speed", s.animation_speed},
            {"memory_aid", s.memory_aid},
            {"muted", s.muted},
            {"volume", s.volume},
            {"size_percent", s.size_percent},
            {"txek_assist", s.txek_assist},
            {"language", s.language}};
}

std::string default_name(int seat) {
    return "Player " + std::to_string(seat + 1);
}

std::string name_or_default(const Settings& s) {
    return s.player_name.empty() ? default_name(0) : s.player_name;
}

// "You" was the default name until settings could hold none: stored, it was never chosen, and a
// name "You" read by others ("You's turn") or beside "you" ("You (you)") makes no sense.
const char* const kOldDefaultName = "You";

Settings settings_from_json(const nlohmann::json& data) {
    Settings s;
    if (!data.is_object()) return s;
    if (auto it = data.find("player_name"); it != data.end() && it->is_string()) {
        std::string name = it->get<std::string>();
        if (name.size() <= kMaxNameBytes && name != kOldDefaultName) s.player_name = name;
    }
    if (auto it = data.find("reaction_ms"); it != data.end() && it->is_number_integer())
        s.reaction_ms = std::clamp(it->get<int>(), kMinReactionMs, kMaxReactionMs);
    if (auto it = data.find("animation_speed"); it != data.end() && it->is_number()) {
        double v = it->get<double>();
        if (v >= 0 && v <= 4) s.animation_speed = float(v);
    }
    if (auto it = data.find("memory_aid"); it != data.end() && it->is_boolean())
        s.memory_aid = it->get<bool>();
    if (auto it = data.find("muted"); it != data.end() && it->is_boolean())
        s.muted = it->get<bool>();
    if (auto it = data.find("volume"); it != data.end() && it->is_number_integer())
        s.volume = std::clamp(it->get<int>(), 0, 100);
    // Settings stored before the Size setting have no size: they keep Normal.
    if (auto it = data.find("size_percent"); it != data.end() && it->is_number_integer()) {
        const int v = it->get<int>();
        if (v >= kMinSizePercent && v <= kMaxSizePercent) s.size_percent = v;
    }
    // Settings stored before the assist have none: it stays off, as in the classic game.
    if (auto it = data.find("txek_assist"); it != data.end() && it->is_boolean())
        s.txek_assist = it->get<bool>();
    // A language this app has no words for (a newer version's) follows the browser instead.
    if (auto it = data.find("language"); it != data.end() && it->is_string())
        if (i18n::find_language(it->get<std::string>())) s.language = it->get<std::string>();
    return s;
}

float ui_scale(int size_percent, float width, float height, bool table) {
    const float chosen = float(std::clamp(size_percent, kMinSizePercent, kMaxSizePercent)) / 100.0f;
    if (chosen <= 1.0f) return chosen;
    // Upright or wide as the tables decide it (a table is upright below 0.9 of its height).
    const Room room = !table                  ? kMenuRoom
                      : width < height * 0.9f ? kTableRoomUpright
                                              : kTableRoomWide;
    const float fits = std::min(width / room.width, height / room.height);
    return std::clamp(fits, 1.0f, chosen);
}

std::string migrate_settings_key(platform::Storage& storage) {
    const std::optional<std::string> old = storage.get(kOldSettingsKey);
    if (!old || storage.get(kSettingsKey)) return {};
    if (!storage.set(kSettingsKey, *old) || storage.get(kSettingsKey) != old)
        return "Your settings could not be moved to their new place in this browser; they are "
               "read from where they were, '" +
               std::string(kOldSettingsKey) + "'.";
    storage.remove(kOldSettingsKey);
    return {};
}

} // namespace table
