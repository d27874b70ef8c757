// Every word the table shows, in the player's language. The words are GNU gettext catalogues kept
// in src/table/po/ (<lang>.po, made from the template txek.pot that ci/update-po.sh extracts from
// the code with xgettext); CMakeLists.txt compiles each with `msgfmt --check` and embeds the .mo
// in the binary, natively and in the browser alike, so no file is fetched or read at run time.
//
// The code marks a sentence where it is written, in English, and draws what the lookup returns:
//   tr("Settings")                              a word or sentence
//   trc("button", "Play")                       with a context, where one English word has two
//                                               meanings (msgctxt)
//   fill(trn("{n} card", "{n} cards", n), {{"n", std::to_string(n)}})
//                                               plural forms, and named placeholders {name}
// A placeholder is named, never positional, so a translation may put it anywhere; msgfmt
// --check and pofilter (ci/check-po.sh) fail on a translation that drops or renames one.
//
// The lookup is a small reader of the .mo format, not libc's gettext: glibc translates only for a
// locale installed on the machine (the tests' machines have none) and Emscripten's musl reads
// catalogues from files; this reader answers the same in both and at once. Its plural rules are
// those of our languages (one formula each, which a test holds equal to each catalogue's header).
#pragma once

#include <initializer_list>
#include <string>
#include <string_view>
#include <vector>

namespace table {

// `msgid` in the current language, else `msgid` itself. The result lives as long as the program.
const char* tr(const char* msgid);
// `msgid` in `context` (a short word such as "button" or "seat"), in the current language.
const char* trc(const char* context, const char* msgid);
// The form for `n` of `singular`/`plural` in the current language.
const char* trn(const char* singular, const char* plural, long n);

// Marks `msgid` for the catalogue without translating it: for words kept in a table or a member
// (a variant's label), translated with tr() where they are drawn, so they follow a switch.
constexpr const char* tr_noop(const char* msgid) {
    return msgid;
}

// `text` with each {name} replaced by its value; a name not given stays as it is.
struct FillArg {
    std::string_view name;
    std::string value;
};
std::string fill(std::string_view text, std::initializer_list<FillArg> args);
// The same with the values in a list: each {name} is replaced once, so a value that itself holds
// "{card}" (a player's name) is never filled again.
std::string fill(std::string_view text, const std::vector<FillArg>& args);

namespace i18n {

// A language of the app: its tag (BCP 47) and its name in itself ("Deutsch"), which the picker
// shows in every language. `offered`: the picker, the browser's choice and links may choose it;
// a language is offered once every screen has its words (tests may set any language).
struct Language {
    const char* tag;
    const char* name;
    bool offered;
};
// The pseudo-language of the tests: every word English made longer and accented, in brackets
// ("[Pláý~~]"), so that a screen drawn in it shows a word never translated and a word cut short.
inline constexpr const char* kPseudo = "xx";

// Every language with a catalogue, English first (the code's own words, with no catalogue), and
// the pseudo-language last (never offered).
const std::vector<Language>& languages();
const Language* find_language(std::string_view tag);

// The first of `wanted` (tags such as "fr-CH", "de_DE.UTF-8", "en", best first, as the browser
// or LANG list them) that is an offered language, by its first subtag; else "en".
std::string pick_language(const std::vector<std::string>& wanted);

// Switches every lookup to `tag` at once (a language with no catalogue reads as English).
void set_language(std::string_view tag);
const std::string& language();

// A compiled catalogue as CMakeLists.txt embeds it (txek_catalogues): src/table/po/<lang>.po.
struct Catalogue {
    const char* lang;
    const char* mo;
    std::size_t size;
};
std::vector<Catalogue> catalogues();

// The catalogue's header field `name` ("Plural-Forms", "Language"), for the tests; "" if absent.
std::string header_field(std::string_view lang, std::string_view name);
// The plural formula this reader uses for `lang`, as a catalogue's Plural-Forms writes it.
const char* plural_forms(std::string_view lang);
// Every translation in `lang`'s catalogue, plural forms one by one (for the tests).
std::vector<std::string> translations(std::string_view lang);

} // namespace i18n
} // namespace table
