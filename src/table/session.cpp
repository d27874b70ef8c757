#include "table/session.h"

#include "engine/games.h"
#include "online/host.h"
#include "online/said.h"
#include "platform/network.h"
#include "platform/platform.h"
#include "table/i18n.h"
#include "table/online_words.h"
#include "table/saved_game.h"
#include "table/sheet_store.h"
#include "table/widgets.h"

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
    if (!can_act_ || seat_ < 0) return tr("you are watching: nobody plays from here");
    return match_.act(seat_, code).rejection;
}

std::string LocalSeat::submit_table(std::uint32_t code) {
    if (!can_act_) return tr("you are watching: nobody plays from here");
    const auto legal = match_.legal(core::kTableSeat);
    if (std::find(legal.begin(), legal.end(), code) == legal.end()) return tr("not now");
    return match_.act(core::kTableSeat, code).rejection;
}

// The host's own person at an online table: a move goes through the host, which stamps it with
// the moment it was made (src/online/README.md, "Races").
class HostedSeat : public LocalSeat {
public:
    HostedSeat(games::Match& match, online::Host& host) : LocalSeat(match, 0, true), host_(host) {}
    // The host's own refusals (the game waits for a guest) in words; the game's go on as codes.
    std::string submit(std::uint32_t code) override {
        std::string why = host_.claim(code, match_.now());
        const auto said = core::read_refusal(why);
        std::string words = said ? online_said(*said, seat_names_of(host_.table())) : std::string();
        return words.empty() ? why : words;
    }

private:
    online::Host& host_;
};

// ---- Names -------------------------------------------------------------------------------------

std::vector<std::string> seat_names(const core::Setup& setup, std::vector<std::string> names,
                                    const std::string& player_name) {
    const std::size_t n = setup.seats.size();
    names.resize(n);
    const auto people = std::count(setup.seats.begin(), setup.seats.end(), core::SeatKind::Human);
    bool first_person = true;
    for (std::size_t p = 0; p < n; ++p) {
        const bool person = setup.seats[p] == core::SeatKind::Human;
        std::string& name = names[p];
        // Alone with bots, the one person is "you" on every line (table::Voice), and the sheet
        // heads their column "You" until they give a name; people sharing the device read each
        // other's names, so each has one.
        if (name.empty() && person && first_person && !player_name.empty()) name = player_name;
        if (name.empty())
            name = !person      ? BotName(int(p))
                   : people > 1 ? default_name(int(p))
                                : std::string("You");
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
    std::unique_ptr<online::Host> host; // an online table: the guests' seats are played elsewhere
    std::vector<std::unique_ptr<LocalSeat>> people; // the people at this screen
    std::unique_ptr<LocalSeat> watcher;
    std::vector<std::string> names;
    std::unique_ptr<GameTable> table;

    // Ports over `match` for a table: one a person at this screen, and the spectator's. Online,
    // the host's own person (seat 0) is the only one here.
    void make_ports(bool can_act) {
        people.clear();
        if (host)
            people.push_back(std::make_unique<HostedSeat>(*match, *host));
        else
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
    return game_key(facts().id);
}

std::string Session::saved_what() const {
    return "The saved " + std::string(facts().name) + " " + std::string(facts().whole_word);
}

namespace {

std::string saved_kind(const games::Facts& f) {
    return game_kind(f.id);
}

bool is_match(const games::Facts& f) {
    return f.whole_word == std::string_view("match");
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
    // every game's table (TxekTable::fly; Checks' too), none with animations off (Txek's README,
    // "Bots' reaction times").
    o.show_ms = settings.animation_speed > 0 ? int(350.0f / settings.animation_speed + 0.5f) : 0;
    return o;
}

} // namespace

std::unique_ptr<Session::Table>
Session::open_table(const core::Setup& setup, std::uint64_t seed, const core::ActionLog& actions,
                    const std::vector<std::string>& names, bool replay, const Settings& settings,
                    std::string& error, std::unique_ptr<online::Host> host) {
    auto opened = ui_->game().open(setup, seed, actions, options_for(setup, replay, settings));
    if (!opened) {
        error = opened.error();
        return nullptr;
    }
    auto t = std::make_unique<Table>();
    t->match = std::move(opened.value());
    t->names = seat_names(setup, names, settings.player_name);
    t->host = std::move(host);
    if (t->host) t->host->attach(t->match.get(), t->names);
    t->make_ports(!replay);
    t->table = ui_->make_table({setup, t->names});
    t->attach();
    return t;
}

void Session::load(const Settings& settings, Notices& out) {
    settings_ = settings;
    if (std::string problem = sheets_->load(storage_); !problem.empty()) out.emplace_back(problem);
    LoadedGame loaded = load_saved_game(storage_, key(), saved_kind(facts()), saved_what());
    if (!loaded.problem.empty()) out.emplace_back(loaded.problem);
    if (!loaded.game || !adopt(*loaded.game, out)) return;
    // Played here unless another tab plays it already. Once the claim is this tab's, the sheet
    // is brought up to date (at once natively).
    platform::claim(key(), false);
    follow_tabs(out);
}

namespace {
// The host of a saved online table; it opens its table id again once this tab plays the game.
std::unique_ptr<online::Host> host_of(const nlohmann::json& saved) {
    if (saved.is_null()) return nullptr;
    auto table = online::table_from_json(saved);
    if (!table) return nullptr; // saved_game_from_json read it already
    const std::string id = table.value().id;
    return std::make_unique<online::Host>(
        table.value(), [id] { return platform::host_transport(id); }, platform::random_seed());
}
} // namespace

bool Session::adopt(const SavedGame& g, Notices& out) {
    std::string error;
    auto t =
        open_table(g.setup, g.seed, g.actions, g.names, false, settings_, error, host_of(g.online));
    if (!t) {
        // Readable but not a game this build can replay: kept aside too, never overwritten.
        const std::string aside = platform::keep_aside(storage_, key());
        out.emplace_back(
            platform::unreadable_message(saved_what(), kNotReplayable, aside, key(), {}, error));
        return false;
    }
    restore_log(*t);
    game_ = std::move(t);
    clock_start_ = -1;
    saved_ms_ = g.saved_ms;
    saved_actions_ = game_->match->log().size();
    sheet_id_ = g.sheet_id;
    revision_ = std::max(revision_, g.revision);
    return true;
}

void Session::take_up_newer(Notices& out) {
    LoadedGame stored = load_saved_game(storage_, key(), saved_kind(facts()));
    if (!stored.problem.empty()) out.emplace_back(stored.problem);
    if (!stored.game || (game_ && stored.game->revision <= revision_)) return;
    // This tab's copy, and any move made on it since, gives way to what the other tab saved.
    if (!adopt(*stored.game, out)) return;
    if (std::string problem = sheets_->load(storage_); !problem.empty()) out.emplace_back(problem);
}

bool Session::playing() const {
    return game_ && claim_ == platform::Claim::Mine && !stale_;
}

void Session::take_over(const Settings& settings, Notices& out) {
    if (!game_) return;
    settings_ = settings;
    taking_over_ = true;
    platform::claim(key(), true);
    follow_tabs(out);
}

void Session::follow_tabs(Notices& out) {
    follow_news(out);
    if (!game_) return;
    const platform::Claim now = platform::claim_state(key());
    const bool won = now == platform::Claim::Mine && (claim_ != now || taking_over_);
    claim_ = now;
    if (now == platform::Claim::Elsewhere) stale_ = true, taking_over_ = false;
    if (!won) return;
    // The game is this tab's now: what was saved last comes first.
    take_up_newer(out);
    stale_ = false;
    if (taking_over_) {
        // Saved once more under a newer revision: a tab still playing an older copy stops.
        taking_over_ = false;
        save(out);
    }
    if (playing()) follow_sheet(out);
}

void Session::follow_news(Notices& out) {
    const std::uint64_t news = platform::tab_news();
    if (news == news_seen_) return;
    news_seen_ = news;
    if (!game_) {
        // Another tab saved a game of this kind: it plays it, so it is shown as elsewhere here.
        LoadedGame stored = load_saved_game(storage_, key(), saved_kind(facts()));
        if (!stored.problem.empty()) out.emplace_back(stored.problem);
        if (stored.game && adopt(*stored.game, out)) stale_ = true;
    } else if (saved_revision(storage_, key()) > revision_) {
        stale_ = true; // another tab saved this game since this one did
    }
    // A tab that does not play keeps its sheets readable: as the playing tab saved them.
    if (!playing())
        if (std::string problem = sheets_->load(storage_); !problem.empty())
            out.emplace_back(problem);
}

bool Session::start(const NewGame& game, std::uint64_t seed, const Settings& settings,
                    Notices& out) {
    return deal(game.setup, game.names, seed, settings, nullptr, out);
}

bool Session::deal(const core::Setup& setup, const std::vector<std::string>& names,
                   std::uint64_t seed, const Settings& settings, std::unique_ptr<online::Host> host,
                   Notices& out) {
    settings_ = settings;
    std::string error;
    auto t = open_table(setup, seed, {}, names, false, settings, error, std::move(host));
    if (!t) {
        out.emplace_back(fill(is_match(facts()) ? tr("This match could not be opened: {reason}.")
                                                : tr("This game could not be opened: {reason}."),
                              {{"reason", error}}));
        return false;
    }
    // A new game is played here, taken from any tab that plays this game now; what that tab
    // saved last is taken up first, so that it is kept aside whole below.
    platform::claim(key(), true);
    take_up_newer(out);
    // A game in progress is never overwritten: kept under another key first. A finished one
    // is not: every result of it is on its sheet.
    if (game_ && !game_->match->over()) platform::keep_aside(storage_, key(), "previous");
    close_online(core::refuse(online::kHostStartedAnother));
    game_ = std::move(t);
    stale_ = false;
    clock_start_ = -1;
    close_replay();
    sheet_id_ =
        sheets_->start(storage_, {{}, setup, seed, game_->names, platform::epoch_ms()}, out);
    save(out);
    follow_sheet(out);
    // The address bar goes back to the bare page: a reload then resumes this game rather than
    // dealing the link's first deal again. The Share button hands out the link.
    platform::show_link("");
    return true;
}

namespace {

// The notice of a kept game resumed, `aside`: when the one in progress was kept aside for it.
const char* resumed_text(bool match, bool aside) {
    if (match)
        return aside ? tr("This kept {game} match is the match in progress again; the one you "
                          "were playing is kept aside as '{kept}' (Settings \u2192 Kept aside).")
                     : tr("This kept {game} match is the match in progress again.");
    return aside ? tr("This kept {game} game is the game in progress again; the one you were "
                      "playing is kept aside as '{kept}' (Settings \u2192 Kept aside).")
                 : tr("This kept {game} game is the game in progress again.");
}

} // namespace

bool Session::resume_kept(const std::string& kept, const Settings& settings, Notices& out) {
    const bool match = is_match(facts());
    const std::string game(facts().name);
    const std::optional<std::string> text = storage_.get(kept);
    if (!text) {
        out.emplace_back(fill(match ? tr("This kept {game} match is no longer stored here (another "
                                         "tab?); nothing was changed.")
                                    : tr("This kept {game} game is no longer stored here (another "
                                         "tab?); nothing was changed."),
                              {{"game", game}}));
        return false;
    }
    // Read from a copy: what cannot be read stays where it is.
    platform::MemoryStorage scratch;
    scratch.set(key(), *text);
    LoadedGame loaded = load_saved_game(scratch, key(), saved_kind(facts()));
    std::string error;
    auto t = loaded.game ? open_table(loaded.game->setup, loaded.game->seed, loaded.game->actions,
                                      loaded.game->names, false, settings, error,
                                      host_of(loaded.game->online))
                         : nullptr;
    if (!t || t->match->over()) {
        const std::string why = !loaded.game ? loaded.why : !t ? kNotReplayable : tr("it is over");
        out.emplace_back(fill(match ? tr("This kept {game} match cannot be resumed: {reason}. "
                                         "Nothing was changed.")
                                    : tr("This kept {game} game cannot be resumed: {reason}. "
                                         "Nothing was changed."),
                              {{"game", game}, {"reason", why}}));
        return false;
    }
    // What is stored under the key (the game in progress, or text that could not be read) is
    // kept aside first; a game that is over is not: its results are on its sheet.
    std::string aside;
    if (storage_.get(key()) && !over()) {
        aside = platform::keep_aside(storage_, key(), game_ ? "previous" : "unreadable");
        if (aside.empty()) {
            out.emplace_back(match ? tr("The match in progress could not be set aside (storage "
                                        "full?); nothing was changed.")
                                   : tr("The game in progress could not be set aside (storage "
                                        "full?); nothing was changed."));
            return false;
        }
    }
    restore_log(*t);
    close_online(core::refuse(online::kHostWentBack));
    game_ = std::move(t);
    clock_start_ = -1;
    close_replay();
    sheet_id_ = loaded.game->sheet_id;
    if (save(out)) storage_.remove(kept); // else it stays kept: nothing is lost
    follow_sheet(out);
    platform::show_link("");
    out.push_back(
        {fill(resumed_text(match, !aside.empty()), {{"game", game}, {"kept", aside}}), false});
    return true;
}

bool Session::open_replay(const core::Link& link, const Settings& settings, Notices& out) {
    const core::ActionLog actions = link.actions.value_or(core::ActionLog{});
    // The whole game must replay before anything is shown.
    const games::MatchOptions quiet = options_for(link.setup, true, settings);
    if (auto whole = ui_->game().open(link.setup, link.seed, actions, quiet); !whole) {
        out.emplace_back(fill(tr("This replay link could not be opened: {reason}.\nAsk for a "
                                 "fresh link, or start a game from here."),
                              {{"reason", whole.error()}}));
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
    online::poll_closing(closing_, std::int64_t(now * 1000.0));
    follow_tabs(out);
    if (!game_) return;
    games::Match& m = *game_->match;
    online::Host* host = playing() ? game_->host.get() : nullptr;
    if (host) host->receive(std::int64_t(now * 1000.0));
    if (clock_start_ < 0) clock_start_ = now - double(m.now()) / 1000.0, last_now_ = now;
    // Away from its screens, or in a tab that does not play it, a game's time stands still:
    // its bots do not play on alone. An online game runs for its guests wherever the host's
    // person looks, and waits while a guest is away (src/online/README.md, "Losing nothing").
    const bool run = (running || host) && playing() && !(host && host->waiting());
    if (!run) clock_start_ += now - last_now_;
    last_now_ = now;
    const std::int64_t ms = std::int64_t((now - clock_start_) * 1000.0);
    if (run && host) host->play(ms);
    if (run && !host) m.advance_to(ms);
    if (host) tick_online(now, out);
    game_->table->update(now);
    if (playing() && m.log().size() != saved_actions_) {
        save(out);
        if (playing()) follow_sheet(out);
    }
}

void Session::tick_online(double, Notices& out) {
    online::Host& host = *game_->host;
    host.send();
    for (const std::string& news : host.take_notices())
        online_news_.push_back(online_words(news, seat_names_of(host.table()), game_->table.get()));
    if (host.take_changed()) save(out); // a seat taken, a bot standing in: kept with the game
}

// The table closes, but its connections stay a moment: the guests hang up on reading why.
void Session::close_online(const std::string& why) {
    if (!game_ || !game_->host) return;
    game_->host->close(why);
    closing_.push_back(std::move(game_->host));
}

bool Session::poll_online(double now) {
    if (!game_ || !game_->host || !playing()) return false;
    const bool news = game_->host->receive(std::int64_t(now * 1000.0));
    game_->host->send(); // answers and seats at once; moves wait for the frame's play()
    return news;
}

online::Host* Session::host() {
    return game_ ? game_->host.get() : nullptr;
}

const online::Host* Session::host() const {
    return game_ ? game_->host.get() : nullptr;
}

std::vector<std::string> Session::take_online_news() {
    std::vector<std::string> out;
    out.swap(online_news_);
    return out;
}

namespace {
// Online, the bots take names no person at the table has: a friend called Bruno keeps his name.
std::vector<std::string> with_bot_names(std::vector<std::string> names) {
    int next = 0;
    auto taken = [&](const char* n) {
        return std::find(names.begin(), names.end(), n) != names.end();
    };
    for (std::string& name : names) {
        if (!name.empty()) continue;
        while (next < 7 && taken(BotName(next))) ++next;
        if (next < 7) name = BotName(next++);
    }
    return names;
}
} // namespace

bool Session::start_online(std::unique_ptr<online::Host> host, std::uint64_t seed,
                           const Settings& settings, Notices& out) {
    const auto [setup, names] = host->start();
    return deal(setup, with_bot_names(names), seed, settings, std::move(host), out);
}

bool Session::over() const {
    return game_ && game_->match->over();
}

bool Session::moving() const {
    if (replay_) return replay_->playing || replay_->at->table->animating();
    // An online table's queued moves are applied once their hold is over; while it waits for a
    // guest, the screen counts toward offering a bot for the seat.
    if (game_ && game_->host && playing() && (game_->host->busy() || game_->host->waiting()))
        return true;
    return game_ && game_->table->animating();
}

bool Session::animating() const {
    // A game that is not played here waits for nothing: its bots stand still.
    return moving() || (!replay_ && game_ && playing() && game_->match->next_due() >= 0);
}

double Session::due_in(double now) const {
    if (replay_ || !game_ || !playing()) return -1;
    const std::int64_t due = game_->match->next_due();
    if (due < 0) return -1;
    if (clock_start_ < 0) return 0; // the clock starts at the next tick
    return std::max(0.0, double(due) / 1000.0 - (now - clock_start_));
}

TableIntent Session::draw_table(const TableFrame& frame) {
    if (!replay_) return game_ ? game_->table->draw(frame) : TableIntent{true};
    Replay& r = *replay_;
    const ReplayBar bar{r.step, r.actions.size(), r.playing};
    const TableFrame with_bar{frame.fonts, frame.atlas, frame.settings, &bar, frame.ui_scale};
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
    j["elsewhere"] = elsewhere();
    if (!replay_ && game_ && game_->host) {
        const online::Host& h = *game_->host;
        nlohmann::json seats = nlohmann::json::array();
        for (std::size_t s = 0; s < h.table().seats.size(); ++s) {
            const online::HostSeat& seat = h.table().seats[s];
            seats.push_back({{"kind", int(seat.kind)},
                             {"name", seat.name},
                             {"away_ms", h.away_ms(int(s))},
                             {"rtt", h.rtt_ms(int(s))},
                             {"stand_in", seat.stand_in}});
        }
        j["online"] = {{"table", h.table().id},
                       {"ready", h.ready()},
                       {"waiting", h.waiting()},
                       {"hold", h.hold_ms()},
                       {"seats", seats},
                       {"problem", h.problem()},
                       {"stats",
                        {{"received", h.stats().received},
                         {"malformed", h.stats().malformed},
                         {"flooded", h.stats().flooded},
                         {"refused", h.stats().refused},
                         {"closed", h.stats().closed}}}};
    }
    // Nothing due from a bot or the table and no card in flight: only a person moves it on now.
    j["settled"] = !animating();
    return j;
}

// Every log of the table rebuilt from the action log, each seat's from what that seat was told
// (table_log.h, SeatLogs): the people's at this screen and the watcher's.
void Session::restore_log(Table& t) {
    std::vector<int> seats;
    for (const auto& p : t.people) seats.push_back(p->seat());
    seats.push_back(-1);
    const auto told = games::told_so_far(ui_->game(), *t.match, seats);
    for (std::size_t i = 0; i < seats.size(); ++i) t.table->replay_log(seats[i], told[i]);
}

bool Session::save(Notices& out) {
    // An older revision never overwrites a newer one: another tab saved since this one read or
    // wrote, so this tab's copy is stale. It shows so, and "Play here" takes up the newer one.
    if (saved_revision(storage_, key()) > revision_) {
        stale_ = true;
        return false;
    }
    const games::Match& m = *game_->match;
    saved_ms_ = platform::epoch_ms();
    saved_actions_ = m.log().size();
    const nlohmann::json table =
        game_->host ? online::table_to_json(game_->host->table()) : nullptr;
    const SavedGame g{m.setup(), m.seed(),  m.log(),     game_->names,
                      saved_ms_, sheet_id_, ++revision_, table};
    if (save_game(storage_, key(), saved_kind(facts()), g)) return true;
    out.emplace_back(is_match(facts())
                         ? tr("The match could not be saved in this browser (storage full or "
                              "disabled).")
                         : tr("The game could not be saved in this browser (storage full or "
                              "disabled)."));
    return false;
}

void Session::note_aided(Notices& out) {
    if (replay_ || !game_ || !playing()) return;
    const games::Match& m = *game_->match;
    sheets_->mark_aided(storage_, {sheet_id_, m.setup(), m.seed(), game_->names, saved_ms_}, out);
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
