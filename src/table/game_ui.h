// The table module: what a game's table folder provides (src/README.md, "Add a game"), and the
// seat port its table plays through.
//
// A table never holds the match. It draws from its seat's view (JSON, decoded into the game's
// typed view: engine/module.h), animates its seat's events, and turns the player's taps into
// action codes submitted through a SeatPort: here a LocalSeat over the match in this page
// (table/session.h), or a RemoteSeat over a data channel to an online host (table/remote_seat.h).
// So the very same table serves a local seat and a remote one.
#pragma once
#include "engine/core/setup.h"
#include "engine/module.h"
#include "platform/storage.h"
#include "table/atlas.h"
#include "table/settings.h"
#include "table/theme.h"
#include "table/widgets.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace table {

// One seat's line to its match: everything that seat may know, and the way to act.
class SeatPort {
public:
    virtual ~SeatPort() = default;
    virtual int seat() const = 0;     // -1: a spectator (public cards only)
    virtual bool can_act() const = 0; // false: watching, or a replay
    // Changes whenever view() may have changed (an action was applied).
    virtual std::uint64_t revision() const = 0;
    virtual const nlohmann::json& view() const = 0; // games::Match::view(seat)
    // This seat's events since the last call, oldest first (games::Match::take_events).
    virtual std::vector<nlohmann::json> take_events() = 0;
    virtual std::vector<std::uint32_t> legal() const = 0;
    // Plays an action code for this seat: "" when it was applied, else why not (plain words).
    virtual std::string submit(std::uint32_t code) = 0;
    // A table action a person may prompt (the next deal, once the result was read): "" when
    // applied. Only codes the table may play now are accepted.
    virtual std::string submit_table(std::uint32_t code) = 0;
    // The table's running timer (a reaction window), and the match's time, in ms.
    virtual std::optional<games::Countdown> countdown() const = 0;
    virtual std::int64_t now_ms() const = 0;
};

// Drains every port so that no queue piles up. Each event is read by `decode` (a game's
// event_from_json) and handed to `told(seat, event)` with the seat of the port it came from (the
// seat's own log: table_log.h, SeatLogs); `source`'s events (the seat the table shows) are also
// returned, to animate. One that cannot be read goes to `unreadable` with the reader's message.
template <class Event, class Ports, class Decode, class Told, class Unreadable>
std::vector<Event> drain_events(const Ports& ports, SeatPort* watcher, SeatPort* source,
                                Decode decode, Told told, Unreadable unreadable) {
    std::vector<Event> events;
    auto take = [&](SeatPort* port) {
        if (!port) return;
        for (const nlohmann::json& j : port->take_events()) {
            auto e = decode(j);
            if (!e) {
                if (port == source) unreadable(e.error());
                continue;
            }
            told(port->seat(), e.value());
            if (port == source) events.push_back(std::move(e.value()));
        }
    };
    for (SeatPort* p : ports) take(p);
    if (watcher && std::find(ports.begin(), ports.end(), watcher) == ports.end()) take(watcher);
    return events;
}

// Who sits at a table: the setup (a bot's level per seat) and the names by seat.
struct TableSetup {
    core::Setup setup;
    std::vector<std::string> names; // one per seat, never empty (table/session.h fills them)
};

// The replay controls' state, when the table shows a replay.
struct ReplayBar {
    std::size_t step = 0;
    std::size_t total = 0;
    bool playing = false;
};

// What a table needs to draw one frame.
struct TableFrame {
    const Fonts& fonts;
    const Atlas& atlas;
    const Settings& settings;
    const ReplayBar* replay; // null: a game being played
    // How many times larger than at Normal the app is drawn (the Size setting as the screen
    // allows it: table::ui_scale): a table's room shrinks by it, and its cards may grow by it.
    float ui_scale = 1.0f;
    // A replay link can be had here (the game-over panel's Share replay). Not at an online guest's
    // table until the host sends one, once the match is over for good (src/online/README.md).
    bool share_replay = true;
};

// What the player asked for at the table, for the App (the moves themselves go to the ports).
struct TableIntent {
    bool menu = false;         // back to the home screen (the game stays saved)
    bool sheet = false;        // its score sheet
    bool share = false;        // copy the link of this deal
    bool share_replay = false; // copy the link that replays this game
    bool rules = false;
    bool new_game = false;
    bool toggle_sound = false; // the sound button (or M): mute or unmute
    // A beginners' aid of the Settings helped the person playing this game (Txek's TXEK
    // assist): its score sheet says so.
    bool aided = false;
    ReplayControl replay = ReplayControl::None;
};

// The top bar's buttons every table has, right-aligned in `width` from `origin`: the sound
// button, Sheet, Share, Rules, Menu (targets "sound", "sheet", "share", "rules", "menu").
void DrawTableBarButtons(ImVec2 origin, float width, TableIntent& out);

class GameTable {
public:
    virtual ~GameTable() = default;
    // The ports it plays and watches: one per person at this screen (two people passing the
    // device: two), empty when only bots play; `watcher` is the spectator's port, always given.
    // Called again when the match behind the ports is replaced (a replay's step).
    virtual void attach(std::vector<SeatPort*> people, SeatPort* watcher) = 0;
    // Takes the ports' events and moves the animations on.
    virtual void update(double now_seconds) = 0;
    virtual TableIntent draw(const TableFrame& frame) = 0;
    // Something moves on screen (a flight, a banner, a countdown): draw the next frame too.
    virtual bool animating() const = 0;
    // A replay jumped: forget cards in flight.
    virtual void reset() = 0;
    // The events of the game so far, as `seat` was told them (-1: the watcher), after a reload
    // or an online guest's return: written to that seat's log (table_log.h, SeatLogs), nothing
    // animated. Called for every seat the table was attached to, before its first frame.
    virtual void replay_log(int seat, const std::vector<nlohmann::json>& events) = 0;
    // The test hook's part: what the person at the screen sees (never another seat's hand).
    virtual nlohmann::json public_json() const = 0;
    // Every line of `seat`'s log (-1: the watcher's), oldest first (tests).
    virtual std::vector<std::string> log(int seat) const = 0;
    // A refused move's reason (a code of the game's or of every game's, or words from
    // elsewhere) as this table says it (table/refusal_words.h).
    virtual std::string refusal_line(const std::string& why) const = 0;
};

// A game to start from the new-game screen.
struct NewGame {
    core::Setup setup;
    std::vector<std::string> names; // may be short or hold empty names: the session fills them
};
struct NewGameIntent {
    std::optional<NewGame> start;
    bool back = false;
};

// Messages for the player: shown one at a time, oldest first; red for a problem.
struct Notice {
    Notice(std::string t, bool e = true) : text(std::move(t)), error(e) {}
    std::string text;
    bool error;
};
using Notices = std::vector<Notice>;

// What a score sheet needs to know of the match it follows.
struct SheetMatch {
    std::string sheet_id; // stored in the saved game and in the sheet: they belong together
    core::Setup setup;
    std::uint64_t seed = 0;
    std::vector<std::string> names;
    std::int64_t started_ms = 0;
};

// One game's score sheets: the current one, its history, export and import (table/sheet_book.h
// implements it once over each game's typed sheet).
class SheetBook {
public:
    virtual ~SheetBook() = default;
    // Reads the sheet in progress; "" or what to tell the player.
    virtual std::string load(platform::Storage& storage) = 0;
    // The sheet of a new match: its id, to store with the saved game. The current sheet, if
    // another match's, goes to the history first.
    virtual std::string start(platform::Storage& storage, const SheetMatch& match,
                              Notices& out) = 0;
    // Brings the match's sheet up to date with its result rows (games::Match::result_rows): the
    // sheet of `match.sheet_id`, or, for a game saved before sheets had ids (empty id), the
    // current sheet if it has the same seed and players. A finished sheet is filed in the
    // history. Returns the sheet's id.
    virtual std::string follow(platform::Storage& storage, const SheetMatch& match,
                               const std::vector<nlohmann::json>& rows, Notices& out) = 0;
    // The current sheet to the history (its match was replaced).
    virtual void retire(platform::Storage& storage, Notices& out) = 0;
    // A beginners' aid helped the person playing `match` (TableIntent::aided): its sheet, if it
    // is the current one, says so from then on. A game whose sheets have no such mark ignores it.
    virtual void mark_aided(platform::Storage& storage, const SheetMatch& match, Notices& out) = 0;
    // The sheet screen: the current sheet (or the one just finished, or a blank one), the
    // history, Export and Import. True: back.
    virtual bool draw_screen(const Fonts& fonts, platform::Storage& storage, Notices& out) = 0;
    // Import was pressed on the last draw_screen: the App opens the file picker for this book.
    virtual bool import_asked() const = 0;
    // A file the player picked after pressing this book's Import.
    virtual void import_text(platform::Storage& storage, const std::string& text, Notices& out) = 0;
    virtual nlohmann::json public_json() const = 0; // null without a sheet
    // Why what this book keeps in `storage` does not read in full, in plain words
    // (core::plain_reason), or "" when it does. Settings → Kept aside asks it of a scratch
    // storage holding one kept value under the key it was kept from; it may move what it cannot
    // read aside there, as loading does.
    virtual std::string why_unreadable(platform::Storage& storage) const = 0;
};

// One game's table folder, as the App sees it. Holds the game's screens' own state (the choices
// on its new-game screen).
class GameUi {
public:
    virtual ~GameUi() = default;
    virtual const games::Module& game() const = 0;
    // The card atlas its screens draw from (assets/<name>.txt, drawn by atlasgen).
    virtual const char* atlas() const = 0;
    // One line for the home screen, in the player's language (tr).
    virtual const char* blurb() const = 0;
    // Faces for the home screen's card fan (the flagship's); none for the others.
    virtual std::vector<std::string> showcase() const { return {}; }
    virtual std::unique_ptr<GameTable> make_table(const TableSetup& table) const = 0;
    virtual NewGameIntent draw_new_game(const Fonts& fonts, const Settings& settings,
                                        bool has_game) = 0;
    // The rules help; true: back.
    virtual bool draw_rules(const Fonts& fonts, const Atlas& atlas) = 0;
    // The game's own settings on the Settings screen, in `width` (Txek's TXEK assist); true:
    // one changed. Most games have none.
    virtual bool draw_settings(Settings&, float /*width*/) { return false; }
    virtual std::unique_ptr<SheetBook> make_sheets() const = 0;
};

} // namespace table
