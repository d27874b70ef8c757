// The UI font: the build cuts it down to the characters the table loads (kGlyphRanges), and every
// text the app shows, in every language, uses only those, so no word ever draws a missing glyph.
#include "table/rules_page.h"
#include "table/theme.h"

#include "source_files.h"

#include <catch2/catch.hpp>

#include <regex>
#include <sstream>
#include <string>

using namespace table;

TEST_CASE("font: the build subsets the font file to exactly the ranges the table loads") {
    const std::string cmake = source_files::read("CMakeLists.txt");
    std::smatch found;
    REQUIRE(
        std::regex_search(cmake, found, std::regex("set\\(TXEK_FONT_UNICODES \"([^\"]*)\"\\)")));
    std::ostringstream expected;
    for (int i = 0; kGlyphRanges[i] != 0; i += 2) {
        expected << (i ? "," : "") << "U+" << std::hex << std::uppercase;
        expected.width(4), expected.fill('0');
        expected << kGlyphRanges[i];
        if (kGlyphRanges[i + 1] != kGlyphRanges[i]) {
            expected << "-";
            expected.width(4);
            expected << kGlyphRanges[i + 1];
        }
    }
    CHECK(found[1].str() == expected.str());
}

TEST_CASE("font: it carries French and German letters and the card suits, and not CJK") {
    CHECK(MissingGlyphs("Cœur, Größe, « à », ♠") == "");
    CHECK(MissingGlyphs("漢 ok") == "U+6F22 ");
    for (char32_t c : {U'é', U'è', U'ê', U'ç', U'à', U'ù', U'ô', U'œ', U'Œ', U'«', U'»', U'ä', U'ö',
                       U'ü', U'ß', U'Ä', U'„', U'“', U'’', U'…', U'−', U'♠', U'♥', U'♦', U'♣'})
        CHECK(FontCarries(c));
    CHECK_FALSE(FontCarries(U'漢'));
}

TEST_CASE("font: every rules page, in every language, uses only characters the font carries") {
    for (const rules::Book* book : rules::Books()) {
        const rules::Texts texts = book->texts();
        for (std::size_t i = 0; i < texts.count; ++i) {
            INFO(book->game << ": rules." << texts.texts[i].lang << ".md");
            CHECK(MissingGlyphs(std::string_view(texts.texts[i].md, texts.texts[i].size)) == "");
        }
    }
}
