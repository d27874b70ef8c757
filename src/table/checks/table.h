// The Checks table: one match in progress (or a replay) as the person at the screen sees it. It
// holds no match (table/game_ui.h): it draws the shown seat's view, animates that seat's events
// and turns taps, drags and keys into action codes for the seat ports. With two people on one
// device the shown seat changes only behind the "pass the device" cover, so neither sees the
// other's hand.
#pragma once
#include "engine/checks/checks.h"
#include "table/game_ui.h"
#include "table/shared_device.h"
#include "table/sound.h"
#include "table/table_log.h"

#include <array>
#include <cstdint>
#include <imgui.h>
#include <nlohmann/json.hpp>
#include <string>
#include <vector>

namespace table {

class ChecksTable : public GameTable {
public:
    explicit ChecksTable(const TableSetup& setup);

    void attach(std::vector<SeatPort*> people, SeatPort* watcher) override;
    void update(double now_seconds) override;
    TableIntent draw(const TableFrame& frame) override;
    bool animating() const override;
    void reset() override;
    void replay_log(int seat, const std::vector<nlohmann::json>& events) override;
    nlohmann::json public_json() const override;
    std::vector<std::string> log(int seat) const override { return logs_.lines(seat); }

private:
    struct Place {
        enum Kind { Deck, Pile, Hand, Row, Won } kind = Pile;
        int seat = -1;
        int index = -1;
        bool operator==(const Place& o) const {
            return kind == o.kind && seat == o.seat && index == o.index;
        }
    };
    struct Flight {
        std::string face; // atlas id; "back" for a card the shown seat may not see
        Place from, to;
        double start, duration;
    };
    struct Geometry {
        bool portrait = false;
        ImVec2 origin, size;
        float aspect = 0.714f; // the atlas's card width / height
        float pile_h = 120, row_h = 80, hand_h = 130, small_h = 60;
        std::array<ImVec2, checks::kSlots> piles{};
        ImVec2 deck;
        std::array<std::array<ImVec2, checks::kTricks>, checks::kPlayers> rows{};
        std::array<ImVec2, checks::kPlayers> plate{};   // centre of each name plate
        std::array<ImVec2, checks::kPlayers> won{};     // each player's Checks
        std::array<ImVec2, checks::kPlayers> hand{};    // centre of each hand
        std::array<int, checks::kPlayers> hand_count{}; // from the view: where each card sits
        ImVec2 total;                                   // the Point Total box
        ImVec2 cash_at, cash_size;                      // the Cash button
        float prompt_y = 0;
        ImVec2 log_at;
        float log_w = 300;
        int log_lines = 2;
    };

    // ---- The ports and what they hand out.
    void refresh_view();
    void keep_view_after_failure(const std::string& why, int viewer);
    void pump(SeatPort* source);
    core::Speaker speaker() const;                      // "you" for the one person playing here
    std::string log_line(const checks::Event& e) const; // "" for none
    void absorb(const std::vector<checks::Event>& events);
    double animate(const checks::Event& e, int won_at, double at, double dur);
    double fly_cash(const checks::Event& e, int won_at, double at, double dur);
    void fly(std::string face, Place from, Place to, double start, double dur);
    void act(const checks::Action& a);
    void next_game();
    void cover_if_passed();
    void flash(std::string text);
    int bottom_seat() const; // the seat drawn at the bottom: the shown one, else seat 0

    // ---- Layout.
    void layout(ImVec2 origin, ImVec2 size, float aspect);
    void layout_portrait(float fs, float plate_h, float cash_h);
    void layout_wide(float fs, float plate_h, float cash_h);
    ImVec2 place_pos(const Place& p) const;
    float place_height(const Place& p) const;
    int incoming(const Place& p) const; // cards still flying to p: not drawn there yet

    // ---- Drawing.
    bool can_move(const checks::View& v) const; // the shown person may move now
    void greet();                               // the log's first line, once
    void draw_top_bar(const checks::View& v, ImVec2 origin, float width, TableIntent& out);
    void draw_felt(ImVec2 o, ImVec2 sz);
    void draw_cover(const Fonts& fonts, ImVec2 origin, ImVec2 size);
    void draw_seat(const Atlas& atlas, const checks::View& v, int seat);
    void draw_row(const Atlas& atlas, const checks::SeatView& sv, int seat);
    void draw_won(const Atlas& atlas, const checks::SeatView& sv, int seat, int won);
    void draw_deck(const Atlas& atlas, const checks::View& v);
    void draw_piles(const Atlas& atlas, const checks::View& v, bool my_turn);
    void draw_pile(const Atlas& atlas, const checks::View& v, int i, bool my_turn, bool placing);
    void tap_pile(int i, bool cashable);
    void draw_hand(const Atlas& atlas, const Fonts& fonts, const checks::View& v, bool my_turn);
    bool drop_dragged(const Atlas& atlas, const checks::View& v);
    void draw_total(const Fonts& fonts, const checks::SeatView& sv);
    void draw_cash_button(const checks::View& v);
    void draw_flights(const Atlas& atlas, const checks::View& v);
    std::string prompt(const checks::View& v, bool my_turn) const;
    void draw_prompt(const std::string& text);
    void handle_keys(const checks::View& v);
    void draw_flash();
    void draw_replay(const ReplayBar& bar, TableIntent& out);
    void draw_game_over(const Fonts& fonts, const checks::View& v, TableIntent& out);
    void draw_game_sum(const checks::View& v);
    void draw_game_over_buttons(float inner, TableIntent& out);

    nlohmann::json seat_json(const checks::View& v, int seat) const;
    nlohmann::json over_json(const checks::View& v) const;

    TableSetup setup_;
    SharedDevice device_{checks::kPlayers}; // the people's ports, the watcher's, the cover
    std::uint64_t opened_at_ = 0;           // the revision first attached: 0 for a new match
    bool greeted_ = false;
    bool replay_ = false;      // the last frame drawn was a replay's
    bool share_replay_ = true; // TableFrame::share_replay of the last frame

    // The view drawn, decoded from view_from_ at view_revision_.
    checks::View view_;
    const SeatPort* view_from_ = nullptr;
    std::uint64_t view_revision_ = 0;

    double now_ = 0;
    std::vector<Flight> flights_;
    SeatLogs logs_;           // each seat's own (table_log.h); the shown seat's is drawn
    bool over_shown_ = false; // the game-over panel is up (test hook)
    int selected_hand_ = -1;  // a hand card chosen to be played
    int selected_pile_ = -1;  // a cashable pile chosen to be cashed
    int dragging_ = -1;       // a hand card being dragged to a pile
    std::string flash_;       // a short message after a refused tap
    double flash_until_ = 0;
    float anim_speed_ = 1.0f;
    Geometry g_;
    TurnCue turn_cue_; // a sound when the person here may move (table/sound.h)
};

} // namespace table
