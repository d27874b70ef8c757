// CHECK! in the game module (engine/typed_match.h): the traits TypedMatch<Game> runs on.
#include "engine/check/module.h"

#include "engine/check/wire.h"

#include <algorithm>
#include <functional>
#include <map>
#include <tuple>

namespace check {

games::Facts Game::make_facts() {
    games::Facts f;
    f.id = "check";
    f.name = "CHECK!";
    f.author = "Antoine Lefebvre";
    f.min_players = kMinPlayers;
    f.max_players = kMaxPlayers;
    f.row_word = "game";
    f.whole_word = "game";
    f.max_people = kMaxPlayers; // turn-based: people share one device, with the cover
    return f;
}

std::vector<nlohmann::json> Game::result_rows(const State& s) {
    if (!over(s) || s.scores.empty()) return {};
    return {result_to_json(result_of(s))};
}

std::vector<double> Game::scores(const State& s) {
    std::vector<Score> scores = s.scores;
    if (scores.empty()) { // the game runs: the points so far (README, "Scoring")
        std::vector<std::vector<int>> orders;
        std::vector<int> stacks;
        std::vector<bool> jokers;
        for (const Seat& seat : s.seats) {
            orders.push_back(seat.orders);
            stacks.push_back(int(seat.stack.size()));
            jokers.push_back(seat.joker);
        }
        scores = score(s.book(), s.markers, orders, stacks, jokers);
    }
    std::vector<double> totals;
    for (const Score& sc : scores) totals.push_back(sc.total);
    return totals;
}

std::optional<std::pair<int, Game::Action>> Game::random_action(const State& s, core::Rng& rng) {
    if (over(s)) return std::nullopt;
    const std::vector<Action> l = check::legal(s, s.current);
    if (l.empty()) return std::nullopt;
    std::vector<Action> fulfils, others;
    for (const Action& a : l) (a.op == Op::Fulfil ? fulfils : others).push_back(a);
    // A playout that fulfils what it can runs out of orders, or reaches the end trigger, long
    // before the quiet-round rule would have to end it (README, "The end").
    const bool fulfil = !fulfils.empty() && (others.empty() || rng.below(4) != 0);
    const std::vector<Action>& from = fulfil ? fulfils : others;
    return std::make_pair(s.current, from[rng.below(std::uint32_t(from.size()))]);
}

// The hand of the player to move stays where it is, as Strategix keeps it: its next move names
// kinds ("fulfil 12 R3 B3", "discard Y4"), and the rules then use the lowest card of each kind
// in that hand (check.h, cards_for). A twin with another card of that kind moved into the hand
// would show another card id leaving it: identical-looking cards told apart, which no player
// can do. The draw pile and the other hands are still shuffled, and so is the order deck.
std::vector<core::CardId> Game::unknown_cards(const State& s, int seat) {
    std::vector<core::CardId> ids;
    const int mover = over(s) ? -1 : s.current;
    for (int p = 0; p < s.players(); ++p)
        if (p != seat && p != mover)
            ids.insert(ids.end(), s.seats[std::size_t(p)].hand.begin(),
                       s.seats[std::size_t(p)].hand.end());
    ids.insert(ids.end(), s.deck.begin(), s.deck.end());
    for (int o : s.order_deck) ids.push_back(CardId(kOrderIdBase + o));
    return ids;
}

namespace {

// The permutation `from` -> `to` (over number cards and orders together) restricted to the ids
// of one kind, `is_mine`: an id whose image is of the other kind follows the permutation on
// until it comes back. The restriction of a uniformly random permutation is uniformly random.
std::vector<int> restricted(const std::vector<CardId>& from, const std::vector<CardId>& to,
                            std::size_t size, const std::function<bool(CardId)>& is_mine,
                            CardId base) {
    std::vector<int> image(size);
    for (std::size_t i = 0; i < size; ++i) image[i] = int(i);
    std::map<CardId, CardId> step;
    for (std::size_t i = 0; i < from.size() && i < to.size(); ++i) step[from[i]] = to[i];
    for (const auto& [start, next] : step) {
        if (!is_mine(start)) continue;
        CardId at = next;
        for (std::size_t guard = 0; !is_mine(at) && guard <= step.size(); ++guard) {
            auto it = step.find(at);
            if (it == step.end()) break;
            at = it->second;
        }
        if (is_mine(at)) image[std::size_t(start - base)] = int(at - base);
    }
    return image;
}

} // namespace

void Game::relabel(State& s, const std::vector<CardId>& from, const std::vector<CardId>& to) {
    auto is_card = [](CardId c) { return c < kOrderIdBase; };
    auto is_order = [](CardId c) { return c >= kOrderIdBase; };
    const std::vector<int> card = restricted(from, to, std::size_t(kDeckSize), is_card, CardId(0));
    const std::vector<int> order =
        restricted(from, to, s.book().orders.size(), is_order, kOrderIdBase);
    auto move = [&](CardId& c) {
        if (c < card.size()) c = CardId(card[c]);
    };
    auto move_all = [&](std::vector<CardId>& cards) {
        std::for_each(cards.begin(), cards.end(), move);
    };
    auto move_order = [&](int& o) {
        if (o >= 0 && std::size_t(o) < order.size()) o = order[std::size_t(o)];
    };
    for (Seat& seat : s.seats) {
        move_all(seat.hand);
        move_all(seat.stack);
        std::for_each(seat.orders.begin(), seat.orders.end(), move_order);
        // A hand stays sorted as the rules keep it (check.h, Seat::hand).
        std::sort(seat.hand.begin(), seat.hand.end(), [](CardId a, CardId b) {
            return std::make_tuple(value_of(a), int(colour_of(a)), a) <
                   std::make_tuple(value_of(b), int(colour_of(b)), b);
        });
    }
    move_all(s.deck);
    move_all(s.discard);
    std::for_each(s.market.begin(), s.market.end(), move);
    std::for_each(s.order_deck.begin(), s.order_deck.end(), move_order);
    std::for_each(s.open_orders.begin(), s.open_orders.end(), move_order);
}

const games::Module& module() {
    return games::module_of<Game>();
}

} // namespace check
