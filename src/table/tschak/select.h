// From the cards a player taps to Tschak!'s secret choices: the table's half of "Floors" (README,
// "Secret choices"). No ImGui here, so table_tests check it directly.
//
// A step asks for 1, 2 or 3 cards (README, "Floors"). Only a card that can be part of a legal
// choice together with the cards tapped so far may be tapped (the rules refuse a team of two
// cards of one type: README, "Floors"); the legal choices are the view's own list, so the table
// never offers what the engine would refuse. The choice is complete when the cards tapped are
// exactly one legal choice: Confirm sends it.
#pragma once
#include "engine/tschak/tschak.h"

#include <optional>
#include <string>
#include <vector>

namespace table::tschak_select {

// The faces a card is drawn with (assets/tschak_cards.txt): "tschak." + card_code for an
// adventurer, "tschak.k." + keep_code for a keep card.
std::string face_of(tschak::CardId c);
std::string keep_face(tschak::KeepId k);

// ---- Choosing ---------------------------------------------------------------------------------
// True when some legal choice holds every card of `picked` and `card`.
bool can_join(const std::vector<tschak::Action>& legal, const std::vector<tschak::CardId>& picked,
              tschak::CardId card);
// The hand cards that may be tapped now: those already picked (to put back) and those that can
// join them in a legal choice; none once the viewer has chosen this step.
std::vector<tschak::CardId> tappable(const tschak::View& v,
                                     const std::vector<tschak::CardId>& picked);

struct Tap {
    std::vector<tschak::CardId> picked; // ascending, after the tap
    std::string refusal;                // why the tap changed nothing ("" when it did)
};
// A tap on `card`: out if it was picked; in if it can join a legal choice; with a step of one
// card, a new card replaces the one picked. Otherwise refused with the reason.
Tap tap(const tschak::View& v, const std::vector<tschak::CardId>& picked, tschak::CardId card);
// The legal action the cards picked make, or nullopt while they make none.
std::optional<tschak::Action> complete(const tschak::View& v,
                                       const std::vector<tschak::CardId>& picked);

// ---- The hand ---------------------------------------------------------------------------------
// The viewer's ten cards of this keep: those still in hand and those played on this keep's
// floors (README, "Passing": they come together again after the loot), ascending.
std::vector<tschak::CardId> keep_hand(const tschak::View& v);
// A card of the keep hand already played this keep (on an earlier floor or this one).
bool played(const tschak::View& v, tschak::CardId c);

// ---- Words ------------------------------------------------------------------------------------
// A team's value worked out (README, "Team values"): "5 + 2×3 = 11", "2×C=4 + 6 = 14" (the
// Chameleon's copied value after "C="), "3" for one card, "0" for none.
std::string value_words(const std::vector<tschak::CardId>& team, const tschak::TeamValue& tv);
// The seats still to choose this step, in seat order.
std::vector<int> waiting(const tschak::View& v);
// "Bruno", "Bruno, Chloé": the names in the table's "Waiting for Bruno, Chloé".
std::string names_list(const std::vector<std::string>& names);

} // namespace table::tschak_select
