// CHECK!'s game sheet: one game, one row a player with the score broken down as the README's
// "Scoring" counts it (orders, each majority marker, point stack, joker, total), and the winners.
// No ImGui here: sheet_panel.h draws it.
//
// Stored through table/sheet_store.h under the id "check", like every game's sheet:
//   "check.sheet.current"   kind "check-sheet",   v1, data: one sheet (the game played)
//   "check.sheets.history"  kind "check-history", v1, data: [sheet, ...] finished games, newest
//                           first, at most 200
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
#include "table/sheet_store.h"

#include <nlohmann/json.hpp>

#include <string>
#include <vector>

namespace table::check_sheet {

struct Rules;

// A blank one for a new game: sheets::blank_sheet<Sheet>.
struct Sheet : sheets::SheetOf<check::GameResult, Rules> {
    std::vector<int> totals() const; // by seat; zeros before the end
    bool over() const { return !players.empty() && !rows.empty(); }
    // The winners once over (README, "Scoring"); empty before.
    std::vector<int> leaders() const;
};
bool same(const Sheet& a, const Sheet& b);

// "Ana: 32 (orders 21, markers 5, stack 6, joker 0)".
std::string describe_player(const Sheet& sheet, int seat);
// The game in words: "The game is being played"; over: "Ana wins with 32 points", "Ana and Bo
// share the victory with 30 points". No players: "No game on the sheet yet".
std::string describe_match(const Sheet& sheet);

// CHECK!'s sheet rules (table/sheet_store.h): its one row is the game's result, added once the
// game is over (sheets::sync_results).
struct Rules : sheets::RulesOf<Sheet> {
    static constexpr const char* id = "check";
    static constexpr const char* noun = "game sheet";
    static constexpr const char* game = "CHECK!";
    static constexpr int min_players = check::kMinPlayers, max_players = check::kMaxPlayers;
    static constexpr const char* rows_are = "a list of results";
    static constexpr std::size_t max_rows = 1;
    static constexpr const char* too_many_rows = "the sheet has more than one result for one game";
    static constexpr const char* unit = "result";

    static nlohmann::json row_to_json(const Row& r) { return check::result_to_json(r); }
    static core::Expected<Row> row_from_json(const nlohmann::json& j, std::size_t, const Sheet&);
    static std::string check_rows(const Sheet& s);
    static core::Expected<Result> read_result(const nlohmann::json& j, const Sheet&) {
        return check::result_from_json(j);
    }
    // The finished game's result. Fails, changing nothing, when it does not fit.
    static core::Expected<int> add(Sheet& sheet, const Result& result);
};

// JSON (strict: a missing, wrong-typed or inconsistent field refuses the whole sheet with a
// message), checks and storage (table/sheet_store.h).
inline const sheets::SheetStore<Sheet>& sheet_store() {
    return sheets::store_of<Rules>();
}

} // namespace table::check_sheet
