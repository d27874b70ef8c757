// Tschak! bots: three levels that read only their seat's view (tschak.h, "Bots"; README, "Bots").
//   casual  a random legal choice, leaning to weak cards on floors whose treasure is worth little
//   good    plans the rest of the keep (every way to form its teams and keep a last card) and
//           weighs each floor's treasure and monster against how strong the others may be
//   expert  deals what it has not seen at random many times (sample_state), lets the good planner
//           form the others' teams in each deal, and plays the plan that gains it the most
//           points over the others across the deals
#include "engine/tschak/tschak.h"

#include <algorithm>
#include <cmath>

namespace tschak {

namespace {

// ---- Cards at a glance (README, "Adventurers", "Ties", "Loot") ---------------------------------
struct CardFacts {
    int type = 0;  // Type as an int
    int value = 0; // printed value, 0 for a Chameleon or an artefact
    int tie = 0;   // rank within its type for the tie order
    int loot = -1; // loot_rank
};

int tie_rank_of(CardId c) {
    if (is_chameleon(c)) return 1;
    const Gear g = gear_of(c);
    const int gear = g == Gear::Axe || g == Gear::Wand ? 2 : g == Gear::Plain ? 1 : 0;
    return 2 + printed_value(c) * 3 + gear;
}

const CardFacts& facts(CardId c) {
    static const std::array<CardFacts, kAdventurers> table = [] {
        std::array<CardFacts, kAdventurers> t{};
        for (int i = 0; i < kAdventurers; ++i) {
            const CardId c = CardId(i);
            t[std::size_t(i)] = {int(type_of(c)), printed_value(c), tie_rank_of(c), loot_rank(c)};
        }
        return t;
    }();
    return table[c];
}

constexpr int kArtefactType = int(Type::Artefact);
constexpr int kWizardType = int(Type::Wizard);

// ---- Keep cards held: the points they make (README, "Scoring", "Decisions") -------------------
struct Holdings {
    int coins = 0, chests = 0, rings = 0, troglodytes = 0;
    bool trophy = false, elixir = false;
    std::array<int, 5> skulls{}; // creatures held by their skulls, 1..4

    void take(KeepId k) {
        switch (keep_kind(k)) {
        case KeepKind::Creature:
            ++skulls[std::size_t(-keep_points(k))];
            break;
        case KeepKind::Troglodyte:
            ++troglodytes;
            break;
        case KeepKind::Chest:
        case KeepKind::CursedChest:
            chests += keep_points(k);
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
        }
    }
    // The same total as score_of, without building a Seat.
    int points(int players) const {
        int creatures = 0, count = 0, worst = 0;
        for (int s = 1; s <= 4; ++s) {
            creatures += s * skulls[std::size_t(s)];
            count += skulls[std::size_t(s)];
            if (skulls[std::size_t(s)]) worst = s;
        }
        int trogs = troglodytes;
        if (elixir && (trogs > 0 || count > 0)) {
            if (worst >= (trogs > 0 ? 2 * trogs - 1 : 0)) {
                creatures -= worst;
                --count;
            } else {
                --trogs;
            }
        }
        const int monsters = count + trogs;
        const int trophy_points = trophy ? (players == 2 ? 1 : 2) * monsters : 0;
        return coins + chests + rings * rings + trophy_points - creatures - trogs * trogs;
    }
};

Holdings holdings_of(const SeatView& s) {
    Holdings h;
    h.coins = s.coins;
    for (KeepId k : s.monsters) h.take(k);
    for (KeepId k : s.treasures) h.take(k);
    return h;
}

// ---- Plans: every way to finish this keep's teams, and the last card ---------------------------
struct Plan {
    std::array<std::array<CardId, kTeamSize>, kFloors> teams{}; // whole teams, current floor on
    CardId last = kNoCard;
};

class PlanMaker {
public:
    PlanMaker(const std::vector<CardId>& hand, const std::vector<CardId>& team, int floor)
        : hand_(hand), team_(team), first_(floor) {}

    std::vector<Plan> all() {
        unsigned types = 0;
        for (std::size_t i = 0; i < team_.size(); ++i) {
            plan_.teams[std::size_t(first_)][i] = team_[i];
            types |= 1u << facts(team_[i]).type;
        }
        pick(first_, int(team_.size()), 0, types, 0);
        return std::move(out_);
    }

private:
    // README, "Floors": three cards of three different types on every floor.
    void pick(int floor, int filled, std::size_t from, unsigned types, unsigned used) {
        if (filled == kTeamSize) {
            if (floor + 1 < kFloors) return pick(floor + 1, 0, 0, 0, used);
            finish(used);
            return;
        }
        for (std::size_t i = from; i < hand_.size(); ++i) {
            const unsigned type = 1u << facts(hand_[i]).type;
            if ((used >> i & 1u) || (types & type)) continue;
            plan_.teams[std::size_t(floor)][std::size_t(filled)] = hand_[i];
            pick(floor, filled + 1, i + 1, types | type, used | 1u << i);
        }
    }
    void finish(unsigned used) {
        int left = 0;
        for (std::size_t i = 0; i < hand_.size(); ++i)
            if (!(used >> i & 1u)) ++left, plan_.last = hand_[i];
        if (left == 1) out_.push_back(plan_);
    }

    const std::vector<CardId>& hand_;
    const std::vector<CardId>& team_;
    int first_;
    Plan plan_;
    std::vector<Plan> out_;
};

// What the plan plays now: the cards it adds to this floor, the weakest first when the step asks
// for fewer (README, "Floors": floor 1 one card at a time, floor 2 one then two).
Action action_of(const Plan& p, const View& v) {
    const auto& team = p.teams[std::size_t(v.floor)];
    std::vector<CardId> adds(team.begin() + long(v.seats[std::size_t(v.viewer)].team.size()),
                             team.end());
    std::stable_sort(adds.begin(), adds.end(), [](CardId a, CardId b) {
        return facts(a).value * 64 + a < facts(b).value * 64 + b;
    });
    adds.resize(std::size_t(v.asks));
    return Action::choose(adds);
}

bool is_legal(const View& v, const Action& a) {
    return std::find(v.legal.begin(), v.legal.end(), a) != v.legal.end();
}

// ---- Team strength (README, "Team values", "Ties") ---------------------------------------------
// A team's value with a Chameleon worth `chameleon`.
int team_value_with(const CardId* cards, int n, int chameleon) {
    int value = 0, weakest = -1;
    bool artefact = false;
    for (int i = 0; i < n; ++i) {
        const CardFacts& f = facts(cards[i]);
        if (f.type == kArtefactType) {
            artefact = true;
            continue;
        }
        const int v = is_chameleon(cards[i]) ? chameleon : f.value;
        value += v;
        if (weakest < 0 || v < weakest) weakest = v;
    }
    return artefact && weakest >= 0 ? value + weakest : value;
}

int strongest_wizard(const CardId* cards, int n) {
    int best = 0;
    for (int i = 0; i < n; ++i)
        if (facts(cards[i]).type == kWizardType) best = std::max(best, facts(cards[i]).value);
    return best;
}

// One number ordering teams as the floor does: the value, then the tie order's ranks.
long strength_key(const CardId* cards, int chameleon) {
    std::array<int, 3> ranks{};
    for (int i = 0; i < kTeamSize; ++i) {
        const CardFacts& f = facts(cards[i]);
        if (f.type != kArtefactType) ranks[std::size_t(f.type)] = f.tie;
    }
    return long(team_value_with(cards, kTeamSize, chameleon)) * 1000000L + ranks[0] * 10000L +
           ranks[1] * 100L + ranks[2];
}

double logistic(double x) {
    return 1.0 / (1.0 + std::exp(-x));
}

// ---- The good planner: each plan judged by how likely each floor is won or lost ----------------
struct Weighing {
    double treasure_noise = 0.0; // the expert's view of a good player: a little unpredictable
};

double marginal(const Holdings& h, KeepId k, int players, int keep) {
    Holdings after = h;
    after.take(k);
    double gain = after.points(players) - h.points(players);
    // Later keeps bring more monsters for the trophy and for the elixir to cancel.
    const double later = double(kKeeps - 1 - keep);
    if (keep_kind(k) == KeepKind::Trophy) gain += (players == 2 ? 0.5 : 1.0) * later;
    if (keep_kind(k) == KeepKind::Elixir) gain += 0.7 * later;
    return gain;
}

// The expected value of the others' teams on a floor: what they revealed and about 3 a card
// still to come.
struct Rivals {
    double strongest = 9, weakest = 9;
};
Rivals rivals_on(const View& v, int floor) {
    const int others = v.players - 1;
    Rivals r;
    const double spread = 1.3 * double(others - 1);
    r.strongest = 9 + spread;
    r.weakest = 9 - spread;
    if (floor != v.floor) return r;
    bool any = false;
    for (int p = 0; p < v.players; ++p) {
        if (p == v.viewer) continue;
        const auto& team = v.seats[std::size_t(p)].team;
        if (team.empty()) continue;
        const double est = team_value_with(team.data(), int(team.size()), 3) +
                           3.0 * double(kTeamSize - int(team.size()));
        if (!any) r.strongest = r.weakest = est;
        r.strongest = std::max(r.strongest, est);
        r.weakest = std::min(r.weakest, est);
        any = true;
    }
    return r;
}

struct FloorStakes {
    double treasure = 0, monster = 0;
    Rivals rivals;
    int chameleon = 3;
};

std::array<FloorStakes, kFloors> stakes_of(const View& v, const Weighing& w, core::Rng* rng) {
    const Holdings mine = holdings_of(v.seats[std::size_t(v.viewer)]);
    std::array<FloorStakes, kFloors> out{};
    for (int f = v.floor; f < kFloors; ++f) {
        FloorStakes& s = out[std::size_t(f)];
        s.treasure = marginal(mine, v.treasures[std::size_t(f)], v.players, v.keep);
        s.monster = -marginal(mine, v.monsters[std::size_t(f)], v.players, v.keep);
        if (rng && w.treasure_noise > 0) {
            const double u = double(rng->below(1000)) / 1000.0 - 0.5;
            s.treasure *= 1.0 + w.treasure_noise * u;
        }
        s.rivals = rivals_on(v, f);
        if (f == v.floor) {
            int wizard = 0;
            for (int p = 0; p < v.players; ++p) {
                if (p == v.viewer) continue;
                const auto& team = v.seats[std::size_t(p)].team;
                wizard = std::max(wizard, strongest_wizard(team.data(), int(team.size())));
            }
            s.chameleon = std::max(wizard, 3);
        }
    }
    return out;
}

// README, "Loot": the highest last card wins 3 coins (2 with 2 players), the next 2 and 1.
double loot_worth(CardId c, int players) {
    const int value = facts(c).loot < 0 ? 0 : facts(c).value;
    if (value == 0) return 0;
    if (players == 2) return 2.0 * logistic((value - 3.5) * 1.2);
    return 3.0 * double(value) / 6.0;
}

// What a team of each value is worth on each floor: the treasure if it is likely the strongest,
// less the monster if likely the weakest. Worked out once per decision, as plans number thousands.
constexpr int kMaxTeamValue = 48;
using Worths = std::array<std::array<double, kMaxTeamValue>, kFloors>;
Worths worths_of(const View& v, const std::array<FloorStakes, kFloors>& stakes) {
    Worths w{};
    for (int f = v.floor; f < kFloors; ++f) {
        const FloorStakes& s = stakes[std::size_t(f)];
        for (int value = 0; value < kMaxTeamValue; ++value) {
            const double win = logistic((value - s.rivals.strongest) / 2.0);
            const double lose = logistic((s.rivals.weakest - value) / 2.0);
            w[std::size_t(f)][std::size_t(value)] = s.treasure * win - s.monster * lose;
        }
    }
    return w;
}

double judge(const Plan& p, const View& v, const std::array<FloorStakes, kFloors>& stakes,
             const Worths& worths) {
    double total = loot_worth(p.last, v.players);
    for (int f = v.floor; f < kFloors; ++f) {
        const int value = team_value_with(p.teams[std::size_t(f)].data(), kTeamSize,
                                          stakes[std::size_t(f)].chameleon);
        total += worths[std::size_t(f)][std::size_t(std::min(value, kMaxTeamValue - 1))];
    }
    return total;
}

const Plan* best_plan(const std::vector<Plan>& plans, const View& v, const Weighing& w,
                      core::Rng* rng) {
    const auto stakes = stakes_of(v, w, rng);
    const Worths worths = worths_of(v, stakes);
    const Plan* best = nullptr;
    double best_value = -1e9;
    for (const Plan& p : plans) {
        const double value = judge(p, v, stakes, worths);
        if (value > best_value) best_value = value, best = &p;
    }
    return best;
}

std::vector<Plan> plans_for(const View& v) {
    const auto& team = v.seats[std::size_t(v.viewer)].team;
    return PlanMaker(v.my_hand, team, v.floor).all();
}

// People take longer over more cards: about a second, more for each card asked.
int human_delay(const View& v, int base, core::Rng& rng) {
    return base + 350 * (v.asks - 1) + int(rng.below(700));
}

bool must_answer(const View& v) {
    return v.phase == Phase::Choose && v.viewer >= 0 && !v.legal.empty();
}

// The casual player: mostly any legal choice; when the floor's treasure is worth little it
// leans to its weakest cards, when it is rich to its strongest.
class CasualBot : public Bot {
public:
    explicit CasualBot(std::uint64_t seed) : rng_(seed) {}
    std::optional<Intent> think(const View& v) override {
        if (!must_answer(v)) return std::nullopt;
        const Action a = choose(v);
        return Intent{a, human_delay(v, 900, rng_)};
    }

private:
    Action choose(const View& v) {
        if (rng_.below(10) < 6) return v.legal[rng_.below(std::uint32_t(v.legal.size()))];
        const KeepId t = v.treasures[std::size_t(v.floor)];
        const bool rich = keep_kind(t) == KeepKind::Ring || keep_points(t) >= 3 ||
                          keep_kind(t) == KeepKind::Trophy;
        const auto strength = [](const Action& a) {
            int s = 0;
            for (CardId c : a.cards) s += facts(c).value;
            return s;
        };
        const auto pick = std::minmax_element(
            v.legal.begin(), v.legal.end(),
            [&](const Action& a, const Action& b) { return strength(a) < strength(b); });
        return rich ? *pick.second : *pick.first;
    }
    core::Rng rng_;
};

// The good player: the best plan for the rest of the keep by the planner above.
class GoodBot : public Bot {
public:
    explicit GoodBot(std::uint64_t seed) : rng_(seed) {}
    std::optional<Intent> think(const View& v) override {
        if (!must_answer(v)) return std::nullopt;
        const auto plans = plans_for(v);
        const Plan* best = best_plan(plans, v, Weighing{}, nullptr);
        Action a = best ? action_of(*best, v) : v.legal.front();
        if (!is_legal(v, a)) a = v.legal.front();
        return Intent{a, human_delay(v, 800, rng_)};
    }

private:
    core::Rng rng_;
};

// ---- The expert: plans played out exactly against the others' sampled plans --------------------
struct Rival {
    int seat = 0;
    Plan plan;
};

struct Deal {
    std::vector<Rival> rivals;
};

Deal sample_deal(const View& v, core::Rng& rng) {
    const State s = sample_state(v, rng);
    Deal d;
    const Weighing noisy{0.6};
    for (int p = 0; p < v.players; ++p) {
        if (p == v.viewer) continue;
        View theirs = view(s, p);
        const auto plans =
            PlanMaker(theirs.my_hand, theirs.seats[std::size_t(p)].team, v.floor).all();
        const Plan* best = best_plan(plans, theirs, noisy, &rng);
        if (best) d.rivals.push_back({p, *best});
    }
    return d;
}

// The points `me` gains over the others when everyone plays their plan to the keep's end
// (README, "Monsters and treasures", "Loot", "Scoring").
double play_out(const Plan& mine, const Deal& d, const View& v, const std::vector<Holdings>& held) {
    const int n = v.players;
    std::array<const Plan*, kMaxPlayers> plans{};
    plans[std::size_t(v.viewer)] = &mine;
    for (const Rival& r : d.rivals) plans[std::size_t(r.seat)] = &r.plan;
    std::array<Holdings, kMaxPlayers> h{};
    for (int p = 0; p < n; ++p) h[std::size_t(p)] = held[std::size_t(p)];
    for (int f = v.floor; f < kFloors; ++f) {
        std::array<int, kMaxPlayers> wizard{};
        for (int p = 0; p < n; ++p)
            wizard[std::size_t(p)] =
                strongest_wizard(plans[std::size_t(p)]->teams[std::size_t(f)].data(), kTeamSize);
        int strong = 0, weak = 0;
        long strong_key = 0, weak_key = 0;
        for (int p = 0; p < n; ++p) {
            int copy = 0;
            for (int q = 0; q < n; ++q)
                if (q != p) copy = std::max(copy, wizard[std::size_t(q)]);
            const long key =
                strength_key(plans[std::size_t(p)]->teams[std::size_t(f)].data(), copy);
            if (p == 0 || key > strong_key) strong = p, strong_key = key;
            if (p == 0 || key < weak_key) weak = p, weak_key = key;
        }
        h[std::size_t(strong)].take(v.treasures[std::size_t(f)]);
        h[std::size_t(weak)].take(v.monsters[std::size_t(f)]);
    }
    std::array<int, kMaxPlayers> order{0, 1, 2, 3};
    std::sort(order.begin(), order.begin() + n, [&](int a, int b) {
        return facts(plans[std::size_t(a)]->last).loot > facts(plans[std::size_t(b)]->last).loot;
    });
    const int hauls[3] = {n == 2 ? 2 : 3, 2, 1};
    for (int i = 0; i < (n == 2 ? 1 : 3); ++i) {
        if (facts(plans[std::size_t(order[std::size_t(i)])]->last).loot < 0) break;
        h[std::size_t(order[std::size_t(i)])].coins += hauls[i];
    }
    double best_other = -1e9, sum_others = 0;
    for (int p = 0; p < n; ++p) {
        if (p == v.viewer) continue;
        const double pts = h[std::size_t(p)].points(n);
        best_other = std::max(best_other, pts);
        sum_others += pts;
    }
    const double mean_others = sum_others / double(n - 1);
    return h[std::size_t(v.viewer)].points(n) - 0.5 * (mean_others + best_other);
}

class ExpertBot : public Bot {
public:
    explicit ExpertBot(std::uint64_t seed) : rng_(seed) {}
    std::optional<Intent> think(const View& v) override {
        if (!must_answer(v)) return std::nullopt;
        Action a = choose(v);
        if (!is_legal(v, a)) a = v.legal.front();
        return Intent{a, human_delay(v, 1000, rng_)};
    }

private:
    Action choose(const View& v) {
        const auto plans = plans_for(v);
        if (plans.empty()) return v.legal.front();
        std::vector<Holdings> held;
        for (const SeatView& s : v.seats) held.push_back(holdings_of(s));
        // A fixed amount of work per decision, so the time stays bounded and the choice
        // depends only on the view and the seed.
        const long budget = 25000;
        const int deals =
            int(std::clamp(budget / long(plans.size() * std::size_t(v.players)), 3L, 30L));
        std::vector<double> totals(plans.size(), 0.0);
        for (int d = 0; d < deals; ++d) {
            const Deal deal = sample_deal(v, rng_);
            for (std::size_t i = 0; i < plans.size(); ++i)
                totals[i] += play_out(plans[i], deal, v, held);
        }
        // A small nudge towards the good planner's own judgement breaks near-ties sensibly.
        const auto stakes = stakes_of(v, Weighing{}, nullptr);
        const Worths worths = worths_of(v, stakes);
        std::size_t best = 0;
        double best_value = -1e18;
        for (std::size_t i = 0; i < plans.size(); ++i) {
            const double value =
                totals[i] / double(deals) + 0.05 * judge(plans[i], v, stakes, worths);
            if (value > best_value) best_value = value, best = i;
        }
        return action_of(plans[best], v);
    }
    core::Rng rng_;
};

void sort_cards(std::vector<CardId>& cards) {
    std::sort(cards.begin(), cards.end());
}

// ---- Which hand is where (README, "Passing") ----------------------------------------------------
// Hands are named by the position they were dealt to; in keep k the hand dealt to d sits at
// position d + k. A hand a seat held in an earlier keep is known whole: its nine team cards and
// its last card were all revealed.
std::optional<std::vector<CardId>> known_hand(const View& v, int dealt) {
    const int keep = std::min(v.keep, kKeeps - 1);
    for (int k = 0; k < keep; ++k) {
        const int seat = v.seat_at[std::size_t((dealt + k) % kHands)];
        if (seat < 0) continue;
        std::vector<CardId> cards;
        for (const FloorResult& f : v.floors)
            if (f.keep == k) {
                const auto& team = f.teams[std::size_t(seat)];
                cards.insert(cards.end(), team.begin(), team.end());
            }
        for (const LootResult& l : v.loots)
            if (l.keep == k) cards.push_back(l.last_cards[std::size_t(seat)]);
        if (cards.size() == std::size_t(kHandSize)) return cards;
    }
    return std::nullopt;
}

} // namespace

std::unique_ptr<Bot> make_bot(core::SeatKind level, std::uint64_t seed) {
    return games::bot_of_level<Bot, CasualBot, GoodBot, ExpertBot>(level, seed);
}

namespace {

// The public part of a sampled state: everything the view shows, as the view shows it.
State public_state(const View& v, core::Rng& rng) {
    State s;
    s.setup.seats.assign(std::size_t(v.players), core::SeatKind::Good);
    s.rng = core::Rng(rng.next_u64());
    s.phase = v.phase;
    s.seat_at = v.seat_at;
    s.keep = v.keep;
    s.floor = v.floor;
    s.step = v.step;
    s.monsters = v.monsters;
    s.treasures = v.treasures;
    s.used = v.used;
    s.floors = v.floors;
    s.loots = v.loots;
    s.scores = v.scores;
    s.winners = v.winners;
    s.seats.resize(std::size_t(v.players));
    for (int p = 0; p < v.players; ++p) {
        const SeatView& sv = v.seats[std::size_t(p)];
        Seat& seat = s.seats[std::size_t(p)];
        seat.team = sv.team;
        seat.monsters = sv.monsters;
        seat.treasures = sv.treasures;
        seat.coins = sv.coins;
    }
    return s;
}

// Cards out of `seat`'s hand already this keep: this floor's team and the earlier floors'.
std::vector<CardId> played_by(const View& v, int seat) {
    if (seat < 0 || v.phase == Phase::GameOver) return {};
    std::vector<CardId> out = v.used[std::size_t(seat)];
    const auto& team = v.seats[std::size_t(seat)].team;
    out.insert(out.end(), team.begin(), team.end());
    return out;
}

// README, "Deal": every hand was dealt 3 wizards, 3 warriors, 3 dwarfs and an artefact. The
// viewer's hand and the hands seen whole in an earlier keep (README, "Passing") are placed as
// they are; the unseen cards go out type by type to the other hands, in the numbers of each
// type those hands still hold.
void deal_hands(const View& v, State& s, core::Rng& rng) {
    const int rotation = std::min(v.keep, kKeeps - 1);
    std::vector<int> to_place(kAdventurers, 0);
    for (CardId c : unseen_cards(v)) to_place[c] = 1;
    std::vector<int> open_positions;
    std::array<std::array<int, kTypes>, kHands> needs{};
    for (int pos = 0; pos < kHands; ++pos) {
        const int seat = s.seat_at[std::size_t(pos)];
        auto& hand = s.hands[std::size_t(pos)];
        if (seat == v.viewer) {
            hand = v.my_hand;
            continue;
        }
        const std::vector<CardId> played = played_by(v, seat);
        const int dealt = ((pos - rotation) % kHands + kHands) % kHands;
        if (const auto whole = known_hand(v, dealt)) {
            for (CardId c : *whole)
                if (std::find(played.begin(), played.end(), c) == played.end()) {
                    hand.push_back(c);
                    to_place[c] = 0;
                }
            continue;
        }
        needs[std::size_t(pos)] = {3, 3, 3, 1};
        for (CardId c : played) --needs[std::size_t(pos)][std::size_t(facts(c).type)];
        open_positions.push_back(pos);
    }
    for (int t = 0; t < kTypes; ++t) {
        std::vector<CardId> pool;
        for (int c = 0; c < kAdventurers; ++c)
            if (to_place[std::size_t(c)] && facts(CardId(c)).type == t) pool.push_back(CardId(c));
        rng.shuffle(pool);
        std::size_t next = 0;
        for (int pos : open_positions)
            for (int i = 0; i < needs[std::size_t(pos)][std::size_t(t)] && next < pool.size(); ++i)
                s.hands[std::size_t(pos)].push_back(pool[next++]);
    }
    for (auto& hand : s.hands) sort_cards(hand);
}

// Keep cards (README, "Keep cards"): the ones nobody took left the game; the unseen ones form
// the piles, shuffled.
void deal_keep_piles(const View& v, State& s, core::Rng& rng) {
    std::vector<int> keep_seen(kKeepCards, 0);
    for (const FloorResult& f : v.floors) {
        keep_seen[f.monster] = keep_seen[f.treasure] = 1;
        if (f.monster_to < 0) s.out.push_back(f.monster);
        if (f.treasure_to < 0) s.out.push_back(f.treasure);
    }
    if (v.phase != Phase::GameOver)
        for (int f = v.floor; f < kFloors; ++f)
            keep_seen[v.monsters[std::size_t(f)]] = keep_seen[v.treasures[std::size_t(f)]] = 1;
    for (int k = 0; k < kKeepCards; ++k)
        if (!keep_seen[std::size_t(k)])
            (is_monster(KeepId(k)) ? s.monster_pile : s.treasure_pile).push_back(KeepId(k));
    rng.shuffle(s.monster_pile);
    rng.shuffle(s.treasure_pile);
}

// README, "Secret choices": the others' committed choices are unknown: any legal choice from
// their sampled hands; the viewer's own is what it committed.
void choose_hidden(const View& v, State& s, core::Rng& rng) {
    if (v.phase == Phase::GameOver) return;
    for (int p = 0; p < v.players; ++p) {
        if (p == v.viewer) {
            s.seats[std::size_t(p)].chosen = v.my_choice;
            continue;
        }
        if (!v.seats[std::size_t(p)].chosen) continue;
        const auto options = legal(s, p);
        if (!options.empty())
            s.seats[std::size_t(p)].chosen =
                options[rng.below(std::uint32_t(options.size()))].cards;
    }
}

} // namespace

State sample_state(const View& v, core::Rng& rng) {
    State s = public_state(v, rng);
    deal_hands(v, s, rng);
    deal_keep_piles(v, s, rng);
    choose_hidden(v, s, rng);
    return s;
}

} // namespace tschak
