// What online play says (online/said.h: codes with seat numbers, and the games' refusal codes) in
// the player's language. Words that are no code (a connection's error as the browser gives it)
// are shown as they came.
#pragma once
#include "table/game_ui.h"
#include "table/refusal_words.h"

#include <string>
#include <vector>

namespace table {

// One of online/said.h's codes in words, "" for another code (a game's refusal).
std::string online_said(const core::Refusal& code, const std::vector<std::string>& names);

// `said` with its seats named from `names` (by seat, as the lobby lists them), and a game's
// refusal worded by `table` (when there is one yet).
std::string online_words(const std::string& said, const std::vector<std::string>& names,
                         const GameTable* table);

// The names of a lobby's seats, by seat (online::HostTable, online::Lobby).
template <class Lobby> std::vector<std::string> seat_names_of(const Lobby& lobby) {
    std::vector<std::string> names;
    for (const auto& seat : lobby.seats) names.push_back(seat.name);
    return names;
}

} // namespace table
