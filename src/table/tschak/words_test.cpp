// Tschak!'s words (table/tschak/words.h) in English: the log's lines for the engine's events, the
// cards' names, the tie-breaks and the rules' refusals, each test named after the section of
// src/engine/tschak/README.md it words.
#include "table/i18n.h"
#include "table/refusal_words.h"
#include "table/tschak/words.h"

#include "engine/tschak/tschak_testing.h"

#include <catch2/catch.hpp>

#include <algorithm>

using namespace tschak;
using table::Voice;
namespace words = table::tschak_words;

namespace {

using tschak::testing::cards;

CardId card(const std::string& code) {
    return cards(code).at(0);
}

Event floor_event(const FloorResult& r) {
    Event e;
    e.kind = EventKind::FloorResolved;
    e.floor = r;
    return e;
}

// The words of a refusal as the flash shows it, through the table's shared reader.
std::string flash_of(const std::string& reason) {
    return table::refusal_text(reason, words::refusal_words);
}

} // namespace

TEST_CASE("tschak words (README, Adventurers and Keep cards): every card by its name") {
    table::i18n::set_language("en");
    CHECK(words::card_name(card("W5w")) == "the wizard 5 with a wand");
    CHECK(words::card_name(card("W2")) == "the wizard 2");
    CHECK(words::card_name(card("F6a")) == "the warrior 6 with an axe");
    CHECK(words::card_name(card("F2")) == "the warrior 2");
    CHECK(words::card_name(card("D3a")) == "the dwarf 3 with an axe");
    CHECK(words::card_name(card("D3")) == "the dwarf 3");
    CHECK(words::card_name(card("D3b")) == "the dwarf 3 (bare-handed)");
    CHECK(words::card_name(card("C1")) == "a Chameleon");
    CHECK(words::card_name(card("A4")) == "an artefact");
    CHECK(words::keep_name(0) == "a 1-skull monster");
    CHECK(words::keep_name(7) == "a 4-skull monster");
    CHECK(words::keep_name(8) == "a troglodyte");
    CHECK(words::keep_name(17) == "a chest of 5");
    CHECK(words::keep_name(19) == "a cursed chest (-2)");
    CHECK(words::keep_name(20) == "a Ring of Power");
    CHECK(words::keep_name(26) == "the trophy");
    CHECK(words::keep_name(27) == "the elixir");
}

TEST_CASE("tschak words (README, Monsters and treasures): a floor's line gives every team's value "
          "and who takes the monster and the treasure") {
    table::i18n::set_language("en");
    FloorResult r;
    r.floor = 1;
    r.teams = {cards("W5 F5 D2"), cards("W2 F6 D2a")};
    r.values = {{12}, {10}};
    r.monster = 8;
    r.treasure = 15;
    r.monster_to = 1;
    r.treasure_to = 0;
    CHECK(words::event_line(floor_event(r), Voice({"Ana", "Bruno"}, 0)) ==
          "Floor 2: You 12, Bruno 10. Bruno takes a troglodyte, you a chest of 3.");
    CHECK(words::event_line(floor_event(r), Voice({"Ana", "Bruno"}, 1)) ==
          "Floor 2: Ana 12, You 10. You take a troglodyte, Ana a chest of 3.");
    CHECK(words::event_line(floor_event(r), Voice({"Ana", ""}, -1)) ==
          "Floor 2: Ana 12, Seat 2 10. Seat 2 takes a troglodyte, Ana a chest of 3.");
    // README, "Decisions": teams tied through the whole order take nothing.
    r.floor = 0;
    r.values = {{5}, {5}};
    r.monster = 0;
    r.treasure = 18;
    r.monster_to = r.treasure_to = -1;
    CHECK(words::event_line(floor_event(r), Voice({"Ana", "Bruno"}, -1)) ==
          "Floor 1: Ana 5, Bruno 5. Nobody takes a 1-skull monster, nobody a cursed chest (-1).");
}

TEST_CASE("tschak words (README, Ties): a floor decided on a tie says in words what decided it, "
          "for the monster and the treasure") {
    table::i18n::set_language("en");
    FloorResult r = tschak::testing::tied_floor();
    const Voice say({"Ana", "Bruno", "Chloe", "Dario"}, 0);
    const std::string line = words::event_line(floor_event(r), say);
    CHECK(line == "Floor 1: You 12, Bruno 12, Chloe 13, Dario 12. Dario takes a troglodyte, Chloe "
                  "a Ring of Power. Dario tied at 12 with Bruno, with the weaker wizard (the "
                  "wizard 3 against the wizard 4).");
    CHECK_THAT(line, !Catch::Contains("You tied"));
    // A treasure on a tie: the strongest says what set it above the next.
    r.teams[2] = cards("W3 F6 D3");
    r.values[2] = {12};
    r.treasure_to = 0; // the wand
    CHECK_THAT(words::event_line(floor_event(r), say),
               Catch::Contains("You tied at 12 with Bruno, with the stronger wizard (the wizard 4 "
                               "with a wand against the wizard 4)."));
    // A team without the type that decided ranks below: "no wizard".
    r.teams = {cards("F4 D4 A1"), cards("W2 F3 D1")};
    r.values = {{8}, {8}};
    r.monster_to = 0;
    r.treasure_to = 1;
    CHECK_THAT(words::event_line(floor_event(r), Voice({"Ana", "Bruno"}, 1)),
               Catch::Contains("Ana tied at 8 with you, with the weaker wizard (no wizard against "
                               "the wizard 2). You tied at 8 with Ana, with the stronger wizard "
                               "(the wizard 2 against no wizard)."));
}

TEST_CASE("tschak words (README, Secret choices): the others hear only that a seat has chosen, "
          "the reveal names every team's cards") {
    table::i18n::set_language("en");
    Event chose;
    chose.kind = EventKind::Chose;
    chose.seat = 1;
    chose.count = 1;
    chose.cards = cards("W2w");
    for (int viewer : {0, 2})
        CHECK(words::event_line(event_for(chose, viewer), Voice({"A", "B", "C"}, viewer)) ==
              "B has chosen");
    CHECK(words::event_line(event_for(chose, 1), Voice({"A", "B", "C"}, 1)) ==
          "You choose the wizard 2 with a wand");
    Event revealed;
    revealed.kind = EventKind::Revealed;
    revealed.teams = {cards("W5w"), cards("C1 F6a")};
    CHECK(words::event_line(revealed, Voice({"Ana", "Bruno"}, 1)) ==
          "Revealed: Ana the wizard 5 with a wand; You a Chameleon and the warrior 6 with an axe");
}

TEST_CASE("tschak words (README, Keep cards and Passing): a new keep and the hands passing") {
    table::i18n::set_language("en");
    Event keep;
    keep.kind = EventKind::KeepStarted;
    keep.index = 1;
    CHECK(words::event_line(keep, Voice({"Ana", "Bruno"}, 0)) == "Keep 2 of 4");
    Event passed;
    passed.kind = EventKind::HandsPassed;
    CHECK(words::event_line(passed, Voice({"Ana", "Bruno"}, 0)) == "The hands pass to the left");
}

TEST_CASE("tschak words (README, Loot): the seats that won coins, or nobody") {
    table::i18n::set_language("en");
    Event e;
    e.kind = EventKind::Loot;
    e.loot = LootResult{};
    e.loot->coins = {3, 0, 1};
    e.loot->last_cards = cards("W5 C1 D1");
    CHECK(words::event_line(e, Voice({"Ana", "Bruno", "Chloé"}, 2)) ==
          "Loot: Ana 3 coins, You 1 coin");
    e.loot->coins = {0, 0, 0};
    CHECK(words::event_line(e, Voice({"Ana", "Bruno", "Chloé"}, 2)) == "Nobody wins loot");
}

TEST_CASE("tschak words (README, Scoring): a game won with fewer monsters after a tie says so in "
          "words, a tie through it says the victory is shared") {
    table::i18n::set_language("en");
    std::vector<Score> scores(2);
    scores[0].total = scores[1].total = 13;
    scores[0].monsters = 6, scores[1].monsters = 5;
    const Voice say({"Ana", "Bruno"}, 0);
    CHECK(words::tie_break_line(scores, {1}, say) ==
          "Bruno tied at 13 with you and won with fewer monster cards: 5 against 6.");
    CHECK(words::tie_break_line(scores, {1}, Voice({"Ana", "Bruno"}, 1)) ==
          "You tied at 13 with Ana and won with fewer monster cards: 5 against 6.");
    Event ended;
    ended.kind = EventKind::GameEnded;
    ended.scores = scores;
    ended.winners = {1};
    const std::string last = words::event_line(ended, say);
    CHECK_THAT(last, Catch::StartsWith("The game is over: "));
    CHECK_THAT(last, Catch::EndsWith(" Bruno wins. Bruno tied at 13 with you and won with fewer "
                                     "monster cards: 5 against 6."));
    scores[0].monsters = 5;
    CHECK(words::tie_break_line(scores, {0, 1}, say) ==
          "Tied at 13 with as many monster cards (5): the victory is shared.");
    scores[1].total = 12;
    CHECK(words::tie_break_line(scores, {0}, say).empty());
}

TEST_CASE("tschak words (README, Floors and Secret choices): the rules' refusals in words") {
    table::i18n::set_language("en");
    CHECK(flash_of(core::refuse(kRefusedTeamTypes)) ==
          "a team needs three different types: wizard, warrior, dwarf or artefact");
    CHECK(flash_of(core::refuse(kRefusedChooseCount, {1})) == "choose one card now");
    CHECK(flash_of(core::refuse(kRefusedChooseCount, {3})) == "choose 3 cards now");
    CHECK(flash_of(core::refuse(kRefusedNotHeld, {int(card("W5"))})) ==
          "you do not hold the wizard 5");
    CHECK(flash_of(core::refuse(kRefusedAlreadyChosen)) ==
          "you have already chosen: the others are still choosing");
    CHECK(flash_of(core::refuse(core::kNotAPlayer)) == "only a player at the table may choose");
    CHECK(flash_of(core::refuse(core::kGameOver)) == "the game is over");
    CHECK(words::refusal_words({"no_such_code", {}}).empty());
    CHECK(words::refusal_words({kRefusedNotHeld, {99}}).empty());

    // What the rules refuse reaches the flash in these words.
    State s = new_game({{core::SeatKind::Human, core::SeatKind::Human}, 0}, 5).value();
    const auto& hand = s.hand_of(0);
    CardId missing = 0;
    while (std::find(hand.begin(), hand.end(), missing) != hand.end()) ++missing;
    const Outcome out = apply(s, 0, Action::choose({missing}));
    CHECK_FALSE(out.ok);
    CHECK(flash_of(out.rejection) == "you do not hold " + words::card_name(missing));
}
