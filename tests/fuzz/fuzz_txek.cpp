// libFuzzer target: the Txek engine (engine/txek/txek.h) fed an arbitrary action stream from an
// arbitrary deal, checking its invariants after every action.
//
// Input: byte 0 picks the players (2 + b % 6, so 2-7), byte 1 the variant (bit 0: beginners),
// bytes 2-9 the seed (little-endian); then every 5 bytes are one action: a seat byte (255 or
// b % (players + 1) == players: the table seat; 254: a seat that does not exist) and a 32-bit
// little-endian code read with Action::decode (codes it cannot read are skipped). A shorter tail
// is ignored. tests/fuzz/make_corpus.cpp writes real games in this form.
//
// After every action:
//  - cards_conserved (every card in exactly one place);
//  - a rejected action changed nothing ("apply never half-applies", txek.h: "Forbidden actions
//    are rejected and change nothing"): a digest of every field (seats' dealt cards, hands and
//    benches, pile, draw pile, phase, current, knowledge, ...) is the same before and after;
//  - no view shows a card its seat does not know (a spectator: a card everyone knows);
//  - a sample of up to 3 actions from legal() (of every seat and the table) apply on a copy.
// At the end, replaying the log from the same deal gives the same state.
#include "engine/txek/txek.h"
#include "txek_invariants.h"

#include <cstddef>
#include <cstdint>
#include <vector>

using namespace txek;
using fuzz::check_legal_sample;
using fuzz::check_views;
using fuzz::digest;

namespace {

using fuzz::check;

std::uint32_t le32(const std::uint8_t* p) {
    return std::uint32_t(p[0]) | std::uint32_t(p[1]) << 8 | std::uint32_t(p[2]) << 16 |
           std::uint32_t(p[3]) << 24;
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    if (size < 10) return 0;
    const int players = kMinPlayers + data[0] % (kMaxPlayers - kMinPlayers + 1);
    core::Setup setup;
    setup.seats.assign(std::size_t(players), core::SeatKind::Human);
    setup.variant = data[1] & kBeginners;
    std::uint64_t seed = 0;
    for (int i = 9; i >= 2; --i) seed = seed << 8 | data[i];
    auto made = new_game(setup, seed);
    check(made.ok());
    State s = std::move(made.value());
    check(cards_conserved(s));

    check_views(s);
    check_legal_sample(s, seed);

    std::size_t step = 0;
    for (std::size_t at = 10; at + 5 <= size; at += 5, ++step) {
        const std::uint8_t seat_byte = data[at];
        int seat;
        if (seat_byte == 255) seat = core::kTableSeat;
        else if (seat_byte == 254) seat = players;  // no such seat: must be rejected
        else {
            seat = seat_byte % (players + 1);
            if (seat == players) seat = core::kTableSeat;
        }
        const auto action = Action::decode(le32(data + at + 1));
        if (!action) continue;
        check(action->encode() == le32(data + at + 1));

        const std::uint64_t before = digest(s);
        const std::size_t logged = s.log.size();
        const Outcome o = apply(s, seat, *action);
        check(cards_conserved(s));
        if (o.ok) {
            check(s.log.size() == logged + 1);
            check(s.log.back() == core::LoggedAction{std::uint8_t(seat), action->encode()});
        } else {
            check(!o.rejection.empty());
            check(o.events.empty());
            check(digest(s) == before);  // apply never half-applies
            // Unchanged, so its views and legal actions were checked after the last action
            // applied (or the deal); most mutated actions are rejected: skip the cost.
            continue;
        }
        check_views(s);
        check_legal_sample(s, seed ^ (std::uint64_t(step) << 32) ^ s.log.size());
    }

    // A game is its setup, seed and log: replaying the log gives the same state.
    auto replayed = new_game(setup, seed);
    check(replayed.ok());
    State r = std::move(replayed.value());
    for (const core::LoggedAction& la : s.log) {
        const auto a = Action::decode(la.code);
        check(a.has_value());
        check(apply(r, la.seat, *a).ok);
    }
    check(digest(r) == digest(s));
    check(r.log == s.log);
    return 0;
}
