#include "table/atlas.h"

#include "engine/core/versioned_json.h"
#include "table/gl.h"

#include <fstream>
#include <sstream>

#if defined(__GNUC__)
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wmissing-field-initializers"
#pragma GCC diagnostic ignored "-Wunused-function"
#endif
#define STB_IMAGE_IMPLEMENTATION
#define STBI_ONLY_PNG
#include <stb/stb_image.h>
#if defined(__GNUC__)
#pragma GCC diagnostic pop
#endif

namespace table {

bool Atlas::load(const std::string& dir, const std::string& name, std::string& error) {
    std::ifstream in(dir + "/" + name + ".json", std::ios::binary);
    std::stringstream text;
    text << in.rdbuf();
    auto doc = core::read_versioned(text.str(), "atlas", 1);
    if (!doc) {
        error = "card atlas index: " + doc.error();
        return false;
    }
    nlohmann::json data = doc.value()["data"];  // a copy: operator[] below may add nulls
    int w = 0, h = 0, channels = 0;
    std::string png = dir + "/" + name + ".png";
    unsigned char* pixels = stbi_load(png.c_str(), &w, &h, &channels, 4);
    if (!pixels) {
        error = "card atlas image " + png + ": " + stbi_failure_reason();
        return false;
    }
    width = w;
    height = h;
    // Checked by hand: the web build has no exceptions, so nlohmann's at()/get() must not throw.
    const auto& cw = data["cell_w"];
    const auto& ch = data["cell_h"];
    const auto& faces_json = data["faces"];
    bool ok = cw.is_number() && ch.is_number() && ch.get<float>() > 0 && faces_json.is_object();
    if (ok) {
        card_aspect = cw.get<float>() / ch.get<float>();
        for (const auto& [id, r] : faces_json.items()) {
            if (!r.is_array() || r.size() != 4 || !r[0].is_number() || !r[1].is_number() ||
                !r[2].is_number() || !r[3].is_number()) {
                ok = false;
                break;
            }
            float x = r[0].get<float>(), y = r[1].get<float>();
            float fw = r[2].get<float>(), fh = r[3].get<float>();
            faces[id] = ImVec4(x / float(w), y / float(h), (x + fw) / float(w), (y + fh) / float(h));
        }
    }
    if (!ok) {
        stbi_image_free(pixels);
        error = "card atlas index: cell_w, cell_h or a face rectangle is missing or malformed";
        return false;
    }
    GLuint tex = 0;
    glGenTextures(1, &tex);
    glBindTexture(GL_TEXTURE_2D, tex);
    // Linear filtering: cards are drawn at 2x and shown smaller on most screens.
    glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_MIN_FILTER, GL_LINEAR);
    glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_MAG_FILTER, GL_LINEAR);
    glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_WRAP_S, GL_CLAMP_TO_EDGE);
    glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_WRAP_T, GL_CLAMP_TO_EDGE);
    glPixelStorei(GL_UNPACK_ALIGNMENT, 1);
    glTexImage2D(GL_TEXTURE_2D, 0, GL_RGBA, w, h, 0, GL_RGBA, GL_UNSIGNED_BYTE, pixels);
    stbi_image_free(pixels);
    texture = tex;
    return true;
}

ImVec4 Atlas::uv(std::string_view face) const {
    auto it = faces.find(face);
    if (it == faces.end()) it = faces.find("back");
    return it == faces.end() ? ImVec4(0, 0, 0, 0) : it->second;
}

}  // namespace table
