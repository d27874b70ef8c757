// The Txek table: one game in progress (or a replay) as a person sees it. It owns the match
// (bots and the reaction-window clock), turns taps and keys into engine actions, and animates
// what the engine reports. It reads the game only through the person's view.
#pragma once
#include "engine/core/action_log.h"
#include "engine/core/setup.h"
#include "engine/txek/match.h"
#include "table/atlas.h"
#include "table/settings.h"
#include "table/theme.h"

#include <deque>
#include <memory>
#include <nlohmann/json.hpp>
#include <string>
#include <vector>

namespace table {

struct TxekIntent {
    bool menu = false;         // back to the home screen (the game stays saved)
    bool sheet = false;        // show the score sheet
    bool share = false;        // copy the link of this deal
    bool share_replay = false; // copy the link that replays this game
    bool rules = false;
    bool new_game = false;     // after the game is over
};

// Where a card sits on the table, for animations and click targets.
struct Place {
    enum Kind { DrawPile, Pile, Hand, Bench, Dealt } kind = Pile;
    int seat = -1;
    int index = -1;
};

class TxekTable {
public:
    // A game from its setup, seed and the actions played so far (empty for a new game). With
    // `replay`, nobody plays: the actions are stepped through by the replay controls.
    static core::Expected<std::unique_ptr<TxekTable>> open(const core::Setup& setup,
                                                           std::uint64_t seed,
                                                           const core::ActionLog& actions,
                                                           std::vector<std::string> names,
                                                           const Settings& settings, bool replay);

    void update(double now_seconds);
    TxekIntent draw(const Fonts& fonts, const Atlas& atlas, const Settings& settings);
    bool animating() const;

    const txek::State& state() const { return match_->state(); }
    int me() const { return me_; }
    const std::vector<std::string>& names() const { return names_; }
    const core::Setup& setup() const { return setup_; }
    std::uint64_t seed() const { return seed_; }
    bool replaying() const { return replay_; }
    // Rounds that ended since the last call (for the score sheet).
    std::vector<txek::RoundResult> take_finished_rounds();
    bool take_changed();  // something was applied since the last call: save the game
    // The test hook's part: the person's view as JSON (never the hidden state), log, targets.
    nlohmann::json public_json() const;

private:
    TxekTable() = default;
    void absorb(const std::vector<txek::Event>& events);
    void act(const txek::Action& a);
    void replay_to(std::size_t step);

    void layout(ImVec2 origin, ImVec2 size);
    ImVec2 place_pos(const Place& p) const;
    float place_height(const Place& p) const;
    bool hidden_by_flight(const Place& p) const;

    struct Flight {
        std::string face;  // atlas id; "back" for a hidden card
        Place from, to;
        double start, duration;
    };
    struct Geometry {
        ImVec2 centre, size;
        std::vector<ImVec2> seat_anchor;  // where each seat's bench row is centred
        std::vector<float> seat_card_h;
        ImVec2 draw_pile, pile;
        float centre_card_h = 100, my_card_h = 120;
        ImVec2 my_hand, my_bench;
        bool portrait = false;
    };

    core::Setup setup_;
    std::uint64_t seed_ = 0;
    std::vector<std::string> names_;
    int me_ = -1;  // -1: watching bots only
    bool replay_ = false;
    std::unique_ptr<txek::Match> match_;
    core::ActionLog replay_actions_;
    std::size_t replay_step_ = 0;
    bool replay_playing_ = false;
    double replay_next_ = 0;

    double now_ = 0, start_ = -1;
    std::vector<Flight> flights_;
    std::deque<std::string> log_;
    std::vector<txek::RoundResult> finished_;
    bool changed_ = false;
    int selected_hand_ = -1;   // a hand card chosen for discard or swap
    int exchange_mine_ = -1;   // Exchange: my card chosen (encoded: bench ? 100 + slot : hand)
    std::vector<int> arrange_pick_;  // dealt positions tapped for the bench, in order
    Geometry g_;
    float anim_speed_ = 1.0f;
    std::string flash_text_;
    double flash_until_ = 0;
    struct Reveal {
        Place place;
        double until;
    };
    std::vector<Reveal> reveals_;  // cards shown face up to me for a moment (peek, look)
};

}  // namespace table
