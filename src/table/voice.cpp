#include "table/voice.h"

#include <algorithm>

namespace table {

std::string Voice::name(int seat) const {
    if (seat >= 0 && seat < int(names_.size()) && !names_[std::size_t(seat)].empty())
        return names_[std::size_t(seat)];
    if (seat >= 0 && seat < 255) return fill(tr("Seat {n}"), {{"n", std::to_string(seat + 1)}});
    return trc("subject", "The table");
}

std::string Voice::who(int seat) const {
    return is_you(seat) ? std::string(trc("subject", "You")) : name(seat);
}

std::string Voice::whom(int seat) const {
    return is_you(seat) ? std::string(trc("object", "you")) : name(seat);
}

std::string Voice::label(int seat) const {
    if (!is_you(seat)) return name(seat);
    const bool named = seat < int(names_.size()) && !names_[std::size_t(seat)].empty() &&
                       names_[std::size_t(seat)] != "You";
    return named ? fill(tr("{name} (you)"), {{"name", names_[std::size_t(seat)]}})
                 : std::string(trc("plate", "You"));
}

std::string Voice::list(std::vector<int> seats) const {
    std::stable_partition(seats.begin(), seats.end(), [&](int s) { return !is_you(s); });
    std::vector<std::string> names;
    for (std::size_t i = 0; i < seats.size(); ++i)
        names.push_back(i ? whom(seats[i]) : who(seats[i]));
    return and_list(names);
}

std::string Voice::says(int seat, const char* you, const char* other,
                        std::initializer_list<FillArg> args) const {
    std::vector<FillArg> all(args);
    if (!is_you(seat)) all.push_back({"name", name(seat)});
    return fill(is_you(seat) ? you : other, all);
}

std::string Voice::says_to(int seat, int other, const char* you_do, const char* to_you,
                           const char* they_do, std::initializer_list<FillArg> args) const {
    std::vector<FillArg> all(args);
    if (!is_you(seat)) all.push_back({"name", name(seat)});
    if (!is_you(other)) all.push_back({"other", name(other)});
    return fill(is_you(seat) ? you_do : is_you(other) ? to_you : they_do, all);
}

std::string and_list(const std::vector<std::string>& items) {
    if (items.empty()) return {};
    std::string text = items[0];
    for (std::size_t i = 1; i + 1 < items.size(); ++i)
        text = fill(trc("list", "{list}, {item}"), {{"list", text}, {"item", items[i]}});
    if (items.size() > 1)
        text = fill(trc("list", "{list} and {last}"), {{"list", text}, {"last", items.back()}});
    return text;
}

namespace {

// The seat tied with the winner `w` that the tie-break ranked next, or -1.
int tie_rival(const std::vector<int>& totals, const std::vector<int>& counts, int w,
              bool fewer_wins) {
    auto better = [&](int a, int b) {
        return fewer_wins ? counts[std::size_t(a)] < counts[std::size_t(b)]
                          : counts[std::size_t(a)] > counts[std::size_t(b)];
    };
    int rival = -1;
    const int seats = int(std::min(totals.size(), counts.size()));
    for (int p = 0; p < seats; ++p)
        if (p != w && totals[std::size_t(p)] == totals[std::size_t(w)] &&
            (rival < 0 || better(p, rival)))
            rival = p;
    return rival;
}

} // namespace

std::string tie_break_line(const std::vector<int>& totals, const std::vector<int>& counts,
                           const std::vector<int>& winners, const TieBreakWords& words,
                           const Voice& say) {
    const int seats = int(std::min(totals.size(), counts.size()));
    if (winners.empty() || winners[0] < 0 || winners[0] >= seats) return {};
    const int w = winners[0];
    const std::string total = std::to_string(totals[std::size_t(w)]);
    const std::string count = std::to_string(counts[std::size_t(w)]);
    if (winners.size() > 1) return fill(words.shared, {{"total", total}, {"count", count}});
    const int rival = tie_rival(totals, counts, w, words.fewer_wins);
    if (rival < 0) return {};
    return say.says(w, words.you_won, words.they_won,
                    {{"total", total},
                     {"count", count},
                     {"rival", say.whom(rival)},
                     {"rival_count", std::to_string(counts[std::size_t(rival)])}});
}

std::string game_over_line(const std::vector<int>& totals, const std::vector<int>& winners,
                           const std::string& tie, const Voice& say) {
    std::vector<std::string> scores;
    for (std::size_t p = 0; p < totals.size(); ++p)
        scores.push_back(fill(
            trc("score", "{name} {points}"),
            {{"name", say.is_you(int(p)) ? std::string(trc("score", "you")) : say.name(int(p))},
             {"points", std::to_string(totals[p])}}));
    std::string scores_text;
    for (const std::string& s : scores)
        scores_text = scores_text.empty() ? s
                                          : fill(trc("list", "{list}, {item}"),
                                                 {{"list", scores_text}, {"item", s}});
    std::string line = fill(tr("The game is over: {scores}."), {{"scores", scores_text}});
    if (winners.size() == 1) {
        line += " " + say.says(winners[0], tr("You win"), tr("{name} wins"));
        return tie.empty() ? line : line + ". " + tie;
    }
    return line + " " + (tie.empty() ? std::string(tr("Shared victory")) : tie);
}

} // namespace table
