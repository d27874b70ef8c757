#include "table/strategix/select.h"

#include "table/i18n.h"
#include "table/strategix/words.h"

#include <algorithm>
#include <array>

namespace table::strategix_select {

using namespace strategix;
using strategix_words::describe_combo;
using strategix_words::refusal_line;

namespace {

using Counts = std::array<int, kLetters>;

// Enough for every reading a person makes of a few stars; a selection of many stars in many
// groups could form millions (README, "Decisions"), and is read only this far.
constexpr std::size_t kMostCombos = 400;

// Fills `groups` more groups of `length` (pairs: two of one letter; runs: consecutive letters)
// from `from` on, covering every natural letter left in `left` and using exactly `stars` stars
// for the letters missing. Groups go in ascending order of their lowest letter, so the lowest
// natural letter left must be covered by the next group or never.
void fill(Shape shape, int length, int groups, int from, int lowest_letter, Counts& left, int stars,
          Combo& partial, std::vector<Combo>& out) {
    int lowest_left = -1;
    for (int l = 0; l < kLetters && lowest_left < 0; ++l)
        if (left[std::size_t(l)] > 0) lowest_left = l;
    if (groups == 0) {
        if (lowest_left < 0 && stars == 0) out.push_back(partial);
        return;
    }
    if (out.size() >= kMostCombos) return;
    const int span = shape == Shape::Runs ? length : 1; // letters one group covers
    for (int start = std::max(from, lowest_letter); start + span - 1 < kLetters; ++start) {
        // A group starting past the lowest letter left leaves it uncovered for good.
        if (lowest_left >= 0 && start > lowest_left) break;
        Counts taken{};
        int missing = 0;
        for (int k = 0; k < length; ++k) {
            const int letter = shape == Shape::Runs ? start + k : start;
            int& have = left[std::size_t(letter)];
            if (have > 0)
                --have, ++taken[std::size_t(letter)];
            else
                ++missing;
        }
        if (missing <= stars) {
            partial.starts.push_back(std::uint8_t(start));
            fill(shape, length, groups - 1, start, lowest_letter, left, stars - missing, partial,
                 out);
            partial.starts.pop_back();
        }
        for (int l = 0; l < kLetters; ++l) left[std::size_t(l)] += taken[std::size_t(l)];
    }
}

void combos_of_shape(Shape shape, int length, int n, const Counts& letters, int stars,
                     int lowest_letter, std::vector<Combo>& out) {
    if (n % length != 0) return;
    Combo partial;
    partial.shape = shape;
    partial.length = length;
    Counts left = letters;
    fill(shape, length, n / length, lowest_letter, lowest_letter, left, stars, partial, out);
}

bool weaker(const Combo& a, const Combo& b) {
    return Action::play(a).encode() < Action::play(b).encode();
}

// Among the combinations the cards form, the one worth describing when none is legal: the
// standing combination's shape when the cards have it (the refusal then says why it is not
// enough), else the weakest.
std::optional<Combo> shown_of(const View& v, const std::vector<Combo>& formed) {
    if (formed.empty()) return std::nullopt;
    if (v.standing && v.standing->op == Op::Play)
        for (const Combo& c : formed)
            if (same_shape(c, v.standing->combo)) return c;
    return formed.front();
}

// README, "Decisions": view.legal lists the plays with the fewest stars, and leads of several
// groups with the hand's own letters only; any other play the rules allow is accepted when asked
// for. So the combinations these cards form are asked of the rules too (only when the viewer may
// act: the refusal would say it is not their turn).
void add_unlisted(const View& v, const std::vector<Combo>& formed, const Makeup& want,
                  std::vector<Action>& legal) {
    if (v.legal.empty() || formed.empty()) return;
    const State s = state_for_refusal(v);
    for (const Combo& c : formed) {
        const Action a = Action::play(c);
        if (std::find(legal.begin(), legal.end(), a) != legal.end()) continue;
        auto cards = cards_for(v.my_hand, c);
        if (!cards || !(makeup_of(*cards) == want)) continue;
        if (refusal(s, v.viewer, a).empty()) legal.push_back(a);
    }
    std::sort(legal.begin(), legal.end(),
              [](const Action& x, const Action& y) { return x.encode() < y.encode(); });
}

bool holds_only_firecrackers(const std::vector<CardId>& hand) {
    return !hand.empty() && std::all_of(hand.begin(), hand.end(), is_firecracker);
}

} // namespace

Makeup makeup_of(const std::vector<CardId>& cards) {
    Makeup m;
    for (CardId c : cards) {
        if (is_star(c))
            ++m.stars;
        else if (is_firecracker(c))
            ++m.firecrackers;
        else
            m.letters.push_back(letter_of(c));
    }
    std::sort(m.letters.begin(), m.letters.end());
    return m;
}

std::vector<Combo> combos_of(const std::vector<CardId>& cards, std::uint32_t variant) {
    std::vector<Combo> out;
    const Makeup m = makeup_of(cards);
    const int n = int(cards.size());
    if (n == 0 || n > kMaxHand || m.firecrackers > 0) return out;
    Counts letters{};
    for (int l : m.letters) ++letters[std::size_t(l)];
    const int lowest = (variant & kVariantAbcd) ? 0 : 1; // A only in the ABCD variant
    if (n == 1) combos_of_shape(Shape::Single, 1, 1, letters, m.stars, lowest, out);
    combos_of_shape(Shape::Pairs, 2, n, letters, m.stars, lowest, out);
    for (int length = 2; length <= n; ++length)
        combos_of_shape(Shape::Runs, length, n, letters, m.stars, lowest, out);
    out.erase(std::remove_if(out.begin(), out.end(), [](const Combo& c) { return !c.valid(); }),
              out.end());
    std::sort(out.begin(), out.end(), weaker);
    return out;
}

Reading read_selection(const View& v, const std::vector<CardId>& selected) {
    Reading r;
    if (selected.empty()) return r;
    const Makeup want = makeup_of(selected);
    for (const Action& a : v.legal) {
        if (a.op == Op::Play) {
            auto cards = cards_for(v.my_hand, a.combo);
            if (cards && makeup_of(*cards) == want) r.legal.push_back(a);
        } else if (a.op == Op::Firecracker && want.firecrackers == 1 && selected.size() == 1) {
            r.legal.push_back(a);
        } else if (a.op == Op::FirecrackersOut && holds_only_firecrackers(selected) &&
                   selected.size() == v.my_hand.size()) {
            r.legal.push_back(a);
        }
    }
    std::sort(r.legal.begin(), r.legal.end(),
              [](const Action& a, const Action& b) { return a.encode() < b.encode(); });
    if (want.firecrackers > 0 && want.firecrackers == int(selected.size())) {
        r.describe = selected.size() == 1 ? tr("A firecracker") : tr("All your firecrackers");
        if (r.legal.empty()) {
            const Action a = selected.size() == 1 || !holds_only_firecrackers(v.my_hand)
                                 ? Action::firecracker()
                                 : Action::firecrackers_out();
            r.refusal = selected.size() > 1 && a.op == Op::Firecracker
                            ? tr("A firecracker is played alone")
                            : refusal_line(refusal(state_for_refusal(v), v.viewer, a));
        }
        return r;
    }
    if (want.firecrackers > 0) {
        r.refusal = tr("A firecracker is played alone");
        return r;
    }
    const std::vector<Combo> formed = combos_of(selected, v.variant);
    add_unlisted(v, formed, want, r.legal);
    if (!r.legal.empty()) {
        r.describe = describe_combo(r.legal.front().combo);
        return r;
    }
    r.shown = shown_of(v, formed);
    if (!r.shown) {
        r.refusal = tr("These cards make no single card, run or pair");
        return r;
    }
    r.describe = describe_combo(*r.shown);
    r.refusal = refusal_line(refusal(state_for_refusal(v), v.viewer, Action::play(*r.shown)));
    if (r.refusal.empty()) r.refusal = tr("Not a play you can make now");
    return r;
}

std::vector<Action> star_choices(const Reading& r, std::size_t most) {
    std::vector<Action> out;
    if (r.legal.size() < 2) return out;
    for (const Action& a : r.legal)
        if (out.size() < most || (a.op == Op::Play && a.combo.has_z())) out.push_back(a);
    return out;
}

State state_for_refusal(const View& v) {
    State s;
    s.setup.variant = v.variant;
    s.setup.seats.assign(std::size_t(v.players), core::SeatKind::Human);
    s.hand = v.hand;
    s.hands = v.hands;
    s.phase = v.phase;
    s.current = v.current;
    s.leader = v.leader;
    s.standing = v.standing;
    s.trick = v.trick;
    s.skip_next = v.skip_next;
    s.discards = v.discards;
    s.exchange = v.exchange;
    s.results = v.results;
    const std::vector<CardId> unseen = unseen_cards(v);
    std::size_t next = 0;
    s.seats.resize(std::size_t(v.players));
    for (int p = 0; p < v.players; ++p) {
        const SeatView& sv = v.seats[std::size_t(p)];
        Seat& seat = s.seats[std::size_t(p)];
        seat.passed = sv.passed;
        seat.voluntary_used = sv.voluntary_used;
        seat.out_place = sv.out_place;
        seat.bad_out = sv.bad_out;
        seat.total = sv.total;
        if (p == v.viewer) {
            seat.hand = v.my_hand;
            continue;
        }
        for (int k = 0; k < sv.count && next < unseen.size(); ++k)
            seat.hand.push_back(unseen[next++]);
    }
    s.removed.assign(unseen.begin() + std::ptrdiff_t(next), unseen.end());
    return s;
}

std::string face_of(CardId c) {
    if (c == kNoCard) return "back";
    if (is_star(c)) return "letter.star";
    if (is_firecracker(c)) return "letter.fire";
    if (c >= kFirstAbcd) return "letter." + letter_name(letter_of(c)); // A, or the first B, C, D
    return "letter." + card_code(c);
}

} // namespace table::strategix_select
