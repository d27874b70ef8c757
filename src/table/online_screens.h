// The screens of online play (src/online/README.md), flat Draw functions of what they show that
// return what the player asked for; table/online_play.h acts on them.
#pragma once
#include "engine/core/setup.h"
#include "engine/module.h"
#include "online/protocol.h"
#include "table/theme.h"

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace table {

// ---- Hosting: the table's setup
// ------------------------------------------------------------------

struct OnlineChoice {
    int players = 2;
    std::uint32_t variant = 0;
};
struct OnlineNewIntent {
    bool open = false; // "Open the table" (target "online_open")
    bool back = false;
};
// How many sit at the table and the game's variants; `unavailable`: why online play cannot work
// here (the desktop app), shown instead of the Open button.
OnlineNewIntent DrawOnlineNew(const Fonts& fonts, const games::Facts& game, OnlineChoice& choice,
                              const std::string& unavailable);

// ---- The invitation: link, Copy and QR code
// ------------------------------------------------------

struct Invite {
    std::string link;
    std::string qr; // QR modules, row by row ('1' dark); empty while it is made
    int qr_size = 0;
};
// The link with a Copy button (target "copy_link") and its QR code, `width` wide; true on Copy.
bool DrawInvite(const Invite& invite, float width);

// ---- The host's lobby
// -------------------------------------------------------------------------------

struct LobbyIntent {
    bool start = false; // target "online_start"
    bool close = false; // target "online_close"
    bool copy = false;
    int fill = -1;             // a bot level chosen for the empty seats (core::SeatKind), or -1
    bool name_changed = false; // the name field (target "host_name") was edited
};
// Who has joined and which seats bots will take; `status`: how the table is reached ("Open:
// friends can join", or why not yet). `name`: the host's name field, drawn when not null (the
// player has no name yet; empty, it reads "Player 1").
LobbyIntent DrawHostLobby(const Fonts& fonts, const games::Facts& game,
                          const std::vector<online::SeatInfo>& seats, core::SeatKind fill,
                          const Invite& invite, const std::string& status, bool ready,
                          std::string* name);

// ---- A guest's lobby
// ----------------------------------------------------------------------------------

struct JoinIntent {
    int sit = -1;       // a free seat pressed (target "sit:N")
    bool leave = false; // target "online_leave"
};
// The host's seats, a name field (target "join_name") and a Sit button at each free seat;
// once seated, whom it waits for. `stage`: what is going on, in plain words; `bots`: the level
// of the bots for the free seats, as the host said (none: not said).
JoinIntent DrawGuestLobby(const Fonts& fonts, const games::Facts& game, const online::Lobby& lobby,
                          std::optional<core::SeatKind> bots, std::string& name,
                          const std::string& stage);

// ---- Over a table: who is away, the news
// ---------------------------------------------------------

struct OnlineBar {
    std::string waiting;             // "The game waits for Bruno to come back." or ""
    std::vector<std::string> news;   // recent lines (a guest sat down, a move was refused)
    std::vector<int> stand_in_seats; // seats a bot may take now (the host's bar only)
    std::vector<std::string> stand_in_names;
};
// Who is away and the news, only while there is something to say: on a wide screen a strip under
// the table's top bar, right-aligned under its buttons, where it covers no name plate; on a phone
// over the middle of the table. The seat whose "Let a bot play" (target "stand_in:N") was
// pressed, or -1.
int DrawOnlineBar(const OnlineBar& bar);

// A warning heading a screen that would end the online table (a new game while friends sit at
// it): "Bo is at this table online; a new game ends it for them." Nothing when `names` is empty.
void DrawOnlineWarning(const std::vector<std::string>& names);
std::string online_warning(const std::vector<std::string>& names);

// An invitation panel over the table (Share at an online table); true when closed (target
// "invite_close"); `copy` when its Copy was pressed.
bool DrawInviteOverTable(const Fonts& fonts, const Invite& invite, bool& copy);

} // namespace table
