#include "table/app.h"

#include "engine/core/link.h"
#include "engine/core/text.h"
#include "engine/games.h"
#include "platform/network.h"
#include "platform/platform.h"
#include "table/drawn_text.h"
#include "table/i18n.h"
#include "table/keyboard.h"
#include "table/online_words.h"
#include "table/refusal_words.h"
#include "table/registry.h"
#include "table/screens.h"
#include "table/widgets.h"

#include <algorithm>
#include <imgui.h>

namespace table {

App::App(platform::Storage& storage, const std::string& startup_link) : storage_(storage) {
    if (std::string p = storage.opening_problem(); !p.empty()) notify(p);
    // Settings that could not be moved to their new key are read where they are.
    const std::string moved = migrate_settings_key(storage);
    if (!moved.empty()) notify(moved);
    auto loaded = platform::load_versioned(storage, moved.empty() ? kSettingsKey : kOldSettingsKey,
                                           kSettingsKind, kSettingsVersion, "Your settings",
                                           "The default settings apply.");
    if (!loaded.problem.empty()) notify(loaded.problem);
    if (loaded.document) settings_ = settings_from_json((*loaded.document)["data"]);
    apply_language();
    for (auto& ui : make_game_uis())
        sessions_.push_back(std::make_unique<Session>(std::move(ui), storage));
    // The saved games resume first, so that a link opened now keeps them (a game in progress is
    // set aside, never overwritten); the newest one's table comes up, then a link decides.
    for (auto& s : sessions_) s->load(settings_, notices_);
    if (auto games = in_progress(); !games.empty())
        go(Screen::Table, std::string(games.front()->facts().id));
    // A lobby this page had open before a reload comes back up, its guests reconnecting.
    std::vector<Session*> all;
    for (auto& s : sessions_) all.push_back(s.get());
    online_.load(all, notices_);
    if (online_.hosting()) go(Screen::Online, online_.lobby_game());
    std::string link = startup_link;
    if (!link.empty() && link[0] == '#') link.erase(0, 1);
    if (!link.empty()) open_link(link);
}

Session* App::session(const std::string& id) {
    for (auto& s : sessions_)
        if (s->facts().id == id) return s.get();
    return nullptr;
}

const Session* App::session(const std::string& id) const {
    return const_cast<App*>(this)->session(id);
}

std::vector<const Session*> App::in_progress() const {
    std::vector<const Session*> games;
    for (const auto& s : sessions_)
        if (s->has_game()) games.push_back(s.get());
    std::stable_sort(games.begin(), games.end(), [](const Session* a, const Session* b) {
        return a->saved_ms() > b->saved_ms();
    });
    return games;
}

// Every notice passes here: whatever a link or storage held, what is shown is valid UTF-8.
void App::notify(std::string text, bool error) {
    notices_.emplace_back(core::printable(text), error);
}

void App::go(Screen::Kind kind, const std::string& game) {
    if (!(screen_ == Screen{kind, game})) LandRingOnNextScreen(), OpenNextColumnAtTop();
    screen_ = {kind, game};
    if (kind == Screen::Settings) refresh_kept();
}

void App::refresh_kept() {
    std::vector<const GameUi*> games;
    for (const auto& s : sessions_) games.push_back(&s->ui());
    kept_ = list_kept(storage_, games);
    confirm_delete_.clear();
}

const KeptValue* App::kept_at(const std::string& key) const {
    auto it = std::find_if(kept_.begin(), kept_.end(),
                           [&](const KeptValue& k) { return k.at.key == key; });
    return it == kept_.end() ? nullptr : &*it;
}

void App::export_kept(const std::string& key) {
    const std::optional<std::string> text = storage_.get(key);
    const KeptValue* kept = kept_at(key);
    if (!text || !kept)
        return notify(fill(tr("'{key}' is no longer stored here."), {{"key", key}}));
    const std::string name = kept_file_name(*kept, *text);
    const bool json = name.size() > 5 && name.compare(name.size() - 5, 5, ".json") == 0;
    std::string where;
    if (platform::export_text_file(name, *text, json ? "application/json" : "text/plain", where))
        notify(fill(tr("Exported as {file} to {place}, exactly as it was stored."),
                    {{"file", name}, {"place", where}}),
               false);
    else
        notify(fill(tr("'{key}' could not be exported; it is still kept here."), {{"key", key}}));
}

// Settings → Kept aside (table/kept.h).
void App::act_on_kept(const KeptIntent& in) {
    if (!in.export_text.empty()) export_kept(in.export_text);
    if (!in.ask_delete.empty()) confirm_delete_ = in.ask_delete;
    if (in.cancel_delete) confirm_delete_.clear();
    if (!in.confirm_delete.empty() && in.confirm_delete == confirm_delete_) {
        storage_.remove(in.confirm_delete);
        notify(fill(tr("Deleted '{key}'."), {{"key", in.confirm_delete}}), false);
        refresh_kept();
    }
    if (!in.resume.empty()) {
        const KeptValue* kept = kept_at(in.resume);
        const std::string game = kept ? kept->game : std::string();
        Session* s = session(game);
        if (s && s->resume_kept(in.resume, settings_, notices_)) return go(Screen::Table, game);
        refresh_kept();
    }
}

bool App::animating() const {
    const Session* s = session(screen_.game);
    // An online table's network is listened to between frames (poll); a host's game runs
    // whatever is on screen.
    const bool hosting = std::any_of(sessions_.begin(), sessions_.end(), [](const auto& x) {
        return x->host() != nullptr && x->animating();
    });
    const bool moved_on = drawn_ && !(*drawn_ == screen_); // the next screen is still to draw
    // A bot due later is waited for at rest (rest_for), and drawn when its time comes.
    const bool table = screen_.kind == Screen::Table && s &&
                       (s->moving() || s->due_in(platform::now_seconds()) == 0);
    return scrolling_ || moved_on || online_.animating() || hosting || invite_open_ || table;
}

double App::rest_for(double now) const {
    const bool hosting = std::any_of(sessions_.begin(), sessions_.end(),
                                     [](const auto& x) { return x->host() != nullptr; });
    if (online_.listening() || hosting) return 0;
    const Session* s = session(screen_.game);
    return screen_.kind == Screen::Table && s ? s->due_in(now) : -1;
}

bool App::at_table() const {
    return screen_.kind == Screen::Table ||
           (screen_.kind == Screen::Online && online_.guest_playing() &&
            online_.guest_game() == screen_.game);
}

const Atlas& App::atlas(const std::string& name) {
    // Loaded the first time a screen draws from it: a Txek player never pays for the 52 cards.
    auto [it, fresh] = atlases_.try_emplace(name);
    if (fresh) {
        std::string error;
        if (!it->second.load(assets_dir_, name, error))
            notify(fill(tr("Cards cannot be drawn: {reason}"), {{"reason", error}}));
    }
    return it->second;
}

void App::init_graphics(const std::string& assets_dir, float font_scale) {
    assets_dir_ = assets_dir;
    load_fonts(font_scale);
    ApplyTheme();
    InitKeyboard();
    if (!sessions_.empty()) atlas(sessions_.front()->ui().atlas()); // the home screen's fan
}

float App::ui_scale(float width, float height) {
    ui_scale_ =
        table::ui_scale(settings_.size_percent, width, height, screen_.kind == Screen::Table);
    return ui_scale_;
}

void App::load_fonts(float font_scale) {
    std::string error;
    ImGui::GetIO().Fonts->Clear();
    fonts_ = LoadFonts(assets_dir_ + "/ui.ttf", font_scale, error);
    // Said once: a reload at another size fails the same way.
    if (!error.empty() && font_scale_ == 0.0f) notify(error);
    font_scale_ = font_scale;
}

bool App::poll() {
    // Online tables listen to the network between frames: a frame is drawn when something came.
    const double now = platform::now_seconds();
    bool online = online_.poll(now);
    for (auto& s : sessions_) online = s->poll_online(now) || online;
    // Another tab took a game over, let one go or saved: the next frame shows what changed.
    const std::uint64_t news = platform::tab_news();
    const bool tabs = news != tab_news_ || online;
    tab_news_ = news;
    std::string text;
    if (!platform::take_picked_text(text)) return tabs;
    // The file goes to the sheets of the screen its Import button was on.
    if (Session* s = session(import_for_)) s->sheets().import_text(storage_, text, notices_);
    return true;
}

namespace {
// A deal link seats its people at this device; a replay seats nobody, so any seating replays.
std::string seating_problem(const core::Link& link) {
    if (link.join) return {}; // every guest sits at a device of their own
    const games::Module& m = *games::find(link.game);
    std::string problem = m.check_setup(link.setup);
    if (problem.empty() && !link.actions) problem = games::check_seating(m.facts, link.setup);
    return problem.empty() ? problem : setup_problem_text(problem, m.facts);
}
} // namespace

namespace {

// A link's lang= part ("#lang=de", "#v=1&g=txek&...&lang=fr") is the page's, not the game's:
// `text` loses it and `lang` gets its value (true). A link without one is left as it is.
bool take_language(std::string& text, std::string& lang) {
    std::string rest;
    bool found = false;
    for (std::size_t start = 0; start <= text.size();) {
        std::size_t end = std::min(text.find('&', start), text.size());
        const std::string part = text.substr(start, end - start);
        if (part.rfind("lang=", 0) == 0)
            lang = part.substr(5), found = true;
        else
            rest += (rest.empty() ? "" : "&") + part;
        start = end + 1;
    }
    if (found) text = rest;
    return found;
}

} // namespace

// A link's language becomes the setting, as if picked in Settings: a reload, which no longer has
// the link, keeps it, and Settings may change it back.
void App::choose_link_language(const std::string& lang) {
    const i18n::Language* l = i18n::find_language(lang);
    if (!l || !l->offered) {
        notify(fill(tr("This link asks for a language the app does not have ({lang}); the table "
                       "keeps its language."),
                    {{"lang", core::printable(core::clip_utf8(lang, 16))}}));
        return;
    }
    settings_.language = l->tag;
    save_settings();
    apply_language();
}

void App::open_link(const std::string& link) {
    std::string text = link, lang;
    if (!text.empty() && text[0] == '#') text.erase(0, 1);
    if (take_language(text, lang)) choose_link_language(lang);
    if (text.empty()) return;
    auto known = [](std::string_view id) { return games::find(id) != nullptr; };
    auto decoded = core::decode_link(text, known);
    std::string problem = decoded ? seating_problem(decoded.value()) : decoded.error();
    if (!problem.empty()) {
        notify(fill(tr("This link could not be opened: {reason}.\nAsk for a fresh link, or start a "
                       "game from here."),
                    {{"reason", problem}}));
        go(Screen::Home);
        return;
    }
    const core::Link& l = decoded.value();
    if (l.join) return join(l);
    Session& s = *session(l.game);
    // A deal link seats you at its first human seat (a link of bots only: you watch); a link
    // with actions replays that game move by move.
    // A deal link replaces the game in progress, which is kept aside: the player is told, and
    // where to find it (a replay link leaves it as it is).
    const bool running = !l.actions && s.has_game() && !s.over() && !s.elsewhere();
    const bool opened = l.actions ? s.open_replay(l, settings_, notices_)
                                  : s.start({l.setup, {}}, l.seed, settings_, notices_);
    if (opened && running)
        notify(
            fill(s.facts().whole_word == std::string_view("match")
                     ? tr("This link dealt a new {game} match. The one you were playing is "
                          "kept: Settings \u2192 Kept aside \u2192 Resume takes you back to it.")
                     : tr("This link dealt a new {game} game. The one you were playing is "
                          "kept: Settings \u2192 Kept aside \u2192 Resume takes you back to it."),
                 {{"game", std::string(s.facts().name)}}),
            false);
    go(opened ? Screen::Table : Screen::Home, opened ? l.game : std::string());
}

// A name asked for on a new-game screen (people sharing the device) is the player's from then on,
// unless they had one already: it is the first time a name was needed.
void App::remember_name(const NewGame& game) {
    if (!settings_.player_name.empty() || game.names.empty() || game.names[0].empty()) return;
    if (game.setup.seats.empty() || game.setup.seats[0] != core::SeatKind::Human) return;
    settings_.player_name = game.names[0];
    save_settings();
}

// A name typed where one was first needed online (the host's lobby, a guest's seat) is the
// player's from then on, unless they had one already.
void App::remember_typed_name() {
    const std::string typed = online_.take_typed_name();
    if (!settings_.player_name.empty() || typed.empty() || online::is_you(typed)) return;
    settings_.player_name = typed;
    save_settings();
}

namespace {

// The notice of a replay link copied to the clipboard.
std::string replay_copied(const games::Facts& f, const std::string& link) {
    return fill(f.whole_word == std::string_view("match")
                    ? tr("Link copied. Anyone who opens it can replay this match move by "
                         "move:\n{link}")
                    : tr("Link copied. Anyone who opens it can replay this game move by "
                         "move:\n{link}"),
                {{"link", link}});
}

} // namespace

// At a friend's table the replay link is the host's to give: it comes once the match is over for
// good (the table offers Share replay only then).
void App::share_guest_replay(const Session& s) {
    const std::string link = online_.guest_replay_link();
    if (link.empty()) return;
    platform::copy_to_clipboard(platform::link_prefix() + link);
    notify(replay_copied(s.facts(), platform::link_prefix() + link), false);
}

void App::apply_language() {
    i18n::set_language(settings_.language.empty()
                           ? i18n::pick_language(platform::preferred_languages())
                           : settings_.language);
}

void App::save_settings() {
    if (!platform::save_versioned(storage_, kSettingsKey, kSettingsKind, kSettingsVersion,
                                  settings_to_json(settings_)))
        notify(tr("Settings could not be saved in this browser (storage full or disabled); they "
                  "apply until the page is closed."));
}

void App::share(Session& s, bool replay) {
    const std::string link = platform::link_prefix() + s.link(replay);
    platform::copy_to_clipboard(link);
    notify(replay ? replay_copied(s.facts(), link)
                  : fill(tr("Link copied. Anyone who opens it gets this very deal:\n{link}"),
                         {{"link", link}}),
           false);
}

void App::DrawHomeScreen() {
    auto home_game = [](const Session& s) {
        const games::Facts& f = s.facts();
        const std::string players = f.min_players == f.max_players
                                        ? fill(trn("{n} player", "{n} players", f.max_players),
                                               {{"n", std::to_string(f.max_players)}})
                                        : fill(tr("{least}\u2013{most} players"),
                                               {{"least", std::to_string(f.min_players)},
                                                {"most", std::to_string(f.max_players)}});
        return HomeGame{std::string(f.id), std::string(f.name), s.ui().blurb(), players,
                        f.whole_word == std::string_view("match")};
    };
    std::vector<HomeGame> games, going;
    for (const auto& s : sessions_) games.push_back(home_game(*s));
    if (online_.joining()) {
        HomeGame g = home_game(*session(online_.guest_game()));
        g.id = "online", g.online = true;
        going.push_back(g);
    }
    for (const Session* s : in_progress()) going.push_back(home_game(*s));
    GameUi* flagship = sessions_.empty() ? nullptr : &sessions_.front()->ui();
    const Showcase fan{atlas(flagship ? flagship->atlas() : "cards"),
                       flagship ? flagship->showcase() : std::vector<std::string>{}};
    HomeIntent in = DrawHome(fonts_, fan, games, going);
    if (in.open_settings) go(Screen::Settings);
    if (in.open_about) go(Screen::About);
    if (in.resume == "online")
        go(Screen::Online, online_.guest_game());
    else if (!in.resume.empty())
        go(Screen::Table, in.resume);
    if (!in.play.empty()) go(Screen::NewGame, in.play);
    if (!in.online.empty()) go(Screen::OnlineNew, in.online);
    if (!in.rules.empty()) back_from_rules_ = screen_, go(Screen::Rules, in.rules);
}

void App::DrawNewGameScreen(Session& s) {
    // Friends at this game's online table lose it to a new game: said before the game's own
    // warning that the game in progress ends.
    if (const online::Host* host = s.host()) DrawOnlineWarning(host->guest_names());
    NewGameIntent in = s.ui().draw_new_game(fonts_, settings_, s.has_game());
    if (in.start) remember_name(*in.start);
    if (in.start && s.start(*in.start, platform::random_seed(), settings_, notices_))
        go(Screen::Table, screen_.game);
    if (in.back) go(Screen::Home);
}

void App::DrawTableScreen(Session& s) {
    if (!s.has_game() && !s.showing_replay()) return go(Screen::Home);
    // Until the tabs answer, nothing: a second tab then shows the notice, never a table first.
    if (s.claim_pending() && !s.showing_replay()) return;
    if (s.elsewhere() && !s.showing_replay()) {
        const ElsewhereIntent in = DrawElsewhere(fonts_, std::string(s.facts().name),
                                                 s.facts().whole_word == std::string_view("match"));
        if (in.play_here) s.take_over(settings_, notices_);
        if (in.sheet) go(Screen::Sheet, screen_.game);
        if (in.menu) go(Screen::Home);
        return;
    }
    const TableFrame frame{fonts_, atlas(s.ui().atlas()), settings_, nullptr, ui_scale_};
    TableIntent in = s.draw_table(frame);
    if (in.aided) s.note_aided(notices_);
    if (in.menu) {
        s.close_replay(); // the game in progress, if any, is still there
        go(Screen::Home);
    }
    if (in.rules) back_from_rules_ = screen_, go(Screen::Rules, screen_.game);
    if (in.sheet) go(Screen::Sheet, screen_.game);
    if (in.new_game) go(Screen::NewGame, screen_.game);
    // Once a game is over, its deal link is its replay: the deal alone is no news. At an online
    // table Share invites a friend instead: the deal's link would give away every hand.
    const bool online = s.host() && !s.showing_replay();
    if ((in.share || in.share_replay) && online && !s.over() && !in.share_replay)
        invite_open_ = true;
    else if (in.share || in.share_replay)
        share(s, in.share_replay || s.showing_replay() || s.over());
    if (in.toggle_sound) toggle_sound();
    if (online) DrawHostedExtras(s);
}

void App::DrawHostedExtras(Session& s) {
    online::Host& host = *s.host();
    for (const std::string& n : s.take_online_news()) online_.add_news(n);
    OnlineBar bar;
    bar.waiting = online_words(host.waiting_text(), seat_names_of(host.table()), nullptr);
    bar.news = online_.news();
    if (!host.ready() && !host.problem().empty())
        bar.news.push_back(
            fill(tr("Guests cannot reach the table now: {reason}."), {{"reason", host.problem()}}));
    for (std::size_t seat = 1; seat < host.table().seats.size(); ++seat)
        if (host.away_ms(int(seat)) >= online::kStandInAfterMs &&
            !host.table().seats[seat].stand_in) {
            bar.stand_in_seats.push_back(int(seat));
            bar.stand_in_names.push_back(host.table().seats[seat].name);
        }
    if (const int seat = DrawOnlineBar(bar); seat >= 0) host.stand_in(seat);
    bool copy = false;
    if (invite_open_ &&
        DrawInviteOverTable(fonts_, online_.invite(screen_.game, host.table().id), copy))
        invite_open_ = false;
    if (copy) online_.copy_invite(screen_.game, host.table().id, notices_);
}

void App::join(const core::Link& l) {
    if (const std::string why = platform::online_unavailable(); !why.empty()) {
        notify(why);
        return go(Screen::Home);
    }
    online_.join(*session(l.game), *l.join, settings_.player_name);
    go(Screen::Online, l.game);
}

void App::DrawOnlineNewScreen(Session& s) {
    if (const online::Host* host = s.host()) DrawOnlineWarning(host->guest_names());
    const OnlineNewIntent in =
        DrawOnlineNew(fonts_, s.facts(), online_choice_, platform::online_unavailable());
    if (in.open) {
        online_.open_lobby(s, online_choice_, settings_.player_name);
        go(Screen::Online, screen_.game);
    }
    if (in.back) go(Screen::Home);
}

void App::DrawOnlineScreen(Session& s) {
    if (online_.hosting() && online_.lobby_game() == screen_.game) {
        bool closed = false;
        if (online_.draw_lobby(fonts_, settings_.player_name.empty(), notices_, closed)) {
            remember_typed_name();
            if (s.start_online(online_.take_lobby(), platform::random_seed(), settings_, notices_))
                go(Screen::Table, screen_.game);
        }
        if (closed) go(Screen::Home);
        return;
    }
    if (!online_.joining() || online_.guest_game() != screen_.game) return go(Screen::Home);
    bool left = false;
    const TableFrame frame{fonts_, atlas(s.ui().atlas()), settings_, nullptr, ui_scale_};
    const TableIntent in = online_.draw_guest(frame, notices_, left);
    remember_typed_name();
    if (left || in.menu) go(Screen::Home);
    if (in.share_replay) share_guest_replay(s);
    if (in.rules) back_from_rules_ = screen_, go(Screen::Rules, screen_.game);
    if (in.sheet) go(Screen::Sheet, screen_.game);
    if (in.new_game) go(Screen::NewGame, screen_.game);
    if (in.share) invite_open_ = true;
    if (in.toggle_sound) toggle_sound();
    if (!online_.guest_playing()) return;
    bool copy = false;
    const std::string table = online_.guest_table();
    if (invite_open_ && DrawInviteOverTable(fonts_, online_.invite(screen_.game, table), copy))
        invite_open_ = false;
    if (copy) online_.copy_invite(screen_.game, table, notices_);
}

// Cues are heard from the table on screen only: a game left running behind another screen, or
// a table's flights landing out of sight, stay quiet.
void App::take_cues(bool heard) {
    std::vector<Cue> taken = TakeCues();
    if (heard) cues_.insert(cues_.end(), taken.begin(), taken.end());
}

// The table's sound button: remembered in the settings. Turned on, it says so with a cue.
void App::toggle_sound() {
    settings_.muted = !settings_.muted;
    SetSoundMuted(settings_.muted);
    save_settings();
    if (!settings_.muted) cues_.push_back(Cue::Turn);
}

void App::DrawFirstNotice(bool over_table) {
    if (!notices_.empty() && DrawNotice(notices_.front().text, notices_.front().error, over_table))
        notices_.erase(notices_.begin());
}

// A game's clock and bots run only while its own screens or the home screen are up: a game
// left for another game does not play on without its player.
void App::tick_sessions(double now_seconds, bool at_table) {
    for (auto& s : sessions_) {
        // The host's person away from the table's screens (the menu, another game, a new game's
        // screen): the online game waits, and the guests are told why (online/host.h, "Away").
        const bool here = screen_.game == s->facts().id &&
                          (screen_.kind == Screen::Table || screen_.kind == Screen::Rules ||
                           screen_.kind == Screen::Sheet);
        if (online::Host* host = s->host()) host->set_present(here);
        s->tick(now_seconds, screen_.game.empty() || screen_.game == s->facts().id, notices_);
        take_cues(at_table && screen_.game == s->facts().id);
    }
}

// The screen that is up, and what its presses ask for.
void App::DrawScreen() {
    const bool escape = ImGui::IsKeyPressed(ImGui::GetKeyIndex(ImGuiKey_Escape), false);
    Session* s = session(screen_.game);
    // What this frame draws; a press may move on to another screen meanwhile, drawn next frame.
    drawn_ = screen_;
    switch (screen_.kind) {
    case Screen::Home:
        DrawHomeScreen();
        break;
    case Screen::Settings: {
        SettingsIntent in =
            DrawSettings(fonts_, settings_, game_settings(), kept_, confirm_delete_);
        if (in.changed) save_settings(), apply_language();
        if (in.hear_volume) cues_.push_back(Cue::Turn);
        act_on_kept(in.kept);
        if (in.back || escape) go(Screen::Home);
        break;
    }
    case Screen::About:
        if (DrawAbout(fonts_, FamilyLine(game_names()), game_credits()) || escape) go(Screen::Home);
        break;
    case Screen::NewGame:
        if (escape)
            go(Screen::Home);
        else if (s)
            DrawNewGameScreen(*s);
        break;
    case Screen::Table:
        if (s) DrawTableScreen(*s);
        break;
    case Screen::OnlineNew:
        if (escape)
            go(Screen::Home);
        else if (s)
            DrawOnlineNewScreen(*s);
        break;
    case Screen::Online:
        if (s) DrawOnlineScreen(*s);
        break;
    case Screen::Rules:
        if (!s || s->ui().draw_rules(fonts_, atlas(s->ui().atlas())) || escape)
            go(back_from_rules_.kind, back_from_rules_.game);
        break;
    case Screen::Sheet:
        if (!s || s->sheets().draw_screen(fonts_, storage_, notices_) || escape)
            go(online_.guest_game() == screen_.game          ? Screen::Online
               : s && (s->has_game() || s->showing_replay()) ? Screen::Table
                                                             : Screen::Home,
               screen_.game);
        else if (s->sheets().import_asked())
            import_for_ = screen_.game, platform::pick_text_file();
        break;
    }
}

void App::frame(double now_seconds) {
    now_ = now_seconds;
    ClearTargets();
    // At the card table Space is the game's key (TXEK), not a press of the ringed item.
    const bool at_table = this->at_table();
    online_.tick(now_seconds, notices_);
    BeginKeyboardFrame(at_table);
    SetSoundMuted(settings_.muted); // the top bar's button shows it
    tick_sessions(now_seconds, at_table);
    const ImGuiIO& io = ImGui::GetIO();
    ImGui::SetNextWindowPos(ImVec2(0, 0));
    ImGui::SetNextWindowSize(io.DisplaySize);
    ImGui::Begin("table", nullptr,
                 ImGuiWindowFlags_NoDecoration | ImGuiWindowFlags_NoMove |
                     ImGuiWindowFlags_NoBringToFrontOnFocus | ImGuiWindowFlags_NoSavedSettings |
                     ImGuiWindowFlags_NoBackground | (at_table ? ImGuiWindowFlags_NoScrollbar : 0));
    // Elsewhere a notice heads the screen; at the table it floats over the middle, drawn last,
    // so the seats' names stay where they are.
    if (!at_table) DrawFirstNotice(false);
    DrawScreen();
    if (at_table) DrawFirstNotice(true);
    if (!session(screen_.game) && !screen_.game.empty()) go(Screen::Home);
    // The person's own moves, made while drawing, ask for cues too.
    take_cues(this->at_table());
    sound_.play(cues_, settings_);
    cues_.clear();
    ImGui::End();
    DrawFocusRing();
    PublishTextFields(ui_scale_);
    scrolling_ = TakeScrollMoving(); // a page gliding on after a swipe needs the next frame
}

namespace {

std::string screen_name(const Screen& s) {
    static const char* const kinds[] = {"home",  "settings", "about",      "new",   "",
                                        "rules", "sheet",    "online_new", "online"};
    if (s.game.empty()) return kinds[s.kind];
    if (s.kind == Screen::Table) return s.game;
    return s.game + "_" + kinds[s.kind];
}

} // namespace

std::vector<std::string> App::game_names() const {
    std::vector<std::string> names;
    for (const auto& s : sessions_) names.emplace_back(s->facts().name);
    return names;
}

std::vector<std::string> App::game_credits() const {
    std::vector<std::string> credits;
    for (const auto& s : sessions_)
        credits.push_back(CreditLine(s->facts().name, s->facts().author));
    return credits;
}

GameSettings App::game_settings() {
    GameSettings games;
    for (const auto& s : sessions_) games.real_time = games.real_time || s->facts().races;
    games.draw = [this](Settings& settings, float width) {
        bool changed = false;
        for (const auto& s : sessions_) changed = s->ui().draw_settings(settings, width) || changed;
        return changed;
    };
    return games;
}

std::string App::public_state(long frames) const {
    nlohmann::json j;
    // The screen a frame drew, whose targets these are; headless (no frame drawn), the App's.
    j["screen"] = screen_name(drawn_ ? *drawn_ : screen_);
    j["language"] = i18n::language();
    j["games"] = nlohmann::json::array();
    j["sheets"] = nlohmann::json::object();
    for (const auto& s : sessions_) {
        const std::string id(s->facts().id);
        j["games"].push_back({{"id", id}, {"name", std::string(s->facts().name)}});
        if (nlohmann::json t = s->public_json(); !t.is_null()) j[id] = t;
        if (nlohmann::json sheet = s->sheets().public_json(); !sheet.is_null())
            j["sheets"][id] = sheet;
    }
    std::string notice;
    for (const Notice& n : notices_) notice += (notice.empty() ? "" : "\n") + n.text;
    j["notice"] = notice;
    j["clock_rate"] = platform::clock_rate();
    j["settings"] = settings_to_json(settings_);
    j["focus"] = FocusedTarget();
    if (platform::test_wants_texts()) j["texts"] = DrawnTexts(ImGui::GetDrawData());
    j["stops"] = KeyboardStops();
    j["kept"] = nlohmann::json::array();
    for (const KeptValue& k : kept_)
        j["kept"].push_back({{"key", k.at.key},
                             {"of", k.at.of},
                             {"game", k.game},
                             {"what", k.what},
                             {"why", k.why},
                             {"readable", k.readable},
                             {"resumable", k.resumable},
                             {"reason", k.reason},
                             {"bytes", k.bytes}});
    j["confirm_delete"] = confirm_delete_;
    j["online"] = online_.public_json();
    j["invite_open"] = invite_open_;
    j["targets"] = nlohmann::json::object();
    // In CSS px: the app is drawn ui_scale_ times larger than it lays itself out.
    const float k = ui_scale_;
    for (const auto& [name, r] : Targets())
        j["targets"][name] = {r.x * k, r.y * k, r.z * k, r.w * k};
    j["ui_scale"] = ui_scale_;
    j["font_scale"] = font_scale_; // device px per app px the text is rasterised for
    j["scroll"] = nlohmann::json::object();
    for (const auto& [name, s] : ColumnScrolls()) j["scroll"][name] = {s.x * k, s.y * k, s.z * k};
    j["frame"] = frames;
    // Never a throw (the web build aborts at one): text that is not UTF-8 is replaced, not fatal.
    return j.dump(-1, ' ', false, nlohmann::json::error_handler_t::replace);
}

} // namespace table
