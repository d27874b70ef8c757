// Touch scrolling's rules as pure functions of the finger's samples and the time passed, so they
// are tested without a clock or a frame (widgets.cpp DragToScroll and TouchSlider use them).
#pragma once
#include <vector>

namespace table {

// Where the finger was (px, down the screen) at a time (s).
struct DragSample {
    double t = 0;
    float y = 0;
};

// A flick's speed is the finger's over the last 100 ms it moved, as phones measure it: the speed
// of the whole drag would let a slow start weaken a fast flick.
inline constexpr double kFlickWindow = 0.1;
// A finger seen resting this long (s) before it lifted has stopped: the page stays where it is
// (Android's velocity tracker takes 40 ms).
inline constexpr double kRestTime = 0.05;
// A speed past any real flick (px/s): two samples a hair apart must not fling the page away.
inline constexpr float kMaxFlick = 8000.0f;
// The glide slows down exponentially with this time constant (s), which is iOS's normal
// deceleration (0.998 of the speed kept every millisecond): a flick at v px/s glides v/2 px.
inline constexpr float kGlideTime = 0.5f;
// Below this speed (px/s) the glide has stopped.
inline constexpr float kGlideStop = 20.0f;

// The finger's speed (px/s, positive downwards) as it lifted, from where it was at each frame it
// was held down, and at the frame it lifted if it moved then (`held`, in time order): over its
// last kFlickWindow seconds of moving, measured from the sample just before them when the window
// holds a single one. 0 when it never moved, or was seen resting before it lifted: still over
// two frames or more and kRestTime. One still frame proves nothing: frames and the finger's
// moves do not keep step (a screen faster than its touch sampling, a frame come late).
float FlickVelocity(const std::vector<DragSample>& held);

// One step of a glide at `velocity` (px/s) lasting `dt` seconds: how far the page moves. The
// speed left is written back (0 once under kGlideStop). Exact for any step, so the glide goes
// as far whatever the frame rate: in all, velocity * kGlideTime.
float GlideStep(float& velocity, float dt);

// Which way a press that moved by (dx, dy) px goes: Undecided while it stays within `slop` (still
// a tap), then Horizontal when it went more across than down, else Vertical.
enum class DragAxis { Undecided, Horizontal, Vertical };
DragAxis ClaimDrag(float dx, float dy, float slop);

} // namespace table
