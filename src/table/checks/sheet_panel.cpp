#include "table/checks/sheet_panel.h"

#include "table/i18n.h"
#include "table/sheet_draw.h"
#include "table/widgets.h"

#include <algorithm>
#include <imgui.h>

namespace table::checks_sheet {
namespace {

using namespace sheets; // the pens, colours and words every sheet panel draws with

// What a row says besides the numbers (the winner's are gold and dotted): "Bo dealt",
// "draw · Ana dealt", "Bo dealt · 4 unplayed".
std::string row_note(const Sheet& sheet, const SheetRow& row) {
    std::string out = row.winner < 0 ? std::string(trc("sheet", "draw")) + kDot : std::string();
    out += fill(tr("{name} dealt"), {{"name", sheets::seat_label(sheet.players, row.dealer)}});
    if (row.unplayed > 0)
        out += kDot + fill(tr("{n} unplayed"), {{"n", std::to_string(row.unplayed)}});
    return out;
}

// The columns: the game number (and the foot's labels), one a player, and on wide screens the
// notes.
RoundsGrid grid(float inner, bool compact) {
    RoundsGrid g(inner, compact);
    g.columns(std::max({g.body.measure("Checks").x, g.body.measure(tr("Game")).x,
                        g.body.measure(tr("Won")).x}),
              kPlayers, std::max(170.0f, inner * 0.36f));
    return g;
}

// A game's row: each player's Checks (the winner's gold, a gold dot before them) and its note.
void DrawRow(const RoundsGrid& g, const Sheet& sheet, const SheetRow& row, bool shaded) {
    const Pen &body = g.body, &small = g.small;
    const ImVec2 o = ImGui::GetCursorScreenPos();
    const std::string note = row_note(sheet, row);
    const float notes_w = g.compact ? g.inner - g.label_w : g.notes_w;
    const float note_h = small.measure(note, notes_w).y;
    const float note_y = g.compact ? g.line : (g.line - g.small_line) * 0.5f;
    const float row_h = g.compact ? g.line + note_h + 4 : std::max(g.line + 4, note_y + note_h + 4);
    if (shaded) Band(g.dl, o, g.inner, row_h);
    body.cell(g.dl, o.x, o.y, g.label_w, std::to_string(row.game), dim(), Pen::Left, false, true);
    for (std::size_t p = 0; p < std::size_t(kPlayers); ++p) {
        const bool won = row.winner == int(p);
        const std::string n = std::to_string(row.checks[p]);
        const float x = o.x + g.player_x(p);
        body.cell(g.dl, x, o.y, g.player_w - g.pad, n, won ? kGold : ink(), Pen::Right, won, true);
        if (won) { // a gold dot before the winner's Checks
            const float rad = body.size * 0.18f;
            const float cx = x + g.player_w - g.pad - body.measure(n).x - rad - 6.0f;
            g.dl->AddCircleFilled(ImVec2(cx, o.y + body.size * 0.55f), rad, kGold);
        }
    }
    small.wrapped(g.dl, o.x + (g.compact ? g.label_w : g.notes_x), o.y + note_y, notes_w, note,
                  row.winner >= 0 ? dim() : ink());
    ImGui::Dummy(ImVec2(g.inner, row_h));
}

// The foot: games won (the leader in gold), then the Checks of the whole match.
void DrawFoot(const RoundsGrid& g, const Sheet& sheet) {
    const Pen &body = g.body, &small = g.small;
    const float line = g.line, small_line = g.small_line;
    const ImVec2 o = ImGui::GetCursorScreenPos();
    Rule(g.dl, o.x, o.y + 2, g.inner);
    const float ty = o.y + 6;
    const std::array<int, kPlayers> won = sheet.games_won();
    const std::array<int, kPlayers> checks = sheet.total_checks();
    const int leader = sheet.leader();
    body.cell(g.dl, o.x, ty, g.label_w - 2, tr("Won"), ink(), Pen::Left, true, true);
    body.cell(g.dl, o.x, ty + line, g.label_w - 2, "Checks", ink(), Pen::Left, false, true);
    for (std::size_t p = 0; p < std::size_t(kPlayers); ++p) {
        const float x = o.x + g.player_x(p);
        body.cell(g.dl, x, ty, g.player_w - g.pad, std::to_string(won[p]),
                  leader == int(p) ? kGold : ink(), Pen::Right, true, true);
        body.cell(g.dl, x, ty + line, g.player_w - g.pad, std::to_string(checks[p]), ink(),
                  Pen::Right, false, true);
    }
    if (!g.compact) {
        const int d = sheet.draws();
        if (d > 0)
            small.cell(g.dl, o.x + g.notes_x, ty + (line - small_line) * 0.5f, g.notes_w,
                       fill(trn("{n} draw", "{n} draws", d), {{"n", std::to_string(d)}}), dim(),
                       Pen::Left);
        small.cell(g.dl, o.x + g.notes_x, ty + line + (line - small_line) * 0.5f, g.notes_w,
                   tr("over the match"), dim(), Pen::Left);
    }
    ImGui::Dummy(ImVec2(g.inner, 2 * line + 6));
    MarkTarget("sheet_totals");
}

void DrawTable(const Sheet& sheet, float inner, bool compact) {
    const RoundsGrid g = grid(inner, compact);
    const float spacing_y = ImGui::GetStyle().ItemSpacing.y;
    ImGui::PushStyleVar(ImGuiStyleVar_ItemSpacing, ImVec2(ImGui::GetStyle().ItemSpacing.x, 0));
    DrawRoundsHeader(g, tr("Game"), sheet.players, sheet.seats, tr("who dealt; cards unplayed"));
    // A row a game.
    for (std::size_t r = 0; r < sheet.rows.size(); ++r)
        DrawRow(g, sheet, sheet.rows[r], r % 2 == 1);
    if (sheet.rows.empty()) DimLine(g.small, inner, tr("No game has ended yet."));
    DrawFoot(g, sheet);
    ImGui::PopStyleVar();
    ImGui::Dummy(ImVec2(0, spacing_y * 0.5f));
}

} // namespace

// One match as a table: a column a player (name, and on wide screens who plays the seat), a row
// a game (its number, each player's Checks with the winner's in gold and dotted, then "draw"
// if it was one, who dealt and any cards left unplayed), and at the foot the games won (the leader
// in gold) and the total Checks; a banner with the score of the match, then the buttons, at
// least 48 px tall. A sheet without two players reads "No match on the sheet yet". Targets:
// "sheet_table", "sheet_totals", "sheet_banner" and the four buttons.
SheetIntent DrawSheet(const Fonts& fonts, const Sheet& sheet, float width) {
    SheetPage page{sheet, tr("Match sheet"), tr("No match on the sheet yet."),
                   tr("Each game's Checks are written here as the match goes on.")};
    page.has_game = sheet.players.size() == std::size_t(kPlayers);
    page.banner = describe_match(sheet);
    page.gold = sheet.leader() >= 0;
    page.caption = tr("A game goes to the player with more Checks (one a card cashed); the "
                      "winner deals the next one.");
    return DrawSheetPage(fonts, page, width,
                         [&](float inner, bool compact) { DrawTable(sheet, inner, compact); });
}

// Finished matches, in the order given (the history is stored newest first): date and number
// of games, who won the match, each player's games won and Checks.
void DrawHistory(const Fonts& fonts, const std::vector<Sheet>& history, float width) {
    auto entry = [](const Sheet& s) {
        const std::array<int, kPlayers> won = s.games_won();
        const std::array<int, kPlayers> checks = s.total_checks();
        std::string totals;
        for (std::size_t p = 0; p < std::size_t(kPlayers) && p < s.players.size(); ++p)
            totals += (p ? kDot : "") + fill(tr("{name} {won} won, {checks} Checks"),
                                             {{"name", s.players[p]},
                                              {"won", std::to_string(won[p])},
                                              {"checks", std::to_string(checks[p])}});
        const int games = int(s.rows.size());
        const std::string length =
            fill(trn("{n} game", "{n} games", games), {{"n", std::to_string(games)}});
        return HistoryEntry{entry_heading(s, length), describe_match(s), s.leader() >= 0, totals};
    };
    DrawHistoryOf(fonts, history, width, entry, tr("Finished matches"),
                  tr("No finished matches yet."));
}

} // namespace table::checks_sheet
