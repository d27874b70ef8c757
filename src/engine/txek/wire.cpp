#include "engine/txek/wire.h"

#include "engine/core/json_fields.h"
#include "engine/module.h"

#include <iterator>

namespace txek {

using json = nlohmann::json;
using E = core::Expected<View>;

namespace {

const char* const kPhases[] = {"arrange", "play", "round_over", "game_over"};
const char* const kEndings[] = {"none", "went_out", "double_txek", "exhausted"};
const char* const kKinds[] = {"number", "peek", "exchange", "hand", "down", "crown"};
const char* const kEvents[] = {"round_dealt",   "arranged",        "round_starts",
                               "drew",          "discarded",       "swapped",
                               "intercepted",   "wrong_card",      "txek",
                               "not_txek",      "too_slow_txek",   "not_your_turn",
                               "penalty",       "no_penalty_card", "reshuffled",
                               "window_closed", "turn_to",         "double_txek_called",
                               "action_queued", "action_skipped",  "peeked",
                               "exchanged",     "hand_given",      "went_down",
                               "wrong_action",  "went_out",        "double_txek_ends",
                               "round_ended",   "game_ended",      "deck_exhausted"};
static_assert(std::size(kEvents) == std::size_t(EventKind::DeckExhausted) + 1);

// The index of `name` in `names`, or -1 (and a problem noted in `f`).
template <std::size_t N>
int name_index(core::Fields& f, const char* key, const char* const (&names)[N]) {
    const std::string text = f.text(key);
    for (std::size_t i = 0; i < N; ++i)
        if (text == names[i]) return int(i);
    f.fail(key, "a known name");
    return -1;
}

// A card id, or null for a card the viewer does not know.
json card_json(CardId c) {
    return c == kNoCard ? json() : json(c);
}

bool read_card(const json& j, CardId& out) {
    std::int64_t v = 0;
    if (j.is_null()) {
        out = kNoCard;
        return true;
    }
    if (!core::read_int(j, 0, 59, v)) return false;
    out = CardId(v);
    return true;
}

json seat_to_json(const SeatView& s) {
    json hand = json::array(), bench = json::array();
    for (const CardView& c : s.hand) hand.push_back(card_json(c.card));
    // An empty bench slot is false; a face-down card null; a known card its id.
    for (const CardView& c : s.bench) bench.push_back(c.present ? card_json(c.card) : json(false));
    return {{"hand", hand},
            {"bench", bench},
            {"arranged", s.arranged},
            {"total", s.total},
            {"double_called", s.double_called},
            {"game_count", s.game_count}};
}

bool read_seat(const json& j, SeatView& s, std::string& why) {
    core::Fields f{j, {}};
    s.arranged = f.boolean("arranged");
    s.total = int(f.integer("total", -1000000, 1000000, "a total"));
    s.double_called = f.boolean("double_called");
    s.game_count = int(f.integer("game_count", 0, 60, "a card count"));
    const json* hand = f.list("hand");
    const json* bench = f.list("bench");
    if (!f.error.empty() || hand->size() > 60 || bench->size() > 60) {
        why = f.error.empty() ? "too many cards" : f.error;
        return false;
    }
    for (const json& c : *hand) {
        CardView v{true, kNoCard};
        if (!read_card(c, v.card)) return why = "a hand card is not a card", false;
        s.hand.push_back(v);
    }
    for (const json& c : *bench) {
        CardView v;
        if (c.is_boolean() && !c.get<bool>()) {
            s.bench.push_back(v);
            continue;
        }
        v.present = true;
        if (!read_card(c, v.card)) return why = "a bench card is not a card", false;
        s.bench.push_back(v);
    }
    return true;
}

} // namespace

json round_to_json(const RoundResult& r) {
    return {{"raw", r.raw},
            {"scored", r.scored},
            {"went_out", r.went_out},
            {"double_caller", r.double_caller},
            {"double_won", r.double_won},
            {"double_callers", r.double_callers},
            {"summary", r.summary}};
}

core::Expected<RoundResult> round_from_json(const json& j, int players) {
    using R = core::Expected<RoundResult>;
    core::Fields f{j, {}};
    RoundResult r;
    r.raw = f.integers("raw", 0, 1000000, "a list of points");
    r.scored = f.integers("scored", 0, 10000000, "a list of points");
    r.went_out = int(f.integer("went_out", -1, players - 1, "a seat or -1"));
    r.double_caller = int(f.integer("double_caller", -1, players - 1, "a seat or -1"));
    r.double_won = f.boolean("double_won");
    r.double_callers = f.integers("double_callers", 0, players - 1, "a list of seats");
    r.summary = f.text("summary");
    if (!f.error.empty()) return R::fail("a round result: " + f.error);
    if (int(r.raw.size()) != players || int(r.scored.size()) != players)
        return R::fail("a round result has points for another number of players");
    return R::ok(std::move(r));
}

json view_to_json(const View& v) {
    json seats = json::array(), pile = json::array(), pending = json::array(),
         results = json::array();
    for (const SeatView& s : v.seats) seats.push_back(seat_to_json(s));
    for (const PileView& p : v.pile)
        pile.push_back({{"card", p.card},
                        {"seat", p.seat},
                        {"serial", p.serial},
                        {"identical", p.identical},
                        {"turn_end", p.turn_end},
                        {"claimed", p.claimed}});
    for (const Pending& p : v.pending)
        pending.push_back({{"seat", p.seat},
                           {"kind", kKinds[int(p.kind)]},
                           {"card", card_json(p.card)},
                           {"serial", p.serial}});
    for (const RoundResult& r : v.results) results.push_back(round_to_json(r));
    return {{"v", games::kWireVersion},
            {"viewer", v.viewer},
            {"players", v.players},
            {"variant", v.variant},
            {"round", v.round},
            {"dealer", v.dealer},
            {"phase", kPhases[int(v.phase)]},
            {"tie_break", v.tie_break},
            {"current", v.current},
            {"drawn", v.drawn},
            {"next_turn", v.next_turn},
            {"seats", seats},
            {"pile", pile},
            {"draw_count", v.draw_count},
            {"window_open", v.window_open},
            {"pending", pending},
            {"ending", kEndings[int(v.ending)]},
            {"went_out", v.went_out},
            {"double_callers", v.double_callers},
            {"can_call_double", v.can_call_double},
            {"results", results},
            {"dealt_count", v.dealt_count}};
}

namespace {

bool read_pile(const json& list, View& v, std::string& why) {
    for (const json& j : list) {
        core::Fields f{j, {}};
        PileView p;
        p.card = CardId(f.integer("card", 0, 59, "a card"));
        p.seat = int(f.integer("seat", 0, v.players - 1, "a seat"));
        p.serial = std::uint16_t(f.integer("serial", 0, 65535, "a serial"));
        p.identical = f.boolean("identical");
        p.turn_end = f.boolean("turn_end");
        p.claimed = f.boolean("claimed");
        if (!f.error.empty()) return why = "a pile card: " + f.error, false;
        v.pile.push_back(p);
    }
    return true;
}

bool read_pending(const json& list, View& v, std::string& why) {
    for (const json& j : list) {
        core::Fields f{j, {}};
        Pending p{};
        p.seat = std::uint8_t(f.integer("seat", 0, v.players - 1, "a seat"));
        p.kind = Kind(name_index(f, "kind", kKinds));
        const nlohmann::json* card = f.get("card");
        p.serial = std::uint16_t(f.integer("serial", 0, 65535, "a serial"));
        if (!f.error.empty()) return why = "a pending action: " + f.error, false;
        if (!read_card(*card, p.card)) return why = "a pending action's card is not a card", false;
        v.pending.push_back(p);
    }
    return true;
}

} // namespace

E view_from_json(const json& j) {
    core::Fields f{j, {}};
    if (f.integer("v", games::kWireVersion, games::kWireVersion, "this build's view version");
        !f.error.empty())
        return E::fail(f.error);
    View v;
    v.players = int(f.integer("players", kMinPlayers, kMaxPlayers, "a player count"));
    if (!f.error.empty()) return E::fail(f.error);
    v.viewer = int(f.integer("viewer", -1, v.players - 1, "a seat or -1"));
    v.variant = std::uint32_t(f.integer("variant", 0, kBeginners, "a variant"));
    v.round = int(f.integer("round", 0, 100000, "a round"));
    v.dealer = int(f.integer("dealer", 0, v.players - 1, "a seat"));
    v.phase = Phase(name_index(f, "phase", kPhases));
    v.tie_break = f.boolean("tie_break");
    v.current = int(f.integer("current", 0, v.players - 1, "a seat"));
    v.drawn = f.boolean("drawn");
    v.next_turn = int(f.integer("next_turn", -1, v.players - 1, "a seat or -1"));
    v.draw_count = int(f.integer("draw_count", 0, 60, "a card count"));
    v.window_open = f.boolean("window_open");
    v.ending = EndCause(name_index(f, "ending", kEndings));
    v.went_out = int(f.integer("went_out", -1, v.players - 1, "a seat or -1"));
    v.double_callers = f.integers("double_callers", 0, v.players - 1, "a list of seats");
    v.can_call_double = f.boolean("can_call_double");
    v.dealt_count = f.integers("dealt_count", 0, 5, "a list of card counts");
    const json* seats = f.list("seats");
    const json* pile = f.list("pile");
    const json* pending = f.list("pending");
    const json* results = f.list("results");
    if (!f.error.empty()) return E::fail(f.error);
    if (int(seats->size()) != v.players || int(v.dealt_count.size()) != v.players)
        return E::fail("the view has seats for another number of players");
    std::string why;
    for (const json& s : *seats) {
        v.seats.emplace_back();
        if (!read_seat(s, v.seats.back(), why)) return E::fail("a seat: " + why);
    }
    if (!read_pile(*pile, v, why) || !read_pending(*pending, v, why)) return E::fail(why);
    for (const json& r : *results) {
        auto round = round_from_json(r, v.players);
        if (!round) return E::fail(round.error());
        v.results.push_back(std::move(round.value()));
    }
    v.faces = deck_faces(v.variant);
    return E::ok(std::move(v));
}

json event_to_json(const Event& e) {
    return {
        {"v", games::kWireVersion}, {"kind", kEvents[int(e.kind)]}, {"seat", e.seat},
        {"other", e.other},         {"card", card_json(e.card)},    {"from_bench", e.from_bench},
        {"index", e.index},         {"other_index", e.other_index}};
}

core::Expected<Event> event_from_json(const json& j) {
    using R = core::Expected<Event>;
    core::Fields f{j, {}};
    f.integer("v", games::kWireVersion, games::kWireVersion, "this build's event version");
    Event e{EventKind(name_index(f, "kind", kEvents))};
    e.seat = int(f.integer("seat", -1, 255, "a seat"));
    e.other = int(f.integer("other", -1, kMaxPlayers - 1, "a seat or -1"));
    e.from_bench = int(f.integer("from_bench", -1, 1, "-1, 0 or 1"));
    e.index = int(f.integer("index", -1, 63, "an index"));
    e.other_index = int(f.integer("other_index", -1, 63, "an index"));
    const json* card = f.get("card");
    if (!f.error.empty()) return R::fail("an event: " + f.error);
    if (!read_card(*card, e.card)) return R::fail("an event: \"card\" is not a card");
    return R::ok(e);
}

} // namespace txek
