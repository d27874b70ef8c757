// Reading JSON strictly, without exceptions: the web build aborts at any throw, and what is read
// comes from storage, files and (later) other players. Every type is checked before get<>.
// Used by saved values, score sheets and the games' views and events on the wire.
#pragma once
#include <nlohmann/json.hpp>

#include <cstdint>
#include <string>
#include <vector>

namespace core {

// A whole number in [lo, hi], read without get<> on a wrong type and without wrapping.
bool read_int(const nlohmann::json& j, std::int64_t lo, std::int64_t hi, std::int64_t& out);

// A game record's "seed": a whole number, or up to 16 hex digits in a string ("2a", "0x2a").
bool read_record_seed(const nlohmann::json& j, std::uint64_t& out, std::string& why);

// Reads the fields of one JSON object, remembering the first problem ("\"id\" is missing",
// "\"seed\" is not text"); after a problem every read returns a blank value. A value that is not
// an object has every field missing.
struct Fields {
    const nlohmann::json& obj;
    std::string error;

    const nlohmann::json* get(const char* key);
    void fail(const char* key, const char* what);
    std::string text(const char* key);
    std::vector<std::string> texts(const char* key);
    std::int64_t integer(const char* key, std::int64_t lo, std::int64_t hi, const char* what);
    // A list of whole numbers in [lo, hi]; `what` names the list in the message.
    std::vector<int> integers(const char* key, int lo, int hi, const char* what);
    bool boolean(const char* key);
    // A list whose entries the caller reads (nullptr after a problem or when it is no list).
    const nlohmann::json* list(const char* key);
};

} // namespace core
