// Text from elsewhere (a link, storage, a file) is bytes, not always UTF-8. Everything shown to
// the player or dumped as JSON must be valid UTF-8 (nlohmann's dump() throws otherwise, and the
// web build aborts at any throw), so messages quote such text only through these.
#pragma once
#include <cstddef>
#include <string>
#include <string_view>

namespace core {

// Well-formed UTF-8 (no stray continuation byte, no cut sequence).
bool valid_utf8(std::string_view s);
// At most `max` bytes, cut before a UTF-8 continuation byte so no character is split.
std::string clip_utf8(std::string s, std::size_t max);
// `s` with every byte that is not part of a well-formed UTF-8 sequence, and every control
// character but the newline, replaced by '?': safe to show and to dump.
std::string printable(std::string_view s);

// A count and its noun, singular for 1 and -1: "1 card", "3 cards", "-1 pt", "0 pts".
std::string count_of(int n, const char* one, const char* many);

} // namespace core
