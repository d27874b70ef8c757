// Checks (James Yates): two players, a match of games; most Checks (cards won) wins a game.
// The rules in our own words ("seed": as printed) and every detail we reconstructed ("table
// rules"): src/engine/checks/README.md. The seam is every game's (src/README.md): Setup + seed +
// actions -> State; legal / apply / view; bots read only the view.
//
// Choices this implementation makes where both texts are silent (also shown on the rules screen):
// - Face-down half-tricks are unknown to everyone, their owner included, until picked up.
// - A player whose hand empties (by cashing or by playing its last card) picks up the next
//   half-trick at once; it is played from their next turn on (table rules, "A turn").
// - Cashing shows the hand to both players (seed: "turn their card pile over face-up"), so
//   cashed cards are public; a card played face up onto a pile stays known to both even when
//   covered (both saw it land).
// - Only a pile with a card on it can be played onto: an emptied slot the deck cannot refill
//   stays empty (seed, "Filling Up the Board"). If every slot is empty while cards are still
//   held, nothing can be played: the game ends there and those cards count for nobody.
// - A draw: the deal passes to the other player (the seed only says the winner deals next).
// - The first game's dealer is drawn from the seed ("draw high cards ... or just agree").
#pragma once
#include "engine/core/action_log.h"
#include "engine/core/deck.h"
#include "engine/core/expected.h"
#include "engine/core/refusal.h"
#include "engine/core/rng.h"
#include "engine/core/setup.h"
#include "engine/game_types.h"

#include <array>
#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace checks {

using core::CardId;
inline constexpr CardId kNoCard = 0xFFFF;
inline constexpr int kPlayers = 2;
inline constexpr int kDeckSize = 52;
inline constexpr int kTricks = 6;     // half-tricks a player
inline constexpr int kTrickCards = 3; // cards a half-trick
inline constexpr int kSlots = 6;      // community piles

// ---- Cards (table rules, "Cards"): CardId = suit * 13 + rank - 1, suits spades, hearts,
// diamonds, clubs; rank 1 = Ace ... 13 = King. ------------------------------------------------
inline int rank_of(CardId c) {
    return c % 13 + 1;
}
inline int suit_of(CardId c) {
    return c / 13;
}
// During play: Ace 1, 2-9 face value, 10 J Q K 0.
inline int value_of(CardId c) {
    int r = rank_of(c);
    return r <= 9 ? r : 0;
}
// The last digit of the sum of the cards (seed, "Determining Your Point Total"); 0 when empty.
int point_total(const std::vector<CardId>& cards);
// The piles a hand may cash (seed, "Scoring Checks"): those whose upcard's value equals its
// Point Total, left to right; an empty slot has no upcard.
std::vector<int> cashable_piles(const std::vector<CardId>& hand,
                                const std::array<std::vector<CardId>, kSlots>& piles);
// "AS", "10H", "KC": the syntax of records and links (README, "Game records") and the atlas id
// ("std." + code); never words for players (the table names cards: table/checks/words.h).
std::string card_code(CardId c);
std::optional<CardId> card_from_code(const std::string& code);

// ---- Actions ----------------------------------------------------------------------------------
enum class Op : std::uint8_t {
    Cash,     // a: the pile (0-5) whose upcard's value equals the hand's Point Total
    Play,     // a: hand index, b: the pile to play it onto
    NextGame, // the table: deal the next game after the result was shown
};
inline constexpr int kOpCount = 3;

struct Action {
    Op op = Op::Play;
    std::uint8_t a = 0, b = 0;

    bool operator==(const Action& o) const { return op == o.op && a == o.a && b == o.b; }
    bool operator!=(const Action& o) const { return !(*this == o); }
    std::uint32_t encode() const;
    static std::optional<Action> decode(std::uint32_t code);
    std::string to_string() const; // "cash 2", "play 0 5", "next"

    static Action cash(int pile) { return {Op::Cash, std::uint8_t(pile)}; }
    static Action play(int hand, int pile) {
        return {Op::Play, std::uint8_t(hand), std::uint8_t(pile)};
    }
    static Action next_game() { return {Op::NextGame}; }
};
core::Expected<Action> parse_action(const std::string& text);

// ---- Events: what happened, for the table's animation and log; every card in one is public --
enum class EventKind : std::uint8_t {
    GameDealt, // seat = dealer
    PickedUp,  // seat picks up half-trick `index`
    Cashed,    // seat cashes pile `index`: `count` cards, their hand shown (`cards`)
    Played,    // seat plays `card` from hand index `from` onto pile `index`
    Refilled,  // `card` turned from the deck into empty slot `index`
    SlotEmpty, // slot `index` stays empty: the deck is gone
    WentOut,   // seat has no cards left
    Stuck,     // no pile left to play onto: the held cards count for nobody
    GameEnded, // seat = winner or -1 for a draw
};
struct Event {
    EventKind kind = EventKind::GameDealt;
    int seat = -1;
    int index = -1;
    int from = -1;
    CardId card = kNoCard;
    int count = 0;
    std::vector<CardId> cards;
};
// The table words each event (table/checks/words.h).

// ---- State ----------------------------------------------------------------------------------
enum class Phase : std::uint8_t { Play, GameOver };

struct Player {
    std::array<std::vector<CardId>, kTricks> row; // face-down half-tricks, left to right
    int next_trick = 0;                           // the next one to pick up
    std::vector<CardId> hand;
    std::vector<CardId> won; // Checks, in the order cashed
    int held() const;        // hand + half-tricks still down
};

struct GameResult {
    int game = 0; // 1-based
    int dealer = 0;
    std::array<int, kPlayers> checks{};
    int winner = -1;  // -1: a draw
    int unplayed = 0; // cards left held when no pile was left (counted for nobody)
};

struct State {
    core::Setup setup;
    std::uint64_t seed = 0;
    core::Rng rng{0};
    int game = 0; // 1-based once dealt
    int dealer = 0;
    Phase phase = Phase::Play;
    std::array<Player, kPlayers> seats;
    std::array<std::vector<CardId>, kSlots> piles; // bottom first; empty: the slot is empty
    core::Deck deck;
    int current = 0;
    std::vector<std::uint8_t> known_by; // by CardId: bit s = seat s knows where it lies
    std::vector<GameResult> results;
    core::ActionLog log;

    bool knows(int seat, CardId c) const { return (known_by[c] >> seat) & 1; }
    static int other(int seat) { return 1 - seat; }
};

core::Expected<State> new_game(const core::Setup& setup, std::uint64_t seed);
// Game 1's deck stacked, top card first (tests); cards not listed follow in seeded order. The
// deal takes half-tricks opponent first, then the six upcards left to right, then the deck.
core::Expected<State> new_game_stacked(const core::Setup& setup, std::uint64_t seed, int dealer,
                                       const std::vector<CardId>& top_first);

// ---- Refusals: the codes apply() refuses with (core::refuse), worded by the table
// (table/checks/words.h); besides them the shared core::kGameOver, kNotAPlayer, kNotYourTurn and
// kNoSuchAction. README, "The next deal and the match":
inline constexpr const char* kOnlyTableDeals = "only_table_deals"; // a seat asked for the deal
inline constexpr const char* kGameNotOver = "game_not_over";       // the next deal, mid-game
// README, "A turn: cash or play":
inline constexpr const char* kNoPileToCash = "no_pile_to_cash";    // cash an empty slot
inline constexpr const char* kTotalNotUpcard = "total_not_upcard"; // {Point Total, upcard value}
inline constexpr const char* kNoCardThere = "no_card_there";       // play past the hand's end
inline constexpr const char* kSlotEmpty = "slot_empty";            // play onto an empty slot

using Outcome = games::OutcomeOf<Event>;
// Applies one action of `seat` (core::kTableSeat for the table). Anything not legal is rejected
// with a refusal code (above) and changes nothing. Applied actions are appended to the log.
Outcome apply(State& state, int seat, const Action& action);
std::vector<Action> legal(const State& state, int seat);

// ---- What a seat may know ---------------------------------------------------------------------
struct SeatView {
    std::vector<CardId> hand; // the viewer's own cards; empty for the other seat
    int hand_count = 0;
    std::array<int, kTricks> row{}; // cards in each face-down half-trick (3 or 0)
    int next_trick = 0;
    std::vector<CardId> won; // cashed cards are public
    int point_total = -1;    // the viewer's own; -1 for the other seat
};
struct View {
    int viewer = -1; // -1: a spectator
    int game = 0;
    int dealer = 0;
    Phase phase = Phase::Play;
    int current = 0;
    std::array<SeatView, kPlayers> seats;
    std::array<std::vector<CardId>, kSlots> piles; // every card on a pile was seen face up
    int deck_count = 0;
    std::vector<GameResult> results;
    // The viewer's cashable piles this turn (empty unless it is the viewer's turn).
    std::vector<int> cashable;
};
View view(const State& state, int seat);
// Cards the viewer has not seen where they lie: the other hand, both rows, the deck.
std::vector<CardId> unseen_cards(const View& v);
// A full state consistent with the view: the unseen cards dealt at random to the unseen places.
// For the strongest bot's search; the result's log and results are empty.
State sample_state(const View& v, core::Rng& rng);

// Every card is in exactly one place; for tests and the fuzzer.
bool cards_conserved(const State& state, std::string* why = nullptr);

// ---- Bots ---------------------------------------------------------------------------------
// casual  cashes the first cash it sees most of the time, otherwise plays a random card
// good    weighs each move by what it wins now, what it sets up for next turn and what it
//         hands the opponent
// expert  samples the unseen cards many times and plays every candidate out with the good
//         policy, keeping the move with the best mean Checks margin
using Intent = games::IntentOf<Action>;
using Bot = games::BotOf<View, Intent>;
std::unique_ptr<Bot> make_bot(core::SeatKind level, std::uint64_t seed);
std::optional<Action> good_move(const View& v);

// Plays bots (bots[seat] non-null for every seat) until the current game ends; returns false if
// a bot had no move or was refused (a bug). For tools and tests.
bool play_game(State& state, std::array<std::unique_ptr<Bot>, kPlayers>& bots, long max_actions);

} // namespace checks
