// The EM_JS bodies are JavaScript, which clang-format would break (=== into == =).
// clang-format off
// A phone's keyboard for the canvas's text fields (platform.h text_fields): the <input
// id="text-input"> of index.html, focused by a touch that ends on a field. A browser raises its
// on-screen keyboard only for an editable element focused during the touch itself, which is why
// the touch is caught here and not when Dear ImGui sees the tap a frame later.
#include "platform/platform.h"

#include <cstdlib>
#include <emscripten.h>
#include <nlohmann/json.hpp>

namespace platform {
namespace {

EM_JS(void, js_text_fields, (const char* json, int editing), {
    var T = Module.txekText;
    if (!T) {
        var el = document.getElementById("text-input");
        if (!el) return;
        T = Module.txekText = {el : el, fields : [], typed : null, done : false, field : -1, acked : false,
                               since : 0};
        var wake = function() { if (Module.txekIdle) Module.txekIdle.wake(); };
        el.addEventListener("input", function() { T.typed = el.value; wake(); });
        // Keys typed here are the field's, not the table's shortcuts (SDL listens on the window).
        ["keydown", "keyup", "keypress"].forEach(function(type) {
            el.addEventListener(type, function(e) {
                e.stopPropagation();
                if (type == "keydown" && (e.key == "Enter" || e.key == "Escape")) {
                    e.preventDefault();
                    el.blur();
                }
            });
        });
        // The keyboard closed (Enter, the phone's own button, a tap on the page): the field is done.
        el.addEventListener("blur", function() {
            if (T.field < 0) return;
            T.field = -1;
            T.done = true;
            wake();
        });
        Module.canvas.addEventListener("touchend", function(e) {
            var touch = e.changedTouches[0];
            if (!touch) return;
            var r = Module.canvas.getBoundingClientRect();
            var x = touch.clientX - r.left, y = touch.clientY - r.top;
            for (var i = 0; i < T.fields.length; ++i) {
                var f = T.fields[i];
                if (x < f.x || x >= f.x + f.w || y < f.y || y >= f.y + f.h) continue;
                el.inputMode = f.numeric ? "numeric" : "text";
                el.value = f.text;
                el.style.left = (r.left + f.x) + "px";
                el.style.top = (r.top + f.y) + "px";
                el.style.width = f.w + "px";
                el.style.height = f.h + "px";
                T.typed = null;
                T.done = false;
                T.field = i;
                T.acked = false;
                T.since = performance.now();
                el.focus({preventScroll : true});
                el.setSelectionRange(el.value.length, el.value.length);
                return;
            }
        }, true);
    }
    T.fields = JSON.parse(UTF8ToString(json));
    if (editing >= 0) {
        T.acked = T.field >= 0;
        return;
    }
    // No field edited any more: the keyboard closes. A tap's own frames come after the touch, so
    // the field gets a moment to become Dear ImGui's before that counts.
    if (T.field >= 0 && (T.acked || performance.now() - T.since > 1000)) {
        T.field = -1;
        T.el.blur();
    }
});

EM_JS(char*, js_take_typed, (), {
    var T = Module.txekText;
    if (!T || T.typed === null) return 0;
    var text = T.typed;
    T.typed = null;
    var n = lengthBytesUTF8(text) + 1;
    var p = _malloc(n);
    stringToUTF8(text, p, n);
    return p;
});

EM_JS(int, js_take_text_done, (), {
    var T = Module.txekText;
    if (!T || !T.done) return 0;
    T.done = false;
    return 1;
});

EM_JS(int, js_text_news, (), {
    var T = Module.txekText;
    return T && (T.typed !== null || T.done) ? 1 : 0;
});

} // namespace

void text_fields(const std::vector<TextField>& fields, int editing) {
    nlohmann::json list = nlohmann::json::array();
    for (const TextField& f : fields)
        list.push_back({{"x", f.x}, {"y", f.y}, {"w", f.w}, {"h", f.h}, {"numeric", f.numeric},
                        {"text", f.text}});
    const std::string json = list.dump(-1, ' ', false, nlohmann::json::error_handler_t::replace);
    js_text_fields(json.c_str(), editing);
}

bool take_typed_text(std::string& text) {
    char* p = js_take_typed();
    if (!p) return false;
    text = p;
    std::free(p);
    return true;
}

bool take_text_done() {
    return js_take_text_done() != 0;
}

bool text_news() {
    return js_text_news() != 0;
}

} // namespace platform
