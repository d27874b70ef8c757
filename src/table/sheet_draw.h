// What every game's sheet panel draws with (<game>/sheet_panel.cpp): text in table cells straight
// into the window's draw list, the sheet's colours, headings, dates, the result banner and the
// buttons under it.
#pragma once
#include "table/i18n.h"
#include "table/theme.h"

#include <functional>
#include <imgui.h>
#include <string>
#include <vector>

namespace table::sheets {

inline const ImU32 kRed = IM_COL32(240, 120, 96, 255);   // past a limit (Txek's 200)
inline const ImU32 kFaint = IM_COL32(255, 255, 255, 10); // every other row
inline const ImU32 kRule = IM_COL32(255, 255, 255, 60);  // lines under the header, over totals
inline constexpr const char* kDot = " \xC2\xB7 ";        // " · "

ImU32 ink(); // the text colour
ImU32 dim(); // the disabled-text colour

// Text with its font and size, for drawing straight into the window's draw list.
struct Pen {
    ImFont* font;
    float size;

    enum Align { Left, Centre, Right };

    ImVec2 measure(const std::string& t, float wrap = 0.0f) const;
    // The text cut to `width`, with an ellipsis when it had to be cut (UTF-8 safe).
    std::string fit(const std::string& t, float width) const;
    // One line in the cell [x, x + w) at y; `bold` draws it twice, a pixel apart. Text too wide
    // is cut with an ellipsis (names); with `shrink` it is first drawn smaller, down to 60 %
    // (numbers, which must stay whole on a narrow phone).
    void cell(ImDrawList* dl, float x, float y, float w, const std::string& t, ImU32 col,
              Align a = Right, bool bold = false, bool shrink = false) const;
    // Wrapped text at (x, y), `w` wide; returns its height.
    float wrapped(ImDrawList* dl, float x, float y, float w, const std::string& t, ImU32 col) const;
};

// A rule across a table `inner` wide, from (x, y).
void Rule(ImDrawList* dl, float x, float y, float inner);
// Under a table's header `h` tall from `o` (its top left): a rule, and the cursor past it.
void EndHeader(ImDrawList* dl, ImVec2 o, float inner, float h);
// The faint band behind every other row, `h` tall from `o`.
void Band(ImDrawList* dl, ImVec2 o, float inner, float h);
// A line in `pen`, dim, at the cursor, and the cursor past it: "No round has ended yet."
void DimLine(const Pen& pen, float inner, const char* text);

// A table of a row a round (a game of a match): a label column (its number, the foot's labels),
// a column a player, and on wide screens a notes column at the right (how the round ended, who
// dealt); what its header, rows and foot draw with, at the window's font.
struct RoundsGrid {
    ImDrawList* dl = nullptr;
    Pen body{}, small{};
    float inner = 0, line = 0, small_line = 0;
    bool compact = false;
    float pad = 8.0f; // inside each cell, before the next column
    std::size_t players = 0;
    float label_w = 0, player_w = 0, notes_x = 0, notes_w = 0;

    RoundsGrid(float inner, bool compact);
    // Lays out the columns: the label column `label_w` wide and a gap, `players` equal columns,
    // and on wide screens the notes column `notes_w` wide after a gap.
    void columns(float label_w, std::size_t players, float notes_w);
    float player_x(std::size_t p) const { return label_w + player_w * float(p); }
};
// The header: `label` over the label column ("#" on a phone), each player's name in bold, and
// on wide screens who plays each seat and `notes` over the notes column; a rule under it.
void DrawRoundsHeader(const RoundsGrid& g, const char* label,
                      const std::vector<std::string>& players,
                      const std::vector<std::string>& seats, const char* notes);

// A sheet's heading in the title font at `scale`.
void Heading(const Fonts& fonts, const char* text, float scale);

// The result line under a sheet in the title font, gold when `gold`, wrapped. Target
// "sheet_banner".
void Banner(const Fonts& fonts, const std::string& line, bool gold, bool compact);

// What the buttons under a sheet ask for.
struct SheetIntent {
    bool back = false;         // target "sheet_back"
    bool export_all = false;   // target "sheet_export"
    bool import = false;       // target "sheet_import"
    bool show_history = false; // target "sheet_history"
};
// Back (the main one), History, Export and Import: four in a row, two on a narrow screen;
// `height` 0 for the frame's height.
void SheetButtons(SheetIntent& out, float width, bool compact, float height);

// "2024-06-10T14:02:33Z" -> "2024-06-10 14:02"; other text is shown as it is.
std::string short_date(const std::string& iso);
// Who plays a seat, under a player's name: "human", "good bot".
std::string seat_caption(const std::string& seat_word);
// `seat` is one of `seats` (the winners, the leaders).
bool has_seat(const std::vector<int>& seats, int seat);

inline constexpr float kCompactWidth = 520.0f; // below: a phone's columns (short headings)
inline constexpr float kButtonHeight = 48.0f;  // a finger's width

// What a game's sheet page shows around its table: its words, and the sheet's dates and whether
// it has a game (players) from the sheet.
struct SheetPage {
    template <class Sheet>
    SheetPage(const Sheet& sheet, const char* title, const char* empty_line, const char* empty_hint)
        : title(title), empty_line(empty_line), empty_hint(empty_hint), started(sheet.started),
          finished(sheet.finished), has_game(!sheet.players.empty()) {}
    const char* title;             // "Score sheet"
    const char* empty_line;        // "No game on the sheet yet."
    const char* empty_hint;        // what is written on the sheet, and when
    std::string started, finished; // ISO dates
    bool has_game;                 // false: the empty panel
    std::string marks;             // after the dates ("beginners' game"), or ""
    std::string banner;            // the result line (Banner)
    bool gold = false;             // the banner names a winner
    std::string caption;           // how the game is scored, in a line
};
// The page: the heading, then with `has_game` the dates, the table in a panel (target
// "sheet_table"), the banner and the caption, or else the empty panel; then the buttons.
// `draw_table(inner_width, compact)` draws the game's table at the cursor.
SheetIntent DrawSheetPage(const Fonts& fonts, const SheetPage& page, float width,
                          const std::function<void(float, bool)>& draw_table);

// One finished game in the history list.
struct HistoryEntry {
    std::string heading; // the date and the game's length: "2024-06-10 14:02 · 3 rounds"
    std::string result;  // who won
    bool gold = false;   // the result names a winner
    std::string scores;  // "Ana 120 · Bo 210"
};
// "Ana 120 · Bo 210".
std::string scores_line(const std::vector<std::string>& players, const std::vector<int>& totals);
// The date a history entry shows: when it finished, or when it started.
std::string entry_date(const std::string& started, const std::string& finished);
// The heading of a sheet's entry: its date (entry_date), then `length` ("3 rounds") if any.
template <class Sheet> std::string entry_heading(const Sheet& s, const std::string& length) {
    const std::string date = entry_date(s.started, s.finished);
    return length.empty() ? date : date + kDot + length;
}
// The entry most games show: the heading, the result in words (never gold), each player's total.
template <class Sheet>
HistoryEntry totals_entry(const Sheet& s, const std::string& length, const std::string& result) {
    return {entry_heading(s, length), result, false, scores_line(s.players, s.totals())};
}
// `title` ("Finished games") and the entries, newest first, a rule between them; `none` when
// there is none. Target "sheet_history_list".
void DrawHistoryList(const Fonts& fonts, const char* title, const char* none,
                     const std::vector<HistoryEntry>& entries, float width);
// The history list of finished sheets (newest first), an entry a sheet by `entry(sheet)`;
// `title` and `none` in the player's language, "Finished games" and its line when null.
template <class Sheet, class Entry>
void DrawHistoryOf(const Fonts& fonts, const std::vector<Sheet>& history, float width, Entry entry,
                   const char* title = nullptr, const char* none = nullptr) {
    std::vector<HistoryEntry> entries;
    for (const Sheet& s : history) entries.push_back(entry(s));
    DrawHistoryList(fonts, title ? title : tr("Finished games"),
                    none ? none : tr("No finished games yet."), entries, width);
}

} // namespace table::sheets
