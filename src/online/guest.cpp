#include "online/guest.h"
#include "online/said.h"

#include "engine/core/refusal.h"
#include "online/host.h"

namespace online {

Guest::Guest(std::string game, std::string table_id, std::string name, std::string secret,
             OpenTransport open)
    : game_(std::move(game)), table_id_(std::move(table_id)), name_(std::move(name)),
      secret_(std::move(secret)), opener_(std::move(open)) {
    if (!valid_name(name_) || is_you(name_)) name_ = "Guest";
    if (!valid_secret(secret_)) secret_.clear();
}

Guest::~Guest() = default;

void Guest::connect(std::int64_t real_ms) {
    transport_ = opener_ ? opener_() : nullptr;
    connected_ = false;
    heard_ = real_ms;
    if (!transport_) {
        stage_ = Stage::Closed;
        closed_why_ = core::refuse(kOnlineUnavailable);
    }
}

void Guest::lost(std::int64_t real_ms, const std::string& why) {
    transport_.reset();
    connected_ = false;
    reconnect_at_ = real_ms + kReconnectMs;
    if (stage_ != Stage::Closed && stage_ != Stage::Connecting) stage_ = Stage::Lost;
    closed_why_ = why; // what went wrong last, while connecting again
}

bool Guest::tick(std::int64_t real_ms) {
    const Stage before = stage_;
    if (stage_ == Stage::Closed) return false;
    if (!transport_ && real_ms >= reconnect_at_) connect(real_ms);
    if (!transport_) return stage_ != before;
    const std::vector<NetEvent> events = transport_->poll();
    for (const NetEvent& e : events) {
        switch (e.kind) {
        case NetEvent::Kind::Ready:
            break;
        case NetEvent::Kind::Open:
            connected_ = true;
            heard_ = real_ms;
            send(Hello{game_, name_, secret_});
            break;
        case NetEvent::Kind::Message:
            on_message(e.text, real_ms);
            break;
        case NetEvent::Kind::Failed:
        case NetEvent::Kind::Closed:
            if (stage_ != Stage::Closed) lost(real_ms, e.text);
            return true;
        }
        if (stage_ == Stage::Closed) return true;
    }
    // The host pings every second: silence means it is gone (a closed tab, no network). A
    // connection still being made is not silence: given up at 4 s, a slow one never opened, and
    // a late arrival waited through retries for the host's answer.
    if (real_ms - heard_ > (connected_ ? kAwayAfterMs : kConnectWithinMs))
        lost(real_ms, core::refuse(kHostSilent));
    return !events.empty() || stage_ != before;
}

void Guest::on_message(const std::string& text, std::int64_t real_ms) {
    auto decoded = decode_host(text);
    if (!decoded) {
        ++malformed_;
        return;
    }
    heard_ = real_ms;
    HostMessage& m = decoded.value();
    if (auto* l = std::get_if<Lobby>(&m)) {
        on_lobby(std::move(*l));
    } else if (auto* f = std::get_if<Fill>(&m)) {
        bots_ = f->level;
    } else if (auto* told = std::get_if<Told>(&m)) {
        // A host sends at most kMaxToldBytes of them; a guest keeps no more than that many.
        if (told_.size() + told->events.size() <= kMaxToldBytes / 8)
            for (auto& e : told->events) told_.push_back(std::move(e));
    } else if (auto* r = std::get_if<Record>(&m)) {
        replay_link_ = r->link;
    } else if (auto* s = std::get_if<Seated>(&m)) {
        seat_ = s->seat;
        secret_ = s->secret;
        if (stage_ != Stage::Playing) stage_ = Stage::Lobby;
    } else if (auto* t = std::get_if<TableStart>(&m)) {
        table_ = std::move(*t);
        seat_ = table_.you;
        told_.clear(); // the seat's events so far follow
        replay_link_.clear();
    } else if (auto* u = std::get_if<Update>(&m)) {
        if (u->rows) rows_ = std::move(*u->rows);
        for (auto& e : u->events) events_.push_back(std::move(e));
        u->events.clear();
        update_ = std::move(*u);
        update_at_ = clock_at_ = real_ms;
        clock_ms_ = update_.now;
        started_ = !table_.seats.empty();
        if (started_) stage_ = Stage::Playing;
    } else if (auto* p = std::get_if<Ping>(&m)) {
        send(Pong{p->id});
        rtt_ = p->rtt;
        clock_at_ = real_ms;
        clock_ms_ = p->now;
    } else if (auto* r = std::get_if<Refused>(&m)) {
        notices_.push_back(r->why);
    } else if (auto* c = std::get_if<Closed>(&m)) {
        stage_ = Stage::Closed;
        closed_why_ = c->why;
        transport_.reset();
        connected_ = false;
    }
}

void Guest::on_lobby(Lobby&& lobby) {
    const bool was_away = started_ && !host_here();
    lobby_ = std::move(lobby);
    seat_ = lobby_.you >= 0 ? lobby_.you : seat_;
    if (stage_ != Stage::Playing) stage_ = Stage::Lobby;
    // While the host is away the table's bar says so; that they are back is news.
    if (was_away && host_here())
        for (std::size_t s = 0; s < lobby_.seats.size(); ++s)
            if (lobby_.seats[s].kind == SeatInfo::Kind::Host)
                notices_.push_back(core::refuse(kHostBack, {int(s)}));
}

bool Guest::host_here() const {
    for (const SeatInfo& s : lobby_.seats)
        if (s.kind == SeatInfo::Kind::Host) return s.here;
    return true;
}

void Guest::send(const GuestMessage& m) {
    if (transport_ && connected_) transport_->send(0, encode(m));
}

void Guest::sit(int seat, const std::string& name) {
    name_ = seat_name(name, seat);
    send(Sit{seat, name_});
}

void Guest::leave() {
    send(Bye{});
    transport_.reset();
    connected_ = false;
    stage_ = Stage::Closed;
    closed_why_ = core::refuse(kYouLeft);
}

std::vector<nlohmann::json> Guest::take_events() {
    std::vector<nlohmann::json> out;
    out.swap(events_);
    return out;
}

std::int64_t Guest::now_ms(std::int64_t real_ms) const {
    return clock_ms_ + rtt_ / 2 + (real_ms - clock_at_);
}

void Guest::act(std::uint32_t code, std::int64_t real_ms) {
    if (!connected_) {
        notices_.push_back(core::refuse(kReconnecting));
        return;
    }
    send(Act{code, update_.rev, std::max<std::int64_t>(0, real_ms - update_at_)});
}

void Guest::table_act(std::uint32_t code) {
    send(TableAct{code});
}

std::vector<std::string> Guest::take_notices() {
    std::vector<std::string> out;
    out.swap(notices_);
    return out;
}

} // namespace online
