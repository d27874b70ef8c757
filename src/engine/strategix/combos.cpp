// Strategix's cards, combinations and action codes (README, "Deck", "Tricks", "Stars").
#include "engine/strategix/strategix.h"

#include <algorithm>
#include <cstddef>

namespace strategix {

// ---- Cards ------------------------------------------------------------------------------------

CardKind kind_of(CardId c) {
    if (c >= kFirstStar && c < kFirstFirecracker) return CardKind::Star;
    if (c >= kFirstFirecracker && c < kFirstAbcd) return CardKind::Firecracker;
    return CardKind::Letter;
}

int letter_of(CardId c) {
    if (c < kFirstStar) return c % 25 + 1;
    if (c >= kFirstAbcd && c < kFirstAbcd + 4) return c - kFirstAbcd;
    return -1;
}

bool is_star(CardId c) {
    return kind_of(c) == CardKind::Star;
}

bool is_firecracker(CardId c) {
    return kind_of(c) == CardKind::Firecracker;
}

int card_value(CardId c) {
    switch (kind_of(c)) {
    case CardKind::Firecracker:
        return kLetters + 1;
    case CardKind::Star:
        return kLetters;
    case CardKind::Letter:
        break;
    }
    return letter_of(c);
}

std::string letter_name(int letter) {
    return std::string(1, char('A' + letter));
}

std::string card_code(CardId c) {
    switch (kind_of(c)) {
    case CardKind::Star:
        return "*" + std::to_string(c - kFirstStar + 1);
    case CardKind::Firecracker:
        return "!" + std::to_string(c - kFirstFirecracker + 1);
    case CardKind::Letter:
        break;
    }
    if (c >= kFirstAbcd) return letter_name(letter_of(c)) + "3";
    return letter_name(letter_of(c)) + (c >= 25 ? "2" : "");
}

std::vector<CardId> deck_cards(std::uint32_t variant) {
    const int n = (variant & kVariantAbcd) ? kDeckSizeAbcd : kDeckSize;
    std::vector<CardId> cards;
    for (int c = 0; c < n; ++c) cards.push_back(CardId(c));
    return cards;
}

// ---- Combinations -----------------------------------------------------------------------------

std::vector<int> Combo::letters() const {
    std::vector<int> out;
    for (std::uint8_t s : starts)
        for (int i = 0; i < length; ++i) out.push_back(shape == Shape::Pairs ? s : s + i);
    std::sort(out.begin(), out.end());
    return out;
}

bool Combo::has_z() const {
    const std::vector<int> l = letters();
    return !l.empty() && l.back() == kZ;
}

bool Combo::valid() const {
    if (starts.empty() || cards() > kMaxHand) return false;
    if (!std::is_sorted(starts.begin(), starts.end())) return false;
    switch (shape) {
    case Shape::Single:
        if (length != 1 || starts.size() != 1) return false;
        break;
    case Shape::Pairs:
        if (length != 2) return false;
        break;
    case Shape::Runs:
        if (length < 2) return false;
        break;
    }
    const int span = shape == Shape::Runs ? length : 1;
    return starts.back() + span - 1 <= kZ;
}

static std::string group_text(const Combo& c, std::uint8_t start) {
    std::string g;
    for (int i = 0; i < c.length; ++i)
        g += char('A' + (c.shape == Shape::Runs ? start + i : start));
    return g;
}

std::string Combo::to_string() const {
    std::string out;
    for (std::uint8_t s : starts) {
        if (!out.empty()) out += "+";
        out += group_text(*this, s);
    }
    return out;
}

// One group's text: a run of consecutive letters, a pair of one letter, or a single letter.
static std::optional<std::pair<Shape, int>> group_from_text(const std::string& g) {
    if (g.empty() || g.size() > std::size_t(kLetters)) return std::nullopt;
    for (char ch : g)
        if (ch < 'A' || ch > 'Z') return std::nullopt;
    if (g.size() == 1) return std::make_pair(Shape::Single, g[0] - 'A');
    if (g.size() == 2 && g[0] == g[1]) return std::make_pair(Shape::Pairs, g[0] - 'A');
    for (std::size_t i = 1; i < g.size(); ++i)
        if (g[i] != g[i - 1] + 1) return std::nullopt;
    return std::make_pair(Shape::Runs, g[0] - 'A');
}

std::optional<Combo> parse_combo(const std::string& text) {
    Combo c;
    std::size_t at = 0;
    bool first = true;
    while (at <= text.size()) {
        std::size_t plus = text.find('+', at);
        if (plus == std::string::npos) plus = text.size();
        const std::string g = text.substr(at, plus - at);
        auto group = group_from_text(g);
        if (!group) return std::nullopt;
        if (first) {
            c.shape = group->first;
            c.length = int(g.size());
        } else if (group->first != c.shape || int(g.size()) != c.length ||
                   c.shape == Shape::Single) {
            return std::nullopt; // a single card is one card; groups share one shape
        }
        c.starts.push_back(std::uint8_t(group->second));
        first = false;
        at = plus + 1;
    }
    std::sort(c.starts.begin(), c.starts.end());
    if (!c.valid()) return std::nullopt;
    return c;
}

bool same_shape(const Combo& a, const Combo& b) {
    return a.shape == b.shape && a.length == b.length && a.groups() == b.groups();
}

bool at_least_as_strong(const Combo& play, const Combo& standing) {
    const std::vector<int> mine = play.letters(), theirs = standing.letters();
    return !std::lexicographical_compare(mine.begin(), mine.end(), theirs.begin(), theirs.end());
}

std::array<int, 2> combo_args(const Combo& c) {
    const std::uint32_t code = Action::play(c).encode();
    return {int(code >> 16), int(code & 0xFFFFu)};
}

std::optional<Combo> combo_from_args(int high, int low) {
    if (high < 0 || high > 0x7FFF || low < 0 || low > 0xFFFF) return std::nullopt;
    const auto a = Action::decode(std::uint32_t(high) << 16 | std::uint32_t(low));
    if (!a || a->op != Op::Play) return std::nullopt;
    return a->combo;
}

// ---- Action codes -------------------------------------------------------------------------------
// A play's code ranks its combination: blocks by (shape, length, groups) in a fixed order, and
// within a block the multiset of group starts by the combinatorial number system (a multiset
// s0 <= s1 <= ... of k values below n is the set s_i + i of k values below n + k - 1). Every
// combination of at most kMaxHand cards gets a code below 2^31.

namespace {

constexpr std::uint32_t kSpecial = 0x80000000u;

std::uint64_t choose(int n, int k) {
    if (k < 0 || k > n) return 0;
    std::uint64_t r = 1;
    for (int i = 1; i <= k; ++i) r = r * std::uint64_t(n - k + i) / std::uint64_t(i);
    return r;
}

struct Block {
    Shape shape;
    int length, groups, values; // values: how many group starts there are
    std::uint64_t offset, count;
};

const std::vector<Block>& blocks() {
    static const std::vector<Block> table = [] {
        std::vector<Block> b;
        std::uint64_t at = 0;
        auto add = [&](Shape s, int length, int groups, int values) {
            const std::uint64_t count = choose(values + groups - 1, groups);
            b.push_back({s, length, groups, values, at, count});
            at += count;
        };
        add(Shape::Single, 1, 1, kLetters);
        for (int k = 1; 2 * k <= kMaxHand; ++k) add(Shape::Pairs, 2, k, kLetters);
        for (int length = 2; length <= kLetters; ++length)
            for (int k = 1; k * length <= kMaxHand; ++k)
                add(Shape::Runs, length, k, kLetters + 1 - length);
        return b;
    }();
    return table;
}

} // namespace

std::uint32_t Action::encode() const {
    if (op != Op::Play) return kSpecial + std::uint32_t(op);
    if (!combo.valid()) return 0xFFFFFFFFu;
    for (const Block& b : blocks()) {
        if (b.shape != combo.shape || b.length != combo.length || b.groups != combo.groups())
            continue;
        std::uint64_t rank = 0;
        for (int i = 0; i < b.groups; ++i) rank += choose(combo.starts[std::size_t(i)] + i, i + 1);
        return std::uint32_t(b.offset + rank);
    }
    return 0xFFFFFFFFu; // not a combination (never made by a valid Combo)
}

std::optional<Action> Action::decode(std::uint32_t code) {
    if (code >= kSpecial) {
        const std::uint32_t op = code - kSpecial;
        if (op == 0 || op > std::uint32_t(Op::NextHand)) return std::nullopt;
        return Action{Op(op), {}};
    }
    for (const Block& b : blocks()) {
        if (code < b.offset || code >= b.offset + b.count) continue;
        std::uint64_t rank = code - b.offset;
        Combo c{b.shape, b.length, std::vector<std::uint8_t>(std::size_t(b.groups))};
        for (int i = b.groups - 1; i >= 0; --i) {
            int v = i;
            while (choose(v + 1, i + 1) <= rank) ++v;
            rank -= choose(v, i + 1);
            c.starts[std::size_t(i)] = std::uint8_t(v - i);
        }
        return Action::play(std::move(c));
    }
    return std::nullopt;
}

std::string Action::to_string() const {
    switch (op) {
    case Op::Play:
        return "play " + combo.to_string();
    case Op::Firecracker:
        return "fire";
    case Op::Pass:
        return "pass";
    case Op::FirecrackersOut:
        return "fires out";
    case Op::NextHand:
        return "next";
    }
    return "?";
}

core::Expected<Action> parse_action(const std::string& text) {
    if (text == "fire") return core::Expected<Action>::ok(Action::firecracker());
    if (text == "pass") return core::Expected<Action>::ok(Action::pass());
    if (text == "fires out") return core::Expected<Action>::ok(Action::firecrackers_out());
    if (text == "next") return core::Expected<Action>::ok(Action::next_hand());
    if (text.rfind("play ", 0) == 0) {
        if (auto c = parse_combo(text.substr(5)))
            return core::Expected<Action>::ok(Action::play(*c));
        return core::Expected<Action>::fail(
            "\"" + text.substr(5) +
            "\" is not a Strategix combination: write one letter (G), runs of equal length "
            "joined by + (EF+MN) or pairs joined by + (GG+PP)");
    }
    return core::Expected<Action>::fail("\"" + text +
                                        "\" is not a Strategix action: play LETTERS, fire, "
                                        "pass, fires out or next");
}

} // namespace strategix
