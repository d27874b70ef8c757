// The table's selection (README, "Tricks"): the cards tapped, read as the combinations they
// form, the legal plays they make now (view.legal), and why not in the rules' own words.
#include "table/strategix/select.h"

#include <catch2/catch.hpp>

#include <algorithm>

using namespace table::strategix_select;
using namespace strategix;

namespace {

// Card ids (strategix.h, "Cards"): the first alphabet's letter L is L - 1, the second's 24 + L.
CardId first(char letter) {
    return CardId(letter - 'A' - 1);
}
CardId second(char letter) {
    return CardId(25 + letter - 'A' - 1);
}
const CardId kStar = kFirstStar, kStar2 = kFirstStar + 1, kFire = kFirstFirecracker;

Combo combo(const char* text) {
    auto c = parse_combo(text);
    REQUIRE(c);
    return *c;
}

bool forms(const std::vector<Combo>& combos, const char* text) {
    return std::find(combos.begin(), combos.end(), combo(text)) != combos.end();
}

// Two players, seat 0 leads, with these hands (the rest of the deck out of the hand).
State deal(const std::vector<CardId>& mine, const std::vector<CardId>& theirs, int leader = 0) {
    core::Setup setup;
    setup.seats = {core::SeatKind::Human, core::SeatKind::Human};
    auto s = new_game_with_hands(setup, 1, {mine, theirs}, leader);
    INFO(s.error());
    REQUIRE(s);
    return s.value();
}

} // namespace

TEST_CASE("strategix selection (README, Tricks): the cards form singles, runs and pairs, colour "
          "aside") {
    CHECK(combos_of({first('G')}, 0) == std::vector<Combo>{combo("G")});
    CHECK(combos_of({first('G'), second('H'), first('I')}, 0) == std::vector<Combo>{combo("GHI")});
    const std::vector<Combo> four =
        combos_of({first('E'), first('F'), second('E'), second('F')}, 0);
    CHECK(four.size() == 2);
    CHECK(forms(four, "EE+FF"));
    CHECK(forms(four, "EF+EF"));
    // Letters that make nothing together, and a firecracker among letters.
    CHECK(combos_of({first('G'), first('I')}, 0).empty());
    CHECK(combos_of({first('G'), kFire}, 0).empty());
}

TEST_CASE("strategix selection (README, Stars): a star stands for any letter, Z included, A only "
          "in the ABCD variant") {
    const std::vector<Combo> star = combos_of({kStar}, 0);
    CHECK(star.size() == 25); // B..Z
    CHECK(forms(star, "Z"));
    CHECK_FALSE(forms(star, "A"));
    CHECK(forms(combos_of({kStar}, kVariantAbcd), "A"));
    const std::vector<Combo> g_and_star = combos_of({first('G'), kStar}, 0);
    CHECK(g_and_star.size() == 3);
    CHECK(forms(g_and_star, "GG"));
    CHECK(forms(g_and_star, "FG"));
    CHECK(forms(g_and_star, "GH"));
    // Two stars fill the gap of a run and its end.
    CHECK(forms(combos_of({first('G'), first('I'), kStar, kStar2}, 0), "GHIJ"));
    CHECK(forms(combos_of({first('G'), first('I'), kStar, kStar2}, 0), "FGHI"));
}

TEST_CASE("strategix selection (the table says what the selection forms): a legal lead "
          "is found in view.legal with its description") {
    const State s = deal({first('G'), first('H'), first('I'), first('M'), kStar},
                         {first('B'), first('C'), second('D')});
    const View v = view(s, 0);
    const Reading r = read_selection(v, {first('G'), first('H')});
    REQUIRE(r.legal.size() == 1);
    CHECK(r.legal[0] == Action::play(combo("GH")));
    CHECK(r.describe == "a run of 2, lowest G");
    CHECK(r.refusal.empty());
    CHECK(star_choices(r).empty()); // one play: nothing to ask

    const Reading gap = read_selection(v, {first('G'), first('I')});
    CHECK(gap.legal.empty());
    CHECK_FALSE(gap.refusal.empty());
}

TEST_CASE("strategix selection (a star asks only when the choice matters, and offers Z)") {
    const State s = deal({first('G'), first('M'), kStar}, {first('B'), first('C')});
    const View v = view(s, 0);
    // G alone: one play, nothing asked.
    CHECK(star_choices(read_selection(v, {first('G')})).empty());
    // A star alone as the lead: any letter the hand lacks; Z is among the choices.
    const Reading star = read_selection(v, {kStar});
    REQUIRE(star.legal.size() > 1);
    const std::vector<Action> offered = star_choices(star);
    REQUIRE_FALSE(offered.empty());
    CHECK(std::any_of(offered.begin(), offered.end(),
                      [](const Action& a) { return a.op == Op::Play && a.combo.has_z(); }));
    for (const Action& a : offered)
        CHECK(std::find(v.legal.begin(), v.legal.end(), a) != v.legal.end());
}

TEST_CASE("strategix selection (Play disabled with the reason): a follower's weaker "
          "play is refused in the rules' own words") {
    State s = deal({first('M'), first('N'), first('O'), first('B')},
                   {first('G'), first('H'), first('I'), first('Y'), second('Y')});
    REQUIRE(apply(s, 0, Action::play(combo("MNO"))).ok);
    const View v = view(s, 1);
    REQUIRE(v.current == 1);
    const std::vector<CardId> ghi = {first('G'), first('H'), first('I')};
    const Reading r = read_selection(v, ghi);
    CHECK(r.legal.empty());
    REQUIRE(r.shown);
    CHECK(*r.shown == combo("GHI"));
    CHECK(r.describe == "a run of 3, lowest G");
    CHECK(r.refusal == "GHI is weaker than MNO");
    CHECK_FALSE(r.refusal.empty());
    // The same shape stronger would be legal; a pair is the wrong shape.
    const Reading yy = read_selection(v, {first('Y'), second('Y')});
    CHECK(yy.legal.empty());
    CHECK(yy.refusal == "the play must have the shape of MNO (a run of 3, lowest M)");
}

TEST_CASE("strategix selection (README, Firecrackers): a firecracker alone is its own play, and "
          "never among letters") {
    State s = deal({first('M'), first('B')}, {kFire, first('C'), first('D')});
    const View lead = view(s, 1);
    REQUIRE(apply(s, 0, Action::play(combo("M"))).ok);
    const View v = view(s, 1);
    const Reading fire = read_selection(v, {kFire});
    REQUIRE(fire.legal.size() == 1);
    CHECK(fire.legal[0] == Action::firecracker());
    const Reading mixed = read_selection(v, {kFire, first('C')});
    CHECK(mixed.legal.empty());
    CHECK(mixed.refusal == "A firecracker is played alone");
    (void)lead;
}

TEST_CASE("strategix faces (assets/letter_cards.txt): letters by code, one face for every star "
          "and every firecracker") {
    CHECK(face_of(first('G')) == "letter.G");
    CHECK(face_of(second('G')) == "letter.G2");
    CHECK(face_of(kStar2) == "letter.star");
    CHECK(face_of(kFire + 2) == "letter.fire");
    CHECK(face_of(kFirstAbcd) == "letter.A");
    CHECK(face_of(kNoCard) == "back");
}
