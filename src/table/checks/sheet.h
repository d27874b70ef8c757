// Checks' match sheet: a match is a series of games between the same two players (seed,
// "Ending the Game": the winner deals the next one); the sheet has one row a game, with each
// player's Checks, the winner or a draw, the dealer, and the cards nobody could play. No ImGui
// here: sheet_panel.h draws it.
//
// Stored through table/sheet_store.h, like every game's sheet:
//   "checks.sheet.current"   kind "checks-sheet",   v1, data: one sheet (the match being played)
//   "checks.sheets.history"  kind "checks-history", v1, data: [sheet, ...] finished matches,
//                            newest first, at most kMaxHistory
//   export file              kind "checks-sheets-export", v1
// A sheet in JSON:
//   {"id": "1718000000000-00000000075bcd15", "started": "2024-06-10T14:02:33Z", "finished": "",
//    "players": ["Ana", "Bo"], "seats": ["human", "good"], "seed": "00000000075bcd15",
//    "rows": [{"game": 1, "dealer": 1, "checks": [30, 18], "winner": 0, "unplayed": 0}, ...]}
// Reading is strict: every field must be there with the right type and agree with the rules
// (games numbered 1, 2, ...; the winner has more Checks; the winner deals the next game, a draw
// passes the deal; at most 52 cards), or the whole sheet is refused with a message.
#pragma once
#include "engine/checks/checks.h"
#include "engine/core/expected.h"
#include "engine/core/setup.h"
#include "platform/storage.h"
#include "table/sheet_store.h"

#include <nlohmann/json.hpp>

#include <array>
#include <cstdint>
#include <string>
#include <vector>

namespace table::checks_sheet {

inline constexpr int kPlayers = checks::kPlayers; // 2
inline constexpr const char* kCurrentKey = "checks.sheet.current";
inline constexpr const char* kHistoryKey = "checks.sheets.history";
inline constexpr const char* kSheetKind = "checks-sheet";
inline constexpr const char* kHistoryKind = "checks-history";
inline constexpr const char* kExportKind = "checks-sheets-export";
inline constexpr int kVersion = 1; // of all three kinds
inline constexpr std::size_t kMaxHistory = 200;
using sheets::kMaxTextBytes;
inline constexpr std::size_t kMaxGames = 10000; // games on one sheet

struct SheetRow {
    int game = 0;                       // 1, 2, ... (the row's index + 1)
    int dealer = 0;                     // seat 0 or 1
    std::array<int, kPlayers> checks{}; // cards each player cashed (one Check a card)
    int winner = -1;                    // the seat with more Checks; -1: a draw
    int unplayed = 0; // cards still held when no pile was left to play on (nobody's)

    bool operator==(const SheetRow& o) const {
        return game == o.game && dealer == o.dealer && checks == o.checks && winner == o.winner &&
               unplayed == o.unplayed;
    }
    bool operator!=(const SheetRow& o) const { return !(*this == o); }
};

struct Sheet : sheets::SheetOf<SheetRow> {
    std::array<int, kPlayers> games_won() const; // draws count for nobody
    int draws() const;
    std::array<int, kPlayers> total_checks() const; // over every game
    // The seat that has won more games, -1 when level (or no game yet).
    int leader() const;

    bool operator==(const Sheet& o) const { return same_header(o) && rows == o.rows; }
    bool operator!=(const Sheet& o) const { return !(*this == o); }
};

// "1718000000000-00000000075bcd15": when the match started (ms since 1970) and its seed.
using sheets::make_sheet_id;
// "human", "casual", "good", "expert".
using sheets::seat_word;

// A blank sheet for a new match, one player a seat of the setup (Checks has two). An empty or
// missing name becomes "Seat N"; names beyond the seats are ignored.
Sheet start_sheet(const core::Setup& setup, std::uint64_t seed,
                  const std::vector<std::string>& names, std::int64_t started_ms,
                  const std::string& started_text);

// One game in words, with the sheet's names: "Ana wins 30 to 18", "a draw, 24 each"; then
// ", 4 cards unplayed" when some were.
std::string describe_game(const Sheet& sheet, const SheetRow& row);

// The score of the match in words: "Game 1 is being played", "After game 3: Ana leads, 2 games
// to 1", "After game 4: level, 2 games each, 1 draw"; once `finished` is set: "Bo wins the
// match, 3 games to 2", "The match ends level, 1 game each". No players: "No match on the sheet
// yet".
std::string describe_match(const Sheet& sheet);

// Appends the row of a finished game. Fails, changing nothing, when the result does not fit the
// sheet (not the next game, counts out of range, a winner or dealer the rules do not allow).
// Returns the game's number.
core::Expected<int> add_game(Sheet& sheet, const checks::GameResult& result);
// Appends the rows for results[rows.size()...]: the App calls it with State::results whenever a
// game ends (calling it again adds nothing). Fails, changing nothing, when the rows already on
// the sheet do not match the first results (another match). Returns how many rows were added.
core::Expected<int> sync_games(Sheet& sheet, const std::vector<checks::GameResult>& results);

// ---- JSON and storage (table/sheet_store.h) ----------------------------------------------------
// sheet_store().to_json, from_json (strict: a missing, wrong-typed or inconsistent field refuses
// the whole sheet with a message), check (the same checks in memory; empty: fine), and the storage:
// save_current, load_current, load_history, finish_current, reopen, export_all, import_all.
const sheets::SheetStore<Sheet>& sheet_store();
using LoadedSheet = sheets::LoadedSheet<Sheet>;
using LoadedHistory = sheets::LoadedHistory<Sheet>;

} // namespace table::checks_sheet
