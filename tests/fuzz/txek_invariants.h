// Invariants of the Txek engine shared by the fuzz targets (fuzz_txek after every action,
// fuzz_record on the state a record leaves). Each traps on a violation so libFuzzer reports it.
#pragma once
#include "engine/txek/txek.h"

#include <cstdint>
#include <utility>
#include <vector>

namespace fuzz {

using namespace txek;

inline void check(bool ok) {
    if (!ok) __builtin_trap();
}

// A digest of every field apply may change (the log by its length: apply only appends), so a
// rejected action can be checked to have changed nothing without copying the state.
struct Digest {
    std::uint64_t h = 0xcbf29ce484222325ull;  // FNV-1a, 64 bits
    void add(std::uint64_t v) {
        for (int i = 0; i < 8; ++i) {
            h ^= (v >> (8 * i)) & 0xff;
            h *= 0x100000001b3ull;
        }
    }
    template <class T> void add_all(const std::vector<T>& v) {
        add(v.size());
        for (const T& x : v) add(std::uint64_t(x));
    }
};

inline std::uint64_t digest(const State& s) {
    Digest d;
    for (std::int64_t v : {std::int64_t(s.log.size()), std::int64_t(s.players), std::int64_t(s.dealer),
                           std::int64_t(s.round), std::int64_t(s.phase), std::int64_t(s.tie_break),
                           std::int64_t(s.current), std::int64_t(s.drawn), std::int64_t(s.next_turn),
                           std::int64_t(s.window_open), std::int64_t(s.next_serial),
                           std::int64_t(s.double_end_caller), std::int64_t(s.double_end_serial),
                           std::int64_t(s.ending), std::int64_t(s.went_out), std::int64_t(s.results.size())})
        d.add(std::uint64_t(v));
    d.add_all(s.known_by);
    d.add_all(s.draw_pile.cards);
    d.add(s.seats.size());
    for (const Player& p : s.seats) {
        d.add_all(p.dealt);
        d.add_all(p.hand);
        d.add_all(p.bench);
        d.add(std::uint64_t(p.arranged));
        d.add(std::uint64_t(std::int64_t(p.total)));
    }
    d.add(s.pile.size());
    for (const Discard& x : s.pile)
        for (std::uint64_t v : {std::uint64_t(x.card), std::uint64_t(x.seat), std::uint64_t(x.serial),
                                std::uint64_t(x.identical), std::uint64_t(x.turn_end),
                                std::uint64_t(x.interception), std::uint64_t(x.from_bench),
                                std::uint64_t(x.index), std::uint64_t(x.claimed)})
            d.add(v);
    d.add(s.pending.size());
    for (const Pending& x : s.pending)
        for (std::uint64_t v : {std::uint64_t(x.seat), std::uint64_t(x.kind), std::uint64_t(x.card),
                                std::uint64_t(x.serial)})
            d.add(v);
    d.add(s.double_calls.size());
    for (const DoubleCall& x : s.double_calls) {
        d.add(x.seat);
        d.add(x.after_serial);
    }
    core::Rng r = s.rng;  // where the generator stands
    d.add(r.next_u64());
    return d.h;
}

inline bool in_hand(const Player& p, CardId c) {
    for (CardId h : p.hand)
        if (h == c) return true;
    return false;
}

inline void check_views(const State& s) {
    const std::uint8_t all = std::uint8_t((1u << s.players) - 1);
    for (int viewer = -1; viewer < s.players; ++viewer) {
        const View v = view(s, viewer);
        check(int(v.seats.size()) == s.players);
        for (int q = 0; q < s.players; ++q) {
            const SeatView& sv = v.seats[std::size_t(q)];
            const Player& pl = s.seats[std::size_t(q)];
            check(sv.hand.size() == pl.hand.size() && sv.bench.size() == pl.bench.size());
            auto shown_ok = [&](const CardView& cv, CardId actual) {
                if (cv.card == kNoCard) return true;
                if (cv.card != actual || cv.card >= s.faces.size()) return false;
                if (viewer < 0) return s.known_by[cv.card] == all;  // public cards only
                return s.knows(viewer, cv.card) || in_hand(s.seats[std::size_t(viewer)], cv.card);
            };
            for (std::size_t i = 0; i < sv.hand.size(); ++i) check(shown_ok(sv.hand[i], pl.hand[i]));
            for (std::size_t i = 0; i < sv.bench.size(); ++i) {
                check(sv.bench[i].present == (pl.bench[i] != kNoCard));
                check(shown_ok(sv.bench[i], pl.bench[i]));
            }
            // A seat always sees its own hand (txek_random_test checks it too).
            if (q == viewer)
                for (const CardView& cv : sv.hand) check(cv.card != kNoCard);
        }
    }
}

inline std::uint64_t mix(std::uint64_t x) {  // SplitMix64's finaliser: a cheap deterministic pick
    x += 0x9e3779b97f4a7c15ull;
    x = (x ^ (x >> 30)) * 0xbf58476d1ce4e5b9ull;
    x = (x ^ (x >> 27)) * 0x94d049bb133111ebull;
    return x ^ (x >> 31);
}

inline void check_legal_sample(const State& s, std::uint64_t salt) {
    std::vector<std::pair<int, Action>> all;
    for (const Action& a : legal(s, core::kTableSeat)) all.push_back({core::kTableSeat, a});
    for (int p = 0; p < s.players; ++p)
        for (const Action& a : legal(s, p)) all.push_back({p, a});
    if (s.phase != Phase::GameOver) check(!all.empty());  // someone can always move the game on
    for (int k = 0; k < 3 && !all.empty(); ++k) {
        const auto& [seat, action] = all[mix(salt + std::uint64_t(k)) % all.size()];
        State t = s;
        const Outcome o = apply(t, seat, action);
        check(o.ok);
        check(cards_conserved(t));
        check(t.log.size() == s.log.size() + 1);
    }
}

}  // namespace fuzz
