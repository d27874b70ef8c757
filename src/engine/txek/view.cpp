// What one seat may know (src/README.md: the only thing the table and the bots read). A card's
// identity is copied into a view only when the viewer knows it where it lies now.
#include "engine/txek/txek.h"

#include <algorithm>

namespace txek {

View view(const State& s, int seat) {
    View v;
    v.viewer = seat >= 0 && seat < s.players ? seat : -1;
    v.players = s.players;
    v.variant = s.setup.variant;
    v.round = s.round;
    v.dealer = s.dealer;
    v.phase = s.phase;
    v.tie_break = s.tie_break;
    v.current = s.current;
    v.drawn = s.drawn;
    v.next_turn = s.next_turn;
    const std::uint8_t all = std::uint8_t((1u << s.players) - 1);
    auto shown = [&](CardId c) {
        if (v.viewer < 0) return s.known_by[c] == all ? c : kNoCard;  // a spectator: public only
        return s.knows(v.viewer, c) ? c : kNoCard;
    };
    for (int p = 0; p < s.players; ++p) {
        const Player& pl = s.seats[p];
        SeatView sv;
        for (CardId c : pl.hand) sv.hand.push_back({true, shown(c)});
        for (CardId c : pl.bench) sv.bench.push_back(c == kNoCard ? CardView{} : CardView{true, shown(c)});
        sv.arranged = pl.arranged;
        sv.total = pl.total;
        sv.game_count = pl.game_count();
        sv.double_called = std::any_of(s.double_calls.begin(), s.double_calls.end(),
                                       [&](const DoubleCall& dc) { return dc.seat == p; });
        v.seats.push_back(sv);
        v.dealt_count.push_back(int(pl.dealt.size()));
    }
    for (const Discard& d : s.pile)
        v.pile.push_back({d.card, d.seat, d.serial, d.identical, d.turn_end, d.claimed});
    v.draw_count = int(s.draw_pile.size());
    v.window_open = s.window_open;
    // An action card waits for its discarder even when a reshuffle took it back into the draw
    // pile, face down: its identity is then no one's to know (rule 12; table rules, "Deck").
    for (Pending p : s.pending) {
        p.card = shown(p.card);
        v.pending.push_back(p);
    }
    v.ending = s.ending;
    v.went_out = s.went_out;
    for (const DoubleCall& dc : s.double_calls) v.double_callers.push_back(dc.seat);
    v.can_call_double = v.viewer >= 0 && can_call_double(s, v.viewer);
    v.results = s.results;
    v.faces = s.faces;
    return v;
}

}  // namespace txek
