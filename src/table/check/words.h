// CHECK!'s words at the table, in the player's language: the log's lines for the engine's
// events, the names of cards, colours and orders, the tie-break and the rules' refusals. The
// engine (engine/check) says what happened in ids and numbers only; these functions word it.
// A line reads from the event and the rulebook alone, so the log can be worded again when the
// language changes.
#pragma once
#include "engine/check/check.h"
#include "engine/core/refusal.h"
#include "table/voice.h"

#include <string>
#include <vector>

namespace table::check_words {

// A colour as a noun or after a number: "red" (README, "Cards").
std::string colour_word(check::Colour c);
// A number card as a line names it: "a red 3". `after_with`: as the object of "with" (German
// declines it: "mit einer roten 3").
std::string card_words(check::CardId c, bool after_with = false);
// Cards as a line lists them: "a red 3, a blue 3 and a green 3".
std::string cards_words(const std::vector<check::CardId>& cards, bool after_with = false);
// An order's name, from its requirements (README, "Orders"): "Pair", "Pair of 3s", "Two pairs",
// "Three of a kind", "Run of 4", "Pair + run of 3".
std::string order_name(const check::OrderCard& order);
// The standard rulebook's order `id` by name; "" for an id it does not hold (events and refusals
// carry the id, and the standard rulebook is the only one so far).
std::string order_name(int id);

// One line of the log for an event (README, "Turn", "The end", "Scoring"); the viewer is "you".
std::string log_line(const check::Event& e, const Voice& say);
// What decided a game won on equal points (README, "Scoring": the point stack, then a shared
// victory): "Chloé tied at 32 with you and won on the point stack: 9 cards against 8."; "" when
// the most points alone decided.
std::string tie_break(const std::vector<check::Score>& scores, const std::vector<int>& winners,
                      const Voice& say);

// The rules' refusal codes (check::refusal, check::take_refusal) as the flash says them, lower
// case with no final period; "" for a code that is not CHECK!'s.
std::string refusal_words(const core::Refusal& r);
// A refusal's text form (what check::take_refusal returns) in words: "" for "", the shared
// codes' words for theirs.
std::string refusal_line(const std::string& reason);

} // namespace table::check_words
