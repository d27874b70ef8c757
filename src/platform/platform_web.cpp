#include "platform/platform.h"

#include <cstdlib>
#include <emscripten.h>

namespace platform {
namespace {

EM_JS(char*, js_take_hash, (int only_if_changed), {
    if (only_if_changed && !Module.txekHashChanged) return 0;
    Module.txekHashChanged = false;
    if (!Module.txekHashListening) {
        Module.txekHashListening = true;
        window.addEventListener("hashchange", function() {
            // Our own replaceState does not fire hashchange; only the player's edits do.
            Module.txekHashChanged = true;
        });
    }
    var h = window.location.hash || "";
    var n = lengthBytesUTF8(h) + 1;
    var p = _malloc(n);
    stringToUTF8(h, p, n);
    return p;
});

EM_JS(void, js_show_link, (const char* link), {
    try {
        var l = UTF8ToString(link);
        var url = window.location.pathname + window.location.search + (l ? "#" + l : "");
        window.history.replaceState(null, "", url);
    } catch (e) {}
});

EM_JS(char*, js_link_prefix, (), {
    var s = window.location.origin + window.location.pathname + "#";
    var n = lengthBytesUTF8(s) + 1;
    var p = _malloc(n);
    stringToUTF8(s, p, n);
    return p;
});

EM_JS(int, js_copy, (const char* text), {
    var t = UTF8ToString(text);
    try {
        if (navigator.clipboard && navigator.clipboard.writeText) {
            navigator.clipboard.writeText(t).catch(function() { window.prompt("Copy this link:", t); });
            return 1;
        }
    } catch (e) {}
    window.prompt("Copy this link:", t);
    return 1;
});

EM_JS(void, js_publish_state, (const char* json), {
    try { window.txekState = JSON.parse(UTF8ToString(json)); } catch (e) {}
});

EM_JS(double, js_random_half, (), {
    try {
        var a = new Uint32Array(1);
        crypto.getRandomValues(a);
        return a[0];
    } catch (e) {
        return Math.floor(Math.random() * 4294967296);
    }
});

EM_JS(double, js_epoch_ms, (), { return Date.now(); });

EM_JS(char*, js_iso_now, (), {
    var s = new Date().toISOString().split(".")[0] + "Z";
    var n = lengthBytesUTF8(s) + 1;
    var p = _malloc(n);
    stringToUTF8(s, p, n);
    return p;
});

EM_JS(int, js_download, (const char* name, const char* text, const char* type), {
    try {
        var blob = new Blob([UTF8ToString(text)], {
            type:
                UTF8ToString(type)
        });
        var a = document.createElement("a");
        a.href = URL.createObjectURL(blob);
        a.download = UTF8ToString(name);
        document.body.appendChild(a);
        a.click();
        setTimeout(function() { URL.revokeObjectURL(a.href); a.remove(); }, 1000);
        return 1;
    } catch (e) {
        return 0;
    }
});

EM_JS(void, js_pick_file, (), {
    var input = document.createElement("input");
    input.type = "file";
    input.accept = ".json,application/json";
    input.onchange = function() {
        var f = input.files && input.files[0];
        if (!f) return;
        f.text().then(function(t) { Module.txekPicked = t; });
    };
    input.click();
});

EM_JS(char*, js_take_picked, (), {
    if (typeof Module.txekPicked !== "string") return 0;
    var s = Module.txekPicked;
    Module.txekPicked = null;
    var n = lengthBytesUTF8(s) + 1;
    var p = _malloc(n);
    stringToUTF8(s, p, n);
    return p;
});

std::string take(char* p) {
    if (!p) return {};
    std::string s(p);
    std::free(p);
    return s;
}

}  // namespace

std::string startup_link(int, char**) { return take(js_take_hash(0)); }

bool take_new_link(std::string& link) {
    char* p = js_take_hash(1);
    if (!p) return false;
    link = take(p);
    return true;
}

void show_link(const std::string& link) { js_show_link(link.c_str()); }
std::string link_prefix() { return take(js_link_prefix()); }
bool copy_to_clipboard(const std::string& text) { return js_copy(text.c_str()) != 0; }
void publish_state(const std::string& json) { js_publish_state(json.c_str()); }
double now_seconds() { return emscripten_get_now() / 1000.0; }
std::int64_t epoch_ms() { return std::int64_t(js_epoch_ms()); }
std::string now_iso8601() { return take(js_iso_now()); }
bool save_text_file(const std::string& name, const std::string& text, std::string& where) {
    where = "your downloads";
    return js_download(name.c_str(), text.c_str(), "application/json") != 0;
}
bool export_text_file(const std::string& name, const std::string& text, const std::string& type,
                      std::string& where) {
    where = "your downloads";
    return js_download(name.c_str(), text.c_str(), type.c_str()) != 0;
}
void pick_text_file() { js_pick_file(); }
bool take_picked_text(std::string& text) {
    char* p = js_take_picked();
    if (!p) return false;
    text = take(p);
    return true;
}

std::uint64_t random_seed() {
    return std::uint64_t(js_random_half()) << 32 ^ std::uint64_t(js_random_half());
}

}  // namespace platform
