// A random player for playouts, tests and benchmarks: picks among legal actions of every seat
// and of the table, mostly ones a player would plausibly try (judged from that seat's view
// only), with a small share of penalised attempts so every penalty path is exercised.
#pragma once
#include "engine/txek/txek.h"

#include <utility>

namespace txek {

// Who acts next and what they do, drawn from `rng`; the action is legal for that seat.
std::pair<int, Action> random_move(const State& s, core::Rng& rng);

class RandomPlayer {
public:
    explicit RandomPlayer(std::uint64_t seed) : rng_(seed) {}
    std::pair<int, Action> choose(const State& s) { return random_move(s, rng_); }

private:
    core::Rng rng_;
};

}  // namespace txek
