// What the fuzz targets and make_corpus.cpp share: the byte layout of fuzz_games' input, the
// keys fuzz_storage stores its input under, fuzz_online's table, and how a target reports a
// violated invariant. One header, so the seeds make_corpus writes are read the way the targets
// read them.
#pragma once
#include "engine/core/action_log.h"
#include "engine/core/setup.h"
#include "engine/games.h"
#include "online/host.h"
#include "online/memory_transport.h"
#include "table/settings.h"

#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <memory>
#include <string>
#include <vector>

namespace fuzz {

// Prints what was violated and aborts: libFuzzer reports the input as a crash.
[[noreturn]] inline void fail(const std::string& what) {
    std::fprintf(stderr, "fuzz: invariant violated: %s\n", what.c_str());
    std::fflush(stderr);
    std::abort();
}

inline void require(bool ok, const char* what) {
    if (!ok) fail(what);
}

// ---- fuzz_games ---------------------------------------------------------------------------------
// byte 0: the game (index % registered().size()); byte 1: the players (min + b % range); byte 2:
// the variant bits (masked with the game's variants); bytes 3-10: the seed (little-endian); byte
// 11: the warm-up, b * kWarmUpActions random legal actions played from the seed before the input's
// own (a position some way into the game, reached without the checks); then kActionBytes a step:
// a seat byte and a 32-bit little-endian code. The seat byte's low 7 bits name the seat
// (b % (players + 2): `players` is the table, players + 1 a seat that does not exist); its high
// bit makes the code pick among the seat's legal actions (code % their number). At most kMaxSteps
// steps are read: a short sequence from many positions finds more a second than a long one.
inline constexpr std::size_t kHeaderBytes = 12;
inline constexpr std::size_t kActionBytes = 5;
inline constexpr std::size_t kWarmUpActions = 4;
inline constexpr std::size_t kMaxSteps = 8;

inline std::uint32_t variant_mask(const games::Facts& f) {
    std::uint32_t mask = 0;
    for (const games::Variant& v : f.variants) mask |= v.bit;
    return mask;
}

inline std::uint64_t read_le(const std::uint8_t* p, int bytes) {
    std::uint64_t v = 0;
    for (int i = bytes - 1; i >= 0; --i) v = v << 8 | p[i];
    return v;
}

inline void write_le(std::string& out, std::uint64_t v, int bytes) {
    for (int i = 0; i < bytes; ++i) out += char((v >> (8 * i)) & 0xff);
}

// The seat a seat byte names in a game of `players`.
inline int seat_of_byte(std::uint8_t b, int players) {
    const int s = b % (players + 2);
    return s == players ? int(core::kTableSeat) : s;
}

// The byte that names `seat` (a player, core::kTableSeat, or players + 1: no such seat).
inline char byte_of_seat(int seat, int players) {
    return char(seat == int(core::kTableSeat) ? players : seat);
}

inline std::string game_header(std::size_t game_index, const games::Facts& f, int players,
                               std::uint32_t variant, std::uint64_t seed, std::uint8_t warm_up) {
    std::string out;
    out += char(game_index);
    out += char(players - f.min_players);
    out += char(variant & 0xff);
    write_le(out, seed, 8);
    out += char(warm_up);
    return out;
}

// The warm-up's random legal actions, from the seed: the same moves natively, under every
// sanitizer and in make_corpus. Stops early at the end of the game.
inline void warm_up(games::Match& m, std::uint64_t seed, std::size_t actions) {
    core::Rng rng(seed ^ 0x3a3a3a3aull);
    for (std::size_t i = 0; i < actions && !m.over(); ++i) {
        const auto next = m.random_action(rng);
        if (!next || !m.act(next->first, next->second).ok) return;
    }
}

inline void append_action(std::string& out, int players, int seat, std::uint32_t code) {
    out += byte_of_seat(seat, players);
    write_le(out, code, 4);
}

inline core::Setup human_setup(int players, std::uint32_t variant) {
    core::Setup s;
    s.seats.assign(std::size_t(players), core::SeatKind::Human);
    s.variant = variant;
    return s;
}

// ---- fuzz_storage -------------------------------------------------------------------------------
// Byte 0 picks the key (b % storage_keys().size()) the rest of the input is stored under: every
// registered game's sheet, history and saved game (table/session.h, table/sheet_store.h), then
// the settings under their key and under the key they had before (table/settings.h).
inline std::vector<std::string> storage_keys() {
    std::vector<std::string> keys;
    for (const games::Module* m : games::registered()) {
        const std::string id(m->facts.id);
        keys.push_back(id + ".sheet.current");
        keys.push_back(id + ".sheets.history");
        keys.push_back(id + ".game");
    }
    keys.push_back(table::kSettingsKey);
    keys.push_back(table::kOldSettingsKey);
    return keys;
}

inline std::size_t storage_key_index(const std::string& key) {
    const std::vector<std::string> keys = storage_keys();
    for (std::size_t i = 0; i < keys.size(); ++i)
        if (keys[i] == key) return i;
    fail("no storage key " + key);
}

// ---- fuzz_online --------------------------------------------------------------------------------
// A started online table of Checks for two over a MemoryNetwork: the host's person at seat 0
// plays the first legal move whenever it may, and seat 1 is a guest's seat whose secret is
// kOnlineSecret, reached from one raw guest end. The input is cut at '\n'; each piece is one
// step of kOnlineStepMs: sent whole from the raw end (an empty piece sends nothing), then the
// network, the host (receive, its person, play, send) and the raw end's mail. One message a step
// stays within what the host reads (20 a second), so every line reaches the decoder.
inline constexpr const char* kOnlineSecret = "5eed5eed5eed5eed5eed5eed5eed5eed";
inline constexpr std::int64_t kOnlineStepMs = 60;
inline constexpr std::size_t kOnlineLines = 16;

class OnlineTable {
public:
    OnlineTable() {
        core::Rng rng(7);
        online::HostTable table = online::new_table("checks", 2, 0, "Host", rng);
        table.seats[1] = {online::SeatInfo::Kind::Guest, "Guest", kOnlineSecret, false};
        const std::string id = table.id;
        host_ = std::make_unique<online::Host>(
            table, [this, id] { return net_.host(id); }, 11);
        const auto [setup, names] = host_->start();
        auto opened = games::find("checks")->open(setup, 5, {}, games::MatchOptions{});
        if (!opened) fail("Checks does not open: " + opened.error());
        match_ = std::move(opened.value());
        host_->attach(match_.get(), names);
        step(); // the host's end registers the table's id
        end_ = net_.guest(id);
        step(); // the connection opens at both ends
    }

    // One piece of the input: sent (unless empty), then a step.
    void play_line(const std::string& line) {
        if (!line.empty()) end_->send(0, line);
        step();
    }

    online::Host& host() { return *host_; }
    games::Match& match() { return *match_; }
    // Every message the raw end received, as text.
    const std::vector<std::string>& received() const { return received_; }
    // The seat-0 moves the host's person made (the host applies nobody else's for seat 0).
    long person_moves() const { return person_moves_; }

private:
    void step() {
        now_ += kOnlineStepMs;
        net_.set_now(now_);
        host_->receive(now_);
        if (!host_->waiting()) {
            const std::vector<std::uint32_t> legal = match_->legal(0);
            if (!legal.empty() && host_->claim(legal.front(), match_->now()).empty())
                ++person_moves_;
            match_ms_ += kOnlineStepMs;
            host_->play(match_ms_);
        }
        host_->send();
        if (!end_) return;
        for (const online::NetEvent& e : end_->poll())
            if (e.kind == online::NetEvent::Kind::Message) received_.push_back(e.text);
    }

    online::MemoryNetwork net_;
    std::unique_ptr<games::Match> match_; // outlives the host, which points to it
    std::unique_ptr<online::Host> host_;
    std::unique_ptr<online::Transport> end_;
    std::vector<std::string> received_;
    std::int64_t now_ = 0, match_ms_ = 0;
    long person_moves_ = 0;
};

} // namespace fuzz
