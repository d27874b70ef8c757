// Checks bots: three levels that read only their seat's view (checks.h, "Bots").
#include "engine/checks/checks.h"

#include <algorithm>

namespace checks {

namespace {

using Piles = std::array<std::vector<CardId>, kSlots>;

// The good policy on the bare facts it needs (a hand and the piles), so the expert's playouts can
// call it on a full state without building a view each time.
Action good_choice(const std::vector<CardId>& hand, const Piles& piles) {
    Action best{};
    double best_score = -1e9;
    auto consider = [&](Action a, double score) {
        if (score > best_score) {
            best_score = score;
            best = a;
        }
    };
    for (int k : cashable_piles(hand, piles))
        consider(Action::cash(k), double(piles[k].size() + hand.size()) + 0.5);
    std::vector<CardId> rest;
    for (std::size_t h = 0; h < hand.size(); ++h) {
        rest = hand;
        rest.erase(rest.begin() + long(h));
        const int after = point_total(rest);
        for (int k = 0; k < kSlots; ++k) {
            if (piles[k].empty()) continue;
            // What the play sets up: next turn, the rest of the hand may cash the biggest pile
            // whose upcard (after this play) matches it; the opponent moves first, so discount.
            double setup = 0;
            if (!rest.empty())
                for (int j = 0; j < kSlots; ++j) {
                    if (piles[j].empty()) continue;
                    const CardId top = j == k ? hand[h] : piles[j].back();
                    const std::size_t size = piles[j].size() + (j == k ? 1 : 0);
                    if (value_of(top) == after) setup = std::max(setup, double(size + rest.size()));
                }
            // What it hands the opponent: the pile it lands on, won by a matching total (about
            // one hand in ten for a non-zero upcard, more for a zero: 10, J, Q, K all count 0).
            const double reach = value_of(hand[h]) == 0 ? 0.16 : 0.1;
            const double exposure = reach * double(piles[k].size() + 1);
            // Shedding a high-value card keeps small totals for the zero-headed piles; a mild
            // preference so ties go somewhere sensible.
            consider(Action::play(int(h), k), 0.55 * setup - exposure - 0.01 * double(k));
        }
    }
    return best;
}

class CasualBot : public Bot {
public:
    explicit CasualBot(std::uint64_t seed) : rng_(seed) {}
    std::optional<Intent> think(const View& v) override {
        if (v.phase != Phase::Play || v.viewer < 0 || v.current != v.viewer) return std::nullopt;
        const int delay = 1400 + int(rng_.below(800));
        // Sees a cash three times in four, and takes the first one it sees.
        if (!v.cashable.empty() && rng_.below(4) != 0)
            return Intent{Action::cash(v.cashable.front()), delay};
        std::vector<int> piles;
        for (int k = 0; k < kSlots; ++k)
            if (!v.piles[k].empty()) piles.push_back(k);
        const auto& hand = v.seats[v.viewer].hand;
        if (piles.empty() || hand.empty()) return std::nullopt;
        // Two draws in a fixed order: the order of evaluation of function arguments is
        // unspecified (GCC and clang differ), and a seed must play the same game everywhere.
        const int card = int(rng_.below(std::uint32_t(hand.size())));
        const int pile = piles[rng_.below(std::uint32_t(piles.size()))];
        return Intent{Action::play(card, pile), delay};
    }

private:
    core::Rng rng_;
};

class GoodBot : public Bot {
public:
    std::optional<Intent> think(const View& v) override {
        auto a = good_move(v);
        if (!a) return std::nullopt;
        return Intent{*a, 900};
    }
};

// Determinized Monte-Carlo: every candidate is judged on the same sampled deals, played out to
// the end of the game with the good policy for both players.
class ExpertBot : public Bot {
public:
    static constexpr int kSamples = 96;
    explicit ExpertBot(std::uint64_t seed) : rng_(seed) {}
    std::optional<Intent> think(const View& v) override {
        if (v.phase != Phase::Play || v.viewer < 0 || v.current != v.viewer) return std::nullopt;
        const int me = v.viewer;
        std::vector<Action> candidates;
        for (int k : v.cashable) candidates.push_back(Action::cash(k));
        const auto& hand = v.seats[me].hand;
        for (std::size_t h = 0; h < hand.size(); ++h)
            for (int k = 0; k < kSlots; ++k)
                if (!v.piles[k].empty()) candidates.push_back(Action::play(int(h), k));
        if (candidates.empty()) return std::nullopt;
        if (candidates.size() == 1) return Intent{candidates[0], 600};
        std::vector<double> score(candidates.size(), 0.0);
        for (int n = 0; n < kSamples; ++n) {
            const State sample = sample_state(v, rng_);
            for (std::size_t i = 0; i < candidates.size(); ++i) {
                State s = sample;
                if (!apply(s, me, candidates[i]).ok) continue;
                for (int guard = 0; s.phase == Phase::Play && guard < 200; ++guard) {
                    const Player& p = s.seats[s.current];
                    if (!apply(s, s.current, good_choice(p.hand, s.piles)).ok) break;
                }
                score[i] +=
                    double(s.seats[me].won.size()) - double(s.seats[State::other(me)].won.size());
            }
        }
        const std::size_t best =
            std::size_t(std::max_element(score.begin(), score.end()) - score.begin());
        return Intent{candidates[best], 600};
    }

private:
    core::Rng rng_;
};

} // namespace

std::optional<Action> good_move(const View& v) {
    if (v.phase != Phase::Play || v.viewer < 0 || v.current != v.viewer) return std::nullopt;
    const auto& hand = v.seats[v.viewer].hand;
    if (hand.empty()) return std::nullopt;
    bool any = false;
    for (const auto& pile : v.piles) any = any || !pile.empty();
    if (!any) return std::nullopt;
    return good_choice(hand, v.piles);
}

std::unique_ptr<Bot> make_bot(core::SeatKind level, std::uint64_t seed) {
    return games::bot_of_level<Bot, CasualBot, GoodBot, ExpertBot>(level, seed);
}

bool play_game(State& s, std::array<std::unique_ptr<Bot>, kPlayers>& bots, long max_actions) {
    for (long n = 0; s.phase == Phase::Play && n < max_actions; ++n) {
        const int seat = s.current;
        auto intent = bots[seat]->think(view(s, seat));
        if (!intent || !apply(s, seat, intent->action).ok) return false;
    }
    return s.phase == Phase::GameOver;
}

} // namespace checks
