#include "table/checks/sheet_panel.h"

#include "table/sheet_draw.h"
#include "table/widgets.h"

#include <algorithm>
#include <imgui.h>

namespace table::checks_sheet {
namespace {

using namespace sheets; // the pens, colours and words every sheet panel draws with

std::string seat_caption(const std::string& seat) {
    return seat == "human" ? "human" : seat + " bot";
}

std::string games(int n) {
    return std::to_string(n) + (n == 1 ? " game" : " games");
}

// What a row says besides the numbers (the winner's are gold and dotted): "Bo dealt",
// "draw · Ana dealt", "Bo dealt · 4 unplayed".
std::string row_note(const Sheet& sheet, const SheetRow& row) {
    std::string out = row.winner < 0 ? std::string("draw") + kDot : std::string();
    out += sheets::seat_label(sheet.players, row.dealer) + " dealt";
    if (row.unplayed > 0) out += kDot + std::to_string(row.unplayed) + " unplayed";
    return out;
}

// The columns: the game number (and the foot's labels), one a player, and on wide screens the
// notes.
struct Columns {
    float label_w = 0, player_w = 0, notes_x = 0, notes_w = 0;
    float player_x(std::size_t p) const { return label_w + player_w * float(p); }
};

Columns columns(const Pen& body, float inner, bool compact) {
    Columns c;
    const float gap = ImGui::GetStyle().ItemSpacing.x * 0.5f;
    c.label_w = std::max(body.measure("Checks").x, body.measure("Game").x) + gap;
    c.notes_w = compact ? 0.0f : std::max(170.0f, inner * 0.36f);
    c.player_w = (inner - c.label_w - (compact ? 0.0f : c.notes_w + gap)) / float(kPlayers);
    c.notes_x = inner - c.notes_w;
    return c;
}

// What the header, the rows and the foot draw with: the pens, the columns, the line heights.
struct Grid {
    ImDrawList* dl = nullptr;
    Pen body{}, small{};
    Columns col;
    float inner = 0, pad = 0, line = 0, small_line = 0;
    bool compact = false;
};

Grid grid(float inner, bool compact) {
    Grid g;
    g.dl = ImGui::GetWindowDrawList();
    g.body = Pen{ImGui::GetFont(), ImGui::GetFontSize()};
    g.small = Pen{g.body.font, g.body.size * 0.82f};
    g.col = columns(g.body, inner, compact);
    g.inner = inner;
    g.pad = 8.0f; // inside each cell, before the next column
    g.line = g.body.size * 1.25f, g.small_line = g.small.size * 1.25f;
    g.compact = compact;
    return g;
}

// Names, and on wide screens who plays each seat.
void DrawHeader(const Grid& g, const Sheet& sheet) {
    const Pen &body = g.body, &small = g.small;
    const Columns& col = g.col;
    const ImVec2 o = ImGui::GetCursorScreenPos();
    body.cell(g.dl, o.x, o.y, col.label_w, g.compact ? "#" : "Game", dim(), Pen::Left);
    for (std::size_t p = 0; p < sheet.players.size(); ++p)
        body.cell(g.dl, o.x + col.player_x(p), o.y, col.player_w - g.pad, sheet.players[p], ink(),
                  Pen::Right, true);
    float h = g.line;
    if (!g.compact) {
        for (std::size_t p = 0; p < sheet.seats.size(); ++p)
            small.cell(g.dl, o.x + col.player_x(p), o.y + g.line, col.player_w - g.pad,
                       seat_caption(sheet.seats[p]), dim());
        small.cell(g.dl, o.x + col.notes_x, o.y + g.line, col.notes_w, "who dealt; cards unplayed",
                   dim(), Pen::Left);
        h += g.small_line;
    }
    g.dl->AddLine(ImVec2(o.x, o.y + h + 3), ImVec2(o.x + g.inner, o.y + h + 3), kRule, 1.0f);
    ImGui::Dummy(ImVec2(g.inner, h + 7));
}

// A game's row: each player's Checks (the winner's gold, a gold dot before them) and its note.
void DrawRow(const Grid& g, const Sheet& sheet, const SheetRow& row, bool shaded) {
    const Pen &body = g.body, &small = g.small;
    const Columns& col = g.col;
    const ImVec2 o = ImGui::GetCursorScreenPos();
    const std::string note = row_note(sheet, row);
    const float notes_w = g.compact ? g.inner - col.label_w : col.notes_w;
    const float note_h = small.measure(note, notes_w).y;
    const float note_y = g.compact ? g.line : (g.line - g.small_line) * 0.5f;
    const float row_h = g.compact ? g.line + note_h + 4 : std::max(g.line + 4, note_y + note_h + 4);
    if (shaded)
        g.dl->AddRectFilled(ImVec2(o.x - 4, o.y - 1), ImVec2(o.x + g.inner + 4, o.y + row_h + 1),
                            kFaint, 4.0f);
    body.cell(g.dl, o.x, o.y, col.label_w, std::to_string(row.game), dim(), Pen::Left, false, true);
    for (std::size_t p = 0; p < std::size_t(kPlayers); ++p) {
        const bool won = row.winner == int(p);
        const std::string n = std::to_string(row.checks[p]);
        const float x = o.x + col.player_x(p);
        body.cell(g.dl, x, o.y, col.player_w - g.pad, n, won ? kGold : ink(), Pen::Right, won,
                  true);
        if (won) { // a gold dot before the winner's Checks
            const float rad = body.size * 0.18f;
            const float cx = x + col.player_w - g.pad - body.measure(n).x - rad - 6.0f;
            g.dl->AddCircleFilled(ImVec2(cx, o.y + body.size * 0.55f), rad, kGold);
        }
    }
    small.wrapped(g.dl, o.x + (g.compact ? col.label_w : col.notes_x), o.y + note_y, notes_w, note,
                  row.winner >= 0 ? dim() : ink());
    ImGui::Dummy(ImVec2(g.inner, row_h));
}

// The foot: games won (the leader in gold), then the Checks of the whole match.
void DrawFoot(const Grid& g, const Sheet& sheet) {
    const Pen &body = g.body, &small = g.small;
    const Columns& col = g.col;
    const float line = g.line, small_line = g.small_line;
    const ImVec2 o = ImGui::GetCursorScreenPos();
    g.dl->AddLine(ImVec2(o.x, o.y + 2), ImVec2(o.x + g.inner, o.y + 2), kRule, 1.0f);
    const float ty = o.y + 6;
    const std::array<int, kPlayers> won = sheet.games_won();
    const std::array<int, kPlayers> checks = sheet.total_checks();
    const int leader = sheet.leader();
    body.cell(g.dl, o.x, ty, col.label_w - 2, "Won", ink(), Pen::Left, true, true);
    body.cell(g.dl, o.x, ty + line, col.label_w - 2, "Checks", ink(), Pen::Left, false, true);
    for (std::size_t p = 0; p < std::size_t(kPlayers); ++p) {
        const float x = o.x + col.player_x(p);
        body.cell(g.dl, x, ty, col.player_w - g.pad, std::to_string(won[p]),
                  leader == int(p) ? kGold : ink(), Pen::Right, true, true);
        body.cell(g.dl, x, ty + line, col.player_w - g.pad, std::to_string(checks[p]), ink(),
                  Pen::Right, false, true);
    }
    if (!g.compact) {
        const int d = sheet.draws();
        if (d > 0)
            small.cell(g.dl, o.x + col.notes_x, ty + (line - small_line) * 0.5f, col.notes_w,
                       std::to_string(d) + (d == 1 ? " draw" : " draws"), dim(), Pen::Left);
        small.cell(g.dl, o.x + col.notes_x, ty + line + (line - small_line) * 0.5f, col.notes_w,
                   "over the match", dim(), Pen::Left);
    }
    ImGui::Dummy(ImVec2(g.inner, 2 * line + 6));
    MarkTarget("sheet_totals");
}

void DrawTable(const Sheet& sheet, float inner, bool compact) {
    const Grid g = grid(inner, compact);
    const float spacing_y = ImGui::GetStyle().ItemSpacing.y;
    ImGui::PushStyleVar(ImGuiStyleVar_ItemSpacing, ImVec2(ImGui::GetStyle().ItemSpacing.x, 0));
    DrawHeader(g, sheet);
    // A row a game.
    for (std::size_t r = 0; r < sheet.rows.size(); ++r)
        DrawRow(g, sheet, sheet.rows[r], r % 2 == 1);
    if (sheet.rows.empty()) {
        const ImVec2 o = ImGui::GetCursorScreenPos();
        g.small.cell(g.dl, o.x, o.y, inner, "No game has ended yet.", dim(), Pen::Left);
        ImGui::Dummy(ImVec2(inner, g.small_line));
    }
    DrawFoot(g, sheet);
    ImGui::PopStyleVar();
    ImGui::Dummy(ImVec2(0, spacing_y * 0.5f));
}

} // namespace

SheetIntent DrawSheet(const Fonts& fonts, const Sheet& sheet, float width) {
    sheets::SheetPage page{"Match sheet", "No match on the sheet yet.",
                           "Each game's Checks are written here as the match goes on."};
    page.started = sheet.started;
    page.finished = sheet.finished;
    page.banner = describe_match(sheet);
    page.gold = sheet.leader() >= 0;
    page.caption = "A game goes to the player with more Checks (one a card cashed); the winner "
                   "deals the next one.";
    return sheets::DrawSheetPage(
        fonts, page, sheet.players.size() == std::size_t(kPlayers), width,
        [&](float inner, bool compact) { DrawTable(sheet, inner, compact); });
}

void DrawHistory(const Fonts& fonts, const std::vector<Sheet>& history, float width) {
    std::vector<sheets::HistoryEntry> entries;
    for (const Sheet& s : history) {
        const std::array<int, kPlayers> won = s.games_won();
        const std::array<int, kPlayers> checks = s.total_checks();
        std::string totals;
        for (std::size_t p = 0; p < std::size_t(kPlayers) && p < s.players.size(); ++p)
            totals += (p ? kDot : "") + s.players[p] + " " + std::to_string(won[p]) + " won, " +
                      std::to_string(checks[p]) + " Checks";
        entries.push_back(
            {sheets::entry_date(s.started, s.finished) + kDot + games(int(s.rows.size())),
             describe_match(s), s.leader() >= 0, totals});
    }
    sheets::DrawHistoryList(fonts, "Finished matches", "No finished matches yet.", entries, width);
}

} // namespace table::checks_sheet
