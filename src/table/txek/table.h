// The Txek table: one game (or a replay) as the person at this screen sees it. It never holds the
// match: it draws from its seat's view, animates its seat's events, and submits taps and keys as
// action codes through its SeatPort (table/game_ui.h). The match, its bots and its clock (the
// reaction windows, the next deal) belong to the session.
#pragma once
#include "engine/core/setup.h"
#include "engine/txek/module.h"
#include "engine/txek/txek.h"
#include "table/txek/txek_button.h"
#include "table/typed_table.h"

#include <cstdint>
#include <imgui.h>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <vector>

namespace table {

// Where a card sits on the Txek table, for animations and click targets.
struct TxekPlace {
    enum Kind { DrawPile, Pile, Hand, Bench, Dealt } kind = Pile;
    int seat = -1;
    int index = -1;
    bool operator==(const TxekPlace& o) const {
        return kind == o.kind && seat == o.seat && index == o.index;
    }
};

class TxekTable : public TypedTable<txek::Game, TxekPlace> {
public:
    explicit TxekTable(const TableSetup& setup);

    void attach(std::vector<SeatPort*> people, SeatPort* watcher) override;
    void update(double now_seconds) override;
    // Its own frame (not TypedTable's): the whole screen is laid out at once, the oval felt
    // under the top bar's title.
    TableIntent draw(const TableFrame& frame) override;
    bool animating() const override;
    void reset() override;
    // The shown seat's view as JSON (never another seat's hidden cards), the log, the picks.
    nlohmann::json public_json() const override;

private:
    using Place = TxekPlace;
    struct Reveal { // a card shown face up to me for a moment (Peek, the look of rule 3)
        Place place;
        double until;
    };
    struct Geometry {
        ImVec2 screen_origin, screen_size; // the whole table screen, top bar included
        float bar_h = 0;
        ImVec2 centre, size;             // the felt under the top bar
        std::vector<ImVec2> seat_anchor; // where each seat's bench row is centred
        std::vector<float> seat_card_h;
        ImVec2 draw_pile, pile;
        float centre_card_h = 100, my_card_h = 120;
        ImVec2 my_hand, my_bench;
        bool portrait = false;
        float grow = 1.0f; // how much larger than their share of the room the cards are drawn
        int log_rows = 2;
    };
    // What the person at the screen may do this frame, read once from the view.
    struct Moves {
        bool my_action = false; // the first action card waiting is mine (rule 12)
        txek::Kind action_kind = txek::Kind::Number;
        bool my_turn = false;
        bool can_draw = false;  // rule 5; nobody draws while a window is open (D6)
        bool arranging = false; // rules 2-3, until my bench is laid
        bool playing = false;   // interceptions are open (rule 10, D9)
    };

    // ---- The module's hooks (table/typed_table.h).
    int first_holder() const override { return -1; }   // one person a device: no cover
    bool may_move(const txek::View& v) const override; // I may draw
    std::string log_line(const txek::Event& e) const override;
    std::string refusal_words(const core::Refusal& r) const override; // table/txek/words.h
    void absorb(const std::vector<txek::Event>& events) override;
    void viewed(const txek::View& before) override;
    void view_unreadable(const std::string& why, int viewer) override;
    bool resumed() const override { return resumed_; }
    std::string bar_detail(const txek::View& v) const override;
    // The table, then the layers over it (draw), in the room under the top bar that layout laid
    // out (g_).
    void draw_table(const TableFrame& frame, const txek::View& v, ImVec2 origin, ImVec2 size,
                    TableIntent& out) override;

    // ---- The seat's line to the match.
    SeatPort* shown_port() const;
    int me() const; // the person's seat (device_.holder) if the view has it, else -1
    TableLog& shown_log();
    void fly_for(const txek::Event& e);
    void notice(const txek::Event& e);
    double flight_seconds() const;
    void fly(std::string face, Place from, Place to);
    void mark(Place p); // outlines a moved card's new place once its flight lands
    void deal_next();
    using TypedTable::flash;
    void flash(std::string text, double seconds);
    void show_error(const std::string& why);

    // ---- Reading the view.
    Moves moves(const txek::View& v) const;
    const std::string& name(int seat) const;
    int hand_count(int seat) const;
    bool revealed(const Place& p) const;
    std::string bench_face(const txek::View& v, const Settings& settings, int seat, int k) const;

    // ---- Layout.
    void layout(ImVec2 origin, ImVec2 avail, float bar_h, float grow);
    static void place_centre(Geometry& g, ImVec2 origin);
    static float prompt_y(const Geometry& g);
    static int phone_log_rows(const Geometry& g, ImVec2 origin, int others);
    static float columns_bottom(const Geometry& g);
    static float column_card_h(const Geometry& g, float cell_h);
    static float arc_card_h(const Geometry& g, int others);
    static void seat_columns(Geometry& g, ImVec2 origin, int me, int n);
    static void seat_arc(Geometry& g, ImVec2 origin, int me, int n);
    ImVec2 place_pos(const Place& p) const;
    float place_height(const Place& p) const;
    bool hidden_by_flight(const Place& p) const;

    // ---- Drawing and input, top to bottom of the frame.
    void draw_felt() const;
    void draw_top_bar(const txek::View& v, TableIntent& out) const;
    void draw_other_seat(const TableFrame& frame, const txek::View& v, const Moves& m, int p);
    void draw_other_bench(const TableFrame& frame, const txek::View& v, const Moves& m, int p);
    void draw_other_hand(const Atlas& atlas, const txek::View& v, int p) const;
    void hand_target(ImVec2 plate_at, const std::string& plate, int p);
    bool small_seat(int p) const; // its cards are narrower than a fingertip
    bool choosing_other_bench(const Moves& m) const;
    void pick_other_bench(const Moves& m, int p, int k);
    void draw_zoom(const TableFrame& frame, const txek::View& v, const Moves& m);
    void draw_zoom_panel(const TableFrame& frame, const txek::View& v, const Moves& m, float h,
                         ImVec2 half, bool choosing);
    void draw_draw_pile(const Atlas& atlas, const txek::View& v, const Moves& m);
    void draw_pile(const Atlas& atlas, const txek::View& v, const Moves& m);
    void draw_countdown(const txek::View& v) const;
    void draw_my_seat(const TableFrame& frame, const txek::View& v, const Moves& m);
    void draw_arrange(const Atlas& atlas);
    void draw_my_bench(const TableFrame& frame, const txek::View& v, const Moves& m);
    void tap_my_bench(const txek::View& v, const Moves& m, int k);
    void draw_my_hand(const Atlas& atlas, const txek::View& v, const Moves& m);
    void tap_my_hand(const txek::View& v, const Moves& m, int k);
    void draw_flights(const Atlas& atlas) const;
    void draw_marks() const;
    std::string prompt_text(const txek::View& v, const Moves& m) const;
    void draw_prompt(const txek::View& v, const Moves& m) const;
    void draw_buttons(const txek::View& v, const Moves& m);
    TxekButton txek_state(const txek::View& v, const Moves& m) const;
    void draw_txek_button(const txek::View& v, const Moves& m);
    float controls_top() const; // portrait: the top of the TXEK button above my plate
    void handle_keys(const txek::View& v, const Moves& m);
    void draw_log();
    void draw_banners(const Fonts& fonts, const txek::View& v);
    void draw_double_ribbon(const txek::View& v) const;
    void draw_flash(const Fonts& fonts) const;
    void draw_round_over(const TableFrame& frame, const txek::View& v, TableIntent& out);
    void draw_round_head(const Fonts& fonts, const txek::RoundResult& r) const;
    void draw_counted_game(const Atlas& atlas, const txek::View& v, const txek::RoundResult& r,
                           int p, float w) const;
    void draw_round_end(const txek::View& v, float w, TableIntent& out);
    nlohmann::json seat_json(int p) const;

    std::uint32_t variant_ = 0;

    bool has_view_ = false;
    std::string last_error_; // shown once, not every frame it recurs

    std::vector<Reveal> reveals_;
    std::vector<Reveal> marks_;     // where a card was moved or swapped: outlined for a moment
    std::vector<txek::Face> faces_; // the deck's, for the log's card names
    bool resumed_ = false;          // attached to a game already under way
    int selected_hand_ = -1;        // a hand card chosen for discard or swap
    int exchange_mine_ = -1;        // Exchange: my card chosen (encoded: bench ? 100 + slot : hand)
    int zoom_seat_ = -1;            // a small seat shown large to choose its bench card
    std::vector<int> arrange_pick_; // dealt positions tapped for the bench, in order
    Geometry g_;
    bool assist_ = false;      // Settings' TXEK assist, as the last frame had it
    float round_panel_h_ = -1; // the round's result panel as last drawn; -1: not yet
};

} // namespace table
