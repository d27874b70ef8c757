// Tschak!'s game sheet: one game, one row a keep that has ended, each player's points as if the
// game were scored then (README, "Scoring"), and with the fourth keep the final scores broken
// down (loot, chests, rings, trophy, elixir, creatures, troglodytes) and the winners. No ImGui
// here: sheet_panel.h draws it.
//
// Stored through table/sheet_store.h, like every game's sheet:
//   "tschak.sheet.current"   kind "tschak-sheet",   v1, data: one sheet (the game played)
//   "tschak.sheets.history"  kind "tschak-history", v1, data: [sheet, ...] finished games, newest
//                            first, at most kMaxHistory
//   export file              kind "tschak-sheets-export", v1
// A sheet in JSON:
//   {"id": "1718000000000-00000000075bcd15", "started": "2024-06-10T14:02:33Z", "finished": "",
//    "players": ["Ana", "Bo"], "seats": ["human", "good"], "seed": "00000000075bcd15",
//    "rows": [{"keep": 0, "scores": [{"loot": 2, "chests": 4, "rings": 0, "trophy": 0,
//                                     "creatures": -3, "troglodytes": 0, "elixir": 0,
//                                     "monsters": 1, "total": 3}, ...],
//              "final": false, "winners": []}, ...]}
// "rows" holds one keep's result a keep that ended (engine/tschak/wire.h, result_to_json), in
// order. Reading is strict: every field there with the right type, the keeps 0, 1, 2, 3 in turn,
// a score for each player whose parts add up (the elixir is shown, not added: what it cancelled
// is already left out), only the fourth keep's row final, and its winners the ones the README's
// "Scoring" names (most points, then fewer monsters), or the whole sheet is refused.
#pragma once
#include "engine/core/expected.h"
#include "engine/core/setup.h"
#include "engine/tschak/tschak.h"
#include "engine/tschak/wire.h"
#include "platform/storage.h"
#include "table/sheet_store.h"

#include <nlohmann/json.hpp>

#include <cstdint>
#include <string>
#include <vector>

namespace table::tschak_sheet {

inline constexpr const char* kCurrentKey = "tschak.sheet.current";
inline constexpr const char* kHistoryKey = "tschak.sheets.history";
inline constexpr const char* kSheetKind = "tschak-sheet";
inline constexpr const char* kHistoryKind = "tschak-history";
inline constexpr const char* kExportKind = "tschak-sheets-export";
inline constexpr int kVersion = 1; // of all three kinds
inline constexpr std::size_t kMaxHistory = 200;
using sheets::kMaxTextBytes;

struct Sheet : sheets::SheetOf<tschak::KeepResult> {
    std::vector<int> totals() const; // by seat: the last row's totals; zeros before any row
    bool over() const { return !players.empty() && !rows.empty() && rows.back().final; }
    // The winners once over; before, who leads after the last keep (the same order: most
    // points, then fewer monsters); empty before any keep ended.
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

// "Ana: 23 (loot 5, chests 4, rings 9, trophy 4, elixir 3, monsters -3, troglodytes -1)", the
// last row's score ("monsters" the creatures' skulls); just the name before any row.
std::string describe_player(const Sheet& sheet, int seat);
// The game in words: "The game is being played"; after a keep: "After keep 2 of 4, Ana leads
// with 12 points"; over: "Ana wins with 32 points", "Ana and Bo share the victory with 30
// points". No players: "No game on the sheet yet".
std::string describe_match(const Sheet& sheet);

// Adds the next keep's result. Fails, changing nothing, when it does not fit.
core::Expected<int> add_result(Sheet& sheet, const tschak::KeepResult& result);
// Adds results[rows.size()...] (calling it again adds nothing). Fails, changing nothing, when
// the rows on the sheet differ from the game's first results (another game).
core::Expected<int> sync_results(Sheet& sheet, const std::vector<tschak::KeepResult>& results);

// ---- JSON and storage (table/sheet_store.h) ----------------------------------------------------
// sheet_store().to_json, from_json (strict: a missing, wrong-typed or inconsistent field refuses
// the whole sheet with a message), check (the same checks in memory; empty: fine), and the storage:
// save_current, load_current, load_history, finish_current, reopen, export_all, import_all.
const sheets::SheetStore<Sheet>& sheet_store();
using LoadedSheet = sheets::LoadedSheet<Sheet>;
using LoadedHistory = sheets::LoadedHistory<Sheet>;

} // namespace table::tschak_sheet
