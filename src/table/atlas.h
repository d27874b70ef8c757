// A card atlas: a deck's faces in one texture, drawn by the build (src/tools/atlasgen.cpp from
// assets/cards.txt as "cards", assets/std_cards.txt as "std_cards") and loaded here with
// stb_image. Each atlas has its own "back" and "slot", so a table draws from one texture.
#pragma once
#include <imgui.h>
#include <map>
#include <nlohmann/json.hpp>
#include <string>
#include <string_view>

namespace table {

struct Atlas {
    unsigned texture = 0;
    int width = 0, height = 0;
    float card_aspect = 200.0f / 280.0f;  // width / height of one card
    std::map<std::string, ImVec4, std::less<>> faces;  // id -> uv rect (u0, v0, u1, v1)
    // A face's word (Txek's "Peek", Tschak!'s "axe"): not in the image, written over it by
    // DrawCard in the player's language (CaptionWords). `box` is its centre x, baseline, widest
    // width and capital height, as fractions of the card's height.
    struct Caption {
        std::string word;
        ImVec4 box;
        ImU32 ink = 0;
    };
    std::map<std::string, Caption, std::less<>> captions;
    float cell_h = 280.0f;

    // Reads "<dir>/<name>.png" and "<dir>/<name>.json"; on failure says why in `error`.
    bool load(const std::string& dir, const std::string& name, std::string& error);
    bool loaded() const { return texture != 0; }
    bool read_captions(const nlohmann::json& j); // the index's "captions"
    bool has(std::string_view face) const { return faces.find(face) != faces.end(); }
    ImTextureID id() const { return (ImTextureID)(intptr_t)texture; }
    ImVec4 uv(std::string_view face) const;
    const Caption* caption(std::string_view face) const {
        auto it = captions.find(face);
        return it == captions.end() ? nullptr : &it->second;
    }
};

}  // namespace table
