// The CHECK! table: one game in progress (or a replay) as the person at the screen sees it. It
// holds no match (table/game_ui.h): it draws the shown seat's view and turns taps into action
// codes for the seat ports. With several people on one device the shown seat changes only behind
// the "pass the device" cover, so nobody sees another's hand.
//
// A turn at the screen (README, "Turn"): tap market cards (table/check/select.h keeps them a set
// the rules let you take) and Take; tap a highlighted order to have cards proposed, change them
// by tapping hand cards, add the joker when it completes the order, Fulfil; Done; with more than
// 10 cards, tap the cards to discard.
#pragma once
#include "engine/check/check.h"
#include "engine/check/module.h"
#include "table/check/select.h"
#include "table/typed_table.h"

#include <array>
#include <cstdint>
#include <imgui.h>
#include <nlohmann/json.hpp>
#include <string>
#include <vector>

namespace table {

// The four card colours on screen, each with its own mark (assets/number_cards.txt).
ImU32 CheckColour(check::Colour c);
// The colour's mark (red circle, blue square, green triangle, yellow diamond), `r` its half size.
void DrawColourMark(ImDrawList* dl, check::Colour c, ImVec2 centre, float r, bool outline = true);
// An order card as it looks in the game: the bonus colour's band and mark, the points, its
// requirements as pictograms, a card-count symbol a card. `size` is the whole card.
void DrawOrderCard(ImDrawList* dl, const check::OrderCard& order, ImVec2 min, ImVec2 size,
                   bool words = true);
// A majority marker's side up: the colour's mark and what it pays for.
void DrawMarker(ImDrawList* dl, check::Colour colour, check::MarkerSide side,
                const check::Rulebook& book, ImVec2 min, ImVec2 size);
// A marker's side as a score column writes it: "O" (the most orders of its colour) or "C" (the
// most card-count symbols), in the player's language.
const char* MarkerLetter(bool by_colour);

class CheckTable : public TypedTable<check::Game> {
public:
    explicit CheckTable(const TableSetup& setup);

    bool animating() const override;
    void reset() override;
    nlohmann::json public_json() const override;

private:
    static constexpr int kSeats = check::kMaxPlayers;
    struct Geometry {
        bool portrait = false;
        ImVec2 origin, size;
        float aspect = 0.714f;
        float plate_h = 60;
        std::array<ImVec2, kSeats> plate_min{}; // the others' plates (mine: a line over my hand)
        ImVec2 plate_size;
        ImVec2 market_at; // top-left of the market's row
        float market_h = 90;
        ImVec2 orders_at; // top-left of the open orders' row
        ImVec2 order_size;
        ImVec2 markers_at;
        ImVec2 marker_size;
        float mine_y = 0; // my line's centre
        float prompt_y = 0;
        ImVec2 buttons_at, buttons_size;
        ImVec2 hand_at; // top-left of the hand's rows
        float hand_w = 0, hand_h = 100;
        ImVec2 log_at;
        float log_w = 300;
        int log_lines = 2;
    };
    struct HandSpot {
        ImVec2 centre;
        ImVec2 hit_min, hit_size;
    };

    // ---- The module's hooks (table/typed_table.h).
    int to_move() const override;
    bool may_move(const check::View& v) const override;
    std::string log_line(const check::Event& e) const override; // "" for none
    std::string refusal_words(const core::Refusal& r) const override;
    void absorb(const std::vector<check::Event>& events) override;
    void viewed(const check::View& before) override;
    void drop_choices() override;
    std::string bar_detail(const check::View& v) const override;
    bool drop_on_escape() override;
    void draw_table(const TableFrame& frame, const check::View& v, ImVec2 origin, ImVec2 size,
                    TableIntent& out) override;

    // ---- Taps.
    void clear_choices();
    void tap_market(int slot);
    void tap_order(int order);
    void tap_hand(check::CardId card);
    void reread();

    // ---- Layout.
    void layout(ImVec2 origin, ImVec2 size, float aspect, int players);
    float layout_top(int players);
    float layout_bottom();
    void layout_middle(float y, float above);
    std::vector<HandSpot> hand_spots(const std::vector<check::CardId>& hand) const;

    // ---- Drawing.
    void draw_plate(const check::View& v, int seat);
    void draw_owned_orders(ImDrawList* dl, const std::vector<int>& orders, ImVec2 min, float width,
                           float height) const;
    void draw_mine(const check::View& v);
    void draw_market(const Atlas& atlas, const check::View& v, bool my_turn);
    void draw_orders(const check::View& v, bool my_turn);
    void draw_markers(const check::View& v);
    void draw_hand(const Atlas& atlas, const check::View& v, bool my_turn);
    void draw_buttons(const check::View& v, bool my_turn);
    std::string prompt(const check::View& v, bool my_turn) const;
    void draw_game_over(const Fonts& fonts, const check::View& v, TableIntent& out);
    void draw_score_rows(const check::View& v, float inner);
    std::vector<check::Score> running_scores(const check::View& v) const;

    nlohmann::json seat_json(const check::View& v, int seat) const;

    std::uint8_t take_slots_ = 0;
    check_select::Choice choice_; // order -1: no order being fulfilled
    check_select::FulfilReading reading_;
    Geometry g_;
};

} // namespace table
