// The Checks table: one match in progress (or a replay) as the person at the screen sees it. It
// holds the State, runs the bots on the frame clock, turns taps, drags and keys into engine
// actions and animates what the engine reports. Everything it draws about cards comes from
// checks::view for the seat being shown: with two people on one device that seat changes only
// behind the "pass the device" cover, so neither sees the other's hand.
#pragma once
#include "engine/checks/checks.h"
#include "engine/core/action_log.h"
#include "engine/core/setup.h"
#include "table/atlas.h"
#include "table/settings.h"
#include "table/theme.h"

#include <array>
#include <deque>
#include <imgui.h>
#include <memory>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <vector>

namespace table {

struct ChecksIntent {
    bool menu = false;         // back to the home screen (the match stays saved)
    bool sheet = false;        // the match sheet
    bool share = false;        // copy the link of this deal
    bool share_replay = false; // copy the link that replays this match
    bool rules = false;
    bool new_game = false; // choose a new match
};

class ChecksTable {
public:
    // A match from its setup, seed and the actions played so far (empty for a new one); names
    // missing or empty come from the settings (the first human) and the bots' names. With
    // `replay`, nobody plays: the actions are stepped through by the replay controls.
    static core::Expected<std::unique_ptr<ChecksTable>>
    open(const core::Setup& setup, std::uint64_t seed, const core::ActionLog& actions,
         std::vector<std::string> names, const Settings& settings, bool replay);

    void update(double now_seconds);
    ChecksIntent draw(const Fonts& fonts, const Atlas& atlas, const Settings& settings);
    bool animating() const;

    const checks::State& state() const { return state_; }
    const core::Setup& setup() const { return setup_; }
    std::uint64_t seed() const { return seed_; }
    const std::vector<std::string>& names() const { return names_; }
    bool replaying() const { return replay_; }
    // Whose view the table shows: the human's seat, -1 when watching bots; with two humans, the
    // one whose turn it is, once the device was passed.
    int shown() const { return cover_for_ >= 0 ? -1 : shown_; }
    bool covered() const { return cover_for_ >= 0; }
    bool take_changed(); // an action was applied since the last call: save the match
    // The test hook's part: the shown seat's view as JSON (never another hand), the log, state
    // of the controls.
    nlohmann::json public_json() const;

private:
    ChecksTable() = default;
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

    void apply_move(int seat, const checks::Action& a);
    void absorb(const std::vector<checks::Event>& events);
    void replay_to(std::size_t step);
    int bottom_seat() const; // the seat drawn at the bottom: the shown one, else seat 0
    bool is_bot(int seat) const;

    void layout(ImVec2 origin, ImVec2 size, float aspect);
    ImVec2 place_pos(const Place& p) const;
    float place_height(const Place& p) const;
    int incoming(const Place& p) const; // cards still flying to p: not drawn there yet

    void draw_cover(const Fonts& fonts, ImVec2 origin, ImVec2 size);
    void draw_seat(const Atlas& atlas, const checks::View& v, int seat);
    void draw_piles(const Atlas& atlas, const checks::View& v, bool my_turn);
    void draw_hand(const Atlas& atlas, const Fonts& fonts, const checks::View& v, bool my_turn);
    void draw_game_over(const Fonts& fonts, const checks::View& v, ChecksIntent& out);
    bool over_shown_ = false; // the game-over panel is up (test hook)

    core::Setup setup_;
    std::uint64_t seed_ = 0;
    std::vector<std::string> names_;
    checks::State state_;
    std::array<std::unique_ptr<checks::Bot>, checks::kPlayers> bots_;
    bool hotseat_ = false; // two humans on one device
    int shown_ = -1;       // whose view is drawn (-1: watching bots)
    int cover_for_ = -1;   // the device is being passed to this seat: nothing hidden is drawn
    bool replay_ = false;
    core::ActionLog replay_actions_;
    std::size_t replay_step_ = 0;
    bool replay_playing_ = false;
    double replay_next_ = 0;

    double now_ = 0;
    std::optional<checks::Intent> bot_intent_; // a bot's chosen move, applied at bot_due_
    double bot_due_ = 0;
    double next_game_due_ = -1; // bots only: the next game is dealt by itself
    bool bot_failed_ = false;
    std::vector<Flight> flights_;
    std::deque<std::string> log_;
    bool changed_ = false;
    int selected_hand_ = -1; // a hand card chosen to be played
    int selected_pile_ = -1; // a cashable pile chosen to be cashed
    int dragging_ = -1;      // a hand card being dragged to a pile
    std::string flash_;      // a short message after a refused tap
    double flash_until_ = 0;
    float anim_speed_ = 1.0f;
    Geometry g_;
};

} // namespace table
