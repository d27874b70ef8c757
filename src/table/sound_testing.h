// For the games' sound tests: a match whose seats move only when told, and its table's setup,
// so a game's test can drive its table one move at a time and read the cues it asked for.
#pragma once
#include "engine/games.h"
#include "table/game_ui.h"
#include "table/sound.h"

#include <catch2/catch.hpp>

#include <algorithm>
#include <memory>
#include <vector>

namespace table::sound_testing {

inline bool has(const std::vector<Cue>& cues, Cue c) {
    return std::find(cues.begin(), cues.end(), c) != cues.end();
}

// A match of the registered game `id` whose seats move only when told (no bots, no next deal).
inline std::unique_ptr<games::Match> quiet_match(const char* id, std::uint64_t seed) {
    const games::Module* game = games::find(id);
    REQUIRE(game);
    core::Setup setup;
    setup.seats = {core::SeatKind::Human, core::SeatKind::Casual};
    games::MatchOptions quiet;
    quiet.bots = false;
    quiet.auto_next = false;
    return std::move(game->open(setup, seed, {}, quiet).value());
}

inline TableSetup table_setup(const games::Match& m) {
    return {m.setup(), {"Tess", "Bruno"}};
}

} // namespace table::sound_testing
