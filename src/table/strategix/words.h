// Strategix in the player's language: the log's lines, the cards' and the plays' names, and the
// rules' refusals. The engine says what happened in events and refusal codes (numbers, the
// titles' ids); these are its words (src/engine/strategix/README.md, cited as "README, ...").
#pragma once
#include "engine/core/refusal.h"
#include "engine/strategix/strategix.h"
#include "table/voice.h"

#include <string>

namespace table::strategix_words {

// A card as a line names it: its letter ("G"), "a star", "a firecracker" (README, "Deck").
std::string card_name(strategix::CardId c);
// What a combination is: "a single G", "a pair of G", "two pairs, lowest G", "a run of 3, lowest
// G", "two runs of 3, lowest G" (README, "Tricks").
std::string describe_combo(const strategix::Combo& c);
// A title as the table shows it (README, "Scoring"): the game's own names, the same in every
// language (the glossaries keep them), so the engine's id itself.
const char* title_words(strategix::Title t);

// The log's line for an event, the viewer as "you"; computed from the event alone, so that the
// log is worded again when the language changes.
std::string describe(const strategix::Event& e, const Voice& say);

// The rules' refusal (strategix.h lists the codes) as the flash shows it, lower case with no
// final period; "" for a code that is not Strategix's own.
std::string refusal_words(const core::Refusal& r);
// A refusal's text form (strategix::refusal, Acted::rejection) in words, the codes every game
// shares included; "" stays "".
std::string refusal_line(const std::string& reason);

} // namespace table::strategix_words
