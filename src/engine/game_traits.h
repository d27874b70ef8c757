// games::Traits: the defaults of a game's traits struct, so that a game writes only what is its
// own (the list, and the game's function each default calls, is at the top of
// engine/typed_match.h). A game derives from it,
//   struct Game : games::Traits<Game, State, Action, View, Event> { ... };
// and a member it declares hides the default of that name. The defaults reach the game's other
// members through G, so one built on another (event_json on event_to_json) uses the game's own.
//
// A default finds the game's function by argument-dependent lookup: an unqualified call looks in
// the namespaces of its arguments' types, so `legal(s, seat)` with `s` a check::State finds
// check::legal. The game's function must be declared in its namespace by the end of its
// module.h.
#pragma once
#include "engine/game_types.h"
#include "engine/typed_match.h"

#include <cstdint>
#include <optional>
#include <string>
#include <type_traits>
#include <utility>
#include <vector>

namespace games {

// The game's functions, called by unqualified name so that lookup by argument type finds them.
// They live apart from Traits, whose members of the same names would hide the game's.
namespace by_type {

// An argument of type T that also names the game's namespace, through its State: a function
// none of whose own arguments is a type of the game (new_game(setup, seed), view_from_json(json),
// make_bot(level, seed), parse_action(text), parse_record(text)) is found by lookup through this
// argument's type, whose template arguments are the game's State and T. It converts to the
// `const T&` the game's function takes. (Lookup also sees T's own namespace, core, std or
// nlohmann, none of which has a function of these names.)
template <class State, class T> struct InGameOf {
    const T& value;
    operator const T&() const { return value; }
};

template <class S> auto new_game_of(const core::Setup& setup, std::uint64_t seed) {
    return new_game(InGameOf<S, core::Setup>{setup}, seed);
}
template <class S> auto make_bot_of(core::SeatKind level, std::uint64_t seed) {
    return make_bot(InGameOf<S, core::SeatKind>{level}, seed);
}
template <class S> auto view_from_json_of(const nlohmann::json& j) {
    return view_from_json(InGameOf<S, nlohmann::json>{j});
}
template <class S> auto event_from_json_of(const nlohmann::json& j) {
    return event_from_json(InGameOf<S, nlohmann::json>{j});
}
template <class S> auto parse_action_of(const std::string& text) {
    return parse_action(InGameOf<S, std::string>{text});
}
template <class S> auto parse_record_of(const std::string& text) {
    return parse_record(InGameOf<S, std::string>{text});
}

template <class S> auto legal_of(const S& s, int seat) {
    return legal(s, seat);
}
template <class S, class A> auto apply_of(S& s, int seat, const A& a) {
    return apply(s, seat, a);
}
template <class S> auto view_of(const S& s, int seat) {
    return view(s, seat);
}
template <class V> nlohmann::json view_to_json_of(const V& v) {
    return view_to_json(v);
}
template <class E> nlohmann::json event_to_json_of(const E& e) {
    return event_to_json(e);
}
template <class S> bool cards_conserved_of(const S& s, std::string* why) {
    return cards_conserved(s, why);
}
template <class S> nlohmann::json state_json_of(const S& s) {
    return state_json(s);
}
template <class R> auto replay_of(const R& record) {
    return replay(record);
}

// The game declares event_for(event, seat): its events hold cards some seats may not know.
template <class E, class = void> struct HasEventFor : std::false_type {};
template <class E>
struct HasEventFor<E, std::void_t<decltype(event_for(std::declval<const E&>(), 0))>>
    : std::true_type {};
template <class E> E event_for_of(const E& e, int seat) {
    return event_for(e, seat);
}

} // namespace by_type

template <class G, class State_, class Action_, class View_, class Event_,
          class Intent_ = IntentOf<Action_>>
struct Traits {
    using State = State_;
    using Action = Action_;
    using View = View_;
    using Event = Event_;
    using Intent = Intent_;
    using Bot = BotOf<View, Intent>;

    // The game's Facts, as its make_facts() sets them by name, made once.
    static const Facts& facts() {
        static const Facts f = G::make_facts();
        return f;
    }

    // The game's rules, wire and bots under the names TypedMatch calls.
    static auto deal(const core::Setup& setup, std::uint64_t seed) {
        return by_type::new_game_of<State>(setup, seed);
    }
    static auto make_bot(core::SeatKind level, std::uint64_t seed) {
        return by_type::make_bot_of<State>(level, seed);
    }
    static std::vector<Action> legal(const State& s, int seat) {
        return by_type::legal_of(s, seat);
    }
    static auto apply(State& s, int seat, const Action& a) { return by_type::apply_of(s, seat, a); }
    static View view(const State& s, int seat) { return by_type::view_of(s, seat); }
    static nlohmann::json view_json(const View& v) { return by_type::view_to_json_of(v); }
    static auto view_from_json(const nlohmann::json& j) {
        return by_type::view_from_json_of<State>(j);
    }
    static nlohmann::json event_to_json(const Event& e) { return by_type::event_to_json_of(e); }
    static auto event_from_json(const nlohmann::json& j) {
        return by_type::event_from_json_of<State>(j);
    }

    // What `seat` is told of an event: the game's event_for(event, seat) takes out the cards the
    // seat may not know, where the game has one; without it every seat is told the whole event.
    static std::optional<nlohmann::json> event_json(const Event& e, int seat) {
        if constexpr (by_type::HasEventFor<Event>::value)
            return G::event_to_json(by_type::event_for_of(e, seat));
        else
            return G::event_to_json(e);
    }

    // The record syntax when it reads the same in any state: the game's parse_action(text). Why
    // a text is no action is dropped: Match::code_of_text only asks whether it is one.
    static std::optional<Action> parse_text(const State&, const std::string& text) {
        auto a = by_type::parse_action_of<State>(text);
        if (!a) return std::nullopt;
        return a.value();
    }

    // No timed table action: every move is a player's.
    static std::optional<Intent> table_timer(const State&, const MatchOptions&) {
        return std::nullopt;
    }

    // No tie-break of the game's own: the seats with the best score share the win.
    static std::vector<int> winners(const State& s) {
        return best_scores(G::facts(), G::scores(s));
    }

    // The game's cards_conserved(state, &why): "" when it holds, else why not.
    static std::string broken_invariant(const State& s) {
        std::string why;
        return by_type::cards_conserved_of(s, &why) ? std::string() : why;
    }

    // Everything a state holds besides setup, seed, generator and log (TypedMatch adds those):
    // the record's summary, state_json(state), where it holds everything.
    static nlohmann::json fingerprint(const State& s) { return by_type::state_json_of(s); }

    // A record replayed: the game's parse_record(text), then replay(record), with its
    // state_json(state) as the summary for people and tests.
    static core::Expected<TypedReplay<State>> replay_record(const std::string& text) {
        using E = core::Expected<TypedReplay<State>>;
        auto record = by_type::parse_record_of<State>(text);
        if (!record) return E::fail(record.error());
        auto result = by_type::replay_of(record.value());
        if (!result) return E::fail(result.error());
        auto& r = result.value();
        nlohmann::json about = by_type::state_json_of(r.state);
        return E::ok({std::move(r.state), std::move(about), r.applied, std::move(r.stopped)});
    }
};

// result_rows for a game that keeps a list of results (a round's, a hand's, a game's of a
// match): one row each, in order, as the game's wire.h writes it.
template <class Result>
std::vector<nlohmann::json> rows_of(const std::vector<Result>& results,
                                    nlohmann::json (*to_json)(const Result&)) {
    std::vector<nlohmann::json> rows;
    for (const Result& r : results) rows.push_back(to_json(r));
    return rows;
}

} // namespace games
