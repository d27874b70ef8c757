#include "platform/platform.h"

#include <SDL.h>
#include <cstdio>
#include <cstdlib>

namespace platform {

std::string startup_link(int argc, char** argv) {
    for (int i = 1; i < argc; ++i) {
        std::string a = argv[i];
        if (a.rfind("--", 0) != 0) return a;  // options start with --; the first other word is a link
    }
    return {};
}

bool take_new_link(std::string&) { return false; }
void show_link(const std::string&) {}
std::string link_prefix() { return "txek_table "; }

bool copy_to_clipboard(const std::string& text) { return SDL_SetClipboardText(text.c_str()) == 0; }

void publish_state(const std::string& json) {
    // For debugging the desktop app the same way the browser tests read the page.
    static const char* path = std::getenv("TXEK_STATE_FILE");
    if (!path) return;
    if (FILE* f = std::fopen(path, "w")) {
        std::fputs(json.c_str(), f);
        std::fclose(f);
    }
}

double now_seconds() {
    static const Uint64 start = SDL_GetPerformanceCounter();
    return double(SDL_GetPerformanceCounter() - start) / double(SDL_GetPerformanceFrequency());
}

}  // namespace platform
