// The Checks table: one match in progress (or a replay) as the person at the screen sees it. It
// holds no match (table/game_ui.h): it draws the shown seat's view, animates that seat's events
// and turns taps, drags and keys into action codes for the seat ports. With two people on one
// device the shown seat changes only behind the "pass the device" cover, so neither sees the
// other's hand.
#pragma once
#include "engine/checks/checks.h"
#include "engine/checks/module.h"
#include "table/typed_table.h"

#include <array>
#include <cstdint>
#include <imgui.h>
#include <nlohmann/json.hpp>
#include <string>
#include <vector>

namespace table {

// Where a Checks card flies from and to.
struct ChecksPlace {
    enum Kind { Deck, Pile, Hand, Row, Won } kind = Pile;
    int seat = -1;
    int index = -1;
    bool operator==(const ChecksPlace& o) const {
        return kind == o.kind && seat == o.seat && index == o.index;
    }
};

class ChecksTable : public TypedTable<checks::Game, ChecksPlace> {
public:
    explicit ChecksTable(const TableSetup& setup);

    bool animating() const override;
    void reset() override;
    nlohmann::json public_json() const override;

private:
    using Place = ChecksPlace;
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

    // ---- The module's hooks (table/typed_table.h).
    int to_move() const override;
    int first_holder() const override;
    bool may_move(const checks::View& v) const override;
    std::string log_line(const checks::Event& e) const override;      // "" for none
    std::string refusal_words(const core::Refusal& r) const override; // table/checks/words.h
    void absorb(const std::vector<checks::Event>& events) override;
    void drop_choices() override;
    void view_unreadable(const std::string& why, int viewer) override;
    std::string bar_detail(const checks::View& v) const override;
    void draw_table(const TableFrame& frame, const checks::View& v, ImVec2 origin, ImVec2 size,
                    TableIntent& out) override;

    double animate(const checks::Event& e, int won_at, double at, double dur);
    double fly_cash(const checks::Event& e, int won_at, double at, double dur);
    void next_game();
    int bottom_seat() const; // the seat drawn at the bottom: the shown one, else seat 0

    // ---- Layout.
    void layout(ImVec2 origin, ImVec2 size, float aspect);
    void layout_portrait(float fs, float plate_h, float cash_h);
    void layout_wide(float fs, float plate_h, float cash_h);
    ImVec2 place_pos(const Place& p) const;
    float place_height(const Place& p) const;
    int incoming(const Place& p) const; // cards still flying to p: not drawn there yet

    // ---- Drawing.
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
    std::string headline(const checks::GameResult& r) const;
    void draw_game_over(const Fonts& fonts, const checks::View& v, TableIntent& out);
    void draw_game_sum(const checks::View& v);
    void draw_game_over_buttons(float inner, TableIntent& out);

    nlohmann::json seat_json(const checks::View& v, int seat) const;
    nlohmann::json over_json(const checks::View& v) const;

    int selected_hand_ = -1; // a hand card chosen to be played
    int selected_pile_ = -1; // a cashable pile chosen to be cashed
    int dragging_ = -1;      // a hand card being dragged to a pile
    Geometry g_;
};

} // namespace table
