#include "table/checks/new_game.h"

#include "engine/checks/module.h"
#include "table/i18n.h"
#include "table/new_game.h"
#include "table/widgets.h"

#include <algorithm>
#include <array>
#include <cstdio>
#include <imgui.h>

namespace table {

core::Setup setup_for(const ChecksChoice& c) {
    core::Setup s;
    switch (c.opponent) {
    case ChecksChoice::Opponent::Bot:
        s.seats = {core::SeatKind::Human, c.level};
        break;
    case ChecksChoice::Opponent::Friend:
        s.seats = {core::SeatKind::Human, core::SeatKind::Human};
        break;
    case ChecksChoice::Opponent::Watch:
        s.seats = {c.level, c.second};
        break;
    }
    return s;
}

std::vector<std::string> names_for(const ChecksChoice& c, const Settings& settings) {
    switch (c.opponent) {
    case ChecksChoice::Opponent::Bot:
        return {settings.player_name, ""};
    case ChecksChoice::Opponent::Friend:
        return {c.your_name.empty() ? settings.player_name : c.your_name, c.friend_name};
    case ChecksChoice::Opponent::Watch:
        return {"", ""};
    }
    return {};
}

namespace {

struct Level {
    const char* label;
    const char* word;
    core::SeatKind kind;
    const char* hint;
};
// Made as they are drawn, in the player's language.
std::array<Level, 3> Levels() {
    return {{
        {tr("Casual"), "casual", core::SeatKind::Casual,
         tr("Cashes when it notices; otherwise plays any card.")},
        {tr("Good"), "good", core::SeatKind::Good,
         tr("Weighs what it wins now against what it leaves you.")},
        {tr("Expert"), "expert", core::SeatKind::Expert,
         tr("Guesses the unseen cards many times and plays each move out.")},
    }};
}

// Three buttons in a row for the bot levels; `prefix` names their targets ("bot1:good").
void LevelRow(const char* prefix, core::SeatKind& level, float w) {
    const float bw = (w - 2 * ImGui::GetStyle().ItemSpacing.x) / 3;
    const std::array<Level, 3> levels = Levels();
    for (int i = 0; i < 3; ++i) {
        if (i) ImGui::SameLine();
        const std::string target = std::string(prefix) + ":" + levels[i].word;
        ImGui::PushID(target.c_str());
        if (BigButton(levels[i].label, target.c_str(), ImVec2(bw, 0), level == levels[i].kind))
            level = levels[i].kind;
        ImGui::PopID();
    }
}

using O = ChecksChoice::Opponent;

// Five choices: one row on a wide screen, the bots then the people on a phone. `short_label`
// where `label` is too wide for its button: a bot's level alone.
struct Choice {
    const char* label;
    const char* short_label;
    const char* target;
    O opponent;
    core::SeatKind level;
};
std::array<Choice, 5> Choices() {
    const char* const with_friend = tr("A friend here");
    const char* const watch = tr("Watch two bots");
    return {{
        {tr("Casual bot"), tr("Casual"), "opponent:casual", O::Bot, core::SeatKind::Casual},
        {tr("Good bot"), tr("Good"), "opponent:good", O::Bot, core::SeatKind::Good},
        {tr("Expert bot"), tr("Expert"), "opponent:expert", O::Bot, core::SeatKind::Expert},
        {with_friend, with_friend, "opponent:friend", O::Friend, core::SeatKind::Human},
        {watch, watch, "opponent:watch", O::Watch, core::SeatKind::Human},
    }};
}

// The five opponent buttons across the column, `w` wide.
void OpponentButtons(ChecksChoice& c, float w) {
    const float gap = ImGui::GetStyle().ItemSpacing.x;
    // One row when every label fits a fifth of the column, else the bots then the people; a
    // label too wide for its button drops "bot" (the row's heading says it), never cut.
    const float pad = 2 * ImGui::GetStyle().FramePadding.x;
    const std::array<Choice, 5> choices = Choices();
    float widest = 0;
    for (const Choice& ch : choices) widest = std::max(widest, ImGui::CalcTextSize(ch.label).x);
    const bool one_row = widest + pad <= (w - 4 * gap) / 5;
    for (int i = 0; i < 5; ++i) {
        const int per_row = one_row ? 5 : (i < 3 ? 3 : 2);
        const float bw = (w - float(per_row - 1) * gap) / float(per_row);
        if (i > 0 && (one_row || i != 3)) ImGui::SameLine();
        const Choice& ch = choices[std::size_t(i)];
        const bool fits = ImGui::CalcTextSize(ch.label).x + pad <= bw;
        const bool on = c.opponent == ch.opponent && (ch.opponent != O::Bot || c.level == ch.level);
        if (BigButton(fits ? ch.label : ch.short_label, ch.target, ImVec2(bw, 0), on)) {
            c.opponent = ch.opponent;
            if (ch.opponent == O::Bot) c.level = ch.level;
        }
    }
}

// Under the buttons: how the chosen bot plays, both names for a friend, or the two bots'
// strengths to watch.
void OpponentDetails(ChecksChoice& c, const Settings& settings, float w) {
    switch (c.opponent) {
    case O::Bot:
        for (const Level& l : Levels())
            if (l.kind == c.level) ImGui::TextDisabled("%s", l.hint);
        if (!settings.player_name.empty())
            ImGui::TextDisabled("%s", fill(tr("You play as {name} (change your name in Settings)."),
                                           {{"name", settings.player_name}})
                                          .c_str());
        break;
    case O::Friend: {
        ImGui::TextDisabled("%s", tr("Two people, one device: before each turn the screen asks "
                                     "to pass it on, so neither sees the other's hand."));
        // Each reads the other's name before every turn: both are asked for.
        ImGui::TextUnformatted(tr("Your name"));
        NameField("your_name", c.your_name, name_or_default(settings), w);
        ImGui::TextUnformatted(tr("Your friend's name"));
        NameField("friend_name", c.friend_name, default_name(1), w);
        break;
    }
    case O::Watch:
        ImGui::TextDisabled(
            "%s", tr("Two bots play the match; you see neither hand. Choose each one's strength."));
        ImGui::TextUnformatted(tr("First bot"));
        LevelRow("bot1", c.level, w);
        ImGui::TextUnformatted(tr("Second bot"));
        LevelRow("bot2", c.second, w);
        break;
    }
}

} // namespace

NewGameIntent DrawChecksNewGame(const Fonts& fonts, ChecksChoice& c, const Settings& settings,
                                bool has_saved_game) {
    const games::Facts& facts = checks::module().facts;
    const float w = BeginNewGame(
        fonts, facts,
        tr("Two players; the most cards won takes a game. Play as many games as you like."));
    ImGui::Dummy(ImVec2(0, 4));
    ImGui::TextUnformatted(tr("Your opponent"));
    OpponentButtons(c, w);
    OpponentDetails(c, settings, w);
    return EndNewGame(facts, has_saved_game, w, NewGame{setup_for(c), names_for(c, settings)});
}

} // namespace table
