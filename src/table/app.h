// The table app: which screen is up, the player's settings, notices, and links. Holds no pixels
// of its own; each frame it calls the screens' Draw functions and acts on what they return.
#pragma once
#include "platform/storage.h"
#include "table/atlas.h"
#include "table/checks/new_game.h"
#include "table/checks/sheet.h"
#include "table/checks/table.h"
#include "table/settings.h"
#include "table/theme.h"
#include "table/txek/new_game.h"
#include "table/txek/sheet.h"
#include "table/txek/table.h"

#include <string>
#include <vector>

namespace table {

enum class Screen {
    Home,
    Settings,
    About,
    TxekNewGame,
    Txek,
    TxekRules,
    TxekSheet,
    ChecksNewGame,
    Checks,
    ChecksRules,
    ChecksSheet
};

class App {
public:
    App(platform::Storage& storage, const std::string& startup_link);
    // After the ImGui context and GL exist, before the first frame.
    void init_graphics(const std::string& assets_dir, float pixel_scale);
    void frame(double now_seconds);
    bool animating() const;
    // Things that arrive between frames (a picked file); true when a frame should be drawn.
    bool poll();
    // A link opened from the address bar or the command line; a bad one becomes a notice.
    void open_link(const std::string& link);
    // The test hook's view of the app: screen, notices, settings, click targets. No hidden cards.
    std::string public_state(long frames) const;

private:
    void save_settings();
    // Each game's match in progress is saved after every action as its setup, seed and actions
    // (table/saved_game.h). On start both are resumed and the newer one's table comes up.
    void resume_saved_games();
    // Txek: a game in progress is saved after every action as its setup, seed and actions.
    void start_txek(const core::Setup& setup, std::uint64_t seed, const core::ActionLog& actions,
                    bool replay);
    bool resume_saved_txek();
    void save_txek();
    std::string txek_link(bool with_actions) const;
    // Checks: the same for its match; the standard-deck atlas is loaded the first time it is shown.
    void start_checks(const core::Setup& setup, std::uint64_t seed, const core::ActionLog& actions,
                      std::vector<std::string> names, bool replay);
    bool resume_saved_checks();
    void save_checks();
    std::string checks_link(bool with_actions) const;
    void sync_checks_sheet();
    void retire_checks_sheet();
    bool DrawChecksSheetScreen();
    const Atlas& std_atlas();
    // The games with a match to continue, the most recently played first (home screen).
    std::vector<std::string> games_in_progress() const;
    // The score sheet follows the game's rounds; it is saved after every round and moves to the
    // history when the game ends (or is replaced by a new one).
    void sync_sheet();
    void retire_sheet();
    bool DrawTxekSheetScreen();

    platform::Storage& storage_;
    Settings settings_;
    Screen screen_ = Screen::Home;
    struct Notice {
        Notice(std::string t, bool e = true) : text(std::move(t)), error(e) {}
        std::string text;
        bool error;  // a problem (red) or just news (calm)
    };
    std::vector<Notice> notices_;  // shown one at a time, oldest first
    Fonts fonts_;
    Atlas atlas_;
    double now_ = 0;
    TxekChoice txek_choice_;
    std::unique_ptr<TxekTable> txek_;
    Screen back_from_rules_ = Screen::Home;
    std::optional<txek_sheet::Sheet> sheet_;
    bool sheet_writable_ = true;
    std::vector<txek_sheet::Sheet> history_;
    bool show_history_ = false;
    std::int64_t txek_saved_ms_ = 0;

    ChecksChoice checks_choice_;
    std::unique_ptr<ChecksTable> checks_;
    std::int64_t checks_saved_ms_ = 0;
    std::optional<checks_sheet::Sheet> checks_sheet_;
    bool checks_sheet_writable_ = true;
    std::vector<checks_sheet::Sheet> checks_history_;
    bool show_checks_history_ = false;
    std::string import_for_ = "txek";  // whose sheets a picked file is imported into
    std::string assets_dir_;
    Atlas std_atlas_;
    bool std_atlas_tried_ = false;
};

inline constexpr const char* kTxekGameKey = "txek.game";
inline constexpr const char* kChecksGameKey = "checks.game";

}  // namespace table
