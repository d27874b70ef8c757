// Txek's table asks for the penalty and call cues (table/sound.h) as it shows what happened.
#include "engine/txek/txek.h"
#include "table/session.h"
#include "table/sound_testing.h"
#include "table/txek/table.h"

#include <catch2/catch.hpp>

using namespace table;
using namespace table::sound_testing;

TEST_CASE("txek sound: the penalty buzz sounds for the person's own penalty only, and "
          "TXEK's call for anyone's") {
    auto m = quiet_match("txek", 14);
    // Both seats lay their bench (rules 2-3).
    for (int seat = 0; seat < 2; ++seat) REQUIRE(m->act(seat, m->legal(seat).front()).ok);
    const int current = m->view(-1)["current"].get<int>();
    const int other = 1 - current;
    const std::uint32_t draw = txek::Action::draw().encode();

    for (int me : {other, current}) {
        INFO("the person sits at seat " << me);
        auto copy = m->snapshot();
        LocalSeat port(*copy, me, true);
        LocalSeat watcher(*copy, -1, false);
        TxekTable table(table_setup(*copy));
        table.attach({&port}, &watcher);
        table.update(1.0);
        TakeCues();
        // Drawing out of turn is the "Not your turn" penalty (D14).
        REQUIRE(copy->act(other, draw).ok);
        table.update(2.0);
        CHECK(has(TakeCues(), Cue::Penalty) == (me == other));
    }
}
