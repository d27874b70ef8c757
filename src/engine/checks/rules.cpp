// Checks: cards, actions, the deal, the turn, the end of a game, and the views.
#include "engine/checks/checks.h"

#include <algorithm>
#include <cstdio>

namespace checks {

namespace {

constexpr std::uint8_t kBoth = 3;
const char* const kSuitLetters = "SHDC";
const char* const kRankCodes[] = {"A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K"};

Event ev(EventKind k, int seat = -1, int index = -1) {
    Event e;
    e.kind = k;
    e.seat = seat;
    e.index = index;
    return e;
}

void deal(State& s, Outcome& out, const std::vector<CardId>* stacked_top_first) {
    ++s.game;
    for (Player& p : s.seats) {
        for (auto& t : p.row) t.clear();
        p.next_trick = 0;
        p.hand.clear();
        p.won.clear();
    }
    for (auto& pile : s.piles) pile.clear();
    std::fill(s.known_by.begin(), s.known_by.end(), std::uint8_t(0));

    if (stacked_top_first) {
        std::vector<bool> used(kDeckSize, false);
        for (CardId c : *stacked_top_first) used[c] = true;
        std::vector<CardId> rest;
        for (int c = 0; c < kDeckSize; ++c)
            if (!used[c]) rest.push_back(CardId(c));
        s.rng.shuffle(rest);
        std::vector<CardId> top_first = *stacked_top_first;
        top_first.insert(top_first.end(), rest.begin(), rest.end());
        s.deck.cards.assign(top_first.rbegin(), top_first.rend());
    } else {
        s.deck = core::shuffled_deck(kDeckSize, s.rng);
    }
    // Seed, "Dealing": a whole half-trick to the opponent, then one to the dealer, left to right
    // until each has six; then six upcards left to right; the rest is the deck.
    const int opp = State::other(s.dealer);
    for (int t = 0; t < kTricks; ++t)
        for (int who : {opp, s.dealer})
            for (int k = 0; k < kTrickCards; ++k) s.seats[who].row[t].push_back(s.deck.draw());
    for (auto& pile : s.piles) {
        pile.push_back(s.deck.draw());
        s.known_by[pile.back()] = kBoth;
    }
    s.phase = Phase::Play;
    s.current = opp; // the player opposite the dealer goes first
    out.events.push_back(ev(EventKind::GameDealt, s.dealer));
    // Both pick up their first half-trick (seed: "the first three-card pile on their left").
    for (int who : {opp, s.dealer}) {
        Player& p = s.seats[who];
        p.hand = std::move(p.row[0]);
        p.row[0].clear();
        p.next_trick = 1;
        for (CardId c : p.hand) s.known_by[c] = std::uint8_t(1u << who);
        out.events.push_back(ev(EventKind::PickedUp, who, 0));
    }
}

void end_game(State& s, Outcome& out, int unplayed) {
    GameResult r;
    r.game = s.game;
    r.dealer = s.dealer;
    for (int p = 0; p < kPlayers; ++p) r.checks[p] = int(s.seats[p].won.size());
    r.winner = r.checks[0] > r.checks[1] ? 0 : r.checks[1] > r.checks[0] ? 1 : -1;
    r.unplayed = unplayed;
    s.results.push_back(r);
    s.phase = Phase::GameOver;
    out.events.push_back(ev(EventKind::GameEnded, r.winner));
}

bool any_pile(const State& s) {
    for (const auto& pile : s.piles)
        if (!pile.empty()) return true;
    return false;
}

// After `seat` cashed or played: pick up the next half-trick if the hand is empty, then pass
// the turn to whoever still holds cards, the other player first.
void after_turn(State& s, Outcome& out, int seat) {
    Player& p = s.seats[seat];
    if (p.hand.empty()) {
        if (p.next_trick < kTricks) {
            const int t = p.next_trick++;
            p.hand = std::move(p.row[t]);
            p.row[t].clear();
            for (CardId c : p.hand) s.known_by[c] = std::uint8_t(1u << seat);
            out.events.push_back(ev(EventKind::PickedUp, seat, t));
        } else {
            out.events.push_back(ev(EventKind::WentOut, seat));
        }
    }
    const int o = State::other(seat);
    if (!s.seats[o].hand.empty())
        s.current = o;
    else if (!p.hand.empty())
        s.current = seat; // seed, "Ending": the one left plays on alone
    else {
        end_game(s, out, 0);
        return;
    }
    if (!any_pile(s)) {
        // Table choice (see checks.h): nothing can be played or cashed any more.
        const int unplayed = s.seats[0].held() + s.seats[1].held();
        out.events.push_back(ev(EventKind::Stuck, s.current));
        end_game(s, out, unplayed);
    }
}

Outcome reject(std::string why) {
    Outcome r;
    r.rejection = std::move(why);
    return r;
}

} // namespace

int point_total(const std::vector<CardId>& cards) {
    int sum = 0;
    for (CardId c : cards) sum += value_of(c);
    return sum % 10;
}

std::vector<int> cashable_piles(const std::vector<CardId>& hand,
                                const std::array<std::vector<CardId>, kSlots>& piles) {
    const int total = point_total(hand);
    std::vector<int> r;
    for (int k = 0; k < kSlots; ++k)
        if (!piles[k].empty() && value_of(piles[k].back()) == total) r.push_back(k);
    return r;
}

std::string card_code(CardId c) {
    if (c >= kDeckSize) return "?";
    return std::string(kRankCodes[rank_of(c) - 1]) + kSuitLetters[suit_of(c)];
}

std::optional<CardId> card_from_code(const std::string& code) {
    for (int c = 0; c < kDeckSize; ++c)
        if (card_code(CardId(c)) == code) return CardId(c);
    return std::nullopt;
}

int Player::held() const {
    int n = int(hand.size());
    for (int t = next_trick; t < kTricks; ++t) n += int(row[t].size());
    return n;
}

// ---- Actions ----------------------------------------------------------------------------------
std::uint32_t Action::encode() const {
    return std::uint32_t(op) | std::uint32_t(a) << 2 | std::uint32_t(b) << 5;
}

std::optional<Action> Action::decode(std::uint32_t code) {
    if (code >= 256 || (code & 3) >= std::uint32_t(kOpCount)) return std::nullopt;
    Action x{Op(code & 3), std::uint8_t((code >> 2) & 7), std::uint8_t(code >> 5)};
    if (x.encode() != code) return std::nullopt;
    return x;
}

std::string Action::to_string() const {
    switch (op) {
    case Op::Cash:
        return "cash " + std::to_string(a);
    case Op::Play:
        return "play " + std::to_string(a) + " " + std::to_string(b);
    case Op::NextGame:
        return "next";
    }
    return "?";
}

core::Expected<Action> parse_action(const std::string& text) {
    int a = -1, b = -1;
    char extra = 0;
    if (text == "next") return core::Expected<Action>::ok(Action::next_game());
    if (std::sscanf(text.c_str(), "cash %d %c", &a, &extra) == 1 && a >= 0 && a < kSlots)
        return core::Expected<Action>::ok(Action::cash(a));
    if (std::sscanf(text.c_str(), "play %d %d %c", &a, &b, &extra) == 2 && a >= 0 && a < 8 &&
        b >= 0 && b < kSlots)
        return core::Expected<Action>::ok(Action::play(a, b));
    return core::Expected<Action>::fail("\"" + text +
                                        "\" is not a Checks action (cash P, play H P, next)");
}

// ---- The game ---------------------------------------------------------------------------------
static core::Expected<State> make(const core::Setup& setup, std::uint64_t seed, int dealer,
                                  const std::vector<CardId>* stacked) {
    if (setup.seats.size() != std::size_t(kPlayers))
        return core::Expected<State>::fail("Checks is for exactly 2 players, not " +
                                           std::to_string(setup.seats.size()));
    if (setup.variant != 0)
        return core::Expected<State>::fail("Checks has no variants (var must be 0)");
    if (stacked) {
        std::vector<bool> seen(kDeckSize, false);
        for (CardId c : *stacked) {
            if (c >= kDeckSize || seen[c])
                return core::Expected<State>::fail(
                    "a stacked deck lists a card twice or a card that does not exist");
            seen[c] = true;
        }
    }
    State s;
    s.setup = setup;
    s.seed = seed;
    s.rng = core::Rng(seed);
    s.known_by.assign(kDeckSize, 0);
    const int drawn = int(s.rng.below(2)); // seed: draw high cards to choose the first dealer
    s.dealer = dealer >= 0 ? dealer : drawn;
    Outcome ignored;
    deal(s, ignored, stacked);
    return core::Expected<State>::ok(std::move(s));
}

core::Expected<State> new_game(const core::Setup& setup, std::uint64_t seed) {
    return make(setup, seed, -1, nullptr);
}

core::Expected<State> new_game_stacked(const core::Setup& setup, std::uint64_t seed, int dealer,
                                       const std::vector<CardId>& top_first) {
    if (dealer < -1 || dealer >= kPlayers)
        return core::Expected<State>::fail("the dealer must be seat 0 or 1");
    return make(setup, seed, dealer, &top_first);
}

Outcome apply(State& s, int seat, const Action& a) {
    Outcome out;
    if (a.op == Op::NextGame) {
        if (seat != core::kTableSeat) return reject(core::refuse(kOnlyTableDeals));
        if (s.phase != Phase::GameOver) return reject(core::refuse(kGameNotOver));
        const GameResult& last = s.results.back();
        // Seed, "Ending": the winner deals the next game; table choice: a draw passes the deal.
        s.dealer = last.winner >= 0 ? last.winner : State::other(s.dealer);
        deal(s, out, nullptr);
    } else {
        if (seat < 0 || seat >= kPlayers) return reject(core::refuse(core::kNotAPlayer));
        if (s.phase != Phase::Play) return reject(core::refuse(core::kGameOver));
        if (seat != s.current) return reject(core::refuse(core::kNotYourTurn));
        Player& p = s.seats[seat];
        if (a.op == Op::Cash) {
            if (a.a >= kSlots || s.piles[a.a].empty()) return reject(core::refuse(kNoPileToCash));
            const int total = point_total(p.hand);
            if (value_of(s.piles[a.a].back()) != total)
                return reject(
                    core::refuse(kTotalNotUpcard, {total, value_of(s.piles[a.a].back())}));
            Event e = ev(EventKind::Cashed, seat, a.a);
            e.cards = p.hand;
            e.count = int(s.piles[a.a].size() + p.hand.size());
            for (CardId c : s.piles[a.a]) p.won.push_back(c);
            for (CardId c : p.hand) {
                p.won.push_back(c);
                s.known_by[c] = kBoth; // shown to prove the total
            }
            s.piles[a.a].clear();
            p.hand.clear();
            out.events.push_back(std::move(e));
            // Seed, "Filling Up the Board": the casher turns the next deck card into the slot.
            if (!s.deck.empty()) {
                const CardId c = s.deck.draw();
                s.piles[a.a].push_back(c);
                s.known_by[c] = kBoth;
                Event r = ev(EventKind::Refilled, seat, a.a);
                r.card = c;
                out.events.push_back(r);
            } else {
                out.events.push_back(ev(EventKind::SlotEmpty, seat, a.a));
            }
        } else if (a.op == Op::Play) {
            if (a.a >= p.hand.size()) return reject(core::refuse(kNoCardThere));
            if (a.b >= kSlots || s.piles[a.b].empty()) return reject(core::refuse(kSlotEmpty));
            const CardId c = p.hand[a.a];
            p.hand.erase(p.hand.begin() + a.a);
            s.piles[a.b].push_back(c);
            s.known_by[c] = kBoth;
            Event e = ev(EventKind::Played, seat, a.b);
            e.card = c;
            e.from = a.a;
            out.events.push_back(e);
        } else {
            return reject(core::refuse(core::kNoSuchAction));
        }
        after_turn(s, out, seat);
    }
    s.log.push_back({std::uint8_t(seat), a.encode()});
    out.ok = true;
    return out;
}

std::vector<Action> legal(const State& s, int seat) {
    std::vector<Action> r;
    if (s.phase == Phase::GameOver) {
        if (seat == core::kTableSeat) r.push_back(Action::next_game());
        return r;
    }
    if (seat != s.current) return r;
    const Player& p = s.seats[seat];
    for (int k : cashable_piles(p.hand, s.piles)) r.push_back(Action::cash(k));
    for (std::size_t h = 0; h < p.hand.size(); ++h)
        for (int k = 0; k < kSlots; ++k)
            if (!s.piles[k].empty()) r.push_back(Action::play(int(h), k));
    return r;
}

View view(const State& s, int seat) {
    View v;
    v.viewer = seat >= 0 && seat < kPlayers ? seat : -1;
    v.game = s.game;
    v.dealer = s.dealer;
    v.phase = s.phase;
    v.current = s.current;
    for (int p = 0; p < kPlayers; ++p) {
        const Player& pl = s.seats[p];
        SeatView& sv = v.seats[p];
        sv.hand_count = int(pl.hand.size());
        if (p == v.viewer) {
            for (CardId c : pl.hand)
                if (s.knows(p, c)) sv.hand.push_back(c);
            sv.point_total = point_total(sv.hand);
        }
        for (int t = 0; t < kTricks; ++t) sv.row[t] = t < pl.next_trick ? 0 : int(pl.row[t].size());
        sv.next_trick = pl.next_trick;
        sv.won = pl.won;
    }
    v.piles = s.piles;
    v.deck_count = int(s.deck.size());
    v.results = s.results;
    if (v.viewer >= 0 && s.phase == Phase::Play && s.current == v.viewer)
        v.cashable = cashable_piles(v.seats[v.viewer].hand, s.piles);
    return v;
}

std::vector<CardId> unseen_cards(const View& v) {
    std::vector<bool> seen(kDeckSize, false);
    for (const SeatView& sv : v.seats) {
        for (CardId c : sv.hand) seen[c] = true;
        for (CardId c : sv.won) seen[c] = true;
    }
    for (const auto& pile : v.piles)
        for (CardId c : pile) seen[c] = true;
    std::vector<CardId> r;
    for (int c = 0; c < kDeckSize; ++c)
        if (!seen[c]) r.push_back(CardId(c));
    return r;
}

State sample_state(const View& v, core::Rng& rng) {
    State s;
    s.setup.seats.assign(kPlayers, core::SeatKind::Good);
    s.rng = core::Rng(rng.next_u64());
    s.known_by.assign(kDeckSize, 0);
    s.game = v.game;
    s.dealer = v.dealer;
    s.phase = v.phase;
    s.current = v.current;
    s.piles = v.piles;
    std::vector<CardId> pool = unseen_cards(v);
    rng.shuffle(pool);
    std::size_t next = 0;
    auto take = [&](std::vector<CardId>& into, int n) {
        for (int k = 0; k < n && next < pool.size(); ++k) into.push_back(pool[next++]);
    };
    for (int p = 0; p < kPlayers; ++p) {
        const SeatView& sv = v.seats[p];
        Player& pl = s.seats[p];
        pl.won = sv.won;
        pl.next_trick = sv.next_trick;
        if (p == v.viewer)
            pl.hand = sv.hand;
        else
            take(pl.hand, sv.hand_count);
        for (int t = 0; t < kTricks; ++t) take(pl.row[t], sv.row[t]);
    }
    std::vector<CardId> deck;
    take(deck, v.deck_count);
    s.deck.cards = deck;
    for (int c = 0; c < kDeckSize; ++c) s.known_by[c] = kBoth; // a playout has no secrets
    return s;
}

bool cards_conserved(const State& s, std::string* why) {
    std::vector<int> count(kDeckSize, 0);
    auto add = [&](const std::vector<CardId>& v) {
        for (CardId c : v) {
            if (c >= kDeckSize) return false;
            ++count[c];
        }
        return true;
    };
    bool ok = add(s.deck.cards);
    for (const auto& pile : s.piles) ok = add(pile) && ok;
    for (const Player& p : s.seats) {
        ok = add(p.hand) && ok;
        ok = add(p.won) && ok;
        for (int t = 0; t < kTricks; ++t) {
            if (t < p.next_trick && !p.row[t].empty()) {
                if (why) *why = "a picked-up half-trick still has cards";
                return false;
            }
            ok = add(p.row[t]) && ok;
        }
    }
    if (!ok) {
        if (why) *why = "a card id outside the deck";
        return false;
    }
    for (int c = 0; c < kDeckSize; ++c)
        if (count[c] != 1) {
            if (why) *why = card_code(CardId(c)) + " is in " + std::to_string(count[c]) + " places";
            return false;
        }
    return true;
}

} // namespace checks
