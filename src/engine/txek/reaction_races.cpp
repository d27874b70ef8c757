// The races of `txektool reaction` (reaction_races.h; README, "Bots' reaction times").
#include "engine/txek/reaction_races.h"
#include "engine/core/stats.h"
#include "engine/txek/bot_policy.h"
#include "engine/txek/module.h"

#include <cstdio>
#include <map>
#include <memory>
#include <utility>

namespace txek::races {

const char* kind_name(Kind k) {
    switch (k) {
    case OwnTxek:
        return "TXEK on your own discard";
    case OtherTxek:
        return "TXEK on another's discard";
    default:
        return "interception";
    }
}

namespace {

constexpr int kPerson = 0;

// An identical card of the viewer's own it may put on the top card now (rule 10: any time, but
// not between its own draw and discard; never while the round is ending).
std::optional<Action> identical_interception(const View& v) {
    if (v.pile.empty() || v.ending != EndCause::None || (v.current == v.viewer && v.drawn))
        return std::nullopt;
    const Face top = v.faces[v.pile.back().card];
    const SeatView& mine = v.seats[std::size_t(v.viewer)];
    for (std::size_t h = 0; h < mine.hand.size(); ++h)
        if (mine.hand[h].card != kNoCard && identical(v.faces[mine.hand[h].card], top))
            return Action::intercept(false, int(h));
    for (std::size_t b = 0; b < mine.bench.size(); ++b)
        if (mine.bench[b].card != kNoCard && identical(v.faces[mine.bench[b].card], top))
            return Action::intercept(true, int(b));
    return std::nullopt;
}

// The person of the races: claims first, D ms after it can see the card; else a good bot's play
// (its decisions and its turn times) without the good bot's own claims.
class ScriptedPerson : public Bot {
public:
    ScriptedPerson(int claim_ms, std::uint64_t seed)
        : style_(style_for(core::SeatKind::Good)), policy_(style_, seed), rng_(seed ^ 0x9E75u),
          claim_ms_(claim_ms) {}

    std::optional<Intent> think(const View& v) override {
        if (v.viewer < 0) return std::nullopt;
        if (v.phase == Phase::Arrange) return policy_.think(v);
        if (v.phase != Phase::Play) return std::nullopt;
        const int me = v.viewer;
        const bool my_action = !v.pending.empty() && v.pending.front().seat == me;
        if (v.ending != EndCause::None)
            return my_action
                       ? std::optional<Intent>(turn(policy_.resolve_action(v), style_.action_ms))
                       : std::nullopt;
        const PileView* top = v.pile.empty() ? nullptr : &v.pile.back();
        if (top && v.window_open && top->identical && !top->claimed)
            return Intent{Action::call_txek(top->serial), claim_ms_, top->serial};
        if (auto a = identical_interception(v)) return Intent{*a, claim_ms_, top->serial};
        if (my_action) return turn(policy_.resolve_action(v), style_.action_ms);
        if (v.can_call_double && policy_.wants_double(v))
            return turn(Action::double_txek(), style_.action_ms);
        if (v.current == me && !v.drawn && !v.window_open && v.pending.empty())
            return turn(Action::draw(), style_.turn_ms);
        if (v.current == me && v.drawn) return turn(policy_.best_discard(v), style_.turn_ms);
        return std::nullopt;
    }

private:
    Intent turn(Action a, const int range[2]) {
        return Intent{a, range[0] + int(rng_.below(std::uint32_t(range[1] - range[0] + 1)))};
    }

    Style style_;
    Policy policy_;
    core::Rng rng_;
    int claim_ms_;
};

// One chance: a TXEK on one discard, or an interception of one top card.
struct Chance {
    Kind kind = OwnTxek;
    bool person = false, bot = false, person_won = false;
};

// Watches one round's plans, action by action.
class Referee {
public:
    Referee(const Config& c, const Match& m) : config_(c), m_(m) {}

    // After every step: note when a new top card landed, then every plan on a chance.
    void look() {
        const State& s = m_.state();
        if (s.pile.empty()) return;
        const std::uint16_t top = s.pile.back().serial;
        landed_.emplace(top, m_.now());
        const std::int64_t closes = landed_[top] + config_.reaction_ms;
        for (int seat = 0; seat < s.players; ++seat) {
            const auto plan = m_.planned(seat);
            if (!plan.active || plan.due > closes) continue;
            Chance* c = nullptr;
            if (plan.action.op == Op::CallTxek && plan.action.serial == top)
                c = &chance(true, top, s.pile.back().seat == kPerson ? OwnTxek : OtherTxek);
            else if (plan.action.op == Op::Intercept)
                c = &chance(false, top, Interception);
            if (c) (seat == kPerson ? c->person : c->bot) = true;
        }
    }

    // The step just applied `a` of `seat`, with `top` the top card before it.
    void applied(int seat, const Action& a, std::uint16_t top) {
        if (seat != kPerson || (a.op != Op::CallTxek && a.op != Op::Intercept)) return;
        const bool txek = a.op == Op::CallTxek;
        auto it = chances_.find({txek, txek ? a.serial : top});
        if (it != chances_.end()) it->second.person_won = true;
    }

    void add_to(Tally& t) const {
        for (const auto& [key, c] : chances_) {
            if (!c.person) continue;
            ++t.claims[c.kind];
            if (!c.bot) continue;
            ++t.contested[c.kind];
            t.wins[c.kind] += c.person_won;
        }
    }

private:
    Chance& chance(bool txek, std::uint16_t serial, Kind kind) {
        auto [it, fresh] = chances_.try_emplace({txek, serial});
        if (fresh) it->second.kind = kind;
        return it->second;
    }

    const Config& config_;
    const Match& m_;
    std::map<std::uint16_t, std::int64_t> landed_;             // serial -> when it landed
    std::map<std::pair<bool, std::uint16_t>, Chance> chances_; // (TXEK?, serial)
};

} // namespace

bool run(const Config& config, Tally& out, std::string& why) {
    out = Tally{};
    core::Setup setup;
    setup.seats.assign(std::size_t(config.players), config.level);
    for (std::size_t bot = 0; bot + 1 < setup.seats.size() && !config.mix.empty(); ++bot)
        setup.seats[bot + 1] = config.mix[bot % config.mix.size()];
    setup.seats[kPerson] = core::SeatKind::Human;
    games::MatchOptions options;
    options.show_ms = config.show_ms;
    options.reaction_ms = config.reaction_ms;
    options.auto_next = false; // one round a deal
    for (long g = 0; g < config.games; ++g) {
        const std::uint64_t seed = config.seed + std::uint64_t(g);
        auto dealt = new_game(setup, seed);
        if (!dealt) {
            why = dealt.error();
            return false;
        }
        std::vector<std::unique_ptr<Bot>> bots;
        for (int p = 0; p < config.players; ++p) {
            const std::uint64_t bot_seed = games::bot_seed(seed, p);
            if (p == kPerson)
                bots.push_back(std::make_unique<ScriptedPerson>(config.human_ms, bot_seed));
            else
                bots.push_back(make_bot(setup.seats[std::size_t(p)], bot_seed));
        }
        Match m(std::move(dealt.value()), options, std::move(bots));
        Referee referee(config, m);
        referee.look();
        while (m.state().phase == Phase::Play || m.state().phase == Phase::Arrange) {
            const std::size_t before = m.log().size();
            const std::uint16_t top = m.state().pile.empty() ? 0 : m.state().pile.back().serial;
            if (m.next_due() < 0) {
                why = "a round stalled (seed " + std::to_string(seed) + ")";
                return false;
            }
            m.run(1);
            if (m.log().size() > before) {
                const core::LoggedAction& last = m.log().back();
                if (auto a = Action::decode(last.code)) referee.applied(last.seat, *a, top);
            }
            referee.look();
        }
        referee.add_to(out);
        ++out.rounds;
        out.actions += long(m.log().size());
    }
    return true;
}

namespace {

std::string level_word(core::SeatKind k) {
    switch (k) {
    case core::SeatKind::Casual:
        return "casual";
    case core::SeatKind::Good:
        return "good";
    default:
        return "expert";
    }
}

std::string row(const char* label, long claims, long contested, long wins) {
    char line[160];
    if (contested == 0) {
        std::snprintf(line, sizeof line, "%-27s %7ld %10ld %6ld      -            -\n", label,
                      claims, contested, wins);
        return line;
    }
    const double p = double(wins) / double(contested);
    const auto [low, high] = core::wilson95(p, double(contested));
    std::snprintf(line, sizeof line, "%-27s %7ld %10ld %6ld %6.1f%%  %5.1f-%5.1f%%\n", label,
                  claims, contested, wins, 100 * p, 100 * low, 100 * high);
    return line;
}

} // namespace

std::string levels_word(const Config& c) {
    if (c.mix.empty()) return level_word(c.level);
    std::string words;
    for (core::SeatKind k : c.mix) words += (words.empty() ? "" : "+") + level_word(k);
    return words;
}

std::string report(const Config& c, const Tally& t) {
    const std::string level = levels_word(c);
    char head[240];
    std::snprintf(head, sizeof head,
                  "reaction races: a person at %d ms against %s bots, %d players, %ld rounds "
                  "(seed %llu), card shown %d ms after the event, window %d ms\n",
                  c.human_ms, level.c_str(), c.players, t.rounds, (unsigned long long)c.seed,
                  c.show_ms, c.reaction_ms);
    std::string out = head;
    char cols[160];
    std::snprintf(cols, sizeof cols, "%-27s %7s %10s %6s %7s  %s\n", "race", "claims", "contested",
                  "wins", "win %", "95% interval");
    out += cols;
    long claims = 0, contested = 0, wins = 0;
    for (int k = 0; k < kKinds; ++k) {
        out += row(kind_name(Kind(k)), t.claims[k], t.contested[k], t.wins[k]);
        claims += t.claims[k], contested += t.contested[k], wins += t.wins[k];
    }
    out += row("all races", claims, contested, wins);
    char last[160];
    const double pct = contested ? 100.0 * double(wins) / double(contested) : 0.0;
    std::snprintf(last, sizeof last, "person at %d ms wins %.1f%% of contested races against %s\n",
                  c.human_ms, pct, level.c_str());
    return out + last;
}

} // namespace txek::races
