// Tschak!'s table selection: only cards that can be part of a legal
// choice may be tapped, the cards tapped make the action Confirm sends, the keep's ten cards with
// those played, each team's value worked out in words, and who is still choosing.
#include "table/tschak/select.h"

#include "engine/tschak/tschak_testing.h"

#include <catch2/catch.hpp>

#include <algorithm>

using namespace table::tschak_select;
using namespace tschak;

namespace {

// The cards in the order a hand holds them (sorted).
std::vector<CardId> cards(const std::string& text) {
    std::vector<CardId> out = tschak::testing::cards(text);
    std::sort(out.begin(), out.end());
    return out;
}
CardId card(const std::string& code) {
    return cards(code).front();
}

// A view of seat 0 on a step asking for `asks` cards, its team so far `team`: the legal choices
// as the rules list them (every set of `asks` hand cards that keeps the team's types different).
View my_view(const std::string& hand, int asks, const std::string& team = "") {
    View v;
    v.viewer = 0;
    v.players = 2;
    v.asks = asks;
    v.my_hand = cards(hand);
    v.seats.resize(2);
    v.seats[0].team = cards(team);
    v.used.resize(2);
    const int n = int(v.my_hand.size());
    for (int mask = 0; mask < (1 << n); ++mask) {
        std::vector<CardId> pick;
        for (int i = 0; i < n; ++i)
            if (mask & (1 << i)) pick.push_back(v.my_hand[std::size_t(i)]);
        if (int(pick.size()) != asks) continue;
        std::vector<CardId> whole = v.seats[0].team;
        whole.insert(whole.end(), pick.begin(), pick.end());
        if (valid_team_so_far(whole)) v.legal.push_back(Action::choose(pick));
    }
    return v;
}

core::Setup people(int n) {
    return {std::vector<core::SeatKind>(std::size_t(n), core::SeatKind::Human), 0};
}

} // namespace

TEST_CASE("README, Floors: on floor 1 any card may be tapped, and one tap makes the choice") {
    auto s = new_game(people(2), 7);
    REQUIRE(s);
    const View v = view(s.value(), 0);
    REQUIRE(v.asks == 1);
    CHECK(tappable(v, {}) == v.my_hand);
    const CardId first = v.my_hand.front();
    const Tap t = tap(v, {}, first);
    CHECK(t.refusal.empty());
    REQUIRE(complete(v, t.picked));
    CHECK(complete(v, t.picked)->cards == std::vector<CardId>{first});
    // A step of one card: another tap replaces the card picked.
    const Tap again = tap(v, t.picked, v.my_hand.back());
    CHECK(again.picked == std::vector<CardId>{v.my_hand.back()});
}

TEST_CASE("README, Floors: a card whose type the team already has cannot be tapped") {
    const View v = my_view("W5w W4 F3 D2 A1", 1, "W2");
    const std::vector<CardId> can = tappable(v, {});
    CHECK(can == cards("F3 D2 A1"));
    const Tap t = tap(v, {}, card("W5w"));
    CHECK(t.picked.empty());
    CHECK(t.refusal == "Your team already has a wizard: a team needs three different types");
}

TEST_CASE("README, Floors: floor 3 takes three cards of three types before Confirm") {
    const View v = my_view("W5w F3 F4 D2 A1", 3);
    Tap t = tap(v, {}, card("F3"));
    REQUIRE(t.refusal.empty());
    CHECK_FALSE(complete(v, t.picked));
    // The other warrior can no longer join; the wizard, the dwarf and the artefact can.
    CHECK(tappable(v, t.picked) == cards("W5w F3 D2 A1"));
    CHECK_FALSE(tap(v, t.picked, card("F4")).refusal.empty());
    t = tap(v, t.picked, card("W5w"));
    t = tap(v, t.picked, card("D2"));
    REQUIRE(complete(v, t.picked));
    CHECK(complete(v, t.picked)->cards == cards("W5w F3 D2"));
    // Full: a fourth card is refused until one is put back.
    const Tap full = tap(v, t.picked, card("A1"));
    CHECK(full.picked == t.picked);
    CHECK(full.refusal == "Tap a chosen card to put it back first");
    CHECK(tap(v, t.picked, card("D2")).picked == cards("W5w F3"));
}

TEST_CASE("README, Floors: floor 2's pair joins the card revealed before it") {
    const View v = my_view("W5w F3 F4 D2 A1", 2, "D4");
    CHECK(tappable(v, {}) == cards("W5w F3 F4 A1"));
    const Tap t = tap(v, {}, card("F4"));
    CHECK(tappable(v, t.picked) == cards("W5w F4 A1"));
}

TEST_CASE("README, Secret choices: nothing can be tapped once the viewer has chosen") {
    View v = my_view("W5w F3 D2", 1);
    v.legal.clear();
    v.my_choice = cards("F3");
    CHECK(tappable(v, {}).empty());
    CHECK_FALSE(tap(v, {}, card("W5w")).refusal.empty());
}

TEST_CASE("README, Passing: the keep's hand shows the ten cards, those played marked") {
    auto s = new_game(people(2), 11);
    REQUIRE(s);
    State& st = s.value();
    const CardId mine = legal(st, 0).front().cards.front();
    REQUIRE(apply(st, 0, legal(st, 0).front()).ok);
    REQUIRE(apply(st, 1, legal(st, 1).front()).ok);
    const View v = view(st, 0);
    CHECK(v.my_hand.size() == 9);
    CHECK(keep_hand(v).size() == std::size_t(kHandSize));
    CHECK(played(v, mine));
    CHECK_FALSE(played(v, v.my_hand.front()));
}

TEST_CASE("README, Team values: the seed's first example worked out, 5 + 2x3 = 11") {
    const std::vector<std::vector<CardId>> teams = {cards("W5 F3 A1"), cards("W2 F1 D1")};
    CHECK(value_words(teams[0], team_value(teams, 0)) == "5 + 2\xC3\x97"
                                                         "3 = 11");
}

TEST_CASE("README, Team values: a Chameleon shows the value it copies, doubled by the artefact") {
    const std::vector<std::vector<CardId>> teams = {cards("C1 F6 A1"), cards("W4 F1 D1")};
    CHECK(value_words(teams[0], team_value(teams, 0)) == "2\xC3\x97"
                                                         "C=4 + 6 = 14");
}

TEST_CASE("README, Team values: a Chameleon with no numbered wizard on the floor is 0") {
    const std::vector<std::vector<CardId>> teams = {cards("C1 F6"), cards("F1 D1")};
    CHECK(value_words(teams[0], team_value(teams, 0)) == "C=0 + 6 = 6");
    CHECK(value_words(teams[1], team_value(teams, 1)) == "1 + 1 = 2");
}

TEST_CASE("README, Secret choices: the table waits for the seats that have not chosen") {
    auto s = new_game(people(3), 5);
    REQUIRE(s);
    REQUIRE(apply(s.value(), 1, legal(s.value(), 1).front()).ok);
    const View v = view(s.value(), 0);
    CHECK(waiting(v) == std::vector<int>{0, 2});
    CHECK(names_list({"Bruno", "Chlo\xC3\xA9"}) == "Bruno, Chlo\xC3\xA9");
}
