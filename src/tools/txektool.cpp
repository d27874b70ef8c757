// txektool: the engine from a terminal. Built natively and, for the native/web comparison, to
// WebAssembly run under Node: both must print the same bytes for the same arguments.
//
//   txektool deal  [--seed S] [--players N] [--each N] [--cards N]   a seeded shuffle and deal
//   txektool rng   [--seed S] [--count N]                            raw generator outputs
//   txektool link  TEXT                                              check a link, print its fields
//   txektool games                                                   the registered games
//   txektool simulate [--game ID] [--seats ggg] [--games N] [--seed S]  seeded bot games
//   txektool arena [--game ID] [--level e] [--vs c] [--players N]   win rates with 95% intervals
//   txektool playout [--game ID] [--games N] [--players N]          random-playout throughput
//   txektool bench [--game ID]                                       engine costs, every game
//   txektool replay [--game ID] FILE                                 a game record replayed
//   txektool reaction [--level e] [--human-ms D] [--players P]      Txek: a person's races
//   txektool online-race [--game ID] [--rtt MS] [--games N]          online races: a guest's odds
//   --game takes any id `txektool games` lists; the first one (the flagship) when left out.
#include "engine/core/deck.h"
#include "engine/core/link.h"
#include "engine/core/rng.h"
#include "engine/games.h"
#include "tools/commands.h"

#include <cerrno>
#include <cinttypes>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <fstream>
#include <map>
#include <sstream>
#include <string>
#include <vector>

// Options as --name value pairs; a bad number is an error, not a silent zero.
std::uint64_t ToolOptions::number(const char* name, std::uint64_t fallback, std::uint64_t max) {
    auto it = values.find(name);
    if (it == values.end()) return fallback;
    const std::string& s = it->second;
    char* end = nullptr;
    errno = 0;
    unsigned long long v = std::strtoull(s.c_str(), &end, 0);
    if (s.empty() || s[0] == '-' || *end != '\0' || errno == ERANGE || v > max) {
        std::fprintf(stderr, "txektool: --%s wants a number up to %" PRIu64 ", not '%s'\n", name,
                     max, s.c_str());
        ok = false;
        return fallback;
    }
    return v;
}

std::string ToolOptions::text(const char* name, const std::string& fallback) const {
    auto it = values.find(name);
    return it == values.end() ? fallback : it->second;
}

namespace {

int usage() {
    std::fputs("usage: txektool deal  [--seed S] [--players N] [--each N] [--cards N]\n"
               "       txektool rng   [--seed S] [--count N]\n"
               "       txektool link  TEXT\n"
               "       txektool games\n"
               "       txektool simulate [--game ID] [--seats ggg] [--games N] [--seed S] "
               "[--reaction MS]\n"
               "       txektool arena [--game ID] [--level c|g|e] [--vs c|g|e] [--players N] "
               "[--games N] [--timing 1]\n"
               "       txektool playout [--game ID] [--games N] [--players N] [--seed S]\n"
               "       txektool bench [--game ID] [--games N] [--calls N] [--repeat N] [--seed S]\n"
               "       txektool replay [--game ID] FILE\n"
               "       txektool reaction [--level c|g|e|LETTERS] [--human-ms D] [--games N] "
               "[--seed S] [--players P | --bots B,B...] [--reaction MS]\n"
               "         Txek only. Seat 0 is a scripted person: it claims every chance\n"
               "         (TXEK on an identical card, its own or another's; an interception\n"
               "         with an identical card) D ms after the card lands (its event + the\n"
               "         350 ms flight) and otherwise plays like a good bot. The others are\n"
               "         bots of the level, or of the levels LETTERS names in turn (cg: casual,\n"
               "         good, casual...). N deals, one round each; defaults: e, 600, 100,\n"
               "         1, 4 players, a 1500 ms window. A race is contested when the person\n"
               "         and at least one bot both planned a claim on the same chance, each\n"
               "         due before that card's reaction window closes. --bots 1,3,6 measures\n"
               "         a table of each size (1 to 6 bots), then sums them up side by side.\n"
               "       txektool online-race [--game ID] [--rtt MS] [--games N] [--level c|g|e] "
               "[--players P] [--seed S]\n"
               "         Online races between the host's person (seat 0) and a guest (seat 1)\n"
               "         MS/2 away each way, bots of the level playing both from their screens\n"
               "         (the rest bots too); N deals each to its first result, at a 0 ms and\n"
               "         an MS round trip, the host ordering races by stamps and by arrival.\n"
               "         Contested: both pressed on the same revision and one press was\n"
               "         applied first. Defaults: txek, 150, 200, g, 2 players.\n"
               "       txektool seat-views [--game ID] --saved FILE --seat N\n"
               "         A saved game (its <id>.game value) replayed: one JSON line a revision,\n"
               "         the seat's view and its events of that action.\n"
               "       txektool position [--game ID] [--seats hgg] [--seed S] [--actions N]\n"
               "         The deal played by bots at every seat (people's too) for N actions,\n"
               "         or to its end: the <id>.game value to store, people seated again.\n"
               "ID is a registered game (txektool games); the first one when left out.\n"
               "S is decimal or 0x-prefixed hex.\n",
               stderr);
    return 2;
}

using Options = ToolOptions;

bool parse_options(int argc, char** argv, int first, Options& out) {
    for (int i = first; i < argc; i += 2) {
        if (std::strncmp(argv[i], "--", 2) != 0 || i + 1 >= argc) {
            std::fprintf(stderr, "txektool: expected --name value, got '%s'\n", argv[i]);
            return false;
        }
        out.values[argv[i] + 2] = argv[i + 1];
    }
    return true;
}

int cmd_deal(Options& o) {
    std::uint64_t seed = o.number("seed", 1, UINT64_MAX);
    int players = int(o.number("players", 4, 8));
    int each = int(o.number("each", 5, 20));
    int cards = int(o.number("cards", 60, 4096));
    if (!o.ok) return 2;
    if (players < 1 || players * each > cards) {
        std::fprintf(stderr, "txektool: %d players x %d cards do not fit in a %d-card deck\n",
                     players, each, cards);
        return 2;
    }
    core::Rng rng(seed);
    core::Deck deck = core::shuffled_deck(std::size_t(cards), rng);
    std::printf("seed %016" PRIx64 "\ndeck (top first):", seed);
    for (auto it = deck.cards.rbegin(); it != deck.cards.rend(); ++it) std::printf(" %u", *it);
    std::printf("\n");
    auto hands = core::deal_one_by_one(deck, players, each, 0);
    for (int p = 0; p < players; ++p) {
        std::printf("seat %d:", p);
        for (core::CardId c : hands[std::size_t(p)]) std::printf(" %u", c);
        std::printf("\n");
    }
    std::printf("left in the draw pile: %zu, next draw %u\n", deck.size(),
                deck.empty() ? 0u : unsigned(deck.cards.back()));
    return 0;
}

int cmd_rng(Options& o) {
    std::uint64_t seed = o.number("seed", 1, UINT64_MAX);
    std::uint64_t count = o.number("count", 8, 1000000);
    if (!o.ok) return 2;
    core::Rng rng(seed);
    for (std::uint64_t i = 0; i < count; ++i) std::printf("%016" PRIx64 "\n", rng.next_u64());
    return 0;
}

int cmd_link(const char* text) {
    auto known = [](std::string_view id) { return games::find(id) != nullptr; };
    auto link = core::decode_link(text, known);
    if (!link) {
        std::fprintf(stderr, "txektool: %s\n", link.error().c_str());
        return 1;
    }
    const core::Link& l = link.value();
    std::printf("version %d\ngame %s\nseats", l.version, l.game.c_str());
    for (core::SeatKind k : l.setup.seats) std::printf(" %c", core::seat_letter(k));
    std::printf("\nvariant %08x\nseed %016" PRIx64 "\n", unsigned(l.setup.variant), l.seed);
    if (l.actions) std::printf("actions %zu\n", l.actions->size());
    std::printf("canonical %s\n", core::encode_link(l).c_str());
    return 0;
}

int cmd_games() {
    if (games::registered().empty()) std::printf("no games registered yet\n");
    for (const games::Module* m : games::registered()) {
        const games::Facts& f = m->facts;
        std::printf("%.*s\t%.*s\t%d-%d players\n", int(f.id.size()), f.id.data(),
                    int(f.name.size()), f.name.data(), f.min_players, f.max_players);
    }
    return 0;
}

// txektool replay [--game ID] FILE: a game record (the README of the game's engine folder,
// "Records") replayed; prints the final state as JSON. Exit 0: every action applied; 1: an
// action was rejected (the JSON says which, under "stopped"); 2: the record cannot be read or
// its setup is wrong.
int cmd_replay(const games::Module& game, const char* path) {
    std::ifstream in(path, std::ios::binary);
    if (!in) {
        std::fprintf(stderr, "txektool: cannot open '%s'\n", path);
        return 2;
    }
    std::ostringstream text;
    text << in.rdbuf();
    auto result = game.replay_record(text.str());
    if (!result) {
        std::fprintf(stderr, "txektool: %s: %s\n", path, result.error().c_str());
        return 2;
    }
    const games::RecordReplay& r = result.value();
    nlohmann::json j = r.state;
    j["applied"] = r.applied;
    if (!r.stopped.empty()) j["stopped"] = r.stopped;
    std::printf("%s\n", j.dump(2).c_str());
    if (!r.stopped.empty()) {
        std::fprintf(stderr, "txektool: replay stopped: %s\n", r.stopped.c_str());
        return 1;
    }
    return 0;
}

// The game of --game (the flagship, the first of src/games.def, when left out), taken out of
// the options; null after a message.
const games::Module* chosen_game(Options& o) {
    const std::string first =
        games::registered().empty() ? "" : std::string(games::registered().front()->facts.id);
    const std::string id = o.text("game", first);
    o.values.erase("game");
    const games::Module* game = games::find(id);
    if (!game) {
        std::string ids;
        for (const games::Module* m : games::registered()) ids += " " + std::string(m->facts.id);
        std::fprintf(stderr, "txektool: --game is one of%s, not '%s'\n", ids.c_str(), id.c_str());
    }
    return game;
}

} // namespace

int main(int argc, char** argv) {
    if (argc < 2) return usage();
    std::string cmd = argv[1];
    if (cmd == "link") return argc == 3 ? cmd_link(argv[2]) : usage();
    if (cmd == "games") return cmd_games();
    Options o;
    if (cmd == "replay") {
        // replay FILE, or replay --game ID FILE
        if (argc != 3 && argc != 5) return usage();
        if (argc == 5 && !parse_options(argc - 1, argv, 2, o)) return usage();
        const games::Module* game = chosen_game(o);
        return game ? cmd_replay(*game, argv[argc - 1]) : 2;
    }
    if (!parse_options(argc, argv, 2, o)) return usage();
    if (cmd == "deal") return cmd_deal(o);
    if (cmd == "rng") return cmd_rng(o);
    if (cmd == "bench") return cmd_bench(o);
    if (cmd == "reaction") return cmd_reaction(o);
    const games::Module* game = chosen_game(o);
    if (!game) return 2;
    if (cmd == "simulate") return cmd_simulate(*game, o);
    if (cmd == "arena") return cmd_arena(*game, o);
    if (cmd == "playout") return cmd_playout(*game, o);
    if (cmd == "online-race") return cmd_online_race(*game, o);
    if (cmd == "seat-views") return cmd_seat_views(*game, o);
    if (cmd == "position") return cmd_position(*game, o);
    return usage();
}
