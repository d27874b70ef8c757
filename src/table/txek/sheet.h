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
using sheets::kMaxTextBytes;
inline constexpr int kMaxScore = 100000; // one round's score on the sheet

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

struct Sheet : sheets::SheetOf<SheetRow> {
    std::uint32_t variant = 0;
    bool assist = false; // played with the TXEK assist on, at least for a while

    std::vector<int> totals() const; // column sums, one a player
    // The game is over: some total reached 200 and exactly one total is the lowest.
    bool over() const;
    int winner() const; // the seat with the lowest total once over(), else -1 (running or tied)
    // Some total reached 200 but the lowest total is shared: one extra round is played (seed).
    bool tie_break_pending() const;

    bool operator==(const Sheet& o) const {
        return same_header(o) && variant == o.variant && assist == o.assist && rows == o.rows;
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

// ---- JSON and storage (table/sheet_store.h) ----------------------------------------------------
// sheet_store().to_json, from_json (strict: any missing, wrong-typed or inconsistent field fails
// with a message, e.g. "round 3 has 2 scores for 3 players"), check (the same checks in memory;
// empty: fine), and the storage: save_current, load_current, load_history, finish_current, reopen,
// export_all, import_all.
const sheets::SheetStore<Sheet>& sheet_store();
using LoadedSheet = sheets::LoadedSheet<Sheet>;
using LoadedHistory = sheets::LoadedHistory<Sheet>;

} // namespace table::txek_sheet
