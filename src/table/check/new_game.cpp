#include "table/check/new_game.h"

#include "table/widgets.h"

#include <cstdio>
#include <imgui.h>

namespace table {

using core::SeatKind;

core::Setup setup_for(const CheckChoice& c) {
    core::Setup s;
    s.variant = 0;
    for (int p = 0; p < c.players; ++p) {
        SeatKind k = c.seats[std::size_t(p)];
        if (p == 0) k = c.watch ? (k == SeatKind::Human ? SeatKind::Good : k) : SeatKind::Human;
        if (c.watch && k == SeatKind::Human) k = SeatKind::Good;
        s.seats.push_back(k);
    }
    return s;
}

std::vector<std::string> names_for(const CheckChoice& c, const Settings& settings) {
    const core::Setup s = setup_for(c);
    std::vector<std::string> names;
    for (int p = 0; p < c.players; ++p) {
        if (s.seats[std::size_t(p)] != SeatKind::Human)
            names.emplace_back();
        else if (p == 0)
            names.push_back(settings.player_name);
        else
            names.push_back(c.names[std::size_t(p)].empty() ? "Friend " + std::to_string(p)
                                                            : c.names[std::size_t(p)]);
    }
    return names;
}

namespace {

struct Kind {
    const char* label;
    const char* word;
    SeatKind kind;
};
const Kind kKinds[] = {{"Person", "person", SeatKind::Human},
                       {"Casual", "casual", SeatKind::Casual},
                       {"Good", "good", SeatKind::Good},
                       {"Expert", "expert", SeatKind::Expert}};

// A row of buttons for who sits at `seat` (targets "seat2:good"); a person's name under it.
void SeatRow(CheckChoice& c, int seat, float w) {
    const bool may_be_person = !c.watch && seat > 0;
    const int first = may_be_person ? 0 : 1;
    const int n = 4 - first;
    const float bw = (w - float(n - 1) * ImGui::GetStyle().ItemSpacing.x) / float(n);
    SeatKind& k = c.seats[std::size_t(seat)];
    if (!may_be_person && k == SeatKind::Human) k = SeatKind::Good;
    for (int i = first; i < 4; ++i) {
        if (i > first) ImGui::SameLine();
        const std::string target = "seat" + std::to_string(seat) + ":" + kKinds[i].word;
        ImGui::PushID(target.c_str());
        if (BigButton(kKinds[i].label, target.c_str(), ImVec2(bw, 0), k == kKinds[i].kind))
            k = kKinds[i].kind;
        ImGui::PopID();
    }
    if (k != SeatKind::Human) return;
    char name[64] = {};
    std::snprintf(name, sizeof name, "%s", c.names[std::size_t(seat)].c_str());
    ImGui::SetNextItemWidth(w);
    const std::string id = "##name" + std::to_string(seat);
    if (ImGui::InputText(id.c_str(), name, kMaxNameBytes + 1)) c.names[std::size_t(seat)] = name;
    MarkTarget("name" + std::to_string(seat));
}

void PlayersRow(CheckChoice& c, float w) {
    const float bw = (w - 2 * ImGui::GetStyle().ItemSpacing.x) / 3;
    for (int n = check::kMinPlayers; n <= check::kMaxPlayers; ++n) {
        if (n > check::kMinPlayers) ImGui::SameLine();
        const std::string label = std::to_string(n) + " players";
        const std::string target = "players:" + std::to_string(n);
        if (BigButton(label.c_str(), target.c_str(), ImVec2(bw, 0), c.players == n)) c.players = n;
    }
}

} // namespace

CheckChoiceIntent DrawCheckNewGame(const Fonts& fonts, CheckChoice& c, const Settings& settings,
                                   bool has_saved_game) {
    CheckChoiceIntent out;
    const float w = BeginColumn("check-new", 640.0f);
    ImGui::Dummy(ImVec2(0, 8));
    ImGui::PushFont(fonts.title);
    ImGui::TextUnformatted("New game of CHECK!");
    ImGui::PopFont();
    ImGui::TextDisabled("Take number cards from the market, fulfil orders with them; the most "
                        "points wins once someone has 7, 6 or 5 orders.");
    ImGui::Dummy(ImVec2(0, 4));
    PlayersRow(c, w);
    const float half = (w - ImGui::GetStyle().ItemSpacing.x) / 2;
    if (BigButton("I play", "mode:play", ImVec2(half, 0), !c.watch)) c.watch = false;
    ImGui::SameLine();
    if (BigButton("Watch bots", "mode:watch", ImVec2(half, 0), c.watch)) c.watch = true;
    for (int p = 0; p < c.players; ++p) {
        if (p == 0 && !c.watch) {
            ImGui::TextDisabled("Seat 1: you, %s (change your name in Settings)",
                                settings.player_name.c_str());
            continue;
        }
        ImGui::Text("Seat %d", p + 1);
        SeatRow(c, p, w);
    }
    bool people = false;
    for (int p = 1; p < c.players; ++p)
        people |= !c.watch && c.seats[std::size_t(p)] == SeatKind::Human;
    if (people)
        ImGui::TextWrapped("People on this device take turns: before each of their turns the "
                           "screen asks to pass it on, so nobody sees another's hand.");
    ImGui::Dummy(ImVec2(0, 4));
    ImGui::Dummy(ImVec2(0, 10));
    if (has_saved_game)
        ImGui::TextDisabled(
            "Starting a new game ends the one in progress; it is kept in this browser's storage.");
    if (BigButton("Deal", "start", ImVec2(w, 0), true)) out.start = true;
    if (BigButton("Back", "back", ImVec2(w, 0))) out.back = true;
    EndColumn();
    return out;
}

} // namespace table
