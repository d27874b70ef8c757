// Strategix's rules: the deal, a trick, going out, scoring and the exchange. Each rule cites the
// README section that states it (src/engine/strategix/README.md).
#include "engine/strategix/strategix.h"

#include "engine/core/refusal.h"

#include <algorithm>
#include <array>
#include <numeric>

namespace strategix {
namespace {

using Fail = core::Expected<State>;

Event event(EventKind kind) {
    Event e;
    e.kind = kind;
    return e;
}

void sort_hand(std::vector<CardId>& hand) {
    std::sort(hand.begin(), hand.end(), [](CardId a, CardId b) {
        return card_value(a) != card_value(b) ? card_value(a) < card_value(b) : a < b;
    });
}

bool abcd(const State& s) {
    return (s.setup.variant & kVariantAbcd) != 0;
}

// README, "Deal": two players play without 20 letters (never a star, firecracker or Z); three
// and four deal every card, the ABCD variant's odd card staying undealt with three.
void deal_hand(State& s) {
    std::vector<CardId> deck = deck_cards(s.setup.variant);
    const int n = s.players();
    s.removed.clear();
    s.undealt.clear();
    if (n == 2) {
        std::vector<CardId> kept, letters;
        for (CardId c : deck)
            (kind_of(c) != CardKind::Letter || letter_of(c) == kZ ? kept : letters).push_back(c);
        s.rng.shuffle(letters);
        s.removed.assign(letters.end() - 20, letters.end());
        letters.resize(letters.size() - 20);
        deck = letters;
        deck.insert(deck.end(), kept.begin(), kept.end());
    }
    s.rng.shuffle(deck);
    const std::size_t each = deck.size() / std::size_t(n);
    for (int p = 0; p < n; ++p) {
        Seat& seat = s.seats[std::size_t(p)];
        seat.hand.assign(deck.begin() + std::ptrdiff_t(each * std::size_t(p)),
                         deck.begin() + std::ptrdiff_t(each * std::size_t(p + 1)));
        sort_hand(seat.hand);
    }
    s.undealt.assign(deck.begin() + std::ptrdiff_t(each * std::size_t(n)), deck.end());
    std::sort(s.removed.begin(), s.removed.end());
}

void reset_hand_flags(State& s) {
    for (Seat& seat : s.seats) {
        seat.passed = false;
        seat.voluntary_used = false;
        seat.out_place = 0;
        seat.bad_out = false;
    }
    s.trick.clear();
    s.standing.reset();
    s.skip_next = false;
    s.discards.clear();
    s.exchange.reset();
    s.phase = Phase::Play;
}

core::Expected<State> make_state(const core::Setup& setup, std::uint64_t seed) {
    const int n = int(setup.seats.size());
    if (n < kMinPlayers || n > kMaxPlayers)
        return Fail::fail("Strategix is for 2 to 4 players, not " + std::to_string(n));
    if (setup.variant & ~kVariantAbcd)
        return Fail::fail("Strategix knows one variant, the ABCD cards (var 1)");
    State s;
    s.setup = setup;
    s.seed = seed;
    s.rng = core::Rng(seed);
    s.seats.resize(std::size_t(n));
    s.hands = n; // README, "Hands and the winner"
    s.hand = 1;
    return core::Expected<State>::ok(std::move(s));
}

int next_holder(const State& s, int from) {
    const int n = s.players();
    for (int i = 1; i <= n; ++i) {
        const int p = (from + i) % n;
        if (!s.seats[std::size_t(p)].hand.empty()) return p;
    }
    return from;
}

} // namespace

int State::holding() const {
    return int(std::count_if(seats.begin(), seats.end(),
                             [](const Seat& seat) { return !seat.hand.empty(); }));
}

const char* title_name(Title t) {
    switch (t) {
    case Title::Luckylix:
        return "Luckylix";
    case Title::Aswellix:
        return "Aswellix";
    case Title::Neithernorix:
        return "Neithernorix";
    case Title::Badluckix:
        return "Badluckix";
    case Title::None:
        break;
    }
    return "";
}

core::Expected<State> new_game(const core::Setup& setup, std::uint64_t seed) {
    auto made = make_state(setup, seed);
    if (!made) return made;
    State s = std::move(made.value());
    // README, "Decisions": the seed draws who begins the first hand ("the youngest").
    s.leader = int(s.rng.below(std::uint32_t(s.players())));
    s.current = s.leader;
    deal_hand(s);
    return core::Expected<State>::ok(std::move(s));
}

core::Expected<State> new_game_with_hands(const core::Setup& setup, std::uint64_t seed,
                                          const std::vector<std::vector<CardId>>& hands,
                                          int leader) {
    auto made = make_state(setup, seed);
    if (!made) return made;
    State s = std::move(made.value());
    if (int(hands.size()) != s.players() || leader < 0 || leader >= s.players())
        return Fail::fail("one hand a player and a leader at the table are needed");
    std::vector<int> used(kDeckSizeAbcd, 0);
    const int deck = abcd(s) ? kDeckSizeAbcd : kDeckSize;
    for (std::size_t p = 0; p < hands.size(); ++p) {
        for (CardId c : hands[p]) {
            if (c >= deck || used[c]++) return Fail::fail("a card is not in the deck or twice");
            s.seats[p].hand.push_back(c);
        }
        sort_hand(s.seats[p].hand);
    }
    for (int c = 0; c < deck; ++c)
        if (!used[std::size_t(c)]) s.removed.push_back(CardId(c));
    s.leader = s.current = leader;
    return core::Expected<State>::ok(std::move(s));
}

// ---- Which cards a play takes (README, "Stars") ----------------------------------------------

std::optional<std::vector<CardId>> cards_for(const std::vector<CardId>& hand, const Combo& c) {
    std::array<int, kLetters> need{};
    for (int l : c.letters()) need[std::size_t(l)] += 1;
    std::vector<CardId> taken, stars;
    for (CardId card : hand) {
        if (is_star(card)) stars.push_back(card);
        const int l = letter_of(card);
        if (l >= 0 && need[std::size_t(l)] > 0) {
            taken.push_back(card);
            need[std::size_t(l)] -= 1;
        }
    }
    const int missing = std::accumulate(need.begin(), need.end(), 0);
    if (missing > int(stars.size())) return std::nullopt;
    taken.insert(taken.end(), stars.begin(), stars.begin() + missing);
    return taken;
}

// ---- Legality ---------------------------------------------------------------------------------

namespace {

bool hand_has(const Seat& seat, bool (*what)(CardId)) {
    return std::any_of(seat.hand.begin(), seat.hand.end(), what);
}

bool only_firecrackers(const Seat& seat) {
    return !seat.hand.empty() && std::all_of(seat.hand.begin(), seat.hand.end(), is_firecracker);
}

bool last_play_was_firecracker(const State& s) {
    return !s.trick.empty() && s.trick.back().op != Op::Play;
}

// Why this play may not be made now, or "" (a refusal code, strategix.h). README, "Tricks" and
// "Stars".
std::string play_refusal(const State& s, const Seat& seat, const Combo& c) {
    if (!c.valid()) return core::refuse("not_a_combination");
    const std::vector<int> letters = c.letters();
    if (!abcd(s) && letters.front() == 0) return core::refuse("no_a_in_deck"); // README, "Deck"
    const std::array<int, 2> play = combo_args(c);
    if (!cards_for(seat.hand, c)) return core::refuse("hand_cannot_make", {play[0], play[1]});
    if (!s.standing) return "";
    const Combo& standing = s.standing->combo;
    const std::array<int, 2> was = combo_args(standing);
    if (!same_shape(c, standing)) return core::refuse("wrong_shape", {was[0], was[1]});
    if (!at_least_as_strong(c, standing))
        return core::refuse("weaker_than", {play[0], play[1], was[0], was[1]});
    return "";
}

// README, "Firecrackers".
std::string firecracker_refusal(const State& s, const Seat& seat) {
    if (!hand_has(seat, is_firecracker)) return core::refuse("no_firecracker");
    if (!s.standing) return core::refuse("firecracker_never_leads");
    if (last_play_was_firecracker(s)) return core::refuse("firecracker_after_firecracker");
    return "";
}

// Every multiset of group starts the hand can make, ascending, each passed to `emit` (which
// returns false to stop). `demand` counts letters needed; up to `stars` stars cover what the
// hand lacks.
struct Maker {
    const std::array<int, kLetters>& have;
    int stars;
    int lowest; // the lowest letter allowed (A only in the ABCD variant)
    bool lead;
    std::array<int, kLetters> demand{};
    std::vector<std::uint8_t> starts;
    bool stopped = false;
    int missing = 0; // letters the groups so far need beyond the hand's: stars must stand in

    // Keeps `missing` as it goes: legal() tries every group, and a recount of all 26 letters
    // for each was most of its time.
    void add(Shape shape, int length, int start, int by) {
        for (int i = 0; i < length; ++i) {
            const std::size_t l = std::size_t(shape == Shape::Runs ? start + i : start);
            missing -= std::max(0, demand[l] - have[l]);
            demand[l] += by;
            missing += std::max(0, demand[l] - have[l]);
        }
    }
    template <class Emit>
    void groups(Shape shape, int length, int from, int max_groups, Emit&& emit) {
        const int span = shape == Shape::Runs ? length : 1;
        for (int start = std::max(from, lowest); start + span - 1 <= kZ && !stopped; ++start) {
            add(shape, length, start, 1);
            // Listed leads of two or more groups use the hand's own letters only.
            if (missing <= (lead && !starts.empty() ? 0 : stars)) {
                starts.push_back(std::uint8_t(start));
                stopped = !emit(Combo{shape, length, starts});
                if (!stopped && int(starts.size()) < max_groups)
                    groups(shape, length, start, max_groups, emit);
                starts.pop_back();
            }
            add(shape, length, start, -1);
        }
    }
};

// Every play of the hand that uses at most `star_cap` stars: any shape when leading, the
// standing shape and at least its strength when following; `emit` returns false to stop.
template <class Emit> void each_play(const State& s, const Seat& seat, int star_cap, Emit&& emit) {
    std::array<int, kLetters> have{};
    int stars = 0;
    for (CardId c : seat.hand) {
        if (is_star(c)) ++stars;
        if (letter_of(c) >= 0) have[std::size_t(letter_of(c))] += 1;
    }
    const int held = int(seat.hand.size());
    Maker make{
        have, std::min(stars, star_cap), abcd(s) ? 0 : 1, !s.standing && star_cap < kStars, {}, {}};
    const std::optional<Played>& standing = s.standing;
    auto shape_of = [&](Shape shape, int length) {
        if (standing && (standing->combo.shape != shape || standing->combo.length != length))
            return;
        const int most = standing                 ? standing->combo.groups()
                         : shape == Shape::Single ? 1
                                                  : held / length;
        // README, "Tricks": a play whose lowest letter is below the standing one's is weaker
        // whatever follows, so the first group starts no lower.
        const int first = standing ? standing->combo.starts.front() : 0;
        make.groups(shape, length, first, most, [&](const Combo& c) {
            if (standing && (c.groups() != most || !at_least_as_strong(c, standing->combo)))
                return true;
            return emit(c);
        });
    };
    shape_of(Shape::Single, 1);
    shape_of(Shape::Pairs, 2);
    for (int length = 2; length <= std::min(held, kLetters); ++length)
        shape_of(Shape::Runs, length);
}

// The plays legal() lists (README, "Decisions"): those with the fewest stars that make a play at
// all, and at least one star allowed (so a star alone is always listed). A play with more stars
// is accepted all the same when asked for; listing them all would run to millions.
std::vector<Combo> plays_of(const State& s, const Seat& seat) {
    std::vector<Combo> out;
    for (int cap = 1; cap <= kStars && out.empty(); ++cap)
        each_play(s, seat, cap, [&](const Combo& c) {
            out.push_back(c);
            return true;
        });
    return out;
}

// Whether any play at all (every star counted) or a firecracker is open to the seat.
bool can_play(const State& s, const Seat& seat) {
    if (firecracker_refusal(s, seat).empty()) return true;
    bool found = false;
    each_play(s, seat, kStars, [&](const Combo&) {
        found = true;
        return false;
    });
    return found;
}

} // namespace

std::string refusal(const State& s, int seat, const Action& a) {
    if (s.phase == Phase::GameOver) return core::refuse(core::kGameOver);
    if (a.op == Op::NextHand) {
        if (seat != int(core::kTableSeat)) return core::refuse("table_deals_next_hand");
        return s.phase == Phase::HandOver ? "" : core::refuse("hand_not_over");
    }
    if (seat < 0 || seat >= s.players()) return core::refuse(core::kNotAPlayer);
    if (s.phase != Phase::Play) return core::refuse("hand_over");
    if (seat != s.current) return core::refuse(core::kNotYourTurn);
    const Seat& me = s.seats[std::size_t(seat)];
    switch (a.op) {
    case Op::Play:
        return play_refusal(s, me, a.combo);
    case Op::Firecracker:
        return firecracker_refusal(s, me);
    case Op::FirecrackersOut:
        // README, "Firecrackers": a leader holding only firecrackers plays them all.
        if (s.standing) return core::refuse("leader_plays_out_firecrackers");
        return only_firecrackers(me) ? "" : core::refuse("more_than_firecrackers");
    case Op::Pass:
        // README, "Passing": the leader must play; a follower who could play passes once a hand.
        if (!s.standing) return core::refuse("leader_must_play");
        if (me.voluntary_used && can_play(s, me)) return core::refuse("must_play");
        return "";
    case Op::NextHand:
        break;
    }
    return core::refuse(core::kNoSuchAction);
}

std::vector<Action> legal(const State& s, int seat) {
    std::vector<Action> out;
    if (seat == int(core::kTableSeat)) {
        if (s.phase == Phase::HandOver) out.push_back(Action::next_hand());
        return out;
    }
    if (seat < 0 || seat >= s.players() || s.phase != Phase::Play || seat != s.current) return out;
    const Seat& me = s.seats[std::size_t(seat)];
    if (!s.standing && only_firecrackers(me)) return {Action::firecrackers_out()};
    for (Combo& c : plays_of(s, me)) out.push_back(Action::play(std::move(c)));
    if (firecracker_refusal(s, me).empty()) out.push_back(Action::firecracker());
    if (refusal(s, seat, Action::pass()).empty()) out.push_back(Action::pass());
    return out;
}

// ---- Applying ---------------------------------------------------------------------------------

namespace {

void take_cards(Seat& seat, const std::vector<CardId>& cards) {
    for (CardId c : cards) seat.hand.erase(std::find(seat.hand.begin(), seat.hand.end(), c));
}

// README, "Scoring": titles and points by place, for 2, 3 and 4 players.
const std::vector<Title>& titles_for(int n) {
    static const std::vector<Title> two{Title::Luckylix, Title::Badluckix};
    static const std::vector<Title> three{Title::Luckylix, Title::Neithernorix, Title::Badluckix};
    static const std::vector<Title> four{Title::Luckylix, Title::Aswellix, Title::Neithernorix,
                                         Title::Badluckix};
    return n == 2 ? two : n == 3 ? three : four;
}
const std::vector<int>& points_for(int n) {
    static const std::vector<int> two{2, -2}, three{2, 0, -2}, four{4, 2, 0, -2};
    return n == 2 ? two : n == 3 ? three : four;
}

// README, "Going out": those who went out cleanly in order, then whoever still holds cards,
// then those who went out on a star, Z or firecracker, the earliest of them last.
std::vector<int> finishing_order(const State& s) {
    std::vector<int> clean, bad, holding;
    for (int p = 0; p < s.players(); ++p) {
        const Seat& seat = s.seats[std::size_t(p)];
        (seat.out_place == 0 ? holding : seat.bad_out ? bad : clean).push_back(p);
    }
    auto by_place = [&](int a, int b) {
        return s.seats[std::size_t(a)].out_place < s.seats[std::size_t(b)].out_place;
    };
    std::sort(clean.begin(), clean.end(), by_place);
    std::sort(bad.begin(), bad.end(), by_place);
    std::reverse(bad.begin(), bad.end());
    std::vector<int> order = clean;
    order.insert(order.end(), holding.begin(), holding.end());
    order.insert(order.end(), bad.begin(), bad.end());
    return order;
}

void end_hand(State& s, std::vector<Event>& events) {
    const int n = s.players();
    HandResult r;
    r.hand = s.hand;
    r.order = finishing_order(s);
    r.titles.assign(std::size_t(n), Title::None);
    r.points.assign(std::size_t(n), 0);
    for (int p = 0; p < n; ++p) r.bad_last_card.push_back(s.seats[std::size_t(p)].bad_out);
    for (int place = 0; place < n; ++place) {
        const std::size_t p = std::size_t(r.order[std::size_t(place)]);
        r.titles[p] = titles_for(n)[std::size_t(place)];
        r.points[p] = points_for(n)[std::size_t(place)];
        s.seats[p].total += r.points[p];
    }
    s.results.push_back(r);
    Event e = event(EventKind::HandEnded);
    e.index = s.hand;
    e.result = r;
    events.push_back(e);
    s.trick.clear();
    s.standing.reset();
    if (s.hand < s.hands) {
        s.phase = Phase::HandOver;
        return;
    }
    // README, "Hands and the winner": most points wins; a tie shares the victory.
    s.phase = Phase::GameOver;
    int best = s.seats[0].total;
    for (const Seat& seat : s.seats) best = std::max(best, seat.total);
    Event over = event(EventKind::GameEnded);
    for (int p = 0; p < n; ++p)
        if (s.seats[std::size_t(p)].total == best) over.winners.push_back(p);
    events.push_back(over);
}

void start_trick(State& s, int leader, std::vector<Event>&) {
    for (Seat& seat : s.seats) seat.passed = false;
    s.trick.clear();
    s.standing.reset();
    s.skip_next = false;
    s.leader = s.seats[std::size_t(leader)].hand.empty() ? next_holder(s, leader) : leader;
    s.current = s.leader;
}

void win_trick(State& s, int winner, int how, std::vector<Event>& events) {
    Event e = event(EventKind::TrickWon);
    e.seat = winner;
    e.reason = how;
    events.push_back(e);
    start_trick(s, winner, events);
}

// README, "Tricks": the turn goes round past those who passed or hold nothing; a skipped player
// loses this turn; when the turn comes back to the player of the standing combination, they win
// the trick.
void move_on(State& s, int from, std::vector<Event>& events) {
    const int n = s.players();
    int p = from;
    for (int steps = 0; steps < 2 * n + 1; ++steps) {
        p = (p + 1) % n;
        const Seat& seat = s.seats[std::size_t(p)];
        const bool in_trick = !seat.hand.empty() && !seat.passed;
        if (in_trick && s.skip_next) {
            s.skip_next = false;
            Event e = event(EventKind::Skipped);
            e.seat = p;
            e.reason = last_play_was_firecracker(s) ? 0 : 1;
            events.push_back(e);
            continue;
        }
        if (s.standing && p == s.standing->seat) {
            win_trick(s, p, 0, events);
            return;
        }
        if (in_trick) {
            s.current = p;
            return;
        }
    }
    // Nobody left in the trick but its owner, who went out: the next holder leads.
    win_trick(s, s.standing ? s.standing->seat : from, 0, events);
}

// After a play that emptied the hand (README, "Going out").
void went_out(State& s, int seat, const Played& play, std::vector<Event>& events) {
    Seat& me = s.seats[std::size_t(seat)];
    int place = 0;
    for (const Seat& other : s.seats) place = std::max(place, other.out_place);
    me.out_place = place + 1;
    me.bad_out = play.op != Op::Play || play.combo.has_z() ||
                 std::any_of(play.cards.begin(), play.cards.end(), is_star);
    Event e = event(EventKind::WentOut);
    e.seat = seat;
    e.index = me.out_place;
    e.bad = me.bad_out;
    events.push_back(e);
}

void apply_play(State& s, int seat, const Action& a, std::vector<Event>& events) {
    Seat& me = s.seats[std::size_t(seat)];
    Played play;
    play.seat = seat;
    play.op = a.op;
    if (a.op == Op::Play) {
        play.combo = a.combo;
        play.cards = *cards_for(me.hand, a.combo);
    } else if (a.op == Op::Firecracker) {
        play.cards = {*std::find_if(me.hand.begin(), me.hand.end(), is_firecracker)};
    } else {
        play.cards = me.hand; // FirecrackersOut: every card, all firecrackers
    }
    take_cards(me, play.cards);
    s.discards.insert(s.discards.end(), play.cards.begin(), play.cards.end());
    Event e = event(a.op == Op::Play ? EventKind::Played : EventKind::Firecracker);
    e.seat = seat;
    e.combo = play.combo;
    e.cards = play.cards;
    events.push_back(e);

    // README, "Tricks": the same letters as the standing combination skip the next player;
    // a firecracker does too, and leaves the standing combination as it was.
    const bool same_letters =
        a.op == Op::Play && s.standing && s.standing->combo.letters() == a.combo.letters();
    s.trick.push_back(play);
    if (a.op == Op::Play) s.standing = play;
    s.skip_next = same_letters || a.op == Op::Firecracker;
    if (me.hand.empty()) went_out(s, seat, play, events);
    if (s.holding() <= 1) return end_hand(s, events);
    if (a.op == Op::FirecrackersOut) return start_trick(s, seat, events);
    if (a.op == Op::Play && a.combo.has_z()) return win_trick(s, seat, 1, events); // "Tricks": Z
    move_on(s, seat, events);
}

void apply_pass(State& s, int seat, std::vector<Event>& events) {
    Seat& me = s.seats[std::size_t(seat)];
    Event e = event(EventKind::Passed);
    e.seat = seat;
    e.voluntary = can_play(s, me);
    if (e.voluntary) me.voluntary_used = true;
    me.passed = true;
    events.push_back(e);
    // README, "Passing": with two players a pass ends the trick at once.
    if (s.players() == 2) return win_trick(s, s.standing->seat, 2, events);
    move_on(s, seat, events);
}

// README, "Exchange": Luckylix's worst card for Badluckix's best, at once, no choice.
void exchange_cards(State& s, std::vector<Event>& events) {
    const HandResult& last = s.results.back();
    Exchange x;
    x.luckylix = last.order.front();
    x.badluckix = last.order.back();
    Seat& lucky = s.seats[std::size_t(x.luckylix)];
    Seat& bad = s.seats[std::size_t(x.badluckix)];
    if (lucky.hand.empty() || bad.hand.empty()) return;
    x.given = lucky.hand.front(); // hands are sorted by card_value, lowest first
    x.returned = *std::max_element(bad.hand.begin(), bad.hand.end(), [](CardId a, CardId b) {
        return card_value(a) != card_value(b) ? card_value(a) < card_value(b) : a > b;
    });
    take_cards(lucky, {x.given});
    take_cards(bad, {x.returned});
    lucky.hand.push_back(x.returned);
    bad.hand.push_back(x.given);
    sort_hand(lucky.hand);
    sort_hand(bad.hand);
    s.exchange = x;
    Event e = event(EventKind::Exchanged);
    e.seat = x.luckylix;
    e.other = x.badluckix;
    e.card = x.given;
    e.card2 = x.returned;
    events.push_back(e);
}

void next_hand(State& s, std::vector<Event>& events) {
    const int badluckix = s.results.back().order.back();
    s.hand += 1;
    reset_hand_flags(s);
    deal_hand(s);
    s.leader = s.current = badluckix; // README, "Exchange": Badluckix leads
    Event e = event(EventKind::HandDealt);
    e.seat = badluckix;
    e.index = s.hand;
    events.push_back(e);
    exchange_cards(s, events);
}

} // namespace

Outcome apply(State& s, int seat, const Action& a) {
    Outcome out;
    out.rejection = refusal(s, seat, a);
    if (!out.rejection.empty()) return out;
    out.ok = true;
    switch (a.op) {
    case Op::Play:
    case Op::Firecracker:
    case Op::FirecrackersOut:
        apply_play(s, seat, a, out.events);
        break;
    case Op::Pass:
        apply_pass(s, seat, out.events);
        break;
    case Op::NextHand:
        next_hand(s, out.events);
        break;
    }
    s.log.push_back({std::uint8_t(seat), a.encode()});
    return out;
}

// ---- Views ------------------------------------------------------------------------------------

View view(const State& s, int seat) {
    View v;
    v.viewer = seat >= 0 && seat < s.players() ? seat : -1;
    v.players = s.players();
    v.variant = s.setup.variant;
    v.hand = s.hand;
    v.hands = s.hands;
    v.phase = s.phase;
    v.current = s.current;
    v.leader = s.leader;
    if (v.viewer >= 0) v.my_hand = s.seats[std::size_t(seat)].hand;
    // README, "Passing": whether a pass was the free one depends on the hand, so only its
    // player knows it.
    for (std::size_t p = 0; p < s.seats.size(); ++p) {
        const Seat& x = s.seats[p];
        v.seats.push_back({int(x.hand.size()), x.passed, int(p) == v.viewer && x.voluntary_used,
                           x.out_place, x.bad_out, x.total});
    }
    v.standing = s.standing;
    v.trick = s.trick;
    v.skip_next = s.skip_next;
    v.discards = s.discards;
    v.removed = int(s.removed.size() + s.undealt.size());
    if (s.exchange) {
        v.exchange = s.exchange;
        if (v.viewer != s.exchange->luckylix && v.viewer != s.exchange->badluckix)
            v.exchange->given = v.exchange->returned = kNoCard;
    }
    v.results = s.results;
    if (v.viewer >= 0) v.legal = legal(s, seat);
    return v;
}

std::vector<CardId> unseen_cards(const View& v) {
    std::vector<bool> seen(kDeckSizeAbcd, false);
    for (CardId c : v.my_hand) seen[c] = true;
    for (CardId c : v.discards) seen[c] = true;
    std::vector<CardId> out;
    for (CardId c : deck_cards(v.variant))
        if (!seen[c]) out.push_back(c);
    return out;
}

bool cards_conserved(const State& s, std::string* why) {
    std::vector<int> seen(kDeckSizeAbcd, 0);
    auto count = [&](const std::vector<CardId>& cards) {
        for (CardId c : cards)
            if (c < kDeckSizeAbcd) seen[c] += 1;
    };
    for (const Seat& seat : s.seats) count(seat.hand);
    count(s.removed);
    count(s.undealt);
    count(s.discards); // kept until the next deal, so a finished hand is whole too
    const int deck = abcd(s) ? kDeckSizeAbcd : kDeckSize;
    for (int c = 0; c < kDeckSizeAbcd; ++c) {
        const int want = c < deck ? 1 : 0;
        if (seen[std::size_t(c)] != want) {
            if (why)
                *why = card_code(CardId(c)) + " is in " + std::to_string(seen[std::size_t(c)]) +
                       " places, not " + std::to_string(want);
            return false;
        }
    }
    return true;
}

} // namespace strategix
