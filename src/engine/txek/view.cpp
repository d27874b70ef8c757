// What one seat may know (src/README.md: the only thing the table and the bots read). A card's
// identity is copied into a view only when the viewer knows it where it lies now.
#include "engine/txek/txek.h"

#include "engine/core/speaker.h"

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

std::string describe(const Event& e, const core::Speaker& say, const std::vector<Face>& faces) {
    const auto card = [&]() {
        return e.card < faces.size() ? face_name(faces[e.card]) : std::string("a card");
    };
    const int a = e.seat, b = e.other;
    switch (e.kind) {
    case EventKind::RoundDealt: return say.says(a, "deals", "deal") + " five cards each";
    case EventKind::Arranged: return say.says(a, "arranged", "arranged") + " the bench";
    case EventKind::RoundStarts: return say.says(a, "starts", "start") + " the round";
    case EventKind::Drew: return say.says(a, "drew", "drew") + " a card";
    case EventKind::Discarded: return say.says(a, "discarded", "discarded") + " " + card();
    case EventKind::Swapped:
        return say.says(a, "put", "put") + " a hand card on the bench (slot " +
               std::to_string(e.index + 1) + ")";
    case EventKind::Intercepted: return say.says(a, "intercepted", "intercepted") + " with " + card();
    case EventKind::WrongCard:
        return say.says(a, "tried", "tried") + " to intercept with " + card() + ": wrong card";
    case EventKind::Txek: return "TXEK! " + say.says(a, "calls", "call") + " it first";
    case EventKind::NotTxek: return say.says(a, "called", "called") + " TXEK, but it was not identical";
    case EventKind::TooSlowTxek:
        return say.says(a, "was", "were") + " too slow: " + say.whom(b) + " called TXEK first";
    case EventKind::NotYourTurn: return say.says(a, "drew", "drew") + " out of turn";
    case EventKind::Penalty: return say.says(a, "takes", "take") + " a penalty card";
    case EventKind::NoPenaltyCard: return "No card left for a penalty for " + say.whom(a);
    case EventKind::Reshuffled: return "The pile is shuffled into a new draw pile";
    case EventKind::WindowClosed: return "";
    case EventKind::TurnTo:
        // Rule 11: a TXEK takes the turn of the player about to draw; say so plainly.
        if (b >= 0) return "TXEK takes " + say.whose(b) + " turn: " + say.whose(a) + " turn now";
        return say.is_you(a) ? "Your turn" : say.who(a) + "'s turn";
    case EventKind::DoubleTxekCalled: return say.says(a, "calls", "call") + " DOUBLE-TXEK!";
    case EventKind::ActionQueued: return "";
    case EventKind::ActionSkipped: return say.says(a, "does", "do") + " not use " + card();
    case EventKind::Peeked:
        // "at one of your cards", never "a card of you".
        if (a == b) return say.says(a, "peeks", "peek") + " at one of " + (say.is_you(a) ? "your" : "their") + " own cards";
        return say.says(a, "peeks", "peek") + " at one of " + say.whose(b) + " cards";
    case EventKind::Exchanged:
        return say.says(a, "exchanges", "exchange") + " a card with " + say.whose(b) +
               " bench (slot " + std::to_string(e.other_index + 1) + ")";
    case EventKind::HandGiven: return say.says(a, "makes", "make") + " " + say.whom(b) + " draw a card";
    case EventKind::WentDown: return say.says(a, "plays", "play") + " Down";
    case EventKind::WrongAction: return say.says(a, "made", "made") + " a wrong action";
    case EventKind::WentOut: return say.says(a, "played", "played") + " the last card!";
    case EventKind::DoubleTxekEnds: return "The Double-TXEK of " + say.whom(a) + " is decided";
    case EventKind::RoundEnded: return "The round is over";
    case EventKind::GameEnded: return say.says(a, "wins", "win") + " the game";
    case EventKind::DeckExhausted: return "No card left to draw: the round ends";
    }
    return "";
}

}  // namespace txek
