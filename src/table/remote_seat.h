// A seat port over an online guest (online/guest.h): the very tables that play a seat of a match
// in this page play a seat of the host's match from here. It reads the seat's view, events and
// legal codes as the host last sent them, and sends its moves to the host, which answers with an
// update (or a refusal, which the guest's screen shows).
#pragma once
#include "online/guest.h"
#include "table/game_ui.h"

namespace table {

class RemoteSeat : public SeatPort {
public:
    // `mirror`: the watcher's port, the same view without events and without acting.
    RemoteSeat(online::Guest& guest, bool mirror) : guest_(guest), mirror_(mirror) {}
    int seat() const override { return mirror_ ? -1 : guest_.seat(); }
    bool can_act() const override;
    std::uint64_t revision() const override { return guest_.revision(); }
    const nlohmann::json& view() const override { return guest_.view(); }
    std::vector<nlohmann::json> take_events() override;
    std::vector<std::uint32_t> legal() const override;
    // "" once sent: the host decides, and the next update shows what happened.
    std::string submit(std::uint32_t code) override;
    std::string submit_table(std::uint32_t code) override;
    std::optional<games::Countdown> countdown() const override { return guest_.countdown(); }
    std::int64_t now_ms() const override;

private:
    online::Guest& guest_;
    bool mirror_;
};

} // namespace table
