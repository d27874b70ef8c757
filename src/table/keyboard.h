// Keyboard play: Tab, Shift+Tab and the arrows move a focus ring over every button
// and card, Enter presses what it rings (Space too, away from the game tables), Esc goes back.
// Built on Dear ImGui 1.86's navigation, adding what 1.86 lacks: Tab through buttons (1.86 tabs
// through text fields only), Enter as a press, and a ring thick enough to see on the felt.
//
// At a game table Space is the game's own key (TXEK) and never presses the ringed item, and
// typing one of the game's letter or digit shortcuts (D, 1-9) puts the ring away, so the game's
// "select, then Enter" keys keep their meaning; Tab or an arrow brings the ring back.
#pragma once
#include <string>
#include <vector>

namespace table {

// Once, after the ImGui backend has set its key map.
void InitKeyboard();
// At the start of every frame, before anything is drawn. `at_table`: a game table is up.
void BeginKeyboardFrame(bool at_table);
// The last item is a place the ring can stop (MarkTarget calls this); `name` is its target name.
void KeyboardStop(const std::string& name);
// The last stop is what the screen offers now (a gold card or the screen's main button): where
// the ring lands on a new screen, and where it goes when its item disappears.
void SuggestLastStop();
// A new screen is up: if the ring showed, it lands on the new screen's suggested stop.
void LandRingOnNextScreen();
// After everything is drawn: the ring around the focused item.
void DrawFocusRing();
// The target name of the ringed item, or "" while no ring shows (the test hook reads it).
std::string FocusedTarget();
// Every stop of the last frame in Tab order, by target name (the test hook reads them).
std::vector<std::string> KeyboardStops();

// A hint naming a key ("the draw pile (D)") is for a player at a keyboard: it shows after a key or
// a mouse button was pressed, not after a touch; before any press, unless the device has a touch
// screen. The main loop notes every press.
enum class PressBy { Key, Mouse, Touch };
void StartKeyHints(bool touch_screen);
void NotePress(PressBy press);
bool KeyHints();

} // namespace table
