// Small drawing helpers shared by every screen: cards from the atlas, big buttons, and named
// click targets that the browser tests read (platform::publish_state).
#pragma once
#include "engine/core/setup.h"
#include "table/atlas.h"
#include "table/theme.h"

#include <cstddef>
#include <imgui.h>
#include <map>
#include <string>
#include <string_view>

namespace table {

// Targets are the rectangles of named widgets this frame, in CSS pixels (x, y, w, h).
void ClearTargets();
// The last ImGui item; an item that can be pressed becomes a stop of the keyboard's ring too.
void MarkTarget(const std::string& name);
const std::map<std::string, ImVec4>& Targets();
// Each column's scroll this frame (x: how far down, y: how far it can go, z: the speed its last
// flick left it gliding at, px/s), for the test hook.
const std::map<std::string, ImVec4>& ColumnScrolls();

// A card face (or "back") centred at `centre`, `height` tall, turned by `angle` radians.
void DrawCard(ImDrawList* dl, const Atlas& atlas, std::string_view face, ImVec2 centre,
              float height, float angle = 0.0f, float alpha = 1.0f);

// A button with a target name; `primary` draws it in gold for the main action of a screen (where
// the keyboard's ring lands first).
bool BigButton(const char* label, const char* target, ImVec2 size = ImVec2(0, 0),
               bool primary = false);

// A tooltip whose text wraps within the screen.
void WrappedTooltip(const std::string& text);

// A BigButton that may be off for a reason. Off, it looks greyed but still takes a tap, a click
// or Enter, and a hover shows `why`: a greyed control always says why it is off. Pressed while
// on: On; pressed while off: Off (the caller shows `why` where the player looks).
enum class Press { None, On, Off };
Press ReasonButton(const char* label, const char* target, ImVec2 size, bool on,
                   const std::string& why, bool primary = false);

// A one-line text field (ImGui::InputTextWithHint into `buf` of `size` bytes) that a phone can
// type in: a touch on it raises the on-screen keyboard, digits only when `numeric`, through the
// page's own <input> (platform::text_fields). True when the text changed.
bool TextField(const char* id, const char* hint, char* buf, std::size_t size, bool numeric = false);
// A player's name (target `target`): what was typed, or `hint`, the name it stands for, while
// empty; at most kMaxNameBytes. True when edited.
bool NameField(const char* target, std::string& name, const std::string& hint, float width);
// After the frame: tells the page where this frame's text fields are, `scale` CSS px per ImGui
// unit (the Size setting), and which one is being edited.
void PublishTextFields(float scale);

// A centred, scrollable column of at most `max_width` for the rest of the screen; returns its
// width. Always pair with EndColumn(), which lets it scroll by dragging too (DragToScroll).
float BeginColumn(const char* id, float max_width);
void EndColumn();
// The next column begun opens at its top: a screen comes up as it starts ("Continue" at the top
// of the home screen), not where it was last scrolled.
void OpenNextColumnAtTop();

// How long a message on the table (a refusal, a hint) stays: long enough to read it twice at a
// slow pace, never under 4 s.
double ReadingSeconds(const std::string& text);

// How far a finger may travel and still tap (px).
inline constexpr float kTapSlop = 8.0f;
// The least a fingertip can hit reliably (px, both ways).
inline constexpr float kTouchTarget = 44.0f;
// Inside a scrolling window, before its End: a press and drag (touch or mouse) scrolls it, with
// momentum after the release; a press that travels less than kTapSlop stays a tap. Returns the
// speed (px/s, down the page) the window's last flick left it gliding at.
float DragToScroll();
// A scroll moved, or glides on, this frame: the App draws the next frame too.
bool TakeScrollMoving();
// ImGui::SliderInt that a swipe can pass over: a press on it moves nothing until the finger has
// travelled kTapSlop; a drag mostly across then moves it, one mostly down or up scrolls the
// column instead (DragToScroll), and a tap sets it where it landed. True when it moved.
bool TouchSlider(const char* label, int* v, int lo, int hi, const char* format);
// The TouchSlider just drawn was let go (or left by the keyboard) at another value than before.
bool TouchSliderLetGo();

// A panel as tall as what is drawn in it, `width` wide: a rounded background behind a group.
void BeginPanel(float width);
void EndPanel();

// ---- The pieces every game table draws with (txek/, checks/) ---------------------------------

// An invisible button over something drawn: true on a tap (on the press, so a quick tap on a
// phone never misses) or when Enter presses it from the keyboard's focus ring.
bool TapButton(const std::string& id, ImVec2 size);
// A target that is not a card (a name plate a Hand card aims at): a gold outline marks it, the
// keyboard's ring stops on it first, and a tap or Enter presses it. `name` is its test target.
bool TargetButton(ImVec2 min, ImVec2 size, const std::string& name);

// The pass-the-device cover over a table's area (origin, size) for the person `who`, saying
// `hidden` (what it hides); true when that person taps "I am ...: show my cards" (target
// "pass_ready") or anywhere on the cover (target "cover"): a big target for a hand just given
// the device.
bool PassCover(const Fonts& fonts, ImVec2 origin, ImVec2 size, const std::string& who,
               const std::string& hidden);

// A clickable card: draws it and reports a tap or Enter (TapButton); `name` is its test target.
// `highlight` puts a gold halo behind it (a card or pile the player can use now, where the
// keyboard's ring goes first); `lifted` raises it (chosen).
bool CardButton(const Atlas& atlas, const std::string& face, ImVec2 centre, float height,
                const std::string& name, bool highlight = false, float alpha = 1.0f,
                bool lifted = false);
// The atlas's "slot" face, dimmed: a place where a card could lie.
void DrawSlot(const Atlas& atlas, ImVec2 centre, float height);
void CentredLabel(ImVec2 centre, const char* text, ImU32 colour = kCream);
// A rounded label (name plates, counts, banners) centred at `centre`.
void Pill(ImVec2 centre, const std::string& text, ImU32 bg, ImU32 fg = kCream);
// A table's prompt line, centred across `width` from `left` at height `y` and shrunk to fit, with
// the test hook's target "prompt" over it.
void TablePrompt(float left, float width, float y, const std::string& text, ImU32 colour);
// A table's flashed message centred across `width` at height `y`, shrunk to fit: a refusal in
// red, a hint's suggestion in blue.
void TableFlash(float left, float width, float y, const std::string& text, bool hint = false);

// Card flights: a card's trip from one place to another, `t` from 0 to 1; eased at both ends and
// tilting on the way, so a move reads as a hand moving a card.
float Ease(float t);
ImVec2 Lerp(ImVec2 a, ImVec2 b, float t);
void DrawFlight(ImDrawList* dl, const Atlas& atlas, std::string_view face, ImVec2 from, ImVec2 to,
                float from_height, float to_height, float t);

// The table's top bar: `n` buttons right-aligned in `width` from `origin`; the one pressed, or -1.
// Closer together where they would not fit (a phone). `left`: where the row begins, less a gap.
int TopBarButtons(ImVec2 origin, float width, const char* const* labels, const char* const* targets,
                  int n, float* left = nullptr);
// The sound on/off button (a speaker drawn, no text) at `at`, `width` wide; true when pressed.
bool SoundButton(ImVec2 at, float width, bool muted, const char* target);

// Replay controls (targets replay_start, replay_back, replay_play, replay_step) and "move i of
// n" under them, centred on `centre_x`, at most `max_width` wide (phones).
enum class ReplayControl { None, Start, Back, PlayPause, Step };
ReplayControl DrawReplayControls(float centre_x, float y, float max_width, std::size_t step,
                                 std::size_t total, bool playing);

// Bots' names by seat, and a bot level in one word ("casual", "good", "expert"), as links,
// targets and the test hook name it; LevelLabel is the same word in the player's language.
const char* BotName(int seat);
const char* LevelWord(core::SeatKind kind);
const char* LevelLabel(core::SeatKind kind);

} // namespace table
