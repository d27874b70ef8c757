#include "table/touch_scroll.h"

#include <algorithm>
#include <cmath>

namespace table {

float FlickVelocity(const std::vector<DragSample>& held) {
    if (held.size() < 2) return 0;
    std::size_t last = held.size() - 1; // the last frame it had moved at
    while (last > 0 && held[last].y == held[last - 1].y) --last;
    const bool rested = held.size() - 1 - last >= 2 && held.back().t - held[last].t > kRestTime;
    if (last == 0 || rested) return 0;
    std::size_t first = last;
    while (first > 0 && held[first - 1].t >= held[last].t - kFlickWindow) --first;
    if (first == last) --first; // only the last in the window: from the one before
    const double dt = held[last].t - held[first].t;
    if (dt <= 0) return 0;
    const float v = float((held[last].y - held[first].y) / dt);
    return std::clamp(v, -kMaxFlick, kMaxFlick);
}

float GlideStep(float& velocity, float dt) {
    if (dt <= 0) return 0;
    const float kept = std::exp(-dt / kGlideTime);
    const float moved = velocity * kGlideTime * (1.0f - kept);
    velocity *= kept;
    if (std::fabs(velocity) < kGlideStop) velocity = 0;
    return moved;
}

DragAxis ClaimDrag(float dx, float dy, float slop) {
    if (dx * dx + dy * dy < slop * slop) return DragAxis::Undecided;
    return std::fabs(dx) > std::fabs(dy) ? DragAxis::Horizontal : DragAxis::Vertical;
}

} // namespace table
