#include "platform/platform.h"

#include <SDL.h>
#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <ctime>
#include <filesystem>
#include <fstream>
#include <random>
#include <sstream>

namespace platform {

std::string startup_link(int argc, char** argv) {
    for (int i = 1; i < argc; ++i) {
        std::string a = argv[i];
        if (a.rfind("--", 0) != 0)
            return a; // options start with --; the first other word is a link
    }
    return {};
}

bool take_new_link(std::string&) {
    return false;
}
void show_link(const std::string&) {}
std::string link_prefix() {
    return "txek_table ";
}

bool copy_to_clipboard(const std::string& text) {
    return SDL_SetClipboardText(text.c_str()) == 0;
}

void publish_state(const std::string& json) {
    // For debugging the desktop app the same way the browser tests read the page.
    static const char* path = std::getenv("TXEK_STATE_FILE");
    if (!path) return;
    if (FILE* f = std::fopen(path, "w")) {
        std::fputs(json.c_str(), f);
        std::fclose(f);
    }
}

double clock_rate() {
    return 1.0;
}

bool test_wants_texts() {
    return false;
}

std::vector<std::string> preferred_languages() {
    std::vector<std::string> tags;
    if (const char* list = std::getenv("LANGUAGE"); list && *list) {
        std::string all(list);
        for (std::size_t at = 0; at <= all.size();) {
            std::size_t colon = all.find(':', at);
            if (colon == std::string::npos) colon = all.size();
            if (colon > at) tags.push_back(all.substr(at, colon - at));
            at = colon + 1;
        }
    }
    for (const char* name : {"LC_ALL", "LC_MESSAGES", "LANG"})
        if (const char* tag = std::getenv(name); tag && *tag) {
            tags.push_back(tag);
            break;
        }
    return tags;
}

double now_seconds() {
    static const Uint64 start = SDL_GetPerformanceCounter();
    return double(SDL_GetPerformanceCounter() - start) / double(SDL_GetPerformanceFrequency());
}

} // namespace platform

namespace platform {
bool touch_screen() {
    return SDL_GetNumTouchDevices() > 0;
}

std::uint64_t random_seed() {
    std::random_device rd;
    return (std::uint64_t(rd()) << 32) ^ rd();
}

// One process, one window: this app plays every game it opens.
void claim(const std::string&, bool) {}
Claim claim_state(const std::string&) {
    return Claim::Mine;
}
std::uint64_t tab_news() {
    return 0;
}
} // namespace platform

namespace platform {
namespace {
std::string data_folder() {
    if (const char* dir = std::getenv("TXEK_DATA_DIR"); dir && *dir) return dir;
    if (const char* xdg = std::getenv("XDG_DATA_HOME"); xdg && *xdg)
        return std::string(xdg) + "/txek-table";
    if (const char* home = std::getenv("HOME"); home && *home)
        return std::string(home) + "/.local/share/txek-table";
    return ".";
}
bool g_pick_requested = false;
} // namespace

std::int64_t epoch_ms() {
    return std::int64_t(std::time(nullptr)) * 1000;
}

std::string now_iso8601() {
    std::time_t t = std::time(nullptr);
    char buf[32];
    std::strftime(buf, sizeof buf, "%Y-%m-%dT%H:%M:%SZ", std::gmtime(&t));
    return buf;
}

bool save_text_file(const std::string& name, const std::string& text, std::string& where) {
    where = data_folder() + "/" + name;
    std::ofstream out(where, std::ios::binary);
    out << text;
    return bool(out.flush());
}

bool export_text_file(const std::string& name, const std::string& text, const std::string&,
                      std::string& where) {
    std::error_code ec;
    const std::filesystem::path cwd = std::filesystem::current_path(ec);
    where = (ec ? std::filesystem::path(name) : cwd / name).string();
    std::ofstream out(where, std::ios::binary);
    out << text;
    return bool(out.flush());
}

// Natively the file to import is <data folder>/import.json (the desktop app is for debugging).
void pick_text_file() {
    g_pick_requested = true;
}

bool take_picked_text(std::string& text) {
    if (!g_pick_requested) return false;
    g_pick_requested = false;
    std::ifstream in(data_folder() + "/import.json", std::ios::binary);
    std::stringstream ss;
    ss << in.rdbuf();
    text = ss.str();
    return true;
}
} // namespace platform

namespace platform {
namespace {

// SDL audio: one mono float device, opened when the sounds are uploaded; a callback mixes the
// sounds playing. Without a device (a server, a CI machine) nothing is heard. SDL_Quit closes it.
class SdlSound : public SoundSink {
public:
    void upload(int id, const char*, const std::vector<float>& samples, int rate) override {
        open(rate);
        if (!device_) return;
        SDL_LockAudioDevice(device_);
        if (id >= int(sounds_.size())) sounds_.resize(std::size_t(id) + 1);
        sounds_[std::size_t(id)] = samples;
        SDL_UnlockAudioDevice(device_);
    }

    void play(int id, float gain) override {
        if (!device_ || id < 0 || id >= int(sounds_.size())) return;
        SDL_LockAudioDevice(device_);
        voices_.push_back({id, 0, gain});
        SDL_UnlockAudioDevice(device_);
    }

private:
    struct Voice {
        int id;
        std::size_t pos;
        float gain;
    };

    void open(int rate) {
        if (tried_) return;
        tried_ = true;
        if (SDL_InitSubSystem(SDL_INIT_AUDIO) != 0) return;
        SDL_AudioSpec want{};
        want.freq = rate;
        want.format = AUDIO_F32SYS;
        want.channels = 1;
        want.samples = 512; // about 23 ms at 22 kHz: a cue starts with its move
        want.callback = &SdlSound::mix;
        want.userdata = this;
        // No changes allowed: SDL converts to whatever the device takes.
        device_ = SDL_OpenAudioDevice(nullptr, 0, &want, nullptr, 0);
        if (device_) SDL_PauseAudioDevice(device_, 0);
    }

    // On SDL's audio thread, with the device locked.
    static void mix(void* self, Uint8* stream, int bytes) {
        auto& s = *static_cast<SdlSound*>(self);
        float* out = reinterpret_cast<float*>(stream);
        const std::size_t n = std::size_t(bytes) / sizeof(float);
        std::fill(out, out + n, 0.0f);
        for (Voice& v : s.voices_) {
            const std::vector<float>& pcm = s.sounds_[std::size_t(v.id)];
            for (std::size_t i = 0; i < n && v.pos < pcm.size(); ++i, ++v.pos)
                out[i] += pcm[v.pos] * v.gain;
        }
        s.voices_.erase(std::remove_if(s.voices_.begin(), s.voices_.end(),
                                       [&](const Voice& v) {
                                           return v.pos >= s.sounds_[std::size_t(v.id)].size();
                                       }),
                        s.voices_.end());
        for (std::size_t i = 0; i < n; ++i) out[i] = std::clamp(out[i], -1.0f, 1.0f);
    }

    bool tried_ = false;
    SDL_AudioDeviceID device_ = 0;
    std::vector<std::vector<float>> sounds_;
    std::vector<Voice> voices_;
};

} // namespace

SoundSink& sound_sink() {
    static SdlSound sound;
    return sound;
}

// Natively the keyboard is SDL's: there is no <input> to bridge.
void text_fields(const std::vector<TextField>&, int) {}
bool take_typed_text(std::string&) {
    return false;
}
bool take_text_done() {
    return false;
}
bool text_news() {
    return false;
}

} // namespace platform
