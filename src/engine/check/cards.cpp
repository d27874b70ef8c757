// CHECK!'s data and codes: the number cards, the rulebook of orders and markers, whether cards
// meet an order, and the action codes (README, "Cards", "Orders", "Majority markers").
#include "engine/check/check.h"

#include <algorithm>
#include <sstream>

namespace check {

namespace {

// The values of one colour's 23 cards, in CardId order (README, "Cards").
constexpr int kValueCounts[kValues] = {4, 5, 5, 5, 4};

int value_at(int position) {
    int value = 1;
    for (int count : kValueCounts) {
        if (position < count) return value;
        position -= count;
        ++value;
    }
    return 0;
}

} // namespace

int value_of(CardId c) {
    return value_at(c % kCardsPerColour);
}
Colour colour_of(CardId c) {
    return Colour(c / kCardsPerColour);
}
int kind_of(CardId c) {
    return int(colour_of(c)) * kValues + value_of(c) - 1;
}
int kind_value(int kind) {
    return kind % kValues + 1;
}
Colour kind_colour(int kind) {
    return Colour(kind / kValues);
}

char colour_letter(Colour c) {
    return "RBGY"[int(c)];
}

std::string kind_code(int kind) {
    return std::string(1, colour_letter(kind_colour(kind))) + char('0' + kind_value(kind));
}
std::string card_code(CardId c) {
    return kind_code(kind_of(c));
}

std::optional<int> parse_kind(const std::string& code) {
    if (code.size() != 2) return std::nullopt;
    const char* letters = "RBGY";
    const char* at = std::find(letters, letters + kColours, code[0]);
    if (at == letters + kColours || code[1] < '1' || code[1] > '5') return std::nullopt;
    return int(at - letters) * kValues + (code[1] - '1');
}

std::vector<CardId> deck_cards() {
    std::vector<CardId> cards(kDeckSize);
    for (int i = 0; i < kDeckSize; ++i) cards[i] = CardId(i);
    return cards;
}

// ---- Orders (README, "Orders") ----------------------------------------------------------------

int OrderCard::symbols() const {
    int n = 0;
    for (const auto& r : requirements) n += r.size;
    return n;
}

namespace {

Requirement same(int size, int value = 0) {
    return {ReqKind::Same, size, value};
}
Requirement run(int size) {
    return {ReqKind::Run, size, 0};
}

struct OrderRow {
    std::vector<Requirement> requirements;
    int points;
    int copies;
};

// The rows of README, "Orders" (requirements, points, copies); a specific pair's row stands for
// its five values. The table names each order from its requirements (src/table/check/words.h).
std::vector<OrderCard> standard_orders() {
    const std::vector<OrderRow> rows = {
        {{same(2)}, 1, 4},          // a pair
        {{same(2, 1)}, 2, 1},       // two 1s
        {{same(2, 2)}, 2, 1},       // two 2s
        {{same(2, 3)}, 2, 1},       // two 3s
        {{same(2, 4)}, 2, 1},       // two 4s
        {{same(2, 5)}, 2, 1},       // two 5s
        {{same(2), same(2)}, 3, 4}, // two pairs
        {{same(3)}, 3, 4},          // three of a kind
        {{run(3)}, 3, 4},           // run of 3
        {{same(4)}, 5, 3},          // four of a kind
        {{run(4)}, 5, 4},           // run of 4
        {{same(2), run(3)}, 5, 2},  // a pair and a run of 3
        {{same(5)}, 7, 2},          // five of a kind
        {{run(5)}, 7, 4},           // run of 5
    };
    std::vector<OrderCard> orders;
    for (const auto& row : rows)
        for (int i = 0; i < row.copies; ++i) {
            OrderCard o;
            o.id = int(orders.size());
            o.requirements = row.requirements;
            o.points = row.points;
            o.bonus = Colour(o.id % kColours); // README, "Orders": the k-th order's colour
            orders.push_back(o);
        }
    return orders;
}

} // namespace

const Rulebook& rulebook(std::uint32_t) {
    static const Rulebook standard = [] {
        Rulebook book;
        book.orders = standard_orders();
        return book;
    }();
    return standard;
}

bool known_variant(std::uint32_t variant) {
    return variant == 0;
}

int orders_to_end(int players) {
    return players <= 2 ? 7 : players == 3 ? 6 : 5;
}

// ---- Meeting an order (README, "Orders") ------------------------------------------------------

namespace {

// Whether requirements[from..] can be met from `counts` (cards of each value 1..5) and `jokers`,
// using every card. Sizes are at most 5 and requirements at most 2, so plain search is enough.
bool meet_from(const std::vector<Requirement>& reqs, std::size_t from,
               std::array<int, kValues + 1>& counts, int jokers) {
    if (from == reqs.size()) {
        int left = jokers;
        for (int v = 1; v <= kValues; ++v) left += counts[v];
        return left == 0;
    }
    const Requirement& r = reqs[from];
    if (r.kind == ReqKind::Same) {
        for (int v = 1; v <= kValues; ++v) {
            if (r.value != 0 && v != r.value) continue;
            for (int wild = 0; wild <= std::min(jokers, r.size); ++wild) {
                const int real = r.size - wild;
                if (counts[v] < real) continue;
                counts[v] -= real;
                const bool ok = meet_from(reqs, from + 1, counts, jokers - wild);
                counts[v] += real;
                if (ok) return true;
            }
        }
        return false;
    }
    // A run: each of its values is a card of that value or the joker (bit set in `wild`).
    for (int low = 1; low + r.size - 1 <= kValues; ++low) {
        for (unsigned wild = 0; wild < (1u << r.size); ++wild) {
            const int wilds = __builtin_popcount(wild);
            if (wilds > jokers) continue;
            bool fits = true;
            for (int i = 0; i < r.size; ++i)
                if (!(wild >> i & 1) && counts[low + i] == 0) fits = false;
            if (!fits) continue;
            for (int i = 0; i < r.size; ++i)
                if (!(wild >> i & 1)) --counts[low + i];
            const bool ok = meet_from(reqs, from + 1, counts, jokers - wilds);
            for (int i = 0; i < r.size; ++i)
                if (!(wild >> i & 1)) ++counts[low + i];
            if (ok) return true;
        }
    }
    return false;
}

} // namespace

bool meets(const OrderCard& order, const std::vector<int>& values, int jokers) {
    std::array<int, kValues + 1> counts{};
    for (int v : values) {
        if (v < 1 || v > kValues) return false;
        ++counts[v];
    }
    if (int(values.size()) + jokers != order.symbols()) return false;
    return meet_from(order.requirements, 0, counts, jokers);
}

// ---- Actions ------------------------------------------------------------------------------------

namespace {

constexpr std::uint32_t kPayloadBits = 29;
constexpr std::uint32_t kKindDigits = 21; // kind + 1, 0 = none

} // namespace

Action Action::fulfil(int order, std::vector<std::uint8_t> kinds, bool joker) {
    std::sort(kinds.begin(), kinds.end());
    return {Op::Fulfil, 0, order, std::move(kinds), joker};
}

std::uint32_t Action::encode() const {
    std::uint32_t payload = 0;
    switch (op) {
    case Op::Take:
        payload = market;
        break;
    case Op::Fulfil: {
        std::uint32_t digits = 0;
        for (auto it = kinds.rbegin(); it != kinds.rend(); ++it)
            digits = digits * kKindDigits + (*it + 1u);
        payload = std::uint32_t(order) << 23 | std::uint32_t(joker) << 22 | digits;
        break;
    }
    case Op::Done:
        break;
    case Op::Discard:
        payload = kinds.empty() ? 0 : kinds[0];
        break;
    }
    return std::uint32_t(op) << kPayloadBits | payload;
}

std::optional<Action> Action::decode(std::uint32_t code) {
    const std::uint32_t op = code >> kPayloadBits;
    const std::uint32_t payload = code & ((1u << kPayloadBits) - 1);
    switch (op) {
    case std::uint32_t(Op::Take):
        if (payload == 0 || payload >= (1u << kMarketSize)) return std::nullopt;
        return Action::take(std::uint8_t(payload));
    case std::uint32_t(Op::Fulfil): {
        const int order = int(payload >> 23);
        const bool joker = (payload >> 22) & 1;
        std::uint32_t digits = payload & ((1u << 22) - 1);
        std::vector<std::uint8_t> kinds;
        while (digits != 0) {
            const std::uint32_t d = digits % kKindDigits;
            if (d == 0) return std::nullopt; // a gap: not a code encode() makes
            kinds.push_back(std::uint8_t(d - 1));
            digits /= kKindDigits;
        }
        if (kinds.size() > kMostCardsAnOrderNeeds || !std::is_sorted(kinds.begin(), kinds.end()))
            return std::nullopt;
        if (kinds.empty() && !joker) return std::nullopt;
        return Action::fulfil(order, kinds, joker);
    }
    case std::uint32_t(Op::Done):
        if (payload != 0) return std::nullopt;
        return Action::done();
    case std::uint32_t(Op::Discard):
        if (payload >= kKinds) return std::nullopt;
        return Action::discard(int(payload));
    }
    return std::nullopt;
}

std::string Action::to_string() const {
    std::string s;
    switch (op) {
    case Op::Take:
        s = "take";
        for (int i = 0; i < kMarketSize; ++i)
            if (market >> i & 1) s += " " + std::to_string(i);
        return s;
    case Op::Fulfil:
        s = "fulfil " + std::to_string(order);
        for (auto k : kinds) s += " " + kind_code(k);
        if (joker) s += " +joker";
        return s;
    case Op::Done:
        return "done";
    case Op::Discard:
        return "discard " + (kinds.empty() ? std::string("?") : kind_code(kinds[0]));
    }
    return "?";
}

core::Expected<Action> parse_action(const std::string& text) {
    using E = core::Expected<Action>;
    std::istringstream in(text);
    std::string verb, word;
    in >> verb;
    std::vector<std::string> words;
    while (in >> word) words.push_back(word);
    if (verb == "done" && words.empty()) return E::ok(Action::done());
    if (verb == "take" && !words.empty() && words.size() <= kMarketSize) {
        std::uint8_t slots = 0;
        for (const auto& w : words) {
            if (w.size() != 1 || w[0] < '0' || w[0] >= '0' + kMarketSize)
                return E::fail("\"" + w + "\" is not a market slot: write 0 to 5");
            slots |= std::uint8_t(1u << (w[0] - '0'));
        }
        return E::ok(Action::take(slots));
    }
    if (verb == "discard" && words.size() == 1) {
        if (auto k = parse_kind(words[0])) return E::ok(Action::discard(*k));
        return E::fail("\"" + words[0] + "\" is not a card: write a colour letter and a value, R3");
    }
    if (verb == "fulfil" && !words.empty()) {
        const std::string& id = words[0];
        if (id.empty() || id.size() > 2 || !std::all_of(id.begin(), id.end(), ::isdigit))
            return E::fail("\"" + id + "\" is not an order number");
        std::vector<std::uint8_t> kinds;
        bool joker = false;
        for (std::size_t i = 1; i < words.size(); ++i) {
            if (words[i] == "+joker" && !joker) {
                joker = true;
            } else if (auto k = parse_kind(words[i])) {
                kinds.push_back(std::uint8_t(*k));
            } else {
                return E::fail("\"" + words[i] +
                               "\" is not a card: write a colour letter and a "
                               "value, R3, or +joker");
            }
        }
        if (kinds.size() > kMostCardsAnOrderNeeds) return E::fail("an order takes at most 5 cards");
        if (kinds.empty() && !joker) return E::fail("say which cards fulfil the order");
        return E::ok(Action::fulfil(std::stoi(id), kinds, joker));
    }
    return E::fail("\"" + text +
                   "\" is not a CHECK! action: take SLOTS, fulfil ORDER CARDS [+joker], done or "
                   "discard CARD");
}

} // namespace check
