// The screens around the games: one flat Draw function each, taking what it shows and returning
// what the player asked for. The App (app.cpp) acts on the intents.
#pragma once
#include "engine/games.h"
#include "table/atlas.h"
#include "table/settings.h"
#include "table/theme.h"

#include <string>
#include <vector>

namespace table {

struct HomeIntent {
    bool open_settings = false;
    bool open_about = false;
    std::string resume;  // a game id: continue its match
    std::string play;   // a game id
    std::string rules;  // a game id
};
// `in_progress`: ids of the games with a match to continue, the most recent first.
HomeIntent DrawHome(const Fonts& fonts, const Atlas& atlas,
                    const std::vector<games::GameInfo>& games,
                    const std::vector<std::string>& in_progress);

struct SettingsIntent {
    bool changed = false;
    bool back = false;
};
SettingsIntent DrawSettings(const Fonts& fonts, Settings& settings);

bool DrawAbout(const Fonts& fonts);  // true: back

// A banner over the top of the screen, red for a problem; true when the player dismissed it.
bool DrawNotice(const std::string& notice, bool error);

}  // namespace table
