// The Tschak! table: one game in progress (or a replay) as the person at the screen sees it. It
// holds no match (table/game_ui.h): it draws the shown seat's view and turns taps into action
// codes for the seat ports. Everyone chooses at once (README, "Secret choices"): with several
// people on one device each chooses behind the "pass the device" cover, the shown seat changing
// only behind it, to the next person still to choose; the reveal comes once all have chosen.
//
// A step at the screen (README, "Floors"): tap the card(s) the step asks for (table/tschak/
// select.h offers only cards that can be part of a legal choice), Confirm; then "Waiting for
// ..." until the reveal. The reveal slides every team's new cards in at once, each team's value
// worked out beside it, and marks who takes the floor's monster and who its treasure.
#pragma once
#include "engine/tschak/module.h"
#include "engine/tschak/tschak.h"
#include "table/typed_table.h"

#include <array>
#include <cstdint>
#include <imgui.h>
#include <nlohmann/json.hpp>
#include <string>
#include <vector>

namespace table {

class TschakTable : public TypedTable<tschak::Game> {
public:
    explicit TschakTable(const TableSetup& setup);

    bool animating() const override;
    void reset() override;
    nlohmann::json public_json() const override;

private:
    static constexpr int kSeats = tschak::kMaxPlayers;
    struct Geometry {
        bool portrait = false;
        ImVec2 origin, size;
        float aspect = 0.714f;
        ImVec2 plate_at, plate_size; // the first seat box; the others follow to the right
        float plate_step = 0;
        ImVec2 keep_at, keep_size; // the three floors
        float keep_card_h = 80;
        ImVec2 teams_at, teams_size; // a row a seat: its team on the floor
        float team_card_h = 60;
        bool names_above = false; // a phone with two players: each name over its team
        float name_w = 0;         // else the names' column at the left of the teams
        ImVec2 mine_at;           // the viewer's monsters and treasures as small cards
        float mine_h = 40, mine_w = 300;
        float prompt_y = 0;
        ImVec2 buttons_at, buttons_size;
        ImVec2 hand_at; // top-left of the hand's rows
        float hand_w = 0, hand_h = 100;
        ImVec2 log_at;
        float log_w = 300;
        int log_lines = 2;
    };
    // What the teams' area shows: this floor's teams so far, or the last floor's result.
    struct Shown {
        bool result = false;
        int floor = 0;
        bool earlier_keep = false; // the result of the keep before: its cards are gone
        std::vector<std::vector<tschak::CardId>> teams;
        std::vector<tschak::TeamValue> values;
        int monster_to = -1, treasure_to = -1;
        tschak::KeepId monster = 0, treasure = 0;
    };

    // ---- The module's hooks (table/typed_table.h).
    int first_holder() const override;
    int pass_to() const override;
    bool may_move(const tschak::View& v) const override;         // I may choose
    std::string log_line(const tschak::Event& e) const override; // "" for none
    std::string refusal_words(const core::Refusal& r) const override;
    void absorb(const std::vector<tschak::Event>& events) override;
    void viewed(const tschak::View& before) override;
    void drop_choices() override;
    std::string bar_detail(const tschak::View& v) const override;
    bool drop_on_escape() override;
    void draw_table(const TableFrame& frame, const tschak::View& v, ImVec2 origin, ImVec2 size,
                    TableIntent& out) override;
    int next_chooser(int after) const;
    void tap_hand(tschak::CardId card);

    // ---- Layout.
    void layout(ImVec2 origin, ImVec2 size, float aspect, int players);
    std::vector<ImVec2> hand_spots(const std::vector<tschak::CardId>& hand) const;
    ImVec2 floor_card_at(int floor, bool treasure) const;
    ImVec2 team_card_at(int row, int k) const;
    ImVec2 plate_centre(int seat) const;

    // ---- Drawing.
    Shown shown_teams(const tschak::View& v) const;
    void draw_plate(const tschak::View& v, int seat);
    void draw_keep(const Atlas& atlas, const tschak::View& v);
    void draw_teams(const Atlas& atlas, const tschak::View& v);
    void draw_team_row(const Atlas& atlas, const Shown& s, int seat, int row);
    void draw_outcome(const Shown& s, int seat, int row);
    std::string tie_note(const Shown& s, bool monster) const;
    void draw_mine(const Atlas& atlas, const tschak::View& v);
    void draw_hand(const Atlas& atlas, const tschak::View& v, bool mine);
    void draw_buttons(const tschak::View& v, bool mine);
    std::string prompt(const tschak::View& v, bool mine) const;
    void draw_banner();
    void draw_game_over(const Fonts& fonts, const tschak::View& v, TableIntent& out);
    void draw_score_rows(const tschak::View& v, float inner);

    std::string loot_line(const tschak::LootResult& l) const;
    nlohmann::json seat_json(const tschak::View& v, int seat) const;
    nlohmann::json shown_json(const tschak::View& v) const;

    std::vector<tschak::CardId> picked_; // cards tapped for this step's choice
    std::vector<tschak::CardId> flying_; // the last reveal's cards, sliding in
    double reveal_at_ = -10;
    std::string banner_; // "Hands pass to the left"
    double banner_until_ = 0;
    Geometry g_;
};

} // namespace table
