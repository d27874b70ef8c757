// What the table needs from the browser or the desktop, and nothing more. Only src/platform/
// knows which one it runs on; *_web.cpp and *_native.cpp implement this header.
#pragma once
#include <cstdint>
#include <string>
#include <vector>

namespace platform {

// The link the app was opened with: the page's '#' part, or the first command-line argument.
std::string startup_link(int argc, char** argv);
// A link opened while running (the player edited the address bar's '#' part). True once per change.
bool take_new_link(std::string& link);
// Shows the current table's link in the address bar without reloading (web; no-op natively).
void show_link(const std::string& link);
// The address a shared link starts with: the page's URL without '#' (web), "txek-table " natively.
std::string link_prefix();
bool copy_to_clipboard(const std::string& text);
// Test hook: the table's public state as JSON (never hidden cards). Web: window.txekState.
void publish_state(const std::string& json);
// Seconds since start, from a monotonic clock. The engine never reads time; the table does.
double now_seconds();
// How many seconds of now_seconds() pass in a real second: 1, unless a browser test runs the
// clock at another rate (window.txekTestClockRate, web/tests/lib.mjs). Bots, reaction
// windows, flights and timers all run on now_seconds(), so they all follow it.
double clock_rate();
// A browser test asks for the texts drawn, with their rectangles, in the test hook
// (window.txekTestTexts, table/drawn_text.h); never natively.
bool test_wants_texts();
// Wall-clock time for score sheets: milliseconds since 1970 and ISO 8601 text (UTC).
std::int64_t epoch_ms();
std::string now_iso8601();
// Export and import of files: the browser's download and file picker; natively a file in the
// data folder. The picked text arrives later: poll take_picked_text() each frame.
bool save_text_file(const std::string& name, const std::string& text, std::string& where);
void pick_text_file();
bool take_picked_text(std::string& text);
// A stored value exactly as it is stored (Settings → Kept aside, Export): the browser's download
// of a file `name` of MIME type `type` (a Blob through an anchor); natively the file `name` in
// the working directory. `where` says where it went.
bool export_text_file(const std::string& name, const std::string& text, const std::string& type,
                      std::string& where);
// The device has a touch screen (the browser's maxTouchPoints; natively a touch device SDL knows).
bool touch_screen();
// A phone's on-screen keyboard for the text fields drawn in the canvas (web; natively SDL's keys
// reach Dear ImGui as they are). Every frame the table names the fields it drew, in CSS px on
// the canvas, and which one Dear ImGui edits (-1: none, and the keyboard closes). A touch that
// ends on a field focuses a real <input> over it, which raises the keyboard (digits only for a
// numeric field); what is typed there, by keys, the IME or a paste, comes back whole.
struct TextField {
    float x = 0, y = 0, w = 0, h = 0;
    bool numeric = false;
    std::string text;
};
void text_fields(const std::vector<TextField>& fields, int editing);
// The field's whole text, when it changed in the <input> since the last call.
bool take_typed_text(std::string& text);
// The player pressed Enter or closed the keyboard: the field is done. True once.
bool take_text_done();
// Typing, or the keyboard closed, not yet taken: the main loop draws a frame for it.
bool text_news();
// The person's languages, best first, as language tags ("fr-CH", "de", "en-US"): the browser's
// navigator.languages; natively LANGUAGE (a colon-separated list), else LC_ALL, LC_MESSAGES,
// LANG ("de_DE.UTF-8"). Empty when none is set.
std::vector<std::string> preferred_languages();
// A fresh seed for a new deal (the browser's crypto random numbers, or std::random_device).
std::uint64_t random_seed();

// Short sounds (table/sound.h makes them): each uploaded once under an id, then played by id at
// a gain from 0 to 1; sounds played together are mixed. Nothing is heard, and nothing fails,
// where there is no sound device.
class SoundSink {
public:
    virtual ~SoundSink() = default;
    // `samples`: mono, in [-1, 1], at `rate` Hz. `name` is for the browser's test hook.
    virtual void upload(int id, const char* name, const std::vector<float>& samples, int rate) = 0;
    virtual void play(int id, float gain) = 0;
};
// The browser's WebAudio (its context made on the player's first tap or key, since browsers
// allow sound only after one; window.txekSound counts what was scheduled), or SDL audio.
SoundSink& sound_sink();
// Tabs: one tab of the site plays a game at a time. claim(name) asks for `name` (a
// game's storage key) among the tabs: through the browser's Web Locks (a lock the browser lets
// go when the tab closes, crashes or navigates away), else through a BroadcastChannel ("who
// plays it?"). Without `take_over` it is Mine only if no other tab has it; with `take_over` it
// is taken from the tab that has it, whose claim turns Elsewhere. The answer comes later: poll
// claim_state (Pending until then). Natively (one process) every claim is Mine at once.
enum class Claim { Pending, Mine, Elsewhere };
void claim(const std::string& name, bool take_over);
Claim claim_state(const std::string& name);
// Counts the news from other tabs: a claim won or lost, a stored value changed (the browser's
// storage event). Compare it with the count last seen to know there is something to look at.
// Natively always 0.
std::uint64_t tab_news();

}  // namespace platform
