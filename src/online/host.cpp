#include "online/host.h"
#include "online/said.h"

#include "engine/core/json_fields.h"
#include "engine/core/link.h"
#include "engine/core/refusal.h"
#include "engine/games.h"

#include <algorithm>
#include <limits>

namespace online {

using json = nlohmann::json;

namespace {

constexpr double kBurst = 40;           // messages a guest may send at once ...
constexpr double kPerSecond = 20;       // ... and on average
constexpr int kMisbehaviourLimit = 200; // malformed or flooded messages before the host hangs up
constexpr std::int64_t kHelloWithinMs = 10000;
constexpr std::size_t kRevisionsKept = 64; // updates whose send time a reaction may refer to
constexpr std::size_t kRttSamples = 16;

const char* const kKindWords[] = {"host", "guest", "free", "bot"};

std::string dump(const json& j) {
    return j.dump(-1, ' ', false, json::error_handler_t::replace);
}

// Over, and nobody (the table included) can act: no deal is left to come, so the seed and the
// log give nothing away. A Checks match is over after each game, but its next game is dealt
// from the same seed: it never ends so while the table is open.
bool ended_for_good(const games::Match& m) {
    if (!m.over() || !m.legal(core::kTableSeat).empty()) return false;
    for (int s = 0; s < m.players(); ++s)
        if (!m.legal(s).empty()) return false;
    return true;
}

std::string replay_link(const games::Match& m) {
    core::Link l;
    l.game = std::string(m.facts().id);
    l.setup = m.setup(), l.seed = m.seed(), l.actions = m.log();
    return core::encode_link(l);
}

} // namespace

// ---- The table ----------------------------------------------------------------------------------

std::string random_token(core::Rng& rng, std::size_t length, const char* alphabet) {
    const std::string letters(alphabet);
    std::string out;
    for (std::size_t i = 0; i < length; ++i)
        out += letters[rng.below(std::uint32_t(letters.size()))];
    return out;
}

HostTable new_table(const std::string& game, int players, std::uint32_t variant,
                    const std::string& host_name, core::Rng& rng) {
    HostTable t;
    t.game = game;
    t.id = random_token(rng, kTableIdLength, "abcdefghijklmnopqrstuvwxyz0123456789");
    t.variant = variant;
    t.seats.resize(std::size_t(std::clamp(players, 2, kMaxSeats)));
    t.seats[0].kind = SeatInfo::Kind::Host;
    t.seats[0].name = seat_name(host_name, 0);
    return t;
}

json table_to_json(const HostTable& t) {
    json seats = json::array();
    for (const HostSeat& s : t.seats)
        seats.push_back({{"kind", kKindWords[int(s.kind)]},
                         {"name", s.name},
                         {"secret", s.secret},
                         {"stand_in", s.stand_in}});
    return {{"game", t.game},       {"id", t.id},
            {"variant", t.variant}, {"fill", std::string(1, core::seat_letter(t.fill))},
            {"seats", seats},       {"started", t.started}};
}

core::Expected<HostTable> table_from_json(const json& data) {
    using E = core::Expected<HostTable>;
    core::Fields f{data, {}};
    HostTable t;
    t.game = f.text("game");
    t.id = f.text("id");
    t.variant = std::uint32_t(f.integer("variant", 0, 0xFFFFFFFFll, "variant bits"));
    const std::string fill = f.text("fill");
    t.started = f.boolean("started");
    const json* seats = f.list("seats");
    if (!f.error.empty()) return E::fail(f.error);
    const auto level = core::seat_from_letter(fill.size() == 1 ? fill[0] : '?');
    if (!level || *level == core::SeatKind::Human) return E::fail("\"fill\" is not a bot level");
    t.fill = *level;
    if (!valid_table_id(t.id)) return E::fail("\"id\" is not a table id");
    if (seats->size() < 2 || seats->size() > std::size_t(kMaxSeats))
        return E::fail("a table of " + std::to_string(seats->size()) + " seats");
    for (const json& s : *seats) {
        core::Fields sf{s, {}};
        HostSeat seat;
        const std::string kind = sf.text("kind");
        seat.name = sf.text("name");
        seat.secret = sf.text("secret");
        seat.stand_in = sf.boolean("stand_in");
        if (!sf.error.empty()) return E::fail("a seat: " + sf.error);
        const auto* k = std::find(std::begin(kKindWords), std::end(kKindWords), kind);
        if (k == std::end(kKindWords)) return E::fail("a seat of no known kind");
        seat.kind = SeatInfo::Kind(k - std::begin(kKindWords));
        // A table saved when the host's default name was "You" goes on under "Player 1".
        if (seat.kind == SeatInfo::Kind::Host || seat.kind == SeatInfo::Kind::Guest)
            seat.name = seat_name(seat.name, int(t.seats.size()));
        if (seat.kind == SeatInfo::Kind::Guest && !valid_secret(seat.secret))
            return E::fail("a guest's seat without its secret");
        t.seats.push_back(std::move(seat));
    }
    if (t.seats[0].kind != SeatInfo::Kind::Host) return E::fail("seat 1 is not the host's");
    return E::ok(std::move(t));
}

// ---- One connection -----------------------------------------------------------------------------

struct Host::Guest {
    int conn = -1;
    bool hello = false;
    int seat = -1;
    bool table_sent = false;
    bool record_sent = false;
    std::uint64_t sent_rev = ~std::uint64_t(0);
    std::map<std::uint64_t, std::int64_t> sent_at; // revision -> match ms it was sent at
    std::size_t rows_sent = 0;
    std::int64_t opened = 0, heard = 0;          // real ms
    std::map<std::uint64_t, std::int64_t> pings; // id -> real ms sent
    std::vector<int> rtts;                       // the last few round trips
    double tokens = kBurst;
    std::int64_t refilled = 0;
    int misbehaved = 0;

    int rtt() const { return rtts.empty() ? -1 : rtts.back(); }
    // A high round trip of the recent ones: what the network may take, not just its best.
    int rtt_high() const {
        if (rtts.empty()) return -1;
        std::vector<int> sorted = rtts;
        std::sort(sorted.begin(), sorted.end());
        return sorted[(sorted.size() * 9) / 10 == sorted.size() ? sorted.size() - 1
                                                                : (sorted.size() * 9) / 10];
    }
};

Host::Host(HostTable table, OpenTransport open, std::uint64_t seed)
    : table_(std::move(table)), open_(std::move(open)), rng_(seed) {}

Host::~Host() = default;

void Host::open_transport() {
    guests_.clear();
    leaving_.clear();
    ready_ = false;
    transport_ = open_ ? open_() : nullptr;
    retry_at_ = -1;
    if (!transport_) problem_ = "online play is not available here";
}

// ---- Receiving ----------------------------------------------------------------------------------

bool Host::receive(std::int64_t real_ms) {
    now_ = real_ms;
    if (!transport_ && (retry_at_ < 0 || real_ms >= retry_at_)) open_transport();
    if (!transport_) return false;
    const std::vector<NetEvent> events = transport_->poll();
    for (const NetEvent& e : events) {
        switch (e.kind) {
        case NetEvent::Kind::Ready:
            ready_ = true, problem_.clear();
            break;
        case NetEvent::Kind::Failed:
            ready_ = false;
            problem_ = e.text;
            // The id may still be held by this very table before a reload: try again shortly.
            transport_.reset();
            retry_at_ = real_ms + kRetryOpenMs;
            for (auto& [conn, g] : guests_)
                if (g->seat >= 0) seats_changed_ = true;
            guests_.clear();
            leaving_.clear();
            return true;
        case NetEvent::Kind::Open:
            on_open(e.conn);
            break;
        case NetEvent::Kind::Message:
            // A connection told to go is not listened to any more.
            if (auto it = guests_.find(e.conn); it != guests_.end())
                on_message(*it->second, e.text);
            break;
        case NetEvent::Kind::Closed:
            leaving_.erase(e.conn); // it hung up: nothing left to close
            drop(e.conn, {}, false);
            break;
        }
    }
    const std::size_t before = guests_.size();
    heartbeat();
    update_hold();
    return !events.empty() || guests_.size() != before;
}

void Host::on_open(int conn) {
    auto g = std::make_unique<Guest>();
    g->conn = conn;
    g->opened = g->heard = g->refilled = now_;
    guests_[conn] = std::move(g);
}

void Host::on_message(Guest& g, const std::string& text) {
    g.heard = now_;
    // A token bucket: kBurst at once, kPerSecond on average; the rest is dropped unread.
    g.tokens = std::min(kBurst, g.tokens + double(now_ - g.refilled) * kPerSecond / 1000.0);
    g.refilled = now_;
    if (g.tokens < 1.0) {
        ++stats_.flooded;
        if (++g.misbehaved > kMisbehaviourLimit) drop(g.conn, core::refuse(kTooManyMessages), true);
        return;
    }
    g.tokens -= 1.0;
    auto decoded = decode_guest(text);
    if (!decoded) {
        ++stats_.malformed;
        if (++g.misbehaved > kMisbehaviourLimit)
            drop(g.conn, core::refuse(kTooManyUnreadable), true);
        return;
    }
    ++stats_.received;
    const GuestMessage& m = decoded.value();
    if (!g.hello && !std::holds_alternative<Hello>(m))
        return refuse(g, core::refuse(kSayHelloFirst));
    if (const auto* h = std::get_if<Hello>(&m)) return on_hello(g, *h);
    if (const auto* s = std::get_if<Sit>(&m)) return on_sit(g, *s);
    if (const auto* a = std::get_if<Act>(&m)) return on_act(g, *a);
    if (const auto* t = std::get_if<TableAct>(&m)) return on_table_act(g, *t);
    if (const auto* p = std::get_if<Pong>(&m)) {
        auto sent = g.pings.find(p->id);
        if (sent == g.pings.end()) return;
        g.rtts.push_back(int(now_ - sent->second));
        if (g.rtts.size() > kRttSamples) g.rtts.erase(g.rtts.begin());
        g.pings.erase(g.pings.begin(), std::next(sent));
        return;
    }
    if (std::holds_alternative<Bye>(m)) {
        // Leaving the lobby frees the seat; leaving a game only makes the seat away (the game
        // waits, or a bot stands in).
        const int seat = g.seat;
        drop(g.conn, {}, false);
        if (seat > 0 && !table_.started) {
            table_.seats[std::size_t(seat)] = HostSeat{};
            seats_changed_ = table_changed_ = true;
        }
    }
}

void Host::on_hello(Guest& g, const Hello& h) {
    if (g.hello) return refuse(g, core::refuse(kHelloTwice));
    if (closing_) return drop(g.conn, core::refuse(kTableClosed), false);
    if (h.game != table_.game) return drop(g.conn, core::refuse(kOtherGame), false);
    g.hello = true;
    int seat = -1;
    for (std::size_t s = 1; s < table_.seats.size() && !h.secret.empty(); ++s)
        if (table_.seats[s].kind == SeatInfo::Kind::Guest && table_.seats[s].secret == h.secret)
            seat = int(s);
    if (seat >= 0) return bind(g, seat);
    // Said at once: the guest hangs up on reading it (a late arrival waits for nothing).
    if (table_.started) return drop(g.conn, core::refuse(kEverySeatTaken), false);
    send_lobby(g);
}

void Host::on_sit(Guest& g, const Sit& s) {
    if (table_.started) return refuse(g, core::refuse(kGameStarted));
    if (s.seat < 1 || s.seat >= int(table_.seats.size()))
        return refuse(g, core::refuse(kNoSuchSeat));
    HostSeat& seat = table_.seats[std::size_t(s.seat)];
    if (s.seat != g.seat && seat.kind != SeatInfo::Kind::Free)
        return refuse(g, core::refuse(kSeatTaken));
    if (g.seat >= 0 && g.seat != s.seat) table_.seats[std::size_t(g.seat)] = HostSeat{};
    seat.kind = SeatInfo::Kind::Guest;
    seat.name = seat_name(s.name, s.seat); // never "You": every other screen would say "You's"
    if (seat.secret.empty()) seat.secret = random_token(rng_, kSecretLength, "0123456789abcdef");
    notices_.push_back(core::refuse(kSatDown, {s.seat}));
    bind(g, s.seat);
}

// Binds the connection to `seat` (a connection that had it before lets go).
void Host::bind(Guest& g, int seat) {
    for (auto& [conn, other] : guests_)
        if (other.get() != &g && other->seat == seat) {
            drop(conn, core::refuse(kSeatTakenElsewhere), false);
            break;
        }
    HostSeat& s = table_.seats[std::size_t(seat)];
    const bool back = g.seat != seat && table_.started;
    g.seat = seat;
    g.table_sent = false;
    g.sent_rev = ~std::uint64_t(0);
    g.rows_sent = 0;
    if (s.stand_in) {
        s.stand_in = false;
        if (match_) match_->seat_bot(seat, std::nullopt);
        notices_.push_back(core::refuse(kBackFromBot, {seat}));
    } else if (back) {
        notices_.push_back(core::refuse(kBack, {seat}));
    }
    send_to(g, Seated{seat, s.secret});
    seats_changed_ = table_changed_ = true;
}

void Host::on_act(Guest& g, const Act& a) {
    if (g.seat < 0) return refuse(g, core::refuse(kSitDownFirst));
    if (!match_) return refuse(g, core::refuse(kGameNotStarted));
    if (!match_->recode(a.code)) return refuse(g, core::refuse(core::kNoSuchAction));
    if (waiting()) return refuse(g, waiting_text());
    const bool races = match_->facts().races && fair_;
    claims_.push_back({races ? stamp(g, a) : match_now(), claim_order_++, g.seat, a.code, false});
}

void Host::on_table_act(Guest& g, const TableAct& a) {
    if (g.seat < 0 || !match_) return refuse(g, core::refuse(kSitDownFirst));
    const auto legal = match_->legal(core::kTableSeat);
    if (std::find(legal.begin(), legal.end(), a.code) == legal.end())
        return refuse(g, core::refuse(kNotNow));
    claims_.push_back({match_now(), claim_order_++, g.seat, a.code, true});
}

// When the guest pressed, on the match's clock: the update it reacted to was sent at `sent`; its
// reaction, measured at its end, can be no longer than the time since then (minus nothing) and
// no shorter than that time less a round trip (with room for the network's jitter).
std::int64_t Host::stamp(const Guest& g, const Act& a) const {
    const std::int64_t arrival = match_now();
    auto sent = g.sent_at.find(a.rev);
    if (sent == g.sent_at.end()) return arrival;
    const std::int64_t elapsed = std::max<std::int64_t>(0, arrival - sent->second);
    const std::int64_t slack = (g.rtt_high() < 0 ? 300 : g.rtt_high() * 3 / 2) + 40;
    const std::int64_t reaction =
        std::clamp(a.reaction_ms, std::max<std::int64_t>(0, elapsed - slack), elapsed);
    return sent->second + reaction;
}

void Host::refuse(Guest& g, const std::string& why) {
    ++stats_.refused;
    send_to(g, Refused{why});
}

void Host::drop(int conn, const std::string& closed, bool misbehaved) {
    auto it = guests_.find(conn);
    if (it == guests_.end()) return;
    Guest& g = *it->second;
    if (!closed.empty()) send_to(g, Closed{closed});
    if (misbehaved) ++stats_.closed;
    hang_up(conn, !closed.empty());
    if (g.seat >= 0) {
        seats_changed_ = true;
        if (table_.seats[std::size_t(g.seat)].kind == SeatInfo::Kind::Guest)
            notices_.push_back(core::refuse(table_.started ? kAway : kLeft, {g.seat}));
    }
    guests_.erase(it);
}

void Host::heartbeat() {
    for (auto it = guests_.begin(); it != guests_.end();) {
        Guest& g = *it->second;
        ++it; // drop() erases g
        // Before its hello a connection is given kHelloWithinMs: it may be slow to open its end.
        if (g.hello && now_ - g.heard > kAwayAfterMs)
            drop(g.conn, {}, false);
        else if (!g.hello && now_ - g.opened > kHelloWithinMs)
            drop(g.conn, core::refuse(kNoHello), true);
    }
    close_leaving();
    if (now_ - last_ping_ < kPingEveryMs) return;
    last_ping_ = now_;
    for (auto& [conn, g] : guests_) {
        const std::uint64_t id = next_ping_++;
        g->pings[id] = now_;
        if (g->pings.size() > 8) g->pings.erase(g->pings.begin());
        send_to(*g, Ping{id, match_now(), std::max(0, g->rtt())});
    }
}

// A connection that was told why it goes is closed once the guest had time to read it (it hangs
// up itself on reading it); one told nothing is closed at once.
void Host::hang_up(int conn, bool told) {
    if (told)
        leaving_[conn] = now_ + kFarewellMs;
    else if (transport_)
        transport_->close(conn);
}

void Host::close_leaving() {
    for (auto it = leaving_.begin(); it != leaving_.end();) {
        if (now_ < it->second) {
            ++it;
            continue;
        }
        if (transport_) transport_->close(it->first);
        it = leaving_.erase(it);
    }
}

// The hold covers the slowest guest's round trip (online/host.h, "Races").
void Host::update_hold() {
    if (!match_ || !match_->facts().races) return;
    int slowest = 0;
    for (auto& [conn, g] : guests_) slowest = std::max(slowest, g->rtt_high());
    hold_ = fair_ ? std::clamp(slowest + 30, kMinHoldMs, kMaxHoldMs) : 0;
    match_->set_hold(hold_);
}

// ---- Playing ------------------------------------------------------------------------------------

std::int64_t Host::match_now() const {
    return match_ ? match_->now() : 0;
}

void Host::play(std::int64_t match_ms) {
    if (!match_) return;
    std::stable_sort(claims_.begin(), claims_.end(), [](const Claim& a, const Claim& b) {
        return a.stamp != b.stamp ? a.stamp < b.stamp : a.order < b.order;
    });
    std::size_t done = 0;
    for (; done < claims_.size() && claims_[done].stamp + hold_ <= match_ms; ++done) {
        const Claim& c = claims_[done];
        const int who = c.table ? int(core::kTableSeat) : c.seat;
        const games::Acted r = match_->act_at(who, c.code, c.stamp);
        if (r.ok) continue;
        if (Guest* g = guest_at(c.seat))
            refuse(*g, r.rejection);
        else if (c.seat == 0)
            notices_.push_back(r.rejection);
    }
    claims_.erase(claims_.begin(), claims_.begin() + long(done));
    match_->advance_to(match_ms);
}

std::string Host::claim(std::uint32_t code, std::int64_t pressed_ms) {
    if (!match_) return core::refuse(kGameNotStarted);
    if (waiting()) return waiting_text();
    if (!match_->facts().races) return match_->act(0, code).rejection;
    claims_.push_back({pressed_ms, claim_order_++, 0, code, false});
    return {};
}

bool Host::waiting() const {
    return !waiting_text().empty();
}

std::string Host::waiting_text() const {
    if (!match_) return {};
    std::string who = present_ ? std::string() : "0";
    for (std::size_t s = 1; s < table_.seats.size(); ++s)
        if (table_.seats[s].kind == SeatInfo::Kind::Guest && !table_.seats[s].stand_in &&
            !guest_at(int(s)))
            who += (who.empty() ? "" : ",") + std::to_string(s);
    return who.empty() ? std::string() : std::string(kWaitsFor) + ":" + who;
}

void Host::set_present(bool present) {
    if (present == present_) return;
    present_ = present;
    seats_changed_ = true; // the guests see the host's seat away, or back
}

std::vector<std::string> Host::guest_names() const {
    std::vector<std::string> names;
    for (const HostSeat& s : table_.seats)
        if (s.kind == SeatInfo::Kind::Guest) names.push_back(s.name);
    return names;
}

void Host::stand_in(int seat) {
    if (seat < 1 || seat >= int(table_.seats.size()) || !match_) return;
    HostSeat& s = table_.seats[std::size_t(seat)];
    if (s.kind != SeatInfo::Kind::Guest || s.stand_in || guest_at(seat)) return;
    s.stand_in = true;
    match_->seat_bot(seat, table_.fill);
    notices_.push_back(core::refuse(kBotStandsIn, {seat}));
    seats_changed_ = table_changed_ = true;
}

std::int64_t Host::away_ms(int seat) const {
    if (seat < 1 || seat >= int(table_.seats.size())) return 0;
    if (table_.seats[std::size_t(seat)].kind != SeatInfo::Kind::Guest || guest_at(seat)) return 0;
    auto it = away_since_.find(seat);
    return it == away_since_.end() ? 0 : now_ - it->second;
}

int Host::rtt_ms(int seat) const {
    const Guest* g = guest_at(seat);
    return g ? g->rtt() : -1;
}

// ---- The lobby
// ------------------------------------------------------------------------------------

void Host::set_fill(core::SeatKind level) {
    if (level == core::SeatKind::Human || table_.started || level == table_.fill) return;
    table_.fill = level;
    seats_changed_ = table_changed_ = true; // the guests' lobbies say which bots will play
}

void Host::set_host_name(const std::string& name) {
    const std::string named = seat_name(name, 0);
    if (table_.started || named == table_.seats[0].name) return;
    table_.seats[0].name = named;
    seats_changed_ = table_changed_ = true;
}

std::pair<core::Setup, std::vector<std::string>> Host::start() {
    core::Setup setup;
    setup.variant = table_.variant;
    std::vector<std::string> names;
    for (HostSeat& s : table_.seats) {
        if (s.kind == SeatInfo::Kind::Free) s.kind = SeatInfo::Kind::Bot;
        const bool bot = s.kind == SeatInfo::Kind::Bot;
        setup.seats.push_back(bot ? table_.fill : core::SeatKind::Human);
        names.push_back(bot ? std::string() : s.name);
    }
    table_.started = true;
    seats_changed_ = table_changed_ = true;
    // A guest in the lobby who sat nowhere is told at once: no seat is left.
    for (auto it = guests_.begin(); it != guests_.end();) {
        Guest& g = *it->second;
        ++it; // drop() erases g
        if (g.hello && g.seat < 0) drop(g.conn, kEverySeatTaken, false);
    }
    return {setup, names};
}

void Host::attach(games::Match* match, const std::vector<std::string>& names) {
    match_ = match;
    names_ = names;
    if (!match_) return;
    for (std::size_t s = 1; s < table_.seats.size(); ++s) {
        if (table_.seats[s].kind != SeatInfo::Kind::Guest) continue;
        match_->watch(int(s));
        if (table_.seats[s].stand_in) match_->seat_bot(int(s), table_.fill);
    }
    for (auto& [conn, g] : guests_) g->table_sent = false;
    rows_sent_ = 0;
    update_hold();
}

Lobby Host::lobby_for(int seat) const {
    Lobby l;
    l.game = table_.game;
    l.variant = table_.variant;
    l.you = seat;
    l.started = table_.started;
    for (std::size_t s = 0; s < table_.seats.size(); ++s) {
        const HostSeat& hs = table_.seats[s];
        SeatInfo info{hs.kind, seat_name(hs.name, int(s)), true, hs.stand_in};
        if (hs.kind == SeatInfo::Kind::Guest) info.here = guest_at(int(s)) != nullptr;
        if (hs.kind == SeatInfo::Kind::Host) info.here = present_;
        if (hs.kind == SeatInfo::Kind::Bot)
            info.name = s < names_.size() && !names_[s].empty() ? names_[s] : "Bot";
        if (hs.kind == SeatInfo::Kind::Free) info.name.clear();
        l.seats.push_back(info);
    }
    return l;
}

Host::Guest* Host::guest_at(int seat) {
    for (auto& [conn, g] : guests_)
        if (g->seat == seat && seat >= 0) return g.get();
    return nullptr;
}

const Host::Guest* Host::guest_at(int seat) const {
    return const_cast<Host*>(this)->guest_at(seat);
}

// ---- Sending ------------------------------------------------------------------------------------

void Host::send_to(Guest& g, const HostMessage& m) {
    if (!transport_) return;
    const std::string text = encode(m);
    if (text.size() > kMaxHostMessage) {
        notices_.push_back(core::refuse(kMessageTooLong));
        return;
    }
    if (transport_->send(g.conn, text)) ++stats_.sent, stats_.sent_bytes += long(text.size());
}

void Host::send() {
    // Who is away, and since when.
    for (std::size_t s = 1; s < table_.seats.size(); ++s) {
        const bool away = table_.seats[s].kind == SeatInfo::Kind::Guest && !guest_at(int(s));
        if (!away)
            away_since_.erase(int(s));
        else
            away_since_.emplace(int(s), now_);
    }
    if (seats_changed_) {
        seats_changed_ = false;
        for (auto& [conn, g] : guests_)
            if (g->hello) send_lobby(*g);
    }
    if (!match_) return;
    const bool finished = ended_for_good(*match_);
    const std::string record = finished ? replay_link(*match_) : std::string();
    for (std::size_t s = 1; s < table_.seats.size(); ++s) {
        if (table_.seats[s].kind != SeatInfo::Kind::Guest) continue;
        // Every watched seat's events are taken, so none pile up while its guest is away.
        std::vector<json> events = match_->take_events(int(s));
        Guest* g = guest_at(int(s));
        if (!g) continue;
        if (!g->table_sent) {
            send_table(*g);
            events.clear(); // the whole view says it all, and the seat's log so far follows it
            send_told(*g);
        }
        // Before the update that says so: a guest that sees the end has the replay already.
        if (finished && !g->record_sent) send_to(*g, Record{record}), g->record_sent = true;
        if (events.empty() && g->sent_rev == match_->log().size()) continue;
        Update u;
        u.rev = match_->log().size();
        u.now = match_->now();
        u.view = match_->view(int(s));
        u.events = std::move(events);
        u.legal = match_->legal(int(s));
        u.countdown = match_->countdown();
        u.over = match_->over();
        std::vector<json> rows = match_->result_rows();
        if (rows.size() != g->rows_sent) u.rows = rows, g->rows_sent = rows.size();
        g->sent_rev = u.rev;
        g->sent_at[u.rev] = u.now;
        while (g->sent_at.size() > kRevisionsKept) g->sent_at.erase(g->sent_at.begin());
        send_to(*g, u);
    }
}

void Host::send_table(Guest& g) {
    TableStart t;
    t.variant = table_.variant;
    t.you = g.seat;
    for (int s = 0; s < match_->players(); ++s) {
        t.seats += core::seat_letter(match_->setup().seats[std::size_t(s)]);
        // A game saved when "You" was the host's default name still says it: not on the wire.
        t.names.push_back(
            seat_name(std::size_t(s) < names_.size() ? names_[std::size_t(s)] : "", s));
    }
    send_to(g, t);
    g.table_sent = true;
    g.record_sent = false;
}

// The seat's events so far, as the engine told them (games::told_so_far), in parts that each fit
// a message; the newest kMaxToldBytes of them when there are more (a log shows the end first).
void Host::send_told(Guest& g) {
    const games::Module* module = games::find(match_->facts().id);
    if (!module || match_->log().empty()) return;
    std::vector<json> told = games::told_so_far(*module, *match_, {g.seat}).front();
    std::size_t total = 0, from = told.size();
    for (; from > 0; --from) {
        const std::size_t bytes = dump(told[from - 1]).size() + 1;
        if (total + bytes > kMaxToldBytes) break;
        total += bytes;
    }
    Told part;
    std::size_t part_bytes = 0;
    for (std::size_t i = from; i < told.size(); ++i) {
        const std::size_t bytes = dump(told[i]).size() + 1;
        if (!part.events.empty() &&
            (part_bytes + bytes > kToldPartBytes || part.events.size() == kMaxEvents)) {
            part.more = true;
            send_to(g, part);
            part = {}, part_bytes = 0;
        }
        part.events.push_back(std::move(told[i]));
        part_bytes += bytes;
    }
    part.more = false;
    if (!part.events.empty()) send_to(g, part);
}

// The lobby, and before the start which bots take the free seats (a message of its own: Fill).
void Host::send_lobby(Guest& g) {
    if (!table_.started) send_to(g, Fill{table_.fill});
    send_to(g, lobby_for(g.seat));
}

// ---- The rest
// -------------------------------------------------------------------------------------

std::vector<std::string> Host::take_notices() {
    std::vector<std::string> out;
    out.swap(notices_);
    return out;
}

bool Host::take_changed() {
    const bool changed = table_changed_;
    table_changed_ = false;
    return changed;
}

void Host::close(const std::string& why) {
    for (auto& [conn, g] : guests_) {
        send_to(*g, Closed{why});
        leaving_[conn] = now_ + kFarewellMs;
    }
    guests_.clear();
    match_ = nullptr; // its owner may let it go now
    claims_.clear();
    closing_ = true;
    retry_at_ = std::numeric_limits<std::int64_t>::max();
    ready_ = false;
    if (leaving_.empty()) transport_.reset();
}

bool Host::closed() const {
    return closing_ && leaving_.empty();
}

void poll_closing(std::vector<std::unique_ptr<Host>>& hosts, std::int64_t real_ms) {
    for (auto& h : hosts) h->receive(real_ms);
    hosts.erase(
        std::remove_if(hosts.begin(), hosts.end(), [](const auto& h) { return h->closed(); }),
        hosts.end());
}

} // namespace online
