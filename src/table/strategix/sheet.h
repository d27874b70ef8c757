// Strategix's match sheet: a game is as many hands as players (README, "Hands and the winner");
// the sheet has one row a hand, with each player's title and points, and the totals. No ImGui
// here: sheet_panel.h draws it.
//
// Stored through table/sheet_store.h under the id "strategix", like every game's sheet:
//   "strategix.sheet.current"   kind "strategix-sheet",   v1, data: one sheet (the game played)
//   "strategix.sheets.history"  kind "strategix-history", v1, data: [sheet, ...] finished games,
//                               newest first, at most 200
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
#include "engine/strategix/strategix.h"
#include "table/sheet_store.h"

#include <nlohmann/json.hpp>

#include <string>
#include <vector>

namespace table::strategix_sheet {

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

struct Rules;

// A blank one for a new game: sheets::blank_sheet<Sheet>.
struct Sheet : sheets::SheetOf<SheetRow, Rules> {
    std::vector<int> totals() const; // points over the hands on the sheet, by seat
    // Every hand was played: as many as players (README, "Hands and the winner").
    bool over() const { return !players.empty() && rows.size() == players.size(); }
    // The seats with the most points (the winners once over()); empty before the first hand.
    std::vector<int> leaders() const;

    bool operator==(const Sheet& o) const { return same_header(o) && rows == o.rows; }
    bool operator!=(const Sheet& o) const { return !(*this == o); }
};

// "Luckylix", ... back to the title; None for anything else.
strategix::Title title_from_name(const std::string& name);
// A hand's points with their sign: "+2", "0", "-2".
std::string signed_points(int points);

// One hand in words: "Ana Luckylix +2, Cy Aswellix 0, Bo Badluckix -2".
std::string describe_hand(const Sheet& sheet, const SheetRow& row);
// The game in words: "Hand 1 is being played", "After hand 2 of 3: Ana leads with 4 points",
// "After hand 1 of 2: Ana and Bo level at 0"; over: "Ana wins with 4 points", "Ana and Bo share
// the victory with 2 points". No players: "No game on the sheet yet".
std::string describe_match(const Sheet& sheet);

// Strategix's sheet rules (table/sheet_store.h): a row a hand, added as each hand ends
// (sheets::sync_results).
struct Rules : sheets::RulesOf<Sheet, strategix::HandResult> {
    static constexpr const char* id = "strategix";
    static constexpr const char* noun = "match sheet";
    static constexpr const char* game = "Strategix";
    static constexpr int min_players = strategix::kMinPlayers;
    static constexpr int max_players = strategix::kMaxPlayers;
    static constexpr const char* rows_are = "a list of hands";
    // README, "Hands and the winner": as many hands as players, four at most.
    static constexpr std::size_t max_rows = std::size_t(strategix::kMaxPlayers);
    static constexpr const char* too_many_rows = "the sheet has more than 4 hands";
    static constexpr const char* unit = "hand";

    static nlohmann::json row_to_json(const SheetRow& r);
    static core::Expected<SheetRow> row_from_json(const nlohmann::json& j, std::size_t index,
                                                  const Sheet& s);
    static std::string check_rows(const Sheet& s);
    static core::Expected<Result> read_result(const nlohmann::json& j, const Sheet&);
    static bool same_row(const SheetRow& row, const Result& r);
    // The row of a finished hand. Fails, changing nothing, when the result does not fit.
    static core::Expected<int> add(Sheet& sheet, const Result& result);
};

// JSON (strict: a missing, wrong-typed or inconsistent field refuses the whole sheet with a
// message), checks and storage (table/sheet_store.h).
inline const sheets::SheetStore<Sheet>& sheet_store() {
    return sheets::store_of<Rules>();
}

} // namespace table::strategix_sheet
