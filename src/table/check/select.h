// From the cards a player taps to CHECK!'s actions: the table's half of taking, fulfilling and
// discarding down to 10 (README, "Turn"). No ImGui here, so table_tests check it directly.
//
// Taking: market slots tapped one by one; a tap that would break the set (1-3 cards sharing a
// value or a colour: README, "Turn", step 1) is refused with the rules' own reason
// (check::take_refusal's code, in words: table/check/words.h) and the set stays as it was.
// Fulfilling: the orders the hand can fulfil now are those with a legal Fulfil action in the
// view; tapping one proposes the first of them (the rules list the bonus colour first: README,
// "Decisions"); the player may change the cards, and check::meets says whether they still do.
// The joker is offered when the cards chosen fall one short and the joker is still unused.
#pragma once
#include "engine/check/check.h"

#include <cstdint>
#include <string>
#include <vector>

namespace table::check_select {

// The face a card is drawn with (assets/number_cards.txt): "number." + card_code.
std::string face_of(check::CardId c);

// ---- Taking -----------------------------------------------------------------------------------
struct TakeTap {
    std::uint8_t slots = 0; // the set after the tap
    std::string refusal;    // why the tap was refused ("" when it was taken in or out)
};
// Tapping `slot`: out of the set if it was in; in if the set stays takeable; else refused.
TakeTap tap_market(const std::array<check::CardId, check::kMarketSize>& market, std::uint8_t slots,
                   int slot);
int slot_count(std::uint8_t slots);

// ---- Fulfilling -------------------------------------------------------------------------------
// The open orders (ids) with at least one legal Fulfil action now, in the open orders' order.
std::vector<int> fulfillable(const check::View& v);
const check::OrderCard* order_card(const check::View& v, int order);

// The cards chosen for one order.
struct Choice {
    int order = -1;
    std::vector<check::CardId> cards; // hand cards, ascending
    bool joker = false;
};
// The first legal Fulfil of `order` in the view, as hand cards: nullopt when there is none.
std::optional<Choice> propose(const check::View& v, int order);

struct FulfilReading {
    bool meets = false;           // the choice fulfils the order
    bool joker_completes = false; // one short, and the joker (unused) would complete it
    int to_stack = 0;             // cards of the bonus colour: they go to the point stack
    std::string describe;         // "3 cards, 2 of them blue to your point stack"
    std::string refusal;          // why Fulfil is off; "" when the choice meets the order
    check::Action action;         // the Fulfil action when it meets
};
FulfilReading read_choice(const check::View& v, const Choice& c);
// A hand card in or out of the choice (the joker is toggled by the table itself).
void toggle_card(Choice& c, check::CardId card);

// ---- The hand ---------------------------------------------------------------------------------
// The hand grouped by value (1..5), each group in the hand's order (colour, then id); empty
// groups left out.
std::vector<std::vector<check::CardId>> groups_by_value(const std::vector<check::CardId>& hand);
// The Discard action for `card` when the viewer must discard now (README, "Turn", step 3).
std::optional<check::Action> discard_for(const check::View& v, check::CardId card);

// ---- Words ------------------------------------------------------------------------------------
// A requirement in short words, as the order card shows it: "pair", "pair of 3s", "run of 4",
// "three of a kind", "three 5s".
std::string requirement_words(const check::Requirement& r);

} // namespace table::check_select
