// The adapter every game plugs in through: TypedMatch<G> implements games::Match over a game's
// typed code, and module_of<G>() makes its games::Module. A game writes one traits struct G in
// its folder (engine/<game>/module.h and module.cpp) and nothing else; see src/README.md, "Add a
// game", and tests/highcard/module.h for a model:
//
//   struct Game : games::Traits<Game, State, Action, View, Event> { ... };
//
// games::Traits (engine/game_traits.h) gives the types and every member with a default below. A
// default calls the game's own function named in brackets, found by argument-dependent lookup
// in the game's namespace (`legal(s, seat)` with `s` a check::State calls check::legal), so a
// game declares a member only where its function has another name or needs wrapping, or where
// the work is its own; the game's member hides the default. A member may be a constexpr pointer
// to the game's function (`static constexpr auto fingerprint = &state_ids_json;`). All are
// static. State holds `setup`, `seed`, `rng` and `log`.
//
// Types: State, Action (encode/decode/to_string), View, Event; Intent {action, delay_ms}, by
// default games::IntentOf<Action> (Traits' sixth argument for a game's own: Txek's says what a
// reaction is about); Bot, games::BotOf<View, Intent> (think(View) -> optional<Intent>).
//
// The game's own work, which every game writes:
//   make_facts()                    its Facts, set by name (facts() keeps them)
//   over(state)                     whether the game is over
//   result_rows(state), scores(state)
//   random_action(state, rng)       optional<pair<seat, Action>> for playouts
//   unknown_cards(state, seat)      the cards `seat` does not know where they lie
//   relabel(state, from, to)        card from[i] becomes to[i] wherever it lies (a permutation);
//                                   what each seat knows stays with the place
// Defaults, each the game's function named in brackets:
//   deal(setup, seed)               Expected<State>: a new game [new_game]
//   legal(state, seat)              the seat's legal actions now [legal]
//   apply(state, seat, action)      games::OutcomeOf<Event>: {ok, rejection, events} [apply]
//   view(state, seat)               the typed view [view]
//   view_json(view), view_from_json(json)          [view_to_json], [view_from_json]
//   event_to_json(event), event_from_json(json)    [event_to_json], [event_from_json]
//   event_json(event, seat)         optional<json>: what `seat` is told of an event (none:
//                                   nothing); every card in it must be one `seat` may know.
//                                   [event_to_json(event_for(event, seat))] where the game
//                                   declares event_for; without it every seat is told it whole
//   parse_text(state, text)         optional<Action>: an action's record syntax
//                                   (Action::to_string) [parse_action(text)]; a game whose text
//                                   reads against the state gives its own (Txek's)
//   make_bot(level, seed)           unique_ptr<Bot> [make_bot]
//   table_timer(state, options)     optional<Intent>: the table's next own action and its delay
//                                   (a reaction window closing, the next deal); default: none
//   winners(state)                  who won a finished game, after the game's own tie-break;
//                                   default: the seats with the best score share (best_scores)
//   broken_invariant(state)         "" or what is wrong [cards_conserved(state, &why)]
//   fingerprint(state)              json of everything, hidden cards included [state_json]
//   replay_record(text)             Expected<TypedReplay<State>>: a record replayed
//                                   [replay(parse_record(text)), state_json as its summary]
#pragma once
#include "engine/core/deck.h"
#include "engine/core/refusal.h"
#include "engine/module.h"

#include <algorithm>
#include <cstdint>
#include <map>
#include <type_traits>
#include <utility>

namespace games {

// A game's record replayed (see Module::replay_record): the typed final state and its summary.
template <class State> struct TypedReplay {
    State state;
    nlohmann::json summary;
    int applied = 0;
    std::string stopped;
};

// What an intent reacts to, for games whose Intent says it (Intent::about); 0 for the others.
template <class I, class = void> struct HasAbout : std::false_type {};
template <class I>
struct HasAbout<I, std::void_t<decltype(std::declval<const I&>().about)>> : std::true_type {};
template <class I> std::uint64_t intent_about(const I& intent) {
    if constexpr (HasAbout<I>::value)
        return std::uint64_t(intent.about);
    else
        return 0;
}

template <class G> class TypedMatch final : public Match {
public:
    using State = typename G::State;
    using Action = typename G::Action;
    using Bot = typename G::Bot;
    using Intent = typename G::Intent;

    TypedMatch(State state, const MatchOptions& options)
        : TypedMatch(std::move(state), options, {}) {}
    // With bots of the caller's (tests: scripted bots); bots[seat] null is a person's seat. An
    // empty list: the setup's bot seats get the game's bots (unless options.bots is false).
    TypedMatch(State state, const MatchOptions& options, std::vector<std::unique_ptr<Bot>> bots)
        : state_(std::move(state)), options_(options), bots_(std::move(bots)) {
        const int n = players();
        if (bots_.empty() && options_.bots)
            for (int p = 0; p < n; ++p) {
                const core::SeatKind kind = state_.setup.seats[std::size_t(p)];
                bots_.push_back(kind == core::SeatKind::Human
                                    ? nullptr
                                    : G::make_bot(kind, bot_seed(state_.seed, p)));
            }
        bots_.resize(std::size_t(n));
        plans_.assign(std::size_t(n) + 1, Plan{}); // the last plan is the table's
        refused_at_.assign(std::size_t(n) + 1, std::size_t(-1));
        replan();
    }

    // The typed state, for the game's own tests and tools (never for a seat).
    const State& state() const { return state_; }

    const Facts& facts() const override { return G::facts(); }
    const core::Setup& setup() const override { return state_.setup; }
    std::uint64_t seed() const override { return state_.seed; }
    const core::ActionLog& log() const override { return state_.log; }

    std::vector<std::uint32_t> legal(int seat) const override {
        std::vector<std::uint32_t> codes;
        for (const Action& a : G::legal(state_, seat)) codes.push_back(a.encode());
        return codes;
    }

    Acted act(int seat, std::uint32_t code) override {
        const auto action = Action::decode(code);
        if (!action) return {false, core::refuse(core::kNoSuchAction)};
        return act(seat, *action);
    }

    // A person's typed action, at the current time (the game's tests).
    Acted act(int seat, const Action& action) {
        auto outcome = G::apply(state_, seat, action);
        if (!outcome.ok) return {false, outcome.rejection};
        tell(outcome.events);
        replan();
        return {true, {}};
    }

    std::string action_text(std::uint32_t code) const override {
        const auto action = Action::decode(code);
        return action ? action->to_string() : std::string("?");
    }

    std::int64_t now() const override { return now_; }

    // When the next plan is applied: its due time plus the hold (set_hold).
    std::int64_t next_due() const override {
        std::int64_t best = -1;
        for (const Plan& p : plans_)
            if (p.active && (best < 0 || p.due < best)) best = p.due;
        return best < 0 ? -1 : best + hold_;
    }

    void set_hold(int ms) override { hold_ = std::max(0, ms); }

    Acted act_at(int seat, std::uint32_t code, std::int64_t pressed_ms) override {
        advance_to(pressed_ms + hold_ - 1); // what was due before the press comes first
        if (pressed_ms + hold_ > now_) now_ = pressed_ms + hold_;
        return act(seat, code);
    }

    void seat_bot(int seat, std::optional<core::SeatKind> level) override {
        if (seat < 0 || seat >= players()) return;
        const bool bot = level && *level != core::SeatKind::Human;
        bots_[std::size_t(seat)] = bot ? G::make_bot(*level, bot_seed(state_.seed, seat)) : nullptr;
        plans_[std::size_t(seat)].active = false;
        refused_at_[std::size_t(seat)] = std::size_t(-1);
        replan();
    }

    int advance_to(std::int64_t ms) override {
        int applied = 0;
        for (std::int64_t due = next_due(); due >= 0 && due <= ms; due = next_due())
            applied += step(due);
        if (ms > now_) now_ = ms;
        return applied;
    }

    bool run(long max_actions) override {
        for (long i = 0; i < max_actions && !over(); ++i) {
            const std::int64_t due = next_due();
            if (due < 0) break;
            step(due); // one action: a match that deals on must stop at the end of a game
        }
        return over();
    }

    std::optional<Countdown> countdown() const override {
        const Plan& table = plans_.back();
        if (!table.active) return std::nullopt;
        return Countdown{table.from, table.due + hold_};
    }

    nlohmann::json view(int seat) const override {
        return G::view_json(G::view(state_, clamp_viewer(seat)));
    }

    void watch(int seat) override { queues_[clamp_viewer(seat)]; }

    std::vector<nlohmann::json> take_events(int seat) override {
        auto it = queues_.find(clamp_viewer(seat));
        if (it == queues_.end()) return {};
        std::vector<nlohmann::json> out;
        out.swap(it->second);
        return out;
    }

    bool over() const override { return G::over(state_); }
    std::vector<nlohmann::json> result_rows() const override { return G::result_rows(state_); }
    std::vector<double> scores() const override { return G::scores(state_); }
    std::vector<int> winners() const override {
        if (!over()) return {};
        return G::winners(state_);
    }

    std::string broken_invariant() const override { return G::broken_invariant(state_); }

    nlohmann::json fingerprint() const override {
        return {{"state", G::fingerprint(state_)},
                {"rng", state_.rng.state()},
                {"log", core::encode_actions(state_.log)}};
    }

    std::optional<std::pair<int, std::uint32_t>> random_action(core::Rng& rng) const override {
        auto choice = G::random_action(state_, rng);
        if (!choice) return std::nullopt;
        return std::make_pair(choice->first, choice->second.encode());
    }

    std::unique_ptr<Match> snapshot() const override { return without_bots(state_); }

    std::unique_ptr<Match> hidden_twin(int seat, std::pair<int, std::uint32_t> next,
                                       std::uint64_t shuffle_seed) const override {
        State after = state_;
        if (auto a = Action::decode(next.second)) G::apply(after, next.first, *a);
        // Only cards the seat knows neither now nor once `next` is applied: a card the action
        // shows it must be the same card in both matches.
        std::vector<core::CardId> before_ids = G::unknown_cards(state_, seat);
        std::vector<core::CardId> after_ids = G::unknown_cards(after, seat);
        std::sort(before_ids.begin(), before_ids.end());
        std::sort(after_ids.begin(), after_ids.end());
        std::vector<core::CardId> from;
        std::set_intersection(before_ids.begin(), before_ids.end(), after_ids.begin(),
                              after_ids.end(), std::back_inserter(from));
        std::vector<core::CardId> to = from;
        core::Rng rng(shuffle_seed);
        rng.shuffle(to);
        State twin = state_;
        G::relabel(twin, from, to);
        return without_bots(std::move(twin));
    }

    std::optional<std::pair<std::uint32_t, int>>
    bot_choice(int seat, core::SeatKind level, std::uint64_t seed,
               const nlohmann::json* view_json) const override {
        typename G::View v;
        if (view_json) {
            auto decoded = G::view_from_json(*view_json);
            if (!decoded) return std::nullopt;
            v = std::move(decoded.value());
        } else {
            v = G::view(state_, clamp_viewer(seat));
        }
        auto bot = G::make_bot(level, seed); // none for a person's seat
        if (!bot) return std::nullopt;
        auto intent = bot->think(v);
        if (!intent) return std::nullopt;
        return std::make_pair(intent->action.encode(), intent->delay_ms);
    }

    nlohmann::json round_trip(Wire kind, const nlohmann::json& message) const override {
        if (kind == Wire::View) {
            auto v = G::view_from_json(message);
            return v ? G::view_json(v.value()) : nlohmann::json{{"error", v.error()}};
        }
        auto e = G::event_from_json(message);
        return e ? G::event_to_json(e.value()) : nlohmann::json{{"error", e.error()}};
    }

    std::optional<std::uint32_t> recode(std::uint32_t code) const override {
        const auto action = Action::decode(code);
        if (!action) return std::nullopt;
        return action->encode();
    }

    std::optional<std::uint32_t> code_of_text(const std::string& text) const override {
        const auto action = G::parse_text(state_, text);
        if (!action) return std::nullopt;
        return action->encode();
    }

    // What a bot or the table means to do, and when.
    struct Plan {
        bool active = false;
        Action action{};
        std::int64_t from = 0; // when it was planned
        std::int64_t due = 0;
        std::uint64_t about = 0; // what it reacts to (Intent::about)
    };
    // What `seat`'s bot (core::kTableSeat: the table) means to do and when; inactive when it
    // waits. Tools and tests: who reacted to what, how fast. Never for a seat.
    Plan planned(int seat) const {
        if (seat == core::kTableSeat) return plans_.back();
        return seat >= 0 && seat < players() ? plans_[std::size_t(seat)] : Plan{};
    }

private:
    // A match of `state` at this one's time, with no bots and nobody watching.
    std::unique_ptr<Match> without_bots(State state) const {
        MatchOptions quiet = options_;
        quiet.bots = false;
        quiet.observer = nullptr;
        auto m = std::make_unique<TypedMatch>(std::move(state), quiet);
        m->now_ = now_;
        return m;
    }

    int clamp_viewer(int seat) const { return seat >= 0 && seat < players() ? seat : -1; }

    void tell(const std::vector<typename G::Event>& events) {
        for (auto& [seat, queue] : queues_)
            for (const auto& e : events)
                if (auto j = G::event_json(e, seat)) queue.push_back(std::move(*j));
    }

    // A plan keeps its time while it stays the same action about the same thing: the bot is
    // still reaching for the same card, the same window is still open. The same card played on a
    // new top card is a new reaction (Intent::about), with its own delay. A bot's delay counts
    // from when a person can see what happened (MatchOptions::show_ms later); the table's timers
    // count from the event.
    void plan(std::size_t who, const std::optional<Intent>& intent) {
        Plan& p = plans_[who];
        if (!intent || refused_at_[who] == state_.log.size()) {
            p.active = false;
            return;
        }
        const std::uint64_t about = intent_about(*intent);
        if (p.active && p.action == intent->action && p.about == about) return;
        const int shown = who + 1 < plans_.size() ? options_.show_ms : 0;
        p = {true, intent->action, now_, now_ + shown + intent->delay_ms, about};
    }

    void replan() {
        for (int seat = 0; seat < players(); ++seat) {
            Bot* bot = bots_[std::size_t(seat)].get();
            if (!bot) {
                plans_[std::size_t(seat)].active = false;
                continue;
            }
            if (options_.observer) options_.observer->before_think(seat);
            const std::optional<Intent> intent = bot->think(G::view(state_, seat));
            if (options_.observer) options_.observer->after_think(seat, intent.has_value());
            plan(std::size_t(seat), intent);
        }
        plan(plans_.size() - 1, G::table_timer(state_, options_));
    }

    // Applies the first plan applied at `at`, its due time plus the hold (lower seat first, the
    // table last).
    int step(std::int64_t at) {
        if (at > now_) now_ = at;
        for (std::size_t who = 0; who < plans_.size(); ++who) {
            Plan& p = plans_[who];
            if (!p.active || p.due + hold_ != at) continue;
            p.active = false;
            const int seat = who + 1 == plans_.size() ? int(core::kTableSeat) : int(who);
            auto outcome = G::apply(state_, seat, p.action);
            if (outcome.ok)
                tell(outcome.events);
            else
                refused_at_[who] = state_.log.size(); // stale: someone was faster
            replan();
            return outcome.ok ? 1 : 0;
        }
        return 0;
    }

    State state_;
    MatchOptions options_;
    std::vector<std::unique_ptr<Bot>> bots_;
    std::vector<Plan> plans_;
    std::vector<std::size_t> refused_at_; // log length when a plan was last refused
    std::int64_t now_ = 0;
    int hold_ = 0; // set_hold: how long after it is due a plan is applied
    std::map<int, std::vector<nlohmann::json>> queues_; // events of the watched seats
};

template <class G> std::string check_setup(const core::Setup& setup) {
    const Facts& f = G::facts();
    const int n = int(setup.seats.size());
    if (n < f.min_players || n > f.max_players) return core::refuse(kPlayerCount, {n});
    std::uint32_t known = 0;
    for (const Variant& v : f.variants) known |= v.bit;
    if (setup.variant & ~known) return core::refuse(known ? kNoSuchVariant : kNoVariants);
    return {};
}

template <class G>
core::Expected<std::unique_ptr<Match>> open_match(const core::Setup& setup, std::uint64_t seed,
                                                  const core::ActionLog& actions,
                                                  const MatchOptions& options) {
    using E = core::Expected<std::unique_ptr<Match>>;
    if (std::string why = check_setup<G>(setup); !why.empty()) return E::fail(why);
    auto dealt = G::deal(setup, seed);
    if (!dealt) return E::fail(dealt.error());
    typename G::State state = std::move(dealt.value());
    for (std::size_t i = 0; i < actions.size(); ++i) {
        const core::LoggedAction& a = actions[i];
        const std::string which = "action " + std::to_string(i + 1);
        const auto action = G::Action::decode(a.code);
        if (!action) return E::fail(which + " is not a move of " + std::string(G::facts().name));
        const std::string who = a.seat == core::kTableSeat ? std::string("the table")
                                                           : "seat " + std::to_string(a.seat + 1);
        auto outcome = G::apply(state, a.seat, *action);
        if (!outcome.ok)
            return E::fail(which + ", '" + action->to_string() + "' by " + who +
                           ", cannot be played: " + outcome.rejection);
    }
    return E::ok(std::make_unique<TypedMatch<G>>(std::move(state), options));
}

template <class G> core::Expected<RecordReplay> replay_record(const std::string& text) {
    auto replayed = G::replay_record(text);
    if (!replayed) return core::Expected<RecordReplay>::fail(replayed.error());
    TypedReplay<typename G::State>& r = replayed.value();
    MatchOptions quiet;
    quiet.bots = false;
    quiet.auto_next = false;
    RecordReplay out{std::move(r.summary), r.applied, std::move(r.stopped),
                     std::make_unique<TypedMatch<G>>(std::move(r.state), quiet)};
    return core::Expected<RecordReplay>::ok(std::move(out));
}

template <class G> const Module& module_of() {
    static const Module m{G::facts(), &check_setup<G>, &open_match<G>, &replay_record<G>};
    return m;
}

} // namespace games
