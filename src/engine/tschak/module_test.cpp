// Tschak! on the game module (module.h): the winners the generic code reads follow the game's
// own tie-break, and the points stay as scored (README, "Scoring").
#include "engine/tschak/module.h"

#include <catch2/catch.hpp>

using namespace tschak;

TEST_CASE("README, Scoring: a tie on points won on fewer monsters has one winner for the "
          "tools and the sheet, and every seat's points as scored",
          "[tschak][module]") {
    core::Setup setup;
    setup.seats.assign(3, core::SeatKind::Human);
    State s = new_game(setup, 4).value();
    games::MatchOptions quiet;
    quiet.bots = false;
    CHECK(Match(s, quiet).winners().empty()); // nobody has won a game that runs
    // Nobody has scored yet: three equal totals, and seat 1 had fewer monsters (winners_of).
    s.phase = Phase::GameOver;
    s.winners = {1};
    const Match m(s, quiet);
    CHECK(m.scores() == std::vector<double>{0, 0, 0});
    CHECK(m.winners() == std::vector<int>{1});
    CHECK(m.win_shares() == std::vector<double>{0, 1, 0});
}
