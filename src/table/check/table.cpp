#include "table/check/table.h"

#include "engine/check/wire.h"
#include "engine/core/text.h"
#include "table/check/words.h"
#include "table/i18n.h"
#include "table/table_panels.h"
#include "table/widgets.h"

#include <algorithm>
#include <cfloat>
#include <cmath>
#include <cstdio>
#include <imgui.h>

namespace table {

using namespace check;
using check_select::face_of;

namespace {
const ImU32 kInk = IM_COL32(33, 33, 33, 255);
const ImU32 kPaper = IM_COL32(255, 252, 245, 255);

ImVec2 add(ImVec2 a, ImVec2 b) {
    return ImVec2(a.x + b.x, a.y + b.y);
}

bool has(const std::vector<Action>& v, const Action& a) {
    return std::find(v.begin(), v.end(), a) != v.end();
}

// Text in `font_size` centred at `c`.
void TextAt(ImDrawList* dl, float font_size, ImVec2 c, ImU32 col, const std::string& text) {
    const ImVec2 sz = ImGui::GetFont()->CalcTextSizeA(font_size, 1e9f, 0, text.c_str());
    dl->AddText(ImGui::GetFont(), font_size, ImVec2(c.x - sz.x * 0.5f, c.y - sz.y * 0.5f), col,
                text.c_str());
}

// A small card in a pictogram: white, outlined, `label` in it.
void MiniCard(ImDrawList* dl, ImVec2 c, float h, const std::string& label) {
    const float w = h * 0.7f;
    const ImVec2 a(c.x - w / 2, c.y - h / 2), b(c.x + w / 2, c.y + h / 2);
    dl->AddRectFilled(a, b, kPaper, h * 0.12f);
    dl->AddRect(a, b, kInk, h * 0.12f, 0, std::max(1.0f, h * 0.05f));
    if (label.empty()) return;
    // Two characters ("+3") get a smaller size so they stay inside the card.
    TextAt(dl, h * (label.size() > 1 ? 0.5f : 0.62f), c, kInk, label);
}

// One requirement as a pictogram (README, "Orders"): a set is `size` cards with the
// same sign (the value when it is given, "=" for any value); a run is a staircase of cards
// rising left to right with "+1", "+2" on the steps. Returns the width used.
float DrawRequirement(ImDrawList* dl, const Requirement& r, ImVec2 left_centre, float h,
                      bool draw = true) {
    const float w = h * 0.7f, step = w * 1.08f;
    const int n = r.size;
    const float width = w + step * float(n - 1);
    if (!draw) return width;
    for (int k = 0; k < n; ++k) {
        const float x = left_centre.x + w / 2 + step * float(k);
        if (r.kind == ReqKind::Run) {
            const float rise = h * 0.12f * (float(k) - float(n - 1) / 2);
            MiniCard(dl, ImVec2(x, left_centre.y - rise), h,
                     k == 0 ? std::string("n") : "+" + std::to_string(k));
        } else {
            MiniCard(dl, ImVec2(x, left_centre.y), h,
                     r.value > 0 ? std::to_string(r.value) : std::string("="));
        }
    }
    return width;
}

// "3 pts", in the player's language.
std::string points_word(int points) {
    return fill(trn("{n} pt", "{n} pts", points), {{"n", std::to_string(points)}});
}

} // namespace

// ---- Colours, orders and markers as drawn ------------------------------------------------------

ImU32 CheckColour(Colour c) {
    switch (c) {
    case Colour::Red:
        return IM_COL32(211, 47, 47, 255); // red as named (assets/number_cards.txt)
    case Colour::Blue:
        return IM_COL32(0, 114, 178, 255);
    case Colour::Green:
        return IM_COL32(0, 158, 115, 255); // bluish green
    case Colour::Yellow:
        return IM_COL32(240, 228, 66, 255);
    }
    return kCream;
}

void DrawColourMark(ImDrawList* dl, Colour c, ImVec2 p, float r, bool outline) {
    const ImU32 fill = CheckColour(c);
    const ImU32 edge = IM_COL32(20, 20, 20, 255);
    const float t = std::max(1.0f, r * 0.18f);
    switch (c) {
    case Colour::Red:
        dl->AddCircleFilled(p, r, fill, 20);
        if (outline) dl->AddCircle(p, r, edge, 20, t);
        break;
    case Colour::Blue: {
        const ImVec2 a(p.x - r * 0.88f, p.y - r * 0.88f), b(p.x + r * 0.88f, p.y + r * 0.88f);
        dl->AddRectFilled(a, b, fill);
        if (outline) dl->AddRect(a, b, edge, 0, 0, t);
        break;
    }
    case Colour::Green: {
        const ImVec2 a(p.x, p.y - r), b(p.x + r, p.y + r * 0.8f), c2(p.x - r, p.y + r * 0.8f);
        dl->AddTriangleFilled(a, b, c2, fill);
        if (outline) dl->AddTriangle(a, b, c2, edge, t);
        break;
    }
    case Colour::Yellow: {
        const ImVec2 pts[4] = {ImVec2(p.x, p.y - r), ImVec2(p.x + r, p.y), ImVec2(p.x, p.y + r),
                               ImVec2(p.x - r, p.y)};
        dl->AddConvexPolyFilled(pts, 4, fill);
        if (outline) dl->AddPolyline(pts, 4, edge, ImDrawFlags_Closed, t);
        break;
    }
    }
}

void DrawOrderCard(ImDrawList* dl, const OrderCard& order, ImVec2 min, ImVec2 size, bool words) {
    const ImVec2 max = add(min, size);
    const float round = size.x * 0.08f;
    dl->AddRectFilled(min, max, kPaper, round);
    // The band in the bonus colour, with its mark: cards of that colour go to the point stack.
    const float band = size.y * 0.2f;
    dl->AddRectFilled(min, ImVec2(max.x, min.y + band), CheckColour(order.bonus), round,
                      ImDrawFlags_RoundCornersTop);
    DrawColourMark(dl, order.bonus, ImVec2(min.x + band * 0.55f, min.y + band * 0.5f),
                   band * 0.32f);
    // The points in a gold disc at the top right.
    const float pr = band * 0.62f;
    const ImVec2 pc(max.x - pr - 2, min.y + band * 0.55f);
    dl->AddCircleFilled(pc, pr, kGold, 20);
    dl->AddCircle(pc, pr, kInk, 20, 1.5f);
    TextAt(dl, pr * 1.35f, pc, kInk, std::to_string(order.points));
    // The requirements, one over the other, each scaled to fit the width.
    const int n = int(order.requirements.size());
    const float words_h = words ? size.y * 0.14f : 0;
    const float symbols_h = size.y * 0.12f;
    const float body_top = min.y + band + 4, body_h = size.y - band - 4 - words_h - symbols_h - 4;
    const float row_h = body_h / float(std::max(1, n));
    for (int i = 0; i < n; ++i) {
        const Requirement& r = order.requirements[std::size_t(i)];
        float h = std::min(row_h * (r.kind == ReqKind::Run ? 0.7f : 0.8f), size.x * 0.34f);
        float width = DrawRequirement(dl, r, ImVec2(), h, false);
        if (width > size.x - 8) h *= (size.x - 8) / width, width = size.x - 8;
        const float cy = body_top + row_h * (float(i) + 0.5f);
        DrawRequirement(dl, r, ImVec2(min.x + (size.x - width) / 2, cy), h);
    }
    if (words) {
        const float fs = std::min(words_h * 0.8f, ImGui::GetFontSize());
        std::string text = check_words::order_name(order);
        const float tw = ImGui::GetFont()->CalcTextSizeA(fs, 1e9f, 0, text.c_str()).x;
        const float fit = std::min(1.0f, (size.x - 6) / std::max(1.0f, tw));
        TextAt(dl, fs * fit, ImVec2(min.x + size.x / 2, max.y - symbols_h - words_h * 0.5f - 2),
               kInk, text);
    }
    // A card-count symbol a card the order needs (README, "Orders"): small dark cards.
    const int count = order.symbols();
    const float sh = symbols_h * 0.8f, sw = sh * 0.62f, gap = sw * 0.45f;
    const float total = float(count) * sw + float(count - 1) * gap;
    float x = min.x + (size.x - total) / 2;
    const float y = max.y - symbols_h * 0.5f - 2;
    for (int k = 0; k < count; ++k, x += sw + gap)
        dl->AddRectFilled(ImVec2(x, y - sh / 2), ImVec2(x + sw, y + sh / 2), kInk, sw * 0.2f);
    dl->AddRect(min, max, IM_COL32(120, 110, 90, 255), round, 0, 1.5f);
}

void DrawMarker(ImDrawList* dl, Colour colour, MarkerSide side, const Rulebook& book, ImVec2 min,
                ImVec2 size) {
    const ImVec2 max = add(min, size);
    dl->AddRectFilled(min, max, IM_COL32(0, 30, 18, 220), size.y * 0.5f);
    dl->AddRect(min, max, CheckColour(colour), size.y * 0.5f, 0, 2.0f);
    const float r = size.y * 0.3f;
    const ImVec2 mark(min.x + size.y * 0.5f, min.y + size.y * 0.5f);
    DrawColourMark(dl, colour, mark, r);
    // The side up: the colour's orders (a small order card) or card-count symbols.
    const float fs = std::min(size.y * 0.48f, ImGui::GetFontSize());
    const bool by_colour = side == MarkerSide::Colour;
    const int points = by_colour ? book.colour_majority_points : book.cards_majority_points;
    const std::string text = fill(by_colour ? tr("orders +{points}") : tr("cards +{points}"),
                                  {{"points", std::to_string(points)}});
    const float x0 = mark.x + r + 4;
    if (!by_colour) {
        const float sh = size.y * 0.4f, sw = sh * 0.62f;
        for (int k = 0; k < 3; ++k)
            dl->AddRectFilled(ImVec2(x0 + k * (sw + 2), mark.y - sh / 2),
                              ImVec2(x0 + k * (sw + 2) + sw, mark.y + sh / 2), kCream, 2);
    }
    const float tx = by_colour ? x0 : x0 + 3 * (size.y * 0.4f * 0.62f + 2) + 2;
    dl->AddText(ImGui::GetFont(), fs, ImVec2(tx, mark.y - fs * 0.5f), kCream, text.c_str());
}

const char* MarkerLetter(bool by_colour) {
    // TRANSLATORS: a majority marker's side in a score column: O the orders side (the most orders
    // of its colour), C the cards side (the most card-count symbols); one letter each, told
    // apart, as the caption under the scores explains them.
    return by_colour ? trc("marker side", "O") : trc("marker side", "C");
}

CheckTable::CheckTable(const TableSetup& setup) : TypedTable(setup) {
    choice_.order = -1;
}

// ---- The module's hooks (table/typed_table.h) ---------------------------------------------------

// The player to move holds the device, once the public view says who that is.
int CheckTable::to_move() const {
    return view_.phase != Phase::GameOver ? view_.current : -1;
}

bool CheckTable::may_move(const View& v) const {
    return v.phase != Phase::GameOver && turn_here(v);
}

// A choice lasts only while the same person stays in the same step of the same turn.
void CheckTable::viewed(const View& before) {
    if (before.viewer != view_.viewer || before.phase != view_.phase || before.turn != view_.turn ||
        before.my_hand != view_.my_hand || before.market != view_.market ||
        before.open_orders != view_.open_orders)
        clear_choices();
    reread();
}

void CheckTable::drop_choices() {
    clear_choices();
}

bool CheckTable::animating() const {
    return flashing();
}

void CheckTable::reset() {
    clear_choices();
}

std::string CheckTable::log_line(const Event& e) const {
    return check_words::log_line(e, voice());
}

std::string CheckTable::refusal_words(const core::Refusal& r) const {
    return check_words::refusal_words(r);
}

void CheckTable::absorb(const std::vector<Event>& events) {
    for (const Event& e : events) {
        if (e.kind == EventKind::Took || e.kind == EventKind::Fulfilled) PlayCue(Cue::Land);
        if (e.kind == EventKind::EndTriggered) PlayCue(Cue::Call);
        if (e.kind == EventKind::GameEnded) PlayCue(Cue::End);
    }
}

// ---- Taps ---------------------------------------------------------------------------------------

void CheckTable::clear_choices() {
    take_slots_ = 0;
    choice_ = check_select::Choice{};
    choice_.order = -1;
    reread();
}

void CheckTable::reread() {
    reading_ = choice_.order >= 0 && view_.viewer >= 0 ? check_select::read_choice(view_, choice_)
                                                       : check_select::FulfilReading{};
}

void CheckTable::tap_market(int slot) {
    if (!may_move(view_)) return flash(tr("Wait for your turn"));
    if (view_.phase != Phase::Take) return flash(tr("You took this turn's cards already"));
    const check_select::TakeTap t = check_select::tap_market(view_.market, take_slots_, slot);
    if (!t.refusal.empty()) return flash(t.refusal);
    take_slots_ = t.slots;
}

void CheckTable::tap_order(int order) {
    if (!may_move(view_)) return flash(tr("Wait for your turn"));
    if (view_.phase != Phase::Fulfil) return flash(tr("Take cards first, then fulfil orders"));
    if (choice_.order == order) return clear_choices();
    auto proposed = check_select::propose(view_, order);
    if (!proposed) return flash(tr("Your hand cannot fulfil this order now"));
    choice_ = *proposed;
    reread();
}

void CheckTable::tap_hand(CardId card) {
    if (!may_move(view_)) return flash(tr("Wait for your turn"));
    if (view_.phase == Phase::Discard) {
        if (auto a = check_select::discard_for(view_, card)) return act(*a);
        return flash(tr("That card cannot be discarded now"));
    }
    if (view_.phase == Phase::Fulfil && choice_.order >= 0) {
        check_select::toggle_card(choice_, card);
        return reread();
    }
    if (view_.phase == Phase::Fulfil)
        return flash(tr("Tap a highlighted order to fulfil it first"));
    flash(tr("Take cards from the market first"));
}

// ---- Layout -----------------------------------------------------------------------------------

void CheckTable::layout(ImVec2 o, ImVec2 sz, float aspect, int players) {
    Geometry& g = g_;
    g.origin = o;
    g.size = sz;
    g.aspect = aspect;
    g.portrait = sz.x < sz.y * 0.9f || sz.x < 640;
    const float top = layout_top(players);
    const float bottom = layout_bottom();
    layout_middle(top, bottom);
}

// On a phone the log, then the others' plates; returns the y under them.
float CheckTable::layout_top(int players) {
    Geometry& g = g_;
    const ImVec2 o = g.origin, sz = g.size;
    const float fs = ImGui::GetFontSize();
    const float m = 8, w = sz.x - 2 * m;
    // Watching bots (nobody at the bottom): every player has a plate at the top.
    const bool watching = device_.holder < 0;
    const int others = std::max(1, watching ? players : players - 1);
    float y = o.y + 2;
    if (g.portrait) {
        g.log_lines = 2;
        g.log_at = ImVec2(o.x + 4, y);
        g.log_w = sz.x - 8;
        y += TableLog::height(g.log_lines) + 6;
    }
    // The others' plates in a row across the top: name, counts, their orders overlapped.
    g.plate_h = g.portrait ? fs * 4.4f : fs * 5.2f;
    const float plate_w = std::min(g.portrait ? w / others - 6 : 380.0f, w / others - 6);
    g.plate_size = ImVec2(plate_w, g.plate_h);
    const int bottom = watching ? players - 1 : device_.holder;
    for (int k = 1; k <= others; ++k) {
        const int seat = (bottom + k) % players;
        g.plate_min[std::size_t(seat)] =
            ImVec2(o.x + m + (w / others) * (k - 0.5f) - plate_w / 2, y);
    }
    y += g.plate_h + 8;
    return y;
}

// The hand at the bottom, then over it my line, the buttons and the prompt; returns the y over
// the prompt.
float CheckTable::layout_bottom() {
    Geometry& g = g_;
    const ImVec2 o = g.origin, sz = g.size;
    const float fs = ImGui::GetFontSize();
    const float m = 8, w = sz.x - 2 * m;
    const float button_h = std::max(kTouchTarget + 4, ImGui::GetFrameHeight() + 10);
    // The hand at the bottom (two rows on a phone when it is long).
    g.hand_h = g.portrait ? std::clamp(sz.y * 0.1f, 64.0f, 84.0f)
                          : std::clamp(sz.y * 0.15f, 90.0f, 120.0f);
    g.hand_w = g.portrait ? w : std::min(w, 1100.0f);
    g.hand_at = ImVec2(o.x + (sz.x - g.hand_w) * 0.5f, 0);
    const std::vector<HandSpot> spots = hand_spots(view_.my_hand);
    float extent = g.hand_h;
    if (!spots.empty()) extent = spots.back().centre.y + g.hand_h * 0.5f;
    g.hand_at.y = o.y + sz.y - 6 - extent;
    // Over the hand: my line, the buttons, the prompt.
    float above = g.hand_at.y - g.hand_h * 0.18f - 4; // a chosen card rises by 0.16 of its height
    g.mine_y = above - fs * 0.8f;
    above -= fs * 1.8f;
    g.buttons_size = ImVec2(std::min(w, 620.0f), button_h);
    g.buttons_at = ImVec2(o.x + (sz.x - g.buttons_size.x) * 0.5f, above - button_h);
    above -= button_h + 6;
    g.prompt_y = above - fs * 0.7f;
    above -= fs * 1.5f;
    return above;
}

// The middle, from `y` down to `above`: the market, the open orders and the markers (and on a
// wide screen the log).
void CheckTable::layout_middle(float y, float above) {
    Geometry& g = g_;
    const ImVec2 o = g.origin, sz = g.size;
    const float aspect = g.aspect;
    const float fs = ImGui::GetFontSize();
    const float m = 8, w = sz.x - 2 * m;
    const float space = above - y;
    const float gap = 6;
    g.marker_size = ImVec2(0, std::max(fs * 1.7f, 30.0f));
    const int marker_rows = g.portrait ? 2 : 1;
    const float markers_h = g.marker_size.y * float(marker_rows) + 4 * float(marker_rows - 1);
    const float left = space - markers_h - 3 * gap - (g.portrait ? fs * 2.2f + 12 : 0);
    // Market cards and order cards share what is left, the orders a little taller.
    const float mw = g.portrait ? w : std::min(w * 0.55f, 640.0f);
    g.market_h = std::min({left * 0.44f, (mw - 5 * gap) / 6 / aspect, g.portrait ? 96.0f : 150.0f});
    g.market_h = std::max(g.market_h, 50.0f);
    const float market_w = g.market_h * aspect * 6 + gap * 5;
    float order_h = std::min(left - g.market_h - gap, g.portrait ? 150.0f : 200.0f);
    float order_w = std::min(order_h * 0.78f, ((g.portrait ? w : w - market_w - 20) - 3 * gap) / 4);
    order_h = std::min(order_h, order_w * 1.35f);
    g.order_size = ImVec2(order_w, order_h);
    if (g.portrait) {
        // Each row under its label ("Market · deck ...", "Orders · ... left").
        g.market_at = ImVec2(o.x + (sz.x - market_w) / 2, y + fs);
        const float orders_w = order_w * 4 + gap * 3;
        g.orders_at =
            ImVec2(o.x + (sz.x - orders_w) / 2, g.market_at.y + g.market_h + fs * 1.2f + 12);
        g.markers_at = ImVec2(o.x + m, g.orders_at.y + order_h + gap);
        g.marker_size.x = (w - gap) / 2;
    } else {
        const float orders_w = order_w * 4 + gap * 3;
        const float row_w = market_w + 24 + orders_w;
        const float x0 = o.x + (sz.x - row_w) / 2;
        const float mid = y + (left - std::max(g.market_h, order_h)) * 0.5f;
        g.market_at = ImVec2(x0, mid + (order_h - g.market_h) * 0.5f);
        g.orders_at = ImVec2(x0 + market_w + 24, mid);
        g.markers_at = ImVec2(o.x + (sz.x - std::min(w, 900.0f)) / 2, mid + order_h + gap * 2);
        g.marker_size.x = (std::min(w, 900.0f) - 3 * gap) / 4;
        // The log between the markers and the prompt, at the left.
        const float log_top = g.markers_at.y + g.marker_size.y + 8;
        const float room = g.prompt_y - ImGui::GetFontSize() * 1.2f - log_top;
        g.log_lines = std::clamp(int(room / ImGui::GetTextLineHeightWithSpacing()) - 1, 0, 4);
        g.log_w = std::min(420.0f, sz.x * 0.33f);
        g.log_at = ImVec2(o.x + 10, log_top);
    }
}

// The hand grouped by value: the cards of one value overlap, a
// gap parts the values; as many rows as keep each card's visible strip a fingertip wide.
std::vector<CheckTable::HandSpot> CheckTable::hand_spots(const std::vector<CardId>& hand) const {
    std::vector<HandSpot> out;
    const int n = int(hand.size());
    if (n == 0) return out;
    const auto groups = check_select::groups_by_value(hand);
    const float h = g_.hand_h, w = h * g_.aspect, W = g_.hand_w;
    const float group_gap = w * 0.3f;
    const float tight = std::max(kTouchTarget, w * 0.5f), roomy = std::max(w * 0.72f, tight);
    // Rows: split the groups so that each row fits with `tight` steps.
    std::vector<std::vector<int>> rows(1); // indexes into the hand, grouped
    std::vector<int> row_groups(1, 0);
    float row_extent = 0;
    int index = 0;
    for (const auto& grp : groups) {
        const float need = float(grp.size()) * tight + (rows.back().empty() ? 0 : group_gap);
        // Half a pixel to spare: a row that fits only to the last bit would, after rounding,
        // give steps a hair under the fingertip width.
        if (!rows.back().empty() && row_extent + need + (w - tight) > W - 0.5f) {
            rows.emplace_back();
            row_groups.push_back(0);
            row_extent = float(grp.size()) * tight;
        } else {
            row_extent += need;
        }
        for (std::size_t k = 0; k < grp.size(); ++k) rows.back().push_back(index++);
        ++row_groups.back();
    }
    const float row_step = h + 6;
    for (std::size_t r = 0; r < rows.size(); ++r) {
        const int cards = int(rows[r].size()), gaps = row_groups[r] - 1;
        const float step =
            cards > 1 ? std::min(roomy, (W - w - float(gaps) * group_gap) / float(cards - 1))
                      : roomy;
        const float row_w = w + step * float(cards - 1) + group_gap * float(gaps);
        float x = g_.hand_at.x + (W - row_w) * 0.5f + w * 0.5f;
        int last_value = 0;
        for (int k = 0; k < cards; ++k) {
            const int i = rows[r][std::size_t(k)];
            const int value = value_of(hand[std::size_t(i)]);
            if (k > 0 && value != last_value) x += group_gap;
            if (k > 0) x += step;
            last_value = value;
            HandSpot s;
            s.centre = ImVec2(x, g_.hand_at.y + h * 0.5f + row_step * float(r));
            s.hit_min = ImVec2(x - w * 0.5f, s.centre.y - h * 0.5f);
            s.hit_size = ImVec2(w, h);
            out.push_back(s);
        }
    }
    // Each card's tap area is the strip left visible by the next one in its row.
    for (std::size_t k = 0; k + 1 < out.size(); ++k)
        if (out[k + 1].centre.y == out[k].centre.y)
            out[k].hit_size.x =
                std::min(out[k].hit_size.x, out[k + 1].hit_min.x - out[k].hit_min.x);
    // The spots follow the hand's order, which groups_by_value keeps within a value.
    return out;
}

// ---- Drawing ----------------------------------------------------------------------------------

std::vector<Score> CheckTable::running_scores(const View& v) const {
    if (!v.scores.empty()) return v.scores;
    std::vector<std::vector<int>> orders;
    std::vector<int> stacks;
    std::vector<bool> jokers;
    for (const SeatView& s : v.seats) {
        orders.push_back(s.orders);
        stacks.push_back(int(s.stack.size()));
        jokers.push_back(s.joker);
    }
    return score(rulebook(v.variant), v.markers, orders, stacks, jokers);
}

// A player's fulfilled orders overlapped left to right, each showing its band and points.
void CheckTable::draw_owned_orders(ImDrawList* dl, const std::vector<int>& orders, ImVec2 min,
                                   float width, float height) const {
    const Rulebook& book = rulebook(view_.variant);
    const float w = height * 0.74f;
    const int n = int(orders.size());
    if (n == 0) return;
    const float step = n > 1 ? std::min(w * 0.62f, (width - w) / float(n - 1)) : 0;
    // Right to left, each card over the one after it: what stays visible of a covered card is
    // its right part, where its points are.
    for (int k = n - 1; k >= 0; --k) {
        const int id = orders[std::size_t(k)];
        if (id < 0 || id >= int(book.orders.size())) continue;
        DrawOrderCard(dl, book.orders[std::size_t(id)], ImVec2(min.x + step * float(k), min.y),
                      ImVec2(w, height), false);
    }
}

void CheckTable::draw_plate(const View& v, int seat) {
    if (seat == device_.holder) return;
    ImDrawList* dl = ImGui::GetWindowDrawList();
    const SeatView& sv = v.seats[std::size_t(seat)];
    const bool turn = v.phase != Phase::GameOver && v.current == seat;
    const ImVec2 min = g_.plate_min[std::size_t(seat)], sz = g_.plate_size;
    dl->AddRectFilled(min, add(min, sz), turn ? kTurnPlate : kPlate, 10);
    const ImU32 fg = turn ? kTurnPlateText : kCream;
    const float fs = ImGui::GetFontSize(), small = fs * 0.85f;
    ImGui::PushClipRect(min, add(min, sz), true);
    std::string who = player_name(setup_, seat);
    if (is_bot(setup_, seat) && !g_.portrait)
        who += std::string(" (") + LevelLabel(setup_.setup.seats[std::size_t(seat)]) + ")";
    dl->AddText(ImVec2(min.x + 8, min.y + 4), fg, who.c_str());
    const std::vector<Score> scores = running_scores(v);
    const int points = seat < int(scores.size()) ? scores[std::size_t(seat)].total : 0;
    // The points so far, cards in hand, the point stack: the longest line that fits the box (four
    // players on a phone: a third of 390 px); the points always stay, the sheet has the rest.
    const std::string pts = points_word(points), dot = " \xC2\xB7 ";
    const std::string hand = std::to_string(sv.hand_count), stack = std::to_string(sv.stack.size());
    const std::string lines[] = {pts + dot + fill(tr("{n} in hand"), {{"n", hand}}) + dot +
                                     fill(tr("stack {n}"), {{"n", stack}}),
                                 pts + dot + fill(tr("hand {n}"), {{"n", hand}}) + dot +
                                     fill(tr("st {n}"), {{"n", stack}}),
                                 pts + dot + fill(tr("hand {n}"), {{"n", hand}}), pts};
    std::string line = pts;
    for (const std::string& l : lines)
        if (ImGui::GetFont()->CalcTextSizeA(small, FLT_MAX, 0, l.c_str()).x <= sz.x - 16) {
            line = l;
            break;
        }
    dl->AddText(ImGui::GetFont(), small, ImVec2(min.x + 8, min.y + 5 + fs), fg, line.c_str());
    const float orders_top = min.y + 8 + fs + small;
    const float orders_h = sz.y - (orders_top - min.y) - 4;
    float orders_w = sz.x - 16;
    if (sv.joker) {
        // The unused joker: a small gold star disc at the right of the orders.
        const float r = std::min(orders_h * 0.35f, 14.0f);
        const ImVec2 c(min.x + sz.x - 8 - r, orders_top + orders_h * 0.5f);
        dl->AddCircleFilled(c, r, kGold, 20);
        TextAt(dl, r * 1.3f, c, kInk, "J");
        orders_w -= 2 * r + 6;
    }
    if (sv.orders.empty()) {
        // Beside the joker, never under it.
        const char* none = tr("no orders yet");
        if (ImGui::GetFont()->CalcTextSizeA(small, FLT_MAX, 0, none).x > orders_w)
            none = tr("none yet");
        dl->AddText(ImGui::GetFont(), small, ImVec2(min.x + 8, orders_top + 2), fg, none);
    }
    draw_owned_orders(dl, sv.orders, ImVec2(min.x + 8, orders_top), orders_w, orders_h);
    ImGui::PopClipRect();
    ImGui::SetCursorScreenPos(min);
    ImGui::Dummy(sz);
    MarkTarget("seat:" + std::to_string(seat));
}

// My line over my hand: name, orders, stack, joker, points; my orders overlapped beside it.
void CheckTable::draw_mine(const View& v) {
    if (device_.holder < 0 || v.viewer != device_.holder) return;
    const SeatView& sv = v.seats[std::size_t(device_.holder)];
    const bool turn = v.phase != Phase::GameOver && v.current == device_.holder;
    const std::vector<Score> scores = running_scores(v);
    const int points =
        device_.holder < int(scores.size()) ? scores[std::size_t(device_.holder)].total : 0;
    const std::string name = plate_name(setup_, device_, device_.holder), dot = " \xC2\xB7 ";
    const int n = int(sv.orders.size());
    const std::string orders = fill(trn("{n} order", "{n} orders", n), {{"n", std::to_string(n)}});
    const std::string stack = fill(tr("stack {n}"), {{"n", std::to_string(sv.stack.size())}});
    const std::string pts = points_word(points), ready = dot + tr("joker ready");
    // The longest line that fits: a phone drops the used joker, then the stack (on the sheet).
    std::string line =
        name + dot + orders + dot + stack + (sv.joker ? ready : dot + tr("joker used")) + dot + pts;
    if (ImGui::CalcTextSize(line.c_str()).x > g_.size.x - 40)
        line = name + dot + orders + dot + stack + (sv.joker ? ready : "") + dot + pts;
    if (ImGui::CalcTextSize(line.c_str()).x > g_.size.x - 40)
        line = name + dot + orders + (sv.joker ? dot + tr("joker") : "") + dot + pts;
    Pill(ImVec2(g_.origin.x + g_.size.x * 0.5f, g_.mine_y), line, turn ? kTurnPlate : kPlate,
         turn ? kTurnPlateText : kCream);
    ImGui::SetCursorScreenPos(ImVec2(g_.origin.x + g_.size.x * 0.25f, g_.mine_y - 10));
    ImGui::Dummy(ImVec2(g_.size.x * 0.5f, 20));
    MarkTarget("mine");
    if (sv.orders.empty()) return;
    // My fulfilled orders: at the left of the buttons on a desktop, under the markers on a phone.
    ImDrawList* dl = ImGui::GetWindowDrawList();
    if (!g_.portrait) {
        const float h = g_.buttons_size.y;
        draw_owned_orders(dl, sv.orders, ImVec2(g_.origin.x + 10, g_.buttons_at.y),
                          g_.buttons_at.x - 30, h);
        return;
    }
    const float top = g_.markers_at.y + 2 * g_.marker_size.y + 12;
    const float h = std::min(g_.prompt_y - ImGui::GetFontSize() - top, 56.0f);
    if (h >= 24) draw_owned_orders(dl, sv.orders, ImVec2(g_.origin.x + 12, top), g_.size.x - 24, h);
}

void CheckTable::draw_market(const Atlas& atlas, const View& v, bool my_turn) {
    const float h = g_.market_h, w = h * g_.aspect, gap = 6;
    const bool taking = my_turn && v.phase == Phase::Take;
    for (int s = 0; s < kMarketSize; ++s) {
        const ImVec2 c(g_.market_at.x + w / 2 + (w + gap) * float(s), g_.market_at.y + h / 2);
        const CardId card = v.market[std::size_t(s)];
        if (card == kNoCard) {
            DrawSlot(atlas, c, h);
            continue;
        }
        const bool chosen = (take_slots_ >> s) & 1;
        const std::string target = "market:" + std::to_string(s);
        if (panel_shown_) {
            DrawCard(ImGui::GetWindowDrawList(), atlas, face_of(card), c, h);
            continue;
        }
        // A card that cannot join the cards chosen (README, "Turn", step 1) is dimmed; a tap on
        // it still says why.
        const bool joins =
            taking &&
            (chosen || check_select::tap_market(v.market, take_slots_, s).refusal.empty());
        if (CardButton(atlas, face_of(card), c, h, target, joins && !chosen,
                       taking && !joins ? 0.45f : 1.0f, chosen))
            tap_market(s);
        if (chosen) {
            // A tick under a chosen card, so the choice never rests on the lift alone.
            ImDrawList* dl = ImGui::GetWindowDrawList();
            const ImVec2 t(c.x, c.y + h * 0.5f + 2);
            dl->AddCircleFilled(t, 10, kGold, 16);
            const ImVec2 tick[3] = {ImVec2(t.x - 5, t.y), ImVec2(t.x - 1.5f, t.y + 4),
                                    ImVec2(t.x + 5, t.y - 4)};
            dl->AddPolyline(tick, 3, kInk, 0, 2.5f);
        }
    }
    const std::string label = fill(
        tr("Market · deck {deck} · discards {discards}"),
        {{"deck", std::to_string(v.deck_count)}, {"discards", std::to_string(v.discard.size())}});
    ImGui::GetWindowDrawList()->AddText(
        ImGui::GetFont(), ImGui::GetFontSize() * 0.8f,
        ImVec2(g_.market_at.x, g_.market_at.y - ImGui::GetFontSize() * 0.85f - 4),
        IM_COL32(250, 244, 228, 200), label.c_str());
}

void CheckTable::draw_orders(const View& v, bool my_turn) {
    ImDrawList* dl = ImGui::GetWindowDrawList();
    const Rulebook& book = rulebook(v.variant);
    const std::vector<int> ready =
        my_turn && v.phase == Phase::Fulfil ? check_select::fulfillable(v) : std::vector<int>{};
    const float gap = 6;
    for (int k = 0; k < kOpenOrders; ++k) {
        const ImVec2 min(g_.orders_at.x + (g_.order_size.x + gap) * float(k), g_.orders_at.y);
        const ImVec2 max = add(min, g_.order_size);
        const int id = v.open_orders[std::size_t(k)];
        if (id < 0 || id >= int(book.orders.size())) {
            dl->AddRect(min, max, IM_COL32(255, 255, 255, 90), 8, 0, 2);
            continue;
        }
        const bool can = std::find(ready.begin(), ready.end(), id) != ready.end();
        const bool chosen = choice_.order == id;
        // Orders the hand can fulfil now: a gold halo; the one being fulfilled: lifted.
        const float lift = chosen ? 8.0f : 0.0f;
        const ImVec2 at(min.x, min.y - lift);
        if (can || chosen)
            dl->AddRectFilled(ImVec2(at.x - 5, at.y - 5),
                              ImVec2(at.x + g_.order_size.x + 5, at.y + g_.order_size.y + 5),
                              chosen ? IM_COL32(255, 255, 255, 230) : IM_COL32(236, 196, 96, 230),
                              10);
        DrawOrderCard(dl, book.orders[std::size_t(id)], at, g_.order_size, true);
        if (panel_shown_) continue;
        ImGui::SetCursorScreenPos(at);
        const std::string target = "order:" + std::to_string(id);
        if (TapButton(target, g_.order_size)) tap_order(id);
        MarkTarget(target);
    }
    const std::string label =
        fill(tr("Orders · {n} left"), {{"n", std::to_string(v.order_deck_count)}});
    dl->AddText(ImGui::GetFont(), ImGui::GetFontSize() * 0.8f,
                ImVec2(g_.orders_at.x, g_.orders_at.y - ImGui::GetFontSize() * 0.85f - 12),
                IM_COL32(250, 244, 228, 200), label.c_str());
}

void CheckTable::draw_markers(const View& v) {
    ImDrawList* dl = ImGui::GetWindowDrawList();
    const Rulebook& book = rulebook(v.variant);
    const float gap = 6;
    const int per_row = g_.portrait ? 2 : 4;
    for (int c = 0; c < kColours; ++c) {
        const ImVec2 min(g_.markers_at.x + (g_.marker_size.x + gap) * float(c % per_row),
                         g_.markers_at.y + (g_.marker_size.y + 4) * float(c / per_row));
        DrawMarker(dl, Colour(c), v.markers[std::size_t(c)], book, min, g_.marker_size);
        ImGui::SetCursorScreenPos(min);
        ImGui::Dummy(g_.marker_size);
        MarkTarget("marker:" + std::to_string(c));
    }
}

void CheckTable::draw_hand(const Atlas& atlas, const View& v, bool my_turn) {
    if (device_.holder < 0 || v.viewer != device_.holder) return;
    ImDrawList* dl = ImGui::GetWindowDrawList();
    const std::vector<HandSpot> spots = hand_spots(v.my_hand);
    const float h = g_.hand_h, lift = h * 0.16f;
    auto chosen = [&](CardId c) {
        return std::find(choice_.cards.begin(), choice_.cards.end(), c) != choice_.cards.end();
    };
    const bool discarding = my_turn && v.phase == Phase::Discard;
    for (std::size_t k = 0; k < spots.size() && k < v.my_hand.size(); ++k) {
        const CardId c = v.my_hand[k];
        ImVec2 at = spots[k].centre;
        if (chosen(c)) {
            at.y -= lift;
            const float w = h * g_.aspect, pad = h * 0.05f;
            dl->AddRectFilled(ImVec2(at.x - w / 2 - pad, at.y - h / 2 - pad),
                              ImVec2(at.x + w / 2 + pad, at.y + h / 2 + pad),
                              IM_COL32(236, 196, 96, 230), h * 0.09f);
        } else if (discarding) {
            const float w = h * g_.aspect, pad = h * 0.04f;
            dl->AddRect(ImVec2(at.x - w / 2 - pad, at.y - h / 2 - pad),
                        ImVec2(at.x + w / 2 + pad, at.y + h / 2 + pad),
                        IM_COL32(255, 190, 170, 230), h * 0.09f, 0, 2.5f);
        }
        DrawCard(dl, atlas, face_of(c), at, h);
    }
    // The joker beside the hand while it is being used for an order.
    if (choice_.joker && !spots.empty()) {
        const ImVec2 at(g_.hand_at.x + g_.hand_w - h * g_.aspect * 0.5f, spots.back().centre.y);
        if (at.x > spots.back().centre.x + h * g_.aspect)
            DrawCard(dl, atlas, "number.joker", at, h);
    }
    // Under the end panel the cards are pictures only: a button there would take its clicks.
    if (panel_shown_) return;
    for (std::size_t k = 0; k < spots.size() && k < v.my_hand.size(); ++k) {
        const CardId c = v.my_hand[k];
        ImVec2 min = spots[k].hit_min, size = spots[k].hit_size;
        if (chosen(c)) min.y -= lift, size.y += lift;
        ImGui::SetCursorScreenPos(min);
        const std::string target = "hand:" + std::to_string(c);
        const bool tapped = TapButton(target, size);
        MarkTarget(target);
        if (tapped) tap_hand(c);
    }
}

// The buttons of the step: Take; Fulfil (with the joker when it completes), Cancel, Done.
void CheckTable::draw_buttons(const View& v, bool my_turn) {
    if (!my_turn) return;
    const float gap = ImGui::GetStyle().ItemSpacing.x;
    const ImVec2 at = g_.buttons_at, sz = g_.buttons_size;
    ImGui::SetCursorScreenPos(at);
    if (v.phase == Phase::Take) {
        const int n = check_select::slot_count(take_slots_);
        const bool can = n > 0 && has(v.legal, Action::take(take_slots_));
        const std::string label =
            n == 0 ? std::string(tr("Take: tap market cards"))
                   : fill(trn("Take {n} card", "Take {n} cards", n), {{"n", std::to_string(n)}});
        const bool done_too = has(v.legal, Action::done());
        const float take_w = done_too ? (sz.x - gap) * 0.7f : sz.x;
        std::string why;
        if (!can)
            why = n == 0 ? tr("Tap 1 to 3 market cards that share a number or a colour")
                         : check_words::refusal_line(check::take_refusal(v.market, take_slots_));
        const Press take =
            ReasonButton((label + "##take").c_str(), "take", ImVec2(take_w, sz.y), can, why, true);
        if (take == Press::On) act(Action::take(take_slots_));
        if (take == Press::Off) flash(why);
        if (done_too) {
            ImGui::SameLine();
            if (BigButton(tr("Done"), "done", ImVec2(sz.x - take_w - gap, sz.y)))
                act(Action::done());
        }
        return;
    }
    if (v.phase != Phase::Fulfil) return;
    const bool done_ok = has(v.legal, Action::done());
    if (choice_.order < 0) {
        const bool any = !check_select::fulfillable(v).empty();
        const std::string why = done_ok ? std::string() : tr("Discard down to 10 cards first");
        const std::string label =
            std::string(any ? tr("Done: fulfil nothing more") : tr("Done")) + "##done";
        const Press done =
            ReasonButton(label.c_str(), "done", ImVec2(sz.x, sz.y), done_ok, why, !any);
        if (done == Press::On) act(Action::done());
        if (done == Press::Off) flash(why);
        return;
    }
    const bool joker_button = reading_.joker_completes || choice_.joker;
    const int buttons = joker_button ? 3 : 2;
    const float small_w = (sz.x - float(buttons - 1) * gap) * (joker_button ? 0.25f : 0.3f);
    const float main_w = sz.x - float(buttons - 1) * (small_w + gap);
    const std::string cancel = std::string(tr("Cancel")) + "##fulfil";
    if (BigButton(cancel.c_str(), "cancel_fulfil", ImVec2(small_w, sz.y))) clear_choices();
    if (joker_button) {
        ImGui::SameLine();
        const char* label = choice_.joker ? tr("No joker") : tr("+ Joker");
        if (BigButton(label, "joker", ImVec2(small_w, sz.y), !choice_.joker)) {
            choice_.joker = !choice_.joker;
            reread();
        }
    }
    ImGui::SameLine();
    const bool ok = reading_.meets;
    const std::string label = std::string(tr("Fulfil")) + "##fulfil";
    const Press fulfil =
        ReasonButton(label.c_str(), "fulfil", ImVec2(main_w, sz.y), ok, reading_.refusal, true);
    if (fulfil == Press::On) act(reading_.action);
    if (fulfil == Press::Off) flash(reading_.refusal);
}

// What to do now, or whose turn it is.
std::string CheckTable::prompt(const View& v, bool my_turn) const {
    if (v.phase == Phase::GameOver || replay_) return {};
    if (!my_turn) {
        const std::string& who = player_name(setup_, v.current);
        std::string line =
            fill(is_bot(setup_, v.current) ? tr("{name} is thinking…") : tr("{name}'s turn"),
                 {{"name", who}});
        if (v.end_trigger >= 0) line += std::string(" \xC2\xB7 ") + tr("last round");
        return line;
    }
    switch (v.phase) {
    case Phase::Take:
        if (take_slots_ == 0) return tr("Tap 1 to 3 market cards of one value or one colour");
        return tr("Take these, or tap more of the same value or colour");
    case Phase::Fulfil: {
        if (choice_.order < 0) {
            const std::size_t n = check_select::fulfillable(v).size();
            if (n == 0) return tr("No order can be fulfilled now: Done");
            return tr("Tap a highlighted order to fulfil it, or Done");
        }
        const OrderCard* o = check_select::order_card(v, choice_.order);
        const std::string what = o ? check_words::order_name(*o) : tr("the order");
        if (reading_.meets)
            return fill(tr("{order}: {choice}"), {{"order", what}, {"choice", reading_.describe}});
        return reading_.refusal;
    }
    case Phase::Discard: {
        const int n = int(v.my_hand.size());
        return fill(tr("Too many cards: tap {n} to discard (down to {limit})"),
                    {{"n", std::to_string(n - kHandLimit)}, {"limit", std::to_string(kHandLimit)}});
    }
    default:
        return {};
    }
}

// README, "Scoring": each player's orders, each majority marker, point stack, joker, total.
void CheckTable::draw_score_rows(const View& v, float inner) {
    const bool compact = inner < 480;
    if (compact) ImGui::SetWindowFontScale(0.8f);
    const std::vector<Score>& scores = v.scores;
    // Columns: player, orders, the four markers (their colour's mark), stack, joker, total, as
    // fractions of the width.
    const float at[] = {0.24f, 0.38f, 0.47f, 0.56f, 0.65f, 0.74f, 0.84f, 0.93f};
    const float name_w = inner * at[0];
    auto col_x = [&](int c) { return inner * at[c] - name_w; };
    ImDrawList* dl = ImGui::GetWindowDrawList();
    const char* const heads[] = {tr("Orders"), "",          "",          "",
                                 "",           tr("Stack"), tr("Joker"), tr("Total")};
    // TRANSLATORS: short column heads of the score table on a phone: Orders, Stack, Joker, Total.
    const char* const short_heads[] = {tr("Ord"), "", "", "", "", tr("Stk"), tr("Jk"), tr("Tot")};
    ImVec2 o = ImGui::GetCursorScreenPos();
    const float lh = ImGui::GetTextLineHeightWithSpacing();
    ImGui::TextDisabled("%s", tr("Player"));
    for (int c = 0; c < 8; ++c) {
        const float x = o.x + name_w + col_x(c);
        if (c >= 1 && c <= 4) {
            // A marker's column: its colour's mark and O (orders side) or C (cards side).
            const Colour colour = Colour(c - 1);
            DrawColourMark(dl, colour, ImVec2(x + lh * 0.35f, o.y + lh * 0.45f), lh * 0.3f);
            const bool by_colour = v.markers[std::size_t(c - 1)] == MarkerSide::Colour;
            // A narrow panel has no room beside the mark: the side's letter goes beneath it.
            const ImVec2 letter_at =
                compact ? ImVec2(x + lh * 0.1f, o.y + lh) : ImVec2(x + lh * 0.75f, o.y);
            dl->AddText(letter_at, kCream, MarkerLetter(by_colour));
        } else {
            dl->AddText(ImVec2(x, o.y), IM_COL32(200, 200, 190, 255),
                        compact ? short_heads[c] : heads[c]);
        }
    }
    if (compact) ImGui::Dummy(ImVec2(inner, lh * 0.8f));
    for (std::size_t p = 0; p < scores.size() && p < v.seats.size(); ++p) {
        const Score& s = scores[p];
        const bool won = std::find(v.winners.begin(), v.winners.end(), int(p)) != v.winners.end();
        const ImU32 colour = won ? kGold : kCream;
        o = ImGui::GetCursorScreenPos();
        ImGui::TextColored(ImGui::ColorConvertU32ToFloat4(colour), "%s",
                           player_name(setup_, int(p)).c_str());
        const int cells[] = {s.orders,     s.markers[0], s.markers[1], s.markers[2],
                             s.markers[3], s.stack,      s.joker,      s.total};
        for (int c = 0; c < 8; ++c)
            dl->AddText(ImVec2(o.x + name_w + col_x(c), o.y), colour,
                        std::to_string(cells[c]).c_str());
    }
    if (compact) ImGui::SetWindowFontScale(1.0f);
    // TRANSLATORS: O and C are the marker sides' letters (msgctxt "marker side").
    ImGui::TextDisabled("%s", tr("Marker columns: O pays the most orders of its colour, C the "
                                 "most card symbols."));
    ImGui::Dummy(ImVec2(inner, 1));
    MarkTarget("scores");
}

void CheckTable::draw_game_over(const Fonts& fonts, const View& v, TableIntent& out) {
    const float inner =
        BeginResultPanel(g_.origin, g_.size, 620.0f, std::min(40.0f, g_.size.y * 0.05f));
    // A tie decided by the rules' tie-break says what decided it (README, "Scoring").
    WinnersHeadline(fonts, voice(), v.winners, tr("{name} wins the game"), tr("You win the game"),
                    check_words::tie_break(v.scores, v.winners, voice()));
    draw_score_rows(v, inner);
    GameOverButtons(inner, tr("Game sheet"), tr("New game"), share_replay_, out);
    EndPanel();
}

std::string CheckTable::bar_detail(const View& v) const {
    const std::string turn = fill(tr("turn {n}"), {{"n", std::to_string(v.turn)}});
    return v.end_trigger >= 0 ? turn + "  \xC2\xB7  " + tr("last round") : turn;
}

// Esc drops the cards picked and the order being fulfilled first.
bool CheckTable::drop_on_escape() {
    if (choice_.order < 0 && !take_slots_) return false;
    clear_choices();
    return true;
}

void CheckTable::draw_table(const TableFrame& frame, const View& v, ImVec2 o, ImVec2 sz,
                            TableIntent& out) {
    if (v.players < kMinPlayers || int(v.seats.size()) != v.players) return;
    layout(o, sz, frame.atlas.card_aspect, v.players);
    DrawFelt(o, sz, IM_COL32(14, 110, 70, 255));
    const bool mine = may_move(v);
    panel_shown_ = v.phase == Phase::GameOver && !v.scores.empty();
    for (int p = 0; p < v.players; ++p) draw_plate(v, p);
    draw_market(frame.atlas, v, mine);
    draw_orders(v, mine);
    draw_markers(v);
    draw_mine(v);
    draw_hand(frame.atlas, v, mine);
    const bool refused = mine && choice_.order >= 0 && !reading_.meets;
    draw_prompt(g_.prompt_y, prompt(v, mine), refused ? kRefusalInk : kPromptInk);
    if (!panel_shown_) draw_buttons(v, mine);
    if (!panel_shown_) draw_log(g_.log_at, g_.log_w, g_.log_lines);
    draw_flash(g_.prompt_y);
    draw_replay(frame, g_.buttons_at.y, out);
    if (panel_shown_) draw_game_over(frame.fonts, v, out);
}

// ---- The test hook ------------------------------------------------------------------------------

nlohmann::json CheckTable::seat_json(const View& v, int seat) const {
    const SeatView& sv = v.seats[std::size_t(seat)];
    nlohmann::json s;
    s["name"] = player_name(setup_, seat);
    s["kind"] = core::seat_name(setup_.setup.seats[std::size_t(seat)]);
    s["hand_count"] = sv.hand_count;
    s["orders"] = sv.orders;
    s["stack"] = sv.stack.size();
    s["joker"] = sv.joker;
    const std::vector<Score> scores = running_scores(v);
    s["points"] = seat < int(scores.size()) ? scores[std::size_t(seat)].total : 0;
    return s;
}

namespace {
nlohmann::json score_json(const Score& s) {
    return {{"orders", s.orders},
            {"markers", s.markers},
            {"stack", s.stack},
            {"joker", s.joker},
            {"total", s.total}};
}
const char* phase_word(Phase p) {
    switch (p) {
    case Phase::Take:
        return "take";
    case Phase::Fulfil:
        return "fulfil";
    case Phase::Discard:
        return "discard";
    case Phase::GameOver:
        return "game_over";
    }
    return "?";
}
} // namespace

// The session adds "replay", "replay_step" and "replay_total".
nlohmann::json CheckTable::public_json() const {
    const View& v = view_;
    nlohmann::json j = table_json();
    j["players"] = v.players;
    j["turn"] = v.turn;
    j["phase"] = phase_word(v.phase);
    j["current"] = v.current;
    j["end_trigger"] = v.end_trigger;
    j["my_turn"] = may_move(v);
    j["my_hand"] = nlohmann::json::array();
    j["my_hand_ids"] = nlohmann::json::array();
    if (!device_.covered())
        for (CardId c : v.my_hand) {
            j["my_hand"].push_back(card_code(c));
            j["my_hand_ids"].push_back(c);
        }
    j["market"] = nlohmann::json::array();
    for (CardId c : v.market)
        j["market"].push_back(c == kNoCard ? nlohmann::json() : nlohmann::json(card_code(c)));
    j["open_orders"] = v.open_orders;
    j["markers"] = nlohmann::json::array();
    for (MarkerSide m : v.markers)
        j["markers"].push_back(m == MarkerSide::Colour ? "colour" : "cards");
    j["deck"] = v.deck_count;
    j["take_slots"] = take_slots_;
    j["fulfillable"] =
        may_move(v) && v.phase == Phase::Fulfil ? check_select::fulfillable(v) : std::vector<int>{};
    nlohmann::json choice{{"order", choice_.order},
                          {"cards", nlohmann::json::array()},
                          {"joker", choice_.joker},
                          {"meets", reading_.meets},
                          {"joker_completes", reading_.joker_completes},
                          {"refusal", reading_.refusal}};
    for (CardId c : choice_.cards) choice["cards"].push_back(c);
    j["choice"] = choice;
    j["legal"] = nlohmann::json::array();
    if (!device_.covered() && may_move(v))
        for (const Action& a : v.legal) j["legal"].push_back(a.to_string());
    j["seats"] = nlohmann::json::array();
    for (int p = 0; p < v.players && p < int(v.seats.size()); ++p)
        j["seats"].push_back(seat_json(v, p));
    j["scores"] = nlohmann::json::array();
    for (const Score& s : v.scores) j["scores"].push_back(score_json(s));
    j["winners"] = v.winners;
    return j;
}

} // namespace table
