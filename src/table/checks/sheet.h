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
inline constexpr std::size_t kMaxTextBytes = 64; // a name, a date, an id
inline constexpr std::size_t kMaxGames = 10000;  // games on one sheet

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

struct Sheet {
    std::string id;       // unique: started-at milliseconds and the seed (make_sheet_id)
    std::string started;  // ISO date text given by the caller
    std::string finished; // empty while the match is played
    std::vector<std::string> players; // two once started; empty: no match on the sheet
    std::vector<std::string> seats;   // "human", "casual", "good", "expert"
    std::uint64_t seed = 0;
    std::vector<SheetRow> rows;

    std::array<int, kPlayers> games_won() const; // draws count for nobody
    int draws() const;
    std::array<int, kPlayers> total_checks() const; // over every game
    // The seat that has won more games, -1 when level (or no game yet).
    int leader() const;

    bool operator==(const Sheet& o) const {
        return id == o.id && started == o.started && finished == o.finished &&
               players == o.players && seats == o.seats && seed == o.seed && rows == o.rows;
    }
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

// ---- JSON ----------------------------------------------------------------------------------
nlohmann::json to_json(const Sheet& sheet);
// Strict: any missing, wrong-typed or inconsistent field fails with a message, e.g.
// "game 2 says Bo won with fewer Checks".
core::Expected<Sheet> from_json(const nlohmann::json& j);
// The same checks for a sheet in memory (empty: fine).
std::string check(const Sheet& sheet);

// ---- Storage (table/sheet_store.h, shared by every game's sheet) ----------------------------
using LoadedSheet = sheets::LoadedSheet<Sheet>;     // sheet, problem, writable
using LoadedHistory = sheets::LoadedHistory<Sheet>; // sheets (newest first), problem, writable

// False when the sheet is not valid (check) or the storage refused it (quota). `revision`: the
// save's (sheets::save_current).
bool save_current(platform::Storage& storage, const Sheet& sheet, std::uint64_t revision = 1);
// The running match's sheet. Unreadable (bad JSON, another kind, a newer version, a damaged
// field): the text is kept aside as "checks.sheet.current.unreadable-N", and `problem` says so;
// `writable` is false when it could not be kept aside (then do not save over it).
LoadedSheet load_current(platform::Storage& storage);
// Finished matches, newest first. A damaged envelope is kept aside (nothing loaded); damaged
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
// {"kind":"checks-sheets-export","version":1,"data":{"current": sheet or null,"history":[...]}}
std::string export_all(platform::Storage& storage);
// Merges an export by id, as Txek's import_all does: nothing stored is replaced or dropped; a
// foreign or damaged file changes nothing. Returns how many sheets were added.
core::Expected<int> import_all(platform::Storage& storage, const std::string& text);

} // namespace table::checks_sheet
