// Txek in the game module: the traits games::TypedMatch runs on (engine/typed_match.h lists
// what each one means). Only the registry (engine/games.cpp) and txek's own folders use this.
#pragma once
#include "engine/txek/bot.h"
#include "engine/txek/txek.h"
#include "engine/typed_match.h"

namespace txek {

struct Game {
    using State = txek::State;
    using Action = txek::Action;
    using View = txek::View;
    using Event = txek::Event;
    using Bot = txek::Bot;
    using Intent = txek::Intent;

    static const games::Facts& facts();

    static core::Expected<State> deal(const core::Setup& setup, std::uint64_t seed);
    static std::vector<Action> legal(const State& s, int seat);
    static Outcome apply(State& s, int seat, const Action& a);
    static View view(const State& s, int seat);
    static nlohmann::json view_json(const View& v);
    static core::Expected<View> view_from_json(const nlohmann::json& j);
    // Every event is public by construction (txek.h, "Events").
    static std::optional<nlohmann::json> event_json(const Event& e, int);
    static nlohmann::json event_to_json(const Event& e);
    static core::Expected<Event> event_from_json(const nlohmann::json& j);
    static std::optional<Action> parse_text(const State& s, const std::string& text);

    // Table rules, "Timing on screen": every discard's reaction window closes after the set
    // time; with nobody at the screen the next round is dealt after a pause.
    static std::optional<Intent> table_timer(const State& s, const games::MatchOptions& o);

    static bool over(const State& s);
    static std::vector<nlohmann::json> result_rows(const State& s);
    static std::vector<double> scores(const State& s);
    static std::unique_ptr<Bot> make_bot(core::SeatKind level, std::uint64_t seed);

    static std::string broken_invariant(const State& s);
    static nlohmann::json fingerprint(const State& s);

    static std::optional<std::pair<int, Action>> random_action(const State& s, core::Rng& rng);

    static std::vector<core::CardId> unknown_cards(const State& s, int seat);
    static void relabel(State& s, const std::vector<CardId>& from, const std::vector<CardId>& to);

    static core::Expected<games::TypedReplay<State>> replay_record(const std::string& text);
};

// A Txek match in time, typed: the game's own tests and tools use it.
using Match = games::TypedMatch<Game>;

const games::Module& module();

} // namespace txek
