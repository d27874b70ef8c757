// Strategix in the game module: the traits games::TypedMatch runs on (engine/typed_match.h lists
// what each one means). Only the registry (engine/games.cpp) and strategix's own folders use this.
#pragma once
#include "engine/strategix/strategix.h"
#include "engine/typed_match.h"

namespace strategix {

struct Game {
    using State = strategix::State;
    using Action = strategix::Action;
    using View = strategix::View;
    using Event = strategix::Event;
    using Bot = strategix::Bot;
    using Intent = strategix::Intent;

    static const games::Facts& facts();

    static core::Expected<State> deal(const core::Setup& setup, std::uint64_t seed);
    static std::vector<Action> legal(const State& s, int seat);
    static Outcome apply(State& s, int seat, const Action& a);
    static View view(const State& s, int seat);
    static nlohmann::json view_json(const View& v);
    static core::Expected<View> view_from_json(const nlohmann::json& j);
    // What `seat` is told: the exchange's cards only to its two players (strategix::event_for).
    static std::optional<nlohmann::json> event_json(const Event& e, int seat);
    static nlohmann::json event_to_json(const Event& e);
    static core::Expected<Event> event_from_json(const nlohmann::json& j);
    static std::optional<Action> parse_text(const State&, const std::string& text);

    // With nobody at the screen the next hand is dealt after a pause.
    static std::optional<Intent> table_timer(const State& s, const games::MatchOptions& o);

    static bool over(const State& s);
    // One row a finished hand (wire.h, hand_to_json).
    static std::vector<nlohmann::json> result_rows(const State& s);
    // Each seat's points over the hands played.
    static std::vector<double> scores(const State& s);
    static std::unique_ptr<Bot> make_bot(core::SeatKind level, std::uint64_t seed);

    static std::string broken_invariant(const State& s);
    static nlohmann::json fingerprint(const State& s);

    // A random legal move of the player to move (the table's next deal once a hand is over).
    static std::optional<std::pair<int, Action>> random_action(const State& s, core::Rng& rng);

    // Cards the seat has not seen where they lie: the others' hands and the cards out of the
    // hand, except the exchange's two cards for its two players.
    static std::vector<core::CardId> unknown_cards(const State& s, int seat);
    static void relabel(State& s, const std::vector<CardId>& from, const std::vector<CardId>& to);

    static core::Expected<games::TypedReplay<State>> replay_record(const std::string& text);
};

// A Strategix match in time, typed: the game's own tests and tools use it.
using Match = games::TypedMatch<Game>;

const games::Module& module();

} // namespace strategix
