// txektool position: a game in progress to store and open, for screenshots and browser tests that
// need a table some way into a game (a late score, a full log, the end panel) without playing
// there move by move. The deal of --seats is played by bots at every seat, the people's seats
// too (good bots), for --actions actions or to its end; the result is printed as the value the
// App stores under "<id>.game" (table/saved_game.h), with the people's seats as people again.
#include "engine/core/action_log.h"
#include "tools/commands.h"

#include <cstdio>

int cmd_position(const games::Module& game, ToolOptions& o) {
    const std::string letters = o.text("seats", "hgg");
    const std::uint64_t seed = o.number("seed", 1, UINT64_MAX);
    const long actions = long(o.number("actions", 1000000, 1000000));
    const std::uint32_t variant = std::uint32_t(o.number("variant", 0, 0xFFFFFFFFu));
    core::Setup setup;
    std::string why;
    if (!o.ok || !core::seats_from_letters(letters, setup.seats, why)) {
        std::fprintf(stderr, "txektool: position wants --seats like hgg%s%s\n",
                     why.empty() ? "" : ": ", why.c_str());
        return 2;
    }
    setup.variant = variant;
    core::Setup bots = setup;
    for (core::SeatKind& k : bots.seats)
        if (k == core::SeatKind::Human) k = core::SeatKind::Good;
    auto opened = game.open(bots, seed, {}, games::MatchOptions{});
    if (!opened) {
        std::fprintf(stderr, "txektool: %s\n", opened.error().c_str());
        return 2;
    }
    games::Match& m = *opened.value();
    m.run(actions);
    char seed_hex[17];
    std::snprintf(seed_hex, sizeof seed_hex, "%016llx", static_cast<unsigned long long>(seed));
    const nlohmann::json data = {{"seats", letters},
                                 {"variant", variant},
                                 {"seed", seed_hex},
                                 {"actions", core::encode_actions(m.log())}};
    const nlohmann::json stored = {
        {"kind", std::string(game.facts.id) + "-game"}, {"version", 1}, {"data", data}};
    std::printf("%s\n", stored.dump().c_str());
    return 0;
}
