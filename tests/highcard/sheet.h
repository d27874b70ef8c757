// High card's game sheet: one game, one row once it is over (README, "Scoring"): the tricks each
// player won and who won. No ImGui here: sheet_panel.h draws it.
//
// Stored through table/sheet_store.h, like every game's sheet:
//   "highcard.sheet.current"   kind "highcard-sheet",   v1, data: one sheet (the game played)
//   "highcard.sheets.history"  kind "highcard-history", v1, data: [sheet, ...] finished games,
//                              newest first, at most kMaxHistory
//   export file                kind "highcard-sheets-export", v1
// A sheet in JSON:
//   {"id": "1718000000000-00000000075bcd15", "started": "2024-06-10T14:02:33Z", "finished": "",
//    "players": ["Ana", "Bo"], "seats": ["human", "good"], "seed": "00000000075bcd15",
//    "rows": [{"tricks": [3, 2], "winners": [0]}]}
// Reading is strict: every field there with the right type, tricks that add up to five and the
// winners they make, or the whole sheet is refused with a message.
#pragma once
#include "engine/core/expected.h"
#include "engine/core/setup.h"
#include "highcard/wire.h"
#include "table/sheet_store.h"

#include <cstdint>
#include <string>
#include <vector>

namespace table::highcard_sheet {

inline constexpr const char* kCurrentKey = "highcard.sheet.current";
inline constexpr const char* kHistoryKey = "highcard.sheets.history";
inline constexpr const char* kSheetKind = "highcard-sheet";
inline constexpr const char* kHistoryKind = "highcard-history";
inline constexpr const char* kExportKind = "highcard-sheets-export";
inline constexpr int kVersion = 1; // of all three kinds
inline constexpr std::size_t kMaxHistory = 200;

struct Sheet : sheets::SheetOf<highcard::GameResult> {
    bool over() const { return !players.empty() && !rows.empty(); }
    std::vector<int> tricks() const;  // by seat; zeros before the end
    std::vector<int> leaders() const; // the winners once over; empty before
};

// A blank sheet for a new game, one player a seat of the setup ("Seat N" for a missing name).
Sheet start_sheet(const core::Setup& setup, std::uint64_t seed,
                  const std::vector<std::string>& names, std::int64_t started_ms,
                  const std::string& started_text);

// The game in words: "The game is being played"; over: "Ana wins, 3 tricks to 2". No players:
// "No game on the sheet yet".
std::string describe_match(const Sheet& sheet);

// Adds results[rows.size()...] (calling it again adds nothing). Fails, changing nothing, when
// the sheet's result differs from the game's (another game) or does not fit it.
core::Expected<int> sync_results(Sheet& sheet, const std::vector<highcard::GameResult>& results);

// JSON, checks and storage (table/sheet_store.h).
const sheets::SheetStore<Sheet>& sheet_store();

} // namespace table::highcard_sheet
