// Checks game records: reading them (without exceptions: the web build cannot catch any),
// replaying them through the engine, and summarising a state as JSON. The format mirrors Txek's
// (engine/txek/record.cpp); README.md beside this file documents it.
#include "engine/checks/record.h"

#include "engine/core/json_fields.h"
#include "engine/core/record.h"
#include "engine/core/versioned_json.h"

#include <cstdlib>

namespace checks {
namespace {

using json = nlohmann::json;
using RecordResult = core::Expected<Record>;

const char* kKind = "checks-record";

bool read_dealer(const json& data, Record& r, std::string& why) {
    auto dealer = data.find("dealer");
    if (dealer == data.end()) return true; // drawn from the seed
    if (!dealer->is_number_integer() || dealer->get<long long>() < 0 ||
        dealer->get<long long>() >= kPlayers) {
        why = "\"dealer\" must be seat 0 or 1";
        return false;
    }
    r.dealer = int(dealer->get<long long>());
    return true;
}

// Game 1's deck from the top, by card code ("AS", "10H", "KC"); each card at most once.
bool read_deck(const json& data, Record& r, std::string& why) {
    auto deck = data.find("deck");
    if (deck == data.end()) return true;
    if (!deck->is_array()) {
        why = "\"deck\" must be a list of card codes";
        return false;
    }
    std::vector<int> listed_at(kDeckSize, 0); // 1-based position in "deck", 0: not listed
    for (std::size_t i = 0; i < deck->size(); ++i) {
        const json& code = (*deck)[i];
        const std::string where = "deck card " + std::to_string(i + 1);
        if (!code.is_string()) {
            why = where + " is not a card code";
            return false;
        }
        const std::string text = code.get<std::string>();
        auto card = card_from_code(text);
        if (!card) {
            why = where + ": '" + text +
                  "' is not a card code (A, 2..10, J, Q, K and a suit S, H, D or C: AS, 10H, KC)";
            return false;
        }
        if (listed_at[*card]) {
            why = where + ": '" + text + "' is listed twice (first as deck card " +
                  std::to_string(listed_at[*card]) + ")";
            return false;
        }
        listed_at[*card] = int(i + 1);
        r.deck_top_first.push_back(*card);
    }
    return true;
}

RecordResult from_data(const json& data) {
    return core::read_record_fields<Record>(data, "two seat letters such as \"hg\"", kPlayers,
                                            [](const json& d, Record& r, std::string& why) {
                                                return read_dealer(d, r, why) &&
                                                       read_deck(d, r, why);
                                            });
}

json codes(const std::vector<CardId>& cards) {
    return core::json_list(cards, card_code);
}

const char* phase_name(Phase p) {
    switch (p) {
    case Phase::Play:
        return "play";
    case Phase::GameOver:
        return "game over";
    }
    return "?";
}

json seat_json(const Player& p) {
    json seat;
    seat["hand"] = codes(p.hand);
    seat["point_total"] = point_total(p.hand);
    // Every half-trick, left to right; those already picked up are empty.
    seat["row"] = core::json_list(p.row, codes);
    seat["next_trick"] = p.next_trick;
    seat["won"] = codes(p.won);
    seat["won_count"] = p.won.size();
    return seat;
}

json result_json(const GameResult& r) {
    return {{"game", r.game},
            {"dealer", r.dealer},
            {"checks", r.checks},
            {"winner", r.winner},
            {"unplayed", r.unplayed}};
}

} // namespace

core::Expected<Record> parse_record(const std::string& json_text) {
    return core::read_record(json_text, kKind, from_data);
}

core::Expected<ReplayResult> replay(const Record& record) {
    // Nothing stacked: deal as new_game does, so a record of a seeded game (a table link's, say)
    // needs only its seats, seed and actions.
    const bool stacked = record.dealer >= 0 || !record.deck_top_first.empty();
    auto game =
        stacked ? new_game_stacked(record.setup, record.seed, record.dealer, record.deck_top_first)
                : new_game(record.setup, record.seed);
    return core::replay_dealt<ReplayResult>(std::move(game), record.actions, parse_action, apply);
}

nlohmann::json state_json(const State& s) {
    json j;
    j["game"] = s.game;
    j["dealer"] = s.dealer;
    j["phase"] = phase_name(s.phase);
    j["current"] = s.current;
    j["seats"] = json::array();
    for (const Player& p : s.seats) j["seats"].push_back(seat_json(p));
    j["piles"] = json::array();
    for (const auto& pile : s.piles) j["piles"].push_back(codes(pile));
    j["deck_count"] = s.deck.size();
    j["results"] = json::array();
    for (const GameResult& r : s.results) j["results"].push_back(result_json(r));
    return j;
}

} // namespace checks
