#include "table/online_play.h"

#include "engine/core/link.h"
#include "engine/core/versioned_json.h"
#include "online/said.h"
#include "platform/network.h"
#include "platform/platform.h"
#include "table/i18n.h"
#include "table/online_words.h"
#include "table/sheet_store.h"
#include "table/widgets.h"

#include <algorithm>

namespace table {

namespace {

constexpr double kNewsSeconds = 5.0;
constexpr const char* kLobbyKind = "online-lobby";
constexpr const char* kGuestKind = "online-guest";

std::int64_t ms_of(double seconds) {
    return std::int64_t(seconds * 1000.0);
}

online::OpenTransport host_opener(const std::string& id) {
    return [id] { return platform::host_transport(id); };
}

// A sheet id for the guest's copy of the sheet: when it joined and a number of the table's id
// (never the seed, which the guest does not know).
std::string guest_sheet_id(std::int64_t joined_ms, const std::string& table) {
    std::uint64_t h = 1469598103934665603ull;
    for (char c : table) h = (h ^ std::uint8_t(c)) * 1099511628211ull;
    return sheets::make_sheet_id(joined_ms, h);
}

} // namespace

// This page's seat at a friend's table.
struct OnlinePlay::GuestTable {
    Session* session = nullptr; // the game's session: its table folder and its sheets
    std::unique_ptr<online::Guest> guest;
    std::string name;
    std::string sheet_id;
    std::int64_t joined_ms = 0;
    std::string saved_secret;
    std::unique_ptr<RemoteSeat> port, mirror;
    std::unique_ptr<GameTable> table;
    core::Setup setup;
    std::vector<std::string> names;
    std::size_t rows_followed = ~std::size_t(0);
};

OnlinePlay::OnlinePlay(platform::Storage& storage) : storage_(storage) {}
OnlinePlay::~OnlinePlay() = default;

// ---- Hosting
// ----------------------------------------------------------------------------------------

void OnlinePlay::load(const std::vector<Session*>& sessions, Notices& out) {
    auto loaded = platform::load_versioned(storage_, kLobbyKey, kLobbyKind, 1,
                                           "The online table you had opened");
    if (!loaded.problem.empty()) out.emplace_back(loaded.problem);
    if (!loaded.document) return;
    auto table = online::table_from_json((*loaded.document)["data"]);
    if (!table || table.value().started) return storage_.remove(kLobbyKey);
    for (Session* s : sessions)
        if (s->facts().id == table.value().game) {
            lobby_ = std::make_unique<online::Host>(table.value(), host_opener(table.value().id),
                                                    platform::random_seed());
            lobby_game_ = table.value().game;
            lobby_session_ = s;
            const std::string& named = table.value().seats[0].name;
            host_typed_ = named == online::seat_default_name(0) ? std::string() : named;
        }
}

void OnlinePlay::open_lobby(Session& game, const OnlineChoice& choice,
                            const std::string& host_name) {
    close_lobby();
    core::Rng rng(platform::random_seed());
    online::HostTable table = online::new_table(std::string(game.facts().id), choice.players,
                                                choice.variant, host_name, rng);
    lobby_ = std::make_unique<online::Host>(table, host_opener(table.id), rng.next_u64());
    lobby_game_ = table.game;
    lobby_session_ = &game;
    host_typed_.clear();
    save_lobby();
}

void OnlinePlay::save_lobby() {
    if (lobby_)
        platform::save_versioned(storage_, kLobbyKey, kLobbyKind, 1,
                                 online::table_to_json(lobby_->table()));
}

std::unique_ptr<online::Host> OnlinePlay::take_lobby() {
    storage_.remove(kLobbyKey);
    lobby_game_.clear();
    lobby_session_ = nullptr;
    return std::move(lobby_);
}

void OnlinePlay::close_lobby() {
    if (lobby_) lobby_->close(core::refuse(online::kHostClosedTable));
    if (lobby_) closing_.push_back(std::move(lobby_)); // until the guests heard why
    lobby_game_.clear();
    lobby_session_ = nullptr;
    storage_.remove(kLobbyKey);
}

bool OnlinePlay::draw_lobby(const Fonts& fonts, bool ask_name, Notices& out, bool& closed) {
    closed = false;
    if (!lobby_) return false;
    std::vector<online::SeatInfo> seats;
    for (std::size_t s = 0; s < lobby_->table().seats.size(); ++s) {
        const online::HostSeat& h = lobby_->table().seats[s];
        const bool here = h.kind != online::SeatInfo::Kind::Guest || lobby_->connected(int(s));
        seats.push_back({h.kind, h.name, here, false});
    }
    const std::string status =
        lobby_->ready() ? tr("Open: send the link, or let a phone scan the code. Friends who join "
                             "appear below; start when everyone is in.")
        : lobby_->problem().empty()
            ? tr("Opening the table...")
            : fill(tr("The table cannot be reached yet: {problem}. Trying again..."),
                   {{"problem", lobby_->problem()}});
    const Invite inv = invite(lobby_game_, lobby_->table().id);
    const LobbyIntent in =
        DrawHostLobby(fonts, lobby_session_->facts(), seats, lobby_->table().fill, inv, status,
                      lobby_->ready(), ask_name ? &host_typed_ : nullptr);
    if (in.copy) copy_invite(lobby_game_, lobby_->table().id, out);
    if (in.fill >= 0) lobby_->set_fill(core::SeatKind(in.fill)), save_lobby();
    if (in.name_changed) lobby_->set_host_name(host_typed_), save_lobby();
    if (in.start && ask_name)
        typed_name_ = lobby_->table().seats[0].name == host_typed_ ? host_typed_ : std::string();
    if (in.close) close_lobby(), closed = true;
    return in.start;
}

std::string OnlinePlay::take_typed_name() {
    std::string out;
    out.swap(typed_name_);
    return out;
}

// ---- Joining
// ----------------------------------------------------------------------------------------

std::string OnlinePlay::guest_replay_link() const {
    return guest_ ? guest_->guest->replay_link() : std::string();
}

std::string OnlinePlay::guest_game() const {
    return guest_ ? std::string(guest_->session->facts().id) : std::string();
}

std::string OnlinePlay::guest_table() const {
    return guest_ ? guest_->guest->table_id() : std::string();
}

bool OnlinePlay::guest_playing() const {
    return guest_ && guest_->table != nullptr;
}

void OnlinePlay::join(Session& game, const std::string& table_id, const std::string& name) {
    // The table this page sits at already (its link opened again): nothing changes.
    if (guest_ && guest_->guest->table_id() == table_id &&
        guest_->guest->stage() != online::Guest::Stage::Closed)
        return;
    leave_quietly();
    auto g = std::make_unique<GuestTable>();
    g->session = &game;
    g->name = name;
    g->joined_ms = platform::epoch_ms();
    std::string secret;
    // The same table again (a reload, a link opened twice): its seat, name and sheet go on.
    auto stored = platform::load_versioned(storage_, kGuestKey, kGuestKind, 1, "Your online seat");
    if (stored.document) {
        const nlohmann::json& d = (*stored.document)["data"];
        if (d.value("table", "") == table_id && d.value("game", "") == game.facts().id) {
            secret = d.value("secret", "");
            if (const std::string typed = d.value("name", ""); !typed.empty()) g->name = typed;
            g->sheet_id = d.value("sheet", "");
            g->joined_ms = d.value("joined_ms", g->joined_ms);
        }
    }
    if (g->sheet_id.empty()) g->sheet_id = guest_sheet_id(g->joined_ms, table_id);
    g->guest =
        std::make_unique<online::Guest>(std::string(game.facts().id), table_id, g->name, secret,
                                        [table_id] { return platform::guest_transport(table_id); });
    g->saved_secret = secret;
    guest_ = std::move(g);
    save_guest();
}

void OnlinePlay::save_guest() {
    if (!guest_) return;
    const online::Guest& g = *guest_->guest;
    platform::save_versioned(storage_, kGuestKey, kGuestKind, 1,
                             {{"game", g.game()},
                              {"table", g.table_id()},
                              {"name", guest_->name}, // what was typed: "" for none
                              {"secret", g.secret()},
                              {"sheet", guest_->sheet_id},
                              {"joined_ms", guest_->joined_ms}});
    guest_->saved_secret = g.secret();
}

void OnlinePlay::leave() {
    if (!guest_) return;
    guest_->guest->leave();
    guest_.reset();
    storage_.remove(kGuestKey);
    platform::show_link("");
}

void OnlinePlay::leave_quietly() {
    if (guest_) guest_->guest->leave();
    guest_.reset();
}

void OnlinePlay::open_guest_table() {
    GuestTable& g = *guest_;
    const online::TableStart& t = *g.guest->table();
    std::string why;
    g.setup = {};
    g.setup.variant = t.variant;
    core::seats_from_letters(t.seats, g.setup.seats, why); // read by the protocol already
    g.names = t.names;
    g.port = std::make_unique<RemoteSeat>(*g.guest, false);
    g.mirror = std::make_unique<RemoteSeat>(*g.guest, true);
    g.table = g.session->ui().make_table({g.setup, g.names});
    g.table->attach({g.port.get()}, g.mirror.get());
    // After a reload the log is the one that was shown, from the seat's own events: the host
    // sent them after the table (online::Told), before the first update.
    g.table->replay_log(g.port->seat(), g.guest->told());
}

// The guest's own copy of the score sheet, in the game's sheet book: the rows the host sent.
void OnlinePlay::follow_guest_sheet(Notices& out) {
    GuestTable& g = *guest_;
    const std::vector<nlohmann::json>& rows = g.guest->rows();
    if (rows.size() == g.rows_followed) return;
    g.rows_followed = rows.size();
    g.session->sheets().follow(storage_, {g.sheet_id, g.setup, 0, g.names, g.joined_ms}, rows, out);
}

// ---- Every frame
// --------------------------------------------------------------------------------------

bool OnlinePlay::poll(double now) {
    bool news = false;
    if (lobby_) {
        news = lobby_->receive(ms_of(now));
        lobby_->send();
    }
    if (guest_) news = guest_->guest->tick(ms_of(now)) || news;
    return news;
}

bool OnlinePlay::animating() const {
    return (guest_ && guest_->table && guest_->table->animating()) || (lobby_ && qr_.qr.empty()) ||
           !news_.empty();
}

void OnlinePlay::tick(double now, Notices& out) {
    now_ = now;
    online::poll_closing(closing_, ms_of(now));
    news_.erase(
        std::remove_if(news_.begin(), news_.end(), [&](const auto& n) { return n.first < now; }),
        news_.end());
    if (lobby_) {
        lobby_->receive(ms_of(now));
        lobby_->send();
        for (const std::string& n : lobby_->take_notices())
            add_news(online_words(n, seat_names_of(lobby_->table()), nullptr));
        if (lobby_->take_changed()) save_lobby();
    }
    if (!guest_) return;
    online::Guest& g = *guest_->guest;
    g.tick(ms_of(now));
    if (g.secret() != guest_->saved_secret) save_guest();
    for (const std::string& n : g.take_notices())
        add_news(online_words(n, seat_names_of(g.lobby()), guest_->table.get()));
    if (!guest_->table && g.table() && g.stage() == online::Guest::Stage::Playing)
        open_guest_table();
    if (guest_->table) {
        follow_guest_sheet(out);
        guest_->table->update(now);
    }
}

void OnlinePlay::add_news(const std::string& text) {
    news_.emplace_back(now_ + kNewsSeconds, text);
}

std::vector<std::string> OnlinePlay::news() const {
    std::vector<std::string> out;
    for (const auto& n : news_) out.push_back(n.second);
    return out;
}

// ---- A guest's screens
// ----------------------------------------------------------------------------

namespace {

std::string host_name(const online::Lobby& lobby) {
    for (const online::SeatInfo& s : lobby.seats)
        if (s.kind == online::SeatInfo::Kind::Host) return s.name;
    return tr("The host");
}

// Why the guest's connection closed or dropped, in words.
std::string closed_words(const online::Guest& guest) {
    return online_words(guest.closed_why(), seat_names_of(guest.lobby()), nullptr);
}

// Who the game waits for, as this guest's table bar says it.
std::string away_text(const online::Guest& guest) {
    std::string text;
    auto line = [&](const std::string& l) { text += (text.empty() ? "" : "\n") + l; };
    if (guest.stage() == online::Guest::Stage::Lost)
        line(tr("The connection to the table dropped: connecting again..."));
    for (const online::SeatInfo& s : guest.lobby().seats) {
        if (s.kind == online::SeatInfo::Kind::Host && !s.here)
            line(fill(tr("{name} stepped away from the table; the game waits."),
                      {{"name", s.name}}));
        if (s.kind == online::SeatInfo::Kind::Guest && !s.here && !s.stand_in)
            line(fill(tr("{name} is away; the game waits."), {{"name", s.name}}));
    }
    return text;
}

} // namespace

TableIntent OnlinePlay::draw_guest(const TableFrame& frame, Notices& out, bool& left) {
    left = false;
    GuestTable& g = *guest_;
    const online::Guest& guest = *g.guest;
    using Stage = online::Guest::Stage;
    if (g.table && guest.stage() != Stage::Closed) {
        // A replay link comes once the match is over for good: before that it would give away
        // the deals to come (a Checks match goes on game after game), so the table offers none.
        TableFrame shown = frame;
        shown.share_replay = !guest.replay_link().empty();
        TableIntent in = g.table->draw(shown);
        if (in.aided)
            g.session->sheets().mark_aided(storage_, {g.sheet_id, g.setup, 0, g.names, g.joined_ms},
                                           out);
        OnlineBar bar;
        bar.waiting = away_text(guest);
        bar.news = news();
        DrawOnlineBar(bar);
        return in;
    }
    std::string stage;
    switch (guest.stage()) {
    case Stage::Connecting:
        stage = tr("Connecting to the table...");
        break;
    case Stage::Lost:
        stage = fill(tr("The connection dropped ({why}): connecting again..."),
                     {{"why", closed_words(guest)}});
        break;
    case Stage::Lobby:
        stage =
            guest.seat() < 0
                ? tr("Pick a free seat and sit down.")
                : fill(tr("You sit at seat {seat}. {host} starts the game when everyone is in."),
                       {{"seat", std::to_string(guest.seat() + 1)},
                        {"host", host_name(guest.lobby())}});
        break;
    case Stage::Playing:
        stage = tr("The game is starting...");
        break;
    case Stage::Closed:
        stage = closed_words(guest);
        break;
    }
    const JoinIntent in =
        DrawGuestLobby(frame.fonts, g.session->facts(), guest.lobby(), guest.bots(), g.name, stage);
    if (in.sit >= 0) {
        g.guest->sit(in.sit, g.name);
        if (g.guest->name() == g.name) typed_name_ = g.name; // typed, not the seat's default
    }
    if (in.leave) leave(), left = true;
    (void)out;
    return {};
}

Invite OnlinePlay::invite(const std::string& game, const std::string& table_id) {
    core::Link l;
    l.game = game;
    l.join = table_id;
    const std::string link = platform::link_prefix() + core::encode_link(l);
    if (link != qr_for_ || qr_.qr.empty()) {
        qr_.link = link;
        qr_.qr = platform::qr_code(link, qr_.qr_size);
        qr_for_ = link;
    }
    return qr_;
}

void OnlinePlay::copy_invite(const std::string& game, const std::string& table_id, Notices& out) {
    const std::string link = invite(game, table_id).link;
    platform::copy_to_clipboard(link);
    out.push_back(
        {fill(tr("Link copied. Whoever opens it can sit at your table:\n{link}"), {{"link", link}}),
         false});
}

nlohmann::json OnlinePlay::public_json() const {
    nlohmann::json j;
    if (lobby_) {
        nlohmann::json seats = nlohmann::json::array();
        for (const online::HostSeat& s : lobby_->table().seats)
            seats.push_back({{"kind", int(s.kind)}, {"name", s.name}});
        j["lobby"] = {{"game", lobby_game_},          {"fill", LevelWord(lobby_->table().fill)},
                      {"table", lobby_->table().id},  {"ready", lobby_->ready()},
                      {"problem", lobby_->problem()}, {"seats", seats}};
    }
    if (guest_) {
        const online::Guest& g = *guest_->guest;
        static const char* const stages[] = {"connecting", "lobby", "playing", "lost", "closed"};
        j["guest"] = {{"game", g.game()},
                      {"table", g.table_id()},
                      {"stage", stages[int(g.stage())]},
                      {"seat", g.seat()},
                      {"why", closed_words(g)},
                      {"rtt", g.rtt_ms()},
                      {"rev", g.revision()},
                      {"rows", g.rows().size()},
                      {"table_up", guest_->table != nullptr},
                      {"bots", g.bots() ? LevelWord(*g.bots()) : ""},
                      {"host_here", g.host_here()},
                      {"names", g.table() ? g.table()->names : std::vector<std::string>{}},
                      {"replay", !g.replay_link().empty()},
                      {"told", g.told().size()}};
        if (guest_->table) j["guest"]["view"] = guest_->table->public_json();
    }
    j["news"] = news();
    return j;
}

} // namespace table
