#include "table/txek/new_game.h"

#include "engine/txek/module.h"
#include "engine/txek/txek.h"
#include "table/i18n.h"
#include "table/new_game.h"
#include "table/widgets.h"

#include <algorithm>
#include <imgui.h>
#include <string>
#include <vector>

namespace table {

namespace {

// A level's button and what it means at the table, in a race first: TXEK calls and interceptions
// go to whoever presses first (rules 8, 10 and 11). Reaction times are the bots' model
// (src/engine/txek/README.md, "Bots' reaction times": the mean of each level's TXEK times).
struct Level {
    const char* label;
    const char* target;
    TxekBots bots;
    const char* hint;
};

// The levels in the order of their buttons, in the player's language (looked up each frame: the
// language may change at any time).
std::vector<Level> levels() {
    return {
        {trc("level", "Casual"), "level:casual", TxekBots::Casual,
         tr("Reacts in about 1.2 s and misses one chance in five; forgets what it saw: a relaxed "
            "game.")},
        {trc("level", "Mixed"), "level:mixed", TxekBots::Mixed,
         tr("Casual and good bots in turn, from your left: a first game's table.")},
        {trc("level", "Good"), "level:good", TxekBots::Good,
         tr("Reacts in about 0.8 s and misses one chance in ten; remembers what it saw and "
            "intercepts when sure.")},
        {trc("level", "Expert"), "level:expert", TxekBots::Expert,
         tr("Reacts in about half a second and rarely misses; it thinks ahead. A race against it "
            "is won by fast hands.")},
    };
}

// The share of races (TXEK calls and interceptions both went for) that a person pressing 600 ms
// after a card lands wins, in percent, against 1, 3 and 6 bots: `txektool reaction --level L
// --bots 1,3,6 --games 200` (seed 1; L = c, cg, g, e). The bots' reaction model is pinned by a
// test (engine/txek/reaction_test.cpp): measure again whenever it changes.
constexpr int kRaceTables[] = {1, 3, 6};
constexpr int kRaceWins[][3] = {
    {99, 97, 97}, // casual
    {99, 87, 77}, // casual and good in turn (one bot: a casual one)
    {89, 73, 59}, // good
    {73, 43, 24}, // expert
};

const Level& level_of(const std::vector<Level>& levels, TxekBots bots) {
    for (const Level& l : levels)
        if (l.bots == bots) return l;
    return levels[0];
}

core::SeatKind seat_level(TxekBots bots, int opponent) {
    switch (bots) {
    case TxekBots::Casual:
        return core::SeatKind::Casual;
    case TxekBots::Good:
        return core::SeatKind::Good;
    case TxekBots::Expert:
        return core::SeatKind::Expert;
    case TxekBots::Mixed:
        break;
    }
    return opponent % 2 == 0 ? core::SeatKind::Casual : core::SeatKind::Good;
}

// What the level means in a race, and how the number of bots changes it: every bot races the
// person, who must beat the fastest of them.
void DrawRaceOdds(TxekBots bots) {
    const int* wins = kRaceWins[int(bots)];
    static_assert(kRaceTables[0] == 1 && kRaceTables[1] == 3 && kRaceTables[2] == 6,
                  "the sentence below names the tables");
    // A percent sign, not a printf format.
    // xgettext:no-c-format
    const char* odds = tr("In a race for a TXEK or an interception, pressing 0.6 s after a card "
                          "lands, you win about {one}% of races against one bot, {three}% against "
                          "three, {six}% against six: every bot races you, and you must beat the "
                          "fastest.");
    ImGui::TextDisabled("%s", fill(odds, {{"one", std::to_string(wins[0])},
                                          {"three", std::to_string(wins[1])},
                                          {"six", std::to_string(wins[2])}})
                                  .c_str());
}

void DrawOpponents(TxekChoice& c, float w, float gap) {
    ImGui::TextUnformatted(tr("Opponents"));
    const float bw = (w - 5 * gap) / 6;
    for (int n = 1; n <= 6; ++n) {
        if (n > 1) ImGui::SameLine();
        const std::string label = std::to_string(n);
        if (BigButton(label.c_str(), ("opponents:" + label).c_str(), ImVec2(bw, 0),
                      c.opponents == n))
            c.opponents = n;
    }
    const int players = c.opponents + 1;
    ImGui::TextDisabled("%s", fill(trn("{n} player at the table, you included.",
                                       "{n} players at the table, you included.", players),
                                   {{"n", std::to_string(players)}})
                                  .c_str());
}

void DrawLevels(TxekChoice& c, float w, float gap) {
    ImGui::TextUnformatted(tr("Bots"));
    const std::vector<Level> all = levels();
    const int n = int(all.size());
    const ImVec2 size((w - float(n - 1) * gap) / float(n), ImGui::GetFrameHeight());
    // One text size for the row, the widest label's: no level reads louder than another.
    float widest = 0;
    for (const Level& l : all) widest = std::max(widest, ImGui::CalcTextSize(l.label).x);
    const float room = size.x - 2 * ImGui::GetStyle().FramePadding.x;
    ImGui::SetWindowFontScale(widest > room ? room / widest : 1.0f);
    for (int i = 0; i < n; ++i) {
        if (i) ImGui::SameLine();
        if (BigButton(all[i].label, all[i].target, size, c.bots == all[i].bots))
            c.bots = all[i].bots;
    }
    ImGui::SetWindowFontScale(1.0f);
    ImGui::TextDisabled("%s", level_of(all, c.bots).hint);
    DrawRaceOdds(c.bots);
}

void DrawRules(TxekChoice& c, float w, float gap) {
    ImGui::TextUnformatted(tr("Rules"));
    const float bw = (w - gap) / 2;
    if (BigButton(tr("Classic"), "variant:classic", ImVec2(bw, 0), !c.beginners))
        c.beginners = false;
    ImGui::SameLine();
    if (BigButton(tr("Beginners"), "variant:beginners", ImVec2(bw, 0), c.beginners))
        c.beginners = true;
    ImGui::TextDisabled("%s", c.beginners ? tr("No Double-TXEK and no Down cards (the seed's "
                                               "variant for beginners).")
                                          : tr("Every rule, Double-TXEK and Down cards included."));
}

} // namespace

core::Setup setup_for(const TxekChoice& c) {
    core::Setup s;
    s.seats.push_back(core::SeatKind::Human);
    for (int i = 0; i < c.opponents; ++i) s.seats.push_back(seat_level(c.bots, i));
    s.variant = c.beginners ? txek::kBeginners : 0;
    return s;
}

int race_win_percent(TxekBots level, int bots) {
    for (int i = 0; i < 3; ++i)
        if (kRaceTables[i] == bots) return kRaceWins[int(level)][i];
    return -1;
}

NewGameIntent DrawTxekNewGame(const Fonts& fonts, TxekChoice& c, bool has_saved_game) {
    const games::Facts& facts = txek::module().facts;
    const float w = BeginNewGame(fonts, facts, nullptr);
    const float gap = ImGui::GetStyle().ItemSpacing.x;
    DrawOpponents(c, w, gap);
    ImGui::Dummy(ImVec2(0, 4));
    DrawLevels(c, w, gap);
    ImGui::Dummy(ImVec2(0, 4));
    DrawRules(c, w, gap);
    return EndNewGame(facts, has_saved_game, w, NewGame{setup_for(c), {}},
                      tr("Starting a new game ends the one in progress; its sheet so far is "
                         "kept."));
}

} // namespace table
