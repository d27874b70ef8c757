#include "online/race_odds.h"

#include <array>
#include <map>
#include <optional>
#include <string>

namespace online {

namespace {

constexpr int kHostSeat = 0, kGuestSeat = 1;
constexpr std::int64_t kMaxGameMs = 6 * 3600 * 1000; // of virtual play: far more than a round

using PressPair = std::array<std::optional<Press>, 2>; // [seat]: its first press on a revision

// A person presses again on the same revision only after a press that changed nothing for
// seconds: the race was decided by the first.
std::map<std::uint64_t, PressPair> first_presses(const std::vector<Press>& presses) {
    std::map<std::uint64_t, PressPair> out;
    for (const Press& p : presses) {
        if (p.seat != kHostSeat && p.seat != kGuestSeat) continue;
        std::optional<Press>& slot = out[p.rev][std::size_t(p.seat)];
        if (!slot) slot = p;
    }
    return out;
}

// The seat whose press alone the match applied: a race has one winner, and the loser's press
// never goes through (too late for TXEK, the card already intercepted). -1 when both or neither
// were applied (two benches arranged at once raced nobody).
int sole_winner(const core::ActionLog& log, std::uint64_t rev, const PressPair& pair) {
    bool applied[2] = {false, false};
    for (std::size_t i = std::size_t(rev); i < log.size(); ++i)
        for (const std::optional<Press>& p : pair)
            if (int(log[i].seat) == p->seat && log[i].code == p->code) applied[p->seat] = true;
    if (applied[kHostSeat] == applied[kGuestSeat]) return -1;
    return applied[kHostSeat] ? kHostSeat : kGuestSeat;
}

// Txek's game runs to 200 points: a round on the sheet is enough to have raced in.
bool far_enough(SimTable& t) {
    return t.match().over() || !t.match().result_rows().empty();
}

core::Expected<RaceOdds> one_game(const SimConfig& config) {
    SimTable t(config);
    if (!t.open()) return core::Expected<RaceOdds>::fail(t.why());
    RaceOdds odds;
    const bool done = t.run(
        [&] {
            ++odds.steps;
            odds.hold_ms_sum += t.host().hold_ms();
            return far_enough(t);
        },
        kMaxGameMs);
    if (!done) return core::Expected<RaceOdds>::fail("a deal did not reach a result");
    odds += count_races(t.presses(), t.match().log());
    return core::Expected<RaceOdds>::ok(odds);
}

} // namespace

RaceOdds& RaceOdds::operator+=(const RaceOdds& o) {
    contested += o.contested;
    guest_wins += o.guest_wins;
    steps += o.steps;
    hold_ms_sum += o.hold_ms_sum;
    return *this;
}

RaceOdds count_races(const std::vector<Press>& presses, const core::ActionLog& log) {
    RaceOdds odds;
    for (const auto& [rev, pair] : first_presses(presses)) {
        if (!pair[kHostSeat] || !pair[kGuestSeat]) continue;
        const int winner = sole_winner(log, rev, pair);
        if (winner < 0) continue;
        ++odds.contested;
        if (winner == kGuestSeat) ++odds.guest_wins;
    }
    return odds;
}

core::Expected<RaceOdds> measure_races(const SimConfig& config, int games) {
    RaceOdds total;
    for (int g = 0; g < games; ++g) {
        SimConfig c = config;
        c.seed = config.seed + std::uint64_t(g);
        const auto odds = one_game(c);
        if (!odds)
            return core::Expected<RaceOdds>::fail("seed " + std::to_string(c.seed) + ": " +
                                                  odds.error());
        total += odds.value();
    }
    return core::Expected<RaceOdds>::ok(total);
}

} // namespace online
