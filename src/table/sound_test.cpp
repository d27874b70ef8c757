// The table's sound: cues synthesised in code, asked for by the tables as they show
// what happened, and played only when the player wants them.
#include "table/sound.h"

#include "engine/games.h"
#include "engine/txek/txek.h"
#include "table/checks/table.h"
#include "table/session.h"
#include "table/txek/table.h"

#include <catch2/catch.hpp>

#include <algorithm>
#include <cmath>
#include <map>

using namespace table;

namespace {

const Cue kCues[] = {Cue::Turn, Cue::Land, Cue::Call, Cue::Penalty, Cue::End};

double rms(const std::vector<float>& pcm) {
    double sum = 0;
    for (float s : pcm) sum += double(s) * s;
    return pcm.empty() ? 0 : std::sqrt(sum / double(pcm.size()));
}

// A platform sink that remembers what it was asked.
struct FakeSink : platform::SoundSink {
    std::map<int, std::size_t> uploaded; // id -> samples
    std::vector<std::pair<int, float>> played;
    void upload(int id, const char*, const std::vector<float>& samples, int) override {
        uploaded[id] = samples.size();
    }
    void play(int id, float gain) override { played.emplace_back(id, gain); }
};

bool has(const std::vector<Cue>& cues, Cue c) {
    return std::find(cues.begin(), cues.end(), c) != cues.end();
}

// A match of the registered game `id` whose seats move only when told (no bots, no next deal).
std::unique_ptr<games::Match> quiet_match(const char* id, std::uint64_t seed) {
    const games::Module* game = games::find(id);
    REQUIRE(game);
    core::Setup setup;
    setup.seats = {core::SeatKind::Human, core::SeatKind::Casual};
    games::MatchOptions quiet;
    quiet.bots = false;
    quiet.auto_next = false;
    return std::move(game->open(setup, seed, {}, quiet).value());
}

TableSetup table_setup(const games::Match& m) {
    return {m.setup(), {"Tess", "Bruno"}};
}

// The seat whose turn it is in a Checks match, from the public view.
int checks_current(const games::Match& m) {
    return m.view(-1)["current"].get<int>();
}

} // namespace

TEST_CASE("sound: every cue is short, audible, within [-1, 1], fades to silence and "
          "is the same on every call") {
    for (int rate : {kSoundRate, 44100}) {
        for (Cue c : kCues) {
            INFO(CueName(c) << " at " << rate << " Hz");
            const std::vector<float> pcm = SynthCue(c, rate);
            CHECK(pcm.size() == std::size_t(std::lround(CueSeconds(c) * rate)));
            CHECK(CueSeconds(c) <= 1.2); // a cue, not a tune
            CHECK(rms(pcm) > 0.05);
            const float peak =
                std::abs(*std::max_element(pcm.begin(), pcm.end(), [](float a, float b) {
                    return std::abs(a) < std::abs(b);
                }));
            CHECK(peak <= 1.0f);
            CHECK(peak > 0.5f);
            CHECK(std::abs(pcm.back()) < 0.01f); // no click at the end
            CHECK(SynthCue(c, rate) == pcm);
        }
    }
    // Each cue sounds like itself: no two are the same samples.
    for (Cue a : kCues)
        for (Cue b : kCues)
            if (a != b) CHECK(SynthCue(a) != SynthCue(b));
}

TEST_CASE("sound: muted or at volume 0 the sink is never called, otherwise each cue "
          "once a frame, louder with the volume") {
    const std::vector<Cue> frame = {Cue::Land, Cue::Turn, Cue::Land};
    FakeSink sink;
    CuePlayer player(&sink);
    Settings s;
    s.muted = true;
    player.play(frame, s);
    s.muted = false;
    s.volume = 0;
    player.play(frame, s);
    CHECK(sink.played.empty());
    CHECK(sink.uploaded.empty());

    s.volume = 50;
    player.play(frame, s);
    REQUIRE(sink.played.size() == 2); // two cards landing in one frame make one sound
    CHECK(sink.played[0].first == int(Cue::Land));
    CHECK(sink.played[1].first == int(Cue::Turn));
    CHECK(sink.uploaded.size() == std::size_t(kCueCount));
    const float half = sink.played[0].second;
    CHECK(half > 0.0f);

    s.volume = 100;
    player.play({Cue::End}, s);
    CHECK(sink.uploaded.size() == std::size_t(kCueCount)); // uploaded once
    REQUIRE(sink.played.size() == 3);
    CHECK(sink.played[2].second == 1.0f);
    CHECK(half < sink.played[2].second);

    CuePlayer silent; // no sink (the tests' App): nothing to call, nothing fails
    silent.play(frame, s);
}

TEST_CASE("sound: a card's cue sounds when its flight lands, not when it is played") {
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

TEST_CASE("sound: the turn cue sounds when the turn comes to the person here, not "
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

TEST_CASE("sound: the end cue sounds when a Checks game ends") {
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

TEST_CASE("sound: Txek's penalty buzz sounds for the person's own penalty only, and "
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
