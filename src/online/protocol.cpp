#include "online/protocol.h"

#include "engine/core/json_fields.h"
#include "engine/core/text.h"
#include "engine/games.h"

#include <algorithm>
#include <initializer_list>

namespace online {

using json = nlohmann::json;

namespace {

constexpr std::size_t kMaxLegal = 65536; // one seat's legal codes
constexpr std::size_t kMaxRows = 4096;   // a sheet's rows
constexpr std::int64_t kMaxClock = std::int64_t(1) << 50;

template <class T> core::Expected<T> fail(std::string why) {
    return core::Expected<T>::fail(std::move(why));
}

const char* const kSeatKinds[] = {"host", "guest", "free", "bot"};

bool is_game_id(std::string_view id) {
    return !id.empty() && id.size() <= 16 && std::all_of(id.begin(), id.end(), [](char c) {
        return (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9');
    });
}

std::string dump(const json& j) {
    // Never a throw: text that is not UTF-8 is replaced (names are checked before they get here).
    return j.dump(-1, ' ', false, json::error_handler_t::replace);
}

json envelope(const char* type) {
    return json{{"v", kProtocolVersion}, {"t", type}};
}

// Every key of `j` is one the message may hold ("v" and "t" always): a key this version does not
// know means another version or a forgery, and the message is refused either way.
std::string unknown_key(const json& j, std::initializer_list<const char*> allowed) {
    for (auto it = j.begin(); it != j.end(); ++it) {
        const std::string& k = it.key();
        if (k == "v" || k == "t") continue;
        if (std::none_of(allowed.begin(), allowed.end(), [&](const char* a) { return k == a; }))
            return "unknown field \"" + core::printable(core::clip_utf8(k, 24)) + "\"";
    }
    return {};
}

// Parses `text` (at most `limit` bytes) into an object and reads its version and type.
std::string open_message(std::string_view text, std::size_t limit, json& j, std::string& type) {
    if (text.size() > limit)
        return "a message of " + std::to_string(text.size()) + " bytes (at most " +
               std::to_string(limit) + ")";
    j = json::parse(text.begin(), text.end(), nullptr, false);
    if (j.is_discarded() || !j.is_object()) return "not a JSON object";
    std::int64_t v = 0;
    auto version = j.find("v");
    if (version == j.end() || !core::read_int(*version, 0, 1 << 20, v))
        return "no protocol version";
    if (v != kProtocolVersion)
        return "protocol version " + std::to_string(v) + " (this Txek Table speaks " +
               std::to_string(kProtocolVersion) + ")";
    auto t = j.find("t");
    if (t == j.end() || !t->is_string()) return "no message type";
    type = t->get<std::string>();
    return {};
}

std::uint32_t read_code(core::Fields& f, const char* key) {
    return std::uint32_t(f.integer(key, 0, 0xFFFFFFFFll, "an action code"));
}

bool read_codes(const json& list, std::vector<std::uint32_t>& out) {
    if (!list.is_array() || list.size() > kMaxLegal) return false;
    std::int64_t v = 0;
    for (const json& e : list) {
        if (!core::read_int(e, 0, 0xFFFFFFFFll, v)) return false;
        out.push_back(std::uint32_t(v));
    }
    return true;
}

bool read_objects(const json& list, std::size_t most, std::vector<json>& out) {
    if (!list.is_array() || list.size() > most) return false;
    for (const json& e : list) {
        if (!e.is_object()) return false;
        out.push_back(e);
    }
    return true;
}

// ---- A guest's messages ---------------------------------------------------------------------

core::Expected<GuestMessage> read_hello(const json& j) {
    using E = core::Expected<GuestMessage>;
    if (auto why = unknown_key(j, {"game", "name", "secret"}); !why.empty()) return E::fail(why);
    core::Fields f{j, {}};
    Hello h{f.text("game"), f.text("name"), {}};
    if (j.contains("secret")) h.secret = f.text("secret");
    if (!f.error.empty()) return E::fail(f.error);
    if (!is_game_id(h.game)) return E::fail("no game id");
    if (!valid_name(h.name)) return E::fail("a name must be 1 to 24 bytes of text");
    if (j.contains("secret") && !valid_secret(h.secret)) return E::fail("a malformed secret");
    return E::ok(h);
}

core::Expected<GuestMessage> read_sit(const json& j) {
    using E = core::Expected<GuestMessage>;
    if (auto why = unknown_key(j, {"seat", "name"}); !why.empty()) return E::fail(why);
    core::Fields f{j, {}};
    Sit s{int(f.integer("seat", 0, kMaxSeats - 1, "a seat")), f.text("name")};
    if (!f.error.empty()) return E::fail(f.error);
    if (!valid_name(s.name)) return E::fail("a name must be 1 to 24 bytes of text");
    return E::ok(s);
}

core::Expected<GuestMessage> read_act(const json& j) {
    using E = core::Expected<GuestMessage>;
    if (auto why = unknown_key(j, {"code", "rev", "ms"}); !why.empty()) return E::fail(why);
    core::Fields f{j, {}};
    Act a{read_code(f, "code"), std::uint64_t(f.integer("rev", 0, 0xFFFFFFFFll, "a revision")),
          f.integer("ms", 0, kMaxReactionMs, "a reaction time")};
    if (!f.error.empty()) return E::fail(f.error);
    return E::ok(a);
}

core::Expected<GuestMessage> read_guest(const std::string& type, const json& j) {
    using E = core::Expected<GuestMessage>;
    if (type == "hello") return read_hello(j);
    if (type == "sit") return read_sit(j);
    if (type == "act") return read_act(j);
    core::Fields f{j, {}};
    if (type == "next") {
        if (auto why = unknown_key(j, {"code"}); !why.empty()) return E::fail(why);
        TableAct a{read_code(f, "code")};
        return f.error.empty() ? E::ok(a) : E::fail(f.error);
    }
    if (type == "pong") {
        if (auto why = unknown_key(j, {"id"}); !why.empty()) return E::fail(why);
        Pong p{std::uint64_t(f.integer("id", 0, kMaxClock, "a ping id"))};
        return f.error.empty() ? E::ok(p) : E::fail(f.error);
    }
    if (type == "bye") {
        if (auto why = unknown_key(j, {}); !why.empty()) return E::fail(why);
        return E::ok(Bye{});
    }
    return E::fail("unknown message type '" + core::printable(core::clip_utf8(type, 16)) + "'");
}

// ---- The host's messages --------------------------------------------------------------------

bool read_seat_info(const json& j, SeatInfo& out) {
    if (!j.is_object() || !unknown_key(j, {"kind", "name", "here", "stand_in"}).empty())
        return false;
    core::Fields f{j, {}};
    const std::string kind = f.text("kind");
    out.name = f.text("name");
    out.here = f.boolean("here");
    out.stand_in = f.boolean("stand_in");
    if (!f.error.empty()) return false;
    const auto* k = std::find(std::begin(kSeatKinds), std::end(kSeatKinds), kind);
    if (k == std::end(kSeatKinds)) return false;
    out.kind = SeatInfo::Kind(k - std::begin(kSeatKinds));
    return out.kind == SeatInfo::Kind::Free ? out.name.empty() : valid_name(out.name);
}

core::Expected<HostMessage> read_lobby(const json& j) {
    using E = core::Expected<HostMessage>;
    if (auto why = unknown_key(j, {"game", "variant", "seats", "you", "started"}); !why.empty())
        return E::fail(why);
    core::Fields f{j, {}};
    Lobby l;
    l.game = f.text("game");
    l.variant = std::uint32_t(f.integer("variant", 0, 0xFFFFFFFFll, "variant bits"));
    l.you = int(f.integer("you", -1, kMaxSeats - 1, "a seat"));
    l.started = f.boolean("started");
    const json* seats = f.list("seats");
    if (!f.error.empty()) return E::fail(f.error);
    if (!is_game_id(l.game)) return E::fail("no game id");
    if (seats->size() < 2 || seats->size() > std::size_t(kMaxSeats))
        return E::fail("a table of " + std::to_string(seats->size()) + " seats");
    for (const json& s : *seats) {
        SeatInfo info;
        if (!read_seat_info(s, info)) return E::fail("a seat that does not read");
        l.seats.push_back(info);
    }
    if (l.you >= int(l.seats.size())) return E::fail("a seat that is not at the table");
    return E::ok(l);
}

core::Expected<HostMessage> read_table(const json& j) {
    using E = core::Expected<HostMessage>;
    if (auto why = unknown_key(j, {"seats", "variant", "names", "you"}); !why.empty())
        return E::fail(why);
    core::Fields f{j, {}};
    TableStart t{f.text("seats"), std::uint32_t(f.integer("variant", 0, 0xFFFFFFFFll, "bits")),
                 f.texts("names"), int(f.integer("you", 0, kMaxSeats - 1, "a seat"))};
    if (!f.error.empty()) return E::fail(f.error);
    std::vector<core::SeatKind> kinds;
    std::string why;
    if (t.seats.size() < 2 || t.seats.size() > std::size_t(kMaxSeats) ||
        !core::seats_from_letters(t.seats, kinds, why))
        return E::fail("seats that do not read");
    if (t.names.size() != t.seats.size() || t.you >= int(t.seats.size()))
        return E::fail("names or a seat that do not fit the table");
    if (!std::all_of(t.names.begin(), t.names.end(),
                     [](const std::string& n) { return valid_name(n); }))
        return E::fail("a name that does not read");
    return E::ok(t);
}

core::Expected<HostMessage> read_update(const json& j) {
    using E = core::Expected<HostMessage>;
    if (auto why =
            unknown_key(j, {"rev", "now", "view", "events", "legal", "countdown", "rows", "over"});
        !why.empty())
        return E::fail(why);
    core::Fields f{j, {}};
    Update u;
    u.rev = std::uint64_t(f.integer("rev", 0, 0xFFFFFFFFll, "a revision"));
    u.now = f.integer("now", 0, kMaxClock, "a time");
    u.over = f.boolean("over");
    const json* view = f.get("view");
    const json* events = f.list("events");
    const json* legal = f.list("legal");
    if (!f.error.empty()) return E::fail(f.error);
    if (!view->is_object()) return E::fail("a view that is not an object");
    u.view = *view;
    if (!read_objects(*events, kMaxEvents, u.events)) return E::fail("events that do not read");
    if (!read_codes(*legal, u.legal)) return E::fail("legal codes that do not read");
    if (auto c = j.find("countdown"); c != j.end()) {
        std::int64_t from = 0, due = 0;
        if (!c->is_array() || c->size() != 2 || !core::read_int((*c)[0], 0, kMaxClock, from) ||
            !core::read_int((*c)[1], from, kMaxClock, due))
            return E::fail("a countdown that does not read");
        u.countdown = games::Countdown{from, due};
    }
    if (auto r = j.find("rows"); r != j.end()) {
        std::vector<json> rows;
        if (!read_objects(*r, kMaxRows, rows)) return E::fail("sheet rows that do not read");
        u.rows = std::move(rows);
    }
    return E::ok(std::move(u));
}

core::Expected<HostMessage> read_fill(const json& j) {
    using E = core::Expected<HostMessage>;
    if (auto why = unknown_key(j, {"level"}); !why.empty()) return E::fail(why);
    core::Fields f{j, {}};
    const std::string letter = f.text("level");
    if (!f.error.empty()) return E::fail(f.error);
    const auto level = core::seat_from_letter(letter.size() == 1 ? letter[0] : '?');
    if (!level || *level == core::SeatKind::Human) return E::fail("a bot level that does not read");
    return E::ok(Fill{*level});
}

core::Expected<HostMessage> read_told(const json& j) {
    using E = core::Expected<HostMessage>;
    if (auto why = unknown_key(j, {"events", "more"}); !why.empty()) return E::fail(why);
    core::Fields f{j, {}};
    Told t;
    t.more = f.boolean("more");
    const json* events = f.list("events");
    if (!f.error.empty()) return E::fail(f.error);
    if (!read_objects(*events, kMaxEvents, t.events)) return E::fail("events that do not read");
    return E::ok(std::move(t));
}

// A replay link of a registered game, with its actions and no table to join: what a replay
// link copied at the host's own table is.
core::Expected<HostMessage> read_record(const json& j) {
    using E = core::Expected<HostMessage>;
    if (auto why = unknown_key(j, {"link"}); !why.empty()) return E::fail(why);
    core::Fields f{j, {}};
    Record r{f.text("link")};
    if (!f.error.empty()) return E::fail(f.error);
    auto link =
        core::decode_link(r.link, [](std::string_view id) { return games::find(id) != nullptr; });
    if (!link) return E::fail("a replay link that does not read: " + link.error());
    if (!link.value().actions || link.value().join) return E::fail("a link that is no replay");
    return E::ok(std::move(r));
}

core::Expected<HostMessage> read_host(const std::string& type, const json& j) {
    using E = core::Expected<HostMessage>;
    if (type == "lobby") return read_lobby(j);
    if (type == "table") return read_table(j);
    if (type == "update") return read_update(j);
    if (type == "fill") return read_fill(j);
    if (type == "told") return read_told(j);
    if (type == "record") return read_record(j);
    core::Fields f{j, {}};
    if (type == "seated") {
        if (auto why = unknown_key(j, {"seat", "secret"}); !why.empty()) return E::fail(why);
        Seated s{int(f.integer("seat", 0, kMaxSeats - 1, "a seat")), f.text("secret")};
        if (!f.error.empty()) return E::fail(f.error);
        return valid_secret(s.secret) ? E::ok(s) : E::fail("a malformed secret");
    }
    if (type == "ping") {
        if (auto why = unknown_key(j, {"id", "now", "rtt"}); !why.empty()) return E::fail(why);
        Ping p{std::uint64_t(f.integer("id", 0, kMaxClock, "a ping id")),
               f.integer("now", 0, kMaxClock, "a time"),
               int(f.integer("rtt", 0, 600000, "a round trip"))};
        return f.error.empty() ? E::ok(p) : E::fail(f.error);
    }
    if (type == "refused" || type == "closed") {
        if (auto why = unknown_key(j, {"why"}); !why.empty()) return E::fail(why);
        std::string why = core::printable(core::clip_utf8(f.text("why"), 300));
        if (!f.error.empty()) return E::fail(f.error);
        if (type == "refused") return E::ok(Refused{why});
        return E::ok(Closed{why});
    }
    return E::fail("unknown message type '" + core::printable(core::clip_utf8(type, 16)) + "'");
}

// ---- Writing ----------------------------------------------------------------------------------

struct GuestWriter {
    json operator()(const Hello& h) const {
        json j = envelope("hello");
        j["game"] = h.game, j["name"] = h.name;
        if (!h.secret.empty()) j["secret"] = h.secret;
        return j;
    }
    json operator()(const Sit& s) const {
        json j = envelope("sit");
        j["seat"] = s.seat, j["name"] = s.name;
        return j;
    }
    json operator()(const Act& a) const {
        json j = envelope("act");
        j["code"] = a.code, j["rev"] = a.rev, j["ms"] = a.reaction_ms;
        return j;
    }
    json operator()(const TableAct& a) const {
        json j = envelope("next");
        j["code"] = a.code;
        return j;
    }
    json operator()(const Pong& p) const {
        json j = envelope("pong");
        j["id"] = p.id;
        return j;
    }
    json operator()(const Bye&) const { return envelope("bye"); }
};

struct HostWriter {
    json operator()(const Lobby& l) const {
        json j = envelope("lobby");
        j["game"] = l.game, j["variant"] = l.variant, j["you"] = l.you, j["started"] = l.started;
        j["seats"] = json::array();
        for (const SeatInfo& s : l.seats)
            j["seats"].push_back({{"kind", kSeatKinds[int(s.kind)]},
                                  {"name", s.name},
                                  {"here", s.here},
                                  {"stand_in", s.stand_in}});
        return j;
    }
    json operator()(const Seated& s) const {
        json j = envelope("seated");
        j["seat"] = s.seat, j["secret"] = s.secret;
        return j;
    }
    json operator()(const TableStart& t) const {
        json j = envelope("table");
        j["seats"] = t.seats, j["variant"] = t.variant, j["names"] = t.names, j["you"] = t.you;
        return j;
    }
    json operator()(const Update& u) const {
        json j = envelope("update");
        j["rev"] = u.rev, j["now"] = u.now, j["view"] = u.view, j["events"] = u.events;
        j["legal"] = u.legal, j["over"] = u.over;
        if (u.countdown) j["countdown"] = {u.countdown->from, u.countdown->due};
        if (u.rows) j["rows"] = *u.rows;
        return j;
    }
    json operator()(const Ping& p) const {
        json j = envelope("ping");
        j["id"] = p.id, j["now"] = p.now, j["rtt"] = p.rtt;
        return j;
    }
    json operator()(const Refused& r) const {
        json j = envelope("refused");
        j["why"] = r.why;
        return j;
    }
    json operator()(const Closed& c) const {
        json j = envelope("closed");
        j["why"] = c.why;
        return j;
    }
    json operator()(const Fill& f) const {
        json j = envelope("fill");
        j["level"] = std::string(1, core::seat_letter(f.level));
        return j;
    }
    json operator()(const Told& t) const {
        json j = envelope("told");
        j["events"] = t.events, j["more"] = t.more;
        return j;
    }
    json operator()(const Record& r) const {
        json j = envelope("record");
        j["link"] = r.link;
        return j;
    }
};

} // namespace

std::string encode(const GuestMessage& m) {
    return dump(std::visit(GuestWriter{}, m));
}

std::string encode(const HostMessage& m) {
    return dump(std::visit(HostWriter{}, m));
}

core::Expected<GuestMessage> decode_guest(std::string_view text) {
    json j;
    std::string type;
    if (auto why = open_message(text, kMaxGuestMessage, j, type); !why.empty())
        return fail<GuestMessage>(why);
    return read_guest(type, j);
}

core::Expected<HostMessage> decode_host(std::string_view text) {
    json j;
    std::string type;
    if (auto why = open_message(text, kMaxHostMessage, j, type); !why.empty())
        return fail<HostMessage>(why);
    return read_host(type, j);
}

const char* type_name(const GuestMessage& m) {
    static const char* const names[] = {"hello", "sit", "act", "next", "pong", "bye"};
    return names[m.index()];
}

const char* type_name(const HostMessage& m) {
    static const char* const names[] = {"lobby",   "seated", "table", "update", "ping",
                                        "refused", "closed", "fill",  "told",   "record"};
    return names[m.index()];
}

bool valid_name(std::string_view name) {
    if (name.empty() || name.size() > kMaxName || !core::valid_utf8(name)) return false;
    return std::none_of(name.begin(), name.end(),
                        [](char c) { return (unsigned char)c < 0x20 || c == 0x7f; });
}

bool is_you(std::string_view name) {
    while (!name.empty() && name.front() == ' ') name.remove_prefix(1);
    while (!name.empty() && name.back() == ' ') name.remove_suffix(1);
    return name.size() == 3 && (name[0] | 0x20) == 'y' && (name[1] | 0x20) == 'o' &&
           (name[2] | 0x20) == 'u';
}

std::string seat_default_name(int seat) {
    return "Player " + std::to_string(seat + 1);
}

std::string seat_name(std::string_view name, int seat) {
    return valid_name(name) && !is_you(name) ? std::string(name) : seat_default_name(seat);
}

bool valid_secret(std::string_view s) {
    return s.size() == kSecretLength && std::all_of(s.begin(), s.end(), [](char c) {
               return (c >= '0' && c <= '9') || (c >= 'a' && c <= 'f');
           });
}

bool valid_table_id(std::string_view id) {
    return id.size() == kTableIdLength && std::all_of(id.begin(), id.end(), [](char c) {
               return (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9');
           });
}

} // namespace online
