// The game in progress, saved after every action as its setup, seed and actions (the engine
// rebuilds everything else), under one key a game: "<id>.game" (table/session.h). Shared by
// every game; draws nothing, so table_tests covers it.
#pragma once
#include "engine/core/action_log.h"
#include "engine/core/expected.h"
#include "engine/core/setup.h"
#include "platform/storage.h"

#include <cstdint>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace table {

// Where a game's game in progress is stored, and its kind: "<id>.game", "<id>-game".
inline std::string game_key(std::string_view id) {
    return std::string(id) + ".game";
}
inline std::string game_kind(std::string_view id) {
    return std::string(id) + "-game";
}
// Why a saved game that reads could still not be resumed, in a player's words.
inline constexpr const char* kNotReplayable =
    "its moves do not replay in this version of Txek Table";

struct SavedGame {
    core::Setup setup;
    std::uint64_t seed = 0;
    core::ActionLog actions;
    std::vector<std::string> names; // may be empty: the table names the seats
    std::int64_t saved_ms = 0;      // when it was saved (ms since 1970): the newest resumes
    std::string sheet_id;           // its score sheet's id; empty: saved before sheets had ids
    // Counts the saves under this key, across games and tabs: a save writes one more than the
    // newest it read, and never goes over a newer one (table/session.h, "Tabs"). 0: saved
    // before saves had revisions.
    std::uint64_t revision = 0;
    // The online table it is played at (online::table_to_json: its id, the seats' names and
    // secrets); null for a game played on this device alone.
    nlohmann::json online;
};

// data: {"seats":"hg","variant":0,"seed":"<16 hex>","names":[...],"actions":"<base64url>",
// "saved_ms":N,"sheet":"<sheet id>","revision":N,"online":{...}}. Reading checks every type first
// (the web build has no exceptions); names, saved_ms, sheet, revision and online are optional.
// Every message is valid UTF-8 whatever was stored (it is shown, and dumped as JSON by the test
// hook).
nlohmann::json saved_game_to_json(const SavedGame& game);
core::Expected<SavedGame> saved_game_from_json(const nlohmann::json& data);

struct LoadedGame {
    std::optional<SavedGame> game;
    std::string problem; // non-empty: what to tell the player (the value was kept aside)
    std::string why;     // with a problem: why, in plain words (core::plain_reason)
};
// Absent: nothing, no problem. Unreadable at any level: the stored text moves to
// "<key>.unreadable-N", never lost, and `problem` says where in plain words
// (platform::unreadable_message), naming it `what` ("The saved Txek game").
LoadedGame load_saved_game(platform::Storage& storage, const std::string& key,
                           const std::string& kind, const std::string& what = "The saved game");
bool save_game(platform::Storage& storage, const std::string& key, const std::string& kind,
               const SavedGame& game);
// The revision of the game stored under `key`: 0 when there is none, it has none or it cannot
// be read. Reads only: a save checks it before writing (table/session.h, "Tabs").
std::uint64_t saved_revision(platform::Storage& storage, const std::string& key);

} // namespace table
