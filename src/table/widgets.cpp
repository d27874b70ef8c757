#include "table/widgets.h"

#include "table/i18n.h"

#include "platform/platform.h"
#include "table/keyboard.h"
#include "table/settings.h"
#include "table/touch_scroll.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <imgui_internal.h>
#include <map>
#include <vector>

namespace table {
namespace {
std::map<std::string, ImVec4> g_targets;
std::map<std::string, ImVec4> g_column_scrolls;
std::vector<std::string> g_column_ids;          // the columns begun and not yet ended
bool g_next_column_at_top = false;              // OpenNextColumnAtTop
std::vector<platform::TextField> g_text_fields; // drawn this frame, in ImGui units
int g_text_editing = -1;                        // which of them ImGui edits

// A phone's keyboard typed into the page's <input>: the field becomes that text, whole.
int ReplaceWithTyped(ImGuiInputTextCallbackData* data) {
    const auto& typed = *static_cast<const std::string*>(data->UserData);
    data->DeleteChars(0, data->BufTextLen);
    data->InsertChars(0, typed.c_str());
    return 0;
}

// At most `bytes` bytes, cut before a UTF-8 character rather than inside one.
void CutUtf8(std::string& text, std::size_t bytes) {
    if (text.size() <= bytes) return;
    std::size_t end = bytes;
    while (end > 0 && (static_cast<unsigned char>(text[end]) & 0xC0) == 0x80) --end;
    text.resize(end);
}
} // namespace

bool TextField(const char* id, const char* hint, char* buf, std::size_t size, bool numeric) {
    std::string typed;
    const bool editing = ImGui::GetActiveID() == ImGui::GetID(id);
    const bool have_typed = editing && platform::take_typed_text(typed);
    if (have_typed) CutUtf8(typed, size - 1);
    ImGuiInputTextFlags flags = numeric ? ImGuiInputTextFlags_CharsDecimal : 0;
    if (have_typed) flags |= ImGuiInputTextFlags_CallbackAlways;
    const bool changed = ImGui::InputTextWithHint(id, hint, buf, size, flags,
                                                  have_typed ? ReplaceWithTyped : nullptr, &typed);
    if (ImGui::IsItemActive()) {
        g_text_editing = int(g_text_fields.size());
        if (platform::take_text_done()) ImGui::ClearActiveID(); // Enter, or the keyboard closed
    }
    const ImVec2 a = ImGui::GetItemRectMin(), b = ImGui::GetItemRectMax();
    g_text_fields.push_back({a.x, a.y, b.x - a.x, b.y - a.y, numeric, buf});
    return changed;
}

bool NameField(const char* target, std::string& name, const std::string& hint, float width) {
    char buf[kMaxNameBytes + 1] = {};
    std::snprintf(buf, sizeof buf, "%s", name.c_str());
    ImGui::SetNextItemWidth(width);
    const std::string id = std::string("##") + target;
    const bool edited = TextField(id.c_str(), hint.c_str(), buf, sizeof buf);
    if (edited) name = buf;
    MarkTarget(target);
    return edited;
}

void PublishTextFields(float scale) {
    std::vector<platform::TextField> shown = g_text_fields;
    for (platform::TextField& f : shown) f.x *= scale, f.y *= scale, f.w *= scale, f.h *= scale;
    platform::text_fields(shown, g_text_editing);
    g_text_fields.clear();
    g_text_editing = -1;
}

void ClearTargets() {
    g_targets.clear();
    g_column_scrolls.clear();
}

const std::map<std::string, ImVec4>& ColumnScrolls() {
    return g_column_scrolls;
}

void MarkTarget(const std::string& name) {
    ImVec2 a = ImGui::GetItemRectMin(), b = ImGui::GetItemRectMax();
    g_targets[name] = ImVec4(a.x, a.y, b.x - a.x, b.y - a.y);
    KeyboardStop(name);
}

const std::map<std::string, ImVec4>& Targets() {
    return g_targets;
}

namespace {

// A card's printed word in the player's language (the atlas draws none: assets/README.md); the
// word itself for one the catalogue does not know.
const char* CaptionWords(const std::string& word) {
    // TRANSLATORS: the word printed on a card, under its symbol: short, it must fit the card.
    if (word == "Peek") return trc("card caption", "Peek");
    if (word == "Exchange") return trc("card caption", "Exchange");
    if (word == "Hand") return trc("card caption", "Hand");
    if (word == "Down") return trc("card caption", "Down");
    if (word == "Crown") return trc("card caption", "Crown");
    if (word == "Star") return trc("card caption", "Star");
    if (word == "Firecracker") return trc("card caption", "Firecracker");
    if (word == "Joker") return trc("card caption", "Joker");
    if (word == "wand") return trc("card caption", "wand");
    if (word == "axe") return trc("card caption", "axe");
    if (word == "bare") return trc("card caption", "bare");
    if (word == "copy") return trc("card caption", "copy");
    if (word == "cursed") return trc("card caption", "cursed");
    if (word == "elixir") return trc("card caption", "elixir");
    if (word == "gold") return trc("card caption", "gold");
    if (word == "ring") return trc("card caption", "ring");
    if (word == "troglodyte") return trc("card caption", "troglodyte");
    if (word == "trophy") return trc("card caption", "trophy");
    return word.c_str();
}

// A face's word (Atlas::Caption) over the card whose top-left corner is `top_left`, `height` tall,
// fitted to the box the atlas left for it.
void DrawCaption(ImDrawList* dl, const Atlas::Caption& cap, ImVec2 top_left, float height,
                 float alpha) {
    const char* word = CaptionWords(cap.word);
    ImFont* font = ImGui::GetFont();
    // The capital height wanted, as the atlas would have drawn it (DejaVu's is 0.73 of its size).
    float size = cap.box.w * height / 0.73f;
    ImVec2 text = font->CalcTextSizeA(size, FLT_MAX, 0.0f, word);
    const float widest = cap.box.z * height;
    if (text.x > widest) size *= widest / text.x, text.x = widest;
    const float ascent = font->Ascent * size / font->FontSize;
    const ImVec2 at(top_left.x + cap.box.x * height - text.x * 0.5f,
                    top_left.y + cap.box.y * height - ascent);
    ImVec4 ink = ImGui::ColorConvertU32ToFloat4(cap.ink);
    ink.w *= alpha;
    dl->AddText(font, size, at, ImGui::ColorConvertFloat4ToU32(ink), word);
}

} // namespace

void DrawCard(ImDrawList* dl, const Atlas& atlas, std::string_view face, ImVec2 centre,
              float height, float angle, float alpha) {
    if (!atlas.texture) return;
    const float w = height * atlas.card_aspect, h = height;
    const float c = std::cos(angle), s = std::sin(angle);
    auto corner = [&](float x, float y) {
        return ImVec2(centre.x + x * c - y * s, centre.y + x * s + y * c);
    };
    ImVec2 p[4] = {corner(-w / 2, -h / 2), corner(w / 2, -h / 2), corner(w / 2, h / 2),
                   corner(-w / 2, h / 2)};
    // A soft shadow under the card lifts it off the felt.
    const ImVec2 off(height * 0.02f, height * 0.035f);
    dl->AddQuadFilled(ImVec2(p[0].x + off.x, p[0].y + off.y),
                      ImVec2(p[1].x + off.x, p[1].y + off.y),
                      ImVec2(p[2].x + off.x, p[2].y + off.y),
                      ImVec2(p[3].x + off.x, p[3].y + off.y), IM_COL32(0, 0, 0, int(70 * alpha)));
    ImVec4 uv = atlas.uv(face);
    dl->AddImageQuad(atlas.id(), p[0], p[1], p[2], p[3], ImVec2(uv.x, uv.y), ImVec2(uv.z, uv.y),
                     ImVec2(uv.z, uv.w), ImVec2(uv.x, uv.w),
                     IM_COL32(255, 255, 255, int(255 * alpha)));
    // Text is drawn upright only: a card turned in flight shows its word once it lands.
    if (const Atlas::Caption* cap = atlas.caption(face); cap && std::fabs(angle) < 0.02f)
        DrawCaption(dl, *cap, p[0], height, alpha);
}

bool BigButton(const char* label, const char* target, ImVec2 size, bool primary) {
    if (primary) {
        ImGui::PushStyleColor(ImGuiCol_Button, ImVec4(0.93f, 0.77f, 0.38f, 1.0f));
        ImGui::PushStyleColor(ImGuiCol_ButtonHovered, ImVec4(1.0f, 0.85f, 0.48f, 1.0f));
        ImGui::PushStyleColor(ImGuiCol_ButtonActive, ImVec4(0.85f, 0.68f, 0.30f, 1.0f));
        ImGui::PushStyleColor(ImGuiCol_Text, ImVec4(0.10f, 0.12f, 0.08f, 1.0f));
    }
    // Every button is a fingertip tall at least, unless its caller sets a height.
    if (size.y <= 0) size.y = std::max(ImGui::GetFrameHeight(), kTouchTarget);
    // A label wider than its button (a narrow phone, a large Size) is set smaller, never cut.
    ImGuiWindow* window = ImGui::GetCurrentWindow();
    const float scale = window->FontWindowScale;
    const float room = size.x - 2 * ImGui::GetStyle().FramePadding.x;
    const float text = ImGui::CalcTextSize(label, nullptr, true).x;
    if (size.x > 0 && text > room && room > 0) ImGui::SetWindowFontScale(scale * room / text);
    bool pressed = ImGui::Button(label, size);
    ImGui::SetWindowFontScale(scale);
    if (primary) ImGui::PopStyleColor(4);
    if (target)
        MarkTarget(target);
    else
        KeyboardStop("");
    if (primary) SuggestLastStop();
    return pressed;
}

void WrappedTooltip(const std::string& text) {
    ImGui::BeginTooltip();
    // Wrapped within the screen, less the tooltip's margins: a phone is narrower than a sentence.
    ImGui::PushTextWrapPos(std::min(ImGui::GetIO().DisplaySize.x - 40.0f, 420.0f));
    ImGui::TextUnformatted(text.c_str());
    ImGui::PopTextWrapPos();
    ImGui::EndTooltip();
}

Press ReasonButton(const char* label, const char* target, ImVec2 size, bool on,
                   const std::string& why, bool primary) {
    // ImGui's own disabled look, without disabling: the tap must still arrive.
    if (!on) ImGui::PushStyleVar(ImGuiStyleVar_Alpha, ImGui::GetStyle().Alpha * 0.6f);
    const bool pressed = BigButton(label, target, size, primary && on);
    if (!on) {
        ImGui::PopStyleVar();
        if (!why.empty() && ImGui::IsItemHovered()) WrappedTooltip(why);
    }
    return !pressed ? Press::None : on ? Press::On : Press::Off;
}

double ReadingSeconds(const std::string& text) {
    return std::max(4.0, 1.5 + 0.06 * double(text.size()));
}

float BeginColumn(const char* id, float max_width) {
    float avail = ImGui::GetContentRegionAvail().x;
    float w = avail < max_width ? avail : max_width;
    ImGui::SetCursorPosX(ImGui::GetCursorPosX() + (avail - w) * 0.5f);
    ImGui::PushStyleColor(ImGuiCol_ChildBg, ImVec4(0, 0, 0, 0));
    ImGui::BeginChild(id, ImVec2(w, 0), false, ImGuiWindowFlags_NoBackground);
    g_column_ids.push_back(id);
    if (g_next_column_at_top) {
        ImGui::SetScrollY(0.0f);
        g_next_column_at_top = false;
    }
    ImGui::PopStyleColor();
    ImGui::PushTextWrapPos(0.0f); // text wraps at the column's edge on narrow phones
    // Inside the child: less the scrollbar when the column scrolls, so nothing is drawn under it.
    return ImGui::GetContentRegionAvail().x;
}

void OpenNextColumnAtTop() {
    g_next_column_at_top = true;
}

void EndColumn() {
    ImGui::PopTextWrapPos();
    const float flung = DragToScroll();
    g_column_scrolls[g_column_ids.back()] =
        ImVec4(ImGui::GetScrollY(), ImGui::GetScrollMaxY(), flung, 0);
    g_column_ids.pop_back();
    ImGui::EndChild();
}

namespace {

// A scrolling window's drag: where it started, and the speed it leaves behind.
struct Drag {
    bool pressed = false;         // the press began over this window
    bool scrolling = false;       // past the threshold: a drag, no longer a tap
    float velocity = 0;           // px/s, after release: momentum
    float flung = 0;              // the velocity the last release left
    float carry = 0;              // the glide's part of a px not shown yet (ImGui scrolls by
                                  // whole px: dropped every frame, it would cut a glide short)
    std::vector<DragSample> held; // where the finger was at each frame of the drag, lately
};
std::map<ImGuiID, Drag> g_drags;
bool g_scroll_moving = false;

// A press on a TouchSlider, until the finger shows which way it goes.
struct SliderPress {
    ImGuiID id = 0;
    int before = 0; // its value when pressed
    int tapped = 0; // where a tap sets it
    DragAxis axis = DragAxis::Undecided;
};
SliderPress g_slider;
bool g_slider_let_go = false;

// A drag that went mostly across, begun on a slider, is the slider's: the column stays put.
bool SliderHasDrag() {
    return g_slider.id != 0 && g_slider.id == ImGui::GetActiveID() &&
           g_slider.axis == DragAxis::Horizontal;
}

// While the finger is down: past kTapSlop the page follows it (unless a slider has the drag).
void FollowFinger(Drag& d, const ImGuiIO& io) {
    if (!d.scrolling && ImGui::IsMouseDragging(ImGuiMouseButton_Left, kTapSlop)) {
        if (SliderHasDrag()) {
            d.pressed = false;
            return;
        }
        d.scrolling = true;
        ImGui::ClearActiveID(); // the button under the finger is not pressed
    }
    if (!d.scrolling) return;
    ImGui::SetScrollY(ImGui::GetScrollY() - io.MouseDelta.y);
    d.held.push_back({ImGui::GetTime(), io.MousePos.y});
    // Only the last moments count (FlickVelocity): plenty of frames for its 100 ms of moving and
    // the frame before them, however slow the frames (a time limit could drop that one).
    if (d.held.size() > 64) d.held.erase(d.held.begin());
    g_scroll_moving = true;
}

} // namespace

float DragToScroll() {
    const ImGuiIO& io = ImGui::GetIO();
    Drag& d = g_drags[ImGui::GetID("##drag-to-scroll")];
    const bool over = ImGui::IsWindowHovered(ImGuiHoveredFlags_ChildWindows |
                                             ImGuiHoveredFlags_AllowWhenBlockedByActiveItem);
    if (ImGui::IsMouseClicked(ImGuiMouseButton_Left)) d = {over, false, 0, d.flung, 0, {}};
    if (d.pressed && ImGui::IsMouseDown(ImGuiMouseButton_Left)) {
        FollowFinger(d, io);
        return d.flung;
    }
    float scroll = ImGui::GetScrollY();
    if (d.pressed && d.scrolling) {
        // Let go: the page glides on at the finger's last speed, as on a phone. A last move seen
        // with the lift (one frame holds both) is followed too.
        scroll -= io.MouseDelta.y;
        if (io.MouseDelta.y != 0) d.held.push_back({ImGui::GetTime(), io.MousePos.y});
        d.velocity = d.flung = -FlickVelocity(d.held);
        d.held.clear();
    }
    d.pressed = false;
    if (d.velocity != 0) scroll += GlideStep(d.velocity, io.DeltaTime) + d.carry;
    if (scroll == ImGui::GetScrollY()) return d.flung;
    ImGui::SetScrollY(scroll);
    d.carry = d.velocity != 0 ? scroll - std::floor(scroll) : 0;
    if (scroll <= 0 || scroll >= ImGui::GetScrollMaxY()) d.velocity = 0; // at an end
    g_scroll_moving = true;
    return d.flung;
}

bool TouchSlider(const char* label, int* v, int lo, int hi, const char* format) {
    g_slider_let_go = false;
    const int before = *v;
    const bool moved = ImGui::SliderInt(label, v, lo, hi, format);
    const ImGuiID id = ImGui::GetItemID();
    const bool by_pointer = GImGui->ActiveIdSource == ImGuiInputSource_Mouse;
    if (ImGui::IsItemActivated() && by_pointer) g_slider = {id, before, *v, DragAxis::Undecided};
    if (g_slider.id != id) { // the keyboard's arrows, or no press on it
        g_slider_let_go = ImGui::IsItemDeactivatedAfterEdit();
        return moved;
    }
    if (ImGui::IsItemActive()) {
        if (g_slider.axis == DragAxis::Undecided) {
            const ImVec2 delta = ImGui::GetMouseDragDelta(ImGuiMouseButton_Left, 0.0f);
            g_slider.axis = ClaimDrag(delta.x, delta.y, kTapSlop);
        }
        if (g_slider.axis == DragAxis::Horizontal) return moved;
        // Still a tap, or a swipe the column takes (DragToScroll): the slider stays put.
        g_slider.tapped = *v;
        *v = g_slider.before;
        return false;
    }
    const SliderPress press = g_slider;
    g_slider = {};
    const bool tap =
        press.axis == DragAxis::Undecided && !ImGui::IsMouseDown(ImGuiMouseButton_Left);
    if (tap)
        *v = press.tapped; // a tap sets it where it landed
    else if (press.axis != DragAxis::Horizontal)
        return false; // the column took the press
    g_slider_let_go = *v != press.before;
    return *v != before;
}

bool TouchSliderLetGo() {
    const bool let_go = g_slider_let_go;
    g_slider_let_go = false;
    return let_go;
}

bool TakeScrollMoving() {
    const bool moving = g_scroll_moving;
    g_scroll_moving = false;
    return moving;
}

namespace {
struct PanelFrame {
    ImVec2 start;
    float width;
};
std::vector<PanelFrame> g_panels;
} // namespace

void BeginPanel(float width) {
    const ImVec2 pad = ImGui::GetStyle().WindowPadding;
    ImDrawList* dl = ImGui::GetWindowDrawList();
    dl->ChannelsSplit(2);
    dl->ChannelsSetCurrent(1); // content above, background drawn afterwards below it
    g_panels.push_back({ImGui::GetCursorScreenPos(), width});
    ImGui::SetCursorScreenPos(
        ImVec2(g_panels.back().start.x + pad.x, g_panels.back().start.y + pad.y));
    ImGui::BeginGroup();
    ImGui::PushTextWrapPos(ImGui::GetCursorPos().x + width - 2 * pad.x);
}

void EndPanel() {
    const ImVec2 pad = ImGui::GetStyle().WindowPadding;
    ImGui::PopTextWrapPos();
    ImGui::EndGroup();
    PanelFrame f = g_panels.back();
    g_panels.pop_back();
    const float bottom = ImGui::GetItemRectMax().y + pad.y;
    ImDrawList* dl = ImGui::GetWindowDrawList();
    dl->ChannelsSetCurrent(0);
    dl->AddRectFilled(f.start, ImVec2(f.start.x + f.width, bottom),
                      ImGui::GetColorU32(ImGuiCol_ChildBg), ImGui::GetStyle().ChildRounding);
    dl->ChannelsMerge();
    ImGui::SetCursorScreenPos(f.start);
    ImGui::Dummy(ImVec2(f.width, bottom - f.start.y));
}

// ---- The pieces every game table draws with ---------------------------------------------------

bool TapButton(const std::string& id, ImVec2 size) {
    const bool pressed = ImGui::InvisibleButton(id.c_str(), size);
    // Pressed by a key: ImGui 1.86 reports the press the frame its nav activation is down.
    const bool by_key = pressed && GImGui->NavActivateDownId == ImGui::GetItemID();
    // IsItemClicked alone also answers for the ringed item wherever the mouse clicks.
    const bool by_tap =
        ImGui::IsItemClicked() &&
        ImGui::IsMouseHoveringRect(ImGui::GetItemRectMin(), ImGui::GetItemRectMax());
    return by_key || by_tap;
}

bool PassCover(const Fonts& fonts, ImVec2 o, ImVec2 sz, const std::string& who,
               const std::string& hidden) {
    ImGui::GetWindowDrawList()->AddRectFilled(o, ImVec2(o.x + sz.x, o.y + sz.y),
                                              IM_COL32(6, 40, 26, 255), 16);
    const float w = std::min(sz.x - 32, 460.0f);
    const float x = o.x + (sz.x - w) * 0.5f;
    ImGui::SetCursorScreenPos(ImVec2(x, o.y + sz.y * 0.28f));
    ImGui::BeginGroup();
    ImGui::PushTextWrapPos(x + w);
    ImGui::PushFont(fonts.title);
    ImGui::TextWrapped("%s", fill(tr("Pass to {name}"), {{"name", who}}).c_str());
    ImGui::PopFont();
    // TRANSLATORS: {hidden} is a whole sentence, such as "Every hand is hidden."
    const std::string hand = fill(tr("{hidden} Hand the device to {name}, who taps when ready."),
                                  {{"hidden", hidden}, {"name", who}});
    ImGui::TextWrapped("%s", hand.c_str());
    ImGui::Dummy(ImVec2(0, 12));
    const std::string label = fill(tr("I am {name}: show my cards"), {{"name", who}});
    bool ready = BigButton(label.c_str(), "pass_ready", ImVec2(w, 64), true);
    ImGui::PopTextWrapPos();
    ImGui::EndGroup();
    ImGui::SetCursorScreenPos(o);
    ready = ImGui::InvisibleButton("cover", sz) || ready;
    MarkTarget("cover");
    return ready;
}

bool TargetButton(ImVec2 min, ImVec2 size, const std::string& name) {
    ImGui::SetCursorScreenPos(min);
    const bool tapped = TapButton("##" + name, size);
    MarkTarget(name);
    SuggestLastStop();
    const ImVec2 max(min.x + size.x, min.y + size.y);
    const float r = size.y * 0.5f;
    ImDrawList* dl = ImGui::GetWindowDrawList();
    if (ImGui::IsItemHovered()) dl->AddRectFilled(min, max, IM_COL32(255, 255, 255, 50), r);
    dl->AddRect(ImVec2(min.x - 2, min.y - 2), ImVec2(max.x + 2, max.y + 2), kGold, r + 2, 0, 3.0f);
    return tapped;
}

bool CardButton(const Atlas& atlas, const std::string& face, ImVec2 centre, float h,
                const std::string& name, bool highlight, float alpha, bool lifted) {
    const float w = h * atlas.card_aspect;
    if (lifted) centre.y -= h * 0.18f;
    ImGui::SetCursorScreenPos(ImVec2(centre.x - w / 2, centre.y - h / 2));
    const bool tapped = TapButton(name, ImVec2(w, h));
    MarkTarget(name);
    if (highlight) SuggestLastStop();
    const bool hovered = ImGui::IsItemHovered();
    ImDrawList* dl = ImGui::GetWindowDrawList();
    if (highlight || hovered) {
        const float pad = h * 0.06f;
        dl->AddRectFilled(ImVec2(centre.x - w / 2 - pad, centre.y - h / 2 - pad),
                          ImVec2(centre.x + w / 2 + pad, centre.y + h / 2 + pad),
                          highlight ? IM_COL32(236, 196, 96, 200) : IM_COL32(255, 255, 255, 70),
                          h * 0.09f);
    }
    DrawCard(dl, atlas, face, centre, h, 0.0f, alpha);
    return tapped;
}

void DrawSlot(const Atlas& atlas, ImVec2 centre, float h) {
    DrawCard(ImGui::GetWindowDrawList(), atlas, "slot", centre, h, 0.0f, 0.8f);
}

void CentredLabel(ImVec2 centre, const char* text, ImU32 colour) {
    const ImVec2 sz = ImGui::CalcTextSize(text);
    ImGui::GetWindowDrawList()->AddText(ImVec2(centre.x - sz.x / 2, centre.y - sz.y / 2), colour,
                                        text);
}

void Pill(ImVec2 centre, const std::string& text, ImU32 bg, ImU32 fg) {
    const ImVec2 pad(10, 4);
    // Wider than the window allows around its centre (a long name, a long language): smaller
    // letters rather than words cut at the screen's edge.
    ImGuiWindow* window = ImGui::GetCurrentWindow();
    const float scale = window->FontWindowScale;
    const float room =
        2 * std::min(centre.x - window->Pos.x, window->Pos.x + window->Size.x - centre.x) -
        2 * pad.x - 8;
    const float wide = ImGui::CalcTextSize(text.c_str()).x;
    if (wide > room && room > 0) ImGui::SetWindowFontScale(scale * room / wide);
    const ImVec2 sz = ImGui::CalcTextSize(text.c_str());
    ImGui::GetWindowDrawList()->AddRectFilled(
        ImVec2(centre.x - sz.x / 2 - pad.x, centre.y - sz.y / 2 - pad.y),
        ImVec2(centre.x + sz.x / 2 + pad.x, centre.y + sz.y / 2 + pad.y), bg, sz.y);
    CentredLabel(centre, text.c_str(), fg);
    ImGui::SetWindowFontScale(scale);
}

void TablePrompt(float left, float width, float y, const std::string& text, ImU32 colour) {
    if (text.empty()) return;
    const float fit = std::min(1.0f, (width - 16) / ImGui::CalcTextSize(text.c_str()).x);
    ImGui::SetWindowFontScale(fit);
    CentredLabel(ImVec2(left + width * 0.5f, y), text.c_str(), colour);
    ImGui::SetWindowFontScale(1.0f);
    ImGui::SetCursorScreenPos(ImVec2(left, y - 10));
    ImGui::Dummy(ImVec2(width, 20));
    MarkTarget("prompt");
}

void TableFlash(float left, float width, float y, const std::string& text, bool hint) {
    if (text.empty()) return;
    const float fit = std::min(1.0f, (width - 40) / ImGui::CalcTextSize(text.c_str()).x);
    ImGui::SetWindowFontScale(fit);
    Pill(ImVec2(left + width * 0.5f, y), text,
         hint ? IM_COL32(20, 70, 120, 240) : IM_COL32(150, 40, 30, 240));
    ImGui::SetWindowFontScale(1.0f);
}

float Ease(float t) {
    return t < 0 ? 0 : t > 1 ? 1 : t * t * (3 - 2 * t);
}

ImVec2 Lerp(ImVec2 a, ImVec2 b, float t) {
    return ImVec2(a.x + (b.x - a.x) * t, a.y + (b.y - a.y) * t);
}

void DrawFlight(ImDrawList* dl, const Atlas& atlas, std::string_view face, ImVec2 from, ImVec2 to,
                float from_height, float to_height, float t) {
    const float e = Ease(t);
    DrawCard(dl, atlas, face, Lerp(from, to, e), from_height + (to_height - from_height) * e,
             0.3f * std::sin(e * 3.14159f));
}

int TopBarButtons(ImVec2 origin, float width, const char* const* labels, const char* const* targets,
                  int n, float* left) {
    const ImGuiStyle& st = ImGui::GetStyle();
    float text = 0;
    for (int i = 0; i < n; ++i) text += ImGui::CalcTextSize(labels[i]).x;
    // Where the buttons do not fit (a narrow phone, a large Size), their padding gives way first,
    // then their labels shrink (BigButton).
    const float gaps = st.ItemSpacing.x * float(n - 1);
    const float pad = std::clamp((width - gaps - text) / float(2 * n), 6.0f, st.FramePadding.x);
    const float fit = std::min(1.0f, (width - gaps - 2 * pad * float(n)) / text);
    auto button_w = [&](int i) { return ImGui::CalcTextSize(labels[i]).x * fit + pad * 2; };
    float x = origin.x + width;
    for (int i = 0; i < n; ++i) x -= button_w(i) + (i ? st.ItemSpacing.x : 0);
    if (left) *left = x - st.ItemSpacing.x;
    // Drawn left to right, so the keyboard's Tab goes through them in reading order.
    ImGui::PushStyleVar(ImGuiStyleVar_FramePadding, ImVec2(pad, st.FramePadding.y));
    int pressed = -1;
    for (int i = 0; i < n; ++i) {
        ImGui::SetCursorScreenPos(ImVec2(x, origin.y));
        if (BigButton(labels[i], targets[i], ImVec2(button_w(i), 0))) pressed = i;
        x += button_w(i) + st.ItemSpacing.x;
    }
    ImGui::PopStyleVar();
    return pressed;
}

namespace {

// A speaker, with its waves when on, crossed out when muted.
void DrawSpeaker(ImDrawList* dl, ImVec2 c, float s, bool muted, ImU32 ink) {
    const ImVec2 body[4] = {
        ImVec2(c.x - 0.50f * s, c.y - 0.18f * s), ImVec2(c.x - 0.22f * s, c.y - 0.18f * s),
        ImVec2(c.x - 0.22f * s, c.y + 0.18f * s), ImVec2(c.x - 0.50f * s, c.y + 0.18f * s)};
    dl->AddConvexPolyFilled(body, 4, ink);
    dl->AddQuadFilled(
        ImVec2(c.x - 0.24f * s, c.y - 0.18f * s), ImVec2(c.x + 0.04f * s, c.y - 0.44f * s),
        ImVec2(c.x + 0.04f * s, c.y + 0.44f * s), ImVec2(c.x - 0.24f * s, c.y + 0.18f * s), ink);
    const float t = std::max(2.0f, s * 0.08f);
    if (muted) {
        const ImVec2 x(c.x + 0.32f * s, c.y);
        const float r = 0.16f * s;
        dl->AddLine(ImVec2(x.x - r, x.y - r), ImVec2(x.x + r, x.y + r), ink, t);
        dl->AddLine(ImVec2(x.x - r, x.y + r), ImVec2(x.x + r, x.y - r), ink, t);
        return;
    }
    for (float r : {0.24f * s, 0.44f * s}) {
        dl->PathArcTo(ImVec2(c.x + 0.04f * s, c.y), r, -0.75f, 0.75f, 12);
        dl->PathStroke(ink, 0, t);
    }
}

} // namespace

bool SoundButton(ImVec2 at, float width, bool muted, const char* target) {
    // The hit area is the whole height of the top bar (the frame and 4 px over and under it):
    // larger than the button it draws, for a finger.
    const float h = ImGui::GetFrameHeight();
    ImGui::SetCursorScreenPos(ImVec2(at.x, at.y - 4));
    const bool pressed = ImGui::InvisibleButton(target, ImVec2(width, h + 8));
    MarkTarget(target);
    const ImGuiCol col = ImGui::IsItemActive()    ? ImGuiCol_ButtonActive
                         : ImGui::IsItemHovered() ? ImGuiCol_ButtonHovered
                                                  : ImGuiCol_Button;
    ImDrawList* dl = ImGui::GetWindowDrawList();
    dl->AddRectFilled(at, ImVec2(at.x + width, at.y + h), ImGui::GetColorU32(col),
                      ImGui::GetStyle().FrameRounding);
    DrawSpeaker(dl, ImVec2(at.x + width * 0.5f, at.y + h * 0.5f), h * 0.62f, muted, kCream);
    return pressed;
}

ReplayControl DrawReplayControls(float centre_x, float y, float max_width, std::size_t step,
                                 std::size_t total, bool playing) {
    const float gap = 8;
    const float bw = std::min(120.0f, (max_width - 3 * gap) / 4);
    float x = centre_x - (bw * 4 + 3 * gap) / 2;
    ReplayControl out = ReplayControl::None;
    auto rb = [&](const char* label, const char* target, ReplayControl c) {
        ImGui::SetCursorScreenPos(ImVec2(x, y));
        x += bw + gap;
        if (BigButton(label, target, ImVec2(bw, 0))) out = c;
    };
    rb("|<", "replay_start", ReplayControl::Start);
    rb(tr("< Step"), "replay_back", ReplayControl::Back);
    rb(playing ? trc("replay", "Pause") : trc("replay", "Play"), "replay_play",
       ReplayControl::PlayPause);
    rb(tr("Step >"), "replay_step", ReplayControl::Step);
    const std::string pos = fill(tr("move {step} of {total}"), {{"step", std::to_string(step)},
                                                                {"total", std::to_string(total)}});
    CentredLabel(ImVec2(centre_x, y + std::max(ImGui::GetFrameHeight(), kTouchTarget) + 14),
                 pos.c_str());
    return out;
}

const char* BotName(int seat) {
    static const char* const names[] = {"Ana", "Bruno", "Chloé", "Dario", "Elif", "Farid", "Greta"};
    return names[(seat % 7 + 7) % 7];
}

const char* LevelWord(core::SeatKind k) {
    switch (k) {
    case core::SeatKind::Casual:
        return "casual";
    case core::SeatKind::Good:
        return "good";
    case core::SeatKind::Expert:
        return "expert";
    default:
        return "";
    }
}

// The level as the player reads it, in their language (a plate's "Ana (casual)").
const char* LevelLabel(core::SeatKind k) {
    switch (k) {
    case core::SeatKind::Casual:
        return trc("bot level", "casual");
    case core::SeatKind::Good:
        return trc("bot level", "good");
    case core::SeatKind::Expert:
        return trc("bot level", "expert");
    default:
        return "";
    }
}

} // namespace table
