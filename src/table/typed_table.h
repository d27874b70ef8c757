// TypedTable<G>: the table-side twin of games::TypedMatch<G> (engine/typed_match.h). It owns
// what every game's table does the same way, so that a game's table keeps only its layout and
// its drawing:
//   - the seat ports of the people at this device, the watcher's, and the "pass the device"
//     cover (table/shared_device.h);
//   - the shown seat's view, decoded into the game's typed View once per revision;
//   - the event drain: every port's events to its seat's log, the shown seat's to animate;
//   - a move's submission, and the refusal shown in plain words (the flash);
//   - card flights and their landing cue;
//   - the sound cue when the person here may move;
//   - the frame around the game's own drawing: the top bar, Esc, the cover while the device is
//     passed, the log's first lines, the prompt, the flash, the replay controls and the log's box,
//     and the test hook's part every table has (table_json).
// A game tells it what differs through the small hooks below (src/README.md, "Add a game").
//
// `G` is the game's engine traits (engine/<game>/module.h): View, Event, view_from_json,
// event_from_json and facts(). `Place` is where the game's cards fly from and to (none for a
// game whose cards do not fly).
#pragma once
#include "table/game_ui.h"
#include "table/i18n.h"
#include "table/refusal_words.h"
#include "table/shared_device.h"
#include "table/sound.h"
#include "table/table_log.h"
#include "table/table_panels.h"
#include "table/voice.h"
#include "table/widgets.h"

#include <imgui.h>
#include <nlohmann/json.hpp>

#include <cctype>
#include <cstdint>
#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace table {

struct NoPlace {};

template <class G, class Place = NoPlace> class TypedTable : public GameTable {
public:
    using View = typename G::View;
    using Event = typename G::Event;
    struct Flight {
        std::string face; // atlas id; "back" for a card the shown seat may not see
        Place from, to;
        double start, duration;
    };

    // Every log opens with "A new game of CHECK!" ("A new match of Checks": the Facts' whole word
    // and name), or the game's own `first_log_line`.
    explicit TypedTable(const TableSetup& setup) : TypedTable(setup, opening_line) {}
    TypedTable(const TableSetup& setup, LineWords first_log_line)
        : setup_(setup), device_(G::facts().max_players), logs_(std::move(first_log_line)) {
        // The session fills one name per seat; a short list must not index past the end.
        setup_.names.resize(setup_.setup.seats.size());
    }

    void attach(std::vector<SeatPort*> people, SeatPort* watcher) override {
        const bool first = device_.attach(people, watcher);
        for (SeatPort* p : device_.ports)
            if (p) logs_.of(p->seat());
        logs_.of(-1);
        view_from_ = nullptr; // another match may be behind the ports now
        if (first) {
            refresh_view();
            device_.cover_first(first_holder());
            opened_at_ = device_.view_port() ? device_.view_port()->revision() : 0;
        }
        refresh_view();
    }

    void update(double now_seconds) override {
        now_ = now_seconds;
        LandFlights(flights_, now_);
        pump(device_.view_port());
        cover_if_passed();
        turn_cue_.see(may_move(view_));
    }

    // The frame every table but Txek's draws alike: the top bar (the game's name and
    // bar_detail), Esc (drop_on_escape, else the menu), then under the bar the cover while the
    // device is passed, else the game's own table (draw_table).
    TableIntent draw(const TableFrame& frame) override {
        TableIntent out;
        begin_frame(frame);
        const View v = view_; // a move made while drawing replaces view_
        const ImVec2 origin = ImGui::GetCursorScreenPos(), avail = ImGui::GetContentRegionAvail();
        DrawTableTopBar(origin, avail.x, G::facts().name, bar_detail(v), out);
        if (ImGui::IsKeyPressed(ImGui::GetKeyIndex(ImGuiKey_Escape), false) && !drop_on_escape())
            out.menu = true;
        const float bar_h = ImGui::GetFrameHeight() + 8;
        room_origin_ = ImVec2(origin.x, origin.y + bar_h);
        room_size_ = ImVec2(avail.x, avail.y - bar_h);
        panel_shown_ = false;
        if (device_.covered())
            draw_cover(frame.fonts);
        else
            draw_table(frame, v, room_origin_, room_size_, out);
        return out;
    }

    // After a reload, or an online guest's return: the seat's log as that seat was told it.
    void replay_log(int seat, const std::vector<nlohmann::json>& events) override {
        TableLog& log = logs_.of(seat);
        for (const nlohmann::json& j : events)
            if (auto e = G::event_from_json(j)) log.add(line_of(std::move(e.value())));
    }

    std::vector<std::string> log(int seat) const override { return logs_.lines(seat); }

    std::string refusal_line(const std::string& why) const override {
        return refusal_text(why, [this](const core::Refusal& r) { return refusal_words(r); });
    }

protected:
    // ---- Hooks: what a game's table tells the module.

    // A game of turns: the seat to move while the game is under way, else -1. The device is
    // passed to it (pass_to), and it holds the device first if a person here plays it.
    virtual int to_move() const { return -1; }
    // Whom the device covers first, once the public view is read (-1: nobody).
    virtual int first_holder() const {
        const int seat = to_move();
        return seat >= 0 && device_.port_of(seat) ? seat : device_.holder;
    }
    // The seat the device is passed to now, behind the cover (-1: it stays where it is).
    virtual int pass_to() const { return to_move(); }
    // The person shown may move now in `v` (the turn cue, their buttons).
    virtual bool may_move(const View& v) const = 0;
    // A log line for an event ("" for none), in the current language.
    virtual std::string log_line(const Event& e) const = 0;
    // The game's words for its own refusal codes (engine/core/refusal.h): "" for one it does not
    // know, which the words every game shares then say (table/refusal_words.h).
    virtual std::string refusal_words(const core::Refusal& r) const {
        (void)r;
        return {};
    }
    // The shown seat's new events, to animate.
    virtual void absorb(const std::vector<Event>& events) = 0;
    // A new view replaced `before`: choices made on the old one are read again or dropped.
    virtual void viewed(const View& before) { (void)before; }
    // The player's choices under way (picked cards) are dropped: a move went through, or the
    // device is passed.
    virtual void drop_choices() {}
    // The view could not be read (never expected: the engine wrote it). The last good view
    // stays on screen.
    virtual void view_unreadable(const std::string& why, int viewer) {
        (void)viewer;
        flash(fill(tr("The table could not read the game: {reason}"), {{"reason", why}}));
    }
    // The game was under way when this table first saw it: the log says it was resumed.
    virtual bool resumed() const { return opened_at_ != 0; }
    // The top bar's words after the game's name ("turn 3", "hand 2 of 4").
    virtual std::string bar_detail(const View& v) const = 0;
    // Esc pressed: a choice under way is dropped (true), else the table goes to the menu.
    virtual bool drop_on_escape() { return false; }
    // The game's table under the top bar, in `origin`, `size` (draw): its felt, its layout, its
    // cards and buttons, its result panel.
    virtual void draw_table(const TableFrame& frame, const View& v, ImVec2 origin, ImVec2 size,
                            TableIntent& out) = 0;

    // ---- What the module does for the game's table.

    void refresh_view() {
        const SeatPort* port = device_.view_port();
        if (!port || (port == view_from_ && port->revision() == view_revision_)) return;
        view_from_ = port;
        view_revision_ = port->revision();
        auto decoded = G::view_from_json(port->view());
        if (!decoded) return view_unreadable(decoded.error(), port->seat());
        View before = std::move(view_);
        view_ = std::move(decoded.value());
        viewed(before);
    }

    // Every port is drained so that no queue piles up; only `source`'s events are shown (each
    // seat is told what it may know).
    void pump(SeatPort* source) {
        refresh_view();
        absorb(drain_events<Event>(
            device_.ports, device_.watcher, source,
            [](const nlohmann::json& j) { return G::event_from_json(j); },
            [&](int seat, const Event& e) { logs_.of(seat).add(line_of(e)); },
            [&](const std::string& why) {
                flash(fill(tr("The table could not read a move: {reason}"), {{"reason", why}}));
            }));
    }

    // A move of the person shown: a refusal is flashed, else the choices are dropped.
    void act(const typename G::Action& a) {
        SeatPort* port = device_.port_of(device_.shown());
        if (!port || !port->can_act()) return;
        std::string why = port->submit(a.encode());
        if (!why.empty()) return flash(refusal_line(why));
        drop_choices();
        pump(port);
        cover_if_passed();
    }

    // A table action ("Next game"), pressed by anyone at the screen once the result was read.
    void act_for_table(const typename G::Action& a) {
        for (SeatPort* port : device_.ports) {
            if (!port || !port->can_act()) continue;
            std::string why = port->submit_table(a.encode());
            if (!why.empty()) return flash(refusal_line(why));
            pump(device_.view_port());
            cover_if_passed();
            return;
        }
    }

    // People on one device: the next person's view is drawn only after the device was passed.
    void cover_if_passed() {
        if (!device_.passing || device_.covered()) return;
        const int next = pass_to();
        if (next < 0 || next == device_.holder || !device_.port_of(next)) return;
        device_.cover_for = next;
        drop_choices();
        refresh_view();
    }

    void flash(std::string text) {
        flash_ = std::move(text);
        flash_hint_ = false;
        flash_until_ = now_ + ReadingSeconds(flash_);
        ++flashes_;
    }

    // One person plays here: "you". People passing the device, a replay, or bots alone: names.
    Voice voice() const { return Voice(setup_.names, device_.speaker_seat()); }
    // The log line an event makes, worded again in a new language.
    LineWords line_of(Event e) const {
        return [this, e = std::move(e)] { return log_line(e); };
    }

    // A card's flight, or its landing cue at once when there is no time to fly (animations off).
    void fly(std::string face, Place from, Place to, double start, double duration) {
        if (duration > 0)
            flights_.push_back({std::move(face), from, to, start, duration});
        else
            PlayCue(Cue::Land);
    }

    bool flashing() const { return now_ < flash_until_; }

    // How long an animation that takes `normal` seconds at the Normal speed takes at the
    // Settings' (0: animations off).
    double animation_seconds(double normal) const {
        return anim_speed_ <= 0 ? 0 : normal / double(anim_speed_);
    }

    // The person shown may act: not in a replay, and their seat's port takes moves.
    bool shown_acts() const {
        const SeatPort* port = device_.port_of(device_.shown());
        return !replay_ && port && port->can_act();
    }
    // A game of turns: `v` is the shown person's view, the seat to move is theirs, they may act
    // and have moves to make.
    bool turn_here(const View& v) const {
        return v.current == device_.holder && v.viewer == device_.holder && !v.legal.empty() &&
               shown_acts();
    }

    // What a frame starts with: what it says (a replay, a replay link, the animations' speed),
    // the log's first lines once (greet), the view read again.
    void begin_frame(const TableFrame& frame) {
        replay_ = frame.replay != nullptr;
        share_replay_ = frame.share_replay;
        anim_speed_ = frame.settings.animation_speed;
        greet();
        refresh_view();
    }

    // ---- Drawing in the room under the top bar (room_origin_, room_size_).

    // The passing cover: whose turn it is and what is hidden (with two players, the other's
    // cards; with more, every hand). Once the person it was passed to is ready, theirs is drawn.
    void draw_cover(const Fonts& fonts) {
        const int to = device_.cover_for;
        const std::string hidden =
            G::facts().max_players == 2
                ? fill(tr("{name}'s cards are hidden."), {{"name", player_name(setup_, 1 - to)}})
                : std::string(tr("Every hand is hidden."));
        if (!PassCover(fonts, room_origin_, room_size_, player_name(setup_, to), hidden)) return;
        device_.hand_over();
        drop_choices();
        refresh_view(); // the test hook reads the hand in the same frame the cover goes
    }
    // What to do now, across the table at `y`.
    void draw_prompt(float y, const std::string& text, ImU32 colour = kPromptInk) const {
        TablePrompt(room_origin_.x, room_size_.x, y, text, colour);
    }
    // The flash (a refusal, a hint) a line and a half over the prompt at `prompt_y`.
    void draw_flash(float prompt_y) const {
        if (flashing())
            TableFlash(room_origin_.x, room_size_.x, prompt_y - ImGui::GetFontSize() * 1.6f, flash_,
                       flash_hint_);
    }
    // A replay's controls across the table at `y`; none in a game being played.
    void draw_replay(const TableFrame& frame, float y, TableIntent& out) const {
        if (!frame.replay) return;
        const ReplayBar& bar = *frame.replay;
        out.replay = DrawReplayControls(room_origin_.x + room_size_.x * 0.5f, y, room_size_.x - 16,
                                        bar.step, bar.total, bar.playing);
    }
    // The shown seat's log in a box at `at`, `rows` lines tall (none without a row).
    void draw_log(ImVec2 at, float width, int rows) {
        if (rows > 0) logs_.of(device_.shown()).draw("log", at, width, rows);
    }

    // The test hook's part every table has: who is shown, the passing cover, how many moves
    // were made, the result panel, the flash and the shown seat's newest log lines.
    nlohmann::json table_json() const {
        const SeatPort* port = device_.view_port();
        nlohmann::json j;
        j["me"] = device_.shown();
        j["hotseat"] = device_.hotseat;
        j["covered"] = device_.covered();
        j["pass_to"] = device_.cover_for;
        j["moves"] = port ? port->revision() : 0;
        j["panel"] = panel_shown_;
        j["flash"] = flashing() ? flash_ : std::string();
        j["last_flash"] = flash_; // a test on the fast clock may read after it faded
        j["flashes"] = flashes_;
        j["log"] = logs_.newest(device_.shown(), 10);
        j["log_lines"] = logs_.size(device_.shown());
        return j;
    }

    // How long until the table deals on by itself (the watcher's port counts it down); none in
    // a replay or when nothing is counting.
    std::optional<std::int64_t> next_deal_in_ms() const {
        if (replay_ || !device_.watcher) return std::nullopt;
        const auto due = device_.watcher->countdown();
        if (!due) return std::nullopt;
        return due->due - device_.watcher->now_ms();
    }

    TableSetup setup_;
    SharedDevice device_;         // the people's ports, the watcher's, the cover
    bool replay_ = false;         // the frame drawn is a replay's (begin_frame)
    bool share_replay_ = true;    // TableFrame::share_replay of the frame drawn
    float anim_speed_ = 1.0f;     // Settings' animation speed, as the frame drawn has it
    std::uint64_t opened_at_ = 0; // the revision first attached: 0 for a new game
    // Under the top bar, this frame (draw): where the cover or the game's table is drawn.
    ImVec2 room_origin_, room_size_;
    bool panel_shown_ = false; // a result panel is up (draw_table; the test hook's "panel")

    // The view drawn, decoded from view_from_ at view_revision_.
    View view_;
    const SeatPort* view_from_ = nullptr;
    std::uint64_t view_revision_ = 0;

    double now_ = 0;
    SeatLogs logs_; // each seat's own (table_log.h); the shown seat's is drawn
    std::vector<Flight> flights_;
    std::string flash_;       // a short message after a refused tap
    bool flash_hint_ = false; // a hint's suggestion (drawn blue), not a refusal (red)
    double flash_until_ = 0;
    int flashes_ = 0;  // how many were shown (the test hook)
    TurnCue turn_cue_; // a sound when the person here may move (table/sound.h)

private:
    static bool is_match() { return G::facts().whole_word == std::string_view("match"); }

    static std::string opening_line() {
        return fill(is_match() ? tr("A new match of {game}") : tr("A new game of {game}"),
                    {{"game", std::string(G::facts().name)}});
    }

    // Every log opens with the game's first line (SeatLogs); on the first frame a replay or a
    // resumed game says so, as "Replay: ... the game" or "Match resumed" (the Facts' whole word).
    void greet() {
        if (greeted_) return;
        greeted_ = true;
        if (replay_)
            logs_.add_all([] {
                return is_match() ? tr("Replay: use the controls to step through the match")
                                  : tr("Replay: use the controls to step through the game");
            });
        else if (resumed())
            logs_.add_all([] { return is_match() ? tr("Match resumed") : tr("Game resumed"); });
    }

    bool greeted_ = false;
};

} // namespace table
