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

Expected<Link> decode_link(std::string_view text,
                           const std::function<bool(std::string_view)>& known_game) {
    if (!text.empty() && text.front() == '#') text.remove_prefix(1);
    if (text.empty()) return fail("the link is empty");
    if (text.size() > kMaxLinkLength) {
        return fail("the link is " + std::to_string(text.size()) +
                    " characters long; a link has at most " + std::to_string(kMaxLinkLength));
    }
    for (std::size_t i = 0; i < text.size(); ++i) {
        const auto byte = static_cast<unsigned char>(text[i]);
        if (byte < 0x20 || byte > 0x7e) {
            char hex[8];
            std::snprintf(hex, sizeof hex, "0x%02x", static_cast<unsigned>(byte));
            return fail(
                std::string("the link contains ") +
                (byte >= 0x80 ? "a character that is not plain ASCII" : "a control character") +
                " (byte " + hex + " at position " + std::to_string(i + 1) +
                "); links use only letters, digits and = & - _");
        }
    }

    // Split into key=value parts first: the version must be judged before anything else.
    std::array<std::optional<std::string_view>, kKeyCount> values;
    std::optional<std::string_view> unknown_key;
    std::size_t part_number = 0;
    for (std::size_t start = 0;;) {
        ++part_number;
        const std::size_t end = std::min(text.find('&', start), text.size());
        const std::string_view part = text.substr(start, end - start);
        const std::size_t eq = part.find('=');
        if (eq == std::string_view::npos) {
            if (part.empty()) {
                return fail("part " + std::to_string(part_number) +
                            " of the link is empty (two '&' in a row, or one at an end)");
            }
            return fail("part " + std::to_string(part_number) + " of the link, " + quote(part) +
                        ", has no '=' (the link may be cut off)");
        }
        const std::string_view key = part.substr(0, eq);
        const int index = key_index(key);
        if (index < 0) {
            if (!unknown_key) unknown_key = key;
        } else if (values[static_cast<std::size_t>(index)]) {
            return fail("the key " + quote(key) + " appears twice in the link");
        } else {
            values[static_cast<std::size_t>(index)] = part.substr(eq + 1);
        }
        if (end == text.size()) break;
        start = end + 1;
    }
    auto value_of = [&](Key k) { return values[static_cast<std::size_t>(k)]; };

    if (!value_of(kV)) return fail("the link has no version (v=)");
    if (auto problem = version_problem(*value_of(kV))) return fail(*problem);
    if (unknown_key) {
        if (unknown_key->empty()) return fail("the link has a part with no key before its '='");
        return fail("the link has an unknown key " + quote(*unknown_key));
    }

    // Fields are judged in link order, so the message is about the first problem a reader meets.
    Link link;
    link.version = kLinkVersion;

    if (!value_of(kG)) return fail("the link does not say which game (g=)");
    const std::string_view game = *value_of(kG);
    if (game.empty()) return fail("the link's game (g=) is empty");
    bool game_ok = !game.empty() && game.size() <= 16;
    for (char c : game) game_ok = game_ok && ((c >= 'a' && c <= 'z') || (c >= '0' && c <= '9'));
    if (!game_ok) {
        return fail("the game id " + quote(game) +
                    " is not valid (1 to 16 lower-case letters and digits)");
    }
    if (known_game && !known_game(game)) {
        return fail("this version of Txek Table has no game " + quote(game));
    }
    link.game = std::string(game);

    if (const auto join = value_of(kJoin)) return read_join(link, *join, values);

    if (!value_of(kSeats)) return fail("the link does not say who sits at the table (seats=)");
    const std::string_view seats = *value_of(kSeats);
    if (seats.empty()) return fail("the link has no seats (seats= is empty)");
    if (seats.size() > 8) {
        return fail("the link has " + std::to_string(seats.size()) +
                    " seats; a table has at most 8");
    }
    for (std::size_t i = 0; i < seats.size(); ++i) {
        const auto kind = seat_from_letter(seats[i]);
        if (!kind) {
            return fail("seat " + std::to_string(i + 1) + " is " + quote(seats.substr(i, 1)) +
                        "; a seat is h (human), c (casual bot), g (good bot) or e (expert bot)");
        }
        link.setup.seats.push_back(*kind);
    }

    if (const auto var = value_of(kVar)) {
        std::uint64_t bits = 0;
        if (!parse_hex(*var, 8, &bits)) {
            return fail("the variant (var=) " + quote(*var) + " is not 1 to 8 hex digits");
        }
        link.setup.variant = static_cast<std::uint32_t>(bits);
    }

    if (!value_of(kSeed)) return fail("the link has no seed (seed=)");
    if (!parse_hex(*value_of(kSeed), 16, &link.seed)) {
        return fail("the seed " + quote(*value_of(kSeed)) + " is not 1 to 16 hex digits");
    }

    if (const auto a = value_of(kA)) {
        auto actions = decode_actions(*a);
        if (!actions) return fail(actions.error());
        link.actions = std::move(actions.value());
    }
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
