// Tschak!'s cards, teams and action codes (README, "Adventurers", "Keep cards", "Team values",
// "Ties", "Loot").
#include "engine/tschak/tschak.h"

#include <algorithm>
#include <sstream>

namespace tschak {

// ---- Adventurers ------------------------------------------------------------------------------

Type type_of(CardId c) {
    if (c < 12) return Type::Wizard;
    if (c < 24) return Type::Warrior;
    if (c < 36) return Type::Dwarf;
    return Type::Artefact;
}

bool is_chameleon(CardId c) {
    return c < 4;
}

int printed_value(CardId c) {
    if (c < 4) return 0;
    if (c < 12) return 2 + (c - 4) / 2;
    if (c < 24) return 1 + (c - 12) / 2;
    if (c < 36) return 1 + (c - 24) / 3;
    return 0;
}

Gear gear_of(CardId c) {
    if (c < 4 || c >= 36) return Gear::Plain;
    if (c < 12) return (c - 4) % 2 == 0 ? Gear::Wand : Gear::Plain;
    if (c < 24) return (c - 12) % 2 == 0 ? Gear::Axe : Gear::Plain;
    static const Gear dwarf[3] = {Gear::Axe, Gear::Plain, Gear::Bare};
    return dwarf[(c - 24) % 3];
}

std::string card_code(CardId c) {
    if (c < 4) return "C" + std::to_string(c + 1);
    if (c >= 36) return "A" + std::to_string(c - 35);
    static const char letters[] = {'W', 'F', 'D'};
    std::string code = std::string(1, letters[int(type_of(c))]) + std::to_string(printed_value(c));
    switch (gear_of(c)) {
    case Gear::Wand:
        return code + "w";
    case Gear::Axe:
        return code + "a";
    case Gear::Bare:
        return code + "b";
    case Gear::Plain:
        return code;
    }
    return code;
}

std::optional<CardId> parse_card(const std::string& code) {
    for (int c = 0; c < kAdventurers; ++c)
        if (card_code(CardId(c)) == code) return CardId(c);
    return std::nullopt;
}

// ---- Keep cards -------------------------------------------------------------------------------

KeepKind keep_kind(KeepId k) {
    if (k < 8) return KeepKind::Creature;
    if (k < 14) return KeepKind::Troglodyte;
    if (k < 18) return KeepKind::Chest;
    if (k < 20) return KeepKind::CursedChest;
    if (k < 26) return KeepKind::Ring;
    return k == 26 ? KeepKind::Trophy : KeepKind::Elixir;
}

bool is_monster(KeepId k) {
    return k < kMonsters;
}

int keep_points(KeepId k) {
    switch (keep_kind(k)) {
    case KeepKind::Creature:
        return -(1 + k / 2);
    case KeepKind::Chest:
        return 2 + (k - 14);
    case KeepKind::CursedChest:
        return -(1 + (k - 18));
    default:
        return 0;
    }
}

std::string keep_code(KeepId k) {
    switch (keep_kind(k)) {
    case KeepKind::Creature:
        return "M" + std::to_string(-keep_points(k));
    case KeepKind::Troglodyte:
        return "T";
    case KeepKind::Chest:
        return "G" + std::to_string(keep_points(k));
    case KeepKind::CursedChest:
        return "X" + std::to_string(-keep_points(k));
    case KeepKind::Ring:
        return "R";
    case KeepKind::Trophy:
        return "P";
    case KeepKind::Elixir:
        return "E";
    }
    return "?";
}

// ---- Teams ------------------------------------------------------------------------------------

bool valid_team_so_far(const std::vector<CardId>& cards) {
    std::array<int, kTypes> of_type{};
    for (CardId c : cards) {
        if (c >= kAdventurers || ++of_type[std::size_t(type_of(c))] > 1) return false;
    }
    return cards.size() <= std::size_t(kTeamSize);
}

TeamValue team_value(const std::vector<std::vector<CardId>>& teams, int self) {
    // README, "Team values": a Chameleon copies the strongest numbered wizard of the others.
    int strongest_other_wizard = 0;
    for (std::size_t t = 0; t < teams.size(); ++t) {
        if (int(t) == self) continue;
        for (CardId c : teams[t])
            if (type_of(c) == Type::Wizard)
                strongest_other_wizard = std::max(strongest_other_wizard, printed_value(c));
    }
    TeamValue tv;
    bool artefact = false;
    int weakest = -1, weakest_value = 0;
    for (CardId c : teams[std::size_t(self)]) {
        if (type_of(c) == Type::Artefact) {
            artefact = true;
            continue;
        }
        int value = printed_value(c);
        if (is_chameleon(c)) value = tv.chameleon = strongest_other_wizard;
        tv.value += value;
        if (weakest < 0 || value < weakest_value) weakest = c, weakest_value = value;
    }
    // The artefact doubles the weakest character (README, "Team values").
    if (artefact && weakest >= 0) {
        tv.value += weakest_value;
        tv.doubled = weakest;
    }
    return tv;
}

namespace {

// A card's rank within its type for the tie order (README, "Ties"): the printed value, then the
// gear; a Chameleon below every numbered wizard; 0 when the team has no card of the type.
int tie_rank(const std::vector<CardId>& team, Type type) {
    for (CardId c : team) {
        if (type_of(c) != type) continue;
        if (is_chameleon(c)) return 1;
        const int gear = gear_of(c) == Gear::Axe || gear_of(c) == Gear::Wand ? 2
                         : gear_of(c) == Gear::Plain                         ? 1
                                                                             : 0;
        return 2 + printed_value(c) * 3 + gear;
    }
    return 0;
}

} // namespace

int compare_ties(const std::vector<CardId>& a, const std::vector<CardId>& b) {
    for (Type t : {Type::Wizard, Type::Warrior, Type::Dwarf}) {
        const int ra = tie_rank(a, t), rb = tie_rank(b, t);
        if (ra != rb) return ra > rb ? 1 : -1;
    }
    return 0;
}

std::optional<Type> tie_decider(const std::vector<CardId>& a, const std::vector<CardId>& b) {
    for (Type t : {Type::Wizard, Type::Warrior, Type::Dwarf})
        if (tie_rank(a, t) != tie_rank(b, t)) return t;
    return std::nullopt;
}

int loot_rank(CardId c) {
    if (is_chameleon(c) || type_of(c) == Type::Artefact) return -1;
    // The value first, then the tie order's types and gear (README, "Loot").
    const int type_order = type_of(c) == Type::Wizard ? 2 : type_of(c) == Type::Warrior ? 1 : 0;
    const int gear = gear_of(c) == Gear::Axe || gear_of(c) == Gear::Wand ? 2
                     : gear_of(c) == Gear::Plain                         ? 1
                                                                         : 0;
    return printed_value(c) * 9 + type_order * 3 + gear;
}

// ---- Actions ----------------------------------------------------------------------------------

Action Action::choose(std::vector<CardId> cards) {
    std::sort(cards.begin(), cards.end());
    return Action{std::move(cards)};
}

std::uint32_t Action::encode() const {
    std::uint32_t code = std::uint32_t(cards.size()) << 18;
    for (std::size_t i = 0; i < cards.size() && i < 3; ++i)
        code |= std::uint32_t(cards[i]) << (6 * i);
    return code;
}

std::optional<Action> Action::decode(std::uint32_t code) {
    const std::uint32_t count = code >> 18;
    if (count < 1 || count > 3) return std::nullopt;
    std::vector<CardId> cards;
    for (std::uint32_t i = 0; i < 3; ++i) {
        const std::uint32_t c = (code >> (6 * i)) & 63;
        if (i < count) {
            if (c >= kAdventurers) return std::nullopt;
            cards.push_back(CardId(c));
        } else if (c != 0) {
            return std::nullopt;
        }
    }
    if (!std::is_sorted(cards.begin(), cards.end()) ||
        std::adjacent_find(cards.begin(), cards.end()) != cards.end())
        return std::nullopt;
    return Action{cards};
}

std::string Action::to_string() const {
    std::string s = "choose";
    for (CardId c : cards) s += " " + card_code(c);
    return s;
}

core::Expected<Action> parse_action(const std::string& text) {
    using E = core::Expected<Action>;
    std::istringstream in(text);
    std::string verb, word;
    in >> verb;
    std::vector<CardId> cards;
    while (in >> word) {
        const auto c = parse_card(word);
        if (!c)
            return E::fail("\"" + word + "\" is not a Tschak! card: write C1, W5w, F6a, D3b or A1");
        cards.push_back(*c);
    }
    if (verb != "choose" || cards.empty() || cards.size() > 3)
        return E::fail("\"" + text +
                       "\" is not a Tschak! action: choose 1 to 3 cards, "
                       "choose W5w F3");
    std::sort(cards.begin(), cards.end());
    if (std::adjacent_find(cards.begin(), cards.end()) != cards.end())
        return E::fail("a card is named twice");
    return E::ok(Action::choose(cards));
}

} // namespace tschak
