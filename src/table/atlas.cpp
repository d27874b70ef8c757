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

namespace {

// "#RRGGBB" as an opaque ImGui colour; false for anything else.
bool ReadInk(const nlohmann::json& j, ImU32& ink) {
    if (!j.is_string()) return false;
    const std::string& t = j.get_ref<const std::string&>();
    if (t.size() != 7 || t[0] != '#') return false;
    unsigned v = 0;
    for (std::size_t i = 1; i < 7; ++i) {
        const char c = t[i];
        const int d = c >= '0' && c <= '9' ? c - '0' : c >= 'A' && c <= 'F' ? c - 'A' + 10 : -1;
        if (d < 0) return false;
        v = v * 16 + unsigned(d);
    }
    ink = IM_COL32((v >> 16) & 255, (v >> 8) & 255, v & 255, 255);
    return true;
}

} // namespace

// The captions (an object, possibly empty); checked by hand, as the faces are.
bool Atlas::read_captions(const nlohmann::json& j) {
    if (j.is_null()) return true;
    if (!j.is_object()) return false;
    for (const auto& [id, c] : j.items()) {
        if (!c.is_object() || !c.contains("word") || !c["word"].is_string() || !c.contains("box"))
            return false;
        const nlohmann::json& box = c["box"];
        if (!box.is_array() || box.size() != 4) return false;
        for (const auto& v : box)
            if (!v.is_number()) return false;
        Caption cap;
        cap.word = c["word"].get<std::string>();
        const float k = 1.0f / cell_h;
        cap.box = ImVec4(box[0].get<float>() * k, box[1].get<float>() * k, box[2].get<float>() * k,
                         box[3].get<float>() * k);
        if (!c.contains("ink") || !ReadInk(c["ink"], cap.ink)) return false;
        captions[id] = cap;
    }
    return true;
}

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
        cell_h = ch.get<float>();
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
    if (ok) ok = read_captions(data["captions"]);
    if (!ok) {
        stbi_image_free(pixels);
        error = "card atlas index: cell_w, cell_h, a face rectangle or a caption is missing or "
                "malformed";
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
