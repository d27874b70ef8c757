// Txek: 2–7 players, rounds until someone reaches 200 points; the fewest points win.
// The rules in our own words, numbered 1–14 as printed and cited by number below, and every
// detail we reconstructed ("table rules"): src/engine/txek/README.md.
//
// Choices this implementation makes where both texts are silent (also shown on the rules screen):
// - Dealt cards are face down: the bench arrangement (rule 2) picks 3 of the 5 dealt positions
//   without seeing them, then the player looks at one bench card (rule 3).
// - Reaction windows (table rules): every discard onto the pile opens one; the table closes it
//   with an explicit CloseWindow action. Nobody draws while a window is open or while action
//   cards wait to be resolved (rule 12). TXEK may be called only during the window of the
//   discard it is about; interceptions (rule 10) are accepted at any time.
// - A successful TXEK closes its window: the turn goes to the caller at once (rule 11), or after
//   the current player's discard if they had already drawn (rule 11, clarification).
// - "Not TXEK" by the player who intercepted takes the intercepted card back to where it came from
//   (seed, penalties); by anyone else the card stays.
// - A wrong interception shows the card to everyone before it goes back (it was played face up).
// - A wrong action (Peek or Exchange at an empty place, Hand or Exchange aimed at yourself) costs a
//   penalty card and the action stays to be played or skipped (seed, "Wrong action").
// - "Not your turn": drawing out of turn puts the drawn card face down on the offender's bench.
//   "Looking at the wrong card" cannot happen on a screen and is not modelled.
// - When no card can be drawn (draw pile and pile below its top both empty) a penalty is waived;
//   a player who must start a turn then finds the deck exhausted and the round ends, everyone
//   recording what they hold (a state only long runs of penalties reach).
// - Double-TXEK (rule 14): callable by the player whose turn-ending discard is the open top card
//   with no TXEK on it, holding 4 cards or fewer. With several callers, the first whose right-hand
//   neighbour ends a turn without TXEK decides: they win with strictly the fewest points (0 for
//   them, double for the others, a fail — the sum of all scores — for the other callers), else
//   they fail and everyone else records their score. Someone going out ends the round too: every
//   caller but the one who went out fails.
// - A tie for the lowest total after the 200 line plays extra rounds until the tie is broken.
#pragma once
#include "engine/core/action_log.h"
#include "engine/core/deck.h"
#include "engine/core/expected.h"
#include "engine/core/rng.h"
#include "engine/core/setup.h"
#include "engine/game_types.h"

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace txek {

using core::CardId;
inline constexpr CardId kNoCard = 0xFFFF;
inline constexpr int kMinPlayers = 2, kMaxPlayers = 7;
inline constexpr int kTargetScore = 200;
inline constexpr std::uint32_t kBeginners = 1;  // variant bit: no Double-TXEK, no Down cards

// ---- Cards (table rules, "Deck") ------------------------------------------------------------
enum class Colour : std::uint8_t { Red, Black };
enum class Kind : std::uint8_t { Number, Peek, Exchange, Hand, Down, Crown };

struct Face {
    Kind kind = Kind::Number;
    std::uint8_t number = 0;  // 1–10 for Number, else 0
    Colour colour = Colour::Red;
    std::uint8_t points = 0;
    bool operator==(const Face& o) const {
        return kind == o.kind && number == o.number && colour == o.colour && points == o.points;
    }
};

struct DeckEntry {
    Face face;
    int copies;
};
// The 60 cards of the table rules, as data.
std::vector<DeckEntry> standard_deck();
// One Face per CardId for a setup (the beginners' variant leaves the Down cards out).
std::vector<Face> deck_faces(std::uint32_t variant);

bool is_action(Face f);             // Peek, Exchange, Hand or Down
bool matches(Face a, Face b);       // an interception is legal: same number or symbol, crown on crown
bool identical(Face a, Face b);     // a TXEK: matches and the same colour
std::string face_code(Face f);      // "r7", "bpeek", "rcrown": the atlas id is "txek." + code
std::optional<Face> face_from_code(const std::string& code);
// "Peek", "Crown": the kind as the table's test hook names it (public_json), not words for
// players (the table names cards: table/txek/words.h).
const char* kind_name(Kind k);

// ---- Actions ----------------------------------------------------------------------------------
enum class Op : std::uint8_t {
    Arrange,      // a,b,c: dealt positions (0–4) for bench slots 0,1,2; d: bench slot to look at
    Draw,         // start your turn (rule 5); out of turn: "Not your turn" penalty
    Discard,      // a: hand index (rule 6)
    Swap,         // a: hand index to the bench, b: bench slot whose card is discarded (rule 6)
    Intercept,    // a: 0 hand / 1 bench, b: index (rule 10)
    CallTxek,     // serial: the discard it is about (rules 8, 11)
    DoubleTxek,   // rule 14
    UseAction,    // resolve the first pending action card you discarded; fields by its kind:
                  //   Peek a=seat b=slot; Exchange a=0 hand/1 bench b=index c=seat d=slot;
                  //   Hand a=seat; Down a=0 hand/1 bench b=index
    SkipAction,   // decline it (actions are optional, rule 7)
    CloseWindow,  // the table: the reaction window of discard `serial` is over
    NextRound,    // the table: deal the next round after the score sheet was shown
};
inline constexpr int kOpCount = 11;

struct Action {
    Op op = Op::Draw;
    std::uint8_t a = 0, b = 0, c = 0, d = 0;  // each < 64
    std::uint16_t serial = 0;

    bool operator==(const Action& o) const {
        return op == o.op && a == o.a && b == o.b && c == o.c && d == o.d && serial == o.serial;
    }
    bool operator!=(const Action& o) const { return !(*this == o); }
    std::uint32_t encode() const;
    static std::optional<Action> decode(std::uint32_t code);
    std::string to_string() const;  // "draw", "swap 0 2", "txek #12": the record syntax

    static Action arrange(int p0, int p1, int p2, int look) {
        return {Op::Arrange, std::uint8_t(p0), std::uint8_t(p1), std::uint8_t(p2), std::uint8_t(look)};
    }
    static Action draw() { return {Op::Draw}; }
    static Action discard(int hand) { return {Op::Discard, std::uint8_t(hand)}; }
    static Action swap(int hand, int slot) { return {Op::Swap, std::uint8_t(hand), std::uint8_t(slot)}; }
    static Action intercept(bool from_bench, int index) {
        return {Op::Intercept, std::uint8_t(from_bench), std::uint8_t(index)};
    }
    static Action call_txek(std::uint16_t serial) { return {Op::CallTxek, 0, 0, 0, 0, serial}; }
    static Action double_txek() { return {Op::DoubleTxek}; }
    static Action peek(int seat, int slot) { return {Op::UseAction, std::uint8_t(seat), std::uint8_t(slot)}; }
    static Action exchange(bool from_bench, int index, int seat, int slot) {
        return {Op::UseAction, std::uint8_t(from_bench), std::uint8_t(index), std::uint8_t(seat),
                std::uint8_t(slot)};
    }
    static Action give_hand(int seat) { return {Op::UseAction, std::uint8_t(seat)}; }
    static Action down(bool from_bench, int index) {
        return {Op::UseAction, std::uint8_t(from_bench), std::uint8_t(index)};
    }
    static Action skip() { return {Op::SkipAction}; }
    static Action close_window(std::uint16_t serial) { return {Op::CloseWindow, 0, 0, 0, 0, serial}; }
    static Action next_round() { return {Op::NextRound}; }
};
// Parses Action::to_string's syntax ("txek" without a serial means the current top discard).
core::Expected<Action> parse_action(const std::string& text, std::uint16_t top_serial);

// ---- Events: what happened, for the table's animation and log. Public by construction: a card
// appears in an event only when everyone saw it. ----------------------------------------------
enum class EventKind : std::uint8_t {
    RoundDealt, Arranged, RoundStarts, Drew, Discarded, Swapped, Intercepted, WrongCard, Txek,
    NotTxek, TooSlowTxek, NotYourTurn, Penalty, NoPenaltyCard, Reshuffled, WindowClosed, TurnTo,
    DoubleTxekCalled, ActionQueued, ActionSkipped, Peeked, Exchanged, HandGiven, WentDown,
    WrongAction, WentOut, DoubleTxekEnds, RoundEnded, GameEnded, DeckExhausted,
};
struct Event {
    EventKind kind;
    int seat = -1;           // who did it
    int other = -1;          // whom it concerns (target player), or -1
    CardId card = kNoCard;   // a public card, or kNoCard
    int from_bench = -1;     // where a card came from / went: 0 hand, 1 bench
    int index = -1;          // hand index or bench slot
    int other_index = -1;    // the target's bench slot (Peek, Exchange)
};
// The table words them (table/txek/words.h: describe), in the player's language.

// ---- State ----------------------------------------------------------------------------------
enum class Phase : std::uint8_t { Arrange, Play, RoundOver, GameOver };
enum class EndCause : std::uint8_t { None, WentOut, DoubleTxek, Exhausted };

struct Player {
    std::vector<CardId> dealt;  // the 5 dealt cards until arranged
    std::vector<CardId> hand;
    std::vector<CardId> bench;  // kNoCard marks an empty slot; slots keep their place
    bool arranged = false;
    int total = 0;
    int game_count() const;  // cards in hand + bench (rule 13: "your game")
};

struct Discard {
    CardId card;
    std::uint8_t seat;
    std::uint16_t serial;
    bool identical;     // identical to the card it landed on (a TXEK is possible)
    bool turn_end;      // ended the discarder's turn (rule 6)
    bool interception;  // rule 10
    bool from_bench;
    std::uint8_t index;  // where it came from, to take it back ("Not TXEK" on an interception)
    bool claimed;        // a TXEK was called on it
};

struct Pending {  // an action card waiting for its discarder (rules 7, 12)
    std::uint8_t seat;
    Kind kind;
    CardId card;
    std::uint16_t serial;
};

struct DoubleCall {
    std::uint8_t seat;
    std::uint16_t after_serial;  // the call was made on this discard
};

struct RoundResult {
    std::vector<int> raw;     // points in each game when the round ended
    std::vector<int> scored;  // what goes on the sheet
    int went_out = -1;        // the seat that discarded its last card, or -1
    int double_caller = -1;   // the caller whose Double-TXEK ended the round, or -1
    bool double_won = false;
    std::vector<int> double_callers;
    // How the round ended, as a tag the records and the wire keep: "went out", "double-txek
    // victory", "double-txek fail", "deck exhausted". The table words the round's end from the
    // other fields (table/txek/sheet.cpp, table.cpp).
    std::string summary;
};

struct State {
    core::Setup setup;
    std::uint64_t seed = 0;
    core::Rng rng{0};
    std::vector<Face> faces;  // by CardId
    int players = 0;
    int dealer = 0;
    int round = 0;  // 1-based once dealt
    Phase phase = Phase::Arrange;
    bool tie_break = false;  // this round was added because the lowest totals were tied

    std::vector<Player> seats;
    core::Deck draw_pile;
    std::vector<Discard> pile;  // back() is the top
    std::uint16_t next_serial = 1;
    bool window_open = false;   // for pile.back()

    int current = 0;     // whose turn it is
    bool drawn = false;  // the current player has drawn and must discard
    int next_turn = -1;  // a TXEK while the current player had drawn: who plays next (rule 11)
    std::vector<Pending> pending;

    std::vector<DoubleCall> double_calls;
    int double_end_caller = -1;               // armed: this caller's round ends when ...
    std::uint16_t double_end_serial = 0;      // ... this discard's window closes with no TXEK
    EndCause ending = EndCause::None;         // play has stopped; pending actions finish it
    int went_out = -1;

    std::vector<std::uint8_t> known_by;  // by CardId: bit s = seat s knows it where it lies
    std::vector<RoundResult> results;
    core::ActionLog log;

    int left_of(int seat) const { return (seat + 1) % players; }
    int right_of(int seat) const { return (seat + players - 1) % players; }
    bool knows(int seat, CardId c) const { return (known_by[c] >> seat) & 1; }
};

// A new game: the first dealer is drawn from the seed, then round 1 is dealt (rule 1).
core::Expected<State> new_game(const core::Setup& setup, std::uint64_t seed);
// The same with round 1's deck stacked, top card first (tests, hand-written records). Cards not
// listed follow in seeded order.
core::Expected<State> new_game_stacked(const core::Setup& setup, std::uint64_t seed, int dealer,
                                       const std::vector<CardId>& top_first);

using Outcome = games::OutcomeOf<Event>;
// Applies one action of `seat` (core::kTableSeat for the table). Forbidden actions are rejected
// and change nothing; punished ones apply their penalty. Applied actions are appended to the log.
Outcome apply(State& state, int seat, const Action& action);
// What `seat` may do now, penalised attempts included (a bot or player may still choose them).
std::vector<Action> legal(const State& state, int seat);
bool can_call_double(const State& state, int seat);

// ---- What a seat may know (the only thing the table and the bots read) ----------------------
struct CardView {
    bool present = false;
    CardId card = kNoCard;  // kNoCard unless the viewer knows it
};
struct SeatView {
    std::vector<CardView> hand;   // for the viewer: every card; others: mostly unknown
    std::vector<CardView> bench;
    bool arranged = false;
    int total = 0;
    bool double_called = false;
    int game_count = 0;
};
struct PileView {
    CardId card;
    int seat;
    std::uint16_t serial;
    bool identical;
    bool turn_end;
    bool claimed;
};
struct View {
    int viewer = -1;  // -1: a spectator
    int players = 0;
    std::uint32_t variant = 0;
    int round = 0;
    int dealer = 0;
    Phase phase = Phase::Arrange;
    bool tie_break = false;
    int current = 0;
    bool drawn = false;
    int next_turn = -1;
    std::vector<SeatView> seats;
    std::vector<PileView> pile;  // every discard is face up: all public
    int draw_count = 0;
    bool window_open = false;
    std::vector<Pending> pending;
    EndCause ending = EndCause::None;
    int went_out = -1;
    std::vector<int> double_callers;
    bool can_call_double = false;  // for the viewer
    std::vector<RoundResult> results;
    std::vector<Face> faces;  // the deck's faces by CardId (public data)
    std::vector<int> dealt_count;  // during Arrange: cards dealt to each seat
};
View view(const State& state, int seat);

// Every card is in exactly one place; for tests and the fuzzer.
bool cards_conserved(const State& state, std::string* why = nullptr);

}  // namespace txek
