// High card in the game module (engine/typed_match.h): the traits TypedMatch<Game> runs on.
#include "highcard/module.h"

#include <algorithm>

namespace highcard {

games::Facts Game::make_facts() {
    games::Facts f;
    f.id = "highcard";
    f.name = "High card";
    f.min_players = kPlayers;
    f.max_players = kPlayers;
    f.row_word = "game";
    f.whole_word = "game";
    f.max_people = kPlayers; // turn-based: two people share one device, with the cover
    return f;
}

std::vector<nlohmann::json> Game::result_rows(const State& s) {
    if (!s.over()) return {};
    return {result_to_json(result_of(s))};
}

std::vector<double> Game::scores(const State& s) {
    return {double(s.won[0]), double(s.won[1])};
}

std::optional<std::pair<int, Game::Action>> Game::random_action(const State& s, core::Rng& rng) {
    const std::vector<Action> l = highcard::legal(s, s.current);
    if (l.empty()) return std::nullopt;
    return std::make_pair(s.current, l[rng.below(std::uint32_t(l.size()))]);
}

std::vector<core::CardId> Game::unknown_cards(const State& s, int seat) {
    std::vector<core::CardId> ids = s.deck;
    for (int p = 0; p < kPlayers; ++p)
        if (p != seat)
            ids.insert(ids.end(), s.hands[std::size_t(p)].begin(), s.hands[std::size_t(p)].end());
    return ids;
}

void Game::relabel(State& s, const std::vector<CardId>& from, const std::vector<CardId>& to) {
    std::vector<CardId> image(kDeckSize);
    for (std::size_t c = 0; c < image.size(); ++c) image[c] = CardId(c);
    for (std::size_t i = 0; i < from.size() && i < to.size(); ++i)
        if (from[i] < kDeckSize) image[from[i]] = to[i];
    auto move = [&](CardId& c) {
        if (c < kDeckSize) c = image[c];
    };
    std::for_each(s.deck.begin(), s.deck.end(), move);
    for (auto& hand : s.hands) {
        std::for_each(hand.begin(), hand.end(), move);
        sort_hand(hand); // in the order the rules keep it (README, "Decisions")
    }
    move(s.led);
    for (Trick& t : s.tricks) move(t.led), move(t.followed);
}

const games::Module& module() {
    return games::module_of<Game>();
}

} // namespace highcard
