// Strategix's words (table/strategix/words.h): the log's lines for every event, the cards' and
// the plays' names and the rules' refusals, in English (the code's own words), each test named
// after the section of src/engine/strategix/README.md it words.
#include "table/strategix/words.h"

#include <catch2/catch.hpp>

using namespace strategix;
using namespace table::strategix_words;
using table::Voice;

namespace {

// Card ids (strategix.h, "Cards"): the first alphabet's letter L is L - 1, the second's 24 + L.
CardId first(char letter) {
    return CardId(letter - 'A' - 1);
}
CardId second(char letter) {
    return CardId(25 + letter - 'A' - 1);
}

Combo combo(const std::string& text) {
    auto c = parse_combo(text);
    REQUIRE(c);
    return *c;
}

Event event(EventKind kind, int seat) {
    Event e;
    e.kind = kind;
    e.seat = seat;
    return e;
}

// A refusal naming combinations, as the rules make it (strategix.h, combo_args).
std::string refused(const char* code, const std::vector<std::string>& plays) {
    std::string text = code;
    const char* sep = ":";
    for (const std::string& p : plays)
        for (int a : combo_args(combo(p))) {
            text += sep + std::to_string(a);
            sep = ",";
        }
    return text;
}

} // namespace

TEST_CASE("strategix words (README, Tricks and Stars): the log speaks to the viewer as you") {
    const Voice say({"Ana", "Bruno"}, 0);
    Event e = event(EventKind::Played, 0);
    e.combo = combo("EF+EF");
    e.cards = {first('E'), second('E'), first('F'), kFirstStar};
    CHECK(describe(e, say) == "You play EF+EF (with a star)");
    e.seat = 1;
    CHECK(describe(e, say) == "Bruno plays EF+EF (with a star)");
    e.cards = {first('E'), kFirstStar + 1, first('F'), kFirstStar};
    CHECK(describe(e, say) == "Bruno plays EF+EF (with 2 stars)");
    e.cards = {first('E'), second('E'), first('F'), second('F')};
    CHECK(describe(e, say) == "Bruno plays EF+EF");
    e.kind = EventKind::Skipped;
    e.reason = 0;
    CHECK(describe(e, say) == "Bruno loses a turn (a firecracker)");
    e.reason = 1;
    CHECK(describe(e, say) == "Bruno loses a turn (the same letters)");
    e.seat = 0;
    CHECK(describe(e, say) == "You lose a turn (the same letters)");
}

TEST_CASE("strategix words (README, Deal and Exchange): the deal, and the exchange's cards to its "
          "two players only") {
    const Voice ana({"Ana", "Bruno", "Cy"}, 0), bruno({"Ana", "Bruno", "Cy"}, 1),
        cy({"Ana", "Bruno", "Cy"}, 2);
    Event dealt = event(EventKind::HandDealt, 1);
    dealt.index = 2;
    CHECK(describe(dealt, ana) == "Hand 2 dealt; Bruno leads");
    CHECK(describe(dealt, bruno) == "Hand 2 dealt; You lead");
    Event x = event(EventKind::Exchanged, 0);
    x.other = 1;
    x.card = first('G');
    x.card2 = kFirstStar;
    CHECK(describe(x, ana) == "You (Luckylix) and Bruno (Badluckix) swap cards: G for a star");
    CHECK(describe(x, bruno) == "Ana (Luckylix) and you (Badluckix) swap cards: G for a star");
    CHECK(describe(event_for(x, 2), cy) == "Ana (Luckylix) and Bruno (Badluckix) swap cards");
    x.card2 = kFirstFirecracker;
    CHECK(describe(x, cy) ==
          "Ana (Luckylix) and Bruno (Badluckix) swap cards: G for a firecracker");
}

TEST_CASE("strategix words (README, Firecrackers and Passing): firecrackers, passes and tricks") {
    const Voice say({"Ana", "Bruno"}, 0);
    Event fire = event(EventKind::Firecracker, 1);
    fire.cards = {kFirstFirecracker};
    CHECK(describe(fire, say) == "Bruno sets off a firecracker");
    fire.seat = 0;
    fire.cards = {kFirstFirecracker, kFirstFirecracker + 1, kFirstFirecracker + 2};
    CHECK(describe(fire, say) == "You set off all 3 firecrackers");
    Event pass = event(EventKind::Passed, 0);
    pass.voluntary = true;
    CHECK(describe(pass, say) == "You pass (the one free pass)");
    pass.seat = 1;
    pass.voluntary = false;
    CHECK(describe(pass, say) == "Bruno passes");
    Event won = event(EventKind::TrickWon, 1);
    CHECK(describe(won, say) == "Bruno wins the trick");
    won.reason = 1;
    won.seat = 0;
    CHECK(describe(won, say) == "You win the trick with a Z");
    won.reason = 2;
    won.seat = 1;
    CHECK(describe(won, say) == "Bruno wins the trick (the other passed)");
}

TEST_CASE("strategix words (README, Going out, Scoring and Hands and the winner): places, the "
          "hand's result and the winners") {
    const Voice say({"Ana", "Bruno"}, 0), watcher({"Ana", "Bruno"}, -1);
    Event out = event(EventKind::WentOut, 0);
    out.index = 1;
    out.bad = true;
    CHECK(describe(out, say) == "You are out first, on a star, Z or firecracker: Badluckix");
    out.seat = 1;
    out.index = 2;
    out.bad = false;
    CHECK(describe(out, say) == "Bruno is out second");

    Event ended = event(EventKind::HandEnded, -1);
    CHECK(describe(ended, say) == "The hand is over");
    HandResult r;
    r.hand = 1;
    r.order = {1, 0};
    r.titles = {Title::Badluckix, Title::Luckylix};
    r.points = {-2, 2};
    r.bad_last_card = {false, false};
    ended.index = 1;
    ended.result = r;
    CHECK(describe(ended, say) == "Hand 1 is over: Bruno Luckylix +2, You Badluckix -2");
    r.points = {0, 0};
    ended.result = r;
    CHECK(describe(ended, watcher) == "Hand 1 is over: Bruno Luckylix 0, Ana Badluckix 0");

    Event over = event(EventKind::GameEnded, -1);
    over.winners = {0};
    CHECK(describe(over, say) == "You win the game");
    over.winners = {1};
    CHECK(describe(over, say) == "Bruno wins the game");
    over.winners = {0, 1};
    CHECK(describe(over, watcher) == "Ana and Bruno share the victory");
    CHECK(describe(over, say) == "Bruno and you share the victory");
}

TEST_CASE("strategix words (README, Deck and Tricks): cards and plays by name") {
    CHECK(card_name(first('G')) == "G");
    CHECK(card_name(second('Z')) == "Z");
    CHECK(card_name(kFirstAbcd) == "A");
    CHECK(card_name(kFirstStar + 3) == "a star");
    CHECK(card_name(kFirstFirecracker) == "a firecracker");
    CHECK(describe_combo(combo("G")) == "a single G");
    CHECK(describe_combo(combo("GG")) == "a pair of G");
    CHECK(describe_combo(combo("GG+PP")) == "two pairs, lowest G");
    CHECK(describe_combo(combo("BB+CC+DD+EE+FF+GG+HH+II+JJ+KK+LL")) == "eleven pairs, lowest B");
    CHECK(describe_combo(combo("GHI")) == "a run of 3, lowest G");
    CHECK(describe_combo(combo("EF+EF+MN")) == "three runs of 2, lowest E");
    CHECK(std::string(title_words(Title::Neithernorix)) == "Neithernorix");
}

TEST_CASE("strategix words (README, Tricks, Firecrackers and Passing): the rules' refusals as the "
          "flash says them") {
    CHECK(refusal_line(refused("weaker_than", {"GHI", "MNO"})) == "GHI is weaker than MNO");
    CHECK(refusal_line(refused("wrong_shape", {"EF+MN"})) ==
          "the play must have the shape of EF+MN (two runs of 2, lowest E)");
    CHECK(refusal_line(refused("hand_cannot_make", {"QR"})) == "your hand cannot make QR");
    CHECK(refusal_line("not_a_combination") == "that is not a combination");
    CHECK(refusal_line("no_a_in_deck") == "there is no A in this deck (only in the ABCD variant)");
    CHECK(refusal_line("no_firecracker") == "you hold no firecracker");
    CHECK(refusal_line("firecracker_never_leads") == "a firecracker never leads a trick");
    CHECK(refusal_line("firecracker_after_firecracker") ==
          "a firecracker may not be played right after a firecracker");
    CHECK(refusal_line("leader_plays_out_firecrackers") ==
          "only a leader plays out their firecrackers");
    CHECK(refusal_line("more_than_firecrackers") == "you hold more than firecrackers");
    CHECK(refusal_line("leader_must_play") == "the leader of a trick must play");
    CHECK(refusal_line("must_play") ==
          "you have passed once this hand although you could play; now you must play");
    CHECK(refusal_line("table_deals_next_hand") == "only the table deals the next hand");
    CHECK(refusal_line("hand_not_over") == "the hand is not over");
    CHECK(refusal_line("hand_over") == "the hand is over");
    // The codes every game shares are worded by the table's shared words.
    CHECK(refusal_line("not_your_turn") == "it is not your turn");
    CHECK(refusal_words(core::Refusal{"not_your_turn", {}}).empty());
    CHECK(refusal_line("").empty());
}

TEST_CASE("strategix words (README, Tricks): a refusal the rules make reads as a sentence") {
    auto s = new_game_with_hands(
        {std::vector<core::SeatKind>(2, core::SeatKind::Human), 0}, 1,
        {{first('G'), first('H'), first('I'), first('M')}, {first('B'), first('C'), first('D')}},
        0);
    REQUIRE(s);
    State& state = s.value();
    REQUIRE(apply(state, 0, Action::play(combo("GHI"))).ok);
    CHECK(refusal_line(apply(state, 1, Action::play(combo("BCD"))).rejection) ==
          "BCD is weaker than GHI");
    CHECK(refusal_line(apply(state, 0, Action::pass()).rejection) == "it is not your turn");
}
