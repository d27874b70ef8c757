// Checks in the game module (engine/typed_match.h): the traits TypedMatch<ChecksGame> runs on.
#include "engine/checks/module.h"
#include "engine/checks/checks.h"
#include "engine/checks/record.h"
#include "engine/checks/wire.h"

namespace checks {
namespace {

constexpr std::uint8_t kBoth = 3;

} // namespace

const games::Facts& Game::facts() {
    static const games::Facts f = [] {
        games::Facts f;
        f.id = "checks";
        f.name = "Checks";
        f.blurb = "Make your hand's last digit match an upcard and cash the pile; the most cards "
                  "won takes the game. Two players, a match of games.";
        f.min_players = kPlayers;
        f.max_players = kPlayers;
        f.row_word = "game";
        f.whole_word = "match";
        f.max_people = 2; // two people may share one device, taking turns
        return f;
    }();
    return f;
}

core::Expected<Game::State> Game::deal(const core::Setup& setup, std::uint64_t seed) {
    return new_game(setup, seed);
}

std::vector<Game::Action> Game::legal(const State& s, int seat) {
    return checks::legal(s, seat);
}

Outcome Game::apply(State& s, int seat, const Action& a) {
    return checks::apply(s, seat, a);
}

Game::View Game::view(const State& s, int seat) {
    return checks::view(s, seat);
}

nlohmann::json Game::view_json(const View& v) {
    return view_to_json(v);
}

core::Expected<Game::View> Game::view_from_json(const nlohmann::json& j) {
    return checks::view_from_json(j);
}

std::optional<nlohmann::json> Game::event_json(const Event& e, int) {
    return checks::event_to_json(e);
}

nlohmann::json Game::event_to_json(const Event& e) {
    return checks::event_to_json(e);
}

core::Expected<Game::Event> Game::event_from_json(const nlohmann::json& j) {
    return checks::event_from_json(j);
}

std::optional<Game::Action> Game::parse_text(const State&, const std::string& text) {
    auto a = parse_action(text);
    if (!a) return std::nullopt;
    return a.value();
}

std::optional<Game::Intent> Game::table_timer(const State& s, const games::MatchOptions& o) {
    if (s.phase == Phase::GameOver && o.auto_next) return Intent{Action::next_game(), o.pause_ms};
    return std::nullopt;
}

bool Game::over(const State& s) {
    return s.phase == Phase::GameOver;
}

std::vector<nlohmann::json> Game::result_rows(const State& s) {
    std::vector<nlohmann::json> rows;
    for (const GameResult& r : s.results) rows.push_back(game_to_json(r));
    return rows;
}

std::vector<double> Game::scores(const State& s) {
    std::vector<double> won;
    for (int p = 0; p < kPlayers; ++p)
        won.push_back(s.phase == Phase::GameOver && !s.results.empty()
                          ? s.results.back().checks[std::size_t(p)]
                          : double(s.seats[std::size_t(p)].won.size()));
    return won;
}

std::unique_ptr<Game::Bot> Game::make_bot(core::SeatKind level, std::uint64_t seed) {
    return checks::make_bot(level, seed);
}

std::string Game::broken_invariant(const State& s) {
    std::string why;
    return cards_conserved(s, &why) ? std::string() : why;
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

core::Expected<games::TypedReplay<Game::State>> Game::replay_record(const std::string& text) {
    using E = core::Expected<games::TypedReplay<State>>;
    auto record = parse_record(text);
    if (!record) return E::fail(record.error());
    auto result = replay(record.value());
    if (!result) return E::fail(result.error());
    ReplayResult& r = result.value();
    nlohmann::json summary = state_json(r.state);
    return E::ok({std::move(r.state), std::move(summary), r.applied, std::move(r.stopped)});
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
