// High card's rules (README, "Cards" to "What a seat sees"): the cards, the deal, a trick, the
// end, and what each seat may know.
#include "highcard/highcard.h"

#include <algorithm>

namespace highcard {

namespace {

using Fail = core::Expected<State>;

const char* const kRankCodes[] = {"2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A"};
const char* const kRankNames[] = {"2", "3",  "4",    "5",     "6",    "7",  "8",
                                  "9", "10", "jack", "queen", "king", "ace"};
const char kSuitLetters[] = {'S', 'H', 'D', 'C'};
const char* const kSuitNames[] = {"spades", "hearts", "diamonds", "clubs"};

int other(int seat) {
    return 1 - seat;
}

bool holds(const std::vector<CardId>& hand, CardId c) {
    return std::find(hand.begin(), hand.end(), c) != hand.end();
}

Fail make_state(const core::Setup& setup, std::uint64_t seed) {
    if (setup.seats.size() != std::size_t(kPlayers))
        return Fail::fail("High card is for 2 players, not " + std::to_string(setup.seats.size()));
    if (setup.variant != 0) return Fail::fail("High card has no variants");
    State s;
    s.setup = setup;
    s.seed = seed;
    s.rng = core::Rng(seed);
    return Fail::ok(std::move(s));
}

// README, "Winning a trick": the follower's card closes the trick; its winner leads the next,
// and after the fifth the game is over (README, "The end").
void close_trick(State& s, CardId followed, std::vector<Event>& events) {
    const int winner = trick_winner(s.leader, s.led, followed);
    s.tricks.push_back({s.leader, s.led, followed, winner});
    ++s.won[std::size_t(winner)];
    s.led = kNoCard;
    events.push_back({EventKind::TrickWon, winner, kNoCard, int(s.tricks.size()), {}, {}});
    if (!s.over()) {
        s.leader = s.current = winner;
        return;
    }
    s.current = -1;
    s.winners = winners_of(s.won);
    events.push_back(
        {EventKind::GameEnded, -1, kNoCard, 0, {s.won.begin(), s.won.end()}, s.winners});
}

} // namespace

// ---- Cards ------------------------------------------------------------------------------------

int rank_of(CardId c) {
    return c % 13 + 2;
}

int suit_of(CardId c) {
    return c / 13;
}

std::string card_code(CardId c) {
    if (c >= kDeckSize) return "?";
    return std::string(kRankCodes[rank_of(c) - 2]) + kSuitLetters[suit_of(c)];
}

std::string card_name(CardId c) {
    if (c >= kDeckSize) return "an unknown card";
    return std::string("the ") + kRankNames[rank_of(c) - 2] + " of " + kSuitNames[suit_of(c)];
}

void sort_hand(std::vector<CardId>& hand) {
    std::sort(hand.begin(), hand.end(), [](CardId a, CardId b) {
        return rank_of(a) != rank_of(b) ? rank_of(a) < rank_of(b) : suit_of(a) < suit_of(b);
    });
}

std::optional<CardId> card_from_code(const std::string& code) {
    for (int c = 0; c < kDeckSize; ++c)
        if (card_code(CardId(c)) == code) return CardId(c);
    return std::nullopt;
}

// ---- Actions ----------------------------------------------------------------------------------

std::optional<Action> Action::decode(std::uint32_t code) {
    if (code >= std::uint32_t(kDeckSize)) return std::nullopt;
    return Action{CardId(code)};
}

std::string Action::to_string() const {
    return "play " + card_code(card);
}

core::Expected<Action> parse_action(const std::string& text) {
    using E = core::Expected<Action>;
    if (text.rfind("play ", 0) != 0)
        return E::fail("a High card move is \"play\" and a card, such as \"play AS\"");
    const auto card = card_from_code(text.substr(5));
    if (!card)
        return E::fail("'" + text.substr(5) +
                       "' is not a card (a rank 2 to 10, J, Q, K or A and a suit S, H, D or C)");
    return E::ok(Action{*card});
}

// ---- The deal (README, "Deal") ----------------------------------------------------------------

core::Expected<State> new_game(const core::Setup& setup, std::uint64_t seed) {
    auto made = make_state(setup, seed);
    if (!made) return made;
    State s = std::move(made.value());
    core::Deck deck = core::shuffled_deck(kDeckSize, s.rng);
    const auto hands = core::deal_one_by_one(deck, kPlayers, kHandSize, 0);
    for (int p = 0; p < kPlayers; ++p) {
        s.hands[std::size_t(p)] = hands[std::size_t(p)];
        sort_hand(s.hands[std::size_t(p)]);
    }
    s.deck = deck.cards;
    s.leader = s.current = int(s.rng.below(kPlayers));
    return Fail::ok(std::move(s));
}

core::Expected<State> new_game_with_hands(const core::Setup& setup, std::uint64_t seed,
                                          const std::array<std::vector<CardId>, kPlayers>& hands,
                                          int leader) {
    auto made = make_state(setup, seed);
    if (!made) return made;
    State s = std::move(made.value());
    if (leader < 0 || leader >= kPlayers) return Fail::fail("the leader must be seat 0 or 1");
    std::vector<bool> dealt(kDeckSize, false);
    for (int p = 0; p < kPlayers; ++p) {
        const std::vector<CardId>& hand = hands[std::size_t(p)];
        if (hand.size() != std::size_t(kHandSize))
            return Fail::fail("each hand holds 5 cards, not " + std::to_string(hand.size()));
        for (CardId c : hand) {
            if (c >= kDeckSize || dealt[c]) return Fail::fail("a card is dealt twice");
            dealt[c] = true;
        }
        s.hands[std::size_t(p)] = hand;
        sort_hand(s.hands[std::size_t(p)]);
    }
    for (CardId c : core::shuffled_deck(kDeckSize, s.rng).cards)
        if (!dealt[c]) s.deck.push_back(c);
    s.leader = s.current = leader;
    return Fail::ok(std::move(s));
}

// ---- A trick (README, "A trick", "Winning a trick") -------------------------------------------

int trick_winner(int leader, CardId led, CardId followed) {
    return rank_of(followed) > rank_of(led) ? other(leader) : leader;
}

std::vector<int> winners_of(const std::array<int, kPlayers>& won) {
    if (won[0] + won[1] < kTricks) return {};
    if (won[0] == won[1]) return {0, 1}; // never with an odd number of tricks
    return {won[0] > won[1] ? 0 : 1};
}

std::string refusal(const State& s, int seat, const Action& a) {
    if (seat == core::kTableSeat) return core::refuse(kTableMakesNoMove);
    if (seat < 0 || seat >= kPlayers) return core::refuse(core::kNotAPlayer);
    if (s.over()) return core::refuse(core::kGameOver);
    if (seat != s.current) return core::refuse(core::kNotYourTurn);
    if (!holds(s.hands[std::size_t(seat)], a.card)) return core::refuse(kNotInHand, {a.card});
    return {};
}

Outcome apply(State& s, int seat, const Action& a) {
    Outcome out;
    out.rejection = refusal(s, seat, a);
    if (!out.rejection.empty()) return out;
    out.ok = true;
    std::vector<CardId>& hand = s.hands[std::size_t(seat)];
    hand.erase(std::find(hand.begin(), hand.end(), a.card));
    out.events.push_back({EventKind::Played, seat, a.card, int(s.tricks.size()) + 1, {}, {}});
    if (s.led == kNoCard) {
        s.led = a.card;
        s.current = other(seat);
    } else {
        close_trick(s, a.card, out.events);
    }
    s.log.push_back({std::uint8_t(seat), a.encode()});
    return out;
}

std::vector<Action> legal(const State& s, int seat) {
    std::vector<Action> out;
    if (s.over() || seat != s.current) return out;
    for (CardId c : s.hands[std::size_t(seat)]) out.push_back({c});
    return out;
}

// ---- What a seat may know (README, "What a seat sees") ----------------------------------------

View view(const State& s, int seat) {
    View v;
    v.viewer = seat >= 0 && seat < kPlayers ? seat : -1;
    v.leader = s.leader;
    v.current = s.current;
    if (v.viewer >= 0) v.hand = s.hands[std::size_t(v.viewer)];
    for (int p = 0; p < kPlayers; ++p)
        v.hand_counts[std::size_t(p)] = int(s.hands[std::size_t(p)].size());
    v.deck_count = int(s.deck.size());
    v.led = s.led;
    v.tricks = s.tricks;
    v.won = s.won;
    v.winners = s.winners;
    if (v.viewer >= 0) v.legal = legal(s, v.viewer);
    return v;
}

std::vector<CardId> unseen_cards(const View& v) {
    std::vector<bool> seen(kDeckSize, false);
    for (CardId c : v.hand) seen[c] = true;
    if (v.led != kNoCard) seen[v.led] = true;
    for (const Trick& t : v.tricks) seen[t.led] = seen[t.followed] = true;
    std::vector<CardId> out;
    for (int c = 0; c < kDeckSize; ++c)
        if (!seen[std::size_t(c)]) out.push_back(CardId(c));
    return out;
}

bool cards_conserved(const State& s, std::string* why) {
    auto fail = [&](const std::string& text) {
        if (why) *why = text;
        return false;
    };
    std::vector<int> seen(kDeckSize, 0);
    auto see = [&](CardId c) { return c < kDeckSize && seen[c]++ == 0; };
    bool ok = std::all_of(s.deck.begin(), s.deck.end(), see);
    for (const auto& hand : s.hands) ok = ok && std::all_of(hand.begin(), hand.end(), see);
    for (const Trick& t : s.tricks) ok = ok && see(t.led) && see(t.followed);
    if (s.led != kNoCard) ok = ok && see(s.led);
    if (!ok || std::count(seen.begin(), seen.end(), 1) != kDeckSize)
        return fail("a card is missing or in two places");
    const int played = int(s.tricks.size());
    for (int p = 0; p < kPlayers; ++p) {
        const bool led_now = s.led != kNoCard && p == s.leader;
        if (int(s.hands[std::size_t(p)].size()) != kHandSize - played - (led_now ? 1 : 0))
            return fail("seat " + std::to_string(p) + " holds the wrong number of cards");
    }
    if (s.won[0] + s.won[1] != played) return fail("the tricks won do not add up");
    return true;
}

} // namespace highcard
