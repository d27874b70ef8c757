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

// Names joined as a log line lists them: "R3, B3 and Y3".
template <class List, class Name> std::string and_list(const List& items, const Name& name) {
    std::string text;
    std::size_t i = 0;
    for (const auto& item : items) {
        if (i) text += i + 1 == items.size() ? " and " : ", ";
        text += name(item);
        ++i;
    }
    return text;
}

// One member of every item: column(scores, &Score::total), each seat's total.
template <class T, class M> std::vector<M> column(const std::vector<T>& items, M T::*member) {
    std::vector<M> out;
    for (const T& item : items) out.push_back(item.*member);
    return out;
}

// The words of a game's tie-break of its own, for tie_break_text: CHECK!'s {"as many cards in
// each point stack", "on the point stack", " cards", false}, more cards winning.
struct TieBreakWords {
    const char* same; // what the tied winners had as much of
    const char* won;  // how the one winner won
    const char* unit; // after the winner's count
    bool fewer_wins;  // the lower count breaks the tie
};

// How the tie-break decided (or shared) a tie at the top: "" when the winner's total was not
// tied. `totals` and `counts` (what breaks the tie) are by seat.
std::string tie_break_text(const std::vector<int>& totals, const std::vector<int>& counts,
                           const std::vector<int>& winners, const TieBreakWords& words,
                           const Speaker& say);

// A game's last line: "The game is over: you 31, Ana 28. You win", the tie-break's own line
// (`tie`) after it, or "Shared victory" when the winners share it and no tie-break says more.
std::string game_over_text(const std::vector<int>& totals, const std::vector<int>& winners,
                           const std::string& tie, const Speaker& say);

} // namespace core
