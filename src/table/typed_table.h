// TypedTable<G>: the table-side twin of games::TypedMatch<G> (engine/typed_match.h). It owns
// what every game's table does the same way, so that a game's table keeps only its layout and
// its drawing:
//   - the seat ports of the people at this device, the watcher's, and the "pass the device"
//     cover (table/shared_device.h);
//   - the shown seat's view, decoded into the game's typed View once per revision;
//   - the event drain: every port's events to its seat's log, the shown seat's to animate;
//   - a move's submission, and the refusal shown in plain words (the flash);
//   - card flights and their landing cue;
//   - the sound cue when the person here may move.
// A game tells it what differs through the small hooks below (src/README.md, "Add a game").
//
// `G` is the game's engine traits (engine/<game>/module.h): View, Event, view_from_json,
// event_from_json and facts(). `Place` is where the game's cards fly from and to (none for a
// game whose cards do not fly).
#pragma once
#include "table/game_ui.h"
#include "table/shared_device.h"
#include "table/sound.h"
#include "table/table_log.h"
#include "table/widgets.h"

#include <nlohmann/json.hpp>

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

    TypedTable(const TableSetup& setup, const char* first_log_line)
        : setup_(setup), device_(G::facts().max_players), logs_(first_log_line) {
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
        turn_cue_.see(may_move());
    }

    // After a reload, or an online guest's return: the seat's log as that seat was told it.
    void replay_log(int seat, const std::vector<nlohmann::json>& events) override {
        TableLog& log = logs_.of(seat);
        for (const nlohmann::json& j : events)
            if (auto e = G::event_from_json(j)) log.add(log_line(e.value()));
    }

    std::vector<std::string> log(int seat) const override { return logs_.lines(seat); }

protected:
    // ---- Hooks: what a game's table tells the module.

    // Whom the device covers first, once the public view is read (-1: nobody).
    virtual int first_holder() const = 0;
    // The seat the device is passed to now, behind the cover (-1: it stays where it is).
    virtual int pass_to() const = 0;
    // The person shown may move now (the turn cue).
    virtual bool may_move() const = 0;
    // A log line for an event ("" for none).
    virtual std::string log_line(const Event& e) const = 0;
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
        flash("The table could not read the game: " + why);
    }

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
            [&](int seat, const Event& e) { logs_.of(seat).add(log_line(e)); },
            [&](const std::string& why) { flash("The table could not read a move: " + why); }));
    }

    // A move of the person shown: a refusal is flashed, else the choices are dropped.
    void act(const typename G::Action& a) {
        SeatPort* port = device_.port_of(device_.shown());
        if (!port || !port->can_act()) return;
        std::string why = port->submit(a.encode());
        if (!why.empty()) return flash(std::move(why));
        drop_choices();
        pump(port);
        cover_if_passed();
    }

    // A table action ("Next game"), pressed by anyone at the screen once the result was read.
    void act_for_table(const typename G::Action& a) {
        for (SeatPort* port : device_.ports) {
            if (!port || !port->can_act()) continue;
            std::string why = port->submit_table(a.encode());
            if (!why.empty()) return flash(std::move(why));
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
    core::Speaker speaker() const { return core::Speaker(setup_.names, device_.speaker_seat()); }

    // A card's flight, or its landing cue at once when there is no time to fly (animations off).
    void fly(std::string face, Place from, Place to, double start, double duration) {
        if (duration > 0)
            flights_.push_back({std::move(face), from, to, start, duration});
        else
            PlayCue(Cue::Land);
    }

    bool flashing() const { return now_ < flash_until_; }

    // What the frame being drawn says: a replay's (nobody plays there), and whether a replay
    // link can be had (TableFrame::share_replay).
    void frame_began(const TableFrame& frame) {
        replay_ = frame.replay != nullptr;
        share_replay_ = frame.share_replay;
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
    bool replay_ = false;         // the frame drawn is a replay's (frame_began)
    bool share_replay_ = true;    // TableFrame::share_replay of the frame drawn
    std::uint64_t opened_at_ = 0; // the revision first attached: 0 for a new game

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
};

} // namespace table
