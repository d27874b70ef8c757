// Touch scrolling: the flick's speed and the glide (touch_scroll.h), and on the Settings screen a
// swipe that starts on a slider (widgets.h TouchSlider, DragToScroll), driven frame by frame
// through Dear ImGui without a window: time is the frames' own, never a clock.
#include "table/touch_scroll.h"

#include "table/screens.h"
#include "table/theme.h"
#include "table/widgets.h"

#include <catch2/catch.hpp>

#include <cmath>
#include <functional>
#include <imgui.h>

using namespace table;

namespace {

// A finger at `speed` px/s from y = 0 for `seconds`, sampled at `hz`.
std::vector<DragSample> steady(float speed, double seconds, double hz, double from = 0) {
    std::vector<DragSample> s;
    for (int i = 0; i <= int(std::lround(seconds * hz)); ++i) {
        const double t = from + i / hz;
        s.push_back({t, float(speed * (t - from))});
    }
    return s;
}

// How far a glide at `velocity` goes in frames of 1/hz s, and in how many frames it stops.
std::pair<float, int> glide(float velocity, double hz) {
    float moved = 0;
    int frames = 0;
    while (velocity != 0 && frames < 100000) moved += GlideStep(velocity, float(1 / hz)), ++frames;
    return {moved, frames};
}

} // namespace

TEST_CASE("flick: the speed is the finger's over the last 100 ms it moved, so a slow start does "
          "not weaken a fast flick") {
    std::vector<DragSample> s = steady(200, 0.5, 60); // half a second of slow drag
    const float base = s.back().y;
    for (const DragSample& d : steady(3000, 0.1, 60, 0.5 + 1.0 / 60)) // then a fast 100 ms
        s.push_back({d.t, base + 3000.0f / 60 + d.y});
    CHECK(FlickVelocity(s) == Approx(3000).epsilon(0.01));
    CHECK(FlickVelocity(steady(-2500, 0.3, 120)) == Approx(-2500).epsilon(0.01));
}

TEST_CASE("flick: a finger seen resting over two frames and kRestTime before it lifted leaves "
          "the page still, and a shorter rest does not") {
    std::vector<DragSample> s = steady(3000, 0.2, 60);
    const DragSample last = s.back();
    for (int i = 1; i <= 2; ++i) s.push_back({last.t + i / 60.0, last.y}); // 33 ms
    CHECK(FlickVelocity(s) == Approx(3000).epsilon(0.01));
    s.push_back({last.t + 4 / 60.0, last.y}); // 67 ms
    CHECK(FlickVelocity(s) == 0);
}

TEST_CASE("flick: frames slower than kRestTime measure the finger's speed from one to the next, "
          "and one of them finding it still is no rest, two are") {
    // 10 frames a second: each frame sees one move, its window only the one before.
    const std::vector<DragSample> slow = steady(3000, 0.5, 10);
    CHECK(FlickVelocity(slow) == Approx(3000).epsilon(0.01));
    std::vector<DragSample> still = slow;
    still.push_back({slow.back().t + 0.1, slow.back().y});
    CHECK(FlickVelocity(still) == Approx(3000).epsilon(0.01));
    still.push_back({slow.back().t + 0.2, slow.back().y});
    CHECK(FlickVelocity(still) == 0);
}

TEST_CASE("flick: a finger that never moved, or moved with no time between, has no speed, and "
          "two samples a hair apart are no flick across the whole screen") {
    CHECK(FlickVelocity({}) == 0);
    CHECK(FlickVelocity({{0.0, 10}}) == 0);
    CHECK(FlickVelocity({{0.0, 10}, {0.1, 10}, {0.2, 10}}) == 0);
    CHECK(FlickVelocity({{1.0, 0}, {1.0, 50}}) == 0);
    CHECK(FlickVelocity({{1.0, 0}, {1.0001, 50}}) == kMaxFlick);
    CHECK(FlickVelocity({{0.0, 0}, {0.25, 100}}) == Approx(400));
}

TEST_CASE("glide: goes the flick's speed times kGlideTime, the same at 30, 60 and 144 frames a "
          "second") {
    for (double hz : {30.0, 60.0, 144.0}) {
        INFO(hz << " Hz");
        CHECK(glide(3000, hz).first == Approx(3000 * kGlideTime).epsilon(0.01));
        CHECK(glide(-1200, hz).first == Approx(-1200 * kGlideTime).epsilon(0.02));
    }
}

TEST_CASE("glide: slows down exponentially, to 1/e of its speed after kGlideTime, and stops") {
    float v = 3000;
    float moved = 0;
    for (int i = 0; i < 30; ++i) moved += GlideStep(v, kGlideTime / 30);
    CHECK(v == Approx(3000 / std::exp(1.0f)).epsilon(0.001));
    CHECK(moved == Approx(3000 * kGlideTime * (1 - 1 / std::exp(1.0f))).epsilon(0.001));
    const auto [far, frames] = glide(3000, 60);
    CHECK(frames < 60 * 4); // under four seconds
    float slow = kGlideStop * 1.01f;
    GlideStep(slow, 0.05f);
    CHECK(slow == 0);
}

TEST_CASE("drag claim: a press within the slop is still a tap, beyond it mostly across is "
          "horizontal and otherwise vertical") {
    CHECK(ClaimDrag(5, 5, kTapSlop) == DragAxis::Undecided);
    CHECK(ClaimDrag(9, 3, kTapSlop) == DragAxis::Horizontal);
    CHECK(ClaimDrag(-3, -9, kTapSlop) == DragAxis::Vertical);
    CHECK(ClaimDrag(7, 7, kTapSlop) == DragAxis::Vertical); // a diagonal scrolls
}

namespace {

// Dear ImGui with no window or renderer: frames (at 60 Hz unless told), a pointer pressed or not.
struct Headless {
    ImGuiContext* ctx = ImGui::CreateContext();
    Fonts fonts;
    float dt = 1.0f / 60; // s a frame
    explicit Headless(ImVec2 display) {
        ImGuiIO& io = ImGui::GetIO();
        io.IniFilename = nullptr;
        io.DisplaySize = display;
        fonts.body = fonts.title = io.Fonts->AddFontDefault();
        unsigned char* pixels = nullptr;
        int w = 0, h = 0;
        io.Fonts->GetTexDataAsRGBA32(&pixels, &w, &h);
        ApplyTheme();
    }
    ~Headless() { ImGui::DestroyContext(ctx); }
    void frame(ImVec2 pointer, bool down, const std::function<void()>& draw) {
        ImGuiIO& io = ImGui::GetIO();
        io.DeltaTime = dt;
        io.MousePos = pointer;
        io.MouseDown[0] = down;
        ImGui::NewFrame();
        ClearTargets();
        ImGui::SetNextWindowPos(ImVec2(0, 0));
        ImGui::SetNextWindowSize(io.DisplaySize);
        ImGui::Begin("screen", nullptr, ImGuiWindowFlags_NoDecoration);
        draw();
        ImGui::End();
        ImGui::EndFrame();
    }
};

// The Settings screen of a 390x800 phone (its foot below the screen), a finger on it.
struct SettingsScreen {
    Headless ui{ImVec2(390, 800)};
    Settings settings;
    bool heard = false;
    void frame(ImVec2 pointer, bool down) {
        ui.frame(pointer, down, [&] {
            const SettingsIntent in = DrawSettings(ui.fonts, settings, GameSettings{true, {}}, {}, "");
            heard = heard || in.hear_volume;
        });
    }
    ImVec2 centre(const std::string& target) {
        const ImVec4 r = Targets().at(target);
        return ImVec2(r.x + r.z / 2, r.y + r.w / 2);
    }
    float scroll() { return ColumnScrolls().at("settings").x; }
    // From `from`, pressed, `steps` moves of `step`, then let go where it ended.
    void drag(ImVec2 from, ImVec2 step, int steps) {
        frame(from, false);
        frame(from, true);
        ImVec2 at = from;
        for (int i = 0; i < steps; ++i) {
            at = ImVec2(at.x + step.x, at.y + step.y);
            frame(at, true);
        }
        frame(at, false);
        for (int i = 0; i < 120; ++i) frame(at, false); // any glide ends
    }
    // The screen drawn twice (its column's height known), the volume at `volume`.
    void open_with_volume(int volume) {
        settings.volume = volume;
        frame(ImVec2(0, 0), false);
        frame(ImVec2(0, 0), false);
    }
    // Swipes up from the middle of the screen until `target` is above its last 200 px.
    void reveal(const std::string& target) {
        for (int i = 0; i < 10 && centre(target).y > 600; ++i)
            drag(ImVec2(20, 600), ImVec2(0, -20), 10);
        REQUIRE(centre(target).y <= 600);
    }
};

} // namespace

TEST_CASE("touch scrolling (Settings): a swipe down that starts on the volume slider scrolls the "
          "screen and leaves the volume as it was") {
    SettingsScreen s;
    s.open_with_volume(40);
    REQUIRE(ColumnScrolls().at("settings").y > 100); // taller than the phone
    s.reveal("volume");
    const float before = s.scroll();
    const ImVec2 on = s.centre("volume");
    // Down the screen, and a little across, as a thumb goes; starting right of the grab.
    s.drag(ImVec2(on.x + 80, on.y), ImVec2(1, 12), 10);
    CHECK(s.settings.volume == 40);
    CHECK(s.scroll() < before - 100);
    CHECK_FALSE(s.heard);
}

TEST_CASE("touch scrolling (Settings): a drag mostly across the volume slider moves it and the "
          "screen stays put") {
    SettingsScreen s;
    s.open_with_volume(40);
    s.reveal("volume");
    const float before = s.scroll();
    const ImVec2 on = s.centre("volume");
    s.drag(on, ImVec2(-12, 2), 10);
    CHECK(s.settings.volume < 40);
    CHECK(s.scroll() == before);
    CHECK(s.heard); // the cue at its new volume, once let go
}

TEST_CASE("touch scrolling (Settings): a tap on the volume slider sets it where it landed") {
    SettingsScreen s;
    s.open_with_volume(40);
    s.reveal("volume");
    const float before = s.scroll();
    const ImVec4 r = Targets().at("volume");
    s.drag(ImVec2(r.x + r.z * 0.9f, r.y + r.w / 2), ImVec2(0, 0), 0);
    CHECK(s.settings.volume > 80);
    CHECK(s.scroll() == before);
}

TEST_CASE("touch scrolling: a fast flick glides on about half its speed in px, and a drag "
          "that stopped before it lifted does not glide") {
    Headless ui(ImVec2(390, 600));
    float scroll = 0;
    const auto column = [&] {
        BeginColumn("long", 390);
        ImGui::Dummy(ImVec2(100, 20000));
        EndColumn();
        scroll = ColumnScrolls().at("long").x;
    };
    const auto drag = [&](float per_frame, int frames, int still_frames) {
        // Moves in `frames` frames, then `still_frames` frames held still, then let go.
        ImVec2 at(200, 500);
        ui.frame(at, false, column);
        ui.frame(at, true, column);
        for (int i = 0; i < frames; ++i)
            ui.frame(at = ImVec2(at.x, at.y - per_frame), true, column);
        for (int i = 0; i < still_frames; ++i) ui.frame(at, true, column);
        ui.frame(at, false, column);
        const float lifted = scroll;
        for (int i = 0; i < 300; ++i) ui.frame(at, false, column);
        return scroll - lifted;
    };
    // 50 px a frame at 60 Hz: 3000 px/s, published as the speed of the glide.
    CHECK(drag(50, 8, 0) == Approx(3000 * kGlideTime).epsilon(0.05));
    CHECK(ColumnScrolls().at("long").z == Approx(3000).epsilon(0.01));
    CHECK(drag(50, 8, 10) == 0);
    CHECK(ColumnScrolls().at("long").z == 0);
}

TEST_CASE("touch scrolling: frames slower than the flick's window, each move with a still frame "
          "after it, measure the finger's speed from the frame before its last move") {
    Headless ui(ImVec2(390, 600));
    ui.dt = 0.2f; // a slow browser, its touch moves a frame apart
    float scroll = 0, flung = 0;
    const auto column = [&] {
        BeginColumn("long", 390);
        ImGui::Dummy(ImVec2(100, 20000));
        EndColumn();
        scroll = ColumnScrolls().at("long").x;
        flung = ColumnScrolls().at("long").z;
    };
    ImVec2 at(200, 500);
    ui.frame(at, false, column);
    ui.frame(at, true, column);
    for (int i = 0; i < 4; ++i) {
        at.y -= 75;
        ui.frame(at, true, column);
        ui.frame(at, true, column);
    }
    ui.frame(at, false, column);
    CHECK(flung == Approx(75 / 0.2f));
    for (int i = 0; i < 60; ++i) ui.frame(at, false, column);
    CHECK(scroll - 300 == Approx(flung * kGlideTime).margin(kGlideStop * kGlideTime + 1));
}
