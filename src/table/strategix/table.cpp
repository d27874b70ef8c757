#include "table/strategix/table.h"

#include "engine/core/text.h"
#include "engine/strategix/wire.h"
#include "table/i18n.h"
#include "table/strategix/words.h"
#include "table/table_panels.h"
#include "table/widgets.h"

#include <algorithm>
#include <cctype>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <imgui.h>

namespace table {

using namespace strategix;
using strategix_select::face_of;
using strategix_words::card_name;
using strategix_words::describe_combo;
using strategix_words::title_words;

namespace {
std::string points_text(int points) {
    return fill(trn("{n} pt", "{n} pts", std::abs(points)), {{"n", std::to_string(points)}});
}

// "Hand 2 of 3".
std::string hand_of(int hand, int hands) {
    return fill(tr("Hand {hand} of {hands}"),
                {{"hand", std::to_string(hand)}, {"hands", std::to_string(hands)}});
}

// The exchange at the start of a hand (README, "Exchange"), each card named or "a card".
std::string exchange_line(const Voice& say, const Exchange& x) {
    const std::string given = x.given == kNoCard ? tr("a card") : card_name(x.given);
    const std::string back = x.returned == kNoCard ? tr("a card") : card_name(x.returned);
    const char* text = say.is_you(x.luckylix)    ? tr("You give {given} to {badluckix}; "
                                                         "{badluckix} gives back {returned}")
                       : say.is_you(x.badluckix) ? tr("{luckylix} gives {given} to you; you "
                                                      "give back {returned}")
                                                 : tr("{luckylix} gives {given} to {badluckix}; "
                                                      "{badluckix} gives back {returned}");
    return fill(text, {{"given", given},
                       {"returned", back},
                       {"luckylix", say.who(x.luckylix)},
                       {"badluckix", say.who(x.badluckix)}});
}

// What the exchange after this hand will be (README, "Exchange"): Luckylix gives their worst
// card to Badluckix, who gives back their best and leads.
std::string next_exchange(const Voice& say, int lucky, int unlucky) {
    const char* text =
        say.is_you(lucky)     ? tr("Next: after the deal you give your worst card to {badluckix}, "
                                       "who gives back {badluckix}'s best; {badluckix} leads.")
        : say.is_you(unlucky) ? tr("Next: after the deal {luckylix} gives {luckylix}'s worst card "
                                   "to you, who give back your best; you lead.")
                              : tr("Next: after the deal {luckylix} gives {luckylix}'s worst card "
                                   "to {badluckix}, who gives back {badluckix}'s best; "
                                   "{badluckix} leads.");
    return fill(text, {{"luckylix", say.who(lucky)}, {"badluckix", say.who(unlucky)}});
}

ImVec2 add(ImVec2 a, ImVec2 b) {
    return ImVec2(a.x + b.x, a.y + b.y);
}

bool has(const std::vector<Action>& v, const Action& a) {
    return std::find(v.begin(), v.end(), a) != v.end();
}

// "+2", "0", "-2".
std::string signed_points(int p) {
    return p > 0 ? "+" + std::to_string(p) : std::to_string(p);
}

// A hint's order: plays that keep Z, stars and firecrackers come first (README, "Decisions":
// they win tricks later), then the weakest; a pass last.
int hint_cost(const View& v, const Action& a) {
    if (a.op == Op::Pass) return 3;
    if (a.op == Op::Firecracker || a.op == Op::FirecrackersOut) return 2;
    auto cards = cards_for(v.my_hand, a.combo);
    if (!cards) return 3;
    for (CardId c : *cards)
        if (is_star(c) || letter_of(c) == kZ) return 1;
    return 0;
}

// The seats with the highest total share the victory (README, "Hands and the winner").
std::vector<int> best_totals(const View& v) {
    int top = v.seats.front().total;
    for (int p = 0; p < v.players; ++p) top = std::max(top, v.seats[std::size_t(p)].total);
    std::vector<int> best;
    for (int p = 0; p < v.players; ++p)
        if (v.seats[std::size_t(p)].total == top) best.push_back(p);
    return best;
}

} // namespace

StrategixTable::StrategixTable(const TableSetup& setup) : TypedTable(setup) {}

// ---- The module's hooks (table/typed_table.h) ---------------------------------------------------

// The player to move holds the device, once the public view says who that is.
int StrategixTable::to_move() const {
    return view_.phase == Phase::Play ? view_.current : -1;
}

bool StrategixTable::may_move(const View& v) const {
    return v.phase == Phase::Play && turn_here(v);
}

// The selection holds only cards still in the hand, and is read again against the new view.
void StrategixTable::viewed(const View& before) {
    if (before.viewer != view_.viewer) selected_.clear();
    selected_.erase(std::remove_if(selected_.begin(), selected_.end(),
                                   [&](CardId c) {
                                       return std::find(view_.my_hand.begin(), view_.my_hand.end(),
                                                        c) == view_.my_hand.end();
                                   }),
                    selected_.end());
    choosing_ = false;
    hints_.clear();
    hint_at_ = -1;
    reread();
}

void StrategixTable::drop_choices() {
    clear_selection();
}

bool StrategixTable::animating() const {
    return !flights_.empty() || flashing();
}

void StrategixTable::reset() {
    flights_.clear();
    clear_selection();
}

// "Next hand", pressed by anyone at the screen once the result was read.
void StrategixTable::next_hand() {
    act_for_table(Action::next_hand());
}

// ---- Events -------------------------------------------------------------------------------------

std::string StrategixTable::log_line(const Event& e) const {
    return strategix_words::describe(e, voice());
}

std::string StrategixTable::refusal_words(const core::Refusal& r) const {
    return strategix_words::refusal_words(r);
}

void StrategixTable::absorb(const std::vector<Event>& events) {
    const double dur = animation_seconds(0.4);
    double at = now_;
    for (const Event& e : events) {
        at = animate(e, at, dur);
    }
}

void StrategixTable::fly_play(const Event& e, double at, double dur) {
    const int n = int(e.cards.size());
    for (int k = 0; k < n; ++k) {
        fly(face_of(e.cards[std::size_t(k)]), {Place::Seat, e.seat, k, n},
            {Place::Centre, -1, k, n}, at + k * 0.04, dur);
    }
}

double StrategixTable::animate(const Event& e, double at, double dur) {
    switch (e.kind) {
    case EventKind::HandDealt:
        skipped_.fill(false);
        last_player_ = -1;
        last_play_.reset();
        trick_won_by_.reset();
        return at;
    case EventKind::Played:
        last_play_ = Played{e.seat, Op::Play, e.combo, e.cards};
        trick_won_by_.reset();
        [[fallthrough]];
    case EventKind::Firecracker:
        last_player_ = e.seat;
        if (e.seat >= 0 && e.seat < kSeats) skipped_[std::size_t(e.seat)] = false;
        fly_play(e, at, dur);
        return at + dur * 0.7;
    case EventKind::Skipped:
        if (e.seat >= 0 && e.seat < kSeats) skipped_[std::size_t(e.seat)] = true;
        return at;
    case EventKind::TrickWon:
        trick_won_by_ = last_play_;
        skipped_.fill(false);
        if (e.reason == 1) PlayCue(Cue::Call); // a Z wins at once
        return at + dur * 0.3;
    case EventKind::Exchanged: {
        // Luckylix's worst card to Badluckix, Badluckix's best back: backs for other seats.
        if (dur > 0) {
            fly(face_of(e.card), {Place::Seat, e.seat, 0}, {Place::Seat, e.other, 0}, at, dur * 2);
            fly(face_of(e.card2), {Place::Seat, e.other, 0}, {Place::Seat, e.seat, 0}, at + dur * 2,
                dur * 2);
        }
        return at + dur * 4;
    }
    case EventKind::WentOut:
        if (e.bad && e.seat == device_.holder) PlayCue(Cue::Penalty);
        return at;
    case EventKind::HandEnded:
    case EventKind::GameEnded:
        PlayCue(Cue::End);
        return at;
    default:
        return at;
    }
}

// ---- The selection ------------------------------------------------------------------------------

void StrategixTable::clear_selection() {
    selected_.clear();
    choosing_ = false;
    choices_.clear();
    reread();
}

void StrategixTable::toggle(CardId c) {
    auto it = std::find(selected_.begin(), selected_.end(), c);
    if (it == selected_.end())
        selected_.push_back(c);
    else
        selected_.erase(it);
    choosing_ = false;
    reread();
}

void StrategixTable::reread() {
    std::sort(selected_.begin(), selected_.end());
    reading_ = view_.viewer >= 0 ? strategix_select::read_selection(view_, selected_)
                                 : strategix_select::Reading{};
}

// One legal play: made at once. Several (stars that could stand for different letters, or the
// same cards as pairs or runs): the player chooses.
void StrategixTable::play_selection() {
    if (reading_.legal.empty()) return flash(reading_.refusal);
    // A lone star as a single: every letter it may be, in a grid; otherwise the weakest dozen
    // and every play with a Z.
    const bool singles = selected_.size() == 1;
    choices_ = strategix_select::star_choices(reading_, singles ? kLetters : 12);
    if (choices_.empty()) return act(reading_.legal.front());
    choosing_ = true;
}

// Each press shows the next suggestion, its cards selected: the good bot's choice, then the plays
// that keep Z, stars and firecrackers, weakest first; a pass last.
void StrategixTable::hint() {
    if (hints_.empty()) {
        hints_ = view_.legal;
        hints_.erase(std::remove_if(hints_.begin(), hints_.end(),
                                    [](const Action& a) { return a.op == Op::NextHand; }),
                     hints_.end());
        std::stable_sort(hints_.begin(), hints_.end(), [&](const Action& a, const Action& b) {
            const int ca = hint_cost(view_, a), cb = hint_cost(view_, b);
            return ca != cb ? ca < cb : a.encode() < b.encode();
        });
        // The good bot's choice first: what it would play from this very view.
        if (auto bot = make_bot(core::SeatKind::Good, std::uint64_t(view_.hand) * 7919 + 1))
            if (auto intent = bot->think(view_)) {
                auto at = std::find(hints_.begin(), hints_.end(), intent->action);
                if (at != hints_.end()) std::rotate(hints_.begin(), at, at + 1);
            }
        hint_at_ = -1;
    }
    if (hints_.empty()) return;
    hint_at_ = (hint_at_ + 1) % int(hints_.size());
    const Action& a = hints_[std::size_t(hint_at_)];
    selected_.clear();
    choosing_ = false;
    if (a.op == Op::Play) {
        if (auto cards = cards_for(view_.my_hand, a.combo)) selected_ = *cards;
    } else if (a.op == Op::Firecracker || a.op == Op::FirecrackersOut) {
        for (CardId c : view_.my_hand)
            if (is_firecracker(c) && (a.op == Op::FirecrackersOut || selected_.empty()))
                selected_.push_back(c);
    }
    reread();
    const char* text = a.op == Op::Play              ? tr("Hint {i} of {n}: {play}")
                       : a.op == Op::Pass            ? tr("Hint {i} of {n}: pass")
                       : a.op == Op::Firecracker     ? tr("Hint {i} of {n}: a firecracker")
                       : a.op == Op::FirecrackersOut ? tr("Hint {i} of {n}: all your firecrackers")
                                                     : tr("Hint {i} of {n}: {play}");
    const std::string what = a.op == Op::Play ? describe_combo(a.combo) : std::string();
    flash_ = fill(text, {{"i", std::to_string(hint_at_ + 1)},
                         {"n", std::to_string(hints_.size())},
                         {"play", what}});
    flash_until_ = now_ + ReadingSeconds(flash_);
    flash_hint_ = true; // a suggestion, not a refusal: drawn blue
}

// ---- Layout -----------------------------------------------------------------------------------

void StrategixTable::layout(ImVec2 o, ImVec2 sz, float aspect, int players) {
    Geometry& g = g_;
    g.origin = o;
    g.size = sz;
    g.aspect = aspect;
    g.portrait = sz.x < sz.y * 0.9f || sz.x < 640;
    const float fs = ImGui::GetFontSize();
    const float m = 8, w = sz.x - 2 * m;
    const float button_h = std::max(kTouchTarget + 4, ImGui::GetFrameHeight() + 10);
    const int others = std::max(1, players - 1);
    float y = o.y;
    if (g.portrait) {
        g.log_lines = 2;
        g.log_at = ImVec2(o.x + 4, y + 2);
        g.log_w = sz.x - 8;
        y += TableLog::height(g.log_lines) + 8;
    }
    // The others' plates in a row across the top.
    g.plate_h = fs * 3.6f; // a name and two short lines
    const float plate_w = std::min(g.portrait ? w / others - 6 : 260.0f, w / others - 6);
    g.plate_size = ImVec2(plate_w, g.plate_h);
    const int bottom = device_.holder >= 0 ? device_.holder : 0;
    for (int k = 1; k <= others; ++k) {
        const int seat = (bottom + k) % players;
        g.plate[std::size_t(seat)] =
            ImVec2(o.x + m + (w / others) * (k - 0.5f), y + g.plate_h * 0.5f);
    }
    y += g.plate_h + 10;
    // The hand at the bottom: its height sets how many rows it takes (hand_spots).
    g.hand_h = g.portrait ? std::clamp(sz.y * 0.12f, 70.0f, 100.0f)
                          : std::clamp(sz.y * 0.17f, 90.0f, 130.0f);
    g.hand_w = g.portrait ? w : std::min(w, 1180.0f);
    const int n = std::max(1, int(view_.my_hand.size()));
    // What the hand may take: all but the top, the plate, buttons and prompt over it, and the
    // centre's room for the standing play and its two lines.
    const float over_hand = g.hand_h * 0.2f + 4 + fs * 1.8f + button_h + 6 + fs * 1.6f;
    const float centre_room = (g.portrait ? 96.0f : 130.0f) + fs * 4;
    g.hand_row_step = hand_row_step(hand_rows(n), (o.y + sz.y - 6) - y - over_hand - centre_room);
    const std::vector<HandSpot> spots = hand_spots(n);
    float hand_extent = g.hand_h * 1.2f;
    // The spots lie below g.hand_at, whatever it was: only their extent counts here.
    if (!spots.empty()) hand_extent = spots.back().centre.y - g.hand_at.y + g.hand_h * 0.5f;
    const float bottom_y = o.y + sz.y - 6;
    g.hand_at = ImVec2(o.x + (sz.x - g.hand_w) * 0.5f, bottom_y - hand_extent);
    // Over the hand: my plate, then the buttons, then the prompt.
    float above = g.hand_at.y - g.hand_h * 0.2f - 4;
    g.plate[std::size_t(bottom)] = ImVec2(o.x + sz.x * 0.5f, above - fs * 0.8f);
    above -= fs * 1.8f;
    g.buttons_size = ImVec2(std::min(w, 560.0f), button_h);
    g.buttons_at = ImVec2(o.x + (sz.x - g.buttons_size.x) * 0.5f, above - button_h);
    above -= button_h + 6;
    g.prompt_y = above - fs * 0.7f;
    above -= fs * 1.6f;
    // The standing combination in the space left.
    const float space = above - y;
    g.centre_h = std::clamp(space * 0.55f, 56.0f, g.portrait ? 96.0f : 130.0f);
    g.centre = ImVec2(o.x + sz.x * 0.5f, y + space * 0.5f + fs * 0.3f);
    if (!g.portrait) {
        g.log_lines = std::clamp(int(space / ImGui::GetTextLineHeightWithSpacing()) - 2, 2, 6);
        g.log_w = std::min(360.0f, sz.x * 0.28f);
        g.log_at = ImVec2(o.x + 10, y + 4);
    }
}

// The hand in as few rows as keep every card's visible strip at least a fingertip wide
// (kTouchTarget): on a phone 15-22 cards take two or three rows, each row overlapping the one
// above so that the corner letters of every card stay readable.
int StrategixTable::hand_rows(int n) const {
    const float h = g_.hand_h, w = h * g_.aspect, W = g_.hand_w;
    const float min_step = std::max(kTouchTarget, w * 0.42f);
    const int per_row_max = std::max(1, int((W - w) / min_step) + 1);
    return std::max(1, (n + per_row_max - 1) / per_row_max);
}

// Each upper row shows at least its top part (the corner letter and the big letter's top), and
// as much more as `room` (the height the hand may take) allows, up to the whole card: a phone
// with 20 cards and an empty table shows every letter whole.
float StrategixTable::hand_row_step(int rows, float room) const {
    const float h = g_.hand_h, least = std::max(kTouchTarget + 4, h * 0.52f);
    if (rows <= 1) return least;
    return std::clamp((room - h) / float(rows - 1), least, h + 4);
}

std::vector<StrategixTable::HandSpot> StrategixTable::hand_spots(int n) const {
    std::vector<HandSpot> out;
    if (n <= 0) return out;
    const float h = g_.hand_h, w = h * g_.aspect, W = g_.hand_w;
    const float roomy = w * 1.06f;
    const int rows = hand_rows(n);
    const int per_row = (n + rows - 1) / rows;
    const float step = per_row > 1 ? std::min(roomy, (W - w) / float(per_row - 1)) : roomy;
    const float row_step = g_.hand_row_step > 0 ? g_.hand_row_step : hand_row_step(rows, 0);
    for (int k = 0; k < n; ++k) {
        const int row = k / per_row, col = k % per_row;
        const int in_row = std::min(per_row, n - row * per_row);
        const float row_w = w + step * float(in_row - 1);
        const float x0 = g_.hand_at.x + (W - row_w) * 0.5f;
        HandSpot s;
        s.centre = ImVec2(x0 + w * 0.5f + step * float(col),
                          g_.hand_at.y + h * 0.5f + row_step * float(row));
        const bool last_in_row = col == in_row - 1;
        const bool last_row = row == rows - 1;
        s.hit_min = ImVec2(s.centre.x - w * 0.5f, s.centre.y - h * 0.5f);
        s.hit_size = ImVec2(last_in_row ? w : step, last_row ? h : row_step);
        out.push_back(s);
    }
    return out;
}

ImVec2 StrategixTable::place_pos(const Place& p, int of) const {
    if (p.kind == Place::Centre) {
        const float step = g_.centre_h * g_.aspect * (of > 8 ? 0.55f : 0.8f);
        return ImVec2(g_.centre.x + (float(p.index) - float(of - 1) * 0.5f) * step, g_.centre.y);
    }
    if (p.seat == device_.holder && !device_.covered()) {
        const std::vector<HandSpot> spots = hand_spots(int(view_.my_hand.size()) + 1);
        if (!spots.empty())
            return spots[std::size_t(std::min<int>(p.index, int(spots.size()) - 1))].centre;
    }
    return p.seat >= 0 && p.seat < kSeats ? g_.plate[std::size_t(p.seat)] : g_.centre;
}

float StrategixTable::place_height(const Place& p) const {
    if (p.kind == Place::Centre) return g_.centre_h;
    return p.seat == device_.holder ? g_.hand_h : g_.plate_h * 0.8f;
}

// ---- Drawing ----------------------------------------------------------------------------------

// Who has passed, who lost their turn, who is out and with which title.
std::string StrategixTable::seat_status(const View& v, int seat) const {
    const SeatView& sv = v.seats[std::size_t(seat)];
    if (sv.out_place > 0) {
        if (!v.results.empty() && v.phase != Phase::Play) {
            const HandResult& r = v.results.back();
            if (seat < int(r.titles.size())) return title_words(r.titles[std::size_t(seat)]);
        }
        if (sv.bad_out) return tr("out: Badluckix");
        // TRANSLATORS: a plate's status: the player went out first (second, third) this hand.
        return sv.out_place == 1   ? tr("out 1st")
               : sv.out_place == 2 ? tr("out 2nd")
                                   : tr("out 3rd");
    }
    // TRANSLATORS: a plate's status: this player is to play now.
    if (v.phase == Phase::Play && v.current == seat) return trc("seat", "to play");
    // TRANSLATORS: a plate's status: this player lost their turn in this trick.
    if (skipped_[std::size_t(seat)]) return trc("seat", "skipped");
    if (sv.passed) return trc("seat", "passed");
    return {};
}

void StrategixTable::draw_plate(const Atlas& atlas, const View& v, int seat) {
    ImDrawList* dl = ImGui::GetWindowDrawList();
    const SeatView& sv = v.seats[std::size_t(seat)];
    const bool turn = v.phase == Phase::Play && v.current == seat;
    const std::string status = seat_status(v, seat);
    const ImVec2 c = g_.plate[std::size_t(seat)];
    if (seat == device_.holder) {
        // Mine: one line over the hand.
        std::string line =
            plate_name(setup_, device_, seat) + " \xC2\xB7 " +
            fill(trn("{n} card", "{n} cards", sv.count), {{"n", std::to_string(sv.count)}}) +
            " \xC2\xB7 " + points_text(sv.total);
        if (!status.empty()) line += " \xC2\xB7 " + status;
        Pill(c, line, turn ? kTurnPlate : kPlate, turn ? kTurnPlateText : kCream);
        return;
    }
    const ImVec2 sz = g_.plate_size;
    const ImVec2 min(c.x - sz.x * 0.5f, c.y - sz.y * 0.5f);
    dl->AddRectFilled(min, add(min, sz), turn ? kTurnPlate : kPlate, 10);
    if (seat == last_player_) dl->AddRect(min, add(min, sz), kGold, 10, 0, 2.5f);
    const ImU32 fg = turn ? kTurnPlateText : kCream;
    const float fs = ImGui::GetFontSize();
    // A small back with the card count on it.
    const float ch = sz.y * 0.78f, cw = ch * g_.aspect;
    const ImVec2 card(min.x + 6 + cw * 0.5f, c.y);
    if (sv.count > 0) {
        DrawCard(dl, atlas, "back", card, ch);
        char n[8];
        std::snprintf(n, sizeof n, "%d", sv.count);
        dl->AddCircleFilled(card, fs * 0.75f, IM_COL32(12, 30, 22, 235), 20);
        CentredLabel(card, n);
    }
    const float tx = min.x + 12 + cw;
    std::string who = player_name(setup_, seat);
    if (is_bot(setup_, seat) && !g_.portrait)
        who += std::string(" (") + LevelLabel(setup_.setup.seats[std::size_t(seat)]) + ")";
    ImGui::PushClipRect(min, add(min, sz), true);
    dl->AddText(ImVec2(tx, min.y + 4), fg, who.c_str());
    // Points, then the status on a line of its own: a phone's plate is a third of 390 px.
    const std::string points = points_text(sv.total);
    const float small = fs * 0.85f;
    dl->AddText(ImGui::GetFont(), small, ImVec2(tx, min.y + 5 + fs), fg, points.c_str());
    if (!status.empty())
        dl->AddText(ImGui::GetFont(), small, ImVec2(tx, min.y + 6 + fs + small), fg,
                    status.c_str());
    ImGui::PopClipRect();
    ImGui::SetCursorScreenPos(min);
    ImGui::Dummy(sz);
    MarkTarget("seat:" + std::to_string(seat));
}

// The standing combination with who played it; the exchange at the start of a hand.
void StrategixTable::draw_centre(const Atlas& atlas, const View& v) {
    ImDrawList* dl = ImGui::GetWindowDrawList();
    const float fs = ImGui::GetFontSize();
    int arriving = 0;
    for (const Flight& f : flights_) arriving += f.to.kind == Place::Centre;
    if (!v.standing || v.standing->op != Op::Play) {
        // The exchange until the hand's first play (README, "Exchange"); then the trick won last.
        if (v.exchange && v.discards.empty()) return draw_exchange(atlas, v);
        if (trick_won_by_ && arriving == 0) return draw_won_trick(atlas);
        const char* text =
            v.phase == Phase::Play ? tr("The lead is free: any single card, runs or pairs") : "";
        const float fit = std::min(1.0f, (g_.size.x - 24) / ImGui::CalcTextSize(text).x);
        ImGui::SetWindowFontScale(fit);
        CentredLabel(g_.centre, text, IM_COL32(250, 244, 228, 170));
        ImGui::SetWindowFontScale(1.0f);
        return;
    }
    const Played& s = *v.standing;
    const int n = int(s.cards.size());
    if (arriving == 0)
        for (int k = 0; k < n; ++k)
            DrawCard(dl, atlas, face_of(s.cards[std::size_t(k)]),
                     place_pos({Place::Centre, -1, k}, n), g_.centre_h);
    const std::string who = voice().says(s.seat, tr("You: {play}"), tr("{name}: {play}"),
                                         {{"play", describe_combo(s.combo)}});
    Pill(ImVec2(g_.centre.x, g_.centre.y - g_.centre_h * 0.5f - fs * 0.9f), who, kPlate);
    // Firecrackers played after it: it still stands (README, "Firecrackers").
    if (!v.trick.empty() && v.trick.back().op != Op::Play)
        Pill(ImVec2(g_.centre.x, g_.centre.y + g_.centre_h * 0.5f + fs * 0.9f),
             voice().says(v.trick.back().seat, tr("You set off a firecracker"),
                          tr("{name} set off a firecracker")),
             IM_COL32(150, 40, 30, 230));
    ImGui::SetCursorScreenPos(ImVec2(g_.centre.x - 20, g_.centre.y - g_.centre_h * 0.5f));
    ImGui::Dummy(ImVec2(40, g_.centre_h));
    MarkTarget("standing");
}

// The play that won the last trick, faded, until the next play (README, "Tricks").
void StrategixTable::draw_won_trick(const Atlas& atlas) {
    const Played& won = *trick_won_by_;
    ImDrawList* dl = ImGui::GetWindowDrawList();
    const int n = int(won.cards.size());
    for (int k = 0; k < n; ++k)
        DrawCard(dl, atlas, face_of(won.cards[std::size_t(k)]),
                 place_pos({Place::Centre, -1, k}, n), g_.centre_h * 0.85f, 0, 0.55f);
    const std::string line = voice().says(won.seat, tr("You win the trick with {play}"),
                                          tr("{name} wins the trick with {play}"),
                                          {{"play", describe_combo(won.combo)}});
    const float fs = ImGui::GetFontSize();
    Pill(ImVec2(g_.centre.x, g_.centre.y - g_.centre_h * 0.5f - fs * 0.9f), line, kPlate);
    ImGui::SetCursorScreenPos(ImVec2(g_.centre.x - 20, g_.centre.y - g_.centre_h * 0.5f));
    ImGui::Dummy(ImVec2(40, g_.centre_h));
    MarkTarget("won_trick");
}

// README, "Exchange": Luckylix's worst card to Badluckix, Badluckix's best back. Each card is
// shown to its two players only; the others see backs.
void StrategixTable::draw_exchange(const Atlas& atlas, const View& v) {
    const Exchange& x = *v.exchange;
    if (x.luckylix < 0 || x.badluckix < 0) return;
    ImDrawList* dl = ImGui::GetWindowDrawList();
    const float fs = ImGui::GetFontSize(), h = g_.centre_h * 0.8f, w = h * g_.aspect;
    const ImVec2 c = g_.centre;
    Pill(ImVec2(c.x, c.y - h * 0.5f - fs * 0.9f), tr("The exchange"), kPlate);
    DrawCard(dl, atlas, face_of(x.given), ImVec2(c.x - w * 0.8f, c.y), h);
    DrawCard(dl, atlas, face_of(x.returned), ImVec2(c.x + w * 0.8f, c.y), h);
    const std::string line = exchange_line(voice(), x);
    ImGui::SetWindowFontScale(
        std::min(1.0f, (g_.size.x - 24) / ImGui::CalcTextSize(line.c_str()).x));
    CentredLabel(ImVec2(c.x, c.y + h * 0.5f + fs * 0.9f), line.c_str());
    ImGui::SetWindowFontScale(1.0f);
    ImGui::SetCursorScreenPos(ImVec2(c.x - w * 1.3f, c.y - h * 0.5f));
    ImGui::Dummy(ImVec2(w * 2.6f, h));
    MarkTarget("exchange");
}

void StrategixTable::draw_hand(const Atlas& atlas, const View& v, bool my_turn) {
    if (device_.holder < 0 || v.viewer != device_.holder) return;
    ImDrawList* dl = ImGui::GetWindowDrawList();
    const std::vector<HandSpot> spots = hand_spots(int(v.my_hand.size()));
    const float h = g_.hand_h, lift = h * 0.16f;
    auto chosen = [&](CardId c) {
        return std::find(selected_.begin(), selected_.end(), c) != selected_.end();
    };
    // Drawn first, left to right and row by row, so each card covers the one before it; the tap
    // areas below are the strips that stay visible.
    for (std::size_t k = 0; k < spots.size(); ++k) {
        const CardId c = v.my_hand[k];
        ImVec2 at = spots[k].centre;
        if (chosen(c)) at.y -= lift;
        if (chosen(c)) {
            const float w = h * g_.aspect, pad = h * 0.05f;
            dl->AddRectFilled(ImVec2(at.x - w / 2 - pad, at.y - h / 2 - pad),
                              ImVec2(at.x + w / 2 + pad, at.y + h / 2 + pad),
                              IM_COL32(236, 196, 96, 230), h * 0.09f);
        }
        DrawCard(dl, atlas, face_of(c), at, h);
    }
    // Under a panel (the hand's result, the stars' choice) the cards are pictures only: a button
    // there would take the panel's clicks (ImGui gives a click to the first item under it).
    if (panel_shown_ || choosing_) return;
    for (std::size_t k = 0; k < spots.size(); ++k) {
        const CardId c = v.my_hand[k];
        ImVec2 min = spots[k].hit_min, size = spots[k].hit_size;
        if (chosen(c)) min.y -= lift, size.y += lift;
        ImGui::SetCursorScreenPos(min);
        const std::string target = "hand:" + card_code(c);
        const bool tapped = TapButton(target, size);
        MarkTarget(target);
        if (tapped) {
            if (my_turn)
                toggle(c);
            else
                flash(v.phase == Phase::Play ? tr("Wait for your turn") : tr("The hand is over"));
        }
    }
}

// Hint, Pass and Play in one row over the hand; Play says why not when it is off.
void StrategixTable::draw_buttons(const View& v, bool my_turn) {
    if (!my_turn) return;
    const float gap = ImGui::GetStyle().ItemSpacing.x;
    const ImVec2 at = g_.buttons_at, sz = g_.buttons_size;
    const float small_w = (sz.x - 2 * gap) * 0.25f, play_w = sz.x - 2 * small_w - 2 * gap;
    ImGui::SetCursorScreenPos(at);
    if (BigButton(trc("button", "Hint"), "hint", ImVec2(small_w, sz.y))) hint();
    ImGui::SameLine();
    const std::string no_pass = pass_refusal(v);
    // README, "Passing": a pass while able to play is the one voluntary pass of the hand.
    bool could_play = false;
    for (const Action& a : v.legal) could_play |= a.op != Op::Pass && a.op != Op::NextHand;
    // On a phone the button is too narrow for the note: the rules help says it.
    const bool note = could_play && !g_.portrait;
    const Press pass = ReasonButton(note ? tr("Pass (once)") : trc("button", "Pass"), "pass",
                                    ImVec2(small_w, sz.y), no_pass.empty(), no_pass);
    if (pass == Press::On) act(Action::pass());
    if (pass == Press::Off) flash(no_pass);
    ImGui::SameLine();
    const bool playable = !reading_.legal.empty();
    const char* const play_word = trc("button", "Play");
    std::string label = selected_.empty() ? std::string(play_word)
                                          : fill(tr("Play: {play}"), {{"play", reading_.describe}});
    const float fit = ImGui::CalcTextSize(label.c_str()).x + 24;
    if (fit > play_w) label = play_word;
    const std::string no_play =
        selected_.empty() ? tr("Tap cards of your hand to choose a play") : reading_.refusal;
    const Press play = ReasonButton((label + "##play").c_str(), "play", ImVec2(play_w, sz.y),
                                    playable, no_play, true);
    if (play == Press::On) play_selection();
    if (play == Press::Off) flash(no_play);
}

// What the stars stand for (or which shape the cards take), when that changes the play.
void StrategixTable::draw_choices(const Fonts& fonts) {
    if (!choosing_ || choices_.empty()) return;
    const ImVec2 o = g_.origin, sz = g_.size;
    ImGui::GetWindowDrawList()->AddRectFilled(o, add(o, sz), IM_COL32(0, 20, 12, 150));
    const float w = std::min(sz.x - 16, 520.0f);
    ImGui::SetCursorScreenPos(ImVec2(o.x + (sz.x - w) / 2, o.y + sz.y * 0.2f));
    BeginPanel(w);
    ImGui::PushFont(fonts.title);
    ImGui::SetWindowFontScale(0.6f);
    ImGui::TextUnformatted(tr("Which play?"));
    ImGui::SetWindowFontScale(1.0f);
    ImGui::PopFont();
    ImGui::TextWrapped(
        "%s", tr("Your cards can be played more than one way: say what the stars stand for."));
    const float inner = w - 2 * ImGui::GetStyle().WindowPadding.x;
    const std::size_t columns = choices_.front().combo.cards() == 1 ? 5 : 2;
    const float bw =
        (inner - float(columns - 1) * ImGui::GetStyle().ItemSpacing.x) / float(columns);
    for (std::size_t i = 0; i < choices_.size(); ++i) {
        if (i % columns) ImGui::SameLine();
        const Action& a = choices_[i];
        std::string label = a.combo.to_string();
        if (a.combo.has_z() && columns == 2)
            label = fill(tr("{play}  (Z: wins the trick)"), {{"play", label}});
        label += "##choice" + std::to_string(i);
        const std::string target = "choose:" + a.combo.to_string();
        if (BigButton(label.c_str(), target.c_str(), ImVec2(bw, kTouchTarget + 4))) {
            choosing_ = false;
            act(a);
            break;
        }
    }
    if (BigButton((std::string(tr("Cancel")) + "##choices").c_str(), "choose_cancel",
                  ImVec2(inner, kTouchTarget + 4)))
        choosing_ = false;
    EndPanel();
}

void StrategixTable::draw_flights(const Atlas& atlas) {
    ImDrawList* dl = ImGui::GetWindowDrawList();
    for (const Flight& f : flights_) {
        if (now_ < f.start) continue;
        DrawFlight(dl, atlas, f.face, place_pos(f.from, f.to.of), place_pos(f.to, f.to.of),
                   place_height(f.from), place_height(f.to), float((now_ - f.start) / f.duration));
    }
}

// Why Pass is off, in the rules' own words (README, "Passing"), or "" when the viewer may pass.
std::string StrategixTable::pass_refusal(const View& v) const {
    if (has(v.legal, Action::pass())) return {};
    if (v.legal.empty()) return tr("Wait for your turn");
    std::string why =
        refusal_line(refusal(strategix_select::state_for_refusal(v), v.viewer, Action::pass()));
    if (why.empty()) return tr("You cannot pass now");
    why[0] = char(std::toupper(static_cast<unsigned char>(why[0])));
    return why;
}

// What the selection forms and whether it may be played; whose turn it is otherwise.
std::string StrategixTable::prompt(const View& v, bool my_turn) const {
    if (v.phase != Phase::Play || replay_) return {};
    if (!my_turn) {
        const std::string& who = player_name(setup_, v.current);
        return fill(is_bot(setup_, v.current) ? tr("{name} is thinking…") : tr("{name}'s turn"),
                    {{"name", who}});
    }
    if (selected_.empty()) {
        if (!v.standing || v.standing->op != Op::Play)
            return tr("Your lead: tap cards to choose a single card, runs or pairs");
        return fill(pass_refusal(v).empty() ? tr("Tap cards that beat {play}, or pass")
                                            : tr("Tap cards that beat {play}"),
                    {{"play", describe_combo(v.standing->combo)}});
    }
    if (!reading_.legal.empty()) {
        const bool beats = v.standing && v.standing->op == Op::Play;
        return fill(beats ? tr("{play}: strong enough to play") : tr("{play}: you may lead it"),
                    {{"play", reading_.describe}});
    }
    if (reading_.describe.empty()) return reading_.refusal;
    // TRANSLATORS: what the selected cards form, then why they may not be played.
    return fill(tr("{play}: {why}"), {{"play", reading_.describe}, {"why", reading_.refusal}});
}

// The end of a hand (and of the game): ranks, titles, points, totals; the exchange to come.
void StrategixTable::draw_hand_over(const Fonts& fonts, const View& v, TableIntent& out) {
    const HandResult& r = v.results.back();
    const float inner =
        BeginResultPanel(g_.origin, g_.size, 560.0f, std::min(40.0f, g_.size.y * 0.04f));
    if (v.phase == Phase::GameOver)
        WinnersHeadline(fonts, voice(), best_totals(v), tr("{name} wins the game"),
                        tr("You win the game"));
    else
        ResultHeadline(fonts, hand_of(r.hand, v.hands));
    // The game's result first: its standings by total; the last hand's places under them.
    if (v.phase == Phase::GameOver) {
        draw_final_standings(v, inner);
        ImGui::TextDisabled("%s", hand_of(r.hand, v.hands).c_str());
    }
    draw_result_rows(v, r, inner);
    if (v.phase != Phase::GameOver && r.order.size() >= 2) {
        // README, "Exchange".
        ImGui::TextWrapped("%s", next_exchange(voice(), r.order.front(), r.order.back()).c_str());
    }
    draw_over_buttons(v, inner, out);
    EndPanel();
}

// The game's standings (README, "Hands and the winner"): every player by total, the winners in
// gold, equal totals sharing a place.
void StrategixTable::draw_final_standings(const View& v, float inner) {
    std::vector<int> order;
    for (int p = 0; p < v.players; ++p) order.push_back(p);
    auto total = [&](int p) { return v.seats[std::size_t(p)].total; };
    std::stable_sort(order.begin(), order.end(), [&](int a, int b) { return total(a) > total(b); });
    const float cols[] = {0.0f, 0.14f, 0.76f};
    // A phone's panel is about 310 px: "Place" would run into "Player" there.
    const char* const heads[] = {inner < 420 ? "#" : tr("Place"), tr("Player"), tr("Total")};
    for (int c = 0; c < 3; ++c) {
        if (c) ImGui::SameLine(inner * cols[c]);
        ImGui::TextDisabled("%s", heads[c]);
    }
    int place = 1;
    for (std::size_t k = 0; k < order.size(); ++k) {
        const int p = order[k];
        if (k > 0 && total(p) != total(order[k - 1])) place = int(k) + 1;
        const ImVec4 col =
            ImGui::ColorConvertU32ToFloat4(total(p) == total(order[0]) ? kGold : kCream);
        ImGui::TextColored(col, "%d", place);
        ImGui::SameLine(inner * cols[1]);
        ImGui::TextColored(col, "%s", voice().label(p).c_str());
        ImGui::SameLine(inner * cols[2]);
        ImGui::TextColored(col, "%s", points_text(total(p)).c_str());
    }
    ImGui::Dummy(ImVec2(inner, 6));
    MarkTarget("standings");
}

void StrategixTable::draw_result_rows(const View& v, const HandResult& r, float inner) {
    // A phone's panel is about 310 px: smaller text, narrower columns and shorter headings
    // ("Pts" for this hand's points: "Hand" ran into "Sum").
    const bool compact = inner < 420;
    const float cols[] = {0.0f, compact ? 0.09f : 0.14f, compact ? 0.42f : 0.48f,
                          compact ? 0.78f : 0.76f, compact ? 0.90f : 0.89f};
    if (compact) ImGui::SetWindowFontScale(0.82f);
    // TRANSLATORS: column heads; "Hand" and its short "Pts" are this hand's points, "Sum" the
    // short "Total".
    const char* const heads[] = {compact ? "#" : tr("Place"), tr("Player"), tr("Title"),
                                 compact ? tr("Pts") : trc("column", "Hand"),
                                 compact ? tr("Sum") : tr("Total")};
    for (int c = 0; c < 5; ++c) {
        if (c) ImGui::SameLine(inner * cols[c]);
        ImGui::TextDisabled("%s", heads[c]);
    }
    for (std::size_t k = 0; k < r.order.size(); ++k) {
        const int p = r.order[k];
        const Title t = r.titles[std::size_t(p)];
        const ImVec4 col = ImGui::ColorConvertU32ToFloat4(t == Title::Luckylix ? kGold : kCream);
        const bool bad = p < int(r.bad_last_card.size()) && r.bad_last_card[std::size_t(p)];
        ImGui::TextColored(col, "%d", int(k) + 1);
        ImGui::SameLine(inner * cols[1]);
        ImGui::TextColored(col, "%s", voice().label(p).c_str());
        ImGui::SameLine(inner * cols[2]);
        ImGui::TextColored(col, "%s%s", title_words(t), bad ? "*" : "");
        ImGui::SameLine(inner * cols[3]);
        ImGui::TextColored(col, "%s", signed_points(r.points[std::size_t(p)]).c_str());
        ImGui::SameLine(inner * cols[4]);
        ImGui::TextColored(col, "%d", v.seats[std::size_t(p)].total);
    }
    if (compact) ImGui::SetWindowFontScale(1.0f);
    bool any_bad = false;
    for (bool b : r.bad_last_card) any_bad |= b;
    if (any_bad)
        ImGui::TextDisabled("%s", tr("* went out on a star, a Z or a firecracker: Badluckix"));
    ImGui::Dummy(ImVec2(inner, 1));
    MarkTarget("hand_result");
}

void StrategixTable::draw_over_buttons(const View& v, float inner, TableIntent& out) {
    const float bw = (inner - ImGui::GetStyle().ItemSpacing.x) / 2;
    const float bh = kResultButtonHeight;
    if (v.phase == Phase::GameOver) {
        GameOverButtons(inner, tr("Match sheet"), tr("New game"), share_replay_, out);
        return;
    }
    if (NextDealButton(tr("Next hand"), tr("Next hand in {seconds} s"), "next_hand", ImVec2(bw, bh),
                       !replay_ && device_.people_act(), next_deal_in_ms()))
        next_hand();
    ImGui::SameLine();
    if (BigButton(tr("Match sheet"), "game_sheet", ImVec2(bw, bh))) out.sheet = true;
    ShareReplayButton(ImVec2(inner, bh), share_replay_, out);
}

std::string StrategixTable::bar_detail(const View& v) const {
    return fill(tr("hand {hand} of {hands}"),
                {{"hand", std::to_string(v.hand)}, {"hands", std::to_string(v.hands)}});
}

// Esc closes the question of what the stars stand for first.
bool StrategixTable::drop_on_escape() {
    if (!choosing_) return false;
    choosing_ = false;
    return true;
}

void StrategixTable::draw_table(const TableFrame& frame, const View& v, ImVec2 o, ImVec2 sz,
                                TableIntent& out) {
    if (v.players < kMinPlayers || int(v.seats.size()) != v.players) return;
    layout(o, sz, frame.atlas.card_aspect, v.players);
    DrawFelt(o, sz, IM_COL32(14, 110, 70, 255));
    const bool mine = may_move(v);
    if (!mine) choosing_ = false;
    panel_shown_ = v.phase != Phase::Play && !v.results.empty() && flights_.empty();
    for (int p = 0; p < v.players; ++p) draw_plate(frame.atlas, v, p);
    draw_centre(frame.atlas, v);
    draw_hand(frame.atlas, v, mine);
    draw_flights(frame.atlas);
    const bool refused = mine && !selected_.empty() && reading_.legal.empty();
    draw_prompt(g_.prompt_y, prompt(v, mine), refused ? kRefusalInk : kPromptInk);
    if (!panel_shown_ && !choosing_) draw_buttons(v, mine);
    if (!panel_shown_ && !choosing_) draw_log(g_.log_at, g_.log_w, g_.log_lines);
    draw_flash(g_.prompt_y);
    draw_replay(frame, g_.buttons_at.y, out);
    if (panel_shown_) draw_hand_over(frame.fonts, v, out);
    draw_choices(frame.fonts);
}

// ---- The test hook ------------------------------------------------------------------------------

nlohmann::json StrategixTable::seat_json(const View& v, int seat) const {
    const SeatView& sv = v.seats[std::size_t(seat)];
    nlohmann::json s;
    s["name"] = player_name(setup_, seat);
    s["kind"] = core::seat_name(setup_.setup.seats[std::size_t(seat)]);
    s["count"] = sv.count;
    s["passed"] = sv.passed;
    s["voluntary_used"] = sv.voluntary_used;
    s["skipped"] = skipped_[std::size_t(seat)];
    s["out_place"] = sv.out_place;
    s["bad_out"] = sv.bad_out;
    s["total"] = sv.total;
    s["status"] = seat_status(v, seat);
    return s;
}

nlohmann::json StrategixTable::reading_json() const {
    nlohmann::json r;
    r["describe"] = reading_.describe;
    r["refusal"] = reading_.refusal;
    r["legal"] = nlohmann::json::array();
    for (const Action& a : reading_.legal) r["legal"].push_back(a.to_string());
    return r;
}

// The session adds "replay", "replay_step" and "replay_total".
nlohmann::json StrategixTable::public_json() const {
    const View& v = view_;
    nlohmann::json j = table_json();
    j["players"] = v.players;
    j["hand"] = v.hand;
    j["hands"] = v.hands;
    j["phase"] = v.phase == Phase::Play       ? "play"
                 : v.phase == Phase::HandOver ? "hand_over"
                                              : "game_over";
    j["current"] = v.current;
    j["leader"] = v.leader;
    j["animating"] = !flights_.empty();
    j["my_turn"] = may_move(v);
    j["my_hand"] = nlohmann::json::array();
    if (!device_.covered())
        for (CardId c : v.my_hand) j["my_hand"].push_back(card_code(c));
    j["selected"] = nlohmann::json::array();
    for (CardId c : selected_) j["selected"].push_back(card_code(c));
    j["selection"] = reading_json();
    j["choosing"] = choosing_;
    j["choices"] = nlohmann::json::array();
    if (choosing_)
        for (const Action& a : choices_) j["choices"].push_back(a.combo.to_string());
    // Every legal action of the person here, with the cards it takes (for the browser tests).
    j["legal"] = nlohmann::json::array();
    if (!device_.covered() && may_move(v))
        for (const Action& a : v.legal) {
            nlohmann::json l{{"action", a.to_string()}, {"cards", nlohmann::json::array()}};
            if (a.op == Op::Play)
                if (auto cards = cards_for(v.my_hand, a.combo))
                    for (CardId c : *cards) l["cards"].push_back(card_code(c));
            if (a.op == Op::Firecracker || a.op == Op::FirecrackersOut)
                for (CardId c : v.my_hand)
                    if (is_firecracker(c) && (a.op == Op::FirecrackersOut || l["cards"].empty()))
                        l["cards"].push_back(card_code(c));
            j["legal"].push_back(l);
        }
    if (v.standing) {
        nlohmann::json s{{"seat", v.standing->seat},
                         {"combo", v.standing->combo.to_string()},
                         {"cards", nlohmann::json::array()}};
        for (CardId c : v.standing->cards) s["cards"].push_back(card_code(c));
        j["standing"] = s;
    } else {
        j["standing"] = nullptr;
    }
    j["seats"] = nlohmann::json::array();
    for (int p = 0; p < v.players && p < int(v.seats.size()); ++p)
        j["seats"].push_back(seat_json(v, p));
    j["results"] = nlohmann::json::array();
    for (const HandResult& r : v.results) {
        nlohmann::json titles = nlohmann::json::array();
        for (Title t : r.titles) titles.push_back(title_name(t));
        j["results"].push_back(
            {{"hand", r.hand}, {"order", r.order}, {"titles", titles}, {"points", r.points}});
    }
    if (v.exchange)
        j["exchange"] = {{"luckylix", v.exchange->luckylix},
                         {"badluckix", v.exchange->badluckix},
                         {"given", v.exchange->given == kNoCard
                                       ? nlohmann::json()
                                       : nlohmann::json(card_code(v.exchange->given))},
                         {"returned", v.exchange->returned == kNoCard
                                          ? nlohmann::json()
                                          : nlohmann::json(card_code(v.exchange->returned))}};
    return j;
}

} // namespace table
