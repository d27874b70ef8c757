#include "table/strategix/sheet_panel.h"

#include "table/i18n.h"
#include "table/sheet_draw.h"
#include "table/strategix/words.h"
#include "table/widgets.h"

#include <algorithm>
#include <imgui.h>

namespace table::strategix_sheet {
namespace {

using namespace sheets; // the pens, colours and words every sheet panel draws with
using strategix::Title;

// On a phone a title is shortened to its first letters: "Lucky", "Aswell", "Neither", "Badluck".
std::string title_text(Title t, bool compact) {
    const std::string name = strategix_words::title_words(t);
    if (!compact || name.size() < 3) return name;
    return name.substr(0, name.size() - 3); // "...ix"
}

void DrawTable(const Sheet& sheet, float inner, bool compact) {
    ImDrawList* dl = ImGui::GetWindowDrawList();
    const Pen body{ImGui::GetFont(), ImGui::GetFontSize()};
    const Pen small{body.font, body.size * 0.82f};
    const float gap = ImGui::GetStyle().ItemSpacing.x * 0.5f;
    const char* const hand_word = trc("column", "Hand");
    const char* const total_word = tr("Total");
    const float label_w = std::max(body.measure(total_word).x, body.measure(hand_word).x) + gap;
    const std::size_t n = sheet.players.size();
    const float player_w = (inner - label_w) / float(std::max<std::size_t>(n, 1));
    const float pad = 8.0f;
    const float line = body.size * 1.25f, small_line = small.size * 1.25f;
    ImGui::PushStyleVar(ImGuiStyleVar_ItemSpacing, ImVec2(ImGui::GetStyle().ItemSpacing.x, 0));

    ImVec2 o = ImGui::GetCursorScreenPos();
    body.cell(dl, o.x, o.y, label_w, compact ? "#" : hand_word, dim(), Pen::Left);
    for (std::size_t p = 0; p < n; ++p)
        body.cell(dl, o.x + label_w + player_w * float(p), o.y, player_w - pad, sheet.players[p],
                  ink(), Pen::Right, true);
    float h = line;
    for (std::size_t p = 0; p < sheet.seats.size(); ++p)
        small.cell(dl, o.x + label_w + player_w * float(p), o.y + line, player_w - pad,
                   seat_caption(sheet.seats[p]), dim());
    h += small_line;
    EndHeader(dl, o, inner, h);

    // A row a hand: the points, the title under them.
    for (std::size_t r = 0; r < sheet.rows.size(); ++r) {
        const SheetRow& row = sheet.rows[r];
        o = ImGui::GetCursorScreenPos();
        const float row_h = line + small_line + 4;
        if (r % 2 == 1) Band(dl, o, inner, row_h);
        body.cell(dl, o.x, o.y, label_w, std::to_string(row.hand), dim(), Pen::Left, false, true);
        for (std::size_t p = 0; p < n; ++p) {
            const Title t = row.titles[p];
            const bool best = t == Title::Luckylix;
            const float x = o.x + label_w + player_w * float(p);
            body.cell(dl, x, o.y, player_w - pad, signed_points(row.points[p]),
                      best ? kGold : ink(), Pen::Right, best, true);
            small.cell(dl, x, o.y + line, player_w - pad, title_text(t, compact),
                       best ? kGold : dim(), Pen::Right);
        }
        ImGui::Dummy(ImVec2(inner, row_h));
    }
    if (sheet.rows.empty()) DimLine(small, inner, tr("No hand has ended yet."));

    // The foot: the points over the game (the leaders in gold).
    o = ImGui::GetCursorScreenPos();
    Rule(dl, o.x, o.y + 2, inner);
    const float ty = o.y + 6;
    const std::vector<int> totals = sheet.totals();
    const std::vector<int> leaders = sheet.leaders();
    body.cell(dl, o.x, ty, label_w - 2, total_word, ink(), Pen::Left, true, true);
    for (std::size_t p = 0; p < n; ++p)
        body.cell(dl, o.x + label_w + player_w * float(p), ty, player_w - pad,
                  std::to_string(totals[p]), has_seat(leaders, int(p)) ? kGold : ink(), Pen::Right,
                  true, true);
    ImGui::Dummy(ImVec2(inner, line + 6));
    MarkTarget("sheet_totals");
    ImGui::PopStyleVar();
}

} // namespace

// One game as a table: a column a player, a row a hand (its number; each player's points, with
// the title under them: Luckylix in gold), and at the foot the totals (the leaders in gold); a
// banner with the game so far, then the buttons, at least 48 px tall. Targets: "sheet_table",
// "sheet_totals", "sheet_banner" and the four buttons.
SheetIntent DrawSheet(const Fonts& fonts, const Sheet& sheet, float width) {
    SheetPage page{sheet, tr("Match sheet"), tr("No game on the sheet yet."),
                   tr("Each hand's titles and points are written here as the game goes on.")};
    page.banner = describe_match(sheet);
    page.gold = sheet.leaders().size() == 1;
    page.caption = tr("A game is as many hands as players; the most points wins.");
    return DrawSheetPage(fonts, page, width,
                         [&](float inner, bool compact) { DrawTable(sheet, inner, compact); });
}

// Finished games, in the order given (newest first): date, who won, each player's points.
void DrawHistory(const Fonts& fonts, const std::vector<Sheet>& history, float width) {
    DrawHistoryOf(fonts, history, width, [](const Sheet& s) {
        const int hands = int(s.rows.size());
        return totals_entry(
            s, fill(trn("{n} hand", "{n} hands", hands), {{"n", std::to_string(hands)}}),
            describe_match(s));
    });
}

} // namespace table::strategix_sheet
