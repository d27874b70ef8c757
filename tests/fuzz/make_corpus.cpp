// Writes the generated seeds of tests/fuzz/corpus/ for every registered game, from real use:
//   fuzz_games    seeded random playouts (Match::random_action) in fuzz_games' byte format, a few
//                 a player count, with a refused action now and then;
//   fuzz_link     deal links and replay links of seeded random games;
//   fuzz_record   records of seeded random games, in the record convention of the games so far
//                 (written only when the game's replay_record reads them back whole), and the
//                 repository's scenario records (src/engine/<game>/scenarios/*.json) as they are;
//   fuzz_storage  what the table stores when it is used: a seeded bot match (Match::run) followed
//                 by the game's SheetBook in a MemoryStorage (its current sheet, its history after
//                 retire(), an export made of them that the book imports), saved games in the
//                 saved_game.h format, and settings samples; each behind its key byte;
//   fuzz_online   every guest's and host's message type, encoded; sessions of a guest playing
//                 seat 1 of fuzz_online's table as the table would (hello, pongs, its moves),
//                 with the host's messages it received; a few malformed messages.
// Built with TXEK_FUZZ=ON as fuzz_make_corpus:
//     build/fuzz/fuzz_make_corpus tests/fuzz/corpus
// Deterministic: the same files every run (the sheets' clock times are replaced by fixed ones).
// The hand-added seeds (regression_*, test_*, rules_*) are not touched.
#include "engine/core/link.h"
#include "engine/games.h"
#include "fuzz_inputs.h"
#include "online/protocol.h"
#include "source_files.h"
#include "platform/storage.h"
#include "table/registry.h"
#include "table/saved_game.h"
#include "table/settings.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <cinttypes>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <map>
#include <memory>
#include <optional>
#include <regex>
#include <set>
#include <string>
#include <vector>

namespace {

using games::Match;

std::string dir;
int problems = 0;

void write(const std::string& target, const std::string& name, const std::string& bytes) {
    const std::string path = dir + "/" + target + "/" + name;
    std::ofstream out(path, std::ios::binary);
    out << bytes;
    if (!out) std::fprintf(stderr, "cannot write %s\n", path.c_str()), ++problems;
}

void warn(const std::string& what) {
    std::fprintf(stderr, "make_corpus: %s\n", what.c_str());
    ++problems;
}

std::string id_of(const games::Module& m) {
    return std::string(m.facts.id);
}

std::unique_ptr<Match> open(const games::Module& module, const core::Setup& setup,
                            std::uint64_t seed, const games::MatchOptions& options) {
    auto opened = module.open(setup, seed, {}, options);
    if (!opened) {
        std::fprintf(stderr, "make_corpus: %s\n", opened.error().c_str());
        std::exit(1);
    }
    return std::move(opened.value());
}

games::MatchOptions quiet() {
    games::MatchOptions o;
    o.bots = false;
    o.auto_next = false;
    return o;
}

// Seat letters for links and records: a person first, then the bot levels in turn.
core::Setup mixed_setup(int players, std::uint32_t variant) {
    static const core::SeatKind kinds[] = {core::SeatKind::Human, core::SeatKind::Casual,
                                           core::SeatKind::Good, core::SeatKind::Expert};
    core::Setup s;
    for (int p = 0; p < players; ++p) s.seats.push_back(kinds[p % 4]);
    s.variant = variant;
    return s;
}

// One step of fuzz_games' stream: the action's code, or (`by_index`) its index among its
// seat's legal actions, the form most mutations keep legal.
void append_step(std::string& stream, const Match& m, std::pair<int, std::uint32_t> action,
                 bool by_index) {
    const std::vector<std::uint32_t> legal = m.legal(action.first);
    const auto at = std::find(legal.begin(), legal.end(), action.second);
    if (!by_index || at == legal.end())
        return fuzz::append_action(stream, m.players(), action.first, action.second);
    stream += char(fuzz::byte_of_seat(action.first, m.players()) | 0x80);
    fuzz::write_le(stream, std::uint64_t(at - legal.begin()), 4);
}

// A seeded random playout of at most `max_actions`, each action also appended to `stream` in
// fuzz_games' format, every other one by its index among the legal actions; every 6th step a
// refused try first (a seat that does not exist, or a code no action has), applied to the match
// too so the stream stays in step with it.
std::unique_ptr<Match> playout(const games::Module& module, const core::Setup& setup,
                               std::uint64_t seed, std::size_t max_actions, std::string* stream,
                               std::size_t warm_up = 0) {
    auto m = open(module, setup, seed, quiet());
    fuzz::warm_up(*m, seed, warm_up); // fuzz_games' warm-up: its actions are not in the stream
    max_actions += m->log().size();
    const int players = m->players();
    core::Rng rng(seed * 31 + 7);
    for (std::size_t n = 0; m->log().size() < max_actions; ++n) {
        const auto next = m->random_action(rng);
        if (!next) break;
        if (stream && n % 6 == 5) {
            const bool nobody = n % 12 == 5;
            const int seat = nobody ? players + 1 : next->first;
            const std::uint32_t code = nobody ? next->second : 0xFFFFFFFFu;
            fuzz::append_action(*stream, players, seat, code);
            m->act(seat, code);
            continue; // the random action is drawn again from the same state
        }
        if (stream) append_step(*stream, *m, *next, n % 2 == 1);
        const games::Acted acted = m->act(next->first, next->second);
        if (!acted.ok) {
            // Over: a game's random_action may still offer a refused table action (Txek's
            // "next" does): the end.
            if (m->over()) break;
            warn(id_of(module) + ": random_action's '" + m->action_text(next->second) +
                 "' by seat " + std::to_string(next->first) + " was refused: " + acted.rejection);
            break;
        }
    }
    return m;
}

// ---- fuzz_games ---------------------------------------------------------------------------------

// Warm-up bytes of the seeds: 0, 32, 100 and 240 random actions in.
constexpr std::uint8_t kWarmUps[] = {0, 8, 25, 60};

void write_games(std::size_t index, const games::Module& module) {
    const games::Facts& f = module.facts;
    const int counts = f.max_players - f.min_players + 1;
    const int per_count = counts >= 3 ? 2 : 6 / counts; // a few for every game
    for (int players = f.min_players; players <= f.max_players; ++players)
        for (int k = 0; k < per_count; ++k) {
            const std::uint32_t variant = k % 2 ? fuzz::variant_mask(f) : 0;
            const std::uint64_t seed = 0x5eed0000ull + std::uint64_t(players * 16 + k);
            // Short sequences from the deal, early, mid-game and late, as fuzz_games reads them.
            for (const std::uint8_t warm : kWarmUps) {
                std::string bytes = fuzz::game_header(index, f, players, variant, seed, warm);
                playout(module, fuzz::human_setup(players, variant), seed, fuzz::kMaxSteps - 2,
                        &bytes, std::size_t(warm) * fuzz::kWarmUpActions);
                write("fuzz_games",
                      id_of(module) + "_p" + std::to_string(players) + "_" + std::to_string(k) +
                          "_w" + std::to_string(warm),
                      bytes);
            }
        }
}

// ---- fuzz_link ----------------------------------------------------------------------------------

void write_links(const games::Module& module) {
    const games::Facts& f = module.facts;
    for (int players = f.min_players; players <= f.max_players; ++players) {
        core::Link link;
        link.game = id_of(module);
        link.setup = mixed_setup(players, players % 2 ? fuzz::variant_mask(f) : 0);
        link.seed = 0x75bcd15ull * std::uint64_t(players);
        const std::string p = "_p" + std::to_string(players);
        write("fuzz_link", link.game + "_deal" + p, core::encode_link(link));
        link.actions =
            playout(module, link.setup, link.seed, players <= 3 ? 300 : 150, nullptr)->log();
        write("fuzz_link", link.game + "_replay" + p, core::encode_link(link));
    }
}

// ---- fuzz_record --------------------------------------------------------------------------------

// A record in the convention of every game so far ({"kind":"<id>-record","version":1,"data":
// {"seats","variant","seed","actions":[[seat or "table", text], ...]}}), or "" when the game's
// reader does not replay it to the very same match.
std::string record_of(const games::Module& module, const Match& m) {
    nlohmann::json actions = nlohmann::json::array();
    for (const core::LoggedAction& a : m.log())
        actions.push_back(
            {a.seat == core::kTableSeat ? nlohmann::json("table") : nlohmann::json(int(a.seat)),
             m.action_text(a.code)});
    std::string seats;
    for (core::SeatKind k : m.setup().seats) seats += core::seat_letter(k);
    char seed[20];
    std::snprintf(seed, sizeof seed, "%" PRIx64, m.seed());
    const nlohmann::json data = {
        {"seats", seats}, {"variant", m.setup().variant}, {"seed", seed}, {"actions", actions}};
    const std::string text =
        nlohmann::json{{"kind", id_of(module) + "-record"}, {"version", 1}, {"data", data}}.dump();
    auto back = module.replay_record(text);
    if (!back || !back.value().stopped.empty() ||
        back.value().match->fingerprint() != m.fingerprint())
        return {};
    return text;
}

void write_records(const games::Module& module) {
    const games::Facts& f = module.facts;
    // The fewest, a middle count and the most players (each once).
    for (int players :
         std::set<int>{f.min_players, (f.min_players + f.max_players + 1) / 2, f.max_players}) {
        const std::uint32_t variant = players % 2 ? fuzz::variant_mask(f) : 0;
        auto m = playout(module, mixed_setup(players, variant), 0xabcull + std::uint64_t(players),
                         players <= 3 ? 150 : 90, nullptr);
        const std::string text = record_of(module, *m);
        if (text.empty()) {
            warn(id_of(module) + ": a random game's record does not replay; none written");
            return;
        }
        write("fuzz_record", id_of(module) + "_random_p" + std::to_string(players) + ".json", text);
    }
}

// The scenario records every game keeps in its folder (a stacked deal and its actions, worked
// through in the game's tests), each under the game its kind names: `<id>_<file>`. A record
// whose reader refuses it is a broken scenario, said here too. fuzz_record's input is the only
// one a stacked deal fits: the other targets deal from a seed.
void write_scenario_records() {
    namespace fs = std::filesystem;
    const fs::path root = source_files::root();
    std::vector<std::string> files; // from the repository's root, for source_files::read
    for (const auto& game : fs::directory_iterator(root / "src/engine"))
        if (fs::is_directory(game.path() / "scenarios"))
            for (const auto& file : fs::directory_iterator(game.path() / "scenarios"))
                if (file.path().extension() == ".json")
                    files.push_back(fs::relative(file.path(), root).string());
    std::sort(files.begin(), files.end());
    const std::string suffix = "-record";
    for (const std::string& file : files) {
        const std::string text = source_files::read(file);
        const nlohmann::json j = nlohmann::json::parse(text, nullptr, false);
        const std::string kind = j.is_object() ? j.value("kind", "") : "";
        const bool is_record = kind.size() > suffix.size() &&
                               kind.compare(kind.size() - suffix.size(), suffix.size(), suffix) == 0;
        const games::Module* module =
            is_record ? games::find(kind.substr(0, kind.size() - suffix.size())) : nullptr;
        if (!module) {
            warn(file + ": its kind names no registered game; not written");
            continue;
        }
        auto replayed = module->replay_record(text);
        if (!replayed || !replayed.value().stopped.empty()) {
            warn(file + ": its game does not replay it whole; not written");
            continue;
        }
        write("fuzz_record", id_of(*module) + "_" + fs::path(file).filename().string(), text);
    }
}

// ---- fuzz_storage -------------------------------------------------------------------------------

void write_stored(const std::string& name, const std::string& key, const std::string& value) {
    write("fuzz_storage", name, char(fuzz::storage_key_index(key)) + value);
}

// The sheets' times come from the clock: fixed ones instead, so every run writes the same bytes.
std::string fixed_times(std::string text, const std::vector<std::string>& sheet_ids) {
    for (const std::string& id : sheet_ids) {
        const std::string ms = id.substr(0, id.find('-'));
        for (std::size_t at; (at = text.find(ms)) != std::string::npos;)
            text.replace(at, ms.size(), "1718000000000");
    }
    static const std::regex iso("[0-9]{4}-[0-9]{2}-[0-9]{2}T[0-9]{2}:[0-9]{2}:[0-9]{2}Z");
    return std::regex_replace(text, iso, "2024-06-10T14:02:33Z");
}

std::string stored(platform::Storage& st, const std::string& key,
                   const std::vector<std::string>& sheet_ids) {
    return fixed_times(st.get(key).value_or(""), sheet_ids);
}

// A bot match of the game, played by Match::run and followed by its sheet book.
struct Played {
    std::unique_ptr<Match> match;
    table::SheetMatch sheet;
};

Played start_match(const games::Module& module, table::SheetBook& book, platform::Storage& st,
                   std::uint64_t seed) {
    const games::Facts& f = module.facts;
    core::Setup setup;
    for (int p = 0; p < f.min_players; ++p)
        setup.seats.push_back(p % 2 ? core::SeatKind::Casual : core::SeatKind::Good);
    games::MatchOptions bots; // bots on, auto_next on, no pause: the match plays itself
    Played out{open(module, setup, seed, bots), {}};
    const char* names[] = {"Ana", "Bo", "Cy", "Dee", "\xc3\x89va", "Fu", "Gil", "Hal"};
    out.sheet = {"", setup, seed, std::vector<std::string>(names, names + f.min_players),
                 1718000000000};
    table::Notices notes;
    out.sheet.sheet_id = book.start(st, out.sheet, notes);
    return out;
}

// Plays on until `rows` results are on the sheet (or the whole is over), following it. Returns
// the newest current sheet stored under `current_key` on the way: a game of one deal (Strategix,
// CHECK!, Tschak!) files its sheet in the history the moment its one row is added.
std::string play_rows(Played& p, table::SheetBook& book, platform::Storage& st, std::size_t rows,
                      const std::string& current_key) {
    table::Notices notes;
    std::string current = st.get(current_key).value_or("");
    for (int guard = 0; guard < 100000 && p.match->result_rows().size() < rows; ++guard) {
        if (!p.match->over())
            p.match->run(50);
        else if (p.match->next_due() >= 0)
            p.match->advance_to(p.match->next_due());
        else
            break; // the whole is over
        book.follow(st, p.sheet, p.match->result_rows(), notes);
        if (auto now = st.get(current_key); now && !now->empty()) current = *now;
    }
    return current;
}

// An export file made of what the book stored, as its export writes it (sheet_store.h); "" when
// the book does not import it whole (and a second time adds nothing).
std::string export_of(const std::string& id, table::GameUi& ui, const std::string& current,
                      const std::string& history) {
    const auto cur = nlohmann::json::parse(current, nullptr, false);
    const auto hist = nlohmann::json::parse(history, nullptr, false);
    if (!cur.is_object() || !hist.is_object()) return {};
    const nlohmann::json file = {{"kind", id + "-sheets-export"},
                                 {"version", hist["version"]},
                                 {"data", {{"current", cur["data"]}, {"history", hist["data"]}}}};
    const std::string text = file.dump();
    platform::MemoryStorage empty;
    table::Notices first, second;
    auto book = ui.make_sheets();
    book->import_text(empty, text, first);
    book->import_text(empty, text, second);
    if (first.empty() || first.front().text.rfind("Imported 0", 0) == 0 ||
        first.front().text.rfind("Imported ", 0) != 0 || second.empty() ||
        second.front().text.rfind("Imported 0", 0) != 0)
        return {};
    return text;
}

void write_saved_games(const std::string& id, const Played& p, const core::ActionLog& log) {
    table::SavedGame g{p.sheet.setup, p.sheet.seed,  log,
                       p.sheet.names, 1718000100000, p.sheet.sheet_id};
    platform::MemoryStorage st;
    const std::string key = id + ".game", kind = id + "-game";
    table::save_game(st, key, kind, g);
    write_stored(id + "_saved_game", key, fixed_times(*st.get(key), {p.sheet.sheet_id}));
    g.sheet_id.clear(); // a game saved before sheets had ids: the App saves it again
    table::save_game(st, key, kind, g);
    write_stored(id + "_saved_game_no_sheet", key, *st.get(key));
    auto doc = nlohmann::json::parse(*st.get(key));
    doc["data"]["seats"] = "h\xc3\xa9"; // once made public_state throw
    write_stored(id + "_saved_game_bad_seats", key, doc.dump());
}

void write_storage(const games::Module& module, table::GameUi& ui) {
    const std::string id = id_of(module);
    const std::string current_key = id + ".sheet.current", history_key = id + ".sheets.history";
    platform::MemoryStorage st;
    auto book = ui.make_sheets();
    // One match of three rows filed in the history (retire), then one with two rows under way
    // (the current sheet).
    Played done = start_match(module, *book, st, 5);
    play_rows(done, *book, st, 3, current_key);
    table::Notices notes;
    book->retire(st, notes);
    Played going = start_match(module, *book, st, 6);
    const std::string current_text = play_rows(going, *book, st, 2, current_key);
    const std::vector<std::string> ids = {done.sheet.sheet_id, going.sheet.sheet_id};
    const std::string current = fixed_times(current_text, ids),
                      history = stored(st, history_key, ids);
    if (current.empty() || history.empty()) return warn(id + ": the sheet book stored nothing");
    write_stored(id + "_current_sheet", current_key, current);
    write_stored(id + "_history", history_key, history);
    const std::string exported = export_of(id, ui, current, history);
    if (exported.empty())
        warn(id + ": the export made of the stored sheets does not import");
    else
        write_stored(id + "_export", current_key, exported);
    write_saved_games(id, going, going.match->log());
    write_stored(id + "_sheet_newer_version", current_key,
                 R"({"kind":")" + id + R"(-sheet","version":2,"data":{}})");
    write_stored(id + "_export_empty", history_key,
                 R"({"kind":")" + id +
                     R"(-sheets-export","version":1,"data":{"current":null,"history":[]}})");
}

void write_settings() {
    table::Settings s;
    s.player_name = "Ana";
    s.reaction_ms = 2200;
    s.animation_speed = 0.5f;
    s.memory_aid = true;
    platform::MemoryStorage st;
    platform::save_versioned(st, table::kSettingsKey, table::kSettingsKind, table::kSettingsVersion,
                             table::settings_to_json(s));
    const std::string value = *st.get(table::kSettingsKey);
    write_stored("settings.json", table::kSettingsKey, value);
    write_stored("settings_old_key.json", table::kOldSettingsKey, value);
    write_stored("settings_bad_fields.json", table::kSettingsKey,
                 R"({"kind":"settings","version":1,"data":{"player_name":42,"reaction_ms":99999,)"
                 R"("animation_speed":"fast","memory_aid":true}})");
    write_stored("settings_truncated.json", table::kSettingsKey,
                 R"({"kind":"settings","version":1,"data":{tru)");
    write_stored("settings_old_key_newer.json", table::kOldSettingsKey,
                 R"({"kind":"settings","version":2,"data":{}})");
}

// ---- fuzz_online --------------------------------------------------------------------------------

// A guest playing seat 1 of fuzz_online's table as the table would: hello with the seat's
// secret, every ping answered, and on each new revision where it may move, its first or last
// legal move. The input (one line a step, "" for a step it sends nothing) and the first host
// message of each type it received.
struct Session {
    std::string input;
    std::map<std::string, std::string> host_texts; // by type
    long guest_moves = 0;
};

std::optional<std::string> guest_line(int step, const online::HostMessage& last_update,
                                      std::uint64_t& acted, bool last_move) {
    if (step == 0) return online::encode(online::Hello{"checks", "Guest", fuzz::kOnlineSecret});
    const auto* u = std::get_if<online::Update>(&last_update);
    if (!u || u->legal.empty() || u->rev == acted) return std::nullopt;
    acted = u->rev;
    const std::uint32_t code = last_move ? u->legal.back() : u->legal.front();
    return online::encode(online::Act{code, u->rev, 250});
}

Session session(bool last_move, int steps) {
    fuzz::OnlineTable t;
    Session out;
    online::HostMessage update = online::Refused{}, ping = online::Refused{};
    std::uint64_t acted = ~std::uint64_t(0), answered = 0;
    std::size_t read = 0;
    for (int step = 0; step < steps; ++step) {
        for (; read < t.received().size(); ++read) {
            auto m = online::decode_host(t.received()[read]);
            if (!m) {
                warn("fuzz_online: the host sent " + t.received()[read]);
                return out;
            }
            out.host_texts.emplace(online::type_name(m.value()), t.received()[read]);
            if (std::holds_alternative<online::Update>(m.value())) update = m.value();
            if (std::holds_alternative<online::Ping>(m.value())) ping = m.value();
        }
        std::optional<std::string> line;
        const auto* p = std::get_if<online::Ping>(&ping);
        if (step > 0 && p && p->id != answered)
            answered = p->id, line = online::encode(online::Pong{p->id});
        else
            line = guest_line(step, update, acted, last_move);
        t.play_line(line.value_or(""));
        out.input += line.value_or("") + "\n";
    }
    for (const core::LoggedAction& a : t.match().log()) out.guest_moves += a.seat == 1;
    return out;
}

// Every message type of a guest and of the host, encoded.
void write_online_messages() {
    using namespace online;
    const std::string secret = fuzz::kOnlineSecret;
    const GuestMessage guests[] = {Hello{"checks", "Zo\xc3\xab", ""},
                                   Sit{1, "Ana"},
                                   Act{0x01020304u, 17, 640},
                                   TableAct{5},
                                   Pong{3},
                                   Bye{}};
    for (const GuestMessage& m : guests)
        write("fuzz_online", std::string("guest_") + type_name(m), encode(m));
    write("fuzz_online", "guest_hello_secret", encode(Hello{"checks", "Guest", secret}));
    Lobby lobby{"checks", 0, {}, 1, true};
    lobby.seats = {{SeatInfo::Kind::Host, "Host", true, false},
                   {SeatInfo::Kind::Guest, "Guest", false, true},
                   {SeatInfo::Kind::Free, "", true, false}};
    Update update;
    update.rev = 4, update.now = 1200, update.over = false;
    update.view = nlohmann::json::object({{"v", 1}});
    update.events.push_back(nlohmann::json::object({{"e", 1}}));
    update.legal = {1, 2};
    update.countdown = games::Countdown{1000, 2500};
    update.rows = std::vector<nlohmann::json>{nlohmann::json::object({{"points", {3, 1}}})};
    const HostMessage hosts[] = {lobby,
                                 Seated{1, secret},
                                 TableStart{"hh", 0, {"Host", "Guest"}, 1},
                                 update,
                                 Ping{9, 1200, 80},
                                 Refused{"not your turn"},
                                 Closed{"The host left."}};
    for (const HostMessage& m : hosts)
        write("fuzz_online", std::string("host_") + type_name(m), encode(m));
}

void write_online_sessions() {
    for (const bool last : {false, true}) {
        const Session s = session(last, 150);
        if (s.guest_moves == 0) warn("fuzz_online: a session where the guest never moved");
        write("fuzz_online", std::string("session_") + (last ? "last" : "first"), s.input);
        if (last) continue;
        for (const auto& [type, text] : s.host_texts) write("fuzz_online", "sent_" + type, text);
    }
}

void write_online_malformed() {
    using namespace online;
    const std::string secret = fuzz::kOnlineSecret;
    const std::pair<const char*, std::string> malformed[] = {
        {"act_naming_a_seat", R"({"v":1,"t":"act","seat":0,"code":7,"rev":1,"ms":10})"},
        {"newer_version", R"({"v":2,"t":"pong","id":1})"},
        {"truncated", R"({"v":1,"t":"hello","game":"checks","na)"},
        {"unknown_type", R"({"v":1,"t":"shout","text":"hi"})"},
        {"long_name", R"({"v":1,"t":"sit","seat":1,"name":"abcdefghijklmnopqrstuvwxyz"})"},
        {"bad_secret", R"({"v":1,"t":"hello","game":"checks","name":"G","secret":"XYZ"})"},
        {"other_game", encode(Hello{"txek", "Guest", secret}) + "\n" + encode(Pong{1})},
        {"act_before_hello", encode(Act{1, 0, 0}) + "\n" + encode(Hello{"checks", "G", secret})},
        {"float_code", R"({"v":1,"t":"next","code":1.5})"},
        {"update_bad_countdown",
         R"({"v":1,"t":"update","rev":1,"now":5,"view":{},"events":[],"legal":[],)"
         R"("countdown":[9,3],"over":false})"},
    };
    for (const auto& [name, text] : malformed)
        write("fuzz_online", std::string("malformed_") + name, text);
}

} // namespace

int main(int argc, char** argv) {
    if (argc != 2) {
        std::fprintf(stderr, "usage: %s CORPUS_DIR\n", argv[0]);
        return 2;
    }
    dir = argv[1];
    const auto& registered = games::registered();
    const auto uis = table::make_game_uis();
    for (std::size_t i = 0; i < registered.size(); ++i) {
        const games::Module& module = *registered[i];
        write_games(i, module);
        write_links(module);
        write_records(module);
        for (const auto& ui : uis)
            if (ui->game().facts.id == module.facts.id) write_storage(module, *ui);
    }
    write_scenario_records();
    write_settings();
    write_online_messages();
    write_online_sessions();
    write_online_malformed();
    return problems ? 1 : 0;
}
