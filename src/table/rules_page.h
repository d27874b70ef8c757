// A game's rules screen, shared by every game: the rules in our own words, in short sections a
// player can scan on a phone, with real cards from the atlas. The words live in a text file in
// the game's folder, `rules.<lang>.md` (src/table/<id>/rules.en.md), in the small markdown below;
// the game's rules_help.cpp hands this page that text, its atlas prefix and its own drawings (a
// `Book`), and the page parses it once and draws it. Every paragraph says whether it retells the
// printed rules or is Txek Table's reconstruction; a reconstructed one carries a gold "table
// rule" tag, explained by a legend at the top. Keep printed and reconstructed details in
// separate paragraphs.
//
// ---- The text: rules.<lang>.md ------------------------------------------------------------------
// <lang> is a language tag: rules.en.md is English, the one every page has; a translation sits
// beside it (rules.fr.md, rules.de.md, rules.pt-BR.md) with the same sections, card rows, keys
// and drawings. CMakeLists.txt embeds every rules.*.md of a game's folder in the binary, natively
// and in the browser alike (no file is read at run time), as `rules::texts_<id>()`. A page is
// drawn in the language asked for, else in English.
//
// The file is read line by line. A block runs until a blank line, a comment or the next line
// that starts a block of its own: a heading, a `- ` bullet, a `[table rule]` or a keyword line,
// each at the very start of its line. An indented line never starts one there: it goes on the
// block above, and after a blank line it starts a note. A block's lines are joined with one
// space, so a paragraph may be wrapped anywhere between words (indent a continuation line that
// would read as a block's start).
//
//   <!-- a comment -->           anywhere, on lines of its own (may span lines); never shown
//   # Txek rules                 the page's title: first, once
//   subtitle: 2–7 players        under the title, dimmed     } between the title and the first
//   legend: Marked details …     what the tag means          } section, each once; the legend
//   legend-note: Everything …    dimmed, under the legend    } is required
//   ## The cards                 a section (a panel with this heading); a page has at least one
//   Plain lines                  a paragraph of text
//   - A bullet                   a bulleted paragraph (bullets may follow each other directly)
//     An indented paragraph      a note, indented under the bullet or figure above it: it must
//                                follow a blank line (else it continues the block above)
//   cards: r1 r2 r3              a row of cards, atlas ids prefix + code (Book::card_prefix)
//   cards: AS 2H | A♠ 2♥         … and what to show instead when the atlas lacks a face
//   cards-beside: joker | Your joker may stand in …   cards on the left, the text on their right
//   key: Space | call TXEK       a keyboard key and what it does
//   drawing: orders              a figure the game draws itself: a name its Book lists
//
// A keyword line's text, after its '|', may go on over the next lines; without '|' the keyword
// line is one line only.
//
// `[table rule] ` at the start of a block marks it reconstructed (the gold tag): a paragraph,
// after `- ` for a bullet, after the indent for a note, before the keyword of a keyword line
// (`[table rule] cards-beside: KH KS | Equal ranks: the leader wins.`). A block whose text
// must begin with one of these markers starts with a backslash, which is dropped (`\- 1`).
// Anything else is a mistake the parser names with its line (Parse): the rules tests fail on
// it, and the app draws what it could read and logs the rest.
#pragma once
#include "table/atlas.h"
#include "table/theme.h"

#include <cstddef>
#include <string>
#include <string_view>
#include <vector>

namespace table::rules {

// ---- What a text reads as -----------------------------------------------------------------------

enum class Look : unsigned char {
    Text,        // a paragraph
    Bullet,      // a bulleted paragraph
    Note,        // indented under the bullet above it
    Cards,       // a row of cards (figure: space-separated codes); `text` when it cannot be drawn
    CardsBeside, // cards on the left, the text on their right
    Key,         // a keyboard key (figure) and what it does
    Drawing,     // drawn by the game's own function (figure: its name in the Book)
};

struct Para {
    Look look = Look::Text;
    bool reconstructed = false;
    std::string text;   // for Cards: what to show instead when the atlas lacks a face (or empty)
    std::string figure; // card codes for Cards / CardsBeside, the key's name, the drawing's name
    int line = 0;       // where it starts in the text, from 1
    void (*draw)(float width) = nullptr; // for Drawing, once loaded: draws at the cursor
};

struct Section {
    std::string title;
    std::vector<Para> paras;
};

struct Page {
    std::string title;       // "Txek rules"
    std::string subtitle;    // under the title, dimmed (or empty)
    std::string legend;      // what the tag means
    std::string legend_note; // dimmed, under it: where the marked details come from (or empty)
    std::vector<Section> sections;
};

struct Problem {
    int line; // from 1; 0: the text as a whole
    std::string what;
};

struct Parsed {
    Page page;                     // all it could read
    std::vector<Problem> problems; // empty when the text is well formed
};

// Reads a rules.<lang>.md (the dialect above). Never throws; mistakes go to `problems`.
Parsed Parse(std::string_view md);

// ---- A game's book: its texts and its own drawings ----------------------------------------------

// One rules.<lang>.md, embedded.
struct Text {
    const char* lang; // "en", "fr", "pt-BR"
    const char* md;
    std::size_t size;
};
struct Texts {
    const Text* texts;
    std::size_t count;
};

// A figure the game draws itself (CHECK!'s order cards): `drawing: <name>` in its text.
struct Drawing {
    const char* name;
    void (*draw)(float width); // draws at the cursor, given the panel's inner width, advancing it
};

struct Book {
    const char* game;        // the game's id (src/games.def), which names its folder
    Texts (*texts)();        // its folder's rules.*.md: rules::texts_<id>(), made by CMakeLists.txt
    const char* card_prefix; // atlas ids are prefix + code: "txek.", "std."
    std::vector<Drawing> drawings;
};

constexpr const char* kFallbackLanguage = "en";

// Keeps `book` for the life of the program and lists it in Books(); a game's rules_help.cpp
// calls it once, at namespace scope, so the tests find every game's book.
const Book& AddBook(Book book);
const std::vector<const Book*>& Books();

// The book's text in `lang`, else in English, else its first; null without any.
const Text* FindText(const Book& book, std::string_view lang);

// The page in `lang` (FindText) parsed, its drawings looked up in the book (an unknown name is
// a problem too; each problem also goes to the log). Parsed once a book and language, then kept
// by the book's address: a book lives as long as the program (AddBook, or a static).
const Parsed& Load(const Book& book, std::string_view lang = kFallbackLanguage);

// Draws the book's page in `lang` (empty: the table's language, i18n::language()) in a centred
// column; true when the player pressed Back (targets "back" at the top, "back_end" at the
// bottom). Escape is the caller's.
bool DrawPage(const Fonts& fonts, const Atlas& atlas, const Book& book, std::string_view lang = {});

} // namespace table::rules
