// Tschak!'s rules: the deal, a floor's secret choices and reveal, monsters and treasures, the
// loot, passing the hands and the scoring. Each rule cites the README section that states it
// (src/engine/tschak/README.md).
#include "engine/tschak/tschak.h"

#include <algorithm>
#include <numeric>

namespace tschak {
namespace {

using Fail = core::Expected<State>;

Event event(EventKind kind, int seat = -1) {
    Event e;
    e.kind = kind;
    e.seat = seat;
    return e;
}

void sort_cards(std::vector<CardId>& cards) {
    std::sort(cards.begin(), cards.end());
}

core::Expected<State> make_state(const core::Setup& setup, std::uint64_t seed) {
    const int n = int(setup.seats.size());
    if (n < kMinPlayers || n > kMaxPlayers)
        return Fail::fail("Tschak! is for 2 to 4 players, not " + std::to_string(n));
    if (setup.variant != 0) return Fail::fail("Tschak! has no variants");
    State s;
    s.setup = setup;
    s.seed = seed;
    s.rng = core::Rng(seed);
    s.seats.resize(std::size_t(n));
    s.used.resize(std::size_t(n));
    s.seat_at = seating(n);
    return core::Expected<State>::ok(std::move(s));
}

// README, "Deal": each type shuffled and dealt three to every hand (boards too), one artefact
// each.
void deal(State& s) {
    const int firsts[] = {0, 12, 24, 36};
    const int each[] = {3, 3, 3, 1};
    for (int t = 0; t < kTypes; ++t) {
        core::Deck deck = core::shuffled_deck(std::size_t(each[t] * kHands), s.rng);
        const auto dealt = core::deal_one_by_one(deck, kHands, each[t], 0);
        for (int p = 0; p < kHands; ++p)
            for (CardId c : dealt[std::size_t(p)])
                s.hands[std::size_t(p)].push_back(CardId(c + firsts[t]));
    }
    for (auto& hand : s.hands) sort_cards(hand);
}

// README, "Keep cards": each keep takes a monster and a treasure a floor from the two piles.
void start_keep(State& s, std::vector<Event>& events) {
    Event e = event(EventKind::KeepStarted);
    e.index = s.keep;
    for (int f = 0; f < kFloors; ++f) {
        s.monsters[std::size_t(f)] = s.monster_pile.back();
        s.monster_pile.pop_back();
        s.treasures[std::size_t(f)] = s.treasure_pile.back();
        s.treasure_pile.pop_back();
    }
    e.monsters = s.monsters;
    e.treasures = s.treasures;
    s.floor = s.step = 0;
    events.push_back(e);
}

std::vector<KeepId> pile(int first, int count, core::Rng* rng) {
    std::vector<KeepId> cards;
    for (int k = first; k < first + count; ++k) cards.push_back(KeepId(k));
    if (rng) rng->shuffle(cards);
    return cards;
}

// The floor's weakest and strongest teams (README, "Monsters and treasures", "Ties").
// `sign` +1 finds the strongest, -1 the weakest; -1 when every team ties through the whole order.
int extreme_team(const std::vector<std::vector<CardId>>& teams,
                 const std::vector<TeamValue>& values, int sign) {
    int best = 0;
    bool tied = false;
    for (int t = 1; t < int(teams.size()); ++t) {
        int cmp = values[std::size_t(t)].value - values[std::size_t(best)].value;
        if (cmp == 0) cmp = compare_ties(teams[std::size_t(t)], teams[std::size_t(best)]);
        cmp *= sign;
        if (cmp > 0)
            best = t, tied = false;
        else if (cmp == 0)
            tied = true;
    }
    return tied ? -1 : best;
}

} // namespace

int tie_rival(const FloorResult& r, bool monster) {
    const int taker = monster ? r.monster_to : r.treasure_to;
    if (taker < 0 || taker >= int(r.values.size())) return -1;
    const int sign = monster ? -1 : +1;
    int rival = -1;
    for (int t = 0; t < int(r.teams.size()); ++t) {
        if (t == taker || r.values[std::size_t(t)].value != r.values[std::size_t(taker)].value)
            continue;
        // The closest in the tie order: the next weakest above a monster's taker, the next
        // strongest below a treasure's.
        if (rival < 0 ||
            sign * compare_ties(r.teams[std::size_t(t)], r.teams[std::size_t(rival)]) > 0)
            rival = t;
    }
    return rival;
}

namespace {

void resolve_floor(State& s, std::vector<Event>& events) {
    FloorResult r;
    r.keep = s.keep;
    r.floor = s.floor;
    for (const Seat& seat : s.seats) r.teams.push_back(seat.team);
    for (int p = 0; p < s.players(); ++p) r.values.push_back(team_value(r.teams, p));
    r.monster = s.monsters[std::size_t(s.floor)];
    r.treasure = s.treasures[std::size_t(s.floor)];
    r.monster_to = extreme_team(r.teams, r.values, -1);
    r.treasure_to = extreme_team(r.teams, r.values, +1);
    if (r.monster_to >= 0)
        s.seats[std::size_t(r.monster_to)].monsters.push_back(r.monster);
    else
        s.out.push_back(r.monster);
    if (r.treasure_to >= 0)
        s.seats[std::size_t(r.treasure_to)].treasures.push_back(r.treasure);
    else
        s.out.push_back(r.treasure);
    for (int p = 0; p < s.players(); ++p) {
        auto& used = s.used[std::size_t(p)];
        auto& team = s.seats[std::size_t(p)].team;
        used.insert(used.end(), team.begin(), team.end());
        team.clear();
    }
    Event e = event(EventKind::FloorResolved);
    e.floor = r;
    s.floors.push_back(r);
    events.push_back(e);
}

// README, "Loot": the last card in hand; 3, 2, 1 coins by rank (2 players: 2 for the best); a
// Chameleon or an artefact wins nothing.
void share_loot(State& s, std::vector<Event>& events) {
    LootResult r;
    r.keep = s.keep;
    const int n = s.players();
    std::vector<int> order;
    for (int p = 0; p < n; ++p) {
        r.last_cards.push_back(s.hand_of(p).front());
        order.push_back(p);
    }
    std::sort(order.begin(), order.end(), [&](int a, int b) {
        return loot_rank(r.last_cards[std::size_t(a)]) > loot_rank(r.last_cards[std::size_t(b)]);
    });
    const std::vector<int> hauls = n == 2 ? std::vector<int>{2} : std::vector<int>{3, 2, 1};
    r.coins.assign(std::size_t(n), 0);
    for (std::size_t i = 0; i < hauls.size() && i < order.size(); ++i) {
        const int p = order[i];
        if (loot_rank(r.last_cards[std::size_t(p)]) < 0) break;
        r.coins[std::size_t(p)] = hauls[i];
        s.seats[std::size_t(p)].coins += hauls[i];
    }
    Event e = event(EventKind::Loot);
    e.loot = r;
    s.loots.push_back(r);
    events.push_back(e);
}

// README, "Passing": after the loot a player's ten cards come together again.
void gather_hands(State& s) {
    for (int p = 0; p < s.players(); ++p) {
        auto& hand = s.hands[std::size_t(s.position_of(p))];
        auto& used = s.used[std::size_t(p)];
        hand.insert(hand.end(), used.begin(), used.end());
        used.clear();
        sort_cards(hand);
    }
}

// README, "Passing": every hand moves one position left, boards counting as neighbours.
void pass_hands(State& s, std::vector<Event>& events) {
    std::array<std::vector<CardId>, kHands> moved;
    for (int p = 0; p < kHands; ++p)
        moved[std::size_t((p + 1) % kHands)] = std::move(s.hands[std::size_t(p)]);
    s.hands = std::move(moved);
    events.push_back(event(EventKind::HandsPassed));
}

void end_game(State& s, std::vector<Event>& events) {
    for (const Seat& seat : s.seats) s.scores.push_back(score_of(seat, s.players()));
    s.winners = winners_of(s.scores);
    s.phase = Phase::GameOver;
    Event e = event(EventKind::GameEnded);
    e.scores = s.scores;
    e.winners = s.winners;
    events.push_back(e);
}

// Everyone has chosen: all reveal at once (README, "Floors"), then the floor, the keep and the
// game move on as far as they are complete.
void reveal(State& s, std::vector<Event>& events) {
    Event e = event(EventKind::Revealed);
    for (int p = 0; p < s.players(); ++p) {
        Seat& seat = s.seats[std::size_t(p)];
        auto& hand = s.hands[std::size_t(s.position_of(p))];
        for (CardId c : seat.chosen) hand.erase(std::find(hand.begin(), hand.end(), c));
        seat.team.insert(seat.team.end(), seat.chosen.begin(), seat.chosen.end());
        e.teams.push_back(seat.chosen);
        seat.chosen.clear();
    }
    events.push_back(e);
    if (++s.step < int(floor_steps(s.floor).size())) return;
    resolve_floor(s, events);
    s.step = 0;
    if (++s.floor < kFloors) return;
    share_loot(s, events);
    gather_hands(s);
    if (++s.keep == kKeeps) {
        end_game(s, events);
        return;
    }
    pass_hands(s, events);
    start_keep(s, events);
}

// Every set of `k` cards from `hand` (ascending ids).
void subsets(const std::vector<CardId>& hand, int k, std::size_t from, std::vector<CardId>& picked,
             std::vector<std::vector<CardId>>& out) {
    if (int(picked.size()) == k) {
        out.push_back(picked);
        return;
    }
    for (std::size_t i = from; i < hand.size(); ++i) {
        picked.push_back(hand[i]);
        subsets(hand, k, i + 1, picked, out);
        picked.pop_back();
    }
}

} // namespace

const std::vector<int>& floor_steps(int floor) {
    static const std::vector<int> steps[kFloors] = {{1, 1, 1}, {1, 2}, {3}};
    return steps[std::clamp(floor, 0, kFloors - 1)];
}

std::array<int, kHands> seating(int players) {
    if (players == 2) return {0, -1, 1, -1};
    if (players == 3) return {0, 1, 2, -1};
    return {0, 1, 2, 3};
}

int State::position_of(int seat) const {
    for (int p = 0; p < kHands; ++p)
        if (seat_at[std::size_t(p)] == seat) return p;
    return 0;
}

core::Expected<State> new_game(const core::Setup& setup, std::uint64_t seed) {
    auto made = make_state(setup, seed);
    if (!made) return made;
    State s = std::move(made.value());
    deal(s);
    s.monster_pile = pile(0, kMonsters, &s.rng);
    s.treasure_pile = pile(kMonsters, kKeepCards - kMonsters, &s.rng);
    std::vector<Event> ignored;
    start_keep(s, ignored);
    return core::Expected<State>::ok(std::move(s));
}

core::Expected<State> new_game_with(const core::Setup& setup, std::uint64_t seed,
                                    const std::array<std::vector<CardId>, kHands>& hands,
                                    const std::array<KeepId, kFloors>& monsters,
                                    const std::array<KeepId, kFloors>& treasures) {
    auto made = make_state(setup, seed);
    if (!made) return made;
    State s = std::move(made.value());
    std::vector<int> seen(kAdventurers, 0);
    for (int p = 0; p < kHands; ++p) {
        if (hands[std::size_t(p)].size() != std::size_t(kHandSize))
            return Fail::fail("every hand holds 10 cards");
        for (CardId c : hands[std::size_t(p)])
            if (c >= kAdventurers || seen[c]++)
                return Fail::fail("a card is not in the game or twice");
        s.hands[std::size_t(p)] = hands[std::size_t(p)];
        sort_cards(s.hands[std::size_t(p)]);
    }
    std::vector<int> keep_seen(kKeepCards, 0);
    for (int f = 0; f < kFloors; ++f) {
        const KeepId m = monsters[std::size_t(f)], t = treasures[std::size_t(f)];
        if (m >= kMonsters || t < kMonsters || t >= kKeepCards || keep_seen[m]++ || keep_seen[t]++)
            return Fail::fail("a keep needs three monsters and three treasures, each once");
    }
    for (int k = kKeepCards - 1; k >= 0; --k) {
        if (keep_seen[std::size_t(k)]) continue;
        (is_monster(KeepId(k)) ? s.monster_pile : s.treasure_pile)
            .insert((is_monster(KeepId(k)) ? s.monster_pile : s.treasure_pile).begin(), KeepId(k));
    }
    // The given keep goes on top of the piles, so start_keep draws it.
    for (int f = kFloors - 1; f >= 0; --f) {
        s.monster_pile.push_back(monsters[std::size_t(f)]);
        s.treasure_pile.push_back(treasures[std::size_t(f)]);
    }
    std::vector<Event> ignored;
    start_keep(s, ignored);
    return core::Expected<State>::ok(std::move(s));
}

// ---- Choosing (README, "Floors", "Teams") -----------------------------------------------------

std::vector<int> waiting_for(const State& s) {
    std::vector<int> seats;
    if (s.phase == Phase::GameOver) return seats;
    for (int p = 0; p < s.players(); ++p)
        if (s.seats[std::size_t(p)].chosen.empty()) seats.push_back(p);
    return seats;
}

std::string refusal(const State& s, int seat, const Action& a) {
    if (s.phase == Phase::GameOver) return core::refuse(core::kGameOver);
    if (seat < 0 || seat >= s.players()) return core::refuse(core::kNotAPlayer);
    const Seat& me = s.seats[std::size_t(seat)];
    // README, "Secret choices": a choice made is final until the reveal.
    if (!me.chosen.empty()) return core::refuse(kRefusedAlreadyChosen);
    const int asks = s.asks();
    if (int(a.cards.size()) != asks) return core::refuse(kRefusedChooseCount, {asks});
    const auto& hand = s.hand_of(seat);
    for (CardId c : a.cards)
        if (std::find(hand.begin(), hand.end(), c) == hand.end())
            return core::refuse(kRefusedNotHeld, {int(c)});
    std::vector<CardId> team = me.team;
    team.insert(team.end(), a.cards.begin(), a.cards.end());
    // README, "Floors": three cards of three different types.
    if (!valid_team_so_far(team)) return core::refuse(kRefusedTeamTypes);
    return "";
}

Outcome apply(State& s, int seat, const Action& a) {
    Outcome out;
    out.rejection = refusal(s, seat, a);
    if (!out.rejection.empty()) return out;
    out.ok = true;
    s.seats[std::size_t(seat)].chosen = a.cards;
    Event e = event(EventKind::Chose, seat);
    e.count = int(a.cards.size());
    e.cards = a.cards;
    out.events.push_back(e);
    if (waiting_for(s).empty()) reveal(s, out.events);
    s.log.push_back({std::uint8_t(seat), a.encode()});
    return out;
}

std::vector<Action> legal(const State& s, int seat) {
    std::vector<Action> out;
    if (s.phase == Phase::GameOver || seat < 0 || seat >= s.players()) return out;
    const Seat& me = s.seats[std::size_t(seat)];
    if (!me.chosen.empty()) return out;
    std::vector<std::vector<CardId>> sets;
    std::vector<CardId> picked;
    subsets(s.hand_of(seat), s.asks(), 0, picked, sets);
    for (const auto& cards : sets) {
        std::vector<CardId> team = me.team;
        team.insert(team.end(), cards.begin(), cards.end());
        if (valid_team_so_far(team)) out.push_back(Action::choose(cards));
    }
    return out;
}

// ---- Scoring (README, "Scoring") --------------------------------------------------------------

Score score_of(const Seat& seat, int players) {
    Score sc;
    sc.loot = seat.coins;
    int rings = 0;
    bool trophy = false, elixir = false;
    for (KeepId t : seat.treasures) {
        switch (keep_kind(t)) {
        case KeepKind::Chest:
        case KeepKind::CursedChest:
            sc.chests += keep_points(t);
            break;
        case KeepKind::Ring:
            ++rings;
            break;
        case KeepKind::Trophy:
            trophy = true;
            break;
        case KeepKind::Elixir:
            elixir = true;
            break;
        default:
            break;
        }
    }
    sc.rings = rings * rings;
    std::vector<int> skulls;
    int troglodytes = 0;
    for (KeepId m : seat.monsters) {
        if (keep_kind(m) == KeepKind::Troglodyte)
            ++troglodytes;
        else
            skulls.push_back(-keep_points(m));
    }
    // README, "Decisions": the elixir cancels the monster that costs its holder the most.
    if (elixir && (troglodytes > 0 || !skulls.empty())) {
        const auto worst = std::max_element(skulls.begin(), skulls.end());
        const int creature_cost = worst == skulls.end() ? 0 : *worst;
        const int troglodyte_cost = troglodytes > 0 ? 2 * troglodytes - 1 : 0;
        if (creature_cost >= troglodyte_cost) {
            sc.elixir = creature_cost;
            skulls.erase(worst);
        } else {
            sc.elixir = troglodyte_cost;
            --troglodytes;
        }
    }
    sc.monsters = int(skulls.size()) + troglodytes;
    sc.creatures = -std::accumulate(skulls.begin(), skulls.end(), 0);
    sc.troglodytes = -troglodytes * troglodytes;
    if (trophy) sc.trophy = (players == 2 ? 1 : 2) * sc.monsters;
    sc.total = sc.loot + sc.chests + sc.rings + sc.trophy + sc.creatures + sc.troglodytes;
    return sc;
}

std::vector<int> winners_of(const std::vector<Score>& scores) {
    std::vector<int> winners;
    for (int p = 0; p < int(scores.size()); ++p) {
        if (winners.empty()) {
            winners.push_back(p);
            continue;
        }
        const Score& best = scores[std::size_t(winners[0])];
        const Score& mine = scores[std::size_t(p)];
        const int cmp =
            mine.total != best.total ? mine.total - best.total : best.monsters - mine.monsters;
        if (cmp > 0)
            winners = {p};
        else if (cmp == 0)
            winners.push_back(p);
    }
    return winners;
}

// ---- Views ------------------------------------------------------------------------------------

View view(const State& s, int seat) {
    View v;
    v.viewer = seat >= 0 && seat < s.players() ? seat : -1;
    v.players = s.players();
    v.phase = s.phase;
    v.keep = s.keep;
    v.floor = s.floor;
    v.step = s.step;
    v.asks = s.phase == Phase::GameOver ? 0 : s.asks();
    v.monsters = s.monsters;
    v.treasures = s.treasures;
    if (v.viewer >= 0) {
        v.my_hand = s.hand_of(seat);
        v.my_choice = s.seats[std::size_t(seat)].chosen;
    }
    for (const Seat& p : s.seats)
        v.seats.push_back({p.team, !p.chosen.empty(), p.monsters, p.treasures, p.coins});
    v.seat_at = s.seat_at;
    v.used = s.used;
    v.floors = s.floors;
    v.loots = s.loots;
    v.scores = s.scores;
    v.winners = s.winners;
    if (v.viewer >= 0) v.legal = legal(s, seat);
    return v;
}

std::vector<CardId> unseen_cards(const View& v) {
    std::vector<int> seen(kAdventurers, 0);
    for (CardId c : v.my_hand) seen[c] = 1;
    for (const SeatView& p : v.seats)
        for (CardId c : p.team) seen[c] = 1;
    for (const auto& used : v.used)
        for (CardId c : used) seen[c] = 1;
    std::vector<CardId> unseen;
    for (int c = 0; c < kAdventurers; ++c)
        if (!seen[std::size_t(c)]) unseen.push_back(CardId(c));
    return unseen;
}

bool cards_conserved(const State& s, std::string* why) {
    std::vector<int> seen(kAdventurers, 0);
    bool ok = true;
    auto fail = [&](const std::string& text) {
        if (why && ok) *why = text;
        ok = false;
    };
    auto count = [&](CardId c) {
        if (c >= kAdventurers || seen[c]++) fail("card " + std::to_string(c) + " twice or unknown");
    };
    for (const auto& hand : s.hands)
        for (CardId c : hand) count(c);
    for (int p = 0; p < s.players(); ++p) {
        for (CardId c : s.seats[std::size_t(p)].team) count(c);
        for (CardId c : s.used[std::size_t(p)]) count(c);
        const auto& hand = s.hand_of(p);
        for (CardId c : s.seats[std::size_t(p)].chosen)
            if (std::find(hand.begin(), hand.end(), c) == hand.end())
                fail("a chosen card is not in its hand");
    }
    if (ok && std::count(seen.begin(), seen.end(), 1) != kAdventurers)
        fail("an adventurer is missing");
    std::vector<int> keep_seen(kKeepCards, 0);
    auto count_keep = [&](KeepId k) {
        if (k >= kKeepCards || keep_seen[k]++)
            fail("keep card " + std::to_string(k) + " twice or unknown");
    };
    for (KeepId k : s.monster_pile) count_keep(k);
    for (KeepId k : s.treasure_pile) count_keep(k);
    for (KeepId k : s.out) count_keep(k);
    for (const Seat& p : s.seats) {
        for (KeepId k : p.monsters) count_keep(k);
        for (KeepId k : p.treasures) count_keep(k);
    }
    if (s.phase != Phase::GameOver)
        for (int f = s.floor; f < kFloors; ++f) {
            count_keep(s.monsters[std::size_t(f)]);
            count_keep(s.treasures[std::size_t(f)]);
        }
    if (ok && std::count(keep_seen.begin(), keep_seen.end(), 1) != kKeepCards)
        fail("a keep card is missing");
    return ok;
}

} // namespace tschak
