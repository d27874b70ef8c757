// The game module: the one seam every game plugs into (src/README.md, "Add a game").
//
// Each game keeps its typed code in its own folder (rules, views, bots, u32 action codes) and
// exposes it here once, through a thin adapter (engine/typed_match.h). Everything generic (the
// App's sessions, saved games, sheets, links, txektool, the conformance suite, fuzzing, bench)
// sees a game only as a `games::Module` and its matches only as `games::Match`.
//
// What a seat receives is data: its view and its events as versioned JSON. That is exactly what
// online play sends a remote seat (src/online/README.md), so it holds nothing the seat may not
// know, and never the seed or the raw action log while the game runs (the seed *is* the deal).
#pragma once
#include "engine/core/action_log.h"
#include "engine/core/expected.h"
#include "engine/core/rng.h"
#include "engine/core/setup.h"

#include <nlohmann/json.hpp>

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace games {

// The layout of views and events; each carries it as "v". A reader refuses other versions.
inline constexpr int kWireVersion = 1;

// A variant flag bit of a game's Setup, as the new-game screen and the tools name it.
struct Variant {
    std::uint32_t bit;
    std::string_view name; // "beginners"
};

// What everything generic needs to know about a game before a match exists.
struct Facts {
    std::string_view id;    // links, storage keys and --game: [a-z0-9]{1,16}
    std::string_view name;  // as printed on the box
    // Who made the printed game, as the box names them ("James Yates"); the About screen credits
    // them in the player's language. Empty for a game of our own.
    std::string_view author;
    int min_players = 2;
    int max_players = 2;
    std::vector<Variant> variants;
    std::string_view row_word;   // one row of its sheet: "round", "game", "hand", "keep"
    std::string_view whole_word; // what a sheet follows and a saved game holds: "game", "match"
    bool lower_wins = false;     // Match::scores(): the fewest points win (Txek)
    // How many people one device can seat (the rest are bots). A real-time game seats one: two
    // people cannot share a screen and keyboard in a race. Tools and tests may seat more.
    int max_people = 1;
    // Several seats choose at the same moment without seeing each other's choice (Tschak!):
    // every seat still to choose has legal actions at once, in no order, and what one commits
    // reaches no other seat's view or events until the last has chosen and all are revealed.
    // The conformance suite proves it ("a committed choice stays secret"); a table shows the
    // pass-the-device cover before each person's choice, and online play sends nothing more.
    bool simultaneous = false;
    // Seats race to act out of turn in real time (Txek's interceptions and TXEK). Online, the
    // host orders such a game's actions by when each person pressed, never by when the press
    // arrived (online/host.h, "Races"); a game of turns needs nothing of the sort.
    bool races = false;
};

// How a match runs: its clock, its bots and the table's own actions.
struct ThinkObserver; // below
struct MatchOptions {
    int reaction_ms = 1500; // real-time games: how long a reaction window stays open
    int pause_ms = 0;       // how long a finished round or game stays up before the next deal
    bool auto_next = true;  // the table deals on by itself (nobody at the screen presses Next)
    bool bots = true;       // bot seats get their bots; false: nobody moves (a replay)
    // How long the table takes to show what just happened (a card's flight), so bots react from
    // what a person can see: added to every bot's planned delay, never to the table's own timers.
    int show_ms = 0;
    ThinkObserver* observer = nullptr; // tools: sees every think() (the engine has no clock)
};

// The tools time bots through this; the engine calls it around every think().
struct ThinkObserver {
    virtual ~ThinkObserver() = default;
    virtual void before_think(int seat) = 0;
    virtual void after_think(int seat, bool answered) = 0;
};

// The answer to Match::act: applied, or refused with a reason in plain words.
struct Acted {
    bool ok = false;
    std::string rejection;
};

// A running timer of the table's (a reaction window): when it started and when it fires, in the
// match's milliseconds.
struct Countdown {
    std::int64_t from = 0;
    std::int64_t due = 0;
};

// One match: authoritative, so it lives only where the game is hosted (this page, or online the
// host's). Seats talk to it through what it hands out per seat.
class Match {
public:
    virtual ~Match() = default;
    virtual const Facts& facts() const = 0;

    // ---- Host only: the deal and the raw log. Never sent to a seat while the game runs.
    virtual const core::Setup& setup() const = 0;
    virtual std::uint64_t seed() const = 0;
    virtual const core::ActionLog& log() const = 0;
    int players() const { return int(setup().seats.size()); }

    // ---- Acting. `seat` is 0..players()-1, or core::kTableSeat for the table's own actions.
    virtual std::vector<std::uint32_t> legal(int seat) const = 0;
    // Applies one action code: forbidden ones are refused and change nothing.
    virtual Acted act(int seat, std::uint32_t code) = 0;
    // The code in the game's record syntax ("swap 0 2"); "?" for a code that is no action.
    virtual std::string action_text(std::uint32_t code) const = 0;

    // ---- Time and bots, in virtual milliseconds handed in (the engine never reads a clock).
    virtual std::int64_t now() const = 0;
    // When the next bot move or table action is due, or -1 when only a person can move it on.
    virtual std::int64_t next_due() const = 0;
    // Applies, in order, everything due up to `ms` (ties: lower seat first, the table last);
    // returns how many actions were applied.
    virtual int advance_to(std::int64_t ms) = 0;
    // The table's running timer (a reaction window), for a countdown on screen.
    virtual std::optional<Countdown> countdown() const = 0;
    // Online races (Facts::races): every bot's and the table's action is applied `ms` after it is
    // due, so that a person's press made before it, still crossing the network, can be applied
    // first (act_at). Bots plan from when the state changed, as ever. 0 (the default): at once.
    virtual void set_hold(int ms) = 0;
    // A person's action pressed at match time `pressed_ms` (in the past): everything due before
    // it is applied first (advance_to(pressed_ms + hold - 1)), then the action, now.
    virtual Acted act_at(int seat, std::uint32_t code, std::int64_t pressed_ms) = 0;
    // Applies what is due, one action at a time, until over() or a person must act, at most
    // `max_actions`; true when over. (Tools and tests: bots alone, as fast as the CPU goes.)
    virtual bool run(long max_actions) = 0;

    // A bot of `level` plays `seat` from now on (an online seat whose person is away), or, with
    // none, nobody: the person plays it again. The bot starts from the seat's view as it is now.
    virtual void seat_bot(int seat, std::optional<core::SeatKind> level) = 0;

    // ---- What a seat receives: views and events, as versioned data (-1: a spectator).
    virtual nlohmann::json view(int seat) const = 0;
    // Keeps `seat`'s events from now on, for take_events; nobody else's are kept.
    virtual void watch(int seat) = 0;
    virtual std::vector<nlohmann::json> take_events(int seat) = 0;

    // ---- Results.
    // The game is over: its result is final (a match of several games, like Checks', may deal
    // on with the table's "next" action).
    virtual bool over() const = 0;
    // One JSON object a finished round or game, for the score sheet (the game's sheet reads it).
    virtual std::vector<nlohmann::json> result_rows() const = 0;
    // Each seat's points in the game over() is about, as the game scores them (never adjusted
    // for a tie-break; Facts::lower_wins says which way wins).
    virtual std::vector<double> scores() const = 0;
    // The seats that won the game over() is about, in seat order; several share a win they tied
    // on, after the game's own tie-break. Empty while the game runs.
    virtual std::vector<int> winners() const = 0;
    // Each seat's share of the win: 1 for a sole winner, 1/k for each of k winners, else 0.
    std::vector<double> win_shares() const;
    // The seats that may act now (a non-empty legal list), in seat order: the player to move,
    // those who may react in a window, or everyone still to choose in a simultaneous step.
    std::vector<int> acting_seats() const;

    // ---- Host-side hooks for tests and tools. None of this ever reaches a seat.
    // Every card accounted for, and the game's own invariants ("" = fine).
    virtual std::string broken_invariant() const = 0;
    // Everything about the state, hidden cards and the generator included: two matches with the
    // same fingerprint play on identically.
    virtual nlohmann::json fingerprint() const = 0;
    // The same match, without bots.
    virtual std::unique_ptr<Match> snapshot() const = 0;
    // A random action a playout may take next (plausible for that seat, judged from its view),
    // and who takes it; none when nobody can act.
    virtual std::optional<std::pair<int, std::uint32_t>> random_action(core::Rng& rng) const = 0;
    // The same match without bots, with the cards `seat` does not know, before nor after
    // `next` is applied, dealt among their places at random (their owner's knowledge moves with
    // the place). What `seat` receives must come out identical: the leak test of the
    // conformance suite.
    virtual std::unique_ptr<Match> hidden_twin(int seat, std::pair<int, std::uint32_t> next,
                                               std::uint64_t shuffle_seed) const = 0;
    // A fresh bot of `level` for `seat` decides: on this match's own typed view (view ==
    // nullptr), or on `*view` decoded from JSON. Its action code and delay, or none. Bots see
    // nothing but a view.
    virtual std::optional<std::pair<std::uint32_t, int>>
    bot_choice(int seat, core::SeatKind level, std::uint64_t bot_seed,
               const nlohmann::json* view) const = 0;
    // A view (or an event) decoded into the game's typed one and encoded again; an object with
    // "error" when it cannot be read.
    enum class Wire { View, Event };
    virtual nlohmann::json round_trip(Wire kind, const nlohmann::json& message) const = 0;
    // The code decoded into the game's action and encoded again (none: no action).
    virtual std::optional<std::uint32_t> recode(std::uint32_t code) const = 0;
    // The code of an action written in the record syntax, in this state (none: unreadable).
    virtual std::optional<std::uint32_t> code_of_text(const std::string& text) const = 0;
};

// The result of replaying a game record (a stacked deal plus actions in the game's syntax).
struct RecordReplay {
    nlohmann::json state; // the game's summary of the final state
    int applied = 0;
    std::string stopped;          // non-empty: which action was refused or unreadable, and why
    std::unique_ptr<Match> match; // the final state, without bots (tests, fuzzing)
};

// A game, as the registry lists it.
struct Module {
    const Facts& facts;
    // "" when the setup can be played (player count, variant bits), else why not as a code
    // (kPlayerCount, kNoSuchVariant, kNoVariants below).
    std::string (*check_setup)(const core::Setup& setup);
    // A match from its setup, seed and the actions played so far. An action that does not
    // apply fails the whole open, with a message naming it ("action 12, 'swap 0 2' by seat 1,
    // cannot be played: ...").
    core::Expected<std::unique_ptr<Match>> (*open)(const core::Setup& setup, std::uint64_t seed,
                                                   const core::ActionLog& actions,
                                                   const MatchOptions& options);
    // Reads a game record (README of the game folder, "Records") and replays it; fails only
    // for a record that cannot be read or a setup that cannot be dealt.
    core::Expected<RecordReplay> (*replay_record)(const std::string& text);
};

// Seat `p`'s bot in a match dealt from `seed`: the same in every tool, test and table.
inline std::uint64_t bot_seed(std::uint64_t seed, int seat) {
    return seed * 31 + std::uint64_t(seat) + 1;
}

// What each of `seats` was told from the deal on (-1: a spectator), in order: `match`'s action
// log replayed in a fresh match of `game`, every seat watched. A seat's log is rebuilt from it
// after a reload, and an online guest's on its return, so it holds what that seat was told live
// and nothing more. Empty lists if the log does not replay (never expected: it was played).
std::vector<std::vector<nlohmann::json>> told_so_far(const Module& game, const Match& match,
                                                     const std::vector<int>& seats);

// The seats with the best of `scores` (the fewest points where facts.lower_wins), ties included:
// the winners of a game whose only tie-break is to share.
std::vector<int> best_scores(const Facts& facts, const std::vector<double>& scores);

// "2 to 7 players" / "2 players", for messages.
std::string players_text(const Facts& facts);
// Why a table on one device cannot seat these people, as a code (engine/core/refusal.h:
// kTooManyPeople and their number); empty when it can.
std::string check_seating(const Facts& facts, const core::Setup& setup);

// The codes of Module::check_setup and check_seating, which the table words with the Facts.
inline constexpr const char* kPlayerCount = "player_count"; // the number of seats
inline constexpr const char* kNoSuchVariant = "no_such_variant";
inline constexpr const char* kNoVariants = "no_variants";
inline constexpr const char* kTooManyPeople = "too_many_people"; // the number of people

} // namespace games
