// The card atlas: every card face in one texture, drawn by the build (src/tools/atlasgen.cpp from
// assets/cards.txt) and loaded here with stb_image.
#pragma once
#include <imgui.h>
#include <map>
#include <string>
#include <string_view>

namespace table {

struct Atlas {
    unsigned texture = 0;
    int width = 0, height = 0;
    float card_aspect = 200.0f / 280.0f;  // width / height of one card
    std::map<std::string, ImVec4, std::less<>> faces;  // id -> uv rect (u0, v0, u1, v1)

    // Reads "<dir>/cards.png" and "<dir>/cards.json"; on failure says why in `error`.
    bool load(const std::string& dir, std::string& error);
    bool has(std::string_view face) const { return faces.find(face) != faces.end(); }
    ImTextureID id() const { return (ImTextureID)(intptr_t)texture; }
    ImVec4 uv(std::string_view face) const;
};

}  // namespace table
