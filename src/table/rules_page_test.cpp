// The rules screens: every game's rules.<lang>.md reads without a mistake, with sections, the
// drawings its game draws and cards its atlas has, embedded byte for byte; the markdown
// (table/rules_page.h) keeps each paragraph's look and its printed or reconstructed mark, and
// names a mistake by its line instead of failing; the page draws with its Back targets.
#include "table/registry.h"
#include "table/rules_page.h"
#include "table/theme.h"
#include "table/widgets.h"

#include "source_files.h"

#include <catch2/catch.hpp>
#include <imgui.h>

#include <algorithm>
#include <set>
#include <sstream>
#include <string>
#include <vector>

using namespace table;
using rules::Look;

namespace {

const rules::Book* BookOf(const std::string& game) {
    for (const rules::Book* b : rules::Books())
        if (game == b->game) return b;
    return nullptr;
}

std::vector<rules::Text> TextsOf(const rules::Book& book) {
    const rules::Texts t = book.texts();
    return std::vector<rules::Text>(t.texts, t.texts + t.count);
}

std::string Problems(const rules::Parsed& parsed) {
    std::ostringstream out;
    for (const rules::Problem& p : parsed.problems)
        out << "line " << p.line << ": " << p.what << "\n";
    return out.str();
}

// The ids an atlas description lists (assets/<name>.txt: "id | big text | ...").
std::set<std::string> AtlasIds(const std::string& atlas) {
    std::set<std::string> ids;
    std::istringstream in(source_files::read("assets/" + atlas + ".txt"));
    for (std::string line; std::getline(in, line);) {
        if (line.empty() || line[0] == '#' || line.find('|') == std::string::npos) continue;
        std::string id = line.substr(0, line.find('|'));
        id.erase(id.find_last_not_of(" \t") + 1);
        ids.insert(id);
    }
    return ids;
}

std::vector<std::string> Codes(const std::string& figure) {
    std::istringstream in(figure);
    std::vector<std::string> codes;
    for (std::string code; in >> code;) codes.push_back(code);
    return codes;
}

// The whole text of the game's rules.<lang>.md in the checkout (its table folder, or its tests
// folder for a game only the tests play).
std::string SourceText(const std::string& game, const std::string& lang) {
    const std::string name = "/rules." + lang + ".md";
    const std::string text = source_files::read("src/table/" + game + name);
    return text.empty() ? source_files::read("tests/" + game + name) : text;
}

// `md` without its comments.
std::string WithoutComments(std::string md) {
    for (std::size_t open = md.find("<!--"); open != std::string::npos; open = md.find("<!--"))
        md.erase(open, md.find("-->", open) + 3 - open);
    return md;
}

// A paragraph by its look and mark, to compare with what was expected.
std::string Shape(const rules::Para& p) {
    const char* const looks[] = {"text", "bullet", "note", "cards", "beside", "key", "drawing"};
    return std::string(p.reconstructed ? "R " : "P ") + looks[int(p.look)] + " [" + p.figure +
           "] " + p.text;
}

} // namespace

TEST_CASE("rules page: every game's rules text reads without a mistake, with a title, a legend, "
          "sections and paragraphs in each") {
    const auto uis = make_game_uis();
    REQUIRE(uis.size() >= 6); // the five of games.def and High card, which table_tests register
    for (const auto& ui : uis) {
        const std::string game(ui->game().facts.id);
        INFO(game);
        const rules::Book* book = BookOf(game);
        REQUIRE(book != nullptr);
        CHECK(std::string(book->card_prefix).back() == '.');
        const std::vector<rules::Text> texts = TextsOf(*book);
        CHECK(rules::FindText(*book, "en") != nullptr);
        CHECK(std::string(rules::FindText(*book, "en")->lang) == "en");
        for (const rules::Text& text : texts) {
            INFO("rules." << text.lang << ".md");
            const rules::Parsed& parsed = rules::Load(*book, text.lang);
            CHECK(Problems(parsed) == "");
            CHECK(!parsed.page.title.empty());
            CHECK(!parsed.page.legend.empty());
            CHECK(parsed.page.sections.size() >= 3);
            for (const rules::Section& s : parsed.page.sections) {
                INFO(s.title);
                CHECK(!s.title.empty());
                CHECK(!s.paras.empty());
            }
        }
    }
}

TEST_CASE("rules page: the text reaches the program byte for byte as the checkout holds it, "
          "natively as in the browser (CMakeLists.txt embeds it)") {
    for (const rules::Book* book : rules::Books()) {
        for (const rules::Text& text : TextsOf(*book)) {
            INFO(book->game << ": rules." << text.lang << ".md");
            const std::string source = SourceText(book->game, text.lang);
            REQUIRE(!source.empty());
            CHECK(std::string(text.md, text.size) == source);
        }
    }
}

// A page's outline: each section's paragraphs by look, mark and figure (cards, key, drawing),
// one line each, without their words.
std::string Outline(const rules::Page& page) {
    const char* const looks[] = {"text", "bullet", "note", "cards", "beside", "key", "drawing"};
    std::ostringstream out;
    for (const rules::Section& s : page.sections) {
        out << "## section\n";
        for (const rules::Para& p : s.paras)
            out << (p.reconstructed ? "R " : "P ") << looks[int(p.look)] << " [" << p.figure
                << "]\n";
    }
    return out.str();
}

TEST_CASE("rules page: every translation of every game keeps the English page's outline (its "
          "sections, paragraphs, printed and reconstructed marks, cards, keys and drawings), in "
          "English, French and German") {
    for (const rules::Book* book : rules::Books()) {
        if (std::string(book->game) == "highcard") continue; // the tests' own game: English only
        std::set<std::string> languages;
        const std::string english = Outline(rules::Load(*book, "en").page);
        for (const rules::Text& text : TextsOf(*book)) {
            INFO(book->game << ": rules." << text.lang << ".md");
            languages.insert(text.lang);
            CHECK(Outline(rules::Load(*book, text.lang).page) == english);
        }
        INFO(book->game);
        CHECK(languages == std::set<std::string>{"en", "fr", "de"});
    }
}

TEST_CASE("rules page: every drawing a text names is one its game draws, and every drawing a "
          "game lists is shown") {
    for (const rules::Book* book : rules::Books()) {
        for (const rules::Text& text : TextsOf(*book)) {
            INFO(book->game << ": rules." << text.lang << ".md");
            std::set<std::string> named;
            for (const rules::Section& s : rules::Load(*book, text.lang).page.sections)
                for (const rules::Para& p : s.paras)
                    if (p.look == Look::Drawing) {
                        CHECK(p.draw != nullptr);
                        named.insert(p.figure);
                    }
            for (const rules::Drawing& d : book->drawings) {
                INFO(d.name);
                CHECK(named.count(d.name) == 1);
            }
        }
    }
    // CHECK!'s order cards, colours and markers are drawn by the game itself.
    const rules::Book* check = BookOf("check");
    REQUIRE(check != nullptr);
    CHECK(check->drawings.size() == 3);
}

TEST_CASE("rules page: every card a text shows is a face of its game's atlas description "
          "(assets/*.txt)") {
    for (const auto& ui : make_game_uis()) {
        const std::string game(ui->game().facts.id);
        const rules::Book* book = BookOf(game);
        REQUIRE(book != nullptr);
        const std::set<std::string> ids = AtlasIds(ui->atlas());
        INFO(game << " draws from assets/" << ui->atlas() << ".txt");
        REQUIRE(ids.size() > 10);
        int cards = 0;
        for (const rules::Text& text : TextsOf(*book)) {
            for (const rules::Section& s : rules::Load(*book, text.lang).page.sections) {
                for (const rules::Para& p : s.paras) {
                    if (p.look != Look::Cards && p.look != Look::CardsBeside) continue;
                    CHECK(!Codes(p.figure).empty());
                    for (const std::string& code : Codes(p.figure)) {
                        INFO("line " << p.line << ": " << code);
                        CHECK(ids.count(book->card_prefix + code) == 1);
                        ++cards;
                    }
                }
            }
        }
        CHECK(cards > 0);
    }
}

TEST_CASE("rules page: the markdown keeps every paragraph's look and its printed or "
          "reconstructed mark") {
    const rules::Parsed parsed =
        rules::Parse("<!-- a comment,\n"
                     "over two lines -->\n"
                     "# Sample rules\n"
                     "subtitle: 2 players\n"
                     "legend: Marked details are\n"
                     "  our own.\n"
                     "legend-note: The rest is printed.\n"
                     "\n"
                     "## Goal\n"
                     "Win the\n"
                     "game.\n"
                     "\n"
                     "[table rule] We chose\n"
                     "this.\n"
                     "- A bullet\n"
                     "  wrapped.\n"
                     "- [table rule] A marked bullet\n"
                     "\n"
                     "  A note under it.\n"
                     "\n"
                     "  [table rule] A marked note.\n"
                     "\n"
                     "## Figures\n"
                     "cards: r1 r2 | one, two\n"
                     "cards: b1\n"
                     "cards-beside: rpeek bpeek | Peek — look\n"
                     "  at a card.\n"
                     "[table rule] cards-beside: KH KS | Equal ranks.\n"
                     "key: Space | call TXEK\n"
                     "key: 1–9 | select a card\n"
                     "[table rule] drawing: orders\n"
                     "drawing: colours\n"
                     "\n"
                     "\\- not a bullet\n"
                     "\n"
                     "\\[table rule] not marked, and Keyboard: is no keyword\n"
                     "\n"
                     "Keyboard:\n");
    INFO(Problems(parsed));
    CHECK(parsed.problems.empty());
    const rules::Page& page = parsed.page;
    CHECK(page.title == "Sample rules");
    CHECK(page.subtitle == "2 players");
    CHECK(page.legend == "Marked details are our own.");
    CHECK(page.legend_note == "The rest is printed.");
    REQUIRE(page.sections.size() == 2);
    CHECK(page.sections[0].title == "Goal");
    std::vector<std::string> got;
    for (const rules::Section& s : page.sections)
        for (const rules::Para& p : s.paras) got.push_back(Shape(p));
    const std::vector<std::string> expected = {
        "P text [] Win the game.",
        "R text [] We chose this.",
        "P bullet [] A bullet wrapped.",
        "R bullet [] A marked bullet",
        "P note [] A note under it.",
        "R note [] A marked note.",
        "P cards [r1 r2] one, two",
        "P cards [b1] ",
        "P beside [rpeek bpeek] Peek — look at a card.",
        "R beside [KH KS] Equal ranks.",
        "P key [Space] call TXEK",
        "P key [1–9] select a card",
        "R drawing [orders] ",
        "P drawing [colours] ",
        "P text [] - not a bullet",
        "P text [] [table rule] not marked, and Keyboard: is no keyword",
        "P text [] Keyboard:",
    };
    CHECK(got == expected);
    CHECK(page.sections[1].paras[0].line == 24);
}

TEST_CASE("rules page: in every game's text, each [table rule] marks one reconstructed "
          "paragraph and the rest are printed") {
    for (const rules::Book* book : rules::Books()) {
        for (const rules::Text& text : TextsOf(*book)) {
            INFO(book->game << ": rules." << text.lang << ".md");
            const std::string md = WithoutComments(std::string(text.md, text.size));
            int marks = 0;
            for (std::size_t at = md.find("[table rule] "); at != std::string::npos;
                 at = md.find("[table rule] ", at + 1))
                ++marks;
            int reconstructed = 0, printed = 0;
            for (const rules::Section& s : rules::Load(*book, text.lang).page.sections)
                for (const rules::Para& p : s.paras) (p.reconstructed ? reconstructed : printed)++;
            CHECK(reconstructed == marks);
            CHECK(reconstructed >= 1);
            CHECK(printed > 0);
        }
    }
    // A few of every look, as the pages showed them when they were C++ data.
    const auto look_of = [](const char* game, const std::string& start) {
        for (const rules::Section& s : rules::Load(*BookOf(game)).page.sections)
            for (const rules::Para& p : s.paras)
                if (p.text.compare(0, start.size(), start) == 0 ||
                    (p.look == Look::Drawing && p.figure == start))
                    return Shape(p).substr(0, Shape(p).find(']') + 1);
        return std::string("none");
    };
    CHECK(look_of("txek", "Number cards 1 to 10 are worth") == "P text []");
    CHECK(look_of("txek", "They come in two colours") == "R text []");
    CHECK(look_of("txek", "Peek") == "R beside [rpeek bpeek]");
    CHECK(look_of("txek", "Here, playing out of turn means drawing") == "R note []");
    CHECK(look_of("txek", "call TXEK") == "P key [Space]");
    CHECK(look_of("checks", "5 + 8 + 9 = 22") == "P note []");
    CHECK(look_of("checks", "At most one pile is cashed") == "R bullet []");
    CHECK(look_of("check", "colours") == "R drawing [colours]");
    CHECK(look_of("check", "Your joker may stand in") == "P beside [joker]");
    CHECK(look_of("highcard", "Equal ranks: the leader wins.") == "R beside [KH KS]");
    CHECK(look_of("highcard", "The higher rank wins") == "P beside [QS 9H]");
}

TEST_CASE("rules page: a mistake in a text is named with its line, never thrown, and the rest "
          "still reads") {
    struct Case {
        const char* md;
        int line; // of the first problem
    };
    const Case cases[] = {
        {"legend: x\n## A\nText.\n", 1},                           // no title yet
        {"# T\nlegend: x\n\nBefore a section.\n## A\nText.\n", 4}, // text before a section
        {"# T\nlegend: x\n## A\n### Deeper\nText.\n", 4},          // only # and ## headings
        {"# T\nlegend: x\n## A\ncards-beside: r1 r2\n", 4},        // beside without its text
        {"# T\nlegend: x\n## A\nkey: Space\n", 4},                 // a key without what it does
        {"# T\nlegend: x\n## A\ndrawing: two words\n", 4},
        {"# T\nlegend: x\n## A\ndrawing: orders | text\n", 4},
        {"# T\nlegend: x\n## A\ncards: r1\n  more\n", 5},     // cards without '|': one line
        {"# T\nlegend: x\n## A\nkey: Space\ncall TXEK\n", 5}, // its text after '|' only
        {"# T\nlegend: x\n## A\nText.\nsubtitle: late\n", 5}, // a header after a section
        {"# T\nlegend: x\nlegend: again\n## A\nText.\n", 3},
        {"# T\nlegend: x\n## A\nText.\n<!-- never closed\n", 5},
        {"# T\nlegend: x\n## A\nText.\n<!-- closed --> then text\n", 5},
        {"# T\nlegend: x\n## A\n- \n", 4},           // an empty bullet
        {"# T\nlegend: x\n## A\n[table rule]\n", 4}, // a mark on nothing
        {"# T\nlegend: x\n## A\n## B\nText.\n", 0},  // an empty section
        {"# T\n## A\nText.\n", 0},                   // no legend
        {"", 0},                                     // nothing at all
    };
    for (const Case& c : cases) {
        INFO(c.md);
        rules::Parsed parsed;
        REQUIRE_NOTHROW(parsed = rules::Parse(c.md));
        REQUIRE(!parsed.problems.empty());
        CHECK(parsed.problems.front().line == c.line);
    }
    // What could be read is kept: the app draws it.
    const rules::Parsed partial = rules::Parse("# T\nlegend: x\n## A\nkey: Space\n\nText.\n");
    CHECK(!partial.problems.empty());
    REQUIRE(partial.page.sections.size() == 1);
    CHECK(partial.page.sections[0].paras.size() == 2);
    // Windows line ends read as Unix ones.
    const rules::Parsed crlf = rules::Parse("# T\r\nlegend: x\r\n## A\r\nText\r\nwrapped.\r\n");
    CHECK(crlf.problems.empty());
    REQUIRE(crlf.page.sections.size() == 1);
    CHECK(crlf.page.sections[0].paras.at(0).text == "Text wrapped.");
}

namespace {

// A book of two languages, for the loading tests.
constexpr char kEnglish[] = "# Sample rules\nlegend: Marked.\n## A\ndrawing: figure\n";
constexpr char kFrench[] = "# Règles\nlegend: Marqué.\n## A\ndrawing: figure\ndrawing: autre\n";
rules::Texts SampleTexts() {
    static const rules::Text texts[] = {{"fr", kFrench, sizeof kFrench - 1},
                                        {"en", kEnglish, sizeof kEnglish - 1}};
    return {texts, 2};
}
void DrawNothing(float) {}

} // namespace

TEST_CASE("rules page: a page is shown in the language asked for, else in English, and a "
          "drawing its game does not list is a mistake") {
    // Pages are kept by their book's address: a book lives as long as the program.
    static const rules::Book book{"sample", &SampleTexts, "std.", {{"figure", &DrawNothing}}};
    CHECK(std::string(rules::FindText(book, "fr")->lang) == "fr");
    CHECK(std::string(rules::FindText(book, "de")->lang) == "en");
    CHECK(std::string(rules::FindText(book, "en")->lang) == "en");
    const rules::Parsed& english = rules::Load(book, "en");
    CHECK(english.problems.empty());
    CHECK(english.page.sections.at(0).paras.at(0).draw == &DrawNothing);
    CHECK(&rules::Load(book, "en") == &english); // parsed once
    const rules::Parsed& french = rules::Load(book, "fr");
    CHECK(french.page.title == "Règles");
    REQUIRE(french.problems.size() == 1);
    CHECK(french.problems[0].line == 5);
    CHECK(rules::Load(book, "de").page.title == "Sample rules");
    static const rules::Book none{"none", nullptr, "std.", {}};
    CHECK(rules::FindText(none, "en") == nullptr);
    CHECK(!rules::Load(none).problems.empty());
}

TEST_CASE("rules page: every game's page draws, headless, with its Back targets at the top and "
          "the foot (web/tests press them), and CHECK!'s orders") {
    ImGuiContext* ctx = ImGui::CreateContext();
    ImGuiIO& io = ImGui::GetIO();
    io.IniFilename = nullptr;
    io.DisplaySize = ImVec2(390, 844);
    Fonts fonts;
    fonts.body = fonts.title = io.Fonts->AddFontDefault();
    unsigned char* pixels = nullptr;
    int w = 0, h = 0;
    io.Fonts->GetTexDataAsRGBA32(&pixels, &w, &h);
    ApplyTheme();
    for (const auto& ui : make_game_uis()) {
        const std::string game(ui->game().facts.id);
        INFO(game);
        const Atlas atlas; // none loaded: cards show as their text
        for (int frame = 0; frame < 2; ++frame) {
            io.DeltaTime = 1.0f / 60;
            ImGui::NewFrame();
            ClearTargets();
            ImGui::SetNextWindowPos(ImVec2(0, 0));
            ImGui::SetNextWindowSize(io.DisplaySize);
            ImGui::Begin("screen", nullptr, ImGuiWindowFlags_NoDecoration);
            CHECK_FALSE(ui->draw_rules(fonts, atlas));
            ImGui::End();
            ImGui::EndFrame();
        }
        CHECK(Targets().count("back") == 1);
        CHECK(Targets().count("back_end") == 1);
        CHECK(Targets().count("rules_orders") == (game == "check" ? 1u : 0u));
    }
    ImGui::DestroyContext(ctx);
}
