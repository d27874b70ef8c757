#include "engine/core/refusal.h"

#include <cstdlib>

namespace core {

std::string refuse(std::string_view code, std::initializer_list<int> args) {
    std::string text(code);
    const char* sep = ":";
    for (int a : args) {
        text += sep + std::to_string(a);
        sep = ",";
    }
    return text;
}

namespace {

bool code_char(char c) {
    return (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '_';
}

// "-12" as a whole number that fits an int; nothing else.
std::optional<int> read_int(std::string_view s) {
    const bool negative = !s.empty() && s[0] == '-';
    if (negative) s.remove_prefix(1);
    if (s.empty() || s.size() > 9) return std::nullopt;
    int n = 0;
    for (char c : s) {
        if (c < '0' || c > '9') return std::nullopt;
        n = n * 10 + (c - '0');
    }
    return negative ? -n : n;
}

} // namespace

std::optional<Refusal> read_refusal(std::string_view text) {
    const std::size_t colon = text.find(':');
    Refusal r;
    r.code = std::string(text.substr(0, colon));
    if (r.code.empty() || r.code.size() > 64) return std::nullopt;
    for (char c : r.code)
        if (!code_char(c)) return std::nullopt;
    if (colon == std::string_view::npos) return r;
    std::string_view rest = text.substr(colon + 1);
    while (true) {
        const std::size_t comma = rest.find(',');
        auto n = read_int(rest.substr(0, comma));
        if (!n || r.args.size() >= 8) return std::nullopt;
        r.args.push_back(*n);
        if (comma == std::string_view::npos) return r;
        rest.remove_prefix(comma + 1);
    }
}

} // namespace core
