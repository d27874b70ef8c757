// The match in time (table rules, "Timing on screen") and the bots that play in it.
#include "engine/txek/bot_policy.h"
#include "engine/txek/module.h"
#include "engine/txek/wire.h"

#include <catch2/catch.hpp>

using namespace txek;

namespace {

core::Setup seats(std::initializer_list<core::SeatKind> kinds) {
    core::Setup s;
    s.seats = kinds;
    return s;
}

// A bot that does one scripted thing at a fixed delay whenever it is legal.
class ScriptBot : public Bot {
public:
    ScriptBot(Op op, int delay) : op_(op), delay_(delay) {}
    std::optional<Intent> think(const View& v) override {
        if (v.phase == Phase::Arrange && !v.seats[v.viewer].arranged)
            return Intent{Action::arrange(0, 1, 2, 0), 10};
        if (op_ == Op::CallTxek && v.window_open && !v.pile.back().claimed)
            return Intent{Action::call_txek(v.pile.back().serial), delay_};
        // Its first hand card onto whatever lies on top, a reaction to that top card.
        if (op_ == Op::Intercept && v.phase == Phase::Play && !v.pile.empty())
            return Intent{Action::intercept(false, 0), delay_, v.pile.back().serial};
        return std::nullopt;
    }

private:
    Op op_;
    int delay_;
};

// Seats: a person and two bots doing `op` (calling TXEK, by default) after `delay1` and `delay2`
// ms. Dealer 0 deals from seat 1: seat 0 gets cards 2, 5, 8, 11, 14 (0-based), so its hand after
// "arrange 0 1 2" holds the 4th and 5th (r7, b7); then seat 0 draws r7 (2nd copy).
Match race_table(int delay1, int delay2, const games::MatchOptions& o, Op op = Op::CallTxek) {
    core::Setup setup = seats({core::SeatKind::Human, core::SeatKind::Good, core::SeatKind::Good});
    const auto faces = deck_faces(0);
    auto id = [&](const char* code, int skip = 0) {
        for (std::size_t c = 0; c < faces.size(); ++c)
            if (face_code(faces[c]) == code && skip-- == 0) return CardId(c);
        return kNoCard;
    };
    std::vector<CardId> top_first;
    std::vector<const char*> codes = {"b1", "b2", "r5", "b3", "b4", "r6", "b5", "b6", "r8",
                                      "b8", "b9", "r7", "b10", "r1", "b7"};
    for (const char* c : codes) top_first.push_back(id(c));
    top_first.push_back(id("r7", 1));
    auto s = new_game_stacked(setup, 3, 0, top_first);
    REQUIRE(s);
    std::vector<std::unique_ptr<Bot>> bots(3);
    bots[1] = std::make_unique<ScriptBot>(op, delay1);
    bots[2] = std::make_unique<ScriptBot>(op, delay2);
    return Match(std::move(s.value()), o, std::move(bots));
}

// Plays race_table up to seat 0 intercepting with its second r7 (identical to the top) on seat
// 1's turn, before seat 1 draws; returns when it did.
std::int64_t intercept_identical(Match& m) {
    REQUIRE(m.act(0, Action::arrange(0, 1, 2, 0)).ok);
    m.advance_to(1000); // the bots arrange
    REQUIRE(m.state().phase == Phase::Play);
    REQUIRE(m.act(0, Action::draw()).ok);
    REQUIRE(m.act(0, Action::discard(0)).ok);  // r7 on the empty pile
    m.advance_to(m.now() + 3000); // the window closes; seat 1's turn, and it has not drawn
    REQUIRE_FALSE(m.state().window_open);
    REQUIRE(m.state().current == 1);
    const auto faces = deck_faces(0);
    const auto& hand = m.state().seats[0].hand;
    int r7 = -1;
    for (std::size_t h = 0; h < hand.size(); ++h)
        if (face_code(faces[hand[h]]) == "r7") r7 = int(h);
    REQUIRE(r7 >= 0);
    REQUIRE(m.act(0, Action::intercept(false, r7)).ok);
    REQUIRE(m.state().pile.back().identical);
    return m.now();
}

} // namespace

TEST_CASE("timing: every discard's reaction window is closed by the table after the set time") {
    auto s = new_game(seats({core::SeatKind::Human, core::SeatKind::Human}), 7);
    REQUIRE(s);
    games::MatchOptions o;
    o.reaction_ms = 1500;
    Match m(std::move(s.value()), o);
    REQUIRE(m.act(0, Action::arrange(0, 1, 2, 0)).ok);
    REQUIRE(m.act(1, Action::arrange(0, 1, 2, 0)).ok);
    const int cur = m.state().current;
    REQUIRE(m.act(cur, Action::draw()).ok);
    m.advance_to(1000);
    REQUIRE(m.act(cur, Action::discard(0)).ok); // at t = 1000 ms
    CHECK(m.state().window_open);
    CHECK(m.next_due() == 2500);
    m.advance_to(2499);
    CHECK(m.state().window_open);
    // Nobody draws while the window is open (table rules): the next player must wait.
    CHECK_FALSE(m.act(m.state().current, Action::draw()).ok);
    m.advance_to(2500);
    CHECK_FALSE(m.state().window_open);
    CHECK(m.act(m.state().current, Action::draw()).ok);
}

TEST_CASE("timing: claims are ordered by arrival, the faster TXEK wins and the slower is refused") {
    // Seat 0 intercepts with a card identical to the top; bots 1 (300 ms) and 2 (200 ms) both call.
    Match m = race_table(300, 200, games::MatchOptions{});
    m.watch(0);
    const std::int64_t t0 = intercept_identical(m);
    m.take_events(0);
    m.advance_to(t0 + 1000);
    int txek_by = -1, claims = 0;
    for (const nlohmann::json& j : m.take_events(0)) {
        const Event e = event_from_json(j).value();
        if (e.kind == EventKind::Txek) txek_by = e.seat, ++claims;
        CHECK(e.kind != EventKind::NotTxek);  // the late claim is refused, not punished
    }
    CHECK(claims == 1);
    CHECK(txek_by == 2);                        // 200 ms beats 300 ms
    CHECK(m.state().pile.back().claimed);
    CHECK(m.state().current == 2);              // rule 11: the caller takes the turn
}

TEST_CASE("bots react from what a person sees: show_ms delays every bot's plan, "
          "never the table's reaction window") {
    // A bot reacts to what a person can see, the card's flight (show_ms) after the event; the
    // reaction window still runs from the event (D6).
    for (int show : {0, 350}) {
        INFO("show_ms " << show);
        games::MatchOptions o;
        o.reaction_ms = 1500;
        o.show_ms = show;
        Match m = race_table(300, 200, o);
        // The bots arrange 10 ms after they can see their cards.
        CHECK(m.planned(1).active);
        CHECK(m.planned(1).due == show + 10);
        CHECK(m.next_due() == show + 10);
        const std::int64_t t0 = intercept_identical(m);
        const auto bot = m.planned(2), table = m.planned(core::kTableSeat);
        REQUIRE(bot.active);
        CHECK(bot.action == Action::call_txek(m.state().pile.back().serial));
        CHECK(bot.from == t0);
        CHECK(bot.due == t0 + show + 200); // moved by show_ms
        REQUIRE(table.active);
        CHECK(table.due == t0 + 1500); // the window does not move
        CHECK(m.countdown()->due == t0 + 1500);
        m.advance_to(t0 + show + 199);
        CHECK_FALSE(m.state().pile.back().claimed);
        m.advance_to(t0 + show + 200);
        CHECK(m.state().pile.back().claimed);
        CHECK(m.state().current == 2);
    }
}

TEST_CASE("bots react from what a person sees: the same card played on a new top "
          "card is a new reaction, timed from that card") {
    // A plan keeps its time while it is the same action about the same thing (Intent::about);
    // an interception planned on one top card must not land early on the card that covers it.
    games::MatchOptions o;
    o.show_ms = 350;
    Match m = race_table(500, 5000, o, Op::Intercept);
    REQUIRE(m.act(0, Action::arrange(0, 1, 2, 0)).ok);
    m.advance_to(1000); // the bots arrange
    REQUIRE(m.act(0, Action::draw()).ok);
    REQUIRE(m.act(0, Action::discard(0)).ok); // r7 on the empty pile, at 1000 ms
    const auto first = m.planned(1);
    REQUIRE(first.active);
    CHECK(first.from == 1000);
    CHECK(first.due == 1000 + 350 + 500);
    m.advance_to(1200);
    const auto& hand = m.state().seats[0].hand;
    const auto faces = deck_faces(0);
    int r7 = -1;
    for (std::size_t h = 0; h < hand.size(); ++h)
        if (face_code(faces[hand[h]]) == "r7") r7 = int(h);
    REQUIRE(r7 >= 0);
    REQUIRE(m.act(0, Action::intercept(false, r7)).ok); // a new top card at 1200 ms
    const auto second = m.planned(1);
    REQUIRE(second.active);
    CHECK(second.action == first.action); // the same card ...
    CHECK(second.from == 1200);           // ... planned anew on the new top card
    CHECK(second.due == 1200 + 350 + 500);
}

// [slow]: the expert's playouts; ci/sanitize.sh leaves [slow] tests to the normal run.
TEST_CASE("bots: every level plays seeded games of 2-7 players to the end without stalling", "[slow]") {
    const core::SeatKind levels[] = {core::SeatKind::Casual, core::SeatKind::Good, core::SeatKind::Expert};
    for (int g = 0; g < 12; ++g) {
        core::Setup setup;
        const int players = 2 + g % 6;
        for (int p = 0; p < players; ++p) setup.seats.push_back(levels[(g + p) % 3]);
        auto s = new_game(setup, 900 + std::uint64_t(g));
        REQUIRE(s);
        std::vector<std::unique_ptr<Bot>> bots;
        for (int p = 0; p < players; ++p) bots.push_back(make_bot(setup.seats[std::size_t(p)], std::uint64_t(g * 10 + p)));
        Match m(std::move(s.value()), games::MatchOptions{}, std::move(bots));
        INFO("game " << g);
        REQUIRE(m.run(500000));
        std::string why;
        CHECK(cards_conserved(m.state(), &why));
    }
}

TEST_CASE("bots: a bot's choice depends on its view only, the same view gives the same intent") {
    auto s = new_game(seats({core::SeatKind::Good, core::SeatKind::Good, core::SeatKind::Good}), 44);
    REQUIRE(s);
    State st = s.value();
    for (int p = 0; p < 3; ++p) REQUIRE(apply(st, p, Action::arrange(0, 1, 2, 1)).ok);
    REQUIRE(apply(st, st.current, Action::draw()).ok);
    // Two states that differ only in what seat `me` cannot see: the other seats' hands swapped.
    const int me = st.current;
    State other = st;
    const int a = (me + 1) % 3, b = (me + 2) % 3;
    std::swap(other.seats[std::size_t(a)].hand[0], other.seats[std::size_t(b)].hand[0]);
    std::swap(other.known_by[other.seats[std::size_t(a)].hand[0]], other.known_by[other.seats[std::size_t(b)].hand[0]]);
    for (core::SeatKind level : {core::SeatKind::Casual, core::SeatKind::Good, core::SeatKind::Expert}) {
        auto x = make_bot(level, 5), y = make_bot(level, 5);
        auto i = x->think(view(st, me)), j = y->think(view(other, me));
        REQUIRE(i);
        REQUIRE(j);
        CHECK(i->action == j->action);
        CHECK(i->delay_ms == j->delay_ms);
    }
}

TEST_CASE("bots: reaction times are ordered casual, good, expert, misses too") {
    for (auto [slow, fast] : {std::pair{core::SeatKind::Casual, core::SeatKind::Good},
                              std::pair{core::SeatKind::Good, core::SeatKind::Expert}}) {
        const reaction::Level& s = style_for(slow).reflexes;
        const reaction::Level& f = style_for(fast).reflexes;
        for (auto [sr, fr] : {std::pair{s.txek, f.txek}, std::pair{s.intercept, f.intercept}}) {
            CHECK(fr.mu_ms < sr.mu_ms);
            CHECK(fr.tau_ms < sr.tau_ms);
        }
        CHECK(f.miss_pct < s.miss_pct);
    }
}
