#include "table/check/rules_help.h"

#include "engine/check/check.h"
#include "table/check/table.h"
#include "table/rules_page.h"
#include "table/widgets.h"

#include <algorithm>
#include <imgui.h>
#include <string>
#include <vector>

#define DOT " \xC2\xB7 " // spaced middle dot

namespace table {
namespace {

using rules::Beside;
using rules::Cards;
using rules::Drawing;
using rules::P;
using rules::Para;
using rules::PB;
using rules::R;
using rules::RB;
using rules::S;
using rules::Section;

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
        auto same = [&](const Kind& k) { return k.first->name == o.name; };
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
    const char* const words[] = {"red: circle", "blue: square", "green: triangle",
                                 "yellow: diamond"};
    const int per_row = width < 420 ? 2 : 4;
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

const Para kGoal[] = {
    P("A set-collection game for 2 to 4 players. Gather number cards from an open market and "
      "fulfil open orders with them, for the orders' points, for cards of an order's bonus "
      "colour, and for majorities counted at the end. Most points wins."),
};

const Para kCards[] = {
    Cards("R1 B2 G3 Y4 R5", "1 2 3 4 5 in red, blue, green and yellow"),
    P("92 number cards: 1 to 5 in four colours; four 1s and four 5s of each colour, five of each "
      "2, 3 and 4."),
    R("The colours are red, blue, green and yellow; each also has its own mark, so colour is "
      "never the only cue:"),
    Drawing(&DrawColours, true),
    P("Each player has a joker (once a game it stands for any one card)."),
};

const Para kSetup[] = {
    P("Everyone gets 3 cards. Six cards lie face up as the market, four orders face up beside "
      "it. The four majority markers are tossed, so chance decides their sides."),
    R("The first player is drawn by the game's seed (the printed rules say the youngest)."),
};

const Para kOrders[] = {
    R("The printed orders are pictures we do not have; these are our 36. Each shows its "
      "requirements, its points (gold disc), its bonus colour (the band and mark at the top) "
      "and one card-count symbol a card it needs (the small dark cards at the bottom):"),
    Drawing(&DrawOrderTable, true),
    P("A set ("
      "\xE2\x80\x9C"
      "="
      "\xE2\x80\x9D"
      " cards) is cards of one value; a run "
      "(n, +1, +2, ...) is consecutive values. Colour never matters. Several pairs on one order "
      "may share a value: four 3s are two pairs."),
    R("Each card serves one requirement, and an order takes exactly as many cards as it has "
      "symbols."),
};

const Para kTurn[] = {
    P("1. Take 1 to 3 market cards that share a number or a colour, never more than 3."),
    Cards("B1 B3 B4", "three blue cards"),
    P("2. Fulfil as many open orders as you can and wish with hand cards. The order goes in "
      "front of you; its cards of the bonus colour go to your point stack (a point each), the "
      "others to the discard pile."),
    Beside("joker", false,
           "Your joker may stand in for one card, once a game; unused, it is "
           "worth a point at the end."),
    P("3. The market is refilled to 6 and the orders to 4. With fewer than 3 cards you draw up "
      "to 3; with more than 10 you discard down to 10."),
    P("An empty draw pile is rebuilt from the shuffled discard pile."),
};

const Para kMarkers[] = {
    R("Each colour has a two-sided marker. Its colour side pays 3 points for the most fulfilled "
      "orders of that bonus colour; its cards side pays 2 points for the most card-count "
      "symbols over all your orders (several cards sides pay the same leader several times):"),
    Drawing(&DrawMarkers, true),
    P("A tie for the most pays nobody."),
};

const Para kEnd[] = {
    P("Once someone has 7 orders (2 players), 6 (3) or 5 (4), the round is finished so that "
      "everyone had as many turns."),
    P("Score: your orders' points, the markers you win, one a card in your point stack, and one "
      "for an unused joker. On a tie, more point-stack cards wins; then the victory is shared."),
};

const Para kFilledIn[] = {
    RB("The 36 orders, their colours and points, and the markers' sides."),
    RB("Who begins: drawn from the game's seed."),
    RB("Cards not of the bonus colour go to a face-up discard pile."),
    RB("No orders left, or a whole round with nothing taken or fulfilled: the round is "
       "finished and the game ends."),
    RB("Both piles empty: the market and hands are refilled as far as cards last."),
    RB("Discarding down to 10: one card at a time, your choice."),
};

const Para kHere[] = {
    P("Tap market cards to choose them: the table keeps only a set you may take and says why "
      "not. Then Take."),
    P("Orders your hand can fulfil now glow gold. Tap one: the table proposes cards, the bonus "
      "colour first; tap hand cards to change them. + Joker appears when the joker completes "
      "the order. Fulfil, then Done."),
    P("With more than 10 cards, tap the cards to discard."),
};

const Section kSections[] = {
    S("Goal", kGoal),
    S("The cards", kCards),
    S("Setup", kSetup),
    S("Orders", kOrders),
    S("A turn", kTurn),
    S("Majority markers", kMarkers),
    S("The end and scoring", kEnd),
    S("Not in the printed rules: our choices", kFilledIn),
    S("How to play here", kHere),
};

const rules::Page kPage = {
    "CHECK! rules",
    "2 to 4 players" DOT "a card game by Antoine Lefebvre",
    "number.",
    "Marked details are Txek Table's own choices where the printed rules are silent or were "
    "pictures; they are all listed together under \xE2\x80\x9CNot in the printed "
    "rules\xE2\x80\x9D.",
    "Everything unmarked is Antoine Lefebvre's rules, retold in our own words.",
    kSections,
    sizeof kSections / sizeof kSections[0],
};

} // namespace

bool DrawCheckRules(const Fonts& fonts, const Atlas& atlas) {
    return rules::DrawPage(fonts, atlas, kPage);
}

} // namespace table

#undef DOT
