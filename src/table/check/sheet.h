// CHECK!'s game sheet: one game, one row a player with the score broken down as the README's
// "Scoring" counts it (orders, each majority marker, point stack, joker, total), and the winners.
// No ImGui here: sheet_panel.h draws it.
//
// Stored through table/sheet_store.h, like every game's sheet:
//   "check.sheet.current"   kind "check-sheet",   v1, data: one sheet (the game played)
//   "check.sheets.history"  kind "check-history", v1, data: [sheet, ...] finished games, newest
//                           first, at most kMaxHistory
//   export file             kind "check-sheets-export", v1
// A sheet in JSON:
//   {"id": "1718000000000-00000000075bcd15", "started": "2024-06-10T14:02:33Z", "finished": "",
//    "players": ["Ana", "Bo"], "seats": ["human", "good"], "seed": "00000000075bcd15",
//    "rows": [{"scores": [{"orders": 21, "markers": [3, 0, 2, 0], "stack": 6, "joker": 0,
//                          "total": 32}, ...],
//              "winners": [0], "markers": ["colour", "cards", "cards", "colour"]}]}
// "rows" holds the finished game's result (engine/check/wire.h, result_to_json), or nothing while
// it is played. Reading is strict: every field there with the right type, a score for each
// player whose parts add up, and the winners the README's "Scoring" names (most points, then
// more point-stack cards), or the whole sheet is refused with a message.
#pragma once
#include "engine/check/check.h"
#include "engine/check/wire.h"
#include "engine/core/expected.h"
#include "engine/core/setup.h"
#include "platform/storage.h"
#include "table/sheet_store.h"

#include <nlohmann/json.hpp>

#include <cstdint>
#include <string>
#include <vector>

namespace table::check_sheet {

inline constexpr const char* kCurrentKey = "check.sheet.current";
inline constexpr const char* kHistoryKey = "check.sheets.history";
inline constexpr const char* kSheetKind = "check-sheet";
inline constexpr const char* kHistoryKind = "check-history";
inline constexpr const char* kExportKind = "check-sheets-export";
inline constexpr int kVersion = 1; // of all three kinds
inline constexpr std::size_t kMaxHistory = 200;
using sheets::kMaxTextBytes;

struct Sheet : sheets::SheetOf<check::GameResult> {
    std::vector<int> totals() const; // by seat; zeros before the end
    bool over() const { return !players.empty() && !rows.empty(); }
    // The winners once over (README, "Scoring"); empty before.
    std::vector<int> leaders() const;
};
bool same(const Sheet& a, const Sheet& b);

using sheets::make_sheet_id;
using sheets::seat_word;

// A blank sheet for a new game, one player a seat of the setup. An empty or missing name becomes
// "Seat N"; names beyond the seats are ignored.
Sheet start_sheet(const core::Setup& setup, std::uint64_t seed,
                  const std::vector<std::string>& names, std::int64_t started_ms,
                  const std::string& started_text);

// "Ana: 32 (orders 21, markers 5, stack 6, joker 0)".
std::string describe_player(const Sheet& sheet, int seat);
// The game in words: "The game is being played"; over: "Ana wins with 32 points", "Ana and Bo
// share the victory with 30 points". No players: "No game on the sheet yet".
std::string describe_match(const Sheet& sheet);

// Adds the finished game's result. Fails, changing nothing, when it does not fit.
core::Expected<int> add_result(Sheet& sheet, const check::GameResult& result);
// Adds results[rows.size()...] (calling it again adds nothing). Fails, changing nothing, when
// the sheet's result differs from the game's (another game).
core::Expected<int> sync_results(Sheet& sheet, const std::vector<check::GameResult>& results);

// ---- JSON and storage (table/sheet_store.h) ----------------------------------------------------
// sheet_store().to_json, from_json (strict: a missing, wrong-typed or inconsistent field refuses
// the whole sheet with a message), check (the same checks in memory; empty: fine), and the storage:
// save_current, load_current, load_history, finish_current, reopen, export_all, import_all.
const sheets::SheetStore<Sheet>& sheet_store();
using LoadedSheet = sheets::LoadedSheet<Sheet>;
using LoadedHistory = sheets::LoadedHistory<Sheet>;

} // namespace table::check_sheet
