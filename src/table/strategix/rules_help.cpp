#include "table/strategix/rules_help.h"

#include "table/rules_page.h"

#define DOT " \xC2\xB7 " // spaced middle dot
#define LQ "\xE2\x80\x9C"
#define RQ "\xE2\x80\x9D"

namespace table {
namespace {

// ---- The rules as data (drawn by table/rules_page.h) -------------------------------------------
// Unmarked paragraphs retell the printed rules in our own words (src/engine/strategix/README.md);
// R paragraphs are Txek Table's reconstruction where the printed text is silent or refers to
// rules we do not have; each also appears in "Not in the printed rules: our choices".

using rules::Beside;
using rules::Cards;
using rules::P;
using rules::Para;
using rules::PB;
using rules::PN;
using rules::R;
using rules::RB;
using rules::S;
using rules::Section;

const Para kGoal[] = {
    P("A climbing game for 2 to 4 players. Get rid of your cards before the others, one card at "
      "a time or in combinations of letters."),
    P("Going out first makes you Luckylix; going out last, Badluckix. Play as many hands as "
      "there are players; the most points wins."),
};

const Para kDeck[] = {
    Cards("B C D E F G H", "B C D E F G H"),
    P("Two alphabets from B to Z (50 cards), 7 stars and 3 firecrackers: 60 cards. Z is the "
      "strongest letter, B the weakest. The colour of a letter never matters."),
    Beside("star", false, "A star stands for any letter."),
    Beside("fire", false, "A firecracker makes the next player lose their turn."),
    R("The printed list also names four ABCD cards, but its count of 60 and its even deals "
      "leave them out; here they are the " LQ "ABCD cards" RQ " variant: an A, B, C and D join "
      "as plain letters."),
};

const Para kDeal[] = {
    P("Two players: set the stars, firecrackers and Zs aside, shuffle the rest and put 20 cards "
      "back in the box unseen; add the set-aside cards, shuffle and deal everything evenly."),
    P("Three or four players: deal all the cards evenly."),
    R("The first hand is begun by a player drawn from the game's seed (the printed rules say the "
      "youngest)."),
};

const Para kTricks[] = {
    P("The first player lays down one of these:"),
    PB("a single card, such as C;"),
    PB("one or more runs of the same length (EF + MN, or DEFGH + IJKLM + STUVW);"),
    PB("one or more pairs (GG + PP + TT)."),
    Cards("E F M2 N", "E F + M N"),
    P("Each next player must lay down the same combination, as strong or stronger, or pass. "
      "Strength goes by the lowest letter: GHI is weaker than MNO, JKLM + UVWX weaker than "
      "KLMN + TUVW, and FF + OO + TT + XX weaker than HH + KK + MM + UU."),
    R("When the lowest letters are equal, the next lowest decides, and so on: EF + MN is weaker "
      "than EF + OP."),
    P("When nobody can or will go higher, the strongest play wins the trick; the cards are set "
      "aside and its player leads the next trick."),
    R("A player who passes is out of the trick until it ends. With two players a pass ends the "
      "trick at once. A trick won by a player who has just gone out is led by the next player "
      "still holding cards."),
};

const Para kSpecial[] = {
    Beside("Z", false,
           "A Z wins the trick at once: alone, inside a combination, or as the "
           "lead. A star played as a Z does too."),
    Beside("star", false, "A star stands in for any letter; you say which."),
    R("Here a star stands for a letter your hand lacks (B to Z, and A in the ABCD variant); the "
      "table asks which only when it changes the play, and always offers Z."),
    Beside("fire", false,
           "A firecracker is played alone, never as the first card of a trick "
           "and never right after another firecracker. The next player loses "
           "their turn."),
    R("A firecracker beats nothing: the play before it still stands and must be beaten."),
    P("Playing exactly the same letters as the standing play makes the next player lose their "
      "turn."),
};

const Para kPass[] = {
    P("You may pass even when you could play, but only once per hand."),
    R("A leader must play; only followers pass. A leader holding nothing but firecrackers plays "
      "them all at once and goes out."),
};

const Para kEnd[] = {
    P("Players go out in order as their last card is played."),
    PB("Two players: Luckylix +2, Badluckix -2."),
    PB("Three players: Luckylix +2, Neithernorix 0, Badluckix -2."),
    PB("Four players: Luckylix +4, Aswellix +2, Neithernorix 0, Badluckix -2."),
    P("Whoever plays a star, a Z or a firecracker as their last card is Badluckix at once."),
    R("If several players go out that way, the earlier one ranks last."),
    P("After the next deal Luckylix gives their worst card to Badluckix, who gives back their "
      "best (firecracker, then star, then Z, Y and so on down). Badluckix leads the new hand."),
    P("After as many hands as players, the most points wins."),
    R("Players tied for the most points share the victory."),
};

const Para kFilledIn[] = {
    RB("Strength beyond the lowest letter: the next lowest decides, then the next."),
    RB("Who begins the first hand: drawn from the game's seed."),
    RB("Stars stand for letters the hand lacks; A only in the ABCD variant."),
    RB("Firecrackers beat nothing; the standing play must still be beaten."),
    RB("A passed player is out of the trick; two players: a pass ends it."),
    RB("A leader must play; only firecrackers left: all played at once."),
    RB("Several players out on a star, Z or firecracker: the earlier one ranks last."),
    RB("A tie for the most points: the victory is shared."),
    RB("The ABCD cards are a variant, not part of the 60."),
};

const Para kHere[] = {
    P("Tap cards to choose them; the line over the buttons says what they form and whether "
      "they beat the standing play. Play is off, with the reason, when they do not."),
    P("Hint chooses a suggested play for you; press it again for the next one."),
    P("The plates at the top show each player's cards, points, and whether they passed, lost "
      "their turn or went out."),
};

const Section kSections[] = {
    S("Goal", kGoal),
    S("The cards", kDeck),
    S("The deal", kDeal),
    S("Tricks", kTricks),
    S("Z, stars and firecrackers", kSpecial),
    S("Passing", kPass),
    S("Going out and scoring", kEnd),
    S("Not in the printed rules: our choices", kFilledIn),
    S("How to play here", kHere),
};

const rules::Page kPage = {
    "Strategix rules",
    "2 to 4 players" DOT "a card game by Christine Larquetout",
    "letter.",
    "Marked details are Txek Table's own choices where the printed rules are silent; they are "
    "all listed together under " LQ "Not in the printed rules" RQ ".",
    "Everything unmarked is Christine Larquetout's rules, retold in our own words.",
    kSections,
    sizeof kSections / sizeof kSections[0],
};

} // namespace

bool DrawStrategixRules(const Fonts& fonts, const Atlas& atlas) {
    return rules::DrawPage(fonts, atlas, kPage);
}

} // namespace table

#undef DOT
#undef LQ
#undef RQ
