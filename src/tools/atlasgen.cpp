// atlasgen: draws every card face of the table into one texture atlas.
//
//   atlasgen CARDS.txt FONT.ttf OUT.png OUT.json
//
// CARDS.txt (assets/cards.txt) lists one face a line, "id | big text | symbol | colour | caption";
// assets/README.md describes the format and the layouts. A caption is a word, so it is not drawn:
// OUT.json keeps its place for the table to write it in the player's language. The program
// rasterises everything itself
// (anti-aliased coverage from signed distances, text through stb_truetype), so the native build
// and the WebAssembly one run under Node draw the same pixels: only +, -, *, /, sqrt and floor
// are used on floats, no libm transcendental functions and no platform APIs.
#include <algorithm>
#include <cctype>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <fstream>
#include <map>
#include <sstream>
#include <string>
#include <vector>

#if defined(__clang__)
#pragma clang diagnostic push
#pragma clang diagnostic ignored "-Weverything"
#elif defined(__GNUC__)
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wunused-parameter"
#pragma GCC diagnostic ignored "-Wunused-but-set-variable"
#pragma GCC diagnostic ignored "-Wsign-compare"
#pragma GCC diagnostic ignored "-Wmissing-field-initializers"
#pragma GCC diagnostic ignored "-Wimplicit-fallthrough"
#pragma GCC diagnostic ignored "-Wtype-limits"
#pragma GCC diagnostic ignored "-Wcast-function-type"
#pragma GCC diagnostic ignored "-Wstringop-overflow"
#endif
#define STB_TRUETYPE_IMPLEMENTATION
#include <stb/stb_truetype.h>
#define STB_IMAGE_WRITE_IMPLEMENTATION
#include <stb/stb_image_write.h>
#if defined(__clang__)
#pragma clang diagnostic pop
#elif defined(__GNUC__)
#pragma GCC diagnostic pop
#endif

namespace {

// ---------------------------------------------------------------------------------------------
// Geometry of the atlas. Cells are drawn at 2x so they stay crisp on high-DPI phones.
constexpr int kCellW = 200;
constexpr int kCellH = 280;
constexpr int kGutter = 2;           // transparent pixels between two cells (half of it at edges)
constexpr int kMaxSide = 4096;       // WebGL's safe texture size on phones
constexpr float kCardInset = 1.0f;   // card outline inset in its cell: the quad edge stays clear
constexpr float kCardRadius = 17.0f; // corner radius of the card outline
constexpr float kBorder = 2.5f;      // width of the thin card border

// Errors end the program with a message and exit code 1. No exceptions: the Emscripten build
// does not catch them.
[[noreturn]] void die(const std::string& msg) {
    std::fprintf(stderr, "atlasgen: %s\n", msg.c_str());
    std::exit(1);
}

// ---------------------------------------------------------------------------------------------
// Colours (sRGB, 0..1) and the drawing surface.
struct Rgb {
    float r, g, b;
};

constexpr Rgb hex(uint32_t v) {
    return {float((v >> 16) & 255) / 255.0f, float((v >> 8) & 255) / 255.0f,
            float(v & 255) / 255.0f};
}

Rgb mix(Rgb a, Rgb b, float t) {
    return {a.r + (b.r - a.r) * t, a.g + (b.g - a.g) * t, a.b + (b.b - a.b) * t};
}

const Rgb kFace = hex(0xFFFCF5); // cream-white card face
const Rgb kEdge = hex(0xC5BCAB); // thin warm-grey border
const Rgb kRed = hex(0xC62828);
const Rgb kBlack = hex(0x212121);
const Rgb kBackTop = hex(0x14707E); // card back: deep teal, darker towards the bottom
const Rgb kBackBottom = hex(0x0A3947);
const Rgb kBackLine = hex(0x3FA3AE);
const Rgb kCream = hex(0xF6EBD3);
const Rgb kWhite = hex(0xFFFFFF);

float clamp01(float v) {
    return v < 0.0f ? 0.0f : (v > 1.0f ? 1.0f : v);
}

// Coverage of a pixel by a shape whose signed distance (negative inside) at its centre is d.
float cover(float d) {
    return clamp01(0.5f - d);
}

// Signed distance from (px,py) to a rounded rectangle [x0,x1]x[y0,y1] with corner radius r.
float sdRoundRect(float px, float py, float x0, float y0, float x1, float y1, float r) {
    float cx = (x0 + x1) * 0.5f, cy = (y0 + y1) * 0.5f;
    float qx = std::fabs(px - cx) - ((x1 - x0) * 0.5f - r);
    float qy = std::fabs(py - cy) - ((y1 - y0) * 0.5f - r);
    float ox = std::max(qx, 0.0f), oy = std::max(qy, 0.0f);
    return std::sqrt(ox * ox + oy * oy) + std::min(std::max(qx, qy), 0.0f) - r;
}

float sdCircle(float px, float py, float cx, float cy, float r) {
    float dx = px - cx, dy = py - cy;
    return std::sqrt(dx * dx + dy * dy) - r;
}

// A cell being drawn: premultiplied RGBA floats.
// Where a face's caption goes, in the cell's pixels: the table writes it there in the player's
// language (table/atlas.h), so no word is drawn into the image.
struct CaptionBox {
    bool has = false;
    float cx = 0, baseline = 0, max_w = 0, cap = 0; // centre, baseline, widest, capital height
    Rgb ink{0, 0, 0};
};

struct Layer {
    int w = kCellW, h = kCellH;
    std::vector<float> px = std::vector<float>(size_t(kCellW) * kCellH * 4, 0.0f);
    Rgb bleed = kEdge; // colour stored under fully transparent pixels (filtering fringe)
    CaptionBox caption;

    void over(int x, int y, Rgb c, float a) {
        if (a <= 0.0f || x < 0 || y < 0 || x >= w || y >= h) return;
        float* p = &px[(size_t(y) * w + x) * 4];
        float k = 1.0f - a;
        p[0] = c.r * a + p[0] * k;
        p[1] = c.g * a + p[1] * k;
        p[2] = c.b * a + p[2] * k;
        p[3] = a + p[3] * k;
    }
    // Paints colour c over every pixel, weighted by the coverage that f(x centre, y centre) gives.
    template <class F> void paint(Rgb c, float alpha, F f) {
        for (int y = 0; y < h; ++y)
            for (int x = 0; x < w; ++x) over(x, y, c, alpha * f(float(x) + 0.5f, float(y) + 0.5f));
    }
};

// ---------------------------------------------------------------------------------------------
// Coverage masks (text and glyphs) and their placement.
struct Mask {
    int w = 0, h = 0;
    std::vector<float> a;
    float baseX = 0, baseY = 0; // pen origin (left end of the baseline), in mask pixels
    float at(int x, int y) const { return a[size_t(y) * w + x]; }
};

int roundi(float v) {
    return int(std::floor(v + 0.5f));
}

// Draws mask m with its top-left pixel at (x,y). flip turns it half a turn about the cell centre
// (the bottom-right index of a card is the top-left one upside down).
void drawMask(Layer& L, const Mask& m, int x, int y, Rgb c, float alpha = 1.0f, bool flip = false) {
    for (int j = 0; j < m.h; ++j)
        for (int i = 0; i < m.w; ++i) {
            float a = m.at(i, j);
            if (a <= 0.0f) continue;
            int dx = x + i, dy = y + j;
            if (flip) dx = L.w - 1 - dx, dy = L.h - 1 - dy;
            L.over(dx, dy, c, a * alpha);
        }
}

// Top-left corner that puts the mask's ink centre at (cx,cy).
void centreOf(const Mask& m, float cx, float cy, int& x, int& y) {
    x = roundi(cx - float(m.w) * 0.5f);
    y = roundi(cy - float(m.h) * 0.5f);
}

// Grayscale dilation by a disc of radius r (pixels): fake bold for a regular-weight font.
// Row maxima over growing windows are built incrementally, so this is O(pixels * r).
Mask dilate(const Mask& m, float r) {
    int R = int(std::floor(r));
    if (R <= 0) return m;
    std::vector<std::vector<float>> rowMax(size_t(R) + 1);
    rowMax[0] = m.a;
    for (int k = 1; k <= R; ++k) {
        const std::vector<float>& prev = rowMax[size_t(k) - 1];
        std::vector<float>& cur = rowMax[size_t(k)];
        cur.assign(m.a.size(), 0.0f);
        for (int y = 0; y < m.h; ++y)
            for (int x = 0; x < m.w; ++x) {
                float v = prev[size_t(y) * m.w + x];
                if (x > 0) v = std::max(v, prev[size_t(y) * m.w + x - 1]);
                if (x + 1 < m.w) v = std::max(v, prev[size_t(y) * m.w + x + 1]);
                cur[size_t(y) * m.w + x] = v;
            }
    }
    Mask out = m;
    for (int dy = -R; dy <= R; ++dy) {
        float span = r * r - float(dy * dy);
        int k = span <= 0.0f ? 0 : int(std::floor(std::sqrt(span)));
        const std::vector<float>& src = rowMax[size_t(std::min(k, R))];
        for (int y = 0; y < m.h; ++y) {
            int sy = y + dy;
            if (sy < 0 || sy >= m.h) continue;
            for (int x = 0; x < m.w; ++x) {
                float& o = out.a[size_t(y) * m.w + x];
                o = std::max(o, src[size_t(sy) * m.w + x]);
            }
        }
    }
    return out;
}

// ---------------------------------------------------------------------------------------------
// UTF-8.
bool decodeUtf8(const std::string& s, std::u32string& out) {
    out.clear();
    size_t i = 0;
    while (i < s.size()) {
        unsigned char c = static_cast<unsigned char>(s[i]);
        char32_t cp;
        int n;
        if (c < 0x80)
            cp = c, n = 0;
        else if ((c & 0xE0) == 0xC0)
            cp = c & 0x1F, n = 1;
        else if ((c & 0xF0) == 0xE0)
            cp = c & 0x0F, n = 2;
        else if ((c & 0xF8) == 0xF0)
            cp = c & 0x07, n = 3;
        else
            return false;
        if (i + size_t(n) >= s.size()) return false;
        for (int k = 1; k <= n; ++k) {
            unsigned char cc = static_cast<unsigned char>(s[i + size_t(k)]);
            if ((cc & 0xC0) != 0x80) return false;
            cp = (cp << 6) | (cc & 0x3F);
        }
        static const char32_t minimum[4] = {0, 0x80, 0x800, 0x10000};
        if (cp < minimum[n] || cp > 0x10FFFF || (cp >= 0xD800 && cp <= 0xDFFF)) return false;
        out.push_back(cp);
        i += size_t(n) + 1;
    }
    return true;
}

std::string encodeUtf8(char32_t cp) {
    std::string s;
    if (cp < 0x80) {
        s += char(cp);
    } else if (cp < 0x800) {
        s += char(0xC0 | (cp >> 6));
        s += char(0x80 | (cp & 0x3F));
    } else if (cp < 0x10000) {
        s += char(0xE0 | (cp >> 12));
        s += char(0x80 | ((cp >> 6) & 0x3F));
        s += char(0x80 | (cp & 0x3F));
    } else {
        s += char(0xF0 | (cp >> 18));
        s += char(0x80 | ((cp >> 12) & 0x3F));
        s += char(0x80 | ((cp >> 6) & 0x3F));
        s += char(0x80 | (cp & 0x3F));
    }
    return s;
}

// ---------------------------------------------------------------------------------------------
// Text through stb_truetype.
struct TextStyle {
    float bold = 0;          // fake-bold radius in output pixels
    float track = 0;         // extra space between glyphs, in em
    float minSqueeze = 1.0f; // how far a too-wide line may be condensed before it is shrunk
};

class Font {
public:
    explicit Font(const std::string& path) {
        std::ifstream in(path, std::ios::binary);
        if (!in) die(path + ": cannot open the font file");
        data_.assign(std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>());
        int offset = stbtt_GetFontOffsetForIndex(data_.data(), 0);
        if (data_.empty() || offset < 0 || !stbtt_InitFont(&info_, data_.data(), offset))
            die(path + ": not a TrueType font stb_truetype can read");
        upm_ = 1.0f / stbtt_ScaleForMappingEmToPixels(&info_, 1.0f);
        int x0, y0, x1, y1;
        if (!stbtt_GetCodepointBox(&info_, 'H', &x0, &y0, &x1, &y1))
            die(path + ": the font has no 'H' to measure its cap height by");
        capHeight_ = float(y1);
    }

    bool has(char32_t cp) const { return cp == ' ' || stbtt_FindGlyphIndex(&info_, int(cp)) != 0; }

    // Scale (pixels per font unit) that gives capitals a height of capPx.
    float capScale(float capPx) const { return capPx / capHeight_; }

    // Ink box of a line in font units (x times squeeze): x0,y0 (bottom-left, y up) to x1,y1.
    struct Box {
        float x0 = 0, y0 = 0, x1 = 0, y1 = 0;
        bool empty = true;
        float w() const { return x1 - x0; }
        float h() const { return y1 - y0; }
    };
    Box measure(const std::u32string& s, const TextStyle& st, float squeeze) const {
        Box b;
        std::vector<float> pens = penPositions(s, st);
        for (size_t i = 0; i < s.size(); ++i) {
            int x0, y0, x1, y1;
            if (!stbtt_GetCodepointBox(&info_, int(s[i]), &x0, &y0, &x1, &y1)) continue;
            if (x1 <= x0 || y1 <= y0) continue;
            float gx0 = (pens[i] + float(x0)) * squeeze, gx1 = (pens[i] + float(x1)) * squeeze;
            if (b.empty) b = {gx0, float(y0), gx1, float(y1), false};
            b.x0 = std::min(b.x0, gx0), b.x1 = std::max(b.x1, gx1);
            b.y0 = std::min(b.y0, float(y0)), b.y1 = std::max(b.y1, float(y1));
        }
        return b;
    }

    // Renders a line so that its ink fits in maxW x maxH pixels, at most at `scale`: first
    // condensing it down to st.minSqueeze, then shrinking it.
    Mask fit(const std::u32string& s, float scale, float maxW, float maxH,
             const TextStyle& st) const {
        Box b = measure(s, st, 1.0f);
        if (b.empty) return Mask{};
        float room = 2.0f * st.bold;
        if (b.h() * scale + room > maxH) scale = (maxH - room) / b.h();
        float squeeze = 1.0f;
        if (b.w() * scale + room > maxW) {
            squeeze = std::max(st.minSqueeze, (maxW - room) / (b.w() * scale));
            if (b.w() * scale * squeeze + room > maxW) scale = (maxW - room) / (b.w() * squeeze);
        }
        return render(s, scale, squeeze, st);
    }

    // Renders a line at `scale` pixels per font unit (x additionally times squeeze), supersampled
    // 2x, fake-bolded, and cropped to its ink. baseX/baseY locate the pen origin in the result.
    Mask render(const std::u32string& s, float scale, float squeeze, const TextStyle& st) const {
        const int ss = 2;
        const float sy = scale * float(ss), sx = sy * squeeze;
        std::vector<float> pens = penPositions(s, st);
        const int pad = int(std::ceil(st.bold * float(ss))) + 2;
        // Union of the glyph boxes in supersampled pixels, relative to the pen origin.
        struct G {
            size_t i;
            int ix, x0, y0, x1, y1;
            float shift;
        };
        std::vector<G> gs;
        int bx0 = 0, by0 = 0, bx1 = 0, by1 = 0;
        bool any = false;
        for (size_t i = 0; i < s.size(); ++i) {
            float pen = pens[i] * sx;
            int ix = int(std::floor(pen));
            G g{i, ix, 0, 0, 0, 0, pen - float(ix)};
            stbtt_GetCodepointBitmapBoxSubpixel(&info_, int(s[i]), sx, sy, g.shift, 0.0f, &g.x0,
                                                &g.y0, &g.x1, &g.y1);
            if (g.x1 <= g.x0 || g.y1 <= g.y0) continue;
            gs.push_back(g);
            if (!any) bx0 = ix + g.x0, by0 = g.y0, bx1 = ix + g.x1, by1 = g.y1, any = true;
            bx0 = std::min(bx0, ix + g.x0), bx1 = std::max(bx1, ix + g.x1);
            by0 = std::min(by0, g.y0), by1 = std::max(by1, g.y1);
        }
        if (!any) return Mask{};
        Mask big;
        big.w = bx1 - bx0 + 2 * pad;
        big.h = by1 - by0 + 2 * pad;
        big.a.assign(size_t(big.w) * big.h, 0.0f);
        for (const G& g : gs) {
            int gw = g.x1 - g.x0, gh = g.y1 - g.y0;
            std::vector<unsigned char> tmp(size_t(gw) * gh, 0);
            stbtt_MakeCodepointBitmapSubpixel(&info_, tmp.data(), gw, gh, gw, sx, sy, g.shift, 0.0f,
                                              int(s[g.i]));
            int ox = g.ix + g.x0 - bx0 + pad, oy = g.y0 - by0 + pad;
            for (int y = 0; y < gh; ++y)
                for (int x = 0; x < gw; ++x) {
                    float& o = big.a[size_t(oy + y) * big.w + ox + x];
                    o = std::max(o, float(tmp[size_t(y) * gw + x]) / 255.0f);
                }
        }
        big = dilate(big, st.bold * float(ss));
        // Downsample 2x2 and crop to the ink.
        Mask m;
        int w = (big.w + ss - 1) / ss, h = (big.h + ss - 1) / ss;
        std::vector<float> small(size_t(w) * h, 0.0f);
        int cx0 = w, cy0 = h, cx1 = -1, cy1 = -1;
        for (int y = 0; y < h; ++y)
            for (int x = 0; x < w; ++x) {
                float sum = 0;
                for (int j = 0; j < ss; ++j)
                    for (int i = 0; i < ss; ++i) {
                        int X = x * ss + i, Y = y * ss + j;
                        if (X < big.w && Y < big.h) sum += big.at(X, Y);
                    }
                float v = sum / float(ss * ss);
                small[size_t(y) * w + x] = v;
                if (v > 0.0f) {
                    cx0 = std::min(cx0, x), cx1 = std::max(cx1, x);
                    cy0 = std::min(cy0, y), cy1 = std::max(cy1, y);
                }
            }
        if (cx1 < 0) return Mask{};
        m.w = cx1 - cx0 + 1;
        m.h = cy1 - cy0 + 1;
        m.a.resize(size_t(m.w) * m.h);
        for (int y = 0; y < m.h; ++y)
            for (int x = 0; x < m.w; ++x)
                m.a[size_t(y) * m.w + x] = small[size_t(y + cy0) * w + x + cx0];
        // Pen origin: big-mask pixel (pad - bx0, pad - by0), then halved and cropped.
        m.baseX = float(pad - bx0) / float(ss) - float(cx0);
        m.baseY = float(pad - by0) / float(ss) - float(cy0);
        return m;
    }

private:
    std::vector<float> penPositions(const std::u32string& s, const TextStyle& st) const {
        std::vector<float> pens(s.size(), 0.0f);
        float pen = 0;
        for (size_t i = 0; i < s.size(); ++i) {
            pens[i] = pen;
            int adv, lsb;
            stbtt_GetCodepointHMetrics(&info_, int(s[i]), &adv, &lsb);
            pen += float(adv) + st.track * upm_;
            if (i + 1 < s.size())
                pen += float(stbtt_GetCodepointKernAdvance(&info_, int(s[i]), int(s[i + 1])));
        }
        return pens;
    }

    std::vector<unsigned char> data_;
    stbtt_fontinfo info_{};
    float upm_ = 2048;
    float capHeight_ = 1493;
};

// ---------------------------------------------------------------------------------------------
// cards.txt.
// Paper: a number face printed on paper of its own colour ("#RRGGBB"), for decks of more than
// two colours (CHECK!'s four); its caption, if any, is a word under the mark (Tschak!'s gear).
enum class Style { Red, Black, Back, Slot, Paper };

struct Face {
    std::string id;
    std::u32string big, caption;
    std::vector<std::u32string> symbol; // glyph groups, stacked top to bottom
    Style style = Style::Red;
    Rgb paper = kFace; // Style::Paper's colour
    int line = 0;
};

// "#RRGGBB" to a colour; false for anything else.
bool parseHex(const std::string& s, Rgb& out) {
    if (s.size() != 7 || s[0] != '#') return false;
    uint32_t v = 0;
    for (size_t i = 1; i < 7; ++i) {
        const char c = char(std::tolower(static_cast<unsigned char>(s[i])));
        const int d = c >= '0' && c <= '9' ? c - '0' : c >= 'a' && c <= 'f' ? c - 'a' + 10 : -1;
        if (d < 0) return false;
        v = v * 16 + uint32_t(d);
    }
    out = hex(v);
    return true;
}

// White or near-black ink, whichever stands out more on `paper` (relative luminance, sRGB
// squared as a cheap gamma: the same in every build, no pow).
Rgb inkOn(Rgb paper) {
    const float lum =
        0.2126f * paper.r * paper.r + 0.7152f * paper.g * paper.g + 0.0722f * paper.b * paper.b;
    return lum > 0.30f ? kBlack : kWhite;
}

std::string trim(const std::string& s) {
    size_t a = 0, b = s.size();
    while (a < b && (s[a] == ' ' || s[a] == '\t' || s[a] == '\r')) ++a;
    while (b > a && (s[b - 1] == ' ' || s[b - 1] == '\t' || s[b - 1] == '\r')) --b;
    return s.substr(a, b - a);
}

std::vector<std::string> split(const std::string& s, char sep) {
    std::vector<std::string> out;
    std::string cur;
    for (char c : s) {
        if (c == sep)
            out.push_back(trim(cur)), cur.clear();
        else
            cur += c;
    }
    out.push_back(trim(cur));
    return out;
}

// The suit mark in the corners of a face whose symbol is not a suit (action cards).
char32_t cornerMark(Style s) {
    return s == Style::Red ? U'\u2665' : U'\u2660';
} // ♥ / ♠

// Where in cards.txt a face is read, for the message that says what is wrong there.
struct CardsLine {
    const std::string& path;
    int number;
    [[noreturn]] void fail(const std::string& msg) const {
        die(path + ":" + std::to_string(number) + ": " + msg);
    }
};

// A field's text, every character of it one the font can draw.
std::u32string fieldText(const CardsLine& at, const Font& font, const std::string& s,
                         const char* field) {
    std::u32string u;
    if (!decodeUtf8(s, u)) at.fail(std::string("invalid UTF-8 in the ") + field);
    for (char32_t cp : u) {
        if (!font.has(cp)) {
            char hexcp[16];
            std::snprintf(hexcp, sizeof hexcp, "U+%04X", unsigned(cp));
            at.fail(std::string("the font has no glyph for ") + hexcp + " '" + encodeUtf8(cp) +
                    "' (in the " + field + "); pick another symbol");
        }
    }
    return u;
}

// An id of letters, digits, '.', '_' and '-', used once; `seen` holds each id's line.
void checkId(const CardsLine& at, const std::string& id, std::map<std::string, int>& seen) {
    if (id.empty()) at.fail("empty id");
    for (char c : id)
        if (!(std::isalnum(static_cast<unsigned char>(c)) || c == '.' || c == '_' || c == '-'))
            at.fail("id '" + id + "' may only use letters, digits, '.', '_' and '-'");
    auto dup = seen.find(id);
    if (dup != seen.end())
        at.fail("duplicate id '" + id + "' (first at line " + std::to_string(dup->second) + ")");
    seen[id] = at.number;
}

// The colour field into the face's style (and a paper's colour).
void readColour(const CardsLine& at, const std::string& colour, Face& face) {
    if (colour == "red")
        face.style = Style::Red;
    else if (colour == "black")
        face.style = Style::Black;
    else if (colour == "back")
        face.style = Style::Back;
    else if (colour == "slot")
        face.style = Style::Slot;
    else if (parseHex(colour, face.paper))
        face.style = Style::Paper;
    else
        at.fail("unknown colour '" + colour + "' (use red, black, back, slot or #RRGGBB)");
}

// The symbol's glyph groups, parted by spaces and tabs.
std::vector<std::u32string> glyphGroups(const std::u32string& sym) {
    std::vector<std::u32string> groups;
    std::u32string group;
    for (char32_t cp : sym) {
        if (cp == ' ' || cp == '\t') {
            if (!group.empty()) groups.push_back(group), group.clear();
        } else {
            group.push_back(cp);
        }
    }
    if (!group.empty()) groups.push_back(group);
    return groups;
}

// A line 'id | big text | symbol | colour | caption', trimmed, as a face.
Face parseFace(const CardsLine& at, const std::string& t, const Font& font,
               std::map<std::string, int>& seen) {
    std::vector<std::string> f = split(t, '|');
    if (f.size() != 5)
        at.fail("expected 5 fields 'id | big text | symbol | colour | caption', found " +
                std::to_string(f.size()));
    Face face;
    face.line = at.number;
    face.id = f[0];
    checkId(at, face.id, seen);
    readColour(at, f[3], face);
    face.big = fieldText(at, font, f[1], "big text");
    face.caption = fieldText(at, font, f[4], "caption");
    face.symbol = glyphGroups(fieldText(at, font, f[2], "symbol"));
    bool coloured =
        face.style == Style::Red || face.style == Style::Black || face.style == Style::Paper;
    if (coloured && face.big.empty()) at.fail("a red or black face needs a big text");
    if (coloured && face.symbol.empty())
        at.fail("a red or black face needs a symbol (colour must never be the only cue)");
    if (coloured && !font.has(cornerMark(face.style)))
        at.fail("the font has no suit mark for the corners");
    return face;
}

std::vector<Face> parseCards(const std::string& path, const Font& font) {
    std::ifstream in(path, std::ios::binary);
    if (!in) die(path + ": cannot open");
    std::vector<Face> faces;
    std::map<std::string, int> seen;
    std::string line;
    int lineNo = 0;
    while (std::getline(in, line)) {
        ++lineNo;
        if (lineNo == 1 && line.compare(0, 3, "\xEF\xBB\xBF") == 0) line.erase(0, 3);
        std::string t = trim(line);
        if (t.empty() || t[0] == '#') continue;
        faces.push_back(parseFace(CardsLine{path, lineNo}, t, font, seen));
    }
    if (faces.empty()) die(path + ": no faces");
    return faces;
}

// ---------------------------------------------------------------------------------------------
// The faces.
const float kX0 = kCardInset, kY0 = kCardInset, kX1 = kCellW - kCardInset,
            kY1 = kCellH - kCardInset;

void drawBlank(Layer& L, Rgb paper = kFace) {
    L.bleed = kEdge;
    L.paint(paper, 1.0f, [](float x, float y) {
        return cover(sdRoundRect(x, y, kX0, kY0, kX1, kY1, kCardRadius));
    });
    L.paint(kEdge, 1.0f, [](float x, float y) {
        float d = sdRoundRect(x, y, kX0, kY0, kX1, kY1, kCardRadius);
        return std::min(cover(d), 1.0f - cover(d + kBorder));
    });
}

// Value over suit mark, at the top-left corner and upside down at the bottom-right.
void drawIndex(Layer& L, const Font& font, const std::u32string& value, const std::u32string& mark,
               Rgb ink) {
    const float colX = 27.0f, top = 15.0f, capPx = 31.0f, maxW = 38.0f;
    TextStyle vs;
    vs.bold = 1.4f;
    vs.track = -0.04f;
    vs.minSqueeze = 0.72f;
    Mask v = font.fit(value, font.capScale(capPx), maxW, 40.0f, vs);
    TextStyle ms;
    ms.bold = 0.6f;
    Mask s = font.fit(mark, 1.0f, 28.0f, 27.0f, ms);
    int vx, vy, sx, sy;
    centreOf(v, colX, 0, vx, vy);
    vy = roundi(top + capPx - v.baseY); // capitals' tops at `top`, baselines aligned
    centreOf(s, colX, top + capPx + 6.0f + float(s.h) * 0.5f, sx, sy);
    for (bool flip : {false, true}) {
        drawMask(L, v, vx, vy, ink, 1.0f, flip);
        drawMask(L, s, sx, sy, ink, 1.0f, flip);
    }
}

// Stacks the symbol's glyph groups to fit a box centred at (cx,cy).
void drawSymbol(Layer& L, const Font& font, const std::vector<std::u32string>& groups, float cx,
                float cy, float maxW, float maxH, Rgb ink, float bold, float alpha = 1.0f) {
    if (groups.empty()) return;
    TextStyle st;
    st.bold = bold;
    // Stacked groups overlap a little: an arrow's tail dips into the tray under it.
    const float gap = -maxH * 0.10f;
    float totalH = 0, maxGW = 0;
    for (const auto& g : groups) {
        Font::Box b = font.measure(g, st, 1.0f);
        totalH += b.h();
        maxGW = std::max(maxGW, b.w());
    }
    if (totalH <= 0.0f || maxGW <= 0.0f) return; // only blank glyphs
    float n = float(groups.size());
    float scale = std::min((maxH - gap * (n - 1.0f) - 2.0f * bold * n) / totalH,
                           (maxW - 2.0f * bold) / maxGW);
    std::vector<Mask> ms;
    float h = gap * (n - 1.0f);
    for (const auto& g : groups) {
        // Light glyphs (thin arrows, the tray) get the full fake bold, dense ones (the fisheye,
        // the crown) little, so their inner gaps stay open.
        TextStyle own = st;
        Mask plain = font.render(g, scale, 1.0f, TextStyle{});
        float ink = 0;
        for (float a : plain.a) ink += a;
        float fill = ink / float(std::max(1, plain.w * plain.h));
        own.bold = bold * clamp01((0.52f - fill) / 0.16f);
        ms.push_back(font.render(g, scale, 1.0f, own));
        h += float(ms.back().h);
    }
    float y = cy - h * 0.5f;
    for (const Mask& m : ms) {
        int x, yy;
        centreOf(m, cx, y + float(m.h) * 0.5f, x, yy);
        drawMask(L, m, x, yy, ink, alpha);
        y += float(m.h) + gap;
    }
}

void drawNumber(Layer& L, const Font& font, const Face& f, Rgb ink) {
    drawBlank(L, f.style == Style::Paper ? f.paper : kFace);
    drawIndex(L, font, f.big, f.symbol[0], ink);
    // A paper face's caption (a word: Tschak!'s gear) takes the bottom; the value and the mark
    // move up and shrink a little to leave it room.
    const bool word = !f.caption.empty();
    // The value, huge, a little above the centre; the suit mark under it.
    const float capPx = word ? 92.0f : 104.0f;
    TextStyle st;
    st.bold = 3.6f;
    st.track = -0.05f;
    st.minSqueeze = 0.8f;
    Mask v = font.fit(f.big, font.capScale(capPx), 116.0f, 130.0f, st);
    int x, y;
    centreOf(v, kCellW * 0.5f, 0, x, y);
    const float baseline = word ? 142.0f : 124.0f + capPx * 0.5f;
    // A descender (J, Q) lifts the value a little, to leave room for the mark.
    float descent = float(v.h) - v.baseY - st.bold;
    y = roundi(baseline - v.baseY - std::min(std::max(descent, 0.0f) * 0.5f, 10.0f));
    drawMask(L, v, x, y, ink);
    // The mark fills 192..242 (152..196 over a caption), or what a descender (J, Q) leaves.
    const float markTop = word ? 152.0f : 192.0f, markBottom = word ? 196.0f : 242.0f;
    const float top = std::max(markTop, float(y + v.h) + 5.0f),
                h = std::max(30.0f, markBottom - top);
    drawSymbol(L, font, f.symbol, kCellW * 0.5f, top + h * 0.5f, h * 1.3f, h, ink, 0.6f);
    if (!word) return;
    // 96 px wide: clear of the upside-down index in the bottom-right corner.
    L.caption = {true, kCellW * 0.5f, 236.0f, 96.0f, 26.0f, ink};
}

void drawAction(Layer& L, const Font& font, const Face& f, Rgb ink) {
    drawBlank(L);
    drawIndex(L, font, f.big, std::u32string(1, cornerMark(f.style)), ink);
    const float cx = kCellW * 0.5f, cy = 106.0f, radius = 63.0f;
    // A soft tinted disc marks action cards apart from number cards at a glance.
    L.paint(ink, 0.11f, [&](float x, float y) { return cover(sdCircle(x, y, cx, cy, radius)); });
    L.paint(ink, 0.35f, [&](float x, float y) {
        float d = sdCircle(x, y, cx, cy, radius);
        return std::min(cover(d), 1.0f - cover(d + 2.0f));
    });
    drawSymbol(L, font, f.symbol, cx, cy, 100.0f, 92.0f, ink, 2.8f);
    const float capPx = 20.0f;
    L.caption = {true, cx, cy + radius + 8.0f + capPx, 112.0f, capPx, ink};
}

void drawBack(Layer& L, const Font& font, const Face& f) {
    L.bleed = kEdge;
    drawBlank(L);
    const float in = 10.0f, ix0 = kX0 + in, iy0 = kY0 + in, ix1 = kX1 - in, iy1 = kY1 - in;
    const float r = kCardRadius - in * 0.6f, cx = kCellW * 0.5f, cy = kCellH * 0.5f;
    const float period = 26.0f, invSqrt2 = 0.70710678f;
    auto inside = [=](float x, float y) { return cover(sdRoundRect(x, y, ix0, iy0, ix1, iy1, r)); };
    for (int py = 0; py < L.h; ++py)
        for (int px = 0; px < L.w; ++px) {
            float x = float(px) + 0.5f, y = float(py) + 0.5f;
            float a = inside(x, y);
            if (a <= 0.0f) continue;
            L.over(px, py, mix(kBackTop, kBackBottom, y / float(kCellH)), a);
            // Diamond lattice: lines x+y = k*period and x-y = k*period, a dot in each diamond.
            float u = (x - cx + y - cy) / period, v = (x - cx - (y - cy)) / period;
            float fu = u - std::floor(u), fv = v - std::floor(v);
            float du = std::min(fu, 1.0f - fu) * period * invSqrt2;
            float dv = std::min(fv, 1.0f - fv) * period * invSqrt2;
            float line = cover(std::min(du, dv) - 0.8f);
            float ou = (fu - 0.5f) * period * invSqrt2, ov = (fv - 0.5f) * period * invSqrt2;
            float dot = cover(std::sqrt(ou * ou + ov * ov) - 2.6f);
            // The pattern fades out around the emblem.
            float fade = clamp01((sdCircle(x, y, cx, cy, 58.0f)) / 14.0f);
            L.over(px, py, kBackLine, a * fade * 0.45f * line);
            L.over(px, py, kCream, a * fade * 0.30f * dot);
        }
    // Inner frame line.
    L.paint(kCream, 0.75f, [=](float x, float y) {
        float d = sdRoundRect(x, y, ix0 + 7, iy0 + 7, ix1 - 7, iy1 - 7, r - 4);
        return std::min(cover(d), 1.0f - cover(d + 1.6f));
    });
    // Emblem: a medallion with the word and the symbol.
    L.paint(kBackBottom, 1.0f, [=](float x, float y) { return cover(sdCircle(x, y, cx, cy, 50)); });
    L.paint(kCream, 1.0f, [=](float x, float y) {
        float d = sdCircle(x, y, cx, cy, 50);
        return std::min(cover(d), 1.0f - cover(d + 3.0f));
    });
    L.paint(kCream, 0.6f, [=](float x, float y) {
        float d = sdCircle(x, y, cx, cy, 44);
        return std::min(cover(d), 1.0f - cover(d + 1.2f));
    });
    float textY = cy + 9.5f;
    if (!f.symbol.empty()) {
        drawSymbol(L, font, f.symbol, cx, cy - 19.0f, 34.0f, 20.0f, kCream, 0.5f);
        textY = cy + 19.0f;
    }
    if (!f.big.empty()) {
        TextStyle st;
        st.bold = 1.3f;
        st.track = 0.06f;
        Mask m = font.fit(f.big, font.capScale(19.0f), 70.0f, 30.0f, st);
        int x, y;
        centreOf(m, cx, 0, x, y);
        y = roundi(textY - m.baseY);
        drawMask(L, m, x, y, kCream);
    }
}

// Dashed outline of an empty place: straight edges dashed, corners solid.
void drawSlot(Layer& L, const Font& font, const Face& f) {
    L.bleed = kWhite;
    const float x0 = kX0 + 2, y0 = kY0 + 2, x1 = kX1 - 2, y1 = kY1 - 2, r = kCardRadius - 2;
    const float stroke = 3.2f, dash0 = 14.0f, gap0 = 9.0f;
    L.paint(kWhite, 0.10f,
            [=](float x, float y) { return cover(sdRoundRect(x, y, x0, y0, x1, y1, r)); });
    auto dashCover = [=](float t, float len) {
        int n = std::max(1, roundi((len + gap0) / (dash0 + gap0)));
        float k = len / (float(n) * dash0 + float(n - 1) * gap0);
        float dash = dash0 * k, gap = gap0 * k, period = dash + gap;
        float m = t - std::floor(t / period) * period;
        if (m < dash) return clamp01(std::min(m, dash - m) + 0.5f);
        return clamp01(0.5f - std::min(m - dash, period - m));
    };
    const float cx = (x0 + x1) * 0.5f, cy = (y0 + y1) * 0.5f;
    const float hx = (x1 - x0) * 0.5f - r, hy = (y1 - y0) * 0.5f - r;
    L.paint(kWhite, 0.7f, [=](float x, float y) {
        float d = sdRoundRect(x, y, x0, y0, x1, y1, r);
        float ring = std::min(cover(d), 1.0f - cover(d + stroke));
        if (ring <= 0.0f) return 0.0f;
        float qx = std::fabs(x - cx) - hx, qy = std::fabs(y - cy) - hy;
        if (qx > 0.0f && qy > 0.0f) return ring;                   // corner arc: solid
        if (qx > qy) return ring * dashCover(y - cy + hy, 2 * hy); // left or right edge
        return ring * dashCover(x - cx + hx, 2 * hx);              // top or bottom edge
    });
    if (!f.symbol.empty())
        drawSymbol(L, font, f.symbol, cx, cy - 8.0f, 70.0f, 60.0f, kWhite, 0.8f, 0.55f);
    if (!f.big.empty() || !f.caption.empty()) {
        TextStyle st;
        st.bold = 0.8f;
        Mask m = font.fit(f.caption.empty() ? f.big : f.caption, font.capScale(20.0f), 150.0f,
                          30.0f, st);
        int x, y;
        centreOf(m, cx, 0, x, y);
        y = roundi((f.symbol.empty() ? cy + 10.0f : cy + 52.0f) - m.baseY);
        drawMask(L, m, x, y, kWhite, 0.6f);
    }
}

void drawFace(Layer& L, const Font& font, const Face& f) {
    switch (f.style) {
    case Style::Red:
    case Style::Black: {
        Rgb ink = f.style == Style::Red ? kRed : kBlack;
        if (f.caption.empty())
            drawNumber(L, font, f, ink);
        else
            drawAction(L, font, f, ink);
        break;
    }
    case Style::Back:
        drawBack(L, font, f);
        break;
    case Style::Slot:
        drawSlot(L, font, f);
        break;
    case Style::Paper:
        drawNumber(L, font, f, inkOn(f.paper));
        break;
    }
}

uint8_t toByte(float v) {
    return uint8_t(std::floor(clamp01(v) * 255.0f + 0.5f));
}

// A face's caption for the atlas index: "id": {"word": "Peek", "box": [centre x, baseline,
// widest, capital height], "ink": "#RRGGBB"}, in the cell's pixels.
std::string captionJson(const Face& f, const Layer& L) {
    std::string word;
    for (char32_t c : f.caption) word += encodeUtf8(c);
    const CaptionBox& b = L.caption;
    char ink[8];
    std::snprintf(ink, sizeof ink, "#%02X%02X%02X", toByte(b.ink.r), toByte(b.ink.g),
                  toByte(b.ink.b));
    return "\"" + f.id + "\":{\"word\":\"" + word + "\",\"box\":[" + std::to_string(roundi(b.cx)) +
           "," + std::to_string(roundi(b.baseline)) + "," + std::to_string(roundi(b.max_w)) + "," +
           std::to_string(roundi(b.cap)) + "],\"ink\":\"" + ink + "\"}";
}

// ---------------------------------------------------------------------------------------------
int run(int argc, char** argv) {
    if (argc != 5) {
        std::fprintf(stderr, "usage: atlasgen CARDS.txt FONT.ttf OUT.png OUT.json\n");
        return 2;
    }
    const std::string cardsPath = argv[1], fontPath = argv[2], pngPath = argv[3],
                      jsonPath = argv[4];
    Font font(fontPath);
    std::vector<Face> faces = parseCards(cardsPath, font);

    // The narrowest power-of-two width whose grid stays within kMaxSide in height, preferring
    // the smallest area.
    const int slotW = kCellW + kGutter, slotH = kCellH + kGutter, n = int(faces.size());
    int width = 0, height = 0, cols = 0;
    long bestArea = 0;
    for (int w = 256; w <= kMaxSide; w *= 2) {
        int c = w / slotW;
        if (c < 1) continue;
        int rows = (n + c - 1) / c;
        int h = rows * slotH;
        if (h > kMaxSide) continue;
        long area = long(w) * h;
        if (width == 0 || area < bestArea) width = w, height = h, cols = c, bestArea = area;
    }
    if (width == 0)
        die(cardsPath + ": " + std::to_string(n) + " faces do not fit in a " +
            std::to_string(kMaxSide) + "x" + std::to_string(kMaxSide) + " atlas");

    std::vector<uint8_t> img(size_t(width) * height * 4, 0);
    std::ostringstream json, captions;
    json << "{\"kind\":\"atlas\",\"version\":1,\"data\":{\"width\":" << width
         << ",\"height\":" << height << ",\"cell_w\":" << kCellW << ",\"cell_h\":" << kCellH
         << ",\"faces\":{";
    for (int i = 0; i < n; ++i) {
        const Face& f = faces[size_t(i)];
        Layer L;
        drawFace(L, font, f);
        int ox = (i % cols) * slotW + kGutter / 2, oy = (i / cols) * slotH + kGutter / 2;
        for (int y = 0; y < kCellH; ++y)
            for (int x = 0; x < kCellW; ++x) {
                const float* p = &L.px[(size_t(y) * kCellW + x) * 4];
                uint8_t* q = &img[(size_t(oy + y) * width + ox + x) * 4];
                uint8_t a = toByte(p[3]);
                Rgb c = a == 0 ? L.bleed : Rgb{p[0] / p[3], p[1] / p[3], p[2] / p[3]};
                q[0] = toByte(c.r), q[1] = toByte(c.g), q[2] = toByte(c.b), q[3] = a;
            }
        json << (i ? ",\n" : "\n") << "\"" << f.id << "\":[" << ox << "," << oy << "," << kCellW
             << "," << kCellH << "]";
        if (L.caption.has) captions << (captions.tellp() > 0 ? ",\n" : "\n") << captionJson(f, L);
    }
    json << "\n},\"captions\":{" << captions.str() << "\n}}}\n";

    stbi_write_png_compression_level = 9;
    if (!stbi_write_png(pngPath.c_str(), width, height, 4, img.data(), width * 4))
        die(pngPath + ": cannot write the PNG");
    std::ofstream out(jsonPath, std::ios::binary);
    out << json.str();
    out.close();
    if (!out) die(jsonPath + ": cannot write");
    std::printf("atlasgen: %d faces, %dx%d atlas -> %s, %s\n", n, width, height, pngPath.c_str(),
                jsonPath.c_str());
    return 0;
}

} // namespace

int main(int argc, char** argv) {
    return run(argc, argv);
}
