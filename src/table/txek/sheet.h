// Txek's score sheet: one row a round, a column a player, the totals under them, as on the paper
// sheet of the rules (seed, "How to count points", "End of the game"; table rules, "Rounds and
// the game"). No ImGui here: sheet_panel.h draws it.
//
// Stored as versioned JSON (engine/core/versioned_json.h) through platform::Storage:
//   "txek.sheet.current"   kind "txek-sheet",   v1, data: one sheet (the game being played)
//   "txek.sheets.history"  kind "txek-history", v1, data: [sheet, ...] finished games, newest
//                          first, at most kMaxHistory
// A sheet in JSON:
//   {"id": "1718000000000-00000000075bcd15", "started": "2024-06-10T14:02:33Z", "finished": "",
//    "players": ["Ana", "Bo"], "seats": ["human", "good"], "seed": "00000000075bcd15",
//    "variant": 0, "assist": true,
//    "rows": [{"round": 1, "scores": [0, 23], "ending": "simple victory for Ana",
//              "tie_break": false}, ...]}
// "assist" is there only when true: the game was played with Settings' TXEK assist on (a sheet
// without it, as every sheet stored before the assist, was played without).
// Reading is strict: every field must be there with the right type and agree with the others
// (a score for each player, rounds numbered 1, 2, ...), or the whole sheet is refused with a
// message; a damaged sheet is reported, never half-read.
#pragma once
#include "engine/core/expected.h"
#include "engine/core/setup.h"
#include "engine/txek/txek.h"
#include "platform/storage.h"
#include "table/sheet_store.h"

#include <nlohmann/json.hpp>

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace table::txek_sheet {

inline constexpr int kTarget = txek::kTargetScore; // 200: the game ends after the round ...
inline constexpr const char* kCurrentKey = "txek.sheet.current";
inline constexpr const char* kHistoryKey = "txek.sheets.history";
inline constexpr const char* kSheetKind = "txek-sheet";
inline constexpr const char* kHistoryKind = "txek-history";
inline constexpr const char* kExportKind = "txek-sheets-export";
inline constexpr int kVersion = 1; // of all three kinds
inline constexpr std::size_t kMaxHistory = 200;
inline constexpr std::size_t kMaxTextBytes = 64; // a name, a date, an id
inline constexpr int kMaxScore = 100000;         // one round's score on the sheet

struct SheetRow {
    int round = 0;           // 1, 2, ... (the row's index + 1)
    std::vector<int> scores; // what goes on the sheet, one a player (RoundResult::scored)
    // The kind of ending in words: "simple victory for Ana", "Double-TXEK victory for Bo",
    // "Double-TXEK fail for Bo", "deck exhausted"; parts joined by "; " when a round had more
    // (e.g. "simple victory for Ana; Double-TXEK fail for Bo").
    std::string ending;
    bool tie_break = false; // the extra round played for a tie for the lowest total after 200

    bool operator==(const SheetRow& o) const {
        return round == o.round && scores == o.scores && ending == o.ending &&
               tie_break == o.tie_break;
    }
    bool operator!=(const SheetRow& o) const { return !(*this == o); }
};

struct Sheet {
    std::string id;       // unique: started-at milliseconds and the seed (make_sheet_id)
    std::string started;  // ISO date text given by the caller
    std::string finished; // empty while the game is played
    std::vector<std::string> players;
    std::vector<std::string> seats; // "human", "casual", "good", "expert"
    std::uint64_t seed = 0;
    std::uint32_t variant = 0;
    bool assist = false; // played with the TXEK assist on, at least for a while
    std::vector<SheetRow> rows;

    std::vector<int> totals() const; // column sums, one a player
    // The game is over: some total reached 200 and exactly one total is the lowest.
    bool over() const;
    int winner() const; // the seat with the lowest total once over(), else -1 (running or tied)
    // Some total reached 200 but the lowest total is shared: one extra round is played (seed).
    bool tie_break_pending() const;

    bool operator==(const Sheet& o) const {
        return id == o.id && started == o.started && finished == o.finished &&
               players == o.players && seats == o.seats && seed == o.seed && variant == o.variant &&
               assist == o.assist && rows == o.rows;
    }
    bool operator!=(const Sheet& o) const { return !(*this == o); }
};

// "1718000000000-00000000075bcd15": when the game started (ms since 1970) and its seed.
using sheets::make_sheet_id;
// "human", "casual", "good", "expert".
using sheets::seat_word;

// A blank sheet for a new game. An empty name becomes "Seat N"; names beyond the setup's seats
// are ignored, missing ones are "Seat N".
Sheet start_sheet(const core::Setup& setup, std::uint64_t seed,
                  const std::vector<std::string>& names, std::int64_t started_ms,
                  const std::string& started_text);

// The kind of ending of a round in words, with `names` by seat ("Seat N" when missing):
// went_out: "simple victory for X", plus "; Double-TXEK fail for Y" for every other caller;
// a Double-TXEK that ended the round: "Double-TXEK victory for X" (plus a fail for each other
// caller) or "Double-TXEK fail for X"; otherwise "deck exhausted".
std::string describe_ending(const txek::RoundResult& result, const std::vector<std::string>& names);

// Appends the row of a finished round (its scored points, its ending in words with the sheet's
// player names, tie_break when the sheet was waiting for an extra round). Fails, changing
// nothing, when the scores do not fit the sheet or the game on it is over. Returns the round.
core::Expected<int> add_round(Sheet& sheet, const txek::RoundResult& result);
// Appends the rows for results[rows.size()...]: the App calls it with State::results whenever a
// round ends (calling it again adds nothing). Fails, changing nothing, when the rows already on
// the sheet do not match the first results (another game). Returns how many rows were added.
core::Expected<int> sync_rounds(Sheet& sheet, const std::vector<txek::RoundResult>& results);

// ---- JSON ----------------------------------------------------------------------------------
nlohmann::json to_json(const Sheet& sheet);
// Strict: any missing, wrong-typed or inconsistent field fails with a message, e.g.
// "round 3 has 2 scores for 3 players".
core::Expected<Sheet> from_json(const nlohmann::json& j);
// The same checks for a sheet in memory (empty: fine).
std::string check(const Sheet& sheet);

// ---- Storage (table/sheet_store.h, shared by every game's sheet) ----------------------------
using LoadedSheet = sheets::LoadedSheet<Sheet>;     // sheet, problem, writable
using LoadedHistory = sheets::LoadedHistory<Sheet>; // sheets (newest first), problem, writable

// False when the sheet is not valid (check) or the storage refused it (quota). `revision`: the
// save's (sheets::save_current).
bool save_current(platform::Storage& storage, const Sheet& sheet, std::uint64_t revision = 1);
// The running game's sheet. Unreadable (bad JSON, another kind, a newer version, a damaged
// field): the text is kept aside as "txek.sheet.current.unreadable-N", and `problem` says so.
LoadedSheet load_current(platform::Storage& storage);
// Finished sheets, newest first. A damaged envelope is kept aside (nothing loaded); damaged
// entries in a readable list are left out: the whole text is kept aside first, the readable
// sheets are saved back, and `problem` names the entries left out.
LoadedHistory load_history(platform::Storage& storage);
// Puts `sheet` at the top of the history (replacing an entry with the same id), keeps the
// newest kMaxHistory, and removes the current sheet if it is this one (by id). The caller sets
// `finished` first. Returns the number of sheets in the history, or why nothing was changed.
core::Expected<int> finish_current(platform::Storage& storage, const Sheet& sheet);
// The sheet `id` out of the history, unfinished again, as the current sheet: its game came back
// (Settings → Kept aside, Resume). sheet_store.h, reopen.
core::Expected<Sheet> reopen(platform::Storage& storage, const std::string& id);

// {"kind":"txek-sheets-export","version":1,"data":{"current": sheet or null,"history":[...]}}
// Unreadable stored values are left out (and left where they are).
std::string export_all(platform::Storage& storage);
// Merges an export into the storage by id: sheets already stored (as current or in history)
// are skipped, never replaced; the file's current sheet becomes the current one if none is
// stored, else it joins the history; history entries join the history (newest first by their
// "finished" text). Existing sheets are never dropped: when the history is full, only the
// newest imported ones that fit are added. A foreign or damaged file (or any damaged sheet in
// it) is refused with a message and changes nothing. Returns how many sheets were added.
core::Expected<int> import_all(platform::Storage& storage, const std::string& text);

} // namespace table::txek_sheet
