// A random player for playouts, tests and benchmarks: picks among legal actions of every seat
// and of the table, mostly ones a player would plausibly try (judged from that seat's view
// only), with a small share of penalised attempts so every penalty path is exercised.
#pragma once
#include "engine/txek/txek.h"

#include <utility>

namespace txek {

class RandomPlayer {
public:
    explicit RandomPlayer(std::uint64_t seed) : rng_(seed) {}
    // Who acts next and what they do; the action is legal for that seat.
    std::pair<int, Action> choose(const State& s);

private:
    core::Rng rng_;
};

}  // namespace txek
