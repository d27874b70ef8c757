#include "platform/platform.h"

#include <SDL.h>
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

namespace platform {
std::uint64_t random_seed() {
    std::random_device rd;
    return (std::uint64_t(rd()) << 32) ^ rd();
}
}  // namespace platform

namespace platform {
namespace {
std::string data_folder() {
    if (const char* dir = std::getenv("TXEK_DATA_DIR"); dir && *dir) return dir;
    if (const char* xdg = std::getenv("XDG_DATA_HOME"); xdg && *xdg) return std::string(xdg) + "/txek-table";
    if (const char* home = std::getenv("HOME"); home && *home) return std::string(home) + "/.local/share/txek-table";
    return ".";
}
bool g_pick_requested = false;
}  // namespace

std::int64_t epoch_ms() { return std::int64_t(std::time(nullptr)) * 1000; }

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
void pick_text_file() { g_pick_requested = true; }

bool take_picked_text(std::string& text) {
    if (!g_pick_requested) return false;
    g_pick_requested = false;
    std::ifstream in(data_folder() + "/import.json", std::ios::binary);
    std::stringstream ss;
    ss << in.rdbuf();
    text = ss.str();
    return true;
}
}  // namespace platform
