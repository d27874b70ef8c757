#include "highcard/sheet_panel.h"

#include <imgui.h>

namespace table::highcard_sheet {
namespace {

using namespace sheets; // the pens, colours and words every sheet panel draws with

// A row a player: the name and seat, then the tricks (blank until the game is over).
void DrawTable(const Sheet& sheet, float inner, bool compact) {
    ImDrawList* dl = ImGui::GetWindowDrawList();
    const Pen body{ImGui::GetFont(), ImGui::GetFontSize() * (compact ? 0.9f : 1.0f)};
    const Pen small{body.font, body.size * 0.82f};
    const float name_w = inner * 0.6f, col_w = inner - name_w, pad = compact ? 3.0f : 8.0f;
    const float line = body.size * 1.3f, small_line = small.size * 1.25f;
    ImGui::PushStyleVar(ImGuiStyleVar_ItemSpacing, ImVec2(ImGui::GetStyle().ItemSpacing.x, 0));
    ImVec2 o = ImGui::GetCursorScreenPos();
    body.cell(dl, o.x, o.y, name_w, "Player", dim(), Pen::Left);
    body.cell(dl, o.x + name_w, o.y, col_w - pad, "Tricks", dim(), Pen::Right);
    EndHeader(dl, o, inner, line);
    const std::vector<int> winners = sheet.leaders(), tricks = sheet.tricks();
    for (std::size_t p = 0; p < sheet.players.size(); ++p) {
        o = ImGui::GetCursorScreenPos();
        const bool won = has_seat(winners, int(p));
        body.cell(dl, o.x, o.y, name_w - 4, sheet.players[p], won ? kGold : ink(), Pen::Left, won,
                  true);
        small.cell(dl, o.x, o.y + line, name_w - 4,
                   seat_caption(p < sheet.seats.size() ? sheet.seats[p] : ""), dim(), Pen::Left);
        if (sheet.over())
            body.cell(dl, o.x + name_w, o.y, col_w - pad, std::to_string(tricks[p]),
                      won ? kGold : ink(), Pen::Right, true, true);
        ImGui::Dummy(ImVec2(inner, line + small_line + 4));
    }
    ImGui::PopStyleVar();
}

} // namespace

// The game as a table: a row a player (name and seat), the tricks won (the winner in gold), a
// banner with the result, then the buttons. Targets: "sheet_table", "sheet_banner" and the four
// buttons.
SheetIntent DrawSheet(const Fonts& fonts, const Sheet& sheet, float width) {
    SheetPage page{sheet, "Game sheet", "No game on the sheet yet.",
                   "Each player's tricks are written here when a game ends."};
    page.banner = describe_match(sheet);
    page.gold = sheet.leaders().size() == 1;
    page.caption = "A trick is a point; more tricks of five win the game.";
    return DrawSheetPage(fonts, page, width,
                         [&](float inner, bool compact) { DrawTable(sheet, inner, compact); });
}

// Finished games, newest first: date, who won, each player's tricks.
void DrawHistory(const Fonts& fonts, const std::vector<Sheet>& history, float width) {
    DrawHistoryOf(fonts, history, width, [](const Sheet& s) {
        return HistoryEntry{entry_heading(s, ""), describe_match(s), s.leaders().size() == 1,
                            scores_line(s.players, s.tricks())};
    });
}

} // namespace table::highcard_sheet
