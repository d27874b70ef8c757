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

std::string tie_break_text(const std::vector<int>& totals, const std::vector<int>& counts,
                           const std::vector<int>& winners, const TieBreakWords& words,
                           const Speaker& say) {
    const int seats = int(std::min(totals.size(), counts.size()));
    if (winners.empty() || winners[0] >= seats) return {};
    const int w = winners[0], total = totals[std::size_t(w)];
    const std::string count = std::to_string(counts[std::size_t(w)]);
    if (winners.size() > 1)
        return "Tied at " + std::to_string(total) + " with " + words.same + " (" + count +
               "): the victory is shared.";
    auto better = [&](int a, int b) {
        return words.fewer_wins ? counts[std::size_t(a)] < counts[std::size_t(b)]
                                : counts[std::size_t(a)] > counts[std::size_t(b)];
    };
    int rival = -1;
    for (int p = 0; p < seats; ++p)
        if (p != w && totals[std::size_t(p)] == total && (rival < 0 || better(p, rival))) rival = p;
    if (rival < 0) return {};
    return say.who(w) + " tied at " + std::to_string(total) + " with " + say.whom(rival) +
           " and won " + words.won + ": " + count + words.unit + " against " +
           std::to_string(counts[std::size_t(rival)]) + ".";
}

std::string game_over_text(const std::vector<int>& totals, const std::vector<int>& winners,
                           const std::string& tie, const Speaker& say) {
    std::string line = "The game is over:";
    for (std::size_t p = 0; p < totals.size(); ++p)
        line += (p ? ", " : " ") + say.who(int(p)) + " " + std::to_string(totals[p]);
    if (winners.size() == 1)
        return line + ". " + say.says(winners[0], "wins", "win") + (tie.empty() ? "" : ". ") + tie;
    return line + ". " + (tie.empty() ? "Shared victory" : tie);
}

} // namespace core
