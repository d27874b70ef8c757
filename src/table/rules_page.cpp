// The rules screen every game shares: see rules_page.h. A game's text is parsed once, then drawn
// from the parsed page, top to bottom.
#include "table/rules_page.h"

#include "table/i18n.h"

#include "platform/storage.h"
#include "table/widgets.h"

#include <algorithm>
#include <cfloat>
#include <cstddef>
#include <cstring>
#include <imgui.h>
#include <memory>
#include <string>
#include <utility>
#include <vector>

namespace table::rules {
namespace {

// The gold tag on a reconstructed paragraph, in the player's language.
const char* TagLabel() {
    return tr("table rule");
}

// ---- Reading a text (rules_page.h, "The text") --------------------------------------------------

constexpr std::string_view kMark = "[table rule]";

bool IsSpace(char c) {
    return c == ' ' || c == '\t';
}

std::string_view TrimLeft(std::string_view s) {
    while (!s.empty() && IsSpace(s.front())) s.remove_prefix(1);
    return s;
}

std::string_view Trim(std::string_view s) {
    s = TrimLeft(s);
    while (!s.empty() && IsSpace(s.back())) s.remove_suffix(1);
    return s;
}

bool StartsWith(std::string_view s, std::string_view prefix) {
    return s.substr(0, prefix.size()) == prefix;
}

// `s` begins with `word`, then a blank or the end: the word alone, not a longer one.
bool StartsWithWord(std::string_view s, std::string_view word) {
    return StartsWith(s, word) && (s.size() == word.size() || IsSpace(s[word.size()]));
}

// What a keyword line holds.
enum class Field : unsigned char {
    None,
    Subtitle,
    Legend,
    LegendNote,
    Cards,
    Beside,
    Key,
    Drawing
};

struct Keyword {
    std::string_view word;
    Field field;
};
constexpr Keyword kKeywords[] = {
    {"subtitle", Field::Subtitle},      {"legend", Field::Legend},
    {"legend-note", Field::LegendNote}, {"cards", Field::Cards},
    {"cards-beside", Field::Beside},    {"key", Field::Key},
    {"drawing", Field::Drawing},
};

// The keyword `s` starts with ("cards: ..."), and the rest after its colon; Field::None if none.
std::pair<Field, std::string_view> KeywordOf(std::string_view s) {
    for (const Keyword& k : kKeywords) {
        if (!StartsWith(s, k.word) || s.size() <= k.word.size() || s[k.word.size()] != ':')
            continue;
        const std::string_view rest = s.substr(k.word.size() + 1);
        if (rest.empty() || IsSpace(rest.front())) return {k.field, Trim(rest)};
    }
    return {Field::None, s};
}

bool IsHeader(Field f) {
    return f == Field::Subtitle || f == Field::Legend || f == Field::LegendNote;
}

// A heading's level (the count of leading '#' before a blank), 0 for any other line.
int HeadingLevel(std::string_view line) {
    std::size_t n = 0;
    while (n < line.size() && line[n] == '#') ++n;
    return n > 0 && n < line.size() && IsSpace(line[n]) ? int(n) : 0;
}

class Parser {
public:
    Parsed Run(std::string_view md) {
        bool in_comment = false;
        int comment_line = 0;
        int number = 0;
        for (std::size_t at = 0; at < md.size();) {
            const std::size_t eol = std::min(md.find('\n', at), md.size());
            std::string_view line = md.substr(at, eol - at);
            at = eol + 1;
            ++number;
            if (!line.empty() && line.back() == '\r') line.remove_suffix(1);
            if (in_comment) {
                in_comment = !EndsComment(line, number);
            } else if (StartsWith(line, "<!--")) {
                Close();
                comment_line = number;
                in_comment = !EndsComment(line.substr(4), number);
            } else {
                Line(line, number);
            }
        }
        Close();
        if (in_comment) Mistake(comment_line, "a comment that never ends (-->)");
        if (out_.page.title.empty()) Mistake(0, "no title: the text starts with '# '");
        if (out_.page.legend.empty()) Mistake(0, "no 'legend:' line under the title");
        if (out_.page.sections.empty()) Mistake(0, "no section: start one with '## '");
        for (const Section& section : out_.page.sections)
            if (section.paras.empty()) Mistake(0, "the section '" + section.title + "' is empty");
        return std::move(out_);
    }

private:
    // The block being read: a paragraph of the current section, or a line under the title.
    struct Open {
        bool open = false;
        Field header = Field::None; // a header field, else a paragraph
        Para para;
        std::string text;
        bool figure_only = false; // a keyword line without '|': one line only
    };

    Parsed out_;
    Open block_;
    bool has_title_ = false;
    std::vector<Field> headers_seen_;

    void Mistake(int line, std::string what) { out_.problems.push_back({line, std::move(what)}); }

    // Whether the comment ends on `line` (anything after its "-->" is a mistake).
    bool EndsComment(std::string_view line, int number) {
        const std::size_t end = line.find("-->");
        if (end == std::string_view::npos) return false;
        if (!Trim(line.substr(end + 3)).empty())
            Mistake(number, "text after the end of a comment: put it on a line of its own");
        return true;
    }

    void Line(std::string_view line, int number) {
        if (Trim(line).empty()) {
            Close();
            return;
        }
        if (IsSpace(line.front())) {
            if (block_.open)
                Continue(Trim(line), number);
            else
                Start(Look::Note, Trim(line), number);
            return;
        }
        if (const int level = HeadingLevel(line)) {
            Close();
            Heading(level, Trim(line.substr(std::size_t(level))), number);
            return;
        }
        if (line == "-" || StartsWith(line, "- ")) {
            Close();
            Start(Look::Bullet, Trim(line.substr(1)), number);
            return;
        }
        const bool starts = StartsWithWord(line, kMark) || KeywordOf(line).first != Field::None;
        if (block_.open && !starts) {
            Continue(Trim(line), number);
            return;
        }
        Close();
        Start(Look::Text, Trim(line), number);
    }

    void Heading(int level, std::string_view title, int number) {
        if (title.empty()) Mistake(number, "a heading without its words");
        if (level == 1) {
            if (has_title_) Mistake(number, "a second title ('# '): sections start with '## '");
            if (!out_.page.sections.empty()) Mistake(number, "the title comes before the sections");
            has_title_ = true;
            out_.page.title = std::string(title);
        } else if (level == 2) {
            if (!has_title_) Mistake(number, "a section before the title ('# ')");
            out_.page.sections.push_back({std::string(title), {}});
        } else {
            Mistake(number, "only '# ' (the title) and '## ' (a section) are headings");
        }
    }

    // A new block whose first line, after its '- ' or indent, is `s`.
    void Start(Look look, std::string_view s, int number) {
        block_ = Open{};
        block_.open = true;
        block_.para.look = look;
        block_.para.line = number;
        if (StartsWithWord(s, kMark)) {
            block_.para.reconstructed = true;
            s = TrimLeft(s.substr(kMark.size()));
        }
        const bool escaped = !s.empty() && s.front() == '\\';
        if (escaped) s.remove_prefix(1);
        const auto [field, rest] =
            escaped || look != Look::Text ? std::make_pair(Field::None, s) : KeywordOf(s);
        if (field == Field::None) {
            block_.text = std::string(s);
            return;
        }
        if (IsHeader(field)) {
            block_.header = field;
            if (block_.para.reconstructed)
                Mistake(number, "a line under the title cannot be marked");
            block_.text = std::string(rest);
            return;
        }
        block_.para.look = field == Field::Cards    ? Look::Cards
                           : field == Field::Beside ? Look::CardsBeside
                           : field == Field::Key    ? Look::Key
                                                    : Look::Drawing;
        const std::size_t bar = rest.find('|');
        block_.para.figure = std::string(Trim(rest.substr(0, bar)));
        if (bar != std::string_view::npos) {
            block_.text = std::string(Trim(rest.substr(bar + 1)));
            if (field == Field::Drawing) Mistake(number, "a drawing takes a name only, no '|'");
        } else {
            block_.figure_only = true;
        }
    }

    void Continue(std::string_view s, int number) {
        if (block_.figure_only) {
            Mistake(number, "a keyword line without '|' is one line only");
            return;
        }
        if (!block_.text.empty()) block_.text += ' ';
        block_.text += s;
    }

    // Ends the open block: a header field or a paragraph of the last section.
    void Close() {
        if (!block_.open) return;
        Open b = std::move(block_);
        block_ = Open{};
        const int at = b.para.line;
        if (b.header != Field::None) {
            if (!out_.page.sections.empty())
                Mistake(at, "subtitle, legend and legend-note go between the title and the "
                            "first section");
            if (std::find(headers_seen_.begin(), headers_seen_.end(), b.header) !=
                headers_seen_.end())
                Mistake(at, "a second line of the same kind under the title");
            headers_seen_.push_back(b.header);
            if (!has_title_) Mistake(at, "a line before the title ('# ')");
            if (b.text.empty()) Mistake(at, "an empty line under the title");
            std::string& field = b.header == Field::Subtitle ? out_.page.subtitle
                                 : b.header == Field::Legend ? out_.page.legend
                                                             : out_.page.legend_note;
            field = std::move(b.text);
            return;
        }
        if (out_.page.sections.empty()) {
            Mistake(at, "text before the first section ('## ')");
            return;
        }
        Para p = std::move(b.para);
        p.text = std::move(b.text);
        switch (p.look) {
        case Look::Text:
        case Look::Bullet:
        case Look::Note:
            if (p.text.empty()) Mistake(at, "an empty paragraph");
            break;
        case Look::Cards:
            if (p.figure.empty()) Mistake(at, "'cards:' without card codes");
            break;
        case Look::CardsBeside:
            if (p.figure.empty() || p.text.empty())
                Mistake(at, "'cards-beside:' takes card codes, '|' and the text");
            break;
        case Look::Key:
            if (p.figure.empty() || p.text.empty())
                Mistake(at, "'key:' takes the key's name, '|' and what it does");
            break;
        case Look::Drawing:
            if (p.figure.empty() || p.figure.find(' ') != std::string::npos)
                Mistake(at, "'drawing:' takes one name");
            break;
        }
        out_.page.sections.back().paras.push_back(std::move(p));
    }
};

// ---- Drawing ------------------------------------------------------------------------------------

float TagFontSize() {
    return ImGui::GetFontSize() * 0.72f;
}

ImVec2 TagSize() {
    const float fs = TagFontSize();
    const ImVec2 t = ImGui::GetFont()->CalcTextSizeA(fs, FLT_MAX, 0.0f, TagLabel());
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
    dl->AddText(ImGui::GetFont(), fs, ImVec2(pos.x + fs * 0.45f, pos.y + 2.0f), kGold, TagLabel());
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
void Paragraph(const std::string& paragraph, bool reconstructed, float right_x) {
    const char* text = paragraph.c_str();
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

std::vector<std::string> CardFaces(const char* prefix, const std::string& codes) {
    std::vector<std::string> out;
    std::string code;
    for (const char* c = codes.c_str();; ++c) {
        if (*c == ' ' || *c == '\0') {
            if (!code.empty()) out.push_back(prefix + code);
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
void CardRows(const Atlas& atlas, const std::vector<std::string>& faces, float width) {
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
void CardsBeside(const Atlas& atlas, const std::vector<std::string>& faces, const Para& p,
                 float right_x) {
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
    const ImVec2 ts = ImGui::CalcTextSize(p.figure.c_str());
    const float cap_w = std::min(col_w - fs * 0.6f, ts.x + fs * 0.9f);
    const float line_h = ImGui::GetTextLineHeight();
    ImDrawList* dl = ImGui::GetWindowDrawList();
    const ImVec2 a(top.x, top.y - 2.0f), b(top.x + cap_w, top.y + line_h + 2.0f);
    dl->AddRectFilled(a, b, IM_COL32(0, 0, 0, 60), 5.0f);
    dl->AddRect(a, b, ImGui::GetColorU32(ImGuiCol_TextDisabled), 5.0f, 0, 1.0f);
    dl->AddText(ImVec2(top.x + (cap_w - ts.x) * 0.5f, top.y), ImGui::GetColorU32(ImGuiCol_Text),
                p.figure.c_str());
    ImGui::Dummy(ImVec2(col_w, line_h));
    ImGui::SameLine();
    Paragraph(p.text, p.reconstructed, right_x);
}

void Heading(const Fonts& fonts, const std::string& text) {
    ImGui::PushFont(fonts.title);
    ImGui::SetWindowFontScale(0.6f);
    ImGui::TextUnformatted(text.c_str());
    ImGui::SetWindowFontScale(1.0f);
    ImGui::PopFont();
}

// Every face is in the atlas (none is when it did not load).
bool Drawable(const Atlas& atlas, const std::vector<std::string>& faces) {
    if (!atlas.texture || faces.empty()) return false;
    for (const std::string& f : faces)
        if (!atlas.has(f)) return false;
    return true;
}

void DrawSection(const Fonts& fonts, const Atlas& atlas, const char* prefix, const Section& s,
                 float width) {
    const float pad = ImGui::GetStyle().WindowPadding.x;
    const float right_x = ImGui::GetCursorScreenPos().x + width - pad;
    const float inner_w = width - 2 * pad;
    const float bullet_indent = ImGui::GetFontSize() * 1.2f;
    BeginPanel(width);
    Heading(fonts, s.title);
    for (const Para& p : s.paras) {
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
        case Look::Cards: {
            const std::vector<std::string> faces = CardFaces(prefix, p.figure);
            if (Drawable(atlas, faces))
                CardRows(atlas, faces, inner_w);
            else if (!p.text.empty())
                Paragraph(p.text, p.reconstructed, right_x);
            break;
        }
        case Look::CardsBeside: {
            const std::vector<std::string> faces = CardFaces(prefix, p.figure);
            if (Drawable(atlas, faces))
                CardsBeside(atlas, faces, p, right_x);
            else
                Paragraph(p.text, p.reconstructed, right_x);
            break;
        }
        case Look::Key:
            KeyLine(p, right_x);
            break;
        case Look::Drawing:
            if (p.draw) p.draw(inner_w);
            break;
        }
    }
    EndPanel();
}

// The legend: a sample tag, then what it means.
void DrawLegend(const Page& page, float width) {
    const float pad = ImGui::GetStyle().WindowPadding.x;
    const float right_x = ImGui::GetCursorScreenPos().x + width - pad;
    BeginPanel(width);
    const ImVec2 at = ImGui::GetCursorScreenPos();
    const ImVec2 tag = TagSize();
    const float line_h = ImGui::GetTextLineHeight();
    DrawTag(ImVec2(at.x, at.y + (line_h - tag.y) * 0.5f));
    ImGui::Dummy(ImVec2(tag.x, line_h));
    ImGui::SameLine();
    Paragraph(page.legend, false, right_x);
    if (!page.legend_note.empty()) {
        ImGui::PushStyleColor(ImGuiCol_Text, ImGui::GetStyleColorVec4(ImGuiCol_TextDisabled));
        Paragraph(page.legend_note, false, right_x);
        ImGui::PopStyleColor();
    }
    EndPanel();
}

// The books AddBook keeps, in the order they were added.
std::vector<const Book*>& Listed() {
    static std::vector<const Book*> listed;
    return listed;
}

// A book's page in a language, parsed once (a handful of pages: a list is enough).
struct Loaded {
    const Book* book;
    std::string lang;
    Parsed parsed;
};
std::vector<std::unique_ptr<Loaded>>& LoadedPages() {
    static std::vector<std::unique_ptr<Loaded>> pages;
    return pages;
}

// The page of `text`, its drawings looked up in `book`.
Parsed LoadText(const Book& book, const Text* text) {
    if (!text) return {{}, {{0, "no rules.*.md for this game"}}};
    Parsed parsed = Parse(std::string_view(text->md, text->size));
    for (Section& section : parsed.page.sections) {
        for (Para& p : section.paras) {
            if (p.look != Look::Drawing) continue;
            for (const Drawing& d : book.drawings)
                if (p.figure == d.name) p.draw = d.draw;
            if (!p.draw)
                parsed.problems.push_back(
                    {p.line, "'drawing: " + p.figure + "' names no drawing of the game's Book"});
        }
    }
    return parsed;
}

} // namespace

Parsed Parse(std::string_view md) {
    return Parser().Run(md);
}

const Book& AddBook(Book book) {
    // Never freed: the pages loaded from it are kept by its address for the program's life.
    Listed().push_back(new Book(std::move(book)));
    return *Listed().back();
}

const std::vector<const Book*>& Books() {
    return Listed();
}

const Text* FindText(const Book& book, std::string_view lang) {
    const Texts texts = book.texts ? book.texts() : Texts{nullptr, 0};
    const Text* fallback = texts.count > 0 ? &texts.texts[0] : nullptr;
    for (std::size_t i = 0; i < texts.count; ++i) {
        if (lang == texts.texts[i].lang) return &texts.texts[i];
        if (std::string_view(texts.texts[i].lang) == kFallbackLanguage) fallback = &texts.texts[i];
    }
    return fallback;
}

const Parsed& Load(const Book& book, std::string_view lang) {
    for (const auto& loaded : LoadedPages())
        if (loaded->book == &book && loaded->lang == lang) return loaded->parsed;
    const Text* text = FindText(book, lang);
    Parsed parsed = LoadText(book, text);
    // A mistake fails the rules tests (rules_page_test.cpp); the player gets what could be read.
    for (const Problem& p : parsed.problems)
        platform::log_detail(std::string("rules: ") + book.game + "/rules." +
                             (text ? text->lang : "?") + ".md, line " + std::to_string(p.line) +
                             ": " + p.what);
    LoadedPages().push_back(
        std::make_unique<Loaded>(Loaded{&book, std::string(lang), std::move(parsed)}));
    return LoadedPages().back()->parsed;
}

bool DrawPage(const Fonts& fonts, const Atlas& atlas, const Book& book, std::string_view lang) {
    const Page& page = Load(book, lang.empty() ? std::string_view(i18n::language()) : lang).page;
    bool back = false;
    BeginColumn("rules", 760.0f);
    // The column's own width, less its scrollbar once the text overflows.
    const float w = ImGui::GetContentRegionAvail().x;
    const ImGuiStyle& st = ImGui::GetStyle();
    ImGui::Dummy(ImVec2(0, 8));

    ImGui::PushFont(fonts.title);
    const float title_w = ImGui::CalcTextSize(page.title.c_str()).x;
    ImGui::TextUnformatted(page.title.c_str());
    ImGui::PopFont();
    const float back_w = 110.0f;
    if (title_w + st.ItemSpacing.x + back_w <= w) ImGui::SameLine(w - back_w);
    if (BigButton(tr("Back"), "back", ImVec2(back_w, 0))) back = true;
    if (!page.subtitle.empty()) ImGui::TextDisabled("%s", page.subtitle.c_str());
    ImGui::Dummy(ImVec2(0, 2));

    DrawLegend(page, w);
    for (const Section& s : page.sections) {
        ImGui::PushID(s.title.c_str());
        DrawSection(fonts, atlas, book.card_prefix, s, w);
        ImGui::PopID();
    }

    ImGui::Dummy(ImVec2(0, 6));
    if (BigButton((std::string(tr("Back")) + "##end").c_str(), "back_end", ImVec2(w, 0), true))
        back = true;
    ImGui::Dummy(ImVec2(0, 8));
    EndColumn();
    return back;
}

} // namespace table::rules
