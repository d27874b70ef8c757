// Every game's table keeps each seat's log from that seat's events alone (table/table_log.h,
// SeatLogs), so the log rebuilt after a reload is the log that was shown, and a person handed the
// device never reads what another seat was told. Played here through each game's real table,
// headless: people act through their seat ports, the bots on the match's virtual clock, and at
// points along the way the table is rebuilt from the action log as the session does after a
// reload.
#include "engine/games.h"
#include "table/registry.h"
#include "table/session.h"

#include <catch2/catch.hpp>

#include <algorithm>
#include <memory>
#include <string>
#include <vector>

namespace {

using table::GameTable;
using table::LocalSeat;

constexpr std::uint64_t kSeed = 20261127;
constexpr long kMaxSteps = 4000;
// After how many actions a reload is tried: early (a secret choice pending, an exchange under
// way), then along the game.
const std::vector<std::size_t> kReloadAt = {1, 2, 3, 5, 8, 13, 21, 34, 55, 89, 144, 233, 377};

// A table of `players` seats: as many people as one device seats (at most two), bots after.
core::Setup people_and_bots(const games::Facts& facts, int players) {
    core::Setup setup;
    const int people = std::min({facts.max_people, 2, players});
    for (int p = 0; p < players; ++p)
        setup.seats.push_back(p < people ? core::SeatKind::Human : core::SeatKind::Good);
    return setup;
}

// A table over `match` with a port for every person and the watcher's, as the session makes it.
struct Screen {
    std::unique_ptr<GameTable> table;
    std::vector<std::unique_ptr<LocalSeat>> people;
    std::unique_ptr<LocalSeat> watcher;

    Screen(table::GameUi& ui, games::Match& match, const table::TableSetup& setup) {
        table = ui.make_table(setup);
        std::vector<table::SeatPort*> ports;
        for (int p = 0; p < match.players(); ++p)
            if (setup.setup.seats[std::size_t(p)] == core::SeatKind::Human) {
                people.push_back(std::make_unique<LocalSeat>(match, p, true));
                ports.push_back(people.back().get());
            }
        watcher = std::make_unique<LocalSeat>(match, -1, false);
        table->attach(ports, watcher.get());
    }
    std::vector<int> seats() const {
        std::vector<int> s;
        for (const auto& p : people) s.push_back(p->seat());
        s.push_back(-1);
        return s;
    }
    LocalSeat* person(int seat) {
        for (auto& p : people)
            if (p->seat() == seat) return p.get();
        return nullptr;
    }
};

// The table the session opens after a reload: the match from its action log, every seat's log
// from what that seat was told.
void check_reload(table::GameUi& ui, const games::Match& live, const table::TableSetup& setup,
                  const games::MatchOptions& options, Screen& shown) {
    auto reopened = ui.game().open(live.setup(), live.seed(), live.log(), options);
    REQUIRE(reopened);
    Screen again(ui, *reopened.value(), setup);
    const std::vector<int> seats = again.seats();
    const auto told = games::told_so_far(ui.game(), *reopened.value(), seats);
    for (std::size_t i = 0; i < seats.size(); ++i) again.table->replay_log(seats[i], told[i]);
    for (int seat : seats) {
        INFO("seat " << seat << " after " << live.log().size() << " actions");
        CHECK(again.table->log(seat) == shown.table->log(seat));
    }
}

} // namespace

TEST_CASE("seat logs: the log rebuilt after a reload equals the live log, seat by seat, for every "
          "game") {
    for (auto& ui : table::make_game_uis()) {
        const games::Facts& facts = ui->game().facts;
        const int players = std::min(facts.max_players, 3);
        INFO(facts.id << ", " << players << " players");
        const core::Setup setup = people_and_bots(facts, players);
        const table::TableSetup names{setup, {"Ana", "Ben", "Cleo"}};
        games::MatchOptions options; // bots on, the table deals on by itself
        auto opened = ui->game().open(setup, kSeed, {}, options);
        REQUIRE(opened);
        games::Match& match = *opened.value();
        Screen shown(*ui, match, names);
        core::Rng rng(kSeed);
        std::size_t next_reload = 0;
        double now = 0;
        for (long step = 0; step < kMaxSteps && !match.over(); ++step) {
            const auto next = match.random_action(rng);
            const bool bots_due = match.next_due() >= 0;
            if (next && shown.person(next->first) && !(bots_due && rng.below(2) == 0))
                REQUIRE(shown.person(next->first)->submit(next->second).empty());
            else if (bots_due)
                match.advance_to(match.next_due());
            else
                break;
            shown.table->update(now += 0.05);
            if (next_reload < kReloadAt.size() && match.log().size() >= kReloadAt[next_reload]) {
                check_reload(*ui, match, names, options, shown);
                ++next_reload;
            }
        }
        CHECK(next_reload >= 5); // the game ran long enough to be reloaded along the way
        check_reload(*ui, match, names, options, shown);
    }
}

TEST_CASE("seat logs: a choice one person made reaches no other person's log before the reveal, "
          "live or after a reload, in every game of simultaneous choices") {
    for (auto& ui : table::make_game_uis()) {
        const games::Facts& facts = ui->game().facts;
        if (!facts.simultaneous || facts.max_people < 2) continue;
        INFO(facts.id);
        const core::Setup setup = people_and_bots(facts, facts.min_players);
        const table::TableSetup names{setup, {"Ana", "Ben", "Cleo"}};
        games::MatchOptions options;
        auto opened = ui->game().open(setup, kSeed + 1, {}, options);
        REQUIRE(opened);
        games::Match& match = *opened.value();
        Screen shown(*ui, match, names);
        shown.table->update(0.05);
        const std::vector<std::string> second_before = shown.table->log(1);
        const std::vector<std::string> watcher_before = shown.table->log(-1);
        // Ana (seat 0) commits a choice; Ben (seat 1) has not chosen yet, so nothing is revealed.
        const std::vector<std::uint32_t> choices = shown.person(0)->legal();
        REQUIRE(!choices.empty());
        REQUIRE(!shown.person(1)->legal().empty());
        REQUIRE(shown.person(0)->submit(choices.back()).empty());
        shown.table->update(0.10);
        CHECK(shown.table->log(1) == second_before);
        CHECK(shown.table->log(-1) == watcher_before);
        check_reload(*ui, match, names, options, shown);
    }
}
