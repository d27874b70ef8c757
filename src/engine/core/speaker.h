// Names the seats in a table's log lines, addressing the viewer as "you": "You take a penalty
// card", "Ana takes a penalty card", "Bruno exchanges a card with you". The player's own name
// never needs a verb of its own (a player called "You" read "You was too slow").
#pragma once
#include <string>
#include <vector>

namespace core {

class Speaker {
public:
    // names by seat; `viewer` -1: a spectator (everyone by name).
    Speaker(std::vector<std::string> names, int viewer)
        : names_(std::move(names)), viewer_(viewer) {}

    bool is_you(int seat) const { return seat >= 0 && seat == viewer_; }
    // The seat as a subject at the start of a line: "You", "Ana", "Seat 3", "The table".
    std::string who(int seat) const;
    // The seat as an object: "you", "Ana".
    std::string whom(int seat) const;
    // "your", "Ana's".
    std::string whose(int seat) const;
    // The seat's name on a plate or a column head: "Ana", and for the viewer "Ana (you)", or
    // "You" for a viewer who gave no name (a person alone with bots is named "You").
    std::string label(int seat) const;
    // Several seats as one subject or object: "Ana and Bruno", "Ana, Bruno and you" (the viewer
    // last).
    std::string list(std::vector<int> seats) const;
    // who(seat) and the verb agreeing with it: says(s, "takes", "take") -> "You take" / "Ana
    // takes".
    std::string says(int seat, const char* third_person, const char* second_person) const;

private:
    std::vector<std::string> names_;
    int viewer_;
};

} // namespace core
