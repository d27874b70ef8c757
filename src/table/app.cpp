#include "table/app.h"

#include "engine/core/link.h"
#include "engine/core/versioned_json.h"
#include "engine/games.h"
#include "platform/platform.h"
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
    // A link wins over the saved game (which stays saved); otherwise the game resumes.
    std::string link = startup_link;
    if (!link.empty() && link[0] == '#') link.erase(0, 1);
    if (!link.empty()) open_link(link);
    else resume_saved_txek();
}

bool App::animating() const { return screen_ == Screen::Txek && txek_ && txek_->animating(); }

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

void App::resume_saved_txek() {
    auto loaded = platform::load_versioned(storage_, kTxekGameKey, "txek-game", 1);
    if (!loaded.problem.empty()) notices_.push_back(loaded.problem);
    if (!loaded.document) return;
    const nlohmann::json& d = (*loaded.document)["data"];
    core::Setup setup;
    std::uint64_t seed = 0;
    bool ok = d.is_object() && d.contains("seats") && d["seats"].is_string() && d.contains("seed") &&
              d["seed"].is_string() && d.contains("actions") && d["actions"].is_string();
    if (ok) {
        for (char c : d["seats"].get<std::string>()) {
            auto k = core::seat_from_letter(c);
            ok = ok && k.has_value();
            if (k) setup.seats.push_back(*k);
        }
        const std::string hex = d["seed"].get<std::string>();
        ok = ok && !hex.empty() && hex.size() <= 16 && hex.find_first_not_of("0123456789abcdef") == std::string::npos;
        if (ok) seed = std::strtoull(hex.c_str(), nullptr, 16);
        if (d.contains("variant") && d["variant"].is_number_unsigned()) setup.variant = d["variant"].get<std::uint32_t>();
    }
    auto actions = ok ? core::decode_actions(d["actions"].get<std::string>()) : core::Expected<core::ActionLog>::fail("missing fields");
    if (!ok || !actions) {
        // Kept as it is under another key, never lost (DESIGN.md, storage).
        const std::string aside = platform::keep_aside(storage_, kTxekGameKey);
        notices_.emplace_back("The saved game could not be read; it is kept as '" + aside + "'.");
        return;
    }
    auto t = TxekTable::open(setup, seed, actions.value(), {}, settings_, false);
    if (!t) {
        notices_.emplace_back("The saved game could not be resumed: " + t.error() + ".");
        return;
    }
    txek_ = std::move(t.value());
    screen_ = Screen::Txek;
    sync_sheet();
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
    if (in.import) platform::pick_text_file();
    if (in.back) back = true;
    return back;
}

bool App::poll() {
    std::string text;
    if (!platform::take_picked_text(text)) return false;
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
    std::string seats;
    for (core::SeatKind k : txek_->setup().seats) seats += core::seat_letter(k);
    char hex[17];
    std::snprintf(hex, sizeof hex, "%016" PRIx64, txek_->seed());
    nlohmann::json data = {{"seats", seats},
                           {"variant", txek_->setup().variant},
                           {"seed", hex},
                           {"names", txek_->names()},
                           {"actions", core::encode_actions(txek_->state().log)}};
    if (!platform::save_versioned(storage_, kTxekGameKey, "txek-game", 1, data))
        notices_.emplace_back("The game could not be saved in this browser (storage full or disabled).");
}

std::string App::txek_link(bool with_actions) const {
    if (!txek_) return {};
    core::Link l;
    l.game = "txek";
    l.setup = txek_->setup();
    l.seed = txek_->seed();
    if (with_actions) l.actions = txek_->state().log;
    return core::encode_link(l);
}

void App::init_graphics(const std::string& assets_dir, float pixel_scale) {
    std::string error;
    fonts_ = LoadFonts(assets_dir + "/ui.ttf", pixel_scale, error);
    if (!error.empty()) notices_.push_back(error);
    ApplyTheme();
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
    if (l.game == "txek") {
        // A deal link seats you at its first human seat (a link of bots only: you watch); a link
        // with actions replays that game move by move.
        start_txek(l.setup, l.seed, l.actions.value_or(core::ActionLog{}), l.actions.has_value());
        return;
    }
    const games::GameInfo* g = games::find(l.game);
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
    if (txek_) {
        txek_->update(now_seconds);
        if (txek_->take_changed()) save_txek(), sync_sheet();
    }
    const ImGuiIO& io = ImGui::GetIO();
    ImGui::SetNextWindowPos(ImVec2(0, 0));
    ImGui::SetNextWindowSize(io.DisplaySize);
    // At the card table keys are the game's (Space = TXEK), not ImGui's widget navigation.
    ImGui::Begin("table", nullptr,
                 ImGuiWindowFlags_NoDecoration | ImGuiWindowFlags_NoMove |
                     ImGuiWindowFlags_NoBringToFrontOnFocus | ImGuiWindowFlags_NoSavedSettings |
                     ImGuiWindowFlags_NoBackground |
                     (screen_ == Screen::Txek ? ImGuiWindowFlags_NoNav | ImGuiWindowFlags_NoScrollbar : 0));
    if (!notices_.empty() && DrawNotice(notices_.front().text, notices_.front().error))
        notices_.erase(notices_.begin());

    const bool escape = ImGui::IsKeyPressed(ImGui::GetKeyIndex(ImGuiKey_Escape), false);
    switch (screen_) {
    case Screen::Home: {
        HomeIntent in = DrawHome(fonts_, atlas_, games::registered(), txek_ && !txek_->replaying());
        if (in.open_settings) screen_ = Screen::Settings;
        if (in.open_about) screen_ = Screen::About;
        if (in.resume) screen_ = Screen::Txek;
        if (in.play == "txek") screen_ = Screen::TxekNewGame;
        if (in.rules == "txek") back_from_rules_ = Screen::Home, screen_ = Screen::TxekRules;
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
    static const char* names[] = {"home", "settings", "about", "txek_new", "txek", "txek_rules", "txek_sheet"};
    nlohmann::json j;
    j["screen"] = names[int(screen_)];
    if (txek_) j["txek"] = txek_->public_json();
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
