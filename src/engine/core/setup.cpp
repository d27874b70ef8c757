// Seat kinds and their letters and names.
#include "engine/core/setup.h"

namespace core {

char seat_letter(SeatKind kind) {
    switch (kind) {
    case SeatKind::Human:
        return 'h';
    case SeatKind::Casual:
        return 'c';
    case SeatKind::Good:
        return 'g';
    case SeatKind::Expert:
        return 'e';
    }
    return '?'; // a value cast from a bad byte; never a valid letter, so it cannot round-trip
}

std::optional<SeatKind> seat_from_letter(char letter) {
    switch (letter) {
    case 'h':
        return SeatKind::Human;
    case 'c':
        return SeatKind::Casual;
    case 'g':
        return SeatKind::Good;
    case 'e':
        return SeatKind::Expert;
    default:
        return std::nullopt;
    }
}

const char* seat_name(SeatKind kind) {
    switch (kind) {
    case SeatKind::Human:
        return "you/human";
    case SeatKind::Casual:
        return "casual bot";
    case SeatKind::Good:
        return "good bot";
    case SeatKind::Expert:
        return "expert bot";
    }
    return "unknown seat";
}

bool seats_from_letters(std::string_view letters, std::vector<SeatKind>& out, std::string& why) {
    out.clear();
    for (std::size_t i = 0; i < letters.size(); ++i) {
        const auto kind = seat_from_letter(letters[i]);
        if (!kind) {
            // Not the character itself: it may be one byte of a longer UTF-8 character.
            why = "seat " + std::to_string(i + 1) +
                  " is not h (a person), c (casual bot), g (good bot) or e (expert bot)";
            return false;
        }
        out.push_back(*kind);
    }
    return true;
}

} // namespace core
