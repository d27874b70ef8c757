// The table's sound: cues synthesised in code, asked for by the tables as they show
// what happened, and played only when the player wants them.
#include "table/sound.h"

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
