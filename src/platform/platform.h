// What the table needs from the browser or the desktop, and nothing more. Only src/platform/
// knows which one it runs on; *_web.cpp and *_native.cpp implement this header.
#pragma once
#include <cstdint>
#include <string>

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
// A fresh seed for a new deal (the browser's crypto random numbers, or std::random_device).
std::uint64_t random_seed();

}  // namespace platform
