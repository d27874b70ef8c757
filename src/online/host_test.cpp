// The host of an online table and its guests, over an in-memory network on a virtual clock
// (online/simulation.h). Each test names the rule of src/online/README.md it checks.
#include "engine/games.h"
#include "online/simulation.h"

#include <catch2/catch.hpp>

#include <algorithm>
#include <map>

using namespace online;
using nlohmann::json;

namespace {

constexpr std::int64_t kHour = 3600 * 1000;

SimConfig config_for(const games::Module& m, int players, std::vector<int> guests) {
    SimConfig c;
    c.game = &m;
    c.players = players;
    c.guests = std::move(guests);
    c.seed = 20261126;
    return c;
}

// A game is far enough along for a test: over, or (Txek, whose game runs to 200 points) a round
// on the sheet.
bool far_enough(SimTable& t) {
    return t.match().over() || !t.match().result_rows().empty();
}

// What the engine tells `seat`: its view after each prefix of the log, and its events action by
// action, from a match rebuilt without bots from the host's setup, seed and log.
struct SeatKnowledge {
    std::vector<json> views;               // [r]: the view after r actions
    std::vector<std::vector<json>> events; // [i]: the events of action i
};
SeatKnowledge knowledge(const games::Match& host_match, int seat) {
    games::MatchOptions quiet;
    quiet.bots = false;
    auto m =
        games::find(host_match.facts().id)->open(host_match.setup(), host_match.seed(), {}, quiet);
    REQUIRE(m);
    games::Match& replay = *m.value();
    replay.watch(seat);
    SeatKnowledge k;
    k.views.push_back(replay.view(seat));
    for (const core::LoggedAction& a : host_match.log()) {
        REQUIRE(replay.act(a.seat, a.code).ok);
        k.views.push_back(replay.view(seat));
        k.events.push_back(replay.take_events(seat));
    }
    return k;
}

} // namespace

// README "Host authority": the host runs the match, a guest plays its seat from its own view and
// keeps the score sheet in its own browser.
TEST_CASE("online (host authority): a host and a guest play every game, and the guest's sheet "
          "rows are the host's") {
    for (const games::Module* m : games::registered()) {
        DYNAMIC_SECTION(m->facts.id) {
            SimTable t(config_for(*m, m->facts.min_players, {20}));
            REQUIRE(t.open());
            REQUIRE(t.run([&] { return far_enough(t); }, 6 * kHour));
            t.run([] { return false; }, 500); // the last update reaches the guest
            CHECK(t.guest(0).rows() == t.match().result_rows());
            CHECK(t.host().stats().malformed == 0);
            CHECK(t.guest(0).malformed() == 0);
            CHECK(t.match().broken_invariant().empty());
        }
    }
}

// README "Host authority": a guest receives only its own seat's view and events: never a card
// its view does not show, never the seed or the raw log.
TEST_CASE("online (host authority): every byte a guest receives is its seat's view and events, "
          "as the engine tells that seat, and never the seed or the log") {
    for (const games::Module* m : games::registered()) {
        DYNAMIC_SECTION(m->facts.id) {
            SimTable t(config_for(*m, std::min(3, m->facts.max_players), {15}));
            REQUIRE(t.open());
            t.run([&] { return far_enough(t) || t.match().log().size() > 400; }, 6 * kHour);
            t.run([] { return false; }, 500);
            const SeatKnowledge k = knowledge(t.match(), 1);
            const std::string seed_hex = [&] {
                char buf[17];
                std::snprintf(buf, sizeof buf, "%016llx", (unsigned long long)t.match().seed());
                return std::string(buf);
            }();
            const std::string log_text = core::encode_actions(t.match().log());
            std::uint64_t last_rev = 0;
            bool first = true;
            int updates = 0;
            for (const std::string& raw : t.received(0)) {
                auto msg = decode_host(raw);
                REQUIRE(msg);
                // The replay link holds both, and comes once nothing is left to hide.
                if (std::holds_alternative<Record>(msg.value())) {
                    CHECK(t.match().over());
                    continue;
                }
                CHECK(raw.find(std::to_string(t.match().seed())) == std::string::npos);
                CHECK(raw.find(seed_hex) == std::string::npos);
                if (log_text.size() > 8) CHECK(raw.find(log_text) == std::string::npos);
                const auto* u = std::get_if<Update>(&msg.value());
                if (!u) continue;
                ++updates;
                REQUIRE(u->rev < k.views.size());
                CHECK(u->view == k.views[u->rev]);
                // The events since the last update are exactly the seat's events of the actions
                // in between (the first update's view says it all).
                std::vector<json> expected;
                for (std::uint64_t i = last_rev; !first && i < u->rev; ++i)
                    expected.insert(expected.end(), k.events[i].begin(), k.events[i].end());
                CHECK(u->events == expected);
                last_rev = u->rev;
                first = false;
            }
            CHECK(updates > 10);
        }
    }
}

// README "Host authority": a connection acts for the seat the host bound it to, and a message
// that does not read, or comes in a flood, is dropped; the match never sees it.
TEST_CASE("online (host authority): a forged action for another seat, a malformed message and a "
          "flood are refused, and the host keeps playing") {
    const games::Module& checks = *games::find("checks");
    SimConfig c = config_for(checks, 2, {10});
    SimTable t(c);
    REQUIRE(t.open());
    // The guest's tab closes, and a raw end takes its seat with its secret: what a forger could
    // write by hand. It is bound to seat 1 and may act for seat 1 only.
    const std::string secret = t.guest(0).secret();
    t.set_person_active(0, false);
    t.drop_guest(0);
    auto raw = t.net().guest(t.host().table().id, 10, 7);
    t.run([] { return false; }, 100);
    raw->send(0, encode(Hello{"checks", "Forger", secret}));
    t.run([] { return false; }, 100);
    // Seat 1's own moves are its to make, until it is the host's turn (seat 0).
    for (int i = 0; i < 50 && t.match().legal(0).empty(); ++i) {
        REQUIRE_FALSE(t.match().legal(1).empty());
        raw->send(0, encode(Act{t.match().legal(1).front(), t.match().log().size(), 10}));
        t.run([] { return false; }, 100);
    }
    REQUIRE_FALSE(t.match().legal(0).empty());
    const std::size_t before = t.match().log().size();
    const std::uint32_t hosts_move = t.match().legal(0).front();
    const long refused_before = t.host().stats().refused;
    raw->send(0, encode(Act{hosts_move, before, 10}));
    raw->send(0, R"({"v":1,"t":"act","seat":0,"code":)" + std::to_string(hosts_move) +
                     R"(,"rev":1,"ms":10})");
    raw->send(0, "this is not JSON");
    raw->send(0, std::string(5000, '{'));
    t.run([] { return false; }, 200);
    CHECK(t.match().log().size() == before); // nothing of it was applied
    CHECK(t.host().stats().refused > refused_before);
    CHECK(t.host().stats().malformed >= 3);
    // A flood: a thousand messages at once. A burst is read, then they are dropped unread, and
    // the connection is closed; the rest never reach the host.
    const long read_before = t.host().stats().received;
    for (int i = 0; i < 1000; ++i) raw->send(0, encode(Pong{std::uint64_t(i)}));
    t.run([] { return false; }, 200);
    CHECK(t.host().stats().received - read_before <= 50);
    CHECK(t.host().stats().flooded > 150);
    CHECK(t.host().stats().closed == 1);
    CHECK(t.match().log().size() == before);
    // The host keeps playing: the guest takes its seat back and the game runs to its end.
    t.set_person_active(0, true);
    t.rejoin_guest(0);
    REQUIRE(t.run([&] { return t.match().over(); }, 2 * kHour));
    CHECK(t.match().broken_invariant().empty());
}

// README "Losing nothing": a closed tab is noticed by the heartbeat; the game waits; the guest
// comes back with its secret to its own seat.
TEST_CASE("online (losing nothing): a guest who drops is away and the game waits, then rejoins "
          "its own seat with its secret and the game goes on") {
    const games::Module& checks = *games::find("checks");
    SimTable t(config_for(checks, 2, {25}));
    REQUIRE(t.open());
    t.run([&] { return t.match().log().size() > 10; }, kHour);
    t.drop_guest(0);
    REQUIRE(t.run([&] { return t.host().waiting(); }, 10000));
    const std::size_t at = t.match().log().size();
    const std::int64_t clock = t.match().now();
    t.run([] { return false; }, 30000);
    CHECK(t.match().log().size() == at); // nobody plays on without the guest
    CHECK(t.match().now() == clock);     // and the match's clock stands still
    CHECK(t.host().away_ms(1) >= 25000);
    t.rejoin_guest(0);
    REQUIRE(t.run([&] { return t.guest(0).stage() == Guest::Stage::Playing; }, 10000));
    CHECK(t.guest(0).seat() == 1);
    CHECK_FALSE(t.host().waiting());
    REQUIRE(t.run([&] { return t.match().over(); }, 2 * kHour));
    t.run([] { return false; }, 500);
    CHECK(t.guest(0).rows() == t.match().result_rows());
}

// README "Losing nothing": a host who reloads opens the same table id and rebuilds the match from
// its saved log; the guests reconnect by themselves.
TEST_CASE("online (losing nothing): a host reload reopens the same table, rebuilds the match from "
          "its log, and the guests come back by themselves") {
    const games::Module& tschak = *games::find("tschak");
    SimTable t(config_for(tschak, 3, {20, 40}));
    REQUIRE(t.open());
    t.run([&] { return t.match().log().size() > 12; }, kHour);
    const core::ActionLog before = t.match().log();
    t.reload_host();
    CHECK(t.match().log() == before);
    CHECK(t.host().waiting()); // until the guests are back
    REQUIRE(t.run(
        [&] {
            return !t.host().waiting() && t.guest(0).stage() == Guest::Stage::Playing &&
                   t.guest(1).stage() == Guest::Stage::Playing;
        },
        20000));
    CHECK(t.guest(0).seat() == 1);
    CHECK(t.guest(1).seat() == 2);
    REQUIRE(t.run([&] { return t.match().over(); }, 2 * kHour));
    t.run([] { return false; }, 500);
    CHECK(t.guest(1).rows() == t.match().result_rows());
}

// README "Losing nothing": after a while the host may hand an away seat to a bot; the person
// takes it back by coming back.
TEST_CASE("online (losing nothing): a bot stands in for a guest who stays away, and the guest "
          "takes the seat back on returning") {
    const games::Module& strategix = *games::find("strategix");
    SimTable t(config_for(strategix, 3, {10, 10}));
    REQUIRE(t.open());
    t.run([&] { return t.match().log().size() > 5; }, kHour);
    t.drop_guest(1);
    REQUIRE(t.run([&] { return t.host().waiting(); }, 10000));
    t.host().stand_in(2);
    CHECK_FALSE(t.host().waiting());
    const std::size_t at = t.match().log().size();
    t.run([&] { return t.match().log().size() > at + 20; }, kHour);
    CHECK(t.match().log().size() > at + 20); // the game goes on with the bot in the seat
    t.rejoin_guest(1);
    REQUIRE(t.run([&] { return t.guest(1).stage() == Guest::Stage::Playing; }, 10000));
    CHECK_FALSE(t.host().table().seats[2].stand_in);
    REQUIRE(t.run([&] { return t.match().over(); }, 2 * kHour));
}

// README "Races": the host orders races by when each person pressed (the guest's own measured
// reaction after the update it saw), not by when the press arrived.
TEST_CASE("online (races): across a 150 ms round trip a guest's earlier TXEK wins over the "
          "host's later one, and arrival order alone would have given it to the host") {
    for (const bool fair : {true, false}) {
        DYNAMIC_SECTION((fair ? "by stamps" : "by arrival")) {
            SimConfig c = config_for(*games::find("txek"), 2, {75});
            c.fair_races = fair;
            SimTable t(c);
            REQUIRE(t.open());
            // The people play until a discard identical to the card below is open for TXEK;
            // then they stop, and the test presses for them.
            auto open_identical = [&] {
                const json v = t.match().view(-1);
                return v["window_open"] == true && !v["pile"].empty() &&
                       v["pile"].back()["identical"] == true &&
                       v["pile"].back()["claimed"] == false;
            };
            REQUIRE(t.run(open_identical, 4 * kHour));
            t.set_person_active(0, false);
            t.set_person_active(1, false);
            std::uint32_t txek = 0;
            for (std::uint32_t code : t.match().legal(1))
                if (t.match().action_text(code).rfind("txek", 0) == 0) txek = code;
            REQUIRE(txek != 0);
            // The update has just left the host (the step that applied the discard sent it).
            const std::size_t rev = t.match().log().size();
            const std::int64_t shown_at_host = t.match().now();
            REQUIRE(t.run([&] { return t.guest(0).revision() == rev; }, 1000)); // ... arrives
            t.run([] { return false; }, 100);
            t.guest(0).act(txek, t.now()); // the guest presses 100 ms after seeing it
            t.run([] { return false; }, 50);
            t.host().claim(txek, shown_at_host + 150); // the host's person 150 ms after
            t.run([&] { return t.match().log().size() > rev; }, 2000);
            REQUIRE(t.match().log().size() > rev);
            const core::LoggedAction first = t.match().log()[rev];
            CHECK(t.match().action_text(first.code).rfind("txek", 0) == 0);
            CHECK(int(first.seat) == (fair ? 1 : 0));
        }
    }
}

// README "Messages": bye. A guest who leaves the lobby frees the seat for someone else; the
// seat's secret goes with it.
TEST_CASE("online (messages): a guest who leaves the lobby frees its seat") {
    MemoryNetwork net;
    core::Rng rng(8);
    HostTable table = new_table("checks", 2, 0, "Ana", rng);
    const std::string id = table.id;
    Host host(
        table, [&] { return net.host(id); }, 4);
    Guest guest("checks", id, "Bruno", "", [&] { return net.guest(id); });
    auto run = [&](int from, int to) {
        for (int t = from; t < to; ++t) net.set_now(t), host.receive(t), host.send(), guest.tick(t);
    };
    run(0, 10);
    guest.sit(1, "Bruno");
    run(10, 20);
    REQUIRE(host.table().seats[1].kind == SeatInfo::Kind::Guest);
    guest.leave();
    run(20, 30);
    CHECK(host.table().seats[1].kind == SeatInfo::Kind::Free);
    CHECK(host.table().seats[1].secret.empty());
    CHECK(guest.stage() == Guest::Stage::Closed);
}

namespace {

// A host and guests over the in-memory network without a SimTable: each step moves the clock
// one ms and polls every end.
struct Bench {
    MemoryNetwork net;
    std::string id;
    std::unique_ptr<Host> host;
    std::vector<std::unique_ptr<Guest>> guests;
    std::int64_t now = 0;

    Bench(const std::string& game, int players, const std::string& host_name) {
        core::Rng rng(8);
        HostTable table = new_table(game, players, 0, host_name, rng);
        id = table.id;
        host = std::make_unique<Host>(
            table, [this] { return net.host(id); }, 4);
    }
    Guest& join(const std::string& name, int one_way_ms = 0) {
        const int tag = int(guests.size());
        guests.push_back(
            std::make_unique<Guest>(host->table().game, id, name, "", [this, tag, one_way_ms] {
                return net.guest(id, one_way_ms, tag);
            }));
        return *guests.back();
    }
    void run(int ms) {
        for (int i = 0; i < ms; ++i) {
            net.set_now(++now);
            host->receive(now);
            host->play(now);
            host->send();
            for (auto& g : guests) g->tick(now);
        }
    }
};

// Every name a guest read in a lobby or a table message.
std::vector<std::string> names_read(const MemoryNetwork& net, int tag) {
    std::vector<std::string> names;
    for (const std::string& raw : net.received(tag)) {
        auto msg = decode_host(raw);
        REQUIRE(msg);
        if (const auto* l = std::get_if<Lobby>(&msg.value()))
            for (const SeatInfo& s : l->seats)
                if (!s.name.empty()) names.push_back(s.name);
        if (const auto* t = std::get_if<TableStart>(&msg.value()))
            names.insert(names.end(), t->names.begin(), t->names.end());
    }
    return names;
}

// The events a guest has read of its seat so far: those sent after the table (Told) and those
// of every update since, in order.
std::vector<json> live_events(Guest& g, std::vector<json>& taken) {
    for (json& e : g.take_events()) taken.push_back(std::move(e));
    return taken;
}

} // namespace

// README "Messages", names: each screen calls its own person "you", so "You" as another's name
// reads "You's turn". The host gives a seat with no name, or "you" in any case, its default name.
TEST_CASE("online (messages, names): a host with no name or You and a guest who says you reach "
          "every guest as Player 1 and Player 2, never as You") {
    Bench b("strategix", 3, "You");
    CHECK(b.host->table().seats[0].name == "Player 1");
    Guest& you = b.join("YOU");
    Guest& bo = b.join("Bo");
    b.run(10);
    you.sit(1, " you ");
    bo.sit(2, "Bo");
    b.run(10);
    b.host->set_host_name("yOu");
    b.run(10);
    CHECK(b.host->table().seats[1].name == "Player 2");
    // A game saved when "You" was the host's default name: the match's names still say it.
    auto [setup, names] = b.host->start();
    CHECK(names == std::vector<std::string>{"Player 1", "Player 2", "Bo"});
    auto match = games::find("strategix")->open(setup, 99, {}, {});
    REQUIRE(match);
    b.host->attach(match.value().get(), {"You", "Player 2", "Bo"});
    b.run(20);
    REQUIRE(you.table());
    CHECK(you.table()->names == std::vector<std::string>{"Player 1", "Player 2", "Bo"});
    CHECK(you.lobby().seats[1].name == "Player 2");
    for (int tag : {0, 1}) {
        const std::vector<std::string> read = names_read(b.net, tag);
        CHECK(read.size() > 6);
        for (const std::string& n : read) {
            INFO(n);
            CHECK_FALSE(is_you(n));
        }
    }
}

// README "Messages", fill: the lobby says which bots take the seats nobody sits at.
TEST_CASE("online (messages): a guest's lobby knows the level of the bots the host chose for the "
          "free seats") {
    Bench b("checks", 2, "Ana");
    Guest& g = b.join("Bruno");
    b.run(10);
    REQUIRE(g.stage() == Guest::Stage::Lobby);
    CHECK(g.bots() == core::SeatKind::Good);
    b.host->set_fill(core::SeatKind::Casual);
    b.run(10);
    CHECK(g.bots() == core::SeatKind::Casual);
    b.host->set_fill(core::SeatKind::Expert);
    b.run(10);
    CHECK(g.bots() == core::SeatKind::Expert);
}

// README "Messages", closed: the host answers a hello at a full table at once, and keeps the
// connection until the guest has read why (a connection closed at once loses it).
TEST_CASE("online (messages): a late arrival at a started table is told at once that every seat "
          "is taken, and does not try again") {
    const games::Module& checks = *games::find("checks");
    SimTable t(config_for(checks, 2, {10}));
    REQUIRE(t.open());
    const std::string id = t.host().table().id;
    Guest late("checks", id, "Cy", "", [&] { return t.net().guest(id, 10, 9); });
    const std::int64_t from = t.now();
    for (int i = 0; i < 40 && late.stage() != Guest::Stage::Closed; ++i) {
        t.step();
        late.tick(t.now());
    }
    REQUIRE(late.stage() == Guest::Stage::Closed);
    CHECK(t.now() - from <= 60); // the connection's round trip and the answer, no more
    CHECK_THAT(late.closed_why(), Catch::Equals("every_seat_taken"));
    const std::size_t read = t.received(9).size();
    for (int i = 0; i < 2000; ++i) {
        t.step();
        late.tick(t.now());
    }
    CHECK(t.received(9).size() == read); // it connected no more
    CHECK(t.host().table().seats[1].name == "Guest 1");
}

// README "Messages", closed: so is a table that closes (a new game, the host left).
TEST_CASE("online (messages): a table that closes tells each guest why before its connection "
          "goes") {
    const games::Module& tschak = *games::find("tschak");
    SimTable t(config_for(tschak, 3, {10, 30}));
    REQUIRE(t.open());
    t.run([&] { return t.match().log().size() > 4; }, kHour);
    t.host().close("The host started another game.");
    REQUIRE(t.run(
        [&] {
            return t.guest(0).stage() == Guest::Stage::Closed &&
                   t.guest(1).stage() == Guest::Stage::Closed;
        },
        1000));
    CHECK(t.guest(0).closed_why() == "The host started another game.");
    CHECK(t.guest(1).closed_why() == "The host started another game.");
    REQUIRE(t.run([&] { return t.host().closed(); }, kFarewellMs + 100));
}

// README "Losing nothing": the host's own person away from the table (the menu) makes the game
// wait as a guest's absence does, and the guests see why.
TEST_CASE("online (losing nothing): a host who steps away from the table makes the game wait, the "
          "guest sees it and hears when the host is back") {
    const games::Module& checks = *games::find("checks");
    SimTable t(config_for(checks, 2, {10}));
    REQUIRE(t.open());
    t.run([&] { return t.match().log().size() > 6; }, kHour);
    REQUIRE(t.guest(0).host_here());
    t.host().set_present(false);
    REQUIRE(t.run([&] { return !t.guest(0).host_here(); }, 100));
    CHECK(t.host().waiting());
    CHECK(t.host().waiting_text() == "waits_for:0");
    const std::size_t at = t.match().log().size();
    const std::int64_t clock = t.match().now();
    t.run([] { return false; }, 10000);
    CHECK(t.match().log().size() == at); // nobody plays on: the guest's presses are refused
    CHECK(t.match().now() == clock);
    t.guest(0).take_notices();
    t.host().set_present(true);
    REQUIRE(t.run([&] { return t.guest(0).host_here(); }, 100));
    const std::vector<std::string> news = t.guest(0).take_notices();
    CHECK(std::count(news.begin(), news.end(), "host_back:0") == 1);
    REQUIRE(t.run([&] { return t.match().log().size() > at; }, kHour));
}

// README "Losing nothing": a guest who comes back (a reload) rebuilds its log from its own
// seat's events, which the host sends after the table: exactly what it was told live.
TEST_CASE("online (losing nothing): a guest who comes back gets its seat's events from the start, "
          "exactly those it read live, and no other seat's") {
    for (const games::Module* m : games::registered()) {
        DYNAMIC_SECTION(m->facts.id) {
            const int players = std::min(3, m->facts.max_players);
            SimTable t(config_for(*m, players, std::vector<int>(std::size_t(players - 1), 15)));
            REQUIRE(t.open());
            std::vector<json> taken = t.guest(0).told(); // the events before its first update
            t.run([&] { return t.match().log().size() > 40 || far_enough(t); }, 6 * kHour);
            for (int seat = 0; seat < players; ++seat) t.set_person_active(seat, false);
            // Every update sent has arrived: what the guest read is all its seat was told.
            REQUIRE(t.run([&] { return t.guest(0).revision() == t.match().log().size(); }, 5000));
            const std::vector<json> live = live_events(t.guest(0), taken);
            t.drop_guest(0);
            REQUIRE(t.run([&] { return t.host().waiting(); }, 10000));
            t.rejoin_guest(0);
            REQUIRE(t.run([&] { return t.guest(0).stage() == Guest::Stage::Playing; }, 10000));
            CHECK(t.guest(0).told().size() == live.size());
            CHECK(t.guest(0).told() == live);
            std::vector<json> seat1;
            for (const auto& events : knowledge(t.match(), 1).events)
                seat1.insert(seat1.end(), events.begin(), events.end());
            CHECK(t.guest(0).told() == seat1);
            CHECK(live.size() > 5);
        }
    }
}

// README "Host authority": the seed and the log are the deal; a guest gets them in the replay
// link once the match is over for good, before the update that says so, and never sooner.
TEST_CASE("online (host authority): the replay link reaches a guest when the match is over for "
          "good, and a match whose table deals the next game (Checks) gives none") {
    for (const games::Module* m : games::registered()) {
        DYNAMIC_SECTION(m->facts.id) {
            SimTable t(config_for(*m, 2, {10}));
            REQUIRE(t.open());
            t.run([&] { return t.match().log().size() > 2; }, kHour);
            CHECK(t.guest(0).replay_link().empty());
            REQUIRE(t.run([&] { return t.match().over(); }, 24 * kHour));
            // Dealt from the same seed, the next game would be known to whoever held the link.
            const bool deals_again = !t.match().legal(core::kTableSeat).empty();
            t.run([] { return false; }, 200);
            if (deals_again) {
                CHECK(t.guest(0).replay_link().empty());
                continue;
            }
            auto link = core::decode_link(t.guest(0).replay_link(), {});
            REQUIRE(link);
            CHECK(link.value().setup == t.match().setup());
            CHECK(link.value().seed == t.match().seed());
            REQUIRE(link.value().actions);
            CHECK(*link.value().actions == t.match().log());
            // The link came before the update that shows the end.
            bool record = false;
            for (const std::string& raw : t.received(0)) {
                auto msg = decode_host(raw);
                REQUIRE(msg);
                record = record || std::holds_alternative<Record>(msg.value());
                if (const auto* u = std::get_if<Update>(&msg.value()); u && u->over) CHECK(record);
            }
        }
    }
}

// README "Losing nothing": a seat's events longer than a message (a long Checks match, game after
// game) go in parts that each fit, and read back whole.
TEST_CASE("online (losing nothing): a long match's events go to a returning guest in parts that "
          "each fit a message, and read back whole") {
    const games::Module& checks = *games::find("checks");
    SimTable t(config_for(checks, 2, {10}));
    REQUIRE(t.open());
    REQUIRE(t.run([&] { return t.match().log().size() > 1500; }, 24 * kHour));
    t.drop_guest(0);
    REQUIRE(t.run([&] { return t.host().waiting(); }, 10000));
    const std::size_t before = t.received(0).size();
    t.rejoin_guest(0);
    REQUIRE(t.run([&] { return t.guest(0).stage() == Guest::Stage::Playing; }, 10000));
    std::vector<Told> parts;
    for (std::size_t i = before; i < t.received(0).size(); ++i) {
        const std::string& raw = t.received(0)[i];
        auto msg = decode_host(raw);
        REQUIRE(msg);
        if (const auto* told = std::get_if<Told>(&msg.value())) {
            CHECK(raw.size() <= kToldPartBytes + 64);
            parts.push_back(*told);
        }
    }
    REQUIRE(parts.size() >= 2);
    for (std::size_t i = 0; i < parts.size(); ++i) CHECK(parts[i].more == (i + 1 < parts.size()));
    const auto so_far = games::told_so_far(checks, t.match(), {1}).front();
    CHECK(t.guest(0).told().size() == so_far.size());
    CHECK(t.guest(0).told() == so_far);
}

// README "Messages", closed: a guest in the lobby without a seat when the game starts has none
// to take; it is told so at once.
TEST_CASE("online (messages): a guest in the lobby who sat nowhere is told at the start that "
          "every seat is taken") {
    Bench b("checks", 2, "Ana");
    Guest& bo = b.join("Bo");
    Guest& cy = b.join("Cy");
    b.run(10);
    bo.sit(1, "Bo");
    b.run(10);
    b.host->start();
    b.run(10);
    CHECK(cy.stage() == Guest::Stage::Closed);
    CHECK_THAT(cy.closed_why(), Catch::Equals("every_seat_taken"));
    CHECK(bo.stage() != Guest::Stage::Closed);
}

// README "Losing nothing": a connection that takes seconds to open (a busy device, a slow
// network) is waited for; given up after the 4 s of silence that mean a host is gone, it never
// opened, and a late arrival waited through the retries for its answer.
TEST_CASE("online (losing nothing): a guest whose connection takes 6 s to open joins at its first "
          "attempt") {
    Bench b("checks", 2, "Ana");
    Guest& slow = b.join("Bo", 3000); // the channel opens after 6 s, the lobby comes 6 s later
    b.run(13000);
    CHECK(slow.stage() == Guest::Stage::Lobby);
    CHECK(b.net.delivered() < 40); // one connection's hello, lobby and pings, no retries
}
