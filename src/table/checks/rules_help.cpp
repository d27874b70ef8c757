#include "table/checks/rules_help.h"

#include "table/rules_page.h"

// Typography for the texts below (the sources keep to ASCII; the UI font has these glyphs).
#define TO " \xE2\x86\x92 " // spaced right arrow
#define DOT " \xC2\xB7 "    // spaced middle dot
#define LQ "\xE2\x80\x9C"
#define RQ "\xE2\x80\x9D"
#define SP "\xE2\x99\xA0" // suits, for cards shown as text
#define HE "\xE2\x99\xA5"
#define DI "\xE2\x99\xA6"
#define CL "\xE2\x99\xA3"

namespace table {
namespace {

// ---- The rules as data (drawn by table/rules_page.h) -------------------------------------------
// Unmarked paragraphs retell the printed rules in our own words (src/engine/checks/README.md); R paragraphs are
// Txek Table's reconstruction: the choices listed at the top of engine/checks/checks.h and the
// reconstructed details of that README. Each reconstruction also appears in "Not in the
// printed rules: our choices", after the rules, so the list there is complete.

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
    P("A card game for two. Collect more cards than your opponent by matching your hand's "
      "Point Total to a card showing in the middle of the table."),
    P("The cards you collect are your Checks: each is worth one, whatever it was."),
    R("Here a match is as many games as you like in a row; the match sheet keeps each game's "
      "Checks and the games won."),
};

const Para kCards[] = {
    Cards("AS 2H 3D 4C 5S 6H 7D 8C 9S",
          "A" SP " 2" HE " 3" DI " 4" CL " 5" SP " 6" HE " 7" DI " 8" CL " 9" SP),
    P("While you play, an Ace counts 1 and the 2 to the 9 count their number."),
    Cards("10H JD QC KS", "10" HE " J" DI " Q" CL " K" SP),
    P("The 10, Jack, Queen and King count 0."),
    P("Suits play no part. The deck is the usual 52 cards, without jokers."),
};

const Para kDeal[] = {
    P("The dealer lays out face-down packets of three cards called half-tricks: one for the "
      "opponent, one for the dealer, and so on, left to right, until each player has a row of "
      "six."),
    P("Then six cards go face up in a line between the two rows. These are the piles both "
      "players play for. The last 10 cards stay face down as the deck."),
    P("Each player takes the leftmost half-trick of their row into their hand, keeping it "
      "hidden. The dealer's opponent moves first."),
    R("The first dealer is picked at random."),
};

const Para kTotal[] = {
    P("Add up the values of every card in your hand and keep only the last digit: that is your "
      "Point Total."),
    Cards("5H 8S 9D", "5" HE " 8" SP " 9" DI),
    PN("5 + 8 + 9 = 22" TO "Point Total 2."),
    Cards("KS 5H 4D", "K" SP " 5" HE " 4" DI),
    PN("King (0) + 5 + 4 = 9" TO "Point Total 9."),
    P("Always count the whole hand: with three cards, all three; with two, both. A single card "
      "is its own total."),
};

const Para kCash[] = {
    P("The top card of each pile is its upcard. If your Point Total equals an upcard's value, "
      "you may cash that pile: show your hand to prove it, then put the whole pile and every "
      "card in your hand face down beside you as your Checks."),
    P("Cashing is never compulsory; keeping a total for later can pay."),
    PN("Holding 5 8 9 (total 2) with a 2 showing, you may take the 2 and your three cards: 4 "
       "Checks."),
    P("Checks never go back into play."),
    R("You cash at most one pile a turn."),
};

const Para kPlay[] = {
    P("If you do not cash, you must play: pick any one card from your hand and lay it face up on "
      "any pile, where it becomes the new upcard. You cannot pass, and you play one card only."),
    PN("Holding K 5 4 (total 9) with no 9 showing, you might put the King on an Ace. That pile "
       "now shows a 0: whoever cashes it with a total of 0 takes the King and the Ace under it."),
    P("Your total changes as your hand shrinks: play the 5 from K 5 4 and next turn you hold "
      "K 4, a total of 4."),
    P("Piles can grow tall; a tall pile is worth many Checks to whoever matches its upcard."),
};

const Para kPickUp[] = {
    P("Once your hand is empty, by cashing or by playing its last card, take up the next "
      "half-trick of your row, from the left, and play it from your next turn."),
    R("You take it up at once, at the end of the turn that emptied your hand."),
};

const Para kRefill[] = {
    P("A cashed pile leaves a gap. The player who cashed turns the top card of the deck face up "
      "into the gap, so six piles show again."),
    P("Once the deck is gone, gaps stay empty. Cards from a hand never fill a gap."),
    R("Only a place with a card on it can be played on: an empty place takes no card."),
};

const Para kEnd[] = {
    P("Play goes on until both players have no cards left. A player who runs out is skipped; the "
      "other keeps playing alone, one turn after another, until their cards are gone too."),
    P("Then each player counts their Checks, the dealer first: one for every card. More Checks "
      "wins the game; the same number is a draw."),
    R("If every place on the table is empty while cards are still held, nothing can be played: "
      "the game ends there and those cards count for nobody (the sheet shows them as "
      "unplayed)."),
};

const Para kNext[] = {
    P("The winner deals the next game, even when they have just dealt."),
    R("After a draw, the deal passes to the other player."),
};

const Para kFilledIn[] = {
    P("The printed rules leave these points open; Txek Table settles them as follows."),
    RB("The first dealer is picked at random (the rules suggest drawing high cards or simply "
       "agreeing)."),
    RB("Face-down half-tricks are unknown to everyone, their owner included, until picked up."),
    RB("A player whose hand empties takes up the next half-trick at once and plays it from their "
       "next turn."),
    RB("Cashing shows your hand to both players, so cashed cards are known to both. A card "
       "played onto a pile stays known to both even once covered: both saw it land."),
    RB("At most one pile is cashed in a turn."),
    RB("Only a place with a card on it can be played on; a gap the deck can no longer fill stays "
       "empty."),
    RB("If every place is empty while cards are still held, the game ends and those cards count "
       "for nobody."),
    RB("After a draw, the deal passes to the other player (the rules only say the winner deals)."),
    RB("A match is a series of games with no set end; the match sheet counts games won and "
       "Checks."),
};

const Para kHere[] = {
    PB("Your hand shows its Point Total. Piles you could cash with it are highlighted."),
    PB("To cash, press Cash, or pick a highlighted pile."),
    PB("To play, tap a card in your hand and then a pile, or drag the card onto the pile."),
    PB("Two players on one device: the table hides each hand until the next player is ready."),
    PB("Keyboard: Tab (or the arrows) moves the white focus ring over the cards and buttons, and "
       "Enter presses the ringed one: a card of yours, then a pile. The keys 1 to 6 play the "
       "chosen card onto that pile, or cash it; Enter without a ring cashes."),
};

const Section kSections[] = {
    S("Goal", kGoal),
    S("Card values", kCards),
    S("The deal", kDeal),
    S("Your Point Total", kTotal),
    S("Cashing", kCash),
    S("Playing a card", kPlay),
    S("Picking up the next half-trick", kPickUp),
    S("Refilling the piles", kRefill),
    S("The end and counting Checks", kEnd),
    S("Who deals next", kNext),
    S("Not in the printed rules: our choices", kFilledIn),
    S("How to play here", kHere),
};

const rules::Page kPage = {
    "Checks rules",
    "2 players" DOT "a card game by James Yates",
    "std.",
    "Marked details are Txek Table's own choices where the printed rules are silent; they are "
    "all listed together under " LQ "Not in the printed rules" RQ ".",
    "Everything unmarked is James Yates's rules, retold in our own words.",
    kSections,
    sizeof kSections / sizeof kSections[0],
};

} // namespace

bool DrawChecksRules(const Fonts& fonts, const Atlas& atlas) {
    return rules::DrawPage(fonts, atlas, kPage);
}

} // namespace table

#undef TO
#undef DOT
#undef LQ
#undef RQ
#undef SP
#undef HE
#undef DI
#undef CL
