#include "engine/tschak/wire.h"

#include "engine/core/json_fields.h"
#include "engine/module.h"

#include <algorithm>
#include <iterator>
#include <map>

namespace tschak {

using json = nlohmann::json;

namespace {

const char* const kEvents[] = {"keep_started", "chose",        "revealed",  "floor_resolved",
                               "loot",         "hands_passed", "game_ended"};
static_assert(std::size(kEvents) == std::size_t(EventKind::GameEnded) + 1);

const char* const kPhases[] = {"choose", "game_over"};
static_assert(std::size(kPhases) == std::size_t(Phase::GameOver) + 1);

// Far beyond any real figure, so that a reader refuses nonsense without guessing the rules:
// 12 coins, chests of at most 14 gold, 6 rings, 14 monsters.
constexpr int kMaxPoints = 1000;
constexpr int kMaxTeamValue = 100; // three cards of at most 6, one doubled
constexpr int kMaxFloors = kKeeps * kFloors;

// Keep cards travel by code; where several share one ("T", "R", "M1") the copy follows it:
// "T#3" is the third troglodyte. They look alike, but a copy is one card: the floor that showed
// it and the seat that took it name the same card, so a bot counts the ones still unseen right
// (README, "Keep cards"). A bare shared code reads as its first copy.
std::string wire_keep(KeepId k) {
    int copy = 0, copies = 0;
    for (int other = 0; other < kKeepCards; ++other)
        if (keep_code(KeepId(other)) == keep_code(k)) {
            ++copies;
            if (other <= k) ++copy;
        }
    return copies > 1 ? keep_code(k) + "#" + std::to_string(copy) : keep_code(k);
}

std::optional<KeepId> parse_keep(const std::string& text) {
    const std::size_t hash = text.find('#');
    const std::string code = text.substr(0, hash);
    int copy = 1;
    if (hash != std::string::npos) {
        const std::string n = text.substr(hash + 1);
        if (n.size() != 1 || n[0] < '1' || n[0] > '9') return std::nullopt;
        copy = n[0] - '0';
    }
    for (int k = 0; k < kKeepCards; ++k)
        if (keep_code(KeepId(k)) == code && --copy == 0) return KeepId(k);
    return std::nullopt;
}

json codes(const std::vector<CardId>& cards) {
    return core::json_list(cards, card_code);
}
json code_lists(const std::vector<std::vector<CardId>>& lists) {
    return core::json_list(lists, codes);
}
template <class List> json keep_codes(const List& keeps) {
    return core::json_list(keeps, wire_keep);
}
json card_or_null(int c) {
    return c == kNoCard ? json() : json(card_code(CardId(c)));
}

// A list of at most `max` adventurer codes.
std::vector<CardId> read_cards(const json& list, std::size_t max, bool& ok) {
    std::vector<CardId> out;
    ok = list.is_array() && list.size() <= max;
    for (std::size_t i = 0; ok && i < list.size(); ++i) {
        const auto c = list[i].is_string() ? parse_card(list[i].get<std::string>()) : std::nullopt;
        ok = c.has_value();
        if (ok) out.push_back(*c);
    }
    return out;
}

std::vector<CardId> cards_field(core::Fields& f, const char* key, std::size_t max) {
    const json* list = f.get(key);
    if (!list) return {};
    bool ok = false;
    auto out = read_cards(*list, max, ok);
    if (!ok) f.fail(key, "a list of adventurer codes such as \"W5w\" or \"C2\"");
    return out;
}

// A list of at most `lists` lists of at most `max` adventurer codes each.
std::vector<std::vector<CardId>> card_lists_field(core::Fields& f, const char* key,
                                                  std::size_t lists, std::size_t max) {
    std::vector<std::vector<CardId>> out;
    const json* list = f.list(key);
    if (!list) return out;
    bool ok = list->size() <= lists;
    for (std::size_t i = 0; ok && i < list->size(); ++i)
        out.push_back(read_cards((*list)[i], max, ok));
    if (!ok) f.fail(key, "a list, one a seat, of lists of adventurer codes");
    return out;
}

// A list of keep-card codes; `kind` 1 wants monsters only, 2 treasures only, 0 either.
std::vector<KeepId> read_keeps(const json& list, std::size_t max, int kind, bool& ok) {
    std::vector<KeepId> out;
    ok = list.is_array() && list.size() <= max;
    for (std::size_t i = 0; ok && i < list.size(); ++i) {
        const auto k = list[i].is_string() ? parse_keep(list[i].get<std::string>()) : std::nullopt;
        ok = k && (kind == 0 || (kind == 1) == is_monster(*k));
        if (ok) out.push_back(*k);
    }
    return out;
}

const char* keeps_what(int kind) {
    return kind == 1   ? "a list of monster codes such as \"M3\" or \"T\""
           : kind == 2 ? "a list of treasure codes such as \"G4\" or \"R\""
                       : "a list of keep-card codes such as \"M3\" or \"G4\"";
}

std::vector<KeepId> keeps_field(core::Fields& f, const char* key, int kind) {
    const json* list = f.get(key);
    if (!list) return {};
    bool ok = false;
    auto out = read_keeps(*list, std::size_t(kKeepCards), kind, ok);
    if (!ok) f.fail(key, keeps_what(kind));
    return out;
}

// The three keep cards of a keep's floors, lowest first.
std::array<KeepId, kFloors> floor_keeps_field(core::Fields& f, const char* key, int kind) {
    std::array<KeepId, kFloors> out{};
    const auto read = keeps_field(f, key, kind);
    if (!f.error.empty()) return out;
    if (read.size() != std::size_t(kFloors)) {
        f.fail(key, "three keep-card codes, one a floor");
        return out;
    }
    std::copy(read.begin(), read.end(), out.begin());
    return out;
}

KeepId keep_field(core::Fields& f, const char* key, int kind) {
    const std::string code = f.text(key);
    if (!f.error.empty()) return 0;
    const auto k = parse_keep(code);
    if (!k || (kind != 0 && (kind == 1) != is_monster(*k))) {
        f.fail(key, kind == 1 ? "a monster code such as \"M3\" or \"T\""
                              : "a treasure code such as \"G4\" or \"R\"");
        return 0;
    }
    return *k;
}

// Every adventurer in `lists` at most once.
bool distinct_cards(const std::vector<const std::vector<CardId>*>& lists) {
    std::vector<bool> seen(std::size_t(kAdventurers), false);
    for (const auto* cards : lists)
        for (CardId c : *cards) {
            if (seen[c]) return false;
            seen[c] = true;
        }
    return true;
}

// No keep-card code more often than the game has cards of it.
bool keeps_within_game(const std::vector<const std::vector<KeepId>*>& lists) {
    std::map<std::string, int> left;
    for (int k = 0; k < kKeepCards; ++k) ++left[keep_code(KeepId(k))];
    for (const auto* keeps : lists)
        for (KeepId k : *keeps)
            if (--left[keep_code(k)] < 0) return false;
    return true;
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

// ---- Floors and loots -------------------------------------------------------------------------

json value_json(const TeamValue& v) {
    return {{"value", v.value}, {"chameleon", v.chameleon}, {"doubled", card_or_null(v.doubled)}};
}

bool read_value(const json& j, TeamValue& v) {
    core::Fields f{j, {}};
    v.value = int(f.integer("value", 0, kMaxTeamValue, "a team value"));
    v.chameleon = int(f.integer("chameleon", -1, kMaxTeamValue, "a value or -1"));
    const json* doubled = f.get("doubled");
    if (!f.error.empty()) return false;
    if (doubled->is_null()) {
        v.doubled = kNoCard;
        return true;
    }
    const auto c = doubled->is_string() ? parse_card(doubled->get<std::string>()) : std::nullopt;
    if (c) v.doubled = *c;
    return c.has_value();
}

json floor_json(const FloorResult& r) {
    return {{"keep", r.keep},
            {"floor", r.floor},
            {"teams", code_lists(r.teams)},
            {"values", core::json_list(r.values, value_json)},
            {"monster_to", r.monster_to},
            {"treasure_to", r.treasure_to},
            {"monster", wire_keep(r.monster)},
            {"treasure", wire_keep(r.treasure)}};
}

bool read_floor(const json& j, int players, FloorResult& r, std::string& why) {
    core::Fields f{j, {}};
    r.keep = int(f.integer("keep", 0, kKeeps - 1, "a keep (0 to 3)"));
    r.floor = int(f.integer("floor", 0, kFloors - 1, "a floor (0 to 2)"));
    r.teams = card_lists_field(f, "teams", std::size_t(players), std::size_t(kTeamSize));
    const json* values = f.list("values");
    r.monster_to = int(f.integer("monster_to", -1, players - 1, "a seat at this table or -1"));
    r.treasure_to = int(f.integer("treasure_to", -1, players - 1, "a seat at this table or -1"));
    r.monster = keep_field(f, "monster", 1);
    r.treasure = keep_field(f, "treasure", 2);
    if (f.error.empty() &&
        (r.teams.size() != std::size_t(players) || values->size() != r.teams.size()))
        f.error = "\"teams\" and \"values\" must have one entry a seat";
    for (std::size_t i = 0; f.error.empty() && i < values->size(); ++i) {
        r.values.emplace_back();
        if (!read_value((*values)[i], r.values.back()))
            f.error = "\"values\" holds a value that is not {value, chameleon, doubled}";
    }
    std::vector<const std::vector<CardId>*> teams;
    for (const auto& t : r.teams) teams.push_back(&t);
    if (f.error.empty() && !distinct_cards(teams)) f.error = "a card is in two teams";
    if (!f.error.empty()) return why = "a floor: " + f.error, false;
    return true;
}

json loot_json(const LootResult& r) {
    return {{"keep", r.keep}, {"last_cards", codes(r.last_cards)}, {"coins", r.coins}};
}

bool read_loot(const json& j, int players, LootResult& r, std::string& why) {
    core::Fields f{j, {}};
    r.keep = int(f.integer("keep", 0, kKeeps - 1, "a keep (0 to 3)"));
    r.last_cards = cards_field(f, "last_cards", std::size_t(players));
    r.coins = f.integers("coins", 0, 3, "a list of coins (0 to 3), one a seat");
    if (f.error.empty() &&
        (r.last_cards.size() != std::size_t(players) || r.coins.size() != std::size_t(players)))
        f.error = "\"last_cards\" and \"coins\" must have one entry a seat";
    if (f.error.empty() && !distinct_cards({&r.last_cards})) f.error = "a last card shown twice";
    if (!f.error.empty()) return why = "a loot: " + f.error, false;
    return true;
}

// ---- Views -----------------------------------------------------------------------------------

json seat_to_json(const SeatView& s) {
    return {{"team", codes(s.team)},
            {"chosen", s.chosen},
            {"monsters", keep_codes(s.monsters)},
            {"treasures", keep_codes(s.treasures)},
            {"coins", s.coins}};
}

bool read_seat(const json& j, SeatView& s, std::string& why) {
    core::Fields f{j, {}};
    s.team = cards_field(f, "team", std::size_t(kTeamSize));
    s.chosen = f.boolean("chosen");
    s.monsters = keeps_field(f, "monsters", 1);
    s.treasures = keeps_field(f, "treasures", 2);
    s.coins = int(f.integer("coins", 0, kMaxPoints, "a number of coins"));
    if (!f.error.empty()) return why = "a seat: " + f.error, false;
    return true;
}

// Every seat sits at one position; the other positions hold boards (-1).
bool read_seat_at(core::Fields& f, int players, std::array<int, kHands>& out) {
    const std::vector<int> at = f.integers("seat_at", -1, players - 1, "a list of seats or -1");
    if (!f.error.empty()) return false;
    bool ok = at.size() == std::size_t(kHands);
    for (int p = 0; ok && p < players; ++p) ok = std::count(at.begin(), at.end(), p) == 1;
    if (!ok) f.error = "\"seat_at\" must give four positions, each seat at one of them";
    if (ok) std::copy(at.begin(), at.end(), out.begin());
    return ok;
}

// Every adventurer a view places now lies in one place only, every keep card the seats took
// is one of the game's, and the viewer's choice comes from its hand.
bool shown_once(const View& v, std::string& why) {
    std::vector<const std::vector<CardId>*> cards{&v.my_hand};
    std::vector<const std::vector<KeepId>*> keeps;
    for (const SeatView& s : v.seats) {
        cards.push_back(&s.team);
        keeps.push_back(&s.monsters);
        keeps.push_back(&s.treasures);
    }
    for (const auto& used : v.used) cards.push_back(&used);
    if (!distinct_cards(cards)) return why = "a card is shown in two places", false;
    if (!distinct_cards({&v.my_choice}) ||
        !std::all_of(v.my_choice.begin(), v.my_choice.end(), [&](CardId c) {
            return std::find(v.my_hand.begin(), v.my_hand.end(), c) != v.my_hand.end();
        }))
        return why = "\"my_choice\" must be cards of \"my_hand\", each once", false;
    if (!keeps_within_game(keeps))
        return why = "the seats hold more of a keep card than the game has", false;
    return true;
}

bool read_history(const json* floors, const json* loots, View& v, std::string& why) {
    if (floors->size() > std::size_t(kMaxFloors) || loots->size() > std::size_t(kKeeps))
        return why = "more floors or loots than a game has", false;
    for (const json& j : *floors) {
        FloorResult r;
        if (!read_floor(j, v.players, r, why)) return false;
        v.floors.push_back(std::move(r));
    }
    for (const json& j : *loots) {
        LootResult r;
        if (!read_loot(j, v.players, r, why)) return false;
        v.loots.push_back(std::move(r));
    }
    return true;
}

// The fields after the table's size is known.
bool read_view_body(const json& j, View& v, std::string& why) {
    const int n = v.players;
    core::Fields f{j, {}};
    v.viewer = int(f.integer("viewer", -1, n - 1, "a seat at this table or -1"));
    const int phase = core::index_of(kPhases, f.text("phase"));
    v.keep = int(f.integer("keep", 0, kKeeps, "a keep (0 to 4)"));
    v.floor = int(f.integer("floor", 0, kFloors, "a floor (0 to 3)"));
    v.step = int(f.integer("step", 0, kFloors - 1, "a step (0 to 2)"));
    v.asks = int(f.integer("asks", 0, kTeamSize, "a number of cards (0 to 3)"));
    v.monsters = floor_keeps_field(f, "monsters", 1);
    v.treasures = floor_keeps_field(f, "treasures", 2);
    v.my_hand = cards_field(f, "my_hand", std::size_t(kHandSize));
    v.my_choice = cards_field(f, "my_choice", std::size_t(kTeamSize));
    const json* seats = f.list("seats");
    read_seat_at(f, n, v.seat_at);
    v.used = card_lists_field(f, "used", std::size_t(n), std::size_t(kHandSize));
    const json* floors = f.list("floors");
    const json* loots = f.list("loots");
    const json* scores = f.list("scores");
    v.winners = f.integers("winners", 0, n - 1, "a list of seats at this table");
    const std::vector<std::string> legal = f.texts("legal");
    if (f.error.empty() && phase < 0) f.fail("phase", "\"choose\" or \"game_over\"");
    if (!f.error.empty()) return why = f.error, false;
    v.phase = Phase(phase);
    if (v.viewer < 0 && !(v.my_hand.empty() && v.my_choice.empty() && legal.empty()))
        return why = "a spectator holds no hand, choice or legal action", false;
    if (seats->size() != std::size_t(n)) return why = "the view has another number of seats", false;
    if (v.used.size() != std::size_t(n)) return why = "\"used\" must have one entry a seat", false;
    for (const json& s : *seats) {
        SeatView seat;
        if (!read_seat(s, seat, why)) return false;
        v.seats.push_back(std::move(seat));
    }
    if (!read_history(floors, loots, v, why)) return false;
    if (!read_scores(scores, v.scores, why)) return false;
    if (!v.scores.empty() && v.scores.size() != std::size_t(n))
        return why = "\"scores\" must have one entry a player, or none before the end", false;
    if (!core::check_winners(v.winners, n, why) || !shown_once(v, why)) return false;
    return core::read_legal(legal, parse_action, v.legal, why);
}

// ---- Events ----------------------------------------------------------------------------------

json optional_json(const std::optional<FloorResult>& r) {
    return r ? floor_json(*r) : json();
}
json optional_json(const std::optional<LootResult>& r) {
    return r ? loot_json(*r) : json();
}

// "floor" and "loot": null or one result; a result's seats are checked against the largest table.
bool read_event_results(const json* floor, const json* loot, Event& e, std::string& why) {
    if (!floor->is_null()) {
        FloorResult r;
        const int players =
            floor->is_object() && floor->contains("teams") && (*floor)["teams"].is_array()
                ? int((*floor)["teams"].size())
                : kMaxPlayers;
        if (players < kMinPlayers || players > kMaxPlayers)
            return why = "a floor: \"teams\" must have one entry a seat (2 to 4)", false;
        if (!read_floor(*floor, players, r, why)) return false;
        e.floor = std::move(r);
    }
    if (!loot->is_null()) {
        LootResult r;
        const int players =
            loot->is_object() && loot->contains("coins") && (*loot)["coins"].is_array()
                ? int((*loot)["coins"].size())
                : kMaxPlayers;
        if (players < kMinPlayers || players > kMaxPlayers)
            return why = "a loot: \"coins\" must have one entry a seat (2 to 4)", false;
        if (!read_loot(*loot, players, r, why)) return false;
        e.loot = std::move(r);
    }
    return true;
}

// One KeepResult's seats: what each had taken and won by the end of keep `keep`.
std::vector<Seat> seats_after_keep(const State& s, int keep) {
    std::vector<Seat> seats(std::size_t(s.players()));
    for (const FloorResult& r : s.floors) {
        if (r.keep > keep) break;
        if (r.monster_to >= 0) seats[std::size_t(r.monster_to)].monsters.push_back(r.monster);
        if (r.treasure_to >= 0) seats[std::size_t(r.treasure_to)].treasures.push_back(r.treasure);
    }
    for (const LootResult& r : s.loots) {
        if (r.keep > keep) break;
        for (std::size_t p = 0; p < seats.size() && p < r.coins.size(); ++p)
            seats[p].coins += r.coins[p];
    }
    return seats;
}

} // namespace

const char* phase_key(Phase p) {
    return kPhases[int(p)];
}

// ---- Scores and the score sheet -----------------------------------------------------------------

json score_to_json(const Score& s) {
    return {{"loot", s.loot},     {"chests", s.chests},       {"rings", s.rings},
            {"trophy", s.trophy}, {"creatures", s.creatures}, {"troglodytes", s.troglodytes},
            {"elixir", s.elixir}, {"monsters", s.monsters},   {"total", s.total}};
}

core::Expected<Score> score_from_json(const json& j) {
    using R = core::Expected<Score>;
    core::Fields f{j, {}};
    Score s;
    s.loot = int(f.integer("loot", 0, kMaxPoints, "a number of coins"));
    s.chests = int(f.integer("chests", -kMaxPoints, kMaxPoints, "a number of points"));
    s.rings = int(f.integer("rings", 0, kMaxPoints, "a number of points"));
    s.trophy = int(f.integer("trophy", 0, kMaxPoints, "a number of points"));
    s.creatures = int(f.integer("creatures", -kMaxPoints, 0, "a number of points (0 or less)"));
    s.troglodytes = int(f.integer("troglodytes", -kMaxPoints, 0, "a number of points (0 or less)"));
    s.elixir = int(f.integer("elixir", 0, kMaxPoints, "a number of points"));
    s.monsters = int(f.integer("monsters", 0, kMonsters, "a number of monster cards"));
    s.total = int(f.integer("total", -kMaxPoints, kMaxPoints, "a number of points"));
    if (!f.error.empty()) return R::fail("a score: " + f.error);
    // "elixir" is shown, not added: the parts it cancelled are already left out (score_of).
    if (s.loot + s.chests + s.rings + s.trophy + s.creatures + s.troglodytes != s.total)
        return R::fail("a score: \"total\" is not the sum of its parts");
    return R::ok(s);
}

std::vector<KeepResult> results_of(const State& s) {
    std::vector<KeepResult> out;
    for (int keep = 0; keep < int(s.loots.size()); ++keep) {
        KeepResult r;
        r.keep = keep;
        for (const Seat& seat : seats_after_keep(s, keep))
            r.scores.push_back(score_of(seat, s.players()));
        r.final = keep == kKeeps - 1;
        if (r.final) r.winners = winners_of(r.scores);
        out.push_back(std::move(r));
    }
    return out;
}

json result_to_json(const KeepResult& r) {
    return {{"keep", r.keep},
            {"scores", scores_json(r.scores)},
            {"final", r.final},
            {"winners", r.winners}};
}

core::Expected<KeepResult> result_from_json(const json& j) {
    using R = core::Expected<KeepResult>;
    core::Fields f{j, {}};
    KeepResult r;
    r.keep = int(f.integer("keep", 0, kKeeps - 1, "a keep (0 to 3)"));
    const json* scores = f.list("scores");
    r.final = f.boolean("final");
    r.winners = f.integers("winners", 0, kMaxPlayers - 1, "a list of seats");
    if (!f.error.empty()) return R::fail("a keep's result: " + f.error);
    std::string why;
    if (!read_scores(scores, r.scores, why)) return R::fail("a keep's result: " + why);
    const int players = int(r.scores.size());
    if (players < kMinPlayers)
        return R::fail("a keep's result: \"scores\" must have one entry a player (2 to 4)");
    if (r.final != (r.keep == kKeeps - 1))
        return R::fail("a keep's result: only the fourth keep's is final");
    if (!core::check_winners(r.winners, players, why)) return R::fail("a keep's result: " + why);
    if (r.final == r.winners.empty())
        return R::fail("a keep's result: the final one names the winners, the others none");
    return R::ok(std::move(r));
}

// ---- Views and events ---------------------------------------------------------------------------

json view_to_json(const View& v) {
    return {{"v", games::kWireVersion},
            {"viewer", v.viewer},
            {"players", v.players},
            {"phase", phase_key(v.phase)},
            {"keep", v.keep},
            {"floor", v.floor},
            {"step", v.step},
            {"asks", v.asks},
            {"monsters", keep_codes(v.monsters)},
            {"treasures", keep_codes(v.treasures)},
            {"my_hand", codes(v.my_hand)},
            {"my_choice", codes(v.my_choice)},
            {"seats", core::json_list(v.seats, seat_to_json)},
            {"seat_at", v.seat_at},
            {"used", code_lists(v.used)},
            {"floors", core::json_list(v.floors, floor_json)},
            {"loots", core::json_list(v.loots, loot_json)},
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
            {"count", e.count},
            {"cards", codes(e.cards)},
            {"teams", code_lists(e.teams)},
            {"monsters", keep_codes(e.monsters)},
            {"treasures", keep_codes(e.treasures)},
            {"floor", optional_json(e.floor)},
            {"loot", optional_json(e.loot)},
            {"scores", scores_json(e.scores)},
            {"winners", e.winners}};
}

core::Expected<Event> event_from_json(const json& j) {
    using R = core::Expected<Event>;
    core::Fields f{j, {}};
    f.integer("v", games::kWireVersion, games::kWireVersion, "this build's event version");
    Event e;
    const int kind = core::index_of(kEvents, f.text("kind"));
    e.seat = int(f.integer("seat", -1, kMaxPlayers - 1, "a seat or -1"));
    e.index = int(f.integer("index", 0, kKeeps, "a keep (0 to 4)"));
    e.count = int(f.integer("count", 0, kTeamSize, "a number of cards (0 to 3)"));
    e.cards = cards_field(f, "cards", std::size_t(kTeamSize));
    e.teams = card_lists_field(f, "teams", std::size_t(kMaxPlayers), std::size_t(kTeamSize));
    // Only "keep_started" fills these; other events carry the blank ones, any keep card.
    e.monsters = floor_keeps_field(f, "monsters", 0);
    e.treasures = floor_keeps_field(f, "treasures", 0);
    const json* floor = f.get("floor");
    const json* loot = f.get("loot");
    const json* scores = f.list("scores");
    e.winners = f.integers("winners", 0, kMaxPlayers - 1, "a list of seats");
    if (f.error.empty() && kind < 0) f.fail("kind", "a known kind of event");
    if (!f.error.empty()) return R::fail("an event: " + f.error);
    e.kind = EventKind(kind);
    std::vector<const std::vector<CardId>*> teams{&e.cards};
    std::string why;
    if (!distinct_cards(teams)) return R::fail("an event: a card is shown twice");
    teams.clear();
    for (const auto& t : e.teams) teams.push_back(&t);
    if (!distinct_cards(teams)) return R::fail("an event: a card is in two teams");
    if (!read_event_results(floor, loot, e, why)) return R::fail("an event: " + why);
    if (!read_scores(scores, e.scores, why)) return R::fail("an event: " + why);
    if (!core::check_winners(e.winners, kMaxPlayers, why)) return R::fail("an event: " + why);
    return R::ok(std::move(e));
}

} // namespace tschak
