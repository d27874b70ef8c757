// The action log: a game is its seed plus the list of actions taken, and nothing else. Replays,
// undo, saved games and replay links all rebuild the state by playing the log from the deal.
//
// What a code means is up to each game; the core only stores and transports (seat, code) pairs.
// Text form (the "a=" part of a link): each action as two unsigned LEB128 varints, seat then
// code, all concatenated, then base64url (RFC 4648 section 5: A-Z a-z 0-9 - _) without '='
// padding, so the text is safe in a URL fragment and on a command line without quoting.
#pragma once

#include "engine/core/expected.h"

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace core {

// Seat number of the table itself, for actions no player takes (e.g. "reaction window closes").
inline constexpr std::uint8_t kTableSeat = 255;

struct LoggedAction {
    std::uint8_t seat; // 0..7 for players, kTableSeat for the table
    std::uint32_t code;

    bool operator==(const LoggedAction& o) const { return seat == o.seat && code == o.code; }
    bool operator!=(const LoggedAction& o) const { return !(*this == o); }
};

using ActionLog = std::vector<LoggedAction>;

std::string encode_actions(const ActionLog& log);

// The inverse of encode_actions. Accepts exactly the texts encode_actions makes (so one log has
// one text); anything else fails with a message saying what is wrong and where: a character
// outside base64url, a length no base64 text can have, leftover bits in the last character, a
// number cut off at the end, a number longer than 5 bytes or above 2^32-1, a number written with
// needless extra bytes, a seat above 255, or a seat without its code.
Expected<ActionLog> decode_actions(std::string_view text);

} // namespace core
