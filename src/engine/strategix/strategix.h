// Strategix (Christine Larquetout): a climbing game on letter cards, 2-4 players, as many hands
// as players; most points wins. The rules in our own words and every detail we reconstructed:
// src/engine/strategix/README.md (its section names are cited as "README, <section>"). The seam
// is every game's (src/README.md): Setup + seed + actions -> State; legal / apply / view; bots
// read only the view.
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

namespace strategix {

using core::CardId;
inline constexpr CardId kNoCard = 0xFFFF;
inline constexpr int kMinPlayers = 2;
inline constexpr int kMaxPlayers = 4;
inline constexpr int kMaxHand = 22; // the largest hand any deal gives (README, "Deal")

// Setup::variant bits.
inline constexpr std::uint32_t kVariantAbcd = 1; // the four A, B, C, D cards join the deck

// ---- Cards (README, "Deck") -------------------------------------------------------------------
// Letters are 0 = A ... 25 = Z; B is the weakest in the plain deck, Z the strongest.
inline constexpr int kLetters = 26;
inline constexpr int kZ = 25;
// CardId: 0..49 the two alphabets B..Z (pink 0..24, blue 25..49: id = colour * 25 + letter - 1),
// 50..56 the seven stars, 57..59 the three firecrackers, 60..63 the ABCD variant's A, B, C, D.
inline constexpr CardId kFirstStar = 50;
inline constexpr CardId kFirstFirecracker = 57;
inline constexpr CardId kFirstAbcd = 60;
inline constexpr int kStars = 7;
inline constexpr int kFirecrackers = 3;
inline constexpr int kDeckSize = 60;
inline constexpr int kDeckSizeAbcd = 64;

enum class CardKind : std::uint8_t { Letter, Star, Firecracker };
CardKind kind_of(CardId c);
int letter_of(CardId c); // a letter card's letter; -1 for a star or a firecracker
bool is_star(CardId c);
bool is_firecracker(CardId c);
// The exchange's order (README, "Exchange"): firecracker > star > Z > Y > ... > A. Higher is
// better; two cards of one value are equal.
int card_value(CardId c);
// The record's and the atlas's short codes, never words (the table names the cards:
// table/strategix/words.h).
std::string card_code(CardId c);     // "G", "G2" (the second alphabet), "*" + index, "!" + index;
                                     // the atlas id is "letter." + code
std::string letter_name(int letter); // "G"
std::vector<CardId> deck_cards(std::uint32_t variant);

// ---- Combinations (README, "Tricks") ---------------------------------------------------------
// A play of letters: one card, or one or more runs of the same length (>= 2 consecutive
// letters), or one or more pairs. Stars stand for letters; the combination says which letters
// are played, never which cards (colour never matters).
enum class Shape : std::uint8_t { Single, Runs, Pairs };
struct Combo {
    Shape shape = Shape::Single;
    int length = 1;                   // cards a group: 1 single, 2 a pair, >= 2 a run
    std::vector<std::uint8_t> starts; // each group's lowest letter, ascending (repeats allowed)

    bool operator==(const Combo& o) const {
        return shape == o.shape && length == o.length && starts == o.starts;
    }
    bool operator!=(const Combo& o) const { return !(*this == o); }
    int groups() const { return int(starts.size()); }
    int cards() const { return groups() * length; }
    std::vector<int> letters() const; // every letter played, ascending
    bool has_z() const;
    bool valid() const;            // shape, length and letters within A..Z, cards() <= kMaxHand
    std::string to_string() const; // "G", "EF+EF", "GG+PP+TT"
};
std::optional<Combo> parse_combo(const std::string& text);
// Same shape: the same kind, group length and number of groups (README, "Tricks").
bool same_shape(const Combo& a, const Combo& b);
// As strong or stronger: the lowest letter decides, then the next lowest, and so on.
bool at_least_as_strong(const Combo& play, const Combo& standing);

// ---- Actions ----------------------------------------------------------------------------------
enum class Op : std::uint8_t {
    Play,            // combo: the letters played; the cards are the hand's own letters first,
                     // stars for the letters it lacks (README, "Stars")
    Firecracker,     // one firecracker alone
    Pass,            // a follower passes: forced, or the one voluntary pass of the hand
    FirecrackersOut, // a leader holding only firecrackers plays them all and goes out
    NextHand,        // the table: deal the next hand after the result was shown
};
struct Action {
    Op op = Op::Pass;
    Combo combo; // Op::Play only

    bool operator==(const Action& o) const {
        return op == o.op && (op != Op::Play || combo == o.combo);
    }
    bool operator!=(const Action& o) const { return !(*this == o); }
    // Play codes rank the combination (below 2^31); the others are 0x80000000 + op.
    std::uint32_t encode() const;
    static std::optional<Action> decode(std::uint32_t code);
    std::string to_string() const; // "play EF+EF", "fire", "pass", "fires out", "next"

    static Action play(Combo c) { return {Op::Play, std::move(c)}; }
    static Action firecracker() { return {Op::Firecracker, {}}; }
    static Action pass() { return {Op::Pass, {}}; }
    static Action firecrackers_out() { return {Op::FirecrackersOut, {}}; }
    static Action next_hand() { return {Op::NextHand, {}}; }
};
core::Expected<Action> parse_action(const std::string& text);

// ---- State ------------------------------------------------------------------------------------
enum class Phase : std::uint8_t { Play, HandOver, GameOver };
enum class Title : std::uint8_t { None, Luckylix, Aswellix, Neithernorix, Badluckix };
// The title's stable id, which the wire and the stored match sheets write and read back: the
// game's own names, which the table also shows in every language (README, "Scoring").
const char* title_name(Title t);

// One play on the table in the current trick.
struct Played {
    int seat = -1;
    Op op = Op::Play;          // Play, Firecracker or FirecrackersOut
    Combo combo;               // Play: the letters as declared
    std::vector<CardId> cards; // the cards that left the hand (stars included)
};

struct Exchange {
    int luckylix = -1, badluckix = -1;
    CardId given = kNoCard;    // Luckylix's worst card, to Badluckix
    CardId returned = kNoCard; // Badluckix's best card, to Luckylix
};

struct HandResult {
    int hand = 0;                    // 1-based
    std::vector<int> order;          // seats from first place to last
    std::vector<Title> titles;       // by seat
    std::vector<int> points;         // by seat, this hand
    std::vector<bool> bad_last_card; // by seat: went out on a star, Z or firecracker
};

struct Seat {
    std::vector<CardId> hand;    // sorted by card_value, then id
    bool passed = false;         // out of the current trick
    bool voluntary_used = false; // the one pass of this hand although able to play
    int out_place = 0;    // 0 still holding; else the order in which they went out (1 = first)
    bool bad_out = false; // went out on a star, Z or firecracker (Badluckix at once)
    int total = 0;        // points over the hands played
};

struct State {
    core::Setup setup;
    std::uint64_t seed = 0;
    core::Rng rng{0};
    int hand = 0;  // 1-based once dealt
    int hands = 0; // as many as players
    Phase phase = Phase::Play;
    std::vector<Seat> seats;
    std::vector<CardId> removed; // 2 players: the 20 letters out for this hand, unseen
    std::vector<CardId> undealt; // ABCD variant with 3 players: the card left over, unseen
    int current = 0;             // whose turn
    int leader = 0;              // who led the current trick
    // The standing combination: the last Play of the trick (firecrackers do not change it).
    std::optional<Played> standing;
    std::vector<Played> trick;    // every play of the current trick, in order
    bool skip_next = false;       // the next player loses their turn (firecracker, same letters)
    std::vector<CardId> discards; // every card played this hand, in order (public)
    std::optional<Exchange> exchange; // the exchange made after this hand's deal (hand >= 2)
    std::vector<HandResult> results;
    core::ActionLog log;

    int players() const { return int(seats.size()); }
    int holding() const; // players still holding cards
};

core::Expected<State> new_game(const core::Setup& setup, std::uint64_t seed);
// Hand 1 with the hands given (tests): any cards of the deck not in a hand are removed for the
// hand (as the two-player deal's 20); `leader` leads.
core::Expected<State> new_game_with_hands(const core::Setup& setup, std::uint64_t seed,
                                          const std::vector<std::vector<CardId>>& hands,
                                          int leader);

// ---- Events: what happened; every card named in one is public unless `private_to` says ------
enum class EventKind : std::uint8_t {
    HandDealt,   // hand `index` dealt; seat = the leader
    Exchanged,   // seat = Luckylix gives `card` (worst) to `other` = Badluckix, who returns
                 // `card2` (best); the cards are kNoCard for a seat that is neither
    Played,      // seat plays `combo` with `cards`
    Firecracker, // seat plays a firecracker (`cards`: one, or all with FirecrackersOut)
    Passed,      // seat passes; `voluntary` when it could have played
    Skipped,     // seat loses its turn; `reason` 0 = firecracker, 1 = same letters
    TrickWon,    // seat wins the trick (`reason` 1: by a Z at once, 2: the two-player pass)
    WentOut,     // seat has no cards left; `index` = the order it went out; `bad` on a star, Z or
                 // firecracker
    HandEnded,   // `result` holds the hand's result
    GameEnded,   // `winners` share the victory
};
struct Event {
    EventKind kind = EventKind::HandDealt;
    int seat = -1;
    int other = -1;
    int index = 0;
    int reason = 0;
    bool voluntary = false;
    bool bad = false;
    CardId card = kNoCard, card2 = kNoCard;
    Combo combo;
    std::vector<CardId> cards;
    std::optional<HandResult> result;
    std::vector<int> winners;
};
// What `seat` may be told of an event: the exchange's cards only to its two players.
Event event_for(const Event& e, int seat);

using Outcome = games::OutcomeOf<Event>;
// Applies one action of `seat` (core::kTableSeat for the table). Anything not legal is rejected
// with a refusal code (below) and changes nothing. Applied actions are appended to the log.
Outcome apply(State& state, int seat, const Action& action);
// Every legal action of `seat` now: plays of every shape the rules allow (README, "Stars": a star
// only for a letter the hand lacks), firecracker, pass.
std::vector<Action> legal(const State& state, int seat);
// Why `seat` may not take `action` now, or "" when it may (apply's rejection): a refusal's text
// form (engine/core/refusal.h), worded by the table (table/strategix/words.h). Besides the shared
// codes (core::kGameOver, kNotAPlayer, kNotYourTurn, kNoSuchAction), Strategix's own:
//   not_a_combination                 the play is no combination (README, "Tricks")
//   no_a_in_deck                      an A without the ABCD variant (README, "Deck")
//   hand_cannot_make:P,P              the hand cannot make the play P (combo_args)
//   wrong_shape:S,S                   not the shape of the standing combination S
//   weaker_than:P,P,S,S               the play P is weaker than the standing S
//   no_firecracker                    README, "Firecrackers": none in the hand
//   firecracker_never_leads           ... never leads a trick
//   firecracker_after_firecracker     ... never right after a firecracker
//   leader_plays_out_firecrackers     only a leader plays out their firecrackers
//   more_than_firecrackers            playing them out needs a hand of firecrackers only
//   leader_must_play                  README, "Passing": the leader may not pass
//   must_play                         ... the one voluntary pass of the hand was made
//   table_deals_next_hand             only the table deals the next hand
//   hand_not_over                     the next hand before this one is over
//   hand_over                         a move once the hand is over
std::string refusal(const State& state, int seat, const Action& action);
// A combination as two refusal arguments, and back: its play's action code (Action::encode)
// in its high and low 16 bits, since a refusal's argument holds at most nine digits.
std::array<int, 2> combo_args(const Combo& c);
std::optional<Combo> combo_from_args(int high, int low);
// The cards a play takes from `hand`: its own letters first (lowest id), stars for the rest;
// nullopt when the hand cannot make it.
std::optional<std::vector<CardId>> cards_for(const std::vector<CardId>& hand, const Combo& c);

// ---- What a seat may know ---------------------------------------------------------------------
struct SeatView {
    int count = 0; // cards held
    bool passed = false;
    bool voluntary_used = false;
    int out_place = 0;
    bool bad_out = false;
    int total = 0;
};
struct View {
    int viewer = -1; // -1: a spectator
    int players = 0;
    std::uint32_t variant = 0;
    int hand = 0, hands = 0;
    Phase phase = Phase::Play;
    int current = 0;
    int leader = 0;
    std::vector<CardId> my_hand; // the viewer's own cards, sorted; empty for a spectator
    std::vector<SeatView> seats;
    std::optional<Played> standing;
    std::vector<Played> trick;
    bool skip_next = false;
    std::vector<CardId> discards;     // every card played this hand
    int removed = 0;                  // cards out of this hand unseen (2 players: 20)
    std::optional<Exchange> exchange; // cards only when the viewer was in it, else kNoCard
    std::vector<HandResult> results;
    // The viewer's legal actions now (empty unless it may act).
    std::vector<Action> legal;
};
View view(const State& state, int seat);
// Cards the viewer has not seen: the others' hands, the removed and undealt cards, and the card
// an exchange gave another player.
std::vector<CardId> unseen_cards(const View& v);

// Every card is in exactly one place; for tests and the fuzzer.
bool cards_conserved(const State& state, std::string* why = nullptr);

// ---- Bots (bots.cpp) ----------------------------------------------------------------------------
// casual  plays the lowest legal combination, passes when unsure
// good    keeps Z, stars and firecrackers for the right moment and plans the order it goes out
// expert  searches deals consistent with its view (what was played and passed, the counts)
using Intent = games::IntentOf<Action>;
using Bot = games::BotOf<View, Intent>;
std::unique_ptr<Bot> make_bot(core::SeatKind level, std::uint64_t seed);
// A full state consistent with the view: the unseen cards dealt at random to the places the
// viewer cannot see, in their counts. For the expert's search; its log and results are empty.
State sample_state(const View& v, core::Rng& rng);

} // namespace strategix
