#include "highcard/wire.h"

#include "engine/core/json_fields.h"
#include "engine/module.h"

#include <algorithm>
#include <iterator>

namespace highcard {

using json = nlohmann::json;

namespace {

const char* const kEvents[] = {"played", "trick_won", "game_ended"};
static_assert(std::size(kEvents) == std::size_t(EventKind::GameEnded) + 1);

json card_or_null(CardId c) {
    return c == kNoCard ? json() : json(c);
}

// A card of the deck, or kNoCard for null; false for anything else.
bool read_card_or_null(const json* j, CardId& out) {
    std::int64_t v = 0;
    if (j && j->is_null()) return out = kNoCard, true;
    if (!j || !core::read_int(*j, 0, kDeckSize - 1, v)) return false;
    out = CardId(v);
    return true;
}

// A list of at most `max` cards of the deck.
std::vector<CardId> cards_field(core::Fields& f, const char* key, std::size_t max) {
    const std::vector<int> ints = f.integers(key, 0, kDeckSize - 1, "a list of cards (0 to 51)");
    if (f.error.empty() && ints.size() > max) f.fail(key, "a list of at most five cards");
    return {ints.begin(), ints.end()};
}

// Exactly one number a seat, each in [0, hi].
std::array<int, kPlayers> pair_field(core::Fields& f, const char* key, int hi) {
    std::array<int, kPlayers> out{};
    const std::vector<int> ints = f.integers(key, 0, hi, "a list of counts");
    if (f.error.empty() && ints.size() != std::size_t(kPlayers))
        f.fail(key, "one count a player (two)");
    if (f.error.empty()) std::copy(ints.begin(), ints.end(), out.begin());
    return out;
}

json trick_to_json(const Trick& t) {
    return {{"leader", t.leader}, {"led", t.led}, {"followed", t.followed}, {"winner", t.winner}};
}

// A trick played out: both cards, and the winner the rules give (README, "Winning a trick").
bool read_trick(const json& j, Trick& t, std::string& why) {
    core::Fields f{j, {}};
    t.leader = int(f.integer("leader", 0, kPlayers - 1, "a seat"));
    t.led = CardId(f.integer("led", 0, kDeckSize - 1, "a card"));
    t.followed = CardId(f.integer("followed", 0, kDeckSize - 1, "a card"));
    t.winner = int(f.integer("winner", 0, kPlayers - 1, "a seat"));
    if (!f.error.empty()) return why = "a trick: " + f.error, false;
    if (t.winner != trick_winner(t.leader, t.led, t.followed))
        return why = "a trick names a winner the cards do not make", false;
    return true;
}

// Every card the view shows lies in one place only, and the tricks won are the tricks' winners.
bool consistent(const View& v, std::string& why) {
    std::vector<bool> shown(kDeckSize, false);
    bool once = true;
    auto see = [&](CardId c) {
        if (c == kNoCard) return;
        once = once && !shown[c];
        shown[c] = true;
    };
    std::for_each(v.hand.begin(), v.hand.end(), see);
    see(v.led);
    std::array<int, kPlayers> won{};
    for (const Trick& t : v.tricks) {
        see(t.led);
        see(t.followed);
        ++won[std::size_t(t.winner)];
    }
    if (!once) return why = "a card is shown in two places", false;
    if (won != v.won) return why = "\"won\" does not count the tricks' winners", false;
    if (v.winners != winners_of(v.won)) return why = "\"winners\" are not the most tricks", false;
    if (v.viewer < 0 && !v.hand.empty()) return why = "a spectator holds no hand", false;
    if (v.viewer >= 0 && int(v.hand.size()) != v.hand_counts[std::size_t(v.viewer)])
        return why = "the hand is not as large as its count", false;
    return true;
}

} // namespace

json view_to_json(const View& v) {
    return {{"v", games::kWireVersion},
            {"viewer", v.viewer},
            {"leader", v.leader},
            {"current", v.current},
            {"hand", v.hand},
            {"hand_counts", v.hand_counts},
            {"deck_count", v.deck_count},
            {"led", card_or_null(v.led)},
            {"tricks", core::json_list(v.tricks, trick_to_json)},
            {"won", v.won},
            {"winners", v.winners},
            {"legal", core::legal_json(v.legal)}};
}

core::Expected<View> view_from_json(const json& j) {
    using R = core::Expected<View>;
    core::Fields f{j, {}};
    f.integer("v", games::kWireVersion, games::kWireVersion, "this build's view version");
    View v;
    v.viewer = int(f.integer("viewer", -1, kPlayers - 1, "a seat at this table or -1"));
    v.leader = int(f.integer("leader", 0, kPlayers - 1, "a seat at this table"));
    v.current = int(f.integer("current", -1, kPlayers - 1, "a seat at this table or -1"));
    v.hand = cards_field(f, "hand", std::size_t(kHandSize));
    v.hand_counts = pair_field(f, "hand_counts", kHandSize);
    v.deck_count = int(f.integer("deck_count", 0, kDeckSize, "a card count"));
    const json* led = f.get("led");
    const json* tricks = f.list("tricks");
    v.won = pair_field(f, "won", kTricks);
    v.winners = f.integers("winners", 0, kPlayers - 1, "a list of seats");
    const std::vector<std::string> legal = f.texts("legal");
    if (f.error.empty() && !read_card_or_null(led, v.led)) f.fail("led", "a card or null");
    if (f.error.empty() && tricks->size() > std::size_t(kTricks))
        f.fail("tricks", "a list of at most five tricks");
    if (!f.error.empty()) return R::fail("a view: " + f.error);
    std::string why;
    for (const json& t : *tricks) {
        Trick trick;
        if (!read_trick(t, trick, why)) return R::fail("a view: " + why);
        v.tricks.push_back(trick);
    }
    if (!consistent(v, why) || !core::read_legal(legal, parse_action, v.legal, why))
        return R::fail("a view: " + why);
    return R::ok(std::move(v));
}

json event_to_json(const Event& e) {
    return {{"v", games::kWireVersion}, {"kind", kEvents[int(e.kind)]},
            {"seat", e.seat},           {"card", card_or_null(e.card)},
            {"index", e.index},         {"tricks", e.tricks},
            {"winners", e.winners}};
}

core::Expected<Event> event_from_json(const json& j) {
    using R = core::Expected<Event>;
    core::Fields f{j, {}};
    f.integer("v", games::kWireVersion, games::kWireVersion, "this build's event version");
    Event e;
    const std::string kind = f.text("kind");
    e.seat = int(f.integer("seat", -1, kPlayers - 1, "a seat or -1"));
    const json* card = f.get("card");
    e.index = int(f.integer("index", 0, kTricks, "a trick's number (1 to 5) or 0"));
    e.tricks = f.integers("tricks", 0, kTricks, "a list of tricks won");
    e.winners = f.integers("winners", 0, kPlayers - 1, "a list of seats");
    const auto* at = std::find(std::begin(kEvents), std::end(kEvents), kind);
    if (f.error.empty() && at == std::end(kEvents)) f.fail("kind", "a known kind of event");
    if (f.error.empty() && !read_card_or_null(card, e.card)) f.fail("card", "a card or null");
    if (f.error.empty() && e.tricks.size() > std::size_t(kPlayers))
        f.fail("tricks", "one count a player at most");
    if (!f.error.empty()) return R::fail("an event: " + f.error);
    e.kind = EventKind(at - std::begin(kEvents));
    return R::ok(std::move(e));
}

GameResult result_of(const State& s) {
    return {s.won, s.winners};
}

json result_to_json(const GameResult& r) {
    return {{"tricks", r.tricks}, {"winners", r.winners}};
}

core::Expected<GameResult> result_from_json(const json& j) {
    using R = core::Expected<GameResult>;
    core::Fields f{j, {}};
    GameResult r;
    r.tricks = pair_field(f, "tricks", kTricks);
    r.winners = f.integers("winners", 0, kPlayers - 1, "a list of seats");
    if (!f.error.empty()) return R::fail("a game result: " + f.error);
    if (r.tricks[0] + r.tricks[1] != kTricks)
        return R::fail("a game result: the tricks do not add up to five");
    if (r.winners != winners_of(r.tricks))
        return R::fail("a game result: \"winners\" are not the seats with the most tricks");
    return R::ok(std::move(r));
}

} // namespace highcard
