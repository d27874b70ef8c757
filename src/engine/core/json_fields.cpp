#include "engine/core/json_fields.h"

#include "engine/core/text.h"

#include <cstdlib>

namespace core {

using json = nlohmann::json;

bool read_int(const json& j, std::int64_t lo, std::int64_t hi, std::int64_t& out) {
    if (!j.is_number_integer()) return false;
    if (j.is_number_unsigned()) {
        const std::uint64_t u = j.get<std::uint64_t>();
        if (hi < 0 || u > std::uint64_t(hi)) return false;
        out = std::int64_t(u);
        return out >= lo;
    }
    const std::int64_t v = j.get<std::int64_t>();
    if (v < lo || v > hi) return false;
    out = v;
    return true;
}

bool read_record_seed(const json& j, std::uint64_t& out, std::string& why) {
    if (j.is_number_unsigned()) {
        out = j.get<std::uint64_t>();
        return true;
    }
    if (j.is_number_integer()) { // a signed integer here is negative
        why = "\"seed\" must not be negative";
        return false;
    }
    if (j.is_string()) {
        std::string s = j.get<std::string>();
        if (s.size() > 2 && s[0] == '0' && (s[1] == 'x' || s[1] == 'X')) s.erase(0, 2);
        if (s.empty() || s.size() > 16 ||
            s.find_first_not_of("0123456789abcdefABCDEF") != std::string::npos) {
            why = "\"seed\" must be a number or up to 16 hex digits, not '" +
                  printable(clip_utf8(j.get<std::string>(), 24)) + "'";
            return false;
        }
        out = std::strtoull(s.c_str(), nullptr, 16);
        return true;
    }
    why = "\"seed\" must be a number or a hex string";
    return false;
}

const json* Fields::get(const char* key) {
    if (!error.empty()) return nullptr;
    if (!obj.is_object()) {
        error = std::string("\"") + key + "\" is missing";
        return nullptr;
    }
    auto it = obj.find(key);
    if (it == obj.end()) {
        error = std::string("\"") + key + "\" is missing";
        return nullptr;
    }
    return &*it;
}

void Fields::fail(const char* key, const char* what) {
    if (error.empty()) error = std::string("\"") + key + "\" is not " + what;
}

std::string Fields::text(const char* key) {
    const json* j = get(key);
    if (!j) return {};
    if (!j->is_string()) {
        fail(key, "text");
        return {};
    }
    return j->get<std::string>();
}

std::vector<std::string> Fields::texts(const char* key) {
    std::vector<std::string> out;
    const json* j = get(key);
    if (!j) return out;
    bool ok = j->is_array();
    if (ok)
        for (const json& e : *j) ok = ok && e.is_string();
    if (!ok) {
        fail(key, "a list of texts");
        return {};
    }
    for (const json& e : *j) out.push_back(e.get<std::string>());
    return out;
}

std::int64_t Fields::integer(const char* key, std::int64_t lo, std::int64_t hi, const char* what) {
    const json* j = get(key);
    std::int64_t v = 0;
    if (j && !read_int(*j, lo, hi, v)) fail(key, what);
    return v;
}

std::vector<int> Fields::integers(const char* key, int lo, int hi, const char* what) {
    std::vector<int> out;
    const json* j = get(key);
    if (!j) return out;
    bool ok = j->is_array();
    std::int64_t v = 0;
    if (ok)
        for (const json& e : *j) {
            if (!read_int(e, lo, hi, v))
                ok = false;
            else
                out.push_back(int(v));
        }
    if (!ok) {
        fail(key, what);
        return {};
    }
    return out;
}

bool Fields::boolean(const char* key) {
    const json* j = get(key);
    if (!j) return false;
    if (!j->is_boolean()) {
        fail(key, "true or false");
        return false;
    }
    return j->get<bool>();
}

const json* Fields::list(const char* key) {
    const json* j = get(key);
    if (j && !j->is_array()) {
        fail(key, "a list");
        return nullptr;
    }
    return j;
}

bool check_winners(const std::vector<int>& winners, int players, std::string& why) {
    std::vector<bool> named(std::size_t(std::max(players, 0)), false);
    for (int w : winners) {
        if (w < 0 || w >= players || named[std::size_t(w)])
            return why = "\"winners\" must name seats of the table, each once", false;
        named[std::size_t(w)] = true;
    }
    return true;
}

} // namespace core
