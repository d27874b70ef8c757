#include "table/session.h"

#include "engine/games.h"
#include "platform/platform.h"
#include "table/saved_game.h"
#include "table/sheet_store.h"

#include <algorithm>

namespace table {

// ---- LocalSeat ---------------------------------------------------------------------------------

LocalSeat::LocalSeat(games::Match& match, int seat, bool can_act)
    : match_(match), seat_(seat), can_act_(can_act) {
    match_.watch(seat_);
}

const nlohmann::json& LocalSeat::view() const {
    if (view_revision_ != revision()) {
        view_ = match_.view(seat_);
        view_revision_ = revision();
    }
    return view_;
}

std::vector<std::uint32_t> LocalSeat::legal() const {
    return seat_ >= 0 ? match_.legal(seat_) : std::vector<std::uint32_t>{};
}

std::string LocalSeat::submit(std::uint32_t code) {
    if (!can_act_ || seat_ < 0) return "you are watching: nobody plays from here";
    return match_.act(seat_, code).rejection;
}

std::string LocalSeat::submit_table(std::uint32_t code) {
    if (!can_act_) return "you are watching: nobody plays from here";
    const auto legal = match_.legal(core::kTableSeat);
    if (std::find(legal.begin(), legal.end(), code) == legal.end()) return "not now";
    return match_.act(core::kTableSeat, code).rejection;
}

// ---- Names -------------------------------------------------------------------------------------

std::vector<std::string> seat_names(const core::Setup& setup, std::vector<std::string> names,
                                    const std::string& player_name) {
    const std::size_t n = setup.seats.size();
    names.resize(n);
    bool first_person = true;
    for (std::size_t p = 0; p < n; ++p) {
        const bool person = setup.seats[p] == core::SeatKind::Human;
        std::string& name = names[p];
        if (name.empty())
            name = !person        ? BotName(int(p))
                   : first_person ? player_name
                                  : "Player " + std::to_string(p + 1);
        if (person) first_person = false;
        name = sheets::clip_utf8(name, kMaxNameBytes);
    }
    // Equal names get a number, cut first so that the name still fits what storage keeps.
    for (std::size_t p = 1; p < n; ++p)
        for (int k = 2; std::count(names.begin(), names.begin() + long(p), names[p]) > 0; ++k) {
            const std::string tag = " (" + std::to_string(k) + ")";
            names[p] = sheets::clip_utf8(names[p].substr(0, names[p].rfind(" (")),
                                         kMaxNameBytes - tag.size()) +
                       tag;
        }
    return names;
}

// ---- Session -----------------------------------------------------------------------------------

struct Session::Table {
    std::unique_ptr<games::Match> match;
    std::vector<std::unique_ptr<LocalSeat>> people; // the people at this screen
    std::unique_ptr<LocalSeat> watcher;
    std::vector<std::string> names;
    std::unique_ptr<GameTable> table;

    // Ports over `match` for a table: one a person, and the spectator's.
    void make_ports(bool can_act) {
        people.clear();
        for (int p = 0; p < match->players(); ++p)
            if (match->setup().seats[std::size_t(p)] == core::SeatKind::Human)
                people.push_back(std::make_unique<LocalSeat>(*match, p, can_act));
        watcher = std::make_unique<LocalSeat>(*match, -1, false);
    }
    void attach() {
        std::vector<SeatPort*> ports;
        for (auto& p : people) ports.push_back(p.get());
        table->attach(ports, watcher.get());
    }
};

struct Session::Replay {
    core::Setup setup;
    std::uint64_t seed = 0;
    core::ActionLog actions;
    std::vector<std::string> names;
    std::size_t step = 0;
    bool playing = false;
    double next_step_at = 0;
    std::unique_ptr<Table> at; // the match after `step` actions, and the table showing it
};

Session::Session(std::unique_ptr<GameUi> ui, platform::Storage& storage)
    : ui_(std::move(ui)), storage_(storage), sheets_(ui_->make_sheets()) {}

Session::~Session() = default;

std::string Session::key() const {
    return std::string(facts().id) + ".game";
}

namespace {

std::string saved_kind(const games::Facts& f) {
    return std::string(f.id) + "-game";
}

games::MatchOptions options_for(const core::Setup& setup, bool replay, const Settings& settings) {
    games::MatchOptions o;
    o.reaction_ms = settings.reaction_ms;
    // Bots alone deal on by themselves after a pause; people press Next when they have read.
    o.auto_next =
        !replay && std::none_of(setup.seats.begin(), setup.seats.end(),
                                [](core::SeatKind k) { return k == core::SeatKind::Human; });
    o.pause_ms = 5000;
    o.bots = !replay;
    // Bots react from what a person can see: a card lands after its flight, 0.35 s / speed in
    // every game's table (TxekTable::fly; Checks' too), none with animations off (issue 11.1).
    o.show_ms = settings.animation_speed > 0 ? int(350.0f / settings.animation_speed + 0.5f) : 0;
    return o;
}

} // namespace

std::unique_ptr<Session::Table> Session::open_table(const core::Setup& setup, std::uint64_t seed,
                                                    const core::ActionLog& actions,
                                                    const std::vector<std::string>& names,
                                                    bool replay, const Settings& settings,
                                                    std::string& error) {
    auto opened = ui_->game().open(setup, seed, actions, options_for(setup, replay, settings));
    if (!opened) {
        error = opened.error();
        return nullptr;
    }
    auto t = std::make_unique<Table>();
    t->match = std::move(opened.value());
    t->names = seat_names(setup, names, settings.player_name);
    t->make_ports(!replay);
    t->table = ui_->make_table({setup, t->names});
    t->attach();
    return t;
}

void Session::load(const Settings& settings, Notices& out) {
    if (std::string problem = sheets_->load(storage_); !problem.empty()) out.emplace_back(problem);
    LoadedGame loaded = load_saved_game(storage_, key(), saved_kind(facts()));
    if (!loaded.problem.empty()) out.emplace_back(loaded.problem);
    if (!loaded.game) return;
    const SavedGame& g = *loaded.game;
    std::string error;
    auto t = open_table(g.setup, g.seed, g.actions, g.names, false, settings, error);
    if (!t) {
        // Readable but not a game this build can replay: kept aside too, never overwritten.
        const std::string aside = platform::keep_aside(storage_, key());
        out.emplace_back("The saved " + std::string(facts().whole_word) + " of " +
                         std::string(facts().name) + " could not be resumed: " + error +
                         (aside.empty() ? "." : "; it is kept as '" + aside + "'."));
        return;
    }
    restore_log(*t);
    game_ = std::move(t);
    saved_ms_ = g.saved_ms;
    saved_actions_ = game_->match->log().size();
    sheet_id_ = g.sheet_id;
    follow_sheet(out);
}

bool Session::start(const NewGame& game, std::uint64_t seed, const Settings& settings,
                    Notices& out) {
    std::string error;
    auto t = open_table(game.setup, seed, {}, game.names, false, settings, error);
    if (!t) {
        out.emplace_back("This " + std::string(facts().whole_word) +
                         " could not be opened: " + error + ".");
        return false;
    }
    // A game in progress is never overwritten: kept under another key first. A finished one
    // is not: every result of it is on its sheet.
    if (game_ && !game_->match->over()) platform::keep_aside(storage_, key(), "previous");
    game_ = std::move(t);
    clock_start_ = -1;
    close_replay();
    sheet_id_ =
        sheets_->start(storage_, {{}, game.setup, seed, game_->names, platform::epoch_ms()}, out);
    save(out);
    follow_sheet(out);
    // The address bar goes back to the bare page: a reload then resumes this game rather than
    // dealing the link's first deal again. The Share button hands out the link.
    platform::show_link("");
    return true;
}

bool Session::open_replay(const core::Link& link, const Settings& settings, Notices& out) {
    const core::ActionLog actions = link.actions.value_or(core::ActionLog{});
    // The whole game must replay before anything is shown.
    const games::MatchOptions quiet = options_for(link.setup, true, settings);
    if (auto whole = ui_->game().open(link.setup, link.seed, actions, quiet); !whole) {
        out.emplace_back("This replay link could not be opened: " + whole.error() +
                         ".\nAsk for a fresh link, or start a game from here.");
        return false;
    }
    replay_ = std::make_unique<Replay>();
    replay_->setup = link.setup;
    replay_->seed = link.seed;
    replay_->actions = actions;
    replay_->names = seat_names(link.setup, {}, settings.player_name);
    replay_to(0);
    platform::show_link("");
    return true;
}

void Session::close_replay() {
    replay_.reset();
}

// Steps are cheap to recompute from the deal: a game is a few thousand actions at most. The
// last action is applied in front of the table, so that it animates.
void Session::replay_to(std::size_t step) {
    Replay& r = *replay_;
    step = std::min(step, r.actions.size());
    const bool back = step < r.step || !r.at;
    const std::size_t before = step > 0 ? step - 1 : 0;
    const core::ActionLog prefix(r.actions.begin(), r.actions.begin() + long(before));
    std::string error;
    Settings quiet;
    auto t = open_table(r.setup, r.seed, prefix, r.names, true, quiet, error);
    if (!t) return; // open_replay checked every action
    if (r.at) t->table = std::move(r.at->table);
    t->attach();
    if (step > 0) t->match->act(r.actions[before].seat, r.actions[before].code);
    if (back) t->table->reset();
    r.at = std::move(t);
    r.step = step;
}

void Session::tick_replay(double now) {
    Replay& r = *replay_;
    if (r.playing && now >= r.next_step_at) {
        if (r.step < r.actions.size())
            replay_to(r.step + 1);
        else
            r.playing = false;
        r.next_step_at = now + 0.6;
    }
    r.at->table->update(now);
}

void Session::tick(double now, bool running, Notices& out) {
    if (replay_) tick_replay(now);
    if (!game_) return;
    games::Match& m = *game_->match;
    if (clock_start_ < 0) clock_start_ = now - double(m.now()) / 1000.0, last_now_ = now;
    // Away from its screens a game's time stands still: its bots do not play on alone.
    if (!running) clock_start_ += now - last_now_;
    last_now_ = now;
    if (running) m.advance_to(std::int64_t((now - clock_start_) * 1000.0));
    game_->table->update(now);
    if (m.log().size() != saved_actions_) {
        save(out);
        follow_sheet(out);
    }
}

bool Session::over() const {
    return game_ && game_->match->over();
}

bool Session::animating() const {
    if (replay_) return replay_->playing || replay_->at->table->animating();
    return game_ && (game_->match->next_due() >= 0 || game_->table->animating());
}

TableIntent Session::draw_table(const TableFrame& frame) {
    if (!replay_) return game_ ? game_->table->draw(frame) : TableIntent{true};
    Replay& r = *replay_;
    const ReplayBar bar{r.step, r.actions.size(), r.playing};
    const TableFrame with_bar{frame.fonts, frame.atlas, frame.settings, &bar};
    TableIntent in = r.at->table->draw(with_bar);
    switch (in.replay) {
    case ReplayControl::Start:
        r.playing = false, replay_to(0);
        break;
    case ReplayControl::Back:
        r.playing = false, replay_to(r.step > 0 ? r.step - 1 : 0);
        break;
    case ReplayControl::PlayPause:
        r.playing = !r.playing, r.next_step_at = 0;
        break;
    case ReplayControl::Step:
        r.playing = false, replay_to(r.step + 1);
        break;
    case ReplayControl::None:
        break;
    }
    return in;
}

std::string Session::link(bool with_actions) const {
    core::Link l;
    l.game = std::string(facts().id);
    if (replay_) {
        l.setup = replay_->setup, l.seed = replay_->seed;
        if (with_actions) l.actions = replay_->actions;
    } else if (game_) {
        l.setup = game_->match->setup(), l.seed = game_->match->seed();
        if (with_actions) l.actions = game_->match->log();
    }
    return core::encode_link(l);
}

nlohmann::json Session::public_json() const {
    const Table* t = replay_ ? replay_->at.get() : game_.get();
    if (!t) return nullptr;
    nlohmann::json j = t->table->public_json();
    j["replay"] = replay_ != nullptr;
    j["replay_step"] = replay_ ? replay_->step : 0;
    j["replay_total"] = replay_ ? replay_->actions.size() : 0;
    return j;
}

// The log of the game so far, rebuilt from the action log as the shown seat was told it: a
// match without bots replays every action in front of that seat.
void Session::restore_log(Table& t) {
    const games::Match& m = *t.match;
    games::MatchOptions quiet;
    quiet.bots = false;
    quiet.auto_next = false;
    auto again = ui_->game().open(m.setup(), m.seed(), {}, quiet);
    if (!again) return;
    games::Match& replay = *again.value();
    const int seat = t.people.empty() ? -1 : t.people.front()->seat();
    replay.watch(seat);
    for (const core::LoggedAction& a : m.log()) replay.act(a.seat, a.code);
    t.table->replay_log(replay.take_events(seat));
}

void Session::save(Notices& out) {
    const games::Match& m = *game_->match;
    saved_ms_ = platform::epoch_ms();
    saved_actions_ = m.log().size();
    const SavedGame g{m.setup(), m.seed(), m.log(), game_->names, saved_ms_, sheet_id_};
    if (!save_game(storage_, key(), saved_kind(facts()), g))
        out.emplace_back("The " + std::string(facts().whole_word) +
                         " could not be saved in this browser (storage full or disabled).");
}

void Session::follow_sheet(Notices& out) {
    const games::Match& m = *game_->match;
    const std::string id = sheets_->follow(
        storage_, {sheet_id_, m.setup(), m.seed(), game_->names, saved_ms_}, m.result_rows(), out);
    if (id == sheet_id_) return;
    sheet_id_ = id; // a sheet started for a game saved without one: the game keeps its id
    save(out);
}

} // namespace table
