// The EM_JS bodies are JavaScript, which clang-format would break (=== into == =).
// clang-format off
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
            if (Module.txekIdle) Module.txekIdle.wake();
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

EM_JS(char*, js_languages, (), {
    var list = navigator.languages && navigator.languages.length ? navigator.languages
                                                                 : [navigator.language || ""];
    var s = list.join(",");
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

EM_JS(double, js_test_clock_rate, (), {
    var r = Number(window.txekTestClockRate);
    return isFinite(r) ? r : 1;
});

EM_JS(int, js_test_texts, (), { return window.txekTestTexts ? 1 : 0; });

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
        f.text().then(function(t) {
            Module.txekPicked = t;
            if (Module.txekIdle) Module.txekIdle.wake();
        });
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

// WebAudio. Browsers start sound only after the player's first tap or key, so the context is
// made then (a listener on the window, capturing, sees the gesture before SDL does) and the
// sounds uploaded before become AudioBuffers. A sound played before that is dropped, not kept
// to sound late. window.txekSound is the browser tests' view: what was scheduled (by name),
// what was dropped, the last gain and the context's state.
EM_JS(void, js_sound_init, (), {
    if (Module.txekSound) return;
    var hook = {scheduled : 0, dropped : 0, cues : {}, gain : 0, state : "none"};
    var S = Module.txekSound = {ctx : null, pcm : [], names : [], buffers : [], hook : hook};
    window.txekSound = hook;
    S.buffer = function(id) {
        var p = S.pcm[id];
        var b = S.ctx.createBuffer(1, p.samples.length, p.rate);
        b.getChannelData(0).set(p.samples);
        S.buffers[id] = b;
    };
    var unlock = function() {
        try {
            if (!S.ctx) {
                var AC = window.AudioContext || window.webkitAudioContext;
                if (!AC) return;
                S.ctx = new AC();
                S.ctx.onstatechange = function() { hook.state = S.ctx.state; };
                for (var id = 0; id < S.pcm.length; id++)
                    if (S.pcm[id]) S.buffer(id);
            }
            if (S.ctx.state === "suspended") S.ctx.resume();
            hook.state = S.ctx.state;
        } catch (e) {
        }
    };
    ["pointerdown", "touchend", "keydown"].forEach(function(t) {
        window.addEventListener(t, unlock, true);
    });
});

EM_JS(void, js_sound_upload, (int id, const char* name, const float* data, int n, int rate), {
    var S = Module.txekSound;
    S.pcm[id] = {rate : rate, samples : HEAPF32.slice(data >> 2, (data >> 2) + n)};
    S.names[id] = UTF8ToString(name);
    if (S.ctx) S.buffer(id);
});

EM_JS(void, js_sound_play, (int id, double gain), {
    var S = Module.txekSound;
    var hook = S.hook;
    // A context just made may still be "suspended" for a few milliseconds: the sound starts
    // with it. Before the first gesture there is no context, and the sound is dropped.
    if (!S.ctx || S.ctx.state === "closed" || !S.buffers[id]) {
        hook.dropped++;
        return;
    }
    try {
        var source = S.ctx.createBufferSource();
        source.buffer = S.buffers[id];
        var volume = S.ctx.createGain();
        volume.gain.value = gain;
        source.connect(volume);
        volume.connect(S.ctx.destination);
        source.start();
        hook.scheduled++;
        hook.cues[S.names[id]] = (hook.cues[S.names[id]] || 0) + 1;
        hook.gain = gain;
    } catch (e) {
        hook.dropped++;
    }
});

class WebSound : public SoundSink {
public:
    WebSound() { js_sound_init(); }
    void upload(int id, const char* name, const std::vector<float>& samples, int rate) override {
        js_sound_upload(id, name, samples.data(), int(samples.size()), rate);
    }
    void play(int id, float gain) override { js_sound_play(id, gain); }
};
// Tabs (platform.h). Module.txekTabs.claims[name] = {state: 0 pending, 1 mine, 2 elsewhere;
// gen: which request of this page is current}; news counts what other tabs did. A claim is a
// Web Lock named "txek-table/<name>", held by a promise that never settles, so the browser lets
// it go when the page closes, crashes or navigates; "Play here" steals it, and the page that held
// it sees its request rejected with an AbortError. Without Web Locks (a page served over plain
// http from another host than localhost), the tabs ask each other over a BroadcastChannel: a
// tab that has the game answers "have"; "take" tells it to let go. Nothing to coordinate with:
// every claim is mine, and the revision every save carries (table/session.h) still keeps each
// saved move.
EM_JS(void, js_tabs_init, (), {
    if (Module.txekTabs) return;
    var T = Module.txekTabs = {claims: {}, news: 0, locks: null, channel: null};
    T.set = function(c, gen, state) {
        if (c.gen !== gen || c.state === state) return;
        c.state = state;
        T.news++;
        if (Module.txekIdle) Module.txekIdle.wake();
    };
    try {
        window.addEventListener("storage", function() { T.news++; });
    } catch (e) {}
    try {
        if (navigator.locks && typeof navigator.locks.request === "function") T.locks = navigator.locks;
    } catch (e) {}
    if (T.locks || typeof BroadcastChannel !== "function") return;
    try {
        T.channel = new BroadcastChannel("txek-table/tabs");
        T.channel.onmessage = function(e) {
            var m = e.data || {};
            var c = T.claims[m.name];
            if (!c) return;
            if (c.state === 1 && m.ask) T.channel.postMessage({name: m.name, have: 1});
            if (c.state === 1 && m.take) T.set(c, c.gen, 2);
            if (c.state === 0 && m.have) T.set(c, c.gen, 2);
        };
    } catch (e) {
        T.channel = null;
    }
});

EM_JS(void, js_claim, (const char* name, int take_over), {
    var key = UTF8ToString(name);
    var T = Module.txekTabs;
    var c = T.claims[key] || (T.claims[key] = {state: 0, gen: 0});
    if (c.state === 1) return;
    var gen = ++c.gen;
    c.state = 0;
    var set = function(state) { T.set(c, gen, state); };
    if (T.locks) {
        var ask = function(tries) {
            var options = take_over ? {steal: true} : {ifAvailable: true};
            T.locks.request("txek-table/" + key, options, function(lock) {
                if (c.gen !== gen) return;
                if (!lock) {
                    // Another tab has it, or this very tab did before a reload and the browser
                    // has not let go yet: ask once more shortly before saying so.
                    if (tries > 0) setTimeout(function() { if (c.gen === gen) ask(tries - 1); }, 150);
                    else set(2);
                    return;
                }
                set(1);
                return new Promise(function() {});
            }).catch(function(e) {
                // Taken over by another tab; any other failure leaves nothing to agree with.
                set(e && e.name === "AbortError" ? 2 : 1);
            });
        };
        try {
            ask(take_over ? 0 : 1);
        } catch (e) {
            set(1);
        }
        return;
    }
    if (!T.channel) return set(1);
    if (take_over) {
        T.channel.postMessage({name: key, take: 1});
        return set(1);
    }
    T.channel.postMessage({name: key, ask: 1});
    setTimeout(function() { if (c.state === 0) set(1); }, 300);
});

EM_JS(int, js_claim_state, (const char* name), {
    var c = Module.txekTabs.claims[UTF8ToString(name)];
    return c ? c.state : 0;
});

EM_JS(double, js_tab_news, (), { return Module.txekTabs.news; });

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
std::vector<std::string> preferred_languages() {
    std::vector<std::string> tags;
    const std::string list = take(js_languages());
    for (std::size_t at = 0; at <= list.size();) {
        std::size_t comma = list.find(',', at);
        if (comma == std::string::npos) comma = list.size();
        if (comma > at) tags.push_back(list.substr(at, comma - at));
        at = comma + 1;
    }
    return tags;
}
bool copy_to_clipboard(const std::string& text) { return js_copy(text.c_str()) != 0; }
void publish_state(const std::string& json) { js_publish_state(json.c_str()); }
// A test sets the rate in an init script, and may change it at any time (web/tests/lib.mjs,
// setClockRate); a page never does, and any value out of [1/16, 64] is taken as 1. A change
// takes effect from the moment it is read: the app's clock never jumps nor runs backwards.
double clock_rate() {
    const double r = js_test_clock_rate();
    return r >= 1.0 / 16 && r <= 64 ? r : 1.0;
}
bool test_wants_texts() {
    return js_test_texts() != 0;
}

double now_seconds() {
    static double rate = 0, real_at_change = 0, app_at_change = 0;
    const double real = emscripten_get_now() / 1000.0, r = clock_rate();
    if (rate == 0) {
        rate = r, real_at_change = real, app_at_change = real * r;
    } else if (r != rate) {
        app_at_change += (real - real_at_change) * rate;
        real_at_change = real, rate = r;
    }
    return app_at_change + (real - real_at_change) * rate;
}
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

EM_JS(int, js_touch_screen, (), { return (navigator.maxTouchPoints || 0) > 0 ? 1 : 0; });

bool touch_screen() {
    return js_touch_screen() != 0;
}

std::uint64_t random_seed() {
    return std::uint64_t(js_random_half()) << 32 ^ std::uint64_t(js_random_half());
}

SoundSink& sound_sink() {
    static WebSound sound;
    return sound;
}

void claim(const std::string& name, bool take_over) {
    js_tabs_init();
    js_claim(name.c_str(), take_over ? 1 : 0);
}
Claim claim_state(const std::string& name) {
    js_tabs_init();
    const int s = js_claim_state(name.c_str());
    return s == 1 ? Claim::Mine : s == 2 ? Claim::Elsewhere : Claim::Pending;
}
std::uint64_t tab_news() {
    js_tabs_init();
    return std::uint64_t(js_tab_news());
}

}  // namespace platform
