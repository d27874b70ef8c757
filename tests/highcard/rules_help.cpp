#include "highcard/rules_help.h"

#include "table/rules_page.h"

namespace table {
namespace {

using rules::Beside;
using rules::Cards;
using rules::P;
using rules::Para;
using rules::PB;
using rules::R;
using rules::S;
using rules::Section;

// README, "Cards" and "Deal".
const Para kDeal[] = {
    P("A standard deck of 52 cards. Ranks count from 2, the lowest, to the ace, the highest; "
      "suits do not matter."),
    Cards("2C 7D JH QS AS"),
    P("Each player is dealt 5 cards, face down. The other 42 stay undealt: nobody sees them."),
    R("The deal decides who leads the first trick."),
};

// README, "A trick" and "Winning a trick".
const Para kTrick[] = {
    P("The leader plays any card face up, then the other player plays any card face up: there "
      "is no suit to follow."),
    Beside("QS 9H", false, "The higher rank wins the trick: the queen beats the 9."),
    Beside("KH KS", true, "Equal ranks: the leader wins."),
    P("The winner of a trick leads the next."),
};

// README, "The end" and "Scoring".
const Para kEnd[] = {
    P("After 5 tricks every card is played. The player with more tricks wins; five is odd, so "
      "nobody ties."),
    PB("The score sheet writes each game's tricks and who won it."),
};

// README, "What a seat sees".
const Para kSees[] = {
    P("You see your own hand, how many cards the other player holds, and every card played. "
      "Never the other hand, never the undealt cards."),
};

const Para kHere[] = {
    P("Tap a card of your hand when your card is due, or move the keyboard's ring onto it with "
      "Tab and press Enter. Esc goes back to the menu."),
};

const Section kSections[] = {
    S("The deck and the deal", kDeal), S("A trick", kTrick),         S("The end", kEnd),
    S("What you see", kSees),          S("How to play here", kHere),
};

const rules::Page kPage = {
    "High card rules",
    "2 players \xC2\xB7 a test game of Txek Table",
    "std.",
    "Marked details are this table's own choices where a game of this kind could go either way.",
    "High card is a small game of our own: it shows that a game plugs in through the game module "
    "alone.",
    kSections,
    sizeof kSections / sizeof kSections[0],
};

} // namespace

bool DrawHighcardRules(const Fonts& fonts, const Atlas& atlas) {
    return rules::DrawPage(fonts, atlas, kPage);
}

} // namespace table
