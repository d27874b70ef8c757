#include "highcard/sheet_panel.h"

#include <algorithm>
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
    dl->AddLine(ImVec2(o.x, o.y + line + 3), ImVec2(o.x + inner, o.y + line + 3), kRule, 1.0f);
    ImGui::Dummy(ImVec2(inner, line + 7));
    const std::vector<int> winners = sheet.leaders(), tricks = sheet.tricks();
    for (std::size_t p = 0; p < sheet.players.size(); ++p) {
        o = ImGui::GetCursorScreenPos();
        const bool won = std::find(winners.begin(), winners.end(), int(p)) != winners.end();
        body.cell(dl, o.x, o.y, name_w - 4, sheet.players[p], won ? kGold : ink(), Pen::Left, won,
                  true);
        const std::string seat = p < sheet.seats.size() ? sheet.seats[p] : "";
        small.cell(dl, o.x, o.y + line, name_w - 4, seat == "human" ? seat : seat + " bot", dim(),
                   Pen::Left);
        if (sheet.over())
            body.cell(dl, o.x + name_w, o.y, col_w - pad, std::to_string(tricks[p]),
                      won ? kGold : ink(), Pen::Right, true, true);
        ImGui::Dummy(ImVec2(inner, line + small_line + 4));
    }
    ImGui::PopStyleVar();
}

} // namespace

SheetIntent DrawSheet(const Fonts& fonts, const Sheet& sheet, float width) {
    sheets::SheetPage page{"Game sheet", "No game on the sheet yet.",
                           "Each player's tricks are written here when a game ends."};
    page.started = sheet.started;
    page.finished = sheet.finished;
    page.banner = describe_match(sheet);
    page.gold = sheet.leaders().size() == 1;
    page.caption = "A trick is a point; more tricks of five win the game.";
    return sheets::DrawSheetPage(
        fonts, page, !sheet.players.empty(), width,
        [&](float inner, bool compact) { DrawTable(sheet, inner, compact); });
}

void DrawHistory(const Fonts& fonts, const std::vector<Sheet>& history, float width) {
    std::vector<sheets::HistoryEntry> entries;
    for (const Sheet& s : history)
        entries.push_back({sheets::entry_date(s.started, s.finished), describe_match(s),
                           s.leaders().size() == 1, sheets::scores_line(s.players, s.tricks())});
    sheets::DrawHistoryList(fonts, "Finished games", "No finished games yet.", entries, width);
}

} // namespace table::highcard_sheet
