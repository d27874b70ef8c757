// libFuzzer target: game records (Module::replay_record, engine/module.h) of every registered
// game. The input text goes to the reader of the game it names ("kind": "<id>-record"), or,
// when it names none (a bare "data" object, other JSON, or no JSON at all), to one game's reader
// picked by a hash of the text: one reader an input, the fast path. Any text must be read or
// refused with a message. A readable record leaves a match (RecordReplay::match) that must be
// sound:
//  - it applied exactly the actions its log holds, and keeps its invariants (broken_invariant);
//  - the summary is valid JSON text, and every seat's view round-trips through its JSON;
//  - until the game is over someone can act; a few legal actions (all seats and the table) apply
//    on snapshot()s, keep the invariants, and their events and the views after them round-trip;
//  - the log is the game: a record that deals from its seed (no stacked deal: neither "deck"
//    nor "dealer" of Txek and Checks, nor "hands" of Strategix) reopens from its setup, seed and
//    log with the same fingerprint; any record, its actions rewritten from the log in the record
//    syntax (action_text), replays whole to the same fingerprint.
#include "engine/games.h"
#include "fuzz_inputs.h"

#include <cstddef>
#include <cstdint>
#include <functional>
#include <memory>
#include <string>
#include <utility>
#include <vector>

namespace {

using games::Match;
using Wire = games::Match::Wire;

std::string game; // the game whose reader has the input, for the report of a violation

void require(bool ok, const char* what) {
    if (!ok) fuzz::fail(game + " record: " + what);
}

std::uint64_t mix(std::uint64_t x) { // SplitMix64's finaliser: a cheap deterministic pick
    x += 0x9e3779b97f4a7c15ull;
    x = (x ^ (x >> 30)) * 0xbf58476d1ce4e5b9ull;
    x = (x ^ (x >> 27)) * 0x94d049bb133111ebull;
    return x ^ (x >> 31);
}

std::vector<int> viewers(const Match& m) {
    std::vector<int> seats{-1};
    for (int p = 0; p < m.players(); ++p) seats.push_back(p);
    return seats;
}

void check_invariant(const Match& m) {
    const std::string broken = m.broken_invariant();
    if (!broken.empty()) fuzz::fail(game + " record: broken invariant: " + broken);
}

constexpr int kEverySeat = -2;

// What each watched seat was told, and what `viewer` sees (kEverySeat: every seat), read back
// from their JSON.
void check_wire(Match& m, int viewer) {
    for (int seat : viewers(m)) {
        for (const nlohmann::json& e : m.take_events(seat))
            require(m.round_trip(Wire::Event, e) == e, "an event does not round-trip");
        if (viewer != kEverySeat && viewer != seat) continue;
        const nlohmann::json v = m.view(seat);
        require(m.round_trip(Wire::View, v) == v, "a view does not round-trip");
    }
}

// Someone can act until the game is over, and a sample of the legal actions applies. After
// each, every seat's events round-trip and one seat's view, a different one each (views are
// most of a run under ASan; every seat's view of the record's own match is checked whole).
void check_legal_sample(const Match& m) {
    std::vector<std::pair<int, std::uint32_t>> all;
    for (int seat = -1; seat < m.players(); ++seat) {
        const int who = seat < 0 ? int(core::kTableSeat) : seat;
        for (std::uint32_t code : m.legal(who)) all.push_back({who, code});
    }
    require(m.over() || !all.empty(), "nobody can act in a game that is not over");
    for (int k = 0; k < 3 && !all.empty(); ++k) {
        const auto [seat, code] = all[mix(m.log().size() + std::uint64_t(k)) % all.size()];
        auto copy = m.snapshot();
        for (int v : viewers(*copy)) copy->watch(v);
        require(copy->act(seat, code).ok, "a legal action was refused");
        check_invariant(*copy);
        const std::size_t viewer = (m.log().size() + std::size_t(k)) % viewers(m).size();
        check_wire(*copy, viewers(m)[viewer]);
    }
}

// The record's "data" object (or the bare one), as the record convention writes it; null when
// the text is no JSON object. `record`: the text parsed (once an input: parse() is dear under
// ASan), discarded when it is no JSON.
const nlohmann::json& record_data(const nlohmann::json& record) {
    static const nlohmann::json none;
    if (!record.is_object()) return none;
    const auto data = record.find("data");
    return data != record.end() && data->is_object() ? *data : record;
}

// A record dealt from its seed is its setup, seed and log: the module opens the same match.
void check_reopen(const games::Module& module, const Match& m, const nlohmann::json& data) {
    if (!data.is_object() || data.contains("deck") || data.contains("dealer") ||
        data.contains("hands"))
        return;
    games::MatchOptions quiet;
    quiet.bots = false;
    quiet.auto_next = false;
    auto again = module.open(m.setup(), m.seed(), m.log(), quiet);
    if (!again) fuzz::fail(game + " record: its log does not reopen: " + again.error());
    require(again.value()->fingerprint() == m.fingerprint(), "reopening gives another match");
}

// The record with its actions written anew from the log replays whole to the same match: what
// the log holds is all there is to the game, and the record syntax writes every logged action.
void check_rewritten(const games::Module& module, const nlohmann::json& record, const Match& m) {
    if (!record.is_object()) return;
    nlohmann::json j = record;
    nlohmann::json& data = j.contains("data") && j["data"].is_object() ? j["data"] : j;
    nlohmann::json actions = nlohmann::json::array();
    for (const core::LoggedAction& a : m.log()) {
        const nlohmann::json seat =
            a.seat == core::kTableSeat ? nlohmann::json("table") : nlohmann::json(int(a.seat));
        actions.push_back({seat, m.action_text(a.code)});
    }
    data["actions"] = actions;
    auto again = module.replay_record(j.dump());
    if (!again) fuzz::fail(game + " record: rewritten, it is refused: " + again.error());
    if (!again.value().stopped.empty())
        fuzz::fail(game + " record: rewritten, it stops: " + again.value().stopped);
    require(again.value().match->fingerprint() == m.fingerprint(),
            "rewritten from its log, it replays to another match");
}

void check_record(const games::Module& module, const std::string& text,
                  const nlohmann::json& record) {
    auto replayed = module.replay_record(text);
    if (!replayed) {
        require(!replayed.error().empty(), "a record refused without a reason");
        return;
    }
    games::RecordReplay& r = replayed.value();
    require(r.match != nullptr, "a replay without its match");
    Match& m = *r.match;
    require(r.applied >= 0 && std::size_t(r.applied) == m.log().size(),
            "the applied actions are not the match's log");
    // A summary txektool prints: dump() throws on text that is not UTF-8.
    require(!r.state.dump().empty(), "an empty summary");
    check_invariant(m);
    check_wire(m, kEverySeat);
    check_legal_sample(m);
    check_reopen(module, m, record_data(record));
    check_rewritten(module, record, m);
}

// The reader the text is for: the game its "kind" names, or one picked by a hash of the text.
const games::Module& reader_for(const std::string& text, const nlohmann::json& j) {
    const auto& registered = games::registered();
    const auto kind = j.is_object() ? j.find("kind") : j.end();
    if (kind != j.end() && kind->is_string())
        for (const games::Module* module : registered)
            if (*kind == std::string(module->facts.id) + "-record") return *module;
    return *registered[mix(std::hash<std::string>{}(text)) % registered.size()];
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const std::string text(reinterpret_cast<const char*>(data), size);
    const nlohmann::json record = nlohmann::json::parse(text, nullptr, false);
    const games::Module& module = reader_for(text, record);
    game = std::string(module.facts.id);
    check_record(module, text, record);
    return 0;
}
