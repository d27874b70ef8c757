// Action log text form: LEB128 varints in base64url without padding (see action_log.h).
#include "engine/core/action_log.h"

#include <cstdio>

namespace core {

namespace {

const char kAlphabet[] = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";

int sextet(char c) {
    if (c >= 'A' && c <= 'Z') return c - 'A';
    if (c >= 'a' && c <= 'z') return c - 'a' + 26;
    if (c >= '0' && c <= '9') return c - '0' + 52;
    if (c == '-') return 62;
    if (c == '_') return 63;
    return -1;
}

void put_varint(std::vector<std::uint8_t>& out, std::uint32_t v) {
    while (v >= 0x80) {
        out.push_back(static_cast<std::uint8_t>((v & 0x7f) | 0x80));
        v >>= 7;
    }
    out.push_back(static_cast<std::uint8_t>(v));
}

std::string describe_char(char c) {
    const auto byte = static_cast<unsigned char>(c);
    char buf[32];
    if (byte >= 0x21 && byte <= 0x7e) {
        std::snprintf(buf, sizeof buf, "'%c'", c);
    } else {
        std::snprintf(buf, sizeof buf, "byte 0x%02x", static_cast<unsigned>(byte));
    }
    return buf;
}

Expected<std::vector<std::uint8_t>> base64url_decode(std::string_view text) {
    using Result = Expected<std::vector<std::uint8_t>>;
    for (std::size_t i = 0; i < text.size(); ++i) {
        if (sextet(text[i]) < 0) {
            return Result::fail("the actions contain " + describe_char(text[i]) + " at position " +
                                std::to_string(i + 1) +
                                ", which is not a base64url character (A-Z a-z 0-9 - _)");
        }
    }
    if (text.size() % 4 == 1) {
        return Result::fail("the actions are " + std::to_string(text.size()) +
                            " characters long, a length base64url text cannot have "
                            "(was it cut off?)");
    }
    std::vector<std::uint8_t> bytes;
    bytes.reserve(text.size() * 3 / 4);
    std::uint32_t acc = 0;
    int bits = 0;
    for (char c : text) {
        acc = (acc << 6) | static_cast<std::uint32_t>(sextet(c));
        bits += 6;
        if (bits >= 8) {
            bits -= 8;
            bytes.push_back(static_cast<std::uint8_t>(acc >> bits));
            acc &= (1u << bits) - 1;
        }
    }
    // Leftover bits must be zero, or two texts would decode to the same log.
    if (acc != 0) {
        return Result::fail("the last character of the actions carries bits past the end of the "
                            "data, so it was not written by Txek Table");
    }
    return Result::ok(std::move(bytes));
}

} // namespace

std::string encode_actions(const ActionLog& log) {
    std::vector<std::uint8_t> bytes;
    bytes.reserve(log.size() * 3);
    for (const LoggedAction& a : log) {
        put_varint(bytes, a.seat);
        put_varint(bytes, a.code);
    }
    std::string out;
    out.reserve((bytes.size() * 4 + 2) / 3);
    std::size_t i = 0;
    for (; i + 3 <= bytes.size(); i += 3) {
        const std::uint32_t n =
            (std::uint32_t{bytes[i]} << 16) | (std::uint32_t{bytes[i + 1]} << 8) | bytes[i + 2];
        out += kAlphabet[(n >> 18) & 63];
        out += kAlphabet[(n >> 12) & 63];
        out += kAlphabet[(n >> 6) & 63];
        out += kAlphabet[n & 63];
    }
    if (bytes.size() - i == 1) {
        const std::uint32_t n = std::uint32_t{bytes[i]} << 16;
        out += kAlphabet[(n >> 18) & 63];
        out += kAlphabet[(n >> 12) & 63];
    } else if (bytes.size() - i == 2) {
        const std::uint32_t n =
            (std::uint32_t{bytes[i]} << 16) | (std::uint32_t{bytes[i + 1]} << 8);
        out += kAlphabet[(n >> 18) & 63];
        out += kAlphabet[(n >> 12) & 63];
        out += kAlphabet[(n >> 6) & 63];
    }
    return out;
}

Expected<ActionLog> decode_actions(std::string_view text) {
    auto bytes = base64url_decode(text);
    if (!bytes) return Expected<ActionLog>::fail(bytes.error());
    const std::vector<std::uint8_t>& b = bytes.value();

    ActionLog log;
    std::size_t pos = 0;
    std::uint32_t numbers[2] = {0, 0};
    while (pos < b.size()) {
        const std::string where = "action " + std::to_string(log.size() + 1);
        for (int field = 0; field < 2; ++field) {
            const char* name = field == 0 ? "seat" : "code";
            if (pos == b.size()) {
                return Expected<ActionLog>::fail("the actions end after the seat of " + where +
                                                 ", without its code (was it cut off?)");
            }
            std::uint64_t value = 0;
            int length = 0;
            for (;;) {
                if (pos == b.size()) {
                    return Expected<ActionLog>::fail("the actions end in the middle of the " +
                                                     std::string(name) + " of " + where +
                                                     " (was it cut off?)");
                }
                if (length == 5) {
                    return Expected<ActionLog>::fail("the " + std::string(name) + " of " + where +
                                                     " is longer than 5 bytes");
                }
                const std::uint8_t byte = b[pos++];
                value |= std::uint64_t{byte & 0x7fu} << (7 * length);
                ++length;
                if ((byte & 0x80) == 0) {
                    if (byte == 0 && length > 1) {
                        return Expected<ActionLog>::fail(
                            "the " + std::string(name) + " of " + where +
                            " is written with more bytes than it needs");
                    }
                    break;
                }
            }
            if (value > 0xffffffffu) {
                return Expected<ActionLog>::fail("the " + std::string(name) + " of " + where +
                                                 " is larger than 4294967295");
            }
            numbers[field] = static_cast<std::uint32_t>(value);
        }
        if (numbers[0] > 255) {
            return Expected<ActionLog>::fail(where + " has seat " + std::to_string(numbers[0]) +
                                             "; seats go from 0 to 255");
        }
        log.push_back(LoggedAction{static_cast<std::uint8_t>(numbers[0]), numbers[1]});
    }
    return Expected<ActionLog>::ok(std::move(log));
}

} // namespace core
