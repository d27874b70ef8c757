#include "table/check/select.h"

#include "table/check/words.h"
#include "table/i18n.h"

#include <algorithm>

namespace table::check_select {

using namespace check;

namespace {

// "3 cards with your joker, 2 blue to your point stack".
std::string choice_words(int cards, bool with_joker, int to_stack, Colour bonus) {
    const std::string n = std::to_string(cards);
    std::string out =
        with_joker
            ? fill(trn("{n} card with your joker", "{n} cards with your joker", cards), {{"n", n}})
            : fill(trn("{n} card", "{n} cards", cards), {{"n", n}});
    if (to_stack <= 0) return out;
    // TRANSLATORS: {cards} is "3 cards" or "3 cards with your joker"; {colour} the order's bonus
    // colour ("blue"): that many of the cards go to the point stack.
    return fill(tr("{cards}, {k} {colour} to your point stack"),
                {{"cards", out},
                 {"k", std::to_string(to_stack)},
                 {"colour", check_words::colour_word(bonus)}});
}

} // namespace

std::string face_of(CardId c) {
    return "number." + card_code(c);
}

int slot_count(std::uint8_t slots) {
    int n = 0;
    for (int i = 0; i < kMarketSize; ++i) n += (slots >> i) & 1;
    return n;
}

TakeTap tap_market(const std::array<CardId, kMarketSize>& market, std::uint8_t slots, int slot) {
    TakeTap out{slots, {}};
    if (slot < 0 || slot >= kMarketSize || market[std::size_t(slot)] == kNoCard) {
        out.refusal = tr("That place of the market is empty");
        return out;
    }
    const std::uint8_t bit = std::uint8_t(1u << slot);
    if (slots & bit) {
        out.slots = std::uint8_t(slots & ~bit);
        return out;
    }
    const std::uint8_t with = std::uint8_t(slots | bit);
    // README, "Turn", step 1: the rules' own reason for a set that may not be taken together.
    out.refusal = check_words::refusal_line(take_refusal(market, with));
    if (out.refusal.empty()) out.slots = with;
    return out;
}

const OrderCard* order_card(const View& v, int order) {
    const Rulebook& book = rulebook(v.variant);
    if (order < 0 || order >= int(book.orders.size())) return nullptr;
    return &book.orders[std::size_t(order)];
}

std::vector<int> fulfillable(const View& v) {
    std::vector<int> out;
    for (int id : v.open_orders) {
        if (id < 0) continue;
        for (const Action& a : v.legal)
            if (a.op == Op::Fulfil && a.order == id) {
                out.push_back(id);
                break;
            }
    }
    return out;
}

std::optional<Choice> propose(const View& v, int order) {
    for (const Action& a : v.legal) {
        if (a.op != Op::Fulfil || a.order != order) continue;
        auto cards = cards_for(v.my_hand, a.kinds);
        if (!cards) continue;
        Choice c{order, *cards, a.joker};
        std::sort(c.cards.begin(), c.cards.end());
        return c;
    }
    return std::nullopt;
}

void toggle_card(Choice& c, CardId card) {
    auto it = std::find(c.cards.begin(), c.cards.end(), card);
    if (it == c.cards.end())
        c.cards.insert(std::upper_bound(c.cards.begin(), c.cards.end(), card), card);
    else
        c.cards.erase(it);
}

FulfilReading read_choice(const View& v, const Choice& c) {
    FulfilReading r;
    const OrderCard* order = order_card(v, c.order);
    if (!order) {
        r.refusal = tr("That order is not open");
        return r;
    }
    std::vector<int> values;
    std::vector<std::uint8_t> kinds;
    for (CardId card : c.cards) {
        values.push_back(value_of(card));
        kinds.push_back(std::uint8_t(kind_of(card)));
        r.to_stack += colour_of(card) == order->bonus;
    }
    std::sort(kinds.begin(), kinds.end());
    const bool joker_free =
        v.viewer >= 0 && v.viewer < int(v.seats.size()) && v.seats[std::size_t(v.viewer)].joker;
    const bool with_joker = c.joker && joker_free;
    r.meets = meets(*order, values, with_joker ? 1 : 0);
    r.joker_completes = !c.joker && joker_free && !r.meets && meets(*order, values, 1);
    const int n = int(c.cards.size()) + (with_joker ? 1 : 0);
    r.describe = choice_words(n, with_joker, r.to_stack, order->bonus);
    if (r.meets) {
        r.action = Action::fulfil(c.order, kinds, with_joker);
        return r;
    }
    if (c.joker && !joker_free)
        r.refusal = tr("Your joker is used: it serves once a game");
    else if (r.joker_completes)
        r.refusal = tr("One card short: add your joker or another card");
    else if (c.cards.empty())
        r.refusal = fill(tr("Tap the cards of your hand that fulfil {order}"),
                         {{"order", check_words::order_name(*order)}});
    else
        r.refusal = fill(tr("These cards do not fulfil {order}"),
                         {{"order", check_words::order_name(*order)}});
    return r;
}

std::vector<std::vector<CardId>> groups_by_value(const std::vector<CardId>& hand) {
    std::vector<std::vector<CardId>> out;
    for (int value = 1; value <= kValues; ++value) {
        std::vector<CardId> group;
        for (CardId c : hand)
            if (value_of(c) == value) group.push_back(c);
        if (!group.empty()) out.push_back(std::move(group));
    }
    return out;
}

std::optional<Action> discard_for(const View& v, CardId card) {
    if (std::find(v.my_hand.begin(), v.my_hand.end(), card) == v.my_hand.end()) return {};
    const Action a = Action::discard(kind_of(card));
    if (std::find(v.legal.begin(), v.legal.end(), a) == v.legal.end()) return {};
    return a;
}

std::string requirement_words(const Requirement& r) {
    if (r.kind == ReqKind::Run) return "run of " + std::to_string(r.size);
    static const char* const kOf[] = {"", "one", "pair", "three", "four", "five"};
    const std::string n = r.size >= 0 && r.size <= 5 ? kOf[r.size] : std::to_string(r.size);
    if (r.value == 0) return r.size == 2 ? "pair" : n + " of a kind";
    if (r.size == 2) return "pair of " + std::to_string(r.value) + "s";
    return n + " " + std::to_string(r.value) + "s";
}

} // namespace table::check_select
