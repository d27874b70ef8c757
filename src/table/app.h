// The table app: which screen is up, the player's settings, notices, and links. Holds no pixels
// of its own; each frame it calls the screens' Draw functions and acts on what they return.
#pragma once
#include "platform/storage.h"
#include "table/atlas.h"
#include "table/settings.h"
#include "table/theme.h"

#include <string>
#include <vector>

namespace table {

enum class Screen { Home, Settings, About };

class App {
public:
    App(platform::Storage& storage, const std::string& startup_link);
    // After the ImGui context and GL exist, before the first frame.
    void init_graphics(const std::string& assets_dir, float pixel_scale);
    void frame();
    bool animating() const { return false; }
    // A link opened from the address bar or the command line; a bad one becomes a notice.
    void open_link(const std::string& link);
    // The test hook's view of the app: screen, notices, settings, click targets. No hidden cards.
    std::string public_state(long frames) const;

private:
    void save_settings();

    platform::Storage& storage_;
    Settings settings_;
    Screen screen_ = Screen::Home;
    std::vector<std::string> notices_;  // shown one at a time, oldest first
    Fonts fonts_;
    Atlas atlas_;
};

}  // namespace table
