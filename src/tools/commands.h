// The txektool commands over the game module (every registered game, chosen with --game), and
// the option reader they share.
#pragma once
#include "engine/module.h"

#include <cstdint>
#include <map>
#include <string>

struct ToolOptions {
    std::map<std::string, std::string> values;
    bool ok = true;
    std::uint64_t number(const char* name, std::uint64_t fallback, std::uint64_t max);
    std::string text(const char* name, const std::string& fallback) const;
};

// match_commands.cpp
int cmd_simulate(const games::Module& game, ToolOptions& o);
int cmd_arena(const games::Module& game, ToolOptions& o);
int cmd_playout(const games::Module& game, ToolOptions& o);
// bench.cpp: every registered game, or the one of --game
int cmd_bench(ToolOptions& o);
// reaction.cpp: Txek's races between a scripted person and bots
int cmd_reaction(ToolOptions& o);
// online_race.cpp: a guest's odds in a race against the host's person, by round trip (online/)
int cmd_online_race(const games::Module& game, ToolOptions& o);

// seat_views.cpp: what the engine tells one seat of a saved game, revision by revision (the
// online browser tests check a guest's received bytes against it)
int cmd_seat_views(const games::Module& game, ToolOptions& o);
// position.cpp: a game in progress some way in, played by bots, as the App stores it
int cmd_position(const games::Module& game, ToolOptions& o);

// Games 0..games-1 of a seeded series of random playouts of `game` (engine Match::random_action)
// with `players` seats (0: every count of the game in turn), each to its end; every action is
// mixed into `digest` and counted in `actions`. False if the engine refused one of its own moves.
bool random_games(const games::Module& game, int players, std::uint64_t seed, long games,
                  std::uint64_t& digest, long& actions);
