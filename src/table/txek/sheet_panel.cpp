#include "table/txek/sheet_panel.h"

#include "table/sheet_draw.h"
#include "table/widgets.h"

#include <algorithm>
#include <cfloat>
#include <imgui.h>

namespace table::txek_sheet {
namespace {

using namespace sheets; // the pens, colours and words every sheet panel draws with

ImU32 ending_colour(const std::string& part) {
    if (part.rfind("Double-TXEK victory", 0) == 0) return kGold;
    if (part.rfind("Double-TXEK fail", 0) == 0) return kRed;
    return dim();
}

// A game played with Settings' TXEK assist on is not quite the classic game.
const char* const kAssistMark = "with TXEK assist";

std::string seat_caption(const std::string& seat) {
    return seat == "human" ? "human" : seat + " bot";
}

// The columns: the round number, one a player, and on wide screens the kind of ending.
struct Columns {
    float round_w = 0, player_w = 0, ending_x = 0, ending_w = 0;
    float player_x(std::size_t p) const { return round_w + player_w * float(p); }
};

Columns columns(const Pen& body, float inner, std::size_t players, bool compact) {
    Columns c;
    const float gap = ImGui::GetStyle().ItemSpacing.x * 0.5f;
    // On a phone the round column gives way to the players' (its "Total" shrinks to fit).
    c.round_w =
        compact ? std::max(body.measure("00").x, std::min(body.measure("Total").x, inner * 0.12f))
                : body.measure("Round").x;
    c.round_w += gap;
    c.ending_w = compact ? 0.0f : std::max(150.0f, inner * 0.3f);
    c.player_w = (inner - c.round_w - (compact ? 0.0f : c.ending_w + gap)) / float(players);
    c.ending_x = inner - c.ending_w;
    return c;
}

void DrawTable(const Fonts& fonts, const Sheet& sheet, float inner, bool compact) {
    (void)fonts;
    ImDrawList* dl = ImGui::GetWindowDrawList();
    const Pen body{ImGui::GetFont(), ImGui::GetFontSize()};
    const Pen small{body.font, body.size * 0.82f};
    const std::size_t n = sheet.players.size();
    const Columns col = columns(body, inner, n, compact);
    const float pad = compact && n > 4 ? 5.0f : 8.0f; // inside each cell, before the next column
    const float line = body.size * 1.25f, small_line = small.size * 1.25f;
    const float spacing_y = ImGui::GetStyle().ItemSpacing.y;
    ImGui::PushStyleVar(ImGuiStyleVar_ItemSpacing, ImVec2(ImGui::GetStyle().ItemSpacing.x, 0));

    // Header: names (and on wide screens who plays the seat).
    ImVec2 o = ImGui::GetCursorScreenPos();
    body.cell(dl, o.x, o.y, col.round_w, compact ? "#" : "Round", dim(), Pen::Left);
    for (std::size_t p = 0; p < n; ++p)
        body.cell(dl, o.x + col.player_x(p), o.y, col.player_w - pad, sheet.players[p], ink(),
                  Pen::Right, true);
    float h = line;
    if (!compact) {
        for (std::size_t p = 0; p < n && p < sheet.seats.size(); ++p)
            small.cell(dl, o.x + col.player_x(p), o.y + line, col.player_w - pad,
                       seat_caption(sheet.seats[p]), dim());
        small.cell(dl, o.x + col.ending_x, o.y + line, col.ending_w, "how the round ended", dim(),
                   Pen::Left);
        h += small_line;
    }
    dl->AddLine(ImVec2(o.x, o.y + h + 3), ImVec2(o.x + inner, o.y + h + 3), kRule, 1.0f);
    ImGui::Dummy(ImVec2(inner, h + 7));

    // A row a round.
    std::vector<int> running(n, 0);
    bool reached = false;
    for (std::size_t r = 0; r < sheet.rows.size(); ++r) {
        const SheetRow& row = sheet.rows[r];
        for (std::size_t p = 0; p < n && p < row.scores.size(); ++p) running[p] += row.scores[p];
        o = ImGui::GetCursorScreenPos();
        // The kind of ending, one part a line, each in its colour.
        std::vector<std::string> parts;
        if (row.tie_break) parts.push_back("extra round for the tie");
        for (std::size_t from = 0;;) {
            const std::size_t at = row.ending.find("; ", from);
            parts.push_back(row.ending.substr(from, at == std::string::npos ? at : at - from));
            if (at == std::string::npos) break;
            from = at + 2;
        }
        const float ending_w = compact ? inner - col.round_w : col.ending_w;
        float ending_h = 0;
        for (const std::string& part : parts) ending_h += small.measure(part, ending_w).y;
        const float ending_y = compact ? line : (line - small_line) * 0.5f;
        const float row_h =
            compact ? line + ending_h + 2 : std::max(line + small_line, ending_y + ending_h) + 2;
        if (r % 2 == 1)
            dl->AddRectFilled(ImVec2(o.x - 4, o.y - 1), ImVec2(o.x + inner + 4, o.y + row_h + 1),
                              kFaint, 4.0f);
        body.cell(dl, o.x, o.y, col.round_w, std::to_string(row.round), dim(), Pen::Left, false,
                  true);
        for (std::size_t p = 0; p < n && p < row.scores.size(); ++p) {
            const float x = o.x + col.player_x(p);
            body.cell(dl, x, o.y, col.player_w - pad, std::to_string(row.scores[p]), ink(),
                      Pen::Right, false, true);
            if (!compact) // the running total under the score, red from 200 on
                small.cell(dl, x, o.y + line, col.player_w - pad, std::to_string(running[p]),
                           running[p] >= kTarget ? kRed : dim(), Pen::Right, false, true);
        }
        float part_y = o.y + ending_y;
        for (const std::string& part : parts)
            part_y += small.wrapped(dl, o.x + (compact ? col.round_w : col.ending_x), part_y,
                                    ending_w, part, ending_colour(part));
        ImGui::Dummy(ImVec2(inner, row_h));

        // The 200 line: under the round in which a total first reached 200.
        const bool now = *std::max_element(running.begin(), running.end()) >= kTarget;
        if (now && !reached) {
            o = ImGui::GetCursorScreenPos();
            const std::string label = std::to_string(kTarget);
            const float lw = small.measure(label).x;
            const float y = o.y + small_line * 0.5f;
            dl->AddLine(ImVec2(o.x, y), ImVec2(o.x + inner - lw - 8, y), kGold, 2.0f);
            small.cell(dl, o.x + inner - lw, o.y, lw, label, kGold);
            ImGui::Dummy(ImVec2(inner, small_line));
            MarkTarget("sheet_200_line");
        }
        reached = reached || now;
    }
    if (sheet.rows.empty()) {
        o = ImGui::GetCursorScreenPos();
        small.cell(dl, o.x, o.y, inner, "No round has ended yet.", dim(), Pen::Left);
        ImGui::Dummy(ImVec2(inner, small_line));
    }

    // Totals, bold: red from 200 on, gold for the winner (or the players tied for the lowest).
    o = ImGui::GetCursorScreenPos();
    dl->AddLine(ImVec2(o.x, o.y + 2), ImVec2(o.x + inner, o.y + 2), kRule, 1.0f);
    const float ty = o.y + 6;
    const std::vector<int> totals = sheet.totals();
    const int low = totals.empty() ? 0 : *std::min_element(totals.begin(), totals.end());
    const bool decided = sheet.over() || sheet.tie_break_pending();
    body.cell(dl, o.x, ty, col.round_w - 2, "Total", ink(), Pen::Left, true, true);
    for (std::size_t p = 0; p < n; ++p) {
        const ImU32 c = decided && totals[p] == low ? kGold : totals[p] >= kTarget ? kRed : ink();
        body.cell(dl, o.x + col.player_x(p), ty, col.player_w - pad, std::to_string(totals[p]), c,
                  Pen::Right, true, true);
    }
    ImGui::Dummy(ImVec2(inner, line + 6));
    MarkTarget("sheet_totals");
    ImGui::PopStyleVar();
    ImGui::Dummy(ImVec2(0, spacing_y * 0.5f));
}

std::string banner(const Sheet& sheet) {
    const std::vector<int> totals = sheet.totals();
    if (sheet.over()) {
        const int w = sheet.winner();
        return subject(sheet.players[std::size_t(w)], "wins", "win") + " with " +
               std::to_string(totals[std::size_t(w)]) + " points";
    }
    if (sheet.tie_break_pending()) return "Tie for the lowest total: one extra round";
    if (sheet.rows.empty()) return "Round 1 is being played";
    const int low = *std::min_element(totals.begin(), totals.end());
    std::string leaders;
    int count = 0;
    for (std::size_t p = 0; p < totals.size(); ++p)
        if (totals[p] == low) leaders += (count++ ? " and " : "") + sheet.players[p];
    return "After round " + std::to_string(sheet.rows.size()) + ": " +
           (count == 1 ? subject(leaders, "leads", "lead") : leaders + " lead") + " with " +
           std::to_string(low);
}

} // namespace

SheetIntent DrawSheet(const Fonts& fonts, const Sheet& sheet, float width) {
    sheets::SheetPage page{"Score sheet", "No game on the sheet yet.",
                           "Each round's scores are written here as the game goes on."};
    page.started = sheet.started;
    page.finished = sheet.finished;
    if (sheet.variant & txek::kBeginners) page.marks = "beginners' game";
    if (sheet.assist) page.marks += (page.marks.empty() ? "" : kDot) + std::string(kAssistMark);
    page.banner = banner(sheet);
    page.gold = sheet.over() || sheet.tie_break_pending();
    page.caption = "Game ends after the round in which someone reaches " + std::to_string(kTarget) +
                   "; the lowest total wins, a tie for it plays one extra round.";
    return sheets::DrawSheetPage(
        fonts, page, !sheet.players.empty(), width,
        [&](float inner, bool compact) { DrawTable(fonts, sheet, inner, compact); });
}

void DrawHistory(const Fonts& fonts, const std::vector<Sheet>& history, float width) {
    std::vector<sheets::HistoryEntry> entries;
    for (const Sheet& s : history) {
        const std::size_t rounds = s.rows.size();
        std::string heading = sheets::entry_date(s.started, s.finished) + kDot +
                              std::to_string(rounds) + (rounds == 1 ? " round" : " rounds");
        if (s.assist) heading += kDot + std::string(kAssistMark);
        const std::vector<int> totals = s.totals();
        const int w = s.winner();
        std::string result = w >= 0 ? s.players[std::size_t(w)] + " won with " +
                                          std::to_string(totals[std::size_t(w)])
                             : s.tie_break_pending() ? "Stopped at a tie for the lowest total"
                                                     : "Not played to the end";
        entries.push_back({heading, result, w >= 0, sheets::scores_line(s.players, totals)});
    }
    sheets::DrawHistoryList(fonts, "Finished games", "No finished games yet.", entries, width);
}

} // namespace table::txek_sheet
