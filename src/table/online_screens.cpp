#include "table/online_screens.h"

#include "table/i18n.h"
#include "table/settings.h"
#include "table/widgets.h"

#include <algorithm>
#include <cstdio>
#include <imgui.h>

namespace table {
namespace {

using Kind = online::SeatInfo::Kind;

void Title(const Fonts& fonts, const std::string& text, float width) {
    ImGui::PushFont(fonts.title);
    if (ImGui::CalcTextSize(text.c_str()).x > width) ImGui::SetWindowFontScale(0.75f);
    ImGui::TextUnformatted(text.c_str());
    ImGui::SetWindowFontScale(1.0f);
    ImGui::PopFont();
}

void Muted(const std::string& text) {
    ImGui::PushStyleColor(ImGuiCol_Text, ImGui::GetStyleColorVec4(ImGuiCol_TextDisabled));
    ImGui::TextWrapped("%s", text.c_str());
    ImGui::PopStyleColor();
}

// The QR code, dark on white with its quiet zone (four modules), `px` wide: a phone at the same
// table scans it from the screen.
void DrawQr(const Invite& invite, float px) {
    const ImVec2 at = ImGui::GetCursorScreenPos();
    ImDrawList* dl = ImGui::GetWindowDrawList();
    dl->AddRectFilled(at, ImVec2(at.x + px, at.y + px), IM_COL32(255, 255, 255, 255), 6.0f);
    const int n = invite.qr_size;
    if (n > 0) {
        const float module = px / float(n + 8);
        for (int r = 0; r < n; ++r)
            for (int c = 0; c < n; ++c) {
                if (invite.qr[std::size_t(r * n + c)] != '1') continue;
                const ImVec2 a(at.x + (float(c) + 4) * module, at.y + (float(r) + 4) * module);
                dl->AddRectFilled(a, ImVec2(a.x + module + 0.2f, a.y + module + 0.2f),
                                  IM_COL32(0, 0, 0, 255));
            }
    } else {
        const char* wait = tr("QR code...");
        const ImVec2 ts = ImGui::CalcTextSize(wait);
        dl->AddText(ImVec2(at.x + (px - ts.x) / 2, at.y + (px - ts.y) / 2),
                    IM_COL32(60, 60, 60, 255), wait);
    }
    ImGui::Dummy(ImVec2(px, px));
    MarkTarget("qr");
}

// Who sits at seat `s`: "Bruno (host)"; `level`: the bots' level, when known.
std::string seat_who(const online::SeatInfo& s, std::optional<core::SeatKind> level, bool started) {
    switch (s.kind) {
    case Kind::Host:
        return fill(s.here ? tr("{name} (host)") : tr("{name} (host, away from the table)"),
                    {{"name", s.name}});
    case Kind::Guest:
        if (!s.stand_in && s.here) return s.name;
        return fill(s.stand_in ? tr("{name} (away: a bot plays)") : tr("{name} (away)"),
                    {{"name", s.name}});
    case Kind::Free:
        if (started) return tr("a bot");
        if (!level) return tr("free: a bot if nobody sits");
        return fill(tr("free: a {level} bot if nobody sits"), {{"level", LevelLabel(*level)}});
    case Kind::Bot:
        return fill(tr("{name} (bot)"), {{"name", s.name}});
    }
    return s.name;
}

// One line of the seat list: "2.  Bruno (host)  — you".
std::string seat_line(const online::SeatInfo& s, int seat, int you,
                      std::optional<core::SeatKind> level, bool started) {
    std::string who = seat_who(s, level, started);
    if (seat == you) who = fill(tr("{who}  \xE2\x80\x94 you"), {{"who", who}});
    return std::to_string(seat + 1) + ".  " + who;
}

// The variant's checkbox: "Play the beginners variant".
std::string variant_label(std::string_view name) {
    // TRANSLATORS: Txek's variant, in "Play the {variant} variant".
    tr_noop("beginners");
    return fill(tr("Play the {variant} variant"), {{"variant", tr(std::string(name).c_str())}});
}

} // namespace

OnlineNewIntent DrawOnlineNew(const Fonts& fonts, const games::Facts& game, OnlineChoice& c,
                              const std::string& unavailable) {
    OnlineNewIntent out;
    const float w = BeginColumn("online_new", 640.0f);
    ImGui::Dummy(ImVec2(0, 8));
    Title(fonts, fill(tr("Play {game} online"), {{"game", std::string(game.name)}}), w);
    Muted(tr("Friends join from their own browsers with a link or a QR code. Your browser runs the "
             "game; seats nobody takes are played by bots."));
    ImGui::Dummy(ImVec2(0, 6));
    if (game.min_players != game.max_players) {
        ImGui::TextUnformatted(tr("Players at the table"));
        const int counts = game.max_players - game.min_players + 1;
        const float bw = (w - float(counts - 1) * ImGui::GetStyle().ItemSpacing.x) / float(counts);
        for (int n = game.min_players; n <= game.max_players; ++n) {
            if (n > game.min_players) ImGui::SameLine();
            const std::string target = "players:" + std::to_string(n);
            if (BigButton(std::to_string(n).c_str(), target.c_str(), ImVec2(bw, 0), c.players == n))
                c.players = n;
        }
    }
    c.players = std::clamp(c.players, game.min_players, game.max_players);
    for (const games::Variant& v : game.variants) {
        bool on = (c.variant & v.bit) != 0;
        const std::string label = variant_label(v.name);
        // A checkbox's label does not wrap: a long one (a long language) is written smaller.
        const float label_w = ImGui::GetFrameHeight() + ImGui::GetStyle().ItemInnerSpacing.x +
                              ImGui::CalcTextSize(label.c_str()).x;
        ImGui::SetWindowFontScale(std::min(1.0f, w / label_w));
        const bool changed = ImGui::Checkbox(label.c_str(), &on);
        ImGui::SetWindowFontScale(1.0f);
        if (changed) c.variant = on ? c.variant | v.bit : c.variant & ~v.bit;
        MarkTarget("variant:" + std::string(v.name));
    }
    ImGui::Dummy(ImVec2(0, 8));
    if (!unavailable.empty()) {
        ImGui::TextWrapped("%s", unavailable.c_str());
    } else {
        Muted(tr("Online play needs the network: your browser and your friends' connect "
                 "directly once a signalling server has introduced them."));
        if (BigButton(tr("Open the table"), "online_open", ImVec2(w, 0), true)) out.open = true;
    }
    if (BigButton(tr("Back"), "back", ImVec2(w, 0))) out.back = true;
    EndColumn();
    return out;
}

namespace {

// The link with its Copy button, `width` wide.
bool DrawLinkAndCopy(const Invite& invite, float width) {
    // A link has no spaces to wrap at: where it does not fit, the page's address and the table's
    // part go on lines of their own.
    std::string shown = invite.link;
    const std::size_t hash = shown.find('#');
    if (ImGui::CalcTextSize(shown.c_str()).x > width && hash != std::string::npos)
        shown.insert(hash, "\n");
    ImGui::PushTextWrapPos(ImGui::GetCursorPosX() + width);
    ImGui::TextUnformatted(shown.c_str());
    ImGui::PopTextWrapPos();
    MarkTarget("invite_link");
    return BigButton(tr("Copy the link"), "copy_link", ImVec2(width, 0), true);
}

} // namespace

bool DrawInvite(const Invite& invite, float width) {
    // Where there is room the QR code goes beside the link, so that a laptop's screen shows the
    // whole lobby, Start included; on a phone it goes under it.
    const float gap = ImGui::GetStyle().ItemSpacing.x;
    if (width >= 520.0f) {
        const float px = std::min(200.0f, width * 0.36f);
        DrawQr(invite, px);
        ImGui::SameLine(0, 2 * gap);
        ImGui::BeginGroup();
        const bool copy = DrawLinkAndCopy(invite, width - px - 2 * gap);
        ImGui::EndGroup();
        return copy;
    }
    const bool copy = DrawLinkAndCopy(invite, width);
    const float px = std::min(width, 240.0f);
    ImGui::SetCursorPosX(ImGui::GetCursorPosX() + (width - px) / 2);
    DrawQr(invite, px);
    return copy;
}

LobbyIntent DrawHostLobby(const Fonts& fonts, const games::Facts& game,
                          const std::vector<online::SeatInfo>& seats, core::SeatKind fill,
                          const Invite& invite, const std::string& status, bool ready,
                          std::string* name) {
    LobbyIntent out;
    const float w = BeginColumn("online_lobby", 640.0f);
    ImGui::Dummy(ImVec2(0, 8));
    Title(fonts, table::fill(tr("Your {game} table"), {{"game", std::string(game.name)}}), w);
    Muted(status);
    if (name) {
        // The first time a name is needed: the friends at the table read it.
        ImGui::Dummy(ImVec2(0, 2));
        ImGui::AlignTextToFramePadding();
        ImGui::TextUnformatted(tr("Your name"));
        ImGui::SameLine();
        out.name_changed = NameField("host_name", *name, online::seat_default_name(0),
                                     ImGui::GetContentRegionAvail().x);
    }
    ImGui::Dummy(ImVec2(0, 4));
    if (ready) out.copy = DrawInvite(invite, w);
    ImGui::Dummy(ImVec2(0, 6));
    ImGui::TextUnformatted(tr("At the table"));
    BeginPanel(w);
    for (std::size_t s = 0; s < seats.size(); ++s) {
        ImGui::TextUnformatted(seat_line(seats[s], int(s), 0, fill, false).c_str());
        MarkTarget("seat_line:" + std::to_string(s));
    }
    EndPanel();
    ImGui::TextUnformatted(tr("Bots for the empty seats"));
    const core::SeatKind levels[] = {core::SeatKind::Casual, core::SeatKind::Good,
                                     core::SeatKind::Expert};
    const float bw = (w - 2 * ImGui::GetStyle().ItemSpacing.x) / 3;
    for (int i = 0; i < 3; ++i) {
        if (i) ImGui::SameLine();
        const std::string target = std::string("fill:") + LevelWord(levels[i]);
        std::string label = LevelLabel(levels[i]);
        if (label[0] >= 'a' && label[0] <= 'z') label[0] = char(label[0] - 'a' + 'A');
        if (BigButton(label.c_str(), target.c_str(), ImVec2(bw, 0), fill == levels[i]))
            out.fill = int(levels[i]);
    }
    ImGui::Dummy(ImVec2(0, 6));
    // Side by side where they fit, so a laptop's screen shows both under the QR code.
    const bool row = w >= 480.0f;
    const float sw = row ? (w - ImGui::GetStyle().ItemSpacing.x) * 0.6f : w;
    if (BigButton(tr("Start the game"), "online_start", ImVec2(sw, 0), true)) out.start = true;
    if (row) ImGui::SameLine();
    if (BigButton(tr("Close the table"), "online_close",
                  ImVec2(row ? w - sw - ImGui::GetStyle().ItemSpacing.x : w, 0)))
        out.close = true;
    EndColumn();
    return out;
}

JoinIntent DrawGuestLobby(const Fonts& fonts, const games::Facts& game, const online::Lobby& lobby,
                          std::optional<core::SeatKind> bots, std::string& name,
                          const std::string& stage) {
    JoinIntent out;
    const float w = BeginColumn("online_join", 640.0f);
    ImGui::Dummy(ImVec2(0, 8));
    std::string host = tr("a friend");
    for (const online::SeatInfo& s : lobby.seats)
        if (s.kind == Kind::Host) host = s.name;
    Title(fonts,
          fill(tr("{game} at {host}'s table"), {{"game", std::string(game.name)}, {"host", host}}),
          w);
    Muted(stage);
    if (!lobby.seats.empty()) {
        if (lobby.you < 0) {
            // Left empty, the guest sits as the seat's default name ("Player 2").
            int first_free = -1;
            for (std::size_t s = 0; s < lobby.seats.size() && first_free < 0; ++s)
                if (lobby.seats[s].kind == Kind::Free) first_free = int(s);
            ImGui::Dummy(ImVec2(0, 4));
            ImGui::AlignTextToFramePadding();
            ImGui::TextUnformatted(tr("Your name"));
            ImGui::SameLine();
            NameField("join_name", name,
                      first_free >= 0 ? online::seat_default_name(first_free) : std::string(),
                      ImGui::GetContentRegionAvail().x);
        }
        ImGui::Dummy(ImVec2(0, 4));
        const float left = ImGui::GetCursorPosX();
        BeginPanel(w);
        const float bw = std::min(140.0f, w * 0.4f);
        const float button_x = left + w - ImGui::GetStyle().WindowPadding.x - bw;
        for (std::size_t s = 0; s < lobby.seats.size(); ++s) {
            const online::SeatInfo& seat = lobby.seats[s];
            const std::string line = seat_line(seat, int(s), lobby.you, bots, lobby.started);
            ImGui::AlignTextToFramePadding();
            ImGui::TextUnformatted(line.c_str());
            if (seat.kind == Kind::Free && !lobby.started) {
                // Beside the line where it fits, else under it (a phone).
                if (ImGui::GetItemRectMax().x + 8 < ImGui::GetWindowPos().x + button_x)
                    ImGui::SameLine(button_x);
                else
                    ImGui::SetCursorPosX(button_x);
                const std::string target = "sit:" + std::to_string(s);
                ImGui::PushID(target.c_str());
                if (BigButton(lobby.you < 0 ? tr("Sit here") : tr("Move here"), target.c_str(),
                              ImVec2(bw, 0), lobby.you < 0))
                    out.sit = int(s);
                ImGui::PopID();
            }
        }
        EndPanel();
    }
    ImGui::Dummy(ImVec2(0, 6));
    if (BigButton(tr("Leave the table"), "online_leave", ImVec2(w, 0))) out.leave = true;
    EndColumn();
    return out;
}

namespace {

// Where the online bar goes. On a wide screen: a strip under the table's top bar, right-aligned
// under its buttons (from the sound button to Menu), over the felt's top corner where no table
// draws a name plate. On a phone, whose top bar spans the screen: the news under it and who is
// away over the middle of the table, as the game stands still meanwhile.
struct BarPlace {
    bool strip = false;
    float x = 0, w = 0; // the column it is drawn in
    float top = 0;      // the strip's top (a phone: the news' top)
};

BarPlace bar_place() {
    const ImVec2 screen = ImGui::GetIO().DisplaySize;
    const auto& targets = Targets();
    const auto sound = targets.find("sound"), menu = targets.find("menu");
    BarPlace p;
    if (screen.x >= 900.0f && screen.x > screen.y && sound != targets.end() &&
        menu != targets.end()) {
        const float right = menu->second.x + menu->second.z;
        p.strip = true;
        // Wide enough for "Ana stepped away from the table; the game waits." on one line, so
        // that it stays above the name plates below the top bar.
        p.w = std::max(right - sound->second.x, std::min(530.0f, screen.x * 0.42f));
        p.x = right - p.w;
        p.top = sound->second.y + sound->second.w + 4.0f;
        return p;
    }
    p.w = std::min(screen.x - 16, 560.0f);
    p.x = (screen.x - p.w) / 2;
    p.top = std::min(64.0f, screen.y * 0.08f);
    return p;
}

// The news at `top` in the bar's column (centred on a phone, right-aligned in the strip): drawn
// only, so a tap goes through to the table beneath.
void DrawNews(const std::vector<std::string>& news, const BarPlace& place, float top) {
    if (news.empty()) return;
    std::string text;
    for (const std::string& n : news) text += (text.empty() ? "" : "\n") + n;
    const float pad = 8.0f, wrap = place.w - 2 * pad;
    const ImVec2 ts = ImGui::CalcTextSize(text.c_str(), nullptr, false, wrap);
    const float x = place.strip ? place.x + place.w - pad - ts.x : place.x + (place.w - ts.x) / 2;
    const ImVec2 at(x, top + pad);
    ImDrawList* dl = ImGui::GetWindowDrawList();
    dl->AddRectFilled(ImVec2(at.x - pad, at.y - pad), ImVec2(at.x + ts.x + pad, at.y + ts.y + pad),
                      IM_COL32(4, 38, 24, 225), 8.0f);
    dl->AddText(nullptr, 0.0f, at, kCream, text.c_str(), nullptr, wrap);
}

} // namespace

int DrawOnlineBar(const OnlineBar& bar) {
    const BarPlace place = bar_place();
    if (bar.waiting.empty() && bar.stand_in_seats.empty()) {
        DrawNews(bar.news, place, place.top);
        return -1;
    }
    // Who is away, and a bot to offer for them.
    int pressed = -1;
    const ImVec2 screen = ImGui::GetIO().DisplaySize;
    // A strip is kept thin: a line of text is all it holds until a bot is offered.
    if (place.strip) ImGui::PushStyleVar(ImGuiStyleVar_WindowPadding, ImVec2(12, 6));
    const ImGuiStyle& st = ImGui::GetStyle();
    const float w = place.w, inner = w - 2 * st.WindowPadding.x;
    const float text_h = ImGui::CalcTextSize(bar.waiting.c_str(), nullptr, false, inner).y;
    const float buttons =
        float(bar.stand_in_seats.size()) * (ImGui::GetFrameHeight() + st.ItemSpacing.y);
    const float h = 2 * st.WindowPadding.y + text_h + buttons;
    const float y = place.strip ? place.top : screen.y * 0.36f - h / 2;
    ImGui::SetCursorScreenPos(ImVec2(place.x, y));
    ImGui::PushStyleColor(ImGuiCol_ChildBg, ImVec4(0.02f, 0.16f, 0.10f, 0.92f));
    ImGui::BeginChild("online_bar", ImVec2(w, h), false,
                      ImGuiWindowFlags_AlwaysUseWindowPadding | ImGuiWindowFlags_NoScrollbar);
    if (place.strip) ImGui::PopStyleVar();
    ImGui::PushTextWrapPos(ImGui::GetCursorPosX() + inner);
    ImGui::TextUnformatted(bar.waiting.c_str());
    ImGui::PopTextWrapPos();
    MarkTarget("online_bar");
    for (std::size_t i = 0; i < bar.stand_in_seats.size(); ++i) {
        const std::string label = fill(tr("Let a bot play for {name} until they are back"),
                                       {{"name", bar.stand_in_names[i]}});
        const std::string target = "stand_in:" + std::to_string(bar.stand_in_seats[i]);
        if (BigButton(label.c_str(), target.c_str(), ImVec2(inner, 0)))
            pressed = bar.stand_in_seats[i];
    }
    ImGui::EndChild();
    ImGui::PopStyleColor();
    // The news under the strip; on a phone under the top bar, above who is away.
    DrawNews(bar.news, place, place.strip ? y + h + 4.0f : place.top);
    return pressed;
}

std::string online_warning(const std::vector<std::string>& names) {
    if (names.empty()) return {};
    std::string who = names[0];
    for (std::size_t i = 1; i < names.size(); ++i)
        who = fill(i + 1 == names.size() ? tr("{names} and {name}") : tr("{names}, {name}"),
                   {{"names", who}, {"name", names[i]}});
    return fill(trn("{names} is at this table online; a new game ends it for them.",
                    "{names} are at this table online; a new game ends it for them.",
                    long(names.size())),
                {{"names", who}});
}

void DrawOnlineWarning(const std::vector<std::string>& names) {
    if (names.empty()) return;
    const std::string text = online_warning(names);
    // As wide as the screen's column below it (BeginColumn), over it.
    const float avail = ImGui::GetContentRegionAvail().x, w = std::min(avail, 640.0f);
    ImGui::Dummy(ImVec2(0, 4));
    ImGui::SetCursorPosX(ImGui::GetCursorPosX() + (avail - w) / 2);
    const ImGuiStyle& st = ImGui::GetStyle();
    const float h =
        ImGui::CalcTextSize(text.c_str(), nullptr, false, w - 2 * st.WindowPadding.x).y +
        2 * st.WindowPadding.y;
    ImGui::PushStyleColor(ImGuiCol_ChildBg, ImVec4(0.55f, 0.36f, 0.06f, 0.95f));
    ImGui::BeginChild("online_warning", ImVec2(w, h), false,
                      ImGuiWindowFlags_AlwaysUseWindowPadding | ImGuiWindowFlags_NoScrollbar);
    ImGui::PushTextWrapPos(0.0f);
    ImGui::TextUnformatted(text.c_str());
    ImGui::PopTextWrapPos();
    MarkTarget("online_warning");
    ImGui::EndChild();
    ImGui::PopStyleColor();
}

bool DrawInviteOverTable(const Fonts& fonts, const Invite& invite, bool& copy) {
    const ImVec2 screen = ImGui::GetIO().DisplaySize;
    const ImGuiStyle& st = ImGui::GetStyle();
    const float w = std::min(screen.x - 16, 420.0f);
    const float inner = w - 2 * st.WindowPadding.x;
    const float h = std::min(screen.y - 16, inner * 0.62f + 280.0f);
    ImGui::SetCursorScreenPos(ImVec2((screen.x - w) / 2, (screen.y - h) / 2));
    ImGui::PushStyleColor(ImGuiCol_ChildBg, ImVec4(0.02f, 0.14f, 0.09f, 0.97f));
    ImGui::BeginChild("invite", ImVec2(w, h), true, ImGuiWindowFlags_AlwaysUseWindowPadding);
    Title(fonts, tr("Invite a friend"), inner);
    copy = DrawInvite(invite, inner);
    const bool close = BigButton(tr("Close"), "invite_close", ImVec2(inner, 0));
    ImGui::EndChild();
    ImGui::PopStyleColor();
    return close;
}

} // namespace table
