// Checks under seeded random play and under every bot level: the engine's invariants after
// every action. TXEK_PLAYOUT_GAMES scales the number of random games (default 10,000).
#include "engine/checks/checks.h"

#include <catch2/catch.hpp>

#include <cstdlib>
#include <sstream>

using namespace checks;

namespace {

int games_to_play() {
    if (const char* env = std::getenv("TXEK_PLAYOUT_GAMES")) return std::max(1, std::atoi(env));
    return 10000;
}

std::string view_text(const View& v) {
    std::ostringstream o;
    o << v.viewer << ' ' << v.game << ' ' << v.dealer << ' ' << int(v.phase) << ' ' << v.current
      << ' ' << v.deck_count << '|';
    for (const SeatView& s : v.seats) {
        for (CardId c : s.hand) o << c << ',';
        o << ' ' << s.hand_count << ' ' << s.next_trick << ' ' << s.point_total << ' ';
        for (int r : s.row) o << r << ',';
        for (CardId c : s.won) o << c << '.';
        o << '|';
    }
    for (const auto& pile : v.piles) {
        for (CardId c : pile) o << c << ',';
        o << '/';
    }
    for (int k : v.cashable) o << k << ';';
    for (const GameResult& r : v.results)
        o << r.game << r.dealer << r.checks[0] << ':' << r.checks[1] << r.winner << r.unplayed;
    return o.str();
}

std::string legal_text(const std::vector<Action>& l) {
    std::string s;
    for (const Action& a : l) s += a.to_string() + ";";
    return s;
}

// Every card `seat` does not know is shuffled among the places such cards occupy; the seat's
// view and legal moves must not change. Checked without calling view() on what knows() says:
// if the view ever showed an unknown card, the shuffle would change it.
void check_no_leak(const State& s, int seat, core::Rng& rng) {
    State t = s;
    std::vector<CardId*> places;
    auto collect = [&](std::vector<CardId>& v) {
        for (CardId& c : v)
            if (seat < 0 ? t.known_by[c] != 3 : !t.knows(seat, c)) places.push_back(&c);
    };
    collect(t.deck.cards);
    for (auto& pile : t.piles) collect(pile);
    for (Player& p : t.seats) {
        collect(p.hand);
        collect(p.won);
        for (auto& row : p.row) collect(row);
    }
    std::vector<CardId> cards;
    for (CardId* c : places) cards.push_back(*c);
    rng.shuffle(cards);
    for (std::size_t k = 0; k < places.size(); ++k) *places[k] = cards[k];
    // The shuffled cards were all unknown to `seat`, so its knowledge bits stay as they were.
    REQUIRE(view_text(view(t, seat)) == view_text(view(s, seat)));
    if (seat >= 0) REQUIRE(legal_text(legal(t, seat)) == legal_text(legal(s, seat)));
}

void check_state(const State& s) {
    std::string why;
    INFO(why);
    REQUIRE(cards_conserved(s, &why));
    if (s.phase == Phase::Play) {
        // Whoever's turn it is holds cards and can always do something: there is no pass.
        REQUIRE(!s.seats[s.current].hand.empty());
        REQUIRE(!legal(s, s.current).empty());
        REQUIRE(legal(s, State::other(s.current)).empty());
    }
    for (int p = 0; p < kPlayers; ++p)
        for (CardId c : s.seats[p].hand) REQUIRE(s.knows(p, c));
}

void check_result(const State& s) {
    REQUIRE(s.phase == Phase::GameOver);
    const GameResult& r = s.results.back();
    // Checks count one per card; every card is won by someone or left over: on the piles, in
    // the deck, or (when no pile is left) held.
    int on_piles = 0;
    for (const auto& pile : s.piles) on_piles += int(pile.size());
    REQUIRE(r.checks[0] == int(s.seats[0].won.size()));
    REQUIRE(r.checks[1] == int(s.seats[1].won.size()));
    INFO("checks " << r.checks[0] << "+" << r.checks[1] << " piles " << on_piles << " unplayed "
                   << r.unplayed << " held " << s.seats[0].held() << "+" << s.seats[1].held()
                   << " deck " << s.deck.size());
    REQUIRE(r.checks[0] + r.checks[1] + on_piles + int(s.deck.size()) + r.unplayed == kDeckSize);
    REQUIRE(r.winner == (r.checks[0] > r.checks[1] ? 0 : r.checks[1] > r.checks[0] ? 1 : -1));
    if (r.unplayed == 0) REQUIRE(s.seats[0].held() + s.seats[1].held() == 0);
}

} // namespace

TEST_CASE("checks random playouts: cards conserved, no pass, views leak nothing, every game ends "
          "and counts one per Check",
          "[checks][random]") {
    const int games = games_to_play();
    core::Rng pick(2024);
    long actions = 0;
    int draws = 0, stuck = 0;
    for (int g = 0; g < games; ++g) {
        core::Setup setup;
        setup.seats = {core::SeatKind::Human, core::SeatKind::Human};
        auto st = new_game(setup, 0x5eed0000ull + std::uint64_t(g));
        REQUIRE(st);
        State s = st.value();
        check_state(s);
        // Two games of the match, so the deal of the next game (winner deals) is covered too.
        for (int round = 0; round < 2; ++round) {
            int guard = 0;
            while (s.phase == Phase::Play) {
                REQUIRE(++guard < 200); // 52 cards, at least one leaves a hand each action
                if (g % 50 == 0) {
                    check_no_leak(s, 0, pick);
                    check_no_leak(s, 1, pick);
                    check_no_leak(s, -1, pick);
                }
                auto l = legal(s, s.current);
                const Action a = l[pick.below(std::uint32_t(l.size()))];
                const std::string before = view_text(view(s, -1));
                auto out = apply(s, s.current, a);
                REQUIRE(out.ok);
                REQUIRE(view_text(view(s, -1)) != before);
                ++actions;
                check_state(s);
            }
            check_result(s);
            draws += s.results.back().winner < 0;
            stuck += s.results.back().unplayed > 0;
            const GameResult last = s.results.back();
            // Anything but the table's deal is refused now, and changes nothing.
            const std::size_t logged = s.log.size();
            REQUIRE_FALSE(apply(s, 0, Action::play(0, 0)).ok);
            REQUIRE(s.log.size() == logged);
            REQUIRE(apply(s, core::kTableSeat, Action::next_game()).ok);
            REQUIRE(s.dealer == (last.winner >= 0 ? last.winner : State::other(last.dealer)));
            REQUIRE(s.current == State::other(s.dealer));
        }
    }
    INFO("actions " << actions << ", draws " << draws << ", stuck " << stuck);
    CHECK(actions > games * 2 * 20);
}

TEST_CASE("checks bots: every level plays legal moves to the end from its view alone",
          "[checks][bots][slow]") {
    const core::SeatKind levels[] = {core::SeatKind::Casual, core::SeatKind::Good,
                                     core::SeatKind::Expert};
    for (core::SeatKind a : levels)
        for (core::SeatKind b : levels) {
            for (std::uint64_t seed = 1; seed <= 3; ++seed) {
                core::Setup setup;
                setup.seats = {a, b};
                State s = new_game(setup, seed).value();
                std::array<std::unique_ptr<Bot>, kPlayers> bots{make_bot(a, seed),
                                                                make_bot(b, seed + 100)};
                REQUIRE(play_game(s, bots, 500));
                check_result(s);
            }
        }
}

TEST_CASE("checks bots: a bot's choice depends only on its view", "[checks][bots]") {
    // Two states that differ only in cards seat 0 cannot see give seat 0's bots the same view,
    // so every level must choose the same move in both.
    core::Rng shuffle(9);
    for (std::uint64_t seed = 1; seed <= 20; ++seed) {
        core::Setup setup;
        setup.seats = {core::SeatKind::Expert, core::SeatKind::Expert};
        State s = new_game(setup, seed).value();
        if (s.current != 0) REQUIRE(apply(s, 1, legal(s, 1).front()).ok);
        State t = s;
        std::vector<CardId*> places;
        for (auto& row : t.seats[1].row)
            for (CardId& c : row) places.push_back(&c);
        for (CardId& c : t.seats[1].hand) places.push_back(&c);
        for (CardId& c : t.deck.cards) places.push_back(&c);
        std::vector<CardId> cards;
        for (CardId* c : places) cards.push_back(*c);
        shuffle.shuffle(cards);
        for (std::size_t k = 0; k < places.size(); ++k) *places[k] = cards[k];
        for (core::SeatKind level :
             {core::SeatKind::Casual, core::SeatKind::Good, core::SeatKind::Expert}) {
            auto x = make_bot(level, seed)->think(view(s, 0));
            auto y = make_bot(level, seed)->think(view(t, 0));
            REQUIRE(x);
            REQUIRE(y);
            CHECK(x->action == y->action);
        }
    }
}
