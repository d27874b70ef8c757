// txektool reaction: a scripted person against bots in Txek's real-time races (issue 11). The
// races themselves are the engine's (engine/txek/reaction_races.h), so a test pins their table.
#include "engine/txek/reaction_races.h"
#include "tools/commands.h"
#include "tools/measure.h"

#include <cstdio>
#include <string>

int cmd_reaction(ToolOptions& o) {
    txek::races::Config c;
    const std::string level = o.text("level", "e");
    c.human_ms = int(o.number("human-ms", 600, 10000));
    c.games = long(o.number("games", 100, 1000000));
    c.seed = o.number("seed", 1, UINT64_MAX / 2);
    c.players = int(o.number("players", 4, 64));
    c.reaction_ms = int(o.number("reaction", 1500, 10000));
    if (!o.ok) return 2;
    auto kind = core::seat_from_letter(level.size() == 1 ? level[0] : '?');
    if (!kind || *kind == core::SeatKind::Human || c.players < 2 || c.players > 7) {
        std::fprintf(stderr, "txektool: reaction wants --level c, g or e and --players 2 to 7\n");
        return 2;
    }
    c.level = *kind;
    txek::races::Tally tally;
    std::string why;
    const auto t0 = measure::Clock::now();
    if (!txek::races::run(c, tally, why)) {
        std::fprintf(stderr, "txektool: %s\n", why.c_str());
        return 1;
    }
    std::fputs(txek::races::report(c, tally).c_str(), stdout);
    std::fprintf(stderr, "%ld rounds, %ld actions in %.1f s\n", tally.rounds, tally.actions,
                 measure::seconds_since(t0));
    return 0;
}
