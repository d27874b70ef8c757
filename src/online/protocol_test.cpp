// Online play's messages (src/online/README.md, "Messages"): every message round-trips, and what
// does not read is refused with a reason, never acted on.
#include "online/protocol.h"

#include <catch2/catch.hpp>

#include <string>

using namespace online;
using nlohmann::json;

namespace {

template <class M> M guest_round_trip(const GuestMessage& m) {
    auto back = decode_guest(encode(m));
    INFO(encode(m) << " -> " << (back ? "" : back.error()));
    REQUIRE(back);
    REQUIRE(std::holds_alternative<M>(back.value()));
    return std::get<M>(back.value());
}

template <class M> M host_round_trip(const HostMessage& m) {
    auto back = decode_host(encode(m));
    INFO(encode(m) << " -> " << (back ? "" : back.error()));
    REQUIRE(back);
    REQUIRE(std::holds_alternative<M>(back.value()));
    return std::get<M>(back.value());
}

const std::string kSecret = "0123456789abcdef0123456789abcdef";

} // namespace

TEST_CASE("messages: every message of a guest reads back as it was written") {
    const Hello h = guest_round_trip<Hello>(Hello{"txek", "Bruno", kSecret});
    CHECK(h.game == "txek");
    CHECK(h.name == "Bruno");
    CHECK(h.secret == kSecret);
    CHECK(guest_round_trip<Hello>(Hello{"checks", "Zoë", ""}).secret.empty());
    const Sit s = guest_round_trip<Sit>(Sit{3, "Ana"});
    CHECK((s.seat == 3 && s.name == "Ana"));
    const Act a = guest_round_trip<Act>(Act{0xFFFFFFFFu, 812, 640});
    CHECK((a.code == 0xFFFFFFFFu && a.rev == 812 && a.reaction_ms == 640));
    CHECK(guest_round_trip<TableAct>(TableAct{77}).code == 77);
    CHECK(guest_round_trip<Pong>(Pong{41}).id == 41);
    guest_round_trip<Bye>(Bye{});
}

TEST_CASE("messages: every message of the host reads back as it was written") {
    Lobby l{"txek",
            1,
            {{SeatInfo::Kind::Host, "Ana", true, false},
             {SeatInfo::Kind::Guest, "Bruno", false, true},
             {SeatInfo::Kind::Free, "", true, false},
             {SeatInfo::Kind::Bot, "Chloé", true, false}},
            2,
            true};
    const Lobby lb = host_round_trip<Lobby>(l);
    REQUIRE(lb.seats.size() == 4);
    CHECK(lb.seats[1].kind == SeatInfo::Kind::Guest);
    CHECK((!lb.seats[1].here && lb.seats[1].stand_in));
    CHECK(lb.seats[3].name == "Chloé");
    CHECK((lb.you == 2 && lb.started && lb.variant == 1));
    CHECK(host_round_trip<Seated>(Seated{2, kSecret}).secret == kSecret);
    const TableStart t =
        host_round_trip<TableStart>(TableStart{"hhe", 0, {"Ana", "Bruno", "Eli"}, 1});
    CHECK((t.seats == "hhe" && t.names[2] == "Eli" && t.you == 1));
    Update u;
    u.rev = 9, u.now = 12345, u.view = json{{"v", 1}, {"hand", {1, 2}}};
    u.events = {json{{"kind", "drew"}}};
    u.legal = {4, 5, 6};
    u.countdown = games::Countdown{100, 1600};
    u.rows = std::vector<json>{json{{"round", 1}}};
    u.over = true;
    const Update ub = host_round_trip<Update>(u);
    CHECK(ub.view == u.view);
    CHECK(ub.events == u.events);
    CHECK(ub.legal == u.legal);
    REQUIRE(ub.countdown);
    CHECK((ub.countdown->from == 100 && ub.countdown->due == 1600));
    REQUIRE(ub.rows);
    CHECK(ub.rows->size() == 1);
    CHECK(ub.over);
    CHECK(host_round_trip<Ping>(Ping{3, 999, 150}).rtt == 150);
    CHECK(host_round_trip<Refused>(Refused{"not your turn"}).why == "not your turn");
    CHECK(host_round_trip<Closed>(Closed{"bye"}).why == "bye");
}

TEST_CASE("messages: a guest's message that does not read is refused with a reason") {
    const std::pair<std::string, std::string> bad[] = {
        {"", "not a JSON object"},
        {"[1,2]", "not a JSON object"},
        {"{\"v\":1,\"t\":\"act\",\"code\":1,\"rev\":2", "not a JSON object"},
        {"{\"t\":\"bye\"}", "no protocol version"},
        {"{\"v\":2,\"t\":\"bye\"}", "protocol version 2"},
        {"{\"v\":1}", "no message type"},
        {"{\"v\":1,\"t\":\"dance\"}", "unknown message type"},
        {"{\"v\":1,\"t\":\"bye\",\"x\":1}", "unknown field"},
        {"{\"v\":1,\"t\":\"act\",\"code\":-1,\"rev\":0,\"ms\":0}", "action code"},
        {"{\"v\":1,\"t\":\"act\",\"code\":1,\"rev\":0,\"ms\":1e9}", "reaction"},
        {"{\"v\":1,\"t\":\"act\",\"code\":1,\"rev\":0}", "\"ms\" is missing"},
        {"{\"v\":1,\"t\":\"hello\",\"game\":\"txek\",\"name\":\"\"}", "name"},
        {"{\"v\":1,\"t\":\"hello\",\"game\":\"txek\",\"name\":\"a\\u0007b\"}", "name"},
        {"{\"v\":1,\"t\":\"hello\",\"game\":\"txek\",\"name\":\"Bruno\",\"secret\":\"xyz\"}",
         "secret"},
        {"{\"v\":1,\"t\":\"hello\",\"game\":\"TXEK!\",\"name\":\"Bruno\"}", "game"},
        {"{\"v\":1,\"t\":\"sit\",\"seat\":8,\"name\":\"Bruno\"}", "seat"},
    };
    for (const auto& [text, why] : bad) {
        INFO(text);
        auto m = decode_guest(text);
        REQUIRE_FALSE(m);
        CHECK_THAT(m.error(), Catch::Contains(why));
    }
}

// online/host.h: "a seat number inside a message is never trusted". An action names no seat; one
// that tries is refused before the host looks at it.
TEST_CASE("messages: an action that names a seat to act for is refused, not read") {
    auto forged = decode_guest(R"({"v":1,"t":"act","seat":0,"code":5,"rev":3,"ms":100})");
    REQUIRE_FALSE(forged);
    CHECK_THAT(forged.error(), Catch::Contains("unknown field \"seat\""));
}

TEST_CASE("messages: a guest's message longer than the limit is refused unread") {
    std::string name(kMaxGuestMessage, 'a');
    const std::string text = R"({"v":1,"t":"hello","game":"txek","name":")" + name + "\"}";
    auto m = decode_guest(text);
    REQUIRE_FALSE(m);
    CHECK_THAT(m.error(), Catch::Contains("at most 2048"));
    // Nesting deep enough to hurt a recursive reader is only ever as deep as the limit allows.
    auto deep =
        decode_host(std::string(kMaxHostMessage / 2, '[') + std::string(kMaxHostMessage / 2, ']'));
    CHECK_FALSE(deep);
}

TEST_CASE("messages: a host's message that does not fit its table is refused") {
    const char* bad[] = {
        R"({"v":1,"t":"lobby","game":"txek","variant":0,"seats":[],"you":-1,"started":false})",
        R"({"v":1,"t":"lobby","game":"txek","variant":0,"seats":[{"kind":"host","name":"A","here":true,"stand_in":false},{"kind":"free","name":"B","here":true,"stand_in":false}],"you":-1,"started":false})",
        R"({"v":1,"t":"table","seats":"hx","variant":0,"names":["A","B"],"you":0})",
        R"({"v":1,"t":"table","seats":"hh","variant":0,"names":["A"],"you":0})",
        R"({"v":1,"t":"update","rev":1,"now":0,"view":[],"events":[],"legal":[],"over":false})",
        R"({"v":1,"t":"update","rev":1,"now":0,"view":{},"events":[1],"legal":[],"over":false})",
        R"({"v":1,"t":"update","rev":1,"now":0,"view":{},"events":[],"legal":[],"countdown":[5,1],"over":false})",
        R"({"v":1,"t":"seated","seat":1,"secret":"short"})",
    };
    for (const char* text : bad) {
        INFO(text);
        CHECK_FALSE(decode_host(text));
    }
}

TEST_CASE("messages: names, secrets and table ids are checked as the protocol states") {
    CHECK(valid_name("Ana"));
    CHECK(valid_name(std::string(kMaxName, 'x')));
    CHECK_FALSE(valid_name(std::string(kMaxName + 1, 'x')));
    CHECK_FALSE(valid_name(""));
    CHECK_FALSE(valid_name("\xff\xfe"));
    CHECK_FALSE(valid_name("tab\there"));
    CHECK(valid_secret(kSecret));
    CHECK_FALSE(valid_secret("0123456789ABCDEF0123456789abcdef"));
    CHECK(valid_table_id("abcdefghij0123456789"));
    CHECK_FALSE(valid_table_id("abcdefghij012345678"));
    CHECK_FALSE(valid_table_id("abcdefghij012345678-"));
}

namespace {
core::Link replay_of(const std::string& game) {
    core::Link l;
    l.game = game;
    l.setup.seats = {core::SeatKind::Human, core::SeatKind::Human};
    l.seed = 0x75bcd15;
    l.actions = core::ActionLog{{0, 3}, {1, 4}};
    return l;
}
} // namespace

// README "Messages": fill, told and record, the host's messages a guest of the build before them
// drops (they are new types, not new fields of the lobby or the update).
TEST_CASE("messages: the bots' level, a seat's events so far and the replay link read back as "
          "written") {
    CHECK(host_round_trip<Fill>(Fill{core::SeatKind::Casual}).level == core::SeatKind::Casual);
    CHECK(host_round_trip<Fill>(Fill{core::SeatKind::Expert}).level == core::SeatKind::Expert);
    const Told t{{json{{"kind", "drew"}}, json{{"kind", "played"}, {"card", 7}}}, true};
    const Told tb = host_round_trip<Told>(t);
    CHECK(tb.events == t.events);
    CHECK(tb.more);
    CHECK_FALSE(host_round_trip<Told>(Told{{}, false}).more);
    const std::string link = core::encode_link(replay_of("tschak"));
    CHECK(host_round_trip<Record>(Record{link}).link == link);
}

TEST_CASE("messages: a fill that names no bot, told events that are not objects and a record "
          "that is no replay link are refused") {
    core::Link deal = replay_of("tschak");
    deal.actions.reset();
    core::Link join;
    join.game = "tschak";
    join.join = "abcdefghij0123456789";
    const std::string bad[] = {
        R"({"v":1,"t":"fill","level":"h"})",
        R"({"v":1,"t":"fill","level":"good"})",
        R"({"v":1,"t":"fill"})",
        R"({"v":1,"t":"told","events":[1],"more":false})",
        R"({"v":1,"t":"told","events":[],"more":false,"seat":1})",
        R"({"v":1,"t":"told","events":[]})",
        R"({"v":1,"t":"record","link":"not a link"})",
        R"({"v":1,"t":"record","link":")" + core::encode_link(deal) + "\"}",
        R"({"v":1,"t":"record","link":")" + core::encode_link(join) + "\"}",
        R"({"v":1,"t":"record","link":")" + core::encode_link(replay_of("nogame")) + "\"}",
    };
    for (const std::string& text : bad) {
        INFO(text);
        CHECK_FALSE(decode_host(text));
    }
}

// README "Messages": names. Each screen calls its own person "you"; as another's name it would
// read "You's turn", so it is never a name on the wire.
TEST_CASE("messages (names): you in any case is no name, and a seat without one is Player N") {
    for (const char* you : {"You", "you", "YOU", "yOu", " you ", "You  "}) {
        INFO(you);
        CHECK(is_you(you));
        CHECK(seat_name(you, 1) == "Player 2");
    }
    for (const char* name : {"Youri", "Yo", "Your", "Y o u", "Ana"}) {
        INFO(name);
        CHECK_FALSE(is_you(name));
        CHECK(seat_name(name, 1) == name);
    }
    CHECK(seat_name("", 0) == "Player 1");
    CHECK(seat_name(std::string(kMaxName + 1, 'x'), 2) == "Player 3");
    CHECK(seat_default_name(6) == "Player 7");
}
