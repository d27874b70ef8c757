#include "highcard/table.h"

#include "engine/core/text.h"
#include "table/table_panels.h"
#include "table/widgets.h"

#include <algorithm>
#include <cstdio>

namespace table {

using namespace highcard;

namespace {

std::string face_of(CardId c) {
    return c == kNoCard ? std::string("back") : "std." + card_code(c);
}

int other(int seat) {
    return 1 - seat;
}

// The trick on the table: the one under way, else the last one played out, which stays until
// the next lead so that the follower's card can be read (README, "Winning a trick").
struct ShownTrick {
    int leader = 0;
    CardId led = kNoCard, followed = kNoCard;
    int winner = -1; // -1 while under way
};
ShownTrick shown_trick(const View& v) {
    if (v.led != kNoCard || v.tricks.empty()) return {v.leader, v.led, kNoCard, -1};
    const Trick& t = v.tricks.back();
    return {t.leader, t.led, t.followed, t.winner};
}

// The leader of trick `index` (1-based) as `v` tells it: a finished one's, else the one under way.
int leader_of(const View& v, int index) {
    if (index >= 1 && index <= int(v.tricks.size())) return v.tricks[std::size_t(index - 1)].leader;
    return v.leader;
}

} // namespace

HighcardTable::HighcardTable(const TableSetup& setup) : TypedTable(setup) {}

// ---- The module's hooks (table/typed_table.h) ---------------------------------------------------

// The player whose card is due holds the device, once the public view says who: with two
// people on one device, the next hand is drawn only after the device was passed.
int HighcardTable::to_move() const {
    return view_.over() ? -1 : view_.current;
}

bool HighcardTable::may_move(const View& v) const {
    return !v.over() && turn_here(v);
}

bool HighcardTable::animating() const {
    return !flights_.empty() || flashing();
}

void HighcardTable::reset() {
    flights_.clear();
}

// Every event is public: every seat's log says the same, as each seat's own words. A game of the
// app marks these with tr() for the catalogues (src/table/po/README.md); High card is the tests'
// example and speaks English only.
std::string HighcardTable::log_line(const Event& e) const {
    const Voice say = voice();
    switch (e.kind) {
    case EventKind::Played:
        return say.says(e.seat, "You play {card}", "{name} plays {card}",
                        {{"card", card_name(e.card)}});
    case EventKind::TrickWon:
        return say.says(e.seat, "You win trick {n}", "{name} wins trick {n}",
                        {{"n", std::to_string(e.index)}});
    case EventKind::GameEnded: {
        if (e.winners.size() != 1 || e.tricks.size() != std::size_t(kPlayers)) return "Game over";
        const int w = e.winners[0];
        return say.says(w, "You win the game, {a} tricks to {b}",
                        "{name} wins the game, {a} tricks to {b}",
                        {{"a", std::to_string(e.tricks[std::size_t(w)])},
                         {"b", std::to_string(e.tricks[std::size_t(other(w))])}});
    }
    }
    return {};
}

std::string HighcardTable::refusal_words(const core::Refusal& r) const {
    if (r.code == kTableMakesNoMove) return "the table makes no move in High card";
    if (r.code == kNotInHand && r.args.size() == 1 && r.args[0] >= 0 && r.args[0] < kDeckSize)
        return card_name(CardId(r.args[0])) + " is not in your hand";
    return {};
}

// A played card flies from its player's hand to its spot in the trick.
void HighcardTable::absorb(const std::vector<Event>& events) {
    const double dur = animation_seconds(0.3);
    double at = now_;
    for (const Event& e : events) {
        if (e.kind == EventKind::Played) {
            const int spot = e.seat == leader_of(view_, e.index) ? 0 : 1;
            fly(face_of(e.card), {Place::Hand, e.seat}, {Place::Trick, spot}, at, dur);
            at += dur * 0.5;
        }
        if (e.kind == EventKind::GameEnded) PlayCue(Cue::End);
    }
}

// ---- Layout -----------------------------------------------------------------------------------

// The seat drawn at the bottom: the person holding the device, else seat 0 (watching bots).
int HighcardTable::bottom_seat() const {
    return device_.holder >= 0 ? device_.holder : 0;
}

// From the top: the other's plate and face-down hand, the trick with the deck beside it, the
// prompt, my hand and my plate. The log takes the left margin, or two lines on a phone.
void HighcardTable::layout(ImVec2 o, ImVec2 sz, float aspect) {
    Geometry& g = g_;
    g.origin = o;
    g.size = sz;
    g.aspect = aspect;
    const float fs = ImGui::GetFontSize(), plate_h = fs * 2.0f, cx = o.x + sz.x * 0.5f;
    const bool portrait = sz.x < sz.y * 0.9f || sz.x < 640;
    const int bot = bottom_seat(), top = other(bot);
    g.log_lines = portrait ? 2 : 6;
    const float log_h = portrait ? TableLog::height(g.log_lines) + 6 : 0;
    g.card_h = std::min({sz.y * 0.24f, (sz.x - 32) / (kHandSize * 1.1f) / aspect, 190.0f});
    g.back_h = g.card_h * 0.6f;
    float y = o.y + log_h + 4;
    g.plate[std::size_t(top)] = ImVec2(cx, y + plate_h * 0.5f);
    y += plate_h + 4;
    g.hand[std::size_t(top)] = ImVec2(cx, y + g.back_h * 0.5f);
    y += g.back_h + 8;
    float bottom = o.y + sz.y - 6;
    g.plate[std::size_t(bot)] = ImVec2(cx, bottom - plate_h * 0.5f);
    bottom -= plate_h + 6;
    g.hand[std::size_t(bot)] = ImVec2(cx, bottom - g.card_h * 0.5f);
    bottom -= g.card_h + 6;
    g.prompt_y = bottom - fs;
    bottom -= fs * 2.2f;
    // The trick between them, as large as my cards when there is room.
    const float trick_h = std::min(g.card_h, std::max(40.0f, (bottom - y) * 0.8f));
    const float mid = (y + bottom) * 0.5f, w = trick_h * aspect;
    g.trick[0] = ImVec2(cx - w * 0.6f, mid);
    g.trick[1] = ImVec2(cx + w * 0.6f, mid);
    g.deck = ImVec2(cx + w * 2.2f, mid);
    g.log_at = portrait ? ImVec2(o.x + 4, o.y + 2) : ImVec2(o.x + 10, mid - trick_h * 0.5f);
    g.log_w = portrait ? sz.x - 8 : std::min(420.0f, cx - w * 1.4f - 30 - o.x);
}

ImVec2 HighcardTable::place_pos(const Place& p) const {
    if (p.kind == Place::Trick) return g_.trick[std::size_t(std::clamp(p.index, 0, 1))];
    return g_.hand[std::size_t(std::clamp(p.index, 0, kPlayers - 1))];
}

float HighcardTable::place_height(const Place& p) const {
    if (p.kind == Place::Trick) return g_.card_h;
    return p.index == device_.holder ? g_.card_h : g_.back_h;
}

bool HighcardTable::incoming(const Place& p) const {
    return std::any_of(flights_.begin(), flights_.end(),
                       [&](const Flight& f) { return f.to == p; });
}

// ---- Drawing ----------------------------------------------------------------------------------

// A seat's plate (name, tricks won; gold while its card is due) and, unless it is the hand shown
// at the bottom, its cards face down.
void HighcardTable::draw_seat(const Atlas& atlas, const View& v, int seat) {
    const bool turn = !v.over() && v.current == seat;
    std::string plate = plate_name(setup_, device_, seat);
    if (is_bot(setup_, seat))
        plate += std::string(" (") + LevelWord(setup_.setup.seats[std::size_t(seat)]) + ")";
    plate += " \xC2\xB7 " + core::count_of(v.won[std::size_t(seat)], "trick", "tricks");
    Pill(g_.plate[std::size_t(seat)], plate, turn ? kTurnPlate : kPlate,
         turn ? kTurnPlateText : kCream);
    ImGui::SetCursorScreenPos(ImVec2(g_.plate[std::size_t(seat)].x - 60,
                                     g_.plate[std::size_t(seat)].y - ImGui::GetFontSize() * 0.6f));
    ImGui::Dummy(ImVec2(120, ImGui::GetFontSize() * 1.2f));
    MarkTarget("seat:" + std::to_string(seat));
    if (seat == device_.holder) return;
    const int n = v.hand_counts[std::size_t(seat)];
    const float h = place_height({Place::Hand, seat}), step = h * g_.aspect * 0.55f;
    const ImVec2 c = place_pos({Place::Hand, seat});
    for (int k = 0; k < n; ++k)
        DrawCard(ImGui::GetWindowDrawList(), atlas, "back",
                 ImVec2(c.x + (float(k) - float(n - 1) * 0.5f) * step, c.y), h,
                 0.06f * (float(k) - float(n - 1) * 0.5f));
}

// The trick's two spots (the winner's card ringed in gold once it is played out), and the
// undealt deck that nobody sees (README, "What a seat sees").
void HighcardTable::draw_trick(const Atlas& atlas, const View& v) {
    ImDrawList* dl = ImGui::GetWindowDrawList();
    const ShownTrick t = shown_trick(v);
    const CardId cards[2] = {t.led, t.followed};
    const float h = g_.card_h, w = h * g_.aspect;
    for (int spot = 0; spot < 2; ++spot) {
        const ImVec2 c = g_.trick[std::size_t(spot)];
        if (cards[spot] == kNoCard || incoming({Place::Trick, spot})) {
            DrawSlot(atlas, c, h);
            continue;
        }
        const int owner = spot == 0 ? t.leader : other(t.leader);
        if (t.winner == owner && flights_.empty())
            dl->AddRectFilled(ImVec2(c.x - w * 0.5f - 5, c.y - h * 0.5f - 5),
                              ImVec2(c.x + w * 0.5f + 5, c.y + h * 0.5f + 5), kGold, h * 0.1f);
        DrawCard(dl, atlas, face_of(cards[spot]), c, h);
        ImGui::SetCursorScreenPos(ImVec2(c.x - w * 0.5f, c.y - h * 0.5f));
        ImGui::Dummy(ImVec2(w, h));
        MarkTarget("trick:" + std::to_string(spot));
    }
    for (int d = std::min(v.deck_count, 3) - 1; d >= 0; --d)
        DrawCard(dl, atlas, "back", ImVec2(g_.deck.x + d * 1.5f, g_.deck.y - d * 2.5f), g_.back_h);
    char text[32];
    std::snprintf(text, sizeof text, "Undealt %d", v.deck_count);
    Pill(ImVec2(g_.deck.x, g_.deck.y + g_.back_h * 0.5f + ImGui::GetFontSize() * 0.4f), text,
         kPlate);
}

// My hand, face up: every card a button while my card is due (README, "A trick": any card).
// Under the end panel the cards are pictures only, so the panel's buttons take the clicks.
void HighcardTable::draw_hand(const Atlas& atlas, const View& v, bool my_turn) {
    const int me = device_.holder;
    if (me < 0 || v.viewer != me) return;
    const int n = int(v.hand.size());
    const float h = g_.card_h, step = h * g_.aspect * 1.08f;
    const ImVec2 c = place_pos({Place::Hand, me});
    for (int k = 0; k < n; ++k) {
        const CardId card = v.hand[std::size_t(k)];
        const ImVec2 at(c.x + (float(k) - float(n - 1) * 0.5f) * step, c.y);
        if (panel_shown_) {
            DrawCard(ImGui::GetWindowDrawList(), atlas, face_of(card), at, h);
            continue;
        }
        if (!CardButton(atlas, face_of(card), at, h, "hand:" + card_code(card), my_turn)) continue;
        if (my_turn)
            act(Action{card});
        else
            flash(v.over() ? "The game is over" : "Wait for your turn");
    }
}

void HighcardTable::draw_flights(const Atlas& atlas) {
    ImDrawList* dl = ImGui::GetWindowDrawList();
    for (const Flight& f : flights_) {
        if (now_ < f.start) continue;
        DrawFlight(dl, atlas, f.face, place_pos(f.from), place_pos(f.to), place_height(f.from),
                   place_height(f.to), float((now_ - f.start) / f.duration));
    }
}

// What to do now; nothing in a replay or once the game is over.
std::string HighcardTable::prompt(const View& v, bool my_turn) const {
    if (v.over() || replay_) return {};
    if (!my_turn) {
        const std::string& who = player_name(setup_, v.current);
        return is_bot(setup_, v.current) ? who + " is thinking\xE2\x80\xA6" : who + "'s turn";
    }
    if (v.led == kNoCard) return "Your lead: tap a card. A tie goes to you, the leader";
    return "Tap a card higher than " + card_name(v.led) + " to win the trick; a tie loses";
}

// The result (README, "The end"): who won, each player's tricks, then the sheet and a new game.
void HighcardTable::draw_game_over(const Fonts& fonts, const View& v, TableIntent& out) {
    const float inner =
        BeginResultPanel(g_.origin, g_.size, 520.0f, std::min(60.0f, g_.size.y * 0.08f));
    WinnersHeadline(fonts, voice(), v.winners, "wins the game", "win the game");
    ImGui::BeginGroup();
    for (int p = 0; p < kPlayers; ++p) {
        ImGui::TextUnformatted(voice().label(p).c_str());
        ImGui::SameLine(inner * 0.62f);
        ImGui::TextUnformatted(core::count_of(v.won[std::size_t(p)], "trick", "tricks").c_str());
    }
    ImGui::EndGroup();
    MarkTarget("scores");
    GameOverButtons(inner, "Game sheet", "New game", share_replay_, out);
    EndPanel();
}

std::string HighcardTable::bar_detail(const View& v) const {
    const int trick = std::min(int(v.tricks.size()) + 1, kTricks);
    return "trick " + std::to_string(trick) + " of " + std::to_string(kTricks);
}

void HighcardTable::draw_table(const TableFrame& frame, const View& v, ImVec2 o, ImVec2 sz,
                               TableIntent& out) {
    layout(o, sz, frame.atlas.card_aspect);
    DrawFelt(o, sz, IM_COL32(14, 110, 70, 255));
    const bool mine = may_move(v);
    panel_shown_ = v.over() && flights_.empty();
    for (int p = 0; p < kPlayers; ++p) draw_seat(frame.atlas, v, p);
    draw_trick(frame.atlas, v);
    draw_hand(frame.atlas, v, mine);
    draw_flights(frame.atlas);
    draw_prompt(g_.prompt_y, prompt(v, mine));
    draw_flash(g_.prompt_y);
    if (!panel_shown_ && g_.log_w > 120) draw_log(g_.log_at, g_.log_w, g_.log_lines);
    draw_replay(frame, g_.prompt_y - ImGui::GetFontSize(), out);
    if (panel_shown_) draw_game_over(frame.fonts, v, out);
}

// ---- The test hook ------------------------------------------------------------------------------

// The session adds "replay", "replay_step", "replay_total" and "settled".
nlohmann::json HighcardTable::public_json() const {
    const View& v = view_;
    auto codes = [](const std::vector<CardId>& cards) {
        nlohmann::json out = nlohmann::json::array();
        for (CardId c : cards) out.push_back(card_code(c));
        return out;
    };
    nlohmann::json j = table_json();
    j["phase"] = v.over() ? "game_over" : v.led == kNoCard ? "lead" : "follow";
    j["leader"] = v.leader;
    j["current"] = v.current;
    j["my_turn"] = may_move(v);
    j["hand"] = device_.covered() ? nlohmann::json::array() : codes(v.hand);
    j["hand_counts"] = v.hand_counts;
    j["deck"] = v.deck_count;
    j["led"] = v.led == kNoCard ? nlohmann::json() : nlohmann::json(card_code(v.led));
    j["tricks"] = nlohmann::json::array();
    for (const Trick& t : v.tricks)
        j["tricks"].push_back({{"leader", t.leader},
                               {"led", card_code(t.led)},
                               {"followed", card_code(t.followed)},
                               {"winner", t.winner}});
    j["won"] = v.won;
    j["winners"] = v.winners;
    j["names"] = setup_.names;
    j["animating"] = !flights_.empty();
    return j;
}

} // namespace table
