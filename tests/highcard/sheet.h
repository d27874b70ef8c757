// High card's game sheet: one game, one row once it is over (README, "Scoring"): the tricks each
// player won and who won. No ImGui here: sheet_panel.h draws it.
//
// Stored through table/sheet_store.h under the id "highcard", like every game's sheet:
//   "highcard.sheet.current"   kind "highcard-sheet",   v1, data: one sheet (the game played)
//   "highcard.sheets.history"  kind "highcard-history", v1, data: [sheet, ...] finished games,
//                              newest first, at most 200
//   export file                kind "highcard-sheets-export", v1
// A sheet in JSON:
//   {"id": "1718000000000-00000000075bcd15", "started": "2024-06-10T14:02:33Z", "finished": "",
//    "players": ["Ana", "Bo"], "seats": ["human", "good"], "seed": "00000000075bcd15",
//    "rows": [{"tricks": [3, 2], "winners": [0]}]}
// Reading is strict: every field there with the right type, tricks that add up to five and the
// winners they make, or the whole sheet is refused with a message.
#pragma once
#include "engine/core/expected.h"
#include "highcard/wire.h"
#include "table/sheet_store.h"

#include <string>
#include <vector>

namespace table::highcard_sheet {

struct Rules;

// A blank one for a new game: sheets::blank_sheet<Sheet>.
struct Sheet : sheets::SheetOf<highcard::GameResult, Rules> {
    bool over() const { return !players.empty() && !rows.empty(); }
    std::vector<int> tricks() const;  // by seat; zeros before the end
    std::vector<int> leaders() const; // the winners once over; empty before
};

// The game in words: "The game is being played"; over: "Ana wins, 3 tricks to 2". No players:
// "No game on the sheet yet".
std::string describe_match(const Sheet& sheet);

// High card's sheet rules (table/sheet_store.h): its one row is the game's result (wire.h),
// added once the game is over (sheets::sync_results).
struct Rules : sheets::RulesOf<Sheet> {
    static constexpr const char* id = "highcard";
    static constexpr const char* noun = "game sheet";
    static constexpr const char* game = "High card";
    static constexpr int min_players = highcard::kPlayers, max_players = highcard::kPlayers;
    static constexpr const char* rows_are = "a list of results";
    static constexpr std::size_t max_rows = 1;
    static constexpr const char* too_many_rows = "the sheet has more than one result for one game";
    static constexpr const char* unit = "result";

    static nlohmann::json row_to_json(const Row& r) { return highcard::result_to_json(r); }
    static core::Expected<Row> row_from_json(const nlohmann::json& j, std::size_t, const Sheet&);
    static std::string check_rows(const Sheet& s);
    static core::Expected<Result> read_result(const nlohmann::json& j, const Sheet&) {
        return highcard::result_from_json(j);
    }
    // README, "Scoring": the game's result, once; it does not fit another game's sheet.
    static core::Expected<int> add(Sheet& sheet, const Result& result);
};

// JSON, checks and storage (table/sheet_store.h).
inline const sheets::SheetStore<Sheet>& sheet_store() {
    return sheets::store_of<Rules>();
}

} // namespace table::highcard_sheet
