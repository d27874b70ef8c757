#include "table/tschak/select.h"

#include "table/i18n.h"

#include <algorithm>

namespace table::tschak_select {

using namespace tschak;

namespace {
bool holds(const std::vector<CardId>& cards, CardId c) {
    return std::find(cards.begin(), cards.end(), c) != cards.end();
}

// Why a card of `type` cannot join the team (README, "Floors": three different types, the
// artefact counting as one).
const char* same_type(Type type) {
    switch (type) {
    case Type::Wizard:
        return tr("Your team already has a wizard: a team needs three different types");
    case Type::Warrior:
        return tr("Your team already has a warrior: a team needs three different types");
    case Type::Dwarf:
        return tr("Your team already has a dwarf: a team needs three different types");
    case Type::Artefact:
        break;
    }
    return tr("Your team already has an artefact: a team needs three different types");
}
} // namespace

std::string face_of(CardId c) {
    return "tschak." + card_code(c);
}

std::string keep_face(KeepId k) {
    return "tschak.k." + keep_code(k);
}

bool can_join(const std::vector<Action>& legal, const std::vector<CardId>& picked, CardId card) {
    for (const Action& a : legal) {
        if (!holds(a.cards, card)) continue;
        bool all = true;
        for (CardId p : picked) all = all && holds(a.cards, p);
        if (all) return true;
    }
    return false;
}

std::vector<CardId> tappable(const View& v, const std::vector<CardId>& picked) {
    std::vector<CardId> out;
    if (v.legal.empty()) return out;
    const bool one = v.asks == 1;
    for (CardId c : v.my_hand) {
        // With one card a step, any legal card may replace the one picked.
        if (holds(picked, c) || can_join(v.legal, one ? std::vector<CardId>{} : picked, c))
            out.push_back(c);
    }
    return out;
}

Tap tap(const View& v, const std::vector<CardId>& picked, CardId card) {
    Tap t{picked, {}};
    if (v.legal.empty()) {
        t.refusal = tr("You have chosen this step: wait for the reveal");
        return t;
    }
    if (holds(picked, card)) {
        t.picked.erase(std::find(t.picked.begin(), t.picked.end(), card));
        return t;
    }
    if (!holds(v.my_hand, card)) {
        t.refusal = tr("That card was played already this keep");
        return t;
    }
    const bool one = v.asks == 1;
    const std::vector<CardId> base = one ? std::vector<CardId>{} : picked;
    if (!can_join(v.legal, base, card)) {
        t.refusal = int(picked.size()) >= v.asks ? tr("Tap a chosen card to put it back first")
                                                 : same_type(type_of(card));
        return t;
    }
    t.picked = base;
    t.picked.push_back(card);
    std::sort(t.picked.begin(), t.picked.end());
    return t;
}

std::optional<Action> complete(const View& v, const std::vector<CardId>& picked) {
    std::vector<CardId> sorted = picked;
    std::sort(sorted.begin(), sorted.end());
    for (const Action& a : v.legal)
        if (a.cards == sorted) return a;
    return std::nullopt;
}

std::vector<CardId> keep_hand(const View& v) {
    std::vector<CardId> out = v.my_hand;
    const auto seat = std::size_t(v.viewer);
    if (v.viewer >= 0 && seat < v.used.size())
        out.insert(out.end(), v.used[seat].begin(), v.used[seat].end());
    if (v.viewer >= 0 && seat < v.seats.size())
        out.insert(out.end(), v.seats[seat].team.begin(), v.seats[seat].team.end());
    std::sort(out.begin(), out.end());
    out.erase(std::unique(out.begin(), out.end()), out.end());
    return out;
}

bool played(const View& v, CardId c) {
    return !holds(v.my_hand, c);
}

std::string value_words(const std::vector<CardId>& team, const TeamValue& tv) {
    std::vector<std::string> terms;
    for (CardId c : team) {
        if (type_of(c) == Type::Artefact) continue; // its part is the doubling
        std::string term = is_chameleon(c) ? "C=" + std::to_string(tv.chameleon)
                                           : std::to_string(printed_value(c));
        if (int(c) == tv.doubled) term = "2\xC3\x97" + term; // README, "Team values"
        terms.push_back(term);
    }
    if (terms.empty()) return "0";
    std::string out;
    for (std::size_t i = 0; i < terms.size(); ++i) out += (i ? " + " : "") + terms[i];
    if (terms.size() == 1 && tv.doubled == kNoCard && tv.chameleon < 0) return out;
    return out + " = " + std::to_string(tv.value);
}

std::vector<int> waiting(const View& v) {
    std::vector<int> out;
    if (v.phase == Phase::GameOver) return out;
    for (std::size_t s = 0; s < v.seats.size(); ++s)
        if (!v.seats[s].chosen) out.push_back(int(s));
    return out;
}

std::string names_list(const std::vector<std::string>& names) {
    std::string out;
    for (std::size_t i = 0; i < names.size(); ++i) out += (i ? ", " : "") + names[i];
    return out;
}

} // namespace table::tschak_select
