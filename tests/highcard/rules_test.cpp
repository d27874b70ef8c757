// High card rule scenarios, each named after the section of tests/highcard/README.md it checks.
#include "highcard/highcard.h"
#include "highcard/module.h"
#include "highcard/record.h"
#include "highcard/wire.h"
#include "source_files.h"

#include <catch2/catch.hpp>

#include <algorithm>
#include <sstream>

using namespace highcard;

namespace {

const core::Setup kPeople{{core::SeatKind::Human, core::SeatKind::Human}, 0};

std::vector<CardId> cards(const std::string& text) {
    std::vector<CardId> out;
    std::istringstream in(text);
    std::string code;
    while (in >> code) {
        const auto c = card_from_code(code);
        REQUIRE(c);
        out.push_back(*c);
    }
    return out;
}

CardId card(const std::string& code) {
    return cards(code).front();
}

// The worked example's table (README, "Records"): Ana at seat 0 leads.
State worked_table() {
    auto s =
        new_game_with_hands(kPeople, 42, {cards("AS KH 7D 4C 2S"), cards("KS QD 7C 5H 3D")}, 0);
    REQUIRE(s);
    return s.value();
}

void play(State& s, int seat, const std::string& code) {
    const Outcome out = apply(s, seat, Action{card(code)});
    INFO(out.rejection);
    REQUIRE(out.ok);
}

} // namespace

TEST_CASE("highcard (README, Deal): five cards each from a 52-card deck, 42 undealt, a hand "
          "sorted by rank, the seed draws the first leader") {
    int leads[kPlayers] = {0, 0};
    for (std::uint64_t seed = 1; seed <= 40; ++seed) {
        auto dealt = new_game(kPeople, seed);
        REQUIRE(dealt);
        const State& s = dealt.value();
        CHECK(s.hands[0].size() == std::size_t(kHandSize));
        CHECK(s.hands[1].size() == std::size_t(kHandSize));
        CHECK(s.deck.size() == std::size_t(kDeckSize - 2 * kHandSize));
        for (const auto& hand : s.hands)
            CHECK(std::is_sorted(hand.begin(), hand.end(),
                                 [](CardId a, CardId b) { return rank_of(a) < rank_of(b); }));
        std::string why;
        CHECK(cards_conserved(s, &why));
        CHECK(s.current == s.leader);
        ++leads[s.leader];
        // The same seed deals the same game.
        CHECK(state_json(new_game(kPeople, seed).value()) == state_json(s));
    }
    CHECK(leads[0] > 0);
    CHECK(leads[1] > 0);
    CHECK_FALSE(new_game({{core::SeatKind::Human}, 0}, 1));
}

TEST_CASE("highcard (README, A trick): any card of the hand may be played by the player whose "
          "card is due, nothing out of turn, and a refused move changes nothing") {
    State s = worked_table();
    CHECK(legal(s, 0).size() == std::size_t(kHandSize));
    CHECK(legal(s, 1).empty());
    const nlohmann::json before = state_json(s);
    CHECK(apply(s, 1, Action{card("KS")}).rejection == core::kNotYourTurn);
    CHECK(apply(s, 0, Action{card("KS")}).rejection == core::refuse(kNotInHand, {card("KS")}));
    CHECK(apply(s, core::kTableSeat, Action{card("AS")}).rejection == kTableMakesNoMove);
    CHECK(state_json(s) == before);
    CHECK(s.log.empty());
    play(s, 0, "2S"); // the lowest card is as legal as any
    CHECK(legal(s, 1).size() == std::size_t(kHandSize));
    CHECK(legal(s, 0).empty());
}

TEST_CASE("highcard (README, Winning a trick): the higher rank wins whatever the suits, and the "
          "winner leads the next trick") {
    State s = worked_table();
    play(s, 0, "2S");
    const Outcome out = apply(s, 1, Action{card("3D")});
    REQUIRE(out.ok);
    REQUIRE(out.events.size() == 2);
    CHECK(out.events[1].kind == EventKind::TrickWon);
    CHECK(out.events[1].seat == 1);
    CHECK(s.won == std::array<int, kPlayers>{0, 1});
    CHECK(s.leader == 1);
    CHECK(s.current == 1);
    CHECK(trick_winner(0, card("10S"), card("JC")) == 1);
    CHECK(trick_winner(1, card("AH"), card("KH")) == 1);
}

TEST_CASE("highcard (README, Winning a trick): on equal ranks the leader wins") {
    State s = worked_table();
    play(s, 0, "KH");
    play(s, 1, "KS");
    CHECK(s.tricks.back().winner == 0);
    CHECK(s.leader == 0);
    CHECK(trick_winner(1, card("7C"), card("7D")) == 1);
}

TEST_CASE("highcard (README, The end): after five tricks the player with more tricks wins, and "
          "nobody may move") {
    State s = worked_table();
    const char* const moves[][2] = {{"AS", "3D"}, {"KH", "KS"}, {"2S", "5H"}};
    for (const auto& m : moves) play(s, 0, m[0]), play(s, 1, m[1]);
    play(s, 1, "QD"), play(s, 0, "7D");
    CHECK_FALSE(s.over());
    play(s, 1, "7C");
    const Outcome last = apply(s, 0, Action{card("4C")});
    REQUIRE(last.ok);
    CHECK(s.over());
    CHECK(s.won == std::array<int, kPlayers>{2, 3});
    CHECK(s.winners == std::vector<int>{1});
    CHECK(last.events.back().kind == EventKind::GameEnded);
    CHECK(last.events.back().winners == std::vector<int>{1});
    CHECK(legal(s, 0).empty());
    CHECK(legal(s, 1).empty());
    CHECK(Game::result_rows(s) ==
          std::vector<nlohmann::json>{{{"tricks", {2, 3}}, {"winners", {1}}}});
    std::string why;
    CHECK(cards_conserved(s, &why));
}

TEST_CASE("highcard (README, What a seat sees): a seat sees its own hand and the other's count, "
          "never the other hand nor the undealt deck") {
    State s = worked_table();
    play(s, 0, "7D");
    const View mine = view(s, 1);
    CHECK(mine.hand == cards("3D 5H 7C QD KS"));
    CHECK(mine.hand_counts == std::array<int, kPlayers>{4, 5});
    CHECK(mine.led == card("7D"));
    CHECK(mine.deck_count == kDeckSize - 2 * kHandSize);
    CHECK(unseen_cards(mine).size() == std::size_t(kDeckSize - 5 - 1));
    // Another hand for Ana and another deal of the rest: Bo is shown the very same.
    auto other = new_game_with_hands(kPeople, 99, {cards("2H 3H 4H 5S 7D"), mine.hand}, 0);
    REQUIRE(other);
    play(other.value(), 0, "7D");
    CHECK(view_to_json(view(other.value(), 1)) == view_to_json(mine));
    CHECK(view_to_json(view(other.value(), -1)) == view_to_json(view(s, -1)));
    CHECK(view_to_json(view(other.value(), 0)) != view_to_json(view(s, 0)));
    const View watcher = view(s, -1);
    CHECK(watcher.hand.empty());
    CHECK(watcher.legal.empty());
}

TEST_CASE("highcard (README, Bots): good follows with the lowest card that wins, else its "
          "lowest, and expert leads a card nothing unseen outranks, else its lowest") {
    State s = worked_table();
    play(s, 0, "7D");
    auto good = make_bot(core::SeatKind::Good, 1);
    CHECK(good->think(view(s, 1))->action == Action{card("QD")});
    CHECK_FALSE(good->think(view(s, 0))); // not its card to play
    State low = worked_table();
    play(low, 0, "AS");
    CHECK(good->think(view(low, 1))->action == Action{card("3D")});
    // Expert, leading with the ace of spades: three aces are unseen, so no card outranks it.
    auto expert = make_bot(core::SeatKind::Expert, 1);
    CHECK(expert->think(view(worked_table(), 0))->action == Action{card("AS")});
    State after_ace = worked_table();
    play(after_ace, 0, "AS"), play(after_ace, 1, "3D");
    CHECK(expert->think(view(after_ace, 0))->action == Action{card("2S")});
    auto casual = make_bot(core::SeatKind::Casual, 7);
    const View bo = view(s, 1);
    const auto pick = casual->think(bo);
    REQUIRE(pick);
    CHECK(std::count(bo.hand.begin(), bo.hand.end(), pick->action.card) == 1);
    CHECK(make_bot(core::SeatKind::Casual, 7)->think(bo)->action == pick->action);
}

TEST_CASE("highcard (README, Records): the worked example replays to Bo's win, 3 tricks to 2") {
    const std::string text = source_files::read("tests/highcard/worked_example.json");
    REQUIRE_FALSE(text.empty());
    auto replayed = module().replay_record(text);
    INFO(replayed.error());
    REQUIRE(replayed);
    CHECK(replayed.value().stopped.empty());
    CHECK(replayed.value().applied == 10);
    CHECK(replayed.value().match->over());
    CHECK(replayed.value().match->winners() == std::vector<int>{1});
    CHECK(replayed.value().state["won"] == nlohmann::json{2, 3});
    CHECK(replayed.value().match->result_rows().front() ==
          nlohmann::json{{"tricks", {2, 3}}, {"winners", {1}}});
}

TEST_CASE("highcard (README, Records): a card dealt twice, an unknown card or a refused action "
          "is told in plain words") {
    auto twice = parse_record(R"({"seats": "hh", "hands": [["AS", "2C", "3C", "4C", "5C"],
                                  ["AS", "2D", "3D", "4D", "5D"]]})");
    REQUIRE(twice);
    auto dealt = replay(twice.value());
    CHECK_FALSE(dealt);
    CHECK(dealt.error() == "a card is dealt twice");
    auto unknown = parse_record(R"({"seats": "hh", "hands": [["1S"], []]})");
    CHECK_FALSE(unknown);
    CHECK(unknown.error().find("not a card code") != std::string::npos);
    auto leader = parse_record(R"({"seats": "hh", "leader": 1})");
    CHECK_FALSE(leader);
    CHECK(leader.error() == "\"leader\" needs \"hands\"");
    auto refused = module().replay_record(R"({"seats": "hh", "hands": [["AS", "2C", "3C", "4C",
        "5C"], ["KS", "2D", "3D", "4D", "5D"]], "actions": [[1, "play KS"]]})");
    REQUIRE(refused);
    CHECK(refused.value().applied == 0);
    CHECK(refused.value().stopped == "action 1 (seat 1: 'play KS') was rejected: not_your_turn");
}

TEST_CASE("highcard (wire): a view or an event that breaks the rules is refused with a reason, "
          "and a good one round-trips") {
    State s = worked_table();
    play(s, 0, "AS"), play(s, 1, "3D"), play(s, 0, "KH");
    const nlohmann::json good = view_to_json(view(s, 1));
    REQUIRE(view_from_json(good));
    CHECK(view_to_json(view_from_json(good).value()) == good);
    nlohmann::json twice = good;
    twice["hand"][0] = good["led"];
    CHECK(view_from_json(twice).error() == "a view: a card is shown in two places");
    nlohmann::json wrong_winner = good;
    wrong_winner["tricks"][0]["winner"] = 1;
    CHECK(view_from_json(wrong_winner).error() ==
          "a view: a trick names a winner the cards do not make");
    nlohmann::json newer = good;
    newer["v"] = 2;
    CHECK_FALSE(view_from_json(newer));
    nlohmann::json event = event_to_json({EventKind::Played, 0, card("KH"), 2, {}, {}});
    CHECK(event_to_json(event_from_json(event).value()) == event);
    event["kind"] = "shuffled";
    CHECK(event_from_json(event).error() == "an event: \"kind\" is not a known kind of event");
    CHECK(result_from_json({{"tricks", {3, 3}}, {"winners", {0}}}).error() ==
          "a game result: the tricks do not add up to five");
    CHECK(result_from_json({{"tricks", {3, 2}}, {"winners", {1}}}).error() ==
          "a game result: \"winners\" are not the seats with the most tricks");
}
