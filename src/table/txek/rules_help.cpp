#include "table/txek/rules_help.h"

#include "table/widgets.h"

#include <algorithm>
#include <cfloat>
#include <cstddef>
#include <cstring>
#include <imgui.h>
#include <string>
#include <vector>

// Typography for the texts below (the sources keep to ASCII; the font has these glyphs).
#define EM " \xE2\x80\x94 " // spaced em dash
#define EN "\xE2\x80\x93"   // en dash, for ranges
#define LQ "\xE2\x80\x9C"
#define RQ "\xE2\x80\x9D"

namespace table {
namespace {

// ---- The rules as data ------------------------------------------------------------------------
// Each paragraph says whether it is printed in the publisher's rules (retold in our words) or is
// Txek Table's reconstruction: shared/rules/txek.md ([table] and [sourced]) or an engine choice
// from the top comment of engine/txek/txek.h. Reconstructed paragraphs get the "table rule" tag,
// so keep printed and reconstructed details in separate paragraphs.

enum class Look : unsigned char {
    Text,        // a paragraph
    Bullet,      // a bulleted paragraph
    Note,        // indented under the bullet above it
    Cards,       // a row of cards (figure: space-separated atlas codes without "txek.")
    CardsBeside, // cards on the left, the text on their right
    Key,         // a keyboard key (figure) and what it does
};

struct Para {
    Look look;
    bool reconstructed;
    const char* text;
    const char* figure; // card codes for Cards / CardsBeside, the key's name for Key
};

// P: printed rule; R: reconstruction (tagged). B: bulleted; N: a note under a bullet (add an
// RB when a whole bullet is reconstructed).
constexpr Para P(const char* t) {
    return {Look::Text, false, t, nullptr};
}
constexpr Para R(const char* t) {
    return {Look::Text, true, t, nullptr};
}
constexpr Para PB(const char* t) {
    return {Look::Bullet, false, t, nullptr};
}
constexpr Para RN(const char* t) {
    return {Look::Note, true, t, nullptr};
}
constexpr Para Cards(const char* codes) {
    return {Look::Cards, false, nullptr, codes};
}
constexpr Para Beside(const char* codes, bool reconstructed, const char* t) {
    return {Look::CardsBeside, reconstructed, t, codes};
}
constexpr Para Key(const char* key, const char* t) {
    return {Look::Key, false, t, key};
}

struct Section {
    const char* title;
    const Para* paras;
    std::size_t count;
};
template <std::size_t N> constexpr Section S(const char* title, const Para (&paras)[N]) {
    return {title, paras, N};
}

const Para kGoal[] = {
    P("Finish the game with the fewest points. A game is a series of rounds, one deal each, "
      "for 2 to 7 players."),
    P("In each round, try to be the first to get rid of all your cards, which scores 0, or win a "
      "Double-TXEK bet."),
    P("The game stops after the round in which someone's total reaches 200."),
};

const Para kCards[] = {
    Cards("r1 r2 r3 r4 r5 r6 r7 r8 r9 r10"),
    Cards("b1 b2 b3 b4 b5 b6 b7 b8 b9 b10"),
    P("Number cards 1 to 10 are worth their number in points."),
    R("They come in two colours, red and black."),
    R("The deck has 60 cards: two red and two black copies of every card, so each card has an "
      "identical twin somewhere."),
    P("Action cards give you an extra move when you discard them. Using it is optional."),
    Beside("rpeek bpeek", true,
           "Peek" EM "10 points. Look at one face-down bench card of any player, your own "
           "included."),
    Beside("rexchange bexchange", true,
           "Exchange" EM "10 points. Swap one card of yours (hand or bench) with a bench card of "
           "another player, unseen; each takes the other's place. A card arriving in a hand is "
           "seen by its new owner, one arriving on a bench is not."),
    Beside("rhand bhand", true,
           "Hand" EM "15 points. Pick another player: they draw the top card of the draw pile "
           "into their hand."),
    Beside("rdown bdown", true,
           "Down" EM "15 points. Put one more of your cards on the pile: a hand card, or a bench "
           "card turned face up. It is an ordinary discard, so it can make a TXEK and can be "
           "intercepted."),
    Beside("rcrown bcrown", true,
           "Crowns" EM "the red crown is worth 0 points, the black crown 20."),
};

const Para kSetup[] = {
    P("The dealer hands out five cards to each player, one at a time, going clockwise. The cards "
      "left over are the draw pile."),
    P("Everyone lays three of their cards face down in a row: the bench. Its order is fixed for "
      "the rest of the round. The other two cards are your hand; hand plus bench is your game."),
    R("Dealt cards stay face down: you choose which three go to the bench without seeing them."),
    P("Then each player secretly looks at one of their bench cards and puts it back in its place."),
    P("The dealer plays first."),
    R("The first dealer is picked at random; the deal moves one seat clockwise every round."),
};

const Para kTurn[] = {
    P("Draw the top card of the draw pile into your hand, without showing it."),
    P("Then play one card from your hand, one of two ways:"),
    PB("Discard it face up on the pile, beside the draw pile."),
    PB("Or put it face down on your bench in place of one bench card, and discard that bench "
       "card face up instead."),
    P("If no TXEK follows, the player on your left plays next."),
    R("Nobody may draw while a reaction window is open (see TXEK) or while action cards are "
      "waiting to be resolved."),
    P("When the draw pile runs out, everything on the pile except its top card is turned over "
      "and shuffled into a new draw pile."),
    R("You know a bench card only if you looked at it (at the start, or with Peek) or placed it "
      "there from your hand. Remembering is part of the game; the Memory aid setting can mark "
      "the cards you have seen."),
};

const Para kTxek[] = {
    P("If the card you discard is identical to the card it lands on, it is a TXEK (say " LQ
      "check" RQ "): you play another turn straight away, starting with a draw."),
    R("Identical means the same number or symbol and the same colour: red 7 on red 7, black "
      "crown on black crown."),
    R("Every discard opens a short reaction window, shown as a countdown: 1.5 seconds unless "
      "you change it in Settings."),
    R("A TXEK counts only when it is called during the window of that discard. Discard an "
      "identical card without calling and you get no extra turn."),
    R("Calls count in the order they reach the game: the first valid one wins and closes the "
      "window."),
    P("Others may call TXEK on your identical discard too; being beaten to it costs you "
      "(Too slow TXEK, under Penalties)."),
    P("Action cards discarded in a TXEK are still resolved."),
    P("When two TXEKs happen before anyone has drawn, the later one takes the turn."),
};

const Para kInterceptions[] = {
    P("At any moment, anyone may put a card on the pile that matches its top card. That is an "
      "interception."),
    R("Matching is looser than identical: the same number in either colour, the same action "
      "symbol, or a crown on a crown."),
    R("You may intercept with a hand card or with a bench card, even one you have not seen; "
      "guess wrong and it is a Wrong card penalty."),
    P("If you have just drawn to start your turn, end that turn with your discard before you "
      "intercept."),
    P("Intercept with an identical card and call TXEK, and you take the turn:"),
    PB("If the player whose turn it was had not drawn yet, you play at once in their place."),
    PB("If they had already drawn, they finish their turn, then you play. But if someone makes "
       "a TXEK on their discard, that player plays next instead."),
    R("Whether they had drawn is decided by the state of the game when your call arrives, never "
      "by guessing at split seconds."),
    R("Interceptions are accepted at any time; a TXEK call only during the window of the discard "
      "it is about."),
};

const Para kActions[] = {
    P("Discard an action card, in your turn or by interception, and you may use its action "
      "(see The cards)."),
    R("The action belongs to whoever discarded the card. Play waits until they use it or skip "
      "it."),
    P("Several action cards are resolved in the order they were discarded."),
    P("All pending actions come first: the next player draws only once every one is settled."),
};

const Para kPenalties[] = {
    P("Every mistake costs a penalty card, and penalty cards always go on your bench."),
    R("A penalty card is the top card of the draw pile, put face down on your bench without you "
      "seeing it."),
    PB("Not your turn" EM "play out of turn and that play is cancelled; you keep the card you "
       "drew as a penalty, and the right player takes their turn."),
    RN("Here, playing out of turn means drawing: the drawn card goes face down on your bench."),
    PB("Wrong card" EM "an interception that does not match goes back where it came from, and "
       "you draw a penalty card."),
    RN("Everyone sees the card first, since it was played face up; a bench card goes back face "
       "down."),
    PB("Not TXEK" EM "call TXEK on a card that is not identical and the card stays on the pile, "
       "but you draw a penalty card. On your own interception, the card goes back instead."),
    RN("Only the player who made the interception takes it back; anyone else's wrong call leaves "
       "the card on the pile."),
    PB("Too slow TXEK" EM "someone calls TXEK on your identical discard before you: you draw a "
       "penalty card, the card stays, and they take the turn."),
    PB("Wrong action" EM "a misused action is undone if possible, you draw a penalty card, and "
       "the action is then played normally."),
    RN("Here that means Peek or Exchange aimed at an empty place, or Hand or Exchange aimed at "
       "yourself; the action then waits to be used or skipped."),
    PB("Looking at the wrong card" EM "peeking at a face-down card you may not see costs a "
       "penalty card."),
    RN("The screen never lets that happen, so this penalty does not exist here."),
    R("If no card can be drawn (draw pile empty and nothing under the top of the pile), the "
      "penalty is waived."),
};

const Para kEnding[] = {
    P("The round stops the moment someone discards their last card. Pending actions are "
      "resolved first; then everyone reveals their cards and counts."),
    P("The player who went out wins the round: a simple victory, unless a Double-TXEK is "
      "running (see below)."),
    R("If a player has to start a turn and no card can be drawn at all, the round ends there and "
      "everyone scores what they hold. Only long runs of penalties get that far."),
};

const Para kDouble[] = {
    P("When: at the end of your turn, holding 4 cards or fewer in your game (hand plus bench), "
      "before anyone makes a TXEK on your discard."),
    R("Here: press Double-TXEK while the countdown of your turn-ending discard is still running "
      "and nobody has called TXEK on it."),
    P("The bet: when your next turn comes round, you will be the player with the fewest points."),
    P("It ends when the player on your right finishes a turn and nobody makes a TXEK on their "
      "discard (any actions on it are played first). The round stops there."),
    P("If a TXEK on your own card hands you the turn, the bet keeps running and so does the "
      "round."),
    P("Fewest points: a Double-TXEK victory. Otherwise: a fail."),
    R("You need strictly fewer points than every other player: a tie is a fail."),
    P("Go out yourself while it runs and it is only a simple victory. If someone else goes out, "
      "your Double-TXEK fails."),
    P("Several callers: the first caller whose turn comes back decides. If they win, it is their "
      "Double-TXEK victory and the other callers fail; if they lose, they fail and the others "
      "score normally."),
    R("Precisely: the first caller whose right-hand neighbour ends a turn without a TXEK decides. "
      "When someone goes out, every caller except that player fails."),
};

const Para kScoring[] = {
    P("When a round ends, everyone adds up the points of the cards in their game, hand and "
      "bench."),
    PB("Simple victory" EM "everyone scores their own total (the player who went out has 0)."),
    PB("Double-TXEK victory" EM "the caller scores 0, everyone else scores double."),
    PB("Double-TXEK fail" EM "the caller scores the total of all players' points, everyone else "
       "their own."),
    P("Scores go on the score sheet. After the round in which a total reaches 200 or more, the "
      "game is over and the lowest total wins."),
    P("Tied for lowest? One more round."),
    R("Still tied? Keep playing rounds until the tie is broken."),
};

const Para kBeginners[] = {
    P("For beginners and young players: no Double-TXEK, and the Down cards are taken out of the "
      "deck."),
};

const Para kHere[] = {
    PB("After the deal, tap three of your five face-down cards to make your bench, then the bench "
       "card you want to look at."),
    PB("Your turn: tap the draw pile to draw."),
    PB("Tap a hand card to select it, then tap Discard, or tap one of your bench slots to swap it "
       "in."),
    PB("During the countdown after a discard, tap any of your cards, hand or bench, to intercept "
       "with it."),
    PB("Call TXEK with the big TXEK button or the Space key."),
    PB("To bet, press the Double-TXEK button at the end of your turn."),
    PB("Action cards ask for a target: Peek, tap a face-down bench card; Exchange, tap one of "
       "your cards, then another player's bench card; Hand, tap a player; Down, tap one of your "
       "cards. Skip lets the action go."),
    P("Keyboard:"),
    Key("Space", "call TXEK"),
    Key("D", "draw"),
    Key("1" EN "9", "select a hand card"),
    Key("Enter", "discard the selected card"),
    Key("Esc", "back"),
};

const Section kSections[] = {
    S("Goal", kGoal),
    S("The cards", kCards),
    S("Setting up", kSetup),
    S("Your turn", kTurn),
    S("TXEK", kTxek),
    S("Interceptions", kInterceptions),
    S("Action cards", kActions),
    S("Penalties", kPenalties),
    S("Ending a round", kEnding),
    S("Double-TXEK", kDouble),
    S("Scoring and the 200 line", kScoring),
    S("Beginners' variant", kBeginners),
    S("How to play here", kHere),
};

constexpr const char* kTagLabel = "table rule";

// ---- Drawing ------------------------------------------------------------------------------------

float TagFontSize() {
    return ImGui::GetFontSize() * 0.72f;
}

ImVec2 TagSize() {
    const float fs = TagFontSize();
    const ImVec2 t = ImGui::GetFont()->CalcTextSizeA(fs, FLT_MAX, 0.0f, kTagLabel);
    return ImVec2(t.x + fs * 0.9f, fs + 4.0f);
}

// The gold "table rule" tag, its top-left corner at `pos`.
void DrawTag(ImVec2 pos) {
    const float fs = TagFontSize();
    const ImVec2 size = TagSize();
    ImDrawList* dl = ImGui::GetWindowDrawList();
    dl->AddRectFilled(pos, ImVec2(pos.x + size.x, pos.y + size.y), IM_COL32(236, 196, 96, 40),
                      size.y * 0.5f);
    dl->AddRect(pos, ImVec2(pos.x + size.x, pos.y + size.y), kGold, size.y * 0.5f, 0, 1.0f);
    dl->AddText(ImGui::GetFont(), fs, ImVec2(pos.x + fs * 0.45f, pos.y + 2.0f), kGold, kTagLabel);
}

// Width of the last line TextWrapped draws for `text` at `wrap_w`, following ImFont's wrapping
// (the texts have no '\n').
float LastLineWidth(const char* text, float wrap_w) {
    ImFont* font = ImGui::GetFont();
    const float size = ImGui::GetFontSize();
    const float scale = size / font->FontSize;
    const char* end = text + std::strlen(text);
    const char* s = text;
    const char* line = text;
    const char* line_end = end;
    while (s < end) {
        const char* eol = font->CalcWordWrapPositionA(scale, s, end, wrap_w);
        if (eol == s) ++eol; // nothing fits: ImGui forces one character
        line = s;
        line_end = std::min(eol, end);
        s = line_end;
        while (s < end && (*s == ' ' || *s == '\t')) ++s; // wrapping skips blanks
    }
    return font->CalcTextSizeA(size, FLT_MAX, 0.0f, line, line_end).x;
}

// A wrapped paragraph from the cursor to `right_x` (screen x); a reconstructed one ends with the
// tag, after its last line when it fits there, else just under it.
void Paragraph(const char* text, bool reconstructed, float right_x) {
    const ImVec2 start = ImGui::GetCursorScreenPos();
    const float wrap_w = std::max(right_x - start.x, 60.0f);
    ImGui::PushTextWrapPos(ImGui::GetCursorPosX() + wrap_w);
    ImGui::TextWrapped("%s", text);
    ImGui::PopTextWrapPos();
    if (!reconstructed) return;
    const ImVec2 tag = TagSize();
    const float line_h = ImGui::GetTextLineHeight();
    const float gap = ImGui::GetFontSize() * 0.4f;
    const float last_w = LastLineWidth(text, wrap_w);
    const float text_bottom = ImGui::GetItemRectMax().y;
    if (last_w + gap + tag.x <= wrap_w) {
        DrawTag(ImVec2(start.x + last_w + gap, text_bottom - line_h + (line_h - tag.y) * 0.5f));
    } else {
        ImGui::SetCursorScreenPos(ImVec2(start.x, text_bottom + 3.0f));
        ImGui::Dummy(tag);
        DrawTag(ImGui::GetItemRectMin());
    }
}

std::vector<std::string> CardFaces(const char* codes) {
    std::vector<std::string> out;
    std::string code;
    for (const char* c = codes;; ++c) {
        if (*c == ' ' || *c == '\0') {
            if (!code.empty()) out.push_back("txek." + code);
            code.clear();
            if (*c == '\0') break;
        } else {
            code += *c;
        }
    }
    return out;
}

// Cards in rows as even as possible: one row where they fit at a readable size, else balanced
// rows (two rows of five on a phone).
void CardRows(const Atlas& atlas, const char* codes, float width) {
    const std::vector<std::string> faces = CardFaces(codes);
    if (faces.empty()) return;
    const int n = int(faces.size());
    const float gap = 6.0f, max_h = 92.0f, min_h = 60.0f, aspect = atlas.card_aspect;
    const int fit = std::max(1, int((width + gap) / (min_h * aspect + gap)));
    const int rows = (n + fit - 1) / fit;
    const int per_row = (n + rows - 1) / rows;
    const float card_w = std::min(max_h * aspect, (width - gap * (per_row - 1)) / per_row);
    const float h = card_w / aspect;
    const float row_w = per_row * card_w + (per_row - 1) * gap;
    const ImVec2 top = ImGui::GetCursorScreenPos();
    const float left = top.x + std::max(0.0f, (width - row_w) * 0.5f);
    ImDrawList* dl = ImGui::GetWindowDrawList();
    for (int i = 0; i < n; ++i) {
        const int r = i / per_row, c = i % per_row;
        const ImVec2 centre(left + c * (card_w + gap) + card_w * 0.5f,
                            top.y + r * (h + gap) + h * 0.5f);
        DrawCard(dl, atlas, faces[i], centre, h);
    }
    ImGui::Dummy(ImVec2(width, rows * h + (rows - 1) * gap + h * 0.04f));
}

// A small fan of cards (the red and the black one) on the left, the text on their right.
void CardsBeside(const Atlas& atlas, const Para& p, float right_x) {
    const std::vector<std::string> faces = CardFaces(p.figure);
    const float h = std::clamp(ImGui::GetFontSize() * 4.2f, 64.0f, 84.0f);
    const float w = h * atlas.card_aspect;
    const float step = w * 0.55f;
    const float fig_w = w + step * float(std::max<std::size_t>(faces.size(), 1) - 1) + 8.0f;
    const ImVec2 top = ImGui::GetCursorScreenPos();
    ImDrawList* dl = ImGui::GetWindowDrawList();
    const float spread = faces.size() > 1 ? 0.16f / float(faces.size() - 1) : 0.0f;
    for (std::size_t i = 0; i < faces.size(); ++i) {
        const float angle = -0.08f + spread * float(i);
        DrawCard(dl, atlas, faces[i],
                 ImVec2(top.x + 4.0f + w * 0.5f + step * float(i), top.y + h * 0.5f + 3.0f), h,
                 faces.size() > 1 ? angle : 0.0f);
    }
    ImGui::Dummy(ImVec2(fig_w, h + 8.0f));
    ImGui::SameLine();
    ImGui::BeginGroup();
    Paragraph(p.text, p.reconstructed, right_x);
    ImGui::EndGroup();
}

// A key cap in a fixed-width column, then what the key does.
void KeyLine(const Para& p, float right_x) {
    const float fs = ImGui::GetFontSize();
    const float col_w = fs * 3.8f;
    const ImVec2 top = ImGui::GetCursorScreenPos();
    const ImVec2 ts = ImGui::CalcTextSize(p.figure);
    const float cap_w = std::min(col_w - fs * 0.6f, ts.x + fs * 0.9f);
    const float line_h = ImGui::GetTextLineHeight();
    ImDrawList* dl = ImGui::GetWindowDrawList();
    const ImVec2 a(top.x, top.y - 2.0f), b(top.x + cap_w, top.y + line_h + 2.0f);
    dl->AddRectFilled(a, b, IM_COL32(0, 0, 0, 60), 5.0f);
    dl->AddRect(a, b, ImGui::GetColorU32(ImGuiCol_TextDisabled), 5.0f, 0, 1.0f);
    dl->AddText(ImVec2(top.x + (cap_w - ts.x) * 0.5f, top.y), ImGui::GetColorU32(ImGuiCol_Text),
                p.figure);
    ImGui::Dummy(ImVec2(col_w, line_h));
    ImGui::SameLine();
    Paragraph(p.text, p.reconstructed, right_x);
}

void Heading(const Fonts& fonts, const char* text) {
    ImGui::PushFont(fonts.title);
    ImGui::SetWindowFontScale(0.6f);
    ImGui::TextUnformatted(text);
    ImGui::SetWindowFontScale(1.0f);
    ImGui::PopFont();
}

void DrawSection(const Fonts& fonts, const Atlas& atlas, const Section& s, float width) {
    const float pad = ImGui::GetStyle().WindowPadding.x;
    const float right_x = ImGui::GetCursorScreenPos().x + width - pad;
    const float inner_w = width - 2 * pad;
    const float bullet_indent = ImGui::GetFontSize() * 1.2f;
    BeginPanel(width);
    Heading(fonts, s.title);
    for (std::size_t i = 0; i < s.count; ++i) {
        const Para& p = s.paras[i];
        switch (p.look) {
        case Look::Text:
            Paragraph(p.text, p.reconstructed, right_x);
            break;
        case Look::Bullet: {
            const ImVec2 at = ImGui::GetCursorScreenPos();
            const float r = ImGui::GetFontSize() * 0.14f;
            ImGui::GetWindowDrawList()->AddCircleFilled(
                ImVec2(at.x + bullet_indent * 0.4f, at.y + ImGui::GetTextLineHeight() * 0.5f), r,
                ImGui::GetColorU32(ImGuiCol_Text));
            ImGui::Indent(bullet_indent);
            Paragraph(p.text, p.reconstructed, right_x);
            ImGui::Unindent(bullet_indent);
            break;
        }
        case Look::Note:
            ImGui::Indent(bullet_indent);
            Paragraph(p.text, p.reconstructed, right_x);
            ImGui::Unindent(bullet_indent);
            break;
        case Look::Cards:
            if (atlas.texture) CardRows(atlas, p.figure, inner_w);
            break;
        case Look::CardsBeside:
            if (atlas.texture)
                CardsBeside(atlas, p, right_x);
            else
                Paragraph(p.text, p.reconstructed, right_x);
            break;
        case Look::Key:
            KeyLine(p, right_x);
            break;
        }
    }
    EndPanel();
}

// The legend: a sample tag, then what it means.
void DrawLegend(float width) {
    const float pad = ImGui::GetStyle().WindowPadding.x;
    const float right_x = ImGui::GetCursorScreenPos().x + width - pad;
    BeginPanel(width);
    const ImVec2 at = ImGui::GetCursorScreenPos();
    const ImVec2 tag = TagSize();
    const float line_h = ImGui::GetTextLineHeight();
    DrawTag(ImVec2(at.x, at.y + (line_h - tag.y) * 0.5f));
    ImGui::Dummy(ImVec2(tag.x, line_h));
    ImGui::SameLine();
    Paragraph("Marked details are reconstructed by Txek Table where the printed rules are silent "
              "or their pictures were lost.",
              false, right_x);
    ImGui::PushStyleColor(ImGuiCol_Text, ImGui::GetStyleColorVec4(ImGuiCol_TextDisabled));
    Paragraph("Card colours, names and values come from public descriptions of the published "
              "game; the other marked details are our own choices. Everything unmarked is the "
              "publisher's "
              "rules, retold in our own words.",
              false, right_x);
    ImGui::PopStyleColor();
    EndPanel();
}

} // namespace

bool DrawTxekRules(const Fonts& fonts, const Atlas& atlas) {
    bool back = false;
    BeginColumn("rules", 760.0f);
    // The column's own width, less its scrollbar once the text overflows.
    const float w = ImGui::GetContentRegionAvail().x;
    const ImGuiStyle& st = ImGui::GetStyle();
    ImGui::Dummy(ImVec2(0, 8));

    ImGui::PushFont(fonts.title);
    const float title_w = ImGui::CalcTextSize("Txek rules").x;
    ImGui::TextUnformatted("Txek rules");
    ImGui::PopFont();
    const float back_w = 110.0f;
    if (title_w + st.ItemSpacing.x + back_w <= w) ImGui::SameLine(w - back_w);
    if (BigButton("Back", "back", ImVec2(back_w, 0))) back = true;
    ImGui::TextDisabled("2" EN "7 players "
                        "\xC2\xB7"
                        " say it " LQ "check" RQ);
    ImGui::Dummy(ImVec2(0, 2));

    DrawLegend(w);
    for (const Section& s : kSections) {
        ImGui::PushID(s.title);
        DrawSection(fonts, atlas, s, w);
        ImGui::PopID();
    }

    ImGui::Dummy(ImVec2(0, 6));
    if (BigButton("Back##end", "back_end", ImVec2(w, 0), true)) back = true;
    ImGui::Dummy(ImVec2(0, 8));
    EndColumn();
    return back;
}

} // namespace table

#undef EM
#undef EN
#undef LQ
#undef RQ
