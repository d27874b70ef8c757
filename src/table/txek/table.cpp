#include "table/txek/table.h"

#include "table/widgets.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <imgui.h>

namespace table {

using namespace txek;

namespace {

std::string atlas_face(const View& v, CardId c) {
    return c == kNoCard ? std::string("back") : "txek." + face_code(v.faces[c]);
}

}  // namespace

core::Expected<std::unique_ptr<TxekTable>> TxekTable::open(const core::Setup& setup, std::uint64_t seed,
                                                           const core::ActionLog& actions,
                                                           std::vector<std::string> names,
                                                           const Settings& settings, bool replay) {
    using E = core::Expected<std::unique_ptr<TxekTable>>;
    auto made = new_game(setup, seed);
    if (!made) return E::fail(made.error());
    std::unique_ptr<TxekTable> t(new TxekTable());
    t->setup_ = setup;
    t->seed_ = seed;
    t->replay_ = replay;
    for (std::size_t p = 0; p < setup.seats.size(); ++p) {
        if (setup.seats[p] == core::SeatKind::Human && t->me_ < 0) t->me_ = int(p);
    }
    for (std::size_t p = 0; p < setup.seats.size(); ++p) {
        if (p < names.size() && !names[p].empty()) continue;
        names.resize(setup.seats.size());
        names[p] = int(p) == t->me_ ? settings.player_name : BotName(int(p));
    }
    t->names_ = names;
    State s = std::move(made.value());
    if (!replay) {
        // Resume: the saved actions replay to the very same moment (same cards, same turn).
        for (std::size_t i = 0; i < actions.size(); ++i) {
            auto a = Action::decode(actions[i].code);
            if (!a) return E::fail("the saved game is damaged at move " + std::to_string(i + 1));
            Outcome o = apply(s, actions[i].seat, *a);
            if (!o.ok) return E::fail("the saved game does not replay at move " + std::to_string(i + 1) + ": " + o.rejection);
        }
    }
    std::vector<std::unique_ptr<Bot>> bots(setup.seats.size());
    if (!replay)
        for (std::size_t p = 0; p < setup.seats.size(); ++p)
            if (setup.seats[p] != core::SeatKind::Human) bots[p] = make_bot(setup.seats[p], seed * 31 + p + 1);
    MatchOptions o;
    o.reaction_ms = settings.reaction_ms;
    o.auto_next_round = t->me_ < 0 && !replay;  // bots alone deal on by themselves
    o.round_pause_ms = 5000;
    t->match_ = std::make_unique<Match>(std::move(s), std::move(bots), o);
    if (replay) {
        t->replay_actions_ = actions;
        t->replay_step_ = 0;
    }
    t->log_.push_back(replay ? "Replay: use the controls to step through the game"
                             : actions.empty() ? "A new game of Txek: choose your bench" : "Game resumed");
    return E::ok(std::move(t));
}

void TxekTable::replay_to(std::size_t step) {
    // Steps are cheap to recompute from the start: a game is a few thousand actions at most.
    auto made = new_game(setup_, seed_);
    State s = std::move(made.value());
    std::vector<Event> last;
    for (std::size_t i = 0; i < step && i < replay_actions_.size(); ++i) {
        auto a = Action::decode(replay_actions_[i].code);
        if (!a) break;
        Outcome o = apply(s, replay_actions_[i].seat, *a);
        if (i + 1 == step) last = o.events;
    }
    MatchOptions o;
    o.auto_next_round = false;
    match_ = std::make_unique<Match>(std::move(s), std::vector<std::unique_ptr<Bot>>(setup_.seats.size()), o);
    replay_step_ = std::min(step, replay_actions_.size());
    for (const Event& e : last) {
        std::string line = describe(e, names_, match_->state().faces);
        if (!line.empty()) log_.push_back(line);
    }
    while (log_.size() > 60) log_.pop_front();
}

void TxekTable::update(double now_seconds) {
    now_ = now_seconds;
    if (replay_) {
        if (replay_playing_ && now_ >= replay_next_) {
            if (replay_step_ < replay_actions_.size()) replay_to(replay_step_ + 1);
            else replay_playing_ = false;
            replay_next_ = now_ + 0.6 / std::max(0.25f, anim_speed_);
        }
        return;
    }
    if (start_ < 0) start_ = now_seconds - double(match_->now()) / 1000.0;
    const auto t = std::int64_t((now_seconds - start_) * 1000.0);
    absorb(match_->advance_to(t));
    flights_.erase(std::remove_if(flights_.begin(), flights_.end(),
                                  [&](const Flight& f) { return now_ > f.start + f.duration; }),
                   flights_.end());
    reveals_.erase(std::remove_if(reveals_.begin(), reveals_.end(), [&](const Reveal& r) { return now_ > r.until; }),
                   reveals_.end());
}

bool TxekTable::animating() const {
    if (replay_) return replay_playing_;
    // Bots and the window clock need frames while something is scheduled; a person-only wait
    // costs nothing.
    return match_->next_due() >= 0 || !flights_.empty() || !reveals_.empty() || now_ < flash_until_;
}

void TxekTable::absorb(const std::vector<Event>& events) {
    if (events.empty()) return;
    changed_ = true;
    const State& s = match_->state();
    const View v = view(s, me_);
    const double dur = anim_speed_ <= 0 ? 0 : 0.35 / anim_speed_;
    auto fly = [&](std::string face, Place from, Place to) {
        if (dur > 0) flights_.push_back({std::move(face), from, to, now_, dur});
    };
    for (const Event& e : events) {
        std::string line = describe(e, names_, s.faces);
        if (!line.empty()) log_.push_back(line);
        switch (e.kind) {
        case EventKind::Drew:
            fly("back", {Place::DrawPile}, {Place::Hand, e.seat, int(s.seats[e.seat].hand.size()) - 1});
            break;
        case EventKind::Discarded:
        case EventKind::Intercepted:
            fly(atlas_face(v, e.card), {e.from_bench == 1 ? Place::Bench : Place::Hand, e.seat, e.index}, {Place::Pile});
            break;
        case EventKind::Swapped: fly("back", {Place::Hand, e.seat, 0}, {Place::Bench, e.seat, e.index}); break;
        case EventKind::Penalty: fly("back", {Place::DrawPile}, {Place::Bench, e.seat, e.index}); break;
        case EventKind::HandGiven:
            fly("back", {Place::DrawPile}, {Place::Hand, e.other, int(s.seats[e.other].hand.size()) - 1});
            break;
        case EventKind::Exchanged:
            fly("back", {e.from_bench == 1 ? Place::Bench : Place::Hand, e.seat, e.index}, {Place::Bench, e.other, e.other_index});
            fly("back", {Place::Bench, e.other, e.other_index}, {e.from_bench == 1 ? Place::Bench : Place::Hand, e.seat, e.index});
            break;
        case EventKind::Txek:
            flash_text_ = "TXEK!  " + names_[std::size_t(e.seat)];
            flash_until_ = now_ + 1.4;
            break;
        case EventKind::DoubleTxekCalled:
            flash_text_ = "DOUBLE-TXEK!  " + names_[std::size_t(e.seat)];
            flash_until_ = now_ + 1.8;
            break;
        case EventKind::WrongCard:
        case EventKind::NotTxek:
        case EventKind::NotYourTurn:
        case EventKind::WrongAction:
            if (e.seat == me_) {
                flash_text_ = "Penalty card!";
                flash_until_ = now_ + 1.2;
            }
            break;
        case EventKind::Peeked:
            if (e.seat == me_) reveals_.push_back({{Place::Bench, e.other, e.other_index}, now_ + 2.5});
            break;
        case EventKind::Arranged:
            if (e.seat == me_) reveals_.push_back({{Place::Bench, e.seat, e.index}, now_ + 3.0});
            break;
        case EventKind::RoundEnded: finished_.push_back(s.results.back()); break;
        default: break;
        }
    }
    while (log_.size() > 60) log_.pop_front();
}

std::vector<RoundResult> TxekTable::take_finished_rounds() {
    std::vector<RoundResult> out;
    out.swap(finished_);
    return out;
}

bool TxekTable::take_changed() {
    bool c = changed_;
    changed_ = false;
    return c;
}

void TxekTable::act(const Action& a) {
    if (me_ < 0 || replay_) return;
    Outcome o = match_->act(me_, a);
    if (!o.ok) {
        flash_text_ = o.rejection;
        flash_until_ = now_ + 2.0;
        return;
    }
    absorb(o.events);
}

// ---- Layout ----------------------------------------------------------------------------------

void TxekTable::layout(ImVec2 origin, ImVec2 size) {
    Geometry g;
    g.size = size;
    g.portrait = size.x < size.y * 0.9f;
    const int n = state().players;
    const int me = me_ < 0 ? 0 : me_;
    const float W = size.x, H = size.y;
    g.my_card_h = std::clamp(std::min(H * 0.15f, W * 0.17f * 1.4f), 64.0f, 150.0f);
    g.centre_card_h = std::clamp(std::min(H * 0.16f, W * 0.2f * 1.4f), 64.0f, 160.0f);
    g.my_hand = ImVec2(origin.x + W * 0.5f, origin.y + H - 12 - g.my_card_h * 0.5f);
    g.my_bench = ImVec2(g.my_hand.x, g.my_hand.y - g.my_card_h * 1.12f);
    g.centre = ImVec2(origin.x + W * 0.5f, origin.y + (g.portrait ? H * 0.44f : H * 0.42f));
    const float cw = g.centre_card_h * 0.714f;
    g.draw_pile = ImVec2(g.centre.x - cw * 0.75f, g.centre.y);
    g.pile = ImVec2(g.centre.x + cw * 0.75f, g.centre.y);
    g.seat_anchor.assign(std::size_t(n), ImVec2());
    g.seat_card_h.assign(std::size_t(n), 40.0f);
    const int others = n - 1;
    if (g.portrait && others >= 2) {
        // A phone held upright: the others in two columns above the pile, clockwise from my
        // left: up the left column, then down the right one.
        const int rows = (others + 1) / 2;
        const float top = origin.y + ImGui::GetTextLineHeightWithSpacing() * 2 + 24;
        const float bottom = g.centre.y - g.centre_card_h * 0.6f;
        const float cell_h = (bottom - top) / float(rows);
        const float opp_h = std::clamp(std::min(cell_h * 0.55f, W * 0.5f / 5.2f * 1.4f), 30.0f, 80.0f);
        for (int k = 0; k < others; ++k) {
            const int seat = (me + 1 + k) % n;
            const bool left = k < rows;
            const int row = left ? rows - 1 - k : k - rows;
            const float x = origin.x + (left ? W * 0.25f : W * 0.75f) - opp_h * 0.25f;
            g.seat_anchor[std::size_t(seat)] = ImVec2(x, top + cell_h * (float(row) + 0.62f));
            g.seat_card_h[std::size_t(seat)] = opp_h;
        }
    } else {
        const float rx = W * (g.portrait ? 0.34f : 0.36f), ry = H * (g.portrait ? 0.27f : 0.26f);
        const float opp_h = std::clamp(std::min(H * 0.085f, W / float(std::max(3, others) * 3 + 2) * 1.4f), 34.0f, 90.0f);
        for (int k = 0; k < others; ++k) {
            const int seat = (me + 1 + k) % n;  // clockwise from my left
            const float angle = 3.14159265f * (1.0f + float(k + 1) / float(others + 1));
            g.seat_anchor[std::size_t(seat)] = ImVec2(g.centre.x + rx * std::cos(angle), g.centre.y - g.centre_card_h * 0.15f + ry * std::sin(angle));
            g.seat_card_h[std::size_t(seat)] = opp_h;
        }
    }
    g.seat_anchor[std::size_t(me)] = g.my_bench;
    g.seat_card_h[std::size_t(me)] = g.my_card_h;
    g_ = g;
}

float TxekTable::place_height(const Place& p) const {
    if (p.kind == Place::DrawPile || p.kind == Place::Pile) return g_.centre_card_h;
    if (p.seat < 0 || p.seat >= int(g_.seat_card_h.size())) return g_.centre_card_h;
    return g_.seat_card_h[std::size_t(p.seat)];
}

ImVec2 TxekTable::place_pos(const Place& p) const {
    if (p.kind == Place::DrawPile) return g_.draw_pile;
    if (p.kind == Place::Pile) return g_.pile;
    if (p.seat < 0 || p.seat >= state().players) return g_.centre;
    const Player& pl = state().seats[std::size_t(p.seat)];
    const float h = place_height(p), w = h * 0.714f, gap = w * 0.12f;
    const bool mine = p.seat == std::max(0, me_);
    if (p.kind == Place::Bench) {
        const int count = std::max<int>(3, int(pl.bench.size()));
        const float x0 = g_.seat_anchor[std::size_t(p.seat)].x - (count * (w + gap) - gap) / 2 + w / 2;
        return ImVec2(x0 + p.index * (w + gap), g_.seat_anchor[std::size_t(p.seat)].y);
    }
    // Hand (or dealt cards, which sit where the hand will be).
    const int count = std::max(1, p.kind == Place::Dealt ? 5 : int(pl.hand.size()));
    if (mine) {
        const float x0 = g_.my_hand.x - (count * (w + gap) - gap) / 2 + w / 2;
        return ImVec2(x0 + std::max(0, p.index) * (w + gap), g_.my_hand.y);
    }
    // Others hold their hand just beyond their bench, fanned and small.
    const ImVec2 a = g_.seat_anchor[std::size_t(p.seat)];
    const float hx = a.x + (std::max<int>(3, int(pl.bench.size())) * (w + gap)) / 2 + w * 0.3f;
    return ImVec2(hx + std::max(0, p.index) * w * 0.28f, a.y);
}

bool TxekTable::hidden_by_flight(const Place& p) const {
    for (const Flight& f : flights_)
        if (f.to.kind == p.kind && f.to.seat == p.seat && f.to.index == p.index) return true;
    return false;
}

// ---- Drawing and input --------------------------------------------------------------------------

TxekIntent TxekTable::draw(const Fonts& fonts, const Atlas& atlas, const Settings& settings) {
    TxekIntent out;
    anim_speed_ = settings.animation_speed;
    const State& s = state();
    const View v = view(s, me_);
    const int me = me_;
    ImDrawList* dl = ImGui::GetWindowDrawList();
    const ImVec2 origin = ImGui::GetCursorScreenPos();
    const ImVec2 avail = ImGui::GetContentRegionAvail();
    const float bar_h = ImGui::GetFrameHeight() + 8;
    layout(ImVec2(origin.x, origin.y + bar_h), ImVec2(avail.x, avail.y - bar_h));
    const ImGuiStyle& st = ImGui::GetStyle();

    // The felt: an oval table under everything (ImGui 1.86 has no ellipse: a 64-gon).
    {
        ImVec2 pts[64];
        for (int i = 0; i < 64; ++i) {
            const float a = 6.2831853f * float(i) / 64.0f;
            pts[i] = ImVec2(g_.centre.x + g_.size.x * 0.47f * std::cos(a), g_.centre.y + g_.size.y * 0.36f * std::sin(a));
        }
        dl->AddConvexPolyFilled(pts, 64, IM_COL32(14, 110, 70, 255));
        dl->AddPolyline(pts, 64, IM_COL32(236, 196, 96, 90), ImDrawFlags_Closed, 3.0f);
    }

    // ---- Top bar
    {
        ImGui::SetCursorScreenPos(origin);
        char title[96];
        std::snprintf(title, sizeof title, "Txek  \xC2\xB7  round %d%s", v.round, v.tie_break ? " (extra round)" : "");
        if (avail.x > 620) ImGui::TextUnformatted(title);  // a phone needs the room for buttons
        static const char* const labels[] = {"Sheet", "Share", "Rules", "Menu"};
        static const char* const targets[] = {"sheet", "share", "rules", "menu"};
        switch (TopBarButtons(origin, avail.x, labels, targets, 4)) {
        case 0: out.sheet = true; break;
        case 1: out.share = true; break;
        case 2: out.rules = true; break;
        case 3: out.menu = true; break;
        default: break;
        }
    }

    const bool my_action = me >= 0 && !v.pending.empty() && v.pending.front().seat == me;
    const Kind action_kind = my_action ? v.pending.front().kind : Kind::Number;
    const bool my_turn = me >= 0 && v.phase == Phase::Play && v.current == me && v.ending == EndCause::None;
    const bool can_draw = my_turn && !v.drawn && !v.window_open && v.pending.empty();
    const bool arranging = me >= 0 && v.phase == Phase::Arrange && !v.seats[std::size_t(me)].arranged;
    const bool playing = v.phase == Phase::Play && v.ending == EndCause::None && me >= 0;
    auto revealed = [&](const Place& p) {
        for (const Reveal& r : reveals_)
            if (r.place.kind == p.kind && r.place.seat == p.seat && r.place.index == p.index) return true;
        return false;
    };
    // Which face a bench card shows me: face down unless revealed for a moment or, with the
    // memory aid on, remembered (table rules, "Knowledge").
    auto bench_face = [&](int seat, int k) {
        const CardView& c = v.seats[std::size_t(seat)].bench[std::size_t(k)];
        const bool show = c.card != kNoCard &&
                          (revealed({Place::Bench, seat, k}) || settings.memory_aid || v.phase != Phase::Play);
        return show ? atlas_face(v, c.card) : std::string("back");
    };

    // ---- Other seats
    for (int p = 0; p < v.players; ++p) {
        if (p == std::max(0, me) && me >= 0) continue;
        const SeatView& sv = v.seats[std::size_t(p)];
        const float h = g_.seat_card_h[std::size_t(p)];
        const ImVec2 a = g_.seat_anchor[std::size_t(p)];
        // Name plate: the turn marker, the level, the running total.
        char plate[96];
        if (g_.portrait)  // a phone: name and total only
            std::snprintf(plate, sizeof plate, "%s%s \xC2\xB7 %d", names_[std::size_t(p)].c_str(),
                          sv.double_called ? " \xE2\x80\xA2 DOUBLE" : "", sv.total);
        else
            std::snprintf(plate, sizeof plate, "%s%s \xC2\xB7 %s \xC2\xB7 %d", names_[std::size_t(p)].c_str(),
                          sv.double_called ? " \xE2\x80\xA2 DOUBLE" : "", LevelWord(setup_.seats[std::size_t(p)]), sv.total);
        const bool turn = v.phase == Phase::Play && v.current == p;
        const ImVec2 plate_at(a.x, a.y - h * 0.5f - ImGui::GetFontSize() * 0.9f);
        Pill(plate_at, plate, turn ? IM_COL32(236, 196, 96, 235) : IM_COL32(0, 40, 24, 210),
             turn ? IM_COL32(30, 30, 20, 255) : IM_COL32(250, 244, 228, 255));
        if (my_action && action_kind == Kind::Hand) {
            const ImVec2 sz = ImGui::CalcTextSize(plate);
            ImGui::SetCursorScreenPos(ImVec2(plate_at.x - sz.x / 2 - 10, plate_at.y - sz.y / 2 - 4));
            ImGui::InvisibleButton(("player" + std::to_string(p)).c_str(), ImVec2(sz.x + 20, sz.y + 8));
            MarkTarget("player:" + std::to_string(p));
            if (ImGui::IsItemClicked()) act(Action::give_hand(p));
        }
        // Bench (face down unless known and aided) and the hand as a small fan of backs.
        const int slots = std::max<int>(3, int(sv.bench.size()));
        for (int k = 0; k < slots; ++k) {
            const Place pl{Place::Bench, p, k};
            const ImVec2 c = place_pos(pl);
            if (k >= int(sv.bench.size()) || !sv.bench[std::size_t(k)].present) {
                DrawSlot(atlas, c, h);
                continue;
            }
            if (hidden_by_flight(pl)) continue;
            const bool target = my_action && (action_kind == Kind::Peek || (action_kind == Kind::Exchange && exchange_mine_ >= 0));
            if (CardButton(atlas, bench_face(p, k), c, h, "opp:" + std::to_string(p) + ":bench:" + std::to_string(k), target) && target) {
                if (action_kind == Kind::Peek) act(Action::peek(p, k));
                else act(Action::exchange(exchange_mine_ >= 100, exchange_mine_ % 100, p, k));
                exchange_mine_ = -1;
            }
        }
        const int in_hand = v.phase == Phase::Arrange ? v.dealt_count[std::size_t(p)] : int(sv.hand.size());
        for (int k = 0; k < in_hand; ++k) {
            const Place pl{Place::Hand, p, k};
            if (hidden_by_flight(pl)) continue;
            DrawCard(dl, atlas, v.phase == Phase::Play ? "back" : atlas_face(v, k < int(sv.hand.size()) ? sv.hand[std::size_t(k)].card : kNoCard),
                     place_pos(pl), h * 0.8f, 0.12f * (k - in_hand / 2.0f));
        }
    }

    // ---- The centre: draw pile and pile, with the reaction countdown around the pile.
    {
        const float h = g_.centre_card_h;
        if (v.draw_count > 0) {
            for (int i = std::min(3, v.draw_count) - 1; i > 0; --i)
                DrawCard(dl, atlas, "back", ImVec2(g_.draw_pile.x - i * 2.0f, g_.draw_pile.y - i * 2.0f), h);
            if (CardButton(atlas, "back", g_.draw_pile, h, "draw_pile", can_draw) && me >= 0 && playing && !my_action) {
                act(Action::draw());  // out of turn this is the "Not your turn" penalty
            }
        } else {
            DrawSlot(atlas, g_.draw_pile, h);
        }
        char count[32];
        std::snprintf(count, sizeof count, "%d", v.draw_count);
        CentredLabel(ImVec2(g_.draw_pile.x, g_.draw_pile.y + h * 0.62f), count);
        if (v.pile.empty()) {
            DrawSlot(atlas, g_.pile, h);
        } else {
            if (v.pile.size() > 1 && !hidden_by_flight({Place::Pile}))
                DrawCard(dl, atlas, atlas_face(v, v.pile[v.pile.size() - 2].card), ImVec2(g_.pile.x - h * 0.06f, g_.pile.y + h * 0.04f), h, -0.12f);
            if (!hidden_by_flight({Place::Pile}) || v.pile.size() > 1) {
                const std::string top = hidden_by_flight({Place::Pile}) ? atlas_face(v, v.pile[v.pile.size() - 2].card) : atlas_face(v, v.pile.back().card);
                if (CardButton(atlas, top, g_.pile, h, "pile", my_turn && v.drawn && selected_hand_ >= 0) &&
                    my_turn && v.drawn && selected_hand_ >= 0) {
                    act(Action::discard(selected_hand_));
                    selected_hand_ = -1;
                }
            }
        }
        if (v.window_open && match_->window_closes_at() >= 0) {
            const double total = double(match_->window_closes_at() - match_->window_opened_at());
            const double left = double(match_->window_closes_at()) - (now_ - start_) * 1000.0;
            const float frac = float(std::clamp(left / std::max(1.0, total), 0.0, 1.0));
            const float r = h * 0.72f;
            dl->PathArcTo(g_.pile, r, -1.5708f, -1.5708f + 6.2832f * frac, 48);
            dl->PathStroke(IM_COL32(236, 196, 96, 230), 0, 6.0f);
        }
    }

    // ---- My seat: bench above, hand below.
    if (me >= 0) {
        const SeatView& sv = v.seats[std::size_t(me)];
        const float h = g_.my_card_h;
        char plate[96];
        std::snprintf(plate, sizeof plate, "%s%s \xC2\xB7 %d", names_[std::size_t(me)].c_str(),
                      sv.double_called ? " \xE2\x80\xA2 DOUBLE" : "", sv.total);
        const bool turn = v.phase == Phase::Play && v.current == me;
        Pill(ImVec2(g_.my_bench.x, g_.my_bench.y - h * 0.5f - ImGui::GetFontSize() * 0.9f), plate,
             turn ? IM_COL32(236, 196, 96, 235) : IM_COL32(0, 40, 24, 210),
             turn ? IM_COL32(30, 30, 20, 255) : IM_COL32(250, 244, 228, 255));
        if (arranging) {
            // Rule 2: three of the five dealt cards (face down) go to the bench, in tap order;
            // rule 3: then look at one of them.
            for (int k = 0; k < 3; ++k) {
                const ImVec2 c = place_pos({Place::Bench, me, k});
                if (k < int(arrange_pick_.size())) {
                    if (arrange_pick_.size() == 3 && CardButton(atlas, "back", c, h, "bench:" + std::to_string(k), true)) {
                        act(Action::arrange(arrange_pick_[0], arrange_pick_[1], arrange_pick_[2], k));
                        arrange_pick_.clear();
                    }
                } else {
                    DrawSlot(atlas, c, h);
                }
            }
            for (int d = 0; d < 5; ++d) {
                if (std::find(arrange_pick_.begin(), arrange_pick_.end(), d) != arrange_pick_.end()) continue;
                if (CardButton(atlas, "back", place_pos({Place::Dealt, me, d}), h, "dealt:" + std::to_string(d), arrange_pick_.size() < 3) &&
                    arrange_pick_.size() < 3)
                    arrange_pick_.push_back(d);
            }
        } else {
            const int slots = std::max<int>(3, int(sv.bench.size()));
            for (int k = 0; k < slots; ++k) {
                const Place pl{Place::Bench, me, k};
                const ImVec2 c = place_pos(pl);
                if (k >= int(sv.bench.size()) || !sv.bench[std::size_t(k)].present) {
                    DrawSlot(atlas, c, h);
                    continue;
                }
                if (hidden_by_flight(pl)) continue;
                const bool swap_target = my_turn && v.drawn && selected_hand_ >= 0;
                const bool pick = my_action && (action_kind == Kind::Peek || action_kind == Kind::Down ||
                                                (action_kind == Kind::Exchange && exchange_mine_ < 0));
                if (CardButton(atlas, bench_face(me, k), c, h, "bench:" + std::to_string(k), swap_target || pick ||
                                   exchange_mine_ == 100 + k)) {
                    if (swap_target) act(Action::swap(selected_hand_, k)), selected_hand_ = -1;
                    else if (my_action && action_kind == Kind::Peek) act(Action::peek(me, k));
                    else if (my_action && action_kind == Kind::Down) act(Action::down(true, k));
                    else if (my_action && action_kind == Kind::Exchange) exchange_mine_ = 100 + k;
                    else if (playing && !v.pile.empty() && !(my_turn && v.drawn)) act(Action::intercept(true, k));
                }
            }
            for (int k = 0; k < int(sv.hand.size()); ++k) {
                const Place pl{Place::Hand, me, k};
                if (hidden_by_flight(pl)) continue;
                const bool sel = selected_hand_ == k || exchange_mine_ == k;
                if (CardButton(atlas, atlas_face(v, sv.hand[std::size_t(k)].card), place_pos(pl), h, "hand:" + std::to_string(k),
                               sel, 1.0f, sel)) {
                    if (my_turn && v.drawn && !my_action) selected_hand_ = selected_hand_ == k ? -1 : k;
                    else if (my_action && action_kind == Kind::Down) act(Action::down(false, k));
                    else if (my_action && action_kind == Kind::Exchange) exchange_mine_ = k;
                    else if (playing && !v.pile.empty()) act(Action::intercept(false, k));
                }
            }
        }
    }

    // ---- Flights on top of everything.
    for (const Flight& f : flights_)
        DrawFlight(dl, atlas, f.face, place_pos(f.from), place_pos(f.to), place_height(f.from), place_height(f.to),
                   float((now_ - f.start) / f.duration));

    // ---- Prompt and buttons for what I can do now.
    std::string prompt;
    if (arranging) prompt = arrange_pick_.size() < 3 ? "Tap 3 of your 5 cards for your bench (face down)"
                                                     : "Tap the bench card you want to look at";
    else if (my_action) {
        switch (action_kind) {
        case Kind::Peek: prompt = "Peek: tap any face-down bench card"; break;
        case Kind::Exchange: prompt = exchange_mine_ < 0 ? "Exchange: tap one of your cards" : "Exchange: now tap another player's bench card"; break;
        case Kind::Hand: prompt = "Hand: tap the player who must draw a card"; break;
        case Kind::Down: prompt = "Down: tap one more of your cards to put on the pile"; break;
        default: break;
        }
    } else if (my_turn && can_draw) prompt = "Your turn: tap the draw pile (D)";
    else if (my_turn && v.drawn) prompt = selected_hand_ < 0 ? "Tap a hand card, then the pile to discard it or a bench card to swap"
                                                             : "Tap the pile to discard, or a bench card to swap";
    else if (my_turn && v.window_open) prompt = "Your turn once the countdown ends";
    else if (v.phase == Phase::Arrange) prompt = "Waiting for the others to arrange their bench";
    else if (v.phase == Phase::Play && me >= 0) prompt = "Tap a matching card of yours to intercept";
    if (!prompt.empty()) {
        const float y = g_.my_bench.y - g_.my_card_h * 0.5f - ImGui::GetFontSize() * 2.3f;
        // Shrunk to fit a phone's width rather than cut.
        const float fit = std::min(1.0f, (avail.x - 16) / ImGui::CalcTextSize(prompt.c_str()).x);
        ImGui::SetWindowFontScale(fit);
        CentredLabel(ImVec2(g_.my_bench.x, y), prompt.c_str(), IM_COL32(250, 244, 228, 230));
        ImGui::SetWindowFontScale(1.0f);
    }

    // Big action buttons: right of my cards when there is room, else above them.
    {
        const float bw = std::clamp(g_.size.x * 0.16f, 110.0f, 190.0f), bh = std::max(52.0f, g_.my_card_h * 0.42f);
        float x = origin.x + avail.x - bw - 8, y = g_.my_bench.y - bh * 0.5f;
        if (g_.portrait) y = g_.centre.y + g_.centre_card_h * 0.8f;
        auto button = [&](const char* label, const char* target, bool primary) {
            ImGui::SetCursorScreenPos(ImVec2(x, y));
            bool b = BigButton(label, target, ImVec2(bw, bh), primary);
            if (g_.portrait) x -= bw + 8; else y += bh + 8;
            return b;
        };
        const bool space = ImGui::IsKeyPressed(ImGui::GetKeyIndex(ImGuiKey_Space), false);
        if (playing && v.window_open && !v.pile.back().claimed) {
            if (button("TXEK!", "txek", true) || space) act(Action::call_txek(v.pile.back().serial));
        }
        if (v.can_call_double && button("Double-TXEK", "double", false)) act(Action::double_txek());
        if (my_action && button("Skip", "skip", false)) {
            act(Action::skip());
            exchange_mine_ = -1;
        }
        if (my_turn && v.drawn && selected_hand_ >= 0 && button("Discard", "discard", false)) {
            act(Action::discard(selected_hand_));
            selected_hand_ = -1;
        }
        if (arranging && !arrange_pick_.empty() && button("Undo", "undo", false)) arrange_pick_.clear();
    }

    // Keyboard: D draws, 1-9 select a hand card, Enter discards it, Esc goes to the menu.
    if (me >= 0 && !replay_) {
        for (ImWchar ch : ImGui::GetIO().InputQueueCharacters) {
            if ((ch == 'd' || ch == 'D') && can_draw) act(Action::draw());
            if (ch >= '1' && ch <= '9' && my_turn && v.drawn) {
                const int k = ch - '1';
                if (k < int(v.seats[std::size_t(me)].hand.size())) selected_hand_ = k;
            }
        }
        if (ImGui::IsKeyPressed(ImGui::GetKeyIndex(ImGuiKey_Enter), false) && my_turn && v.drawn && selected_hand_ >= 0) {
            act(Action::discard(selected_hand_));
            selected_hand_ = -1;
        }
    }
    if (ImGui::IsKeyPressed(ImGui::GetKeyIndex(ImGuiKey_Escape), false)) out.menu = true;
    if (!my_turn || !v.drawn) selected_hand_ = -1;
    if (!my_action) exchange_mine_ = -1;

    // ---- The log: the last few moves, newest last.
    {
        // Landscape: the empty bottom-left corner; portrait: two lines under the top bar.
        const int lines = g_.portrait ? 2 : 7;
        const float lh = ImGui::GetTextLineHeightWithSpacing();
        const ImVec2 at = g_.portrait ? ImVec2(origin.x + 4, origin.y + bar_h + 4)
                                      : ImVec2(origin.x + 4, origin.y + avail.y - lines * lh - 16);
        const float w = g_.portrait ? avail.x - 8 : std::min(340.0f, avail.x * 0.28f);
        DrawLog(log_, at, w, lines);
    }

    // ---- A banner for TXEK calls, Double-TXEK and penalties; a ribbon while a Double runs.
    if (!v.double_callers.empty() && v.phase == Phase::Play) {
        std::string who;
        for (int c : v.double_callers) who += (who.empty() ? "" : ", ") + names_[std::size_t(c)];
        Pill(ImVec2(g_.centre.x, g_.centre.y - g_.centre_card_h * 0.85f), "Double-TXEK running: " + who, IM_COL32(150, 40, 30, 230));
    }
    if (now_ < flash_until_ && !flash_text_.empty()) {
        ImGui::PushFont(fonts.title);
        const ImVec2 sz = ImGui::CalcTextSize(flash_text_.c_str());
        const ImVec2 c(g_.centre.x, g_.centre.y - g_.centre_card_h * 0.2f);
        dl->AddRectFilled(ImVec2(c.x - sz.x / 2 - 24, c.y - sz.y / 2 - 12), ImVec2(c.x + sz.x / 2 + 24, c.y + sz.y / 2 + 12),
                          IM_COL32(20, 20, 12, 220), 16);
        CentredLabel(c, flash_text_.c_str(), kGold);
        ImGui::PopFont();
    }

    // ---- Replay controls.
    if (replay_) {
        switch (DrawReplayControls(g_.centre.x, g_.centre.y + g_.centre_card_h * 0.75f, avail.x - 16, replay_step_,
                                   replay_actions_.size(), replay_playing_)) {
        case ReplayControl::Start: replay_to(0), replay_playing_ = false; break;
        case ReplayControl::Back:
            if (replay_step_ > 0) replay_to(replay_step_ - 1), replay_playing_ = false;
            break;
        case ReplayControl::PlayPause: replay_playing_ = !replay_playing_, replay_next_ = now_; break;
        case ReplayControl::Step: replay_to(replay_step_ + 1), replay_playing_ = false; break;
        case ReplayControl::None: break;
        }
    }

    // ---- Round over: every game revealed, counted, the kind of ending explained.
    if ((v.phase == Phase::RoundOver || v.phase == Phase::GameOver) && !v.results.empty()) {
        const RoundResult& r = v.results.back();
        // Dim the table so the counted cards stand out from the ones still lying there.
        dl->AddRectFilled(origin, ImVec2(origin.x + avail.x, origin.y + avail.y), IM_COL32(0, 20, 12, 170));
        const float w = std::min(avail.x - 24, 620.0f);
        ImGui::SetCursorScreenPos(ImVec2(origin.x + (avail.x - w) / 2, origin.y + bar_h + 30));
        BeginPanel(w);
        ImGui::PushFont(fonts.title);
        ImGui::SetWindowFontScale(0.7f);
        std::string head;
        if (r.went_out >= 0) head = names_[std::size_t(r.went_out)] + " went out: simple victory";
        else if (r.double_caller >= 0)
            head = names_[std::size_t(r.double_caller)] + (r.double_won ? ": Double-TXEK victory!" : ": Double-TXEK failed");
        else head = "No cards left to draw: the round ends";
        ImGui::TextUnformatted(head.c_str());
        ImGui::SetWindowFontScale(1.0f);
        ImGui::PopFont();
        if (r.double_caller >= 0)
            ImGui::TextDisabled(r.double_won ? "The caller scores 0, everyone else doubles."
                                             : "The caller takes the sum of everyone's points.");
        for (int p = 0; p < v.players; ++p) {
            const SeatView& sv = v.seats[std::size_t(p)];
            ImGui::Text("%s", names_[std::size_t(p)].c_str());
            ImGui::SameLine(w * 0.28f);
            // The cards, small, face up: the game is revealed.
            const float ch = ImGui::GetFrameHeight() * 1.1f;
            ImVec2 at = ImGui::GetCursorScreenPos();
            int i = 0;
            for (const CardView& c : sv.hand)
                DrawCard(dl, atlas, atlas_face(v, c.card), ImVec2(at.x + ch * 0.4f + i++ * ch * 0.55f, at.y + ch * 0.45f), ch);
            for (const CardView& c : sv.bench)
                if (c.present) DrawCard(dl, atlas, atlas_face(v, c.card), ImVec2(at.x + ch * 0.4f + i++ * ch * 0.55f, at.y + ch * 0.45f), ch);
            ImGui::Dummy(ImVec2(std::max(1, i) * ch * 0.55f + ch * 0.3f, ch));
            ImGui::SameLine(w * 0.74f);
            ImGui::Text("%d", r.raw[std::size_t(p)]);
            ImGui::SameLine(w * 0.84f);
            if (r.scored[std::size_t(p)] != r.raw[std::size_t(p)]) ImGui::TextColored(ImVec4(0.93f, 0.77f, 0.38f, 1), "-> %d", r.scored[std::size_t(p)]);
            else ImGui::TextDisabled("%d", r.scored[std::size_t(p)]);
        }
        if (v.phase == Phase::GameOver) {
            int winner = 0;
            for (int p = 0; p < v.players; ++p)
                if (v.seats[std::size_t(p)].total < v.seats[std::size_t(winner)].total) winner = p;
            ImGui::Text("%s wins the game with %d points.", names_[std::size_t(winner)].c_str(), v.seats[std::size_t(winner)].total);
        } else if (v.tie_break) {
            ImGui::TextUnformatted("Tied for the lowest total after 200: one extra round.");
        }
        const float bw2 = (w - 2 * st.WindowPadding.x - st.ItemSpacing.x) / 2;
        if (BigButton("Score sheet", "round_sheet", ImVec2(bw2, 0))) out.sheet = true;
        ImGui::SameLine();
        if (v.phase == Phase::GameOver) {
            if (BigButton("New game", "new_game", ImVec2(bw2, 0), true)) out.new_game = true;
        } else if (!replay_ && me >= 0) {
            if (BigButton("Next round", "next_round", ImVec2(bw2, 0), true)) {
                Outcome o = match_->act(core::kTableSeat, Action::next_round());
                if (o.ok) absorb(o.events);
            }
        }
        EndPanel();
    }
    return out;
}

nlohmann::json TxekTable::public_json() const {
    const View v = view(state(), me_);
    nlohmann::json j;
    j["me"] = me_;
    j["round"] = v.round;
    static const char* phases[] = {"arrange", "play", "round_over", "game_over"};
    j["phase"] = phases[int(v.phase)];
    j["current"] = v.current;
    j["drawn"] = v.drawn;
    j["window_open"] = v.window_open;
    j["can_call_double"] = v.can_call_double;
    j["draw_count"] = v.draw_count;
    j["ending"] = int(v.ending);
    j["replay"] = replay_;
    j["replay_step"] = replay_step_;
    auto code = [&](CardId c) -> nlohmann::json { return c == kNoCard ? nlohmann::json() : nlohmann::json(face_code(v.faces[c])); };
    j["pile"] = nlohmann::json::array();
    for (const PileView& p : v.pile) j["pile"].push_back({{"card", face_code(v.faces[p.card])}, {"seat", p.seat}, {"serial", p.serial}, {"identical", p.identical}, {"claimed", p.claimed}});
    j["seats"] = nlohmann::json::array();
    for (int p = 0; p < v.players; ++p) {
        const SeatView& sv = v.seats[std::size_t(p)];
        nlohmann::json s;
        s["name"] = names_[std::size_t(p)];
        s["total"] = sv.total;
        s["arranged"] = sv.arranged;
        s["hand"] = nlohmann::json::array();
        for (const CardView& c : sv.hand) s["hand"].push_back(code(c.card));
        s["bench"] = nlohmann::json::array();
        for (const CardView& c : sv.bench) s["bench"].push_back(c.present ? code(c.card) : nlohmann::json("empty"));
        s["dealt"] = v.dealt_count[std::size_t(p)];
        j["seats"].push_back(s);
    }
    j["pending"] = nlohmann::json::array();
    for (const Pending& p : v.pending) j["pending"].push_back({{"seat", p.seat}, {"kind", kind_name(p.kind)}});
    j["results"] = nlohmann::json::array();
    for (const RoundResult& r : v.results) j["results"].push_back({{"raw", r.raw}, {"scored", r.scored}, {"summary", r.summary}});
    j["log"] = nlohmann::json::array();
    for (std::size_t i = log_.size() > 10 ? log_.size() - 10 : 0; i < log_.size(); ++i) j["log"].push_back(log_[i]);
    j["arrange_picked"] = arrange_pick_;
    return j;
}

}  // namespace table
