// One game's session in the App: the game in progress (its match, the seat ports, its table),
// a replay being watched, and the game's score sheets. Everything here is the same for every
// game; what differs comes from the game's module (engine) and its GameUi (table).
//
// Storage, by the game's id: "<id>.game" (kind "<id>-game") holds the game in progress as its
// setup, seed, names, actions and the id of its sheet (table/saved_game.h), saved after every
// action; a game replaced while still running is kept as "<id>.game.previous-N", never
// overwritten. The sheets keep their own keys (the game's sheet.h).
//
// Tabs: tabs share the storage, so one tab at a time plays a game. A session claims
// "<id>.game" (platform::claim) when it opens a saved game, and takes it over when it starts one
// or the player presses "Play here". Only while the claim is this tab's does the game's clock
// run, do its bots play and is it saved; otherwise the game is "elsewhere": the App shows "This
// game is open in another tab" in place of its table. Every save carries a revision, one more
// than the newest this session read or wrote. Before writing, the session reads the stored
// revision: a newer one (another tab saved since) is never overwritten; this tab is stale and
// shows the notice instead. The browser's storage event tells a tab the same as soon as the
// other tab saves. Taking a game over first takes up what is stored (its sheets too) and saves
// it once more under a new revision, so that any tab still playing an older copy stops.
#pragma once
#include "engine/core/link.h"
#include "engine/module.h"
#include "platform/platform.h"
#include "platform/storage.h"
#include "table/game_ui.h"

#include <memory>
#include <string>
#include <vector>

namespace online {
class Host;
}

namespace table {

struct SavedGame; // table/saved_game.h

// A seat port over a match in this page (game_ui.h).
class LocalSeat : public SeatPort {
public:
    LocalSeat(games::Match& match, int seat, bool can_act);
    int seat() const override { return seat_; }
    bool can_act() const override { return can_act_; }
    std::uint64_t revision() const override { return match_.log().size(); }
    const nlohmann::json& view() const override;
    std::vector<nlohmann::json> take_events() override { return match_.take_events(seat_); }
    std::vector<std::uint32_t> legal() const override;
    std::string submit(std::uint32_t code) override;
    std::string submit_table(std::uint32_t code) override;
    std::optional<games::Countdown> countdown() const override { return match_.countdown(); }
    std::int64_t now_ms() const override { return match_.now(); }

protected:
    games::Match& match_;
    int seat_;
    bool can_act_;
    mutable nlohmann::json view_;
    mutable std::uint64_t view_revision_ = ~std::uint64_t(0);
};

// The names of a table's seats: those given, else the person's name (settings) for the first
// person, "Player N" for other people and the bots' names; one person alone with bots and no name
// in the settings is "You". Clipped to the stored length and made distinct, so that "Pass to Ana"
// names one player and a name survives a reload.
std::vector<std::string> seat_names(const core::Setup& setup, std::vector<std::string> names,
                                    const std::string& player_name);

class Session {
public:
    Session(std::unique_ptr<GameUi> ui, platform::Storage& storage);
    ~Session();

    GameUi& ui() { return *ui_; }
    const GameUi& ui() const { return *ui_; }
    const games::Facts& facts() const { return ui_->game().facts; }
    SheetBook& sheets() { return *sheets_; }

    // At start: the sheet in progress, then the saved game (problems become notices).
    void load(const Settings& settings, Notices& out);

    // A game in progress (not a replay), and when it was last saved (ms since 1970).
    bool has_game() const { return game_ != nullptr; }
    // The game in progress is played in another tab (or this tab's copy is older than the saved
    // one): this tab shows so, and plays and saves nothing.
    bool elsewhere() const { return game_ && stale_; }
    // This tab asked to play the game and the other tabs have not answered yet (a moment).
    bool claim_pending() const { return game_ && !stale_ && claim_ == platform::Claim::Pending; }
    // "Play here": takes the game over from the tab that plays it; once it is this tab's, it goes
    // on from the game as that tab last saved it.
    void take_over(const Settings& settings, Notices& out);
    bool over() const; // the game in progress is over (games::Match::over)
    std::int64_t saved_ms() const { return saved_ms_; }
    // A new game from the new-game screen or a deal link. The game in progress is kept aside
    // first unless it is over. False (and a notice) when it cannot be dealt.
    bool start(const NewGame& game, std::uint64_t seed, const Settings& settings, Notices& out);
    // Online play (src/online/README.md): the game of a table this page hosts, dealt for the seats
    // its lobby filled (the host's person at seat 0 plays here, each guest in their browser).
    // It is the game in progress like any other: saved after every move with its table, resumed
    // after a reload, which opens the same table again.
    bool start_online(std::unique_ptr<online::Host> host, std::uint64_t seed,
                      const Settings& settings, Notices& out);
    // Between frames: the online table's network (messages in, heartbeats). True when anything
    // arrived: a frame should be drawn.
    bool poll_online(double now_seconds);
    // The online table the game in progress is played at, or null (a game of this device alone).
    online::Host* host();
    const online::Host* host() const;
    // What happened at the online table since the last call (a guest came, left, or a move was
    // refused), oldest first: the App shows it on the table's online bar.
    std::vector<std::string> take_online_news();
    // Settings → Kept aside, Resume (table/kept.h): the game kept under `kept` (a key of
    // "<id>.game.previous-N" or "…unreadable-N") becomes the game in progress. The game in
    // progress, unless it is over, is kept aside first as "<id>.game.previous-N", so nothing is
    // lost; `kept` is removed only once the game is saved under "<id>.game"; its sheet, filed
    // when the game was replaced, goes on with it. False, changing nothing, when it cannot be
    // resumed (a notice says why).
    bool resume_kept(const std::string& kept, const Settings& settings, Notices& out);
    // A replay link: every action must apply, else it is refused with a message naming the
    // action. The game in progress stays as it is.
    bool open_replay(const core::Link& link, const Settings& settings, Notices& out);
    bool showing_replay() const { return replay_ != nullptr; }
    void close_replay();

    // Every frame. `running`: this game's screens (or the home screen) are up, so its clock and
    // bots run (if this tab plays it); otherwise its time stands still. Saves the game after
    // every action and keeps its sheet up to date; follows what other tabs do.
    void tick(double now_seconds, bool running, Notices& out);
    // The person playing here had a beginners' aid on (TableIntent::aided): the game's sheet
    // says so.
    void note_aided(Notices& out);
    bool animating() const; // something moves, or a bot or window is due at any time
    bool moving() const;    // something moves on screen or on the network now
    // Seconds until the match has something due (a bot's move, a window closing), 0 if now, -1
    // if nothing: the loop rests until then (at rest when idle: platform/idle_web.js).
    double due_in(double now_seconds) const;
    // The table (the replay if one is shown). Acts on the replay controls itself.
    TableIntent draw_table(const TableFrame& frame);
    // The deal's link, or the replay link (with the actions so far).
    std::string link(bool with_actions) const;
    // The test hook's part: the table's public JSON with the replay's state.
    nlohmann::json public_json() const;

private:
    struct Table; // a match with its ports and its table
    std::unique_ptr<Table> open_table(const core::Setup& setup, std::uint64_t seed,
                                      const core::ActionLog& actions,
                                      const std::vector<std::string>& names, bool replay,
                                      const Settings& settings, std::string& error,
                                      std::unique_ptr<online::Host> host = nullptr);
    // A new game of `setup` (start, start_online): the one in progress is kept aside first.
    bool deal(const core::Setup& setup, const std::vector<std::string>& names, std::uint64_t seed,
              const Settings& settings, std::unique_ptr<online::Host> host, Notices& out);
    void tick_online(double now_seconds, Notices& out); // the online table's network, if any
    void close_online(const std::string& why);
    void restore_log(Table& t);
    // Takes up a saved game: its table, sheet id and revision. Not a game this build can open:
    // kept aside, the player told, and false.
    bool adopt(const SavedGame& g, Notices& out);
    // Takes up the stored game, and the sheets, when it is newer than this session's copy.
    void take_up_newer(Notices& out);
    // This tab's claim and the other tabs' news: a claim lost or a newer save makes the game
    // elsewhere; a claim won takes up what is stored.
    void follow_tabs(Notices& out);
    void follow_news(Notices& out);
    bool playing() const;    // this tab plays the game: its claim, and the newest copy
    bool save(Notices& out); // false: not saved (a notice says so, or another tab's is newer)
    void follow_sheet(Notices& out);
    void replay_to(std::size_t step);
    void tick_replay(double now_seconds);
    std::string key() const;
    std::string saved_what() const; // "The saved Txek game", for messages

    std::unique_ptr<GameUi> ui_;
    platform::Storage& storage_;
    std::unique_ptr<SheetBook> sheets_;
    std::unique_ptr<Table> game_;
    std::string sheet_id_;
    std::int64_t saved_ms_ = 0;
    std::size_t saved_actions_ = 0;
    std::uint64_t revision_ = 0; // of the save this session last read or wrote
    platform::Claim claim_ = platform::Claim::Pending;
    bool stale_ = false;       // elsewhere: another tab plays it, or saved a newer revision
    bool taking_over_ = false; // "Play here" (or a new game) waits for the claim
    std::uint64_t news_seen_ = 0;
    Settings settings_; // the last handed in, for a game taken up between frames
    double clock_start_ = -1; // now_seconds at match time 0
    double last_now_ = 0;

    std::vector<std::string> online_news_;
    std::vector<std::unique_ptr<online::Host>> closing_; // closed tables telling guests why

    struct Replay;
    std::unique_ptr<Replay> replay_;
};

} // namespace table
