#include "table/tschak/words.h"

#include "table/i18n.h"

namespace table::tschak_words {

using namespace tschak;

namespace {

std::string num(int n) {
    return std::to_string(n);
}

// "a, b and c": a team's cards, or a choice's.
std::string cards_text(const std::vector<CardId>& cards) {
    std::vector<std::string> names;
    for (CardId c : cards) names.push_back(card_name(c));
    return and_list(names);
}

// Items joined as the lines list seats' scores: "You 12, Ana 10" (no "and": a list of figures).
std::string comma_list(const std::vector<std::string>& items) {
    std::string text;
    for (const std::string& item : items)
        text = text.empty() ? item
                            : fill(trc("list", "{list}, {item}"), {{"list", text}, {"item", item}});
    return text;
}

// A seat and its figure in a line's list: "You 12", "Ana 10". Every seat is named as a subject
// ("You"), as the lines have always said it.
std::string seat_figure(const Voice& say, int seat, int points) {
    return fill(trc("score", "{name} {points}"),
                {{"name", say.who(seat)}, {"points", num(points)}});
}

// The team's card of `type` by name ("the wizard 5 with a wand"), or "no wizard" (README, "Ties":
// a team without the type ranks below one with it).
std::string card_of_type(const std::vector<CardId>& team, Type type) {
    for (CardId c : team)
        if (type_of(c) == type) return card_name(c);
    switch (type) {
    case Type::Wizard:
        return trc("card", "no wizard");
    case Type::Warrior:
        return trc("card", "no warrior");
    case Type::Dwarf:
        return trc("card", "no dwarf");
    case Type::Artefact: // never compared (README, "Ties")
        break;
    }
    return {};
}

// README, "Ties": what set the taker apart from the team it tied, the weaker card of a type for
// the monster, the stronger for the treasure ("with the weaker wizard (the wizard 3 against the
// wizard 4)"). The artefact never decides a tie.
std::string tie_decider_words(Type type, bool monster, const std::string& mine,
                              const std::string& theirs) {
    const char* words = nullptr;
    switch (type) {
    case Type::Wizard:
        words = monster ? tr("with the weaker wizard ({mine} against {theirs})")
                        : tr("with the stronger wizard ({mine} against {theirs})");
        break;
    case Type::Warrior:
        words = monster ? tr("with the weaker warrior ({mine} against {theirs})")
                        : tr("with the stronger warrior ({mine} against {theirs})");
        break;
    case Type::Dwarf:
        words = monster ? tr("with the weaker dwarf ({mine} against {theirs})")
                        : tr("with the stronger dwarf ({mine} against {theirs})");
        break;
    case Type::Artefact:
        return {};
    }
    return fill(words, {{"mine", mine}, {"theirs", theirs}});
}

// README, "Ties": a taker who tied another team's value says what set them apart, after a space.
// " Dario tied at 12 with Bruno, with the weaker wizard (the wizard 3 against the wizard 4)."
std::string tie_text(const FloorResult& r, bool monster, const Voice& say) {
    const int taker = monster ? r.monster_to : r.treasure_to, rival = tie_rival(r, monster);
    if (taker < 0 || rival < 0) return {};
    const auto& mine = r.teams[std::size_t(taker)];
    const auto& theirs = r.teams[std::size_t(rival)];
    const auto type = tie_decider(mine, theirs);
    if (!type) return {};
    const std::string decider =
        tie_decider_words(*type, monster, card_of_type(mine, *type), card_of_type(theirs, *type));
    if (decider.empty()) return {};
    return " " + say.says(taker, tr("You tied at {value} with {rival}, {decider}."),
                          tr("{name} tied at {value} with {rival}, {decider}."),
                          {{"value", num(r.values[std::size_t(taker)].value)},
                           {"rival", say.whom(rival)},
                           {"decider", decider}});
}

// README, "Monsters and treasures": who takes the floor's monster and who its treasure, nobody
// when the teams tie through the whole order (README, "Decisions"). The same seat never takes
// both: the weakest team is not the strongest.
std::string takers_text(const FloorResult& r, const Voice& say) {
    const int m = r.monster_to, t = r.treasure_to;
    const std::string monster = keep_name(r.monster), treasure = keep_name(r.treasure);
    const std::string other = t >= 0 ? say.name(t) : std::string();
    if (m >= 0 && t >= 0 && say.is_you(t))
        return fill(tr("{name} takes {monster}, you {treasure}."),
                    {{"name", say.name(m)}, {"monster", monster}, {"treasure", treasure}});
    if (m >= 0 && t >= 0)
        return say.says(m, tr("You take {monster}, {other} {treasure}."),
                        tr("{name} takes {monster}, {other} {treasure}."),
                        {{"monster", monster}, {"other", other}, {"treasure", treasure}});
    if (m >= 0)
        return say.says(m, tr("You take {monster}, nobody {treasure}."),
                        tr("{name} takes {monster}, nobody {treasure}."),
                        {{"monster", monster}, {"treasure", treasure}});
    if (t >= 0 && say.is_you(t))
        return fill(tr("Nobody takes {monster}, you {treasure}."),
                    {{"monster", monster}, {"treasure", treasure}});
    if (t >= 0)
        return fill(tr("Nobody takes {monster}, {other} {treasure}."),
                    {{"monster", monster}, {"other", other}, {"treasure", treasure}});
    return fill(tr("Nobody takes {monster}, nobody {treasure}."),
                {{"monster", monster}, {"treasure", treasure}});
}

// "Floor 2: You 12, Ana 10. You take a troglodyte, Ana a chest of 4." and what decided a tie
// (README, "Team values", "Monsters and treasures", "Ties").
std::string floor_text(const FloorResult& r, const Voice& say) {
    std::vector<std::string> values;
    for (std::size_t p = 0; p < r.values.size(); ++p)
        values.push_back(seat_figure(say, int(p), r.values[p].value));
    return fill(tr("Floor {floor}: {values}."),
                {{"floor", num(r.floor + 1)}, {"values", comma_list(values)}}) +
           " " + takers_text(r, say) + tie_text(r, true, say) + tie_text(r, false, say);
}

// README, "Loot": "Loot: Ana 3 coins, You 2 coins", the seats that won coins in seat order.
std::string loot_text(const LootResult& r, const Voice& say) {
    std::vector<std::string> won;
    for (std::size_t p = 0; p < r.coins.size(); ++p) {
        const int coins = r.coins[p];
        if (coins == 0) continue;
        won.push_back(fill(trn("{name} {n} coin", "{name} {n} coins", coins),
                           {{"name", say.who(int(p))}, {"n", num(coins)}}));
    }
    if (won.empty()) return tr("Nobody wins loot");
    return fill(tr("Loot: {list}"), {{"list", comma_list(won)}});
}

// README, "Floors": everyone's choice at once. "Revealed: You the wizard 3; Ana a Chameleon".
std::string revealed_text(const Event& e, const Voice& say) {
    std::string teams;
    for (std::size_t p = 0; p < e.teams.size(); ++p) {
        // TRANSLATORS: one seat's cards in "Revealed: You the wizard 3; Ana a Chameleon".
        const std::string team =
            fill(trc("team", "{name} {cards}"),
                 {{"name", say.who(int(p))}, {"cards", cards_text(e.teams[p])}});
        teams = p ? fill(trc("list", "{list}; {item}"), {{"list", teams}, {"item", team}}) : team;
    }
    return fill(tr("Revealed: {teams}"), {{"teams", teams}});
}

// README, "Secret choices": the others hear only that a seat has chosen; the seat itself hears
// its cards.
std::string chose_text(const Event& e, const Voice& say) {
    if (e.cards.empty()) return say.says(e.seat, tr("You have chosen"), tr("{name} has chosen"));
    return say.says(e.seat, tr("You choose {cards}"), tr("{name} chooses {cards}"),
                    {{"cards", cards_text(e.cards)}});
}

std::vector<int> totals(const std::vector<Score>& scores) {
    std::vector<int> out;
    for (const Score& s : scores) out.push_back(s.total);
    return out;
}

} // namespace

std::string card_name(CardId c) {
    if (c >= kAdventurers) return "?";
    if (is_chameleon(c)) return trc("card", "a Chameleon");
    const std::string n = num(printed_value(c));
    const char* name = nullptr;
    switch (type_of(c)) {
    case Type::Wizard:
        name = gear_of(c) == Gear::Wand ? trc("card", "the wizard {n} with a wand")
                                        : trc("card", "the wizard {n}");
        break;
    case Type::Warrior:
        name = gear_of(c) == Gear::Axe ? trc("card", "the warrior {n} with an axe")
                                       : trc("card", "the warrior {n}");
        break;
    case Type::Dwarf:
        name = gear_of(c) == Gear::Axe    ? trc("card", "the dwarf {n} with an axe")
               : gear_of(c) == Gear::Bare ? trc("card", "the dwarf {n} (bare-handed)")
                                          : trc("card", "the dwarf {n}");
        break;
    case Type::Artefact:
        return trc("card", "an artefact");
    }
    return fill(name, {{"n", n}});
}

std::string keep_name(KeepId k) {
    if (k >= kKeepCards) return "?";
    switch (keep_kind(k)) {
    case KeepKind::Creature: {
        const int skulls = -keep_points(k);
        // TRANSLATORS: a monster card with 1 to 4 skulls; English says "a 1-skull monster" and
        // "a 3-skull monster" alike.
        return fill(trn("a {n}-skull monster", "a {n}-skull monster", skulls),
                    {{"n", num(skulls)}});
    }
    case KeepKind::Troglodyte:
        return trc("card", "a troglodyte");
    case KeepKind::Chest:
        return fill(trc("card", "a chest of {n}"), {{"n", num(keep_points(k))}});
    case KeepKind::CursedChest:
        // TRANSLATORS: {n} is the chest's loss, a negative number: "a cursed chest (-1)".
        return fill(trc("card", "a cursed chest ({n})"), {{"n", num(keep_points(k))}});
    case KeepKind::Ring:
        return trc("card", "a Ring of Power");
    case KeepKind::Trophy:
        return trc("card", "the trophy");
    case KeepKind::Elixir:
        return trc("card", "the elixir");
    }
    return "?";
}

std::string event_line(const Event& e, const Voice& say) {
    switch (e.kind) {
    case EventKind::KeepStarted:
        return fill(tr("Keep {keep} of {keeps}"),
                    {{"keep", num(e.index + 1)}, {"keeps", num(kKeeps)}});
    case EventKind::Chose:
        return chose_text(e, say);
    case EventKind::Revealed:
        return revealed_text(e, say);
    case EventKind::FloorResolved:
        return e.floor ? floor_text(*e.floor, say) : "";
    case EventKind::Loot:
        return e.loot ? loot_text(*e.loot, say) : "";
    case EventKind::HandsPassed:
        return tr("The hands pass to the left");
    case EventKind::GameEnded:
        // README, "Scoring": the totals, the winner, and what broke a tie.
        return game_over_line(totals(e.scores), e.winners, tie_break_line(e.scores, e.winners, say),
                              say);
    }
    return "";
}

// README, "Scoring": the most points win, then fewer monster cards, else the win is shared.
std::string tie_break_line(const std::vector<Score>& scores, const std::vector<int>& winners,
                           const Voice& say) {
    std::vector<int> monsters;
    for (const Score& s : scores) monsters.push_back(s.monsters);
    const TieBreakWords words{
        tr("Tied at {total} with as many monster cards ({count}): the victory is shared."),
        tr("You tied at {total} with {rival} and won with fewer monster cards: {count} against "
           "{rival_count}."),
        tr("{name} tied at {total} with {rival} and won with fewer monster cards: {count} against "
           "{rival_count}."),
        true};
    return table::tie_break_line(totals(scores), monsters, winners, words, say);
}

std::string refusal_words(const core::Refusal& r) {
    const auto arg = [&](std::size_t i) { return i < r.args.size() ? r.args[i] : 0; };
    // The engine's shared code, in this game's own words: here a player's move is a choice.
    if (r.code == core::kNotAPlayer) return tr("only a player at the table may choose");
    // README, "Secret choices": a choice made is final.
    if (r.code == kRefusedAlreadyChosen)
        return tr("you have already chosen: the others are still choosing");
    // README, "Floors": each step asks for 1, 2 or 3 cards.
    if (r.code == kRefusedChooseCount) {
        const int n = arg(0);
        if (n == 1) return tr("choose one card now");
        return fill(trn("choose {n} card now", "choose {n} cards now", n), {{"n", num(n)}});
    }
    if (r.code == kRefusedNotHeld) {
        const int c = arg(0);
        if (c < 0 || c >= kAdventurers) return {};
        return fill(tr("you do not hold {card}"), {{"card", card_name(CardId(c))}});
    }
    // README, "Floors": three cards of three different types, the artefact counting as one.
    if (r.code == kRefusedTeamTypes)
        return tr("a team needs three different types: wizard, warrior, dwarf or artefact");
    return {};
}

} // namespace table::tschak_words
