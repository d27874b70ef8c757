#include "table/screens.h"

#include "table/i18n.h"
#include "table/voice.h"
#include "table/widgets.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <imgui.h>
#include <string>
#include <vector>

namespace table {
namespace {

void Title(const Fonts& fonts, const char* text) {
    ImGui::PushFont(fonts.title);
    ImGui::TextUnformatted(text);
    ImGui::PopFont();
}

// The cards of the header: the flagship's cards, so the home screen shows what we play with.
void DrawCardFan(const Showcase& fan, float width, float height) {
    ImDrawList* dl = ImGui::GetWindowDrawList();
    ImVec2 top = ImGui::GetCursorScreenPos();
    // On a narrow phone the width, not the height, limits the fan.
    const float card_h = std::min(height * 0.82f, width * 0.42f);
    const ImVec2 pivot(top.x + width * 0.5f, top.y + height * 1.9f);
    const int n = int(fan.faces.size());
    for (int i = 0; i < n; ++i) {
        float angle = (float(i) - float(n - 1) * 0.5f) * 0.16f;
        float r = pivot.y - (top.y + card_h * 0.55f);
        ImVec2 centre(pivot.x + r * std::sin(angle), pivot.y - r * std::cos(angle));
        DrawCard(dl, fan.atlas, fan.faces[std::size_t(i)], centre, card_h, angle);
    }
    ImGui::Dummy(ImVec2(width, height));
}

// A row of choices, the one in force in gold; two by two where four labels do not fit side by
// side (a phone, a large Size). Returns the one pressed, or -1.
struct Choice {
    const char* label;
    const char* target;
    bool on;
};
int ChoiceRow(const Choice* choices, int n, float width) {
    const ImGuiStyle& st = ImGui::GetStyle();
    float widest = 0;
    for (int i = 0; i < n; ++i) widest = std::max(widest, ImGui::CalcTextSize(choices[i].label).x);
    const bool one_row =
        (widest + 2 * st.FramePadding.x) * float(n) + st.ItemSpacing.x * float(n - 1) <= width;
    const int per_row = one_row ? n : (n + 1) / 2;
    const float bw = (width - st.ItemSpacing.x * float(per_row - 1)) / float(per_row);
    int pressed = -1;
    for (int i = 0; i < n; ++i) {
        if (i % per_row) ImGui::SameLine();
        ImGui::PushID(choices[i].target); // two rows may share a label ("Normal")
        if (BigButton(choices[i].label, choices[i].target, ImVec2(bw, 0), choices[i].on))
            pressed = i;
        ImGui::PopID();
    }
    return pressed;
}

// Centred when it fits on one line, wrapped from the left when it does not (narrow phones).
void CentredText(const char* text, float width) {
    const float tw = ImGui::CalcTextSize(text).x;
    if (tw < width) ImGui::SetCursorPosX(ImGui::GetCursorPosX() + (width - tw) * 0.5f);
    ImGui::TextUnformatted(text);
}

// How long a real-time game leaves everyone to react to a move (games::MatchOptions).
void DrawReactionWindow(Settings& s, float w, SettingsIntent& out) {
    ImGui::Dummy(ImVec2(0, 4));
    ImGui::TextUnformatted(tr("Reaction window"));
    ImGui::TextDisabled("%s", tr("In a real-time game, how long everyone may react to a discard."));
    ImGui::SetNextItemWidth(w);
    int ms = s.reaction_ms;
    if (TouchSlider("##reaction", &ms, kMinReactionMs, kMaxReactionMs, tr("%d ms"))) {
        s.reaction_ms = ms / 100 * 100; // steps of 0.1 s: finer is not felt
        out.changed = true;
    }
    MarkTarget("reaction_ms");
}

// Sound on or off (the table's sound button too) and the cues' volume (table/sound.h).
void DrawSoundSettings(Settings& s, float w, SettingsIntent& out) {
    bool on = !s.muted;
    if (ImGui::Checkbox(tr("Sound"), &on)) {
        s.muted = !on;
        out.changed = true;
        out.hear_volume = on;
    }
    MarkTarget("sound_on");
    ImGui::TextDisabled("%s", tr("Short cues: your turn, a card landing, a call, a penalty, the "
                                 "end of a round or game. At the table the speaker button, or the "
                                 "M key, turns them on and off."));
    ImGui::SetNextItemWidth(w);
    int volume = s.volume;
    if (TouchSlider("##volume", &volume, 0, 100, tr("volume %d%%"))) {
        s.volume = volume;
        out.changed = true;
    }
    MarkTarget("volume");
    // Heard once the slider is let go, not at every step of a drag.
    if (TouchSliderLetGo()) out.hear_volume = true;
}

// The table's language: the browser's (Automatic) or one chosen, each named in itself. Drawn
// once there is a choice: the offered languages, and one the settings hold though it is not
// offered yet (tests choose those).
void DrawLanguage(Settings& s, float w, SettingsIntent& out) {
    std::vector<const i18n::Language*> shown;
    for (const i18n::Language& l : i18n::languages())
        if (l.offered || s.language == l.tag) shown.push_back(&l);
    if (shown.size() < 2) return;
    std::vector<std::string> targets;
    std::vector<Choice> choices{{tr("Automatic"), "language_auto", s.language.empty()}};
    for (const i18n::Language* l : shown) targets.push_back(std::string("language_") + l->tag);
    for (std::size_t i = 0; i < shown.size(); ++i)
        choices.push_back({shown[i]->name, targets[i].c_str(), s.language == shown[i]->tag});
    ImGui::TextUnformatted(tr("Language"));
    const int i = ChoiceRow(choices.data(), int(choices.size()), w);
    if (i < 0 || choices[std::size_t(i)].on) return;
    s.language = i == 0 ? std::string() : std::string(shown[std::size_t(i) - 1]->tag);
    out.changed = true;
}

// Wrapped at spaces to `width`, each line centred.
void CentredWrapped(const std::string& text, float width) {
    std::string line;
    std::size_t at = 0;
    while (at < text.size()) {
        std::size_t end = text.find(' ', at);
        if (end == std::string::npos) end = text.size();
        const std::string word = text.substr(at, end - at);
        const std::string longer = line.empty() ? word : line + " " + word;
        if (!line.empty() && ImGui::CalcTextSize(longer.c_str()).x > width) {
            CentredText(line.c_str(), width);
            line = word;
        } else {
            line = longer;
        }
        at = end + 1;
    }
    if (!line.empty()) CentredText(line.c_str(), width);
}

} // namespace

HomeIntent DrawHome(const Fonts& fonts, const Showcase& fan, const std::vector<HomeGame>& list,
                    const std::vector<HomeGame>& in_progress) {
    HomeIntent out;
    const float w = BeginColumn("home", 760.0f);
    // The fan gives way to each Continue button, so a laptop screen still shows the whole menu.
    const float fan_h = std::clamp(
        ImGui::GetIO().DisplaySize.y * 0.26f - 56.0f * float(in_progress.size()), 100.0f, 220.0f);
    ImGui::Dummy(ImVec2(0, 4));
    DrawCardFan(fan, w, fan_h);

    ImGui::PushFont(fonts.title);
    CentredText("Txek Table", w);
    ImGui::PopFont();
    ImGui::PushStyleColor(ImGuiCol_Text, ImGui::GetStyleColorVec4(ImGuiCol_TextDisabled));
    std::vector<std::string> names;
    for (const HomeGame& g : list) names.push_back(g.name);
    CentredText(FamilyLine(names).c_str(), w);
    ImGui::PopStyleColor();
    ImGui::Dummy(ImVec2(0, 6));

    // One button a match to continue, the most recent in gold; it is also the "resume" target.
    for (std::size_t i = 0; i < in_progress.size(); ++i) {
        const HomeGame& g = in_progress[i];
        const std::string label = fill(g.online  ? tr("Continue your online {game}")
                                       : g.match ? tr("Continue your {game} match")
                                                 : tr("Continue your {game} game"),
                                       {{"game", g.name}});
        const std::string target = "resume:" + g.id;
        if (BigButton(label.c_str(), target.c_str(), ImVec2(w, 0), i == 0)) out.resume = g.id;
        if (i == 0) MarkTarget("resume");
    }
    if (list.empty()) {
        BeginPanel(w);
        ImGui::TextUnformatted(tr("No games are installed yet."));
        EndPanel();
    }
    for (const HomeGame& g : list) {
        ImGui::PushID(g.id.c_str());
        BeginPanel(w);
        ImGui::PushFont(fonts.title);
        ImGui::SetWindowFontScale(0.6f);
        ImGui::TextUnformatted(g.name.c_str());
        ImGui::SetWindowFontScale(1.0f);
        ImGui::PopFont();
        ImGui::SameLine();
        ImGui::TextDisabled("%s", g.players.c_str());
        ImGui::TextWrapped("%s", g.blurb.c_str());
        const std::string& id = g.id;
        // Three side by side, whatever the width left inside the panel (a phone, a large Size).
        const ImGuiStyle& st = ImGui::GetStyle();
        const float bw = std::min(140.0f, (w - 2 * st.WindowPadding.x - 2 * st.ItemSpacing.x) / 3);
        if (BigButton(trc("home", "Play"), ("play:" + id).c_str(), ImVec2(bw, 0), true))
            out.play = id;
        ImGui::SameLine();
        if (BigButton(trc("home", "Online"), ("online:" + id).c_str(), ImVec2(bw, 0)))
            out.online = id;
        ImGui::SameLine();
        if (BigButton(tr("Rules"), ("rules:" + id).c_str(), ImVec2(bw, 0))) out.rules = id;
        EndPanel();
        ImGui::PopID();
    }

    ImGui::Dummy(ImVec2(0, 6));
    const float bw = (w - ImGui::GetStyle().ItemSpacing.x) * 0.5f;
    if (BigButton(tr("Settings"), "settings", ImVec2(bw, 0))) out.open_settings = true;
    ImGui::SameLine();
    if (BigButton(tr("About"), "about", ImVec2(bw, 0))) out.open_about = true;
    EndColumn();
    return out;
}

SettingsIntent DrawSettings(const Fonts& fonts, Settings& s, const GameSettings& games,
                            const std::vector<KeptValue>& kept, const std::string& confirming) {
    SettingsIntent out;
    const float w = BeginColumn("settings", 640.0f);
    ImGui::Dummy(ImVec2(0, 8));
    Title(fonts, tr("Settings"));
    ImGui::Dummy(ImVec2(0, 4));
    DrawLanguage(s, w, out);

    ImGui::TextUnformatted(tr("Your name at the table"));
    // No name yet is a choice too: alone you are "you", to others Player 1.
    if (NameField("player_name", s.player_name, default_name(0).c_str(), w)) out.changed = true;

    if (games.real_time) DrawReactionWindow(s, w, out);

    ImGui::Dummy(ImVec2(0, 4));
    ImGui::TextUnformatted(tr("Card animations"));
    const float speeds[] = {0.0f, 0.5f, 1.0f, 2.0f};
    const Choice speed_choices[] = {
        {tr("Off"), "speed_off", s.animation_speed == speeds[0]},
        {tr("Slow"), "speed_slow", s.animation_speed == speeds[1]},
        {trc("speed", "Normal"), "speed_normal", s.animation_speed == speeds[2]},
        {tr("Fast"), "speed_fast", s.animation_speed == speeds[3]}};
    if (const int i = ChoiceRow(speed_choices, 4, w); i >= 0 && !speed_choices[i].on) {
        s.animation_speed = speeds[i];
        out.changed = true;
    }

    ImGui::Dummy(ImVec2(0, 4));
    ImGui::TextUnformatted(tr("Size"));
    ImGui::TextDisabled("%s", tr("Text, buttons and cards. On a small screen the larger sizes "
                                 "grow as far as the layout has room."));
    const Choice size_choices[] = {
        {tr("Small"), "size_small", s.size_percent == kSizePercents[0]},
        {trc("size", "Normal"), "size_normal", s.size_percent == kSizePercents[1]},
        {tr("Large"), "size_large", s.size_percent == kSizePercents[2]},
        {tr("Larger"), "size_larger", s.size_percent == kSizePercents[3]}};
    if (const int i = ChoiceRow(size_choices, 4, w); i >= 0 && !size_choices[i].on) {
        s.size_percent = kSizePercents[i];
        out.changed = true;
    }

    ImGui::Dummy(ImVec2(0, 4));
    if (ImGui::Checkbox(tr("Memory aid"), &s.memory_aid)) out.changed = true;
    MarkTarget("memory_aid");
    ImGui::TextDisabled("%s",
                        tr("Marks the face-down cards you have seen with their value.\n"
                           "Off in the classic game, where remembering is part of the play."));

    if (games.draw && games.draw(s, w)) out.changed = true;

    ImGui::Dummy(ImVec2(0, 4));
    DrawSoundSettings(s, w, out);

    // Back before the kept values, which may be many: a laptop's screen still shows it.
    ImGui::Dummy(ImVec2(0, 10));
    if (BigButton(tr("Back"), "back", ImVec2(w, 0), true)) out.back = true;
    ImGui::TextDisabled("%s", tr("Settings are saved in this browser as you change them."));

    ImGui::Dummy(ImVec2(0, 10));
    out.kept = DrawKeptAside(fonts, kept, confirming, w);
    EndColumn();
    return out;
}

namespace {

// Finger-sized: at least 44 px on a phone, like every button of the app.
constexpr float kKeptButtonHeight = 48.0f;

// `n` buttons side by side across `width`; the one pressed, or -1. `primary` is drawn in gold.
int KeptButtons(const char* const* labels, const std::string* targets, int n, float width,
                int primary = -1) {
    const float bw = (width - float(n - 1) * ImGui::GetStyle().ItemSpacing.x) / float(n);
    int pressed = -1;
    for (int i = 0; i < n; ++i) {
        if (i) ImGui::SameLine();
        if (BigButton(labels[i], targets[i].c_str(), ImVec2(bw, kKeptButtonHeight), i == primary))
            pressed = i;
    }
    return pressed;
}

// One kept value: what it is, why it was kept, whether it reads, its size; then its buttons, or
// the question before a deletion.
void DrawKeptValue(const KeptValue& k, bool confirming, float inner, KeptIntent& out) {
    const std::string& key = k.at.key;
    ImGui::TextUnformatted(k.what.c_str());
    ImGui::SameLine();
    ImGui::TextDisabled("%s (%d)", k.why.c_str(), k.at.number);
    if (k.readable) {
        ImGui::TextWrapped("%s", k.about.empty()
                                     ? tr("Readable")
                                     : fill(tr("Readable: {about}"), {{"about", k.about}}).c_str());
    } else {
        ImGui::PushStyleColor(ImGuiCol_Text, ImVec4(1.0f, 0.72f, 0.55f, 1.0f));
        ImGui::TextWrapped("%s",
                           fill(tr("Cannot be read: {reason}."), {{"reason", k.reason}}).c_str());
        ImGui::PopStyleColor();
    }
    ImGui::TextDisabled("%s \xC2\xB7 %s", key.c_str(), size_text(k.bytes).c_str());
    if (confirming) {
        ImGui::TextWrapped(
            "%s", tr("Delete it for good? This cannot be undone; Export keeps a copy first."));
        const ImVec2 size((inner - ImGui::GetStyle().ItemSpacing.x) * 0.5f, kKeptButtonHeight);
        ImGui::PushStyleColor(ImGuiCol_Button, ImVec4(0.62f, 0.18f, 0.12f, 1.0f));
        ImGui::PushStyleColor(ImGuiCol_ButtonHovered, ImVec4(0.74f, 0.24f, 0.16f, 1.0f));
        if (BigButton(tr("Yes, delete"), ("kept_delete_yes:" + key).c_str(), size))
            out.confirm_delete = key;
        ImGui::PopStyleColor(2);
        ImGui::SameLine();
        if (BigButton(tr("Keep it"), ("kept_delete_no:" + key).c_str(), size))
            out.cancel_delete = true;
        return;
    }
    const char* with_resume[] = {tr("Resume"), tr("Export"), tr("Delete")};
    const std::string targets[] = {"kept_resume:" + key, "kept_export:" + key,
                                   "kept_delete:" + key};
    const int first = k.resumable ? 0 : 1;
    const int pressed =
        KeptButtons(with_resume + first, targets + first, 3 - first, inner, k.resumable ? 0 : -1);
    if (pressed < 0) return;
    switch (pressed + first) {
    case 0:
        out.resume = key;
        break;
    case 1:
        out.export_text = key;
        break;
    default:
        out.ask_delete = key;
        break;
    }
}

} // namespace

KeptIntent DrawKeptAside(const Fonts& fonts, const std::vector<KeptValue>& kept,
                         const std::string& confirming, float width) {
    KeptIntent out;
    ImGui::PushFont(fonts.title);
    ImGui::SetWindowFontScale(0.6f);
    ImGui::TextUnformatted(tr("Kept aside"));
    ImGui::SetWindowFontScale(1.0f);
    ImGui::PopFont();
    MarkTarget("kept_aside");
    ImGui::TextDisabled("%s", tr("What the app set aside rather than lose: a game replaced by a "
                                 "new one, and anything stored that could not be read. Nothing "
                                 "here is used until you choose."));
    if (kept.empty()) {
        ImGui::TextUnformatted(tr("Nothing is kept aside."));
        return out;
    }
    const float inner = width - 2 * ImGui::GetStyle().WindowPadding.x;
    for (const KeptValue& k : kept) {
        ImGui::PushID(k.at.key.c_str());
        BeginPanel(width);
        DrawKeptValue(k, k.at.key == confirming, inner, out);
        EndPanel();
        ImGui::PopID();
    }
    return out;
}

std::string CreditLine(std::string_view name, std::string_view author) {
    return author.empty() ? std::string(name)
                          : fill(tr("{game} by {author}"),
                                 {{"game", std::string(name)}, {"author", std::string(author)}});
}

std::string FamilyLine(const std::vector<std::string>& names) {
    return names.empty() ? std::string()
                         : fill(tr("{games} to play."), {{"games", and_list(names)}});
}

bool DrawAbout(const Fonts& fonts, const std::string& family,
               const std::vector<std::string>& credits) {
    bool back = false;
    const float w = BeginColumn("about", 720.0f);
    ImGui::Dummy(ImVec2(0, 8));
    Title(fonts, tr("About Txek Table"));
    ImGui::TextWrapped("%s",
                       fill(tr("A card table for a family of games whose names all sound like "
                               "\u201Ccheck\u201D. {games} Play against bots at once, or send a "
                               "friend a link to the very same table. Score sheets and the game "
                               "in progress stay in this browser."),
                            {{"games", family}})
                           .c_str());
    ImGui::Dummy(ImVec2(0, 4));
    ImGui::TextUnformatted(tr("The games"));
    ImGui::Separator();
    std::string games;
    for (const std::string& credit : credits) games += (games.empty() ? "" : "; ") + credit;
    ImGui::TextWrapped("%s",
                       fill(tr("{credits}. The rules here are written in our own words; where the "
                               "printed rules are silent, the rules screen marks our "
                               "reconstruction."),
                            {{"credits", games}})
                           .c_str());
    ImGui::Dummy(ImVec2(0, 4));
    ImGui::TextUnformatted(tr("Built with"));
    ImGui::Separator();
    struct Licence {
        const char* what;
        const char* licence;
    };
    const Licence used[] = {
        {"Dear ImGui 1.86 (Omar Cornut)", "MIT"},
        {tr("SDL 2.26 (Sam Lantinga and contributors)"), "zlib"},
        {"stb_image, stb_truetype (Sean Barrett)", tr("MIT or public domain")},
        {"JSON for Modern C++ (Niels Lohmann)", "MIT"},
        {tr("DejaVu Sans font"), tr("Bitstream Vera / DejaVu free licence")},
        {tr("Emscripten runtime"), "MIT / University of Illinois NCSA"},
        {tr("Catch2 (tests only)"), "Boost Software Licence 1.0"},
        {tr("Playwright (browser tests only)"), "Apache 2.0"},
    };
    // Two columns where they fit, the licence under its name on a phone.
    const bool two_columns = w > 560;
    for (const Licence& l : used) {
        ImGui::TextUnformatted(l.what);
        if (two_columns) ImGui::SameLine(w * 0.58f);
        ImGui::TextDisabled("%s", l.licence);
    }
    ImGui::Dummy(ImVec2(0, 10));
    if (BigButton(tr("Back"), "back", ImVec2(w, 0), true)) back = true;
    EndColumn();
    return back;
}

bool DrawNotice(const std::string& notice, bool error, bool over_table) {
    bool dismissed = false;
    const ImGuiStyle& st = ImGui::GetStyle();
    const ImVec2 screen = ImGui::GetIO().DisplaySize;
    const float w = over_table ? std::min(screen.x - 16, 640.0f) : ImGui::GetContentRegionAvail().x;
    const bool narrow = w < 560; // phones: OK goes under the text, full width
    const float button_w = narrow ? w - 2 * st.WindowPadding.x : 100.0f;
    const float text_w =
        narrow ? button_w : w - 2 * st.WindowPadding.x - button_w - st.ItemSpacing.x;
    const float button_h = std::max(ImGui::GetFrameHeight(), kTouchTarget); // BigButton's least
    const float text_h = ImGui::CalcTextSize(notice.c_str(), nullptr, false, text_w).y;
    const float h = 2 * st.WindowPadding.y +
                    (narrow ? text_h + st.ItemSpacing.y + button_h : std::max(text_h, button_h));
    ImGui::PushStyleColor(ImGuiCol_ChildBg, error ? ImVec4(0.55f, 0.16f, 0.10f, 0.95f)
                                                  : ImVec4(0.02f, 0.16f, 0.10f, 0.95f));
    // Over a table, at its top, under the bar: the end panel's buttons (Share replay among them,
    // which brings "Link copied") stay free in the middle.
    const float under_bar = ImGui::GetFrameHeight() + 24;
    if (over_table) ImGui::SetCursorScreenPos(ImVec2((screen.x - w) / 2, under_bar));
    ImGui::BeginChild("notice", ImVec2(w, h), false,
                      ImGuiWindowFlags_AlwaysUseWindowPadding | ImGuiWindowFlags_NoScrollbar);
    ImGui::PushTextWrapPos(ImGui::GetCursorPosX() + text_w);
    ImGui::TextUnformatted(notice.c_str());
    ImGui::PopTextWrapPos();
    if (!narrow) ImGui::SameLine(w - st.WindowPadding.x - button_w);
    if (BigButton(tr("OK"), "notice_ok", ImVec2(button_w, 0))) dismissed = true;
    ImGui::EndChild();
    ImGui::PopStyleColor();
    return dismissed;
}

ElsewhereIntent DrawElsewhere(const Fonts& fonts, const std::string& game, bool match) {
    ElsewhereIntent out;
    const float w = BeginColumn("elsewhere", 680.0f);
    const bool narrow = w < 480.0f;
    ImGui::Dummy(ImVec2(0, std::clamp(ImGui::GetIO().DisplaySize.y * 0.18f - 40.0f, 8.0f, 150.0f)));
    ImGui::PushFont(fonts.title);
    if (narrow) ImGui::SetWindowFontScale(0.8f);
    CentredWrapped(tr("This game is open in another tab"), w);
    ImGui::SetWindowFontScale(1.0f);
    ImGui::PopFont();
    ImGui::Dummy(ImVec2(0, 6));
    ImGui::PushStyleColor(ImGuiCol_Text, ImGui::GetStyleColorVec4(ImGuiCol_TextDisabled));
    CentredWrapped(fill(match ? tr("Your {game} match is being played in another tab of this "
                                   "browser. One tab plays it at a time, so that no move is lost.")
                              : tr("Your {game} game is being played in another tab of this "
                                   "browser. One tab plays it at a time, so that no move is lost."),
                        {{"game", game}}),
                   w);
    ImGui::PopStyleColor();
    ImGui::Dummy(ImVec2(0, 14));
    ImGui::PushFont(fonts.title);
    ImGui::SetWindowFontScale(0.7f);
    const float pw = std::min(w, 440.0f);
    ImGui::SetCursorPosX(ImGui::GetCursorPosX() + (w - pw) * 0.5f);
    if (BigButton(tr("Play here"), "play_here", ImVec2(pw, 0), true)) out.play_here = true;
    ImGui::SetWindowFontScale(1.0f);
    ImGui::PopFont();
    ImGui::Dummy(ImVec2(0, 2));
    ImGui::PushStyleColor(ImGuiCol_Text, ImGui::GetStyleColorVec4(ImGuiCol_TextDisabled));
    CentredWrapped(tr("It goes on here from the last move made there, and the other tab stops."),
                   w);
    ImGui::PopStyleColor();
    ImGui::Dummy(ImVec2(0, 18));
    const float gap = ImGui::GetStyle().ItemSpacing.x;
    const float bw = std::min(200.0f, (w - gap) * 0.5f);
    ImGui::SetCursorPosX(ImGui::GetCursorPosX() + (w - 2 * bw - gap) * 0.5f);
    if (BigButton(tr("Score sheet"), "sheet", ImVec2(bw, 0))) out.sheet = true;
    ImGui::SameLine();
    if (BigButton(tr("Menu"), "menu", ImVec2(bw, 0))) out.menu = true;
    EndColumn();
    return out;
}

} // namespace table
