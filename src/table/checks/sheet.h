// Checks' match sheet: a match is a series of games between the same two players (seed,
// "Ending the Game": the winner deals the next one); the sheet has one row a game, with each
// player's Checks, the winner or a draw, the dealer, and the cards nobody could play. No ImGui
// here: sheet_panel.h draws it.
//
// Stored through table/sheet_store.h under the id "checks", like every game's sheet:
//   "checks.sheet.current"   kind "checks-sheet",   v1, data: one sheet (the match being played)
//   "checks.sheets.history"  kind "checks-history", v1, data: [sheet, ...] finished matches,
//                            newest first, at most 200
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
#include "table/sheet_store.h"

#include <nlohmann/json.hpp>

#include <array>
#include <string>
#include <vector>

namespace table::checks_sheet {

inline constexpr int kPlayers = checks::kPlayers; // 2
inline constexpr std::size_t kMaxGames = 10000;   // games on one sheet

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

struct Rules;

// A blank one for a new match (Checks has two seats): sheets::blank_sheet<Sheet>.
struct Sheet : sheets::SheetOf<SheetRow, Rules> {
    std::array<int, kPlayers> games_won() const; // draws count for nobody
    int draws() const;
    std::array<int, kPlayers> total_checks() const; // over every game
    // The seat that has won more games, -1 when level (or no game yet).
    int leader() const;

    bool operator==(const Sheet& o) const { return same_header(o) && rows == o.rows; }
    bool operator!=(const Sheet& o) const { return !(*this == o); }
};

// One game in words, with the sheet's names: "Ana wins 30 to 18", "a draw, 24 each"; then
// ", 4 cards unplayed" when some were.
std::string describe_game(const Sheet& sheet, const SheetRow& row);

// The score of the match in words: "Game 1 is being played", "After game 3: Ana leads, 2 games
// to 1", "After game 4: level, 2 games each, 1 draw"; once `finished` is set: "Bo wins the
// match, 3 games to 2", "The match ends level, 1 game each". No players: "No match on the sheet
// yet".
std::string describe_match(const Sheet& sheet);

// Checks' sheet rules (table/sheet_store.h): a row a game of the match, added as each game ends
// (sheets::sync_results, with State::results).
struct Rules : sheets::RulesOf<Sheet, checks::GameResult> {
    static constexpr const char* id = "checks";
    static constexpr const char* noun = "match sheet";
    static constexpr const char* in_progress = "the match in progress";
    static constexpr const char* game = "Checks";
    static constexpr int min_players = kPlayers, max_players = kPlayers;
    static constexpr const char* rows_are = "a list of games";
    static constexpr std::size_t max_rows = kMaxGames;
    static constexpr const char* too_many_rows = "the sheet has more than 10000 games";
    static constexpr const char* unit = "game";
    static constexpr const char* whole = "the match";

    static nlohmann::json row_to_json(const SheetRow& r);
    static core::Expected<SheetRow> row_from_json(const nlohmann::json& j, std::size_t index,
                                                  const Sheet&);
    static std::string check_rows(const Sheet& s);
    static core::Expected<Result> read_result(const nlohmann::json& j, const Sheet&);
    static bool same_row(const SheetRow& row, const Result& r);
    // The row of a finished game. Fails, changing nothing, when the result does not fit the sheet
    // (not the next game, counts out of range, a winner or dealer the rules do not allow).
    // Returns the game's number.
    static core::Expected<int> add(Sheet& sheet, const Result& result);
};

// JSON (strict: a missing, wrong-typed or inconsistent field refuses the whole sheet with a
// message), checks and storage (table/sheet_store.h).
inline const sheets::SheetStore<Sheet>& sheet_store() {
    return sheets::store_of<Rules>();
}

} // namespace table::checks_sheet
