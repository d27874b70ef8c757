// Checks' table asks for the sound cues (table/sound.h) as it shows what happened: a card's
// when its flight lands, the turn's when the turn comes back, the end's when a game ends.
#include "table/checks/table.h"
#include "table/session.h"
#include "table/sound_testing.h"

#include <catch2/catch.hpp>

using namespace table;
using namespace table::sound_testing;

namespace {

// The seat whose turn it is in a Checks match, from the public view.
int checks_current(const games::Match& m) {
    return m.view(-1)["current"].get<int>();
}

} // namespace

TEST_CASE("checks sound: a card's cue sounds when its flight lands, not when it is played") {
    TakeCues();
    auto m = quiet_match("checks", 11);
    const int seat = checks_current(*m);
    LocalSeat port(*m, seat, true);
    LocalSeat watcher(*m, -1, false);
    ChecksTable table(table_setup(*m));
    table.attach({&port}, &watcher);
    table.update(10.0);
    TakeCues();

    REQUIRE(port.submit(m->legal(seat).front()).empty());
    table.update(10.01);
    CHECK(table.animating()); // its cards are flying
    CHECK_FALSE(has(TakeCues(), Cue::Land));
    table.update(12.0);
    CHECK(has(TakeCues(), Cue::Land));
}

TEST_CASE("checks sound: the turn cue sounds when the turn comes to the person here, not "
          "on the first look nor in a replay") {
    auto m = quiet_match("checks", 12);
    const int me = checks_current(*m);
    LocalSeat port(*m, me, true);
    LocalSeat watcher(*m, -1, false);
    ChecksTable table(table_setup(*m));
    table.attach({&port}, &watcher);
    TakeCues();
    table.update(1.0); // my turn, seen first: a resumed game opens quietly
    CHECK_FALSE(has(TakeCues(), Cue::Turn));
    // My move, then the other seat's, until the turn is mine again.
    REQUIRE(port.submit(m->legal(me).front()).empty());
    table.update(2.0);
    CHECK_FALSE(has(TakeCues(), Cue::Turn));
    for (int i = 0; i < 20 && checks_current(*m) != me; ++i) {
        REQUIRE(m->act(1 - me, m->legal(1 - me).front()).ok);
        table.update(3.0 + i);
    }
    REQUIRE(checks_current(*m) == me);
    CHECK(has(TakeCues(), Cue::Turn));

    LocalSeat replay_port(*m, me, false); // a replay's port: nobody plays there
    ChecksTable replay(table_setup(*m));
    replay.attach({&replay_port}, &watcher);
    replay.update(1.0);
    REQUIRE(m->act(me, m->legal(me).front()).ok);
    for (int i = 0; i < 20 && checks_current(*m) != me; ++i) {
        REQUIRE(m->act(1 - me, m->legal(1 - me).front()).ok);
        replay.update(3.0 + i);
    }
    CHECK_FALSE(has(TakeCues(), Cue::Turn));
}

TEST_CASE("checks sound: the end cue sounds when a Checks game ends") {
    auto m = quiet_match("checks", 13);
    LocalSeat port(*m, 0, true);
    LocalSeat watcher(*m, -1, false);
    ChecksTable table(table_setup(*m));
    table.attach({&port}, &watcher);
    core::Rng rng(5);
    double now = 1;
    bool ended = false;
    for (int i = 0; i < 2000 && !m->over(); ++i) {
        const auto next = m->random_action(rng);
        REQUIRE(next);
        REQUIRE(m->act(next->first, next->second).ok);
        table.update(now += 1);
        const std::vector<Cue> cues = TakeCues();
        ended = has(cues, Cue::End);
        if (!m->over()) CHECK_FALSE(ended);
    }
    REQUIRE(m->over());
    CHECK(ended);
}
