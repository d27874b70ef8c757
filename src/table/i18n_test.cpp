// The table's words in French and German: the catalogues the build embeds are read as gettext
// writes them (a word, a context, plural forms with each language's own rule), named
// placeholders are filled, a language is chosen from the browser's list, and English is the
// code's own words.
#include "table/i18n.h"
#include "table/theme.h"

#include <catch2/catch.hpp>

using namespace table;

namespace {

// Sets `lang` for one test and English again after it, whatever the test does.
struct Speaking {
    explicit Speaking(const char* lang) { i18n::set_language(lang); }
    ~Speaking() { i18n::set_language("en"); }
};

} // namespace

TEST_CASE("i18n: the French and German catalogues are embedded, and each one's plural formula "
          "is the one the lookup applies") {
    for (const char* lang : {"fr", "de"}) {
        INFO(lang);
        CHECK(i18n::header_field(lang, "Language") == lang);
        CHECK(i18n::header_field(lang, "Plural-Forms") == i18n::plural_forms(lang));
        CHECK(i18n::translations(lang).size() > 50);
    }
    CHECK(i18n::header_field("en", "Language").empty()); // English is the code's own words
}

TEST_CASE("i18n: a word is looked up in the current language, and a switch takes effect at once") {
    CHECK(std::string(tr("Settings")) == "Settings");
    {
        Speaking french("fr");
        CHECK(i18n::language() == "fr");
        CHECK(std::string(tr("Settings")) == "Réglages");
        i18n::set_language("de");
        CHECK(std::string(tr("Settings")) == "Einstellungen");
        // A sentence no catalogue has yet reads in English rather than not at all.
        CHECK(std::string(tr("A sentence nobody translated")) == "A sentence nobody translated");
    }
    CHECK(std::string(tr("Settings")) == "Settings");
}

TEST_CASE("i18n: one English word with two meanings is told apart by its context (msgctxt)") {
    Speaking french("fr");
    // The animation speed is feminine in French (la vitesse), and so is the size (la taille);
    // Play on the home screen is the verb.
    CHECK(std::string(trc("speed", "Normal")) == "Normale");
    CHECK(std::string(trc("home", "Play")) == "Jouer");
    CHECK(std::string(trc("no such context", "Normal")) == "Normal");
}

TEST_CASE("i18n: plural forms follow each language's rule: French takes the singular for 0 and "
          "1, German and English only for 1") {
    CHECK(std::string(trn("{n} player", "{n} players", 0)) == "{n} players");
    CHECK(std::string(trn("{n} player", "{n} players", 1)) == "{n} player");
    Speaking french("fr");
    CHECK(std::string(trn("{n} player", "{n} players", 0)) == "{n} joueur");
    CHECK(std::string(trn("{n} player", "{n} players", 1)) == "{n} joueur");
    CHECK(std::string(trn("{n} player", "{n} players", 2)) == "{n} joueurs");
    i18n::set_language("de");
    CHECK(i18n::plural_forms("de") == std::string("nplurals=2; plural=(n != 1);"));
    CHECK(std::string(trn("{n} player", "{n} players", 1)) == "{n} Spieler");
}

TEST_CASE("i18n: fill replaces each named placeholder wherever the translation puts it, and "
          "leaves an unknown name or a lone brace as it is") {
    CHECK(fill("{game} by {author}", {{"game", "Checks"}, {"author", "James Yates"}}) ==
          "Checks by James Yates");
    CHECK(fill("{author}: {game}", {{"game", "Checks"}, {"author", "James Yates"}}) ==
          "James Yates: Checks");
    CHECK(fill("{n} of {n}", {{"n", "2"}}) == "2 of 2");
    CHECK(fill("{unknown} and {", {{"n", "2"}}) == "{unknown} and {");
    CHECK(fill("", {}) == "");
}

TEST_CASE("i18n: the browser's languages choose an offered language by its first subtag, else "
          "English, and a language not yet offered is never chosen for the player") {
    CHECK(i18n::pick_language({}) == "en");
    CHECK(i18n::pick_language({"C"}) == "en");
    CHECK(i18n::pick_language({"en-GB", "fr"}) == "en");
    CHECK(i18n::pick_language({"EN_us.UTF-8"}) == "en");
    for (const i18n::Language& l : i18n::languages()) {
        INFO(l.tag);
        const std::string regional = std::string(l.tag) + "-CH";
        CHECK(i18n::pick_language({"xx", regional}) == (l.offered ? l.tag : "en"));
    }
    // An unknown language set directly reads as English.
    i18n::set_language("tlh");
    CHECK(i18n::language() == "en");
}

TEST_CASE("i18n: every language with a catalogue is one the app lists, named in itself") {
    CHECK(i18n::languages().front().tag == std::string("en"));
    for (const i18n::Catalogue& c : i18n::catalogues()) {
        INFO(c.lang);
        REQUIRE(i18n::find_language(c.lang) != nullptr);
        CHECK(std::string(i18n::find_language(c.lang)->name).size() > 2);
    }
    // English has no catalogue (its words are the code's), nor has the pseudo-language.
    CHECK(i18n::catalogues().size() + 2 == i18n::languages().size());
    CHECK_FALSE(i18n::find_language(i18n::kPseudo)->offered);
}

TEST_CASE("i18n: the pseudo-language brackets every word, accents it, makes it 40% longer and "
          "keeps its placeholders") {
    Speaking pseudo(i18n::kPseudo);
    const std::string play = tr("Play");
    CHECK(play.front() == '[');
    CHECK(play.back() == ']');
    CHECK(play.find("Pláý") != std::string::npos);
    CHECK(fill(tr("{name} (you)"), {{"name", "Ana"}}) == "[Ana (ýöü)~~]");
    CHECK(std::string(trn("{n} card", "{n} cards", 3)).find("{n}") != std::string::npos);
    CHECK(MissingGlyphs(tr("Settings")) == "");
}

TEST_CASE("i18n: every translation uses only characters the UI font carries") {
    for (const i18n::Catalogue& c : i18n::catalogues())
        for (const std::string& text : i18n::translations(c.lang)) {
            INFO(c.lang << ": " << text);
            CHECK(MissingGlyphs(text) == "");
        }
}
