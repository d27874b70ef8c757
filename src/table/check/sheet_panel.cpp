#include "table/check/sheet_panel.h"

#include "table/check/table.h"
#include "table/i18n.h"
#include "table/sheet_draw.h"
#include "table/widgets.h"

#include <algorithm>
#include <imgui.h>

namespace table::check_sheet {
namespace {

using namespace sheets; // the pens, colours and words every sheet panel draws with

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
    const char* const heads[] = {tr("Orders"), "",          "",          "",
                                 "",           tr("Stack"), tr("Joker"), tr("Total")};
    // TRANSLATORS: short column heads of the game sheet on a phone: Orders, Stack, Joker, Total.
    const char* const short_heads[] = {tr("Ord"), "", "", "", "", tr("Stk"), tr("Jkr"), tr("Tot")};
    body.cell(dl, o.x, o.y, name_w, tr("Player"), dim(), Pen::Left);
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
                body.cell(dl, x, o.y, col_w - pad, MarkerLetter(by_colour), dim(), Pen::Right);
            }
        } else {
            body.cell(dl, x, o.y, col_w - pad, compact ? short_heads[c] : heads[c], dim(),
                      Pen::Right);
        }
    }
    EndHeader(dl, o, inner, line);

    // A row a player: the name and seat, then the breakdown (blank until the game is over).
    const std::vector<int> winners = sheet.leaders();
    for (std::size_t p = 0; p < sheet.players.size(); ++p) {
        o = ImGui::GetCursorScreenPos();
        const float row_h = line + small_line + 4;
        if (p % 2 == 1) Band(dl, o, inner, row_h);
        const bool won = has_seat(winners, int(p));
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
    if (!over) DimLine(small, inner, tr("The scores are written here when the game ends."));
    ImGui::PopStyleVar();
}

} // namespace

// One game as a table: a row a player (name and seat), the columns the README's "Scoring" adds
// up: orders, each majority marker (its colour's mark and side), point stack, joker, total (the
// winners in gold); a banner with the result, then the buttons, at least 48 px tall. Targets:
// "sheet_table", "sheet_banner" and the four buttons.
SheetIntent DrawSheet(const Fonts& fonts, const Sheet& sheet, float width) {
    SheetPage page{sheet, tr("Game sheet"), tr("No game on the sheet yet."),
                   tr("Each player's score, broken down, is written here when a game ends.")};
    page.banner = describe_match(sheet);
    page.gold = sheet.leaders().size() == 1;
    // TRANSLATORS: O and C are the marker sides' letters (msgctxt "marker side").
    page.caption = tr("Orders + majority markers (O: most orders of the colour, C: most card "
                      "symbols) + point stack + unused joker; ties go to the bigger point stack.");
    return DrawSheetPage(fonts, page, width,
                         [&](float inner, bool compact) { DrawTable(sheet, inner, compact); });
}

void DrawHistory(const Fonts& fonts, const std::vector<Sheet>& history, float width) {
    DrawHistoryOf(fonts, history, width, [](const Sheet& s) {
        const int n = s.players_n();
        return totals_entry(s,
                            fill(trn("{n} player", "{n} players", n), {{"n", std::to_string(n)}}),
                            describe_match(s));
    });
}

} // namespace table::check_sheet
