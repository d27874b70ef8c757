// CHECK! (Antoine Lefebvre): set collection for 2-4 players with an open market of number cards
// and open order cards; most points wins. The rules in our own words and every detail we
// reconstructed: src/engine/check/README.md (its section names are cited as "README, <section>").
// The seam is every game's (src/README.md): Setup + seed + actions -> State; legal / apply /
// view; bots read only the view.
#pragma once
#include "engine/core/action_log.h"
#include "engine/core/deck.h"
#include "engine/core/expected.h"
#include "engine/core/rng.h"
#include "engine/core/setup.h"
#include "engine/game_types.h"

#include <array>
#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace check {

using core::CardId;
inline constexpr CardId kNoCard = 0xFFFF;
inline constexpr int kMinPlayers = 2;
inline constexpr int kMaxPlayers = 4;
inline constexpr int kMarketSize = 6; // README, "Setup"
inline constexpr int kOpenOrders = 4; // README, "Setup"
inline constexpr int kStartHand = 3;  // README, "Setup"; also the refill floor (README, "Turn")
inline constexpr int kHandLimit = 10; // README, "Turn", step 3
inline constexpr int kTakeAtMost = 3; // README, "Turn", step 1
inline constexpr int kMostCardsAnOrderNeeds = 5;

// ---- Number cards (README, "Cards") ----------------------------------------------------------
// Four colours; the table draws each with its own symbol as well (colour is never the only cue).
enum class Colour : std::uint8_t { Red, Blue, Green, Yellow };
inline constexpr int kColours = 4;
inline constexpr int kValues = 5;          // 1..5
inline constexpr int kKinds = 20;          // a kind is a (colour, value): colour * 5 + value - 1
inline constexpr int kCardsPerColour = 23; // 1s and 5s four times, 2s-4s five times
inline constexpr int kDeckSize = 92;
// CardId: colour * 23 + position, the positions holding 1,1,1,1,2x5,3x5,4x5,5,5,5,5.
int value_of(CardId c); // 1..5
Colour colour_of(CardId c);
int kind_of(CardId c);    // colour * 5 + value - 1
int kind_value(int kind); // 1..5
Colour kind_colour(int kind);
// The record's and the atlas's short codes (README, "Record format"); the table names cards and
// colours in the player's language (src/table/check/words.h).
char colour_letter(Colour c);    // 'R', 'B', 'G', 'Y'
std::string card_code(CardId c); // "R3"; the atlas id is "number." + code
std::string kind_code(int kind); // "R3"
std::optional<int> parse_kind(const std::string& code);
std::vector<CardId> deck_cards(); // 0..91

// ---- Orders and markers: data a variant may replace (README, "Orders", "Majority markers") --
// An order has no name here: the table names it from its requirements (src/table/check/words.h).
// A requirement: `size` cards of one value (`value` 0: any value, else that value), or a run of
// `size` consecutive values. Colour never matters.
enum class ReqKind : std::uint8_t { Same, Run };
struct Requirement {
    ReqKind kind = ReqKind::Same;
    int size = 2;
    int value = 0;
};
struct OrderCard {
    int id = 0; // index in the rulebook's orders
    std::vector<Requirement> requirements;
    int points = 0;
    Colour bonus = Colour::Red;
    // One card-count symbol a card its requirements need (README, "Orders").
    int symbols() const;
};
enum class MarkerSide : std::uint8_t {
    Colour, // most fulfilled orders of the marker's colour
    Cards,  // most card-count symbols over all fulfilled orders
};
struct Rulebook {
    std::vector<OrderCard> orders; // 36 in the standard game
    int colour_majority_points = 3;
    int cards_majority_points = 2;
};
// Setup::variant selects the rulebook; 0 is the standard one (the only one so far).
const Rulebook& rulebook(std::uint32_t variant);
bool known_variant(std::uint32_t variant);
// Orders a player needs to trigger the end (README, "The end"): 7, 6, 5 for 2, 3, 4 players.
int orders_to_end(int players);

// Whether cards of `values` (1..5, any order) plus `jokers` wild cards meet every requirement of
// `order`, each card serving exactly one requirement and none left over (README, "Orders").
bool meets(const OrderCard& order, const std::vector<int>& values, int jokers);

// ---- Actions ----------------------------------------------------------------------------------
enum class Op : std::uint8_t {
    Take,    // step 1: `market` = the market slots taken (bit i = slot i)
    Fulfil,  // step 2: `order` (its id) with hand cards of `kinds`, and the joker if `joker`
    Done,    // ends step 2; the table refills, and the hand is checked (step 3)
    Discard, // step 3 with more than 10 cards: one card of `kinds[0]`
};
struct Action {
    Op op = Op::Done;
    std::uint8_t market = 0;
    int order = -1;
    std::vector<std::uint8_t> kinds; // sorted ascending
    bool joker = false;

    bool operator==(const Action& o) const {
        return op == o.op && market == o.market && order == o.order && kinds == o.kinds &&
               joker == o.joker;
    }
    bool operator!=(const Action& o) const { return !(*this == o); }
    // op << 29 | payload. Take: the slot bits. Fulfil: order << 23 | joker << 22 | the kinds as
    // base-21 digits (kind + 1, 0 = none), lowest first. Discard: the kind.
    std::uint32_t encode() const;
    static std::optional<Action> decode(std::uint32_t code);
    // "take 0 2 5", "fulfil 12 R3 B3 +joker", "done", "discard Y4"
    std::string to_string() const;

    static Action take(std::uint8_t slots) { return {Op::Take, slots, -1, {}, false}; }
    static Action fulfil(int order, std::vector<std::uint8_t> kinds, bool joker);
    static Action done() { return {Op::Done, 0, -1, {}, false}; }
    static Action discard(int kind) { return {Op::Discard, 0, -1, {std::uint8_t(kind)}, false}; }
};
core::Expected<Action> parse_action(const std::string& text);

// ---- State ------------------------------------------------------------------------------------
enum class Phase : std::uint8_t { Take, Fulfil, Discard, GameOver };

struct Score {
    int orders = 0;                      // the fulfilled orders' points
    std::array<int, kColours> markers{}; // by marker (its colour): points won
    int stack = 0;                       // one a card in the point stack
    int joker = 0;                       // 1 for an unused joker
    int total = 0;
};

struct Seat {
    std::vector<CardId> hand;  // sorted by value, colour, id
    std::vector<int> orders;   // fulfilled order ids, in the order fulfilled
    std::vector<CardId> stack; // the point stack (its cards were shown when they went there)
    bool joker = true;         // still unused
};

struct State {
    core::Setup setup;
    std::uint64_t seed = 0;
    core::Rng rng{0};
    Phase phase = Phase::Take;
    std::vector<Seat> seats;
    std::vector<CardId> deck;                   // the draw pile, top = back()
    std::vector<CardId> discard;                // face up, newest = back()
    std::array<CardId, kMarketSize> market{};   // kNoCard: an empty slot
    std::vector<int> order_deck;                // top = back()
    std::array<int, kOpenOrders> open_orders{}; // order ids; -1: an empty slot
    std::array<MarkerSide, kColours> markers{}; // the side up of each colour's marker
    int start = 0;                              // the start player
    int current = 0;                            // whose turn
    int turn = 0;                               // turns begun, 1-based
    bool took = false;                          // this turn took cards
    int fulfilled_now = 0;                      // orders fulfilled this turn
    int end_trigger = -1;                       // the seat whose turn triggered the end; -1 not yet
    int quiet_turns = 0; // turns in a row with nothing taken or fulfilled (README, "Decisions")
    std::vector<Score> scores; // at the end, by seat
    std::vector<int> winners;  // at the end
    core::ActionLog log;

    int players() const { return int(seats.size()); }
    const Rulebook& book() const { return rulebook(setup.variant); }
    bool final_round() const { return end_trigger >= 0; }
};

core::Expected<State> new_game(const core::Setup& setup, std::uint64_t seed);
// A game at the start of `current`'s turn with the places given (tests): cards and orders not
// placed are shuffled into the draw pile and the order deck; markers as given.
struct Layout {
    std::vector<std::vector<CardId>> hands;
    std::vector<CardId> market;   // up to 6; the rest of the slots empty
    std::vector<int> open_orders; // up to 4
    std::array<MarkerSide, kColours> markers{};
    std::vector<CardId> deck;    // when not empty: exactly the draw pile, top = back(), and
                                 // the cards placed nowhere lie under the discard pile
    std::vector<CardId> discard; // the discard pile
    int start = 0;
    int current = 0;
};
core::Expected<State> new_game_with_layout(const core::Setup& setup, std::uint64_t seed,
                                           const Layout& layout);

// ---- Events: what happened; every card named in one is public unless it says ----------------
enum class EventKind : std::uint8_t {
    GameStarted,    // seat = the start player; `markers` tossed; `cards` the market
    TurnStarted,    // seat's turn `index` begins
    TakeSkipped,    // seat could take no card (the market is empty)
    Took,           // seat took `cards` from the market slots `slots`
    Fulfilled,      // seat fulfilled `order` with `cards` (+ the joker if `joker`); `count` of
                    // them went to the point stack
    EndTriggered,   // seat has `count` orders (or `reason` 1: no order is left, 2: a quiet round)
    MarketRefilled, // `cards` laid out in the empty slots `slots`
    OrdersRefilled, // `orders` laid out
    DeckRebuilt,    // the discard pile (`count` cards) shuffled into the new draw pile
    Drew,           // seat drew `count` cards to reach 3; `cards` only for the seat itself
    Discarded,      // seat discarded `cards` (one) down towards 10
    GameEnded,      // `scores` by seat, `winners` share the victory
};
struct Event {
    EventKind kind = EventKind::GameStarted;
    int seat = -1;
    int index = 0;
    int order = -1;
    int count = 0;
    int reason = 0;
    bool joker = false;
    std::vector<CardId> cards;
    std::vector<int> slots;
    std::vector<int> orders;
    std::array<MarkerSide, kColours> markers{};
    std::vector<Score> scores;
    std::vector<int> winners;
};
// The table words events for its log (src/table/check/words.h): the engine says what happened
// in ids and numbers only.
// What `seat` may be told of an event: drawn cards only to the one who drew them.
Event event_for(const Event& e, int seat);

using Outcome = games::OutcomeOf<Event>;
// Applies one action of `seat`. Anything not legal is rejected with a refusal code
// (engine/core/refusal.h, worded by the table) and changes nothing. Applied actions are appended
// to the log.
Outcome apply(State& state, int seat, const Action& action);
// Every legal action of `seat` now. Fulfil lists, for each open order and each way of values
// (and of the joker) the hand allows, one choice of cards: bonus colour first (README,
// "Decisions"); apply accepts any hand cards that meet the order.
std::vector<Action> legal(const State& state, int seat);
// Why `seat` may not take `action` now, as a refusal code (core::refuse: "take_at_most:3"), or ""
// when it may (apply's rejection).
std::string refusal(const State& state, int seat, const Action& action);
// Whether the market slots in `slots` may be taken together: 1-3 cards sharing a value or a
// colour (README, "Turn", step 1); "" when they may, else a refusal code like refusal()'s.
std::string take_refusal(const std::array<CardId, kMarketSize>& market, std::uint8_t slots);
// The hand cards for `kinds`, one card a kind entry (lowest id first); nullopt if the hand lacks
// one.
std::optional<std::vector<CardId>> cards_for(const std::vector<CardId>& hand,
                                             const std::vector<std::uint8_t>& kinds);

// Final scores by seat (README, "Scoring"); for the end and for the table's running estimate.
std::vector<Score> score(const Rulebook& book, const std::array<MarkerSide, kColours>& markers,
                         const std::vector<std::vector<int>>& orders_by_seat,
                         const std::vector<int>& stack_by_seat,
                         const std::vector<bool>& joker_by_seat);
// The winners: most points, then more point-stack cards, then shared (README, "Scoring").
std::vector<int> winners_of(const std::vector<Score>& scores,
                            const std::vector<int>& stack_by_seat);

// ---- What a seat may know ---------------------------------------------------------------------
struct SeatView {
    int hand_count = 0;
    std::vector<int> orders;   // fulfilled, in order
    std::vector<CardId> stack; // shown when they went there
    bool joker = true;
};
struct View {
    int viewer = -1; // -1: a spectator
    int players = 0;
    std::uint32_t variant = 0;
    Phase phase = Phase::Take;
    int start = 0, current = 0, turn = 0;
    bool took = false;
    int fulfilled_now = 0;
    std::vector<CardId> my_hand; // empty for a spectator
    std::vector<SeatView> seats;
    std::array<CardId, kMarketSize> market{};
    std::array<int, kOpenOrders> open_orders{};
    std::array<MarkerSide, kColours> markers{};
    int deck_count = 0;
    int order_deck_count = 0;
    std::vector<CardId> discard; // the face-up discard pile, newest last
    int end_trigger = -1;
    int quiet_turns = 0;
    std::vector<Score> scores; // once over
    std::vector<int> winners;
    std::vector<Action> legal; // the viewer's legal actions now (empty unless it may act)
};
View view(const State& state, int seat);
// Number cards the viewer has not seen where they lie now: the draw pile and the others' hands.
std::vector<CardId> unseen_cards(const View& v);
// Orders not yet seen: the order deck.
std::vector<int> unseen_orders(const View& v);

// Every card and order is in exactly one place; for tests and the fuzzer.
bool cards_conserved(const State& state, std::string* why = nullptr);

// ---- Bots (bots.cpp) --------------------------------------------------------------------------
// casual  takes the most cards it can and fulfils the order worth most now
// good    takes towards the open orders and fulfils for points, bonus colour and majorities
// expert  looks ahead over the market, the orders and what it can infer of the deck and hands
using Intent = games::IntentOf<Action>;
using Bot = games::BotOf<View, Intent>;
std::unique_ptr<Bot> make_bot(core::SeatKind level, std::uint64_t seed);
// A full state consistent with the view: the unseen cards dealt at random to the draw pile and
// the others' hands, the unseen orders to the order deck. For the expert's search; its log is
// empty.
State sample_state(const View& v, core::Rng& rng);

} // namespace check
