// Link codec (see link.h for the format).
#include "engine/core/link.h"

#include "engine/core/text.h"

#include <algorithm>
#include <array>
#include <cstdio>
#include <string>

namespace core {

namespace {

const char kHexDigits[] = "0123456789abcdef";

std::string to_hex(std::uint64_t v, int min_digits) {
    std::string out;
    while (v != 0 || static_cast<int>(out.size()) < min_digits) {
        out.insert(out.begin(), kHexDigits[v & 15]);
        v >>= 4;
    }
    return out;
}

int hex_value(char c) {
    if (c >= '0' && c <= '9') return c - '0';
    if (c >= 'a' && c <= 'f') return c - 'a' + 10;
    if (c >= 'A' && c <= 'F') return c - 'A' + 10;
    return -1;
}

// 1..max_digits hex digits (either case) into *out; false otherwise.
bool parse_hex(std::string_view s, std::size_t max_digits, std::uint64_t* out) {
    if (s.empty() || s.size() > max_digits) return false;
    std::uint64_t v = 0;
    for (char c : s) {
        const int d = hex_value(c);
        if (d < 0) return false;
        v = (v << 4) | static_cast<std::uint64_t>(d);
    }
    *out = v;
    return true;
}

// A piece of the link quoted for a message; long pieces are cut so the message stays readable.
// The link is already known to be printable ASCII when this is used.
// A piece of the link in a message: cut short, and safe to show whatever its bytes.
std::string quote(std::string_view s) {
    const std::size_t kMax = 24;
    if (s.size() <= kMax) return "'" + printable(s) + "'";
    return "'" + printable(clip_utf8(std::string(s), kMax)) + "...' (" + std::to_string(s.size()) +
           " characters)";
}

enum Key { kV, kG, kSeats, kVar, kSeed, kA, kJoin, kKeyCount };
const std::array<const char*, kKeyCount> kKeyNames = {"v",    "g", "seats", "var",
                                                      "seed", "a", "join"};

int key_index(std::string_view key) {
    for (int i = 0; i < kKeyCount; ++i) {
        if (key == kKeyNames[static_cast<std::size_t>(i)]) return i;
    }
    return -1;
}

Expected<Link> fail(std::string message) {
    return Expected<Link>::fail(std::move(message));
}

std::string version_message(std::string_view digits, bool newer) {
    return std::string("this link was made by ") + (newer ? "a newer" : "an older") +
           " version of Txek Table (link version " + std::string(digits.substr(0, 24)) +
           (digits.size() > 24 ? "..." : "") + "; this one reads link version " +
           std::to_string(kLinkVersion) + ")";
}

// Why the v= value cannot be read, or nullopt when it is kLinkVersion.
std::optional<std::string> version_problem(std::string_view v) {
    if (v.empty()) return "the link's version (v=) is empty";
    for (char c : v) {
        if (c < '0' || c > '9') return "the link's version " + quote(v) + " is not a number";
    }
    // Compare as digits, so a version too big for any integer type is still just "newer".
    const std::size_t first = v.find_first_not_of('0');
    const std::string_view digits = first == std::string_view::npos ? "0" : v.substr(first);
    if (digits.size() > 9) return version_message(digits, true);
    long value = 0;
    for (char c : digits) value = value * 10 + (c - '0');
    if (value > kLinkVersion) return version_message(digits, true);
    if (value < kLinkVersion) return version_message(digits, false);
    return std::nullopt;
}

// A join link (link.h): the table's id, and nothing of a deal beside it.
template <class Values>
Expected<Link> read_join(Link& link, std::string_view id, const Values& values) {
    for (Key k : {kSeats, kVar, kSeed, kA})
        if (values[static_cast<std::size_t>(k)]) {
            return fail(std::string("a link to join a table names no deal, but this one has ") +
                        kKeyNames[static_cast<std::size_t>(k)] + "=");
        }
    bool ok = id.size() == kJoinIdLength;
    for (char c : id) ok = ok && ((c >= 'a' && c <= 'z') || (c >= '0' && c <= '9'));
    if (!ok) {
        return fail("the table to join (join=) " + quote(id) + " is not " +
                    std::to_string(kJoinIdLength) + " lower-case letters and digits");
    }
    link.join = std::string(id);
    return Expected<Link>::ok(std::move(link));
}

} // namespace

std::string encode_link(const Link& link) {
    if (link.join)
        return "v=" + std::to_string(link.version) + "&g=" + link.game + "&join=" + *link.join;
    std::string out = "v=" + std::to_string(link.version) + "&g=" + link.game + "&seats=";
    for (SeatKind kind : link.setup.seats) out += seat_letter(kind);
    out += "&var=" + to_hex(link.setup.variant, 1);
    out += "&seed=" + to_hex(link.seed, 16);
    if (link.actions) out += "&a=" + encode_actions(*link.actions);
    return out;
}

namespace {

using Values = std::array<std::optional<std::string_view>, kKeyCount>;

std::optional<std::string_view> value_of(const Values& values, Key k) {
    return values[static_cast<std::size_t>(k)];
}

// Links use printable ASCII only; anything else is named with its byte and place.
std::optional<std::string> character_problem(std::string_view text) {
    for (std::size_t i = 0; i < text.size(); ++i) {
        const auto byte = static_cast<unsigned char>(text[i]);
        if (byte >= 0x20 && byte <= 0x7e) continue;
        char hex[8];
        std::snprintf(hex, sizeof hex, "0x%02x", static_cast<unsigned>(byte));
        return std::string("the link contains ") +
               (byte >= 0x80 ? "a character that is not plain ASCII" : "a control character") +
               " (byte " + hex + " at position " + std::to_string(i + 1) +
               "); links use only letters, digits and = & - _";
    }
    return std::nullopt;
}

// Splits the link into its key=value parts; the first unknown key is kept aside, to be judged
// after the version (a newer version may have keys this one does not know).
std::optional<std::string> split_parts(std::string_view text, Values& values,
                                       std::optional<std::string_view>& unknown_key) {
    std::size_t part_number = 0;
    for (std::size_t start = 0;;) {
        ++part_number;
        const std::size_t end = std::min(text.find('&', start), text.size());
        const std::string_view part = text.substr(start, end - start);
        const std::size_t eq = part.find('=');
        if (eq == std::string_view::npos && part.empty())
            return "part " + std::to_string(part_number) +
                   " of the link is empty (two '&' in a row, or one at an end)";
        if (eq == std::string_view::npos)
            return "part " + std::to_string(part_number) + " of the link, " + quote(part) +
                   ", has no '=' (the link may be cut off)";
        const std::string_view key = part.substr(0, eq);
        const int index = key_index(key);
        if (index < 0) {
            if (!unknown_key) unknown_key = key;
        } else if (values[static_cast<std::size_t>(index)]) {
            return "the key " + quote(key) + " appears twice in the link";
        } else {
            values[static_cast<std::size_t>(index)] = part.substr(eq + 1);
        }
        if (end == text.size()) return std::nullopt;
        start = end + 1;
    }
}

std::optional<std::string> read_game(Link& link, const Values& values,
                                     const std::function<bool(std::string_view)>& known_game) {
    if (!value_of(values, kG)) return "the link does not say which game (g=)";
    const std::string_view game = *value_of(values, kG);
    if (game.empty()) return "the link's game (g=) is empty";
    bool game_ok = game.size() <= 16;
    for (char c : game) game_ok = game_ok && ((c >= 'a' && c <= 'z') || (c >= '0' && c <= '9'));
    if (!game_ok)
        return "the game id " + quote(game) + " is not valid (1 to 16 lower-case letters and digits)";
    if (known_game && !known_game(game)) return "this version of Txek Table has no game " + quote(game);
    link.game = std::string(game);
    return std::nullopt;
}

std::optional<std::string> read_seats(Link& link, const Values& values) {
    if (!value_of(values, kSeats)) return "the link does not say who sits at the table (seats=)";
    const std::string_view seats = *value_of(values, kSeats);
    if (seats.empty()) return "the link has no seats (seats= is empty)";
    if (seats.size() > 8)
        return "the link has " + std::to_string(seats.size()) + " seats; a table has at most 8";
    for (std::size_t i = 0; i < seats.size(); ++i) {
        const auto kind = seat_from_letter(seats[i]);
        if (!kind)
            return "seat " + std::to_string(i + 1) + " is " + quote(seats.substr(i, 1)) +
                   "; a seat is h (human), c (casual bot), g (good bot) or e (expert bot)";
        link.setup.seats.push_back(*kind);
    }
    return std::nullopt;
}

// A deal link's fields after the game, in link order: seats, variant, seed, actions.
std::optional<std::string> read_deal(Link& link, const Values& values) {
    if (auto problem = read_seats(link, values)) return problem;
    if (const auto var = value_of(values, kVar)) {
        std::uint64_t bits = 0;
        if (!parse_hex(*var, 8, &bits))
            return "the variant (var=) " + quote(*var) + " is not 1 to 8 hex digits";
        link.setup.variant = static_cast<std::uint32_t>(bits);
    }
    if (!value_of(values, kSeed)) return "the link has no seed (seed=)";
    if (!parse_hex(*value_of(values, kSeed), 16, &link.seed))
        return "the seed " + quote(*value_of(values, kSeed)) + " is not 1 to 16 hex digits";
    if (const auto a = value_of(values, kA)) {
        auto actions = decode_actions(*a);
        if (!actions) return actions.error();
        link.actions = std::move(actions.value());
    }
    return std::nullopt;
}

} // namespace

Expected<Link> decode_link(std::string_view text,
                           const std::function<bool(std::string_view)>& known_game) {
    if (!text.empty() && text.front() == '#') text.remove_prefix(1);
    if (text.empty()) return fail("the link is empty");
    if (text.size() > kMaxLinkLength) {
        return fail("the link is " + std::to_string(text.size()) +
                    " characters long; a link has at most " + std::to_string(kMaxLinkLength));
    }
    if (auto problem = character_problem(text)) return fail(*problem);
    // The version is judged before anything else, then the fields in link order, so the message
    // is about the first problem a reader meets.
    Values values;
    std::optional<std::string_view> unknown_key;
    if (auto problem = split_parts(text, values, unknown_key)) return fail(*problem);
    if (!value_of(values, kV)) return fail("the link has no version (v=)");
    if (auto problem = version_problem(*value_of(values, kV))) return fail(*problem);
    if (unknown_key && unknown_key->empty()) return fail("the link has a part with no key before its '='");
    if (unknown_key) return fail("the link has an unknown key " + quote(*unknown_key));
    Link link;
    link.version = kLinkVersion;
    if (auto problem = read_game(link, values, known_game)) return fail(*problem);
    if (const auto join = value_of(values, kJoin)) return read_join(link, *join, values);
    if (auto problem = read_deal(link, values)) return fail(*problem);
    // What is read must be writable and readable again: written out in full (a 16-digit seed,
    // "&var=0") a link near the limit grows by up to 21 characters, and that text would be
    // refused (fuzz_link: a 65516-character replay link with "seed=1" and no var).
    if (const std::size_t full = encode_link(link).size(); full > kMaxLinkLength) {
        return fail("the link is " + std::to_string(full) +
                    " characters long when written out in full; a link has at most " +
                    std::to_string(kMaxLinkLength));
    }
    return Expected<Link>::ok(std::move(link));
}

} // namespace core
