// Strategix rule scenarios: the seed's own examples and the table rules, each test named after
// the section of src/engine/strategix/README.md it checks.
#include "engine/strategix/strategix.h"

#include "engine/core/refusal.h"

#include <catch2/catch.hpp>

#include <algorithm>
#include <array>
#include <sstream>

using namespace strategix;

namespace {

// "G" the first G, "G2" the second, "*" the next star, "!" the next firecracker, "A".."D3" the
// ABCD variant's cards.
std::vector<CardId> hand(const std::string& text) {
    std::vector<CardId> out;
    std::istringstream in(text);
    std::string t;
    int stars = 0, fires = 0;
    while (in >> t) {
        if (t == "*")
            out.push_back(CardId(kFirstStar + stars++));
        else if (t == "!")
            out.push_back(CardId(kFirstFirecracker + fires++));
        else if (t.size() == 2 && t[1] == '3')
            out.push_back(CardId(kFirstAbcd + t[0] - 'A'));
        else if (t == "A")
            out.push_back(CardId(kFirstAbcd));
        else
            out.push_back(CardId((t.size() == 2 ? 25 : 0) + t[0] - 'B'));
    }
    return out;
}
// The same, with stars and firecrackers numbered after `skip` of them (a second hand's).
std::vector<CardId> hand_after(const std::string& text, int stars, int fires) {
    std::vector<CardId> out = hand(text);
    for (CardId& c : out) {
        if (is_star(c)) c = CardId(c + stars);
        if (is_firecracker(c)) c = CardId(c + fires);
    }
    return out;
}

Combo combo(const std::string& text) {
    auto c = parse_combo(text);
    REQUIRE(c);
    return *c;
}
// A combination as a refusal's arguments, checked to read back (strategix.h).
std::array<int, 2> args(const Combo& c) {
    const std::array<int, 2> a = combo_args(c);
    CHECK(combo_from_args(a[0], a[1]) == c);
    return a;
}
Action play(const std::string& text) {
    return Action::play(combo(text));
}

core::Setup people(int n, std::uint32_t variant = 0) {
    return {std::vector<core::SeatKind>(std::size_t(n), core::SeatKind::Human), variant};
}

State table(const std::vector<std::vector<CardId>>& hands, int leader = 0,
            std::uint32_t variant = 0) {
    auto s = new_game_with_hands(people(int(hands.size()), variant), 1, hands, leader);
    REQUIRE(s);
    return s.value();
}

void ok(State& s, int seat, const Action& a) {
    Outcome o = apply(s, seat, a);
    INFO(a.to_string() << " by seat " << seat << ": " << o.rejection);
    REQUIRE(o.ok);
    std::string why;
    INFO(why);
    REQUIRE(cards_conserved(s, &why));
}
std::string refused(State s, int seat, const Action& a) {
    Outcome o = apply(s, seat, a);
    UNSCOPED_INFO(a.to_string() << " by seat " << seat << " refused: " << o.rejection);
    REQUIRE_FALSE(o.ok);
    return o.rejection;
}
bool listed(const State& s, int seat, const Action& a) {
    auto l = legal(s, seat);
    return std::find(l.begin(), l.end(), a) != l.end();
}

} // namespace

TEST_CASE("strategix Deck: 7 stars, 3 firecrackers and B to Z twice make 60 cards, "
          "the ABCD variant 64",
          "[strategix][deck]") {
    std::vector<CardId> d = deck_cards(0);
    REQUIRE(d.size() == 60);
    CHECK(std::count_if(d.begin(), d.end(), is_star) == 7);
    CHECK(std::count_if(d.begin(), d.end(), is_firecracker) == 3);
    for (int l = 1; l <= kZ; ++l)
        CHECK(std::count_if(d.begin(), d.end(), [&](CardId c) { return letter_of(c) == l; }) == 2);
    CHECK(std::none_of(d.begin(), d.end(), [](CardId c) { return letter_of(c) == 0; }));
    std::vector<CardId> v = deck_cards(kVariantAbcd);
    REQUIRE(v.size() == 64);
    CHECK(std::count_if(v.begin(), v.end(), [](CardId c) { return letter_of(c) == 0; }) == 1);
    CHECK(std::count_if(v.begin(), v.end(), [](CardId c) { return letter_of(c) == 3; }) == 3);
}

TEST_CASE("strategix Deal: two players lose 20 letters B to Y, unseen, stars, firecrackers "
          "and Zs all stay, 20 cards each",
          "[strategix][deal]") {
    for (std::uint64_t seed = 1; seed <= 30; ++seed) {
        State s = new_game(people(2), seed).value();
        REQUIRE(s.removed.size() == 20);
        for (CardId c : s.removed) {
            CHECK(kind_of(c) == CardKind::Letter);
            CHECK(letter_of(c) != kZ);
        }
        CHECK(s.seats[0].hand.size() == 20);
        CHECK(s.seats[1].hand.size() == 20);
        for (int p = 0; p < 2; ++p) {
            View v = view(s, p);
            CHECK(v.removed == 20);
            for (CardId c : s.removed)
                CHECK(std::find(v.my_hand.begin(), v.my_hand.end(), c) == v.my_hand.end());
        }
        CHECK(cards_conserved(s));
    }
}

TEST_CASE("strategix Deal: three and four players are dealt every card, the ABCD deck leaves "
          "one undealt with three",
          "[strategix][deal]") {
    State three = new_game(people(3), 4).value();
    for (const Seat& seat : three.seats) CHECK(seat.hand.size() == 20);
    State four = new_game(people(4), 4).value();
    for (const Seat& seat : four.seats) CHECK(seat.hand.size() == 15);
    State abcd = new_game(people(3, kVariantAbcd), 4).value();
    for (const Seat& seat : abcd.seats) CHECK(seat.hand.size() == 21);
    CHECK(abcd.undealt.size() == 1);
    CHECK(cards_conserved(abcd));
}

TEST_CASE("strategix Tricks: the seed's strength examples: GHI < MNO, JKLM+UVWX < KLMN+TUVW, "
          "FF+OO+TT+XX < HH+KK+MM+UU",
          "[strategix][tricks]") {
    CHECK(at_least_as_strong(combo("MNO"), combo("GHI")));
    CHECK_FALSE(at_least_as_strong(combo("GHI"), combo("MNO")));
    CHECK(at_least_as_strong(combo("KLMN+TUVW"), combo("JKLM+UVWX")));
    CHECK_FALSE(at_least_as_strong(combo("JKLM+UVWX"), combo("KLMN+TUVW")));
    CHECK(at_least_as_strong(combo("HH+KK+MM+UU"), combo("FF+OO+TT+XX")));
    CHECK_FALSE(at_least_as_strong(combo("FF+OO+TT+XX"), combo("HH+KK+MM+UU")));
    // Same lowest letter: the next lowest decides; equal letters are as strong.
    CHECK(at_least_as_strong(combo("EF+MN"), combo("EF+KL")));
    CHECK_FALSE(at_least_as_strong(combo("EF+KL"), combo("EF+MN")));
    CHECK(at_least_as_strong(combo("EF+KL"), combo("EF+KL")));
    CHECK_FALSE(at_least_as_strong(combo("EF+MN"), combo("EF+OP"))); // the README's own example
}

TEST_CASE("strategix Tricks: every lead shape is allowed: a single, runs of equal length, pairs",
          "[strategix][tricks]") {
    State s = table({hand("C D E E2 F F2 G G2 M N P P2 T T2 X"), hand("B")});
    for (const char* lead : {"C", "DEFG", "EF+MN", "CDE+EFG", "GG", "GG+PP+TT", "EF+FG"}) {
        INFO(lead);
        CHECK(listed(s, 0, play(lead)));
        CHECK(refusal(s, 0, play(lead)).empty());
    }
    CHECK_FALSE(parse_combo("EF+MNO")); // runs of unequal length
    CHECK_FALSE(parse_combo("GG+MN"));  // pairs and a run together
    CHECK_FALSE(parse_combo("C+D"));    // a single is one card
    CHECK_FALSE(parse_combo("CE"));     // not consecutive
    const std::array<int, 2> qr = args(combo("QR"));
    CHECK(refused(s, 0, play("QR")) == core::refuse("hand_cannot_make", {qr[0], qr[1]}));
}

TEST_CASE("strategix Tricks: a follower plays the same shape, as strong or stronger, other "
          "shapes are refused",
          "[strategix][tricks]") {
    State s = table({hand("G H I"), hand("B C D M N O E F"), hand("X")});
    ok(s, 0, play("GHI"));
    const std::array<int, 2> bcd = args(combo("BCD")), ghi = args(combo("GHI"));
    CHECK(refused(s, 1, play("BCD")) ==
          core::refuse("weaker_than", {bcd[0], bcd[1], ghi[0], ghi[1]}));
    CHECK(refused(s, 1, play("M")) == core::refuse("wrong_shape", {ghi[0], ghi[1]}));
    CHECK(refused(s, 1, play("MN")).rfind("wrong_shape:", 0) == 0);
    CHECK(refused(s, 1, play("DE+MN")).rfind("wrong_shape:", 0) == 0);
    CHECK_FALSE(listed(s, 1, play("BCD")));
    CHECK(listed(s, 1, play("MNO")));
    ok(s, 1, play("MNO"));
    CHECK(s.standing->seat == 1);
}

TEST_CASE("strategix Stars: a star stands for any letter, declared by the play",
          "[strategix][stars]") {
    State s = table({hand("E G *"), hand("B C"), hand("X")});
    CHECK(listed(s, 0, play("EFG"))); // the star as F
    CHECK(listed(s, 0, play("EE")));  // as a second E
    CHECK(listed(s, 0, play("Q")));   // alone, as Q
    ok(s, 0, play("EFG"));
    CHECK(s.trick.back().cards == hand("E G *"));
    CHECK(s.seats[0].hand.empty());
    // "Stars": the hand's own letters go first; a star only covers what it lacks.
    auto cards = cards_for(hand("E E2 *"), combo("EE"));
    REQUIRE(cards);
    CHECK(std::none_of(cards->begin(), cards->end(), is_star));
}

TEST_CASE("strategix Tricks: Z wins the trick at once, alone, inside a combination, as a lead "
          "and as a star declared Z",
          "[strategix][z]") {
    SECTION("Z as a lead: its player leads again") {
        State s = table({hand("Z B C"), hand("D E"), hand("F G")});
        ok(s, 0, play("Z"));
        CHECK(s.trick.empty());
        CHECK(s.current == 0);
        CHECK(s.leader == 0);
    }
    SECTION("inside a lead of two runs") {
        State s = table({hand("B C Y Z D"), hand("D2 E"), hand("F G")});
        ok(s, 0, play("BC+YZ"));
        CHECK(s.trick.empty());
        CHECK(s.current == 0);
    }
    SECTION("inside a follower's run") {
        State s = table({hand("W X B"), hand("X2 Y Z C"), hand("F G")});
        ok(s, 0, play("WX"));
        ok(s, 1, play("YZ"));
        CHECK(s.trick.empty());
        CHECK(s.current == 1);
    }
    SECTION("a star declared Z wins too") {
        State s = table({hand("K B"), hand("* C"), hand("F G")});
        ok(s, 0, play("K"));
        ok(s, 1, play("Z"));
        CHECK(s.trick.empty());
        CHECK(s.current == 1);
    }
}

TEST_CASE("strategix Firecrackers: never a lead, never right after a firecracker, and the next "
          "player loses their turn",
          "[strategix][firecracker]") {
    State s = table({hand("E F !"), hand_after("G ! H", 0, 1), hand_after("K ! L", 0, 2)});
    CHECK(refused(s, 0, Action::firecracker()) == "firecracker_never_leads");
    ok(s, 0, play("E"));
    ok(s, 1, Action::firecracker());
    CHECK(s.standing->seat == 0); // "it does not change what must be beaten"
    // Seat 2 loses its turn; the turn comes back to seat 0, whose E stands: it wins the trick.
    CHECK(s.trick.empty());
    CHECK(s.current == 0);
    // With four, the player after the skipped one may not answer a firecracker with one.
    State f = table({hand("E F"), hand_after("! G", 0, 0), hand("H"), hand_after("! K", 0, 1)});
    ok(f, 0, play("E"));
    ok(f, 1, Action::firecracker());
    CHECK(f.current == 3); // seat 2 lost its turn
    CHECK(refused(f, 3, Action::firecracker()) == "firecracker_after_firecracker");
    ok(f, 3, play("K"));
}

TEST_CASE("strategix Firecrackers: with two players the firecracker's player plays again",
          "[strategix][firecracker]") {
    State s = table({hand("E F"), hand("! ! G H")});
    ok(s, 0, play("E"));
    ok(s, 1, Action::firecracker());
    CHECK(s.current == 1); // seat 0 lost its turn
    CHECK(refused(s, 1, Action::firecracker()) == "firecracker_after_firecracker");
    ok(s, 1, play("G"));
    CHECK(s.current == 0);
}

TEST_CASE("strategix Tricks: the same letters as the standing combination skip the next player",
          "[strategix][skip]") {
    State s = table({hand("E E2 B"), hand("* C"), hand("F D")});
    ok(s, 0, play("E"));
    ok(s, 1, play("E"));
    // Seat 2 is skipped; seat 0 plays next.
    CHECK(s.current == 0);
    ok(s, 0, play("E"));
    // Seat 1 is skipped; seat 2 is next, and seat 0's E stands.
    CHECK(s.current == 2);
    CHECK(s.standing->seat == 0);
}

TEST_CASE("strategix Passing: a voluntary pass once a hand, a second one is refused, a forced "
          "pass is always allowed",
          "[strategix][pass]") {
    State s = table({hand("C D E F G"), hand("H I J K L"), hand("M N O P Q")});
    ok(s, 0, play("C"));
    Outcome free_pass = apply(s, 1, Action::pass()); // could have played: the voluntary pass
    REQUIRE(free_pass.ok);
    CHECK(s.seats[1].voluntary_used);
    // Only the passer knows the pass was the free one.
    CHECK(view(s, 1).seats[1].voluntary_used);
    CHECK_FALSE(view(s, 0).seats[1].voluntary_used);
    CHECK(event_for(free_pass.events[0], 1).voluntary);
    CHECK_FALSE(event_for(free_pass.events[0], 2).voluntary);
    ok(s, 2, play("M"));
    ok(s, 0, Action::pass()); // nothing of C-G beats M: a forced pass
    CHECK_FALSE(s.seats[0].voluntary_used);
    // Seat 1 passed and stays out of the trick: seat 2's M wins it, and seat 2 leads.
    CHECK(s.trick.empty());
    CHECK(s.current == 2);
    // A follower who could play and already passed once must play.
    State t = table({hand("C D"), hand("H I J"), hand("M N O")});
    ok(t, 0, play("C"));
    ok(t, 1, Action::pass());
    ok(t, 2, Action::pass());
    ok(t, 0, play("D"));
    CHECK(refused(t, 1, Action::pass()) == "must_play");
    CHECK_FALSE(listed(t, 1, Action::pass()));
    // The leader must play.
    State u = table({hand("C"), hand("D"), hand("E")});
    CHECK(refused(u, 0, Action::pass()) == "leader_must_play");
}

TEST_CASE("strategix Passing: with two players a pass ends the trick at once",
          "[strategix][pass]") {
    State s = table({hand("C D E"), hand("B F G")});
    ok(s, 0, play("C"));
    ok(s, 1, Action::pass());
    CHECK(s.trick.empty());
    CHECK(s.current == 0);
}

TEST_CASE("strategix Going out: a last play with a star, a Z or a firecracker makes its "
          "player Badluckix",
          "[strategix][out]") {
    SECTION("a star") {
        State s = table({hand("*"), hand("C D")});
        ok(s, 0, play("E"));
        REQUIRE(s.results.size() == 1);
        CHECK(s.results[0].titles[0] == Title::Badluckix);
        CHECK(s.results[0].titles[1] == Title::Luckylix);
        CHECK(s.results[0].points == std::vector<int>{-2, 2});
    }
    SECTION("a Z") {
        State s = table({hand("Z"), hand("C D"), hand("E F")});
        ok(s, 0, play("Z"));
        CHECK(s.seats[0].bad_out);
        CHECK(s.phase == Phase::Play);
    }
    SECTION("firecrackers played out by a leader holding nothing else") {
        State s = table({hand("! !"), hand("C D"), hand("E F")});
        CHECK(legal(s, 0) == std::vector<Action>{Action::firecrackers_out()});
        ok(s, 0, Action::firecrackers_out());
        CHECK(s.seats[0].bad_out);
    }
    SECTION("a plain letter is a clean finish") {
        State s = table({hand("C"), hand("D E")});
        ok(s, 0, play("C"));
        CHECK(s.results[0].titles[0] == Title::Luckylix);
    }
}

TEST_CASE("strategix Scoring: 2 players +2/-2, 3 players +2/0/-2, 4 players +4/+2/0/-2",
          "[strategix][scoring]") {
    SECTION("three") {
        State s = table({hand("C"), hand("D E"), hand("F G H")});
        ok(s, 0, play("C")); // out first
        ok(s, 1, play("D"));
        ok(s, 2, play("F"));
        ok(s, 1, Action::pass());
        // Seat 2's F wins; it leads.
        ok(s, 2, play("G"));
        ok(s, 1, Action::pass());
        ok(s, 2, play("H")); // out second: the hand ends
        REQUIRE(s.results.size() == 1);
        CHECK(s.results[0].points == std::vector<int>{2, -2, 0});
        CHECK(s.results[0].titles[2] == Title::Neithernorix);
        CHECK(s.phase == Phase::HandOver);
    }
    SECTION("four, with a Badluckix by the last card ranked last") {
        State s = table({hand("C"), hand("Z"), hand("E"), hand("F G")});
        ok(s, 0, play("C")); // 1st
        ok(s, 1, play("Z")); // out on a Z: Badluckix; wins the trick, seat 2 leads
        CHECK(s.current == 2);
        ok(s, 2, play("E")); // 2nd clean finisher; the hand ends with seat 3 holding
        REQUIRE(s.results.size() == 1);
        CHECK(s.results[0].order == std::vector<int>{0, 2, 3, 1});
        CHECK(s.results[0].points == std::vector<int>{4, -2, 2, 0});
        CHECK(s.results[0].titles[1] == Title::Badluckix);
        CHECK(s.results[0].titles[2] == Title::Aswellix);
    }
}

TEST_CASE("strategix Exchange and Hands: after the next deal Luckylix gives the worst card, "
          "Badluckix the best, Badluckix leads, as many hands as players",
          "[strategix][exchange]") {
    State s = table({hand("C"), hand("D E")});
    ok(s, 0, play("C"));
    REQUIRE(s.phase == Phase::HandOver);
    CHECK(refused(s, 0, Action::next_hand()) == "table_deals_next_hand");
    CHECK(refused(s, 0, play("D")) == "hand_over");
    ok(s, core::kTableSeat, Action::next_hand());
    CHECK(s.hand == 2);
    REQUIRE(s.exchange);
    CHECK(s.exchange->luckylix == 0);
    CHECK(s.exchange->badluckix == 1);
    CHECK(s.current == 1);
    const CardId given = s.exchange->given, returned = s.exchange->returned;
    CHECK(std::find(s.seats[1].hand.begin(), s.seats[1].hand.end(), given) !=
          s.seats[1].hand.end());
    CHECK(std::find(s.seats[0].hand.begin(), s.seats[0].hand.end(), returned) !=
          s.seats[0].hand.end());
    // The best card of Badluckix's hand before: firecracker > star > Z > Y ...
    for (CardId c : s.seats[1].hand)
        if (c != given) CHECK(card_value(c) <= card_value(returned));
    for (CardId c : s.seats[0].hand)
        if (c != returned) CHECK(card_value(c) >= card_value(given));
    // A third seat sees the exchange happen but not its cards.
    View v = view(s, 0);
    CHECK(v.exchange->given == given);
    CHECK(s.hands == 2);
    CHECK(card_value(hand("!")[0]) > card_value(hand("*")[0]));
    CHECK(card_value(hand("*")[0]) > card_value(hand("Z")[0]));
    CHECK(card_value(hand("Z")[0]) > card_value(hand("Y")[0]));
}

TEST_CASE("strategix Hands and the winner: a game is as many hands as players, then over",
          "[strategix][hands]") {
    for (int n = 2; n <= 4; ++n) {
        State s = new_game(people(n), 9).value();
        CHECK(s.hands == n);
        core::Rng pick(3);
        long steps = 0;
        while (s.phase != Phase::GameOver && steps++ < 20000) {
            const int seat = s.phase == Phase::HandOver ? int(core::kTableSeat) : s.current;
            std::vector<Action> l = legal(s, seat);
            REQUIRE_FALSE(l.empty());
            ok(s, seat, l[pick.below(std::uint32_t(l.size()))]);
        }
        CHECK(s.phase == Phase::GameOver);
        CHECK(int(s.results.size()) == n);
    }
}

TEST_CASE("strategix action codes: every combination round-trips through its code and its text",
          "[strategix][codes]") {
    for (const char* t : {"B", "Z", "EF+EF", "GG+PP+TT", "BCDEFGHIJKLMNOPQRSTUVW", "YZ",
                          "BB+CC+DD+EE+FF+GG+HH+II+JJ+KK+LL", "AB+AB"}) {
        Action a = play(t);
        auto back = Action::decode(a.encode());
        INFO(t << " -> " << a.encode());
        REQUIRE(back);
        CHECK(*back == a);
        CHECK(a.encode() < 0x80000000u);
        CHECK(parse_action(a.to_string()).value() == a);
    }
    for (Action a :
         {Action::pass(), Action::firecracker(), Action::firecrackers_out(), Action::next_hand()})
        CHECK(*Action::decode(a.encode()) == a);
    CHECK_FALSE(Action::decode(0x80000000u));
    CHECK_FALSE(Action::decode(0x7FFFFFFFu));
}

TEST_CASE("strategix Exchange: only its two players see the swapped cards, in the view and in "
          "the event",
          "[strategix][view]") {
    State s = table({hand("C"), hand("D E"), hand("F G")});
    ok(s, 0, play("C"));
    ok(s, 1, play("D"));
    ok(s, 2, play("F"));
    ok(s, 1, Action::pass());
    ok(s, 2, play("G")); // seat 0 Luckylix, seat 2 Neithernorix, seat 1 Badluckix
    Outcome o = apply(s, core::kTableSeat, Action::next_hand());
    REQUIRE(o.ok);
    auto swap = std::find_if(o.events.begin(), o.events.end(),
                             [](const Event& e) { return e.kind == EventKind::Exchanged; });
    REQUIRE(swap != o.events.end());
    CHECK(event_for(*swap, 0).card != kNoCard);
    CHECK(event_for(*swap, 1).card2 != kNoCard);
    CHECK(event_for(*swap, 2).card == kNoCard);
    CHECK(event_for(*swap, 2).card2 == kNoCard);
    CHECK(view(s, 2).exchange->given == kNoCard);
    CHECK(view(s, 1).exchange->returned == s.exchange->returned);
    // A seat's view holds its own hand and only the counts of the others'.
    View v = view(s, 2);
    CHECK(v.my_hand == s.seats[2].hand);
    CHECK(v.seats[0].count == int(s.seats[0].hand.size()));
    for (CardId c : s.seats[0].hand)
        CHECK(std::find(v.my_hand.begin(), v.my_hand.end(), c) == v.my_hand.end());
    std::vector<CardId> unseen = unseen_cards(v);
    for (CardId c : s.seats[0].hand)
        CHECK(std::find(unseen.begin(), unseen.end(), c) != unseen.end());
}

TEST_CASE("strategix Decisions: a play with more stars than the listed ones is accepted when "
          "asked for",
          "[strategix][stars]") {
    State s = table({hand("E * * K"), hand("B C"), hand("X")});
    // The list holds EF-style leads with one star; two stars as a pair of Q is a play all the same.
    CHECK_FALSE(listed(s, 0, play("QQ")));
    CHECK(refusal(s, 0, play("QQ")).empty());
    ok(s, 0, play("QQ"));
    CHECK(s.seats[0].hand == hand("E K"));
}

TEST_CASE("strategix Tricks: a refusal names a combination by two numbers that read back, the "
          "largest too",
          "[strategix][refusal]") {
    for (const char* text : {"B", "Z", "EF+EF", "GG+PP+TT", "BB+CC+DD+EE+FF+GG+HH+II+JJ+KK+LL",
                             "YZ+YZ+YZ+YZ+YZ+YZ+YZ+YZ+YZ+YZ+YZ", "BCDEFGHIJKLMNOPQRSTUVW"}) {
        INFO(text);
        const std::array<int, 2> a = args(combo(text));
        CHECK(core::read_refusal(core::refuse("wrong_shape", {a[0], a[1]}))->args ==
              std::vector<int>{a[0], a[1]});
    }
    CHECK_FALSE(combo_from_args(-1, 0));
    CHECK_FALSE(combo_from_args(0x8000, 0)); // a special action's code, no combination
}
