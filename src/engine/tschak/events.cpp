// Tschak!'s events as log lines, and what each seat may be told of them.
#include "engine/tschak/tschak.h"

namespace tschak {

Event event_for(const Event& e, int seat) {
    Event told = e;
    // README, "Floors": a choice stays secret until everyone has chosen and all reveal at once.
    if (e.kind == EventKind::Chose && seat != e.seat) told.cards.clear();
    return told;
}

namespace {

std::string cards_text(const std::vector<CardId>& cards) {
    return core::and_list(cards, card_name);
}

// README, "Ties": a taker who tied another team's value says what set them apart. "Dario tied at
// 12 with Tess, with the weaker wizard (the wizard 3 against the wizard 4)."
std::string tie_text(const FloorResult& r, bool monster, const core::Speaker& say) {
    const int taker = monster ? r.monster_to : r.treasure_to, rival = tie_rival(r, monster);
    if (taker < 0 || rival < 0) return {};
    const auto& mine = r.teams[std::size_t(taker)];
    const auto& theirs = r.teams[std::size_t(rival)];
    const auto type = tie_decider(mine, theirs);
    if (!type) return {};
    return " " + say.who(taker) + " tied at " + std::to_string(r.values[std::size_t(taker)].value) +
           " with " + say.whom(rival) + (monster ? ", with the weaker " : ", with the stronger ") +
           type_name(*type) + " (" + card_of_type(mine, *type) + " against " +
           card_of_type(theirs, *type) + ").";
}

std::string floor_text(const FloorResult& r, const core::Speaker& say) {
    std::string line = "Floor " + std::to_string(r.floor + 1) + ":";
    for (std::size_t p = 0; p < r.values.size(); ++p)
        line += (p ? ", " : " ") + say.who(int(p)) + " " + std::to_string(r.values[p].value);
    line += ". ";
    line += r.monster_to >= 0 ? say.says(r.monster_to, "takes", "take") + " " + keep_name(r.monster)
                              : "Nobody takes " + keep_name(r.monster);
    line += r.treasure_to >= 0 ? ", " + say.whom(r.treasure_to) + " " + keep_name(r.treasure)
                               : ", nobody " + keep_name(r.treasure);
    line += ".";
    return line + tie_text(r, true, say) + tie_text(r, false, say);
}

std::string loot_text(const LootResult& r, const core::Speaker& say) {
    std::string line = "Loot:";
    bool any = false;
    for (std::size_t p = 0; p < r.coins.size(); ++p) {
        if (r.coins[p] == 0) continue;
        line += (any ? ", " : " ") + say.who(int(p)) + " " + std::to_string(r.coins[p]) +
                (r.coins[p] == 1 ? " coin" : " coins");
        any = true;
    }
    return any ? line : "Nobody wins loot";
}

} // namespace

// README, "Scoring": the most points win, then fewer monster cards, else the win is shared.
std::string tie_break_text(const std::vector<Score>& scores, const std::vector<int>& winners,
                           const core::Speaker& say) {
    return core::tie_break_text(
        core::column(scores, &Score::total), core::column(scores, &Score::monsters), winners,
        {"as many monster cards", "with fewer monster cards", "", true}, say);
}

namespace {

std::string ended_text(const Event& e, const core::Speaker& say) {
    return core::game_over_text(core::column(e.scores, &Score::total), e.winners,
                                tie_break_text(e.scores, e.winners, say), say);
}

} // namespace

std::string describe(const Event& e, const core::Speaker& say) {
    switch (e.kind) {
    case EventKind::KeepStarted:
        return "Keep " + std::to_string(e.index + 1) + " of 4";
    case EventKind::Chose:
        if (e.cards.empty()) return say.says(e.seat, "has chosen", "have chosen");
        return say.says(e.seat, "choose", "choose") + " " + cards_text(e.cards);
    case EventKind::Revealed: {
        std::string line = "Revealed:";
        for (std::size_t p = 0; p < e.teams.size(); ++p)
            line += (p ? "; " : " ") + say.who(int(p)) + " " + cards_text(e.teams[p]);
        return line;
    }
    case EventKind::FloorResolved:
        return e.floor ? floor_text(*e.floor, say) : "";
    case EventKind::Loot:
        return e.loot ? loot_text(*e.loot, say) : "";
    case EventKind::HandsPassed:
        return "The hands pass to the left";
    case EventKind::GameEnded:
        return ended_text(e, say);
    }
    return "";
}

} // namespace tschak
