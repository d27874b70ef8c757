// A whole online table in one process, on a virtual clock: the host with its match, guests over
// an in-memory network (online/memory_transport.h), and bots playing for the people (the host's
// person at seat 0 and every guest), deciding from what each one's screen shows: the host's
// person from the match's view of seat 0, a guest from the views it received. The online tests
// and `txektool online-race` run on it.
#pragma once
#include "engine/module.h"
#include "online/guest.h"
#include "online/host.h"
#include "online/memory_transport.h"

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace online {

struct SimConfig {
    const games::Module* game = nullptr;
    int players = 2;
    std::uint32_t variant = 0;
    std::uint64_t seed = 1;
    // One entry a guest, at seats 1, 2, ...: its one-way network time in ms.
    std::vector<int> guests = {0};
    core::SeatKind people = core::SeatKind::Good; // how the people play (a bot of this level)
    core::SeatKind fill = core::SeatKind::Good;   // the bots at the seats nobody took
    int step_ms = 5;
    int reaction_ms = 1500; // the match's reaction window (real-time games)
    bool fair_races = true; // false: races go by arrival (what the host would do without stamps)
};

// A person's press, as the simulation records it.
struct Press {
    int seat = 0;
    std::uint64_t rev = 0; // the revision on the person's screen
    std::uint32_t code = 0;
    std::int64_t at = 0; // real ms
};

class SimTable {
public:
    explicit SimTable(const SimConfig& config);
    ~SimTable();

    // The lobby: guests connect and sit at their seats; the host starts. False: someone could
    // not sit (why()).
    bool open();
    // One step of step_ms: the network, the people's presses, the host's match.
    void step();
    // Steps until `done` or `max_ms` of virtual time pass; true when `done`.
    template <class Done> bool run(Done done, std::int64_t max_ms) {
        const std::int64_t until = now_ + max_ms;
        while (!done()) {
            if (now_ >= until) return false;
            step();
        }
        return true;
    }

    Host& host() { return *host_; }
    games::Match& match() { return *match_; }
    Guest& guest(int i) { return *guests_[std::size_t(i)]; }
    int guest_count() const { return int(guests_.size()); }
    MemoryNetwork& net() { return net_; }
    std::int64_t now() const { return now_; }
    const std::string& why() const { return why_; }
    // Every person's press so far (host's person: seat 0).
    const std::vector<Press>& presses() const { return presses_; }
    // The raw text a guest's end received.
    const std::vector<std::string>& received(int i) const;

    // Drops guest `i` (a closed tab): its end goes away.
    void drop_guest(int i);
    // Guest `i` comes back as a new page would: a new Guest with the secret it kept.
    void rejoin_guest(int i);
    // The host's page reloads: a new Host from the saved table and a match rebuilt from setup,
    // seed and log.
    void reload_host();
    // The people stop or go on pressing (a guest who is away presses nothing anyway).
    void set_person_active(int seat, bool active);

private:
    struct Person;
    void think(Person& p);
    std::unique_ptr<games::Match> open_match(const core::ActionLog& log);

    SimConfig config_;
    MemoryNetwork net_;
    std::unique_ptr<Host> host_;
    std::unique_ptr<games::Match> match_;
    std::unique_ptr<games::Match> decider_; // decodes a view and runs a fresh bot on it
    std::vector<std::unique_ptr<Guest>> guests_;
    std::vector<std::unique_ptr<Person>> people_; // [0] the host's, then one a guest
    std::vector<std::string> names_;
    std::vector<Press> presses_;
    std::vector<std::pair<std::string, std::string>> kept_; // a dropped guest's name and secret
    core::Setup host_setup_;
    std::int64_t now_ = 0;      // real ms
    std::int64_t match_ms_ = 0; // the match's clock: it stands still while the game waits
    std::string why_;
};

} // namespace online
