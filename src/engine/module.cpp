#include "engine/module.h"

#include "engine/core/refusal.h"

#include <algorithm>

namespace games {

std::vector<double> Match::win_shares() const {
    std::vector<double> shares(std::size_t(players()), 0.0);
    const std::vector<int> won = winners();
    for (int p : won) shares[std::size_t(p)] = 1.0 / double(won.size());
    return shares;
}

std::vector<int> best_scores(const Facts& facts, const std::vector<double>& scores) {
    std::vector<int> seats;
    if (scores.empty()) return seats;
    const double best = facts.lower_wins ? *std::min_element(scores.begin(), scores.end())
                                         : *std::max_element(scores.begin(), scores.end());
    for (std::size_t p = 0; p < scores.size(); ++p)
        if (scores[p] == best) seats.push_back(int(p));
    return seats;
}

std::vector<int> Match::acting_seats() const {
    std::vector<int> seats;
    for (int p = 0; p < players(); ++p)
        if (!legal(p).empty()) seats.push_back(p);
    return seats;
}

std::vector<std::vector<nlohmann::json>> told_so_far(const Module& game, const Match& match,
                                                     const std::vector<int>& seats) {
    std::vector<std::vector<nlohmann::json>> told(seats.size());
    MatchOptions quiet;
    quiet.bots = false;
    quiet.auto_next = false; // the table's own actions are in the log
    auto again = game.open(match.setup(), match.seed(), {}, quiet);
    if (!again) return told;
    Match& replay = *again.value();
    for (int seat : seats) replay.watch(seat);
    for (const core::LoggedAction& a : match.log()) replay.act(a.seat, a.code);
    for (std::size_t i = 0; i < seats.size(); ++i) told[i] = replay.take_events(seats[i]);
    return told;
}

std::string players_text(const Facts& f) {
    if (f.min_players == f.max_players) return std::to_string(f.min_players) + " players";
    return std::to_string(f.min_players) + " to " + std::to_string(f.max_players) + " players";
}

std::string check_seating(const Facts& f, const core::Setup& setup) {
    const auto people = std::count(setup.seats.begin(), setup.seats.end(), core::SeatKind::Human);
    if (people <= f.max_people) return {};
    return core::refuse(kTooManyPeople, {int(people)});
}

} // namespace games
