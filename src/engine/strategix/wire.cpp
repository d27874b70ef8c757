#include "engine/strategix/wire.h"

#include "engine/core/json_fields.h"
#include "engine/module.h"

#include <algorithm>
#include <functional>
#include <iterator>

namespace strategix {

using json = nlohmann::json;

namespace {

const char* const kEvents[] = {"hand_dealt", "exchanged", "played",   "firecracker", "passed",
                               "skipped",    "trick_won", "went_out", "hand_ended",  "game_ended"};
static_assert(std::size(kEvents) == std::size_t(EventKind::GameEnded) + 1);

const char* const kPhases[] = {"play", "hand_over", "game_over"};
static_assert(std::size(kPhases) == std::size_t(Phase::GameOver) + 1);

const char* const kTitles[] = {"none", "luckylix", "aswellix", "neithernorix", "badluckix"};
static_assert(std::size(kTitles) == std::size_t(Title::Badluckix) + 1);

// What a Played holds: a combination, one firecracker, or a leader's last firecrackers.
const char* const kOps[] = {"play", "firecracker", "pass", "firecrackers_out", "next_hand"};
static_assert(std::size(kOps) == std::size_t(Op::NextHand) + 1);

// The variant bits this build knows (strategix.h, "Setup::variant bits").
constexpr std::uint32_t kKnownVariants = kVariantAbcd;
constexpr int kMaxHands = kMaxPlayers; // as many hands as players (README, "Hands and the winner")
constexpr int kMaxPoints = 100;        // far beyond any total: 4 hands of at most 4 points

// One past the highest card id of a variant's deck (events carry no variant: the largest).
int card_limit(std::uint32_t variant) {
    return (variant & kVariantAbcd) ? kDeckSizeAbcd : kDeckSize;
}

json card_or_null(CardId c) {
    return c == kNoCard ? json() : json(c);
}

bool read_card_or_null(const json* j, int limit, CardId& out) {
    std::int64_t v = 0;
    if (!j) return false;
    if (j->is_null()) {
        out = kNoCard;
        return true;
    }
    if (!core::read_int(*j, 0, limit - 1, v)) return false;
    out = CardId(v);
    return true;
}

// A list of at most `max` cards below `limit`.
std::vector<CardId> cards_field(core::Fields& f, const char* key, std::size_t max, int limit) {
    return f.ids<CardId>(key, max, limit, "a list of cards of this deck");
}

std::vector<bool> booleans_field(core::Fields& f, const char* key) {
    std::vector<bool> out;
    const json* list = f.list(key);
    if (!f.error.empty()) return out;
    for (const json& b : *list) {
        if (!b.is_boolean()) {
            f.fail(key, "a list of true or false");
            return {};
        }
        out.push_back(b.get<bool>());
    }
    return out;
}

json combo_or_null(const Combo& c) {
    return c.starts.empty() ? json() : json(c.to_string());
}

// A combination's text ("EF+EF"), or null for none.
bool read_combo(const json* j, Combo& out, std::string& why) {
    if (!j) return false;
    if (j->is_null()) {
        out = Combo{};
        return true;
    }
    const auto c = j->is_string() ? parse_combo(j->get<std::string>()) : std::nullopt;
    if (!c || !c->valid()) {
        why = "\"combo\" is not a combination of letters (\"G\", \"EF+EF\", \"GG+PP\")";
        return false;
    }
    out = *c;
    return true;
}

json played_to_json(const Played& p) {
    return {{"seat", p.seat},
            {"op", kOps[int(p.op)]},
            {"combo", combo_or_null(p.combo)},
            {"cards", p.cards}};
}

bool read_played(const json& j, int players, int limit, Played& p, std::string& why) {
    core::Fields f{j, {}};
    p.seat = int(f.integer("seat", 0, players - 1, "a seat at this table"));
    const std::string op = f.text("op");
    p.cards = cards_field(f, "cards", kMaxHand, limit);
    const json* combo = f.get("combo");
    const int o = core::index_of(kOps, op);
    if (f.error.empty() && o != int(Op::Play) && o != int(Op::Firecracker) &&
        o != int(Op::FirecrackersOut))
        f.fail("op", "\"play\", \"firecracker\" or \"firecrackers_out\"");
    if (!f.error.empty()) return why = f.error, false;
    p.op = Op(o);
    if (!read_combo(combo, p.combo, why)) return false;
    if (p.op == Op::Play && p.combo.starts.empty()) return why = "a play without \"combo\"", false;
    return true;
}

json exchange_to_json(const Exchange& x) {
    return {{"luckylix", x.luckylix},
            {"badluckix", x.badluckix},
            {"given", card_or_null(x.given)},
            {"returned", card_or_null(x.returned)}};
}

bool read_exchange(const json& j, int players, int limit, Exchange& x, std::string& why) {
    core::Fields f{j, {}};
    x.luckylix = int(f.integer("luckylix", 0, players - 1, "a seat at this table"));
    x.badluckix = int(f.integer("badluckix", 0, players - 1, "a seat at this table"));
    const json* given = f.get("given");
    const json* returned = f.get("returned");
    if (f.error.empty() && !read_card_or_null(given, limit, x.given)) f.fail("given", "a card");
    if (f.error.empty() && !read_card_or_null(returned, limit, x.returned))
        f.fail("returned", "a card");
    if (!f.error.empty()) return why = "the exchange: " + f.error, false;
    return true;
}

json seat_to_json(const SeatView& s) {
    return {
        {"count", s.count},         {"passed", s.passed},   {"voluntary_used", s.voluntary_used},
        {"out_place", s.out_place}, {"bad_out", s.bad_out}, {"total", s.total}};
}

bool read_seat(const json& j, int players, SeatView& s, std::string& why) {
    core::Fields f{j, {}};
    s.count = int(f.integer("count", 0, kMaxHand, "a card count"));
    s.passed = f.boolean("passed");
    s.voluntary_used = f.boolean("voluntary_used");
    s.out_place = int(f.integer("out_place", 0, players, "a place (0: still holding)"));
    s.bad_out = f.boolean("bad_out");
    s.total = int(f.integer("total", -kMaxPoints, kMaxPoints, "a points total"));
    if (!f.error.empty()) return why = "a seat: " + f.error, false;
    return true;
}

// A list of objects each read by `read` (a view's trick and results).
template <class T, class Read>
bool read_list(const json* list, std::vector<T>& out, std::string& why, Read read) {
    for (const json& item : *list) {
        T value;
        if (!read(item, value, why)) return false;
        out.push_back(std::move(value));
    }
    return true;
}

// The result of a hand at a table of `players` (0: as many as its lists say).
bool read_hand(const json& j, int players, HandResult& r, std::string& why) {
    auto read = hand_from_json(j);
    if (!read) return why = read.error(), false;
    r = read.value();
    if (players && int(r.titles.size()) != players)
        return why = "a hand result for another number of players", false;
    return true;
}

bool read_optional(const json* j, std::string& why,
                   const std::function<bool(const json&, std::string&)>& read) {
    return j->is_null() || read(*j, why);
}

} // namespace

const char* title_key(Title t) {
    return kTitles[int(t)];
}

json hand_to_json(const HandResult& r) {
    return {{"hand", r.hand},
            {"order", r.order},
            {"titles", core::json_list(r.titles, title_key)},
            {"points", r.points},
            {"bad_last_card", core::json_list(r.bad_last_card, [](bool b) { return b; })}};
}

core::Expected<HandResult> hand_from_json(const json& j) {
    using R = core::Expected<HandResult>;
    core::Fields f{j, {}};
    HandResult r;
    r.hand = int(f.integer("hand", 1, kMaxHands, "a hand number"));
    r.order = f.integers("order", 0, kMaxPlayers - 1, "a list of seats");
    const std::vector<std::string> titles = f.texts("titles");
    r.points = f.integers("points", -kMaxPoints, kMaxPoints, "a list of points");
    r.bad_last_card = booleans_field(f, "bad_last_card");
    if (!f.error.empty()) return R::fail("a hand result: " + f.error);
    const std::size_t n = titles.size();
    if (n < std::size_t(kMinPlayers) || n > std::size_t(kMaxPlayers) || r.order.size() != n ||
        r.points.size() != n || r.bad_last_card.size() != n)
        return R::fail("a hand result: \"order\", \"titles\", \"points\" and \"bad_last_card\" "
                       "must each have one entry a player (2 to 4)");
    std::vector<bool> placed(n, false);
    for (int seat : r.order) {
        if (seat >= int(n) || placed[std::size_t(seat)])
            return R::fail("a hand result: \"order\" must name every seat once");
        placed[std::size_t(seat)] = true;
    }
    for (const std::string& t : titles) {
        const int k = core::index_of(kTitles, t);
        if (k < 0) return R::fail("a hand result: '" + t + "' is not a title");
        r.titles.push_back(Title(k));
    }
    return R::ok(std::move(r));
}

json view_to_json(const View& v) {
    return {{"v", games::kWireVersion},
            {"viewer", v.viewer},
            {"players", v.players},
            {"variant", v.variant},
            {"hand", v.hand},
            {"hands", v.hands},
            {"phase", kPhases[int(v.phase)]},
            {"current", v.current},
            {"leader", v.leader},
            {"my_hand", v.my_hand},
            {"seats", core::json_list(v.seats, seat_to_json)},
            {"standing", v.standing ? played_to_json(*v.standing) : json()},
            {"trick", core::json_list(v.trick, played_to_json)},
            {"skip_next", v.skip_next},
            {"discards", v.discards},
            {"removed", v.removed},
            {"exchange", v.exchange ? exchange_to_json(*v.exchange) : json()},
            {"results", core::json_list(v.results, hand_to_json)},
            {"legal", core::legal_json(v.legal)}};
}

namespace {

// The fields after the table's size and deck are known.
bool read_view_body(const json& j, View& v, std::string& why) {
    const int n = v.players, limit = card_limit(v.variant);
    core::Fields f{j, {}};
    v.viewer = int(f.integer("viewer", -1, n - 1, "a seat at this table or -1"));
    v.hand = int(f.integer("hand", 0, kMaxHands, "a hand number"));
    v.hands = int(f.integer("hands", 0, kMaxHands, "a number of hands"));
    const int phase = core::index_of(kPhases, f.text("phase"));
    v.current = int(f.integer("current", 0, n - 1, "a seat at this table"));
    v.leader = int(f.integer("leader", 0, n - 1, "a seat at this table"));
    v.my_hand = cards_field(f, "my_hand", kMaxHand, limit);
    const json* seats = f.list("seats");
    const json* standing = f.get("standing");
    const json* trick = f.list("trick");
    v.skip_next = f.boolean("skip_next");
    v.discards = cards_field(f, "discards", std::size_t(limit), limit);
    v.removed = int(f.integer("removed", 0, limit, "a card count"));
    const json* exchange = f.get("exchange");
    const json* results = f.list("results");
    const std::vector<std::string> legal = f.texts("legal");
    if (f.error.empty() && phase < 0) f.fail("phase", "\"play\", \"hand_over\" or \"game_over\"");
    if (!f.error.empty()) return why = f.error, false;
    v.phase = Phase(phase);
    if (v.viewer < 0 && !v.my_hand.empty()) return why = "a spectator holds no hand", false;
    if (seats->size() != std::size_t(n)) return why = "the view has another number of seats", false;
    for (const json& s : *seats) {
        SeatView seat;
        if (!read_seat(s, n, seat, why)) return false;
        v.seats.push_back(seat);
    }
    auto played = [&](const json& p, Played& out, std::string& w) {
        return read_played(p, n, limit, out, w);
    };
    if (!read_optional(standing, why, [&](const json& p, std::string& w) {
            v.standing.emplace();
            return played(p, *v.standing, w);
        }))
        return why = "the standing combination: " + why, false;
    if (!read_list(trick, v.trick, why, played)) return why = "the trick: " + why, false;
    if (!read_optional(exchange, why, [&](const json& x, std::string& w) {
            v.exchange.emplace();
            return read_exchange(x, n, limit, *v.exchange, w);
        }))
        return false;
    auto hand = [&](const json& r, HandResult& out, std::string& w) {
        return read_hand(r, n, out, w);
    };
    if (!read_list(results, v.results, why, hand)) return false;
    return core::read_legal(legal, parse_action, v.legal, why);
}

} // namespace

core::Expected<View> view_from_json(const json& j) {
    using R = core::Expected<View>;
    core::Fields f{j, {}};
    f.integer("v", games::kWireVersion, games::kWireVersion, "this build's view version");
    View v;
    v.players = int(f.integer("players", kMinPlayers, kMaxPlayers, "2, 3 or 4 players"));
    v.variant = std::uint32_t(f.integer("variant", 0, kKnownVariants, "a Strategix variant"));
    if (f.error.empty() && (v.variant & ~kKnownVariants)) f.fail("variant", "a Strategix variant");
    if (!f.error.empty()) return R::fail("a view: " + f.error);
    std::string why;
    if (!read_view_body(j, v, why)) return R::fail("a view: " + why);
    return R::ok(std::move(v));
}

json event_to_json(const Event& e) {
    return {{"v", games::kWireVersion},
            {"kind", kEvents[int(e.kind)]},
            {"seat", e.seat},
            {"other", e.other},
            {"index", e.index},
            {"reason", e.reason},
            {"voluntary", e.voluntary},
            {"bad", e.bad},
            {"card", card_or_null(e.card)},
            {"card2", card_or_null(e.card2)},
            {"combo", combo_or_null(e.combo)},
            {"cards", e.cards},
            {"result", e.result ? hand_to_json(*e.result) : json()},
            {"winners", e.winners}};
}

core::Expected<Event> event_from_json(const json& j) {
    using R = core::Expected<Event>;
    const int limit = kDeckSizeAbcd; // an event names no variant: any card of the larger deck
    core::Fields f{j, {}};
    f.integer("v", games::kWireVersion, games::kWireVersion, "this build's event version");
    Event e;
    const int kind = core::index_of(kEvents, f.text("kind"));
    e.seat = int(f.integer("seat", -1, kMaxPlayers - 1, "a seat or -1"));
    e.other = int(f.integer("other", -1, kMaxPlayers - 1, "a seat or -1"));
    e.index = int(f.integer("index", 0, kDeckSizeAbcd, "an index"));
    e.reason = int(f.integer("reason", 0, 2, "a reason (0, 1 or 2)"));
    e.voluntary = f.boolean("voluntary");
    e.bad = f.boolean("bad");
    const json* card = f.get("card");
    const json* card2 = f.get("card2");
    const json* combo = f.get("combo");
    e.cards = cards_field(f, "cards", kMaxHand, limit);
    const json* result = f.get("result");
    e.winners = f.integers("winners", 0, kMaxPlayers - 1, "a list of seats");
    if (f.error.empty() && kind < 0) f.fail("kind", "a known kind of event");
    if (f.error.empty() && !read_card_or_null(card, limit, e.card)) f.fail("card", "a card");
    if (f.error.empty() && !read_card_or_null(card2, limit, e.card2)) f.fail("card2", "a card");
    if (!f.error.empty()) return R::fail("an event: " + f.error);
    e.kind = EventKind(kind);
    std::string why;
    if (!read_combo(combo, e.combo, why)) return R::fail("an event: " + why);
    if (e.kind == EventKind::Played && e.combo.starts.empty())
        return R::fail("an event: a play without \"combo\"");
    if (!result->is_null()) {
        HandResult r;
        if (!read_hand(*result, 0, r, why)) return R::fail("an event: " + why);
        e.result = std::move(r);
    }
    return R::ok(std::move(e));
}

} // namespace strategix
