#include "table/sheet_draw.h"

#include "table/i18n.h"
#include "table/widgets.h"

#include <algorithm>
#include <cfloat>

namespace table::sheets {

namespace {
const char* const kEllipsis = "\xE2\x80\xA6"; // "…"
} // namespace

ImU32 ink() {
    return ImGui::GetColorU32(ImGuiCol_Text);
}
ImU32 dim() {
    return ImGui::GetColorU32(ImGuiCol_TextDisabled);
}

ImVec2 Pen::measure(const std::string& t, float wrap) const {
    return font->CalcTextSizeA(size, FLT_MAX, wrap, t.c_str(), t.c_str() + t.size());
}

std::string Pen::fit(const std::string& t, float width) const {
    if (measure(t).x <= width) return t;
    std::string cut = t;
    while (!cut.empty()) {
        std::size_t n = cut.size(); // drop the last character with its continuation bytes
        do --n;
        while (n > 0 && (static_cast<unsigned char>(cut[n]) & 0xC0) == 0x80);
        cut.resize(n);
        if (measure(cut + kEllipsis).x <= width) return cut + kEllipsis;
    }
    return {};
}

void Pen::cell(ImDrawList* dl, float x, float y, float w, const std::string& t, ImU32 col, Align a,
               bool bold, bool shrink) const {
    Pen pen = *this;
    if (shrink) {
        const float tw = measure(t).x;
        if (tw > w && tw > 0) pen.size = size * std::max(0.6f, w / tw);
        y += (size - pen.size) * 0.75f; // keep the baseline
    }
    const std::string s = pen.fit(t, w);
    const float tw = pen.measure(s).x;
    const float left = a == Left ? x : a == Centre ? x + (w - tw) * 0.5f : x + w - tw;
    dl->AddText(font, pen.size, ImVec2(left, y), col, s.c_str(), s.c_str() + s.size());
    if (bold)
        dl->AddText(font, pen.size, ImVec2(left + 1, y), col, s.c_str(), s.c_str() + s.size());
}

float Pen::wrapped(ImDrawList* dl, float x, float y, float w, const std::string& t,
                   ImU32 col) const {
    dl->AddText(font, size, ImVec2(x, y), col, t.c_str(), t.c_str() + t.size(), w);
    return measure(t, w).y;
}

void Rule(ImDrawList* dl, float x, float y, float inner) {
    dl->AddLine(ImVec2(x, y), ImVec2(x + inner, y), kRule, 1.0f);
}

void EndHeader(ImDrawList* dl, ImVec2 o, float inner, float h) {
    Rule(dl, o.x, o.y + h + 3, inner);
    ImGui::Dummy(ImVec2(inner, h + 7));
}

void Band(ImDrawList* dl, ImVec2 o, float inner, float h) {
    dl->AddRectFilled(ImVec2(o.x - 4, o.y - 1), ImVec2(o.x + inner + 4, o.y + h + 1), kFaint, 4.0f);
}

void DimLine(const Pen& pen, float inner, const char* text) {
    const ImVec2 o = ImGui::GetCursorScreenPos();
    pen.cell(ImGui::GetWindowDrawList(), o.x, o.y, inner, text, dim(), Pen::Left);
    ImGui::Dummy(ImVec2(inner, pen.size * 1.25f));
}

RoundsGrid::RoundsGrid(float inner, bool compact)
    : dl(ImGui::GetWindowDrawList()), body{ImGui::GetFont(), ImGui::GetFontSize()},
      small{body.font, body.size * 0.82f}, inner(inner), line(body.size * 1.25f),
      small_line(small.size * 1.25f), compact(compact) {}

void RoundsGrid::columns(float label, std::size_t n, float notes) {
    const float gap = ImGui::GetStyle().ItemSpacing.x * 0.5f;
    players = n;
    label_w = label + gap;
    notes_w = compact ? 0.0f : notes;
    player_w = (inner - label_w - (compact ? 0.0f : notes_w + gap)) / float(n);
    notes_x = inner - notes_w;
}

void DrawRoundsHeader(const RoundsGrid& g, const char* label,
                      const std::vector<std::string>& players,
                      const std::vector<std::string>& seats, const char* notes) {
    const ImVec2 o = ImGui::GetCursorScreenPos();
    g.body.cell(g.dl, o.x, o.y, g.label_w, g.compact ? "#" : label, dim(), Pen::Left);
    for (std::size_t p = 0; p < players.size(); ++p)
        g.body.cell(g.dl, o.x + g.player_x(p), o.y, g.player_w - g.pad, players[p], ink(),
                    Pen::Right, true);
    float h = g.line;
    if (!g.compact) {
        for (std::size_t p = 0; p < players.size() && p < seats.size(); ++p)
            g.small.cell(g.dl, o.x + g.player_x(p), o.y + g.line, g.player_w - g.pad,
                         seat_caption(seats[p]), dim());
        g.small.cell(g.dl, o.x + g.notes_x, o.y + g.line, g.notes_w, notes, dim(), Pen::Left);
        h += g.small_line;
    }
    EndHeader(g.dl, o, g.inner, h);
}

void Heading(const Fonts& fonts, const char* text, float scale) {
    ImGui::PushFont(fonts.title);
    ImGui::SetWindowFontScale(scale);
    ImGui::TextUnformatted(text);
    ImGui::SetWindowFontScale(1.0f);
    ImGui::PopFont();
}

void Banner(const Fonts& fonts, const std::string& line, bool gold, bool compact) {
    ImGui::PushStyleColor(ImGuiCol_Text, gold ? ImGui::ColorConvertU32ToFloat4(kGold)
                                              : ImGui::GetStyle().Colors[ImGuiCol_Text]);
    ImGui::PushFont(fonts.title);
    ImGui::SetWindowFontScale(compact ? 0.5f : 0.6f);
    ImGui::TextWrapped("%s", line.c_str());
    ImGui::SetWindowFontScale(1.0f);
    ImGui::PopFont();
    ImGui::PopStyleColor();
    MarkTarget("sheet_banner");
}

void SheetButtons(SheetIntent& out, float width, bool compact, float height) {
    struct Button {
        std::string label;
        const char* target;
        bool* flag;
    };
    const Button buttons[] = {
        {std::string(tr("Back")) + "##sheet", "sheet_back", &out.back},
        {std::string(tr("History")) + "##sheet", "sheet_history", &out.show_history},
        {std::string(tr("Export")) + "##sheet", "sheet_export", &out.export_all},
        {std::string(tr("Import")) + "##sheet", "sheet_import", &out.import}};
    const int per_row = compact ? 2 : 4;
    const float bw =
        (width - float(per_row - 1) * ImGui::GetStyle().ItemSpacing.x) / float(per_row);
    for (int i = 0; i < 4; ++i) {
        if (i % per_row) ImGui::SameLine();
        if (BigButton(buttons[i].label.c_str(), buttons[i].target, ImVec2(bw, height), i == 0))
            *buttons[i].flag = true;
    }
}

std::string short_date(const std::string& iso) {
    if (iso.size() >= 16 && iso[4] == '-' && iso[7] == '-' && iso[10] == 'T' && iso[13] == ':')
        return iso.substr(0, 10) + " " + iso.substr(11, 5);
    return iso;
}

std::string seat_caption(const std::string& seat_word) {
    if (seat_word == "human") return trc("seat caption", "human");
    if (seat_word == "casual") return tr("casual bot");
    if (seat_word == "good") return tr("good bot");
    if (seat_word == "expert") return tr("expert bot");
    return seat_word + " bot";
}

bool has_seat(const std::vector<int>& seats, int seat) {
    return std::find(seats.begin(), seats.end(), seat) != seats.end();
}

SheetIntent DrawSheetPage(const Fonts& fonts, const SheetPage& page, float width,
                          const std::function<void(float, bool)>& draw_table) {
    SheetIntent out;
    const bool compact = width < kCompactWidth;
    ImGui::Dummy(ImVec2(0, 4));
    Heading(fonts, page.title, compact ? 0.75f : 1.0f);
    if (!page.has_game) {
        BeginPanel(width);
        ImGui::TextUnformatted(page.empty_line);
        ImGui::TextDisabled("%s", page.empty_hint);
        EndPanel();
    } else {
        const std::string start = short_date(page.started);
        std::string meta = page.finished.empty()
                               ? fill(tr("Started {start}"), {{"start", start}})
                               : fill(tr("Started {start} · finished {end}"),
                                      {{"start", start}, {"end", short_date(page.finished)}});
        if (!page.marks.empty()) meta += kDot + page.marks;
        ImGui::TextDisabled("%s", meta.c_str());
        BeginPanel(width);
        ImGui::BeginGroup();
        draw_table(width - 2 * ImGui::GetStyle().WindowPadding.x, compact);
        ImGui::EndGroup();
        MarkTarget("sheet_table");
        EndPanel();
        Banner(fonts, page.banner, page.gold, compact);
        ImGui::PushStyleColor(ImGuiCol_Text, ImGui::GetStyle().Colors[ImGuiCol_TextDisabled]);
        ImGui::TextWrapped("%s", page.caption.c_str()); // a phone's column is narrow
        ImGui::PopStyleColor();
    }
    ImGui::Dummy(ImVec2(0, 6));
    SheetButtons(out, width, compact, std::max(ImGui::GetFrameHeight(), kButtonHeight));
    return out;
}

std::string scores_line(const std::vector<std::string>& players, const std::vector<int>& totals) {
    std::string line;
    for (std::size_t p = 0; p < players.size() && p < totals.size(); ++p)
        line += (p ? kDot : "") + players[p] + " " + std::to_string(totals[p]);
    return line;
}

std::string entry_date(const std::string& started, const std::string& finished) {
    return short_date(finished.empty() ? started : finished);
}

void DrawHistoryList(const Fonts& fonts, const char* title, const char* none,
                     const std::vector<HistoryEntry>& entries, float width) {
    ImGui::Dummy(ImVec2(0, 6));
    Heading(fonts, title, width < kCompactWidth ? 0.5f : 0.6f);
    BeginPanel(width);
    ImGui::BeginGroup();
    if (entries.empty()) ImGui::TextDisabled("%s", none);
    const float inner = width - 2 * ImGui::GetStyle().WindowPadding.x;
    for (std::size_t i = 0; i < entries.size(); ++i) {
        const HistoryEntry& e = entries[i];
        if (i) { // a rule between games, inside the panel's padding
            const ImVec2 o = ImGui::GetCursorScreenPos();
            ImGui::GetWindowDrawList()->AddLine(o, ImVec2(o.x + inner, o.y), kRule, 1.0f);
            ImGui::Dummy(ImVec2(inner, 1));
        }
        ImGui::TextDisabled("%s", e.heading.c_str());
        if (e.gold) ImGui::PushStyleColor(ImGuiCol_Text, ImGui::ColorConvertU32ToFloat4(kGold));
        ImGui::TextWrapped("%s", e.result.c_str());
        if (e.gold) ImGui::PopStyleColor();
        ImGui::TextWrapped("%s", e.scores.c_str());
    }
    ImGui::EndGroup();
    MarkTarget("sheet_history_list");
    EndPanel();
}

} // namespace table::sheets
