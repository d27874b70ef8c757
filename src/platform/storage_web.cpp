// The EM_JS bodies are JavaScript, which clang-format would break (=== into == =).
// clang-format off
// Browser storage: window.localStorage. Any access may throw (private mode, storage disabled,
// quota): every call is guarded, and a failed write reports false so nothing is lost silently.
#include "platform/storage.h"

#include <cstdlib>
#include <emscripten.h>

namespace platform {
namespace {

EM_JS(char*, js_storage_get, (const char* key), {
    try {
        var v = window.localStorage.getItem(UTF8ToString(key));
        if (v === null) return 0;
        var n = lengthBytesUTF8(v) + 1;
        var p = _malloc(n);
        stringToUTF8(v, p, n);
        return p;
    } catch (e) {
        return 0;
    }
});

EM_JS(int, js_storage_set, (const char* key, const char* value), {
    try {
        window.localStorage.setItem(UTF8ToString(key), UTF8ToString(value));
        return 1;
    } catch (e) {
        return 0;
    }
});

EM_JS(void, js_storage_remove, (const char* key), {
    try { window.localStorage.removeItem(UTF8ToString(key)); } catch (e) {}
});

// Keys joined with '\n' (our keys never contain one).
EM_JS(char*, js_storage_keys, (), {
    var out = "";
    try {
        for (var i = 0; i < window.localStorage.length; i++) out += window.localStorage.key(i) + "\n";
    } catch (e) {}
    var n = lengthBytesUTF8(out) + 1;
    var p = _malloc(n);
    stringToUTF8(out, p, n);
    return p;
});

EM_JS(void, js_log_detail, (const char* line), {
    try {
        console.info("Txek Table: " + UTF8ToString(line));
    } catch (e) {}
});

class LocalStorage : public Storage {
public:
    std::optional<std::string> get(const std::string& key) override {
        char* v = js_storage_get(key.c_str());
        if (!v) return std::nullopt;
        std::string out(v);
        std::free(v);
        return out;
    }
    bool set(const std::string& key, const std::string& value) override {
        return js_storage_set(key.c_str(), value.c_str()) != 0;
    }
    void remove(const std::string& key) override { js_storage_remove(key.c_str()); }
    std::vector<std::string> keys() override {
        char* all = js_storage_keys();
        std::vector<std::string> out;
        std::string cur;
        for (const char* c = all; *c; ++c) {
            if (*c == '\n') out.push_back(cur), cur.clear();
            else cur += *c;
        }
        std::free(all);
        return out;
    }
};

}  // namespace

std::unique_ptr<Storage> open_default_storage() { return std::make_unique<LocalStorage>(); }

void log_detail(const std::string& line) {
    js_log_detail(line.c_str());
}

}  // namespace platform
