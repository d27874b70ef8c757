#include "table/txek/sheet_panel.h"

#include "table/i18n.h"
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
const char* assist_mark() {
    return tr("with TXEK assist");
}

// The sheet's own name for the person at this device, whose verbs agree with "you".
bool is_you(const std::string& name) {
    return name == "You" || name == "you";
}

// A part of the kind of ending as the sheet stores it (sheet.cpp, describe_ending: in English),
// in the player's language.
std::string shown_part(const std::string& part) {
    struct Named {
        const char* prefix;
        const char* msgid;
    };
    const Named named[] = {
        {"Double-TXEK victory for ", tr("Double-TXEK victory for {name}")},
        {"Double-TXEK fail for ", tr("Double-TXEK fail for {name}")},
        {"simple victory for ", tr("simple victory for {name}")},
    };
    for (const Named& n : named)
        if (part.rfind(n.prefix, 0) == 0)
            return fill(n.msgid, {{"name", part.substr(std::string(n.prefix).size())}});
    if (part == "deck exhausted") return tr("deck exhausted");
    if (part == "extra round for the tie") return tr("extra round for the tie");
    return part;
}

// The columns: the round number, one a player, and on wide screens the kind of ending.
RoundsGrid grid(float inner, std::size_t players, bool compact) {
    RoundsGrid g(inner, compact);
    // On a phone the round column gives way to the players' (its "Total" shrinks to fit).
    const Pen& body = g.body;
    g.columns(compact ? std::max(body.measure("00").x,
                                 std::min(body.measure(tr("Total")).x, inner * 0.12f))
                      : body.measure(tr("Round")).x,
              players, std::max(150.0f, inner * 0.3f));
    g.pad = compact && players > 4 ? 5.0f : 8.0f;
    return g;
}

// The kind of ending, one part a line.
std::vector<std::string> ending_parts(const SheetRow& row) {
    std::vector<std::string> parts;
    if (row.tie_break) parts.push_back("extra round for the tie");
    for (std::size_t from = 0;;) {
        const std::size_t at = row.ending.find("; ", from);
        parts.push_back(row.ending.substr(from, at == std::string::npos ? at : at - from));
        if (at == std::string::npos) break;
        from = at + 2;
    }
    return parts;
}

// A round's row: its scores, on wide screens the running totals under them, and the kind of
// ending, each part in its colour. `running` counts this round in.
void DrawRow(const RoundsGrid& g, const SheetRow& row, bool shaded,
             const std::vector<int>& running) {
    const Pen &body = g.body, &small = g.small;
    const ImVec2 o = ImGui::GetCursorScreenPos();
    const std::vector<std::string> parts = ending_parts(row);
    const float ending_w = g.compact ? g.inner - g.label_w : g.notes_w;
    float ending_h = 0;
    for (const std::string& part : parts) ending_h += small.measure(shown_part(part), ending_w).y;
    const float ending_y = g.compact ? g.line : (g.line - g.small_line) * 0.5f;
    const float row_h = g.compact ? g.line + ending_h + 2
                                  : std::max(g.line + g.small_line, ending_y + ending_h) + 2;
    if (shaded) Band(g.dl, o, g.inner, row_h);
    body.cell(g.dl, o.x, o.y, g.label_w, std::to_string(row.round), dim(), Pen::Left, false, true);
    for (std::size_t p = 0; p < g.players && p < row.scores.size(); ++p) {
        const float x = o.x + g.player_x(p);
        body.cell(g.dl, x, o.y, g.player_w - g.pad, std::to_string(row.scores[p]), ink(),
                  Pen::Right, false, true);
        if (!g.compact) // the running total under the score, red from 200 on
            small.cell(g.dl, x, o.y + g.line, g.player_w - g.pad, std::to_string(running[p]),
                       running[p] >= kTarget ? kRed : dim(), Pen::Right, false, true);
    }
    float part_y = o.y + ending_y;
    for (const std::string& part : parts)
        part_y += small.wrapped(g.dl, o.x + (g.compact ? g.label_w : g.notes_x), part_y, ending_w,
                                shown_part(part), ending_colour(part));
    ImGui::Dummy(ImVec2(g.inner, row_h));
}

// The 200 line, drawn under the round in which a total first reached 200.
void DrawTargetLine(const RoundsGrid& g) {
    const ImVec2 o = ImGui::GetCursorScreenPos();
    const std::string label = std::to_string(kTarget);
    const float lw = g.small.measure(label).x;
    const float y = o.y + g.small_line * 0.5f;
    g.dl->AddLine(ImVec2(o.x, y), ImVec2(o.x + g.inner - lw - 8, y), kGold, 2.0f);
    g.small.cell(g.dl, o.x + g.inner - lw, o.y, lw, label, kGold);
    ImGui::Dummy(ImVec2(g.inner, g.small_line));
    MarkTarget("sheet_200_line");
}

// Totals, bold: red from 200 on, gold for the winner (or the players tied for the lowest).
void DrawTotals(const RoundsGrid& g, const Sheet& sheet) {
    const ImVec2 o = ImGui::GetCursorScreenPos();
    Rule(g.dl, o.x, o.y + 2, g.inner);
    const float ty = o.y + 6;
    const std::vector<int> totals = sheet.totals();
    const int low = totals.empty() ? 0 : *std::min_element(totals.begin(), totals.end());
    const bool decided = sheet.over() || sheet.tie_break_pending();
    g.body.cell(g.dl, o.x, ty, g.label_w - 2, tr("Total"), ink(), Pen::Left, true, true);
    for (std::size_t p = 0; p < g.players; ++p) {
        const ImU32 c = decided && totals[p] == low ? kGold : totals[p] >= kTarget ? kRed : ink();
        g.body.cell(g.dl, o.x + g.player_x(p), ty, g.player_w - g.pad, std::to_string(totals[p]), c,
                    Pen::Right, true, true);
    }
    ImGui::Dummy(ImVec2(g.inner, g.line + 6));
    MarkTarget("sheet_totals");
}

void DrawTable(const Sheet& sheet, float inner, bool compact) {
    const std::size_t n = sheet.players.size();
    const RoundsGrid g = grid(inner, n, compact);
    const float spacing_y = ImGui::GetStyle().ItemSpacing.y;
    ImGui::PushStyleVar(ImGuiStyleVar_ItemSpacing, ImVec2(ImGui::GetStyle().ItemSpacing.x, 0));
    DrawRoundsHeader(g, tr("Round"), sheet.players, sheet.seats, tr("how the round ended"));
    // A row a round.
    std::vector<int> running(n, 0);
    bool reached = false;
    for (std::size_t r = 0; r < sheet.rows.size(); ++r) {
        const SheetRow& row = sheet.rows[r];
        for (std::size_t p = 0; p < n && p < row.scores.size(); ++p) running[p] += row.scores[p];
        DrawRow(g, row, r % 2 == 1, running);
        const bool now = *std::max_element(running.begin(), running.end()) >= kTarget;
        if (now && !reached) DrawTargetLine(g);
        reached = reached || now;
    }
    if (sheet.rows.empty()) DimLine(g.small, inner, tr("No round has ended yet."));
    DrawTotals(g, sheet);
    ImGui::PopStyleVar();
    ImGui::Dummy(ImVec2(0, spacing_y * 0.5f));
}

// "Ana and Bo", "Ana and Bo and Cy": the players tied for the lead.
std::string and_names(const std::vector<std::string>& names) {
    std::string out;
    for (const std::string& n : names)
        out = out.empty() ? n : fill(tr("{first} and {second}"), {{"first", out}, {"second", n}});
    return out;
}

std::string winner_line(const std::string& name, int points) {
    const std::string n = std::to_string(points);
    if (is_you(name))
        return fill(trn("You win with {n} point", "You win with {n} points", points), {{"n", n}});
    return fill(trn("{name} wins with {n} point", "{name} wins with {n} points", points),
                {{"name", name}, {"n", n}});
}

// A finished game's winner, in the history.
std::string won_line(const std::string& name, int total) {
    const std::string t = std::to_string(total);
    if (is_you(name)) return fill(tr("You won with {total}"), {{"total", t}});
    return fill(tr("{name} won with {total}"), {{"name", name}, {"total", t}});
}

std::string banner(const Sheet& sheet) {
    const std::vector<int> totals = sheet.totals();
    if (sheet.over()) {
        const int w = sheet.winner();
        return winner_line(sheet.players[std::size_t(w)], totals[std::size_t(w)]);
    }
    if (sheet.tie_break_pending()) return tr("Tie for the lowest total: one extra round");
    if (sheet.rows.empty()) return tr("Round 1 is being played");
    const int low = *std::min_element(totals.begin(), totals.end());
    std::vector<std::string> leaders;
    for (std::size_t p = 0; p < totals.size(); ++p)
        if (totals[p] == low) leaders.push_back(sheet.players[p]);
    const char* line = leaders.size() > 1 ? tr("After round {round}: {names} lead with {total}")
                       : is_you(leaders.front())
                           ? tr("After round {round}: You lead with {total}")
                           : tr("After round {round}: {name} leads with {total}");
    return fill(line, {{"round", std::to_string(sheet.rows.size())},
                       {"names", and_names(leaders)},
                       {"name", leaders.front()},
                       {"total", std::to_string(low)}});
}

} // namespace

// One sheet as a table: player names, a row a round (number, scores, the kind of ending; the
// running totals on wide screens), the totals in bold, a gold line after the round in which a
// total reached 200, the winner or the tie-break banner, then the buttons. A sheet without
// players reads "No game on the sheet yet". Targets: "sheet_table", "sheet_totals",
// "sheet_200_line", "sheet_banner" and the four buttons.
SheetIntent DrawSheet(const Fonts& fonts, const Sheet& sheet, float width) {
    SheetPage page{sheet, tr("Score sheet"), tr("No game on the sheet yet."),
                   tr("Each round's scores are written here as the game goes on.")};
    if (sheet.variant & txek::kBeginners) page.marks = tr("beginners' game");
    if (sheet.assist) page.marks += (page.marks.empty() ? "" : kDot) + std::string(assist_mark());
    page.banner = banner(sheet);
    page.gold = sheet.over() || sheet.tie_break_pending();
    page.caption =
        fill(tr("Game ends after the round in which someone reaches {target}; the lowest "
                "total wins, a tie for it plays one extra round."),
             {{"target", std::to_string(kTarget)}});
    return DrawSheetPage(fonts, page, width,
                         [&](float inner, bool compact) { DrawTable(sheet, inner, compact); });
}

// Finished games, in the order given (the history is stored newest first): date, players,
// winner and totals.
void DrawHistory(const Fonts& fonts, const std::vector<Sheet>& history, float width) {
    DrawHistoryOf(fonts, history, width, [](const Sheet& s) {
        const int rounds = int(s.rows.size());
        std::string heading = entry_heading(
            s, fill(trn("{n} round", "{n} rounds", rounds), {{"n", std::to_string(rounds)}}));
        if (s.assist) heading += kDot + std::string(assist_mark());
        const std::vector<int> totals = s.totals();
        const int w = s.winner();
        std::string result = w >= 0 ? won_line(s.players[std::size_t(w)], totals[std::size_t(w)])
                             : s.tie_break_pending() ? tr("Stopped at a tie for the lowest total")
                                                     : tr("Not played to the end");
        return HistoryEntry{heading, result, w >= 0, scores_line(s.players, totals)};
    });
}

} // namespace table::txek_sheet
