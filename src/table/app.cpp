#include "table/app.h"

#include "engine/core/link.h"
#include "engine/games.h"
#include "table/screens.h"
#include "table/widgets.h"

#include <imgui.h>

namespace table {

App::App(platform::Storage& storage, const std::string& startup_link) : storage_(storage) {
    if (std::string p = storage.opening_problem(); !p.empty()) notices_.push_back(p);
    auto loaded = platform::load_versioned(storage, kSettingsKey, kSettingsKind, kSettingsVersion);
    if (!loaded.problem.empty()) notices_.push_back(loaded.problem);
    if (loaded.document) settings_ = settings_from_json((*loaded.document)["data"]);
    open_link(startup_link);
}

void App::init_graphics(const std::string& assets_dir, float pixel_scale) {
    std::string error;
    fonts_ = LoadFonts(assets_dir + "/ui.ttf", pixel_scale, error);
    if (!error.empty()) notices_.push_back(error);
    ApplyTheme();
    error.clear();
    if (!atlas_.load(assets_dir, error)) notices_.push_back("Cards cannot be drawn: " + error);
}

void App::open_link(const std::string& link) {
    std::string text = link;
    if (!text.empty() && text[0] == '#') text.erase(0, 1);
    if (text.empty()) return;
    auto known = [](std::string_view id) { return games::find(id) != nullptr; };
    auto decoded = core::decode_link(text, known);
    if (!decoded) {
        notices_.push_back("This link could not be opened: " + decoded.error() +
                           ".\nAsk for a fresh link, or start a game from here.");
        screen_ = Screen::Home;
        return;
    }
    // A valid link names a registered game; each game's table opens it (they arrive with the games).
    const games::GameInfo* g = games::find(decoded.value().game);
    notices_.push_back("This link opens " + std::string(g->name) + ", whose table is not built yet.");
}

void App::save_settings() {
    if (!platform::save_versioned(storage_, kSettingsKey, kSettingsKind, kSettingsVersion,
                                  settings_to_json(settings_)))
        notices_.push_back("Settings could not be saved in this browser (storage full or "
                           "disabled); they apply until the page is closed.");
}

void App::frame() {
    ClearTargets();
    const ImGuiIO& io = ImGui::GetIO();
    ImGui::SetNextWindowPos(ImVec2(0, 0));
    ImGui::SetNextWindowSize(io.DisplaySize);
    ImGui::Begin("table", nullptr,
                 ImGuiWindowFlags_NoDecoration | ImGuiWindowFlags_NoMove |
                     ImGuiWindowFlags_NoBringToFrontOnFocus | ImGuiWindowFlags_NoSavedSettings |
                     ImGuiWindowFlags_NoBackground);
    if (!notices_.empty() && DrawNotice(notices_.front())) notices_.erase(notices_.begin());

    const bool escape = ImGui::IsKeyPressed(ImGui::GetKeyIndex(ImGuiKey_Escape), false);
    switch (screen_) {
    case Screen::Home: {
        HomeIntent in = DrawHome(fonts_, atlas_, games::registered());
        if (in.open_settings) screen_ = Screen::Settings;
        if (in.open_about) screen_ = Screen::About;
        break;
    }
    case Screen::Settings: {
        SettingsIntent in = DrawSettings(fonts_, settings_);
        if (in.changed) save_settings();
        if (in.back || escape) screen_ = Screen::Home;
        break;
    }
    case Screen::About:
        if (DrawAbout(fonts_) || escape) screen_ = Screen::Home;
        break;
    }
    ImGui::End();
}

std::string App::public_state(long frames) const {
    static const char* names[] = {"home", "settings", "about"};
    nlohmann::json j;
    j["screen"] = names[int(screen_)];
    std::string notice;
    for (const std::string& n : notices_) notice += (notice.empty() ? "" : "\n") + n;
    j["notice"] = notice;
    j["games"] = nlohmann::json::array();
    for (const auto& g : games::registered())
        j["games"].push_back({{"id", std::string(g.id)}, {"name", std::string(g.name)}});
    j["settings"] = settings_to_json(settings_);
    j["targets"] = nlohmann::json::object();
    for (const auto& [name, r] : Targets()) j["targets"][name] = {r.x, r.y, r.z, r.w};
    j["frame"] = frames;
    return j.dump();
}

}  // namespace table
