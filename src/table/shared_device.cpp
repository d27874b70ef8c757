#include "table/shared_device.h"

#include "table/voice.h"

#include <algorithm>

namespace table {

bool SharedDevice::attach(const std::vector<SeatPort*>& people_ports, SeatPort* watcher_port) {
    std::fill(ports.begin(), ports.end(), nullptr);
    for (SeatPort* p : people_ports)
        if (p && p->seat() >= 0 && p->seat() < int(ports.size())) ports[std::size_t(p->seat())] = p;
    watcher = watcher_port;
    int acting = 0;
    for (SeatPort* p : ports) acting += p && p->can_act();
    hotseat = people() >= 2;
    // A replay's ports cannot act: nobody is handed the device, so nothing is covered.
    passing = acting >= 2;
    if (!passing) cover_for = -1;
    if (!port_of(holder)) {
        holder = -1;
        for (int s = 0; s < int(ports.size()) && holder < 0; ++s)
            if (ports[std::size_t(s)]) holder = s;
    }
    if (attached) return false;
    attached = true;
    // The first hand shown on a shared device is shown only once its owner holds it: until the
    // table names whom to cover first, nothing hidden is read.
    if (passing) cover_for = holder;
    return true;
}

void SharedDevice::cover_first(int seat) {
    if (passing) cover_for = seat;
}

void SharedDevice::hand_over() {
    holder = cover_for;
    cover_for = -1;
}

SeatPort* SharedDevice::port_of(int seat) const {
    return seat >= 0 && seat < int(ports.size()) ? ports[std::size_t(seat)] : nullptr;
}

SeatPort* SharedDevice::view_port() const {
    SeatPort* mine = port_of(shown());
    return mine ? mine : watcher;
}

bool SharedDevice::people_act() const {
    for (SeatPort* p : ports)
        if (p && p->can_act()) return true;
    return false;
}

int SharedDevice::people() const {
    int n = 0;
    for (SeatPort* p : ports) n += p != nullptr;
    return n;
}

// One person plays here, or played the game a replay shows: "you". Several people passing the
// device, or bots alone: names.
int SharedDevice::speaker_seat() const {
    const SeatPort* port = port_of(holder);
    const bool one_person = !passing && port && (port->can_act() || people() == 1);
    return one_person ? holder : -1;
}

bool is_bot(const TableSetup& setup, int seat) {
    const auto& seats = setup.setup.seats;
    return seat >= 0 && seat < int(seats.size()) &&
           seats[std::size_t(seat)] != core::SeatKind::Human;
}

const std::string& player_name(const TableSetup& setup, int seat) {
    static const std::string nobody = "?";
    return seat >= 0 && seat < int(setup.names.size()) ? setup.names[std::size_t(seat)] : nobody;
}

std::string plate_name(const TableSetup& setup, const SharedDevice& device, int seat) {
    if (seat != device.holder) return player_name(setup, seat);
    return Voice(setup.names, seat).label(seat);
}

} // namespace table
