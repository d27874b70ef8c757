// Setup: who sits at the table (a human or a bot of some level, per seat) and the game's variant
// flags: everything a link says about a table besides the game, the seed and the actions.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace core {

// Human is a person at this screen; the other three are bot levels, weakest first.
enum class SeatKind : std::uint8_t { Human, Casual, Good, Expert };

// The letter of a seat in a link's "seats=" part: h, c, g, e.
char seat_letter(SeatKind kind);
// Only the four lower-case letters; anything else is nullopt.
std::optional<SeatKind> seat_from_letter(char letter);
// For menus and messages: "you/human", "casual bot", "good bot", "expert bot".
const char* seat_name(SeatKind kind);

// The seats of "hcg"-style text (links, records, saved games): false, with `why` in plain words
// (valid UTF-8 whatever the text holds), when a character is not one of the four letters.
bool seats_from_letters(std::string_view letters, std::vector<SeatKind>& out, std::string& why);

struct Setup {
    std::vector<SeatKind> seats; // indexed by seat number
    std::uint32_t variant = 0;   // flag bits, each game defines its own

    bool operator==(const Setup& o) const { return seats == o.seats && variant == o.variant; }
    bool operator!=(const Setup& o) const { return !(*this == o); }
};

} // namespace core
