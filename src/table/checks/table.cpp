#include "table/checks/table.h"

#include "engine/checks/wire.h"
#include "table/checks/words.h"
#include "table/i18n.h"
#include "table/table_panels.h"
#include "table/widgets.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <imgui.h>
#include <optional>

namespace table {

using namespace checks;

namespace {
std::string face_of(CardId c) {
    return c == kNoCard ? std::string("back") : "std." + card_code(c);
}

// Cards on the piles and in the deck: at the end of a game they count for nobody.
int left_on_table(const View& v) {
    int n = v.deck_count;
    for (const auto& pile : v.piles) n += int(pile.size());
    return n;
}

int other(int seat) {
    return 1 - seat; // two players
}

bool contains(const std::vector<int>& v, int x) {
    return std::find(v.begin(), v.end(), x) != v.end();
}

std::array<int, kPlayers> games_won(const View& v) {
    std::array<int, kPlayers> wins{};
    for (const GameResult& g : v.results)
        if (g.winner >= 0) ++wins[std::size_t(g.winner)];
    return wins;
}

// Where the cards of the cash events[i] start among its seat's Checks in `v`, or -1. The view
// is the one after the whole batch, so later cashes of that seat were won after these, and
// after a new deal these are gone.
int won_from(const std::vector<Event>& events, std::size_t i, const View& v) {
    const Event& e = events[i];
    if (e.kind != EventKind::Cashed || e.seat < 0 || e.seat >= kPlayers) return -1;
    int later = 0;
    for (std::size_t k = i + 1; k < events.size(); ++k) {
        if (events[k].kind == EventKind::GameDealt) return -1;
        if (events[k].kind == EventKind::Cashed && events[k].seat == e.seat)
            later += events[k].count;
    }
    return int(v.seats[std::size_t(e.seat)].won.size()) - later - e.count;
}

// A count in a dark disc: the depth of a pile, the size of a pile of Checks.
void Badge(ImVec2 centre, int n, float radius) {
    char text[16];
    std::snprintf(text, sizeof text, "%d", n);
    ImDrawList* dl = ImGui::GetWindowDrawList();
    dl->AddCircleFilled(centre, radius, IM_COL32(12, 30, 22, 235), 24);
    dl->AddCircle(centre, radius, IM_COL32(236, 196, 96, 220), 24, 2.0f);
    CentredLabel(centre, text);
}

} // namespace

ChecksTable::ChecksTable(const TableSetup& setup) : TypedTable(setup) {}

// ---- The module's hooks (table/typed_table.h) ---------------------------------------------------

// Two people on one device: the next hand is drawn only after the device was passed.
int ChecksTable::to_move() const {
    return view_.phase == Phase::Play ? view_.current : -1;
}

// Whose turn it is comes from the public view (the device hid every hand till now); a game
// already over covers nobody.
int ChecksTable::first_holder() const {
    return to_move();
}

bool ChecksTable::may_move(const View& v) const {
    return v.phase == Phase::Play && v.current == device_.holder && shown_acts();
}

int ChecksTable::bottom_seat() const {
    return device_.holder >= 0 ? device_.holder : 0;
}

// Never expected (the engine wrote the view): the last good view stays, without the hands the
// new viewer may not see (game_ui.h: never another seat's hand on screen).
void ChecksTable::view_unreadable(const std::string& why, int viewer) {
    flash(fill(tr("The table could not read the game: {why}"), {{"why", why}}));
    if (view_.viewer == viewer) return;
    for (int p = 0; p < kPlayers; ++p) {
        if (p == viewer) continue;
        view_.seats[std::size_t(p)].hand.clear();
        view_.seats[std::size_t(p)].point_total = -1;
    }
    view_.cashable.clear();
    view_.viewer = viewer;
}

bool ChecksTable::animating() const {
    return !flights_.empty() || flashing();
}

void ChecksTable::reset() {
    flights_.clear();
    drop_choices();
}

void ChecksTable::drop_choices() {
    selected_hand_ = selected_pile_ = dragging_ = -1;
}

// "Next game", pressed by anyone at the screen once the result was read.
void ChecksTable::next_game() {
    act_for_table(Action::next_game());
}

// ---- Events -------------------------------------------------------------------------------------

// In Checks every event is public: every port was told the very same.
std::string ChecksTable::log_line(const Event& e) const {
    return checks_words::describe(e, voice());
}

std::string ChecksTable::refusal_words(const core::Refusal& r) const {
    return checks_words::refusal_words(r);
}

void ChecksTable::absorb(const std::vector<Event>& events) {
    const double dur = animation_seconds(0.35);
    // One event after the other: a refill turns up after the cashed pile has left its slot.
    double at = now_;
    for (std::size_t i = 0; i < events.size(); ++i) {
        at = animate(events[i], won_from(events, i, view_), at, dur);
    }
}

// Flies the cards of `e` from `at` on; returns when the next event's cards may start.
double ChecksTable::animate(const Event& e, int won_at, double at, double dur) {
    switch (e.kind) {
    case EventKind::Played:
        fly(face_of(e.card), {Place::Hand, e.seat, e.from}, {Place::Pile, -1, e.index}, at, dur);
        return at + dur * 0.6;
    case EventKind::Cashed:
        return fly_cash(e, won_at, at, dur);
    case EventKind::Refilled:
        fly(face_of(e.card), {Place::Deck}, {Place::Pile, -1, e.index}, at, dur);
        return at + dur * 0.6;
    case EventKind::PickedUp:
        for (int k = 0; k < kTrickCards; ++k)
            fly("back", {Place::Row, e.seat, e.index}, {Place::Hand, e.seat, k}, at + k * 0.06,
                dur);
        return at + dur * 0.6;
    case EventKind::GameEnded:
        PlayCue(Cue::End);
        return at;
    default:
        return at;
    }
}

// The pile's cards are won first, then the hand's (engine: pile, then hand); cashed cards are
// public (D4), so the pile's come from the view's Checks. Its top three fly: the rest hide under
// them.
double ChecksTable::fly_cash(const Event& e, int won_at, double at, double dur) {
    const int from_pile = e.count - int(e.cards.size());
    int n = 0;
    for (int k = std::max(0, from_pile - 3); won_at >= 0 && k < from_pile; ++k, ++n) {
        const std::vector<CardId>& won = view_.seats[std::size_t(e.seat)].won;
        if (won_at + k >= int(won.size())) break;
        fly(face_of(won[std::size_t(won_at + k)]), {Place::Pile, -1, e.index}, {Place::Won, e.seat},
            at + n * 0.05, dur);
    }
    for (std::size_t k = 0; k < e.cards.size(); ++k, ++n)
        fly(face_of(e.cards[k]), {Place::Hand, e.seat, int(k)}, {Place::Won, e.seat}, at + n * 0.05,
            dur);
    return at + dur * 0.8 + n * 0.05;
}

// ---- Layout -----------------------------------------------------------------------------------

void ChecksTable::layout(ImVec2 o, ImVec2 sz, float aspect) {
    g_.origin = o;
    g_.size = sz;
    g_.aspect = aspect;
    g_.portrait = sz.x < sz.y * 0.9f || sz.x < 640;
    const float fs = ImGui::GetFontSize();
    const float cash_h = std::max(54.0f, ImGui::GetFrameHeight() + 10);
    if (g_.portrait)
        layout_portrait(fs, fs * 2.0f, cash_h);
    else
        layout_wide(fs, fs * 2.0f, cash_h);
}

// A phone held upright: everything in one column, the piles two rows of three with the deck
// beside them; the log is two lines at the top.
void ChecksTable::layout_portrait(float fs, float plate_h, float cash_h) {
    Geometry& g = g_;
    const ImVec2 o = g.origin, sz = g.size;
    const float aspect = g.aspect, cx = o.x + sz.x * 0.5f;
    const int bot = bottom_seat(), top = other(bot);
    const float m = 8, w = sz.x - 2 * m;
    g.log_lines = 2;
    g.log_at = ImVec2(o.x + 4, o.y + 2);
    g.log_w = sz.x - 8;
    // The box as TableLog draws it, padding and all: the plate starts under it.
    const float log_h = TableLog::height(g.log_lines);
    float row_h = (w - 5 * 6) / 6 / aspect;
    float pile_h = (w - 3 * 16) / 4 / aspect;
    float hand_h = (w - 100 - 2 * 10) / 3 / aspect;
    const float fixed = log_h + 6 + 2 * plate_h + 8 + 10 + fs * 1.8f + cash_h + 10 + 6;
    const float scalable = 2 * row_h * 1.15f + 2 * pile_h * 1.1f + 14 + hand_h * 1.22f;
    const float k = std::clamp((sz.y - fixed) / scalable, 0.4f, 1.0f);
    row_h *= k, pile_h *= k, hand_h *= k;
    g.row_h = row_h, g.pile_h = pile_h, g.hand_h = hand_h, g.small_h = plate_h * 0.85f;
    float y = o.y + log_h + 6;
    const float row_step = w / 6;
    // The other player: name plate (Checks, hand) then the row of half-tricks.
    g.plate[top] = ImVec2(cx, y + plate_h * 0.5f);
    const float won_x = o.x + sz.x - m - g.small_h * aspect * 0.6f - fs; // its badge inside
    g.won[top] = ImVec2(won_x, y + plate_h * 0.5f);
    g.hand[top] = ImVec2(o.x + m + g.small_h * aspect * 1.2f, y + plate_h * 0.5f);
    y += plate_h;
    for (int t = 0; t < kTricks; ++t)
        g.rows[top][t] = ImVec2(o.x + m + row_step * (t + 0.5f), y + row_h * 0.58f);
    y += row_h * 1.15f + 8;
    const float col = w / 4;
    const float r1 = y + pile_h * 0.55f, r2 = r1 + pile_h * 1.1f + 14;
    for (int i = 0; i < kSlots; ++i)
        g.piles[i] = ImVec2(o.x + m + col * (i % 3 + 0.5f), i < 3 ? r1 : r2);
    g.deck = ImVec2(o.x + m + col * 3.5f, (r1 + r2) * 0.5f);
    y = r2 + pile_h * 0.55f + 10;
    g.prompt_y = y + fs * 0.9f;
    y += fs * 1.8f;
    const float hand_y = y + hand_h * 0.2f + hand_h * 0.5f;
    g.total = ImVec2(o.x + m + 46, hand_y);
    g.hand[bot] = ImVec2(o.x + m + 100 + (w - 100) * 0.5f, hand_y);
    y += hand_h * 1.22f;
    g.cash_at = ImVec2(o.x + m, y);
    g.cash_size = ImVec2(w, cash_h);
    y += cash_h + 10;
    for (int t = 0; t < kTricks; ++t)
        g.rows[bot][t] = ImVec2(o.x + m + row_step * (t + 0.5f), y + row_h * 0.58f);
    y += row_h * 1.15f;
    g.plate[bot] = ImVec2(cx, y + plate_h * 0.5f);
    g.won[bot] = ImVec2(won_x, y + plate_h * 0.5f);
}

// A wide screen: the rows above and below, the deck and the six piles in one row, the hand
// between the piles and my row with its Point Total left and the Cash button right; the log in
// the left margin.
void ChecksTable::layout_wide(float fs, float plate_h, float cash_h) {
    Geometry& g = g_;
    const ImVec2 o = g.origin, sz = g.size;
    const float aspect = g.aspect, cx = o.x + sz.x * 0.5f;
    const int bot = bottom_seat(), top = other(bot);
    float row_h = std::min(sz.y * 0.12f, sz.x * 0.5f / 6 / 1.25f / aspect);
    float pile_h = std::min(sz.y * 0.2f, sz.x * 0.7f / 7 / 1.3f / aspect);
    float hand_h = std::min(sz.y * 0.2f, sz.x * 0.3f / 3 / 1.1f / aspect);
    const float fixed = 2 * plate_h + 3 * 16 + fs * 1.8f;
    const float scalable = 2 * row_h * 1.15f + pile_h * 1.15f + hand_h * 1.22f;
    const float k = std::clamp((sz.y - fixed) / scalable, 0.4f, 1.0f);
    row_h *= k, pile_h *= k, hand_h *= k;
    g.row_h = row_h, g.pile_h = pile_h, g.hand_h = hand_h, g.small_h = row_h * 0.8f;
    const float row_step = row_h * aspect * 1.25f;
    float y = o.y;
    g.plate[top] = ImVec2(cx, y + plate_h * 0.5f);
    y += plate_h;
    for (int t = 0; t < kTricks; ++t)
        g.rows[top][t] = ImVec2(cx + (t - 2.5f) * row_step, y + row_h * 0.58f);
    g.won[top] = ImVec2(cx - 3.5f * row_step - g.small_h, y + row_h * 0.58f);
    g.hand[top] = ImVec2(cx + 3.5f * row_step + g.small_h * 1.2f, y + row_h * 0.58f);
    y += row_h * 1.15f + 16;
    const float pile_step = pile_h * aspect * 1.3f;
    g.deck = ImVec2(cx - 3 * pile_step, y + pile_h * 0.58f);
    for (int i = 0; i < kSlots; ++i)
        g.piles[i] = ImVec2(cx + (i - 2) * pile_step, y + pile_h * 0.58f);
    y += pile_h * 1.15f + 16;
    g.prompt_y = y + fs * 0.9f;
    y += fs * 1.8f;
    const float hand_y = y + hand_h * 0.2f + hand_h * 0.5f;
    const float hand_w = hand_h * aspect;
    // The Point Total and the Cash button right of the hand: the left margin keeps the log wide.
    g.hand[bot] = ImVec2(cx, hand_y);
    g.total = ImVec2(cx + 1.65f * hand_w * 1.1f + 56, hand_y);
    g.cash_size =
        ImVec2(std::clamp(sz.x * 0.18f, 160.0f, 240.0f), std::max(cash_h, hand_h * 0.45f));
    g.cash_at = ImVec2(g.total.x + 44 + 16, hand_y - g.cash_size.y * 0.5f);
    y += hand_h * 1.22f + 16;
    for (int t = 0; t < kTricks; ++t)
        g.rows[bot][t] = ImVec2(cx + (t - 2.5f) * row_step, y + row_h * 0.58f);
    g.won[bot] = ImVec2(cx - 3.5f * row_step - g.small_h, y + row_h * 0.58f);
    y += row_h * 1.15f;
    g.plate[bot] = ImVec2(cx, y + plate_h * 0.5f);
    g.log_lines = 5;
    g.log_w = std::min(460.0f, cx - 1.65f * hand_w * 1.1f - 24 - o.x);
    g.log_at = ImVec2(o.x + 8, g.prompt_y + fs * 0.2f);
}

ImVec2 ChecksTable::place_pos(const Place& p) const {
    const float aspect = g_.aspect;
    switch (p.kind) {
    case Place::Deck:
        return g_.deck;
    case Place::Pile:
        return g_.piles[std::size_t(std::clamp(p.index, 0, kSlots - 1))];
    case Place::Row:
        return g_.rows[std::size_t(std::clamp(p.seat, 0, 1))]
                      [std::size_t(std::clamp(p.index, 0, kTricks - 1))];
    case Place::Won:
        return g_.won[std::size_t(std::clamp(p.seat, 0, 1))];
    case Place::Hand: {
        const int seat = std::clamp(p.seat, 0, 1);
        const int n = std::max(1, g_.hand_count[std::size_t(seat)]);
        const float h = place_height(p);
        const float step = seat == device_.holder ? h * aspect * 1.08f : h * aspect * 0.45f;
        const ImVec2 c = g_.hand[std::size_t(seat)];
        return ImVec2(c.x + (p.index - (n - 1) * 0.5f) * step, c.y);
    }
    }
    return g_.deck;
}

float ChecksTable::place_height(const Place& p) const {
    switch (p.kind) {
    case Place::Deck:
    case Place::Pile:
        return g_.pile_h;
    case Place::Row:
        return g_.row_h;
    case Place::Won:
        return g_.small_h;
    case Place::Hand:
        if (p.seat == device_.holder) return g_.hand_h;
        return p.seat == bottom_seat() ? g_.hand_h * 0.7f : g_.small_h;
    }
    return g_.pile_h;
}

int ChecksTable::incoming(const Place& p) const {
    int n = 0;
    for (const Flight& f : flights_) n += f.to == p ? 1 : 0;
    return n;
}

// ---- Drawing ----------------------------------------------------------------------------------

void ChecksTable::draw_seat(const Atlas& atlas, const View& v, int seat) {
    ImDrawList* dl = ImGui::GetWindowDrawList();
    const SeatView& sv = v.seats[std::size_t(seat)];
    draw_row(atlas, sv, seat);
    // Name plate: whose turn, how many Checks.
    const bool turn = v.phase == Phase::Play && v.current == seat;
    // Cards still flying to the pile count once they land; a flight from the last game's end may
    // outlast the pile it was flying to.
    const int won = std::max(0, int(sv.won.size()) - incoming({Place::Won, seat}));
    const bool level = is_bot(setup_, seat) && !g_.portrait;
    const std::string plate =
        fill(level ? tr("{name} ({level}) \xC2\xB7 {n} Checks") : tr("{name} \xC2\xB7 {n} Checks"),
             {{"name", setup_.names[std::size_t(seat)]},
              {"level", LevelLabel(setup_.setup.seats[std::size_t(seat)])},
              {"n", std::to_string(won)}});
    Pill(g_.plate[std::size_t(seat)], plate.c_str(), turn ? kTurnPlate : kPlate,
         turn ? kTurnPlateText : kCream);
    draw_won(atlas, sv, seat, won);
    // The hand, face down, unless it is the shown seat's (drawn by draw_hand).
    if (seat == device_.holder) return;
    for (int k = 0; k < sv.hand_count; ++k) {
        const Place p{Place::Hand, seat, k};
        if (incoming(p) > 0) continue;
        DrawCard(dl, atlas, "back", place_pos(p), place_height(p),
                 0.1f * (k - (sv.hand_count - 1) * 0.5f));
    }
}

// The row of half-tricks, face down; a stack's edges show how many cards it holds.
void ChecksTable::draw_row(const Atlas& atlas, const SeatView& sv, int seat) {
    ImDrawList* dl = ImGui::GetWindowDrawList();
    const float rh = g_.row_h;
    for (int t = 0; t < kTricks; ++t) {
        const ImVec2 c = g_.rows[std::size_t(seat)][std::size_t(t)];
        const int n = sv.row[std::size_t(t)];
        if (n == 0) {
            DrawCard(dl, atlas, "slot", c, rh, 0.0f, 0.35f);
            continue;
        }
        for (int d = n - 1; d >= 0; --d)
            DrawCard(dl, atlas, "back", ImVec2(c.x + d * rh * 0.03f, c.y - d * rh * 0.045f), rh);
    }
}

// Checks: the cards won (those still in flight not yet), the last one on top.
void ChecksTable::draw_won(const Atlas& atlas, const SeatView& sv, int seat, int won) {
    ImDrawList* dl = ImGui::GetWindowDrawList();
    const ImVec2 wc = g_.won[std::size_t(seat)];
    const float sh = g_.small_h;
    if (won <= 0) {
        DrawCard(dl, atlas, "slot", wc, sh, 0.0f, 0.35f);
        return;
    }
    for (int d = std::min(won, 3) - 1; d >= 0; --d)
        DrawCard(dl, atlas, face_of(sv.won[std::size_t(won - 1 - d)]),
                 ImVec2(wc.x + d * 2.0f, wc.y - d * 2.5f), sh);
    Badge(ImVec2(wc.x + sh * atlas.card_aspect * 0.5f, wc.y - sh * 0.5f), won,
          ImGui::GetFontSize() * 0.75f);
}

// The deck: its depth as a stack and a count.
void ChecksTable::draw_deck(const Atlas& atlas, const View& v) {
    ImDrawList* dl = ImGui::GetWindowDrawList();
    const float h = g_.pile_h;
    const ImVec2 c = g_.deck;
    if (v.deck_count == 0) {
        DrawCard(dl, atlas, "slot", c, h, 0.0f, 0.5f);
    } else {
        for (int d = std::min(v.deck_count, 4) - 1; d >= 0; --d)
            DrawCard(dl, atlas, "back", ImVec2(c.x + d * 1.5f, c.y - d * 2.5f), h);
    }
    const std::string text = fill(tr("Deck {n}"), {{"n", std::to_string(v.deck_count)}});
    Pill(ImVec2(c.x, c.y + h * 0.5f + ImGui::GetFontSize() * 0.2f), text.c_str(), kPlate);
}

void ChecksTable::draw_piles(const Atlas& atlas, const View& v, bool my_turn) {
    draw_deck(atlas, v);
    const bool placing = my_turn && (selected_hand_ >= 0 || dragging_ >= 0);
    for (int i = 0; i < kSlots; ++i) draw_pile(atlas, v, i, my_turn, placing);
}

void ChecksTable::draw_pile(const Atlas& atlas, const View& v, int i, bool my_turn, bool placing) {
    ImDrawList* dl = ImGui::GetWindowDrawList();
    const float h = g_.pile_h, w = h * atlas.card_aspect;
    const std::vector<CardId>& pile = v.piles[std::size_t(i)];
    const int n = int(pile.size()) - incoming({Place::Pile, -1, i});
    const ImVec2 c = g_.piles[std::size_t(i)];
    if (n <= 0) {
        DrawSlot(atlas, c, h);
        return;
    }
    // The cards under the upcard peek out above it: the pile's depth at a glance.
    const float step = h * 0.035f;
    for (int d = std::min(n - 1, 3); d >= 1; --d)
        DrawCard(dl, atlas, face_of(pile[std::size_t(n - 1 - d)]),
                 ImVec2(c.x - d * step * 0.6f, c.y - d * step), h);
    const bool cashable = my_turn && contains(v.cashable, i);
    if (placing) {
        const float pad = h * 0.06f;
        dl->AddRect(ImVec2(c.x - w / 2 - pad, c.y - h / 2 - pad),
                    ImVec2(c.x + w / 2 + pad, c.y + h / 2 + pad), IM_COL32(250, 244, 228, 200),
                    h * 0.09f, 0, 3.0f);
    }
    // Under the game-over panel the piles are pictures only: a button there would take the
    // panel's clicks (ImGui gives a click to the first item drawn under the pointer).
    const std::string face = face_of(pile[std::size_t(n - 1)]);
    if (panel_shown_)
        DrawCard(dl, atlas, face, c, h);
    else if (CardButton(atlas, face, c, h, "pile:" + std::to_string(i), cashable, 1.0f,
                        selected_pile_ == i) &&
             my_turn)
        tap_pile(i, cashable);
    if (n > 1) {
        const float lift = selected_pile_ == i ? h * 0.18f : 0;
        Badge(ImVec2(c.x + w * 0.5f - 2, c.y - h * 0.5f - lift + 2), n,
              ImGui::GetFontSize() * 0.8f);
    }
}

void ChecksTable::tap_pile(int i, bool cashable) {
    if (selected_hand_ >= 0) return act(Action::play(selected_hand_, i));
    if (!cashable) return flash(tr("Tap one of your cards first, then the pile to play it onto"));
    // Tap a gold pile once to choose it, twice (or the Cash button) to cash it.
    if (selected_pile_ == i)
        act(Action::cash(i));
    else
        selected_pile_ = i;
}

void ChecksTable::draw_hand(const Atlas& atlas, const Fonts& fonts, const View& v, bool my_turn) {
    const int me = device_.holder;
    if (me < 0) return;
    const SeatView& sv = v.seats[std::size_t(me)];
    if (dragging_ >= int(sv.hand.size()) || !my_turn) dragging_ = -1;
    if (selected_hand_ >= int(sv.hand.size()) || !my_turn) selected_hand_ = -1;
    if (selected_pile_ >= 0 && (!my_turn || !contains(v.cashable, selected_pile_)))
        selected_pile_ = -1;
    if (drop_dragged(atlas, v)) return;
    draw_total(fonts, sv);
    for (int k = 0; k < int(sv.hand.size()); ++k) {
        const Place p{Place::Hand, me, k};
        if (incoming(p) > 0 || k == dragging_) continue;
        const bool sel = selected_hand_ == k;
        if (CardButton(atlas, face_of(sv.hand[std::size_t(k)]), place_pos(p), g_.hand_h,
                       "hand:" + std::to_string(k), sel, 1.0f, sel) &&
            my_turn) {
            selected_hand_ = sel ? -1 : k;
            selected_pile_ = -1;
        }
        if (my_turn && ImGui::IsItemActive() &&
            ImGui::IsMouseDragging(ImGuiMouseButton_Left, 8.0f)) {
            dragging_ = k;
            selected_hand_ = -1;
        }
    }
    if (my_turn) draw_cash_button(v);
}

// A dragged card lands where the finger lets go: on a pile it is played there. True: it was let
// go this frame.
bool ChecksTable::drop_dragged(const Atlas& atlas, const View& v) {
    if (dragging_ < 0 || ImGui::IsMouseDown(ImGuiMouseButton_Left)) return false;
    const ImVec2 m = ImGui::GetIO().MousePos;
    const float ph = g_.pile_h, pw = ph * atlas.card_aspect;
    int onto = -1;
    for (int i = 0; i < kSlots; ++i) {
        const ImVec2 c = g_.piles[std::size_t(i)];
        if (std::abs(m.x - c.x) < pw * 0.6f && std::abs(m.y - c.y) < ph * 0.6f) onto = i;
    }
    const int card = dragging_;
    dragging_ = -1;
    if (onto >= 0 && !v.piles[std::size_t(onto)].empty()) act(Action::play(card, onto));
    return true;
}

// The Point Total, big: the number every decision turns on.
void ChecksTable::draw_total(const Fonts& fonts, const SeatView& sv) {
    ImDrawList* dl = ImGui::GetWindowDrawList();
    const ImVec2 c = g_.total;
    const float bw = 88, bh = std::max(g_.hand_h * 0.75f, 84.0f);
    dl->AddRectFilled(ImVec2(c.x - bw / 2, c.y - bh / 2), ImVec2(c.x + bw / 2, c.y + bh / 2),
                      IM_COL32(0, 30, 18, 200), 12);
    dl->AddRect(ImVec2(c.x - bw / 2, c.y - bh / 2), ImVec2(c.x + bw / 2, c.y + bh / 2),
                IM_COL32(236, 196, 96, 160), 12, 0, 2);
    ImGui::SetWindowFontScale(0.8f);
    CentredLabel(ImVec2(c.x, c.y - bh * 0.5f + 16), trc("point total", "Total"),
                 IM_COL32(220, 230, 215, 230));
    ImGui::SetWindowFontScale(1.0f);
    ImGui::PushFont(fonts.title);
    ImGui::SetWindowFontScale(std::min(1.6f, bh / 70.0f));
    char text[8];
    std::snprintf(text, sizeof text, "%d", sv.hand.empty() ? 0 : sv.point_total);
    CentredLabel(ImVec2(c.x, c.y + 10), text, kGold);
    ImGui::SetWindowFontScale(1.0f);
    ImGui::PopFont();
}

// The Cash button: the chosen gold pile, else the deepest one (the most Checks).
void ChecksTable::draw_cash_button(const View& v) {
    ImGui::SetCursorScreenPos(g_.cash_at);
    if (v.cashable.empty()) {
        ImGui::PushStyleVar(ImGuiStyleVar_Alpha, 0.45f);
        BigButton(tr("Cash: no upcard matches"), "cash", g_.cash_size);
        ImGui::PopStyleVar();
        return;
    }
    int pile = selected_pile_;
    if (pile < 0)
        for (int i : v.cashable)
            if (pile < 0 || v.piles[std::size_t(i)].size() > v.piles[std::size_t(pile)].size())
                pile = i;
    const std::size_t held = v.seats[std::size_t(device_.holder)].hand.size();
    const int gain = int(v.piles[std::size_t(pile)].size() + held);
    const std::string label =
        fill(tr("Cash pile {pile}  (+{gain})"),
             {{"pile", std::to_string(pile + 1)}, {"gain", std::to_string(gain)}});
    // With the keyboard's focus ring showing, Enter presses the ringed card or button instead.
    const bool key = ImGui::IsKeyPressed(ImGui::GetKeyIndex(ImGuiKey_Enter), false) &&
                     !ImGui::IsAnyItemFocused();
    if (BigButton(label.c_str(), "cash", g_.cash_size, true) || key) act(Action::cash(pile));
}

// Flights on top of everything, then the card under a dragging finger.
void ChecksTable::draw_flights(const Atlas& atlas, const View& v) {
    ImDrawList* dl = ImGui::GetWindowDrawList();
    for (const Flight& f : flights_) {
        if (now_ < f.start) continue;
        DrawFlight(dl, atlas, f.face, place_pos(f.from), place_pos(f.to), place_height(f.from),
                   place_height(f.to), float((now_ - f.start) / f.duration));
    }
    if (dragging_ < 0 || device_.holder < 0) return;
    const auto& hand = v.seats[std::size_t(device_.holder)].hand;
    if (dragging_ < int(hand.size()))
        DrawCard(dl, atlas, face_of(hand[std::size_t(dragging_)]), ImGui::GetIO().MousePos,
                 g_.hand_h, 0.08f);
}

// What to do now; nothing in a replay or once the game is over.
std::string ChecksTable::prompt(const View& v, bool my_turn) const {
    if (v.phase != Phase::Play || replay_) return {};
    const std::string& who = setup_.names[std::size_t(v.current)];
    if (!my_turn)
        return fill(is_bot(setup_, v.current) ? tr("{name} is thinking\xE2\x80\xA6")
                                              : tr("{name}'s turn"),
                    {{"name", who}});
    const SeatView& me = v.seats[std::size_t(device_.holder)];
    if (dragging_ >= 0) return tr("Drop the card on a pile");
    if (selected_hand_ >= 0)
        return fill(tr("Now tap the pile to play {card} onto"),
                    {{"card", checks_words::card_name(me.hand[std::size_t(selected_hand_)])}});
    const std::string total = std::to_string(me.point_total);
    if (!v.cashable.empty())
        return fill(tr("Your total {total} matches a gold pile: cash it, or play a card"),
                    {{"total", total}});
    return fill(tr("No upcard is worth {total}: drag or tap a card onto a pile"),
                {{"total", total}});
}

void ChecksTable::draw_prompt(const std::string& text) {
    if (text.empty()) return;
    const float fit = std::min(1.0f, (g_.size.x - 16) / ImGui::CalcTextSize(text.c_str()).x);
    ImGui::SetWindowFontScale(fit);
    CentredLabel(ImVec2(g_.origin.x + g_.size.x * 0.5f, g_.prompt_y), text.c_str(), kPromptInk);
    ImGui::SetWindowFontScale(1.0f);
}

// 1-6 play the chosen hand card onto that pile (or cash that pile), Enter cashes
// (draw_cash_button), Esc goes to the menu (draw). Tab and the arrows move the keyboard's focus
// ring over the cards and Enter presses the ringed one (table/keyboard.h).
void ChecksTable::handle_keys(const View& v) {
    for (ImWchar ch : ImGui::GetIO().InputQueueCharacters) {
        if (ch < '1' || ch > '6') continue;
        const int pile = ch - '1';
        if (selected_hand_ >= 0)
            act(Action::play(selected_hand_, pile));
        else if (contains(v.cashable, pile))
            act(Action::cash(pile));
        return;
    }
}

// "Game 2: Ana wins", "Game 2: you win", "Game 2: a draw".
std::string ChecksTable::headline(const GameResult& r) const {
    const std::string n = std::to_string(r.game);
    if (r.winner < 0) return fill(tr("Game {n}: a draw"), {{"n", n}});
    return voice().says(r.winner, tr("Game {n}: You win"), tr("Game {n}: {name} wins"), {{"n", n}});
}

void ChecksTable::draw_game_over(const Fonts& fonts, const View& v, TableIntent& out) {
    const GameResult& r = v.results.back();
    const float inner =
        BeginResultPanel(g_.origin, g_.size, 560.0f, std::min(60.0f, g_.size.y * 0.06f));
    ResultHeadline(fonts, headline(r));
    for (int p = 0; p < kPlayers; ++p) {
        ImGui::TextUnformatted(voice().label(p).c_str());
        ImGui::SameLine(inner * 0.62f);
        const std::string checks = std::to_string(r.checks[std::size_t(p)]);
        ImGui::TextUnformatted(fill(tr("{n} Checks"), {{"n", checks}}).c_str());
    }
    draw_game_sum(v);
    draw_game_over_buttons(inner, out);
    EndPanel();
}

// Every card accounted for: the Checks, the cards left on the piles (and in the deck), and any
// cards still held when no pile was left (both count for nobody); then the match so far.
void ChecksTable::draw_game_sum(const View& v) {
    const GameResult& r = v.results.back();
    const int on_table = left_on_table(v);
    const char* sum =
        on_table > 0 && r.unplayed > 0
            ? tr("{a} + {b} Checks + {table} left on the table + {held} still held = {cards} cards")
        : on_table > 0   ? tr("{a} + {b} Checks + {table} left on the table = {cards} cards")
        : r.unplayed > 0 ? tr("{a} + {b} Checks + {held} still held = {cards} cards")
                         : tr("{a} + {b} Checks = {cards} cards");
    const int cards = r.checks[0] + r.checks[1] + on_table + r.unplayed;
    ImGui::TextDisabled("%s", fill(sum, {{"a", std::to_string(r.checks[0])},
                                         {"b", std::to_string(r.checks[1])},
                                         {"table", std::to_string(on_table)},
                                         {"held", std::to_string(r.unplayed)},
                                         {"cards", std::to_string(cards)}})
                                  .c_str());
    if (r.unplayed > 0)
        ImGui::TextDisabled(
            "%s", tr("No pile was left to play onto, so the cards still held count for nobody."));
    const std::array<int, kPlayers> wins = games_won(v);
    const long games = long(v.results.size());
    const std::string match =
        fill(trn("Match after {n} game: {first} {a} \xE2\x80\x93 {b} {second}",
                 "Match after {n} games: {first} {a} \xE2\x80\x93 {b} {second}", games),
             {{"n", std::to_string(games)},
              {"first", setup_.names[0]},
              {"a", std::to_string(wins[0])},
              {"b", std::to_string(wins[1])},
              {"second", setup_.names[1]}});
    ImGui::TextUnformatted(match.c_str());
}

// People press "Next game"; with only bots at the table the match deals on by itself, after the
// countdown the watcher's port shows.
void ChecksTable::draw_game_over_buttons(float inner, TableIntent& out) {
    const float bw = (inner - ImGui::GetStyle().ItemSpacing.x) / 2;
    const ImVec2 size(bw, kResultButtonHeight);
    if (NextDealButton(tr("Next game"), tr("Next game in {seconds} s"), "next_game", size,
                       !replay_ && device_.people_act(), next_deal_in_ms()))
        next_game();
    ImGui::SameLine();
    // An online guest has no replay link between the games of a match (TableFrame).
    ShareReplayButton(size, share_replay_, out, true);
    if (BigButton(tr("Match sheet"), "game_sheet", size)) out.sheet = true;
    ImGui::SameLine();
    if (BigButton(tr("New match"), "new_match", size)) out.new_game = true;
}

// The top bar: the match so far on a wide screen.
std::string ChecksTable::bar_detail(const View& v) const {
    const std::array<int, kPlayers> wins = games_won(v);
    return fill(tr("game {n}  \xC2\xB7  {first} {a} \xE2\x80\x93 {b} {second}"),
                {{"n", std::to_string(v.game)},
                 {"first", setup_.names[0]},
                 {"a", std::to_string(wins[0])},
                 {"b", std::to_string(wins[1])},
                 {"second", setup_.names[1]}});
}

void ChecksTable::draw_table(const TableFrame& frame, const View& v, ImVec2 o, ImVec2 sz,
                             TableIntent& out) {
    layout(o, sz, frame.atlas.card_aspect);
    for (int p = 0; p < kPlayers; ++p)
        g_.hand_count[std::size_t(p)] = v.seats[std::size_t(p)].hand_count;
    DrawFelt(o, sz, IM_COL32(14, 110, 70, 255));
    const bool mine = may_move(v);
    panel_shown_ = v.phase == Phase::GameOver && !v.results.empty() && flights_.empty();
    for (int p = 0; p < kPlayers; ++p) draw_seat(frame.atlas, v, p);
    draw_piles(frame.atlas, v, mine);
    draw_hand(frame.atlas, frame.fonts, v, mine);
    draw_flights(frame.atlas, v);
    draw_prompt(prompt(v, mine));
    if (mine) handle_keys(v);
    // The log is a window of its own, drawn over the table: the game's result covers it instead.
    if (!panel_shown_) draw_log(g_.log_at, g_.log_w, g_.log_lines);
    if (flashing()) TableFlash(g_.origin.x, g_.size.x, g_.prompt_y, flash_);
    // The replay controls where the Cash button would be; the session steps the replay.
    draw_replay(frame, g_.portrait ? g_.cash_at.y : g_.prompt_y - ImGui::GetFrameHeight() * 0.5f,
                out);
    if (panel_shown_) draw_game_over(frame.fonts, v, out);
}

// ---- The test hook ------------------------------------------------------------------------------

nlohmann::json ChecksTable::seat_json(const View& v, int seat) const {
    const SeatView& sv = v.seats[std::size_t(seat)];
    nlohmann::json s;
    s["name"] = setup_.names[std::size_t(seat)];
    s["kind"] = core::seat_name(setup_.setup.seats[std::size_t(seat)]);
    s["hand"] = nlohmann::json::array();
    for (CardId c : sv.hand) s["hand"].push_back(card_code(c));
    s["hand_count"] = sv.hand_count;
    s["point_total"] = sv.point_total >= 0 ? nlohmann::json(sv.point_total) : nlohmann::json();
    s["row"] = sv.row;
    s["next_trick"] = sv.next_trick;
    s["checks"] = sv.won.size();
    return s;
}

// What the game-over panel shows, while it is up: each player's Checks and the cards held.
nlohmann::json ChecksTable::over_json(const View& v) const {
    const GameResult& r = v.results.back();
    const int on_table = left_on_table(v);
    return {{"game", r.game},         {"checks", r.checks},
            {"unplayed", r.unplayed}, {"winner", r.winner},
            {"on_table", on_table},   {"cards", r.checks[0] + r.checks[1] + on_table + r.unplayed}};
}

// The session adds "replay", "replay_step" and "replay_total".
nlohmann::json ChecksTable::public_json() const {
    const View& v = view_;
    nlohmann::json j = table_json();
    j["game"] = v.game;
    j["phase"] = v.phase == Phase::Play ? "play" : "game_over";
    j["current"] = v.current;
    j["dealer"] = v.dealer;
    j["deck"] = v.deck_count;
    j["animating"] = !flights_.empty();
    j["selected_hand"] = selected_hand_;
    j["selected_pile"] = selected_pile_;
    j["piles"] = nlohmann::json::array();
    for (const auto& pile : v.piles) {
        nlohmann::json p = nlohmann::json::array();
        for (CardId c : pile) p.push_back(card_code(c));
        j["piles"].push_back(p);
    }
    j["cashable"] = v.cashable;
    j["seats"] = nlohmann::json::array();
    for (int p = 0; p < kPlayers; ++p) j["seats"].push_back(seat_json(v, p));
    j["results"] = nlohmann::json::array();
    for (const GameResult& r : v.results) j["results"].push_back(game_to_json(r));
    j["games_won"] = games_won(v);
    if (panel_shown_ && !v.results.empty()) j["over"] = over_json(v);
    return j;
}

} // namespace table
