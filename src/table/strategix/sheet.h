// Strategix's match sheet: a game is as many hands as players (README, "Hands and the winner");
// the sheet has one row a hand, with each player's title and points, and the totals. No ImGui
// here: sheet_panel.h draws it.
//
// Stored through table/sheet_store.h, like every game's sheet:
//   "strategix.sheet.current"   kind "strategix-sheet",   v1, data: one sheet (the game played)
//   "strategix.sheets.history"  kind "strategix-history", v1, data: [sheet, ...] finished games,
//                               newest first, at most kMaxHistory
//   export file                 kind "strategix-sheets-export", v1
// A sheet in JSON:
//   {"id": "1718000000000-00000000075bcd15", "started": "2024-06-10T14:02:33Z", "finished": "",
//    "players": ["Ana", "Bo", "Cy"], "seats": ["human", "good", "casual"],
//    "seed": "00000000075bcd15",
//    "rows": [{"hand": 1, "order": [2, 0, 1],
//              "titles": ["Aswellix", "Badluckix", "Luckylix"], "points": [0, -2, 2]}, ...]}
// Reading is strict: every field must be there with the right type and agree with the rules
// (hands numbered 1, 2, ...; at most one hand a player; the order a ranking of every seat; the
// first in it Luckylix and the last Badluckix; points that never rise down the order), or the
// whole sheet is refused with a message.
#pragma once
#include "engine/core/expected.h"
#include "engine/core/setup.h"
#include "engine/strategix/strategix.h"
#include "platform/storage.h"
#include "table/sheet_store.h"

#include <nlohmann/json.hpp>

#include <cstdint>
#include <string>
#include <vector>

namespace table::strategix_sheet {

inline constexpr const char* kCurrentKey = "strategix.sheet.current";
inline constexpr const char* kHistoryKey = "strategix.sheets.history";
inline constexpr const char* kSheetKind = "strategix-sheet";
inline constexpr const char* kHistoryKind = "strategix-history";
inline constexpr const char* kExportKind = "strategix-sheets-export";
inline constexpr int kVersion = 1; // of all three kinds
inline constexpr std::size_t kMaxHistory = 200;
using sheets::kMaxTextBytes;
inline constexpr int kMaxPoints = 4;  // Luckylix of four (README, "Scoring")
inline constexpr int kMinPoints = -2; // Badluckix

struct SheetRow {
    int hand = 0;                         // 1, 2, ... (the row's index + 1)
    std::vector<int> order;               // seats from first out to last
    std::vector<strategix::Title> titles; // by seat
    std::vector<int> points;              // by seat, this hand

    bool operator==(const SheetRow& o) const {
        return hand == o.hand && order == o.order && titles == o.titles && points == o.points;
    }
    bool operator!=(const SheetRow& o) const { return !(*this == o); }
};

struct Sheet : sheets::SheetOf<SheetRow> {
    std::vector<int> totals() const; // points over the hands on the sheet, by seat
    // Every hand was played: as many as players (README, "Hands and the winner").
    bool over() const { return !players.empty() && rows.size() == players.size(); }
    // The seats with the most points (the winners once over()); empty before the first hand.
    std::vector<int> leaders() const;

    bool operator==(const Sheet& o) const { return same_header(o) && rows == o.rows; }
    bool operator!=(const Sheet& o) const { return !(*this == o); }
};

using sheets::make_sheet_id;
using sheets::seat_word;

// A blank sheet for a new game, one player a seat of the setup. An empty or missing name becomes
// "Seat N"; names beyond the seats are ignored.
Sheet start_sheet(const core::Setup& setup, std::uint64_t seed,
                  const std::vector<std::string>& names, std::int64_t started_ms,
                  const std::string& started_text);

// "Luckylix", ... back to the title; None for anything else.
strategix::Title title_from_name(const std::string& name);

// One hand in words: "Ana Luckylix +2, Cy Aswellix 0, Bo Badluckix -2".
std::string describe_hand(const Sheet& sheet, const SheetRow& row);
// The game in words: "Hand 1 is being played", "After hand 2 of 3: Ana leads with 4 points",
// "After hand 1 of 2: Ana and Bo level at 0"; over: "Ana wins with 4 points", "Ana and Bo share
// the victory with 2 points". No players: "No game on the sheet yet".
std::string describe_match(const Sheet& sheet);

// Appends the row of a finished hand. Fails, changing nothing, when the result does not fit.
core::Expected<int> add_hand(Sheet& sheet, const strategix::HandResult& result);
// Appends the rows for results[rows.size()...] (calling it again adds nothing). Fails, changing
// nothing, when the rows on the sheet differ from the first results (another game).
core::Expected<int> sync_hands(Sheet& sheet, const std::vector<strategix::HandResult>& results);

// ---- JSON and storage (table/sheet_store.h) ----------------------------------------------------
// sheet_store().to_json, from_json (strict: a missing, wrong-typed or inconsistent field refuses
// the whole sheet with a message), check (the same checks in memory; empty: fine), and the storage:
// save_current, load_current, load_history, finish_current, reopen, export_all, import_all.
const sheets::SheetStore<Sheet>& sheet_store();
using LoadedSheet = sheets::LoadedSheet<Sheet>;
using LoadedHistory = sheets::LoadedHistory<Sheet>;

} // namespace table::strategix_sheet
