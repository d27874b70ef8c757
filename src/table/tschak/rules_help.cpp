#include "table/tschak/rules_help.h"

#include "table/rules_page.h"

#define DOT " \xC2\xB7 "       // spaced middle dot
#define TIMES "\xC3\x97"       // ×
#define ARROW " \xE2\x86\x92 " // spaced →
#define QUOTE_L "\xE2\x80\x9C" // “
#define QUOTE_R "\xE2\x80\x9D" // ”

namespace table {
namespace {

using rules::Beside;
using rules::Cards;
using rules::P;
using rules::Para;
using rules::PB;
using rules::R;
using rules::RB;
using rules::S;
using rules::Section;

// README, the introduction.
const Para kGoal[] = {
    P("A game for 2 to 4 players. Over four keeps of three floors each, every player forms a "
      "team of adventurers in secret, then all reveal at once: the weakest team takes the "
      "floor's monster, the strongest its treasure. After the fourth keep the most points "
      "wins."),
};

// README, "Adventurers".
const Para kAdventurers[] = {
    P("40 adventurers in four types, told apart by their colour and, here, also by their "
      "symbol: wizards (blue, star), warriors (green, swords), dwarfs (orange, hammers) and "
      "artefacts (purple, " TIMES "2)."),
    Cards("C1 W5w W3 F6a F2 D4a D4 D4b A1", "wizards, warriors, dwarfs and an artefact"),
    R("The split: 12 wizards (4 Chameleons, and 2 to 5 twice each, one of each pair with a "
      "wand); 12 warriors (1 to 6 twice each, one with an axe); 12 dwarfs (1 to 4 three times "
      "each: with an axe, plain, bare-handed); 4 artefacts."),
};

// README, "Keep cards".
const Para kKeepCards[] = {
    P("28 keep cards: 14 monsters (creatures with skulls and troglodytes) and 14 treasures "
      "(chests of gold, cursed chests, Rings of Power, the trophy and the elixir)."),
    Cards("k.M1 k.M4 k.T k.G5 k.X2 k.R k.P k.E", "monsters and treasures"),
    R("The creatures carry 1, 1, 2, 2, 3, 3, 4 and 4 skulls; there are 6 troglodytes, chests of "
      "2, 3, 4 and 5, cursed chests of -1 and -2, and 6 rings."),
};

// README, "Deal" and "Passing".
const Para kDeal[] = {
    P("There are always four hands. With 3 players one " QUOTE_L "en route" QUOTE_R
      " board holds the fourth, with 2 players two boards do. Each hand gets 3 wizards, 3 "
      "warriors, 3 dwarfs and 1 artefact, dealt type by type: 10 secret cards."),
    P("Each keep shows a monster and a treasure on each of its three floors. Four keep cards "
      "stay unseen all game."),
    P("After a keep, everyone passes their ten cards to the left, so over the four keeps every "
      "player holds each of the four hands once."),
    R("A board is a neighbour like a player but never plays: its hand waits for its turn in "
      "the rotation."),
};

// README, "Floors" and "Secret choices".
const Para kFloors[] = {
    P("On each floor you form a team of three cards of three different types; the artefact "
      "counts as a type."),
    PB("Floor 1: everyone chooses one card in secret, then all reveal; three times."),
    PB("Floor 2: one card, revealed; then two cards at once, revealed."),
    PB("Floor 3: three cards at once, revealed."),
    P("Everyone chooses at the same time. A choice is locked once made and nobody sees it until "
      "the last player has chosen."),
    R("A choice that would put two cards of one type in a team is not offered (at a real "
      "table it is a slip with a penalty)."),
};

// README, "Team values": both of its worked examples.
const Para kValues[] = {
    P("A team is worth the sum of its cards."),
    P("A Chameleon copies the strongest numbered wizard in the other teams on this floor; with "
      "none, it is worth 0."),
    P("An artefact doubles the team's weakest character, a Chameleon included."),
    Beside("W5 D3 A1", false, "5 + 2 " TIMES " 3 = 11: the artefact doubles the 3."),
    R("The printed rules write this example as 10, a slip of their own formula: this table "
      "counts 11."),
    Beside("C1 F6 A1", false,
           "With a wizard 4 in another team the Chameleon is worth 4; the artefact doubles it: "
           "2 " TIMES " 4 + 6 = 14."),
};

// README, "Ties".
const Para kTies[] = {
    P("Teams of equal value are ordered: the stronger wizard first (a wand beats no wand at "
      "equal value; a Chameleon is lowest), then the stronger warrior (the axe beats no axe), "
      "then the stronger dwarf (axe" ARROW "plain" ARROW "bare-handed)."),
    R("A team with no card of the type compared ranks below one that has it. Ties compare the "
      "printed values: a Chameleon's copy and the artefact's doubling count only for the "
      "team's value."),
};

// README, "Monsters and treasures" and "Loot".
const Para kTaking[] = {
    P("Once the teams are complete, the weakest team takes the floor's monster and the "
      "strongest its treasure, face down; the others take nothing. A cursed chest still goes "
      "to the strongest."),
    P("After the third floor everyone has one card left: the highest wins 3 coins, the next 2, "
      "the next 1. With 2 players only the highest wins, 2 coins."),
    R("Last cards rank by value, then wizard above warrior above dwarf, then the gear. A "
      "Chameleon or an artefact is worth nothing here and never wins loot."),
};

// README, "Scoring".
const Para kScoring[] = {
    P("After the fourth keep:"),
    PB("1 point a coin; chests their gold, cursed chests their loss;"),
    PB("Rings of Power: the number held, squared;"),
    PB("the trophy: 2 points a monster held (1 with 2 players);"),
    PB("each creature: minus its skulls; troglodytes: the number held, squared, negative;"),
    PB("the elixir cancels one monster: it costs nothing and counts neither for the trophy "
       "nor for ties."),
    P("Most points wins; on a tie, fewer monster cards; then the victory is shared."),
};

// README, "Decisions".
const Para kFilledIn[] = {
    RB("The exact split of the adventurers and of the keep cards (the cards were pictures)."),
    RB("The elixir cancels, by itself, the monster that costs its holder the most (a "
       "troglodyte costs 2n - 1 when n are held)."),
    RB("Teams tied through the whole order (these cards cannot, a variant's might): the "
       "monster and the treasure leave the game."),
    RB("The monsters and treasures taken were seen when taken, so the table shows them, "
       "counted."),
    RB("Every player of a step chooses before anyone sees a choice; no time limit, no order."),
};

const Para kHere[] = {
    P("Tap the card or cards this step asks for: only cards that keep your team legal can be "
      "chosen. Confirm locks your choice; the table says whom it is still waiting for."),
    P("Once all have chosen, the choices are revealed together, with each team's value worked "
      "out (the Chameleon's copied value and the artefact's doubling shown), and who takes the "
      "monster and who the treasure."),
    P("Several people at one device each choose behind the pass-the-device cover."),
    P("The game sheet has a row a keep with everyone's points so far, then the final score "
      "broken down."),
};

const Section kSections[] = {
    S("Goal", kGoal),
    S("The adventurers", kAdventurers),
    S("Keep cards", kKeepCards),
    S("Deal and passing", kDeal),
    S("The floors", kFloors),
    S("Team values", kValues),
    S("Ties", kTies),
    S("Monsters, treasures and loot", kTaking),
    S("Scoring", kScoring),
    S("Not in the printed rules: our choices", kFilledIn),
    S("How to play here", kHere),
};

const rules::Page kPage = {
    "Tschak! rules",
    "2 to 4 players" DOT "a card game by Dominique Ehrhard",
    "tschak.",
    "Marked details are Txek Table's own choices where the printed rules are silent or were "
    "pictures; they are all listed together under " QUOTE_L "Not in the printed "
    "rules" QUOTE_R ".",
    "Everything unmarked is Dominique Ehrhard's rules, retold in our own words.",
    kSections,
    sizeof kSections / sizeof kSections[0],
};

} // namespace

bool DrawTschakRules(const Fonts& fonts, const Atlas& atlas) {
    return rules::DrawPage(fonts, atlas, kPage);
}

} // namespace table

#undef DOT
#undef TIMES
#undef ARROW
#undef QUOTE_L
#undef QUOTE_R
