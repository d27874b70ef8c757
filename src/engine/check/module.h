// CHECK! in the game module: the traits games::TypedMatch runs on (engine/typed_match.h lists
// what each one means). Only the registry (engine/games.cpp) and CHECK!'s own folders use this.
#pragma once
#include "engine/check/check.h"
#include "engine/typed_match.h"

namespace check {

struct Game {
    using State = check::State;
    using Action = check::Action;
    using View = check::View;
    using Event = check::Event;
    using Bot = check::Bot;
    using Intent = check::Intent;

    static const games::Facts& facts();

    static core::Expected<State> deal(const core::Setup& setup, std::uint64_t seed);
    static std::vector<Action> legal(const State& s, int seat);
    static Outcome apply(State& s, int seat, const Action& a);
    static View view(const State& s, int seat);
    static nlohmann::json view_json(const View& v);
    static core::Expected<View> view_from_json(const nlohmann::json& j);
    // What `seat` is told: drawn cards only to the one who drew them (check::event_for).
    static std::optional<nlohmann::json> event_json(const Event& e, int seat);
    static nlohmann::json event_to_json(const Event& e);
    static core::Expected<Event> event_from_json(const nlohmann::json& j);
    static std::optional<Action> parse_text(const State&, const std::string& text);

    // CHECK! has no timed table action: every move is a player's, and nothing is dealt on.
    static std::optional<Intent> table_timer(const State& s, const games::MatchOptions& o);

    static bool over(const State& s);
    // One row, once the game is over: the whole game's result (wire.h, result_to_json).
    static std::vector<nlohmann::json> result_rows(const State& s);
    // Each seat's total (README, "Scoring"); before the end, the points so far.
    static std::vector<double> scores(const State& s);
    // README, "Scoring": the most points, then more point-stack cards, else shared.
    static std::vector<int> winners(const State& s);
    static std::unique_ptr<Bot> make_bot(core::SeatKind level, std::uint64_t seed);

    static std::string broken_invariant(const State& s);
    static nlohmann::json fingerprint(const State& s);

    // A random legal move of the player to move, biased so that playouts end: a Fulfil, when
    // one is legal, three times in four rather than any other move.
    static std::optional<std::pair<int, Action>> random_action(const State& s, core::Rng& rng);

    // What `seat` has not seen where it lies: the number cards of the draw pile and of the
    // other hands (but the hand of the player to move, see module.cpp), and the order deck's
    // orders as ids kOrderIdBase + order.
    static std::vector<core::CardId> unknown_cards(const State& s, int seat);
    static void relabel(State& s, const std::vector<CardId>& from, const std::vector<CardId>& to);

    static core::Expected<games::TypedReplay<State>> replay_record(const std::string& text);
};

// unknown_cards names an order of the order deck kOrderIdBase + its id (core::CardId), so that
// the conformance suite's hidden twins shuffle the order deck as well as the number cards.
inline constexpr CardId kOrderIdBase = CardId(kDeckSize);

// A CHECK! match in time, typed: the game's own tests and tools use it.
using Match = games::TypedMatch<Game>;

const games::Module& module();

} // namespace check
