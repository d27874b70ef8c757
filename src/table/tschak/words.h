// Tschak!'s words, in the player's language: the log's lines for the engine's events, the cards'
// names, the tie-breaks and the rules' refusals. The engine says what happened with ids and
// numbers only (src/engine/tschak/tschak.h); its short codes ("W5w", "k.T") are record syntax and
// stay there. Each line is computed from the event alone, so the log can be worded again when the
// language changes (table/typed_table.h).
#pragma once
#include "engine/core/refusal.h"
#include "engine/tschak/tschak.h"
#include "table/voice.h"

#include <string>
#include <vector>

namespace table::tschak_words {

// An adventurer by name (README, "Adventurers"): "the wizard 5 with a wand", "the dwarf 3
// (bare-handed)", "a Chameleon", "an artefact".
std::string card_name(tschak::CardId c);
// A keep card by name (README, "Keep cards"): "a 3-skull monster", "a troglodyte", "a chest of
// 4", "a cursed chest (-1)", "a Ring of Power", "the trophy", "the elixir".
std::string keep_name(tschak::KeepId k);

// The log line of an event: "Floor 2: You 12, Ana 10. Ana takes a troglodyte, you a chest of 4.",
// "Loot: Ana 3 coins, You 2 coins", "Keep 2 of 4"; "" for an event without one.
std::string event_line(const tschak::Event& e, const Voice& say);

// What decided a game won on equal points (README, "Scoring": fewer monster cards, then a shared
// victory): "Bruno tied at 13 with you and won with fewer monster cards: 5 against 6."; "" when
// the most points alone decided.
std::string tie_break_line(const std::vector<tschak::Score>& scores,
                           const std::vector<int>& winners, const Voice& say);

// The rules' refusals (engine/tschak/rules.cpp) as the flash says them, lower case and without a
// final period: "choose 2 cards now"; "" for a code that is not Tschak!'s own.
std::string refusal_words(const core::Refusal& r);

} // namespace table::tschak_words
