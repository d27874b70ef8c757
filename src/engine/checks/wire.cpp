#include "engine/checks/wire.h"

#include "engine/core/json_fields.h"
#include "engine/module.h"

#include <iterator>

namespace checks {

using json = nlohmann::json;

namespace {

const char* const kEvents[] = {"game_dealt", "picked_up", "cashed", "played",    "refilled",
                               "slot_empty", "went_out",  "stuck",  "game_ended"};
static_assert(std::size(kEvents) == std::size_t(EventKind::GameEnded) + 1);

bool read_cards(const json* list, std::size_t max, std::vector<CardId>& out) {
    if (!list || list->size() > max) return false;
    for (const json& c : *list) {
        std::int64_t v = 0;
        if (!core::read_int(c, 0, kDeckSize - 1, v)) return false;
        out.push_back(CardId(v));
    }
    return true;
}

std::vector<CardId> cards_field(core::Fields& f, const char* key, std::size_t max) {
    std::vector<CardId> out;
    const json* list = f.list(key);
    if (f.error.empty() && !read_cards(list, max, out)) f.fail(key, "a list of cards");
    return out;
}

json seat_to_json(const SeatView& s) {
    return {{"hand", s.hand}, {"hand_count", s.hand_count},
            {"row", s.row},   {"next_trick", s.next_trick},
            {"won", s.won},   {"point_total", s.point_total}};
}

bool read_seat(const json& j, SeatView& s, std::string& why) {
    core::Fields f{j, {}};
    s.hand = cards_field(f, "hand", kDeckSize);
    s.hand_count = int(f.integer("hand_count", 0, kDeckSize, "a card count"));
    const std::vector<int> row = f.integers("row", 0, kTrickCards, "a list of card counts");
    s.next_trick = int(f.integer("next_trick", 0, kTricks, "a half-trick"));
    s.won = cards_field(f, "won", kDeckSize);
    s.point_total = int(f.integer("point_total", -1, 9, "a Point Total"));
    if (f.error.empty() && row.size() != std::size_t(kTricks)) f.fail("row", "six half-tricks");
    if (!f.error.empty()) return why = f.error, false;
    std::copy(row.begin(), row.end(), s.row.begin());
    return true;
}

} // namespace

json game_to_json(const GameResult& r) {
    return {{"game", r.game},
            {"dealer", r.dealer},
            {"checks", r.checks},
            {"winner", r.winner},
            {"unplayed", r.unplayed}};
}

core::Expected<GameResult> game_from_json(const json& j) {
    using R = core::Expected<GameResult>;
    core::Fields f{j, {}};
    GameResult r;
    r.game = int(f.integer("game", 1, 1000000, "a game number"));
    r.dealer = int(f.integer("dealer", 0, kPlayers - 1, "a seat"));
    const std::vector<int> checks = f.integers("checks", 0, kDeckSize, "a list of Checks");
    r.winner = int(f.integer("winner", -1, kPlayers - 1, "a seat or -1"));
    r.unplayed = int(f.integer("unplayed", 0, kDeckSize, "a card count"));
    if (f.error.empty() && checks.size() != std::size_t(kPlayers)) f.fail("checks", "two counts");
    if (!f.error.empty()) return R::fail("a game result: " + f.error);
    std::copy(checks.begin(), checks.end(), r.checks.begin());
    return R::ok(r);
}

json view_to_json(const View& v) {
    return {{"v", games::kWireVersion},
            {"viewer", v.viewer},
            {"game", v.game},
            {"dealer", v.dealer},
            {"phase", v.phase == Phase::Play ? "play" : "game_over"},
            {"current", v.current},
            {"seats", core::json_list(v.seats, seat_to_json)},
            {"piles", v.piles},
            {"deck_count", v.deck_count},
            {"results", core::json_list(v.results, game_to_json)},
            {"cashable", v.cashable}};
}

core::Expected<View> view_from_json(const json& j) {
    using R = core::Expected<View>;
    core::Fields f{j, {}};
    f.integer("v", games::kWireVersion, games::kWireVersion, "this build's view version");
    View v;
    v.viewer = int(f.integer("viewer", -1, kPlayers - 1, "a seat or -1"));
    v.game = int(f.integer("game", 0, 1000000, "a game number"));
    v.dealer = int(f.integer("dealer", 0, kPlayers - 1, "a seat"));
    const std::string phase = f.text("phase");
    v.current = int(f.integer("current", 0, kPlayers - 1, "a seat"));
    v.deck_count = int(f.integer("deck_count", 0, kDeckSize, "a card count"));
    v.cashable = f.integers("cashable", 0, kSlots - 1, "a list of piles");
    const json* seats = f.list("seats");
    const json* piles = f.list("piles");
    const json* results = f.list("results");
    if (f.error.empty() && phase != "play" && phase != "game_over") f.fail("phase", "a phase");
    if (!f.error.empty()) return R::fail(f.error);
    v.phase = phase == "play" ? Phase::Play : Phase::GameOver;
    if (seats->size() != std::size_t(kPlayers) || piles->size() != std::size_t(kSlots))
        return R::fail("the view has another number of seats or piles");
    std::string why;
    for (int p = 0; p < kPlayers; ++p)
        if (!read_seat((*seats)[std::size_t(p)], v.seats[std::size_t(p)], why))
            return R::fail("a seat: " + why);
    for (int k = 0; k < kSlots; ++k)
        if (!read_cards(&(*piles)[std::size_t(k)], kDeckSize, v.piles[std::size_t(k)]))
            return R::fail("a pile is not a list of cards");
    if (!core::read_each(*results, results->size(), "", game_from_json, v.results, why))
        return R::fail(why);
    return R::ok(std::move(v));
}

json event_to_json(const Event& e) {
    return {{"v", games::kWireVersion}, {"kind", kEvents[int(e.kind)]},
            {"seat", e.seat},           {"index", e.index},
            {"from", e.from},           {"card", e.card == kNoCard ? json() : json(e.card)},
            {"count", e.count},         {"cards", e.cards}};
}

core::Expected<Event> event_from_json(const json& j) {
    using R = core::Expected<Event>;
    core::Fields f{j, {}};
    f.integer("v", games::kWireVersion, games::kWireVersion, "this build's event version");
    Event e;
    const std::string kind = f.text("kind");
    e.seat = int(f.integer("seat", -1, 255, "a seat"));
    e.index = int(f.integer("index", -1, kDeckSize, "an index"));
    e.from = int(f.integer("from", -1, kDeckSize, "an index"));
    e.count = int(f.integer("count", 0, kDeckSize, "a card count"));
    e.cards = cards_field(f, "cards", kDeckSize);
    const json* card = f.get("card");
    if (!f.error.empty()) return R::fail("an event: " + f.error);
    const auto* k = std::find(std::begin(kEvents), std::end(kEvents), kind);
    if (k == std::end(kEvents)) return R::fail("an event: \"kind\" is not a known name");
    e.kind = EventKind(k - std::begin(kEvents));
    std::int64_t c = 0;
    if (card->is_null())
        e.card = kNoCard;
    else if (core::read_int(*card, 0, kDeckSize - 1, c))
        e.card = CardId(c);
    else
        return R::fail("an event: \"card\" is not a card");
    return R::ok(std::move(e));
}

} // namespace checks
