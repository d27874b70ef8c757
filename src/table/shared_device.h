// The seats one device plays, shared by the turn and choice tables (CHECK!, Checks, Strategix,
// Tschak!): the people's ports by seat, the watcher's, whose view is drawn and the "pass the
// device" cover. With several people on one device the shown seat changes only behind the cover,
// so nobody sees another's hand (game_ui.h). Which seat the cover goes to is each game's rule:
// the player to move in a turn game, the next one still to choose in Tschak!.
#pragma once
#include "table/game_ui.h"

#include <string>
#include <vector>

namespace table {

struct SharedDevice {
    explicit SharedDevice(int seats) : ports(std::size_t(seats), nullptr) {}

    // Fills the ports by seat and keeps the shown seat one of them. Returns true the first time:
    // the table then reads the public view and names whom to cover first (cover_first).
    bool attach(const std::vector<SeatPort*>& people_ports, SeatPort* watcher_port);
    // The first person to hold a shared device (-1: nobody); without passing, nothing is covered.
    void cover_first(int seat);
    // The device reached the person it was passed to: their view is drawn now.
    void hand_over();

    int shown() const { return cover_for >= 0 ? -1 : holder; }
    bool covered() const { return cover_for >= 0; }
    SeatPort* port_of(int seat) const;
    SeatPort* view_port() const; // the shown seat's port, else the watcher's
    bool people_act() const;
    int people() const;
    int speaker_seat() const; // the one person playing (or replayed) here ("you"), else -1

    std::vector<SeatPort*> ports; // the people's, by seat
    SeatPort* watcher = nullptr;
    bool hotseat = false; // two or more people on one device
    bool passing = false; // ... who play it (not a replay): the cover is in use
    int holder = -1;      // whose view is drawn once uncovered (-1: watching bots)
    int cover_for = -1;   // the device is being passed to this seat: nothing hidden is drawn
    bool attached = false;
};

// A seat played by a bot; a seat outside the setup is nobody's.
bool is_bot(const TableSetup& setup, int seat);
// A seat's name, "?" for a seat outside the setup.
const std::string& player_name(const TableSetup& setup, int seat);
// A seat's name on its plate: the person holding the device is "Ana (you)", or "You" without a
// name of their own (Voice::label).
std::string plate_name(const TableSetup& setup, const SharedDevice& device, int seat);

} // namespace table
