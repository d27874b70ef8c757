// The Strategix table: one game in progress (or a replay) as the person at the screen sees it.
// It holds no match (table/game_ui.h): it draws the shown seat's view, animates that seat's
// events and turns taps into action codes for the seat ports. With several people on one device
// the shown seat changes only behind the "pass the device" cover, so nobody sees another's hand.
//
// The hand is tapped card by card; the selection is read by table/strategix/select.h (what it
// forms, whether it is legal now, why not) and played with Play, after asking what the stars
// stand for when that matters.
#pragma once
#include "engine/strategix/module.h"
#include "engine/strategix/strategix.h"
#include "table/strategix/select.h"
#include "table/typed_table.h"

#include <array>
#include <cstdint>
#include <imgui.h>
#include <nlohmann/json.hpp>
#include <string>
#include <vector>

namespace table {

// Where a Strategix card flies from and to.
struct StrategixPlace {
    enum Kind { Seat, Centre } kind = Centre;
    int seat = -1;
    int index = 0; // Centre: the card's place in the combination; Seat: in the hand
    int of = 1;    // cards in the combination (Centre places)
};

class StrategixTable : public TypedTable<strategix::Game, StrategixPlace> {
public:
    explicit StrategixTable(const TableSetup& setup);

    bool animating() const override;
    void reset() override;
    nlohmann::json public_json() const override;

private:
    static constexpr int kSeats = strategix::kMaxPlayers;
    using Place = StrategixPlace;
    struct Geometry {
        bool portrait = false;
        ImVec2 origin, size;
        float aspect = 0.714f;
        float hand_h = 110, centre_h = 100, plate_h = 60;
        std::array<ImVec2, kSeats> plate{}; // centre of each seat's plate (mine: over my hand)
        ImVec2 plate_size;
        ImVec2 centre; // the standing combination's middle
        float prompt_y = 0;
        ImVec2 buttons_at, buttons_size; // the row of Hint, Pass, Play
        ImVec2 hand_at;                  // top-left of the hand's rows
        float hand_w = 0;
        float hand_row_step = 0; // from one row of the hand to the next (they overlap)
        ImVec2 log_at;
        float log_w = 300;
        int log_lines = 2;
    };
    // Where each hand card is drawn and where a tap takes it.
    struct HandSpot {
        ImVec2 centre;
        ImVec2 hit_min, hit_size;
    };

    // ---- The module's hooks (table/typed_table.h).
    int to_move() const override;
    bool may_move(const strategix::View& v) const override;
    std::string log_line(const strategix::Event& e) const override; // "" for none
    std::string refusal_words(const core::Refusal& r) const override;
    void absorb(const std::vector<strategix::Event>& events) override;
    void viewed(const strategix::View& before) override;
    void drop_choices() override;
    std::string bar_detail(const strategix::View& v) const override;
    bool drop_on_escape() override;
    void draw_table(const TableFrame& frame, const strategix::View& v, ImVec2 origin, ImVec2 size,
                    TableIntent& out) override;

    double animate(const strategix::Event& e, double at, double dur);
    void fly_play(const strategix::Event& e, double at, double dur);
    void next_hand();

    // ---- The selection.
    void clear_selection();
    void toggle(strategix::CardId c);
    void reread();
    void play_selection();
    void hint();

    // ---- Layout.
    void layout(ImVec2 origin, ImVec2 size, float aspect, int players);
    std::vector<HandSpot> hand_spots(int n) const;
    int hand_rows(int n) const;
    float hand_row_step(int rows, float room) const;
    ImVec2 place_pos(const Place& p, int of) const;
    float place_height(const Place& p) const;

    // ---- Drawing.
    void draw_plate(const Atlas& atlas, const strategix::View& v, int seat);
    std::string seat_status(const strategix::View& v, int seat) const;
    void draw_centre(const Atlas& atlas, const strategix::View& v);
    void draw_exchange(const Atlas& atlas, const strategix::View& v);
    void draw_hand(const Atlas& atlas, const strategix::View& v, bool my_turn);
    void draw_buttons(const strategix::View& v, bool my_turn);
    void draw_choices(const Fonts& fonts);
    void draw_flights(const Atlas& atlas);
    std::string prompt(const strategix::View& v, bool my_turn) const;
    std::string pass_refusal(const strategix::View& v) const;
    void draw_won_trick(const Atlas& atlas);
    void draw_final_standings(const strategix::View& v, float inner);
    void draw_hand_over(const Fonts& fonts, const strategix::View& v, TableIntent& out);
    void draw_result_rows(const strategix::View& v, const strategix::HandResult& r, float inner);
    void draw_over_buttons(const strategix::View& v, float inner, TableIntent& out);

    nlohmann::json seat_json(const strategix::View& v, int seat) const;
    nlohmann::json reading_json() const;

    std::vector<strategix::CardId> selected_;
    strategix_select::Reading reading_;
    bool choosing_ = false; // the stars' letters are asked for
    std::vector<strategix::Action> choices_;
    int hint_at_ = -1; // the hint shown last, in hints_
    std::vector<strategix::Action> hints_;
    std::array<bool, kSeats>
        skipped_{};        // lost their turn in this trick (firecracker, same letters)
    int last_player_ = -1; // who played last: their plate is marked
    // The last play, and once its trick is won the play that won it: the centre shows it until
    // the next play, so a play that wins at once (a Z) is seen (README, "Tricks").
    std::optional<strategix::Played> last_play_, trick_won_by_;
    Geometry g_;
};

} // namespace table
