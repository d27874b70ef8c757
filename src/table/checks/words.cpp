#include "table/checks/words.h"

#include "table/i18n.h"

namespace table::checks_words {

using namespace checks;

namespace {

// The suits in CardId order (checks.h, "Cards"): spades, hearts, diamonds, clubs.
const char* suit_name(int suit) {
    switch (suit) {
    case 0:
        // TRANSLATORS: a suit as a card's name says it: "{rank} of {suit}", "Ace of {suit}".
        return trc("card suit", "spades");
    case 1:
        return trc("card suit", "hearts");
    case 2:
        return trc("card suit", "diamonds");
    default:
        return trc("card suit", "clubs");
    }
}

// A suit's letter in a card's short name.
const char* suit_letter(int suit) {
    switch (suit) {
    case 0:
        // TRANSLATORS: the spades' letter in a card's short name ("AS", "10S"): a letter of your
        // language's suit names, or the symbol ♠.
        return trc("suit letter", "S");
    case 1:
        return trc("suit letter", "H");
    case 2:
        return trc("suit letter", "D");
    default:
        return trc("suit letter", "C");
    }
}

// Ace, 2 to 10, Jack, Queen, King as a card's short name starts: "A", "10", "J".
std::string rank_letter(int rank) {
    switch (rank) {
    case 1:
        // TRANSLATORS: the Ace's letter in a card's short name ("AS": the Ace of spades).
        return trc("rank letter", "A");
    case 11:
        return trc("rank letter", "J");
    case 12:
        return trc("rank letter", "Q");
    case 13:
        return trc("rank letter", "K");
    default:
        return std::to_string(rank);
    }
}

// Piles and half-tricks are numbered from 1 for players, left to right.
std::string from_one(int index) {
    return std::to_string(index + 1);
}

// A shown hand as the cash line lists it: "5H 3C".
std::string hand_text(const std::vector<CardId>& cards) {
    std::string text;
    for (CardId c : cards) text += (text.empty() ? "" : " ") + card_short(c);
    return text;
}

} // namespace

std::string card_name(CardId c) {
    if (c >= kDeckSize) return tr("an unknown card");
    const std::string suit = suit_name(suit_of(c));
    switch (rank_of(c)) {
    case 1:
        // TRANSLATORS: a card's name, after "played" and "to play", and before "turned up": with
        // the article your language needs there ("l’As de {suit}").
        return fill(trc("card name", "Ace of {suit}"), {{"suit", suit}});
    case 11:
        return fill(trc("card name", "Jack of {suit}"), {{"suit", suit}});
    case 12:
        return fill(trc("card name", "Queen of {suit}"), {{"suit", suit}});
    case 13:
        return fill(trc("card name", "King of {suit}"), {{"suit", suit}});
    default:
        // TRANSLATORS: a number card's name: {rank} 2 to 10.
        return fill(trc("card name", "{rank} of {suit}"),
                    {{"rank", std::to_string(rank_of(c))}, {"suit", suit}});
    }
}

std::string card_short(CardId c) {
    if (c >= kDeckSize) return "?";
    return rank_letter(rank_of(c)) + suit_letter(suit_of(c));
}

// Each line names what happened as the README's rules call it: "A turn: cash or play",
// "Refilling the piles", "Picking up half-tricks", "The end of a game".
std::string describe(const Event& e, const Voice& say) {
    const int a = e.seat;
    const std::string pile = from_one(e.index);
    switch (e.kind) {
    case EventKind::GameDealt:
        return say.says(a, tr("You dealt"), tr("{name} dealt"));
    case EventKind::PickedUp:
        return say.says(a, tr("You picked up half-trick {n}"),
                        tr("{name} picked up half-trick {n}"), {{"n", from_one(e.index)}});
    case EventKind::Cashed:
        // Every cash takes the upcard and at least one card of the hand: never fewer than two.
        return say.says(
            a,
            trn("You cashed pile {pile} with {cards}: {n} Check",
                "You cashed pile {pile} with {cards}: {n} Checks", e.count),
            trn("{name} cashed pile {pile} with {cards}: {n} Check",
                "{name} cashed pile {pile} with {cards}: {n} Checks", e.count),
            {{"pile", pile}, {"cards", hand_text(e.cards)}, {"n", std::to_string(e.count)}});
    case EventKind::Played:
        return say.says(a, tr("You played {card} onto pile {pile}"),
                        tr("{name} played {card} onto pile {pile}"),
                        {{"card", card_name(e.card)}, {"pile", pile}});
    case EventKind::Refilled:
        return fill(tr("{card} turned up on pile {pile}"),
                    {{"card", card_name(e.card)}, {"pile", pile}});
    case EventKind::SlotEmpty:
        return fill(tr("Pile {pile} stays empty: the deck is gone"), {{"pile", pile}});
    case EventKind::WentOut:
        return say.says(a, tr("You are out of cards"), tr("{name} is out of cards"));
    case EventKind::Stuck:
        return tr("No pile left to play onto: the game stops");
    case EventKind::GameEnded:
        if (a < 0) return tr("The game is a draw");
        return say.says(a, tr("You win the game"), tr("{name} wins the game"));
    }
    return "";
}

std::string refusal_words(const core::Refusal& r) {
    auto arg = [&](std::size_t i) {
        return i < r.args.size() ? std::to_string(r.args[i]) : std::string("?");
    };
    // README, "The next deal and the match": the table deals the next game once one is over.
    if (r.code == kOnlyTableDeals) return tr("only the table deals the next game");
    if (r.code == kGameNotOver) return tr("the game is still being played");
    // README, "A turn: cash or play".
    if (r.code == kNoPileToCash) return tr("there is no pile there to cash");
    if (r.code == kTotalNotUpcard)
        return fill(tr("your Point Total is {total}, the upcard is worth {value}"),
                    {{"total", arg(0)}, {"value", arg(1)}});
    if (r.code == kNoCardThere) return tr("you have no card there");
    if (r.code == kSlotEmpty)
        return tr("that slot is empty: cards are played onto a pile's upcard");
    return {};
}

} // namespace table::checks_words
