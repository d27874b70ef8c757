// Who sits at a new turn-based table of two to four: you and, at each other seat, a bot of some
// level or a person at this device (taking turns behind the pass-the-device cover); or bots only,
// to watch. The new-game screen of the games that seat people this way (CHECK!, Strategix,
// Tschak!: table/new_game.h, SeatsNewGame) draws it.
#pragma once
#include "engine/core/setup.h"
#include "table/settings.h"

#include <array>
#include <string>
#include <vector>

namespace table {

inline constexpr int kMostChoiceSeats = 4;

struct SeatChoice {
    int players = 2;
    bool watch = false; // every seat a bot; you see no hand
    // Seat 0 is yours (a bot when watching); the others, by seat.
    std::array<core::SeatKind, kMostChoiceSeats> seats{
        core::SeatKind::Good, core::SeatKind::Good, core::SeatKind::Casual, core::SeatKind::Expert};
    // As typed; empty: your name from Settings at seat 0, "Player N" at the others.
    std::array<std::string, kMostChoiceSeats> names;
};

// The setup's seats: you at seat 0 (a good bot when watching), nobody a person when watching.
core::Setup setup_of(const SeatChoice& choice, std::uint32_t variant);
// The people's names as typed, else yours from the settings at seat 0; empty for a bot and an
// untyped name (table/session.h, seat_names, fills them).
std::vector<std::string> names_of(const SeatChoice& choice, const Settings& settings);

// The players row (targets "players:N"), I play / Watch bots ("mode:play", "mode:watch"), a row a
// seat ("seat2:good", a person's name field "name2") and the pass-the-device note.
void DrawSeatChoice(SeatChoice& choice, int min_players, int max_players, const Settings& settings,
                    float w);

} // namespace table
