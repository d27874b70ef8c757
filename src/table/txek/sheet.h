// Txek's score sheet: one row a round, a column a player, the totals under them, as on the paper
// sheet of the rules (seed, "How to count points", "End of the game"; table rules, "Rounds and
// the game"). No ImGui here: sheet_panel.h draws it.
//
// Stored through table/sheet_store.h under the id "txek", like every game's sheet:
//   "txek.sheet.current"   kind "txek-sheet",   v1, data: one sheet (the game being played)
//   "txek.sheets.history"  kind "txek-history", v1, data: [sheet, ...] finished games, newest
//                          first, at most 200
//   export file            kind "txek-sheets-export", v1
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
#include "table/sheet_store.h"

#include <nlohmann/json.hpp>

#include <cstdint>
#include <string>
#include <vector>

namespace table::txek_sheet {

inline constexpr int kTarget = txek::kTargetScore; // 200: the game ends after the round ...
inline constexpr int kMaxScore = 100000;           // one round's score on the sheet

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

struct Rules;

// A blank one for a new game, of the setup's variant: sheets::blank_sheet<Sheet>.
struct Sheet : sheets::SheetOf<SheetRow, Rules> {
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

// The kind of ending of a round in words, with `names` by seat ("Seat N" when missing):
// went_out: "simple victory for X", plus "; Double-TXEK fail for Y" for every other caller;
// a Double-TXEK that ended the round: "Double-TXEK victory for X" (plus a fail for each other
// caller) or "Double-TXEK fail for X"; otherwise "deck exhausted".
std::string describe_ending(const txek::RoundResult& result, const std::vector<std::string>& names);

// Txek's sheet rules (table/sheet_store.h): a row a round, added as each round ends
// (sheets::sync_results, with State::results).
struct Rules : sheets::RulesOf<Sheet, txek::RoundResult> {
    static constexpr const char* id = "txek";
    static constexpr const char* noun = "score sheet";
    static constexpr const char* game = "Txek";
    static constexpr int min_players = txek::kMinPlayers, max_players = txek::kMaxPlayers;
    static constexpr const char* rows_are = "a list of rounds";
    static constexpr std::size_t max_rows = 1000000;
    static constexpr const char* too_many_rows = "the sheet has more than a million rounds";
    static constexpr const char* unit = "round";

    static nlohmann::json row_to_json(const SheetRow& r);
    static core::Expected<SheetRow> row_from_json(const nlohmann::json& j, std::size_t index,
                                                  const Sheet&);
    static std::string check_rows(const Sheet& s);
    // The variant, and the assist's mark only when true.
    static void extra_to_json(const Sheet& s, nlohmann::json& j);
    static void extra_from_json(sheets::Fields& f, const nlohmann::json& j, Sheet& s);
    static void extra_from_setup(Sheet& s, const core::Setup& setup) { s.variant = setup.variant; }
    static core::Expected<Result> read_result(const nlohmann::json& j, const Sheet& sheet);
    static bool same_row(const SheetRow& row, const Result& r) { return row.scores == r.scored; }
    // The row of a finished round (its scored points, its ending in words with the sheet's player
    // names, tie_break when the sheet was waiting for an extra round). Fails, changing nothing,
    // when the scores do not fit the sheet or the game on it is over. Returns the round.
    static core::Expected<int> add(Sheet& sheet, const Result& result);
};

// JSON (strict: any missing, wrong-typed or inconsistent field fails with a message, e.g. "round
// 3 has 2 scores for 3 players"), checks and storage (table/sheet_store.h).
inline const sheets::SheetStore<Sheet>& sheet_store() {
    return sheets::store_of<Rules>();
}

} // namespace table::txek_sheet
