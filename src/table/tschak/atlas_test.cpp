// Tschak!'s card atlas source (assets/tschak_cards.txt) against the engine's codes: every
// adventurer and keep card has its face, each type its own paper and symbol (colour is never the
// only cue: not everyone tells colours apart), and the gear is written on the card (README,
// "Adventurers").
#include "engine/tschak/tschak.h"

#include "source_files.h"

#include <catch2/catch.hpp>

#include <fstream>
#include <map>
#include <set>
#include <sstream>
#include <string>
#include <vector>

namespace {

struct FaceLine {
    std::string big, symbol, colour, caption;
};

std::string trim(const std::string& s) {
    const auto b = s.find_first_not_of(" \t\r");
    const auto e = s.find_last_not_of(" \t\r");
    return b == std::string::npos ? "" : s.substr(b, e - b + 1);
}

// id -> fields, as atlasgen reads them (assets/README.md: "id | big | symbol | colour | caption").
std::map<std::string, FaceLine> read_faces() {
    std::ifstream in(source_files::root() + "/assets/tschak_cards.txt");
    REQUIRE(in);
    std::map<std::string, FaceLine> out;
    std::string line;
    while (std::getline(in, line)) {
        if (trim(line).empty() || trim(line)[0] == '#') continue;
        std::vector<std::string> f;
        std::stringstream ss(line);
        for (std::string part; std::getline(ss, part, '|');) f.push_back(trim(part));
        while (f.size() < 5) f.push_back("");
        out[f[0]] = {f[1], f[2], f[3], f[4]};
    }
    return out;
}

const char* gear_word(tschak::CardId c) {
    if (tschak::is_chameleon(c)) return "copy";
    switch (tschak::gear_of(c)) {
    case tschak::Gear::Wand:
        return "wand";
    case tschak::Gear::Axe:
        return "axe";
    case tschak::Gear::Bare:
        return "bare";
    case tschak::Gear::Plain:
        return "";
    }
    return "?";
}

} // namespace

TEST_CASE("tschak faces (assets/tschak_cards.txt, README Adventurers and Keep cards): a face for "
          "every card code, a paper and symbol a type, the gear written on the card") {
    const std::map<std::string, FaceLine> faces = read_faces();
    std::map<tschak::Type, std::set<std::string>> papers, symbols;
    for (tschak::CardId c = 0; c < tschak::kAdventurers; ++c) {
        const std::string id = "tschak." + tschak::card_code(c);
        INFO(id);
        const auto it = faces.find(id);
        REQUIRE(it != faces.end());
        const FaceLine& f = it->second;
        papers[tschak::type_of(c)].insert(f.colour);
        symbols[tschak::type_of(c)].insert(f.symbol);
        CHECK(f.caption == gear_word(c));
        const int value = tschak::printed_value(c);
        if (value > 0) CHECK(f.big == std::to_string(value));
    }
    // One paper and one symbol a type, and no two types alike in either.
    std::set<std::string> all_papers, all_symbols;
    for (const auto& [type, set] : papers) {
        CHECK(set.size() == 1);
        all_papers.insert(*set.begin());
    }
    for (const auto& [type, set] : symbols) {
        CHECK(set.size() == 1);
        all_symbols.insert(*set.begin());
    }
    CHECK(all_papers ==
          std::set<std::string>{"#0072B2", "#009E73", "#D55E00", "#CC79A7"}); // Okabe-Ito
    CHECK(all_symbols.size() == std::size_t(tschak::kTypes));

    for (int k = 0; k < tschak::kKeepCards; ++k) {
        const std::string id = "tschak.k." + tschak::keep_code(tschak::KeepId(k));
        INFO(id);
        CHECK(faces.count(id) == 1);
    }
    for (const char* id : {"tschak.back", "tschak.k.back", "back", "slot"}) CHECK(faces.count(id));
}
