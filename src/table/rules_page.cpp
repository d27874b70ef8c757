// The rules screen every game shares: see rules_page.h. Drawn from data, top to bottom.
#include "table/rules_page.h"

#include "table/widgets.h"

#include <algorithm>
#include <cfloat>
#include <cstddef>
#include <cstring>
#include <imgui.h>
#include <string>
#include <vector>

namespace table::rules {
namespace {

constexpr const char* kTagLabel = "table rule";

// ---- Drawing ------------------------------------------------------------------------------------

float TagFontSize() {
    return ImGui::GetFontSize() * 0.72f;
}

ImVec2 TagSize() {
    const float fs = TagFontSize();
    const ImVec2 t = ImGui::GetFont()->CalcTextSizeA(fs, FLT_MAX, 0.0f, kTagLabel);
    return ImVec2(t.x + fs * 0.9f, fs + 4.0f);
}

// The gold "table rule" tag, its top-left corner at `pos`.
void DrawTag(ImVec2 pos) {
    const float fs = TagFontSize();
    const ImVec2 size = TagSize();
    ImDrawList* dl = ImGui::GetWindowDrawList();
    dl->AddRectFilled(pos, ImVec2(pos.x + size.x, pos.y + size.y), IM_COL32(236, 196, 96, 40),
                      size.y * 0.5f);
    dl->AddRect(pos, ImVec2(pos.x + size.x, pos.y + size.y), kGold, size.y * 0.5f, 0, 1.0f);
    dl->AddText(ImGui::GetFont(), fs, ImVec2(pos.x + fs * 0.45f, pos.y + 2.0f), kGold, kTagLabel);
}

// Width of the last line TextWrapped draws for `text` at `wrap_w`, following ImFont's wrapping
// (the texts have no '\n').
float LastLineWidth(const char* text, float wrap_w) {
    ImFont* font = ImGui::GetFont();
    const float size = ImGui::GetFontSize();
    const float scale = size / font->FontSize;
    const char* end = text + std::strlen(text);
    const char* s = text;
    const char* line = text;
    const char* line_end = end;
    while (s < end) {
        const char* eol = font->CalcWordWrapPositionA(scale, s, end, wrap_w);
        if (eol == s) ++eol; // nothing fits: ImGui forces one character
        line = s;
        line_end = std::min(eol, end);
        s = line_end;
        while (s < end && (*s == ' ' || *s == '\t')) ++s; // wrapping skips blanks
    }
    return font->CalcTextSizeA(size, FLT_MAX, 0.0f, line, line_end).x;
}

// A wrapped paragraph from the cursor to `right_x` (screen x); a reconstructed one ends with the
// tag, after its last line when it fits there, else just under it.
void Paragraph(const char* text, bool reconstructed, float right_x) {
    const ImVec2 start = ImGui::GetCursorScreenPos();
    const float wrap_w = std::max(right_x - start.x, 60.0f);
    ImGui::PushTextWrapPos(ImGui::GetCursorPosX() + wrap_w);
    ImGui::TextWrapped("%s", text);
    ImGui::PopTextWrapPos();
    if (!reconstructed) return;
    const ImVec2 tag = TagSize();
    const float line_h = ImGui::GetTextLineHeight();
    const float gap = ImGui::GetFontSize() * 0.4f;
    const float last_w = LastLineWidth(text, wrap_w);
    const float text_bottom = ImGui::GetItemRectMax().y;
    if (last_w + gap + tag.x <= wrap_w) {
        DrawTag(ImVec2(start.x + last_w + gap, text_bottom - line_h + (line_h - tag.y) * 0.5f));
    } else {
        ImGui::SetCursorScreenPos(ImVec2(start.x, text_bottom + 3.0f));
        ImGui::Dummy(tag);
        DrawTag(ImGui::GetItemRectMin());
    }
}

std::vector<std::string> CardFaces(const char* prefix, const char* codes) {
    std::vector<std::string> out;
    std::string code;
    for (const char* c = codes;; ++c) {
        if (*c == ' ' || *c == '\0') {
            if (!code.empty()) out.push_back(prefix + code);
            code.clear();
            if (*c == '\0') break;
        } else {
            code += *c;
        }
    }
    return out;
}

// Cards in rows as even as possible: one row where they fit at a readable size, else balanced
// rows (two rows of five on a phone).
void CardRows(const Atlas& atlas, const std::vector<std::string>& faces, float width) {
    if (faces.empty()) return;
    const int n = int(faces.size());
    const float gap = 6.0f, max_h = 92.0f, min_h = 60.0f, aspect = atlas.card_aspect;
    const int fit = std::max(1, int((width + gap) / (min_h * aspect + gap)));
    const int rows = (n + fit - 1) / fit;
    const int per_row = (n + rows - 1) / rows;
    const float card_w = std::min(max_h * aspect, (width - gap * (per_row - 1)) / per_row);
    const float h = card_w / aspect;
    const float row_w = per_row * card_w + (per_row - 1) * gap;
    const ImVec2 top = ImGui::GetCursorScreenPos();
    const float left = top.x + std::max(0.0f, (width - row_w) * 0.5f);
    ImDrawList* dl = ImGui::GetWindowDrawList();
    for (int i = 0; i < n; ++i) {
        const int r = i / per_row, c = i % per_row;
        const ImVec2 centre(left + c * (card_w + gap) + card_w * 0.5f,
                            top.y + r * (h + gap) + h * 0.5f);
        DrawCard(dl, atlas, faces[i], centre, h);
    }
    ImGui::Dummy(ImVec2(width, rows * h + (rows - 1) * gap + h * 0.04f));
}

// A small fan of cards (the red and the black one) on the left, the text on their right.
void CardsBeside(const Atlas& atlas, const std::vector<std::string>& faces, const Para& p,
                 float right_x) {
    const float h = std::clamp(ImGui::GetFontSize() * 4.2f, 64.0f, 84.0f);
    const float w = h * atlas.card_aspect;
    const float step = w * 0.55f;
    const float fig_w = w + step * float(std::max<std::size_t>(faces.size(), 1) - 1) + 8.0f;
    const ImVec2 top = ImGui::GetCursorScreenPos();
    ImDrawList* dl = ImGui::GetWindowDrawList();
    const float spread = faces.size() > 1 ? 0.16f / float(faces.size() - 1) : 0.0f;
    for (std::size_t i = 0; i < faces.size(); ++i) {
        const float angle = -0.08f + spread * float(i);
        DrawCard(dl, atlas, faces[i],
                 ImVec2(top.x + 4.0f + w * 0.5f + step * float(i), top.y + h * 0.5f + 3.0f), h,
                 faces.size() > 1 ? angle : 0.0f);
    }
    ImGui::Dummy(ImVec2(fig_w, h + 8.0f));
    ImGui::SameLine();
    ImGui::BeginGroup();
    Paragraph(p.text, p.reconstructed, right_x);
    ImGui::EndGroup();
}

// A key cap in a fixed-width column, then what the key does.
void KeyLine(const Para& p, float right_x) {
    const float fs = ImGui::GetFontSize();
    const float col_w = fs * 3.8f;
    const ImVec2 top = ImGui::GetCursorScreenPos();
    const ImVec2 ts = ImGui::CalcTextSize(p.figure);
    const float cap_w = std::min(col_w - fs * 0.6f, ts.x + fs * 0.9f);
    const float line_h = ImGui::GetTextLineHeight();
    ImDrawList* dl = ImGui::GetWindowDrawList();
    const ImVec2 a(top.x, top.y - 2.0f), b(top.x + cap_w, top.y + line_h + 2.0f);
    dl->AddRectFilled(a, b, IM_COL32(0, 0, 0, 60), 5.0f);
    dl->AddRect(a, b, ImGui::GetColorU32(ImGuiCol_TextDisabled), 5.0f, 0, 1.0f);
    dl->AddText(ImVec2(top.x + (cap_w - ts.x) * 0.5f, top.y), ImGui::GetColorU32(ImGuiCol_Text),
                p.figure);
    ImGui::Dummy(ImVec2(col_w, line_h));
    ImGui::SameLine();
    Paragraph(p.text, p.reconstructed, right_x);
}

void Heading(const Fonts& fonts, const char* text) {
    ImGui::PushFont(fonts.title);
    ImGui::SetWindowFontScale(0.6f);
    ImGui::TextUnformatted(text);
    ImGui::SetWindowFontScale(1.0f);
    ImGui::PopFont();
}

// Every face is in the atlas (none is when it did not load).
bool Drawable(const Atlas& atlas, const std::vector<std::string>& faces) {
    if (!atlas.texture || faces.empty()) return false;
    for (const std::string& f : faces)
        if (!atlas.has(f)) return false;
    return true;
}

void DrawSection(const Fonts& fonts, const Atlas& atlas, const char* prefix, const Section& s,
                 float width) {
    const float pad = ImGui::GetStyle().WindowPadding.x;
    const float right_x = ImGui::GetCursorScreenPos().x + width - pad;
    const float inner_w = width - 2 * pad;
    const float bullet_indent = ImGui::GetFontSize() * 1.2f;
    BeginPanel(width);
    Heading(fonts, s.title);
    for (std::size_t i = 0; i < s.count; ++i) {
        const Para& p = s.paras[i];
        switch (p.look) {
        case Look::Text:
            Paragraph(p.text, p.reconstructed, right_x);
            break;
        case Look::Bullet: {
            const ImVec2 at = ImGui::GetCursorScreenPos();
            const float r = ImGui::GetFontSize() * 0.14f;
            ImGui::GetWindowDrawList()->AddCircleFilled(
                ImVec2(at.x + bullet_indent * 0.4f, at.y + ImGui::GetTextLineHeight() * 0.5f), r,
                ImGui::GetColorU32(ImGuiCol_Text));
            ImGui::Indent(bullet_indent);
            Paragraph(p.text, p.reconstructed, right_x);
            ImGui::Unindent(bullet_indent);
            break;
        }
        case Look::Note:
            ImGui::Indent(bullet_indent);
            Paragraph(p.text, p.reconstructed, right_x);
            ImGui::Unindent(bullet_indent);
            break;
        case Look::Cards: {
            const std::vector<std::string> faces = CardFaces(prefix, p.figure);
            if (Drawable(atlas, faces))
                CardRows(atlas, faces, inner_w);
            else if (p.text)
                Paragraph(p.text, p.reconstructed, right_x);
            break;
        }
        case Look::CardsBeside: {
            const std::vector<std::string> faces = CardFaces(prefix, p.figure);
            if (Drawable(atlas, faces))
                CardsBeside(atlas, faces, p, right_x);
            else
                Paragraph(p.text, p.reconstructed, right_x);
            break;
        }
        case Look::Key:
            KeyLine(p, right_x);
            break;
        case Look::Drawing:
            if (p.draw) p.draw(inner_w);
            break;
        }
    }
    EndPanel();
}

// The legend: a sample tag, then what it means.
void DrawLegend(const Page& page, float width) {
    const float pad = ImGui::GetStyle().WindowPadding.x;
    const float right_x = ImGui::GetCursorScreenPos().x + width - pad;
    BeginPanel(width);
    const ImVec2 at = ImGui::GetCursorScreenPos();
    const ImVec2 tag = TagSize();
    const float line_h = ImGui::GetTextLineHeight();
    DrawTag(ImVec2(at.x, at.y + (line_h - tag.y) * 0.5f));
    ImGui::Dummy(ImVec2(tag.x, line_h));
    ImGui::SameLine();
    Paragraph(page.legend, false, right_x);
    if (page.legend_note) {
        ImGui::PushStyleColor(ImGuiCol_Text, ImGui::GetStyleColorVec4(ImGuiCol_TextDisabled));
        Paragraph(page.legend_note, false, right_x);
        ImGui::PopStyleColor();
    }
    EndPanel();
}

} // namespace

bool DrawPage(const Fonts& fonts, const Atlas& atlas, const Page& page) {
    bool back = false;
    BeginColumn("rules", 760.0f);
    // The column's own width, less its scrollbar once the text overflows.
    const float w = ImGui::GetContentRegionAvail().x;
    const ImGuiStyle& st = ImGui::GetStyle();
    ImGui::Dummy(ImVec2(0, 8));

    ImGui::PushFont(fonts.title);
    const float title_w = ImGui::CalcTextSize(page.title).x;
    ImGui::TextUnformatted(page.title);
    ImGui::PopFont();
    const float back_w = 110.0f;
    if (title_w + st.ItemSpacing.x + back_w <= w) ImGui::SameLine(w - back_w);
    if (BigButton("Back", "back", ImVec2(back_w, 0))) back = true;
    if (page.subtitle) ImGui::TextDisabled("%s", page.subtitle);
    ImGui::Dummy(ImVec2(0, 2));

    DrawLegend(page, w);
    for (std::size_t i = 0; i < page.count; ++i) {
        const Section& s = page.sections[i];
        ImGui::PushID(s.title);
        DrawSection(fonts, atlas, page.card_prefix, s, w);
        ImGui::PopID();
    }

    ImGui::Dummy(ImVec2(0, 6));
    if (BigButton("Back##end", "back_end", ImVec2(w, 0), true)) back = true;
    ImGui::Dummy(ImVec2(0, 8));
    EndColumn();
    return back;
}

} // namespace table::rules
