// A game's rules screen, shared by every game (txek/rules_help.cpp, checks/rules_help.cpp): the
// rules in our own words as data, in short sections a player can scan on a phone, with real
// cards from the atlas. Every paragraph says whether it retells the printed rules or is Txek
// Table's reconstruction; a reconstructed one carries a gold "table rule" tag, explained by a
// legend at the top. Keep printed and reconstructed details in separate paragraphs.
#pragma once
#include "table/atlas.h"
#include "table/theme.h"

#include <cstddef>

namespace table::rules {

enum class Look : unsigned char {
    Text,        // a paragraph
    Bullet,      // a bulleted paragraph
    Note,        // indented under the bullet above it
    Cards,       // a row of cards (figure: space-separated codes); `text` when it cannot be drawn
    CardsBeside, // cards on the left, the text on their right
    Key,         // a keyboard key (figure) and what it does
    Drawing,     // drawn by the game's own function (`draw`), given the panel's inner width
};

struct Para {
    Look look;
    bool reconstructed;
    const char* text;   // for Cards: what to show instead when the atlas lacks a face (or null)
    const char* figure; // card codes for Cards / CardsBeside, the key's name for Key
    void (*draw)(float width) = nullptr; // for Drawing: draws at the cursor, advancing it
};

// P: printed rule; R: reconstruction (tagged). B: bulleted; N: a note under a bullet.
constexpr Para P(const char* t) {
    return {Look::Text, false, t, nullptr};
}
constexpr Para R(const char* t) {
    return {Look::Text, true, t, nullptr};
}
constexpr Para PB(const char* t) {
    return {Look::Bullet, false, t, nullptr};
}
constexpr Para RB(const char* t) {
    return {Look::Bullet, true, t, nullptr};
}
constexpr Para PN(const char* t) {
    return {Look::Note, false, t, nullptr};
}
constexpr Para RN(const char* t) {
    return {Look::Note, true, t, nullptr};
}
constexpr Para Cards(const char* codes, const char* instead = nullptr) {
    return {Look::Cards, false, instead, codes};
}
constexpr Para Beside(const char* codes, bool reconstructed, const char* t) {
    return {Look::CardsBeside, reconstructed, t, codes};
}
constexpr Para Key(const char* key, const char* t) {
    return {Look::Key, false, t, key};
}
// A figure no atlas holds (CHECK!'s order cards as the table draws them).
constexpr Para Drawing(void (*draw)(float width), bool reconstructed = false) {
    return {Look::Drawing, reconstructed, nullptr, nullptr, draw};
}

struct Section {
    const char* title;
    const Para* paras;
    std::size_t count;
};
template <std::size_t N> constexpr Section S(const char* title, const Para (&paras)[N]) {
    return {title, paras, N};
}

struct Page {
    const char* title;       // "Txek rules"
    const char* subtitle;    // under the title, dimmed
    const char* card_prefix; // atlas ids are prefix + code: "txek.", "std."
    const char* legend;      // what the tag means
    const char* legend_note; // dimmed, under it: where the marked details come from
    const Section* sections;
    std::size_t count;
};

// Draws the page in a centred column; true when the player pressed Back (targets "back" at the
// top, "back_end" at the bottom). Escape is the caller's.
bool DrawPage(const Fonts& fonts, const Atlas& atlas, const Page& page);

} // namespace table::rules
