// CHECK! game records: reading them (without exceptions: the web build cannot catch any),
// replaying them through the engine, and summarising a state as JSON. The format mirrors
// Strategix's (engine/strategix/record.cpp); README.md beside this file, "Record format",
// documents it.
#include "engine/check/record.h"

#include "engine/check/wire.h"
#include "engine/core/json_fields.h"

#include <array>
#include <functional>

namespace check {
namespace {

using json = nlohmann::json;
using RecordResult = core::Expected<Record>;

const char* kKind = "check-record";
// The keys that stack the table (Layout); "hands" must come with any of the others.
const char* const kLayoutKeys[] = {"market",  "open_orders", "markers", "deck",
                                   "discard", "start",       "current"};

bool read_variant(const json& data, Record& r, std::string& why) {
    auto variant = data.find("variant");
    if (variant == data.end()) return true; // the standard rulebook
    std::int64_t bits = 0;
    if (!core::read_int(*variant, 0, 0xFFFFFFFFll, bits) || !known_variant(std::uint32_t(bits))) {
        why = "\"variant\" must be 0 (the standard orders and markers)";
        return false;
    }
    r.setup.variant = std::uint32_t(bits);
    return true;
}

// Hands out the cards of a stacked table: a code names a kind ("R3"), and each use of it takes
// the next card of that kind (lowest id first), so a kind may be listed as often as the deck
// has it (1s and 5s four times a colour, the others five).
struct CardPool {
    std::array<int, kKinds> used{};

    std::optional<CardId> take(int kind) {
        int seen = 0;
        for (CardId c : deck_cards())
            if (kind_of(c) == kind && seen++ == used[std::size_t(kind)]) {
                ++used[std::size_t(kind)];
                return c;
            }
        return std::nullopt;
    }
};

// A list of card codes (`where` names it in messages), each taken from the pool.
bool read_cards(const json& list, const std::string& where, CardPool& pool,
                std::vector<CardId>& out, std::string& why) {
    if (!list.is_array()) return why = where + " must be a list of card codes", false;
    for (std::size_t i = 0; i < list.size(); ++i) {
        const std::string card = where + ", card " + std::to_string(i + 1);
        if (!list[i].is_string()) return why = card + " is not a card code", false;
        const std::string text = list[i].get<std::string>();
        const std::optional<int> kind = parse_kind(text);
        if (!kind)
            return why = card + ": '" + text +
                         "' is not a card code (a colour R, B, G or Y and a value 1 to 5, such "
                         "as \"R3\")",
                   false;
        const std::optional<CardId> c = pool.take(*kind);
        if (!c)
            return why = card + ": the deck has no more '" + text +
                         "' (1s and 5s four a colour, "
                         "2s to 4s five)",
                   false;
        out.push_back(*c);
    }
    return true;
}

bool read_hands(const json& hands, Layout& layout, CardPool& pool, std::size_t players,
                std::string& why) {
    if (!hands.is_array() || hands.size() != players)
        return why = "\"hands\" must be a list of card codes for each seat", false;
    for (std::size_t seat = 0; seat < hands.size(); ++seat) {
        layout.hands.emplace_back();
        if (!read_cards(hands[seat], "hand " + std::to_string(seat + 1), pool, layout.hands.back(),
                        why))
            return false;
    }
    return true;
}

// The open orders by rulebook id, at most four, none twice.
bool read_open_orders(const json& list, std::uint32_t variant, Layout& layout, std::string& why) {
    const int orders = int(rulebook(variant).orders.size());
    const std::string what = "\"open_orders\" must be a list of up to 4 different orders (0 to " +
                             std::to_string(orders - 1) + ")";
    if (!list.is_array() || list.size() > std::size_t(kOpenOrders)) return why = what, false;
    std::vector<bool> listed(std::size_t(orders), false);
    for (const json& o : list) {
        std::int64_t id = 0;
        if (!core::read_int(o, 0, orders - 1, id) || listed[std::size_t(id)])
            return why = what, false;
        listed[std::size_t(id)] = true;
        layout.open_orders.push_back(int(id));
    }
    return true;
}

bool read_markers(const json& list, Layout& layout, std::string& why) {
    const char* what = "\"markers\" must be four sides, red's first, each \"colour\" or \"cards\"";
    if (!list.is_array() || list.size() != std::size_t(kColours)) return why = what, false;
    for (std::size_t i = 0; i < list.size(); ++i) {
        const std::string side = list[i].is_string() ? list[i].get<std::string>() : "";
        if (side == marker_key(MarkerSide::Colour))
            layout.markers[i] = MarkerSide::Colour;
        else if (side == marker_key(MarkerSide::Cards))
            layout.markers[i] = MarkerSide::Cards;
        else
            return why = what, false;
    }
    return true;
}

// An optional seat number (default 0): who started the game, whose turn it is.
bool read_seat_number(const json& data, const char* key, const Record& r, int& out,
                      std::string& why) {
    auto it = data.find(key);
    std::int64_t seat = 0;
    if (it != data.end() && !core::read_int(*it, 0, std::int64_t(r.setup.seats.size()) - 1, seat))
        return why = std::string("\"") + key + "\" must be a seat number", false;
    out = int(seat);
    return true;
}

// The stacked table: "hands" and, optionally, the other places and whose turn it is.
bool read_layout(const json& data, Record& r, std::string& why) {
    auto hands = data.find("hands");
    if (hands == data.end()) {
        for (const char* key : kLayoutKeys)
            if (data.contains(key))
                return why = std::string("\"") + key + "\" needs \"hands\"", false;
        return true;
    }
    Layout layout;
    CardPool pool;
    if (!read_hands(*hands, layout, pool, r.setup.seats.size(), why)) return false;
    auto market = data.find("market");
    if (market != data.end()) {
        if (!market->is_array() || market->size() > std::size_t(kMarketSize))
            return why = "\"market\" must be a list of up to 6 card codes", false;
        if (!read_cards(*market, "the market", pool, layout.market, why)) return false;
    }
    auto open = data.find("open_orders");
    if (open != data.end() && !read_open_orders(*open, r.setup.variant, layout, why)) return false;
    auto markers = data.find("markers");
    if (markers != data.end() && !read_markers(*markers, layout, why)) return false;
    auto deck = data.find("deck");
    if (deck != data.end() && !read_cards(*deck, "the deck", pool, layout.deck, why)) return false;
    auto discard = data.find("discard");
    if (discard != data.end() &&
        !read_cards(*discard, "the discard pile", pool, layout.discard, why))
        return false;
    if (!read_seat_number(data, "start", r, layout.start, why) ||
        !read_seat_number(data, "current", r, layout.current, why))
        return false;
    r.layout = std::move(layout);
    return true;
}

RecordResult from_data(const json& data) {
    return core::read_record_fields<Record>(data, "2 to 4 seat letters such as \"hgc\"", 0,
                                            [](const json& d, Record& r, std::string& why) {
                                                return read_variant(d, r, why) &&
                                                       read_layout(d, r, why);
                                            });
}

using CardJson = std::function<json(CardId)>;

json cards_json(const std::vector<CardId>& cards, const CardJson& card) {
    return core::json_list(cards, card);
}

json seat_json(const Seat& s, const CardJson& card) {
    return {{"hand", cards_json(s.hand, card)},
            {"orders", s.orders},
            {"stack", cards_json(s.stack, card)},
            {"joker", s.joker}};
}

// Everything a state holds besides setup, seed, generator and log, cards as `card` writes them.
json summary(const State& s, const CardJson& card) {
    json j;
    j["turn"] = s.turn;
    j["phase"] = phase_key(s.phase);
    j["start"] = s.start;
    j["current"] = s.current;
    j["took"] = s.took;
    j["fulfilled_now"] = s.fulfilled_now;
    j["end_trigger"] = s.end_trigger;
    j["quiet_turns"] = s.quiet_turns;
    j["seats"] = json::array();
    for (const Seat& seat : s.seats) j["seats"].push_back(seat_json(seat, card));
    j["market"] = json::array();
    for (CardId c : s.market) j["market"].push_back(c == kNoCard ? json() : card(c));
    j["open_orders"] = json::array();
    for (int o : s.open_orders) j["open_orders"].push_back(o < 0 ? json() : json(o));
    j["markers"] = json::array();
    for (MarkerSide m : s.markers) j["markers"].push_back(marker_key(m));
    j["deck"] = cards_json(s.deck, card);
    j["order_deck"] = s.order_deck;
    j["discard"] = cards_json(s.discard, card);
    j["result"] = s.scores.empty() ? json() : result_to_json(result_of(s));
    return j;
}

} // namespace

core::Expected<Record> parse_record(const std::string& json_text) {
    return core::read_record(json_text, kKind, from_data);
}

core::Expected<ReplayResult> replay(const Record& record) {
    // Nothing stacked: deal as new_game does, so a record of a seeded game (a table link's, say)
    // needs only its seats, seed and actions.
    auto game = record.layout ? new_game_with_layout(record.setup, record.seed, *record.layout)
                              : new_game(record.setup, record.seed);
    return core::replay_dealt<ReplayResult>(std::move(game), record.actions, parse_action, apply);
}

json state_json(const State& s) {
    return summary(s, [](CardId c) { return json(card_code(c)); });
}

json state_ids_json(const State& s) {
    return summary(s, [](CardId c) { return json(c); });
}

} // namespace check
