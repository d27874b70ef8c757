#include "table/check/rules_help.h"

#include "engine/check/check.h"
#include "table/check/table.h"
#include "table/check/words.h"
#include "table/i18n.h"
#include "table/rules_page.h"
#include "table/widgets.h"

#include <algorithm>
#include <imgui.h>
#include <string>
#include <vector>

namespace table {
namespace {

// One order of each kind in the standard rulebook (README, "Orders"), as the table draws it,
// with how many of that kind the 36 hold: the rulebook itself, so the help never disagrees.
void DrawOrderTable(float width) {
    const check::Rulebook& book = check::rulebook(0);
    struct Kind {
        const check::OrderCard* first;
        int count;
    };
    std::vector<Kind> kinds;
    for (const check::OrderCard& o : book.orders) {
        auto same = [&](const Kind& k) {
            return check_words::order_name(*k.first) == check_words::order_name(o);
        };
        // Specific pairs are one kind a value: show each.
        auto it = std::find_if(kinds.begin(), kinds.end(), same);
        if (it == kinds.end())
            kinds.push_back({&o, 1});
        else
            ++it->count;
    }
    const float fs = ImGui::GetFontSize();
    const int per_row = width < 420 ? 3 : 5;
    const float gap = 10, cw = (width - gap * float(per_row - 1)) / float(per_row);
    const ImVec2 card(cw, std::min(cw * 1.3f, 170.0f));
    ImDrawList* dl = ImGui::GetWindowDrawList();
    const ImVec2 o = ImGui::GetCursorScreenPos();
    const float row_h = card.y + fs * 1.5f;
    for (std::size_t i = 0; i < kinds.size(); ++i) {
        const ImVec2 at(o.x + (cw + gap) * float(i % std::size_t(per_row)),
                        o.y + row_h * float(i / std::size_t(per_row)));
        DrawOrderCard(dl, *kinds[i].first, at, card, true);
        const std::string n = "\xC3\x97" + std::to_string(kinds[i].count);
        const ImVec2 tsz = ImGui::CalcTextSize(n.c_str());
        dl->AddText(ImVec2(at.x + (cw - tsz.x) / 2, at.y + card.y + 2),
                    ImGui::GetColorU32(ImGuiCol_Text), n.c_str());
    }
    const std::size_t rows = (kinds.size() + std::size_t(per_row) - 1) / std::size_t(per_row);
    ImGui::Dummy(ImVec2(width, row_h * float(rows)));
    MarkTarget("rules_orders");
}

// The four colours with their marks, and a marker's two sides.
void DrawColours(float width) {
    const float fs = ImGui::GetFontSize();
    ImDrawList* dl = ImGui::GetWindowDrawList();
    const ImVec2 o = ImGui::GetCursorScreenPos();
    const char* const words[] = {tr("red: circle"), tr("blue: square"), tr("green: triangle"),
                                 tr("yellow: diamond")};
    // As many a row as fit their words (a language's may be long): four, two or one.
    float widest = 0;
    for (const char* w : words) widest = std::max(widest, ImGui::CalcTextSize(w).x);
    const float need = widest + fs * 2.2f;
    const int per_row = width >= need * 4 ? 4 : width >= need * 2 ? 2 : 1;
    const float cw = width / float(per_row);
    for (int c = 0; c < check::kColours; ++c) {
        const ImVec2 at(o.x + cw * float(c % per_row), o.y + fs * 1.6f * float(c / per_row));
        DrawColourMark(dl, check::Colour(c), ImVec2(at.x + fs * 0.6f, at.y + fs * 0.6f), fs * 0.5f);
        dl->AddText(ImVec2(at.x + fs * 1.4f, at.y), ImGui::GetColorU32(ImGuiCol_Text), words[c]);
    }
    ImGui::Dummy(ImVec2(width, fs * 1.6f * float((check::kColours + per_row - 1) / per_row)));
}

void DrawMarkers(float width) {
    const check::Rulebook& book = check::rulebook(0);
    const float h = std::max(ImGui::GetFontSize() * 1.8f, 32.0f);
    const float w = std::min(width, 240.0f);
    ImDrawList* dl = ImGui::GetWindowDrawList();
    const ImVec2 o = ImGui::GetCursorScreenPos();
    DrawMarker(dl, check::Colour::Blue, check::MarkerSide::Colour, book, o, ImVec2(w, h));
    DrawMarker(dl, check::Colour::Blue, check::MarkerSide::Cards, book, ImVec2(o.x, o.y + h + 6),
               ImVec2(w, h));
    ImGui::Dummy(ImVec2(width, 2 * h + 8));
}

const rules::Book& kBook = rules::AddBook(
    {"check",
     &rules::texts_check,
     "number.",
     {{"colours", &DrawColours}, {"orders", &DrawOrderTable}, {"markers", &DrawMarkers}}});

} // namespace

bool DrawCheckRules(const Fonts& fonts, const Atlas& atlas) {
    return rules::DrawPage(fonts, atlas, kBook);
}

} // namespace table
