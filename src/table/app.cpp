#include "table/app.h"

#include "engine/core/link.h"
#include "engine/core/versioned_json.h"
#include "engine/games.h"
#include "platform/platform.h"
#include "table/checks/rules_help.h"
#include "table/checks/sheet_panel.h"
#include "table/saved_game.h"
#include "table/screens.h"
#include "table/txek/rules_help.h"
#include "table/txek/sheet_panel.h"
#include "table/widgets.h"

#include <cinttypes>
#include <cstdio>

#include <imgui.h>

namespace table {

App::App(platform::Storage& storage, const std::string& startup_link) : storage_(storage) {
    if (std::string p = storage.opening_problem(); !p.empty()) notices_.push_back(p);
    auto loaded = platform::load_versioned(storage, kSettingsKey, kSettingsKind, kSettingsVersion);
    if (!loaded.problem.empty()) notices_.push_back(loaded.problem);
    if (loaded.document) settings_ = settings_from_json((*loaded.document)["data"]);
    auto current = txek_sheet::load_current(storage);
    if (!current.problem.empty()) notices_.push_back(current.problem);
    sheet_ = current.sheet;
    sheet_writable_ = current.writable;
    auto checks_current = checks_sheet::load_current(storage);
    if (!checks_current.problem.empty()) notices_.push_back(checks_current.problem);
    checks_sheet_ = checks_current.sheet;
    checks_sheet_writable_ = checks_current.writable;
    // The saved games resume first, so that a link opened now keeps them (a game in progress
    // is set aside, never overwritten); a link then decides the screen.
    resume_saved_games();
    std::string link = startup_link;
    if (!link.empty() && link[0] == '#') link.erase(0, 1);
    if (!link.empty()) open_link(link);
}

bool App::animating() const {
    return (screen_ == Screen::Txek && txek_ && txek_->animating()) ||
           (screen_ == Screen::Checks && checks_ && checks_->animating());
}

namespace {

std::string game_link(const char* game, const core::Setup& setup, std::uint64_t seed,
                      const core::ActionLog* actions) {
    core::Link l;
    l.game = game;
    l.setup = setup;
    l.seed = seed;
    if (actions) l.actions = *actions;
    return core::encode_link(l);
}

}  // namespace

void App::resume_saved_games() {
    const bool txek = resume_saved_txek();
    const bool checks = resume_saved_checks();
    if (txek && (!checks || txek_saved_ms_ >= checks_saved_ms_)) screen_ = Screen::Txek;
    else if (checks) screen_ = Screen::Checks;
}

std::vector<std::string> App::games_in_progress() const {
    std::vector<std::pair<std::int64_t, std::string>> games;
    if (txek_ && !txek_->replaying()) games.emplace_back(txek_saved_ms_, "txek");
    if (checks_ && !checks_->replaying()) games.emplace_back(checks_saved_ms_, "checks");
    std::stable_sort(games.begin(), games.end(), [](const auto& a, const auto& b) { return a.first > b.first; });
    std::vector<std::string> ids;
    for (const auto& g : games) ids.push_back(g.second);
    return ids;
}

void App::start_txek(const core::Setup& setup, std::uint64_t seed, const core::ActionLog& actions,
                     bool replay) {
    auto t = TxekTable::open(setup, seed, actions, {}, settings_, replay);
    if (!t) {
        notices_.emplace_back("This game could not be opened: " + t.error() + ".");
        screen_ = Screen::Home;
        return;
    }
    // A game in progress is never overwritten: it is kept under another key first, and its
    // sheet so far goes to the history.
    if (!replay && txek_ && !txek_->replaying() && txek_->state().phase != txek::Phase::GameOver)
        platform::keep_aside(storage_, kTxekGameKey, "previous");
    if (!replay) retire_sheet();
    txek_ = std::move(t.value());
    screen_ = Screen::Txek;
    if (!replay) save_txek(), sync_sheet();
    // The address bar goes back to the bare page: a reload then resumes this game rather than
    // dealing the link's first deal again. The Share button hands out the link.
    platform::show_link("");
}

bool App::resume_saved_txek() {
    LoadedGame loaded = load_saved_game(storage_, kTxekGameKey, "txek-game");
    if (!loaded.problem.empty()) notices_.push_back(loaded.problem);
    if (!loaded.game) return false;
    const SavedGame& g = *loaded.game;
    auto t = TxekTable::open(g.setup, g.seed, g.actions, {}, settings_, false);
    if (!t) {
        // Readable but not a game this build can replay: kept aside too, never overwritten.
        const std::string aside = platform::keep_aside(storage_, kTxekGameKey);
        notices_.emplace_back("The saved game could not be resumed: " + t.error() +
                              (aside.empty() ? "." : "; it is kept as '" + aside + "'."));
        return false;
    }
    txek_ = std::move(t.value());
    txek_saved_ms_ = g.saved_ms;
    sync_sheet();
    return true;
}

void App::retire_sheet() {
    if (!sheet_ || !sheet_writable_) return;
    if (sheet_->finished.empty()) sheet_->finished = platform::now_iso8601();
    auto moved = txek_sheet::finish_current(storage_, *sheet_);
    if (!moved) notices_.emplace_back("The score sheet could not be filed: " + moved.error() + ".");
    sheet_.reset();
}

void App::sync_sheet() {
    if (!txek_ || txek_->replaying() || !sheet_writable_) return;
    const auto& st = txek_->state();
    // A sheet belongs to one game: same seed and players, else this game starts a new one.
    if (sheet_ && (sheet_->seed != txek_->seed() || sheet_->players.size() != st.seats.size())) retire_sheet();
    bool changed = false;
    if (!sheet_) {
        sheet_ = txek_sheet::start_sheet(txek_->setup(), txek_->seed(), txek_->names(),
                                         platform::epoch_ms(), platform::now_iso8601());
        changed = true;
    }
    auto added = txek_sheet::sync_rounds(*sheet_, st.results);
    if (!added) {
        notices_.emplace_back("The score sheet does not match this game (" + added.error() + "); a new sheet is started.");
        retire_sheet();
        return sync_sheet();
    }
    if (changed || added.value() > 0) {
        if (!txek_sheet::save_current(storage_, *sheet_))
            notices_.emplace_back("The score sheet could not be saved in this browser (storage full?).");
    }
    if (st.phase == txek::Phase::GameOver && sheet_->over()) {
        retire_sheet();  // finished: into the history
        history_ = txek_sheet::load_history(storage_).sheets;
        sheet_ = history_.empty() ? std::nullopt : std::optional<txek_sheet::Sheet>(history_.front());
        sheet_writable_ = false;  // a finished sheet is shown, never written again
    }
}

bool App::DrawTxekSheetScreen() {
    bool back = false;
    const float w = BeginColumn("sheet", 760.0f);
    ImGui::Dummy(ImVec2(0, 6));
    txek_sheet::SheetIntent in;
    if (sheet_) {
        in = txek_sheet::DrawSheet(fonts_, *sheet_, w);
    } else {
        ImGui::PushFont(fonts_.title);
        ImGui::TextUnformatted("Score sheets");
        ImGui::PopFont();
        ImGui::TextDisabled("No game on the sheet yet: the first round you finish appears here.");
        const float bw = (w - 3 * ImGui::GetStyle().ItemSpacing.x) / 4;
        in.back = BigButton("Back", "sheet_back", ImVec2(bw, 0), true);
        ImGui::SameLine();
        in.export_all = BigButton("Export", "sheet_export", ImVec2(bw, 0));
        ImGui::SameLine();
        in.import = BigButton("Import", "sheet_import", ImVec2(bw, 0));
        ImGui::SameLine();
        in.show_history = BigButton("History", "sheet_history", ImVec2(bw, 0));
    }
    if (in.show_history) {
        show_history_ = !show_history_;
        if (show_history_) {
            auto h = txek_sheet::load_history(storage_);
            if (!h.problem.empty()) notices_.push_back(h.problem);
            history_ = h.sheets;
        }
    }
    if (show_history_) txek_sheet::DrawHistory(fonts_, history_, w);
    EndColumn();
    if (in.export_all) {
        std::string where;
        if (platform::save_text_file("txek-sheets.json", txek_sheet::export_all(storage_), where))
            notices_.push_back({"All score sheets were exported to " + where + " (txek-sheets.json).", false});
        else
            notices_.emplace_back("The sheets could not be exported.");
    }
    if (in.import) import_for_ = "txek", platform::pick_text_file();
    if (in.back) back = true;
    return back;
}

bool App::poll() {
    std::string text;
    if (!platform::take_picked_text(text)) return false;
    if (import_for_ == "checks") {
        // The file goes to the sheets of the screen its Import button was on.
        auto added = checks_sheet::import_all(storage_, text);
        if (!added) {
            notices_.emplace_back("That file was not imported: " + added.error() + ". Nothing was changed.");
            return true;
        }
        notices_.push_back({"Imported " + std::to_string(added.value()) + " match sheet(s).", false});
        if (!checks_sheet_ || !checks_) {
            auto current = checks_sheet::load_current(storage_);
            if (current.sheet) checks_sheet_ = current.sheet;
        }
        checks_history_ = checks_sheet::load_history(storage_).sheets;
        return true;
    }
    auto added = txek_sheet::import_all(storage_, text);
    if (!added) {
        notices_.emplace_back("That file was not imported: " + added.error() + ". Nothing was changed.");
        return true;
    }
    notices_.push_back({"Imported " + std::to_string(added.value()) + " score sheet(s).", false});
    if (!sheet_ || !txek_) {
        auto current = txek_sheet::load_current(storage_);
        if (current.sheet) sheet_ = current.sheet;
    }
    history_ = txek_sheet::load_history(storage_).sheets;
    return true;
}

void App::save_txek() {
    if (!txek_ || txek_->replaying()) return;
    txek_saved_ms_ = platform::epoch_ms();
    const SavedGame g{txek_->setup(), txek_->seed(), txek_->state().log, txek_->names(), txek_saved_ms_};
    if (!save_game(storage_, kTxekGameKey, "txek-game", g))
        notices_.emplace_back("The game could not be saved in this browser (storage full or disabled).");
}

std::string App::txek_link(bool with_actions) const {
    if (!txek_) return {};
    return game_link("txek", txek_->setup(), txek_->seed(), with_actions ? &txek_->state().log : nullptr);
}

// ---- Checks -----------------------------------------------------------------------------------

void App::start_checks(const core::Setup& setup, std::uint64_t seed, const core::ActionLog& actions,
                       std::vector<std::string> names, bool replay) {
    auto t = ChecksTable::open(setup, seed, actions, std::move(names), settings_, replay);
    if (!t) {
        notices_.emplace_back("This match could not be opened: " + t.error() + ".");
        screen_ = Screen::Home;
        return;
    }
    // A match in progress is never overwritten: it is kept under another key first.
    if (!replay && checks_ && !checks_->replaying() && !checks_->state().log.empty())
        platform::keep_aside(storage_, kChecksGameKey, "previous");
    if (!replay) retire_checks_sheet();
    checks_ = std::move(t.value());
    screen_ = Screen::Checks;
    if (!replay) save_checks(), sync_checks_sheet();
    // As for Txek: a reload resumes this match rather than dealing the link again.
    platform::show_link("");
}

bool App::resume_saved_checks() {
    LoadedGame loaded = load_saved_game(storage_, kChecksGameKey, "checks-game");
    if (!loaded.problem.empty()) notices_.push_back(loaded.problem);
    if (!loaded.game) return false;
    const SavedGame& g = *loaded.game;
    auto t = ChecksTable::open(g.setup, g.seed, g.actions, g.names, settings_, false);
    if (!t) {
        const std::string aside = platform::keep_aside(storage_, kChecksGameKey);
        notices_.emplace_back("The saved match of Checks could not be resumed: " + t.error() +
                              (aside.empty() ? "." : "; it is kept as '" + aside + "'."));
        return false;
    }
    checks_ = std::move(t.value());
    checks_saved_ms_ = g.saved_ms;
    sync_checks_sheet();
    return true;
}

void App::save_checks() {
    if (!checks_ || checks_->replaying()) return;
    checks_saved_ms_ = platform::epoch_ms();
    const SavedGame g{checks_->setup(), checks_->seed(), checks_->state().log, checks_->names(), checks_saved_ms_};
    if (!save_game(storage_, kChecksGameKey, "checks-game", g))
        notices_.emplace_back("The match could not be saved in this browser (storage full or disabled).");
}

std::string App::checks_link(bool with_actions) const {
    if (!checks_) return {};
    return game_link("checks", checks_->setup(), checks_->seed(), with_actions ? &checks_->state().log : nullptr);
}

void App::retire_checks_sheet() {
    if (!checks_sheet_ || !checks_sheet_writable_) return;
    if (checks_sheet_->finished.empty()) checks_sheet_->finished = platform::now_iso8601();
    auto moved = checks_sheet::finish_current(storage_, *checks_sheet_);
    if (!moved) notices_.emplace_back("The match sheet could not be filed: " + moved.error() + ".");
    checks_sheet_.reset();
}

void App::sync_checks_sheet() {
    if (!checks_ || checks_->replaying() || !checks_sheet_writable_) return;
    const auto& st = checks_->state();
    // A sheet belongs to one match (same seed and players); a match has no last game, so its
    // sheet stays current until another match starts.
    if (checks_sheet_ && (checks_sheet_->seed != checks_->seed() || checks_sheet_->players != checks_->names()))
        retire_checks_sheet();
    bool changed = false;
    if (!checks_sheet_) {
        checks_sheet_ = checks_sheet::start_sheet(checks_->setup(), checks_->seed(), checks_->names(),
                                                  platform::epoch_ms(), platform::now_iso8601());
        changed = true;
    }
    auto added = checks_sheet::sync_games(*checks_sheet_, st.results);
    if (!added) {
        notices_.emplace_back("The match sheet does not match this match (" + added.error() +
                              "); a new sheet is started.");
        retire_checks_sheet();
        return sync_checks_sheet();
    }
    if ((changed || added.value() > 0) && !checks_sheet::save_current(storage_, *checks_sheet_))
        notices_.emplace_back("The match sheet could not be saved in this browser (storage full?).");
}

bool App::DrawChecksSheetScreen() {
    const float w = BeginColumn("checks-sheet", 760.0f);
    ImGui::Dummy(ImVec2(0, 6));
    // A sheet without players reads "No match on the sheet yet" and still offers the buttons.
    const checks_sheet::Sheet blank;
    checks_sheet::SheetIntent in = checks_sheet::DrawSheet(fonts_, checks_sheet_ ? *checks_sheet_ : blank, w);
    if (in.show_history) {
        show_checks_history_ = !show_checks_history_;
        if (show_checks_history_) {
            auto h = checks_sheet::load_history(storage_);
            if (!h.problem.empty()) notices_.push_back(h.problem);
            checks_history_ = h.sheets;
        }
    }
    if (show_checks_history_) checks_sheet::DrawHistory(fonts_, checks_history_, w);
    EndColumn();
    if (in.export_all) {
        std::string where;
        if (platform::save_text_file("checks-sheets.json", checks_sheet::export_all(storage_), where))
            notices_.push_back({"All match sheets were exported to " + where + " (checks-sheets.json).", false});
        else
            notices_.emplace_back("The match sheets could not be exported.");
    }
    if (in.import) import_for_ = "checks", platform::pick_text_file();
    return in.back;
}

const Atlas& App::std_atlas() {
    // Loaded the first time a standard-deck screen is shown: Txek players never pay for it.
    if (!std_atlas_tried_) {
        std_atlas_tried_ = true;
        std::string error;
        if (!std_atlas_.load(assets_dir_, "std_cards", error))
            notices_.emplace_back("The standard cards cannot be drawn: " + error);
    }
    return std_atlas_;
}

void App::init_graphics(const std::string& assets_dir, float pixel_scale) {
    std::string error;
    fonts_ = LoadFonts(assets_dir + "/ui.ttf", pixel_scale, error);
    if (!error.empty()) notices_.push_back(error);
    ApplyTheme();
    assets_dir_ = assets_dir;
    error.clear();
    if (!atlas_.load(assets_dir, "cards", error)) notices_.emplace_back("Cards cannot be drawn: " + error);
}

void App::open_link(const std::string& link) {
    std::string text = link;
    if (!text.empty() && text[0] == '#') text.erase(0, 1);
    if (text.empty()) return;
    auto known = [](std::string_view id) { return games::find(id) != nullptr; };
    auto decoded = core::decode_link(text, known);
    if (!decoded) {
        notices_.emplace_back("This link could not be opened: " + decoded.error() +
                           ".\nAsk for a fresh link, or start a game from here.");
        screen_ = Screen::Home;
        return;
    }
    const core::Link& l = decoded.value();
    const games::GameInfo* g = games::find(l.game);
    const int players = int(l.setup.seats.size());
    if (players < g->min_players || players > g->max_players) {
        const std::string range = g->min_players == g->max_players
                                      ? std::to_string(g->min_players)
                                      : std::to_string(g->min_players) + " to " + std::to_string(g->max_players);
        notices_.emplace_back("This link could not be opened: " + std::string(g->name) + " is for " + range +
                              " players, and the link seats " + std::to_string(players) +
                              ".\nAsk for a fresh link, or start a game from here.");
        screen_ = Screen::Home;
        return;
    }
    // A deal link seats you at its first human seat (a link of bots only: you watch); a link
    // with actions replays that game move by move.
    if (l.game == "txek") {
        start_txek(l.setup, l.seed, l.actions.value_or(core::ActionLog{}), l.actions.has_value());
        return;
    }
    if (l.game == "checks") {
        start_checks(l.setup, l.seed, l.actions.value_or(core::ActionLog{}), {}, l.actions.has_value());
        return;
    }
    notices_.emplace_back("This link opens " + std::string(g->name) + ", whose table is not built yet.");
}

void App::save_settings() {
    if (!platform::save_versioned(storage_, kSettingsKey, kSettingsKind, kSettingsVersion,
                                  settings_to_json(settings_)))
        notices_.emplace_back("Settings could not be saved in this browser (storage full or "
                           "disabled); they apply until the page is closed.");
}

void App::frame(double now_seconds) {
    now_ = now_seconds;
    ClearTargets();
    // A game's clock and bots run only while none of the other game's screens is up: a match
    // left for another game does not play on without its player.
    const bool on_checks = screen_ == Screen::ChecksNewGame || screen_ == Screen::Checks ||
                           screen_ == Screen::ChecksRules || screen_ == Screen::ChecksSheet;
    const bool on_txek = screen_ == Screen::TxekNewGame || screen_ == Screen::Txek ||
                         screen_ == Screen::TxekRules || screen_ == Screen::TxekSheet;
    if (txek_ && !on_checks) {
        txek_->update(now_seconds);
        if (txek_->take_changed()) save_txek(), sync_sheet();
    }
    if (checks_ && !on_txek) {
        checks_->update(now_seconds);
        if (checks_->take_changed()) save_checks(), sync_checks_sheet();
    }
    const ImGuiIO& io = ImGui::GetIO();
    ImGui::SetNextWindowPos(ImVec2(0, 0));
    ImGui::SetNextWindowSize(io.DisplaySize);
    // At the card table keys are the game's (Space = TXEK), not ImGui's widget navigation.
    ImGui::Begin("table", nullptr,
                 ImGuiWindowFlags_NoDecoration | ImGuiWindowFlags_NoMove |
                     ImGuiWindowFlags_NoBringToFrontOnFocus | ImGuiWindowFlags_NoSavedSettings |
                     ImGuiWindowFlags_NoBackground |
                     (screen_ == Screen::Txek || screen_ == Screen::Checks
                          ? ImGuiWindowFlags_NoNav | ImGuiWindowFlags_NoScrollbar
                          : 0));
    if (!notices_.empty() && DrawNotice(notices_.front().text, notices_.front().error))
        notices_.erase(notices_.begin());

    const bool escape = ImGui::IsKeyPressed(ImGui::GetKeyIndex(ImGuiKey_Escape), false);
    switch (screen_) {
    case Screen::Home: {
        HomeIntent in = DrawHome(fonts_, atlas_, games::registered(), games_in_progress());
        if (in.open_settings) screen_ = Screen::Settings;
        if (in.open_about) screen_ = Screen::About;
        if (in.resume == "txek") screen_ = Screen::Txek;
        if (in.resume == "checks") screen_ = Screen::Checks;
        if (in.play == "txek") screen_ = Screen::TxekNewGame;
        if (in.play == "checks") screen_ = Screen::ChecksNewGame;
        if (in.rules == "txek") back_from_rules_ = Screen::Home, screen_ = Screen::TxekRules;
        if (in.rules == "checks") back_from_rules_ = Screen::Home, screen_ = Screen::ChecksRules;
        break;
    }
    case Screen::TxekNewGame: {
        TxekChoiceIntent in = DrawTxekNewGame(fonts_, txek_choice_, txek_ && !txek_->replaying());
        if (in.start) start_txek(setup_for(txek_choice_), platform::random_seed(), {}, false);
        if (in.back || escape) screen_ = Screen::Home;
        break;
    }
    case Screen::Txek: {
        if (!txek_) {
            screen_ = Screen::Home;
            break;
        }
        TxekIntent in = txek_->draw(fonts_, atlas_, settings_);
        if (in.menu) screen_ = Screen::Home;
        if (in.rules) back_from_rules_ = Screen::Txek, screen_ = Screen::TxekRules;
        if (in.sheet) screen_ = Screen::TxekSheet;
        if (in.new_game) screen_ = Screen::TxekNewGame;
        if (in.share || in.share_replay) {
            const std::string link = platform::link_prefix() + txek_link(in.share_replay || txek_->state().phase == txek::Phase::GameOver);
            platform::copy_to_clipboard(link);
            notices_.push_back({"Link copied. Anyone who opens it gets this very deal:\n" + link, false});
        }
        break;
    }
    case Screen::TxekRules:
        if (DrawTxekRules(fonts_, atlas_) || escape) screen_ = back_from_rules_;
        break;
    case Screen::TxekSheet:
        if (DrawTxekSheetScreen() || escape) screen_ = txek_ ? Screen::Txek : Screen::Home;
        break;
    case Screen::ChecksNewGame: {
        const bool saved = checks_ && !checks_->replaying() && !checks_->state().log.empty();
        ChecksChoiceIntent in = DrawChecksNewGame(fonts_, checks_choice_, settings_, saved);
        if (in.start)
            start_checks(setup_for(checks_choice_), platform::random_seed(), {},
                         names_for(checks_choice_, settings_), false);
        if (in.back || escape) screen_ = Screen::Home;
        break;
    }
    case Screen::Checks: {
        if (!checks_) {
            screen_ = Screen::Home;
            break;
        }
        ChecksIntent in = checks_->draw(fonts_, std_atlas(), settings_);
        if (in.menu) screen_ = Screen::Home;
        if (in.rules) back_from_rules_ = Screen::Checks, screen_ = Screen::ChecksRules;
        if (in.sheet) screen_ = Screen::ChecksSheet;
        if (in.new_game) screen_ = Screen::ChecksNewGame;
        if (in.share || in.share_replay) {
            const std::string link = platform::link_prefix() + checks_link(in.share_replay);
            platform::copy_to_clipboard(link);
            notices_.push_back({in.share_replay ? "Link copied. Anyone who opens it can replay this match move by move:\n" + link
                                                : "Link copied. Anyone who opens it gets this very deal:\n" + link,
                                false});
        }
        break;
    }
    case Screen::ChecksRules:
        if (DrawChecksRules(fonts_, std_atlas()) || escape) screen_ = back_from_rules_;
        break;
    case Screen::ChecksSheet:
        if (DrawChecksSheetScreen() || escape) screen_ = checks_ ? Screen::Checks : Screen::Home;
        break;
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
    static const char* names[] = {"home",       "settings", "about",        "txek_new",
                                  "txek",       "txek_rules", "txek_sheet", "checks_new",
                                  "checks",     "checks_rules", "checks_sheet"};
    nlohmann::json j;
    j["screen"] = names[int(screen_)];
    if (txek_) j["txek"] = txek_->public_json();
    if (checks_) j["checks"] = checks_->public_json();
    if (checks_sheet_)
        j["checks_sheet"] = {{"rows", checks_sheet_->rows.size()}, {"games_won", checks_sheet_->games_won()},
                             {"id", checks_sheet_->id}};
    if (sheet_) j["sheet"] = {{"rows", sheet_->rows.size()}, {"totals", sheet_->totals()}, {"id", sheet_->id}};
    std::string notice;
    for (const Notice& n : notices_) notice += (notice.empty() ? "" : "\n") + n.text;
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
