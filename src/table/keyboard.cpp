#include "table/keyboard.h"

#include "table/theme.h"

#include <algorithm>
#include <imgui.h>
#include <imgui_internal.h>
#include <vector>

namespace table {
namespace {

// A place the ring can stop, as the frame that drew it left it.
struct Stop {
    ImGuiID id = 0;
    ImGuiWindow* window = nullptr;
    ImGuiNavLayer layer = ImGuiNavLayer_Main;
    ImGuiID scope = 0;
    ImRect rect; // screen coordinates
    std::string name;
    bool visible = false; // not scrolled out of its column
    bool suggested = false;
};

struct Keys {
    int tab = -1;                     // the backend's indices of Tab and the page keys, taken
    int page_up = -1, page_down = -1; // away from ImGui
    std::vector<Stop> drawn, last;    // this frame's stops in drawing order, the last frame's
    ImGuiID ring_on = 0;              // the stop the ring was last seen on,
    int ring_index = -1;              // and its place among the stops then
    int land_in = 0;                  // frames until the ring lands on a new screen
    std::string focused;              // the ringed stop's name, this frame
};
Keys g_keys;

bool RingShows() {
    const ImGuiContext* c = ImGui::GetCurrentContext();
    return c && c->NavId != 0 && !c->NavDisableHighlight;
}

int IndexOf(const std::vector<Stop>& stops, ImGuiID id) {
    for (std::size_t i = 0; i < stops.size(); ++i)
        if (stops[i].id == id) return int(i);
    return -1;
}

// The stop the screen offers first, else the first one; in view, if any is (the ring lands there
// without scrolling the page away from its top).
int Suggested(const std::vector<Stop>& stops) {
    for (bool in_view : {true, false})
        for (bool offered : {true, false})
            for (std::size_t i = 0; i < stops.size(); ++i)
                if ((stops[i].visible || !in_view) && (stops[i].suggested || !offered))
                    return int(i);
    return 0;
}

// The window the page keys scroll: the ring's column, else the column it is in.
ImGuiWindow* ScrollingWindow() {
    ImGuiContext& c = *ImGui::GetCurrentContext();
    ImGuiWindow* w = c.NavWindow ? c.NavWindow : c.HoveredWindow;
    for (ImGuiWindow* up = w; up; up = up->ParentWindow)
        if (up->ScrollMax.y > 0) return up;
    for (ImGuiWindow* child : c.Windows)
        if (child->WasActive && child->ParentWindow == w && child->ScrollMax.y > 0) return child;
    return nullptr;
}

// Page Up and Page Down scroll the page by most of its height, as in a browser (ImGui 1.86 would
// move the ring to a far button instead, on a rules page its last one).
void PageKeys() {
    const bool up = g_keys.page_up >= 0 && ImGui::IsKeyPressed(g_keys.page_up, true);
    const bool down = g_keys.page_down >= 0 && ImGui::IsKeyPressed(g_keys.page_down, true);
    ImGuiWindow* w = up != down ? ScrollingWindow() : nullptr;
    if (!w) return;
    const float step = w->InnerRect.GetHeight() * 0.85f;
    ImGui::SetScrollY(w, std::clamp(w->Scroll.y + (down ? step : -step), 0.0f, w->ScrollMax.y));
}

void FocusStop(const Stop& s) {
    ImGuiContext& c = *ImGui::GetCurrentContext();
    ImGui::FocusWindow(s.window);
    // Whatever move ImGui started from this frame's keys is overruled.
    c.NavMoveSubmitted = c.NavMoveScoringItems = c.NavInitRequest = c.NavAnyRequest = false;
    ImGui::SetNavID(s.id, s.layer, s.scope, ImGui::WindowRectAbsToRel(s.window, s.rect));
    ImGui::ScrollToRectEx(s.window, s.rect, ImGuiScrollFlags_KeepVisibleEdgeY);
    c.NavDisableHighlight = false; // the ring shows
    c.NavDisableMouseHover = true; // and the mouse's hover waits until the mouse moves
}

// Tab and Shift+Tab: the next or previous stop in drawing order, round the end. From nowhere:
// the first (or last) stop of a screen, or at a table the card or button it offers now.
void Tab(const ImGuiIO& io, bool at_table) {
    std::vector<Stop>& stops = g_keys.last;
    const int n = int(stops.size());
    const int at = IndexOf(stops, ImGui::GetCurrentContext()->NavId);
    int next = at_table ? Suggested(stops) : io.KeyShift ? n - 1 : 0;
    if (at >= 0) next = (at + (io.KeyShift ? n - 1 : 1)) % n;
    if (ImGui::GetActiveID() != 0) ImGui::ClearActiveID(); // Tab leaves a text field too
    FocusStop(stops[std::size_t(next)]);
}

// The ringed item went away (a card played, a button that is no longer offered): the ring goes
// to what the screen offers now, else to the stop that took the item's place.
void FollowVanished() {
    std::vector<Stop>& stops = g_keys.last;
    int next = Suggested(stops);
    if (!stops[std::size_t(next)].suggested)
        next = std::min(std::max(g_keys.ring_index, 0), int(stops.size()) - 1);
    FocusStop(stops[std::size_t(next)]);
}

// Enter presses the ringed item, as ImGui's Space does; at a table Space is the game's.
void PressKeys(const ImGuiIO& io, bool at_table) {
    ImGuiContext& c = *ImGui::GetCurrentContext();
    if (at_table && ImGui::IsKeyDown(io.KeyMap[ImGuiKey_Space]))
        c.NavActivateId = c.NavActivateDownId = c.NavActivatePressedId = 0;
    const bool enter = ImGui::IsKeyPressed(io.KeyMap[ImGuiKey_Enter], false) ||
                       ImGui::IsKeyPressed(io.KeyMap[ImGuiKey_KeyPadEnter], false);
    if (enter && c.ActiveId == 0 && RingShows() && c.NavWindow &&
        !(c.NavWindow->Flags & ImGuiWindowFlags_NoNavInputs)) {
        c.NavActivateId = c.NavActivateDownId = c.NavActivatePressedId = c.NavId;
        c.NavActivateFlags = ImGuiActivateFlags_None;
    }
    // A game's letter or digit shortcut puts the ring away (Enter then means the game's Enter).
    if (at_table && c.ActiveId == 0)
        for (ImWchar ch : io.InputQueueCharacters)
            if (ch > ' ' && ch != 0x7F) c.NavDisableHighlight = true;
}

} // namespace

void InitKeyboard() {
    ImGuiIO& io = ImGui::GetIO();
    // ImGui 1.86 tabs through text fields only; Tab is ours, through every stop.
    auto take = [&](ImGuiKey key, int& index) {
        if (io.KeyMap[key] >= 0) index = io.KeyMap[key];
        io.KeyMap[key] = -1;
    };
    take(ImGuiKey_Tab, g_keys.tab);
    take(ImGuiKey_PageUp, g_keys.page_up);
    take(ImGuiKey_PageDown, g_keys.page_down);
}

void BeginKeyboardFrame(bool at_table) {
    const ImGuiIO& io = ImGui::GetIO();
    g_keys.last.swap(g_keys.drawn);
    g_keys.drawn.clear();
    g_keys.focused.clear();
    const ImGuiID nav = ImGui::GetCurrentContext()->NavId;
    if (const int at = IndexOf(g_keys.last, nav); at >= 0) {
        g_keys.ring_on = nav;
        g_keys.ring_index = at;
    }
    const bool tab =
        g_keys.tab >= 0 && ImGui::IsKeyPressed(g_keys.tab, true) && !io.KeyCtrl && !io.KeyAlt;
    const bool land = g_keys.land_in > 0 && --g_keys.land_in == 0;
    // An arrow from nowhere (or from a whole column, where ImGui's own navigation starts) goes
    // straight to the screen's first offer.
    bool arrow = false;
    for (ImGuiKey k :
         {ImGuiKey_LeftArrow, ImGuiKey_RightArrow, ImGuiKey_UpArrow, ImGuiKey_DownArrow})
        arrow = arrow || ImGui::IsKeyPressed(io.KeyMap[k], true);
    const bool astray = IndexOf(g_keys.last, nav) < 0;
    if (!g_keys.last.empty()) {
        if (tab)
            Tab(io, at_table);
        else if (land || (arrow && astray))
            FocusStop(g_keys.last[std::size_t(Suggested(g_keys.last))]);
        else if (RingShows() && nav == g_keys.ring_on && IndexOf(g_keys.last, nav) < 0)
            FollowVanished();
    }
    PressKeys(io, at_table);
    PageKeys();
}

void KeyboardStop(const std::string& name) {
    ImGuiContext& c = *ImGui::GetCurrentContext();
    const ImGuiID id = c.LastItemData.ID;
    // Not an item (a group, a dummy, the window itself after Begin), or one nav skips.
    if (id == 0 || id == c.CurrentWindow->MoveId ||
        (c.LastItemData.InFlags & (ImGuiItemFlags_NoNav | ImGuiItemFlags_Disabled)))
        return;
    if (id == c.NavId && g_keys.focused.empty()) g_keys.focused = name;
    if (IndexOf(g_keys.drawn, id) >= 0) return; // one item under two names
    ImGuiWindow* w = c.CurrentWindow;
    const ImRect rect = c.LastItemData.NavRect;
    const bool visible = w->InnerClipRect.Contains(rect.GetCenter());
    g_keys.drawn.push_back(
        {id, w, w->DC.NavLayerCurrent, w->DC.NavFocusScopeIdCurrent, rect, name, visible, false});
}

void SuggestLastStop() {
    const ImGuiContext& c = *ImGui::GetCurrentContext();
    if (!g_keys.drawn.empty() && g_keys.drawn.back().id == c.LastItemData.ID)
        g_keys.drawn.back().suggested = true;
}

void LandRingOnNextScreen() {
    // The next frame draws the new screen; the one after knows its stops.
    if (RingShows()) g_keys.land_in = 2;
}

void DrawFocusRing() {
    if (!RingShows()) return;
    const int at = IndexOf(g_keys.drawn, ImGui::GetCurrentContext()->NavId);
    if (at < 0) return; // ImGui's own thin ring marks anything else nav reaches
    const Stop& s = g_keys.drawn[std::size_t(at)];
    // Clipped to a scrolling column's top and bottom, so a ring never shows over what scrolled
    // out of view; its sides may pass the column's edge.
    const ImGuiIO& io = ImGui::GetIO();
    ImRect clip(ImVec2(0, 0), io.DisplaySize);
    if (s.window->Flags & ImGuiWindowFlags_ChildWindow)
        clip.Min.y = s.window->InnerClipRect.Min.y, clip.Max.y = s.window->InnerClipRect.Max.y;
    const float gap = 3.0f + kFocusRingWidth * 0.5f, rounding = ImGui::GetStyle().FrameRounding;
    const ImVec2 a(s.rect.Min.x - gap, s.rect.Min.y - gap),
        b(s.rect.Max.x + gap, s.rect.Max.y + gap);
    ImDrawList* dl = ImGui::GetForegroundDrawList();
    dl->PushClipRect(clip.Min, clip.Max, false);
    dl->AddRect(a, b, kFocusRingEdge, rounding, 0, kFocusRingWidth + 4.0f);
    dl->AddRect(a, b, kFocusRing, rounding, 0, kFocusRingWidth);
    dl->PopClipRect();
}

std::string FocusedTarget() {
    return RingShows() ? g_keys.focused : std::string();
}

namespace {
bool g_key_hints = true;
} // namespace

void StartKeyHints(bool touch_screen) {
    g_key_hints = !touch_screen;
}

void NotePress(PressBy press) {
    g_key_hints = press != PressBy::Touch;
}

bool KeyHints() {
    return g_key_hints;
}

std::vector<std::string> KeyboardStops() {
    std::vector<std::string> names;
    for (const Stop& s : g_keys.drawn) names.push_back(s.name);
    return names;
}

} // namespace table
