// Versioned JSON envelope: writing it, and reading it back without ever throwing.
#include "engine/core/versioned_json.h"

#include "engine/core/text.h"

#include <cstdint>
#include <string>

namespace core {

namespace {

using Result = Expected<nlohmann::json>;

// nlohmann's message starts with "[json.exception.parse_error.101] parse error at line 1, ...";
// the player needs only the part from "line" on (or, for other errors, what follows the id).
std::string parse_error_text(const nlohmann::json::exception& e) {
    std::string what = e.what();
    const std::size_t at = what.find(" at line ");
    if (at != std::string::npos) return what.substr(at + 1);
    const std::size_t id_end = what.find("] ");
    if (what.rfind("[json.exception.", 0) == 0 && id_end != std::string::npos) {
        what.erase(0, id_end + 2);
    }
    return what;
}

// A SAX handler that builds nothing and keeps the parser's error message. nlohmann hands the
// error to the handler as an exception object without throwing it, which is what makes this
// work in the web build, where Emscripten aborts on any throw (exception catching is off).
class ErrorRecorder : public nlohmann::json_sax<nlohmann::json> {
public:
    std::string message;

    bool null() override { return true; }
    bool boolean(bool) override { return true; }
    bool number_integer(number_integer_t) override { return true; }
    bool number_unsigned(number_unsigned_t) override { return true; }
    bool number_float(number_float_t, const string_t&) override { return true; }
    bool string(string_t&) override { return true; }
    bool binary(binary_t&) override { return true; }
    bool start_object(std::size_t) override { return true; }
    bool key(string_t&) override { return true; }
    bool end_object() override { return true; }
    bool start_array(std::size_t) override { return true; }
    bool end_array() override { return true; }
    bool parse_error(std::size_t, const std::string&, const nlohmann::json::exception& e) override {
        message = parse_error_text(e);
        return false;
    }
};

std::string what_it_is(const nlohmann::json& j) {
    if (j.is_array()) return "an array";
    if (j.is_string()) return "a string";
    if (j.is_boolean()) return "true or false";
    if (j.is_null()) return "null";
    if (j.is_number()) return "a number";
    return std::string(j.type_name());
}

// Stored kinds are short ids, but a foreign file may hold anything there.
std::string shorten(const std::string& s) {
    return s.size() <= 40 ? printable(s) : printable(clip_utf8(s, 40)) + "...";
}

} // namespace

nlohmann::json make_versioned(std::string_view kind, int version, const nlohmann::json& data) {
    return nlohmann::json{{"kind", std::string(kind)}, {"version", version}, {"data", data}};
}

Expected<nlohmann::json> read_versioned(std::string_view text, std::string_view kind,
                                        int max_version) {
    const std::string wanted(kind);
    // No exceptions: the web build cannot catch them (see ErrorRecorder). The try below is only
    // a native safety net for the unforeseen, such as running out of memory.
    try {
        nlohmann::json doc = nlohmann::json::parse(text.begin(), text.end(), nullptr, false);
        if (doc.is_discarded()) {
            // Parse again just to learn where and why: bad input is rare, so it costs nothing.
            ErrorRecorder recorder;
            nlohmann::json::sax_parse(text.begin(), text.end(), &recorder);
            if (recorder.message.empty()) recorder.message = "it could not be read";
            return Result::fail("this is not valid JSON: " + recorder.message);
        }
        if (!doc.is_object()) {
            return Result::fail("this is not a saved '" + wanted + "': the JSON is " +
                                what_it_is(doc) + ", not an object");
        }

        const auto k = doc.find("kind");
        if (k == doc.end()) {
            return Result::fail("this JSON has no \"kind\", so it is not '" + wanted + "'");
        }
        if (!k->is_string()) return Result::fail("this JSON's \"kind\" is not a string");
        const std::string& found = k->get_ref<const std::string&>();
        if (found != wanted) {
            return Result::fail("this is a '" + shorten(found) + "', not '" + wanted + "'");
        }

        const auto v = doc.find("version");
        if (v == doc.end()) return Result::fail("this '" + wanted + "' has no \"version\"");
        if (!v->is_number_integer()) {
            return Result::fail("this '" + wanted +
                                "' has a \"version\" that is not a whole number");
        }
        // Unsigned numbers above INT64_MAX only arrive as number_unsigned; keep them apart so a
        // huge version reads as "newer", not as a wrapped negative one.
        const bool huge = v->is_number_unsigned() &&
                          v->get<std::uint64_t>() > static_cast<std::uint64_t>(INT64_MAX);
        const std::int64_t version = huge ? INT64_MAX : v->get<std::int64_t>();
        const std::string shown = v->dump();
        if (version < 1) {
            return Result::fail("this '" + wanted + "' has version " + shown +
                                ", but versions start at 1");
        }
        if (version > max_version) {
            return Result::fail("this '" + wanted +
                                "' was saved by a newer version of Txek Table (v" + shown +
                                "; this one reads up to v" + std::to_string(max_version) + ")");
        }

        const auto d = doc.find("data");
        if (d == doc.end() || d->is_null()) {
            return Result::fail("this '" + wanted + "' has no \"data\"");
        }
        return Result::ok(std::move(doc));
    } catch (const std::exception& e) {
        // Only a bug or running out of memory gets here; still no exception for the caller.
        return Result::fail(std::string("could not read this '") + wanted + "': " + e.what());
    }
}

std::string plain_reason(std::string_view text, std::string_view kind, int max_version) {
    if (read_versioned(text, kind, max_version)) return {};
    // Only two failures are worth telling apart: another build's newer data (keep it for that
    // build) and a value of another sort. Anything else the player can only keep or delete.
    const nlohmann::json doc = nlohmann::json::parse(text.begin(), text.end(), nullptr, false);
    if (!doc.is_object()) return kDamaged;
    const auto k = doc.find("kind");
    if (k == doc.end() || !k->is_string()) return kDamaged;
    if (k->get_ref<const std::string&>() != kind) return kSomethingElse;
    const auto v = doc.find("version");
    if (v != doc.end() && v->is_number_unsigned() &&
        v->get<std::uint64_t>() > std::uint64_t(max_version))
        return kNewer;
    return kDamaged;
}

} // namespace core
