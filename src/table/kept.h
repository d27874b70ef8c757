// Settings → Kept aside: every value the app set aside rather than overwrite or
// lose (platform::keep_aside): a game in progress replaced by another ("<id>.game.previous-N"),
// and anything that could not be read ("<key>.unreadable-N": settings, saved games, sheets).
// Here they are listed as a player would name them, with whether each still reads; the App
// offers Resume (a readable game in progress: Session::resume_kept), Export (the stored text as
// a file, byte for byte) and Delete (after a confirmation). Draws nothing: table_tests covers it.
#pragma once
#include "platform/storage.h"
#include "table/game_ui.h"

#include <cstdint>
#include <string>
#include <vector>

namespace table {

struct KeptValue {
    platform::KeptKey at;      // its key, the key it was kept from, why (tag) and its number
    std::string game;          // the game's id; empty for the app's own values (settings)
    std::string what;          // "Txek game", "Checks match sheet", "Settings"
    std::string why;           // "set aside when another game started", "could not be read"
    bool readable = false;     // it reads in full as what it was (a game: its moves replay)
    bool resumable = false;    // a readable game not over: it can become the game in progress
    std::string reason;        // not readable: why, in plain words (core::plain_reason)
    std::string about;         // a readable game: "3 players, 42 moves, last played ..."
    std::size_t bytes = 0;     // the stored text's size
    std::int64_t saved_ms = 0; // a readable game: when it was last saved (0: not known)
};

// Every kept value in `storage`, games (newest first) before the rest, each kind in key order.
// `games` are the registered games' table modules (what a kept game or sheet is checked with).
std::vector<KeptValue> list_kept(platform::Storage& storage,
                                 const std::vector<const GameUi*>& games);

// The file a kept value is exported as: its key, ".json" when the text is JSON, else ".txt".
std::string kept_file_name(const KeptValue& kept, const std::string& text);

// "1.2 KB", "640 bytes".
std::string size_text(std::size_t bytes);
// "2024-06-10 14:02 UTC" for milliseconds since 1970 (the clock is read by the caller).
std::string utc_text(std::int64_t epoch_ms);

} // namespace table
