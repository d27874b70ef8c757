// Tschak! in the game module: the traits games::TypedMatch runs on (engine/typed_match.h lists
// what each one means). Only the registry (engine/games.cpp) and Tschak!'s own folders use this.
// Tschak! is the first game whose seats choose at the same moment (Facts::simultaneous): every
// seat still to choose this step has legal actions at once, and what one commits stays out of
// every other seat's view and events until the reveal (README, "Secret choices").
#pragma once
#include "engine/tschak/tschak.h"
#include "engine/typed_match.h"

namespace tschak {

struct Game {
    using State = tschak::State;
    using Action = tschak::Action;
    using View = tschak::View;
    using Event = tschak::Event;
    using Bot = tschak::Bot;
    using Intent = tschak::Intent;

    static const games::Facts& facts();

    static core::Expected<State> deal(const core::Setup& setup, std::uint64_t seed);
    static std::vector<Action> legal(const State& s, int seat);
    static Outcome apply(State& s, int seat, const Action& a);
    static View view(const State& s, int seat);
    static nlohmann::json view_json(const View& v);
    static core::Expected<View> view_from_json(const nlohmann::json& j);
    // What `seat` is told: a choice's cards only to the one who chose (tschak::event_for).
    static std::optional<nlohmann::json> event_json(const Event& e, int seat);
    static nlohmann::json event_to_json(const Event& e);
    static core::Expected<Event> event_from_json(const nlohmann::json& j);
    static std::optional<Action> parse_text(const State&, const std::string& text);

    // Tschak! has no timed table action: the reveal comes with the last choice.
    static std::optional<Intent> table_timer(const State& s, const games::MatchOptions& o);

    static bool over(const State& s);
    // One row a keep that has ended (wire.h, KeepResult); the fourth is final.
    static std::vector<nlohmann::json> result_rows(const State& s);
    // Each seat's total (README, "Scoring") as if scored now.
    static std::vector<double> scores(const State& s);
    // README, "Scoring": the most points, then fewer monsters, else shared.
    static std::vector<int> winners(const State& s);
    static std::unique_ptr<Bot> make_bot(core::SeatKind level, std::uint64_t seed);

    static std::string broken_invariant(const State& s);
    static nlohmann::json fingerprint(const State& s);

    // A random legal choice of a random seat still to choose.
    static std::optional<std::pair<int, Action>> random_action(const State& s, core::Rng& rng);

    // The adventurers `seat` has not seen where they lie: the other hands' cards not yet
    // revealed (the others' committed choices among them).
    static std::vector<core::CardId> unknown_cards(const State& s, int seat);
    static void relabel(State& s, const std::vector<CardId>& from, const std::vector<CardId>& to);

    static core::Expected<games::TypedReplay<State>> replay_record(const std::string& text);
};

// A Tschak! match in time, typed: the game's own tests and tools use it.
using Match = games::TypedMatch<Game>;

const games::Module& module();

} // namespace tschak
