// Strategix's events as log lines, and what each seat may be told of them.
#include "engine/strategix/strategix.h"

namespace strategix {

Event event_for(const Event& e, int seat) {
    Event told = e;
    // README, "Exchange": the two cards are seen by the two players who swap them only.
    if (e.kind == EventKind::Exchanged && seat != e.seat && seat != e.other)
        told.card = told.card2 = kNoCard;
    // README, "Passing": whether the passer could have played is theirs alone to know.
    if (e.kind == EventKind::Passed && seat != e.seat) told.voluntary = false;
    return told;
}

namespace {

std::string cards_text(const std::vector<CardId>& cards) {
    int stars = 0;
    for (CardId c : cards) stars += is_star(c) ? 1 : 0;
    if (stars == 0) return "";
    return stars == 1 ? " (with a star)" : " (with " + std::to_string(stars) + " stars)";
}

std::string skip_reason(int reason) {
    return reason == 0 ? " (a firecracker)" : " (the same letters)";
}

std::string place_text(int place) {
    static const char* words[] = {"", "first", "second", "third", "fourth"};
    return place >= 1 && place <= 4 ? words[place] : std::to_string(place);
}

std::string exchanged_text(const Event& e, const core::Speaker& say) {
    std::string line =
        say.who(e.seat) + " (Luckylix) and " + say.whom(e.other) + " (Badluckix) swap cards";
    if (e.card == kNoCard) return line;
    return line + ": " + card_name(e.card) + " for " + card_name(e.card2);
}

std::string hand_ended_text(const Event& e, const core::Speaker& say) {
    if (!e.result) return "The hand is over";
    std::string line = "Hand " + std::to_string(e.index) + " is over:";
    const HandResult& r = *e.result;
    for (std::size_t i = 0; i < r.order.size(); ++i) {
        const int p = r.order[i];
        const int pts = r.points[std::size_t(p)];
        line += (i ? ", " : " ") + say.who(p) + " " + title_name(r.titles[std::size_t(p)]) + " " +
                (pts > 0 ? "+" : "") + std::to_string(pts);
    }
    return line;
}

std::string winners_text(const Event& e, const core::Speaker& say) {
    if (e.winners.size() == 1) return say.says(e.winners[0], "wins", "win") + " the game";
    std::string names;
    for (std::size_t i = 0; i < e.winners.size(); ++i)
        names += (i ? (i + 1 == e.winners.size() ? " and " : ", ") : "") + say.who(e.winners[i]);
    return names + " share the victory";
}

} // namespace

std::string describe(const Event& e, const core::Speaker& say) {
    switch (e.kind) {
    case EventKind::HandDealt:
        return "Hand " + std::to_string(e.index) + " dealt; " + say.says(e.seat, "leads", "lead");
    case EventKind::Exchanged:
        return exchanged_text(e, say);
    case EventKind::Played:
        return say.says(e.seat, "plays", "play") + " " + e.combo.to_string() + cards_text(e.cards);
    case EventKind::Firecracker:
        return say.says(e.seat, "sets off", "set off") +
               (e.cards.size() > 1 ? " all " + std::to_string(e.cards.size()) + " firecrackers"
                                   : " a firecracker");
    case EventKind::Passed:
        return say.says(e.seat, "passes", "pass") + (e.voluntary ? " (the one free pass)" : "");
    case EventKind::Skipped:
        return say.says(e.seat, "loses", "lose") + " a turn" + skip_reason(e.reason);
    case EventKind::TrickWon:
        return say.says(e.seat, "wins", "win") + " the trick" +
               (e.reason == 1   ? " with a Z"
                : e.reason == 2 ? " (the other passed)"
                                : "");
    case EventKind::WentOut:
        return say.says(e.seat, "is", "are") + " out " + place_text(e.index) +
               (e.bad ? ", on a star, Z or firecracker: Badluckix" : "");
    case EventKind::HandEnded:
        return hand_ended_text(e, say);
    case EventKind::GameEnded:
        return winners_text(e, say);
    }
    return "";
}

} // namespace strategix
