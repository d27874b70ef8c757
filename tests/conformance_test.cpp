// The conformance suite: what every registered game must do through the game module
// (engine/module.h; src/README.md, "Add a game"), after OpenSpiel's random-simulation test. It
// plays seeded random playouts of each game in games::registered() and checks, as it goes:
//   - every game ends within its bound, and until then someone can always act;
//   - the game's own invariants hold after every action (every card in exactly one place);
//   - a refused action changes nothing;
//   - action codes round-trip, through the typed action and through the record syntax;
//   - views and events round-trip through their JSON;
//   - replaying the log from the seed reproduces the state;
//   - views, per-seat events and legal actions leak nothing: the cards a seat does not know
//     are dealt among their places at random, and what the seat receives must not change;
//   - in a game of simultaneous choices (Facts::simultaneous), a seat's commit reaches no other
//     seat until the last has chosen;
//   - bots decide from their view alone, and the JSON of the view carries all they use.
// TXEK_CONFORMANCE_GAMES sets the playouts a game (default 100; the sanitized run uses fewer).
// Each test prints its figures (games, actions, checks, seconds) per game.
#include "engine/core/refusal.h"
#include "engine/games.h"

#include <catch2/catch.hpp>

#include <cctype>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <functional>
#include <string>

namespace {

using games::Match;
using Clock = std::chrono::steady_clock;

constexpr long kMaxActions = 200000; // a random playout of any game ends well before this
constexpr std::uint64_t kSeed = 20261123;

int playouts() {
    const char* env = std::getenv("TXEK_CONFORMANCE_GAMES");
    const int n = env ? std::atoi(env) : 100;
    return n > 0 ? n : 100;
}

using EachAction = std::function<void(Match&, std::pair<int, std::uint32_t>, long)>;

// Plays one seeded random playout of `module` with `players` seats, calling `each` before every
// action with the match, the action about to be taken and how many came before. Returns the
// finished match.
std::unique_ptr<Match> playout(const games::Module& module, int players, std::uint64_t seed,
                               const EachAction& each) {
    core::Setup setup;
    setup.seats.assign(std::size_t(players), core::SeatKind::Human);
    games::MatchOptions quiet;
    quiet.bots = false;
    quiet.auto_next = false;
    auto opened = module.open(setup, seed, {}, quiet);
    REQUIRE(opened);
    std::unique_ptr<Match> m = std::move(opened.value());
    core::Rng rng(seed ^ 0x5eed);
    for (long n = 0; !m->over(); ++n) {
        INFO(module.facts.id << ", " << players << " players, seed " << seed << ", action " << n);
        REQUIRE(n < kMaxActions);
        const auto next = m->random_action(rng);
        REQUIRE(next.has_value()); // someone can always act until the game is over
        each(*m, *next, n);
        const games::Acted acted = m->act(next->first, next->second);
        INFO("'" << m->action_text(next->second) << "' by " << next->first << ": "
                 << acted.rejection);
        REQUIRE(acted.ok); // a random action is a legal one
    }
    return m;
}

// For each registered game, seeded playouts over its player counts, then `at_end` on each
// finished match; prints the figures.
void for_every_game(const char* what, const EachAction& each,
                    const std::function<void(Match&)>& at_end = {}) {
    for (const games::Module* module : games::registered()) {
        const games::Facts& f = module->facts;
        const auto t0 = Clock::now();
        long actions = 0;
        const int counts = f.max_players - f.min_players + 1;
        for (int g = 0; g < playouts(); ++g) {
            const int players = f.min_players + g % counts;
            auto m = playout(*module, players, kSeed + std::uint64_t(g) * 7919, each);
            actions += long(m->log().size());
            if (at_end) at_end(*m);
        }
        const double secs = std::chrono::duration<double>(Clock::now() - t0).count();
        std::printf("conformance: %-8s %-44s %3d games, %8ld actions, %6.2f s\n",
                    std::string(f.id).c_str(), what, playouts(), actions, secs);
    }
}

std::unique_ptr<Match> replayed(const Match& m) {
    games::MatchOptions quiet;
    quiet.bots = false;
    quiet.auto_next = false;
    auto opened = games::find(m.facts().id)->open(m.setup(), m.seed(), m.log(), quiet);
    REQUIRE(opened);
    return std::move(opened.value());
}

std::vector<int> viewers(const Match& m) {
    std::vector<int> seats{-1};
    for (int p = 0; p < m.players(); ++p) seats.push_back(p);
    return seats;
}

} // namespace

TEST_CASE("conformance (module): every game ends, someone can always act, its invariants hold "
          "after every action") {
    for_every_game("ends; invariants after every action", [](Match& m, auto next, long) {
        const std::string broken = m.broken_invariant();
        INFO(broken);
        REQUIRE(broken.empty());
        const std::vector<std::uint32_t> legal = m.legal(next.first);
        REQUIRE(std::find(legal.begin(), legal.end(), next.second) != legal.end());
    });
}

TEST_CASE("conformance (module): a refused action changes nothing and tells nobody anything") {
    for_every_game("refused actions change nothing", [](Match& m, auto next, long n) {
        if (n % 7 != 0) return;
        for (int seat : viewers(m)) m.watch(seat);
        for (int seat : viewers(m)) m.take_events(seat);
        const nlohmann::json before = m.fingerprint();
        // The move another seat may make, a code no move has, and this move by a seat that is
        // not at the table: each either applies (a penalised attempt) or changes nothing.
        const int other = (next.first == int(core::kTableSeat) ? 0 : next.first + 1) % m.players();
        const std::pair<int, std::uint32_t> tries[] = {
            {other, next.second}, {next.first, 0xFFFFFFFFu}, {m.players() + 3, next.second}};
        for (auto [seat, code] : tries) {
            auto probe = m.legal(seat);
            const bool listed = std::find(probe.begin(), probe.end(), code) != probe.end();
            if (listed) continue; // legal for that seat too: not a refusal to test
            const games::Acted acted = m.act(seat, code);
            INFO(m.facts().id << ": '" << m.action_text(code) << "' by seat " << seat);
            REQUIRE_FALSE(acted.ok);
            CHECK_FALSE(acted.rejection.empty());
            // The engine refuses with a code, which each player's table words in their own
            // language (engine/core/refusal.h).
            CHECK(core::read_refusal(acted.rejection).has_value());
            REQUIRE(m.fingerprint() == before);
            for (int viewer : viewers(m)) REQUIRE(m.take_events(viewer).empty());
        }
    });
}

TEST_CASE("conformance (module): action codes round-trip through the action and the record "
          "syntax, views and events through their JSON") {
    for_every_game("codes, views and events round-trip", [](Match& m, auto, long n) {
        for (int seat : viewers(m)) m.watch(seat);
        std::vector<int> seats = viewers(m);
        seats.push_back(core::kTableSeat);
        for (int seat : seats) {
            if (seat < 0) continue;
            for (std::uint32_t code : m.legal(seat)) {
                INFO(m.facts().id << ": code " << code << " '" << m.action_text(code) << "'");
                REQUIRE(m.recode(code) == code);
                REQUIRE(m.code_of_text(m.action_text(code)) == code);
            }
        }
        if (n % 5 != 0) return;
        for (int seat : viewers(m)) {
            const nlohmann::json v = m.view(seat);
            REQUIRE(m.round_trip(Match::Wire::View, v) == v);
            for (const nlohmann::json& e : m.take_events(seat))
                REQUIRE(m.round_trip(Match::Wire::Event, e) == e);
        }
    });
}

TEST_CASE("conformance (module): replaying the log from the seed reproduces the state") {
    for_every_game(
        "replaying the log reproduces the state",
        [](Match& m, auto, long n) {
            if (n % 97 == 13) REQUIRE(replayed(m)->fingerprint() == m.fingerprint());
        },
        [](Match& m) {
            auto again = replayed(m);
            REQUIRE(again->fingerprint() == m.fingerprint());
            REQUIRE(again->over());
        });
}

TEST_CASE("conformance (module): views, per-seat events and legal actions leak no hidden card") {
    long twins = 0;
    for_every_game("views, events and legal actions leak nothing",
                   [&](Match& m, auto next, long n) {
                       // One viewer a step, in turn, the spectator included.
                       const int seat = int(n % (m.players() + 1)) - 1;
                       auto twin = m.hidden_twin(seat, next, kSeed ^ std::uint64_t(n));
                       ++twins;
                       INFO(m.facts().id << ", seat " << seat << ", before '"
                                         << m.action_text(next.second) << "' by " << next.first);
                       REQUIRE(twin->view(seat) == m.view(seat));
                       if (seat >= 0) REQUIRE(twin->legal(seat) == m.legal(seat));
                       REQUIRE(twin->legal(core::kTableSeat) == m.legal(core::kTableSeat));
                       // The same action in both: the seat must be told the same, and see the same
                       // after.
                       auto copy = m.snapshot();
                       copy->watch(seat);
                       twin->watch(seat);
                       const games::Acted a = copy->act(next.first, next.second);
                       const games::Acted b = twin->act(next.first, next.second);
                       REQUIRE(a.ok == b.ok);
                       REQUIRE(twin->take_events(seat) == copy->take_events(seat));
                       REQUIRE(twin->view(seat) == copy->view(seat));
                       if (seat >= 0) REQUIRE(twin->legal(seat) == copy->legal(seat));
                   });
    CHECK(twins > 0);
}

namespace {

// A string value of `j` that reads as words ("the market is empty"), or "" when it holds only
// ids, codes and numbers.
std::string sentence_in(const nlohmann::json& j) {
    if (j.is_string()) {
        const std::string& t = j.get_ref<const std::string&>();
        for (std::size_t i = 1; i + 2 < t.size(); ++i)
            if (t[i] == ' ' && std::isalpha(static_cast<unsigned char>(t[i - 1])) &&
                std::islower(static_cast<unsigned char>(t[i + 1])) &&
                std::islower(static_cast<unsigned char>(t[i + 2])))
                return t;
        return {};
    }
    if (!j.is_structured()) return {};
    for (const auto& item : j)
        if (std::string found = sentence_in(item); !found.empty()) return found;
    return {};
}

} // namespace

TEST_CASE("conformance (module): the engines say no words to players: events carry ids and "
          "numbers, which each table words in its player's language") {
    for_every_game("events carry no words", [](Match& m, auto, long n) {
        if (n % 3 != 0) return;
        for (int seat : viewers(m))
            for (const nlohmann::json& e : m.take_events(seat)) {
                INFO(m.facts().id << ", seat " << seat << ": " << e.dump());
                CHECK(sentence_in(e) == "");
            }
        for (int seat : viewers(m)) m.watch(seat);
    });
}

// Facts::simultaneous: while others still choose, a seat's commit must reach nobody else. The
// hidden-twin test above cannot prove it once every card has been seen (a revealed card is left
// where it lies), so this compares two different commits of the same seat directly: every other
// seat and the spectator must be told the same and see the same whichever was made.
TEST_CASE("conformance (module): in a game of simultaneous choices a committed choice reaches no "
          "other seat until the last has chosen") {
    for (const games::Module* module : games::registered()) {
        const games::Facts& f = module->facts;
        if (!f.simultaneous) continue;
        const auto t0 = Clock::now();
        long probes = 0;
        const int counts = f.max_players - f.min_players + 1;
        for (int g = 0; g < playouts(); ++g) {
            const int players = f.min_players + g % counts;
            playout(*module, players, kSeed + std::uint64_t(g) * 104729,
                    [&](Match& m, auto next, long n) {
                        if (m.acting_seats().size() < 2) return; // the last choice reveals them all
                        const std::vector<std::uint32_t> choices = m.legal(next.first);
                        if (choices.size() < 2) return;
                        std::uint32_t other = choices[std::size_t(n) % choices.size()];
                        if (other == next.second)
                            other = choices[(std::size_t(n) + 1) % choices.size()];
                        auto a = m.snapshot();
                        auto b = m.snapshot();
                        for (int seat : viewers(m)) {
                            a->watch(seat);
                            b->watch(seat);
                        }
                        REQUIRE(a->act(next.first, next.second).ok);
                        REQUIRE(b->act(next.first, other).ok);
                        for (int seat : viewers(m)) {
                            if (seat == next.first) continue;
                            INFO(f.id << ", seat " << next.first << " chose '"
                                      << m.action_text(next.second) << "' or '"
                                      << m.action_text(other) << "', seen by " << seat);
                            REQUIRE(a->view(seat) == b->view(seat));
                            REQUIRE(a->take_events(seat) == b->take_events(seat));
                            if (seat >= 0) REQUIRE(a->legal(seat) == b->legal(seat));
                        }
                        ++probes;
                    });
        }
        CHECK(probes > 0);
        const double secs = std::chrono::duration<double>(Clock::now() - t0).count();
        std::printf("conformance: %-8s %-44s %3d games, %8ld checks, %6.2f s\n",
                    std::string(f.id).c_str(), "a committed choice stays secret", playouts(),
                    probes, secs);
    }
}

TEST_CASE("conformance (module): bots decide from their view alone, and its JSON carries all "
          "they use") {
    for_every_game("bots decide from their view alone", [](Match& m, auto next, long n) {
        if (n % 11 != 0) return;
        const int seat = int(n / 11 % std::uint64_t(m.players()));
        const core::SeatKind level = n % 37 == 0  ? core::SeatKind::Expert
                                     : n % 2 == 0 ? core::SeatKind::Good
                                                  : core::SeatKind::Casual;
        const std::uint64_t bot_seed = kSeed + std::uint64_t(n);
        auto twin = m.hidden_twin(seat, next, bot_seed);
        const nlohmann::json v = m.view(seat);
        const auto typed = m.bot_choice(seat, level, bot_seed, nullptr);
        INFO(m.facts().id << ", seat " << seat << ", level " << core::seat_name(level));
        REQUIRE(typed == m.bot_choice(seat, level, bot_seed, &v));
        REQUIRE(typed == twin->bot_choice(seat, level, bot_seed, nullptr));
    });
}

TEST_CASE("conformance (module): bots of every level play whole games to their end in virtual "
          "time, the match stops at the end of a game, and the module names its winners (none "
          "before the end)",
          "[slow]") {
    const core::SeatKind levels[] = {core::SeatKind::Casual, core::SeatKind::Good,
                                     core::SeatKind::Expert};
    for (const games::Module* module : games::registered()) {
        const games::Facts& f = module->facts;
        const auto t0 = Clock::now();
        long actions = 0;
        for (int g = 0; g < 3; ++g) {
            core::Setup setup;
            const int players = std::min(f.max_players, f.min_players + g);
            for (int p = 0; p < players; ++p) setup.seats.push_back(levels[(g + p) % 3]);
            games::MatchOptions options; // pause 0 and auto_next: the next deal is due at once
            auto m = std::move(module->open(setup, kSeed + std::uint64_t(g), {}, options).value());
            INFO(f.id << ", game " << g);
            CHECK(m->winners().empty()); // nobody has won a game that runs
            REQUIRE(m->run(2000000));
            REQUIRE(m->over());
            const std::string broken = m->broken_invariant();
            CHECK(broken.empty());
            const std::vector<int> won = m->winners();
            REQUIRE(!won.empty()); // someone won, or the winners share it
            CHECK(std::is_sorted(won.begin(), won.end()));
            CHECK((won.front() >= 0 && won.back() < players));
            double shares = 0;
            for (double s : m->win_shares()) shares += s;
            CHECK(shares == Approx(1.0));
            actions += long(m->log().size());
        }
        const double secs = std::chrono::duration<double>(Clock::now() - t0).count();
        std::printf("conformance: %-8s %-44s %3d games, %8ld actions, %6.2f s\n",
                    std::string(f.id).c_str(), "bots play whole games", 3, actions, secs);
    }
}
