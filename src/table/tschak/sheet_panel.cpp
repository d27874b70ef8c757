#include "table/tschak/sheet_panel.h"

#include "table/i18n.h"
#include "table/sheet_draw.h"
#include "table/widgets.h"

#include <algorithm>
#include <imgui.h>

namespace table::tschak_sheet {
namespace {

using namespace sheets; // the pens, colours and words every sheet panel draws with

// The grid both tables share: a label column, then a column a player.
struct Grid {
    ImDrawList* dl;
    Pen body, small;
    float inner, label_w, col_w, pad, line, small_line;

    float column_x(float left, std::size_t player) const {
        return left + label_w + col_w * float(player);
    }
    // One row: `label`, then a cell a player; every other row on a faint band.
    void row(int index, const std::string& label, const std::vector<std::string>& cells,
             const std::vector<ImU32>& colours, bool bold) const {
        const ImVec2 o = ImGui::GetCursorScreenPos();
        if (index % 2 == 1) Band(dl, o, inner, line);
        body.cell(dl, o.x, o.y, label_w - 4, label, dim(), Pen::Left);
        for (std::size_t p = 0; p < cells.size(); ++p)
            body.cell(dl, column_x(o.x, p), o.y, col_w - pad, cells[p], colours[p], Pen::Right,
                      bold, true);
        ImGui::Dummy(ImVec2(inner, line));
    }
};

Grid grid_for(const Sheet& sheet, float inner, bool compact) {
    Grid g{};
    g.dl = ImGui::GetWindowDrawList();
    g.body = Pen{ImGui::GetFont(), ImGui::GetFontSize() * (compact ? 0.9f : 1.0f)};
    g.small = Pen{g.body.font, g.body.size * 0.82f};
    g.inner = inner;
    g.label_w = inner * (compact ? 0.27f : 0.24f);
    g.col_w = (inner - g.label_w) / float(std::max(1, sheet.players_n()));
    g.pad = compact ? 3.0f : 8.0f;
    g.line = g.body.size * 1.3f;
    g.small_line = g.small.size * 1.25f;
    return g;
}

// The players' names (gold for the winners) over their seats.
void DrawHeader(const Grid& g, const Sheet& sheet, const std::vector<int>& winners) {
    const ImVec2 o = ImGui::GetCursorScreenPos();
    g.body.cell(g.dl, o.x, o.y, g.label_w - 4, tr("Keep"), dim(), Pen::Left);
    for (std::size_t p = 0; p < sheet.players.size(); ++p) {
        const bool won = sheet.over() && has_seat(winners, int(p));
        const float x = g.column_x(o.x, p);
        g.body.cell(g.dl, x, o.y, g.col_w - g.pad, sheet.players[p], won ? kGold : ink(),
                    Pen::Right, won);
        g.small.cell(g.dl, x, o.y + g.line, g.col_w - g.pad,
                     p < sheet.seats.size() ? seat_caption(sheet.seats[p]) : "", dim(), Pen::Right);
    }
    const float h = g.line + g.small_line;
    EndHeader(g.dl, o, g.inner, h);
}

// A row a keep: each player's points so far (README, "Scoring" as if the game ended then).
void DrawKeeps(const Grid& g, const Sheet& sheet, bool compact) {
    for (int k = 0; k < tschak::kKeeps; ++k) {
        // Each row is the running total after the keep, not the keep's own points: it says so.
        // TRANSLATORS: "After K{n}" is "After keep {n}" written short for a phone.
        const std::string label =
            fill(compact ? tr("After K{n}") : tr("After keep {n}"), {{"n", std::to_string(k + 1)}});
        std::vector<std::string> cells;
        std::vector<ImU32> colours;
        for (std::size_t p = 0; p < sheet.players.size(); ++p) {
            const bool played =
                std::size_t(k) < sheet.rows.size() && p < sheet.rows[std::size_t(k)].scores.size();
            cells.push_back(played ? std::to_string(sheet.rows[std::size_t(k)].scores[p].total)
                                   : "\xE2\x80\x93"); // "–": the keep is still to come
            colours.push_back(played ? ink() : dim());
        }
        g.row(k, label, cells, colours, false);
    }
}

// The final score broken down (README, "Scoring"), a row a part, the total in gold for the
// winners; the elixir's row shows what it cancelled, already left out of the monsters' rows.
void DrawBreakdown(const Grid& g, const Sheet& sheet, bool compact) {
    const std::vector<tschak::Score>& scores = sheet.rows.back().scores;
    const std::vector<int>& winners = sheet.rows.back().winners;
    struct Part {
        const char* name;
        const char* short_name;
        int tschak::Score::*field;
    };
    const Part parts[] = {{tr("Loot"), tr("Loot"), &tschak::Score::loot},
                          {tr("Chests"), tr("Chests"), &tschak::Score::chests},
                          {tr("Rings"), tr("Rings"), &tschak::Score::rings},
                          {tr("Trophy"), tr("Trophy"), &tschak::Score::trophy},
                          {tr("Monsters"), tr("Monst."), &tschak::Score::creatures},
                          {tr("Troglodytes"), tr("Trogl."), &tschak::Score::troglodytes}};
    ImGui::Dummy(ImVec2(g.inner, g.line * 0.4f));
    const ImVec2 o = ImGui::GetCursorScreenPos();
    g.body.cell(g.dl, o.x, o.y, g.inner, tr("Final score"), ink(), Pen::Left, true);
    EndHeader(g.dl, o, g.inner, g.line);
    int index = 0;
    for (const Part& part : parts) {
        std::vector<std::string> cells;
        for (const tschak::Score& s : scores) cells.push_back(std::to_string(s.*part.field));
        g.row(index++, compact ? part.short_name : part.name, cells,
              std::vector<ImU32>(scores.size(), dim()), false);
    }
    std::vector<std::string> elixir;
    for (const tschak::Score& s : scores)
        elixir.push_back(s.elixir ? "(" + std::to_string(s.elixir) + ")" : "0");
    g.row(index++, tr("Elixir"), elixir, std::vector<ImU32>(scores.size(), dim()), false);
    const ImVec2 under = ImGui::GetCursorScreenPos();
    Rule(g.dl, under.x, under.y + 1, g.inner);
    ImGui::Dummy(ImVec2(g.inner, 4));
    std::vector<std::string> totals;
    std::vector<ImU32> colours;
    for (std::size_t p = 0; p < scores.size(); ++p) {
        totals.push_back(std::to_string(scores[p].total));
        colours.push_back(has_seat(winners, int(p)) ? kGold : ink());
    }
    g.row(0, tr("Total"), totals, colours, true);
}

void DrawTables(const Sheet& sheet, float inner, bool compact) {
    ImGui::PushStyleVar(ImGuiStyleVar_ItemSpacing, ImVec2(ImGui::GetStyle().ItemSpacing.x, 0));
    const Grid g = grid_for(sheet, inner, compact);
    DrawHeader(g, sheet, sheet.leaders());
    DrawKeeps(g, sheet, compact);
    if (sheet.over()) {
        DrawBreakdown(g, sheet, compact);
    } else {
        DimLine(g.small, inner, tr("The breakdown is written here after the fourth keep."));
    }
    ImGui::PopStyleVar();
}

} // namespace

// One game as tables, a column a player (name and seat; the winners in gold): a row a keep with
// each player's points so far, blank for the keeps still to come; once the game is over the
// final score broken down as the README's "Scoring" adds it up: loot, chests (cursed ones
// included), rings, trophy, monsters (the creatures' skulls), troglodytes and the total, with the
// elixir's saving shown apart. A banner with the result, then the buttons, at least 48 px tall.
// Targets: "sheet_table", "sheet_banner" and the four buttons.
SheetIntent DrawSheet(const Fonts& fonts, const Sheet& sheet, float width) {
    SheetPage page{sheet, tr("Game sheet"), tr("No game on the sheet yet."),
                   tr("Each player's points after every keep, and the final score broken down, "
                      "are written here.")};
    page.banner = describe_match(sheet);
    page.gold = sheet.over() && sheet.leaders().size() == 1;
    page.caption = tr("The keeps' rows are running totals: each player's points so far. Loot + "
                      "chests + rings (squared) + trophy + monsters' skulls + troglodytes "
                      "(squared); the elixir's (n) is a monster it cancelled. Ties go to fewer "
                      "monsters.");
    return DrawSheetPage(fonts, page, width,
                         [&](float inner, bool compact) { DrawTables(sheet, inner, compact); });
}

// Finished games, in the order given (newest first): date, who won, each player's points.
void DrawHistory(const Fonts& fonts, const std::vector<Sheet>& history, float width) {
    DrawHistoryOf(fonts, history, width, [](const Sheet& s) {
        const int n = s.players_n();
        return totals_entry(s,
                            fill(trn("{n} player", "{n} players", n), {{"n", std::to_string(n)}}),
                            describe_match(s));
    });
}

} // namespace table::tschak_sheet
