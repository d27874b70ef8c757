// From the cards a player tapped to the plays they can make: the table's half of tapping cards to
// play them (README, "Tricks"). No ImGui here, so table_tests check it directly.
//
// A selection is a set of cards of the viewer's hand. The combinations it can form are those
// whose cards (strategix::cards_for: the hand's own letters first, stars for the rest) are
// exactly the selection's letters, colour aside, and its number of stars (README, "Stars").
// Which of them are legal now comes from the view's legal actions; why one is not comes from the
// rules' own refusal, asked of a state built from the view alone.
#pragma once
#include "engine/strategix/strategix.h"

#include <string>
#include <vector>

namespace table::strategix_select {

// Every combination the cards can form, colour aside and each star standing for any letter
// (A only in the ABCD variant), weakest first (Action::encode's order). Empty when they form
// nothing (two letters apart, a firecracker among letters).
std::vector<strategix::Combo> combos_of(const std::vector<strategix::CardId>& cards,
                                        std::uint32_t variant);

// The selection's natural letters (ascending) and stars: what a play's cards must match.
struct Makeup {
    std::vector<int> letters;
    int stars = 0;
    int firecrackers = 0;
    bool operator==(const Makeup& o) const {
        return letters == o.letters && stars == o.stars && firecrackers == o.firecrackers;
    }
};
Makeup makeup_of(const std::vector<strategix::CardId>& cards);

// What a selection means now.
struct Reading {
    std::vector<strategix::Action> legal; // the legal actions these very cards make, weakest first
    // The combination described when nothing is legal: the one of the standing shape if any, else
    // the weakest; none when the cards form nothing.
    std::optional<strategix::Combo> shown;
    std::string describe; // "two runs of 3, lowest G"; a firecracker: "A firecracker"
    std::string refusal;  // why Play is off, in the player's words; "" when something is legal
};
// `selected` are cards of v.my_hand. An empty selection reads as nothing (no words).
Reading read_selection(const strategix::View& v, const std::vector<strategix::CardId>& selected);

// Whether the player must say what the stars stand for: the selection makes more than one legal
// play. The choices offered: the weakest few and every one holding a Z (README, "Stars": a star
// may be a Z and win the trick), weakest first.
std::vector<strategix::Action> star_choices(const Reading& r, std::size_t most = 8);

// A state that agrees with `v` in everything the rules look at for the viewer's own action (the
// others' hands are the unseen cards in their counts), so that strategix::refusal can say why a
// play is not allowed (a refusal code, worded by table/strategix/words.h). Never used to decide
// what the others hold.
strategix::State state_for_refusal(const strategix::View& v);

// The face a card is drawn with (assets/letter_cards.txt): "letter." + card_code for the letters,
// "letter.star", "letter.fire"; the ABCD variant's B, C, D as the first alphabet's.
std::string face_of(strategix::CardId c);

} // namespace table::strategix_select
