#include "table/check/sheet_panel.h"

#include "table/check/table.h"
#include "table/sheet_draw.h"
#include "table/widgets.h"

#include <algorithm>
#include <imgui.h>

namespace table::check_sheet {
namespace {

using namespace sheets; // the pens, colours and words every sheet panel draws with

std::string seat_caption(const std::string& seat) {
    return seat == "human" ? "human" : seat + " bot";
}

bool contains(const std::vector<int>& v, int x) {
    return std::find(v.begin(), v.end(), x) != v.end();
}

// Columns after the name: orders, the four markers, stack, joker, total.
constexpr int kColumns = 8;

void DrawTable(const Sheet& sheet, float inner, bool compact) {
    ImDrawList* dl = ImGui::GetWindowDrawList();
    const Pen body{ImGui::GetFont(), ImGui::GetFontSize() * (compact ? 0.9f : 1.0f)};
    const Pen small{body.font, body.size * 0.82f};
    const float name_w = inner * (compact ? 0.26f : 0.28f);
    const float col_w = (inner - name_w) / kColumns;
    const float pad = compact ? 3.0f : 8.0f;
    const float line = body.size * 1.3f, small_line = small.size * 1.25f;
    ImGui::PushStyleVar(ImGuiStyleVar_ItemSpacing, ImVec2(ImGui::GetStyle().ItemSpacing.x, 0));

    ImVec2 o = ImGui::GetCursorScreenPos();
    const char* const heads[] = {"Orders", "", "", "", "", "Stack", "Joker", "Total"};
    const char* const short_heads[] = {"Ord", "", "", "", "", "Stk", "Jkr", "Tot"};
    body.cell(dl, o.x, o.y, name_w, "Player", dim(), Pen::Left);
    const bool over = sheet.over();
    for (int c = 0; c < kColumns; ++c) {
        const float x = o.x + name_w + col_w * float(c);
        if (c >= 1 && c <= 4) {
            // A marker's column: its colour's mark, and O (orders side) or C (cards side).
            const check::Colour colour = check::Colour(c - 1);
            DrawColourMark(dl, colour,
                           ImVec2(x + col_w - pad - body.size * 0.9f, o.y + line * 0.45f),
                           body.size * 0.36f);
            if (over) {
                const bool by_colour =
                    sheet.rows.front().markers[std::size_t(c - 1)] == check::MarkerSide::Colour;
                body.cell(dl, x, o.y, col_w - pad, by_colour ? "O" : "C", dim(), Pen::Right);
            }
        } else {
            body.cell(dl, x, o.y, col_w - pad, compact ? short_heads[c] : heads[c], dim(),
                      Pen::Right);
        }
    }
    dl->AddLine(ImVec2(o.x, o.y + line + 3), ImVec2(o.x + inner, o.y + line + 3), kRule, 1.0f);
    ImGui::Dummy(ImVec2(inner, line + 7));

    // A row a player: the name and seat, then the breakdown (blank until the game is over).
    const std::vector<int> winners = sheet.leaders();
    for (std::size_t p = 0; p < sheet.players.size(); ++p) {
        o = ImGui::GetCursorScreenPos();
        const float row_h = line + small_line + 4;
        if (p % 2 == 1)
            dl->AddRectFilled(ImVec2(o.x - 4, o.y - 1), ImVec2(o.x + inner + 4, o.y + row_h + 1),
                              kFaint, 4.0f);
        const bool won = contains(winners, int(p));
        body.cell(dl, o.x, o.y, name_w - 4, sheet.players[p], won ? kGold : ink(), Pen::Left, won,
                  true);
        small.cell(dl, o.x, o.y + line, name_w - 4,
                   p < sheet.seats.size() ? seat_caption(sheet.seats[p]) : "", dim(), Pen::Left);
        if (over && p < sheet.rows.front().scores.size()) {
            const check::Score& s = sheet.rows.front().scores[p];
            const int cells[kColumns] = {s.orders,     s.markers[0], s.markers[1], s.markers[2],
                                         s.markers[3], s.stack,      s.joker,      s.total};
            for (int c = 0; c < kColumns; ++c)
                body.cell(dl, o.x + name_w + col_w * float(c), o.y, col_w - pad,
                          std::to_string(cells[c]),
                          c == kColumns - 1 && won ? kGold : (c == kColumns - 1 ? ink() : dim()),
                          Pen::Right, c == kColumns - 1, true);
        }
        ImGui::Dummy(ImVec2(inner, row_h));
    }
    if (!over) {
        o = ImGui::GetCursorScreenPos();
        small.cell(dl, o.x, o.y, inner, "The scores are written here when the game ends.", dim(),
                   Pen::Left);
        ImGui::Dummy(ImVec2(inner, small_line));
    }
    ImGui::PopStyleVar();
}

} // namespace

SheetIntent DrawSheet(const Fonts& fonts, const Sheet& sheet, float width) {
    sheets::SheetPage page{"Game sheet", "No game on the sheet yet.",
                           "Each player's score, broken down, is written here when a game ends."};
    page.started = sheet.started;
    page.finished = sheet.finished;
    page.banner = describe_match(sheet);
    page.gold = sheet.leaders().size() == 1;
    page.caption = "Orders + majority markers (O: most orders of the colour, C: most card "
                   "symbols) + point stack + unused joker; ties go to the bigger point stack.";
    return sheets::DrawSheetPage(
        fonts, page, !sheet.players.empty(), width,
        [&](float inner, bool compact) { DrawTable(sheet, inner, compact); });
}

void DrawHistory(const Fonts& fonts, const std::vector<Sheet>& history, float width) {
    std::vector<sheets::HistoryEntry> entries;
    for (const Sheet& s : history)
        entries.push_back({sheets::entry_date(s.started, s.finished) + kDot +
                               std::to_string(s.players_n()) + " players",
                           describe_match(s), false, sheets::scores_line(s.players, s.totals())});
    sheets::DrawHistoryList(fonts, "Finished games", "No finished games yet.", entries, width);
}

} // namespace table::check_sheet
