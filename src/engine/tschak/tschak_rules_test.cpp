// Tschak! rule scenarios: the seed's own worked values and the table rules, each test named after
// the section of src/engine/tschak/README.md it checks.
#include "engine/tschak/tschak.h"
#include "engine/tschak/tschak_testing.h"

#include <catch2/catch.hpp>

#include <algorithm>
#include <set>
#include <sstream>

using namespace tschak;

namespace {

using tschak::testing::cards;

core::Setup people(int n) {
    return {std::vector<core::SeatKind>(std::size_t(n), core::SeatKind::Human), 0};
}

// Position p holds wizards 3p..3p+2, warriors 12+3p.., dwarfs 24+3p.., the artefact 36+p.
std::array<std::vector<CardId>, kHands> plain_hands() {
    std::array<std::vector<CardId>, kHands> hands;
    for (int p = 0; p < kHands; ++p) {
        for (int base : {0, 12, 24})
            for (int i = 0; i < 3; ++i) hands[std::size_t(p)].push_back(CardId(base + 3 * p + i));
        hands[std::size_t(p)].push_back(CardId(36 + p));
    }
    return hands;
}

State table(int players, const std::array<std::vector<CardId>, kHands>& hands = plain_hands(),
            std::array<KeepId, kFloors> monsters = {0, 8, 2},
            std::array<KeepId, kFloors> treasures = {14, 20, 26}) {
    auto s = new_game_with(people(players), 3, hands, monsters, treasures);
    REQUIRE(s);
    return s.value();
}

Outcome choose(State& s, int seat, const std::string& text) {
    const Outcome out = apply(s, seat, Action::choose(cards(text)));
    INFO(text << ": " << out.rejection);
    REQUIRE(out.ok);
    std::string why;
    INFO(why);
    REQUIRE(cards_conserved(s, &why));
    return out;
}

// Every seat takes its first legal choice until the keep changes or the game ends.
void play_keep(State& s) {
    const int keep = s.keep;
    while (s.phase != Phase::GameOver && s.keep == keep)
        for (int p : waiting_for(s)) REQUIRE(apply(s, p, legal(s, p).front()).ok);
}

int value_of_team(const std::vector<std::vector<CardId>>& teams, int self) {
    return team_value(teams, self).value;
}

} // namespace

TEST_CASE("README, Adventurers: 40 cards, 12 wizards with 4 Chameleons, 12 warriors, 12 dwarfs, "
          "4 artefacts") {
    std::array<int, kTypes> of_type{};
    int chameleons = 0, wands = 0, axes = 0, bare = 0;
    std::set<std::string> codes;
    for (int c = 0; c < kAdventurers; ++c) {
        ++of_type[std::size_t(type_of(CardId(c)))];
        chameleons += is_chameleon(CardId(c));
        wands += gear_of(CardId(c)) == Gear::Wand;
        axes += gear_of(CardId(c)) == Gear::Axe;
        bare += gear_of(CardId(c)) == Gear::Bare;
        codes.insert(card_code(CardId(c)));
        CHECK(parse_card(card_code(CardId(c))) == CardId(c));
    }
    CHECK(of_type == std::array<int, 4>{12, 12, 12, 4});
    CHECK(chameleons == 4);
    CHECK(wands == 4);
    CHECK(axes == 6 + 4);
    CHECK(bare == 4);
    CHECK(codes.size() == 40);
}

TEST_CASE("README, Deal: four hands of 3 wizards, 3 warriors, 3 dwarfs and an artefact") {
    for (int n = kMinPlayers; n <= kMaxPlayers; ++n) {
        const State s = new_game(people(n), 11 + std::uint64_t(n)).value();
        for (const auto& hand : s.hands) {
            std::array<int, kTypes> of_type{};
            for (CardId c : hand) ++of_type[std::size_t(type_of(c))];
            CHECK(of_type == std::array<int, 4>{3, 3, 3, 1});
        }
        CHECK(cards_conserved(s));
        CHECK(s.monster_pile.size() == 11);
        CHECK(s.treasure_pile.size() == 11);
        for (int f = 0; f < kFloors; ++f) {
            CHECK(is_monster(s.monsters[std::size_t(f)]));
            CHECK_FALSE(is_monster(s.treasures[std::size_t(f)]));
        }
    }
    CHECK_FALSE(new_game(people(5), 1));
}

TEST_CASE("README, Team values: the seed's examples, 5 and 3 with the artefact is 5 + 2 x 3 "
          "(printed 10, see the README), and a Chameleon worth 4 doubled plus a 6 is 14") {
    const std::vector<std::vector<CardId>> teams = {cards("W5 F3 A1"), cards("C1 F6 A2"),
                                                    cards("W4w F1 D1")};
    CHECK(value_of_team(teams, 0) == 5 + 2 * 3);
    // The Chameleon copies the strongest other wizard: the 5, not its own team's.
    const std::vector<std::vector<CardId>> four = {cards("W4 F3 D1"), cards("C1 F6 A2")};
    const TeamValue tv = team_value(four, 1);
    CHECK(tv.chameleon == 4);
    CHECK(tv.doubled == cards("C1")[0]);
    CHECK(tv.value == 14);
    CHECK(team_value(teams, 1).chameleon == 5);
    CHECK(team_value(teams, 1).value == 5 + 5 + 6);
}

TEST_CASE("README, Team values: a Chameleon with no numbered wizard on the floor is worth 0") {
    const std::vector<std::vector<CardId>> teams = {cards("C1 F2 D3"), cards("C2 F4 D1"),
                                                    cards("F5 D2 A1")};
    CHECK(team_value(teams, 0).chameleon == 0);
    CHECK(team_value(teams, 0).value == 5);
    CHECK(team_value(teams, 1).value == 5);
    // The artefact doubles the weaker of the two characters: the dwarf 2.
    CHECK(team_value(teams, 2).value == 5 + 4);
}

TEST_CASE("README, Ties: wizard, wand, Chameleon lowest, warrior, axe, dwarf, axe over plain over "
          "bare-handed, a missing type lowest") {
    CHECK(compare_ties(cards("W3 F1 D1"), cards("W2w F2 D2")) > 0);   // the stronger wizard
    CHECK(compare_ties(cards("W3w F1 D1"), cards("W3 F2 D2")) > 0);   // the wand
    CHECK(compare_ties(cards("C1 F6 D4"), cards("W2 F1 D1")) < 0);    // the Chameleon is lowest
    CHECK(compare_ties(cards("C1 F3 D1"), cards("C2 F2 D4")) > 0);    // then the warrior
    CHECK(compare_ties(cards("W4 F3a D1"), cards("W4w F3 D1a")) < 0); // the wand still first
    CHECK(compare_ties(cards("C1 F3a D1"), cards("C2 F3 D4")) > 0);   // the axe
    CHECK(compare_ties(cards("C1 F3 D2"), cards("C2 F3a D1")) < 0);
    CHECK(compare_ties(cards("C1 A1 D2"), cards("C2 A2 D1")) > 0);   // then the dwarf
    CHECK(compare_ties(cards("C1 A1 D2a"), cards("C2 A2 D2")) > 0);  // axe over plain
    CHECK(compare_ties(cards("C1 A1 D2"), cards("C2 A2 D2b")) > 0);  // plain over bare
    CHECK(compare_ties(cards("F1 D1 A1"), cards("C1 F1a D1a")) < 0); // no wizard at all
    CHECK(compare_ties(cards("W2 D1 A1"), cards("W2w F1 D1")) < 0);
    CHECK(compare_ties(cards("W2 D1 A1"), cards("W2 F1 D1")) < 0); // no warrior
}

TEST_CASE("README, Ties: a floor decided on a tie names the team it tied and the type that set "
          "them apart, for the monster and the treasure") {
    FloorResult r = tschak::testing::tied_floor();
    CHECK(tie_rival(r, true) == 1); // next above it in the tie order: the plain 4
    CHECK(tie_rival(r, false) == -1);
    CHECK(tie_decider(r.teams[3], r.teams[1]) == Type::Wizard);
    // A treasure on a tie: the strongest is set above the next by its wand.
    r.teams[2] = cards("W3 F6 D3");
    r.values[2] = {12};
    r.treasure_to = 0; // the wand
    CHECK(tie_rival(r, false) == 1);
    CHECK(tie_decider(r.teams[0], r.teams[1]) == Type::Wizard);
    CHECK(tie_decider(cards("W4 F4a D1"), cards("W4 F4 D4")) == Type::Warrior);
    CHECK(tie_decider(cards("W4 F4 D4b"), cards("W4 F4 D4")) == Type::Dwarf);
    CHECK_FALSE(tie_decider(cards("W4 F4 D4"), cards("W4 F4 D4")));
}

TEST_CASE("README, Floors: one card three times, then one and two, then three at once") {
    CHECK(floor_steps(0) == std::vector<int>{1, 1, 1});
    CHECK(floor_steps(1) == std::vector<int>{1, 2});
    CHECK(floor_steps(2) == std::vector<int>{3});
    State s = table(2);
    const std::vector<int> asks_seen = [&] {
        std::vector<int> asks;
        while (s.keep == 0) {
            asks.push_back(s.asks());
            for (int p : waiting_for(s)) REQUIRE(apply(s, p, legal(s, p).front()).ok);
        }
        return asks;
    }();
    CHECK(asks_seen == std::vector<int>{1, 1, 1, 1, 2, 3});
    CHECK(s.floors.size() == 3);
    for (const FloorResult& r : s.floors)
        for (const auto& team : r.teams) CHECK(team.size() == 3);
}

TEST_CASE("README, Floors: a team of two cards of one type is refused") {
    State s = table(2);
    choose(s, 0, "C1");
    choose(s, 1, "W3w");
    CHECK(s.seats[0].team == cards("C1"));
    const Outcome refused = apply(s, 0, Action::choose(cards("C2")));
    CHECK_FALSE(refused.ok);
    CHECK(refused.rejection == core::refuse(kRefusedTeamTypes));
    for (const Action& a : legal(s, 0)) CHECK(type_of(a.cards[0]) != Type::Wizard);
    CHECK(apply(s, 0, Action::choose(cards("F1 D1"))).rejection == "choose_count:1");
    CHECK(apply(s, 0, Action::choose(cards("W5"))).rejection ==
          core::refuse(kRefusedNotHeld, {int(cards("W5")[0])}));
}

TEST_CASE("README, Secret choices: a choice is absent from every other seat's view and events "
          "until the reveal") {
    State s = table(3);
    const Outcome first = choose(s, 1, "W2w");
    for (int viewer : {0, 2}) {
        const View v = view(s, viewer);
        CHECK(v.seats[1].chosen);
        CHECK(v.seats[1].team.empty());
        CHECK(v.my_choice.empty());
        const auto unseen = unseen_cards(v);
        CHECK(std::find(unseen.begin(), unseen.end(), cards("W2w")[0]) != unseen.end());
        for (const Event& e : first.events) {
            const Event told = event_for(e, viewer);
            CHECK(told.cards.empty());
        }
    }
    CHECK(view(s, 1).my_choice == cards("W2w"));
    CHECK(event_for(first.events[0], 1).cards == cards("W2w"));
    CHECK(apply(s, 1, Action::choose(cards("F3"))).rejection == "already_chosen");
    CHECK(legal(s, 1).empty());
    CHECK(waiting_for(s) == std::vector<int>{0, 2});
    choose(s, 0, "F1");
    const Outcome last = choose(s, 2, "D3");
    const auto revealed = std::find_if(last.events.begin(), last.events.end(), [](const Event& e) {
        return e.kind == EventKind::Revealed;
    });
    REQUIRE(revealed != last.events.end());
    CHECK(revealed->teams ==
          std::vector<std::vector<CardId>>{cards("F1"), cards("W2w"), cards("D3")});
    CHECK(view(s, 0).seats[1].team == cards("W2w"));
    CHECK(waiting_for(s) == std::vector<int>{0, 1, 2});
}

TEST_CASE("README, Monsters and treasures: the weakest team takes the monster, the strongest the "
          "treasure, the others nothing") {
    State s = table(3, plain_hands(), {5, 8, 2}, {17, 20, 26});
    // Floor 1 of keep 1: seat 0 C1 F1 D1 (Chameleon copies 3: 3+1+1 = 5), seat 1 W2w F3 D2
    // (7), seat 2 W3w F4 D3 (10).
    for (const char* step : {"C1|W2w|W3w", "F1|F3|F4", "D1|D2|D3"}) {
        std::istringstream in(step);
        std::string pick;
        for (int p = 0; std::getline(in, pick, '|'); ++p) choose(s, p, pick);
    }
    REQUIRE(s.floors.size() == 1);
    const FloorResult& r = s.floors[0];
    CHECK(r.values[0].value == 5);
    CHECK(r.values[1].value == 7);
    CHECK(r.values[2].value == 10);
    CHECK(r.monster_to == 0);
    CHECK(r.treasure_to == 2);
    CHECK(s.seats[0].monsters == std::vector<KeepId>{5});
    CHECK(s.seats[2].treasures == std::vector<KeepId>{17});
    CHECK(s.seats[1].monsters.empty());
    CHECK(s.seats[1].treasures.empty());
    CHECK(s.floor == 1);
}

TEST_CASE("README, Loot: 3, 2 and 1 coins by the last card, a Chameleon or artefact wins nothing") {
    State s = table(4);
    // Everyone keeps one card: seat 0 the Chameleon C2, seat 1 the warrior 3, seat 2 the dwarf 3
    // with an axe, seat 3 the wizard 5.
    const std::array<std::string, 4> keep_last = {"C2", "F3", "D3a", "W5"};
    while (s.floor < kFloors && s.keep == 0)
        for (int p : waiting_for(s)) {
            const CardId last = cards(keep_last[std::size_t(p)])[0];
            const auto moves = legal(s, p);
            const auto pick = std::find_if(moves.begin(), moves.end(), [&](const Action& a) {
                return std::find(a.cards.begin(), a.cards.end(), last) == a.cards.end();
            });
            REQUIRE(pick != moves.end());
            REQUIRE(apply(s, p, *pick).ok);
        }
    REQUIRE(s.loots.size() == 1);
    const LootResult& loot = s.loots[0];
    CHECK(loot.last_cards == cards("C2 F3 D3a W5"));
    // The wizard 5 first; at equal value the warrior 3 ranks above the dwarf 3.
    CHECK(loot.coins == std::vector<int>{0, 2, 1, 3});
    CHECK(s.seats[3].coins == 3);
}

TEST_CASE("README, Loot: with 2 players one haul of 2 for the best last card") {
    State s = table(2);
    play_keep(s);
    REQUIRE(s.loots.size() == 1);
    const LootResult& loot = s.loots[0];
    const int best = loot_rank(loot.last_cards[0]) > loot_rank(loot.last_cards[1]) ? 0 : 1;
    const int total = loot.coins[0] + loot.coins[1];
    if (loot_rank(loot.last_cards[std::size_t(best)]) >= 0) {
        CHECK(loot.coins[std::size_t(best)] == 2);
        CHECK(total == 2);
    } else {
        CHECK(total == 0);
    }
    CHECK(loot_rank(cards("C3")[0]) < 0);
    CHECK(loot_rank(cards("A2")[0]) < 0);
    CHECK(loot_rank(cards("D1b")[0]) >= 0);
}

TEST_CASE("README, Passing: with boards at 2 and 3 players each player holds every hand once") {
    for (int n : {2, 3, 4}) {
        INFO(n << " players");
        State s = new_game(people(n), 5).value();
        // A hand is known by its artefact, which never leaves it.
        auto artefact_of = [](const std::vector<CardId>& hand) {
            for (CardId c : hand)
                if (type_of(c) == Type::Artefact) return int(c);
            return -1;
        };
        std::vector<std::set<int>> held(static_cast<std::size_t>(n));
        while (s.phase != Phase::GameOver) {
            for (int p = 0; p < n; ++p) held[std::size_t(p)].insert(artefact_of(s.hand_of(p)));
            const int position_before = s.position_of(0);
            const auto next_hand = s.hands[std::size_t((position_before + kHands - 1) % kHands)];
            play_keep(s);
            if (s.phase != Phase::GameOver) CHECK(s.hand_of(0) == next_hand); // from the right
        }
        for (const auto& hands : held) CHECK(hands.size() == 4);
    }
    CHECK(seating(2) == std::array<int, 4>{0, -1, 1, -1});
    CHECK(seating(3) == std::array<int, 4>{0, 1, 2, -1});
}

TEST_CASE("README, Scoring: coins, chests, cursed chests, rings squared, creatures, troglodytes") {
    Seat seat;
    seat.coins = 4;
    seat.treasures = {17, 18, 20, 21, 22}; // a chest of 5, a cursed -1, three rings
    seat.monsters = {7, 8, 9};             // a 4-skull creature, two troglodytes
    const Score sc = score_of(seat, 3);
    CHECK(sc.loot == 4);
    CHECK(sc.chests == 5 - 1);
    CHECK(sc.rings == 9);
    CHECK(sc.creatures == -4);
    CHECK(sc.troglodytes == -4);
    CHECK(sc.trophy == 0);
    CHECK(sc.monsters == 3);
    CHECK(sc.total == 4 + 4 + 9 - 4 - 4);
}

TEST_CASE("README, Scoring: the trophy is 2 a monster, 1 with 2 players") {
    Seat seat;
    seat.treasures = {26};
    seat.monsters = {0, 8};
    CHECK(score_of(seat, 3).trophy == 4);
    CHECK(score_of(seat, 2).trophy == 2);
    CHECK(score_of(seat, 3).total == 4 - 1 - 1);
}

TEST_CASE("README, Scoring: the elixir cancels a monster, which counts neither for the trophy nor "
          "for the tie-break") {
    Seat seat;
    seat.treasures = {26, 27}; // trophy and elixir
    seat.monsters = {1, 6};    // 1 skull and 4 skulls
    const Score sc = score_of(seat, 4);
    CHECK(sc.elixir == 4); // the 4-skull monster, the costliest
    CHECK(sc.creatures == -1);
    CHECK(sc.monsters == 1);
    CHECK(sc.trophy == 2);
    CHECK(sc.total == 2 - 1);
    // Three troglodytes cost 9; the third one costs 5, more than a 4-skull creature.
    seat.monsters = {6, 8, 9, 10};
    const Score trogs = score_of(seat, 4);
    CHECK(trogs.elixir == 5);
    CHECK(trogs.troglodytes == -4);
    CHECK(trogs.creatures == -4);
}

TEST_CASE("README, Scoring: a tie goes to fewer monster cards, then the victory is shared") {
    std::vector<Score> scores(3);
    scores[0].total = scores[1].total = scores[2].total = 10;
    scores[0].monsters = 2;
    scores[1].monsters = 1;
    scores[2].monsters = 3;
    CHECK(winners_of(scores) == std::vector<int>{1});
    scores[0].monsters = 1;
    CHECK(winners_of(scores) == std::vector<int>{0, 1});
    scores[2].total = 11;
    CHECK(winners_of(scores) == std::vector<int>{2});
}

TEST_CASE("README, Floors: actions round-trip through their codes and their record text") {
    for (const Action& a : {Action::choose(cards("W5w")), Action::choose(cards("F6a D4b")),
                            Action::choose(cards("C1 F1 A4"))}) {
        INFO(a.to_string());
        CHECK(Action::decode(a.encode()) == a);
        const auto parsed = parse_action(a.to_string());
        REQUIRE(parsed);
        CHECK(parsed.value() == a);
    }
    CHECK_FALSE(Action::decode(0));
    CHECK_FALSE(Action::decode(2u << 18 | 5 | 5u << 6)); // a card twice
    CHECK_FALSE(parse_action("choose X9"));
    CHECK_FALSE(parse_action("take W5"));
}

TEST_CASE("README, Scoring: random games end after four keeps with the cards whole") {
    for (int n = kMinPlayers; n <= kMaxPlayers; ++n)
        for (std::uint64_t seed = 1; seed <= 30; ++seed) {
            State s = new_game(people(n), seed).value();
            core::Rng pick(seed + 100 * std::uint64_t(n));
            int steps = 0;
            while (s.phase != Phase::GameOver && steps++ < 1000) {
                const auto waiting = waiting_for(s);
                REQUIRE_FALSE(waiting.empty());
                const int p = waiting[pick.below(std::uint32_t(waiting.size()))];
                const auto moves = legal(s, p);
                REQUIRE_FALSE(moves.empty());
                const Action a = moves[pick.below(std::uint32_t(moves.size()))];
                REQUIRE(Action::decode(a.encode()) == a);
                REQUIRE(apply(s, p, a).ok);
                std::string why;
                INFO(why);
                REQUIRE(cards_conserved(s, &why));
            }
            REQUIRE(s.phase == Phase::GameOver);
            CHECK(s.floors.size() == 12);
            CHECK(s.loots.size() == 4);
            // Each player chose 9 cards a keep, in 6 steps a keep.
            CHECK(s.log.size() == std::size_t(4 * 6 * n));
            CHECK_FALSE(s.winners.empty());
        }
}
