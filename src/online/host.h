// The host of an online table: the browser that opened it runs the match and the bots, and each
// guest's browser plays one seat over the network (src/online/README.md).
//
// Seats. The host binds every connection to one seat, by the seat a guest sat at in the lobby
// or by the seat whose secret its hello carries; what a guest sends acts for that seat only.
// A guest receives its own seat's view and events and nothing else: never the seed or the raw
// log (the seed is the deal).
//
// Messages. Each is size-limited, versioned and read strictly (online/protocol.h); one that does
// not read, arrives too often (a flood) or asks for something its seat may not do is dropped,
// counted and, for an action, answered with why. A connection that keeps sending such things is
// closed; the match never sees any of it.
//
// Away. A heartbeat every second measures each guest's round trip; a guest silent for 4 s (a
// closed tab, a dropped network) is away. While a guest is away and no bot stands in, the game
// waits: its clock stands still and nobody acts. After kStandInAfterMs the host may hand the seat
// to a bot (stand_in); the guest takes it back by coming back. The host's own person is away too
// while their screen is not at the table (set_present): the game waits, and the guests see why.
//
// Leaving. A guest told to go (a Closed message: the table is full, closed, the seat was taken
// up elsewhere) hangs up itself on reading it; the host closes the connection only after
// kFarewellMs, since closing a data channel at once loses what it had not delivered yet.
//
// Races (Facts::races). Every action is stamped with when it was pressed, on the match's clock:
// a bot's when it was due, the host's own person's when it was made, a guest's as the match time
// of the update it reacted to plus the reaction time it measured itself (kept within what the
// measured round trip allows). The match applies every action `hold` ms after its stamp
// (Match::set_hold), in stamp order, so a press that crossed the network is applied before a
// later one made at the host. The hold follows the slowest guest's round trip.
#pragma once
#include "engine/core/rng.h"
#include "engine/core/setup.h"
#include "engine/module.h"
#include "online/protocol.h"
#include "online/transport.h"

#include <nlohmann/json.hpp>

#include <cstdint>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace online {

inline constexpr std::int64_t kPingEveryMs = 1000;
inline constexpr std::int64_t kAwayAfterMs = 4000;     // nothing heard for this long: away
inline constexpr std::int64_t kStandInAfterMs = 20000; // away this long: a bot may stand in
inline constexpr std::int64_t kRetryOpenMs = 2000;     // the table id is still held: try again
inline constexpr std::int64_t kFarewellMs = 3000;      // a Closed message's time to arrive
inline constexpr int kMinHoldMs = 40, kMaxHoldMs = 300;

// A seat of the table as the host keeps it (saved with the game, so a reload goes on).
struct HostSeat {
    SeatInfo::Kind kind = SeatInfo::Kind::Free;
    std::string name;
    std::string secret;    // a guest's
    bool stand_in = false; // a guest's seat a bot plays while the guest is away
};

// The table: what the lobby sets up and the saved game keeps.
struct HostTable {
    std::string game;
    std::string id; // the link's join= part and the signalling id
    std::uint32_t variant = 0;
    core::SeatKind fill = core::SeatKind::Good; // the bots of the seats nobody took
    std::vector<HostSeat> seats;                // seat 0 is the host's own person
    bool started = false;
};
nlohmann::json table_to_json(const HostTable& table);
core::Expected<HostTable> table_from_json(const nlohmann::json& data);

// A new table for `players` with the host at seat 0 under `host_name` (seat_name: "Player 1"
// when none or "you" is given); the id and the secrets come from `rng`.
HostTable new_table(const std::string& game, int players, std::uint32_t variant,
                    const std::string& host_name, core::Rng& rng);
std::string random_token(core::Rng& rng, std::size_t length, const char* alphabet);

// What the host counted (the tests and the note read it).
struct HostStats {
    long received = 0;  // messages read
    long malformed = 0; // did not read (too long, not JSON, unknown field, ...)
    long flooded = 0;   // dropped for coming too fast
    long refused = 0;   // read, but not allowed (another seat's move, a seat taken, ...)
    long sent = 0;
    long sent_bytes = 0;
    long closed = 0; // connections the host closed for misbehaving
};

class Host {
public:
    Host(HostTable table, OpenTransport open, std::uint64_t seed);
    ~Host();

    const HostTable& table() const { return table_; }
    // The signalling server has the table's id: guests can connect.
    bool ready() const { return ready_; }
    // Why the table cannot be reached now ("" when it can), in plain words.
    const std::string& problem() const { return problem_; }

    // ---- Every frame, in this order: receive, then (unless waiting) play, then send.
    // The network: messages in (an action is queued), heartbeats, who is away. True when
    // anything arrived or left (the screen may have changed).
    bool receive(std::int64_t real_ms);
    // Actions wait for their hold to pass: play() has work to do at the next frame.
    bool busy() const { return !claims_.empty(); }
    // The match's time `match_ms`: applies the queued actions whose hold is over, then all due.
    void play(std::int64_t match_ms);
    // Updates out to every guest whose seat's view changed; seats out when they changed.
    void send();

    // ---- The lobby
    void set_fill(core::SeatKind level);
    // The name the host's person typed in the lobby (seat_name: "Player 1" when none).
    void set_host_name(const std::string& name);
    // The game starts: the seats nobody took become bots of the fill level. The setup (people at
    // the host's and the guests' seats) and the names by seat ("" for a bot).
    std::pair<core::Setup, std::vector<std::string>> start();
    // The match is dealt (or rebuilt from the log after a reload), named by seat as the table
    // names it. Guests' seats are watched from now on; bots stand in where they stood.
    void attach(games::Match* match, const std::vector<std::string>& names);

    // ---- Play
    // A guest is away and no bot stands in: the game waits (its clock stands still, and nobody
    // acts).
    bool waiting() const;
    // Whom the game waits for, as online/said.h says it ("waits_for:0,2"), or "" when it does
    // not wait.
    std::string waiting_text() const;
    // The host's own person acts (seat 0 at `pressed_ms` on the match's clock): "" when applied or
    // queued to be applied, else why not.
    std::string claim(std::uint32_t code, std::int64_t pressed_ms);
    // A bot of the fill level plays a seat whose guest is away, until the guest comes back.
    void stand_in(int seat);
    // The host's own person is at the table (its screen shows the table) or not: while not, the
    // game waits and the guests are told (the host's seat is not `here` in the lobby message).
    void set_present(bool present);
    bool present() const { return present_; }
    // A guest is connected at `seat`.
    bool connected(int seat) const { return guest_at(seat) != nullptr; }
    // The names of the guests seated at the table, by seat (here or away).
    std::vector<std::string> guest_names() const;
    // How long the guest at `seat` has been away (0: here).
    std::int64_t away_ms(int seat) const;
    int rtt_ms(int seat) const; // the last measured round trip (-1: none yet)
    int hold_ms() const { return hold_; }
    // Races by stamps (the default), or by arrival alone: what a host without stamps would do
    // (txektool online-race measures the difference).
    void set_fair_races(bool fair) { fair_ = fair; }

    // What to tell the host's person (a guest came or left, an action was refused), oldest first,
    // as online/said.h's codes or the game's refusal codes.
    std::vector<std::string> take_notices();
    // The table changed (a seat taken, away or back): save it with the game.
    bool take_changed();
    const HostStats& stats() const { return stats_; }
    // Closes the table: every guest is told `why` (a new game, the host left). Keep polling
    // receive() until closed(): the guests hang up once they have read why (kFarewellMs at most).
    void close(const std::string& why);
    bool closed() const;

private:
    struct Guest; // one connection
    void open_transport();
    void on_open(int conn);
    void on_message(Guest& g, const std::string& text);
    void on_hello(Guest& g, const Hello& h);
    void on_sit(Guest& g, const Sit& s);
    void on_act(Guest& g, const Act& a);
    void on_table_act(Guest& g, const TableAct& a);
    // Lets a connection go; `closed`: what it is told (a Closed message), "" for nothing.
    void drop(int conn, const std::string& closed, bool misbehaved);
    void hang_up(int conn, bool told);
    void close_leaving();
    void bind(Guest& g, int seat);
    void leave_seat(int seat);
    void send_to(Guest& g, const HostMessage& m);
    void send_table(Guest& g);
    void send_told(Guest& g);
    void send_lobby(Guest& g);
    void send_update(Guest& g, bool full);
    void heartbeat();
    void update_hold();
    Lobby lobby_for(int seat) const;
    Guest* guest_at(int seat);
    const Guest* guest_at(int seat) const;
    std::int64_t stamp(const Guest& g, const Act& a) const;
    void refuse(Guest& g, const std::string& why);
    std::int64_t match_now() const;

    struct Claim {
        std::int64_t stamp;
        long order;
        int seat;
        std::uint32_t code;
        bool table; // a table action prompted by this seat's person
    };

    HostTable table_;
    OpenTransport open_;
    std::unique_ptr<Transport> transport_;
    core::Rng rng_;
    bool ready_ = false;
    std::string problem_;
    std::int64_t now_ = 0; // real ms, as last handed in
    std::int64_t retry_at_ = -1;
    std::int64_t last_ping_ = 0;
    std::uint64_t next_ping_ = 1;
    std::map<int, std::unique_ptr<Guest>> guests_; // by connection
    std::map<int, std::int64_t> leaving_; // connections told to go: closed at this time, real ms
    bool closing_ = false;                // close(): the table is gone
    games::Match* match_ = nullptr;
    std::vector<std::string> names_;
    std::map<int, std::int64_t> away_since_; // guests' seats with nobody connected: since when
    std::vector<Claim> claims_;
    long claim_order_ = 0;
    int hold_ = 0;
    bool fair_ = true;
    bool present_ = true;
    bool seats_changed_ = true;  // send the lobby (seats) to everyone
    bool table_changed_ = false; // save it
    std::size_t rows_sent_ = 0;
    std::vector<std::string> notices_;
    HostStats stats_;
};

// Tables closed (Host::close) whose guests may not have heard why yet: each is polled until it
// is closed(), then let go.
void poll_closing(std::vector<std::unique_ptr<Host>>& hosts, std::int64_t real_ms);

} // namespace online
