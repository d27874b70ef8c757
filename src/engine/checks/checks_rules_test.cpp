// Checks rule scenarios, built from the seed's own examples (seed 003, the section named in each
// test) and the table rules (src/engine/checks/README.md).
#include "engine/checks/checks.h"
#include "engine/checks/scenario.h"

#include <catch2/catch.hpp>

using namespace checks;
using namespace checks::scenario;

namespace {

bool has(const std::vector<Action>& v, const Action& a) {
    return std::find(v.begin(), v.end(), a) != v.end();
}
bool any_cash(const std::vector<Action>& v) {
    return std::any_of(v.begin(), v.end(), [](const Action& a) { return a.op == Op::Cash; });
}

} // namespace

TEST_CASE("checks cards: Ace 1, two to nine face value, ten and faces 0", "[checks][cards]") {
    CHECK(value_of(C("AS")) == 1);
    CHECK(value_of(C("7H")) == 7);
    CHECK(value_of(C("9D")) == 9);
    for (const char* z : {"10C", "JS", "QH", "KD"}) CHECK(value_of(C(z)) == 0);
    CHECK(card_code(C("10H")) == "10H");
    CHECK(!card_from_code("1S"));
}

TEST_CASE("checks point total: 5+8+9 gives 2, only the last digit counts", "[checks][total]") {
    CHECK(point_total(cards({"5S", "8H", "9D"})) == 2);
}

TEST_CASE("checks point total: K+5+4 gives 9", "[checks][total]") {
    CHECK(point_total(cards({"KS", "5H", "4D"})) == 9);
}

TEST_CASE("checks deal: half-tricks alternate opponent first, six upcards, ten in the deck, the "
          "non-dealer starts",
          "[checks][deal]") {
    Deal d;
    d.opponent[0] = cards({"5S", "8H", "9D"});
    d.dealer[0] = cards({"KS", "5H", "4D"});
    d.opponent[1] = cards({"2C", "3C", "4C"});
    d.upcards = cards({"AS", "5D", "QC", "2H", "KH", "7S"});
    d.deck = cards({"6D"});
    State s = deal(d, /*dealer=*/1);
    CHECK(s.current == 0);
    CHECK(s.seats[0].hand == cards({"5S", "8H", "9D"}));
    CHECK(s.seats[1].hand == cards({"KS", "5H", "4D"}));
    CHECK(s.seats[0].row[1] == cards({"2C", "3C", "4C"}));
    for (int k = 0; k < kSlots; ++k) CHECK(s.piles[k].size() == 1);
    CHECK(s.piles[0].back() == C("AS"));
    CHECK(s.deck.size() == 10);
    CHECK(s.deck.cards.back() == C("6D"));
    CHECK(cards_conserved(s));
}

TEST_CASE(
    "checks seed example: 589 totals 2 and may cash the 2, taking it with the hand: four Checks",
    "[checks][cash]") {
    Deal d;
    d.opponent[0] = cards({"5S", "8H", "9D"});
    d.upcards = cards({"AS", "5D", "QC", "2H", "KH", "7S"});
    d.deck = cards({"6D"});
    State s = deal(d);
    auto l = legal(s, 0);
    CHECK(has(l, Action::cash(3)));
    // Cashing is at the player's option: playing a card is legal too.
    CHECK(has(l, Action::play(0, 3)));
    auto out = apply(s, 0, Action::cash(3));
    REQUIRE(out.ok);
    CHECK(s.seats[0].won.size() == 4);
    CHECK(std::find(s.seats[0].won.begin(), s.seats[0].won.end(), C("2H")) != s.seats[0].won.end());
    // Seed, "Filling Up the Board": the casher turns the next deck card into the empty slot.
    CHECK(s.piles[3] == cards({"6D"}));
    CHECK(s.deck.size() == 9);
    // The hand was shown to prove the total: everyone knows the cashed cards.
    CHECK(s.knows(1, C("8H")));
    // An empty hand picks up the next half-trick, and the turn passes.
    CHECK(s.seats[0].hand.size() == 3);
    CHECK(s.seats[0].next_trick == 2);
    CHECK(s.current == 1);
}

TEST_CASE("checks seed example: K54 totals 9 and no 9 is showing, so a card must be played",
          "[checks][play]") {
    Deal d;
    d.opponent[0] = cards({"KS", "5H", "4D"});
    d.upcards = cards({"AS", "5D", "QC", "2H", "KH", "7S"});
    State s = deal(d);
    auto l = legal(s, 0);
    CHECK_FALSE(any_cash(l));
    CHECK(l.size() == 3 * 6); // any of the three cards onto any of the six upcards
    auto refused = apply(s, 0, Action::cash(0));
    CHECK_FALSE(refused.ok);
    // Point Total 9, the first pile's upcard (the Ace of spades) worth 1.
    CHECK(refused.rejection == core::refuse(kTotalNotUpcard, {9, 1}));
    CHECK(s.log.empty());
}

TEST_CASE("checks seed example: the King played onto the Ace makes a 0-headed pile a zero total "
          "wins with the Ace under it",
          "[checks][play][cash]") {
    Deal d;
    d.opponent[0] = cards({"KS", "5H", "4D"});
    d.dealer[0] = cards({"10D", "3C", "7C"}); // 0 + 3 + 7 = 10: Point Total 0
    d.upcards = cards({"AS", "5D", "QC", "2H", "KH", "8S"});
    State s = deal(d);
    REQUIRE(apply(s, 0, Action::play(0, 0)).ok);
    CHECK(s.piles[0] == cards({"AS", "KS"}));
    CHECK(s.current == 1);
    REQUIRE(apply(s, 1, Action::cash(0)).ok);
    // The King, the Ace under it, and the three cards of the hand.
    CHECK(s.seats[1].won.size() == 5);
    CHECK(std::find(s.seats[1].won.begin(), s.seats[1].won.end(), C("AS")) != s.seats[1].won.end());
}

TEST_CASE("checks seed example: after playing the 5 from K54 the Point Total is 4",
          "[checks][total]") {
    Deal d;
    d.opponent[0] = cards({"KS", "5H", "4D"});
    d.upcards = cards({"AS", "5D", "QC", "2H", "KH", "8S"});
    State s = deal(d);
    REQUIRE(apply(s, 0, Action::play(1, 2)).ok);
    CHECK(view(s, 0).seats[0].point_total == 4);
    CHECK(point_total(s.seats[0].hand) == 4);
}

TEST_CASE("checks seed example: a one-card hand totals its own value and can cash with it",
          "[checks][total]") {
    Position p;
    p.hand0 = cards({"AH"});
    p.hand1 = cards({"3C", "4C"});
    p.piles[0] = cards({"AS"});
    p.piles[1] = cards({"7D"});
    p.deck = cards({"6S"});
    State s = position(p);
    CHECK(view(s, 0).seats[0].point_total == 1);
    CHECK(view(s, 0).cashable == std::vector<int>{0});
    REQUIRE(apply(s, 0, Action::cash(0)).ok);
    CHECK(cards_conserved(s));
}

TEST_CASE(
    "checks seed: a cashed slot is refilled from the deck, and stays empty once the deck is gone",
    "[checks][refill]") {
    Position p;
    p.hand0 = cards({"2S"});
    p.hand1 = cards({"3H"});
    p.row1 = {cards({"9C", "9D", "9H"})};
    p.piles[0] = cards({"2H"});
    p.piles[1] = cards({"3D"});
    p.piles[2] = cards({"7D"});
    p.deck = cards({"6S"});
    State s = position(p);
    REQUIRE(apply(s, 0, Action::cash(0)).ok);
    CHECK(s.piles[0] == cards({"6S"}));
    CHECK(s.deck.empty());
    REQUIRE(apply(s, 1, Action::cash(1)).ok);
    CHECK(s.piles[1].empty());
    // An empty slot cannot be played onto; the hand's cards go onto piles with an upcard only.
    CHECK_FALSE(apply(s, 1, Action::play(0, 1)).ok);
    for (const Action& a : legal(s, 1))
        if (a.op == Op::Play) CHECK(a.b != 1);
}

TEST_CASE("checks seed: the player left with cards plays them out alone, then the most Checks win",
          "[checks][end]") {
    Position p;
    p.hand0 = cards({"2S", "3S"}); // 5: no 5 showing
    p.hand1 = cards({"4H"});
    p.piles[0] = cards({"7H"});
    p.piles[1] = cards({"8H"});
    State s = position(p);
    REQUIRE(apply(s, 0, Action::play(0, 0)).ok);
    CHECK(s.current == 1);
    REQUIRE(apply(s, 1, Action::play(0, 1)).ok); // seat 1 is out
    CHECK(s.current == 0);
    REQUIRE(apply(s, 0, Action::play(0, 1)).ok); // plays alone
    CHECK(s.phase == Phase::GameOver);
    REQUIRE(s.results.size() == 1);
    // Checks count one per card, whatever the card.
    CHECK(s.results[0].checks[0] == int(s.seats[0].won.size()));
    CHECK(s.results[0].checks[1] == 0);
    CHECK(s.results[0].winner == 0);
}

TEST_CASE("checks seed: the winner deals the next game, and the non-dealer plays first",
          "[checks][end]") {
    Position p;
    p.hand0 = cards({"4H"});
    p.hand1 = cards({"3H"});
    p.piles[0] = cards({"7H"});
    p.current = 0;
    State s = position(p);
    s.seats[0].won.clear(); // give the rest of the deck to seat 1: seat 1 wins
    for (int c = 0; c < kDeckSize; ++c) {
        bool placed = c == C("4H") || c == C("3H") || c == C("7H");
        if (!placed) s.seats[1].won.push_back(CardId(c));
    }
    REQUIRE(apply(s, 0, Action::play(0, 0)).ok);
    REQUIRE(apply(s, 1, Action::play(0, 0)).ok);
    REQUIRE(s.phase == Phase::GameOver);
    CHECK(s.results.back().winner == 1);
    CHECK_FALSE(apply(s, 0, Action::next_game()).ok); // only the table deals
    REQUIRE(apply(s, core::kTableSeat, Action::next_game()).ok);
    CHECK(s.game == 2);
    CHECK(s.dealer == 1);
    CHECK(s.current == 0);
    CHECK(cards_conserved(s));
}

TEST_CASE("checks table rules: a draw passes the deal to the other player", "[checks][end]") {
    Position p;
    p.hand0 = cards({"4H"});
    p.hand1 = cards({"3H"});
    p.piles[0] = cards({"6H", "7H"});
    State s = position(p);
    s.seats[0].won.clear();
    int k = 0;
    for (int c = 0; c < kDeckSize; ++c)
        if (c != C("4H") && c != C("3H") && c != C("7H") && c != C("6H"))
            s.seats[(k++) % 2].won.push_back(CardId(c));
    REQUIRE(s.seats[0].won.size() == s.seats[1].won.size());
    REQUIRE(apply(s, 0, Action::play(0, 0)).ok);
    REQUIRE(apply(s, 1, Action::play(0, 0)).ok);
    REQUIRE(s.phase == Phase::GameOver);
    CHECK(s.results.back().winner == -1);
    REQUIRE(apply(s, core::kTableSeat, Action::next_game()).ok);
    CHECK(s.dealer == 0); // was 1
    CHECK(s.current == 1);
}

TEST_CASE("checks table rules: one pile a turn, even when two upcards match the total",
          "[checks][cash]") {
    Position p;
    p.hand0 = cards({"2S"});
    p.hand1 = cards({"3H"});
    p.row0 = {cards({"9C", "9D", "9H"})};
    p.piles[0] = cards({"2H"});
    p.piles[1] = cards({"2D"});
    p.deck = cards({"6S", "6H"});
    State s = position(p);
    auto l = legal(s, 0);
    CHECK(has(l, Action::cash(0)));
    CHECK(has(l, Action::cash(1)));
    REQUIRE(apply(s, 0, Action::cash(0)).ok);
    CHECK(s.current == 1);
    CHECK(s.piles[1] == cards({"2D"}));
}

TEST_CASE("checks seed: you cannot pass, and it is never the other player's move",
          "[checks][play]") {
    Deal d;
    State s = deal(d);
    CHECK(legal(s, 1).empty());
    CHECK(apply(s, 1, Action::play(0, 0)).rejection == core::refuse(core::kNotYourTurn));
    CHECK(!legal(s, 0).empty());
    // No fourth card.
    CHECK(apply(s, 0, Action::play(3, 0)).rejection == core::refuse(kNoCardThere));
}

TEST_CASE("checks refusals (README, A turn: cash or play, The next deal and the match): each "
          "move the rules do not allow is refused with its code and changes nothing",
          "[checks][play]") {
    Deal d;
    State s = deal(d);
    const auto refusal = [&](State& t, int seat, const Action& a) {
        const std::size_t logged = t.log.size();
        const auto out = apply(t, seat, a);
        CHECK_FALSE(out.ok);
        CHECK(out.events.empty());
        CHECK(t.log.size() == logged);
        return out.rejection;
    };
    CHECK(refusal(s, 7, Action::play(0, 0)) == core::refuse(core::kNotAPlayer));
    CHECK(refusal(s, core::kTableSeat, Action::cash(0)) == core::refuse(core::kNotAPlayer));
    CHECK(refusal(s, 0, Action::cash(6)) == core::refuse(kNoPileToCash));
    CHECK(refusal(s, core::kTableSeat, Action::next_game()) == core::refuse(kGameNotOver));
    CHECK(refusal(s, 0, Action::next_game()) == core::refuse(kOnlyTableDeals));
    // An emptied slot the deck could not refill (README, Refilling the piles).
    State gap = s;
    gap.piles[2].clear();
    CHECK(refusal(gap, 0, Action::cash(2)) == core::refuse(kNoPileToCash));
    CHECK(refusal(gap, 0, Action::play(0, 2)) == core::refuse(kSlotEmpty));
    State over = s;
    over.phase = Phase::GameOver;
    CHECK(refusal(over, 0, Action::play(0, 0)) == core::refuse(core::kGameOver));
}

TEST_CASE("checks table rules: with no pile left to play onto, the game stops and held cards count "
          "for nobody",
          "[checks][end]") {
    Position p;
    p.hand0 = cards({"2S"});
    p.hand1 = cards({"3H", "5H"});
    p.piles[0] = cards({"2H"});
    State s = position(p);
    REQUIRE(apply(s, 0, Action::cash(0)).ok);
    CHECK(s.phase == Phase::GameOver);
    CHECK(s.results.back().unplayed == 2);
}

TEST_CASE("checks views: your hand and the public piles, never the other hand or the rows",
          "[checks][view]") {
    Deal d;
    d.opponent[0] = cards({"5S", "8H", "9D"});
    d.dealer[0] = cards({"KS", "5H", "4D"});
    State s = deal(d);
    View v0 = view(s, 0), v1 = view(s, 1), spectator = view(s, -1);
    CHECK(v0.seats[0].hand == cards({"5S", "8H", "9D"}));
    CHECK(v0.seats[1].hand.empty());
    CHECK(v0.seats[1].hand_count == 3);
    CHECK(v0.seats[1].point_total == -1);
    CHECK(v1.seats[1].hand == cards({"KS", "5H", "4D"}));
    CHECK(spectator.seats[0].hand.empty());
    CHECK(spectator.seats[1].hand.empty());
    CHECK(v0.seats[0].row[1] == 3);
    CHECK(unseen_cards(v0).size() == 52 - 3 - 6);
}

TEST_CASE("checks actions: every action survives its code and its text", "[checks][actions]") {
    std::vector<Action> all{Action::next_game()};
    for (int k = 0; k < kSlots; ++k) {
        all.push_back(Action::cash(k));
        for (int h = 0; h < 3; ++h) all.push_back(Action::play(h, k));
    }
    for (const Action& a : all) {
        auto back = Action::decode(a.encode());
        REQUIRE(back);
        CHECK(*back == a);
        auto parsed = parse_action(a.to_string());
        REQUIRE(parsed);
        CHECK(parsed.value() == a);
    }
    CHECK(!Action::decode(3));
    CHECK(!Action::decode(1000));
    CHECK(!parse_action("cash 9"));
}
