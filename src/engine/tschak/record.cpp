// Tschak! game records: reading them (without exceptions: the web build cannot catch any),
// replaying them through the engine, and summarising a state as JSON. The format mirrors
// CHECK!'s (engine/check/record.cpp); README.md beside this file, "Record format", documents it.
#include "engine/tschak/record.h"

#include "engine/core/json_fields.h"
#include "engine/tschak/wire.h"

#include <functional>

namespace tschak {
namespace {

using json = nlohmann::json;
using RecordResult = core::Expected<Record>;

const char* kKind = "tschak-record";
// The keys that stack the deal (StackedDeal): all three or none.
const char* const kStackedKeys[] = {"hands", "monsters", "treasures"};

bool read_variant(const json& data, Record& r, std::string& why) {
    auto variant = data.find("variant");
    if (variant == data.end()) return true;
    std::int64_t bits = 0;
    if (!core::read_int(*variant, 0, 0, bits))
        return why = "\"variant\" must be 0 (Tschak! has no variants)", false;
    return true;
}

// One hand of ten adventurer codes; each adventurer once over all the hands (README, "Deal").
bool read_hand(const json& list, int position, std::vector<bool>& dealt, std::vector<CardId>& out,
               std::string& why) {
    const std::string where = "hand " + std::to_string(position + 1);
    if (!list.is_array() || list.size() != std::size_t(kHandSize))
        return why = where + " must be a list of 10 adventurer codes", false;
    for (std::size_t i = 0; i < list.size(); ++i) {
        const std::string card = where + ", card " + std::to_string(i + 1);
        const std::string text = list[i].is_string() ? list[i].get<std::string>() : "";
        const auto c = parse_card(text);
        if (!c)
            return why = card + ": '" + text +
                         "' is not an adventurer code (such as \"W5w\", \"F6a\", \"D3b\", \"C1\" "
                         "or \"A2\")",
                   false;
        if (dealt[*c]) return why = card + ": '" + text + "' is listed twice", false;
        dealt[*c] = true;
        out.push_back(*c);
    }
    return true;
}

// Three keep-card codes, one a floor; a code names a kind ("T"), and each use takes the next
// card of it, so a code may be listed as often as the game has it (README, "Keep cards").
bool read_floor_keeps(const json& list, const char* key, bool monsters, std::vector<bool>& taken,
                      std::array<KeepId, kFloors>& out, std::string& why) {
    const std::string what = std::string("\"") + key + "\" must be three " +
                             (monsters ? "monster codes (\"M1\" to \"M4\" or \"T\")"
                                       : "treasure codes (\"G2\" to \"G5\", \"X1\", \"X2\", "
                                         "\"R\", \"P\" or \"E\")") +
                             ", one a floor, lowest first";
    if (!list.is_array() || list.size() != std::size_t(kFloors)) return why = what, false;
    for (std::size_t f = 0; f < list.size(); ++f) {
        const std::string text = list[f].is_string() ? list[f].get<std::string>() : "";
        bool known = false, found = false;
        for (int k = 0; k < kKeepCards && !found; ++k) {
            if (keep_code(KeepId(k)) != text || is_monster(KeepId(k)) != monsters) continue;
            known = true;
            if (taken[std::size_t(k)]) continue;
            taken[std::size_t(k)] = found = true;
            out[f] = KeepId(k);
        }
        if (!known) return why = what + ", not '" + text + "'", false;
        if (!found)
            return why = std::string("\"") + key + "\" lists '" + text +
                         "' more often than the game has it",
                   false;
    }
    return true;
}

bool read_stacked(const json& data, Record& r, std::string& why) {
    int given = 0;
    for (const char* key : kStackedKeys) given += data.contains(key) ? 1 : 0;
    if (given == 0) return true;
    if (given < 3)
        return why = "\"hands\", \"monsters\" and \"treasures\" stack the deal together: give "
                     "all three or none",
               false;
    const json& hands = data["hands"];
    if (!hands.is_array() || hands.size() != std::size_t(kHands))
        return why = "\"hands\" must be four hands, by position round the table (boards "
                     "included)",
               false;
    StackedDeal deal;
    std::vector<bool> dealt(std::size_t(kAdventurers), false),
        taken(std::size_t(kKeepCards), false);
    for (int p = 0; p < kHands; ++p)
        if (!read_hand(hands[std::size_t(p)], p, dealt, deal.hands[std::size_t(p)], why))
            return false;
    if (!read_floor_keeps(data["monsters"], "monsters", true, taken, deal.monsters, why) ||
        !read_floor_keeps(data["treasures"], "treasures", false, taken, deal.treasures, why))
        return false;
    r.stacked = std::move(deal);
    return true;
}

RecordResult from_data(const json& data) {
    return core::read_record_fields<Record>(data, "2 to 4 seat letters such as \"hgc\"", 0,
                                            [](const json& d, Record& r, std::string& why) {
                                                return read_variant(d, r, why) &&
                                                       read_stacked(d, r, why);
                                            });
}

// How a summary writes an adventurer and a keep card.
struct Writer {
    std::function<json(CardId)> card;
    std::function<json(KeepId)> keep;

    json cards(const std::vector<CardId>& list) const { return core::json_list(list, card); }
    template <class List> json keeps(const List& list) const { return core::json_list(list, keep); }
    json card_lists(const std::vector<std::vector<CardId>>& lists) const {
        return core::json_list(lists, [this](const std::vector<CardId>& l) { return cards(l); });
    }
};

json seat_json(const Seat& s, const Writer& w) {
    return {{"team", w.cards(s.team)},
            {"chosen", w.cards(s.chosen)},
            {"monsters", w.keeps(s.monsters)},
            {"treasures", w.keeps(s.treasures)},
            {"coins", s.coins}};
}

json floor_json(const FloorResult& r, const Writer& w) {
    json values = json::array();
    for (const TeamValue& v : r.values)
        values.push_back({{"value", v.value},
                          {"chameleon", v.chameleon},
                          {"doubled", v.doubled == kNoCard ? json() : w.card(CardId(v.doubled))}});
    return {{"keep", r.keep},
            {"floor", r.floor},
            {"teams", w.card_lists(r.teams)},
            {"values", values},
            {"monster_to", r.monster_to},
            {"treasure_to", r.treasure_to},
            {"monster", w.keep(r.monster)},
            {"treasure", w.keep(r.treasure)}};
}

void history_json(const State& s, const Writer& w, json& j) {
    j["floors"] = json::array();
    for (const FloorResult& r : s.floors) j["floors"].push_back(floor_json(r, w));
    j["loots"] = json::array();
    for (const LootResult& r : s.loots)
        j["loots"].push_back(
            {{"keep", r.keep}, {"last_cards", w.cards(r.last_cards)}, {"coins", r.coins}});
    j["results"] = json::array();
    for (const KeepResult& r : results_of(s)) j["results"].push_back(result_to_json(r));
}

// Everything a state holds besides setup, seed, generator and log, cards as `w` writes them.
json summary(const State& s, const Writer& w) {
    json j;
    j["phase"] = phase_key(s.phase);
    j["keep"] = s.keep;
    j["floor"] = s.floor;
    j["step"] = s.step;
    j["seat_at"] = s.seat_at;
    j["hands"] = json::array();
    for (const auto& hand : s.hands) j["hands"].push_back(w.cards(hand));
    j["seats"] = json::array();
    for (const Seat& seat : s.seats) j["seats"].push_back(seat_json(seat, w));
    j["used"] = w.card_lists(s.used);
    j["monsters"] = w.keeps(s.monsters);
    j["treasures"] = w.keeps(s.treasures);
    j["monster_pile"] = w.keeps(s.monster_pile);
    j["treasure_pile"] = w.keeps(s.treasure_pile);
    j["out"] = w.keeps(s.out);
    history_json(s, w, j);
    return j;
}

} // namespace

core::Expected<Record> parse_record(const std::string& json_text) {
    return core::read_record(json_text, kKind, from_data);
}

core::Expected<ReplayResult> replay(const Record& record) {
    // Nothing stacked: deal as new_game does, so a record of a seeded game (a table link's, say)
    // needs only its seats, seed and actions.
    auto game = record.stacked ? new_game_with(record.setup, record.seed, record.stacked->hands,
                                               record.stacked->monsters, record.stacked->treasures)
                               : new_game(record.setup, record.seed);
    return core::replay_dealt<ReplayResult>(std::move(game), record.actions, parse_action, apply);
}

json state_json(const State& s) {
    return summary(s, {[](CardId c) { return json(card_code(c)); },
                       [](KeepId k) { return json(keep_code(k)); }});
}

json state_ids_json(const State& s) {
    return summary(s, {[](CardId c) { return json(c); }, [](KeepId k) { return json(int(k)); }});
}

} // namespace tschak
