// The new-game screen's choices: who sits at a first game's table, and the odds in a race it
// shows (rules 8, 10 and 11: a TXEK or an interception goes to whoever presses first).
#include "engine/txek/reaction_races.h"
#include "table/txek/new_game.h"

#include <catch2/catch.hpp>

#include <cmath>
#include <string>

using core::SeatKind;

TEST_CASE("new game: a first game seats a casual and a good bot, and a mixed table of more seats "
          "them in turn from the person's left") {
    const core::Setup first = table::setup_for(table::TxekChoice{});
    CHECK(first.seats == std::vector<SeatKind>{SeatKind::Human, SeatKind::Casual, SeatKind::Good});
    table::TxekChoice five;
    five.opponents = 5;
    CHECK(table::setup_for(five).seats ==
          std::vector<SeatKind>{SeatKind::Human, SeatKind::Casual, SeatKind::Good,
                                SeatKind::Casual, SeatKind::Good, SeatKind::Casual});
    five.bots = table::TxekBots::Expert;
    CHECK(table::setup_for(five).seats ==
          std::vector<SeatKind>{SeatKind::Human, SeatKind::Expert, SeatKind::Expert,
                                SeatKind::Expert, SeatKind::Expert, SeatKind::Expert});
}

TEST_CASE("new game: the odds shown against one casual or one good bot are what the races "
          "measure (txektool reaction --bots 1 --games 200)") {
    for (const auto& [level, kind] :
         {std::pair{table::TxekBots::Casual, SeatKind::Casual},
          std::pair{table::TxekBots::Good, SeatKind::Good}}) {
        txek::races::Config c;
        c.level = kind;
        c.players = 2;
        c.games = 200;
        txek::races::Tally t;
        std::string why;
        REQUIRE(txek::races::run(c, t, why));
        long contested = 0, wins = 0;
        for (int k = 0; k < txek::races::kKinds; ++k) contested += t.contested[k], wins += t.wins[k];
        REQUIRE(contested > 0);
        CHECK(table::race_win_percent(level, 1) ==
              int(std::lround(100.0 * double(wins) / double(contested))));
    }
    // The screen shows tables of one, three and six bots.
    CHECK(table::race_win_percent(table::TxekBots::Expert, 2) < 0);
}
