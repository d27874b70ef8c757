#include "table/tschak/table.h"

#include "engine/core/text.h"
#include "engine/tschak/wire.h"
#include "table/i18n.h"
#include "table/table_panels.h"
#include "table/tschak/select.h"
#include "table/tschak/words.h"
#include "table/widgets.h"

#include <algorithm>
#include <cmath>
#include <imgui.h>

namespace table {

using namespace tschak;
using tschak_select::face_of;
using tschak_select::keep_face;

namespace {
const double kRevealSeconds = 0.4; // the reveal's slide: every choice at once
const double kBannerSeconds = 2.5;

const ImU32 kPlateBg = IM_COL32(30, 24, 48, 215);
const ImU32 kMonsterInk = IM_COL32(230, 90, 70, 255);
const ImU32 kFaint = IM_COL32(250, 244, 228, 170);

ImVec2 add(ImVec2 a, ImVec2 b) {
    return ImVec2(a.x + b.x, a.y + b.y);
}

bool holds(const std::vector<CardId>& v, CardId c) {
    return std::find(v.begin(), v.end(), c) != v.end();
}

void TextLeft(ImDrawList* dl, float size, ImVec2 at, ImU32 col, const std::string& text) {
    dl->AddText(ImGui::GetFont(), size, at, col, text.c_str());
}

float TextWidth(float size, const std::string& text) {
    return ImGui::GetFont()->CalcTextSizeA(size, 1e9f, 0, text.c_str()).x;
}

// A card's halo: gold for one that can be tapped, white for one picked.
void Halo(ImDrawList* dl, ImVec2 c, float h, float aspect, ImU32 col) {
    const float w = h * aspect, pad = h * 0.05f;
    dl->AddRectFilled(ImVec2(c.x - w / 2 - pad, c.y - h / 2 - pad),
                      ImVec2(c.x + w / 2 + pad, c.y + h / 2 + pad), col, h * 0.09f);
}

const char* phase_word(Phase p) {
    return p == Phase::GameOver ? "game_over" : "choose";
}

// What decided a tie (README, "Ties"): the weaker card of a type for the monster, the stronger
// for the treasure.
const char* tie_words(Type type, bool weaker) {
    switch (type) {
    case Type::Wizard:
        return weaker ? tr("on a tie: the weaker wizard") : tr("on a tie: the stronger wizard");
    case Type::Warrior:
        return weaker ? tr("on a tie: the weaker warrior") : tr("on a tie: the stronger warrior");
    case Type::Dwarf:
        return weaker ? tr("on a tie: the weaker dwarf") : tr("on a tie: the stronger dwarf");
    case Type::Artefact:
        break;
    }
    return weaker ? tr("on a tie: the weaker artefact") : tr("on a tie: the stronger artefact");
}

// "Keep 2, floor 3: " before a prompt.
std::string floor_words(const View& v, const char* rest) {
    return fill(rest,
                {{"keep", std::to_string(v.keep + 1)}, {"floor", std::to_string(v.floor + 1)}});
}

std::vector<std::string> codes(const std::vector<CardId>& cards) {
    std::vector<std::string> out;
    for (CardId c : cards) out.push_back(card_code(c));
    return out;
}

} // namespace

TschakTable::TschakTable(const TableSetup& setup) : TypedTable(setup) {}

// ---- The module's hooks (table/typed_table.h) ---------------------------------------------------

// The first person at this device still to choose holds it first (README, "Secret choices").
int TschakTable::first_holder() const {
    const int next = next_chooser(kSeats - 1);
    return next >= 0 ? next : device_.holder;
}

// People on one device (README, "Secret choices"): once the shown person has chosen, the device
// goes, behind the cover, to the next person still to choose; the last one sees the reveal.
int TschakTable::pass_to() const {
    if (view_.phase == Phase::GameOver || device_.holder < 0) return -1;
    if (device_.holder >= int(view_.seats.size()) ||
        !view_.seats[std::size_t(device_.holder)].chosen)
        return -1;
    return next_chooser(device_.holder);
}

bool TschakTable::may_move(const View& v) const {
    return v.phase != Phase::GameOver && v.viewer == device_.holder && device_.holder >= 0 &&
           !v.legal.empty() && shown_acts();
}

// Cards tapped last only while the same person stays on the same step with the same hand.
void TschakTable::viewed(const View& before) {
    if (before.viewer != view_.viewer || before.keep != view_.keep || before.floor != view_.floor ||
        before.step != view_.step || before.my_hand != view_.my_hand || view_.legal.empty())
        picked_.clear();
}

void TschakTable::drop_choices() {
    picked_.clear();
}

bool TschakTable::animating() const {
    return flashing() || now_ < reveal_at_ + kRevealSeconds || now_ < banner_until_;
}

void TschakTable::reset() {
    picked_.clear();
    flying_.clear();
    reveal_at_ = -10;
    banner_until_ = 0;
}

// The next person at this device (after seat `after`, round the table) still to choose this step.
int TschakTable::next_chooser(int after) const {
    if (view_.phase == Phase::GameOver) return -1;
    for (int k = 1; k <= kSeats; ++k) {
        const int s = (after + k) % kSeats;
        const SeatPort* p = device_.port_of(s);
        if (p && p->can_act() && s < int(view_.seats.size()) && !view_.seats[std::size_t(s)].chosen)
            return s;
    }
    return -1;
}

// A seat's own choice stays out of its log too: the reveal tells every team at once (README,
// "Secret choices").
std::string TschakTable::log_line(const Event& e) const {
    return e.kind == EventKind::Chose ? std::string() : tschak_words::event_line(e, voice());
}

// The rules' own refusals (engine/tschak/rules.cpp) in the player's language.
std::string TschakTable::refusal_words(const core::Refusal& r) const {
    return tschak_words::refusal_words(r);
}

void TschakTable::absorb(const std::vector<Event>& events) {
    for (const Event& e : events) {
        if (e.kind == EventKind::Revealed) {
            // Every team's new cards at once (README, "Secret choices"): they slide in together.
            flying_.clear();
            for (const auto& team : e.teams)
                flying_.insert(flying_.end(), team.begin(), team.end());
            reveal_at_ = now_;
            PlayCue(Cue::Land);
        }
        if (e.kind == EventKind::HandsPassed) {
            // README, "Passing": boards count as neighbours and pass too.
            banner_ = view_.players < kHands ? tr("Hands pass to the left (the boards' too)")
                                             : tr("Hands pass to the left");
            banner_until_ = now_ + kBannerSeconds;
        }
        if (e.kind == EventKind::GameEnded) PlayCue(Cue::End);
    }
}

void TschakTable::tap_hand(CardId card) {
    if (!may_move(view_)) return flash(tr("Wait for the reveal"));
    const tschak_select::Tap t = tschak_select::tap(view_, picked_, card);
    if (!t.refusal.empty()) return flash(t.refusal);
    picked_ = t.picked;
}

// ---- Layout -----------------------------------------------------------------------------------

void TschakTable::layout(ImVec2 o, ImVec2 sz, float aspect, int players) {
    Geometry& g = g_;
    g.origin = o;
    g.size = sz;
    g.aspect = aspect;
    g.portrait = sz.x < sz.y * 0.9f || sz.x < 640;
    const float fs = ImGui::GetFontSize();
    const float m = 8, w = sz.x - 2 * m;
    const float button_h = std::max(kTouchTarget + 4, ImGui::GetFrameHeight() + 10);
    float y = o.y + 2;
    if (g.portrait) {
        g.log_lines = players > 2 ? 1 : 2; // more seats, more rows of teams
        g.log_at = ImVec2(o.x + 4, y);
        g.log_w = sz.x - 8;
        y += TableLog::height(g.log_lines) + 4;
    }
    // The seat boxes in a row across the top.
    const float plate_w = std::min(300.0f, w / float(players) - 6);
    g.plate_size = ImVec2(plate_w, g.portrait ? fs * 3.9f : fs * 3.4f);
    g.plate_step = w / float(players);
    g.plate_at = ImVec2(o.x + m + (g.plate_step - plate_w) / 2, y);
    y += g.plate_size.y + 6;
    // The hand at the bottom: one row on a desktop, two on a phone, every card a fingertip wide.
    g.hand_w = g.portrait ? w : std::min(w, 1100.0f);
    const float per_row = g.portrait ? 5.0f : 10.0f;
    const float fit_h =
        (g.hand_w - (per_row - 1) * 6 - (g.portrait ? 6 : 3 * 14)) / per_row / aspect;
    const float phone_cap = players > 2 ? 80.0f : 100.0f; // still > 44 px wide
    g.hand_h = g.portrait ? std::min(fit_h, std::clamp(sz.y * 0.115f, 70.0f, phone_cap))
                          : std::min(fit_h, std::clamp(sz.y * 0.17f, 96.0f, 140.0f));
    const float hand_rows = g.portrait ? 2.0f : 1.0f;
    const float lift = g.hand_h * 0.14f;
    g.hand_at = ImVec2(o.x + (sz.x - g.hand_w) * 0.5f,
                       o.y + sz.y - 6 - g.hand_h * hand_rows - 6 * (hand_rows - 1));
    float above = g.hand_at.y - lift - 6;
    g.buttons_size = ImVec2(std::min(w, 360.0f), button_h);
    g.buttons_at = ImVec2(o.x + (sz.x - g.buttons_size.x) * 0.5f, above - button_h);
    above -= button_h + 4;
    g.prompt_y = above - fs * 0.7f;
    above -= fs * 1.5f;
    // The viewer's monsters and treasures as small cards (phone: a row over the prompt).
    g.mine_h = g.portrait ? 40.0f : 56.0f;
    if (g.portrait) {
        g.mine_at = ImVec2(o.x + m, above - g.mine_h);
        g.mine_w = w;
        above -= g.mine_h + 6;
    }
    const float middle = above - y;
    if (g.portrait) {
        // The keep: its three floors side by side, each its monster and treasure.
        g.keep_card_h = std::clamp(middle * 0.24f, 52.0f, 80.0f);
        g.keep_at = ImVec2(o.x + m, y + fs * 0.9f);
        g.keep_size = ImVec2(w, g.keep_card_h + fs * 0.9f + 4);
        y = g.keep_at.y + g.keep_size.y + 4;
        g.teams_at = ImVec2(o.x + m, y);
        g.teams_size = ImVec2(w, above - y);
    } else {
        // Desktop: the keep's floors stacked at the left (floor 3 on top), the teams in the
        // middle, my loot and the log at the right.
        const float side = std::min(300.0f, w * 0.24f);
        g.keep_at = ImVec2(o.x + m, y + fs);
        g.keep_size = ImVec2(side, middle - fs);
        g.keep_card_h = std::min((g.keep_size.y - 3 * 8) / 3, side * 0.4f / aspect);
        g.teams_at = ImVec2(o.x + m + side + 16, y + fs);
        g.teams_size = ImVec2(w - 2 * side - 32, middle - fs);
        g.mine_at = ImVec2(o.x + sz.x - m - side, y + fs);
        g.mine_w = side;
        const float log_top = g.mine_at.y + 2 * (g.mine_h + fs + 6) + 8;
        g.log_lines =
            std::clamp(int((above - log_top) / ImGui::GetTextLineHeightWithSpacing()) - 1, 0, 8);
        g.log_w = side;
        g.log_at = ImVec2(g.mine_at.x, log_top);
    }
    const float row_h = g.teams_size.y / float(std::max(players, 1)) - fs * 0.2f;
    g.names_above = g.portrait && players <= 2;
    g.name_w = g.names_above ? 0.0f : g.portrait ? 62.0f : std::min(120.0f, g.teams_size.x * 0.2f);
    const float name_h = g.names_above ? fs * 0.95f : 0.0f;
    g.team_card_h = std::clamp(row_h - name_h - 8, 30.0f, 110.0f);
}

// The keep's ten cards by type (README, "Deal": 3 wizards, 3 warriors, 3 dwarfs, 1 artefact): a
// gap parts the types; a phone puts five in a row.
std::vector<ImVec2> TschakTable::hand_spots(const std::vector<CardId>& hand) const {
    std::vector<ImVec2> out;
    const int n = int(hand.size());
    if (n == 0) return out;
    const float h = g_.hand_h, w = h * g_.aspect, gap = 6;
    const int per_row = g_.portrait ? (n + 1) / 2 : n;
    for (int r = 0; r * per_row < n; ++r) {
        const int from = r * per_row, to = std::min(n, from + per_row);
        float type_gaps = 0;
        for (int i = from + 1; i < to; ++i)
            if (type_of(hand[std::size_t(i)]) != type_of(hand[std::size_t(i - 1)])) type_gaps += 1;
        const float tgap = g_.portrait ? 0.0f : 14.0f;
        const float row_w = float(to - from) * w + float(to - from - 1) * gap + type_gaps * tgap;
        float x = g_.hand_at.x + (g_.hand_w - row_w) * 0.5f + w * 0.5f;
        const float y = g_.hand_at.y + h * 0.5f + (h + gap) * float(r);
        for (int i = from; i < to; ++i) {
            if (i > from && type_of(hand[std::size_t(i)]) != type_of(hand[std::size_t(i - 1)]))
                x += tgap;
            out.push_back(ImVec2(x, y));
            x += w + gap;
        }
    }
    return out;
}

// Floor f's monster or treasure: a phone lays the floors side by side (floor 1 at the left), a
// desktop stacks them (floor 1 at the bottom, as a keep is climbed).
ImVec2 TschakTable::floor_card_at(int floor, bool treasure) const {
    const float h = g_.keep_card_h, w = h * g_.aspect;
    if (g_.portrait) {
        const float cell = g_.keep_size.x / kFloors;
        const float cx = g_.keep_at.x + cell * (float(floor) + 0.5f);
        return ImVec2(cx + (treasure ? 1 : -1) * (w * 0.5f + 3), g_.keep_at.y + h * 0.5f);
    }
    const float row = g_.keep_size.y / kFloors;
    const float cy = g_.keep_at.y + row * (float(kFloors - 1 - floor) + 0.5f);
    const float x0 = g_.keep_at.x + 80;
    return ImVec2(x0 + w * 0.5f + (treasure ? w + 8 : 0), cy);
}

ImVec2 TschakTable::team_card_at(int row, int k) const {
    const float fs = ImGui::GetFontSize();
    const float h = g_.team_card_h, w = h * g_.aspect;
    const float row_h = g_.teams_size.y / float(std::max(view_.players, 1));
    const float name_w = g_.name_w;
    const float top = g_.teams_at.y + row_h * float(row) + (g_.names_above ? fs * 0.95f : 0.0f);
    return ImVec2(g_.teams_at.x + name_w + w * 0.5f + (w + 5) * float(k) + 4,
                  top + std::min(h, row_h) * 0.5f + 2);
}

ImVec2 TschakTable::plate_centre(int seat) const {
    return ImVec2(g_.plate_at.x + g_.plate_step * float(seat) + g_.plate_size.x * 0.5f,
                  g_.plate_at.y + g_.plate_size.y * 0.5f);
}

// ---- Drawing ----------------------------------------------------------------------------------

// A seat box: the name, whether it has chosen this step, its face-down monsters and treasures
// counted with its coins (README, "Decisions": the table shows counts).
void TschakTable::draw_plate(const View& v, int seat) {
    ImDrawList* dl = ImGui::GetWindowDrawList();
    const SeatView& sv = v.seats[std::size_t(seat)];
    const ImVec2 min(g_.plate_at.x + g_.plate_step * float(seat), g_.plate_at.y);
    const ImVec2 max = add(min, g_.plate_size);
    const bool choosing = v.phase != Phase::GameOver && !sv.chosen;
    dl->AddRectFilled(min, max, kPlateBg, 8);
    dl->AddRect(min, max, seat == device_.holder ? kGold : IM_COL32(255, 255, 255, 60), 8, 0,
                seat == device_.holder ? 2.5f : 1.0f);
    const float fs = ImGui::GetFontSize(), small = fs * (g_.portrait ? 0.72f : 0.8f);
    std::string title = plate_name(setup_, device_, seat);
    if (is_bot(setup_, seat) && !g_.portrait)
        title += std::string(" \xC2\xB7 ") + LevelLabel(setup_.setup.seats[std::size_t(seat)]);
    const float title_fs =
        std::min(fs, fs * (g_.plate_size.x - 10) / std::max(1.0f, TextWidth(fs, title)));
    TextLeft(dl, title_fs, ImVec2(min.x + 6, min.y + 3), kCream, title);
    const std::string state = v.phase == Phase::GameOver ? ""
                              : choosing                 ? tr("choosing…")
                                                         : tr("has chosen");
    // TRANSLATORS: a seat box's counts: "monsters 2", "treasures 1", "coins 5"; "5c" is coins
    // written short.
    const std::string m = fill(tr("monsters {n}"), {{"n", std::to_string(sv.monsters.size())}});
    const std::string t = fill(tr("treasures {n}"), {{"n", std::to_string(sv.treasures.size())}});
    const std::string c = fill(tr("coins {n}"), {{"n", std::to_string(sv.coins)}});
    const std::string c_short = fill(tr("{n}c"), {{"n", std::to_string(sv.coins)}});
    const ImU32 state_col = choosing ? kFaint : kGold;
    if (g_.portrait && v.players > 2) {
        // Narrow boxes: a line each, so that every count stays whole.
        const float line = fs * 0.66f;
        const std::string lines[] = {state, m, t, c};
        for (int k = 0; k < 4; ++k)
            TextLeft(dl, line, ImVec2(min.x + 6, min.y + fs * 1.1f + line * 1.02f * float(k)),
                     k == 0 ? state_col : kCream, lines[k]);
    } else if (g_.portrait) {
        TextLeft(dl, small, ImVec2(min.x + 6, min.y + fs * 1.1f), state_col, state);
        TextLeft(dl, small, ImVec2(min.x + 6, min.y + fs * 1.1f + small * 1.05f), kCream, m);
        TextLeft(dl, small, ImVec2(min.x + 6, min.y + fs * 1.1f + small * 2.1f), kCream,
                 t + " \xC2\xB7 " + c_short);
    } else {
        TextLeft(dl, small, ImVec2(min.x + 6, min.y + fs * 1.2f), state_col, state);
        TextLeft(dl, small, ImVec2(min.x + 6, min.y + fs * 1.2f + small * 1.15f), kCream,
                 m + " \xC2\xB7 " + t + " \xC2\xB7 " + c);
    }
    ImGui::SetCursorScreenPos(min);
    ImGui::Dummy(g_.plate_size);
    MarkTarget("seat:" + std::to_string(seat));
}

// The keep: three floors, each its monster and its treasure, the current floor marked;
// a floor already played names who took its cards.
void TschakTable::draw_keep(const Atlas& atlas, const View& v) {
    ImDrawList* dl = ImGui::GetWindowDrawList();
    const float fs = ImGui::GetFontSize(), h = g_.keep_card_h, w = h * g_.aspect;
    if (!g_.portrait) // a phone says the keep in the prompt
        TextLeft(dl, fs * 0.8f, ImVec2(g_.keep_at.x, g_.keep_at.y - fs * 0.95f), kFaint,
                 fill(tr("Keep {keep} of {keeps}"),
                      {{"keep", std::to_string(std::min(v.keep + 1, kKeeps))},
                       {"keeps", std::to_string(kKeeps)}}));
    for (int f = 0; f < kFloors; ++f) {
        const ImVec2 mon = floor_card_at(f, false), tre = floor_card_at(f, true);
        const FloorResult* done = nullptr;
        for (const FloorResult& r : v.floors)
            if (r.keep == v.keep && r.floor == f) done = &r;
        const bool current = v.phase != Phase::GameOver && f == v.floor && !done;
        if (current) {
            const ImVec2 a(mon.x - w / 2 - 6, mon.y - h / 2 - 6),
                b(tre.x + w / 2 + 6, tre.y + h / 2 + 6);
            dl->AddRectFilled(a, b, IM_COL32(236, 196, 96, 70), 8);
            dl->AddRect(a, b, kGold, 8, 0, 3);
        }
        const float alpha = done ? 0.45f : 1.0f;
        DrawCard(dl, atlas, keep_face(v.monsters[std::size_t(f)]), mon, h, 0, alpha);
        DrawCard(dl, atlas, keep_face(v.treasures[std::size_t(f)]), tre, h, 0, alpha);
        const std::string n = std::to_string(f + 1);
        const std::string label = fill(tr("Floor {n}"), {{"n", n}});
        if (g_.portrait) {
            TextLeft(dl, fs * 0.7f, ImVec2(mon.x - w / 2, mon.y - h / 2 - fs * 0.8f - 6),
                     current ? kGold : kFaint,
                     current ? fill(tr("Floor {n} now"), {{"n", n}}) : label);
        } else {
            TextLeft(dl, fs * 0.85f, ImVec2(g_.keep_at.x, mon.y - fs * 0.5f),
                     current ? kGold : kFaint, label);
            if (current)
                TextLeft(dl, fs * 0.75f, ImVec2(g_.keep_at.x, mon.y + fs * 0.45f), kGold,
                         trc("floor", "now"));
        }
        // Who took them: a name under each card (README, "Monsters and treasures").
        if (done) {
            const float small = fs * 0.62f;
            auto taker = [&](int seat, ImVec2 at) {
                const std::string who = seat >= 0 ? player_name(setup_, seat) : tr("nobody");
                const float tw = TextWidth(small, who);
                dl->AddRectFilled(ImVec2(at.x - tw / 2 - 3, at.y - small * 0.6f),
                                  ImVec2(at.x + tw / 2 + 3, at.y + small * 0.6f),
                                  IM_COL32(0, 0, 0, 190), 4);
                TextLeft(dl, small, ImVec2(at.x - tw / 2, at.y - small * 0.5f), kCream, who);
            };
            // At the card's top, clear of the outcome's line, which ends lower down.
            taker(done->monster_to, ImVec2(mon.x, mon.y - h * 0.3f));
            taker(done->treasure_to, ImVec2(tre.x, tre.y - h * 0.3f));
        }
        ImGui::SetCursorScreenPos(ImVec2(mon.x - w / 2, mon.y - h / 2));
        ImGui::Dummy(ImVec2(tre.x - mon.x + w, h));
        MarkTarget("floor:" + std::to_string(f));
    }
}

// What the teams' area shows: this floor's teams once a card of it is revealed; before that, the
// floor just resolved (README, "Monsters and treasures"), so a reveal stays readable.
TschakTable::Shown TschakTable::shown_teams(const View& v) const {
    Shown s;
    bool any = false;
    for (const SeatView& sv : v.seats) any = any || !sv.team.empty();
    if (any || v.floors.empty()) {
        s.floor = v.floor;
        for (const SeatView& sv : v.seats) s.teams.push_back(sv.team);
        for (int p = 0; p < int(s.teams.size()); ++p) s.values.push_back(team_value(s.teams, p));
        return s;
    }
    const FloorResult& r = v.floors.back();
    s.result = true;
    s.earlier_keep = r.keep != v.keep;
    s.floor = r.floor;
    s.teams = r.teams;
    s.values = r.values;
    s.monster_to = r.monster_to;
    s.treasure_to = r.treasure_to;
    s.monster = r.monster;
    s.treasure = r.treasure;
    return s;
}

void TschakTable::draw_teams(const Atlas& atlas, const View& v) {
    const Shown s = shown_teams(v);
    ImDrawList* dl = ImGui::GetWindowDrawList();
    const float fs = ImGui::GetFontSize();
    const std::string title =
        fill(!s.result        ? tr("Floor {floor}: the teams so far")
             : s.earlier_keep ? tr("Keep {keep}, floor {floor}: the result")
                              : tr("Floor {floor}: the result"),
             {{"keep", std::to_string(v.keep)}, {"floor", std::to_string(s.floor + 1)}});
    if (!g_.portrait)
        TextLeft(dl, fs * 0.85f, ImVec2(g_.teams_at.x, g_.teams_at.y - fs), kFaint, title);
    for (int p = 0; p < int(s.teams.size()) && p < v.players; ++p) draw_team_row(atlas, s, p, p);
    // The loot of a keep just ended (README, "Loot"): each last card and the coins it won.
    if (s.result && s.floor == kFloors - 1 && !v.loots.empty()) {
        const std::string line = loot_line(v.loots.back());
        const float lfs = std::min(fs * 0.85f, fs * 0.85f * g_.teams_size.x /
                                                   std::max(1.0f, TextWidth(fs * 0.85f, line)));
        // At the foot of the teams' area, and never over the last team's cards (a phone's rows
        // reach down to it).
        const float last_row_foot = team_card_at(v.players - 1, 0).y + g_.team_card_h * 0.5f;
        const float y = std::max(g_.teams_at.y + g_.teams_size.y - lfs - 2, last_row_foot + 3);
        TextLeft(dl, lfs, ImVec2(g_.teams_at.x, y), kGold, line);
        ImGui::SetCursorScreenPos(ImVec2(g_.teams_at.x, y));
        ImGui::Dummy(ImVec2(g_.teams_size.x, lfs));
        MarkTarget("loot");
    }
}

// "Loot: Chloé 3 coins (the wizard 5), you 2 (the warrior 4 with an axe)": the winners, most
// coins first, with the last card that won them (README, "Loot").
std::string TschakTable::loot_line(const LootResult& l) const {
    std::vector<int> winners;
    for (int p = 0; p < int(l.coins.size()); ++p)
        if (l.coins[std::size_t(p)] > 0) winners.push_back(p);
    std::stable_sort(winners.begin(), winners.end(), [&](int a, int b) {
        return l.coins[std::size_t(a)] > l.coins[std::size_t(b)];
    });
    if (winners.empty()) return tr("Loot: nobody wins (a Chameleon or an artefact wins nothing)");
    const Voice say = voice();
    std::string list;
    for (std::size_t i = 0; i < winners.size(); ++i) {
        const int p = winners[i], coins = l.coins[std::size_t(p)];
        // TRANSLATORS: one winner of the loot: "Chloé 3 coins (the wizard 5)"; the first
        // names the coins, the others only their number.
        const char* entry = i ? tr("{who} {n} ({card})")
                              : trn("{who} {n} coin ({card})", "{who} {n} coins ({card})", coins);
        const std::string item =
            fill(entry, {{"who", i ? say.whom(p) : say.who(p)},
                         {"n", std::to_string(coins)},
                         {"card", tschak_words::card_name(l.last_cards[std::size_t(p)])}});
        list = i ? fill(trc("list", "{list}, {item}"), {{"list", list}, {"item", item}}) : item;
    }
    return fill(tr("Loot: {list}"), {{"list", list}});
}

// One seat's team: its cards (those just revealed slide in from the seat's box), its value worked
// out (README, "Team values"), and, for a result, what it takes.
void TschakTable::draw_team_row(const Atlas& atlas, const Shown& s, int seat, int row) {
    ImDrawList* dl = ImGui::GetWindowDrawList();
    const float fs = ImGui::GetFontSize(), h = g_.team_card_h, w = h * g_.aspect;
    const auto& team = s.teams[std::size_t(seat)];
    const ImVec2 first = team_card_at(row, 0);
    float name_fs = fs * (g_.portrait ? 0.75f : 0.9f);
    if (!g_.names_above) // the names' column: a long name is written smaller
        name_fs = std::min(name_fs, name_fs * (g_.name_w - 6) /
                                        TextWidth(name_fs, player_name(setup_, seat)));
    const ImVec2 name_at = g_.names_above ? ImVec2(g_.teams_at.x + 4, first.y - h / 2 - fs * 0.95f)
                                          : ImVec2(g_.teams_at.x + 4, first.y - name_fs * 0.5f);
    TextLeft(dl, name_fs, name_at, seat == device_.holder ? kGold : kCream,
             player_name(setup_, seat));
    const float t = float(std::clamp((now_ - reveal_at_) / kRevealSeconds, 0.0, 1.0));
    for (int k = 0; k < kTeamSize; ++k) {
        const ImVec2 at = team_card_at(row, k);
        if (k >= int(team.size())) {
            dl->AddRect(ImVec2(at.x - w / 2, at.y - h / 2), ImVec2(at.x + w / 2, at.y + h / 2),
                        IM_COL32(255, 255, 255, 50), 6, 0, 1.5f);
            continue;
        }
        const CardId c = team[std::size_t(k)];
        if (t < 1 && holds(flying_, c))
            DrawFlight(dl, atlas, face_of(c), plate_centre(seat), at, h * 0.5f, h, t);
        else
            DrawCard(dl, atlas, face_of(c), at, h);
    }
    // The value worked out beside the cards, once they have landed.
    const float x = team_card_at(row, kTeamSize - 1).x + w / 2 + 10;
    if (!team.empty() && t >= 1) {
        const std::string words = tschak_select::value_words(team, s.values[std::size_t(seat)]);
        const float vfs = g_.portrait ? fs * 0.8f : fs;
        TextLeft(dl, vfs, ImVec2(x, first.y - vfs * (s.result ? 1.05f : 0.5f)), kCream, words);
    }
    draw_outcome(s, seat, row);
    ImGui::SetCursorScreenPos(ImVec2(g_.teams_at.x, first.y - h / 2));
    ImGui::Dummy(ImVec2(g_.teams_size.x, h));
    MarkTarget("team:" + std::to_string(seat));
}

// "on a tie: the weaker wizard" when the taker tied another team's value (README, "Ties").
std::string TschakTable::tie_note(const Shown& s, bool monster) const {
    FloorResult r;
    r.teams = s.teams;
    r.values = s.values;
    r.monster_to = s.monster_to;
    r.treasure_to = s.treasure_to;
    const int taker = monster ? r.monster_to : r.treasure_to, rival = tie_rival(r, monster);
    if (taker < 0 || rival < 0) return {};
    const auto type = tie_decider(r.teams[std::size_t(taker)], r.teams[std::size_t(rival)]);
    if (!type) return {};
    return tie_words(*type, monster);
}

// README, "Monsters and treasures": the weakest team takes the monster, the strongest the
// treasure; a highlight on the row and a line to the floor's card in the keep.
void TschakTable::draw_outcome(const Shown& s, int seat, int row) {
    if (!s.result || (seat != s.monster_to && seat != s.treasure_to)) return;
    if (now_ < reveal_at_ + kRevealSeconds) return;
    ImDrawList* dl = ImGui::GetWindowDrawList();
    const float fs = ImGui::GetFontSize(), h = g_.team_card_h, w = h * g_.aspect;
    const bool monster = seat == s.monster_to;
    const ImU32 col = monster ? kMonsterInk : kGold;
    const ImVec2 first = team_card_at(row, 0), last = team_card_at(row, kTeamSize - 1);
    dl->AddRect(ImVec2(first.x - w / 2 - 4, first.y - h / 2 - 4),
                ImVec2(last.x + w / 2 + 4, last.y + h / 2 + 4), col, 6, 0, 3);
    const float vfs = g_.portrait ? fs * 0.75f : fs * 0.9f;
    const float x = last.x + w / 2 + 10;
    TextLeft(dl, vfs, ImVec2(x, first.y + vfs * 0.15f), col,
             monster ? tr("takes the monster") : tr("takes the treasure"));
    // What decided a tie (README, "Ties"), else the card's name, on a third line where the row
    // has room for it; the log says it in full.
    const std::string tie = tie_note(s, monster);
    if (g_.teams_size.y / float(std::max(view_.players, 1)) >= fs * 3.2f || !tie.empty())
        TextLeft(dl, vfs * 0.9f, ImVec2(x, first.y + vfs * 1.25f), col,
                 tie.empty() ? tschak_words::keep_name(monster ? s.monster : s.treasure) : tie);
    // The line to the card in the keep, while the keep shown is the one the result belongs to;
    // it ends at the card's lower part, the taker's name staying readable at its top.
    if (s.earlier_keep) return;
    const ImVec2 centre = floor_card_at(s.floor, !monster);
    const ImVec2 card(centre.x, centre.y + g_.keep_card_h * 0.3f);
    const ImVec2 from =
        g_.portrait ? ImVec2(first.x, first.y - h / 2 - 4) : ImVec2(first.x - w / 2 - 4, first.y);
    dl->AddLine(from, card, col, 2.0f);
    dl->AddCircleFilled(card, 5, col);
}

// The viewer's own monsters and treasures, face down for the others but seen when taken
// (README, "Decisions"): small cards.
void TschakTable::draw_mine(const Atlas& atlas, const View& v) {
    if (device_.holder < 0 || v.viewer != device_.holder) return;
    ImDrawList* dl = ImGui::GetWindowDrawList();
    const SeatView& me = v.seats[std::size_t(device_.holder)];
    const float fs = ImGui::GetFontSize(), h = g_.mine_h, w = h * g_.aspect;
    auto row = [&](const std::vector<KeepId>& cards, const char* label, ImVec2 at, float width) {
        TextLeft(dl, fs * 0.75f, at, kFaint, label);
        const float x0 = at.x + (g_.portrait ? TextWidth(fs * 0.75f, label) + 6 : 0);
        const float y = g_.portrait ? at.y + h * 0.5f : at.y + fs * 0.9f + h * 0.5f;
        const int n = int(cards.size());
        const float step = n > 1 ? std::min(w + 3, (width - (x0 - at.x) - w) / float(n - 1)) : 0;
        for (int k = 0; k < n; ++k)
            DrawCard(dl, atlas, keep_face(cards[std::size_t(k)]),
                     ImVec2(x0 + w / 2 + step * float(k), y), h);
    };
    if (g_.portrait) {
        const float half = g_.mine_w / 2;
        row(me.monsters, tr("Monsters"), g_.mine_at, half - 4);
        row(me.treasures, tr("Treasures"), ImVec2(g_.mine_at.x + half, g_.mine_at.y), half);
    } else {
        row(me.monsters, tr("Your monsters"), g_.mine_at, g_.mine_w);
        row(me.treasures, tr("Your treasures"), ImVec2(g_.mine_at.x, g_.mine_at.y + h + fs + 6),
            g_.mine_w);
    }
    ImGui::SetCursorScreenPos(g_.mine_at);
    ImGui::Dummy(ImVec2(g_.mine_w, h));
    MarkTarget("mine");
}

// The keep's ten cards by type; those played this keep faded; the cards that can be part of a
// legal choice highlighted and tappable; the cards tapped lifted (README, "Floors").
void TschakTable::draw_hand(const Atlas& atlas, const View& v, bool mine) {
    if (device_.holder < 0 || v.viewer != device_.holder) return;
    ImDrawList* dl = ImGui::GetWindowDrawList();
    const std::vector<CardId> hand = tschak_select::keep_hand(v);
    const std::vector<ImVec2> spots = hand_spots(hand);
    const std::vector<CardId> can =
        mine ? tschak_select::tappable(v, picked_) : std::vector<CardId>{};
    const float h = g_.hand_h, lift = h * 0.14f;
    for (std::size_t k = 0; k < spots.size(); ++k) {
        const CardId c = hand[k];
        ImVec2 at = spots[k];
        const bool up = holds(picked_, c) || holds(v.my_choice, c);
        if (up) at.y -= lift;
        if (holds(picked_, c))
            Halo(dl, at, h, g_.aspect, IM_COL32(255, 255, 255, 235));
        else if (holds(v.my_choice, c))
            Halo(dl, at, h, g_.aspect, IM_COL32(150, 150, 150, 220));
        else if (holds(can, c))
            Halo(dl, at, h, g_.aspect, IM_COL32(236, 196, 96, 200));
        const bool faded = tschak_select::played(v, c) || (mine && !holds(can, c));
        DrawCard(dl, atlas, face_of(c), at, h, 0,
                 tschak_select::played(v, c) ? 0.25f
                 : faded                     ? 0.6f
                                             : 1.0f);
        // A greyed card takes a tap too, to say why it cannot join the team (select.h).
        if (panel_shown_ || !mine || tschak_select::played(v, c)) continue;
        const float w = h * g_.aspect;
        ImGui::SetCursorScreenPos(ImVec2(at.x - w / 2, at.y - h / 2));
        const std::string target = "hand:" + card_code(c);
        const bool tapped = TapButton(target, ImVec2(w, h + (up ? lift : 0)));
        MarkTarget(target);
        if (tapped) tap_hand(c);
    }
}

// Confirm sends the cards tapped once they make a legal choice (README, "Secret choices": locked
// once made).
void TschakTable::draw_buttons(const View& v, bool mine) {
    if (!mine) return;
    const std::optional<Action> a = tschak_select::complete(v, picked_);
    ImGui::SetCursorScreenPos(g_.buttons_at);
    // The cards tapped stand out in the hand already: the button needs no codes.
    const int missing = v.asks - int(picked_.size());
    const std::string why = a ? std::string()
                            : missing > 0
                                ? fill(trn("Tap {n} more card for your team",
                                           "Tap {n} more cards for your team", missing),
                                       {{"n", std::to_string(missing)}})
                                : tr("These cards do not make a team: tap one to put it back");
    const std::string label = std::string(tr("Confirm")) + "##confirm";
    const Press confirm =
        ReasonButton(label.c_str(), "confirm", g_.buttons_size, a.has_value(), why, true);
    if (confirm == Press::On) act(*a);
    if (confirm == Press::Off) flash(why);
}

std::string TschakTable::prompt(const View& v, bool mine) const {
    if (v.phase == Phase::GameOver || replay_) return {};
    if (mine) {
        const int left = v.asks - int(picked_.size());
        if (left <= 0)
            return floor_words(v, tr("Keep {keep}, floor {floor}: Confirm your choice, or tap a "
                                     "card to put it back"));
        const std::string n = std::to_string(left);
        if (picked_.empty())
            return fill(
                floor_words(v,
                            trn("Keep {keep}, floor {floor}: tap {n} card for your team",
                                "Keep {keep}, floor {floor}: tap {n} cards for your team", left)),
                {{"n", n}});
        return fill(floor_words(v, trn("Keep {keep}, floor {floor}: tap {n} more card",
                                       "Keep {keep}, floor {floor}: tap {n} more cards", left)),
                    {{"n", n}});
    }
    std::vector<std::string> names;
    for (int s : tschak_select::waiting(v)) names.push_back(player_name(setup_, s));
    if (names.empty()) return tr("Revealing…");
    return fill(tr("Waiting for {names}"), {{"names", tschak_select::names_list(names)}});
}

// README, "Passing": the hands move one place left; a banner that drifts left while it shows.
void TschakTable::draw_banner() {
    if (now_ >= banner_until_ || banner_.empty()) return;
    const float t = float(1.0 - (banner_until_ - now_) / kBannerSeconds);
    const float fs = ImGui::GetFontSize();
    const float cx = g_.origin.x + g_.size.x * (0.5f - 0.06f * Ease(t));
    // Over the hand, the thing that moves (the loot line stays readable above it).
    const float cy = g_.hand_at.y + g_.hand_h * (g_.portrait ? 1.0f : 0.5f);
    Pill(ImVec2(cx, cy), banner_, IM_COL32(60, 40, 110, 240));
    // An arrow pointing left beside it: the way the hands go.
    const float x = cx - ImGui::CalcTextSize(banner_.c_str()).x * 0.5f - fs * 1.4f;
    ImGui::GetWindowDrawList()->AddTriangleFilled(ImVec2(x, cy),
                                                  ImVec2(x + fs * 0.8f, cy - fs * 0.5f),
                                                  ImVec2(x + fs * 0.8f, cy + fs * 0.5f), kGold);
    ImGui::SetCursorScreenPos(ImVec2(cx - 100, cy - 12));
    ImGui::Dummy(ImVec2(200, 24));
    MarkTarget("banner");
}

// README, "Scoring": each player's loot, chests, rings, trophy, elixir, creatures, troglodytes,
// total, and the monsters counted for the tie-break.
void TschakTable::draw_score_rows(const View& v, float inner) {
    const bool compact = inner < 520;
    if (compact) ImGui::SetWindowFontScale(0.78f);
    // Where each column starts, as a fraction of the width (the player's name first).
    const float at[] = {0.22f, 0.31f, 0.41f, 0.5f, 0.6f, 0.69f, 0.79f, 0.89f};
    // TRANSLATORS: the final scores' column heads, and their two- or three-letter forms on a phone.
    const char* const heads[] = {tr("Loot"),   tr("Chests"), tr("Rings"), tr("Trophy"),
                                 tr("Elixir"), tr("Creat."), tr("Trog."), tr("Total")};
    const char* const short_heads[] = {
        trc("loot", "Lt"),   trc("chests", "Ch"),    trc("rings", "Rg"),       trc("trophy", "Tr"),
        trc("elixir", "Ex"), trc("creatures", "Cr"), trc("troglodytes", "Tg"), trc("total", "Tot")};
    ImDrawList* dl = ImGui::GetWindowDrawList();
    ImVec2 o = ImGui::GetCursorScreenPos();
    ImGui::TextDisabled("%s", tr("Player"));
    for (int c = 0; c < 8; ++c)
        dl->AddText(ImVec2(o.x + inner * at[c], o.y), IM_COL32(200, 200, 190, 255),
                    compact ? short_heads[c] : heads[c]);
    for (std::size_t p = 0; p < v.scores.size() && p < v.seats.size(); ++p) {
        const Score& s = v.scores[p];
        const bool won = std::find(v.winners.begin(), v.winners.end(), int(p)) != v.winners.end();
        const ImU32 colour = won ? kGold : kCream;
        o = ImGui::GetCursorScreenPos();
        ImGui::TextColored(ImGui::ColorConvertU32ToFloat4(colour), "%s",
                           player_name(setup_, int(p)).c_str());
        const int cells[] = {s.loot,   s.chests,    s.rings,       s.trophy,
                             s.elixir, s.creatures, s.troglodytes, s.total};
        for (int c = 0; c < 8; ++c) {
            // The elixir in brackets: shown, not added (README, "Scoring": the monster it
            // cancelled is left out already).
            const std::string cell = c == 4 && cells[c] > 0 ? "(" + std::to_string(cells[c]) + ")"
                                                            : std::to_string(cells[c]);
            dl->AddText(ImVec2(o.x + inner * at[c], o.y), colour, cell.c_str());
        }
        const std::string counted =
            "   " + fill(tr("monsters counted: {n}"), {{"n", std::to_string(s.monsters)}});
        ImGui::TextDisabled("%s", counted.c_str());
    }
    if (compact) {
        ImGui::TextDisabled("%s", tr("Lt loot, Ch chests, Rg rings, Tr trophy, Ex elixir, "
                                     "Cr creatures, Tg troglodytes"));
        ImGui::SetWindowFontScale(1.0f);
    }
    ImGui::TextWrapped("%s",
                       tr("Rings: the number held, squared. Trophy: per monster held. Elixir: "
                          "the monster it cancelled, already left out. Troglodytes: the "
                          "number held, squared, negative. A tie goes to fewer monsters."));
    ImGui::Dummy(ImVec2(inner, 1));
    MarkTarget("scores");
}

void TschakTable::draw_game_over(const Fonts& fonts, const View& v, TableIntent& out) {
    const float inner = BeginResultPanel(
        g_.origin, g_.size, 680.0f, std::min(40.0f, g_.size.y * 0.05f), IM_COL32(10, 6, 24, 170));
    // A tie decided by the rules' tie-break says what decided it (README, "Scoring").
    WinnersHeadline(fonts, voice(), v.winners, tr("{name} wins"), tr("You win"),
                    tschak_words::tie_break_line(v.scores, v.winners, voice()));
    draw_score_rows(v, inner);
    GameOverButtons(inner, tr("Game sheet"), tr("New game"), share_replay_, out);
    EndPanel();
}

std::string TschakTable::bar_detail(const View& v) const {
    if (v.phase == Phase::GameOver) return tr("the game is over");
    return fill(tr("keep {keep} of {keeps}  ·  floor {floor}"),
                {{"keep", std::to_string(v.keep + 1)},
                 {"keeps", std::to_string(kKeeps)},
                 {"floor", std::to_string(v.floor + 1)}});
}

// Esc puts the cards tapped back first.
bool TschakTable::drop_on_escape() {
    if (picked_.empty()) return false;
    picked_.clear();
    return true;
}

void TschakTable::draw_table(const TableFrame& frame, const View& v, ImVec2 o, ImVec2 sz,
                             TableIntent& out) {
    if (v.players < kMinPlayers || int(v.seats.size()) != v.players) return;
    layout(o, sz, frame.atlas.card_aspect, v.players);
    DrawFelt(o, sz, IM_COL32(58, 44, 82, 255));
    const bool mine = may_move(v);
    panel_shown_ = v.phase == Phase::GameOver && !v.scores.empty();
    for (int p = 0; p < v.players; ++p) draw_plate(v, p);
    draw_keep(frame.atlas, v);
    draw_teams(frame.atlas, v);
    draw_mine(frame.atlas, v);
    draw_hand(frame.atlas, v, mine);
    draw_prompt(g_.prompt_y, prompt(v, mine));
    if (!panel_shown_) draw_buttons(v, mine);
    if (!panel_shown_) draw_log(g_.log_at, g_.log_w, g_.log_lines);
    draw_banner();
    draw_flash(g_.prompt_y);
    draw_replay(frame, g_.buttons_at.y, out);
    if (panel_shown_) draw_game_over(frame.fonts, v, out);
}

// ---- The test hook ------------------------------------------------------------------------------

nlohmann::json TschakTable::seat_json(const View& v, int seat) const {
    const SeatView& sv = v.seats[std::size_t(seat)];
    nlohmann::json s;
    s["name"] = player_name(setup_, seat);
    s["kind"] = core::seat_name(setup_.setup.seats[std::size_t(seat)]);
    s["chosen"] = sv.chosen;
    s["team"] = codes(sv.team);
    s["monsters"] = sv.monsters.size();
    s["treasures"] = sv.treasures.size();
    s["coins"] = sv.coins;
    return s;
}

// What the teams' area shows: the teams, their values worked out, who takes what.
nlohmann::json TschakTable::shown_json(const View& v) const {
    const Shown s = shown_teams(v);
    nlohmann::json j{{"result", s.result},
                     {"floor", s.floor},
                     {"monster_to", s.monster_to},
                     {"treasure_to", s.treasure_to},
                     {"teams", nlohmann::json::array()},
                     {"values", nlohmann::json::array()},
                     {"words", nlohmann::json::array()}};
    for (std::size_t p = 0; p < s.teams.size(); ++p) {
        j["teams"].push_back(codes(s.teams[p]));
        j["values"].push_back(s.values[p].value);
        j["words"].push_back(tschak_select::value_words(s.teams[p], s.values[p]));
    }
    return j;
}

// The session adds "replay", "replay_step" and "replay_total".
nlohmann::json TschakTable::public_json() const {
    const View& v = view_;
    const bool mine = !device_.covered() && may_move(v);
    nlohmann::json j = table_json();
    j["players"] = v.players;
    j["phase"] = phase_word(v.phase);
    j["keep"] = v.keep;
    j["floor"] = v.floor;
    j["step"] = v.step;
    j["asks"] = v.asks;
    j["monsters"] = nlohmann::json::array();
    j["treasures"] = nlohmann::json::array();
    for (int f = 0; f < kFloors; ++f) {
        j["monsters"].push_back(keep_code(v.monsters[std::size_t(f)]));
        j["treasures"].push_back(keep_code(v.treasures[std::size_t(f)]));
    }
    j["my_turn"] = mine;
    j["my_hand"] = device_.covered() ? nlohmann::json::array() : nlohmann::json(codes(v.my_hand));
    j["keep_hand"] = device_.covered() ? nlohmann::json::array()
                                       : nlohmann::json(codes(tschak_select::keep_hand(v)));
    j["my_choice"] =
        device_.covered() ? nlohmann::json::array() : nlohmann::json(codes(v.my_choice));
    j["picked"] = codes(picked_);
    j["tappable"] = mine ? codes(tschak_select::tappable(v, picked_)) : std::vector<std::string>{};
    const std::optional<Action> a = mine ? tschak_select::complete(v, picked_) : std::nullopt;
    j["confirm"] = a ? a->to_string() : std::string();
    j["legal"] = nlohmann::json::array();
    if (mine)
        for (const Action& l : v.legal) j["legal"].push_back(l.to_string());
    std::vector<std::string> waiting;
    for (int s : tschak_select::waiting(v)) waiting.push_back(player_name(setup_, s));
    j["waiting"] = waiting;
    j["prompt"] = prompt(v, mine);
    j["seats"] = nlohmann::json::array();
    for (int p = 0; p < v.players && p < int(v.seats.size()); ++p)
        j["seats"].push_back(seat_json(v, p));
    j["shown"] = shown_json(v);
    j["floors_done"] = v.floors.size();
    j["loots"] = v.loots.size();
    if (!v.loots.empty())
        j["last_loot"] = {{"keep", v.loots.back().keep},
                          {"last_cards", codes(v.loots.back().last_cards)},
                          {"coins", v.loots.back().coins}};
    j["revealing"] = now_ < reveal_at_ + kRevealSeconds;
    j["banner"] = now_ < banner_until_ ? banner_ : std::string();
    j["scores"] = nlohmann::json::array();
    for (const Score& s : v.scores) j["scores"].push_back(score_to_json(s));
    j["winners"] = v.winners;
    return j;
}

} // namespace table
