// Checks in words, in the player's language: the cards' names, the log's line for each event and
// the rules' refusals. The engine (engine/checks/checks.h) says what happened with ids and numbers
// only; these turn them into sentences of the catalogue (table/i18n.h), the viewer as "you"
// (table/voice.h). The card codes a record or a link reads back ("AS", "10H": checks::card_code)
// stay in the engine.
#pragma once
#include "engine/checks/checks.h"
#include "engine/core/refusal.h"
#include "table/voice.h"

#include <string>

namespace table::checks_words {

// "Ace of spades", "10 of hearts" (README, "Cards and values").
std::string card_name(core::CardId c);
// A card as short as a log line lists a shown hand: "AS", "10H", "KC" in English.
std::string card_short(core::CardId c);

// One line for the table's log ("" for none), from the event alone: the log says it again in a
// new language.
std::string describe(const checks::Event& e, const Voice& say);

// The words of a refusal code of Checks' rules (engine/checks/rules.cpp), lower case and with no
// final period as the flash shows it; "" for a code of no Checks rule.
std::string refusal_words(const core::Refusal& r);

} // namespace table::checks_words
