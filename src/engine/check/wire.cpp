#include "engine/check/wire.h"

#include "engine/core/json_fields.h"
#include "engine/module.h"

#include <algorithm>
#include <iterator>

namespace check {

using json = nlohmann::json;

namespace {

const char* const kEvents[] = {
    "game_started",    "turn_started",    "take_skipped", "took", "fulfilled", "end_triggered",
    "market_refilled", "orders_refilled", "deck_rebuilt", "drew", "discarded", "game_ended"};
static_assert(std::size(kEvents) == std::size_t(EventKind::GameEnded) + 1);

const char* const kPhases[] = {"take", "fulfil", "discard", "game_over"};
static_assert(std::size(kPhases) == std::size_t(Phase::GameOver) + 1);

const char* const kMarkers[] = {"colour", "cards"};
static_assert(std::size(kMarkers) == std::size_t(MarkerSide::Cards) + 1);

// Far beyond any real figure, so that a reader refuses nonsense without guessing the rulebook:
// 36 orders of at most 7 points, 92 stack cards, 4 markers of 3.
constexpr int kMaxPoints = 1000;
constexpr int kMaxTurns =
    100000;                      // the quiet-round rule ends a game long before (README, "The end")
constexpr int kMaxQuiet = 1000;  // turns in a row with nothing taken or fulfilled
constexpr int kMaxEndReason = 2; // EndTriggered: 0 orders, 1 no order left, 2 a quiet round

// How many orders a variant's rulebook has; events name no variant, so they use the largest.
int order_limit(std::uint32_t variant) {
    return int(rulebook(variant).orders.size());
}
int any_order_limit() {
    return order_limit(0); // the standard rulebook is the only one so far (check.h, Rulebook)
}

json card_or_null(CardId c) {
    return c == kNoCard ? json() : json(c);
}
json order_or_null(int order) {
    return order < 0 ? json() : json(order);
}

// A list of at most `max` card ids of the deck.
std::vector<CardId> cards_field(core::Fields& f, const char* key, std::size_t max) {
    return f.ids<CardId>(key, max, kDeckSize, "a list of number cards (0 to 91)");
}

// A fixed number of places, each a whole number in [0, limit) or null for an empty one.
template <class T, std::size_t N>
void places_field(core::Fields& f, const char* key, int limit, T empty, std::array<T, N>& out,
                  const char* what) {
    const json* list = f.list(key);
    if (!f.error.empty()) return;
    bool ok = list->size() == N;
    std::int64_t v = 0;
    for (std::size_t i = 0; ok && i < N; ++i) {
        const json& e = (*list)[i];
        if (e.is_null())
            out[i] = empty;
        else if ((ok = core::read_int(e, 0, limit - 1, v)))
            out[i] = T(v);
    }
    if (!ok) f.fail(key, what);
}

void markers_field(core::Fields& f, std::array<MarkerSide, kColours>& out) {
    const std::vector<std::string> sides = f.texts("markers");
    if (!f.error.empty()) return;
    bool ok = sides.size() == std::size_t(kColours);
    for (std::size_t i = 0; ok && i < sides.size(); ++i) {
        const int m = core::index_of(kMarkers, sides[i]);
        ok = m >= 0;
        if (ok) out[i] = MarkerSide(m);
    }
    if (!ok) f.fail("markers", "four marker sides, each \"colour\" or \"cards\"");
}

json markers_json(const std::array<MarkerSide, kColours>& markers) {
    return core::json_list(markers, marker_key);
}

json scores_json(const std::vector<Score>& scores) {
    return core::json_list(scores, score_to_json);
}

// A list of at most kMaxPlayers scores.
bool read_scores(const json* list, std::vector<Score>& out, std::string& why) {
    return core::read_each(*list, std::size_t(kMaxPlayers),
                           "\"scores\" has more than one entry a player", score_from_json, out,
                           why);
}

json seat_to_json(const SeatView& s) {
    return {
        {"hand_count", s.hand_count}, {"orders", s.orders}, {"stack", s.stack}, {"joker", s.joker}};
}

bool read_seat(const json& j, int orders, SeatView& s, std::string& why) {
    core::Fields f{j, {}};
    s.hand_count = int(f.integer("hand_count", 0, kDeckSize, "a card count"));
    s.orders = f.integers("orders", 0, orders - 1, "a list of orders of this rulebook");
    s.stack = cards_field(f, "stack", std::size_t(kDeckSize));
    s.joker = f.boolean("joker");
    if (!f.error.empty()) return why = "a seat: " + f.error, false;
    return true;
}

// Every card and every order a view shows lies in one place only.
bool shown_once(const View& v, std::string& why) {
    std::vector<bool> card(std::size_t(kDeckSize), false);
    std::vector<bool> order(std::size_t(order_limit(v.variant)), false);
    bool ok = true;
    auto see_card = [&](CardId c) {
        if (c == kNoCard) return;
        ok = ok && !card[c];
        card[c] = true;
    };
    auto see_order = [&](int o) {
        if (o < 0) return;
        ok = ok && !order[std::size_t(o)];
        order[std::size_t(o)] = true;
    };
    std::for_each(v.my_hand.begin(), v.my_hand.end(), see_card);
    std::for_each(v.market.begin(), v.market.end(), see_card);
    std::for_each(v.discard.begin(), v.discard.end(), see_card);
    std::for_each(v.open_orders.begin(), v.open_orders.end(), see_order);
    for (const SeatView& s : v.seats) {
        std::for_each(s.stack.begin(), s.stack.end(), see_card);
        std::for_each(s.orders.begin(), s.orders.end(), see_order);
    }
    if (!ok) why = "a card or an order is shown in two places";
    return ok;
}

// The fields after the table's size and rulebook are known.
bool read_view_body(const json& j, View& v, std::string& why) {
    const int n = v.players, orders = order_limit(v.variant);
    core::Fields f{j, {}};
    v.viewer = int(f.integer("viewer", -1, n - 1, "a seat at this table or -1"));
    const int phase = core::index_of(kPhases, f.text("phase"));
    v.start = int(f.integer("start", 0, n - 1, "a seat at this table"));
    v.current = int(f.integer("current", 0, n - 1, "a seat at this table"));
    v.turn = int(f.integer("turn", 0, kMaxTurns, "a turn number"));
    v.took = f.boolean("took");
    v.fulfilled_now = int(f.integer("fulfilled_now", 0, orders, "a number of orders"));
    v.my_hand = cards_field(f, "my_hand", std::size_t(kDeckSize));
    const json* seats = f.list("seats");
    places_field(f, "market", kDeckSize, kNoCard, v.market,
                 "six market slots, each a card or null");
    places_field(f, "open_orders", orders, -1, v.open_orders,
                 "four order places, each an order of this rulebook or null");
    markers_field(f, v.markers);
    v.deck_count = int(f.integer("deck_count", 0, kDeckSize, "a card count"));
    v.order_deck_count = int(f.integer("order_deck_count", 0, orders, "an order count"));
    v.discard = cards_field(f, "discard", std::size_t(kDeckSize));
    v.end_trigger = int(f.integer("end_trigger", -1, n - 1, "a seat at this table or -1"));
    v.quiet_turns = int(f.integer("quiet_turns", 0, kMaxQuiet, "a number of turns"));
    const json* scores = f.list("scores");
    v.winners = f.integers("winners", 0, n - 1, "a list of seats at this table");
    const std::vector<std::string> legal = f.texts("legal");
    if (f.error.empty() && phase < 0)
        f.fail("phase", "\"take\", \"fulfil\", \"discard\" or \"game_over\"");
    if (!f.error.empty()) return why = f.error, false;
    v.phase = Phase(phase);
    if (v.viewer < 0 && !v.my_hand.empty()) return why = "a spectator holds no hand", false;
    if (seats->size() != std::size_t(n)) return why = "the view has another number of seats", false;
    for (const json& s : *seats) {
        SeatView seat;
        if (!read_seat(s, orders, seat, why)) return false;
        v.seats.push_back(std::move(seat));
    }
    if (!read_scores(scores, v.scores, why)) return false;
    if (!v.scores.empty() && v.scores.size() != std::size_t(n))
        return why = "\"scores\" must have one entry a player, or none before the end", false;
    if (!core::check_winners(v.winners, n, why)) return false;
    if (!shown_once(v, why)) return false;
    return core::read_legal(legal, parse_action, v.legal, why);
}

} // namespace

const char* phase_key(Phase p) {
    return kPhases[int(p)];
}

const char* marker_key(MarkerSide m) {
    return kMarkers[int(m)];
}

json score_to_json(const Score& s) {
    return {{"orders", s.orders},
            {"markers", s.markers},
            {"stack", s.stack},
            {"joker", s.joker},
            {"total", s.total}};
}

core::Expected<Score> score_from_json(const json& j) {
    using R = core::Expected<Score>;
    core::Fields f{j, {}};
    Score s;
    s.orders = int(f.integer("orders", 0, kMaxPoints, "a number of points"));
    const std::vector<int> markers =
        f.integers("markers", 0, kMaxPoints, "a list of points, one a marker");
    s.stack = int(f.integer("stack", 0, kDeckSize, "a number of point-stack cards"));
    s.joker = int(f.integer("joker", 0, 1, "0 or 1"));
    s.total = int(f.integer("total", 0, kMaxPoints, "a number of points"));
    if (f.error.empty() && markers.size() != std::size_t(kColours))
        f.fail("markers", "four marker points, one a colour");
    if (!f.error.empty()) return R::fail("a score: " + f.error);
    int sum = s.orders + s.stack + s.joker;
    for (std::size_t i = 0; i < markers.size(); ++i) {
        s.markers[i] = markers[i];
        sum += markers[i];
    }
    if (sum != s.total) return R::fail("a score: \"total\" is not the sum of its parts");
    return R::ok(s);
}

GameResult result_of(const State& s) {
    return {s.scores, s.winners, s.markers};
}

json result_to_json(const GameResult& r) {
    return {{"scores", scores_json(r.scores)},
            {"winners", r.winners},
            {"markers", markers_json(r.markers)}};
}

core::Expected<GameResult> result_from_json(const json& j) {
    using R = core::Expected<GameResult>;
    core::Fields f{j, {}};
    GameResult r;
    const json* scores = f.list("scores");
    r.winners = f.integers("winners", 0, kMaxPlayers - 1, "a list of seats");
    markers_field(f, r.markers);
    if (!f.error.empty()) return R::fail("a game result: " + f.error);
    std::string why;
    if (!read_scores(scores, r.scores, why)) return R::fail("a game result: " + why);
    if (r.scores.size() < std::size_t(kMinPlayers))
        return R::fail("a game result: \"scores\" must have one entry a player (2 to 4)");
    if (r.winners.empty() || !core::check_winners(r.winners, int(r.scores.size()), why))
        return R::fail("a game result: \"winners\" must name one or more seats of the table, "
                       "each once");
    return R::ok(std::move(r));
}

json view_to_json(const View& v) {
    return {{"v", games::kWireVersion},
            {"viewer", v.viewer},
            {"players", v.players},
            {"variant", v.variant},
            {"phase", phase_key(v.phase)},
            {"start", v.start},
            {"current", v.current},
            {"turn", v.turn},
            {"took", v.took},
            {"fulfilled_now", v.fulfilled_now},
            {"my_hand", v.my_hand},
            {"seats", core::json_list(v.seats, seat_to_json)},
            {"market", core::json_list(v.market, card_or_null)},
            {"open_orders", core::json_list(v.open_orders, order_or_null)},
            {"markers", markers_json(v.markers)},
            {"deck_count", v.deck_count},
            {"order_deck_count", v.order_deck_count},
            {"discard", v.discard},
            {"end_trigger", v.end_trigger},
            {"quiet_turns", v.quiet_turns},
            {"scores", scores_json(v.scores)},
            {"winners", v.winners},
            {"legal", core::legal_json(v.legal)}};
}

core::Expected<View> view_from_json(const json& j) {
    using R = core::Expected<View>;
    core::Fields f{j, {}};
    f.integer("v", games::kWireVersion, games::kWireVersion, "this build's view version");
    View v;
    v.players = int(f.integer("players", kMinPlayers, kMaxPlayers, "2, 3 or 4 players"));
    v.variant = std::uint32_t(f.integer("variant", 0, 0xFFFFFFFFll, "a CHECK! variant"));
    if (f.error.empty() && !known_variant(v.variant)) f.fail("variant", "a CHECK! variant");
    if (!f.error.empty()) return R::fail("a view: " + f.error);
    std::string why;
    if (!read_view_body(j, v, why)) return R::fail("a view: " + why);
    return R::ok(std::move(v));
}

json event_to_json(const Event& e) {
    return {{"v", games::kWireVersion},
            {"kind", kEvents[int(e.kind)]},
            {"seat", e.seat},
            {"index", e.index},
            {"order", order_or_null(e.order)},
            {"count", e.count},
            {"reason", e.reason},
            {"joker", e.joker},
            {"cards", e.cards},
            {"slots", e.slots},
            {"orders", e.orders},
            {"markers", markers_json(e.markers)},
            {"scores", scores_json(e.scores)},
            {"winners", e.winners}};
}

core::Expected<Event> event_from_json(const json& j) {
    using R = core::Expected<Event>;
    const int orders = any_order_limit();
    core::Fields f{j, {}};
    f.integer("v", games::kWireVersion, games::kWireVersion, "this build's event version");
    Event e;
    const int kind = core::index_of(kEvents, f.text("kind"));
    e.seat = int(f.integer("seat", -1, kMaxPlayers - 1, "a seat or -1"));
    e.index = int(f.integer("index", 0, kMaxTurns, "an index"));
    const json* order = f.get("order");
    e.count = int(f.integer("count", 0, kDeckSize, "a count"));
    e.reason = int(f.integer("reason", 0, kMaxEndReason, "a reason (0, 1 or 2)"));
    e.joker = f.boolean("joker");
    e.cards = cards_field(f, "cards", std::size_t(kDeckSize));
    e.slots = f.integers("slots", 0, kMarketSize - 1, "a list of market slots (0 to 5)");
    e.orders = f.integers("orders", 0, orders - 1, "a list of orders of this rulebook");
    markers_field(f, e.markers);
    const json* scores = f.list("scores");
    e.winners = f.integers("winners", 0, kMaxPlayers - 1, "a list of seats");
    if (f.error.empty() && kind < 0) f.fail("kind", "a known kind of event");
    std::int64_t o = -1;
    if (f.error.empty() && !order->is_null() && !core::read_int(*order, 0, orders - 1, o))
        f.fail("order", "an order of this rulebook or null");
    if (!f.error.empty()) return R::fail("an event: " + f.error);
    e.kind = EventKind(kind);
    e.order = int(o);
    std::string why;
    if (!read_scores(scores, e.scores, why)) return R::fail("an event: " + why);
    if (e.slots.size() > std::size_t(kMarketSize) || e.orders.size() > std::size_t(orders))
        return R::fail("an event: more slots or orders than the table has");
    return R::ok(std::move(e));
}

} // namespace check
