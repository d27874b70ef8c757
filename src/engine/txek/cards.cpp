// The Txek deck as data (table rules, "Deck") and the two card relations the rules use.
#include "engine/txek/txek.h"

namespace txek {

std::vector<DeckEntry> standard_deck() {
    std::vector<DeckEntry> deck;
    for (Colour c : {Colour::Red, Colour::Black}) {
        for (int n = 1; n <= 10; ++n)
            deck.push_back({Face{Kind::Number, std::uint8_t(n), c, std::uint8_t(n)}, 2});
        deck.push_back({Face{Kind::Peek, 0, c, 10}, 2});
        deck.push_back({Face{Kind::Exchange, 0, c, 10}, 2});
        deck.push_back({Face{Kind::Hand, 0, c, 15}, 2});
        deck.push_back({Face{Kind::Down, 0, c, 15}, 2});
        // Crowns: red is worth 0, black 20 (table rules).
        deck.push_back({Face{Kind::Crown, 0, c, std::uint8_t(c == Colour::Red ? 0 : 20)}, 2});
    }
    return deck;
}

std::vector<Face> deck_faces(std::uint32_t variant) {
    std::vector<Face> faces;
    for (const DeckEntry& e : standard_deck()) {
        // Beginners' variant (seed, clarifications): the Down cards are withdrawn.
        if ((variant & kBeginners) && e.face.kind == Kind::Down) continue;
        for (int i = 0; i < e.copies; ++i) faces.push_back(e.face);
    }
    return faces;
}

bool is_action(Face f) {
    return f.kind == Kind::Peek || f.kind == Kind::Exchange || f.kind == Kind::Hand ||
           f.kind == Kind::Down;
}

bool matches(Face a, Face b) {
    return a.kind == b.kind && (a.kind != Kind::Number || a.number == b.number);
}

bool identical(Face a, Face b) { return matches(a, b) && a.colour == b.colour; }

const char* kind_name(Kind k) {
    switch (k) {
    case Kind::Number: return "Number";
    case Kind::Peek: return "Peek";
    case Kind::Exchange: return "Exchange";
    case Kind::Hand: return "Hand";
    case Kind::Down: return "Down";
    case Kind::Crown: return "Crown";
    }
    return "?";
}

namespace {
const char* kind_code(Kind k) {
    switch (k) {
    case Kind::Peek: return "peek";
    case Kind::Exchange: return "exchange";
    case Kind::Hand: return "hand";
    case Kind::Down: return "down";
    case Kind::Crown: return "crown";
    case Kind::Number: break;
    }
    return "";
}
}  // namespace

std::string face_code(Face f) {
    std::string s(1, f.colour == Colour::Red ? 'r' : 'b');
    if (f.kind == Kind::Number) return s + std::to_string(f.number);
    return s + kind_code(f.kind);
}

std::optional<Face> face_from_code(const std::string& code) {
    for (const DeckEntry& e : standard_deck())
        if (face_code(e.face) == code) return e.face;
    return std::nullopt;
}

}  // namespace txek
