#include "engine/core/speaker.h"

#include <algorithm>

namespace core {

std::string Speaker::who(int seat) const {
    if (is_you(seat)) return "You";
    if (seat >= 0 && seat < int(names_.size()) && !names_[std::size_t(seat)].empty())
        return names_[std::size_t(seat)];
    return seat >= 0 && seat < 255 ? "Seat " + std::to_string(seat + 1) : std::string("The table");
}

std::string Speaker::whom(int seat) const {
    return is_you(seat) ? std::string("you") : who(seat);
}

std::string Speaker::whose(int seat) const {
    return is_you(seat) ? std::string("your") : who(seat) + "'s";
}

std::string Speaker::label(int seat) const {
    if (!is_you(seat)) return who(seat);
    const bool named = seat < int(names_.size()) && !names_[std::size_t(seat)].empty() &&
                       names_[std::size_t(seat)] != "You";
    return named ? names_[std::size_t(seat)] + " (you)" : std::string("You");
}

std::string Speaker::list(std::vector<int> seats) const {
    std::stable_partition(seats.begin(), seats.end(), [&](int s) { return !is_you(s); });
    std::string out;
    for (std::size_t i = 0; i < seats.size(); ++i) {
        if (i) out += i + 1 == seats.size() ? " and " : ", ";
        out += i ? whom(seats[i]) : who(seats[i]);
    }
    return out;
}

std::string Speaker::says(int seat, const char* third_person, const char* second_person) const {
    return who(seat) + " " + (is_you(seat) ? second_person : third_person);
}

} // namespace core
