// Checks in the game module (engine/typed_match.h): the traits TypedMatch<Game> runs on.
#include "engine/checks/module.h"
#include "engine/checks/checks.h"
#include "engine/checks/wire.h"

namespace checks {
namespace {

constexpr std::uint8_t kBoth = 3;

} // namespace

games::Facts Game::make_facts() {
    games::Facts f;
    f.id = "checks";
    f.name = "Checks";
    f.author = "James Yates";
    f.min_players = kPlayers;
    f.max_players = kPlayers;
    f.row_word = "game";
    f.whole_word = "match";
    f.max_people = 2; // two people may share one device, taking turns
    return f;
}

std::optional<Game::Intent> Game::table_timer(const State& s, const games::MatchOptions& o) {
    if (s.phase == Phase::GameOver && o.auto_next) return Intent{Action::next_game(), o.pause_ms};
    return std::nullopt;
}

std::vector<double> Game::scores(const State& s) {
    std::vector<double> won;
    for (int p = 0; p < kPlayers; ++p)
        won.push_back(s.phase == Phase::GameOver && !s.results.empty()
                          ? s.results.back().checks[std::size_t(p)]
                          : double(s.seats[std::size_t(p)].won.size()));
    return won;
}

std::optional<std::pair<int, Game::Action>> Game::random_action(const State& s, core::Rng& rng) {
    const int seat = s.phase == Phase::GameOver ? int(core::kTableSeat) : s.current;
    const std::vector<Action> l = checks::legal(s, seat);
    if (l.empty()) return std::nullopt;
    return std::make_pair(seat, l[rng.below(std::uint32_t(l.size()))]);
}

std::vector<core::CardId> Game::unknown_cards(const State& s, int seat) {
    std::vector<core::CardId> ids;
    for (int c = 0; c < kDeckSize; ++c) {
        const bool known = seat >= 0 ? s.knows(seat, CardId(c)) : s.known_by[c] == kBoth;
        if (!known) ids.push_back(CardId(c));
    }
    return ids;
}

nlohmann::json Game::fingerprint(const State& s) {
    nlohmann::json seats = nlohmann::json::array(), results = nlohmann::json::array();
    for (const Player& p : s.seats) seats.push_back({p.row, p.next_trick, p.hand, p.won});
    for (const GameResult& r : s.results) results.push_back(game_to_json(r));
    return {{"game", s.game},       {"dealer", s.dealer},     {"phase", int(s.phase)},
            {"seats", seats},       {"piles", s.piles},       {"deck", s.deck.cards},
            {"current", s.current}, {"known_by", s.known_by}, {"results", results}};
}

void Game::relabel(State& s, const std::vector<CardId>& from, const std::vector<CardId>& to) {
    std::vector<CardId> map(kDeckSize);
    for (int c = 0; c < kDeckSize; ++c) map[std::size_t(c)] = CardId(c);
    for (std::size_t i = 0; i < from.size(); ++i) map[from[i]] = to[i];
    auto move = [&](std::vector<CardId>& cards) {
        for (CardId& c : cards)
            if (c < map.size()) c = map[c];
    };
    move(s.deck.cards);
    for (auto& pile : s.piles) move(pile);
    for (Player& p : s.seats) {
        for (auto& trick : p.row) move(trick);
        move(p.hand);
        move(p.won);
    }
    const std::vector<std::uint8_t> known = s.known_by;
    for (std::size_t c = 0; c < map.size(); ++c) s.known_by[map[c]] = known[c];
}

const games::Module& module() {
    return games::module_of<Game>();
}

} // namespace checks
