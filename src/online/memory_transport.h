// An in-memory network for the tests and tools of online play: hosts and guests in one process,
// every message delayed by its link's one-way time on a virtual clock (set_now), optionally with
// jitter (never reordering a link's messages, which a data channel would not do either). An end
// that closes a connection loses what the other end has not read yet, as a PeerJS connection
// closed at once does (online/host.h, "Leaving").
#pragma once
#include "engine/core/rng.h"
#include "online/transport.h"

#include <cstdint>
#include <memory>
#include <string>
#include <vector>

namespace online {

class MemoryNetwork {
public:
    MemoryNetwork();
    ~MemoryNetwork();

    void set_now(std::int64_t ms);
    std::int64_t now() const;
    // Up to this many ms added to each message's one-way time, drawn from `seed`.
    void set_jitter(int ms, std::uint64_t seed);

    // The host's end for table `id` (Failed, retry, while another end holds the id).
    std::unique_ptr<Transport> host(const std::string& id);
    // A guest's end connecting to table `id`, each message taking `one_way_ms` each way. What it
    // receives is also kept under `tag` (>= 0), across the ends a guest opens one after another.
    std::unique_ptr<Transport> guest(const std::string& id, int one_way_ms = 0, int tag = -1);
    // Every message the guest ends of `tag` received, in order (the leak tests read the bytes).
    const std::vector<std::string>& received(int tag) const;
    // Messages delivered so far, both ways.
    long delivered() const;

    struct State; // shared with the ends, which may outlive the network object

private:
    std::shared_ptr<State> state_;
};

} // namespace online
