#include "table/checks/table.h"

#include "table/widgets.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <imgui.h>

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

bool contains(const std::vector<int>& v, int x) {
    return std::find(v.begin(), v.end(), x) != v.end();
}

ImVec2 add(ImVec2 a, ImVec2 b) {
    return ImVec2(a.x + b.x, a.y + b.y);
}

const ImU32 kTurnBg = IM_COL32(236, 196, 96, 235);
const ImU32 kTurnFg = IM_COL32(30, 30, 20, 255);
const ImU32 kPlateBg = IM_COL32(0, 40, 24, 210);

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

core::Expected<std::unique_ptr<ChecksTable>>
ChecksTable::open(const core::Setup& setup, std::uint64_t seed, const core::ActionLog& actions,
                  std::vector<std::string> names, const Settings& settings, bool replay) {
    using E = core::Expected<std::unique_ptr<ChecksTable>>;
    auto made = new_game(setup, seed);
    if (!made) return E::fail(made.error());
    std::unique_ptr<ChecksTable> t(new ChecksTable());
    t->setup_ = setup;
    t->seed_ = seed;
    t->replay_ = replay;
    t->state_ = std::move(made.value());
    int humans = 0;
    for (int p = 0; p < kPlayers; ++p) {
        if (setup.seats[std::size_t(p)] != core::SeatKind::Human) continue;
        if (t->shown_ < 0) t->shown_ = p;
        ++humans;
    }
    t->hotseat_ = humans == kPlayers;
    names.resize(kPlayers);
    for (int p = 0; p < kPlayers; ++p) {
        std::string& n = names[std::size_t(p)];
        if (!n.empty()) continue;
        if (setup.seats[std::size_t(p)] != core::SeatKind::Human)
            n = BotName(p);
        else
            n = p == t->shown_ ? settings.player_name : "Player " + std::to_string(p + 1);
    }
    // Two people of the same name would not know whose turn "Pass to You" means.
    if (names[0] == names[1]) names[1] += " (2)";
    t->names_ = names;
    // Every action must replay, for a resumed match (to the very same moment: same cards, same
    // turn) and for a replay link alike (a link that stops halfway is refused as a whole).
    State played = t->state_;
    for (std::size_t i = 0; i < actions.size(); ++i) {
        auto a = Action::decode(actions[i].code);
        if (!a) return E::fail("move " + std::to_string(i + 1) + " is not a Checks action");
        Outcome o = apply(played, actions[i].seat, *a);
        if (!o.ok)
            return E::fail("move " + std::to_string(i + 1) + " cannot be played: " + o.rejection);
    }
    if (replay) {
        t->replay_actions_ = actions;
    } else {
        t->state_ = std::move(played);
        for (int p = 0; p < kPlayers; ++p)
            if (setup.seats[std::size_t(p)] != core::SeatKind::Human)
                t->bots_[std::size_t(p)] =
                    make_bot(setup.seats[std::size_t(p)], seed * 31 + std::uint64_t(p) + 1);
        // The first hand shown on a shared device is shown only once its owner holds it.
        if (t->hotseat_ && t->state_.phase == Phase::Play) t->cover_for_ = t->state_.current;
    }
    t->log_.push_back(replay            ? "Replay: use the controls to step through the match"
                      : actions.empty() ? "A new match of Checks"
                                        : "Match resumed");
    return E::ok(std::move(t));
}

bool ChecksTable::is_bot(int seat) const {
    return seat >= 0 && seat < kPlayers && setup_.seats[std::size_t(seat)] != core::SeatKind::Human;
}

int ChecksTable::bottom_seat() const {
    return shown_ >= 0 ? shown_ : 0;
}

bool ChecksTable::take_changed() {
    const bool c = changed_;
    changed_ = false;
    return c;
}

bool ChecksTable::animating() const {
    if (replay_) return replay_playing_ || !flights_.empty();
    return !flights_.empty() ||
           (state_.phase == Phase::Play && is_bot(state_.current) && !bot_failed_) ||
           next_game_due_ >= 0 || now_ < flash_until_;
}

void ChecksTable::apply_move(int seat, const Action& a) {
    if (replay_) return;
    Outcome o = apply(state_, seat, a);
    if (!o.ok) {
        flash_ = o.rejection;
        flash_until_ = now_ + 2.0;
        return;
    }
    selected_hand_ = selected_pile_ = dragging_ = -1;
    absorb(o.events);
    // Two people on one device: the next hand is drawn only after the device was passed.
    if (hotseat_ && state_.phase == Phase::Play && state_.current != shown_)
        cover_for_ = state_.current;
}

void ChecksTable::absorb(const std::vector<Event>& events) {
    if (events.empty()) return;
    changed_ = true;
    const double dur = anim_speed_ <= 0 ? 0 : 0.35 / anim_speed_;
    // One event after the other: a refill turns up after the cashed pile has left its slot.
    double at = now_;
    auto fly = [&](std::string face, Place from, Place to, double start) {
        if (dur > 0) flights_.push_back({std::move(face), from, to, start, dur});
    };
    for (const Event& e : events) {
        const std::string line = describe(e, names_);
        if (!line.empty()) log_.push_back(line);
        switch (e.kind) {
        case EventKind::Played:
            fly(face_of(e.card), {Place::Hand, e.seat, e.from}, {Place::Pile, -1, e.index}, at);
            at += dur * 0.6;
            break;
        case EventKind::Cashed: {
            // The pile's cards are the last ones won before the hand's (engine: pile, then hand);
            // cashed cards are public, so any seat's view has them.
            const std::vector<CardId> won = view(state_, shown_).seats[std::size_t(e.seat)].won;
            const int from_pile = e.count - int(e.cards.size());
            const int first = int(won.size()) - e.count;
            int n = 0;
            for (int k = std::max(0, from_pile - 3); k < from_pile && first + k >= 0; ++k, ++n)
                fly(face_of(won[std::size_t(first + k)]), {Place::Pile, -1, e.index},
                    {Place::Won, e.seat}, at + n * 0.05);
            for (std::size_t k = 0; k < e.cards.size(); ++k, ++n)
                fly(face_of(e.cards[k]), {Place::Hand, e.seat, int(k)}, {Place::Won, e.seat},
                    at + n * 0.05);
            at += dur * 0.8 + n * 0.05;
            break;
        }
        case EventKind::Refilled:
            fly(face_of(e.card), {Place::Deck}, {Place::Pile, -1, e.index}, at);
            at += dur * 0.6;
            break;
        case EventKind::PickedUp:
            for (int k = 0; k < kTrickCards; ++k)
                fly("back", {Place::Row, e.seat, e.index}, {Place::Hand, e.seat, k}, at + k * 0.06);
            at += dur * 0.6;
            break;
        case EventKind::GameEnded:
            // Bots alone deal on by themselves; people press "Next game".
            if (is_bot(0) && is_bot(1)) next_game_due_ = now_ + 5.0;
            break;
        default:
            break;
        }
    }
    while (log_.size() > 60) log_.pop_front();
}

void ChecksTable::replay_to(std::size_t step) {
    // Steps are cheap to recompute from the deal: a match is a few hundred actions.
    auto made = new_game(setup_, seed_);
    if (!made) return;
    State s = std::move(made.value());
    std::vector<Event> last;
    std::size_t done = 0;
    for (; done < step && done < replay_actions_.size(); ++done) {
        auto a = Action::decode(replay_actions_[done].code);
        if (!a) break;
        Outcome o = apply(s, replay_actions_[done].seat, *a);
        if (!o.ok) break;
        if (done + 1 == step) last = o.events;
    }
    state_ = std::move(s);
    replay_step_ = done;
    flights_.clear();
    for (const Event& e : last) {
        const std::string line = describe(e, names_);
        if (!line.empty()) log_.push_back(line);
    }
    while (log_.size() > 60) log_.pop_front();
}

void ChecksTable::update(double now_seconds) {
    now_ = now_seconds;
    flights_.erase(std::remove_if(flights_.begin(), flights_.end(),
                                  [&](const Flight& f) { return now_ > f.start + f.duration; }),
                   flights_.end());
    if (replay_) {
        if (replay_playing_ && now_ >= replay_next_) {
            if (replay_step_ < replay_actions_.size())
                replay_to(replay_step_ + 1);
            else
                replay_playing_ = false;
            replay_next_ = now_ + 0.6 / std::max(0.25f, anim_speed_);
        }
        return;
    }
    if (state_.phase == Phase::GameOver) {
        if (next_game_due_ >= 0 && now_ >= next_game_due_) {
            next_game_due_ = -1;
            apply_move(core::kTableSeat, Action::next_game());
        }
        return;
    }
    const int seat = state_.current;
    // A bot moves once the last move has landed, after its own thinking time (scaled like the
    // animations, so "fast" makes the whole table quicker).
    if (!is_bot(seat) || bot_failed_ || !flights_.empty()) return;
    if (!bot_intent_) {
        bot_intent_ = bots_[std::size_t(seat)]->think(view(state_, seat));
        if (!bot_intent_) {
            bot_failed_ = true;
            log_.push_back(names_[std::size_t(seat)] +
                           " found no move (a bug): the match stops here");
            return;
        }
        const double scale = anim_speed_ <= 0 ? 0.3 : 1.0 / anim_speed_;
        bot_due_ = now_ + bot_intent_->delay_ms / 1000.0 * scale;
        return;
    }
    if (now_ < bot_due_) return;
    const Action a = bot_intent_->action;
    bot_intent_.reset();
    const std::size_t before = state_.log.size();
    apply_move(seat, a);
    if (state_.log.size() == before) {
        bot_failed_ = true;
        log_.push_back(names_[std::size_t(seat)] +
                       "'s move was refused (a bug): the match stops here");
    }
}

// ---- Layout -----------------------------------------------------------------------------------

void ChecksTable::layout(ImVec2 o, ImVec2 sz, float aspect) {
    Geometry& g = g_;
    g.origin = o;
    g.size = sz;
    g.aspect = aspect;
    g.portrait = sz.x < sz.y * 0.9f || sz.x < 640;
    const float lh = ImGui::GetTextLineHeightWithSpacing();
    const float fs = ImGui::GetFontSize();
    const float plate_h = fs * 2.0f;
    const float cash_h = std::max(54.0f, ImGui::GetFrameHeight() + 10);
    const int bot = bottom_seat(), top = State::other(bot);
    const float cx = o.x + sz.x * 0.5f;
    if (g.portrait) {
        // A phone held upright: everything in one column, the piles two rows of three with the
        // deck beside them; the log is two lines at the top.
        const float m = 8, w = sz.x - 2 * m;
        g.log_lines = 2;
        g.log_at = ImVec2(o.x + 4, o.y + 2);
        g.log_w = sz.x - 8;
        const float log_h = g.log_lines * lh + 12;
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
        return;
    }
    // A wide screen: the rows above and below, the deck and the six piles in one row, the hand
    // between the piles and my row with its Point Total left and the Cash button right; the log
    // in the left margin.
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
        const float step = seat == shown_ ? h * aspect * 1.08f : h * aspect * 0.45f;
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
        if (p.seat == shown_) return g_.hand_h;
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

void ChecksTable::draw_cover(const Fonts& fonts, ImVec2 o, ImVec2 sz) {
    ImDrawList* dl = ImGui::GetWindowDrawList();
    dl->AddRectFilled(o, add(o, sz), IM_COL32(6, 40, 26, 255), 16);
    const std::string& who = names_[std::size_t(cover_for_)];
    const std::string& other = names_[std::size_t(State::other(cover_for_))];
    const float w = std::min(sz.x - 32, 460.0f);
    const float x = o.x + (sz.x - w) * 0.5f;
    ImGui::SetCursorScreenPos(ImVec2(x, o.y + sz.y * 0.28f));
    ImGui::BeginGroup();
    ImGui::PushTextWrapPos(x + w);
    ImGui::PushFont(fonts.title);
    ImGui::TextWrapped("Pass to %s", who.c_str());
    ImGui::PopFont();
    ImGui::TextWrapped("%s's cards are hidden. Hand the device to %s, who taps when ready.",
                       other.c_str(), who.c_str());
    ImGui::Dummy(ImVec2(0, 12));
    const std::string label = "I am " + who + ": show my cards";
    bool ready = BigButton(label.c_str(), "pass_ready", ImVec2(w, 64), true);
    ImGui::PopTextWrapPos();
    ImGui::EndGroup();
    // Anywhere else on the cover does the same: a big target for a hand just given the device.
    ImGui::SetCursorScreenPos(o);
    ready = ImGui::InvisibleButton("cover", sz) || ready;
    MarkTarget("cover");
    if (ready) {
        shown_ = cover_for_;
        cover_for_ = -1;
        selected_hand_ = selected_pile_ = dragging_ = -1;
    }
}

void ChecksTable::draw_seat(const Atlas& atlas, const View& v, int seat) {
    ImDrawList* dl = ImGui::GetWindowDrawList();
    const SeatView& sv = v.seats[std::size_t(seat)];
    // The row of half-tricks, face down; a stack's edges show how many cards it holds.
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
    // Name plate: whose turn, how many Checks.
    const bool turn = v.phase == Phase::Play && v.current == seat;
    const int won = int(sv.won.size()) - incoming({Place::Won, seat});
    char plate[96];
    std::snprintf(
        plate, sizeof plate, "%s%s \xC2\xB7 %d Checks", names_[std::size_t(seat)].c_str(),
        is_bot(seat) && !g_.portrait
            ? (std::string(" (") + LevelWord(setup_.seats[std::size_t(seat)]) + ")").c_str()
            : "",
        won);
    Pill(g_.plate[std::size_t(seat)], plate, turn ? kTurnBg : kPlateBg, turn ? kTurnFg : kCream);
    // Checks: the cards won, the last one on top.
    const ImVec2 wc = g_.won[std::size_t(seat)];
    const float sh = g_.small_h;
    if (won <= 0) {
        DrawCard(dl, atlas, "slot", wc, sh, 0.0f, 0.35f);
    } else {
        for (int d = std::min(won, 3) - 1; d >= 0; --d)
            DrawCard(dl, atlas, face_of(sv.won[std::size_t(won - 1 - d)]),
                     ImVec2(wc.x + d * 2.0f, wc.y - d * 2.5f), sh);
        Badge(ImVec2(wc.x + sh * atlas.card_aspect * 0.5f, wc.y - sh * 0.5f), won,
              ImGui::GetFontSize() * 0.75f);
    }
    // The hand, face down, unless it is the shown seat's (drawn by draw_hand).
    if (seat == shown_) return;
    for (int k = 0; k < sv.hand_count; ++k) {
        const Place p{Place::Hand, seat, k};
        if (incoming(p) > 0) continue;
        DrawCard(dl, atlas, "back", place_pos(p), place_height(p),
                 0.1f * (k - (sv.hand_count - 1) * 0.5f));
    }
}

void ChecksTable::draw_piles(const Atlas& atlas, const View& v, bool my_turn) {
    ImDrawList* dl = ImGui::GetWindowDrawList();
    const float h = g_.pile_h, w = h * atlas.card_aspect;
    // The deck: its depth as a stack and a count.
    {
        const ImVec2 c = g_.deck;
        if (v.deck_count == 0) {
            DrawCard(dl, atlas, "slot", c, h, 0.0f, 0.5f);
        } else {
            for (int d = std::min(v.deck_count, 4) - 1; d >= 0; --d)
                DrawCard(dl, atlas, "back", ImVec2(c.x + d * 1.5f, c.y - d * 2.5f), h);
        }
        char text[32];
        std::snprintf(text, sizeof text, "Deck %d", v.deck_count);
        Pill(ImVec2(c.x, c.y + h * 0.5f + ImGui::GetFontSize() * 0.2f), text, kPlateBg);
    }
    const bool placing = my_turn && (selected_hand_ >= 0 || dragging_ >= 0);
    for (int i = 0; i < kSlots; ++i) {
        const std::vector<CardId>& pile = v.piles[std::size_t(i)];
        const int n = int(pile.size()) - incoming({Place::Pile, -1, i});
        const ImVec2 c = g_.piles[std::size_t(i)];
        const std::string target = "pile:" + std::to_string(i);
        if (n <= 0) {
            DrawSlot(atlas, c, h);
            continue;
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
        if (over_shown_) {
            DrawCard(dl, atlas, face_of(pile[std::size_t(n - 1)]), c, h);
        } else if (CardButton(atlas, face_of(pile[std::size_t(n - 1)]), c, h, target, cashable,
                              1.0f, selected_pile_ == i) &&
                   my_turn) {
            if (selected_hand_ >= 0) {
                apply_move(shown_, Action::play(selected_hand_, i));
            } else if (cashable) {
                // Tap a gold pile once to choose it, twice (or the Cash button) to cash it.
                if (selected_pile_ == i)
                    apply_move(shown_, Action::cash(i));
                else
                    selected_pile_ = i;
            } else {
                flash_ = "Tap one of your cards first, then the pile to play it onto";
                flash_until_ = now_ + 2.0;
            }
        }
        if (n > 1) {
            const float lift = selected_pile_ == i ? h * 0.18f : 0;
            Badge(ImVec2(c.x + w * 0.5f - 2, c.y - h * 0.5f - lift + 2), n,
                  ImGui::GetFontSize() * 0.8f);
        }
    }
}

void ChecksTable::draw_hand(const Atlas& atlas, const Fonts& fonts, const View& v, bool my_turn) {
    ImDrawList* dl = ImGui::GetWindowDrawList();
    const int me = shown_;
    if (me < 0) return;
    const SeatView& sv = v.seats[std::size_t(me)];
    const float h = g_.hand_h;
    if (dragging_ >= int(sv.hand.size()) || !my_turn) dragging_ = -1;
    if (selected_hand_ >= int(sv.hand.size()) || !my_turn) selected_hand_ = -1;
    if (selected_pile_ >= 0 && (!my_turn || !contains(v.cashable, selected_pile_)))
        selected_pile_ = -1;

    // A dragged card lands where the finger lets go: on a pile it is played there.
    if (dragging_ >= 0 && !ImGui::IsMouseDown(ImGuiMouseButton_Left)) {
        const ImVec2 m = ImGui::GetIO().MousePos;
        const float ph = g_.pile_h, pw = ph * atlas.card_aspect;
        int onto = -1;
        for (int i = 0; i < kSlots; ++i) {
            const ImVec2 c = g_.piles[std::size_t(i)];
            if (std::abs(m.x - c.x) < pw * 0.6f && std::abs(m.y - c.y) < ph * 0.6f) onto = i;
        }
        const int card = dragging_;
        dragging_ = -1;
        if (onto >= 0 && !v.piles[std::size_t(onto)].empty())
            apply_move(me, Action::play(card, onto));
        return;
    }

    // The Point Total, big: the number every decision turns on.
    {
        const ImVec2 c = g_.total;
        const float bw = 88, bh = std::max(h * 0.75f, 84.0f);
        dl->AddRectFilled(ImVec2(c.x - bw / 2, c.y - bh / 2), ImVec2(c.x + bw / 2, c.y + bh / 2),
                          IM_COL32(0, 30, 18, 200), 12);
        dl->AddRect(ImVec2(c.x - bw / 2, c.y - bh / 2), ImVec2(c.x + bw / 2, c.y + bh / 2),
                    IM_COL32(236, 196, 96, 160), 12, 0, 2);
        ImGui::SetWindowFontScale(0.8f);
        CentredLabel(ImVec2(c.x, c.y - bh * 0.5f + 16), "Total", IM_COL32(220, 230, 215, 230));
        ImGui::SetWindowFontScale(1.0f);
        ImGui::PushFont(fonts.title);
        ImGui::SetWindowFontScale(std::min(1.6f, bh / 70.0f));
        char text[8];
        std::snprintf(text, sizeof text, "%d", sv.hand.empty() ? 0 : sv.point_total);
        CentredLabel(ImVec2(c.x, c.y + 10), text, kGold);
        ImGui::SetWindowFontScale(1.0f);
        ImGui::PopFont();
    }

    for (int k = 0; k < int(sv.hand.size()); ++k) {
        const Place p{Place::Hand, me, k};
        if (incoming(p) > 0 || k == dragging_) continue;
        const bool sel = selected_hand_ == k;
        if (CardButton(atlas, face_of(sv.hand[std::size_t(k)]), place_pos(p), h,
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

    // The Cash button: the chosen gold pile, else the deepest one (the most Checks).
    if (my_turn) {
        ImGui::SetCursorScreenPos(g_.cash_at);
        if (!v.cashable.empty()) {
            int pile = selected_pile_;
            if (pile < 0)
                for (int i : v.cashable)
                    if (pile < 0 ||
                        v.piles[std::size_t(i)].size() > v.piles[std::size_t(pile)].size())
                        pile = i;
            const int gain = int(v.piles[std::size_t(pile)].size() + sv.hand.size());
            char label[64];
            std::snprintf(label, sizeof label, "Cash pile %d  (+%d)", pile + 1, gain);
            const bool key = ImGui::IsKeyPressed(ImGui::GetKeyIndex(ImGuiKey_Enter), false);
            if (BigButton(label, "cash", g_.cash_size, true) || key)
                apply_move(me, Action::cash(pile));
        } else {
            ImGui::PushStyleVar(ImGuiStyleVar_Alpha, 0.45f);
            BigButton("Cash: no upcard matches", "cash", g_.cash_size);
            ImGui::PopStyleVar();
        }
    }
}

void ChecksTable::draw_game_over(const Fonts& fonts, const View& v, ChecksIntent& out) {
    const GameResult& r = v.results.back();
    const ImVec2 o = g_.origin, sz = g_.size;
    ImDrawList* dl = ImGui::GetWindowDrawList();
    dl->AddRectFilled(o, add(o, sz), IM_COL32(0, 20, 12, 170));
    const ImGuiStyle& st = ImGui::GetStyle();
    const float w = std::min(sz.x - 16, 560.0f);
    ImGui::SetCursorScreenPos(ImVec2(o.x + (sz.x - w) / 2, o.y + std::min(60.0f, sz.y * 0.06f)));
    BeginPanel(w);
    ImGui::PushFont(fonts.title);
    ImGui::SetWindowFontScale(0.7f);
    if (r.winner >= 0)
        ImGui::Text("Game %d: %s wins", r.game, names_[std::size_t(r.winner)].c_str());
    else
        ImGui::Text("Game %d: a draw", r.game);
    ImGui::SetWindowFontScale(1.0f);
    ImGui::PopFont();
    const float inner = w - 2 * st.WindowPadding.x;
    for (int p = 0; p < kPlayers; ++p) {
        ImGui::TextUnformatted(names_[std::size_t(p)].c_str());
        ImGui::SameLine(inner * 0.62f);
        ImGui::Text("%d Checks", r.checks[std::size_t(p)]);
    }
    // Every card accounted for: the Checks, the cards left on the piles (and in the deck), and
    // any cards still held when no pile was left (both count for nobody).
    const int on_table = left_on_table(v);
    std::string sum = std::to_string(r.checks[0]) + " + " + std::to_string(r.checks[1]) + " Checks";
    if (on_table > 0) sum += " + " + std::to_string(on_table) + " left on the table";
    if (r.unplayed > 0) sum += " + " + std::to_string(r.unplayed) + " still held";
    sum += " = " + std::to_string(r.checks[0] + r.checks[1] + on_table + r.unplayed) + " cards";
    ImGui::TextDisabled("%s", sum.c_str());
    if (r.unplayed > 0)
        ImGui::TextDisabled(
            "No pile was left to play onto, so the cards still held count for nobody.");
    std::array<int, kPlayers> wins{};
    for (const GameResult& g : v.results)
        if (g.winner >= 0) ++wins[std::size_t(g.winner)];
    ImGui::Text("Match after %d game%s: %s %d \xE2\x80\x93 %d %s", int(v.results.size()),
                v.results.size() == 1 ? "" : "s", names_[0].c_str(), wins[0], wins[1],
                names_[1].c_str());
    const float bw = (inner - st.ItemSpacing.x) / 2;
    const bool people = !is_bot(0) || !is_bot(1);
    if (!replay_ && people) {
        if (BigButton("Next game", "next_game", ImVec2(bw, 0), true))
            apply_move(core::kTableSeat, Action::next_game());
    } else if (!replay_ && next_game_due_ >= 0) {
        ImGui::AlignTextToFramePadding();
        ImGui::Text("Next game in %d s", int(std::ceil(std::max(0.0, next_game_due_ - now_))));
    } else {
        ImGui::Dummy(ImVec2(bw, ImGui::GetFrameHeight()));
    }
    ImGui::SameLine();
    if (BigButton("Share replay", "share_replay", ImVec2(bw, 0))) out.share_replay = true;
    if (BigButton("Match sheet", "game_sheet", ImVec2(bw, 0))) out.sheet = true;
    ImGui::SameLine();
    if (BigButton("New match", "new_match", ImVec2(bw, 0))) out.new_game = true;
    EndPanel();
}

ChecksIntent ChecksTable::draw(const Fonts& fonts, const Atlas& atlas, const Settings& settings) {
    ChecksIntent out;
    anim_speed_ = settings.animation_speed;
    ImDrawList* dl = ImGui::GetWindowDrawList();
    const ImVec2 origin = ImGui::GetCursorScreenPos();
    const ImVec2 avail = ImGui::GetContentRegionAvail();
    const float bar_h = ImGui::GetFrameHeight() + 8;
    const View v = view(state_, shown());

    // ---- Top bar: the match so far on a wide screen, then the buttons.
    {
        ImGui::SetCursorScreenPos(origin);
        std::array<int, kPlayers> wins{};
        for (const GameResult& g : v.results)
            if (g.winner >= 0) ++wins[std::size_t(g.winner)];
        char title[128];
        std::snprintf(title, sizeof title,
                      "Checks  \xC2\xB7  game %d  \xC2\xB7  %s %d \xE2\x80\x93 %d %s", v.game,
                      names_[0].c_str(), wins[0], wins[1], names_[1].c_str());
        if (avail.x > 760) ImGui::TextUnformatted(title); // a phone needs the room for buttons
        static const char* const labels[] = {"Sheet", "Share", "Rules", "Menu"};
        static const char* const targets[] = {"sheet", "share", "rules", "menu"};
        switch (TopBarButtons(origin, avail.x, labels, targets, 4)) {
        case 0:
            out.sheet = true;
            break;
        case 1:
            out.share = true;
            break;
        case 2:
            out.rules = true;
            break;
        case 3:
            out.menu = true;
            break;
        default:
            break;
        }
    }
    if (ImGui::IsKeyPressed(ImGui::GetKeyIndex(ImGuiKey_Escape), false)) out.menu = true;
    const ImVec2 o(origin.x, origin.y + bar_h), sz(avail.x, avail.y - bar_h);
    if (cover_for_ >= 0) {
        over_shown_ = false;
        draw_cover(fonts, o, sz);
        return out;
    }
    layout(o, sz, atlas.card_aspect);
    for (int p = 0; p < kPlayers; ++p)
        g_.hand_count[std::size_t(p)] = v.seats[std::size_t(p)].hand_count;

    // The felt: a rounded table under the cards.
    dl->AddRectFilled(ImVec2(o.x + 2, o.y + 2), ImVec2(o.x + sz.x - 2, o.y + sz.y - 2),
                      IM_COL32(14, 110, 70, 255), 28);
    dl->AddRect(ImVec2(o.x + 2, o.y + 2), ImVec2(o.x + sz.x - 2, o.y + sz.y - 2),
                IM_COL32(236, 196, 96, 90), 28, 0, 3);

    const bool playing = !replay_ && v.phase == Phase::Play;
    const bool my_turn = playing && shown_ >= 0 && v.current == shown_ && !is_bot(shown_);
    over_shown_ = v.phase == Phase::GameOver && !v.results.empty() && flights_.empty();
    for (int p = 0; p < kPlayers; ++p) draw_seat(atlas, v, p);
    draw_piles(atlas, v, my_turn);
    draw_hand(atlas, fonts, v, my_turn);

    // ---- Flights on top of everything, then the card under a dragging finger.
    for (const Flight& f : flights_) {
        if (now_ < f.start) continue;
        DrawFlight(dl, atlas, f.face, place_pos(f.from), place_pos(f.to), place_height(f.from),
                   place_height(f.to), float((now_ - f.start) / f.duration));
    }
    if (dragging_ >= 0 && shown_ >= 0) {
        const auto& hand = v.seats[std::size_t(shown_)].hand;
        if (dragging_ < int(hand.size()))
            DrawCard(dl, atlas, face_of(hand[std::size_t(dragging_)]), ImGui::GetIO().MousePos,
                     g_.hand_h, 0.08f);
    }

    // ---- What to do now.
    std::string prompt;
    if (v.phase == Phase::Play && !replay_) {
        const std::string& who = names_[std::size_t(v.current)];
        if (my_turn) {
            const int total = v.seats[std::size_t(shown_)].point_total;
            if (dragging_ >= 0)
                prompt = "Drop the card on a pile";
            else if (selected_hand_ >= 0)
                prompt = "Now tap the pile to play " +
                         card_name(v.seats[std::size_t(shown_)].hand[std::size_t(selected_hand_)]) +
                         " onto";
            else if (!v.cashable.empty())
                prompt = "Your total " + std::to_string(total) +
                         " matches a gold pile: cash it, or play a card";
            else
                prompt = "No upcard is worth " + std::to_string(total) +
                         ": drag or tap a card onto a pile";
        } else if (bot_failed_) {
            prompt = "The match stopped: " + who + " found no move";
        } else if (is_bot(v.current)) {
            prompt = who + " is thinking\xE2\x80\xA6";
        } else {
            prompt = who + "'s turn";
        }
    }
    if (!prompt.empty()) {
        const float fit = std::min(1.0f, (g_.size.x - 16) / ImGui::CalcTextSize(prompt.c_str()).x);
        ImGui::SetWindowFontScale(fit);
        CentredLabel(ImVec2(g_.origin.x + g_.size.x * 0.5f, g_.prompt_y), prompt.c_str(),
                     IM_COL32(250, 244, 228, 235));
        ImGui::SetWindowFontScale(1.0f);
    }

    // ---- Keys: arrows choose a hand card, 1-6 play it onto that pile (or cash that pile),
    // Enter cashes (draw_hand), Esc goes to the menu (above).
    if (my_turn) {
        const int n = int(v.seats[std::size_t(shown_)].hand.size());
        if (n > 0 && ImGui::IsKeyPressed(ImGui::GetKeyIndex(ImGuiKey_RightArrow)))
            selected_hand_ = (selected_hand_ + 1) % n, selected_pile_ = -1;
        if (n > 0 && ImGui::IsKeyPressed(ImGui::GetKeyIndex(ImGuiKey_LeftArrow)))
            selected_hand_ = (selected_hand_ + n - 1) % n, selected_pile_ = -1;
        for (ImWchar ch : ImGui::GetIO().InputQueueCharacters) {
            if (ch < '1' || ch > '6') continue;
            const int pile = ch - '1';
            if (selected_hand_ >= 0)
                apply_move(shown_, Action::play(selected_hand_, pile));
            else if (contains(v.cashable, pile))
                apply_move(shown_, Action::cash(pile));
            break;
        }
    }

    // ---- The log.
    DrawLog(log_, g_.log_at, g_.log_w, g_.log_lines);

    if (now_ < flash_until_ && !flash_.empty()) {
        const float fit = std::min(1.0f, (g_.size.x - 40) / ImGui::CalcTextSize(flash_.c_str()).x);
        ImGui::SetWindowFontScale(fit);
        Pill(ImVec2(g_.origin.x + g_.size.x * 0.5f, g_.prompt_y), flash_,
             IM_COL32(150, 40, 30, 240));
        ImGui::SetWindowFontScale(1.0f);
    }

    // ---- Replay controls where the Cash button would be.
    if (replay_) {
        const float y = g_.portrait ? g_.cash_at.y : g_.prompt_y - ImGui::GetFrameHeight() * 0.5f;
        switch (DrawReplayControls(g_.origin.x + g_.size.x * 0.5f, y, g_.size.x - 16, replay_step_,
                                   replay_actions_.size(), replay_playing_)) {
        case ReplayControl::Start:
            replay_to(0), replay_playing_ = false;
            break;
        case ReplayControl::Back:
            if (replay_step_ > 0) replay_to(replay_step_ - 1), replay_playing_ = false;
            break;
        case ReplayControl::PlayPause:
            replay_playing_ = !replay_playing_, replay_next_ = now_;
            break;
        case ReplayControl::Step:
            replay_to(replay_step_ + 1), replay_playing_ = false;
            break;
        case ReplayControl::None:
            break;
        }
    }

    if (over_shown_) draw_game_over(fonts, v, out);
    return out;
}

nlohmann::json ChecksTable::public_json() const {
    const View v = view(state_, shown());
    nlohmann::json j;
    j["me"] = shown();
    j["hotseat"] = hotseat_;
    j["covered"] = covered();
    j["pass_to"] = cover_for_;
    j["game"] = v.game;
    j["moves"] = state_.log.size();
    j["phase"] = v.phase == Phase::Play ? "play" : "game_over";
    j["current"] = v.current;
    j["dealer"] = v.dealer;
    j["deck"] = v.deck_count;
    j["replay"] = replay_;
    j["replay_step"] = replay_step_;
    j["replay_total"] = replay_actions_.size();
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
    for (int p = 0; p < kPlayers; ++p) {
        const SeatView& sv = v.seats[std::size_t(p)];
        nlohmann::json s;
        s["name"] = names_[std::size_t(p)];
        s["kind"] = core::seat_name(setup_.seats[std::size_t(p)]);
        s["hand"] = nlohmann::json::array();
        for (CardId c : sv.hand) s["hand"].push_back(card_code(c));
        s["hand_count"] = sv.hand_count;
        s["point_total"] = sv.point_total >= 0 ? nlohmann::json(sv.point_total) : nlohmann::json();
        s["row"] = sv.row;
        s["next_trick"] = sv.next_trick;
        s["checks"] = sv.won.size();
        j["seats"].push_back(s);
    }
    j["results"] = nlohmann::json::array();
    std::array<int, kPlayers> wins{};
    for (const GameResult& r : v.results) {
        j["results"].push_back({{"game", r.game},
                                {"dealer", r.dealer},
                                {"checks", r.checks},
                                {"winner", r.winner},
                                {"unplayed", r.unplayed}});
        if (r.winner >= 0) ++wins[std::size_t(r.winner)];
    }
    j["games_won"] = wins;
    // What the game-over panel shows, while it is up: each player's Checks and the cards held.
    if (over_shown_ && !v.results.empty()) {
        const GameResult& r = v.results.back();
        const int on_table = left_on_table(v);
        j["over"] = {
            {"game", r.game},         {"checks", r.checks},
            {"unplayed", r.unplayed}, {"winner", r.winner},
            {"on_table", on_table},   {"cards", r.checks[0] + r.checks[1] + on_table + r.unplayed}};
    }
    j["log"] = nlohmann::json::array();
    for (std::size_t i = log_.size() > 10 ? log_.size() - 10 : 0; i < log_.size(); ++i)
        j["log"].push_back(log_[i]);
    return j;
}

} // namespace table
