// The High card table: one game in progress (or a replay) as the person at the screen sees it.
// It holds no match (table/game_ui.h): it draws the shown seat's view and turns a tap on a hand
// card (or Enter on the card the keyboard's ring is on) into "play <card>" for the seat's port.
// With two people on one device the shown seat changes only behind the "pass the device" cover.
//
// Layout: the other player's plate and face-down hand at the top, the trick under way in the
// middle (the leader's card left, the follower's right; a finished trick stays until the next
// lead), the undealt deck beside it, my plate and hand at the bottom.
#pragma once
#include "highcard/module.h"
#include "table/typed_table.h"

#include <array>
#include <imgui.h>
#include <nlohmann/json.hpp>
#include <string>
#include <vector>

namespace table {

// Where a High card card lies on screen: a seat's hand, or one of the trick's two spots.
struct HighcardPlace {
    enum Kind { Hand, Trick } kind = Hand;
    int index = 0; // Hand: the seat; Trick: 0 the leader's spot, 1 the follower's

    bool operator==(const HighcardPlace& o) const { return kind == o.kind && index == o.index; }
};

class HighcardTable : public TypedTable<highcard::Game, HighcardPlace> {
public:
    explicit HighcardTable(const TableSetup& setup);

    bool animating() const override;
    void reset() override;
    nlohmann::json public_json() const override;

private:
    using Place = HighcardPlace;
    struct Geometry {
        ImVec2 origin, size;
        float aspect = 0.714f;
        float card_h = 120, back_h = 80;
        std::array<ImVec2, highcard::kPlayers> hand{}, plate{}; // centres, by seat
        std::array<ImVec2, 2> trick{};                          // the two spots' centres
        ImVec2 deck;
        float prompt_y = 0;
        ImVec2 log_at;
        float log_w = 300;
        int log_lines = 3;
    };

    // ---- The module's hooks (table/typed_table.h).
    int to_move() const override;
    bool may_move(const highcard::View& v) const override;
    std::string log_line(const highcard::Event& e) const override;
    std::string refusal_words(const core::Refusal& r) const override;
    void absorb(const std::vector<highcard::Event>& events) override;
    std::string bar_detail(const highcard::View& v) const override;
    void draw_table(const TableFrame& frame, const highcard::View& v, ImVec2 origin, ImVec2 size,
                    TableIntent& out) override;

    // ---- Layout.
    int bottom_seat() const;
    void layout(ImVec2 origin, ImVec2 size, float aspect);
    ImVec2 place_pos(const Place& p) const;
    float place_height(const Place& p) const;
    bool incoming(const Place& p) const;

    // ---- Drawing.
    void draw_seat(const Atlas& atlas, const highcard::View& v, int seat);
    void draw_trick(const Atlas& atlas, const highcard::View& v);
    void draw_hand(const Atlas& atlas, const highcard::View& v, bool my_turn);
    void draw_flights(const Atlas& atlas);
    std::string prompt(const highcard::View& v, bool my_turn) const;
    void draw_game_over(const Fonts& fonts, const highcard::View& v, TableIntent& out);

    Geometry g_;
};

} // namespace table
