// Strategix game records: reading them (without exceptions: the web build cannot catch any),
// replaying them through the engine, and summarising a state as JSON. The format mirrors Checks'
// (engine/checks/record.cpp); README.md beside this file, "Record format", documents it.
#include "engine/strategix/record.h"

#include "engine/core/json_fields.h"
#include "engine/core/versioned_json.h"
#include "engine/strategix/wire.h"

namespace strategix {
namespace {

using json = nlohmann::json;
using RecordResult = core::Expected<Record>;

const char* kKind = "strategix-record";
constexpr std::uint32_t kKnownVariants = kVariantAbcd;

bool read_variant(const json& data, Record& r, std::string& why) {
    auto variant = data.find("variant");
    if (variant == data.end()) return true; // the plain deck
    std::int64_t bits = 0;
    if (!core::read_int(*variant, 0, kKnownVariants, bits)) {
        why = "\"variant\" must be 0 (the plain deck) or 1 (the ABCD cards)";
        return false;
    }
    r.setup.variant = std::uint32_t(bits);
    return true;
}

// One seat's cards by code; each card of the deck at most once over all the hands.
bool read_one_hand(const json& list, std::size_t seat, std::vector<int>& listed_by, Record& r,
                   std::string& why) {
    const std::string where = "hand " + std::to_string(seat + 1);
    if (!list.is_array()) return why = where + " must be a list of card codes", false;
    std::vector<CardId> hand;
    for (std::size_t i = 0; i < list.size(); ++i) {
        const std::string card = where + ", card " + std::to_string(i + 1);
        if (!list[i].is_string()) return why = card + " is not a card code", false;
        const std::string text = list[i].get<std::string>();
        auto c = card_from_code(text, r.setup.variant);
        if (!c)
            return why = card + ": '" + text +
                         "' is not a card code of this deck (B..Z and B2..Z2 for the two "
                         "alphabets, *1..*7 the stars, !1..!3 the firecrackers, A3..D3 the "
                         "ABCD cards)",
                   false;
        if (listed_by[*c])
            return why = card + ": '" + text + "' is listed twice (first in hand " +
                         std::to_string(listed_by[*c]) + ")",
                   false;
        listed_by[*c] = int(seat + 1);
        hand.push_back(*c);
    }
    r.hands.push_back(std::move(hand));
    return true;
}

// Hand 1 stacked: "hands" (one list a seat) and who leads it, "leader".
bool read_hands(const json& data, Record& r, std::string& why) {
    auto hands = data.find("hands");
    auto leader = data.find("leader");
    if (hands == data.end()) {
        if (leader != data.end()) return why = "\"leader\" needs \"hands\"", false;
        return true;
    }
    if (!hands->is_array() || hands->size() != r.setup.seats.size())
        return why = "\"hands\" must be a list of card codes for each seat", false;
    std::vector<int> listed_by(std::size_t(kDeckSizeAbcd), 0);
    for (std::size_t seat = 0; seat < hands->size(); ++seat)
        if (!read_one_hand((*hands)[seat], seat, listed_by, r, why)) return false;
    std::int64_t first = 0;
    if (leader != data.end() &&
        !core::read_int(*leader, 0, std::int64_t(r.setup.seats.size()) - 1, first))
        return why = "\"leader\" must be a seat number", false;
    r.leader = int(first);
    return true;
}

RecordResult from_data(const json& data) {
    return core::read_record_fields<Record>(data, "2 to 4 seat letters such as \"hgc\"", 0,
                                            [](const json& d, Record& r, std::string& why) {
                                                return read_variant(d, r, why) &&
                                                       read_hands(d, r, why);
                                            });
}

json codes(const std::vector<CardId>& cards) {
    return core::json_list(cards, card_code);
}

json code_or_null(CardId c) {
    return c == kNoCard ? json() : json(card_code(c));
}

const char* phase_name(Phase p) {
    switch (p) {
    case Phase::Play:
        return "play";
    case Phase::HandOver:
        return "hand over";
    case Phase::GameOver:
        return "game over";
    }
    return "?";
}

// A play on the table as its record text says it ("play EF+EF", "fire") and the cards it took.
json played_json(const Played& p) {
    const Action a = p.op == Op::Play ? Action::play(p.combo) : Action{p.op, {}};
    return {{"seat", p.seat}, {"action", a.to_string()}, {"cards", codes(p.cards)}};
}

json seat_json(const Seat& s) {
    return {
        {"hand", codes(s.hand)},    {"passed", s.passed},   {"voluntary_used", s.voluntary_used},
        {"out_place", s.out_place}, {"bad_out", s.bad_out}, {"total", s.total}};
}

} // namespace

std::optional<CardId> card_from_code(const std::string& code, std::uint32_t variant) {
    for (CardId c : deck_cards(variant))
        if (card_code(c) == code) return c;
    return std::nullopt;
}

core::Expected<Record> parse_record(const std::string& json_text) {
    return core::read_record(json_text, kKind, from_data);
}

core::Expected<ReplayResult> replay(const Record& record) {
    // Nothing stacked: deal as new_game does, so a record of a seeded game (a table link's, say)
    // needs only its seats, seed and actions.
    auto game = record.hands.empty()
                    ? new_game(record.setup, record.seed)
                    : new_game_with_hands(record.setup, record.seed, record.hands, record.leader);
    return core::replay_dealt<ReplayResult>(std::move(game), record.actions, parse_action, apply);
}

nlohmann::json state_json(const State& s) {
    json j;
    j["hand"] = s.hand;
    j["hands"] = s.hands;
    j["phase"] = phase_name(s.phase);
    j["current"] = s.current;
    j["leader"] = s.leader;
    j["seats"] = json::array();
    for (const Seat& seat : s.seats) j["seats"].push_back(seat_json(seat));
    j["standing"] = s.standing ? played_json(*s.standing) : json();
    j["trick"] = json::array();
    for (const Played& p : s.trick) j["trick"].push_back(played_json(p));
    j["skip_next"] = s.skip_next;
    j["discards"] = codes(s.discards);
    j["removed"] = codes(s.removed);
    j["undealt"] = codes(s.undealt);
    j["exchange"] = s.exchange ? json{{"luckylix", s.exchange->luckylix},
                                      {"badluckix", s.exchange->badluckix},
                                      {"given", code_or_null(s.exchange->given)},
                                      {"returned", code_or_null(s.exchange->returned)}}
                               : json();
    j["results"] = json::array();
    for (const HandResult& r : s.results) j["results"].push_back(hand_to_json(r));
    return j;
}

} // namespace strategix
