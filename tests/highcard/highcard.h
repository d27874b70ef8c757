// High card: a two-player trick game of five tricks, the higher rank wins, that only the tests
// register (tests/highcard/README.md; its section names are cited as "README, <section>"). It
// exists to show that a game plugs in through the game module alone (src/README.md, "The seam
// every game follows"): nothing outside this folder names it but the test registrations.
// Setup + seed + actions -> State; legal / apply / view; bots read only the view.
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

namespace highcard {

using core::CardId;
inline constexpr CardId kNoCard = 0xFFFF;
inline constexpr int kPlayers = 2;
inline constexpr int kDeckSize = 52; // README, "Cards"
inline constexpr int kHandSize = 5;  // README, "Deal"
inline constexpr int kTricks = 5;    // README, "The end": odd, so nobody ties

// ---- Cards (README, "Cards"): CardId = suit * 13 + rank - 2, suits spades, hearts, diamonds,
// clubs; rank 2 ... 14 (the ace is high). --------------------------------------------------------
int rank_of(CardId c);           // 2..14
int suit_of(CardId c);           // 0..3
std::string card_code(CardId c); // "AS", "10H", "2C": the atlas id is "std." + code
std::string card_name(CardId c); // "the ace of spades"
std::optional<CardId> card_from_code(const std::string& code);
// README, "Decisions": a hand is kept by rank, then suit, so its order tells nothing of the deal.
void sort_hand(std::vector<CardId>& hand);

// ---- Actions (README, "Records"): the only move is to play a card of one's hand. ------------
struct Action {
    CardId card = 0;

    bool operator==(const Action& o) const { return card == o.card; }
    bool operator!=(const Action& o) const { return !(*this == o); }
    std::uint32_t encode() const { return card; } // the card's id
    static std::optional<Action> decode(std::uint32_t code);
    std::string to_string() const; // "play AS"
};
core::Expected<Action> parse_action(const std::string& text);

// ---- State ------------------------------------------------------------------------------------
// A trick played out (README, "Winning a trick"): every card in it is public.
struct Trick {
    int leader = 0;
    CardId led = kNoCard, followed = kNoCard;
    int winner = 0;

    bool operator==(const Trick& o) const {
        return leader == o.leader && led == o.led && followed == o.followed && winner == o.winner;
    }
};

struct State {
    core::Setup setup;
    std::uint64_t seed = 0;
    core::Rng rng{0};
    std::array<std::vector<CardId>, kPlayers> hands; // each sorted by rank, then suit
    std::vector<CardId> deck;                        // undealt, face down for the whole game
    int leader = 0;                                  // who leads the trick under way
    int current = 0;                                 // whose card is due; -1 once over
    CardId led = kNoCard;                            // the leader's card of the trick under way
    std::vector<Trick> tricks;                       // played out, in order
    std::array<int, kPlayers> won{};                 // tricks won, by seat
    std::vector<int> winners;                        // at the end (README, "The end")
    core::ActionLog log;

    bool over() const { return int(tricks.size()) == kTricks; }
};

core::Expected<State> new_game(const core::Setup& setup, std::uint64_t seed);
// A game with the hands given (tests, records): five distinct cards each; the other 42 cards are
// the undealt deck in the order the seed shuffles them; `leader` leads the first trick.
core::Expected<State> new_game_with_hands(const core::Setup& setup, std::uint64_t seed,
                                          const std::array<std::vector<CardId>, kPlayers>& hands,
                                          int leader);

// ---- Events: what happened; every card named in one is public --------------------------------
enum class EventKind : std::uint8_t {
    Played,    // seat played `card` face up
    TrickWon,  // seat won trick `index` (1-based)
    GameEnded, // `tricks` won by seat; `winners`
};
struct Event {
    EventKind kind = EventKind::Played;
    int seat = -1;
    CardId card = kNoCard;
    int index = 0;
    std::vector<int> tricks;
    std::vector<int> winners;
};
// Why a move is refused (engine/core/refusal.h): the table has no move; the card is not in the
// player's hand (its id). The others are the codes every game shares.
inline constexpr const char* kTableMakesNoMove = "table_makes_no_move";
inline constexpr const char* kNotInHand = "not_in_hand";

using Outcome = games::OutcomeOf<Event>;
// Applies one action of `seat`. Anything not legal is refused with a reason in plain words and
// changes nothing. Applied actions are appended to the log.
Outcome apply(State& state, int seat, const Action& action);
// Every card of the hand of the player whose card is due; nothing for anyone else.
std::vector<Action> legal(const State& state, int seat);
// Why `seat` may not take `action` now, or "" when it may (apply's rejection).
std::string refusal(const State& state, int seat, const Action& action);
// Who wins a trick (README, "Winning a trick"): the higher rank, the leader on equal ranks.
int trick_winner(int leader, CardId led, CardId followed);
// The seats with the most tricks (README, "The end"); empty before the end.
std::vector<int> winners_of(const std::array<int, kPlayers>& won);

// ---- What a seat may know (README, "What a seat sees") ---------------------------------------
struct View {
    int viewer = -1; // -1: a spectator
    int leader = 0;
    int current = 0;                         // -1 once over
    std::vector<CardId> hand;                // the viewer's own; empty for a spectator
    std::array<int, kPlayers> hand_counts{}; // every hand's size, the viewer's included
    int deck_count = 0;
    CardId led = kNoCard; // the trick under way
    std::vector<Trick> tricks;
    std::array<int, kPlayers> won{};
    std::vector<int> winners;
    std::vector<Action> legal; // the viewer's legal actions now (empty unless its card is due)

    bool over() const { return int(tricks.size()) == kTricks; }
};
View view(const State& state, int seat);
// The cards the viewer has not seen: the other hand and the undealt deck.
std::vector<CardId> unseen_cards(const View& v);

// Every card is in exactly one place, the hands are as large as the tricks say, the tricks won
// add up; for tests and the conformance suite.
bool cards_conserved(const State& state, std::string* why = nullptr);

// ---- Bots (bots.cpp; README, "Bots") --------------------------------------------------------
// casual  any card of its hand, at random
// good    leads its highest card; follows with the lowest card that wins, else its lowest
// expert  leads a card no unseen card outranks, else its lowest; follows as good does
using Intent = games::IntentOf<Action>;
using Bot = games::BotOf<View, Intent>;
std::unique_ptr<Bot> make_bot(core::SeatKind level, std::uint64_t seed);

} // namespace highcard
