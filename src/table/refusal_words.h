// A refused move in the player's language. The engines refuse with codes (engine/core/refusal.h);
// each game's table words its own codes (src/table/<game>/words.cpp), and the codes every game
// shares are worded here. A reason that is no code (the online lobby's, the device's) is shown as
// it came, already in words.
#pragma once
#include "engine/core/refusal.h"
#include "engine/module.h"

#include <functional>
#include <string>

namespace table {

// The game's words for its own refusal codes: "" for a code it does not know.
using GameRefusalWords = std::function<std::string(const core::Refusal&)>;

// `reason` (Acted::rejection, a SeatPort's answer) as a sentence for the flash.
std::string refusal_text(const std::string& reason, const GameRefusalWords& game_words);

// Why a link's setup cannot be played here (games::Module::check_setup, games::check_seating),
// as a sentence about the game `f`.
std::string setup_problem_text(const std::string& code, const games::Facts& f);

} // namespace table
