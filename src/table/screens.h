// The screens around the games: one flat Draw function each, taking what it shows and returning
// what the player asked for. The App (app.cpp) acts on the intents.
#pragma once
#include "table/atlas.h"
#include "table/kept.h"
#include "table/settings.h"
#include "table/theme.h"

#include <functional>
#include <string>
#include <string_view>
#include <vector>

namespace table {

struct HomeIntent {
    bool open_settings = false;
    bool open_about = false;
    std::string resume; // a game id: continue its match
    std::string play;   // a game id
    std::string online; // a game id: host a table for friends online
    std::string rules;  // a game id
};
// A game as the home screen lists it (from its module's facts).
struct HomeGame {
    std::string id;
    std::string name;
    std::string blurb;
    std::string players; // "2–7 players", in the player's language
    bool match = false;  // what is continued is a match of games (Checks), not a game
    bool online = false; // the game is an online table this page joined
};
// The card fan: faces of `atlas` (the flagship's), drawn over the title.
struct Showcase {
    const Atlas& atlas;
    std::vector<std::string> faces;
};
// `in_progress`: the games with a game to continue, the most recent first.
HomeIntent DrawHome(const Fonts& fonts, const Showcase& fan, const std::vector<HomeGame>& games,
                    const std::vector<HomeGame>& in_progress);

// Settings → Kept aside (table/kept.h): what the player asked of one kept value, by its key.
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
    bool hear_volume = false; // the volume was set or sound turned on: play a cue to hear it
    KeptIntent kept;
};
// What the registered games add to the Settings screen.
struct GameSettings {
    // Some game is played in real time (games::Facts::races): the reaction window is shown.
    bool real_time = false;
    // Draws the games' own settings (GameUi::draw_settings) in `width`; true: one changed.
    std::function<bool(Settings&, float width)> draw;
};
SettingsIntent DrawSettings(const Fonts& fonts, Settings& settings, const GameSettings& games,
                            const std::vector<KeptValue>& kept, const std::string& confirming);

// The family in one sentence, from the registry (src/games.def): "Txek, Checks, Strategix,
// CHECK! and Tschak! to play."
std::string FamilyLine(const std::vector<std::string>& names);
// A game's name and who made the printed game: "Checks by James Yates", or "Txek" alone.
std::string CreditLine(std::string_view name, std::string_view author);
// `credits`: one a game (CreditLine).
bool DrawAbout(const Fonts& fonts, const std::string& family,
               const std::vector<std::string>& credits); // true: back

// A banner over the top of the screen, red for a problem; true when the player dismissed it.
// `over_table`: floats over the middle of the screen (at most 640 wide) instead of heading it.
bool DrawNotice(const std::string& notice, bool error, bool over_table = false);

struct ElsewhereIntent {
    bool play_here = false; // take the game over in this tab
    bool sheet = false;     // read its score sheet
    bool menu = false;
};
// In place of a game's table while another tab plays it (table/session.h, "Tabs"): says so,
// with a big "Play here" (target "play_here"), its score sheet ("sheet") and the menu ("menu").
// `game`: its name; `match`: what is played is a match of games (Checks), not a game.
ElsewhereIntent DrawElsewhere(const Fonts& fonts, const std::string& game, bool match);

} // namespace table
