#include "table/sheet_draw.h"

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

void Heading(const Fonts& fonts, const char* text, float scale) {
    ImGui::PushFont(fonts.title);
    ImGui::SetWindowFontScale(scale);
    ImGui::TextUnformatted(text);
    ImGui::SetWindowFontScale(1.0f);
    ImGui::PopFont();
}

std::string short_date(const std::string& iso) {
    if (iso.size() >= 16 && iso[4] == '-' && iso[7] == '-' && iso[10] == 'T' && iso[13] == ':')
        return iso.substr(0, 10) + " " + iso.substr(11, 5);
    return iso;
}

} // namespace table::sheets
