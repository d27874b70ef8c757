// Reading JSON strictly, without exceptions: the web build aborts at any throw, and what is read
// comes from storage, files and (later) other players. Every type is checked before get<>.
// Used by saved values, score sheets and the games' views and events on the wire.
#pragma once
#include "engine/core/expected.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <cstdint>
#include <iterator>
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
    // A list of at most `max` ids (cards), each a whole number in [0, limit); `what` names the
    // list in the message.
    template <class Id>
    std::vector<Id> ids(const char* key, std::size_t max, std::int64_t limit, const char* what) {
        std::vector<Id> out;
        const nlohmann::json* j = list(key);
        if (!error.empty()) return out;
        bool ok = j->size() <= max;
        std::int64_t v = 0;
        for (std::size_t i = 0; ok && i < j->size(); ++i)
            if ((ok = read_int((*j)[i], 0, limit - 1, v))) out.push_back(Id(v));
        if (!ok) fail(key, what);
        return out;
    }
};

// The index of `name` in a game's table of wire names (its event kinds, phases), or -1.
template <std::size_t N> int index_of(const char* const (&names)[N], const std::string& name) {
    const auto* it =
        std::find_if(std::begin(names), std::end(names), [&](const char* n) { return name == n; });
    return it == std::end(names) ? -1 : int(it - std::begin(names));
}

// A JSON list of to_json(item), item by item.
template <class List, class ToJson>
nlohmann::json json_list(const List& list, const ToJson& to_json) {
    nlohmann::json out = nlohmann::json::array();
    for (const auto& item : list) out.push_back(to_json(item));
    return out;
}

// Each entry of `list` read by `from_json` (at most `max` of them, else `too_many` is why) and
// added to `out`; the first entry refused gives its own message.
template <class T>
bool read_each(const nlohmann::json& list, std::size_t max, const char* too_many,
               Expected<T> (*from_json)(const nlohmann::json&), std::vector<T>& out,
               std::string& why) {
    if (list.size() > max) return why = too_many, false;
    for (const nlohmann::json& item : list) {
        auto read = from_json(item);
        if (!read) return why = read.error(), false;
        out.push_back(std::move(read.value()));
    }
    return true;
}

// The actions of a view's "legal" texts, each read by `parse` (the game's parse_action); the
// first text that is no action says why.
template <class Action, class Parse>
bool read_legal(const std::vector<std::string>& texts, Parse parse, std::vector<Action>& out,
                std::string& why) {
    for (const std::string& text : texts) {
        auto a = parse(text);
        if (!a) return why = "\"legal\" holds '" + text + "': " + a.error(), false;
        out.push_back(a.value());
    }
    return true;
}

// A view's "legal": each action by its record text.
template <class Action> nlohmann::json legal_json(const std::vector<Action>& legal) {
    return json_list(legal, [](const Action& a) { return a.to_string(); });
}

// Winners are seats of a table of `players`, each named once (none before the end).
bool check_winners(const std::vector<int>& winners, int players, std::string& why);

} // namespace core
