// Writes the seed corpora of tests/fuzz/corpus/ from real data: links and action streams of
// seeded random games (engine/txek/playout.h), game records, score sheets, histories, export
// files and settings as the table stores them. Built with TXEK_FUZZ=ON as fuzz_make_corpus:
//     build/fuzz/fuzz_make_corpus tests/fuzz/corpus
// Deterministic: the same files every run. (The rule scenarios' records were added once from
// the *_rules_test.cpp templates, as rules_*.json; ci/fuzz.sh never rewrites the corpus.)
#include "engine/checks/checks.h"
#include "engine/core/link.h"
#include "engine/txek/playout.h"
#include "engine/txek/record.h"
#include "engine/txek/txek.h"
#include "platform/storage.h"
#include "table/settings.h"
#include "table/checks/sheet.h"
#include "table/txek/sheet.h"

#include <cstdio>
#include <fstream>
#include <string>
#include <vector>

using namespace txek;
namespace sheet = table::txek_sheet;

namespace {

std::string dir;

void write(const std::string& target, const std::string& name, const std::string& bytes) {
    const std::string path = dir + "/" + target + "/" + name;
    std::ofstream out(path, std::ios::binary);
    out << bytes;
    if (!out) std::fprintf(stderr, "cannot write %s\n", path.c_str());
}

core::Setup setup_of(int players, std::uint32_t variant, const char* letters = "hcgehcg") {
    core::Setup s;
    for (int p = 0; p < players; ++p) s.seats.push_back(*core::seat_from_letter(letters[p]));
    s.variant = variant;
    return s;
}

// A seeded random game, stopped after `max_actions` actions or at its end.
State random_game(const core::Setup& setup, std::uint64_t seed, std::size_t max_actions) {
    State s = new_game(setup, seed).value();
    RandomPlayer player(seed * 31 + 7);
    while (s.phase != Phase::GameOver && s.log.size() < max_actions) {
        auto [seat, action] = player.choose(s);
        apply(s, seat, action);
    }
    return s;
}

std::string stream(const State& s, int players) {
    std::string out;
    out += char(players - kMinPlayers);
    out += char(s.setup.variant & 0xff);
    for (int i = 0; i < 8; ++i) out += char((s.seed >> (8 * i)) & 0xff);
    for (const core::LoggedAction& a : s.log) {
        out += char(a.seat);  // 0..6, or 255 for the table
        for (int i = 0; i < 4; ++i) out += char((a.code >> (8 * i)) & 0xff);
    }
    return out;
}

std::string record_text(const State& s) {
    nlohmann::json actions = nlohmann::json::array();
    for (const core::LoggedAction& a : s.log) {
        nlohmann::json seat = a.seat == core::kTableSeat ? nlohmann::json("table") : nlohmann::json(int(a.seat));
        actions.push_back({seat, Action::decode(a.code)->to_string()});
    }
    std::string letters;
    for (core::SeatKind k : s.setup.seats) letters += core::seat_letter(k);
    char seed[20];
    std::snprintf(seed, sizeof seed, "%llx", static_cast<unsigned long long>(s.seed));
    nlohmann::json data = {{"seats", letters}, {"variant", s.setup.variant}, {"seed", seed},
                           {"actions", actions}};
    return nlohmann::json{{"kind", "txek-record"}, {"version", 1}, {"data", data}}.dump();
}

RoundResult went_out(int seat, std::vector<int> scored) {
    RoundResult r;
    r.raw = scored;
    r.scored = std::move(scored);
    r.went_out = seat;
    return r;
}

sheet::Sheet sample_sheet(int players, std::int64_t started, int rounds, const char* finished) {
    const char* names[] = {"Ana", "Bo", "Cy", "Dee", "Éva", "Fu", "Gil"};
    sheet::Sheet s = sheet::start_sheet(setup_of(players, 0), std::uint64_t(started) * 7,
                                        std::vector<std::string>(names, names + players), started,
                                        "2024-06-10T14:02:33Z");
    for (int r = 0; r < rounds && !s.over(); ++r) {
        std::vector<int> scored(std::size_t(players), 0);
        for (int p = 0; p < players; ++p) scored[std::size_t(p)] = (r * 37 + p * 23) % 90;
        scored[std::size_t(r % players)] = 0;
        sheet::add_round(s, went_out(r % players, scored));
    }
    s.finished = finished;
    return s;
}

}  // namespace

int main(int argc, char** argv) {
    if (argc != 2) {
        std::fprintf(stderr, "usage: %s CORPUS_DIR\n", argv[0]);
        return 2;
    }
    dir = argv[1];

    // ---- fuzz_txek: action streams of random games (every player count, both variants) ----
    for (int players = 2; players <= 7; ++players) {
        for (std::uint32_t variant : {0u, 1u}) {
            const std::uint64_t seed = 0x5eed0000ull + std::uint64_t(players * 2 + int(variant));
            const std::size_t len = players <= 3 ? 600 : 300;  // about 3 KB or less each
            State s = random_game(setup_of(players, variant), seed, len);
            write("fuzz_txek", "game_p" + std::to_string(players) + "_v" + std::to_string(variant),
                  stream(s, players));
        }
    }
    // Whole short games of two players (several rounds, the game's end).
    for (std::uint64_t seed : {11ull, 12ull}) {
        State s = random_game(setup_of(2, 0), seed, 100000);
        if (s.log.size() <= 900) write("fuzz_txek", "whole_game_" + std::to_string(seed), stream(s, 2));
    }

    // ---- fuzz_checks: the seed, then (seat, code) byte pairs of random Checks matches ----
    for (std::uint64_t seed : {1ull, 2ull, 3ull, 0x5eedull}) {
        core::Setup two;
        two.seats = {core::SeatKind::Human, core::SeatKind::Human};
        checks::State cs = checks::new_game(two, seed).value();
        core::Rng pick(seed);
        for (int game = 0; game < 2; ++game) {
            while (cs.phase == checks::Phase::Play) {
                auto l = checks::legal(cs, cs.current);
                checks::apply(cs, cs.current, l[pick.below(std::uint32_t(l.size()))]);
            }
            if (game == 0) checks::apply(cs, core::kTableSeat, checks::Action::next_game());
        }
        std::string bytes;
        for (int i = 0; i < 8; ++i) bytes += char((seed >> (8 * i)) & 0xff);
        for (const core::LoggedAction& a : cs.log) {
            bytes += char(a.seat == core::kTableSeat ? 2 : a.seat);
            bytes += char(a.code);
        }
        write("fuzz_checks", "match_" + std::to_string(seed), bytes);
    }

    // ---- fuzz_link: deal links, replay links of random games, the link tests' links ----
    const char* letters[] = {"hc", "hce", "hcge", "hhhhh", "eeeeee", "hcgechg"};
    for (int players = 2; players <= 7; ++players) {
        core::Link link;
        link.game = "txek";
        link.setup = setup_of(players, players % 2 ? 1u : 0u, letters[players - 2]);
        link.seed = 0x75bcd15ull * std::uint64_t(players);
        write("fuzz_link", "deal_p" + std::to_string(players), core::encode_link(link));
        State s = random_game(link.setup, link.seed, players <= 3 ? 400 : 200);
        link.actions = s.log;
        write("fuzz_link", "replay_p" + std::to_string(players), core::encode_link(link));
    }
    write("fuzz_link", "checks_deal", "v=1&g=checks&seats=he&seed=0000000000000007");
    write("fuzz_link", "checks_replay", "v=1&g=checks&seats=hh&seed=0000000000000007&a=AAEBBAAJ");
    write("fuzz_link", "test_sample", "v=1&g=txek&seats=hce&var=0&seed=00000000075bcd15");
    write("fuzz_link", "test_variant_actions", "v=1&g=txek&seats=hce&var=a5&seed=00000000075bcd15&a=AQI");
    write("fuzz_link", "test_empty_actions", "#v=1&g=txek&seats=hce&var=a5&seed=00000000075bcd15&a=");
    write("fuzz_link", "test_any_order", "seed=75BCD15&seats=hce&g=txek&v=1");
    write("fuzz_link", "test_eight_seats", "v=1&g=dev01&seats=hcgeegch&var=ffffffff&seed=ffffffffffffffff");
    {
        core::Link replay;  // link_test's replay link: extreme seats and codes
        replay.game = "txek";
        replay.setup = setup_of(3, 0x80000001u, "hce");
        replay.seed = 0xDEADBEEFCAFEF00Dull;
        replay.actions = core::ActionLog{{0, 17}, {1, 0}, {core::kTableSeat, 1}, {2, 0xffffffffu}};
        write("fuzz_link", "test_replay_max", core::encode_link(replay));
    }
    write("fuzz_link", "test_unknown_game", "v=1&g=poker&seats=h&seed=1");
    write("fuzz_link", "test_newer", "v=2&g=txek&seats=hce&seed=1&newkey=3");
    write("fuzz_link", "test_overlong_varint", "v=1&g=txek&seats=hce&var=0&seed=00000000075bcd15&a=AICAgICAAQ");

    // ---- fuzz_record: records of random games, the worked example is copied by hand ----
    for (int players : {2, 3, 5, 7}) {
        State s = random_game(setup_of(players, players == 5 ? 1u : 0u), 0xabcull + std::uint64_t(players),
                              players <= 3 ? 120 : 80);
        write("fuzz_record", "random_p" + std::to_string(players) + ".json", record_text(s));
    }

    // ---- fuzz_storage: what the table stores, and an export file ----
    {
        platform::MemoryStorage st;
        sheet::Sheet running = sample_sheet(3, 1718000000000, 3, "");
        sheet::save_current(st, running);
        write("fuzz_storage", "current_sheet.json", *st.get(sheet::kCurrentKey));
        for (int g = 0; g < 3; ++g)
            sheet::finish_current(st, sample_sheet(2 + g * 2, 1717000000000 + g, 12,
                                                   g == 0 ? "2024-06-01T10:00:00Z" : "2024-06-02T10:00:00Z"));
        write("fuzz_storage", "history.json", *st.get(sheet::kHistoryKey));
        write("fuzz_storage", "export.json", sheet::export_all(st));
        sheet::Sheet tied = sample_sheet(2, 1716000000000, 0, "");
        sheet::add_round(tied, went_out(0, {100, 100}));
        sheet::add_round(tied, went_out(1, {100, 100}));
        sheet::add_round(tied, went_out(0, {0, 5}));  // the extra round for the tie
        platform::MemoryStorage t;
        sheet::save_current(t, tied);
        write("fuzz_storage", "current_tie_break.json", *t.get(sheet::kCurrentKey));

        table::Settings s;
        s.player_name = "Ana";
        s.reaction_ms = 2200;
        s.animation_speed = 0.5f;
        s.memory_aid = true;
        platform::save_versioned(st, table::kSettingsKey, table::kSettingsKind, table::kSettingsVersion,
                                 table::settings_to_json(s));
        write("fuzz_storage", "settings.json", *st.get(table::kSettingsKey));
        write("fuzz_storage", "settings_bad_fields.json",
              R"({"kind":"settings","version":1,"data":{"player_name":42,"reaction_ms":99999,"animation_speed":"fast","memory_aid":true}})");
        write("fuzz_storage", "settings_truncated.json", R"({"kind":"settings","version":1,"data":{tru)");
        write("fuzz_storage", "sheet_newer_version.json", R"({"kind":"txek-sheet","version":2,"data":{}})");
        write("fuzz_storage", "export_empty.json",
              R"({"kind":"txek-sheets-export","version":1,"data":{"current":null,"history":[]}})");
    }

    // ---- fuzz_storage: Checks' match sheets, from a seeded bot match of three games ----
    {
        namespace cs = table::checks_sheet;
        core::Setup two;
        two.seats = {core::SeatKind::Human, core::SeatKind::Good};
        checks::State m = checks::new_game(two, 5).value();
        std::array<std::unique_ptr<checks::Bot>, checks::kPlayers> bots{checks::make_bot(core::SeatKind::Good, 1),
                                                                        checks::make_bot(core::SeatKind::Good, 2)};
        for (int game = 0; game < 3; ++game) {
            checks::play_game(m, bots, 1000);
            if (game < 2) checks::apply(m, core::kTableSeat, checks::Action::next_game());
        }
        platform::MemoryStorage st;
        cs::Sheet sh = cs::start_sheet(two, 5, {"Ana", "Bo"}, 1718000000000, "2024-06-10T14:02:33Z");
        cs::sync_games(sh, m.results);
        cs::save_current(st, sh);
        write("fuzz_storage", "checks_current_sheet.json", *st.get(cs::kCurrentKey));
        sh.finished = "2024-06-10T15:00:00Z";
        cs::finish_current(st, sh);
        write("fuzz_storage", "checks_history.json", *st.get(cs::kHistoryKey));
        write("fuzz_storage", "checks_export.json", cs::export_all(st));
    }
    return 0;
}
