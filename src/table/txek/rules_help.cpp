#include "table/txek/rules_help.h"

#include "table/rules_page.h"

// Typography for the texts below (the sources keep to ASCII; the font has these glyphs).
#define EM " \xE2\x80\x94 " // spaced em dash
#define EN "\xE2\x80\x93"   // en dash, for ranges
#define LQ "\xE2\x80\x9C"
#define RQ "\xE2\x80\x9D"

namespace table {
namespace {

// ---- The rules as data (drawn by table/rules_page.h) -------------------------------------------
// Each paragraph says whether it is printed in the publisher's rules (retold in our words) or is
// Txek Table's reconstruction: the reconstructed details of src/engine/txek/README.md or an engine
// choice from the top comment of engine/txek/txek.h. Reconstructed paragraphs get the "table rule"
// tag, so keep printed and reconstructed details in separate paragraphs.

using rules::Beside;
using rules::Cards;
using rules::Key;
using rules::P;
using rules::Para;
using rules::PB;
using rules::R;
using rules::RN;
using rules::S;
using rules::Section;

const Para kGoal[] = {
    P("Finish the game with the fewest points. A game is a series of rounds, one deal each, "
      "for 2 to 7 players."),
    P("In each round, try to be the first to get rid of all your cards, which scores 0, or win a "
      "Double-TXEK bet."),
    P("The game stops after the round in which someone's total reaches 200."),
};

const Para kCards[] = {
    Cards("r1 r2 r3 r4 r5 r6 r7 r8 r9 r10"),
    Cards("b1 b2 b3 b4 b5 b6 b7 b8 b9 b10"),
    P("Number cards 1 to 10 are worth their number in points."),
    R("They come in two colours, red and black."),
    R("The deck has 60 cards: two red and two black copies of every card, so each card has an "
      "identical twin somewhere."),
    P("Action cards give you an extra move when you discard them. Using it is optional."),
    Beside("rpeek bpeek", true,
           "Peek" EM "10 points. Look at one face-down bench card of any player, your own "
           "included."),
    Beside("rexchange bexchange", true,
           "Exchange" EM "10 points. Swap one card of yours (hand or bench) with a bench card of "
           "another player, unseen; each takes the other's place. A card arriving in a hand is "
           "seen by its new owner, one arriving on a bench is not."),
    Beside("rhand bhand", true,
           "Hand" EM "15 points. Pick another player: they draw the top card of the draw pile "
           "into their hand."),
    Beside("rdown bdown", true,
           "Down" EM "15 points. Put one more of your cards on the pile: a hand card, or a bench "
           "card turned face up. It is an ordinary discard, so it can make a TXEK and can be "
           "intercepted."),
    Beside("rcrown bcrown", true,
           "Crowns" EM "the red crown is worth 0 points, the black crown 20."),
};

const Para kSetup[] = {
    P("The dealer hands out five cards to each player, one at a time, going clockwise. The cards "
      "left over are the draw pile."),
    P("Everyone lays three of their cards face down in a row: the bench. Its order is fixed for "
      "the rest of the round. The other two cards are your hand; hand plus bench is your game."),
    R("Dealt cards stay face down: you choose which three go to the bench without seeing them."),
    P("Then each player secretly looks at one of their bench cards and puts it back in its place."),
    P("The dealer plays first."),
    R("The first dealer is picked at random; the deal moves one seat clockwise every round."),
};

const Para kTurn[] = {
    P("Draw the top card of the draw pile into your hand, without showing it."),
    P("Then play one card from your hand, one of two ways:"),
    PB("Discard it face up on the pile, beside the draw pile."),
    PB("Or put it face down on your bench in place of one bench card, and discard that bench "
       "card face up instead."),
    P("If no TXEK follows, the player on your left plays next."),
    R("Nobody may draw while a reaction window is open (see TXEK) or while action cards are "
      "waiting to be resolved."),
    P("When the draw pile runs out, everything on the pile except its top card is turned over "
      "and shuffled into a new draw pile."),
    R("You know a bench card only if you looked at it (at the start, or with Peek) or placed it "
      "there from your hand. Remembering is part of the game; the Memory aid setting can mark "
      "the cards you have seen."),
};

const Para kTxek[] = {
    P("If the card you discard is identical to the card it lands on, it is a TXEK (say " LQ
      "check" RQ "): you play another turn straight away, starting with a draw."),
    R("Identical means the same number or symbol and the same colour: red 7 on red 7, black "
      "crown on black crown."),
    R("Every discard opens a short reaction window, shown as a countdown: 1.5 seconds unless "
      "you change it in Settings."),
    R("A TXEK counts only when it is called during the window of that discard. Discard an "
      "identical card without calling and you get no extra turn."),
    R("Calls count in the order they reach the game: the first valid one wins and closes the "
      "window."),
    R("The TXEK button (or Space) works once the card has landed on the pile, and it lights for "
      "every card that lands: telling an identical card from one that merely matches is yours. "
      "The TXEK assist setting lights it only for an identical card; a game played with it says "
      "so on its score sheet."),
    P("Others may call TXEK on your identical discard too; being beaten to it costs you "
      "(Too slow TXEK, under Penalties)."),
    P("Action cards discarded in a TXEK are still resolved."),
    P("When two TXEKs happen before anyone has drawn, the later one takes the turn."),
};

const Para kInterceptions[] = {
    P("At any moment, anyone may put a card on the pile that matches its top card. That is an "
      "interception."),
    R("Matching is looser than identical: the same number in either colour, the same action "
      "symbol, or a crown on a crown."),
    R("You may intercept with a hand card or with a bench card, even one you have not seen; "
      "guess wrong and it is a Wrong card penalty."),
    P("If you have just drawn to start your turn, end that turn with your discard before you "
      "intercept."),
    P("Intercept with an identical card and call TXEK, and you take the turn:"),
    PB("If the player whose turn it was had not drawn yet, you play at once in their place."),
    PB("If they had already drawn, they finish their turn, then you play. But if someone makes "
       "a TXEK on their discard, that player plays next instead."),
    R("Whether they had drawn is decided by the state of the game when your call arrives, never "
      "by guessing at split seconds."),
    R("Interceptions are accepted at any time; a TXEK call only during the window of the discard "
      "it is about."),
};

const Para kActions[] = {
    P("Discard an action card, in your turn or by interception, and you may use its action "
      "(see The cards)."),
    R("The action belongs to whoever discarded the card. Play waits until they use it or skip "
      "it."),
    P("Several action cards are resolved in the order they were discarded."),
    P("All pending actions come first: the next player draws only once every one is settled."),
};

const Para kPenalties[] = {
    P("Every mistake costs a penalty card, and penalty cards always go on your bench."),
    R("A penalty card is the top card of the draw pile, put face down on your bench without you "
      "seeing it."),
    PB("Not your turn" EM "play out of turn and that play is cancelled; you keep the card you "
       "drew as a penalty, and the right player takes their turn."),
    RN("Here, playing out of turn means drawing: the drawn card goes face down on your bench."),
    PB("Wrong card" EM "an interception that does not match goes back where it came from, and "
       "you draw a penalty card."),
    RN("Everyone sees the card first, since it was played face up; a bench card goes back face "
       "down."),
    PB("Not TXEK" EM "call TXEK on a card that is not identical and the card stays on the pile, "
       "but you draw a penalty card. On your own interception, the card goes back instead."),
    RN("Only the player who made the interception takes it back; anyone else's wrong call leaves "
       "the card on the pile."),
    PB("Too slow TXEK" EM "someone calls TXEK on your identical discard before you: you draw a "
       "penalty card, the card stays, and they take the turn."),
    PB("Wrong action" EM "a misused action is undone if possible, you draw a penalty card, and "
       "the action is then played normally."),
    RN("Here that means Peek or Exchange aimed at an empty place, or Hand or Exchange aimed at "
       "yourself; the action then waits to be used or skipped."),
    PB("Looking at the wrong card" EM "peeking at a face-down card you may not see costs a "
       "penalty card."),
    RN("The screen never lets that happen, so this penalty does not exist here."),
    R("If no card can be drawn (draw pile empty and nothing under the top of the pile), the "
      "penalty is waived."),
};

const Para kEnding[] = {
    P("The round stops the moment someone discards their last card. Pending actions are "
      "resolved first; then everyone reveals their cards and counts."),
    P("The player who went out wins the round: a simple victory, unless a Double-TXEK is "
      "running (see below)."),
    R("If a player has to start a turn and no card can be drawn at all, the round ends there and "
      "everyone scores what they hold. Only long runs of penalties get that far."),
};

const Para kDouble[] = {
    P("When: at the end of your turn, holding 4 cards or fewer in your game (hand plus bench), "
      "before anyone makes a TXEK on your discard."),
    R("Here: press Double-TXEK while the countdown of your turn-ending discard is still running "
      "and nobody has called TXEK on it."),
    P("The bet: when your next turn comes round, you will be the player with the fewest points."),
    P("It ends when the player on your right finishes a turn and nobody makes a TXEK on their "
      "discard (any actions on it are played first). The round stops there."),
    P("If a TXEK on your own card hands you the turn, the bet keeps running and so does the "
      "round."),
    P("Fewest points: a Double-TXEK victory. Otherwise: a fail."),
    R("You need strictly fewer points than every other player: a tie is a fail."),
    P("Go out yourself while it runs and it is only a simple victory. If someone else goes out, "
      "your Double-TXEK fails."),
    P("Several callers: the first caller whose turn comes back decides. If they win, it is their "
      "Double-TXEK victory and the other callers fail; if they lose, they fail and the others "
      "score normally."),
    R("Precisely: the first caller whose right-hand neighbour ends a turn without a TXEK decides. "
      "When someone goes out, every caller except that player fails."),
};

const Para kScoring[] = {
    P("When a round ends, everyone adds up the points of the cards in their game, hand and "
      "bench."),
    PB("Simple victory" EM "everyone scores their own total (the player who went out has 0)."),
    PB("Double-TXEK victory" EM "the caller scores 0, everyone else scores double."),
    PB("Double-TXEK fail" EM "the caller scores the total of all players' points, everyone else "
       "their own."),
    P("Scores go on the score sheet. After the round in which a total reaches 200 or more, the "
      "game is over and the lowest total wins."),
    P("Tied for lowest? One more round."),
    R("Still tied? Keep playing rounds until the tie is broken."),
};

const Para kBeginners[] = {
    P("For beginners and young players: no Double-TXEK, and the Down cards are taken out of the "
      "deck."),
};

const Para kHere[] = {
    PB("After the deal, tap three of your five face-down cards to make your bench, then the bench "
       "card you want to look at."),
    PB("Your turn: tap the draw pile to draw."),
    PB("Tap a hand card to select it, then tap Discard, or tap one of your bench slots to swap it "
       "in."),
    PB("During the countdown after a discard, tap any of your cards, hand or bench, to intercept "
       "with it."),
    PB("Call TXEK with the big TXEK button or the Space key."),
    PB("To bet, press the Double-TXEK button at the end of your turn."),
    PB("Action cards ask for a target: Peek, tap a face-down bench card; Exchange, tap one of "
       "your cards, then another player's bench card; Hand, tap a player; Down, tap one of your "
       "cards. Skip lets the action go."),
    P("Keyboard:"),
    Key("Tab", "move the white focus ring to the next card or button (Shift+Tab: back); the "
               "arrows move it too; it goes first to what you can play now"),
    Key("Enter", "press the ringed card or button; without a ring, discard the selected card"),
    Key("Space", "call TXEK"),
    Key("D", "draw"),
    Key("1" EN "9", "select a hand card"),
    Key("Esc", "back"),
};

const Section kSections[] = {
    S("Goal", kGoal),
    S("The cards", kCards),
    S("Setting up", kSetup),
    S("Your turn", kTurn),
    S("TXEK", kTxek),
    S("Interceptions", kInterceptions),
    S("Action cards", kActions),
    S("Penalties", kPenalties),
    S("Ending a round", kEnding),
    S("Double-TXEK", kDouble),
    S("Scoring and the 200 line", kScoring),
    S("Beginners' variant", kBeginners),
    S("How to play here", kHere),
};

const rules::Page kPage = {
    "Txek rules",
    "2" EN "7 players \xC2\xB7 say it " LQ "check" RQ,
    "txek.",
    "Marked details are reconstructed by Txek Table where the printed rules are silent or their "
    "pictures were lost.",
    "Card colours, names and values come from public descriptions of the published game; the "
    "other marked details are our own choices. Everything unmarked is the publisher's rules, "
    "retold in our own words.",
    kSections,
    sizeof kSections / sizeof kSections[0],
};

} // namespace

bool DrawTxekRules(const Fonts& fonts, const Atlas& atlas) {
    return rules::DrawPage(fonts, atlas, kPage);
}

} // namespace table

#undef EM
#undef EN
#undef LQ
#undef RQ
