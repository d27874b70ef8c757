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

} // namespace core
