// What a guest and the host of an online table say to each other (src/online/README.md,
// "Messages"). Every message is one JSON object {"v": 1, "t": "<type>", ...} sent as text over a
// reliable, ordered data channel. A reader checks the size first, then every field's presence,
// type and range, and refuses a key it does not know: a message that does not read is dropped and
// counted, never acted on (the web build has no exceptions, so nothing here throws).
//
// A guest's messages never name a seat it acts for: the host binds each connection to one seat
// (online/host.h). A seat number a guest sends is only ever the seat it asks to sit at.
#pragma once
#include "engine/core/expected.h"
#include "engine/core/link.h"
#include "engine/module.h"

#include <nlohmann/json.hpp>

#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <variant>
#include <vector>

namespace online {

inline constexpr int kProtocolVersion = 1;
// A guest has nothing long to say; the host sends a seat's whole view at times.
inline constexpr std::size_t kMaxGuestMessage = 2048;
inline constexpr std::size_t kMaxHostMessage = 256 * 1024; // a data channel's safe message size
inline constexpr std::size_t kMaxName = 24;                // bytes of UTF-8, as the table keeps
inline constexpr std::size_t kSecretLength = 32;           // hex digits: 128 bits
inline constexpr std::size_t kTableIdLength = core::kJoinIdLength; // [a-z0-9]: ~103 bits
inline constexpr int kMaxSeats = 8;
inline constexpr std::int64_t kMaxReactionMs = 10 * 60 * 1000;
// A seat's events so far go in parts of at most this many bytes of events (a message holds one
// part and its envelope, well under kMaxHostMessage) and at most this many in all: a guest's
// rebuilt log starts with the newest events that fit (online/README.md, "Losing nothing").
inline constexpr std::size_t kMaxEvents = 4096; // in one message
inline constexpr std::size_t kToldPartBytes = 192 * 1024;
inline constexpr std::size_t kMaxToldBytes = 4 * 1024 * 1024;

// ---- A guest to the host ------------------------------------------------------------------------

// The first message on a connection. With the secret of a seat, it takes that seat back.
struct Hello {
    std::string game;
    std::string name;
    std::string secret; // "" the first time
};
// In the lobby: sit at a free seat (or move to another) under a name.
struct Sit {
    int seat = 0;
    std::string name;
};
// An action code of the guest's own seat, pressed `reaction_ms` after the update of revision
// `rev` reached the guest (the host orders races by it: online/host.h, "Races").
struct Act {
    std::uint32_t code = 0;
    std::uint64_t rev = 0;
    std::int64_t reaction_ms = 0;
};
// A table action a person may prompt (the next deal once the result was read).
struct TableAct {
    std::uint32_t code = 0;
};
struct Pong {
    std::uint64_t id = 0;
};
struct Bye {};
using GuestMessage = std::variant<Hello, Sit, Act, TableAct, Pong, Bye>;

// ---- The host to a guest ------------------------------------------------------------------------

// A seat as the lobby and the table's presence line show it.
struct SeatInfo {
    enum class Kind { Host, Guest, Free, Bot };
    Kind kind = Kind::Free;
    std::string name;      // "" for a free seat
    bool here = true;      // a guest's connection is up
    bool stand_in = false; // a bot plays the seat of a guest who is away
};
// Who sits where: sent on joining and whenever a seat changes.
struct Lobby {
    std::string game;
    std::uint32_t variant = 0;
    std::vector<SeatInfo> seats;
    int you = -1; // the seat of the connection it is sent to, -1 before it sits
    bool started = false;
};
// The guest sits at `seat`; the secret takes it back after a reload or a drop.
struct Seated {
    int seat = 0;
    std::string secret;
};
// The game has started: who plays, by seat (a link's seat letters: h a person, c/g/e a bot),
// their names and the guest's own seat.
struct TableStart {
    std::string seats;
    std::uint32_t variant = 0;
    std::vector<std::string> names;
    int you = 0;
};
// The guest's seat after revision `rev` (the match's log length): its view, its events since the
// last update, its legal codes, the table's timer and the match's clock. Rows: the score sheet's
// rows, when there are new ones.
struct Update {
    std::uint64_t rev = 0;
    std::int64_t now = 0;
    nlohmann::json view;
    std::vector<nlohmann::json> events;
    std::vector<std::uint32_t> legal;
    std::optional<games::Countdown> countdown;
    std::optional<std::vector<nlohmann::json>> rows;
    bool over = false;
};
// The heartbeat: the host's clock (match ms) and the round trip it measured for this guest.
struct Ping {
    std::uint64_t id = 0;
    std::int64_t now = 0;
    int rtt = 0;
};
// An action of the guest's that was not applied, and why (plain words).
struct Refused {
    std::string why;
};
// The host closes this connection (the table closed, the seat was taken up elsewhere, ...).
struct Closed {
    std::string why;
};
// The level of the bots that take the seats nobody sits at, sent with each lobby before the
// start. A message of its own rather than a lobby field: a guest of the build before it refuses
// a lobby with a field it does not know, but only drops a message it does not know.
struct Fill {
    core::SeatKind level = core::SeatKind::Good;
};
// The guest's seat's events so far (games::told_so_far), sent after `table` so that a guest who
// comes back has its log as it was live: in parts (kToldPartBytes), `more` until the last.
struct Told {
    std::vector<nlohmann::json> events;
    bool more = false;
};
// The match is over for good (nobody, the table included, can act any more): its replay link
// (a core::Link with the seed and every action), which only now gives nothing away.
struct Record {
    std::string link;
};
using HostMessage =
    std::variant<Lobby, Seated, TableStart, Update, Ping, Refused, Closed, Fill, Told, Record>;

std::string encode(const GuestMessage& message);
std::string encode(const HostMessage& message);
// Fails with what is wrong, in plain words (for a log line and the tests; a player sees less).
core::Expected<GuestMessage> decode_guest(std::string_view text);
core::Expected<HostMessage> decode_host(std::string_view text);

// A type's name on the wire ("hello", "act", ...), for logs.
const char* type_name(const GuestMessage& message);
const char* type_name(const HostMessage& message);

// 1..kMaxName bytes of valid UTF-8 with no control characters.
bool valid_name(std::string_view name);
// "you" in any case, with spaces around it or not: each screen calls its own person "you", so
// as another's name it reads "You's turn" (table::Voice).
bool is_you(std::string_view name);
// "Player 2" for seat 1 (0-based): a seat's name when its person gave none.
std::string seat_default_name(int seat);
// The name a seat goes by at the table and on the wire: `name`, unless it is no valid name or
// "you" (is_you), then the seat's default name.
std::string seat_name(std::string_view name, int seat);
bool valid_secret(std::string_view secret); // kSecretLength lower-case hex digits
bool valid_table_id(std::string_view id);   // kTableIdLength of [a-z0-9]

} // namespace online
