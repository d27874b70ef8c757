#include "table/check/words.h"

#include "table/i18n.h"
#include "table/refusal_words.h"

namespace table::check_words {

using namespace check;

// ---- Cards and orders (README, "Cards", "Orders") -----------------------------------------------

std::string colour_word(Colour c) {
    switch (c) {
    case Colour::Red:
        return trc("colour", "red");
    case Colour::Blue:
        return trc("colour", "blue");
    case Colour::Green:
        return trc("colour", "green");
    case Colour::Yellow:
        return trc("colour", "yellow");
    }
    return {};
}

namespace {

// One sentence a colour: the colour's word agrees with the card in French and German ("un 3
// rouge", "eine rote 3"), and German declines it after "with" ("mit einer roten 3").
const char* card_pattern(Colour c, bool after_with) {
    if (after_with) {
        switch (c) {
        case Colour::Red:
            // TRANSLATORS: a number card after "with" ("You fulfil Pair with a red 3"); {value}
            // is its number, 1 to 5.
            return trc("card after with", "a red {value}");
        case Colour::Blue:
            return trc("card after with", "a blue {value}");
        case Colour::Green:
            return trc("card after with", "a green {value}");
        case Colour::Yellow:
            return trc("card after with", "a yellow {value}");
        }
        return "";
    }
    switch (c) {
    case Colour::Red:
        // TRANSLATORS: a number card taken, drawn or discarded ("You take a red 3"); {value} is
        // its number, 1 to 5.
        return trc("card", "a red {value}");
    case Colour::Blue:
        return trc("card", "a blue {value}");
    case Colour::Green:
        return trc("card", "a green {value}");
    case Colour::Yellow:
        return trc("card", "a yellow {value}");
    }
    return "";
}

} // namespace

std::string card_words(CardId c, bool after_with) {
    return fill(card_pattern(colour_of(c), after_with), {{"value", std::to_string(value_of(c))}});
}

std::string cards_words(const std::vector<CardId>& cards, bool after_with) {
    std::vector<std::string> names;
    for (CardId c : cards) names.push_back(card_words(c, after_with));
    return and_list(names);
}

std::string order_name(const OrderCard& order) {
    const std::vector<Requirement>& r = order.requirements;
    auto any_pair = [](const Requirement& q) {
        return q.kind == ReqKind::Same && q.size == 2 && q.value == 0;
    };
    if (r.size() == 1 && r[0].kind == ReqKind::Run)
        return fill(trc("order", "Run of {n}"), {{"n", std::to_string(r[0].size)}});
    if (r.size() == 1 && r[0].size == 2) {
        if (r[0].value == 0) return trc("order", "Pair");
        // TRANSLATORS: an order: two cards of the number {value} ("Pair of 3s").
        return fill(trc("order", "Pair of {value}s"), {{"value", std::to_string(r[0].value)}});
    }
    if (r.size() == 1 && r[0].value == 0) {
        if (r[0].size == 3) return trc("order", "Three of a kind");
        if (r[0].size == 4) return trc("order", "Four of a kind");
        if (r[0].size == 5) return trc("order", "Five of a kind");
    }
    if (r.size() == 2 && any_pair(r[0]) && any_pair(r[1])) return trc("order", "Two pairs");
    if (r.size() == 2 && any_pair(r[0]) && r[1].kind == ReqKind::Run)
        return fill(trc("order", "Pair + run of {n}"), {{"n", std::to_string(r[1].size)}});
    return tr("an order"); // no order of the standard rulebook
}

std::string order_name(int id) {
    const std::vector<OrderCard>& orders = rulebook(0).orders;
    if (id < 0 || id >= int(orders.size())) return {};
    return order_name(orders[std::size_t(id)]);
}

// ---- The log ------------------------------------------------------------------------------------

namespace {

std::string number(int n) {
    return std::to_string(n);
}

// README, "Turn", step 2: the order, the cards shown (and the joker), the bonus colour's cards
// gone to the point stack.
std::string fulfilled_line(const Event& e, const Voice& say) {
    std::string order = tr("an order");
    const std::string name = order_name(e.order);
    if (!name.empty())
        // TRANSLATORS: an order fulfilled and its points: "Pair of 3s (2)".
        order = fill(
            trc("order points", "{order} ({points})"),
            {{"order", name}, {"points", number(rulebook(0).orders[std::size_t(e.order)].points)}});
    std::string with = cards_words(e.cards, true);
    if (e.joker)
        with = e.cards.empty()
                   ? std::string(trc("after with", "the joker"))
                   : fill(trc("after with", "{cards} and the joker"), {{"cards", with}});
    // TRANSLATORS: {order} is an order and its points ("Pair of 3s (2)"), {with} the cards shown
    // ("a red 3 and a blue 3", "a red 3 and the joker").
    std::string line =
        say.says(e.seat, tr("You fulfil {order} with {with}"),
                 tr("{name} fulfils {order} with {with}"), {{"order", order}, {"with", with}});
    if (e.count > 0)
        line = fill(trn("{line}, {n} card to the point stack",
                        "{line}, {n} cards to the point stack", e.count),
                    {{"line", line}, {"n", number(e.count)}});
    return line;
}

// README, "The end": enough orders, none left, or a quiet round.
std::string end_line(const Event& e, const Voice& say) {
    if (e.reason == 1) return tr("No order is left: this round is the last");
    if (e.reason == 2)
        return tr("A whole round went by with nothing taken or fulfilled: this round is the last");
    return say.says(e.seat,
                    trn("You have {n} order: this round is the last",
                        "You have {n} orders: this round is the last", e.count),
                    trn("{name} has {n} order: this round is the last",
                        "{name} has {n} orders: this round is the last", e.count),
                    {{"n", number(e.count)}});
}

std::vector<int> totals_of(const std::vector<Score>& scores) {
    std::vector<int> out;
    for (const Score& s : scores) out.push_back(s.total);
    return out;
}

} // namespace

std::string tie_break(const std::vector<Score>& scores, const std::vector<int>& winners,
                      const Voice& say) {
    std::vector<int> stacks;
    for (const Score& s : scores) stacks.push_back(s.stack);
    const TieBreakWords words{
        tr("Tied at {total} with as many cards in each point stack ({count}): the victory is "
           "shared."),
        // TRANSLATORS: {rival} is the other player tied on points ("Ana"); {count} and
        // {rival_count} the cards in each one's point stack.
        tr("You tied at {total} with {rival} and won on the point stack: {count} cards against "
           "{rival_count}."),
        tr("{name} tied at {total} with {rival} and won on the point stack: {count} cards against "
           "{rival_count}."),
        false};
    return tie_break_line(totals_of(scores), stacks, winners, words, say);
}

std::string log_line(const Event& e, const Voice& say) {
    switch (e.kind) {
    case EventKind::GameStarted:
        return say.says(e.seat, tr("You begin"), tr("{name} begins"));
    case EventKind::TurnStarted:
        return say.says(e.seat, tr("your turn"), tr("{name}'s turn"));
    case EventKind::TakeSkipped:
        return say.says(e.seat, tr("The market is empty: You take nothing"),
                        tr("The market is empty: {name} takes nothing"));
    case EventKind::Took:
        return say.says(e.seat, tr("You take {cards}"), tr("{name} takes {cards}"),
                        {{"cards", cards_words(e.cards)}});
    case EventKind::Fulfilled:
        return fulfilled_line(e, say);
    case EventKind::EndTriggered:
        return end_line(e, say);
    case EventKind::MarketRefilled:
        return fill(tr("The market gets {cards}"), {{"cards", cards_words(e.cards)}});
    case EventKind::OrdersRefilled:
        return trn("New order on the table", "New orders on the table", long(e.orders.size()));
    case EventKind::DeckRebuilt:
        return fill(trn("The discard pile ({n} card) is shuffled into a new draw pile",
                        "The discard pile ({n} cards) is shuffled into a new draw pile", e.count),
                    {{"n", number(e.count)}});
    case EventKind::Drew:
        // README, "Turn", step 3: the others learn how many, the one who drew which.
        if (e.cards.empty())
            return say.says(e.seat, trn("You draw {n} card", "You draw {n} cards", e.count),
                            trn("{name} draws {n} card", "{name} draws {n} cards", e.count),
                            {{"n", number(e.count)}});
        return say.says(e.seat, tr("You draw {cards}"), tr("{name} draws {cards}"),
                        {{"cards", cards_words(e.cards)}});
    case EventKind::Discarded:
        return say.says(e.seat, tr("You discard {cards}"), tr("{name} discards {cards}"),
                        {{"cards", cards_words(e.cards)}});
    case EventKind::GameEnded:
        return game_over_line(totals_of(e.scores), e.winners, tie_break(e.scores, e.winners, say),
                              say);
    }
    return {};
}

// ---- Refusals (README, "Turn") ------------------------------------------------------------------

std::string refusal_words(const core::Refusal& r) {
    const std::string& c = r.code;
    auto arg = [&](std::size_t i) { return i < r.args.size() ? r.args[i] : 0; };
    // Step 1: taking from the market.
    if (c == "market_place_empty") return tr("that market place is empty");
    if (c == "market_has_six_places") return tr("the market has six places");
    if (c == "take_at_least_one") return tr("take at least one card from the market");
    if (c == "take_at_most")
        return fill(trn("you may take at most {n} card", "you may take at most {n} cards", arg(0)),
                    {{"n", number(arg(0))}});
    if (c == "take_must_share") return tr("the cards you take must share a number or a colour");
    if (c == "already_took") return tr("you have already taken cards this turn");
    if (c == "not_time_to_take") return tr("it is not time to take");
    if (c == "take_first") return tr("take cards from the market first");
    // Step 2: fulfilling an order.
    if (c == "order_not_open") return tr("that order is not open on the table");
    if (c == "joker_used") return tr("your joker is already used: it serves once a game");
    if (c == "not_a_number_card") return tr("that is not a number card");
    if (c == "cards_not_held") return tr("you do not hold those cards");
    if (c == "order_takes_exactly" || c == "cards_do_not_make") {
        const std::string order = order_name(arg(0));
        if (order.empty()) return {};
        if (c == "cards_do_not_make")
            return fill(tr("those cards do not make {order}"), {{"order", order}});
        // TRANSLATORS: {order} is an order's name ("Pair"), {n} the cards it takes, {given}
        // the cards offered.
        return fill(trn("{order} takes exactly {n} card, not {given}",
                        "{order} takes exactly {n} cards, not {given}", arg(1)),
                    {{"order", order}, {"n", number(arg(1))}, {"given", number(arg(2))}});
    }
    // Step 3: discarding down to the hand limit ({n}: 10).
    if (c == "turn_over_discard")
        return fill(tr("your turn is over: discard down to {n} cards"), {{"n", number(arg(0))}});
    if (c == "discard_first")
        return fill(tr("discard down to {n} cards first"), {{"n", number(arg(0))}});
    if (c == "discard_only_over")
        return fill(tr("you discard only when you hold more than {n} cards"),
                    {{"n", number(arg(0))}});
    if (c == "card_not_held") return tr("you do not hold that card");
    return {};
}

std::string refusal_line(const std::string& reason) {
    return refusal_text(reason, refusal_words);
}

} // namespace table::check_words
