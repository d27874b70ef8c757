// Txek in the game module (engine/typed_match.h): the traits TypedMatch<Game> runs on.
#include "engine/txek/module.h"
#include "engine/txek/bot.h"
#include "engine/txek/playout.h"
#include "engine/txek/wire.h"

namespace txek {
games::Facts Game::make_facts() {
    games::Facts f;
    f.id = "txek";
    f.name = "Txek";
    f.min_players = kMinPlayers;
    f.max_players = kMaxPlayers;
    f.variants = {{kBeginners, "beginners"}};
    f.row_word = "round";
    f.whole_word = "game";
    f.lower_wins = true;
    f.max_people = 1; // real time: one person at a device
    f.races = true;   // interceptions and TXEK (README, rules 8, 10, 11)
    return f;
}

std::optional<Game::Action> Game::parse_text(const State& s, const std::string& text) {
    auto a = parse_action(text, s.pile.empty() ? 0 : s.pile.back().serial);
    if (!a) return std::nullopt;
    return a.value();
}

std::optional<Game::Intent> Game::table_timer(const State& s, const games::MatchOptions& o) {
    if (s.phase == Phase::Play && s.window_open && s.ending == EndCause::None)
        return Intent{Action::close_window(s.pile.back().serial), o.reaction_ms};
    if (s.phase == Phase::RoundOver && o.auto_next) return Intent{Action::next_round(), o.pause_ms};
    return std::nullopt;
}

std::vector<double> Game::scores(const State& s) {
    std::vector<double> totals;
    for (const Player& p : s.seats) totals.push_back(p.total);
    return totals;
}

// Nobody acts once the game is over (random_move would offer the table's refused "next").
std::optional<std::pair<int, Game::Action>> Game::random_action(const State& s, core::Rng& rng) {
    if (s.phase == Phase::GameOver) return std::nullopt;
    return random_move(s, rng);
}

std::vector<core::CardId> Game::unknown_cards(const State& s, int seat) {
    const std::uint8_t all = std::uint8_t((1u << s.players) - 1);
    std::vector<core::CardId> ids;
    for (std::size_t c = 0; c < s.faces.size(); ++c) {
        const bool known = seat >= 0 ? s.knows(seat, CardId(c)) : s.known_by[c] == all;
        if (!known) ids.push_back(CardId(c));
    }
    return ids;
}

nlohmann::json Game::fingerprint(const State& s) {
    nlohmann::json seats = nlohmann::json::array(), pile = nlohmann::json::array(),
                   pending = nlohmann::json::array(), calls = nlohmann::json::array();
    for (const Player& p : s.seats)
        seats.push_back({p.dealt, p.hand, p.bench, p.arranged, p.total});
    for (const Discard& d : s.pile)
        pile.push_back({d.card, d.seat, d.serial, d.identical, d.turn_end, d.interception,
                        d.from_bench, d.index, d.claimed});
    for (const Pending& p : s.pending) pending.push_back({p.seat, int(p.kind), p.card, p.serial});
    for (const DoubleCall& c : s.double_calls) calls.push_back({c.seat, c.after_serial});
    nlohmann::json results = nlohmann::json::array();
    for (const RoundResult& r : s.results) results.push_back(round_to_json(r));
    return {{"round", s.round},
            {"dealer", s.dealer},
            {"phase", int(s.phase)},
            {"tie_break", s.tie_break},
            {"seats", seats},
            {"draw", s.draw_pile.cards},
            {"pile", pile},
            {"next_serial", s.next_serial},
            {"window_open", s.window_open},
            {"current", s.current},
            {"drawn", s.drawn},
            {"next_turn", s.next_turn},
            {"pending", pending},
            {"calls", calls},
            {"double_end", {s.double_end_caller, s.double_end_serial}},
            {"ending", int(s.ending)},
            {"went_out", s.went_out},
            {"known_by", s.known_by},
            {"results", results}};
}

void Game::relabel(State& s, const std::vector<CardId>& from, const std::vector<CardId>& to) {
    std::vector<CardId> map(s.faces.size());
    for (std::size_t c = 0; c < map.size(); ++c) map[c] = CardId(c);
    for (std::size_t i = 0; i < from.size(); ++i) map[from[i]] = to[i];
    auto move = [&](CardId& c) {
        if (c < map.size()) c = map[c];
    };
    for (CardId& c : s.draw_pile.cards) move(c);
    for (Player& p : s.seats) {
        for (CardId& c : p.dealt) move(c);
        for (CardId& c : p.hand) move(c);
        for (CardId& c : p.bench) move(c);
    }
    for (Discard& d : s.pile) move(d.card);
    for (Pending& p : s.pending) move(p.card);
    const std::vector<std::uint8_t> known = s.known_by;
    for (std::size_t c = 0; c < map.size(); ++c) s.known_by[map[c]] = known[c];
}

const games::Module& module() {
    return games::module_of<Game>();
}

} // namespace txek
