// Txek's words for the table: the log's lines, the cards' names and the refusals, in the player's
// language (table/i18n.h). The engine says what happened with ids and numbers (engine/txek/txek.h:
// Event, Face, core::refuse codes); only the table turns them into sentences, so a guest online
// reads the host's game in the guest's own language and a switch of language re-words the log.
#pragma once
#include "engine/core/refusal.h"
#include "engine/txek/txek.h"
#include "table/voice.h"

#include <string>
#include <vector>

namespace table::txek_words {

// A card as the log names it: "red 7", "black Peek" (table rules, "Deck").
std::string card_name(const txek::Face& face);

// One line of the log for `e`, e.g. "Ana intercepted with red 7", "You take a penalty card"; ""
// for an event the log does not show. `faces`: the deck's faces by card id (a card outside it is
// "a card").
std::string describe(const txek::Event& e, const Voice& say, const std::vector<txek::Face>& faces);

// A refusal of Txek's rules (engine/txek/rules.cpp) as the flash shows it: lower case, no final
// period; "" for a code that is not Txek's own.
std::string refusal_words(const core::Refusal& r);

} // namespace table::txek_words
