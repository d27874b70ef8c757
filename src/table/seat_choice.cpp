#include "table/seat_choice.h"

#include "table/i18n.h"
#include "table/widgets.h"

#include <algorithm>
#include <cstdio>
#include <imgui.h>
#include <imgui_internal.h>

namespace table {

using core::SeatKind;

core::Setup setup_of(const SeatChoice& c, std::uint32_t variant) {
    core::Setup s;
    s.variant = variant;
    for (int p = 0; p < c.players; ++p) {
        SeatKind k = c.seats[std::size_t(p)];
        if (p == 0) k = c.watch ? (k == SeatKind::Human ? SeatKind::Good : k) : SeatKind::Human;
        if (c.watch && k == SeatKind::Human) k = SeatKind::Good;
        s.seats.push_back(k);
    }
    return s;
}

std::vector<std::string> names_of(const SeatChoice& c, const Settings& settings) {
    const core::Setup s = setup_of(c, 0);
    std::vector<std::string> names;
    for (int p = 0; p < c.players; ++p) {
        const std::string& typed = c.names[std::size_t(p)];
        if (s.seats[std::size_t(p)] != SeatKind::Human)
            names.emplace_back();
        else if (p == 0 && typed.empty())
            names.push_back(settings.player_name);
        else
            names.push_back(typed); // empty: "Player N" (table/session.h, seat_names)
    }
    return names;
}

namespace {

struct Kind {
    const char* label;
    const char* word;
    SeatKind kind;
};
const Kind kKinds[] = {{tr_noop("Person"), "person", SeatKind::Human},
                       {tr_noop("Casual"), "casual", SeatKind::Casual},
                       {tr_noop("Good"), "good", SeatKind::Good},
                       {tr_noop("Expert"), "expert", SeatKind::Expert}};

// A row of buttons for who sits at `seat` (targets "seat2:good"); a person's name under it.
void SeatRow(SeatChoice& c, int seat, float w) {
    const bool may_be_person = !c.watch && seat > 0;
    const int first = may_be_person ? 0 : 1;
    const int n = 4 - first;
    const float bw = (w - float(n - 1) * ImGui::GetStyle().ItemSpacing.x) / float(n);
    SeatKind& k = c.seats[std::size_t(seat)];
    if (!may_be_person && k == SeatKind::Human) k = SeatKind::Good;
    // One size for the row's labels: the one the widest needs (BigButton would shrink each alone).
    const float room = bw - 2 * ImGui::GetStyle().FramePadding.x;
    float widest = 0;
    for (int i = first; i < 4; ++i)
        widest = std::max(widest, ImGui::CalcTextSize(tr(kKinds[i].label)).x);
    const float scale = ImGui::GetCurrentWindow()->FontWindowScale;
    if (widest > room && room > 0) ImGui::SetWindowFontScale(scale * room / widest);
    for (int i = first; i < 4; ++i) {
        if (i > first) ImGui::SameLine();
        const std::string target = "seat" + std::to_string(seat) + ":" + kKinds[i].word;
        ImGui::PushID(target.c_str());
        if (BigButton(tr(kKinds[i].label), target.c_str(), ImVec2(bw, 0), k == kKinds[i].kind))
            k = kKinds[i].kind;
        ImGui::PopID();
    }
    ImGui::SetWindowFontScale(scale);
    if (k != SeatKind::Human) return;
    NameField(("name" + std::to_string(seat)).c_str(), c.names[std::size_t(seat)],
              default_name(seat), w);
}

// Seat 1 is yours. People sharing the device read each other's names, so then it asks for yours
// (your name from Settings, or Player 1, unless you type one).
void YourSeat(SeatChoice& c, const Settings& settings, bool people, float w) {
    if (!people) {
        if (settings.player_name.empty())
            ImGui::TextDisabled("%s", tr("Seat 1: you"));
        else
            ImGui::TextDisabled(
                "%s", fill(tr("Seat 1: you, {name}"), {{"name", settings.player_name}}).c_str());
        return;
    }
    ImGui::TextUnformatted(tr("Seat 1: your name"));
    NameField("name0", c.names[0], name_or_default(settings), w);
}

void PlayersRow(SeatChoice& c, int min_players, int max_players, float w) {
    const int counts = max_players - min_players + 1;
    const float bw = (w - float(counts - 1) * ImGui::GetStyle().ItemSpacing.x) / float(counts);
    for (int n = min_players; n <= max_players; ++n) {
        if (n > min_players) ImGui::SameLine();
        const std::string label =
            fill(trn("{n} player", "{n} players", n), {{"n", std::to_string(n)}});
        const std::string target = "players:" + std::to_string(n);
        if (BigButton(label.c_str(), target.c_str(), ImVec2(bw, 0), c.players == n)) c.players = n;
    }
}

} // namespace

void DrawSeatChoice(SeatChoice& c, int min_players, int max_players, const Settings& settings,
                    float w) {
    PlayersRow(c, min_players, max_players, w);
    const float half = (w - ImGui::GetStyle().ItemSpacing.x) / 2;
    if (BigButton(tr("I play"), "mode:play", ImVec2(half, 0), !c.watch)) c.watch = false;
    ImGui::SameLine();
    if (BigButton(tr("Watch bots"), "mode:watch", ImVec2(half, 0), c.watch)) c.watch = true;
    bool people = false;
    for (int p = 1; p < c.players; ++p)
        people |= !c.watch && c.seats[std::size_t(p)] == SeatKind::Human;
    for (int p = 0; p < c.players; ++p) {
        if (p == 0 && !c.watch) {
            YourSeat(c, settings, people, w);
            continue;
        }
        ImGui::TextUnformatted(fill(tr("Seat {n}"), {{"n", std::to_string(p + 1)}}).c_str());
        SeatRow(c, p, w);
    }
    if (people)
        ImGui::TextWrapped("%s", tr("People on this device take turns: before each of their "
                                    "turns the screen asks to pass it on, so nobody sees "
                                    "another's hand."));
    ImGui::Dummy(ImVec2(0, 4));
}

} // namespace table
