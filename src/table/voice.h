// Names the seats in the table's lines, in the player's language, and speaks of the viewer as
// "you". A line whose subject may be the viewer is two sentences in the catalogue, one for each
// ("You take {cards}" / "{name} takes {cards}"), never a name glued to a verb: French and German
// conjugate differently for "you", and a player called "You" must not read "You takes".
#pragma once
#include "table/i18n.h"

#include <string>
#include <vector>

namespace table {

class Voice {
public:
    // names by seat; `viewer` -1: a spectator (everyone by name).
    Voice(std::vector<std::string> names, int viewer) : names_(std::move(names)), viewer_(viewer) {}

    bool is_you(int seat) const { return seat >= 0 && seat == viewer_; }
    // The seat by name for a {name} in a line: "Ana", "Seat 3" for a seat without a name, "The
    // table" for the table's own seat (core::kTableSeat).
    std::string name(int seat) const;
    // The seat as a line's subject: "You" for the viewer, else name(seat).
    std::string who(int seat) const;
    // The seat as an object ("with you", "with Ana"): "you" for the viewer, else name(seat).
    std::string whom(int seat) const;
    // The seat's name on a plate or a column head: "Ana", and for the viewer "Ana (you)", or
    // "You" for a viewer who gave no name (a person alone with bots is named "You").
    std::string label(int seat) const;
    // Several seats as one subject or object: "Ana and Bruno", "Ana, Bruno and you" (the viewer
    // last).
    std::string list(std::vector<int> seats) const;
    // The line whose subject is `seat`: `you` (already translated) for the viewer, else `other`
    // with {name} the seat's name; both filled with `args` too.
    std::string says(int seat, const char* you, const char* other,
                     std::initializer_list<FillArg> args = {}) const;

    // A line about two seats, `seat` acting on `other`, either of whom may be the viewer: `you_do`
    // when the viewer acts, `to_you` when it is acted on (with {name}), else `they_do` (with
    // {name} and {other}); each already translated, and filled with `args` too.
    std::string says_to(int seat, int other, const char* you_do, const char* to_you,
                        const char* they_do, std::initializer_list<FillArg> args = {}) const;

private:
    std::vector<std::string> names_;
    int viewer_;
};

// Words joined as a line lists them: "R3, B3 and Y3" ("R3, B3 et Y3", "R3, B3 und Y3").
std::string and_list(const std::vector<std::string>& items);

// A game's tie-break in words, for tie_break_line: each already translated, with {total} (the
// tied points), {count} and {rival_count} (what broke the tie), {name} and {rival}.
struct TieBreakWords {
    const char* shared;   // the tie stands: "Tied at {total} with ... ({count}): ..."
    const char* you_won;  // the viewer won the tie: "You tied at {total} with {rival} and won ..."
    const char* they_won; // another won it: "{name} tied at {total} with {rival} and won ..."
    bool fewer_wins;      // the lower count breaks the tie
};

// How the tie-break decided (or shared) a tie at the top: "" when the winner's total was not
// tied. `totals` and `counts` (what breaks the tie) are by seat.
std::string tie_break_line(const std::vector<int>& totals, const std::vector<int>& counts,
                           const std::vector<int>& winners, const TieBreakWords& words,
                           const Voice& say);

// A game's last line: "The game is over: you 31, Ana 28. You win", then the tie-break's own line
// (`tie`), or "Shared victory" when the winners share it and no tie-break says more.
std::string game_over_line(const std::vector<int>& totals, const std::vector<int>& winners,
                           const std::string& tie, const Voice& say);

} // namespace table
