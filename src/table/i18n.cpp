#include "table/i18n.h"

#include <algorithm>
#include <cctype>
#include <cstdint>
#include <map>
#include <unordered_map>

namespace table {
namespace i18n {
namespace {

// A catalogue read: each message's key (its msgid, after "context\x04" when it has one) and its
// translation (plural forms one after another, each ended by a NUL, as in the .mo).
struct Messages {
    std::unordered_map<std::string_view, std::string_view> translated;
    std::string_view header;
};

// The .mo format (GNU gettext manual, "The Format of GNU MO Files"): a magic number that also
// tells the byte order, then the count and the offsets of two tables of (length, offset) pairs.
class MoReader {
public:
    MoReader(const char* mo, std::size_t size)
        : mo_(reinterpret_cast<const unsigned char*>(mo)), size_(size) {}

    Messages Read() const {
        Messages out;
        if (size_ < 28) return out;
        swap_ = Word(0) == 0xde120495u;
        if (!swap_ && Word(0) != 0x950412deu) return out;
        const std::uint32_t count = Word(8), originals = Word(12), translations = Word(16);
        for (std::uint32_t i = 0; i < count; ++i) {
            const std::string_view original = String(originals + 8u * i);
            const std::string_view translation = String(translations + 8u * i);
            // A plural message's original is "singular\0plural": it is found by its singular.
            const std::string_view key = original.substr(0, original.find('\0'));
            if (key.empty())
                out.header = translation;
            else
                out.translated.emplace(key, translation);
        }
        return out;
    }

private:
    std::uint32_t Word(std::size_t at) const {
        if (at + 4 > size_) return 0;
        const std::uint32_t b0 = mo_[at], b1 = mo_[at + 1], b2 = mo_[at + 2], b3 = mo_[at + 3];
        return swap_ ? (b0 << 24 | b1 << 16 | b2 << 8 | b3) : (b3 << 24 | b2 << 16 | b1 << 8 | b0);
    }
    // The string whose (length, offset) pair is at `entry`; empty when it runs past the end.
    std::string_view String(std::size_t entry) const {
        const std::uint32_t length = Word(entry), offset = Word(entry + 4);
        if (std::size_t(offset) + length >= size_) return {};
        return std::string_view(reinterpret_cast<const char*>(mo_) + offset, length);
    }

    const unsigned char* mo_;
    std::size_t size_;
    mutable bool swap_ = false;
};

const Messages* MessagesOf(std::string_view lang) {
    static std::map<std::string, Messages, std::less<>> read;
    if (auto it = read.find(lang); it != read.end()) return &it->second;
    for (const Catalogue& c : catalogues())
        if (lang == c.lang)
            return &read.emplace(std::string(lang), MoReader(c.mo, c.size).Read()).first->second;
    return nullptr;
}

struct Current {
    std::string lang = "en";
    const Messages* messages = nullptr;
    bool pseudo = false; // kPseudo: every word made up from the English
};
Current& Now() {
    static Current now;
    return now;
}

// The translation of `key`, or nullptr.
const char* Find(std::string_view key) {
    const Messages* m = Now().messages;
    if (!m) return nullptr;
    const auto it = m->translated.find(key);
    return it == m->translated.end() || it->second.empty() ? nullptr : it->second.data();
}

// Which plural form `n` takes in `lang` (plural_forms() writes the same rule).
int PluralIndex(std::string_view lang, long n) {
    return lang == "fr" ? n > 1 : n != 1;
}

// A letter as the pseudo-language writes it: accented where Latin-1 has an accent for it (the
// font carries Latin-1), else itself.
std::string_view Accented(char c) {
    static const std::pair<char, const char*> accents[] = {
        {'a', "á"}, {'c', "ç"}, {'e', "é"}, {'i', "î"}, {'n', "ñ"}, {'o', "ö"},
        {'u', "ü"}, {'y', "ý"}, {'A', "Å"}, {'C', "Ç"}, {'E', "É"}, {'I', "Î"},
        {'N', "Ñ"}, {'O', "Ö"}, {'U', "Ü"}, {'Y', "Ý"}};
    for (const auto& [plain, accented] : accents)
        if (c == plain) return accented;
    return {};
}

// kPseudo's words for `msgid`: "[Pláý~~]", every letter that has an accent accented, {names}
// left as they are, and "~" for 40% more length, so a test sees a string that was never
// translated (no brackets) and one that does not fit. Kept for the program's life.
const char* Pseudo(const char* msgid) {
    static std::unordered_map<std::string, std::string> made;
    auto [it, fresh] = made.try_emplace(msgid);
    if (!fresh || !*msgid) return it->second.c_str();
    std::string& out = it->second;
    std::size_t letters = 0;
    bool in_name = false;
    out = "[";
    for (const char* p = msgid; *p; ++p) {
        in_name = *p == '{' ? true : *p == '}' ? false : in_name;
        const std::string_view accented = in_name ? std::string_view() : Accented(*p);
        out += accented.empty() ? std::string_view(p, 1) : accented;
        letters += !in_name && std::isalpha(static_cast<unsigned char>(*p));
    }
    // In words of five at most, so that a long sentence still wraps.
    for (std::size_t pad = (letters * 2 + 4) / 5, i = 0; i < pad; ++i)
        out += i > 0 && i % 5 == 0 ? " ~" : "~";
    out += "]";
    return out.c_str();
}

std::string_view FirstSubtag(std::string_view tag) {
    return tag.substr(0, tag.find_first_of("-_.@"));
}

} // namespace

const std::vector<Language>& languages() {
    static const std::vector<Language> all = {{"en", "English", true},
                                              {"fr", "Français", true},
                                              {"de", "Deutsch", true},
                                              {kPseudo, "[Pséüdö]", false}};
    return all;
}

const Language* find_language(std::string_view tag) {
    for (const Language& l : languages())
        if (tag == l.tag) return &l;
    return nullptr;
}

std::string pick_language(const std::vector<std::string>& wanted) {
    for (const std::string& tag : wanted) {
        std::string first(FirstSubtag(tag));
        for (char& c : first) c = char(c >= 'A' && c <= 'Z' ? c - 'A' + 'a' : c);
        if (const Language* l = find_language(first); l && l->offered) return l->tag;
    }
    return "en";
}

void set_language(std::string_view tag) {
    const Language* l = find_language(tag);
    Now().lang = l ? l->tag : "en";
    Now().messages = MessagesOf(Now().lang);
    Now().pseudo = Now().lang == kPseudo;
}

const std::string& language() {
    return Now().lang;
}

std::string header_field(std::string_view lang, std::string_view name) {
    const Messages* m = MessagesOf(lang);
    if (!m) return "";
    const std::string prefix = std::string(name) + ": ";
    for (std::size_t at = 0; at < m->header.size();) {
        std::size_t end = m->header.find('\n', at);
        if (end == std::string_view::npos) end = m->header.size();
        const std::string_view line = m->header.substr(at, end - at);
        if (line.substr(0, prefix.size()) == prefix) return std::string(line.substr(prefix.size()));
        at = end + 1;
    }
    return "";
}

const char* plural_forms(std::string_view lang) {
    return lang == "fr" ? "nplurals=2; plural=(n > 1);" : "nplurals=2; plural=(n != 1);";
}

std::vector<std::string> translations(std::string_view lang) {
    std::vector<std::string> all;
    if (const Messages* m = MessagesOf(lang))
        for (const auto& [key, forms] : m->translated)
            for (std::size_t at = 0; at < forms.size();) {
                const std::size_t end = std::min(forms.find('\0', at), forms.size());
                all.emplace_back(forms.substr(at, end - at));
                at = end + 1;
            }
    return all;
}

} // namespace i18n

const char* tr(const char* msgid) {
    if (i18n::Now().pseudo) return i18n::Pseudo(msgid);
    const char* found = i18n::Find(msgid);
    return found ? found : msgid;
}

const char* trc(const char* context, const char* msgid) {
    if (i18n::Now().pseudo) return i18n::Pseudo(msgid);
    thread_local std::string key;
    key.assign(context).append(1, '\x04').append(msgid);
    const char* found = i18n::Find(key);
    return found ? found : msgid;
}

const char* trn(const char* singular, const char* plural, long n) {
    if (i18n::Now().pseudo) return i18n::Pseudo(n == 1 ? singular : plural);
    const int index = i18n::PluralIndex(i18n::language(), n);
    if (const char* forms = i18n::Find(singular)) {
        // The forms follow each other, each ended by a NUL; a missing form reads as English.
        const char* form = forms;
        for (int i = 0; i < index && *form; ++i) form += std::string_view(form).size() + 1;
        if (*form) return form;
    }
    return n == 1 ? singular : plural;
}

namespace {

// fill's work, over `n` values at `args` (an initializer list's or a vector's, with no copy).
std::string Fill(std::string_view text, const FillArg* args, std::size_t n) {
    std::string out;
    out.reserve(text.size() + 16);
    for (std::size_t at = 0; at < text.size();) {
        const std::size_t open = text.find('{', at);
        const std::size_t close = open == std::string_view::npos ? open : text.find('}', open);
        if (close == std::string_view::npos) {
            out.append(text.substr(at));
            break;
        }
        out.append(text.substr(at, open - at));
        const std::string_view name = text.substr(open + 1, close - open - 1);
        const FillArg* arg = nullptr;
        for (std::size_t i = 0; i < n; ++i)
            if (args[i].name == name) arg = &args[i];
        out.append(arg ? std::string_view(arg->value) : text.substr(open, close + 1 - open));
        at = close + 1;
    }
    return out;
}

} // namespace

std::string fill(std::string_view text, std::initializer_list<FillArg> args) {
    return Fill(text, args.begin(), args.size());
}

std::string fill(std::string_view text, const std::vector<FillArg>& args) {
    return Fill(text, args.data(), args.size());
}

} // namespace table
