#include "table/drawn_text.h"

#include <cmath>
#include <map>
#include <string>
#include <utility>

namespace table {

namespace {

using Glyphs = std::map<std::pair<float, float>, const ImFontGlyph*>;

// Every glyph of every font in the atlas, by its texture corner.
Glyphs GlyphsByCorner() {
    Glyphs glyphs;
    for (const ImFont* font : ImGui::GetIO().Fonts->Fonts)
        for (const ImFontGlyph& g : font->Glyphs)
            if (g.Visible) glyphs[{g.U0, g.V0}] = &g;
    return glyphs;
}

void AppendUtf8(std::string& out, unsigned c) {
    if (c < 0x80) {
        out += char(c);
    } else if (c < 0x800) {
        out += char(0xC0 | (c >> 6));
        out += char(0x80 | (c & 0x3F));
    } else {
        out += char(0xE0 | (c >> 12));
        out += char(0x80 | ((c >> 6) & 0x3F));
        out += char(0x80 | (c & 0x3F));
    }
}

// The run being read: its text and its rectangle so far.
struct Run {
    std::string text;
    float x0 = 0, y0 = 0, x1 = 0, y1 = 0;
    bool cut = false;
    bool open = false;

    nlohmann::json json(int list) const {
        return {{"t", text},
                {"x", std::lround(x0)},
                {"y", std::lround(y0)},
                {"w", std::lround(x1 - x0)},
                {"h", std::lround(y1 - y0)},
                {"cut", cut},
                {"l", list}};
    }
};

// A glyph at (x0, y0)-(x1, y1) carries on `run` when it follows it on the same line: it shares
// the run's band (a "~" or a "." sits high or low in it), and starts after the run's end, or a
// little inside it (a kerned "Te"), and not far after.
bool Follows(const Run& run, float x0, float y0, float y1) {
    const float line = std::max(run.y1 - run.y0, y1 - y0);
    return run.open && y0 < run.y1 - 1.0f && y1 > run.y0 + 1.0f && x0 >= run.x1 - line * 0.4f &&
           x0 - run.x1 < line * 1.2f;
}

} // namespace

namespace {

// The vertices a command draws: from the lowest to the highest its indices name. Vertices are
// appended in drawing order, so each command's glyphs lie in its own range.
std::pair<int, int> VertexRange(const ImDrawList* list, const ImDrawCmd& cmd) {
    int lo = list->VtxBuffer.Size, hi = -1;
    for (unsigned i = 0; i < cmd.ElemCount; ++i) {
        const int v = int(cmd.VtxOffset + list->IdxBuffer[int(cmd.IdxOffset + i)]);
        lo = std::min(lo, v), hi = std::max(hi, v);
    }
    return {lo, hi};
}

// The glyph whose quad starts at vertex `k` (top-left, top-right, bottom-right, bottom-left, as
// ImFont::RenderText writes them), and whether Dear ImGui cut it at its box's right edge
// (RenderTextClipped keeps the top-left texture corner and moves the others inwards; a cut at the
// bottom is a box that scrolls, on purpose).
const ImFontGlyph* GlyphAt(const ImDrawList* list, int k, const Glyphs& glyphs, bool& clipped) {
    const ImDrawVert* v = &list->VtxBuffer[k];
    auto g = glyphs.find({v[0].uv.x, v[0].uv.y});
    if (g == glyphs.end()) return nullptr;
    const ImFontGlyph& f = *g->second;
    const bool quad = v[1].uv.y == v[0].uv.y && v[3].uv.x == v[0].uv.x && v[2].uv.x == v[1].uv.x &&
                      v[2].uv.y == v[3].uv.y;
    const bool inside =
        v[2].uv.x > f.U0 && v[2].uv.x <= f.U1 && v[2].uv.y > f.V0 && v[2].uv.y <= f.V1;
    if (!quad || !inside) return nullptr;
    // Cut by a pixel or more: the width the whole glyph would have, less the width drawn.
    const float shown = (v[2].uv.x - f.U0) / (f.U1 - f.U0), drawn = v[2].pos.x - v[0].pos.x;
    clipped = shown < 1.0f && drawn / shown - drawn >= 1.0f;
    return &f;
}

} // namespace

nlohmann::json DrawnTexts(const ImDrawData* data) {
    nlohmann::json out = nlohmann::json::array();
    if (!data) return out;
    const Glyphs glyphs = GlyphsByCorner();
    const ImTextureID atlas = ImGui::GetIO().Fonts->TexID;
    for (int l = 0; l < data->CmdListsCount; ++l) {
        const ImDrawList* list = data->CmdLists[l];
        Run run;
        for (const ImDrawCmd& cmd : list->CmdBuffer) {
            if (cmd.UserCallback || cmd.TextureId != atlas || cmd.ElemCount == 0) continue;
            const auto [lo, hi] = VertexRange(list, cmd);
            for (int k = lo; k + 3 <= hi; ++k) {
                bool clipped = false;
                const ImFontGlyph* g = GlyphAt(list, k, glyphs, clipped);
                if (!g) continue;
                const ImVec2 a = list->VtxBuffer[k].pos, c = list->VtxBuffer[k + 2].pos;
                if (!Follows(run, a.x, a.y, c.y)) {
                    if (run.open) out.push_back(run.json(l));
                    run = Run{{}, a.x, a.y, c.x, c.y, false, true};
                } else if (a.x - run.x1 > (run.y1 - run.y0) * 0.22f) {
                    run.text += ' ';
                }
                AppendUtf8(run.text, g->Codepoint);
                run.x1 = std::max(run.x1, c.x);
                run.y0 = std::min(run.y0, a.y);
                run.y1 = std::max(run.y1, c.y);
                // Across only: a box that scrolls cuts its rows at its top and bottom on purpose.
                const ImVec4& clip = cmd.ClipRect;
                // A glyph's quad may reach a pixel or two past its advance (its bearing, the
                // atlas's padding): only more than that is a cut.
                run.cut = run.cut || clipped || a.x < clip.x - 3.0f || c.x > clip.z + 3.0f;
                k += 3;
            }
        }
        if (run.open) out.push_back(run.json(l));
    }
    return out;
}

} // namespace table
