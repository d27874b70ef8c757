// The screens around the games: one flat Draw function each, taking what it shows and returning
// what the player asked for. The App (app.cpp) acts on the intents.
#pragma once
#include "table/atlas.h"
#include "table/kept.h"
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
// A game as the home screen lists it (from its module's facts).
struct HomeGame {
    std::string id;
    std::string name;
    std::string blurb;
    std::string players;  // "2 to 7 players"
    std::string whole;    // what is continued: "game", "match"
};
// The card fan: faces of `atlas` (the flagship's), drawn over the title.
struct Showcase {
    const Atlas& atlas;
    std::vector<std::string> faces;
};
// `in_progress`: the games with a game to continue, the most recent first.
HomeIntent DrawHome(const Fonts& fonts, const Showcase& fan, const std::vector<HomeGame>& games,
                    const std::vector<HomeGame>& in_progress);

// Settings → Kept aside (issue 11.7): what the player asked of one kept value, by its key.
struct KeptIntent {
    std::string resume;         // a readable game in progress: make it the current game
    std::string export_text;    // save its stored text as a file
    std::string ask_delete;     // Delete pressed: ask first
    std::string confirm_delete; // "Yes, delete" pressed
    bool cancel_delete = false; // "Keep it" pressed
};
// `confirming`: the key whose deletion waits for a second press ("" for none).
KeptIntent DrawKeptAside(const Fonts& fonts, const std::vector<KeptValue>& kept,
                         const std::string& confirming, float width);

struct SettingsIntent {
    bool changed = false;
    bool back = false;
    KeptIntent kept;
};
SettingsIntent DrawSettings(const Fonts& fonts, Settings& settings,
                            const std::vector<KeptValue>& kept, const std::string& confirming);

bool DrawAbout(const Fonts& fonts);  // true: back

// A banner over the top of the screen, red for a problem; true when the player dismissed it.
bool DrawNotice(const std::string& notice, bool error);

}  // namespace table
