#include "table/txek/table.h"

#include "engine/txek/wire.h"
#include "table/i18n.h"
#include "table/keyboard.h"
#include "table/table_panels.h"
#include "table/txek/txek_button.h"
#include "table/txek/words.h"
#include "table/widgets.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <imgui.h>
#include <utility>

namespace table {

using namespace txek;

namespace {

const ImU32 kPlateText = IM_COL32(250, 244, 228, 255);

// Faces are not sent: a card id names a face of the deck both sides know (engine/txek/wire.h).
// An id outside it, like kNoCard, is a card the viewer does not know.
std::string atlas_face(const View& v, CardId c) {
    return c < v.faces.size() ? "txek." + face_code(v.faces[c]) : std::string("back");
}

// A card in the tests' notation: its face code, or null when the viewer does not know it.
nlohmann::json card_code(const View& v, CardId c) {
    return c < v.faces.size() ? nlohmann::json(face_code(v.faces[c])) : nlohmann::json();
}

// Bench slots keep their place when emptied (D12); a bench is drawn with at least three.
int bench_slots(const SeatView& sv) {
    return std::max<int>(3, int(sv.bench.size()));
}

bool bench_present(const SeatView& sv, int k) {
    return k < int(sv.bench.size()) && sv.bench[std::size_t(k)].present;
}

// A seat's name plate: the name, the mark of a running Double-TXEK, the level where there is room
// for it, the running total.
std::string plate_text(const std::string& name, const SeatView& sv, const char* level) {
    char plate[96];
    // TRANSLATORS: on a seat's name plate while the seat's Double-TXEK runs
    const std::string mark = sv.double_called ? " \xE2\x80\xA2 " + std::string(tr("DOUBLE")) : "";
    const char* dbl = mark.c_str();
    if (level)
        std::snprintf(plate, sizeof plate, "%s%s \xC2\xB7 %s \xC2\xB7 %d", name.c_str(), dbl, level,
                      sv.total);
    else
        std::snprintf(plate, sizeof plate, "%s%s \xC2\xB7 %d", name.c_str(), dbl, sv.total);
    return plate;
}

// Whose turn it is shows in gold.
void draw_plate(ImVec2 at, const std::string& text, bool turn) {
    Pill(at, text, turn ? kTurnPlate : kPlate, turn ? kTurnPlateText : kPlateText);
}

// A new game opens on its first deal, before anyone laid a bench (rule 2).
std::string new_game_line() {
    return tr("A new game of Txek: choose your bench");
}
const int kPhoneLogRows = 2;          // a phone's log, under the top bar, at the least
const int kPhoneLogMaxRows = 6;       // ... and at the most, where the others leave room
const int kLogRows = 7;               // the log in a wide screen's bottom-left corner
const float kLogMargin = 4.0f;        // round the log's box
const float kColumnCardShare = 0.55f; // a phone's column: the cards' share of a seat's cell
const float kArcRadiusUpright = 0.27f, kArcRadiusWide = 0.26f; // the others' arc, of the height
const float kGrowStep = 0.02f;        // cards shrink back from the Size's growth by this step
const float kLowestCentre = 0.36f;    // ... until the piles sit this low, of the height (wide)
const float kPromptGap = 8.0f;        // between the piles and the prompt under them
const int kRoomyArc = 4;              // opponents the others' arc seats side by side
const float kClosePlateScale = 0.82f; // the name plates' text where seats stand close
const float kRoundPanelTop = 30.0f;   // the round's result panel, under the top bar
const float kTitleFromWidth = 620.0f; // narrower, the top bar's buttons need the title's room
const float kZoomStep = 1.15f;        // the enlarged bench: card to card, in card widths
const float kZoomMarginLines = 2.4f;  // ... and its panel above and below the cards, in lines
const float kPhoneTxekHeight = 60.0f; // the TXEK button across a phone, above my cards

// A layer over the table: a child window of its own at `min`, `size`, drawn after the table.
// Items of one window are hit-tested in the order they are made, the first under the finger
// winning, so a card drawn over a pile would lose its tap to the pile made before it; between
// windows ImGui gives the tap to the topmost. So whatever is drawn over the table's cards takes
// the taps there. `taps`: false for a layer that only shows (a banner) and lets taps through.
void BeginLayer(const char* id, ImVec2 min, ImVec2 size, bool taps) {
    ImGui::SetCursorScreenPos(min);
    ImGui::PushStyleVar(ImGuiStyleVar_WindowPadding, ImVec2(0, 0)); // read by BeginChild only
    ImGuiWindowFlags flags = ImGuiWindowFlags_NoBackground | ImGuiWindowFlags_NoScrollbar |
                             ImGuiWindowFlags_NoScrollWithMouse;
    if (!taps) flags |= ImGuiWindowFlags_NoInputs;
    ImGui::BeginChild(id, size, false, flags);
    ImGui::PopStyleVar();
}

void EndLayer() {
    ImGui::EndChild();
}

bool fresh_deal(const View& v) {
    if (v.round > 1 || v.phase != Phase::Arrange) return false;
    return std::none_of(v.seats.begin(), v.seats.end(),
                        [](const SeatView& sv) { return sv.arranged; });
}

} // namespace

TxekTable::TxekTable(const TableSetup& setup)
    : TypedTable(setup, new_game_line), variant_(setup.setup.variant),
      faces_(deck_faces(variant_)) {}

// ---- The seat's line to the match (table/typed_table.h) ----------------------------------------

// One person at a device (real time), so nothing is ever covered or passed.
void TxekTable::attach(std::vector<SeatPort*> people, SeatPort* watcher) {
    const bool first = !has_view_;
    TypedTable::attach(std::move(people), watcher);
    if (first) resumed_ = !fresh_deal(view_);
}

SeatPort* TxekTable::shown_port() const {
    return device_.view_port();
}

int TxekTable::me() const {
    return device_.holder < view_.players ? device_.holder : -1;
}

void TxekTable::viewed(const View&) {
    has_view_ = true;
}

// The last good view stays on screen.
void TxekTable::view_unreadable(const std::string& why, int) {
    show_error(fill(tr("The table cannot read the game: {why}"), {{"why", why}}));
}

bool TxekTable::may_move(const View& v) const {
    const SeatPort* port = shown_port();
    return has_view_ && port && port->can_act() && moves(v).can_draw;
}

void TxekTable::update(double now_seconds) {
    TypedTable::update(now_seconds);
    const auto over = [&](const Reveal& r) { return now_ > r.until; };
    reveals_.erase(std::remove_if(reveals_.begin(), reveals_.end(), over), reveals_.end());
    marks_.erase(std::remove_if(marks_.begin(), marks_.end(), over), marks_.end());
}

bool TxekTable::animating() const {
    // An open window redraws its countdown (table rules, "Timing on screen").
    return !flights_.empty() || !reveals_.empty() || !marks_.empty() || flashing() ||
           (has_view_ && view_.window_open);
}

void TxekTable::reset() {
    flights_.clear();
    reveals_.clear();
    marks_.clear();
    zoom_seat_ = -1;
    selected_hand_ = -1;
    exchange_mine_ = -1;
    arrange_pick_.clear();
}

std::string TxekTable::log_line(const Event& e) const {
    return txek_words::describe(e, voice(), faces_);
}

std::string TxekTable::refusal_words(const core::Refusal& r) const {
    return txek_words::refusal_words(r);
}

TableLog& TxekTable::shown_log() {
    const SeatPort* port = shown_port();
    return logs_.of(port ? port->seat() : -1);
}

void TxekTable::absorb(const std::vector<Event>& events) {
    for (const Event& e : events) {
        fly_for(e);
        notice(e);
    }
}

// A card's flight to its place: 0.35 s at speed 1, none with animations off.
double TxekTable::flight_seconds() const {
    return animation_seconds(0.35);
}

void TxekTable::fly(std::string face, Place from, Place to) {
    TypedTable::fly(std::move(face), from, to, now_, flight_seconds());
}

// Long enough to find the card after it lands; a replay stepping fast still shows each.
void TxekTable::mark(Place p) {
    marks_.push_back({p, now_ + flight_seconds() + 2.2});
}

// Every move of a card as the events tell it. A hand card's target is the hand's last place in
// the view after the events: a drawn or given card joins the end of the hand.
void TxekTable::fly_for(const Event& e) {
    const Place::Kind from = e.from_bench == 1 ? Place::Bench : Place::Hand;
    switch (e.kind) {
    case EventKind::Drew:
        fly("back", {Place::DrawPile}, {Place::Hand, e.seat, hand_count(e.seat) - 1});
        break;
    case EventKind::Discarded:
    case EventKind::Intercepted:
        fly(atlas_face(view_, e.card), {from, e.seat, e.index}, {Place::Pile});
        break;
    case EventKind::Swapped:
        fly("back", {Place::Hand, e.seat, 0}, {Place::Bench, e.seat, e.index});
        mark({Place::Bench, e.seat, e.index});
        break;
    case EventKind::Penalty:
        fly("back", {Place::DrawPile}, {Place::Bench, e.seat, e.index});
        mark({Place::Bench, e.seat, e.index});
        break;
    case EventKind::HandGiven:
        fly("back", {Place::DrawPile}, {Place::Hand, e.other, hand_count(e.other) - 1});
        mark({Place::Hand, e.other, hand_count(e.other) - 1});
        break;
    case EventKind::Exchanged:
        fly("back", {from, e.seat, e.index}, {Place::Bench, e.other, e.other_index});
        fly("back", {Place::Bench, e.other, e.other_index}, {from, e.seat, e.index});
        mark({Place::Bench, e.other, e.other_index});
        mark({from, e.seat, e.index});
        break;
    default:
        break;
    }
}

// Banners for calls and my penalties, and their sounds, the round's end's too; a card I may look
// at is shown face up for a moment (Peek, and the look of rule 3), then goes face down again
// (table rules, "Knowledge").
void TxekTable::notice(const Event& e) {
    const bool mine = device_.holder >= 0 && e.seat == device_.holder;
    switch (e.kind) {
    case EventKind::Txek:
        flash("TXEK!  " + name(e.seat), 1.4);
        PlayCue(Cue::Call);
        break;
    case EventKind::DoubleTxekCalled:
        flash("DOUBLE-TXEK!  " + name(e.seat), 1.8);
        PlayCue(Cue::Call);
        break;
    case EventKind::Penalty:
    case EventKind::NoPenaltyCard:
        if (mine) PlayCue(Cue::Penalty);
        break;
    case EventKind::RoundEnded:
    case EventKind::GameEnded:
        PlayCue(Cue::End);
        break;
    case EventKind::WrongCard:
    case EventKind::NotTxek:
    case EventKind::NotYourTurn:
    case EventKind::WrongAction:
        if (mine) flash(tr("Penalty card!"), 1.2);
        break;
    case EventKind::Peeked:
        if (mine) reveals_.push_back({{Place::Bench, e.other, e.other_index}, now_ + 2.5});
        break;
    case EventKind::TurnTo:
        // Rule 11: a TXEK on the card before my draw takes my turn; say it, do not just move on.
        if (device_.holder >= 0 && e.other == device_.holder && e.seat != device_.holder)
            flash(fill(tr("You lose your turn: {name}'s TXEK took it"), {{"name", name(e.seat)}}),
                  3.2);
        break;
    case EventKind::Arranged:
        if (mine) reveals_.push_back({{Place::Bench, e.seat, e.index}, now_ + 3.0});
        break;
    default:
        break;
    }
}

// The next deal waits for the person to read the round's result.
void TxekTable::deal_next() {
    act_for_table(Action::next_round());
}

void TxekTable::flash(std::string text, double seconds) {
    flash_ = std::move(text);
    flash_until_ = now_ + seconds;
}

void TxekTable::show_error(const std::string& why) {
    if (why == last_error_) return;
    last_error_ = why;
    flash(why, 4.0);
}

// ---- Reading the view --------------------------------------------------------------------------

TxekTable::Moves TxekTable::moves(const View& v) const {
    const int self = me();
    Moves m;
    m.my_action = self >= 0 && !v.pending.empty() && v.pending.front().seat == self;
    m.action_kind = m.my_action ? v.pending.front().kind : Kind::Number;
    m.my_turn =
        self >= 0 && v.phase == Phase::Play && v.current == self && v.ending == EndCause::None;
    m.can_draw = m.my_turn && !v.drawn && !v.window_open && v.pending.empty();
    m.arranging = self >= 0 && v.phase == Phase::Arrange && !v.seats[std::size_t(self)].arranged;
    m.playing = self >= 0 && v.phase == Phase::Play && v.ending == EndCause::None;
    return m;
}

const std::string& TxekTable::name(int seat) const {
    static const std::string nobody = "?";
    return seat >= 0 && seat < int(setup_.names.size()) ? setup_.names[std::size_t(seat)] : nobody;
}

int TxekTable::hand_count(int seat) const {
    if (seat < 0 || seat >= view_.players) return 0;
    return int(view_.seats[std::size_t(seat)].hand.size());
}

bool TxekTable::revealed(const Place& p) const {
    return std::any_of(reveals_.begin(), reveals_.end(),
                       [&](const Reveal& r) { return r.place == p; });
}

// Which face a bench card shows me: face down in play unless revealed for a moment or, with the
// memory aid on, remembered (table rules, "Knowledge").
std::string TxekTable::bench_face(const View& v, const Settings& settings, int seat, int k) const {
    const CardView& c = v.seats[std::size_t(seat)].bench[std::size_t(k)];
    const bool show = c.card != kNoCard && (revealed({Place::Bench, seat, k}) ||
                                            settings.memory_aid || v.phase != Phase::Play);
    return show ? atlas_face(v, c.card) : std::string("back");
}

// ---- Layout ------------------------------------------------------------------------------------

// Cards take a share of the room and grow with the Size (`grow`: TableFrame::ui_scale), whose
// room is that many times smaller: else a larger Size would enlarge the text and leave the cards
// as they were, or smaller. The widths that keep five cards across a phone never grow; on a wide
// screen the cards grow as far as the prompt still fits between the piles and my cards.
void TxekTable::layout(ImVec2 origin, ImVec2 avail, float bar_h, float grow) {
    Geometry g;
    g.screen_origin = origin;
    g.screen_size = avail;
    g.bar_h = bar_h;
    origin.y += bar_h;
    g.size = ImVec2(avail.x, avail.y - bar_h);
    g.portrait = g.size.x < g.size.y * 0.9f;
    g.grow = std::max(1.0f, grow);
    place_centre(g, origin);
    while (!g.portrait && g.grow > 1.0f && g.centre.y < origin.y + g.size.y * kLowestCentre) {
        g.grow = std::max(1.0f, g.grow - kGrowStep);
        place_centre(g, origin);
    }
    const int n = view_.players;
    const int me = std::max(0, device_.holder);
    g.seat_anchor.assign(std::size_t(n), ImVec2());
    g.seat_card_h.assign(std::size_t(n), 40.0f);
    g.log_rows = g.portrait ? phone_log_rows(g, origin, n - 1) : kLogRows;
    if (g.portrait && n - 1 >= 2)
        seat_columns(g, origin, me, n);
    else
        seat_arc(g, origin, me, n);
    if (me < n) {
        g.seat_anchor[std::size_t(me)] = g.my_bench;
        g.seat_card_h[std::size_t(me)] = g.my_card_h;
    }
    g_ = g;
}

// My cards at the bottom and the piles above them, at the size g.grow asks. On a wide screen the
// piles stand clear above the prompt (draw_prompt) that sits over my cards.
void TxekTable::place_centre(Geometry& g, ImVec2 origin) {
    const float W = g.size.x, H = g.size.y, k = g.grow;
    g.my_card_h = std::clamp(std::min(H * 0.15f * k, W * 0.17f * 1.4f), 64.0f, 150.0f * k);
    g.centre_card_h = std::clamp(std::min(H * 0.16f * k, W * 0.2f * 1.4f), 64.0f, 160.0f * k);
    g.my_hand = ImVec2(origin.x + W * 0.5f, origin.y + H - 12 - g.my_card_h * 0.5f);
    g.my_bench = ImVec2(g.my_hand.x, g.my_hand.y - g.my_card_h * 1.12f);
    float y = origin.y + (g.portrait ? H * 0.44f : H * 0.42f);
    if (!g.portrait) {
        const float prompt_top = prompt_y(g) - ImGui::GetFontSize() * 0.5f;
        y = std::min(y, prompt_top - kPromptGap - g.centre_card_h * 0.5f);
    }
    g.centre = ImVec2(origin.x + W * 0.5f, y);
    const float cw = g.centre_card_h * 0.714f;
    g.draw_pile = ImVec2(g.centre.x - cw * 0.75f, g.centre.y);
    g.pile = ImVec2(g.centre.x + cw * 0.75f, g.centre.y);
}

// Where the prompt's line is centred: above my plate.
float TxekTable::prompt_y(const Geometry& g) {
    return g.my_bench.y - g.my_card_h * 0.5f - ImGui::GetFontSize() * 2.3f;
}

// A phone's log, under the top bar, takes the rows the others' cards can spare: each row of
// their columns (seat_columns), or the one opponent (seat_arc, which then sits lower), first gets
// a cell tall enough for its cards at full size.
int TxekTable::phone_log_rows(const Geometry& g, ImVec2 origin, int others) {
    const float full_card = others >= 2 ? column_card_h(g, 1e6f) : arc_card_h(g, others);
    const float seats = float((others + 1) / 2) * full_card / kColumnCardShare;
    const float room = columns_bottom(g) - kLogMargin - seats - (origin.y + kLogMargin);
    const float box = room - 2 * ImGui::GetStyle().WindowPadding.y; // TableLog::height
    const int fit = int(std::floor(box / ImGui::GetTextLineHeightWithSpacing()));
    return std::clamp(fit, kPhoneLogRows, kPhoneLogMaxRows);
}

float TxekTable::columns_bottom(const Geometry& g) {
    return g.centre.y - g.centre_card_h * 0.6f;
}

// A column's cards: a share of their cell, as wide as two columns of three cards and a fan allow.
float TxekTable::column_card_h(const Geometry& g, float cell_h) {
    return std::clamp(std::min(cell_h * kColumnCardShare, g.size.x * 0.5f / 5.2f * 1.4f), 30.0f,
                      80.0f * g.grow);
}

// The arc's cards. Past kRoomyArc opponents the seats already overlap their neighbours a little:
// their cards keep their share of the room rather than grow with the Size.
float TxekTable::arc_card_h(const Geometry& g, int others) {
    const float W = g.size.x, H = g.size.y, k = others <= kRoomyArc ? g.grow : 1.0f;
    return std::clamp(std::min(H * 0.085f * k, W / float(std::max(3, others) * 3 + 2) * 1.4f),
                      34.0f, 90.0f * k);
}

// A phone held upright: the others in two columns above the pile, clockwise from my left: up the
// left column, then down the right one.
void TxekTable::seat_columns(Geometry& g, ImVec2 origin, int me, int n) {
    const int others = n - 1, rows = (others + 1) / 2;
    const float W = g.size.x;
    const float top =
        origin.y + kLogMargin + TableLog::height(g.log_rows) + kLogMargin; // under the log
    const float cell_h = (columns_bottom(g) - top) / float(rows);
    const float opp_h = column_card_h(g, cell_h);
    for (int k = 0; k < others; ++k) {
        const int seat = (me + 1 + k) % n;
        const bool left = k < rows;
        const int row = left ? rows - 1 - k : k - rows;
        const float x = origin.x + (left ? W * 0.25f : W * 0.75f) - opp_h * 0.25f;
        g.seat_anchor[std::size_t(seat)] = ImVec2(x, top + cell_h * (float(row) + 0.62f));
        g.seat_card_h[std::size_t(seat)] = opp_h;
    }
}

// Elsewhere the others sit round the far side of the oval, clockwise from my left; the arc is no
// taller than the room above the piles, so that the farthest seat's name plate stays on the felt.
void TxekTable::seat_arc(Geometry& g, ImVec2 origin, int me, int n) {
    const int others = n - 1;
    const float W = g.size.x, H = g.size.y;
    const float opp_h = arc_card_h(g, others);
    const float middle = g.centre.y - g.centre_card_h * 0.15f;
    // Upright, the log lies under the top bar (draw_log).
    const float log = g.portrait ? TableLog::height(g.log_rows) + 2 * kLogMargin : 0.0f;
    const float highest = origin.y + log + ImGui::GetFrameHeight() + opp_h * 0.5f;
    const float rx = W * (g.portrait ? 0.34f : 0.36f);
    const float ry =
        std::min(H * (g.portrait ? kArcRadiusUpright : kArcRadiusWide), middle - highest);
    for (int k = 0; k < others; ++k) {
        const int seat = (me + 1 + k) % n;
        const float angle = 3.14159265f * (1.0f + float(k + 1) / float(others + 1));
        g.seat_anchor[std::size_t(seat)] =
            ImVec2(g.centre.x + rx * std::cos(angle), middle + ry * std::sin(angle));
        g.seat_card_h[std::size_t(seat)] = opp_h;
    }
}

float TxekTable::place_height(const Place& p) const {
    if (p.kind == Place::DrawPile || p.kind == Place::Pile) return g_.centre_card_h;
    if (p.seat < 0 || p.seat >= int(g_.seat_card_h.size())) return g_.centre_card_h;
    return g_.seat_card_h[std::size_t(p.seat)];
}

ImVec2 TxekTable::place_pos(const Place& p) const {
    if (p.kind == Place::DrawPile) return g_.draw_pile;
    if (p.kind == Place::Pile) return g_.pile;
    if (p.seat < 0 || p.seat >= view_.players || p.seat >= int(g_.seat_anchor.size()))
        return g_.centre;
    const SeatView& sv = view_.seats[std::size_t(p.seat)];
    const float h = place_height(p), w = h * 0.714f, gap = w * 0.12f;
    const ImVec2 a = g_.seat_anchor[std::size_t(p.seat)];
    if (p.kind == Place::Bench) {
        const int count = bench_slots(sv);
        const float x0 = a.x - (float(count) * (w + gap) - gap) / 2 + w / 2;
        return ImVec2(x0 + float(p.index) * (w + gap), a.y);
    }
    // Hand (or dealt cards, which sit where the hand will be).
    const int count = std::max(1, p.kind == Place::Dealt ? 5 : int(sv.hand.size()));
    if (p.seat == std::max(0, device_.holder)) {
        const float x0 = g_.my_hand.x - (float(count) * (w + gap) - gap) / 2 + w / 2;
        return ImVec2(x0 + float(std::max(0, p.index)) * (w + gap), g_.my_hand.y);
    }
    // Others hold their hand just beyond their bench, fanned and small.
    const float hx = a.x + (float(bench_slots(sv)) * (w + gap)) / 2 + w * 0.3f;
    return ImVec2(hx + float(std::max(0, p.index)) * w * 0.28f, a.y);
}

bool TxekTable::hidden_by_flight(const Place& p) const {
    return std::any_of(flights_.begin(), flights_.end(),
                       [&](const Flight& f) { return f.to == p; });
}

// ---- Drawing and input -------------------------------------------------------------------------

TableIntent TxekTable::draw(const TableFrame& frame) {
    TableIntent out;
    begin_frame(frame);
    layout(ImGui::GetCursorScreenPos(), ImGui::GetContentRegionAvail(), ImGui::GetFrameHeight() + 8,
           frame.ui_scale);
    // This frame's view: a move made while drawing animates, and shows from the next frame on.
    const View v = view_;
    draw_felt();
    draw_top_bar(v, out);
    if (has_view_)
        draw_table(frame, v, ImVec2(g_.screen_origin.x, g_.screen_origin.y + g_.bar_h), g_.size,
                   out);
    else
        draw_flash(frame.fonts); // nothing to draw from: the banner says why
    if (ImGui::IsKeyPressed(ImGui::GetKeyIndex(ImGuiKey_Escape), false)) out.menu = true;
    return out;
}

// The table, then the layers over it, each drawn over the one before and taking the taps on it
// (BeginLayer): the log, the enlarged bench, the banners, the round's result.
void TxekTable::draw_table(const TableFrame& frame, const View& v, ImVec2, ImVec2,
                           TableIntent& out) {
    const Moves m = moves(v);
    assist_ = frame.settings.txek_assist;
    // A game played with the assist on says so on its score sheet.
    out.aided = assist_ && m.playing && !replay_;
    for (int p = 0; p < v.players; ++p)
        if (p != me()) draw_other_seat(frame, v, m, p);
    draw_draw_pile(frame.atlas, v, m);
    draw_pile(frame.atlas, v, m);
    draw_countdown(v);
    if (me() >= 0) draw_my_seat(frame, v, m);
    draw_flights(frame.atlas);
    draw_marks();
    draw_prompt(v, m);
    draw_buttons(v, m);
    draw_txek_button(v, m);
    if (frame.replay)
        out.replay = DrawReplayControls(g_.centre.x, g_.centre.y + g_.centre_card_h * 0.75f,
                                        g_.screen_size.x - 16, frame.replay->step,
                                        frame.replay->total, frame.replay->playing);
    handle_keys(v, m);
    // The round's results cover the log.
    const bool results =
        (v.phase == Phase::RoundOver || v.phase == Phase::GameOver) && !v.results.empty();
    if (!results) draw_log();
    draw_zoom(frame, v, m);
    if (!m.my_turn || !v.drawn) selected_hand_ = -1;
    if (!m.my_action) exchange_mine_ = -1;
    draw_banners(frame.fonts, v);
    if (results) draw_round_over(frame, v, out);
}

// The Double-TXEK ribbon and the flash banner, over every card and the enlarged bench; they only
// show, so taps go through to what lies under them.
void TxekTable::draw_banners(const Fonts& fonts, const View& v) {
    BeginLayer("banners", g_.screen_origin, g_.screen_size, false);
    draw_double_ribbon(v);
    draw_flash(fonts);
    EndLayer();
}

// An oval table under everything (ImGui 1.86 has no ellipse: a 64-gon).
void TxekTable::draw_felt() const {
    ImVec2 pts[64];
    for (int i = 0; i < 64; ++i) {
        const float a = 6.2831853f * float(i) / 64.0f;
        pts[i] = ImVec2(g_.centre.x + g_.size.x * 0.47f * std::cos(a),
                        g_.centre.y + g_.size.y * 0.36f * std::sin(a));
    }
    ImDrawList* dl = ImGui::GetWindowDrawList();
    dl->AddConvexPolyFilled(pts, 64, IM_COL32(14, 110, 70, 255));
    dl->AddPolyline(pts, 64, IM_COL32(236, 196, 96, 90), ImDrawFlags_Closed, 3.0f);
}

std::string TxekTable::bar_detail(const View& v) const {
    return fill(v.tie_break ? tr("round {n} (extra round)") : tr("round {n}"),
                {{"n", std::to_string(v.round)}});
}

void TxekTable::draw_top_bar(const View& v, TableIntent& out) const {
    DrawTableTopBar(g_.screen_origin, g_.screen_size.x, Game::facts().name, bar_detail(v), out,
                    kTitleFromWidth);
}

void TxekTable::draw_other_seat(const TableFrame& frame, const View& v, const Moves& m, int p) {
    const SeatView& sv = v.seats[std::size_t(p)];
    const float h = g_.seat_card_h[std::size_t(p)];
    const ImVec2 a = g_.seat_anchor[std::size_t(p)];
    // Every plate says the bot's level, so a player knows whom a race is against.
    const core::SeatKind level = p < int(setup_.setup.seats.size())
                                     ? setup_.setup.seats[std::size_t(p)]
                                     : core::SeatKind::Human;
    // A person (a friend at an online table) has no level to show.
    const std::string plate =
        plate_text(name(p), sv, *LevelLabel(level) ? LevelLabel(level) : nullptr);
    const ImVec2 plate_at(a.x, a.y - h * 0.5f - ImGui::GetFontSize() * 0.9f);
    // Plates are set smaller where seats stand close: a phone's columns, a crowded arc.
    if (g_.portrait || v.players - 1 > kRoomyArc) ImGui::SetWindowFontScale(kClosePlateScale);
    draw_plate(plate_at, plate, v.phase == Phase::Play && v.current == p);
    if (m.my_action && m.action_kind == Kind::Hand) hand_target(plate_at, plate, p);
    ImGui::SetWindowFontScale(1.0f);
    draw_other_bench(frame, v, m, p);
    draw_other_hand(frame.atlas, v, p);
}

// A Hand card makes another player draw: their name plate is the target, framed in gold and at
// least a fingertip tall.
void TxekTable::hand_target(ImVec2 plate_at, const std::string& plate, int p) {
    const ImVec2 sz = ImGui::CalcTextSize(plate.c_str());
    const ImVec2 box(std::max(sz.x + 24, kTouchTarget), std::max(sz.y + 10, kTouchTarget));
    if (TargetButton(ImVec2(plate_at.x - box.x / 2, plate_at.y - box.y / 2), box,
                     "player:" + std::to_string(p)))
        act(Action::give_hand(p));
}

bool TxekTable::small_seat(int p) const {
    return g_.seat_card_h[std::size_t(p)] * 0.714f < kTouchTarget;
}

// Peek, or the second tap of an Exchange, aims at another player's bench.
bool TxekTable::choosing_other_bench(const Moves& m) const {
    return m.my_action && (m.action_kind == Kind::Peek ||
                           (m.action_kind == Kind::Exchange && exchange_mine_ >= 0));
}

void TxekTable::pick_other_bench(const Moves& m, int p, int k) {
    if (m.action_kind == Kind::Peek)
        act(Action::peek(p, k));
    else
        act(Action::exchange(exchange_mine_ >= 100, exchange_mine_ % 100, p, k));
    exchange_mine_ = -1;
}

// Face down unless known and aided; a Peek or an Exchange aims at them. Cards too small for a
// fingertip are chosen in two taps: the seat, then its card shown large (draw_zoom).
void TxekTable::draw_other_bench(const TableFrame& frame, const View& v, const Moves& m, int p) {
    const SeatView& sv = v.seats[std::size_t(p)];
    const float h = g_.seat_card_h[std::size_t(p)];
    const bool target = choosing_other_bench(m), by_seat = target && small_seat(p);
    for (int k = 0; k < bench_slots(sv); ++k) {
        const Place pl{Place::Bench, p, k};
        const ImVec2 c = place_pos(pl);
        if (!bench_present(sv, k)) {
            DrawSlot(frame.atlas, c, h);
            continue;
        }
        if (hidden_by_flight(pl)) continue;
        const std::string face = bench_face(v, frame.settings, p, k);
        if (by_seat) {
            DrawCard(ImGui::GetWindowDrawList(), frame.atlas, face, c, h);
            continue;
        }
        const std::string id = "opp:" + std::to_string(p) + ":bench:" + std::to_string(k);
        if (CardButton(frame.atlas, face, c, h, id, target) && target) pick_other_bench(m, p, k);
    }
    if (!by_seat) return;
    const ImVec2 first = place_pos({Place::Bench, p, 0});
    const ImVec2 last = place_pos({Place::Bench, p, bench_slots(sv) - 1});
    const ImVec2 size(std::max(last.x - first.x + h, kTouchTarget), std::max(h + 8, kTouchTarget));
    const ImVec2 min((first.x + last.x - size.x) / 2, first.y - size.y / 2);
    if (TargetButton(min, size, "seat:" + std::to_string(p))) zoom_seat_ = p;
}

// The chosen small seat's bench, large over the middle of the table, until a card is chosen (and
// while a peeked card of it is shown) or Back is tapped. It is a layer: its cards lie over the
// piles and take the taps there.
void TxekTable::draw_zoom(const TableFrame& frame, const View& v, const Moves& m) {
    const bool choosing = choosing_other_bench(m);
    const bool showing = std::any_of(reveals_.begin(), reveals_.end(), [&](const Reveal& r) {
        return r.place.kind == Place::Bench && r.place.seat == zoom_seat_;
    });
    if (zoom_seat_ < 0 || zoom_seat_ >= v.players || (!choosing && !showing)) {
        zoom_seat_ = -1;
        return;
    }
    const int slots = bench_slots(v.seats[std::size_t(zoom_seat_)]);
    const float h =
        std::min(g_.centre_card_h, (g_.size.x - 48) / (float(slots) * 0.714f * kZoomStep));
    const ImVec2 c = g_.centre;
    const ImVec2 half(g_.size.x * 0.5f - 8,
                      h * 0.5f + ImGui::GetTextLineHeightWithSpacing() * kZoomMarginLines);
    BeginLayer("zoom", ImVec2(c.x - half.x, c.y - half.y), ImVec2(half.x * 2, half.y * 2), true);
    draw_zoom_panel(frame, v, m, h, half, choosing);
    EndLayer();
}

void TxekTable::draw_zoom_panel(const TableFrame& frame, const View& v, const Moves& m, float h,
                                ImVec2 half, bool choosing) {
    const int p = zoom_seat_;
    const SeatView& sv = v.seats[std::size_t(p)];
    const int slots = bench_slots(sv);
    const float line = ImGui::GetTextLineHeightWithSpacing();
    const ImVec2 c = g_.centre;
    ImGui::GetWindowDrawList()->AddRectFilled(ImVec2(c.x - half.x, c.y - half.y),
                                              ImVec2(c.x + half.x, c.y + half.y),
                                              IM_COL32(0, 34, 20, 240), 12.0f);
    const std::string title = fill(
        choosing ? tr("{name}'s bench: tap a card") : tr("{name}'s bench"), {{"name", name(p)}});
    CentredLabel(ImVec2(c.x, c.y - half.y + line * 0.7f), title.c_str());
    for (int k = 0; k < slots; ++k) {
        const ImVec2 at(c.x + (float(k) - float(slots - 1) / 2) * h * 0.714f * kZoomStep, c.y);
        if (!bench_present(sv, k)) {
            DrawSlot(frame.atlas, at, h);
            continue;
        }
        const std::string id = "opp:" + std::to_string(p) + ":bench:" + std::to_string(k);
        if (CardButton(frame.atlas, bench_face(v, frame.settings, p, k), at, h, id, choosing) &&
            choosing)
            pick_other_bench(m, p, k);
    }
    if (!choosing) return;
    const ImVec2 back(120, kTouchTarget);
    ImGui::SetCursorScreenPos(ImVec2(c.x - back.x / 2, c.y + half.y - back.y - 6));
    if (BigButton(tr("Back"), "zoom_back", back)) zoom_seat_ = -1;
}

// A small fan of backs in play; the dealt cards while arranging; shown once the round is counted.
void TxekTable::draw_other_hand(const Atlas& atlas, const View& v, int p) const {
    const SeatView& sv = v.seats[std::size_t(p)];
    const float h = g_.seat_card_h[std::size_t(p)];
    const int in_hand =
        v.phase == Phase::Arrange ? v.dealt_count[std::size_t(p)] : int(sv.hand.size());
    ImDrawList* dl = ImGui::GetWindowDrawList();
    for (int k = 0; k < in_hand; ++k) {
        const Place pl{Place::Hand, p, k};
        if (hidden_by_flight(pl)) continue;
        const CardId c = k < int(sv.hand.size()) ? sv.hand[std::size_t(k)].card : kNoCard;
        DrawCard(dl, atlas, v.phase == Phase::Play ? "back" : atlas_face(v, c), place_pos(pl),
                 h * 0.8f, 0.12f * (float(k) - float(in_hand) / 2.0f));
    }
}

void TxekTable::draw_draw_pile(const Atlas& atlas, const View& v, const Moves& m) {
    const float h = g_.centre_card_h;
    const ImVec2 at = g_.draw_pile;
    // An empty draw pile is refilled at the next draw from the pile, all but its top card
    // (clarifications: "When the draw pile runs out"), so it can still be drawn from.
    const bool refilled_at_draw = v.draw_count == 0 && v.pile.size() > 1;
    if (v.draw_count > 0 || refilled_at_draw) {
        ImDrawList* dl = ImGui::GetWindowDrawList();
        for (int i = std::min(3, v.draw_count) - 1; i > 0; --i)
            DrawCard(dl, atlas, "back", ImVec2(at.x - float(i) * 2.0f, at.y - float(i) * 2.0f), h);
        // Out of turn this is the "Not your turn" penalty (D14), so it stays clickable.
        if (CardButton(atlas, "back", at, h, "draw_pile", m.can_draw) && m.playing && !m.my_action)
            act(Action::draw());
    } else {
        DrawSlot(atlas, at, h);
    }
    char count[32];
    std::snprintf(count, sizeof count, "%d", v.draw_count);
    // Beside the pile, left of it, where it takes no height from the prompt under the piles.
    const float label_w = ImGui::CalcTextSize(count).x;
    CentredLabel(ImVec2(at.x - h * 0.714f * 0.5f - kPromptGap - label_w * 0.5f, at.y), count);
}

// The top two cards; while a discard is still flying in, the card under it shows as the top.
void TxekTable::draw_pile(const Atlas& atlas, const View& v, const Moves& m) {
    const float h = g_.centre_card_h;
    if (v.pile.empty()) {
        // The round's first turn: "tap the pile" finds an empty slot; it draws, or,
        // with a card chosen after the draw, takes the round's first discard (rule 6).
        const bool discard = m.my_turn && v.drawn && selected_hand_ >= 0;
        if (!CardButton(atlas, "slot", g_.pile, h, "pile", discard)) return;
        if (discard) {
            act(Action::discard(selected_hand_));
            selected_hand_ = -1;
        } else if (m.can_draw && !m.my_action) {
            act(Action::draw());
        }
        return;
    }
    const bool landing = hidden_by_flight({Place::Pile});
    const std::size_t n = v.pile.size();
    if (n > 1 && !landing)
        DrawCard(ImGui::GetWindowDrawList(), atlas, atlas_face(v, v.pile[n - 2].card),
                 ImVec2(g_.pile.x - h * 0.06f, g_.pile.y + h * 0.04f), h, -0.12f);
    if (landing && n == 1) return;
    const std::string top = atlas_face(v, (landing ? v.pile[n - 2] : v.pile.back()).card);
    const bool discard = m.my_turn && v.drawn && selected_hand_ >= 0;
    if (!CardButton(atlas, top, g_.pile, h, "pile", discard)) return;
    if (discard) {
        act(Action::discard(selected_hand_));
        selected_hand_ = -1;
    } else if (m.can_draw && !m.my_action) {
        flash(tr("Draw from the face-down pile: the discards are never taken back"), 2.4);
    }
}

// The reaction window's countdown around the pile (table rules, "Timing on screen"), in the
// match's own time: the session moves it on.
void TxekTable::draw_countdown(const View& v) const {
    const SeatPort* port = shown_port();
    if (!v.window_open || !port) return;
    const std::optional<games::Countdown> window = port->countdown();
    if (!window) return;
    const double total = double(window->due - window->from);
    const double left = double(window->due - port->now_ms());
    const float frac = float(std::clamp(left / std::max(1.0, total), 0.0, 1.0));
    ImDrawList* dl = ImGui::GetWindowDrawList();
    dl->PathArcTo(g_.pile, g_.centre_card_h * 0.72f, -1.5708f, -1.5708f + 6.2832f * frac, 48);
    dl->PathStroke(IM_COL32(236, 196, 96, 230), 0, 6.0f);
}

// Bench above, hand below.
void TxekTable::draw_my_seat(const TableFrame& frame, const View& v, const Moves& m) {
    const int self = me();
    const SeatView& sv = v.seats[std::size_t(self)];
    const ImVec2 plate_at(g_.my_bench.x,
                          g_.my_bench.y - g_.my_card_h * 0.5f - ImGui::GetFontSize() * 0.9f);
    draw_plate(plate_at, plate_text(name(self), sv, nullptr),
               v.phase == Phase::Play && v.current == self);
    if (m.arranging) {
        draw_arrange(frame.atlas);
        return;
    }
    draw_my_bench(frame, v, m);
    draw_my_hand(frame.atlas, v, m);
}

// Rule 2 (D3): three of the five dealt cards go face down to the bench, in tap order; rule 3:
// the tap on the bench card to look at sends the arrangement.
void TxekTable::draw_arrange(const Atlas& atlas) {
    const float h = g_.my_card_h;
    for (int k = 0; k < 3; ++k) {
        const ImVec2 c = place_pos({Place::Bench, me(), k});
        if (k >= int(arrange_pick_.size())) {
            DrawSlot(atlas, c, h);
        } else if (arrange_pick_.size() == 3 &&
                   CardButton(atlas, "back", c, h, "bench:" + std::to_string(k), true)) {
            act(Action::arrange(arrange_pick_[0], arrange_pick_[1], arrange_pick_[2], k));
            arrange_pick_.clear();
        }
    }
    for (int d = 0; d < 5; ++d) {
        if (std::find(arrange_pick_.begin(), arrange_pick_.end(), d) != arrange_pick_.end())
            continue;
        const bool open = arrange_pick_.size() < 3;
        const std::string id = "dealt:" + std::to_string(d);
        if (CardButton(atlas, "back", place_pos({Place::Dealt, me(), d}), h, id, open) && open)
            arrange_pick_.push_back(d);
    }
}

void TxekTable::draw_my_bench(const TableFrame& frame, const View& v, const Moves& m) {
    const int self = me();
    const SeatView& sv = v.seats[std::size_t(self)];
    const float h = g_.my_card_h;
    for (int k = 0; k < bench_slots(sv); ++k) {
        const Place pl{Place::Bench, self, k};
        const ImVec2 c = place_pos(pl);
        if (!bench_present(sv, k)) {
            DrawSlot(frame.atlas, c, h);
            continue;
        }
        if (hidden_by_flight(pl)) continue;
        const bool swap_target = m.my_turn && v.drawn && selected_hand_ >= 0;
        const bool pick =
            m.my_action && (m.action_kind == Kind::Peek || m.action_kind == Kind::Down ||
                            (m.action_kind == Kind::Exchange && exchange_mine_ < 0));
        if (CardButton(frame.atlas, bench_face(v, frame.settings, self, k), c, h,
                       "bench:" + std::to_string(k),
                       swap_target || pick || exchange_mine_ == 100 + k))
            tap_my_bench(v, m, k);
    }
}

// A bench card: the swap of rule 6, the target of my action card, or an interception (rule 10:
// not while I hold a drawn card).
void TxekTable::tap_my_bench(const View& v, const Moves& m, int k) {
    if (m.my_turn && v.drawn && selected_hand_ >= 0) {
        act(Action::swap(selected_hand_, k));
        selected_hand_ = -1;
    } else if (m.my_action && m.action_kind == Kind::Peek) {
        act(Action::peek(me(), k));
    } else if (m.my_action && m.action_kind == Kind::Down) {
        act(Action::down(true, k));
    } else if (m.my_action && m.action_kind == Kind::Exchange) {
        exchange_mine_ = 100 + k;
    } else if (m.playing && !v.pile.empty() && !(m.my_turn && v.drawn)) {
        act(Action::intercept(true, k));
    }
}

void TxekTable::draw_my_hand(const Atlas& atlas, const View& v, const Moves& m) {
    const SeatView& sv = v.seats[std::size_t(me())];
    for (int k = 0; k < int(sv.hand.size()); ++k) {
        const Place pl{Place::Hand, me(), k};
        if (hidden_by_flight(pl)) continue;
        const bool chosen = selected_hand_ == k || exchange_mine_ == k;
        if (CardButton(atlas, atlas_face(v, sv.hand[std::size_t(k)].card), place_pos(pl),
                       g_.my_card_h, "hand:" + std::to_string(k), chosen, 1.0f, chosen))
            tap_my_hand(v, m, k);
    }
}

// A hand card: chosen for the discard or swap of rule 6, the target of my action card, or an
// interception (rule 10).
void TxekTable::tap_my_hand(const View& v, const Moves& m, int k) {
    if (m.my_turn && v.drawn && !m.my_action)
        selected_hand_ = selected_hand_ == k ? -1 : k;
    else if (m.my_action && m.action_kind == Kind::Down)
        act(Action::down(false, k));
    else if (m.my_action && m.action_kind == Kind::Exchange)
        exchange_mine_ = k;
    else if (m.playing && !v.pile.empty())
        act(Action::intercept(false, k));
}

// Flights on top of every card.
void TxekTable::draw_flights(const Atlas& atlas) const {
    ImDrawList* dl = ImGui::GetWindowDrawList();
    for (const Flight& f : flights_)
        DrawFlight(dl, atlas, f.face, place_pos(f.from), place_pos(f.to), place_height(f.from),
                   place_height(f.to), float((now_ - f.start) / f.duration));
}

// A pulsing gold frame round each card that just moved: which of your cards an Exchange took is
// seen on the table, not only read in the log.
void TxekTable::draw_marks() const {
    ImDrawList* dl = ImGui::GetWindowDrawList();
    const float pulse = 0.65f + 0.35f * float(std::sin(now_ * 9.0));
    for (const Reveal& r : marks_) {
        if (hidden_by_flight(r.place)) continue;
        const float fade = float(std::clamp(r.until - now_, 0.0, 0.5) / 0.5);
        const float h = place_height(r.place) *
                        (r.place.kind == Place::Hand && r.place.seat != me() ? 0.8f : 1.0f);
        const ImVec2 c = place_pos(r.place), half(h * 0.714f * 0.5f + 4, h * 0.5f + 4);
        dl->AddRect(ImVec2(c.x - half.x, c.y - half.y), ImVec2(c.x + half.x, c.y + half.y),
                    IM_COL32(255, 214, 90, int(255 * pulse * fade)), 6.0f, 0, 4.0f);
    }
}

std::string TxekTable::prompt_text(const View& v, const Moves& m) const {
    if (m.arranging)
        return arrange_pick_.size() < 3 ? tr("Tap 3 of your 5 cards for your bench (face down)")
                                        : tr("Tap the bench card you want to look at");
    if (m.my_action) {
        switch (m.action_kind) {
        case Kind::Peek:
            return tr("Peek: tap any face-down bench card");
        case Kind::Exchange:
            return exchange_mine_ < 0 ? tr("Exchange: tap one of your cards")
                                      : tr("Exchange: now tap another player's bench card");
        case Kind::Hand:
            return tr("Hand: tap the player who must draw a card");
        case Kind::Down:
            return tr("Down: tap one more of your cards to put on the pile");
        default:
            return "";
        }
    }
    // The key's name is for a player at a keyboard, not under a finger.
    if (m.my_turn && m.can_draw)
        return KeyHints() ? tr("Your turn: tap the draw pile (D)")
                          : tr("Your turn: tap the draw pile");
    if (m.my_turn && v.drawn)
        return selected_hand_ < 0
                   ? tr("Tap a hand card, then the pile to discard it or a bench card to swap")
                   : tr("Tap the pile to discard, or a bench card to swap");
    if (m.my_turn && v.window_open) return tr("Your turn once the countdown ends");
    if (v.phase == Phase::Arrange) return tr("Waiting for the others to arrange their bench");
    if (v.phase == Phase::Play && me() >= 0) return tr("Tap a matching card of yours to intercept");
    return "";
}

void TxekTable::draw_prompt(const View& v, const Moves& m) const {
    const std::string prompt = prompt_text(v, m);
    if (prompt.empty()) return;
    float y = prompt_y(g_);
    if (g_.portrait && txek_state(v, m).open) y = controls_top() - ImGui::GetFontSize() * 0.8f;
    // Shrunk to fit a phone's width rather than cut.
    const float fit =
        std::min(1.0f, (g_.screen_size.x - 16) / ImGui::CalcTextSize(prompt.c_str()).x);
    ImGui::SetWindowFontScale(fit);
    CentredLabel(ImVec2(g_.my_bench.x, y), prompt.c_str(), IM_COL32(250, 244, 228, 230));
    ImGui::SetWindowFontScale(1.0f);
}

// Big buttons for what I can do now: right of my cards when there is room, else above them.
// Space calls TXEK like the button.
void TxekTable::draw_buttons(const View& v, const Moves& m) {
    const float bw = std::clamp(g_.size.x * 0.16f, 110.0f, 190.0f);
    const float bh = std::max(52.0f, g_.my_card_h * 0.42f);
    float x = g_.screen_origin.x + g_.screen_size.x - bw - 8, y = g_.my_bench.y - bh * 0.5f;
    if (g_.portrait) y = g_.centre.y + g_.centre_card_h * 0.68f;
    auto button = [&](const char* label, const char* target, bool primary) {
        ImGui::SetCursorScreenPos(ImVec2(x, y));
        const bool pressed = BigButton(label, target, ImVec2(bw, bh), primary);
        if (g_.portrait)
            x -= bw + 8;
        else
            y += bh + 8;
        return pressed;
    };
    if (v.can_call_double && button("Double-TXEK", "double", false)) act(Action::double_txek());
    if (m.my_action && button(tr("Skip"), "skip", false)) { // actions are optional (rule 7)
        act(Action::skip());
        exchange_mine_ = -1;
    }
    if (m.my_turn && v.drawn && selected_hand_ >= 0 &&
        button(trc("button", "Discard"), "discard", false)) {
        act(Action::discard(selected_hand_));
        selected_hand_ = -1;
    }
    if (m.arranging && !arrange_pick_.empty() && button(tr("Undo"), "undo", false))
        arrange_pick_.clear();
}

// Rules 8 and 11 (D7): a TXEK is called inside the window of the discard it is about, once the
// card has landed.
TxekButton TxekTable::txek_state(const View& v, const Moves& m) const {
    return txek_button(v, m.playing, !hidden_by_flight({Place::Pile}), assist_);
}

float TxekTable::controls_top() const {
    const float plate_top = g_.my_bench.y - g_.my_card_h * 0.5f - ImGui::GetFontSize() * 1.7f;
    return plate_top - 6 - kPhoneTxekHeight;
}

// Where the eye already is: beside the pile, big; on a phone just above my cards,
// the width of the screen, under the thumb. Space calls it too, and only when a tap could.
void TxekTable::draw_txek_button(const View& v, const Moves& m) {
    const TxekButton state = txek_state(v, m);
    if (!state.open) return;
    ImVec2 size, at;
    if (g_.portrait) {
        size = ImVec2(std::min(g_.size.x - 32, 360.0f), kPhoneTxekHeight);
        at = ImVec2(g_.my_bench.x - size.x / 2, controls_top());
    } else {
        size = ImVec2(std::clamp(g_.centre_card_h * 1.15f, 150.0f, 210.0f),
                      std::max(64.0f, g_.centre_card_h * 0.5f));
        at = ImVec2(g_.pile.x + g_.centre_card_h * 0.72f + 20, g_.pile.y - size.y / 2);
    }
    ImGui::SetCursorScreenPos(at);
    const bool space = ImGui::IsKeyPressed(ImGui::GetKeyIndex(ImGuiKey_Space), false);
    if (BigButton("TXEK!", "txek", size, state.lit) || space)
        act(Action::call_txek(v.pile.back().serial));
}

// D draws, 1-9 choose a hand card, Enter discards it (Esc, the menu, works in replays too).
void TxekTable::handle_keys(const View& v, const Moves& m) {
    if (me() < 0 || replay_) return;
    for (ImWchar ch : ImGui::GetIO().InputQueueCharacters) {
        if ((ch == 'd' || ch == 'D') && m.can_draw) act(Action::draw());
        if (ch >= '1' && ch <= '9' && m.my_turn && v.drawn) {
            const int k = ch - '1';
            if (k < int(v.seats[std::size_t(me())].hand.size())) selected_hand_ = k;
        }
    }
    // With the keyboard's focus ring showing, Enter presses the ringed card or button instead.
    if (ImGui::IsKeyPressed(ImGui::GetKeyIndex(ImGuiKey_Enter), false) &&
        !ImGui::IsAnyItemFocused() && m.my_turn && v.drawn && selected_hand_ >= 0) {
        act(Action::discard(selected_hand_));
        selected_hand_ = -1;
    }
}

// The last few moves, newest last: in landscape the empty bottom-left corner, on a phone as many
// rows as the others leave under the top bar (phone_log_rows); inside the screen either way.
void TxekTable::draw_log() {
    const ImVec2 o = g_.screen_origin, avail = g_.screen_size;
    const float h = TableLog::height(g_.log_rows);
    const ImVec2 at = g_.portrait ? ImVec2(o.x + kLogMargin, o.y + g_.bar_h + kLogMargin)
                                  : ImVec2(o.x + kLogMargin, o.y + avail.y - h - kLogMargin);
    const float w = g_.portrait ? avail.x - 2 * kLogMargin : std::min(340.0f, avail.x * 0.28f);
    shown_log().draw("log", at, w, g_.log_rows);
}

// Rule 14: everyone sees who bet on a Double-TXEK while it runs.
void TxekTable::draw_double_ribbon(const View& v) const {
    if (v.double_callers.empty() || v.phase != Phase::Play) return;
    std::string who;
    for (int c : v.double_callers) who += (who.empty() ? "" : ", ") + name(c);
    Pill(ImVec2(g_.centre.x, g_.centre.y - g_.centre_card_h * 0.85f),
         fill(tr("Double-TXEK running: {names}"), {{"names", who}}), IM_COL32(150, 40, 30, 230));
}

// The banner for TXEK calls, Double-TXEK, penalties and refusals.
void TxekTable::draw_flash(const Fonts& fonts) const {
    if (now_ >= flash_until_ || flash_.empty()) return;
    ImGui::PushFont(fonts.title);
    // Shrunk to fit a phone's width rather than cut.
    const float fit =
        std::min(1.0f, (g_.screen_size.x - 64) / ImGui::CalcTextSize(flash_.c_str()).x);
    ImGui::SetWindowFontScale(fit);
    const ImVec2 sz = ImGui::CalcTextSize(flash_.c_str());
    const ImVec2 c(g_.centre.x, g_.centre.y - g_.centre_card_h * 0.2f);
    ImGui::GetWindowDrawList()->AddRectFilled(ImVec2(c.x - sz.x / 2 - 24, c.y - sz.y / 2 - 12),
                                              ImVec2(c.x + sz.x / 2 + 24, c.y + sz.y / 2 + 12),
                                              IM_COL32(20, 20, 12, 220), 16);
    CentredLabel(c, flash_.c_str(), kGold);
    ImGui::SetWindowFontScale(1.0f);
    ImGui::PopFont();
}

// Round over: every game revealed and counted (seed, "End of the game"), the ending explained.
// The table is dimmed under it; the panel is a layer as tall as it was last drawn, so its
// buttons take the taps over the cards and the replay controls still take the rest.
void TxekTable::draw_round_over(const TableFrame& frame, const View& v, TableIntent& out) {
    const RoundResult& r = v.results.back();
    const ImVec2 o = g_.screen_origin, avail = g_.screen_size;
    BeginLayer("dim", o, avail, false);
    // Dim the table so the counted cards stand out from the ones still lying there.
    ImGui::GetWindowDrawList()->AddRectFilled(o, ImVec2(o.x + avail.x, o.y + avail.y),
                                              kResultShade);
    EndLayer();
    const float w = std::min(avail.x - 24, 620.0f);
    const ImVec2 at(o.x + (avail.x - w) / 2, o.y + g_.bar_h + kRoundPanelTop);
    const float rest = o.y + avail.y - at.y;
    BeginLayer("round_over", at, ImVec2(w, round_panel_h_ > 0 ? round_panel_h_ : rest), true);
    ImGui::SetCursorScreenPos(at);
    BeginPanel(w);
    draw_round_head(frame.fonts, r);
    for (int p = 0; p < v.players; ++p) draw_counted_game(frame.atlas, v, r, p, w);
    draw_round_end(v, w, out);
    EndPanel();
    round_panel_h_ = ImGui::GetItemRectMax().y - at.y;
    EndLayer();
}

// How the round ended: rule 13, rule 14 or D15.
void TxekTable::draw_round_head(const Fonts& fonts, const RoundResult& r) const {
    std::string head;
    if (r.went_out >= 0)
        head = fill(tr("{name} went out: simple victory"), {{"name", name(r.went_out)}});
    else if (r.double_caller >= 0)
        head = fill(r.double_won ? tr("{name}: Double-TXEK victory!")
                                 : tr("{name}: Double-TXEK failed"),
                    {{"name", name(r.double_caller)}});
    else
        head = tr("No cards left to draw: the round ends");
    ImGui::PushFont(fonts.title);
    ImGui::SetWindowFontScale(0.7f);
    ImGui::TextUnformatted(head.c_str());
    ImGui::SetWindowFontScale(1.0f);
    ImGui::PopFont();
    if (r.double_caller >= 0)
        ImGui::TextDisabled("%s", r.double_won
                                      ? tr("The caller scores 0, everyone else doubles.")
                                      : tr("The caller takes the sum of everyone's points."));
}

// One line a seat: the name, the game small and face up, its points and what is scored.
void TxekTable::draw_counted_game(const Atlas& atlas, const View& v, const RoundResult& r, int p,
                                  float w) const {
    const SeatView& sv = v.seats[std::size_t(p)];
    ImGui::Text("%s", name(p).c_str());
    ImGui::SameLine(w * 0.28f);
    const float ch = ImGui::GetFrameHeight() * 1.1f;
    const ImVec2 at = ImGui::GetCursorScreenPos();
    ImDrawList* dl = ImGui::GetWindowDrawList();
    int i = 0;
    auto card = [&](CardId c) {
        DrawCard(dl, atlas, atlas_face(v, c),
                 ImVec2(at.x + ch * 0.4f + float(i++) * ch * 0.55f, at.y + ch * 0.45f), ch);
    };
    for (const CardView& c : sv.hand) card(c.card);
    for (const CardView& c : sv.bench)
        if (c.present) card(c.card);
    ImGui::Dummy(ImVec2(float(std::max(1, i)) * ch * 0.55f + ch * 0.3f, ch));
    const int raw = r.raw[std::size_t(p)], scored = r.scored[std::size_t(p)];
    // The points stay inside a phone's narrow panel: "→ 154" ends at its right edge at most.
    const float right = w - ImGui::GetStyle().WindowPadding.x;
    const float scored_x = std::min(w * 0.84f, right - ImGui::CalcTextSize("\xE2\x86\x92 000").x);
    ImGui::SameLine(std::min(w * 0.74f, scored_x - ImGui::CalcTextSize("000 ").x));
    ImGui::Text("%d", raw);
    ImGui::SameLine(scored_x);
    ImGui::PushTextWrapPos(-1.0f); // "→ 38" stays on one line in a phone's narrow column
    if (scored != raw)
        ImGui::TextColored(ImVec4(0.93f, 0.77f, 0.38f, 1), "\xE2\x86\x92 %d", scored);
    else
        ImGui::TextDisabled("%d", scored);
    ImGui::PopTextWrapPos();
}

// "Ana wins the game with 38 points.", "You win …".
static std::string game_winner_line(const Voice& speaker, int winner, int points) {
    const std::string n = std::to_string(points);
    if (speaker.is_you(winner))
        return fill(
            trn("You win the game with {n} point.", "You win the game with {n} points.", points),
            {{"n", n}});
    return fill(trn("{name} wins the game with {n} point.", "{name} wins the game with {n} points.",
                    points),
                {{"name", speaker.name(winner)}, {"n", n}});
}

// The winner or the tie-break (D19), then the sheet and the next deal or a new game. A replay
// deals nothing: its controls step it.
void TxekTable::draw_round_end(const View& v, float w, TableIntent& out) {
    if (v.phase == Phase::GameOver) {
        int winner = 0;
        for (int p = 0; p < v.players; ++p)
            if (v.seats[std::size_t(p)].total < v.seats[std::size_t(winner)].total) winner = p;
        ImGui::TextUnformatted(
            game_winner_line(voice(), winner, v.seats[std::size_t(winner)].total).c_str());
    } else if (v.tie_break) {
        ImGui::TextUnformatted(tr("Tied for the lowest total after 200: one extra round."));
    }
    const ImGuiStyle& st = ImGui::GetStyle();
    const float bw = (w - 2 * st.WindowPadding.x - st.ItemSpacing.x) / 2;
    if (BigButton(tr("Score sheet"), "round_sheet", ImVec2(bw, 0))) out.sheet = true;
    ImGui::SameLine();
    if (v.phase == Phase::GameOver) {
        if (BigButton(tr("New game"), "new_game", ImVec2(bw, 0), true)) out.new_game = true;
        // As at every game's end: the link that replays this game (TableFrame::share_replay).
        ShareReplayButton(ImVec2(2 * bw + st.ItemSpacing.x, 0), share_replay_, out);
    } else if (!replay_ && me() >= 0) {
        if (BigButton(tr("Next round"), "next_round", ImVec2(bw, 0), true)) deal_next();
    }
}

// ---- The test hook -----------------------------------------------------------------------------

nlohmann::json TxekTable::public_json() const {
    static const char* const phases[] = {"arrange", "play", "round_over", "game_over"};
    const View& v = view_;
    nlohmann::json j;
    j["me"] = device_.holder;
    j["round"] = v.round;
    j["phase"] = phases[int(v.phase)];
    j["current"] = v.current;
    j["drawn"] = v.drawn;
    j["window_open"] = v.window_open;
    j["can_call_double"] = v.can_call_double;
    j["draw_count"] = v.draw_count;
    j["ending"] = int(v.ending);
    j["pile"] = nlohmann::json::array();
    for (const PileView& p : v.pile)
        j["pile"].push_back({{"card", card_code(v, p.card)},
                             {"seat", p.seat},
                             {"serial", p.serial},
                             {"identical", p.identical},
                             {"claimed", p.claimed}});
    j["seats"] = nlohmann::json::array();
    for (int p = 0; p < v.players; ++p) j["seats"].push_back(seat_json(p));
    j["pending"] = nlohmann::json::array();
    for (const Pending& p : v.pending)
        j["pending"].push_back({{"seat", p.seat}, {"kind", kind_name(p.kind)}});
    j["results"] = nlohmann::json::array();
    for (const RoundResult& r : v.results)
        j["results"].push_back({{"raw", r.raw}, {"scored", r.scored}, {"summary", r.summary}});
    const SeatPort* port = shown_port();
    j["log"] = logs_.newest(port ? port->seat() : -1, 10);
    j["log_lines"] = logs_.size(port ? port->seat() : -1);
    j["marked"] = nlohmann::json::array();
    static const char* const kinds[] = {"draw_pile", "pile", "hand", "bench", "dealt"};
    for (const Reveal& r : marks_)
        j["marked"].push_back(
            {{"kind", kinds[int(r.place.kind)]}, {"seat", r.place.seat}, {"index", r.place.index}});
    j["arrange_picked"] = arrange_pick_;
    // What the person reads and may press: the prompt, the TXEK button, the enlarged seat.
    const Moves m = moves(v);
    j["prompt"] = prompt_text(v, m);
    const TxekButton button = txek_state(v, m);
    j["txek_button"] = {{"open", button.open}, {"lit", button.lit}};
    j["zoom"] = zoom_seat_;
    j["key_hints"] = KeyHints();
    return j;
}

// A seat as the view shows it: unknown cards are null, an empty bench slot "empty".
nlohmann::json TxekTable::seat_json(int p) const {
    const SeatView& sv = view_.seats[std::size_t(p)];
    nlohmann::json hand = nlohmann::json::array(), bench = nlohmann::json::array();
    for (const CardView& c : sv.hand) hand.push_back(card_code(view_, c.card));
    for (const CardView& c : sv.bench)
        bench.push_back(c.present ? card_code(view_, c.card) : nlohmann::json("empty"));
    return {{"name", name(p)}, {"total", sv.total}, {"arranged", sv.arranged},
            {"hand", hand},    {"bench", bench},    {"dealt", view_.dealt_count[std::size_t(p)]}};
}

} // namespace table
