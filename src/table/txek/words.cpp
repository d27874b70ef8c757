#include "table/txek/words.h"

#include "table/i18n.h"

namespace table::txek_words {

using txek::Colour;
using txek::EventKind;
using txek::Kind;

// Each colour and kind is its own sentence: a translation agrees the colour with the card's name
// ("la Couronne noire", "die schwarze Krone"), or puts an article before it.
std::string card_name(const txek::Face& f) {
    const bool red = f.colour == Colour::Red;
    switch (f.kind) {
    case Kind::Number:
        return fill(red ? trc("card", "red {number}") : trc("card", "black {number}"),
                    {{"number", std::to_string(f.number)}});
    case Kind::Peek:
        return red ? trc("card", "red Peek") : trc("card", "black Peek");
    case Kind::Exchange:
        return red ? trc("card", "red Exchange") : trc("card", "black Exchange");
    case Kind::Hand:
        return red ? trc("card", "red Hand") : trc("card", "black Hand");
    case Kind::Down:
        return red ? trc("card", "red Down") : trc("card", "black Down");
    case Kind::Crown:
        return red ? trc("card", "red Crown") : trc("card", "black Crown");
    }
    return trc("card", "a card");
}

namespace {

// Rule 12: the action cards, used or left.
std::string action_line(const txek::Event& e, const Voice& say, const std::string& card) {
    const int a = e.seat, b = e.other;
    switch (e.kind) {
    case EventKind::ActionSkipped: // rule 7: actions are optional
        return say.says(a, tr("You do not use {card}"), tr("{name} does not use {card}"),
                        {{"card", card}});
    case EventKind::Peeked: // rule 12, Peek
        // "at one of your cards", never "a card of you".
        if (a == b)
            return say.says(a, tr("You peek at one of your own cards"),
                            tr("{name} peeks at one of their own cards"));
        return say.says_to(a, b, tr("You peek at one of {other}'s cards"),
                           tr("{name} peeks at one of your cards"),
                           tr("{name} peeks at one of {other}'s cards"));
    case EventKind::Exchanged: // rule 12, Exchange: the target's slot counted from 1
        return say.says_to(a, b, tr("You exchange a card with {other}'s bench (slot {slot})"),
                           tr("{name} exchanges a card with your bench (slot {slot})"),
                           tr("{name} exchanges a card with {other}'s bench (slot {slot})"),
                           {{"slot", std::to_string(e.other_index + 1)}});
    case EventKind::HandGiven: // rule 12, Hand
        return say.says_to(a, b, tr("You make {other} draw a card"),
                           tr("{name} makes you draw a card"),
                           tr("{name} makes {other} draw a card"));
    case EventKind::WentDown: // rule 12, Down
        return say.says(a, tr("You play Down"), tr("{name} plays Down"));
    case EventKind::WrongAction: // seed, "Wrong action"
        return say.says(a, tr("You made a wrong action"), tr("{name} made a wrong action"));
    default:
        return "";
    }
}

} // namespace

std::string describe(const txek::Event& e, const Voice& say, const std::vector<txek::Face>& faces) {
    // Events name a card only when everyone saw it (engine/txek/txek.h, "Events").
    const std::string card =
        e.card < faces.size() ? card_name(faces[e.card]) : std::string(trc("card", "a card"));
    const int a = e.seat, b = e.other;
    switch (e.kind) {
    case EventKind::RoundDealt: // rule 1
        return say.says(a, tr("You deal five cards each"), tr("{name} deals five cards each"));
    case EventKind::Arranged: // rules 2 and 3
        return say.says(a, tr("You arranged the bench"), tr("{name} arranged the bench"));
    case EventKind::RoundStarts:
        return say.says(a, tr("You start the round"), tr("{name} starts the round"));
    case EventKind::Drew: // rule 5
        return say.says(a, tr("You drew a card"), tr("{name} drew a card"));
    case EventKind::Discarded: // rule 6
        return say.says(a, tr("You discarded {card}"), tr("{name} discarded {card}"),
                        {{"card", card}});
    case EventKind::Swapped: // rule 6: the slot counted from 1, as the player sees the bench
        return say.says(a, tr("You put a hand card on the bench (slot {slot})"),
                        tr("{name} put a hand card on the bench (slot {slot})"),
                        {{"slot", std::to_string(e.index + 1)}});
    case EventKind::Intercepted: // rule 10
        return say.says(a, tr("You intercepted with {card}"), tr("{name} intercepted with {card}"),
                        {{"card", card}});
    case EventKind::WrongCard: // rule 10, "Wrong card"
        return say.says(a, tr("You tried to intercept with {card}: wrong card"),
                        tr("{name} tried to intercept with {card}: wrong card"), {{"card", card}});
    case EventKind::Txek: // rules 8 and 11
        return say.says(a, tr("TXEK! You call it first"), tr("TXEK! {name} calls it first"));
    case EventKind::NotTxek: // rule 8, "Not TXEK"
        return say.says(a, tr("You called TXEK, but it was not identical"),
                        tr("{name} called TXEK, but it was not identical"));
    case EventKind::TooSlowTxek: // rule 8, "Too slow TXEK": `a` discarded, `b` called first
        return say.says_to(a, b, tr("You were too slow: {other} called TXEK first"),
                           tr("{name} was too slow: you called TXEK first"),
                           tr("{name} was too slow: {other} called TXEK first"));
    case EventKind::NotYourTurn: // rule 8, "Not your turn"
        return say.says(a, tr("You drew out of turn"), tr("{name} drew out of turn"));
    case EventKind::Penalty:
        return say.says(a, tr("You take a penalty card"), tr("{name} takes a penalty card"));
    case EventKind::NoPenaltyCard: // table rules: a penalty with nothing to draw is waived
        return say.says(a, tr("No card left for a penalty for you"),
                        tr("No card left for a penalty for {name}"));
    case EventKind::Reshuffled:
        return tr("The pile is shuffled into a new draw pile");
    case EventKind::WindowClosed:
        return "";
    case EventKind::TurnTo:
        // Rule 11: a TXEK takes the turn of the player about to draw (`b`); say so plainly.
        if (b >= 0)
            return say.says_to(a, b, tr("TXEK takes {other}'s turn: your turn now"),
                               tr("TXEK takes your turn: {name}'s turn now"),
                               tr("TXEK takes {other}'s turn: {name}'s turn now"));
        return say.says(a, tr("Your turn"), tr("{name}'s turn"));
    case EventKind::DoubleTxekCalled: // rule 14
        return say.says(a, tr("You call DOUBLE-TXEK!"), tr("{name} calls DOUBLE-TXEK!"));
    case EventKind::ActionQueued:
        return "";
    case EventKind::ActionSkipped:
    case EventKind::Peeked:
    case EventKind::Exchanged:
    case EventKind::HandGiven:
    case EventKind::WentDown:
    case EventKind::WrongAction:
        return action_line(e, say, card);
    case EventKind::WentOut: // rule 13
        return say.says(a, tr("You played the last card!"), tr("{name} played the last card!"));
    case EventKind::DoubleTxekEnds: // rule 14
        return say.says(a, tr("Your Double-TXEK is decided"),
                        tr("The Double-TXEK of {name} is decided"));
    case EventKind::RoundEnded:
        return tr("The round is over");
    case EventKind::GameEnded:
        return say.says(a, tr("You win the game"), tr("{name} wins the game"));
    case EventKind::DeckExhausted: // table rules: nothing left to draw ends the round
        return tr("No card left to draw: the round ends");
    }
    return "";
}

// The codes of engine/txek/rules.cpp, each with the rule it cites.
std::string refusal_words(const core::Refusal& r) {
    const std::string& c = r.code;
    // The table's own moves (table rules, "Reaction windows").
    if (c == "round_not_over") return tr("the round is not over");
    if (c == "no_open_window") return tr("no open reaction window for that discard");
    if (c == "table_moves_only") return tr("the table only closes windows and deals rounds");
    // Rules 2 and 3: the bench.
    if (c == "arrange_at_round_start") return tr("the bench is arranged at the start of a round");
    if (c == "bench_arranged") return tr("your bench is arranged already (rule 2)");
    if (c == "choose_three_of_five") return tr("choose 3 of your 5 cards");
    if (c == "choose_different_cards") return tr("choose 3 different cards");
    if (c == "look_at_bench_card") return tr("look at one of your 3 bench cards");
    // Rules 5 and 6: a turn.
    if (c == "drawn_already") return tr("you have drawn already: discard a card (rule 6)");
    if (c == "wait_for_window") return tr("wait until the reaction window closes");
    if (c == "wait_for_actions") return tr("wait until the action cards are played (rule 12)");
    if (c == "discard_after_drawing") return tr("discard after drawing, on your turn (rule 6)");
    if (c == "swap_after_drawing") return tr("swap after drawing, on your turn (rule 6)");
    if (c == "no_such_hand_card") return tr("no such card in your hand");
    if (c == "no_bench_card") return tr("no card in that bench slot");
    // Rule 10: interceptions.
    if (c == "discard_before_intercepting")
        return tr("you have drawn: discard before intercepting (rule 10)");
    if (c == "nothing_to_intercept") return tr("there is no card on the pile to intercept");
    if (c == "no_card_there") return tr("no card there");
    // Rules 8 and 11: TXEK.
    if (c == "txek_too_late") return tr("too late: that card is no longer open for TXEK");
    // Rule 14: Double-TXEK.
    if (c == "no_double_for_beginners")
        return tr("there is no Double-TXEK in the beginners' variant");
    if (c == "double_called_already") return tr("you called Double-TXEK already");
    if (c == "double_at_turn_end")
        return tr("call Double-TXEK at the end of your own turn, before any TXEK (rule 14)");
    if (c == "double_too_many_cards")
        return tr("Double-TXEK needs 4 cards or fewer in your game (rule 14)");
    // Rule 12: action cards.
    if (c == "no_such_bench_place") return tr("no such bench place");
    if (c == "no_such_place") return tr("no such place");
    if (c == "no_such_player") return tr("no such player");
    if (c == "card_has_no_action") return tr("that card has no action");
    if (c == "no_action_waiting")
        return tr("no action card of yours is waiting (rule 12: in discard order)");
    // Play happens between the deal and the count (rules 1, 13 and 14).
    if (c == "not_in_play") return tr("not while the round is being dealt or scored");
    if (c == "round_ending") return tr("the round is ending: only pending action cards are played");
    if (c == "not_a_player_move") return tr("that is not something a player does");
    return {};
}

} // namespace table::txek_words
