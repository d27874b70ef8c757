// The odds of online races (online/race_odds.h), named after src/online/README.md, "Races". A
// seeded run on a virtual clock: the same figures every time, so the test compares them outright.
#include "engine/games.h"
#include "online/race_odds.h"

#include <catch2/catch.hpp>

using namespace online;

// README "Races": arrival order favours the host; ordering by when each person pressed gives the
// guest back what the network took.
TEST_CASE("online (races): across a 300 ms round trip the guest wins a smaller share of the "
          "contested races by arrival than by stamps") {
    SimConfig c;
    c.game = games::find("txek");
    c.seed = 20261126;
    c.guests = {150};
    c.fair_races = true;
    const auto stamps = measure_races(c, 10);
    c.fair_races = false;
    const auto arrival = measure_races(c, 10);
    REQUIRE(stamps);
    REQUIRE(arrival);
    const RaceOdds& s = stamps.value();
    const RaceOdds& a = arrival.value();
    INFO("by stamps " << s.guest_wins << "/" << s.contested << ", by arrival " << a.guest_wins
                      << "/" << a.contested);
    REQUIRE(s.contested > 0);
    REQUIRE(a.contested > 0);
    CHECK(a.guest_wins < s.guest_wins);
    CHECK(a.guest_wins * s.contested < s.guest_wins * a.contested); // the shares, exactly
    CHECK(s.mean_hold_ms() > a.mean_hold_ms());
}
