// Txek's rules: dealing, the turn, interceptions, TXEK, action cards, penalties, the end of a
// round and of the game. Every function that changes the state validates first and mutates
// after, so a rejected action leaves the state exactly as it was.
#include "engine/txek/txek.h"

#include "engine/core/refusal.h"

#include <algorithm>
#include <numeric>

namespace txek {
namespace {

std::uint8_t bit(int seat) { return std::uint8_t(1u << seat); }
std::uint8_t everyone(const State& s) { return std::uint8_t((1u << s.players) - 1); }

Event ev(EventKind k, int seat, int other = -1, CardId card = kNoCard) {
    Event e;
    e.kind = k;
    e.seat = seat;
    e.other = other;
    e.card = card;
    return e;
}

// The top card of the draw pile; when it is empty the pile, all but its top card, is turned
// over and shuffled into a new draw pile (seed, clarifications).
CardId draw_card(State& s, Outcome& out) {
    if (s.draw_pile.empty() && s.pile.size() > 1) {
        std::vector<CardId> cards;
        for (std::size_t i = 0; i + 1 < s.pile.size(); ++i) cards.push_back(s.pile[i].card);
        s.pile.erase(s.pile.begin(), s.pile.end() - 1);
        s.rng.shuffle(cards);
        for (CardId c : cards) {
            s.draw_pile.put_on_top(c);
            s.known_by[c] = 0;
        }
        out.events.push_back(ev(EventKind::Reshuffled, -1));
    }
    if (s.draw_pile.empty()) return kNoCard;
    return s.draw_pile.draw();
}

// Penalty cards land face down on the bench, unseen by their owner (seed; table rules).
void penalty(State& s, Outcome& out, int seat) {
    CardId c = draw_card(s, out);
    if (c == kNoCard) {
        out.events.push_back(ev(EventKind::NoPenaltyCard, seat));
        return;
    }
    s.known_by[c] = 0;
    auto& bench = s.seats[seat].bench;
    auto slot = std::find(bench.begin(), bench.end(), kNoCard);
    Event e = ev(EventKind::Penalty, seat);
    if (slot != bench.end()) {
        *slot = c;
        e.index = int(slot - bench.begin());
    } else {
        bench.push_back(c);
        e.index = int(bench.size()) - 1;
    }
    e.from_bench = 1;
    out.events.push_back(e);
}

bool has_card(const State& s, int seat, bool from_bench, int index) {
    const Player& p = s.seats[seat];
    if (from_bench) return index >= 0 && index < int(p.bench.size()) && p.bench[index] != kNoCard;
    return index >= 0 && index < int(p.hand.size());
}

CardId card_at(const State& s, int seat, bool from_bench, int index) {
    return from_bench ? s.seats[seat].bench[index] : s.seats[seat].hand[index];
}

CardId take(State& s, int seat, bool from_bench, int index) {
    Player& p = s.seats[seat];
    CardId c;
    if (from_bench) {
        c = p.bench[index];
        p.bench[index] = kNoCard;  // the slot stays, empty, so the other cards keep their place
    } else {
        c = p.hand[index];
        p.hand.erase(p.hand.begin() + index);
    }
    return c;
}

void finish_round(State& s, Outcome& out);

void maybe_finish_round(State& s, Outcome& out) {
    // Rule 13 and clarifications: pending actions are played before the cards are counted.
    if (s.ending != EndCause::None && s.pending.empty()) finish_round(s, out);
}

// Any discard onto the pile: by turn (rule 6), interception (rule 10) or a Down card.
void put_on_pile(State& s, Outcome& out, int seat, CardId c, bool from_bench, int index,
                 bool turn_end, bool interception) {
    Discard d{};
    d.card = c;
    d.seat = std::uint8_t(seat);
    d.serial = s.next_serial++;
    if (s.next_serial == 0) s.next_serial = 1;
    d.identical = !s.pile.empty() && identical(s.faces[c], s.faces[s.pile.back().card]);
    d.turn_end = turn_end;
    d.interception = interception;
    d.from_bench = from_bench;
    d.index = std::uint8_t(index);
    d.claimed = false;
    s.pile.push_back(d);
    s.known_by[c] = everyone(s);
    Event e = ev(interception ? EventKind::Intercepted : EventKind::Discarded, seat, -1, c);
    e.from_bench = from_bench;
    e.index = index;
    out.events.push_back(e);
    if (s.ending != EndCause::None) return;  // the round is over but for pending actions
    s.window_open = true;
    if (is_action(s.faces[c])) {
        s.pending.push_back({std::uint8_t(seat), s.faces[c].kind, c, d.serial});
        out.events.push_back(ev(EventKind::ActionQueued, seat, -1, c));
    }
    if (s.seats[seat].game_count() == 0) {  // rule 13: the last card is gone
        s.ending = EndCause::WentOut;
        s.went_out = seat;
        s.window_open = false;
        out.events.push_back(ev(EventKind::WentOut, seat));
    }
}

void turn_to(State& s, Outcome& out, int seat) {
    s.current = seat;
    s.drawn = false;
    out.events.push_back(ev(EventKind::TurnTo, seat));
}

void end_turn_with(State& s, Outcome& out, int seat, CardId c, bool from_bench, int index) {
    s.drawn = false;
    put_on_pile(s, out, seat, c, from_bench, index, true, false);
    if (s.ending != EndCause::None) return;
    // Rule 9, or rule 11's clarification: a TXEK made while this player had drawn plays next.
    int next = s.next_turn >= 0 ? s.next_turn : s.left_of(seat);
    s.next_turn = -1;
    turn_to(s, out, next);
    // Rule 14: the Double-TXEK ends when the caller's right-hand neighbour ends a turn and no
    // TXEK follows. With several callers, the first whose neighbour this is decides.
    if (s.double_end_caller < 0) {
        for (const DoubleCall& dc : s.double_calls) {
            if (s.right_of(dc.seat) == seat && dc.after_serial < s.pile.back().serial) {
                s.double_end_caller = dc.seat;
                s.double_end_serial = s.pile.back().serial;
                break;
            }
        }
    }
}

void start_round(State& s, Outcome& out, const std::vector<CardId>* stacked_top_first) {
    ++s.round;
    if (s.round > 1) s.dealer = s.left_of(s.dealer);  // the deal rotates clockwise
    for (Player& p : s.seats) {
        p.dealt.clear();
        p.hand.clear();
        p.bench.clear();
        p.arranged = false;
    }
    s.pile.clear();
    s.pending.clear();
    s.double_calls.clear();
    s.double_end_caller = -1;
    s.double_end_serial = 0;
    s.ending = EndCause::None;
    s.went_out = -1;
    s.window_open = false;
    s.drawn = false;
    s.next_turn = -1;
    std::fill(s.known_by.begin(), s.known_by.end(), std::uint8_t(0));

    const std::size_t n = s.faces.size();
    core::Deck deck;
    if (stacked_top_first) {
        std::vector<bool> used(n, false);
        for (CardId c : *stacked_top_first) used[c] = true;
        std::vector<CardId> rest;
        for (std::size_t c = 0; c < n; ++c)
            if (!used[c]) rest.push_back(CardId(c));
        s.rng.shuffle(rest);
        std::vector<CardId> top_first = *stacked_top_first;
        top_first.insert(top_first.end(), rest.begin(), rest.end());
        deck.cards.assign(top_first.rbegin(), top_first.rend());
    } else {
        deck = core::shuffled_deck(n, s.rng);
    }
    // Rule 1: five cards each, one by one, clockwise from the dealer's left.
    auto hands = core::deal_one_by_one(deck, s.players, 5, s.left_of(s.dealer));
    for (int p = 0; p < s.players; ++p) s.seats[p].dealt = hands[p];
    s.draw_pile = deck;
    s.phase = Phase::Arrange;
    s.current = s.dealer;
    out.events.push_back(ev(EventKind::RoundDealt, s.dealer));
}

void finish_round(State& s, Outcome& out) {
    RoundResult r;
    const int n = s.players;
    r.raw.assign(n, 0);
    for (int p = 0; p < n; ++p) {
        for (CardId c : s.seats[p].hand) r.raw[p] += s.faces[c].points;
        for (CardId c : s.seats[p].bench)
            if (c != kNoCard) r.raw[p] += s.faces[c].points;
        // Every game is revealed when the round ends.
        for (CardId c : s.seats[p].hand) s.known_by[c] = everyone(s);
        for (CardId c : s.seats[p].bench)
            if (c != kNoCard) s.known_by[c] = everyone(s);
    }
    const int sum = std::accumulate(r.raw.begin(), r.raw.end(), 0);
    r.scored = r.raw;
    r.went_out = s.went_out;
    for (const DoubleCall& dc : s.double_calls) r.double_callers.push_back(dc.seat);
    auto is_caller = [&](int p) {
        return std::find(r.double_callers.begin(), r.double_callers.end(), p) != r.double_callers.end();
    };
    if (s.ending == EndCause::WentOut) {
        // Rule 13; rule 14's warning: someone else going out is a fail for every caller.
        for (int c : r.double_callers)
            if (c != s.went_out) r.scored[c] = sum;
        r.summary = "went out";
    } else if (s.ending == EndCause::DoubleTxek) {
        const int x = s.double_end_caller;
        r.double_caller = x;
        bool won = true;  // strictly fewer points than every other player (table rules)
        for (int p = 0; p < n; ++p)
            if (p != x && r.raw[p] <= r.raw[x]) won = false;
        r.double_won = won;
        if (won) {
            for (int p = 0; p < n; ++p) r.scored[p] = p == x ? 0 : is_caller(p) ? sum : 2 * r.raw[p];
        } else {
            r.scored[x] = sum;  // a fail: the caller takes the sum of all the scores
        }
        r.summary = won ? "double-txek victory" : "double-txek fail";
    } else if (s.ending == EndCause::Exhausted) {
        r.summary = "deck exhausted";
    }
    for (int p = 0; p < n; ++p) s.seats[p].total += r.scored[p];
    s.results.push_back(r);
    out.events.push_back(ev(EventKind::RoundEnded, s.went_out >= 0 ? s.went_out : s.double_end_caller));

    // End of the game: after the round in which someone reaches 200, lowest total wins; a tie
    // for the lowest plays an extra round (seed, "End of the game").
    int high = 0, low = s.seats[0].total, lows = 0;
    for (const Player& p : s.seats) high = std::max(high, p.total), low = std::min(low, p.total);
    for (const Player& p : s.seats) lows += p.total == low;
    s.window_open = false;
    if (high >= kTargetScore && lows == 1) {
        s.phase = Phase::GameOver;
        int winner = 0;
        for (int p = 0; p < n; ++p)
            if (s.seats[p].total == low) winner = p;
        out.events.push_back(ev(EventKind::GameEnded, winner));
    } else {
        s.tie_break = high >= kTargetScore;
        s.phase = Phase::RoundOver;
    }
}

using R = Outcome;

// A refusal is a code, never words (engine/core/refusal.h): the table words Txek's codes in the
// player's language (table/txek/words.cpp), each citing the rule that forbids the move.
R rejected(std::string_view code) {
    R r;
    r.rejection = core::refuse(code);
    return r;
}

}  // namespace

int Player::game_count() const {
    int n = int(hand.size());
    for (CardId c : bench) n += c != kNoCard;
    return n;
}

core::Expected<State> new_game_stacked(const core::Setup& setup, std::uint64_t seed, int dealer,
                                       const std::vector<CardId>& top_first) {
    using E = core::Expected<State>;
    const int n = int(setup.seats.size());
    if (n < kMinPlayers || n > kMaxPlayers)
        return E::fail("Txek is for 2 to 7 players, not " + std::to_string(n));
    if (setup.variant & ~kBeginners) return E::fail("unknown Txek variant flags");
    State s;
    s.setup = setup;
    s.seed = seed;
    s.rng = core::Rng(seed);
    s.faces = deck_faces(setup.variant);
    s.players = n;
    s.seats.assign(n, Player{});
    s.known_by.assign(s.faces.size(), 0);
    // The first dealer is drawn from the seed (table rules, "Rounds and the game").
    const int drawn_dealer = int(s.rng.below(std::uint32_t(n)));
    s.dealer = dealer >= 0 ? dealer : drawn_dealer;
    if (s.dealer >= n) return E::fail("no seat " + std::to_string(dealer) + " to deal");
    std::vector<bool> seen(s.faces.size(), false);
    for (CardId c : top_first) {
        if (c >= s.faces.size()) return E::fail("card " + std::to_string(c) + " is not in the deck");
        if (seen[c]) return E::fail("card " + std::to_string(c) + " is stacked twice");
        seen[c] = true;
    }
    Outcome ignored;
    start_round(s, ignored, top_first.empty() ? nullptr : &top_first);
    return E::ok(std::move(s));
}

core::Expected<State> new_game(const core::Setup& setup, std::uint64_t seed) {
    return new_game_stacked(setup, seed, -1, {});
}

namespace {

// An action that was taken (punished or not): apply() logs it.
R accepted(R out) {
    out.ok = true;
    return out;
}

// A card played or an action card used: the round may end with it (rule 13).
R played(State& s, R out) {
    maybe_finish_round(s, out);
    return accepted(std::move(out));
}

R apply_next_round(State& s) {
    if (s.phase != Phase::RoundOver) return rejected("round_not_over");
    R out;
    start_round(s, out, nullptr);
    return accepted(std::move(out));
}

R apply_close_window(State& s, const Action& a) {
    if (s.phase != Phase::Play || s.ending != EndCause::None || !s.window_open || s.pile.empty() ||
        s.pile.back().serial != a.serial)
        return rejected("no_open_window");
    R out;
    s.window_open = false;
    out.events.push_back(ev(EventKind::WindowClosed, -1));
    if (s.double_end_caller >= 0) {  // rule 14: no TXEK followed the neighbour's turn
        s.ending = EndCause::DoubleTxek;
        out.events.push_back(ev(EventKind::DoubleTxekEnds, s.double_end_caller));
        maybe_finish_round(s, out);
    }
    return accepted(std::move(out));
}

R apply_table(State& s, const Action& a) {
    if (a.op == Op::NextRound) return apply_next_round(s);
    if (a.op == Op::CloseWindow) return apply_close_window(s, a);
    return rejected("table_moves_only");
}

// Rules 2–3: three dealt cards face down on the bench, two in hand; look at one.
R apply_arrange(State& s, int seat, const Action& a) {
    Player& me = s.seats[seat];
    if (s.phase != Phase::Arrange) return rejected("arrange_at_round_start");
    if (me.arranged) return rejected("bench_arranged");
    const int pos[3] = {a.a, a.b, a.c};
    for (int i = 0; i < 3; ++i)
        if (pos[i] > 4) return rejected("choose_three_of_five");
    if (pos[0] == pos[1] || pos[0] == pos[2] || pos[1] == pos[2])
        return rejected("choose_different_cards");
    if (a.d > 2) return rejected("look_at_bench_card");
    R out;
    for (int i = 0; i < 3; ++i) me.bench.push_back(me.dealt[pos[i]]);
    for (int i = 0; i < 5; ++i)
        if (i != pos[0] && i != pos[1] && i != pos[2]) me.hand.push_back(me.dealt[i]);
    me.dealt.clear();
    for (CardId c : me.hand) s.known_by[c] |= bit(seat);
    s.known_by[me.bench[a.d]] |= bit(seat);
    me.arranged = true;
    Event e = ev(EventKind::Arranged, seat);
    e.index = a.d;
    out.events.push_back(e);
    if (std::all_of(s.seats.begin(), s.seats.end(), [](const Player& p) { return p.arranged; })) {
        s.phase = Phase::Play;  // rule 4: the dealer starts
        out.events.push_back(ev(EventKind::RoundStarts, s.dealer));
        turn_to(s, out, s.dealer);
    }
    return accepted(std::move(out));
}

R apply_draw(State& s, int seat) {
    R out;
    if (seat != s.current) {
        // "Not your turn": the card drawn stays as a penalty card; the turn goes on.
        out.events.push_back(ev(EventKind::NotYourTurn, seat, s.current));
        penalty(s, out, seat);
        return accepted(std::move(out));
    }
    if (s.drawn) return rejected("drawn_already");
    if (s.window_open) return rejected("wait_for_window");
    if (!s.pending.empty()) return rejected("wait_for_actions");
    CardId c = draw_card(s, out);
    if (c == kNoCard) {  // nothing anywhere to draw: the round cannot go on
        s.ending = EndCause::Exhausted;
        out.events.push_back(ev(EventKind::DeckExhausted, seat));
        finish_round(s, out);
        return accepted(std::move(out));
    }
    s.seats[seat].hand.push_back(c);
    s.known_by[c] = bit(seat);
    s.drawn = true;
    out.events.push_back(ev(EventKind::Drew, seat));
    return accepted(std::move(out));
}

R apply_discard(State& s, int seat, const Action& a) {
    if (seat != s.current || !s.drawn) return rejected("discard_after_drawing");
    if (a.a >= s.seats[seat].hand.size()) return rejected("no_such_hand_card");
    R out;
    CardId c = take(s, seat, false, a.a);
    end_turn_with(s, out, seat, c, false, a.a);
    return played(s, std::move(out));
}

R apply_swap(State& s, int seat, const Action& a) {
    Player& me = s.seats[seat];
    if (seat != s.current || !s.drawn) return rejected("swap_after_drawing");
    if (a.a >= me.hand.size()) return rejected("no_such_hand_card");
    if (!has_card(s, seat, true, a.b)) return rejected("no_bench_card");
    R out;
    CardId in = me.hand[a.a];
    CardId outgoing = me.bench[a.b];
    me.hand.erase(me.hand.begin() + a.a);
    me.bench[a.b] = in;  // face down, known to its owner who held it
    Event e = ev(EventKind::Swapped, seat);
    e.index = a.b;
    out.events.push_back(e);
    end_turn_with(s, out, seat, outgoing, true, a.b);
    return played(s, std::move(out));
}

R apply_intercept(State& s, int seat, const Action& a) {
    if (seat == s.current && s.drawn) return rejected("discard_before_intercepting");
    if (s.pile.empty()) return rejected("nothing_to_intercept");
    if (a.a > 1 || !has_card(s, seat, a.a, a.b)) return rejected("no_card_there");
    R out;
    const CardId c = card_at(s, seat, a.a, a.b);
    if (matches(s.faces[c], s.faces[s.pile.back().card])) {
        take(s, seat, a.a, a.b);
        put_on_pile(s, out, seat, c, a.a, a.b, false, true);
        maybe_finish_round(s, out);
    } else {
        // "Wrong card": everyone saw it; it goes back where it came from, plus a penalty.
        s.known_by[c] = everyone(s);
        Event e = ev(EventKind::WrongCard, seat, -1, c);
        e.from_bench = a.a;
        e.index = a.b;
        out.events.push_back(e);
        penalty(s, out, seat);
    }
    return accepted(std::move(out));
}

// Rules 8 and 11: the first valid claim of an identical card wins the turn.
R txek_claims(State& s, int seat, Discard& d) {
    R out;
    d.claimed = true;
    s.window_open = false;
    out.events.push_back(ev(EventKind::Txek, seat, d.seat, d.card));
    if (seat != d.seat) {  // "Too slow TXEK": the discarder draws a penalty card
        out.events.push_back(ev(EventKind::TooSlowTxek, d.seat, seat));
        penalty(s, out, d.seat);
    }
    s.double_end_caller = -1;  // rule 14: a TXEK followed, the round goes on
    if (!s.drawn) {
        s.next_turn = -1;
        const int passed_over = s.current;  // the player about to draw loses the turn
        turn_to(s, out, seat);
        if (passed_over != seat) out.events.back().other = passed_over;
    } else {
        s.next_turn = seat;  // rule 11, clarification: after the current player's turn
    }
    return accepted(std::move(out));
}

// "Not TXEK" on one's own interception: the card goes back where it came from.
void take_back_interception(State& s, int seat) {
    Player& me = s.seats[seat];
    const Discard back = s.pile.back();
    s.pile.pop_back();
    s.window_open = false;
    s.pending.erase(std::remove_if(s.pending.begin(), s.pending.end(),
                                   [&](const Pending& p) { return p.serial == back.serial; }),
                    s.pending.end());
    if (!back.from_bench) {
        me.hand.insert(me.hand.begin() + std::min<std::size_t>(back.index, me.hand.size()), back.card);
        return;
    }
    auto& bench = me.bench;
    if (back.index < bench.size() && bench[back.index] == kNoCard) {
        bench[back.index] = back.card;
        return;
    }
    auto slot = std::find(bench.begin(), bench.end(), kNoCard);
    if (slot != bench.end()) *slot = back.card;
    else bench.push_back(back.card);
}

// "Not TXEK": a penalty card; a caller who had intercepted takes the card back.
R not_txek(State& s, int seat, const Discard& d) {
    R out;
    out.events.push_back(ev(EventKind::NotTxek, seat, d.seat, d.card));
    const bool took_back = seat == d.seat && d.interception;
    if (took_back) take_back_interception(s, seat);
    // Rule 14: while a Double-TXEK is armed (the caller's right-hand neighbour ended a turn)
    // no window has closed since that discard, so the card now on top was still open when the
    // interception covered it: its window reopens and the table's CloseWindow decides the
    // Double-TXEK as usual. Left closed, the round went on and the caller played one more turn.
    if (took_back && s.double_end_caller >= 0) {
        if (!s.pile.empty()) {
            s.window_open = true;
        } else {
            // No card is left to reopen: a penalty draw found the draw pile empty and shuffled
            // the pile under the interception into it. Reopening a window over an empty pile
            // left a window nobody could close (the game stuck, legal() reading the top of an
            // empty pile: fuzz_record, regression_double_txek_empty_pile.json). No TXEK followed
            // the neighbour's turn, so the Double-TXEK is decided now, as CloseWindow would.
            penalty(s, out, seat);
            s.ending = EndCause::DoubleTxek;
            out.events.push_back(ev(EventKind::DoubleTxekEnds, s.double_end_caller));
            maybe_finish_round(s, out);
            return accepted(std::move(out));
        }
    }
    penalty(s, out, seat);
    return accepted(std::move(out));
}

R apply_call_txek(State& s, int seat, const Action& a) {
    if (!s.window_open || s.pile.empty() || s.pile.back().serial != a.serial)
        return rejected("txek_too_late");
    Discard& d = s.pile.back();
    return d.identical ? txek_claims(s, seat, d) : not_txek(s, seat, d);
}

R apply_double_txek(State& s, int seat) {
    if (s.setup.variant & kBeginners) return rejected("no_double_for_beginners");
    for (const DoubleCall& dc : s.double_calls)
        if (dc.seat == seat) return rejected("double_called_already");
    if (s.pile.empty() || !s.window_open || s.pile.back().seat != seat || !s.pile.back().turn_end ||
        s.pile.back().claimed)
        return rejected("double_at_turn_end");
    if (s.seats[seat].game_count() > 4) return rejected("double_too_many_cards");
    R out;
    s.double_calls.push_back({std::uint8_t(seat), s.pile.back().serial});
    out.events.push_back(ev(EventKind::DoubleTxekCalled, seat));
    return accepted(std::move(out));
}

R skip_action(State& s, int seat, const Pending& p) {
    R out;
    s.pending.erase(s.pending.begin());
    // Events are public: the card is named only while it lies face up (a reshuffle may have
    // taken it into the draw pile).
    const bool face_up = s.known_by[p.card] == everyone(s);
    out.events.push_back(ev(EventKind::ActionSkipped, seat, -1, face_up ? p.card : kNoCard));
    return played(s, std::move(out));
}

// "Wrong action": a penalty card; the action stays to be played.
R wrong_action(State& s, int seat, const Pending& p) {
    R out;
    out.events.push_back(ev(EventKind::WrongAction, seat, -1, p.card));
    penalty(s, out, seat);
    return accepted(std::move(out));
}

// Each action card below (rule 12) is played, refused, or punished as a wrong action.
R use_peek(State& s, int seat, const Action& a, const Pending& p) {
    if (a.a >= s.players || a.b >= s.seats[a.a].bench.size())
        return rejected("no_such_bench_place");
    const CardId c = s.seats[a.a].bench[a.b];
    if (c == kNoCard) return wrong_action(s, seat, p);
    R out;
    s.known_by[c] |= bit(seat);
    s.pending.erase(s.pending.begin());
    Event e = ev(EventKind::Peeked, seat, a.a);
    e.other_index = a.b;
    out.events.push_back(e);
    return played(s, std::move(out));
}

R use_exchange(State& s, int seat, const Action& a, const Pending& p) {
    Player& me = s.seats[seat];
    const bool from_bench = a.a;
    if (a.a > 1 || a.c >= s.players || a.d >= s.seats[a.c].bench.size())
        return rejected("no_such_place");
    if (!from_bench && a.b >= me.hand.size()) return rejected("no_such_hand_card");
    if (from_bench && a.b >= me.bench.size()) return rejected("no_such_bench_place");
    if (a.c == seat || s.seats[a.c].bench[a.d] == kNoCard || (from_bench && me.bench[a.b] == kNoCard))
        return wrong_action(s, seat, p);
    R out;
    CardId& mine = from_bench ? me.bench[a.b] : me.hand[a.b];
    CardId& theirs = s.seats[a.c].bench[a.d];
    std::swap(mine, theirs);
    if (!from_bench) s.known_by[mine] |= bit(seat);  // arrived in a hand: seen
    s.pending.erase(s.pending.begin());
    Event e = ev(EventKind::Exchanged, seat, a.c);
    e.from_bench = from_bench;
    e.index = a.b;
    e.other_index = a.d;
    out.events.push_back(e);
    return played(s, std::move(out));
}

R use_hand(State& s, int seat, const Action& a, const Pending& p) {
    if (a.a >= s.players) return rejected("no_such_player");
    if (a.a == seat) return wrong_action(s, seat, p);
    R out;
    s.pending.erase(s.pending.begin());
    CardId c = draw_card(s, out);
    if (c != kNoCard) {
        s.seats[a.a].hand.push_back(c);
        s.known_by[c] = bit(a.a);
    }
    out.events.push_back(ev(EventKind::HandGiven, seat, a.a));
    return played(s, std::move(out));
}

R use_down(State& s, int seat, const Action& a) {
    if (a.a > 1 || !has_card(s, seat, a.a, a.b)) return rejected("no_card_there");
    R out;
    s.pending.erase(s.pending.begin());
    out.events.push_back(ev(EventKind::WentDown, seat));
    CardId c = take(s, seat, a.a, a.b);
    // A discard like any other (table rules): it may be a TXEK, or intercepted.
    put_on_pile(s, out, seat, c, a.a, a.b, false, false);
    return played(s, std::move(out));
}

R use_action(State& s, int seat, const Action& a, const Pending& p) {
    switch (p.kind) {
    case Kind::Peek: return use_peek(s, seat, a, p);
    case Kind::Exchange: return use_exchange(s, seat, a, p);
    case Kind::Hand: return use_hand(s, seat, a, p);
    case Kind::Down: return use_down(s, seat, a);
    default:
        return rejected("card_has_no_action");
    }
}

// Rule 12: the action cards are played in discard order, each by its discarder.
R apply_action_card(State& s, int seat, const Action& a) {
    if (s.pending.empty() || s.pending.front().seat != seat) return rejected("no_action_waiting");
    const Pending p = s.pending.front();
    if (a.op == Op::SkipAction) return skip_action(s, seat, p);
    return use_action(s, seat, a, p);
}

R apply_play(State& s, int seat, const Action& a) {
    if (s.phase != Phase::Play) return rejected("not_in_play");
    if (s.ending != EndCause::None && a.op != Op::UseAction && a.op != Op::SkipAction)
        return rejected("round_ending");
    switch (a.op) {
    case Op::Draw: return apply_draw(s, seat);
    case Op::Discard: return apply_discard(s, seat, a);
    case Op::Swap: return apply_swap(s, seat, a);
    case Op::Intercept: return apply_intercept(s, seat, a);
    case Op::CallTxek: return apply_call_txek(s, seat, a);
    case Op::DoubleTxek: return apply_double_txek(s, seat);
    case Op::SkipAction:
    case Op::UseAction: return apply_action_card(s, seat, a);
    default:
        return rejected("not_a_player_move");
    }
}

}  // namespace

Outcome apply(State& s, int seat, const Action& a) {
    const bool table = seat == core::kTableSeat;
    if (!table && (seat < 0 || seat >= s.players)) return rejected(core::kNotAPlayer);
    if (s.phase == Phase::GameOver) return rejected(core::kGameOver);
    Outcome out = table ? apply_table(s, a)
                  : a.op == Op::Arrange ? apply_arrange(s, seat, a)
                                        : apply_play(s, seat, a);
    if (out.ok) s.log.push_back({std::uint8_t(seat), a.encode()});
    return out;
}

std::vector<Action> legal(const State& s, int seat) {
    std::vector<Action> out;
    if (s.phase == Phase::GameOver) return out;
    if (seat == core::kTableSeat) {
        if (s.phase == Phase::RoundOver) out.push_back(Action::next_round());
        if (s.phase == Phase::Play && s.ending == EndCause::None && s.window_open)
            out.push_back(Action::close_window(s.pile.back().serial));
        return out;
    }
    if (seat < 0 || seat >= s.players) return out;
    const Player& me = s.seats[seat];
    if (s.phase == Phase::Arrange) {
        if (me.arranged) return out;
        for (int x = 0; x < 5; ++x)
            for (int y = 0; y < 5; ++y)
                for (int z = 0; z < 5; ++z)
                    if (x != y && x != z && y != z)
                        for (int look = 0; look < 3; ++look) out.push_back(Action::arrange(x, y, z, look));
        return out;
    }
    if (s.phase != Phase::Play) return out;

    if (!s.pending.empty() && s.pending.front().seat == seat) {
        const Pending& p = s.pending.front();
        out.push_back(Action::skip());
        switch (p.kind) {
        case Kind::Peek:
            for (int t = 0; t < s.players; ++t)
                for (std::size_t k = 0; k < s.seats[t].bench.size(); ++k)
                    if (s.seats[t].bench[k] != kNoCard) out.push_back(Action::peek(t, int(k)));
            break;
        case Kind::Exchange:
            for (int t = 0; t < s.players; ++t) {
                if (t == seat) continue;
                for (std::size_t k = 0; k < s.seats[t].bench.size(); ++k) {
                    if (s.seats[t].bench[k] == kNoCard) continue;
                    for (std::size_t h = 0; h < me.hand.size(); ++h)
                        out.push_back(Action::exchange(false, int(h), t, int(k)));
                    for (std::size_t b = 0; b < me.bench.size(); ++b)
                        if (me.bench[b] != kNoCard) out.push_back(Action::exchange(true, int(b), t, int(k)));
                }
            }
            break;
        case Kind::Hand:
            for (int t = 0; t < s.players; ++t)
                if (t != seat) out.push_back(Action::give_hand(t));
            break;
        case Kind::Down:
            for (std::size_t h = 0; h < me.hand.size(); ++h) out.push_back(Action::down(false, int(h)));
            for (std::size_t b = 0; b < me.bench.size(); ++b)
                if (me.bench[b] != kNoCard) out.push_back(Action::down(true, int(b)));
            break;
        default: break;
        }
    }
    if (s.ending != EndCause::None) return out;

    const bool my_turn = seat == s.current;
    if (!my_turn) out.push_back(Action::draw());  // allowed, and punished: "Not your turn"
    if (my_turn && !s.drawn && !s.window_open && s.pending.empty()) out.push_back(Action::draw());
    if (my_turn && s.drawn) {
        for (std::size_t h = 0; h < me.hand.size(); ++h) {
            out.push_back(Action::discard(int(h)));
            for (std::size_t b = 0; b < me.bench.size(); ++b)
                if (me.bench[b] != kNoCard) out.push_back(Action::swap(int(h), int(b)));
        }
    }
    if (!s.pile.empty() && !(my_turn && s.drawn)) {
        for (std::size_t h = 0; h < me.hand.size(); ++h) out.push_back(Action::intercept(false, int(h)));
        for (std::size_t b = 0; b < me.bench.size(); ++b)
            if (me.bench[b] != kNoCard) out.push_back(Action::intercept(true, int(b)));
    }
    if (s.window_open && !s.pile.back().claimed) out.push_back(Action::call_txek(s.pile.back().serial));
    if (can_call_double(s, seat)) out.push_back(Action::double_txek());
    return out;
}

bool can_call_double(const State& s, int seat) {
    // Rule 14: at the end of your own turn, before any TXEK, with 4 cards or fewer.
    return !(s.setup.variant & kBeginners) && s.phase == Phase::Play && s.ending == EndCause::None &&
           s.window_open && s.pile.back().seat == seat && s.pile.back().turn_end &&
           !s.pile.back().claimed && s.seats[seat].game_count() <= 4 &&
           std::none_of(s.double_calls.begin(), s.double_calls.end(),
                        [&](const DoubleCall& dc) { return dc.seat == seat; });
}

bool cards_conserved(const State& s, std::string* why) {
    std::vector<int> seen(s.faces.size(), 0);
    auto count = [&](CardId c) {
        if (c < seen.size()) ++seen[c];
    };
    for (CardId c : s.draw_pile.cards) count(c);
    for (const Discard& d : s.pile) count(d.card);
    for (const Player& p : s.seats) {
        for (CardId c : p.dealt) count(c);
        for (CardId c : p.hand) count(c);
        for (CardId c : p.bench)
            if (c != kNoCard) count(c);
    }
    for (std::size_t c = 0; c < seen.size(); ++c) {
        if (seen[c] != 1) {
            if (why) *why = "card " + std::to_string(c) + " is in " + std::to_string(seen[c]) + " places";
            return false;
        }
    }
    return true;
}

}  // namespace txek
