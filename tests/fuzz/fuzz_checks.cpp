// libFuzzer target: the Checks engine (engine/checks/checks.h) fed an arbitrary action stream
// from an arbitrary deal, checking its invariants after every action.
//
// Input: bytes 0-7 the seed (little-endian); then every 2 bytes are one action: a seat byte
// (254: a seat that does not exist; otherwise b % 3, where 2 is the table seat) and a code byte
// read with Action::decode (codes it cannot read are skipped). tests/fuzz/make_corpus.cpp writes
// real games in this form.
//
// After every action:
//  - cards_conserved (every card in exactly one place);
//  - a rejected action changed nothing and produced no event (a digest of every field);
//  - no view shows a card its seat does not know: a seat's hand only to that seat, and only
//    cards everyone knows on the piles and among the Checks;
//  - while a game is played, the seat whose turn it is has a legal action and every legal
//    action of it applies on a copy (three of them: the first, the middle and the last).
// At the end, replaying the log from the same deal gives the same state.
#include "engine/checks/checks.h"

#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>

using namespace checks;

namespace {

void check(bool ok, const char* what = "invariant") {
    if (!ok) {
        std::fprintf(stderr, "fuzz_checks: %s violated\n", what);
        std::abort();
    }
}

std::uint64_t digest(const State& s) {
    std::uint64_t h = 1469598103934665603ull;
    auto mix = [&](std::uint64_t v) { h = (h ^ v) * 1099511628211ull; };
    auto cards = [&](const std::vector<CardId>& v) {
        mix(v.size());
        for (CardId c : v) mix(c);
    };
    mix(std::uint64_t(s.game)), mix(std::uint64_t(s.dealer)), mix(std::uint64_t(s.phase)),
        mix(std::uint64_t(s.current));
    for (const Player& p : s.seats) {
        for (const auto& t : p.row) cards(t);
        mix(std::uint64_t(p.next_trick));
        cards(p.hand);
        cards(p.won);
    }
    for (const auto& pile : s.piles) cards(pile);
    cards(s.deck.cards);
    for (std::uint8_t k : s.known_by) mix(k);
    for (std::uint64_t w : s.rng.state()) mix(w);
    mix(s.results.size());
    mix(s.log.size());
    return h;
}

void check_views(const State& s) {
    for (int seat = -1; seat < kPlayers; ++seat) {
        const View v = view(s, seat);
        for (int p = 0; p < kPlayers; ++p) {
            if (p != seat) check(v.seats[p].hand.empty(), "another seat's hand in a view");
            for (CardId c : v.seats[p].hand)
                check(s.knows(seat, c), "an unknown card in a hand view");
            for (CardId c : v.seats[p].won) check(s.known_by[c] == 3, "an unseen Check");
        }
        for (const auto& pile : v.piles)
            for (CardId c : pile) check(s.known_by[c] == 3, "an unseen card on a pile");
    }
}

void check_legal(const State& s) {
    if (s.phase != Phase::Play) return;
    const auto l = legal(s, s.current);
    check(!l.empty(), "no legal action for the seat whose turn it is");
    // Every legal action applying on a copy costs a whole state copy each: three of them (the
    // first, the middle and the last, so cashes and plays onto far piles are both tried).
    for (std::size_t i : {std::size_t(0), l.size() / 2, l.size() - 1}) {
        const Action& a = l[i];
        State t = s;
        check(apply(t, s.current, a).ok, "a legal action refused");
        check(cards_conserved(t), "cards conserved after a legal action");
    }
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    if (size < 8) return 0;
    std::uint64_t seed = 0;
    for (int i = 7; i >= 0; --i) seed = seed << 8 | data[i];
    core::Setup setup;
    setup.seats = {core::SeatKind::Human, core::SeatKind::Human};
    auto made = new_game(setup, seed);
    check(made.ok());
    State s = std::move(made.value());
    check(cards_conserved(s));
    check_views(s);
    check_legal(s);

    for (std::size_t at = 8; at + 2 <= size; at += 2) {
        int seat = data[at] == 254 ? kPlayers + 1 : data[at] % 3;
        if (seat == 2) seat = core::kTableSeat;
        const auto action = Action::decode(data[at + 1]);
        if (!action) continue;
        const std::uint64_t before = digest(s);
        const std::size_t logged = s.log.size();
        const Outcome o = apply(s, seat, *action);
        check(cards_conserved(s), "cards conserved");
        if (!o.ok) {
            check(!o.rejection.empty(), "a rejection without a reason");
            check(o.events.empty(), "events from a rejected action");
            check(digest(s) == before, "a rejected action changed the state");
            continue;
        }
        check(s.log.size() == logged + 1, "an applied action logged once");
        check_views(s);
        check_legal(s);
    }

    auto replayed = new_game(setup, seed);
    check(replayed.ok());
    State r = std::move(replayed.value());
    for (const core::LoggedAction& la : s.log) {
        const auto a = Action::decode(la.code);
        check(a.has_value(), "a logged code that does not decode");
        check(apply(r, la.seat, *a).ok, "a logged action refused on replay");
    }
    check(digest(r) == digest(s), "the replay reaches the same state");
    return 0;
}
