// The link codec: a whole table as one short string, used after '#' in the page's address and as
// the native app's command-line argument. A link without actions sets up a new game; with
// actions it is a replay (or a game to continue) at exactly the point it was shared.
//
// Form (keys always in this order when encoding; any order is accepted when decoding):
//     v=1&g=txek&seats=hce&var=0&seed=00000000075bcd15&a=AQID
//   v      link format version, decimal; only kLinkVersion is read
//   g      game id, 1-16 of [a-z0-9]
//   seats  one letter per seat (setup.h): h human, c casual, g good, e expert bot; 1-8 seats
//   var    the game's variant flag bits, lower-case hex without leading zeros (optional, 0)
//   seed   the deal's seed, 16 lower-case hex digits
//   a      the action log (action_log.h); only in replay links
// A join link seats whoever opens it at a friend's online table (src/online/README.md): it names
// the game and the table, and nothing of the deal:
//     v=1&g=txek&join=k3v9x0q2m7a1b8c4d5e6
//   join   the table's id, kJoinIdLength of [a-z0-9]; with it, no seats, var, seed or a
// Every character is URL-safe, so the string needs no escaping in an address or a shell.
#pragma once

#include "engine/core/action_log.h"
#include "engine/core/expected.h"
#include "engine/core/setup.h"

#include <cstddef>
#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <string_view>

namespace core {

inline constexpr int kLinkVersion = 1;
// Far above any real game's log, low enough that a pasted blob is refused before any work.
inline constexpr std::size_t kMaxLinkLength = 65536;
inline constexpr std::size_t kJoinIdLength = 20;

struct Link {
    int version = 1;
    std::string game;
    Setup setup;
    std::uint64_t seed = 0;
    std::optional<ActionLog> actions; // present: a replay link
    std::optional<std::string> join;  // present: a join link (no setup, seed or actions)

    bool operator==(const Link& o) const {
        return version == o.version && game == o.game && setup == o.setup && seed == o.seed &&
               actions == o.actions && join == o.join;
    }
    bool operator!=(const Link& o) const { return !(*this == o); }
};

// Without a leading '#'.
std::string encode_link(const Link& link);

// Reads a link as a player may paste it, with or without the leading '#'. known_game says
// whether a well-formed game id is one this build has (an empty function accepts every id).
// Any problem fails with a message for the player naming what is wrong. A link from another
// link version is refused as such before anything else in it is judged, so a newer link with
// keys this build does not know still gets the "newer version" message.
Expected<Link> decode_link(std::string_view text,
                           const std::function<bool(std::string_view)>& known_game);

} // namespace core
