// CHECK!'s events as log lines, and what each seat may be told of them.
#include "engine/check/check.h"

namespace check {

Event event_for(const Event& e, int seat) {
    Event told = e;
    // README, "Turn", step 3: cards drawn from the pile go to the hand unseen by the others.
    if (e.kind == EventKind::Drew && seat != e.seat) told.cards.clear();
    return told;
}

namespace {

std::string cards_text(const std::vector<CardId>& cards) {
    return core::and_list(cards, card_name);
}

std::string count_text(int n, const char* one, const char* many) {
    return std::to_string(n) + " " + (n == 1 ? one : many);
}

// The only rulebook so far is the standard one; an event does not carry the variant.
const OrderCard* order_card(int id) {
    const auto& orders = rulebook(0).orders;
    return id >= 0 && id < int(orders.size()) ? &orders[std::size_t(id)] : nullptr;
}

std::string fulfilled_text(const Event& e, const core::Speaker& say) {
    const OrderCard* order = order_card(e.order);
    std::string line = say.says(e.seat, "fulfils", "fulfil") + " " +
                       (order ? order->name + " (" + std::to_string(order->points) + ")"
                              : std::string("an order")) +
                       " with " + cards_text(e.cards);
    if (e.joker) line += e.cards.empty() ? "the joker" : " and the joker";
    if (e.count > 0) line += ", " + count_text(e.count, "card", "cards") + " to the point stack";
    return line;
}

std::string end_triggered_text(const Event& e, const core::Speaker& say) {
    if (e.reason == 1) return "No order is left: this round is the last";
    if (e.reason == 2)
        return "A whole round went by with nothing taken or fulfilled: this round is the last";
    return say.says(e.seat, "has", "have") + " " + count_text(e.count, "order", "orders") +
           ": this round is the last";
}

} // namespace

// README, "Scoring": the most points win, then the most point-stack cards, else the win is shared.
std::string tie_break_text(const std::vector<Score>& scores, const std::vector<int>& winners,
                           const core::Speaker& say) {
    return core::tie_break_text(
        core::column(scores, &Score::total), core::column(scores, &Score::stack), winners,
        {"as many cards in each point stack", "on the point stack", " cards", false}, say);
}

namespace {

std::string game_ended_text(const Event& e, const core::Speaker& say) {
    return core::game_over_text(core::column(e.scores, &Score::total), e.winners,
                                tie_break_text(e.scores, e.winners, say), say);
}

} // namespace

std::string describe(const Event& e, const core::Speaker& say) {
    switch (e.kind) {
    case EventKind::GameStarted:
        return say.says(e.seat, "begins", "begin");
    case EventKind::TurnStarted:
        return say.whose(e.seat) + " turn";
    case EventKind::TakeSkipped:
        return "The market is empty: " + say.says(e.seat, "takes", "take") + " nothing";
    case EventKind::Took:
        return say.says(e.seat, "takes", "take") + " " + cards_text(e.cards);
    case EventKind::Fulfilled:
        return fulfilled_text(e, say);
    case EventKind::EndTriggered:
        return end_triggered_text(e, say);
    case EventKind::MarketRefilled:
        return "The market gets " + cards_text(e.cards);
    case EventKind::OrdersRefilled:
        return "New " + std::string(e.orders.size() == 1 ? "order" : "orders") + " on the table";
    case EventKind::DeckRebuilt:
        return "The discard pile (" + count_text(e.count, "card", "cards") +
               ") is shuffled into a new draw pile";
    case EventKind::Drew:
        if (e.cards.empty())
            return say.says(e.seat, "draws", "draw") + " " + count_text(e.count, "card", "cards");
        return say.says(e.seat, "draws", "draw") + " " + cards_text(e.cards);
    case EventKind::Discarded:
        return say.says(e.seat, "discards", "discard") + " " + cards_text(e.cards);
    case EventKind::GameEnded:
        return game_ended_text(e, say);
    }
    return "";
}

} // namespace check
