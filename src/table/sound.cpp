#include "table/sound.h"

#include <algorithm>
#include <cmath>

namespace table {
namespace {

constexpr double kPi = 3.14159265358979323846;

// A note's loudness over time: a short rise (no click at the start), then an exponential fall.
double envelope(double t, double attack, double decay) {
    if (t < 0) return 0;
    if (t < attack) return t / attack;
    return std::exp(-(t - attack) / decay);
}

struct Note {
    double at;     // seconds from the cue's start
    double freq;   // Hz
    double amp;    // before the cue is normalised
    double attack; // seconds
    double decay;  // seconds to fall to 1/e
    double bright; // the weight of the overtones: 0 a pure sine, more a brighter bell
};

// Adds a note: a sine with its second and third partials.
void add_note(std::vector<float>& out, int rate, const Note& n) {
    const std::size_t first = std::size_t(n.at * rate);
    for (std::size_t i = first; i < out.size(); ++i) {
        const double t = double(i - first) / rate;
        const double e = envelope(t, n.attack, n.decay);
        if (t > n.attack && e < 1e-4) break;
        const double w = 2 * kPi * n.freq * t;
        const double s = std::sin(w) + n.bright * (0.5 * std::sin(2 * w) + 0.25 * std::sin(3 * w));
        out[i] += float(n.amp * e * s);
    }
}

// The penalty's buzz: two band-limited sawtooths a few hertz apart, which beat against each
// other; it holds, then fades in its last fifth.
void add_buzz(std::vector<float>& out, int rate, double freq) {
    const double len = double(out.size()) / rate;
    for (std::size_t i = 0; i < out.size(); ++i) {
        const double t = double(i) / rate;
        const double rise = std::min(1.0, t / 0.012), fall = std::min(1.0, (len - t) / (len * 0.2));
        double s = 0;
        for (int k = 1; k <= 8; ++k)
            s += (std::sin(2 * kPi * freq * k * t) + std::sin(2 * kPi * (freq + 4.5) * k * t)) / k;
        out[i] += float(0.5 * rise * fall * s);
    }
}

// A card on the felt: a thump that drops in pitch under a short burst of filtered noise. The
// noise comes from a fixed xorshift, so the cue is the same every time.
void add_thump(std::vector<float>& out, int rate) {
    std::uint32_t x = 2463534242u;
    double low = 0, phase = 0;
    for (std::size_t i = 0; i < out.size(); ++i) {
        const double t = double(i) / rate;
        x ^= x << 13, x ^= x >> 17, x ^= x << 5;
        const double white = double(x) / 4294967295.0 * 2 - 1;
        low += (white - low) * 0.35; // one-pole low-pass: a soft brush, not a hiss
        phase += 2 * kPi * (90 + 160 * std::exp(-t / 0.012)) / rate;
        const double e = envelope(t, 0.001, 0.014);
        out[i] += float(e * (0.8 * std::sin(phase) + 0.6 * low));
    }
}

// The largest sample to 0.8, and the last 5 ms faded out, so that no cue clips or clicks.
void finish(std::vector<float>& out, int rate) {
    float peak = 0;
    for (float s : out) peak = std::max(peak, std::abs(s));
    if (peak > 0)
        for (float& s : out) s *= 0.8f / peak;
    const std::size_t fade = std::min(out.size(), std::size_t(rate / 200));
    for (std::size_t k = 0; k < fade; ++k) out[out.size() - 1 - k] *= float(k) / float(fade);
}

} // namespace

const char* CueName(Cue cue) {
    static const char* const names[kCueCount] = {"turn", "land", "call", "penalty", "end"};
    return names[int(cue)];
}

double CueSeconds(Cue cue) {
    static const double seconds[kCueCount] = {0.30, 0.07, 0.45, 0.40, 1.10};
    return seconds[int(cue)];
}

std::vector<float> SynthCue(Cue cue, int rate) {
    std::vector<float> out(std::size_t(std::lround(CueSeconds(cue) * rate)), 0.0f);
    switch (cue) {
    case Cue::Turn: // a soft rising fourth, E5 then A5
        add_note(out, rate, {0.00, 659.25, 0.7, 0.006, 0.07, 0.3});
        add_note(out, rate, {0.09, 880.00, 0.8, 0.006, 0.09, 0.3});
        break;
    case Cue::Land:
        add_thump(out, rate);
        break;
    case Cue::Call: // "ti-DING": a short A5, then a bright E6 bell
        add_note(out, rate, {0.00, 880.00, 0.5, 0.003, 0.03, 0.8});
        add_note(out, rate, {0.06, 1318.51, 1.0, 0.003, 0.12, 1.0});
        break;
    case Cue::Penalty:
        add_buzz(out, rate, 98.0);
        break;
    case Cue::End: // C major, spread upward: C5 E5 G5 C6
    {
        const double notes[] = {523.25, 659.25, 783.99, 1046.50};
        for (int k = 0; k < 4; ++k)
            add_note(out, rate, {0.07 * k, notes[k], 0.6, 0.008, 0.28, 0.2});
        break;
    }
    }
    finish(out, rate);
    return out;
}

// ---- The queue the tables fill ------------------------------------------------------------------

namespace {
std::vector<Cue> g_cues;
bool g_muted = false;
} // namespace

void PlayCue(Cue cue) {
    g_cues.push_back(cue);
}

std::vector<Cue> TakeCues() {
    std::vector<Cue> taken;
    taken.swap(g_cues);
    return taken;
}

void SetSoundMuted(bool muted) {
    g_muted = muted;
}
bool SoundMuted() {
    return g_muted;
}

void TurnCue::see(bool mine) {
    if (mine && last_ == 0) PlayCue(Cue::Turn);
    last_ = mine ? 1 : 0;
}

float VolumeGain(const Settings& s) {
    const float v = float(std::clamp(s.volume, 0, 100)) / 100.0f;
    return v * v;
}

void CuePlayer::set_sink(platform::SoundSink* sink) {
    sink_ = sink;
    uploaded_ = false;
}

void CuePlayer::play(const std::vector<Cue>& cues, const Settings& settings) {
    const float gain = VolumeGain(settings);
    if (!sink_ || cues.empty() || settings.muted || gain <= 0) return;
    if (!uploaded_) {
        uploaded_ = true;
        for (int c = 0; c < kCueCount; ++c)
            sink_->upload(c, CueName(Cue(c)), SynthCue(Cue(c)), kSoundRate);
    }
    bool played[kCueCount] = {};
    for (Cue c : cues) {
        if (played[int(c)]) continue;
        played[int(c)] = true;
        sink_->play(int(c), gain);
    }
}

} // namespace table
