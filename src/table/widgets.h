// Small drawing helpers shared by every screen: cards from the atlas, big buttons, and named
// click targets that the browser tests read (platform::publish_state).
#pragma once
#include "table/atlas.h"

#include <imgui.h>
#include <map>
#include <string>
#include <string_view>

namespace table {

// Targets are the rectangles of named widgets this frame, in CSS pixels (x, y, w, h).
void ClearTargets();
void MarkTarget(const std::string& name);  // the last ImGui item
const std::map<std::string, ImVec4>& Targets();

// A card face (or "back") centred at `centre`, `height` tall, turned by `angle` radians.
void DrawCard(ImDrawList* dl, const Atlas& atlas, std::string_view face, ImVec2 centre,
              float height, float angle = 0.0f, float alpha = 1.0f);

// A button with a target name; `primary` draws it in gold for the main action of a screen.
bool BigButton(const char* label, const char* target, ImVec2 size = ImVec2(0, 0),
               bool primary = false);

// A centred, scrollable column of at most `max_width` for the rest of the screen; returns its
// width. Always pair with EndColumn().
float BeginColumn(const char* id, float max_width);
void EndColumn();

// A panel as tall as what is drawn in it, `width` wide: a rounded background behind a group.
void BeginPanel(float width);
void EndPanel();

}  // namespace table
