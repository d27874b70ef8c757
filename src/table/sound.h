// The table's sound: short cues synthesised in code (no sound files), asked for by
// any game's table as it shows what happened, and played by the App through the platform's
// sound sink (WebAudio in the browser, SDL audio natively) at the player's volume, or not at all
// when the player muted them.
//
// A table only says which cue fits (PlayCue); the App decides whether it is heard: once a frame,
// only for the table on screen, each cue at most once a frame (two cards landing together make
// one sound), and never while muted or at volume 0.
#pragma once
#include "platform/platform.h"
#include "table/settings.h"

#include <algorithm>
#include <cstdint>
#include <vector>

namespace table {

// Every game's cues; a new game picks among these rather than adding its own.
enum class Cue : std::uint8_t {
    Turn,    // the person at the screen may move now
    Land,    // a card lands where it was going (at the end of its flight, not when it set off)
    Call,    // a call of the game (Txek's TXEK and Double-TXEK)
    Penalty, // the person at the screen takes a penalty
    End,     // a round or a game ends
};
inline constexpr int kCueCount = 5;
// Low enough to keep synthesis cheap, high enough for a 2.6 kHz partial; WebAudio and SDL
// resample to the device's rate.
inline constexpr int kSoundRate = 22050;

const char* CueName(Cue cue); // "turn", "land", "call", "penalty", "end": the test hook's names
double CueSeconds(Cue cue);   // how long each cue lasts: the longest, the end's chord, about 1 s

// The cue's samples, mono, in [-1, 1]: the same numbers on every call.
std::vector<float> SynthCue(Cue cue, int rate = kSoundRate);

// ---- From the tables, like MarkTarget: cues asked for since the App last took them.
void PlayCue(Cue cue);
std::vector<Cue> TakeCues();
// The sound is muted (Settings::muted), for the top bar's button; the App sets it each frame.
void SetSoundMuted(bool muted);
bool SoundMuted();

// Plays Cue::Turn each time `mine` becomes true; the first look plays nothing, so a game
// resumed on the player's turn opens quietly.
class TurnCue {
public:
    void see(bool mine);

private:
    int last_ = -1; // -1: not looked yet
};

// Ends the flights that have landed (`start` and `duration` in seconds), with one landing cue
// when any did: every table's card flights end this way.
template <class Flights> void LandFlights(Flights& flights, double now) {
    const auto landed = [now](const auto& f) { return now > f.start + f.duration; };
    const auto first = std::remove_if(flights.begin(), flights.end(), landed);
    if (first != flights.end()) PlayCue(Cue::Land);
    flights.erase(first, flights.end());
}

// The player's volume (Settings::volume, 0-100) as a gain: squared, so the slider's middle
// sounds like half as loud rather than nearly full.
float VolumeGain(const Settings& settings);

// The App's player: uploads every cue to the sink once, then plays by id at the settings'
// volume. Muted or at volume 0 the sink is not called at all.
class CuePlayer {
public:
    explicit CuePlayer(platform::SoundSink* sink = nullptr) : sink_(sink) {}
    void set_sink(platform::SoundSink* sink);
    // Plays each distinct cue of `cues` once.
    void play(const std::vector<Cue>& cues, const Settings& settings);

private:
    platform::SoundSink* sink_;
    bool uploaded_ = false;
};

} // namespace table
