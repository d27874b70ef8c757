// Tschak! (Dominique Ehrhard): 2-4 players explore four keeps; on each of a keep's three floors
// everyone forms a team of adventurers in secret and all reveal at once; the weakest team takes
// the floor's monster, the strongest its treasure. The rules in our own words and every detail we
// reconstructed: src/engine/tschak/README.md (cited as "README, <section>"). The seam is every
// game's (src/README.md): Setup + seed + actions -> State; legal / apply / view; bots read only
// the view. Several seats act at once here: a choice stays hidden until everyone has chosen.
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

namespace tschak {

using core::CardId;
inline constexpr CardId kNoCard = 0xFFFF;
inline constexpr int kMinPlayers = 2;
inline constexpr int kMaxPlayers = 4;
inline constexpr int kHands = 4;     // always four hands: players and "en route" boards
inline constexpr int kHandSize = 10; // README, "Deal"
inline constexpr int kKeeps = 4;
inline constexpr int kFloors = 3;
inline constexpr int kTeamSize = 3;

// ---- Adventurers (README, "Adventurers") -----------------------------------------------------
enum class Type : std::uint8_t { Wizard, Warrior, Dwarf, Artefact };
inline constexpr int kTypes = 4;
// Wizard: Wand or Plain (a Chameleon is Plain); warrior: Axe or Plain; dwarf: Axe, Plain or
// Bare (bare-handed).
enum class Gear : std::uint8_t { Axe, Wand, Plain, Bare };
// CardId: 0..3 Chameleons; 4..11 wizards 2..5 (wand, plain); 12..23 warriors 1..6 (axe,
// plain); 24..35 dwarfs 1..4 (axe, plain, bare); 36..39 artefacts.
inline constexpr int kAdventurers = 40;
Type type_of(CardId c);
int printed_value(CardId c); // 0 for a Chameleon or an artefact
Gear gear_of(CardId c);
bool is_chameleon(CardId c);
// Record and link syntax, never shown as a name (the table names the cards: table/tschak/words.h):
// "C1".."C4", "W5w" (wand), "W5", "F6a" (axe), "F6", "D3a", "D3", "D3b" (bare), "A1".."A4"; atlas
// id "tschak." + code.
std::string card_code(CardId c);
std::optional<CardId> parse_card(const std::string& code);

// ---- Keep cards (README, "Keep cards") ---------------------------------------------------------
// KeepId: 0..7 creatures (1,1,2,2,3,3,4,4 skulls), 8..13 troglodytes, 14..17 chests (2..5),
// 18..19 cursed chests (-1, -2), 20..25 rings, 26 the trophy, 27 the elixir.
using KeepId = std::uint8_t;
inline constexpr int kKeepCards = 28;
inline constexpr int kMonsters = 14;
enum class KeepKind : std::uint8_t {
    Creature,
    Troglodyte,
    Chest,
    CursedChest,
    Ring,
    Trophy,
    Elixir
};
KeepKind keep_kind(KeepId k);
bool is_monster(KeepId k);
int keep_points(KeepId k); // skulls as negative, a chest's gold, a cursed chest's loss; else 0
// Record syntax (the table names the cards): "M1".."M4" (skulls), "T" troglodyte, "G2".."G5", "X1",
// "X2", "R" ring, "P" trophy, "E" elixir.
std::string keep_code(KeepId k);

// ---- Teams (README, "Team values", "Ties") ---------------------------------------------------
// Three cards of three different types; the artefact counts as a type.
bool valid_team_so_far(const std::vector<CardId>& cards);
struct TeamValue {
    int value = 0;
    int chameleon = -1;    // what a Chameleon in the team is worth here; -1 without one
    int doubled = kNoCard; // the card the artefact doubles; kNoCard without an artefact
};
// The value of `team` (one of `teams`, the floor's teams in seat order, index `self`): a Chameleon
// copies the strongest numbered wizard of the other teams (0 if none); an artefact doubles the
// weakest character.
TeamValue team_value(const std::vector<std::vector<CardId>>& teams, int self);
// The tie order of two teams of equal value (README, "Ties"): > 0 when `a` ranks above `b`.
int compare_ties(const std::vector<CardId>& a, const std::vector<CardId>& b);
// The first type of the tie order (README, "Ties") on which two teams differ; none when nothing
// sets them apart.
std::optional<Type> tie_decider(const std::vector<CardId>& a, const std::vector<CardId>& b);
// A last card's rank for the loot (README, "Loot"); -1 for a Chameleon or an artefact.
int loot_rank(CardId c);

// ---- Actions ----------------------------------------------------------------------------------
// One secret choice: the cards this step asks for (1, 2 or 3), ascending.
struct Action {
    std::vector<CardId> cards;

    bool operator==(const Action& o) const { return cards == o.cards; }
    bool operator!=(const Action& o) const { return !(*this == o); }
    // count << 18 | cards[0] | cards[1] << 6 | cards[2] << 12.
    std::uint32_t encode() const;
    static std::optional<Action> decode(std::uint32_t code);
    std::string to_string() const; // "choose W5w F3"
    static Action choose(std::vector<CardId> cards);
};
core::Expected<Action> parse_action(const std::string& text);

// ---- State ------------------------------------------------------------------------------------
enum class Phase : std::uint8_t { Choose, GameOver };

// How many cards each step of a floor asks for (README, "Floors"): floor 1: 1, 1, 1; floor 2:
// 1, 2; floor 3: 3.
const std::vector<int>& floor_steps(int floor);

struct FloorResult {
    int keep = 0, floor = 0;                // 0-based
    std::vector<std::vector<CardId>> teams; // by seat
    std::vector<TeamValue> values;          // by seat
    int monster_to = -1, treasure_to = -1;  // seats; -1: nobody (README, "Decisions")
    KeepId monster = 0, treasure = 0;
};
// The team that tied the value of the floor's taker of the monster (`monster`) or of the treasure
// and ranks next to it in the tie order (README, "Ties"): what the tie-break decided against; -1
// when the taker tied nobody.
int tie_rival(const FloorResult& r, bool monster);

struct LootResult {
    int keep = 0;
    std::vector<CardId> last_cards; // by seat
    std::vector<int> coins;         // by seat
};

struct Score {
    int loot = 0;
    int chests = 0; // chests and cursed chests
    int rings = 0;  // n squared
    int trophy = 0;
    int creatures = 0;   // negative
    int troglodytes = 0; // negative, n squared
    int elixir = 0;      // the penalty the elixir cancelled (positive), 0 without one
    int monsters = 0;    // monster cards counted (after the elixir): the tie-break
    int total = 0;
};

struct Seat {
    std::vector<CardId> team;      // this floor's cards revealed so far
    std::vector<CardId> chosen;    // committed this step, hidden from the others; empty: not yet
    std::vector<KeepId> monsters;  // taken, in order
    std::vector<KeepId> treasures; // taken, in order
    int coins = 0;
};

struct State {
    core::Setup setup;
    std::uint64_t seed = 0;
    core::Rng rng{0};
    Phase phase = Phase::Choose;
    std::vector<Seat> seats;
    // The four hands by position round the table (README, "Passing"); a position holds a seat
    // or an "en route" board.
    std::array<std::vector<CardId>, kHands> hands;
    std::array<int, kHands> seat_at{};                   // position -> seat, -1 for a board
    std::vector<KeepId> monster_pile, treasure_pile;     // top = back()
    std::array<KeepId, kFloors> monsters{}, treasures{}; // this keep's, floor 0 = the lowest
    std::vector<KeepId> out;               // keep cards nobody took (README, "Decisions")
    int keep = 0;                          // 0-based
    int floor = 0;                         // 0-based
    int step = 0;                          // index into floor_steps(floor)
    std::vector<std::vector<CardId>> used; // by seat: this keep's earlier floors' cards
    std::vector<FloorResult> floors;       // every floor resolved so far
    std::vector<LootResult> loots;
    std::vector<Score> scores; // at the end
    std::vector<int> winners;
    core::ActionLog log;

    int players() const { return int(seats.size()); }
    int position_of(int seat) const;
    const std::vector<CardId>& hand_of(int seat) const {
        return hands[std::size_t(position_of(seat))];
    }
    int asks() const { return floor_steps(floor)[std::size_t(step)]; } // cards this step asks for
};

core::Expected<State> new_game(const core::Setup& setup, std::uint64_t seed);
// Keep 1 with the hands and keep cards given (tests): `hands` by position (four), `monsters` and
// `treasures` the first keep's by floor; the keep cards not given form the piles in id order
// (the next keep draws from the back).
core::Expected<State> new_game_with(const core::Setup& setup, std::uint64_t seed,
                                    const std::array<std::vector<CardId>, kHands>& hands,
                                    const std::array<KeepId, kFloors>& monsters,
                                    const std::array<KeepId, kFloors>& treasures);
// Positions of the seats and boards (README, "Passing"): 4 players 0,1,2,3; 3 players 0,1,2 and
// a board; 2 players seat 0, board, seat 1, board.
std::array<int, kHands> seating(int players);

// ---- Events: what happened; a choice's cards reach the others only with the reveal ------------
enum class EventKind : std::uint8_t {
    KeepStarted,   // keep `index`: `monsters` and `treasures` by floor
    Chose,         // seat has chosen `count` cards; `cards` only for the seat itself
    Revealed,      // everyone's choice at once: `teams` by seat (this step's cards)
    FloorResolved, // `floor` holds the result
    Loot,          // `loot` holds the last cards and the coins
    HandsPassed,   // the hands moved one position to the left
    GameEnded,     // `scores` by seat, `winners` share the victory
};
struct Event {
    EventKind kind = EventKind::KeepStarted;
    int seat = -1;
    int index = 0;
    int count = 0;
    std::vector<CardId> cards;
    std::vector<std::vector<CardId>> teams;
    std::array<KeepId, kFloors> monsters{}, treasures{};
    std::optional<FloorResult> floor;
    std::optional<LootResult> loot;
    std::vector<Score> scores;
    std::vector<int> winners;
};
// What `seat` may be told: a choice's cards only to the one who chose. (The events in words are
// the table's: table/tschak/words.h.)
Event event_for(const Event& e, int seat);

using Outcome = games::OutcomeOf<Event>;
// Applies one seat's choice; refused with a reason (a code, engine/core/refusal.h), changing
// nothing, when it is not legal (README, "Floors": a team of two cards of one type is refused).
// The last choice of a step reveals them all and, with the floor's team complete, resolves the
// floor, the loot, the passing and the next keep.
Outcome apply(State& state, int seat, const Action& action);
// Every legal choice of `seat` now: none once it has chosen this step.
std::vector<Action> legal(const State& state, int seat);
// Why `seat` may not make `action` now, as a refusal's text form ("" when it may): the shared
// core::kGameOver and core::kNotAPlayer, or one of Tschak!'s own codes below, which the table
// words (table/tschak/words.h).
std::string refusal(const State& state, int seat, const Action& action);
// README, "Secret choices": the seat has chosen this step; the others are still choosing.
inline constexpr const char* kRefusedAlreadyChosen = "already_chosen";
// README, "Floors": the step asks for another number of cards: "choose_count:2" (the number).
inline constexpr const char* kRefusedChooseCount = "choose_count";
// A card not in the seat's hand: "not_held:7" (the card's id).
inline constexpr const char* kRefusedNotHeld = "not_held";
// README, "Floors": a team needs three different types (the artefact counts as one).
inline constexpr const char* kRefusedTeamTypes = "team_types";
// The seats still to choose this step.
std::vector<int> waiting_for(const State& state);

// Final scores (README, "Scoring"); `players` for the trophy's rate.
Score score_of(const Seat& seat, int players);
std::vector<int> winners_of(const std::vector<Score>& scores);

// ---- What a seat may know ---------------------------------------------------------------------
struct SeatView {
    std::vector<CardId> team; // this floor's revealed cards
    bool chosen = false;      // has committed this step (what, only the seat itself knows)
    std::vector<KeepId> monsters, treasures;
    int coins = 0;
};
struct View {
    int viewer = -1;
    int players = 0;
    Phase phase = Phase::Choose;
    int keep = 0, floor = 0, step = 0, asks = 1;
    std::array<KeepId, kFloors> monsters{}, treasures{};
    std::vector<CardId> my_hand;   // the viewer's hand now (cards chosen this step included)
    std::vector<CardId> my_choice; // the viewer's committed cards this step
    std::vector<SeatView> seats;
    std::array<int, kHands> seat_at{};
    std::vector<std::vector<CardId>> used; // by seat: this keep's earlier floors (public)
    std::vector<FloorResult> floors;
    std::vector<LootResult> loots;
    std::vector<Score> scores;
    std::vector<int> winners;
    std::vector<Action> legal;
};
View view(const State& state, int seat);
// Adventurers the viewer cannot see now: the other hands' cards not yet revealed.
std::vector<CardId> unseen_cards(const View& v);

bool cards_conserved(const State& state, std::string* why = nullptr);

// ---- Bots (bots.cpp) --------------------------------------------------------------------------
// casual  plays a sensible team with little thought
// good    spends strength where the floor's treasure is worth it and dumps weak cards on monsters
// expert  tracks every hand (all cards are revealed by a keep's end) and reasons over the others'
//         possible choices
using Intent = games::IntentOf<Action>;
using Bot = games::BotOf<View, Intent>;
std::unique_ptr<Bot> make_bot(core::SeatKind level, std::uint64_t seed);
// A full state consistent with the view: the unseen cards dealt at random to the hands that
// hold them (and the others' hidden choices), in their counts. Its log is empty.
State sample_state(const View& v, core::Rng& rng);

} // namespace tschak
