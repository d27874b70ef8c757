// High card game records: reading them (without exceptions: the web build cannot catch any),
// replaying them through the engine, and summarising a state as JSON (README, "Records").
#include "highcard/record.h"

#include "engine/core/json_fields.h"

namespace highcard {
namespace {

using json = nlohmann::json;
using RecordResult = core::Expected<Record>;

const char* kKind = "highcard-record";

// "hands": two lists of five card codes.
bool read_hands(const json& list, Record& r, std::string& why) {
    if (!list.is_array() || list.size() != std::size_t(kPlayers))
        return why = "\"hands\" must be two lists of card codes, one a seat", false;
    std::array<std::vector<CardId>, kPlayers> hands;
    for (std::size_t seat = 0; seat < list.size(); ++seat) {
        const json& hand = list[seat];
        const std::string where = "hand " + std::to_string(seat + 1);
        if (!hand.is_array()) return why = where + " must be a list of card codes", false;
        for (const json& code : hand) {
            const auto card = code.is_string() ? card_from_code(code.get<std::string>())
                                               : std::optional<CardId>();
            if (!card)
                return why = where + " holds something that is not a card code (such as \"AS\" "
                                     "or \"10H\")",
                       false;
            hands[seat].push_back(*card);
        }
    }
    r.hands = std::move(hands);
    return true;
}

// "leader" (needs "hands"): the seat that leads the first trick; 0 unless given.
bool read_leader(const json& data, Record& r, std::string& why) {
    auto it = data.find("leader");
    if (it == data.end()) return true;
    if (!r.hands) return why = "\"leader\" needs \"hands\"", false;
    std::int64_t seat = 0;
    if (!core::read_int(*it, 0, kPlayers - 1, seat))
        return why = "\"leader\" must be seat 0 or 1", false;
    r.leader = int(seat);
    return true;
}

RecordResult from_data(const json& data) {
    return core::read_record_fields<Record>(
        data, "2 seat letters such as \"hg\"", 0, [](const json& d, Record& r, std::string& why) {
            auto hands = d.find("hands");
            return (hands == d.end() || read_hands(*hands, r, why)) && read_leader(d, r, why);
        });
}

json codes(const std::vector<CardId>& cards) {
    return core::json_list(cards, card_code);
}

json code_or_null(CardId c) {
    return c == kNoCard ? json() : json(card_code(c));
}

} // namespace

core::Expected<Record> parse_record(const std::string& json_text) {
    return core::read_record(json_text, kKind, from_data);
}

core::Expected<ReplayResult> replay(const Record& record) {
    // Nothing stacked: dealt as new_game deals, so a record of a seeded game (a table link's)
    // needs only its seats, seed and actions.
    auto game = record.hands
                    ? new_game_with_hands(record.setup, record.seed, *record.hands, record.leader)
                    : new_game(record.setup, record.seed);
    return core::replay_dealt<ReplayResult>(std::move(game), record.actions, parse_action, apply);
}

json state_json(const State& s) {
    json tricks = json::array();
    for (const Trick& t : s.tricks)
        tricks.push_back({{"leader", t.leader},
                          {"led", card_code(t.led)},
                          {"followed", card_code(t.followed)},
                          {"winner", t.winner}});
    return {{"hands", {codes(s.hands[0]), codes(s.hands[1])}},
            {"deck", codes(s.deck)},
            {"leader", s.leader},
            {"current", s.current},
            {"led", code_or_null(s.led)},
            {"tricks", tricks},
            {"won", s.won},
            {"winners", s.winners}};
}

} // namespace highcard
