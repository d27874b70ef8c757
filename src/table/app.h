// The table app: which screen is up, the player's settings, notices, links, and one session a
// registered game (table/session.h). It names no game: every game comes from the registry
// (table/registry.h over src/games.def). Each frame it calls the screens' Draw functions and
// acts on what they return.
#pragma once
#include "platform/storage.h"
#include "table/atlas.h"
#include "table/game_ui.h"
#include "table/kept.h"
#include "table/online_play.h"
#include "table/screens.h"
#include "table/session.h"
#include "table/settings.h"
#include "table/sound.h"
#include "table/theme.h"

#include <map>
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace table {

// A screen is a kind and, for a game's screens, the game's id.
struct Screen {
    enum Kind { Home, Settings, About, NewGame, Table, Rules, Sheet, OnlineNew, Online };
    Kind kind = Home;
    std::string game;
    bool operator==(const Screen& o) const { return kind == o.kind && game == o.game; }
};

class App {
public:
    App(platform::Storage& storage, const std::string& startup_link);
    // After the ImGui context and GL exist, before the first frame; `font_scale` as below.
    void init_graphics(const std::string& assets_dir, float font_scale);
    // The scale the next frame is drawn at on a screen of `width`×`height` CSS px: the Size
    // setting (settings.h, ui_scale). The platform draws the app on a screen that many times
    // smaller and scales it up, so every layout honours it; the test hook's targets stay in CSS px.
    float ui_scale(float width, float height);
    // Fonts are rasterised at `font_scale` device pixels per app px (the device pixel ratio times
    // the scale above), so text stays sharp at every size and zoom. The platform reloads them
    // (and their texture) when that changes.
    float font_scale() const { return font_scale_; }
    void load_fonts(float font_scale);
    // Where the tables' sound cues go (none: silent, as in the tests).
    void set_sound(platform::SoundSink* sink) { sound_.set_sink(sink); }
    void frame(double now_seconds);
    bool animating() const; // something to draw now
    // When nothing is to draw: how long the main loop may rest, in seconds. -1: until an event
    // wakes it; 0: not at all (online play listens between frames); else until a bot is due.
    double rest_for(double now_seconds) const;
    // Things that arrive between frames (a picked file); true when a frame should be drawn.
    bool poll();
    // A link opened from the address bar or the command line; a bad one becomes a notice.
    void open_link(const std::string& link);
    // The test hook's view of the app: screen, notices, settings, click targets, each game's
    // table as its person sees it. No hidden cards. Always valid JSON, whatever was stored.
    std::string public_state(long frames) const;
    // Settings → Kept aside: reads the list again (the screen does when it opens), and acts on
    // what was pressed there (public for the tests, which draw no frame).
    void refresh_kept();
    void act_on_kept(const KeptIntent& in);

private:
    Session* session(const std::string& id);
    const Session* session(const std::string& id) const;
    // The games with a game to continue, the most recently saved first.
    std::vector<const Session*> in_progress() const;
    const Atlas& atlas(const std::string& name);
    void notify(std::string text, bool error = true);
    void save_settings();
    // The table speaks the settings' language, else the browser's (i18n::pick_language).
    void apply_language();
    void choose_link_language(const std::string& lang); // a link's lang= (open_link)
    void remember_name(const NewGame& game);
    void remember_typed_name();
    void share_guest_replay(const Session& s);
    void go(Screen::Kind kind, const std::string& game = {});
    std::vector<std::string> game_names() const;   // the registered games, in registry order
    std::vector<std::string> game_credits() const; // About: each game's name and credit
    GameSettings game_settings();                  // what the games add to the Settings screen
    // The oldest notice: heading the screen, or over the middle of a table.
    void DrawFirstNotice(bool over_table);

    const KeptValue* kept_at(const std::string& key) const; // in the list shown, if there
    void export_kept(const std::string& key);

    void DrawScreen(); // the screen that is up
    void DrawHomeScreen();
    void DrawNewGameScreen(Session& s);
    void DrawTableScreen(Session& s);
    // Online play (src/online/README.md): a table's setup, the host's lobby, a guest's screens,
    // and over the host's table its online bar and the invitation.
    void DrawOnlineNewScreen(Session& s);
    void DrawOnlineScreen(Session& s);
    void DrawHostedExtras(Session& s);
    void join(const core::Link& link);
    bool at_table() const; // a game's table is on screen (the host's, or a guest's)
    void share(Session& s, bool replay);
    void tick_sessions(double now_seconds, bool at_table);
    void take_cues(bool heard);
    void toggle_sound();

    platform::Storage& storage_;
    Settings settings_;
    Screen screen_;
    std::optional<Screen> drawn_; // the screen the last frame drew (none before the first frame)
    Screen back_from_rules_;
    Notices notices_; // shown one at a time, oldest first
    Fonts fonts_;
    std::string assets_dir_;
    std::map<std::string, Atlas> atlases_; // loaded the first time a screen draws from one
    std::vector<std::unique_ptr<Session>> sessions_; // in the registry's order
    OnlinePlay online_{storage_};
    OnlineChoice online_choice_;
    bool invite_open_ = false;    // the invitation over an online table (Share)
    std::string import_for_;      // whose sheets a picked file is imported into
    std::vector<KeptValue> kept_; // Settings → Kept aside, read when the screen opens
    std::string confirm_delete_;  // the kept key whose Delete waits for its second press
    double now_ = 0;
    bool scrolling_ = false;
    CuePlayer sound_;
    std::vector<Cue> cues_;      // asked for this frame by the table on screen
    std::uint64_t tab_news_ = 0; // platform::tab_news() when last seen
    float ui_scale_ = 1.0f;
    float font_scale_ = 0.0f; // none loaded yet
};

} // namespace table
