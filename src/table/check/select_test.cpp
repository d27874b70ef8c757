// CHECK!'s table selection (README, "Turn"): market cards tapped into a set the rules let
// you take, the orders the hand can fulfil now and the cards proposed for one, a changed choice
// read against the order, the hand grouped by value and the discard down to 10.
#include "table/check/select.h"

#include <catch2/catch.hpp>

#include <algorithm>

using namespace table::check_select;
using namespace check;

namespace {

// Card ids (check.h, "Number cards"): colour * 23 + position, the positions holding
// 1,1,1,1,2x5,3x5,4x5,5,5,5,5. `copy` picks one of the copies of that kind.
CardId card(Colour colour, int value, int copy = 0) {
    static const int kFirst[] = {0, 0, 4, 9, 14, 19};
    return CardId(int(colour) * kCardsPerColour + kFirst[value] + copy);
}
const Colour R = Colour::Red, B = Colour::Blue, G = Colour::Green, Y = Colour::Yellow;

// The first order of the standard rulebook whose requirements are exactly `reqs` (README,
// "Orders"): found by what it asks, not by its place in the table.
const OrderCard& order_asking(std::vector<Requirement> reqs) {
    for (const OrderCard& o : rulebook(0).orders) {
        if (o.requirements.size() != reqs.size()) continue;
        bool same = true;
        for (std::size_t i = 0; i < reqs.size(); ++i)
            same = same && o.requirements[i].kind == reqs[i].kind &&
                   o.requirements[i].size == reqs[i].size &&
                   o.requirements[i].value == reqs[i].value;
        if (same) return o;
    }
    FAIL("no such order in the rulebook");
    return rulebook(0).orders.front();
}

// My view at the start of step 2 of a two-player game: the hand given, the orders open, and the
// legal actions as the rules list them (a Fulfil a way, the bonus colour first).
View my_view(std::vector<CardId> hand, std::vector<int> open, std::vector<Action> legal,
             bool joker = true) {
    View v;
    v.viewer = 0;
    v.players = 2;
    v.phase = Phase::Fulfil;
    v.took = true;
    std::sort(hand.begin(), hand.end());
    v.my_hand = hand;
    v.seats.resize(2);
    v.seats[0].hand_count = int(hand.size());
    v.seats[0].joker = joker;
    v.open_orders.fill(-1);
    for (std::size_t i = 0; i < open.size() && i < v.open_orders.size(); ++i)
        v.open_orders[i] = open[i];
    v.market.fill(kNoCard);
    v.legal = std::move(legal);
    return v;
}

std::vector<std::uint8_t> kinds(std::vector<CardId> cards) {
    std::vector<std::uint8_t> out;
    for (CardId c : cards) out.push_back(std::uint8_t(kind_of(c)));
    std::sort(out.begin(), out.end());
    return out;
}

} // namespace

TEST_CASE("check taking (README, Turn, step 1, the seed's example): three blue cards, both 5s or "
          "any single card are kept, a card that breaks the set is refused with the reason") {
    const std::array<CardId, kMarketSize> market{card(B, 1), card(B, 3), card(R, 5),
                                                 card(B, 4), card(Y, 5), card(G, 2)};
    TakeTap t = tap_market(market, 0, 0);
    CHECK(t.refusal.empty());
    t = tap_market(market, t.slots, 1);
    t = tap_market(market, t.slots, 3);
    CHECK(t.refusal.empty());
    CHECK(t.slots == 0b001011); // three blue cards
    // A fourth card: never more than 3; the set stays as it was.
    const TakeTap fourth = tap_market(market, t.slots, 5);
    CHECK_FALSE(fourth.refusal.empty());
    CHECK(fourth.slots == t.slots);
    CHECK(fourth.refusal == "you may take at most 3 cards"); // take_refusal's, in words
    // Both 5s (red and yellow) share the value.
    TakeTap fives = tap_market(market, tap_market(market, 0, 2).slots, 4);
    CHECK(fives.refusal.empty());
    CHECK(fives.slots == 0b010100);
    // A blue 1 with the red 5: neither value nor colour shared.
    const TakeTap mixed = tap_market(market, 0b000100, 0);
    CHECK_FALSE(mixed.refusal.empty());
    CHECK(mixed.slots == 0b000100);
    // Tapping a chosen card takes it out again; any single card may be taken.
    CHECK(tap_market(market, 0b000100, 2).slots == 0);
    for (int s = 0; s < kMarketSize; ++s) CHECK(tap_market(market, 0, s).slots == 1u << s);
    CHECK(slot_count(0b001011) == 3);
}

TEST_CASE("check fulfilling (README, Turn, step 2): the orders with a legal Fulfil are the ones "
          "offered, and tapping one proposes the rules' first choice, the bonus colour first") {
    const OrderCard& pair = order_asking({{ReqKind::Same, 2, 0}});
    const OrderCard& run3 = order_asking({{ReqKind::Run, 3, 0}});
    const CardId bonus3 = card(pair.bonus, 3), other3 = card(Colour((int(pair.bonus) + 1) % 4), 3);
    const std::vector<CardId> hand{bonus3, other3, card(R, 1, 1), card(G, 5)};
    // The rules list the choice holding the bonus-colour 3 first (README, "Decisions").
    const Action bonus_first = Action::fulfil(pair.id, kinds({bonus3, other3}), false);
    const View v = my_view(hand, {pair.id, run3.id}, {bonus_first, Action::done()});
    CHECK(fulfillable(v) == std::vector<int>{pair.id});
    auto proposed = propose(v, pair.id);
    REQUIRE(proposed);
    CHECK(proposed->cards.size() == 2);
    CHECK(std::find(proposed->cards.begin(), proposed->cards.end(), bonus3) !=
          proposed->cards.end());
    CHECK_FALSE(proposed->joker);
    CHECK_FALSE(propose(v, run3.id));
    const FulfilReading r = read_choice(v, *proposed);
    CHECK(r.meets);
    CHECK(r.to_stack == 1);
    CHECK(r.action == bonus_first);
    CHECK(r.refusal.empty());
}

TEST_CASE("check a changed choice (README, Orders): cards that do not meet the order turn Fulfil "
          "off with the reason, and the joker is offered when it completes the order") {
    const OrderCard& run3 = order_asking({{ReqKind::Run, 3, 0}});
    const std::vector<CardId> hand{card(R, 2), card(B, 3), card(Y, 3), card(G, 5)};
    const View v = my_view(hand, {run3.id}, {Action::done()});
    Choice c{run3.id, {}, false};
    toggle_card(c, card(R, 2));
    toggle_card(c, card(B, 3));
    FulfilReading r = read_choice(v, c);
    CHECK_FALSE(r.meets);
    CHECK(r.joker_completes); // 2, 3 and the joker as a 1 or a 4
    CHECK_FALSE(r.refusal.empty());
    c.joker = true;
    r = read_choice(v, c);
    CHECK(r.meets);
    CHECK(r.action == Action::fulfil(run3.id, kinds({card(R, 2), card(B, 3)}), true));
    // A 3 twice is no run, joker or not.
    toggle_card(c, card(R, 2));
    toggle_card(c, card(Y, 3));
    c.joker = false;
    r = read_choice(v, c);
    CHECK_FALSE(r.meets);
    CHECK_FALSE(r.joker_completes);
    CHECK(r.refusal == "These cards do not fulfil Run of 3");
    // A used joker completes nothing: it serves once a game.
    const View used = my_view(hand, {run3.id}, {Action::done()}, false);
    Choice short_one{run3.id, {card(R, 2), card(B, 3)}, false};
    CHECK_FALSE(read_choice(used, short_one).joker_completes);
    short_one.joker = true;
    CHECK_FALSE(read_choice(used, short_one).meets);
}

TEST_CASE("check the same value serving several pairs (README, Orders): two pairs from four 4s") {
    const OrderCard& two_pairs = order_asking({{ReqKind::Same, 2, 0}, {ReqKind::Same, 2, 0}});
    const std::vector<CardId> fours{card(R, 4), card(B, 4), card(G, 4), card(Y, 4)};
    const View v = my_view(fours, {two_pairs.id}, {Action::done()});
    const FulfilReading r = read_choice(v, Choice{two_pairs.id, fours, false});
    CHECK(r.meets);
    CHECK(r.to_stack == 1);
}

TEST_CASE("check the hand: grouped by value, and a discard only when the "
          "rules ask for one (README, Turn, step 3)") {
    const std::vector<CardId> hand{card(R, 1), card(B, 1), card(R, 4), card(G, 4, 2), card(Y, 5)};
    const auto groups = groups_by_value(hand);
    REQUIRE(groups.size() == 3);
    CHECK(groups[0] == std::vector<CardId>{card(R, 1), card(B, 1)});
    CHECK(groups[1].size() == 2);
    CHECK(groups[2] == std::vector<CardId>{card(Y, 5)});
    View v = my_view(hand, {}, {Action::discard(kind_of(card(R, 4)))});
    v.phase = Phase::Discard;
    CHECK(discard_for(v, card(R, 4)) == Action::discard(kind_of(card(R, 4))));
    CHECK_FALSE(discard_for(v, card(Y, 5)));
    CHECK_FALSE(discard_for(v, card(Y, 4))); // not in the hand
}

TEST_CASE("check faces and words (assets/number_cards.txt): a face a colour and value, the "
          "requirements as the order cards name them") {
    CHECK(face_of(card(R, 3)) == "number.R3");
    CHECK(face_of(card(Y, 5, 3)) == "number.Y5");
    CHECK(face_of(card(G, 1)) == "number.G1");
    CHECK(requirement_words({ReqKind::Same, 2, 0}) == "pair");
    CHECK(requirement_words({ReqKind::Same, 2, 3}) == "pair of 3s");
    CHECK(requirement_words({ReqKind::Same, 3, 0}) == "three of a kind");
    CHECK(requirement_words({ReqKind::Run, 4, 0}) == "run of 4");
}
