#include "engine/txek/playout.h"

namespace txek {

std::pair<int, Action> random_move(const State& s, core::Rng& rng) {
    std::vector<std::pair<int, std::vector<Action>>> groups;
    std::vector<Action> table = legal(s, core::kTableSeat);
    if (!table.empty()) groups.push_back({core::kTableSeat, table});
    for (int p = 0; p < s.players; ++p) {
        std::vector<Action> keep;
        for (const Action& a : legal(s, p)) {
            bool plausible = true;
            if (a.op == Op::Intercept) {
                // Only what p may know: a card p has seen, against the public top card.
                const CardId c = a.a ? s.seats[p].bench[a.b] : s.seats[p].hand[a.b];
                plausible = s.knows(p, c) && matches(s.faces[c], s.faces[s.pile.back().card]);
            } else if (a.op == Op::CallTxek) {
                plausible = s.pile.back().identical;
            } else if (a.op == Op::Draw) {
                plausible = p == s.current;
            }
            // One attempt in a hundred is a mistake the rules punish.
            if (plausible || rng.below(100) == 0) keep.push_back(a);
        }
        if (!keep.empty()) groups.push_back({p, keep});
    }
    if (groups.empty()) return {core::kTableSeat, Action::next_round()};  // unreachable in play
    const auto& g = groups[rng.below(std::uint32_t(groups.size()))];
    return {g.first, g.second[rng.below(std::uint32_t(g.second.size()))]};
}

}  // namespace txek
