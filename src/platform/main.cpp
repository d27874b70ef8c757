// The main loop, native and web alike: on the web the same `frame` runs as the
// emscripten_set_main_loop callback. A frame is drawn only when something changed (input, a
// resize, a new link, an animation, a due bot); otherwise the loop rests until then.
#include "platform/platform.h"
#include "platform/storage.h"
#include "table/app.h"
#include "table/gl.h"
#include "table/keyboard.h"

#include <SDL.h>
#include <algorithm>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <imgui.h>
#include <imgui_impl_opengl3.h>
#include <imgui_impl_sdl.h>
#include <string>
#include <vector>
#ifdef __EMSCRIPTEN__
#include <emscripten.h>
#endif

namespace {

struct Loop {
    SDL_Window* window = nullptr;
    table::App* app = nullptr;
    int frames_owed = 3; // ImGui settles hover and layout over a couple of frames after input
    long frames_drawn = 0;
    int last_w = 0, last_h = 0;
    double last_clock_rate = 1; // a browser test changed the rate: the hook shows it at once
    bool quit = false;
    bool drawn = false; // the GL backend has made its objects (on the first frame)
    std::string last_state;
    std::vector<SDL_Event> next_frame; // key releases held over (take_events)
};

// Which way the player presses, for the hints that name a key (table/keyboard.h): SDL makes a
// touch a mouse button of SDL_TOUCH_MOUSEID.
void note_press(const SDL_Event& ev) {
    if (ev.type == SDL_KEYDOWN)
        table::NotePress(table::PressBy::Key);
    else if (ev.type == SDL_MOUSEBUTTONDOWN)
        table::NotePress(ev.button.which == SDL_TOUCH_MOUSEID ? table::PressBy::Touch
                                                              : table::PressBy::Mouse);
}

// ImGui 1.86 reads the keys once a frame, so a key pressed and released between two frames would
// never be seen: its release (and what follows for that key) waits for the next frame.
void take_events(Loop& L) {
    std::vector<SDL_Event> events;
    events.swap(L.next_frame);
    SDL_Event e;
    while (SDL_PollEvent(&e)) events.push_back(e);
    std::vector<SDL_Scancode> pressed, held_over;
    auto has = [](const std::vector<SDL_Scancode>& v, SDL_Scancode k) {
        for (SDL_Scancode x : v)
            if (x == k) return true;
        return false;
    };
    for (SDL_Event& ev : events) {
        const bool key = ev.type == SDL_KEYDOWN || ev.type == SDL_KEYUP;
        const SDL_Scancode code = key ? ev.key.keysym.scancode : SDL_SCANCODE_UNKNOWN;
        if (key && (has(held_over, code) || (ev.type == SDL_KEYUP && has(pressed, code)))) {
            held_over.push_back(code);
            L.next_frame.push_back(ev);
            continue;
        }
        if (ev.type == SDL_KEYDOWN) pressed.push_back(code);
        note_press(ev);
        ImGui_ImplSDL2_ProcessEvent(&ev);
        // The backend reads the modifiers as they are now, when a held-over Shift is already up:
        // take them from the key's own event (Shift+Tab pressed and released within a frame).
        if (key) {
            ImGuiIO& io = ImGui::GetIO();
            io.KeyShift = (ev.key.keysym.mod & KMOD_SHIFT) != 0;
            io.KeyCtrl = (ev.key.keysym.mod & KMOD_CTRL) != 0;
            io.KeyAlt = (ev.key.keysym.mod & KMOD_ALT) != 0;
            io.KeySuper = (ev.key.keysym.mod & KMOD_GUI) != 0;
        }
        if (ev.type == SDL_QUIT) L.quit = true;
        L.frames_owed = 3;
    }
    if (!L.next_frame.empty()) L.frames_owed = 3;
}

// Text is rasterised for the pixels it lands on, in quarter steps (a window resized by dragging
// does not reload the fonts at every step).
float font_scale(float device_ratio, float ui_scale) {
    return std::max(1.0f, std::round(device_ratio * ui_scale * 4.0f) / 4.0f);
}

void reload_fonts_if_needed(Loop& L, float wanted) {
    if (wanted == L.app->font_scale()) return;
    if (L.drawn) ImGui_ImplOpenGL3_DestroyFontsTexture();
    L.app->load_fonts(wanted);
    // Before the first frame the backend makes the texture itself.
    if (L.drawn) ImGui_ImplOpenGL3_CreateFontsTexture();
}

// The Size setting: the app lays itself out on a screen `ui` times smaller, and the
// frame is scaled up to the real one, so every screen's layout honours it.
void apply_ui_scale(ImGuiIO& io, float ui) {
    io.DisplaySize = ImVec2(io.DisplaySize.x / ui, io.DisplaySize.y / ui);
    io.DisplayFramebufferScale =
        ImVec2(io.DisplayFramebufferScale.x * ui, io.DisplayFramebufferScale.y * ui);
    if (ImGui::IsMousePosValid(&io.MousePos))
        io.MousePos = ImVec2(io.MousePos.x / ui, io.MousePos.y / ui);
}

#ifdef __EMSCRIPTEN__
extern "C" void txek_idle_init();
extern "C" void txek_idle_sleep(double ms);
#endif

// Nothing to draw (at rest when idle): on the web the loop stops asking for animation
// frames until input, a tab's or the network's news, or the next due bot wakes it (idle_web.js).
// Online play listens between frames, so the loop goes on asking then, drawing nothing.
void rest(const Loop& L) {
#ifdef __EMSCRIPTEN__
    const double seconds = L.app->rest_for(platform::now_seconds());
    // The rest is counted on the app's clock, which a browser test may run fast (clock_rate).
    if (seconds != 0)
        txek_idle_sleep(seconds < 0 ? -1.0 : std::ceil(seconds * 1000.0 / platform::clock_rate()));
#else
    (void)L; // the native loop waits on SDL's events instead (main)
#endif
}

void frame(void* arg) {
    Loop& L = *static_cast<Loop*>(arg);
    take_events(L);
    if (L.app->poll() || platform::text_news()) L.frames_owed = 3;
    std::string link;
    if (platform::take_new_link(link)) {
        L.app->open_link(link);
        L.frames_owed = 3;
    }
    int w = 0, h = 0, ww = 0, wh = 0;
    SDL_GL_GetDrawableSize(L.window, &w, &h);
    SDL_GetWindowSize(L.window, &ww, &wh);
    if (w != L.last_w || h != L.last_h) L.frames_owed = 3, L.last_w = w, L.last_h = h;
    if (platform::clock_rate() != L.last_clock_rate)
        L.frames_owed = 3, L.last_clock_rate = platform::clock_rate();
    if (L.frames_owed == 0 && !L.app->animating()) return rest(L);
    if (L.frames_owed > 0) --L.frames_owed;

    // Browser zoom changes the device pixel ratio (SDL resizes the canvas to match): the fonts
    // follow it, and the Size setting, here.
    const float ui = L.app->ui_scale(float(ww), float(wh));
    reload_fonts_if_needed(L, font_scale(ww > 0 ? float(w) / float(ww) : 1.0f, ui));
    ImGui_ImplOpenGL3_NewFrame();
    ImGui_ImplSDL2_NewFrame();
    apply_ui_scale(ImGui::GetIO(), ui);
    ImGui::NewFrame();
    L.app->frame(platform::now_seconds());
    ImGui::Render();
    glViewport(0, 0, w, h);
    const ImVec4 felt = table::kFelt;
    glClearColor(felt.x, felt.y, felt.z, felt.w);
    glClear(GL_COLOR_BUFFER_BIT);
    ImGui_ImplOpenGL3_RenderDrawData(ImGui::GetDrawData());
    SDL_GL_SwapWindow(L.window);
    L.drawn = true;
    ++L.frames_drawn;

    std::string state = L.app->public_state(L.frames_drawn);
    if (state != L.last_state) platform::publish_state(state), L.last_state = std::move(state);
}

std::string assets_dir() {
#ifdef __EMSCRIPTEN__
    return "/assets"; // preloaded into the virtual file system from txek_table.data
#else
    if (const char* dir = std::getenv("TXEK_ASSETS")) return dir;
    return TXEK_ASSETS_DIR;
#endif
}

// SDL's video and timers; false, having said why, when they cannot start.
bool start_sdl() {
    // Keys go to the game only while the canvas has focus; the page keeps the browser's shortcuts.
    SDL_SetHint(SDL_HINT_EMSCRIPTEN_KEYBOARD_ELEMENT, "#canvas");
    if (SDL_Init(SDL_INIT_VIDEO | SDL_INIT_TIMER) != 0) {
        std::fprintf(stderr, "SDL_Init: %s\n", SDL_GetError());
        return false;
    }
    // The app reads touches as the mouse SDL makes of them, never as finger events. Without
    // them SDL leaves a touch's start to the browser, so a pinch zooms the page.
    for (Uint32 type : {SDL_FINGERDOWN, SDL_FINGERUP, SDL_FINGERMOTION})
        SDL_EventState(type, SDL_IGNORE);
    return true;
}

// The GL context the window asks for: OpenGL ES 3 on the web (WebGL 2), a core 3.2 one on the
// desktop. Returns the GLSL version of the ImGui backend's shaders for it.
const char* set_gl_attributes() {
#ifdef __EMSCRIPTEN__
    const char* glsl = "#version 300 es";
    SDL_GL_SetAttribute(SDL_GL_CONTEXT_PROFILE_MASK, SDL_GL_CONTEXT_PROFILE_ES);
    SDL_GL_SetAttribute(SDL_GL_CONTEXT_MAJOR_VERSION, 3);
    SDL_GL_SetAttribute(SDL_GL_CONTEXT_MINOR_VERSION, 0);
#else
    const char* glsl = "#version 150";
    SDL_GL_SetAttribute(SDL_GL_CONTEXT_FLAGS, SDL_GL_CONTEXT_FORWARD_COMPATIBLE_FLAG);
    SDL_GL_SetAttribute(SDL_GL_CONTEXT_PROFILE_MASK, SDL_GL_CONTEXT_PROFILE_CORE);
    SDL_GL_SetAttribute(SDL_GL_CONTEXT_MAJOR_VERSION, 3);
    SDL_GL_SetAttribute(SDL_GL_CONTEXT_MINOR_VERSION, 2);
#endif
    SDL_GL_SetAttribute(SDL_GL_DOUBLEBUFFER, 1);
    return glsl;
}

// The window and its GL context, made current; false, having said why, when either fails.
bool open_window(SDL_Window*& window, SDL_GLContext& gl) {
    // On the web the canvas is sized by CSS; SDL follows it and scales by devicePixelRatio.
    window =
        SDL_CreateWindow("Txek Table", SDL_WINDOWPOS_CENTERED, SDL_WINDOWPOS_CENTERED, 1280, 800,
                         SDL_WINDOW_OPENGL | SDL_WINDOW_RESIZABLE | SDL_WINDOW_ALLOW_HIGHDPI);
    if (!window) {
        std::fprintf(stderr, "SDL_CreateWindow: %s\n", SDL_GetError());
        return false;
    }
    gl = SDL_GL_CreateContext(window);
    if (!gl) {
        std::fprintf(stderr, "SDL_GL_CreateContext: %s\n", SDL_GetError());
        return false;
    }
    SDL_GL_MakeCurrent(window, gl);
    SDL_GL_SetSwapInterval(1);
    return true;
}

void start_imgui(SDL_Window* window, SDL_GLContext gl, const char* glsl) {
    IMGUI_CHECKVERSION();
    ImGui::CreateContext();
    ImGuiIO& io = ImGui::GetIO();
    io.IniFilename = nullptr; // layout is code; nothing to remember between runs
    io.ConfigFlags |= ImGuiConfigFlags_NavEnableKeyboard;
    ImGui_ImplSDL2_InitForOpenGL(window, gl);
    ImGui_ImplOpenGL3_Init(glsl);
}

} // namespace

int main(int argc, char** argv) {
    if (!start_sdl()) return 1;
    const char* glsl = set_gl_attributes();
    SDL_Window* window = nullptr;
    SDL_GLContext gl = nullptr;
    if (!open_window(window, gl)) return 1;
    start_imgui(window, gl, glsl);

    int ww = 1, wh = 1, dw = 1, dh = 1;
    SDL_GetWindowSize(window, &ww, &wh);
    SDL_GL_GetDrawableSize(window, &dw, &dh);
    const float pixel_ratio = ww > 0 ? float(dw) / float(ww) : 1.0f;

    static std::unique_ptr<platform::Storage> storage = platform::open_default_storage();
    static table::App app(*storage, platform::startup_link(argc, argv));
    app.init_graphics(assets_dir(), font_scale(pixel_ratio, app.ui_scale(float(ww), float(wh))));
    app.set_sound(&platform::sound_sink());
    table::StartKeyHints(platform::touch_screen());

    static Loop loop;
    loop.window = window;
    loop.app = &app;
#ifdef __EMSCRIPTEN__
    txek_idle_init();
    emscripten_set_main_loop_arg(frame, &loop, 0, true);
#else
    while (!loop.quit) {
        frame(&loop);
        // Idle: sleep until the next event or the next due bot rather than spin.
        if (loop.frames_owed == 0 && !app.animating()) {
            const double rest = app.rest_for(platform::now_seconds());
            const int ms = rest < 0 ? 250 : int(std::min(250.0, std::ceil(rest * 1000.0)));
            if (ms > 0) SDL_WaitEventTimeout(nullptr, ms);
        }
    }
    ImGui_ImplOpenGL3_Shutdown();
    ImGui_ImplSDL2_Shutdown();
    ImGui::DestroyContext();
    SDL_GL_DeleteContext(gl);
    SDL_DestroyWindow(window);
    SDL_Quit();
#endif
    return 0;
}
