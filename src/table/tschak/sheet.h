// Tschak!'s game sheet: one game, one row a keep that has ended, each player's points as if the
// game were scored then (README, "Scoring"), and with the fourth keep the final scores broken
// down (loot, chests, rings, trophy, elixir, creatures, troglodytes) and the winners. No ImGui
// here: sheet_panel.h draws it.
//
// Stored through table/sheet_store.h under the id "tschak", like every game's sheet:
//   "tschak.sheet.current"   kind "tschak-sheet",   v1, data: one sheet (the game played)
//   "tschak.sheets.history"  kind "tschak-history", v1, data: [sheet, ...] finished games, newest
//                            first, at most 200
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
#include "engine/tschak/tschak.h"
#include "engine/tschak/wire.h"
#include "table/sheet_store.h"

#include <nlohmann/json.hpp>

#include <string>
#include <vector>

namespace table::tschak_sheet {

struct Rules;

// A blank one for a new game: sheets::blank_sheet<Sheet>.
struct Sheet : sheets::SheetOf<tschak::KeepResult, Rules> {
    std::vector<int> totals() const; // by seat: the last row's totals; zeros before any row
    bool over() const { return !players.empty() && !rows.empty() && rows.back().final; }
    // The winners once over; before, who leads after the last keep (the same order: most
    // points, then fewer monsters); empty before any keep ended.
    std::vector<int> leaders() const;
};
bool same(const Sheet& a, const Sheet& b);

// "Ana: 23 (loot 5, chests 4, rings 9, trophy 4, elixir 3, monsters -3, troglodytes -1)", the
// last row's score ("monsters" the creatures' skulls); just the name before any row.
std::string describe_player(const Sheet& sheet, int seat);
// The game in words: "The game is being played"; after a keep: "After keep 2 of 4, Ana leads
// with 12 points"; over: "Ana wins with 32 points", "Ana and Bo share the victory with 30
// points". No players: "No game on the sheet yet".
std::string describe_match(const Sheet& sheet);

// Tschak!'s sheet rules (table/sheet_store.h): a row is a keep's result (engine/tschak/wire.h),
// added as each keep ends (sheets::sync_results).
struct Rules : sheets::RulesOf<Sheet> {
    static constexpr const char* id = "tschak";
    static constexpr const char* noun = "game sheet";
    static constexpr const char* game = "Tschak!";
    static constexpr int min_players = tschak::kMinPlayers, max_players = tschak::kMaxPlayers;
    static constexpr const char* rows_are = "a list of keeps";
    static constexpr std::size_t max_rows = std::size_t(tschak::kKeeps);
    static constexpr const char* too_many_rows = "the sheet has more than four keeps for one game";
    static constexpr const char* unit = "keep";

    static nlohmann::json row_to_json(const Row& r) { return tschak::result_to_json(r); }
    static core::Expected<Row> row_from_json(const nlohmann::json& j, std::size_t index,
                                             const Sheet&);
    static std::string check_rows(const Sheet& s);
    static core::Expected<Result> read_result(const nlohmann::json& j, const Sheet&) {
        return tschak::result_from_json(j);
    }
    // The next keep's result. Fails, changing nothing, when it does not fit.
    static core::Expected<int> add(Sheet& sheet, const Result& result);
};

// JSON (strict: a missing, wrong-typed or inconsistent field refuses the whole sheet with a
// message), checks and storage (table/sheet_store.h).
inline const sheets::SheetStore<Sheet>& sheet_store() {
    return sheets::store_of<Rules>();
}

} // namespace table::tschak_sheet
