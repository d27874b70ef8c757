#include "table/strategix/words.h"

#include "table/i18n.h"
#include "table/refusal_words.h"
#include "table/table_panels.h"

#include <vector>

namespace table::strategix_words {

using namespace strategix;

std::string card_name(CardId c) {
    switch (kind_of(c)) {
    case CardKind::Star:
        // TRANSLATORS: a card, as the object of a line ("G for a star", "you give a star").
        return trc("card", "a star");
    case CardKind::Firecracker:
        // TRANSLATORS: a card, as the object of a line ("G for a firecracker").
        return trc("card", "a firecracker");
    case CardKind::Letter:
        break;
    }
    return letter_name(letter_of(c)); // a letter is its own name in every language
}

namespace {

// How many groups a play has, spelt out as the lines say it ("two pairs"); a figure past eleven
// (a hand holds at most 22 cards: eleven pairs).
std::string count_word(int n) {
    switch (n) {
    case 2:
        // TRANSLATORS: how many groups a play has, in "two pairs, lowest G" and "two runs of 3,
        // lowest G".
        return trc("groups", "two");
    case 3:
        return trc("groups", "three");
    case 4:
        return trc("groups", "four");
    case 5:
        return trc("groups", "five");
    case 6:
        return trc("groups", "six");
    case 7:
        return trc("groups", "seven");
    case 8:
        return trc("groups", "eight");
    case 9:
        return trc("groups", "nine");
    case 10:
        return trc("groups", "ten");
    case 11:
        return trc("groups", "eleven");
    }
    return std::to_string(n);
}

} // namespace

std::string describe_combo(const Combo& c) {
    const int n = c.groups();
    const std::string lowest = letter_name(c.starts.empty() ? 0 : c.starts.front());
    switch (c.shape) {
    case Shape::Single:
        return fill(tr("a single {letter}"), {{"letter", lowest}});
    case Shape::Pairs:
        if (n == 1) return fill(tr("a pair of {letter}"), {{"letter", lowest}});
        // TRANSLATORS: {count} is a number in words ("two"), {letter} the lowest pair's letter.
        return fill(trn("{count} pair, lowest {letter}", "{count} pairs, lowest {letter}", n),
                    {{"count", count_word(n)}, {"letter", lowest}});
    case Shape::Runs:
        break;
    }
    const std::string length = std::to_string(c.length);
    if (n == 1)
        return fill(tr("a run of {length}, lowest {letter}"),
                    {{"length", length}, {"letter", lowest}});
    // TRANSLATORS: {count} is a number in words ("two"), {length} the cards in each run, {letter}
    // the lowest run's first letter.
    return fill(trn("{count} run of {length}, lowest {letter}",
                    "{count} runs of {length}, lowest {letter}", n),
                {{"count", count_word(n)}, {"length", length}, {"letter", lowest}});
}

const char* title_words(Title t) {
    return title_name(t);
}

namespace {

// README, "Exchange": Luckylix's worst card to Badluckix, Badluckix's best back; the cards are
// named to those two only (event_for).
std::string exchanged_line(const Event& e, const Voice& say) {
    if (e.card == kNoCard)
        return say.says_to(e.seat, e.other, tr("You (Luckylix) and {other} (Badluckix) swap cards"),
                           tr("{name} (Luckylix) and you (Badluckix) swap cards"),
                           tr("{name} (Luckylix) and {other} (Badluckix) swap cards"));
    return say.says_to(
        e.seat, e.other,
        tr("You (Luckylix) and {other} (Badluckix) swap cards: {given} for {returned}"),
        tr("{name} (Luckylix) and you (Badluckix) swap cards: {given} for {returned}"),
        tr("{name} (Luckylix) and {other} (Badluckix) swap cards: {given} for {returned}"),
        {{"given", card_name(e.card)}, {"returned", card_name(e.card2)}});
}

// README, "Stars": how many stars stood in for letters, said after the play.
std::string played_line(const Event& e, const Voice& say) {
    int stars = 0;
    for (CardId c : e.cards) stars += is_star(c) ? 1 : 0;
    const std::string play = e.combo.to_string();
    if (stars == 0)
        return say.says(e.seat, tr("You play {play}"), tr("{name} plays {play}"), {{"play", play}});
    if (stars == 1)
        return say.says(e.seat, tr("You play {play} (with a star)"),
                        tr("{name} plays {play} (with a star)"), {{"play", play}});
    return say.says(
        e.seat, trn("You play {play} (with {n} star)", "You play {play} (with {n} stars)", stars),
        trn("{name} plays {play} (with {n} star)", "{name} plays {play} (with {n} stars)", stars),
        {{"play", play}, {"n", std::to_string(stars)}});
}

// README, "Firecrackers": one, or a leader's last ones all at once.
std::string firecracker_line(const Event& e, const Voice& say) {
    if (e.cards.size() <= 1)
        return say.says(e.seat, tr("You set off a firecracker"),
                        tr("{name} sets off a firecracker"));
    // TRANSLATORS: {n} is 2 or 3 (the deck holds three firecrackers).
    return say.says(e.seat, tr("You set off all {n} firecrackers"),
                    tr("{name} sets off all {n} firecrackers"),
                    {{"n", std::to_string(e.cards.size())}});
}

// README, "Tricks" and "Firecrackers": who loses a turn, and why.
std::string skipped_line(const Event& e, const Voice& say) {
    if (e.reason == 0)
        return say.says(e.seat, tr("You lose a turn (a firecracker)"),
                        tr("{name} loses a turn (a firecracker)"));
    return say.says(e.seat, tr("You lose a turn (the same letters)"),
                    tr("{name} loses a turn (the same letters)"));
}

// README, "Tricks" (a Z wins at once) and "Passing" (with two, a pass ends the trick).
std::string trick_won_line(const Event& e, const Voice& say) {
    if (e.reason == 1)
        return say.says(e.seat, tr("You win the trick with a Z"),
                        tr("{name} wins the trick with a Z"));
    if (e.reason == 2)
        return say.says(e.seat, tr("You win the trick (the other passed)"),
                        tr("{name} wins the trick (the other passed)"));
    return say.says(e.seat, tr("You win the trick"), tr("{name} wins the trick"));
}

// README, "Going out": the order in which a player went out, and going out on a star, a Z or a
// firecracker (Badluckix at once).
std::string went_out_line(const Event& e, const Voice& say) {
    // TRANSLATORS: the order in which a player went out, in "You are out first".
    const std::string place = e.index == 1   ? trc("out", "first")
                              : e.index == 2 ? trc("out", "second")
                              : e.index == 3 ? trc("out", "third")
                              : e.index == 4 ? trc("out", "fourth")
                                             : std::to_string(e.index);
    if (e.bad)
        return say.says(e.seat, tr("You are out {place}, on a star, Z or firecracker: Badluckix"),
                        tr("{name} is out {place}, on a star, Z or firecracker: Badluckix"),
                        {{"place", place}});
    return say.says(e.seat, tr("You are out {place}"), tr("{name} is out {place}"),
                    {{"place", place}});
}

// README, "Scoring": each player in finishing order with the title and this hand's points.
std::string hand_ended_line(const Event& e, const Voice& say) {
    if (!e.result) return tr("The hand is over");
    const HandResult& r = *e.result;
    std::string results;
    for (std::size_t i = 0; i < r.order.size(); ++i) {
        const std::size_t p = std::size_t(r.order[i]);
        const int points = p < r.points.size() ? r.points[p] : 0;
        // TRANSLATORS: one player's result in "Hand 2 is over: Ana Luckylix +2, You Badluckix
        // -2": the player, the title (a name, kept as it is), the hand's points.
        const std::string one =
            fill(trc("result", "{name} {title} {points}"),
                 {{"name", say.who(int(p))},
                  {"title", p < r.titles.size() ? title_words(r.titles[p]) : ""},
                  {"points", (points > 0 ? "+" : "") + std::to_string(points)}});
        results = i ? fill(trc("list", "{list}, {item}"), {{"list", results}, {"item", one}}) : one;
    }
    return fill(tr("Hand {hand} is over: {results}"),
                {{"hand", std::to_string(e.index)}, {"results", results}});
}

} // namespace

std::string describe(const Event& e, const Voice& say) {
    switch (e.kind) {
    case EventKind::HandDealt:
        return say.says(e.seat, tr("Hand {hand} dealt; You lead"),
                        tr("Hand {hand} dealt; {name} leads"), {{"hand", std::to_string(e.index)}});
    case EventKind::Exchanged:
        return exchanged_line(e, say);
    case EventKind::Played:
        return played_line(e, say);
    case EventKind::Firecracker:
        return firecracker_line(e, say);
    case EventKind::Passed:
        // README, "Passing": the one pass of the hand although able to play (told to the passer).
        if (e.voluntary)
            return say.says(e.seat, tr("You pass (the one free pass)"),
                            tr("{name} passes (the one free pass)"));
        return say.says(e.seat, tr("You pass"), tr("{name} passes"));
    case EventKind::Skipped:
        return skipped_line(e, say);
    case EventKind::TrickWon:
        return trick_won_line(e, say);
    case EventKind::WentOut:
        return went_out_line(e, say);
    case EventKind::HandEnded:
        return hand_ended_line(e, say);
    case EventKind::GameEnded:
        // README, "Hands and the winner": most points wins; a tie shares the victory.
        return WinnersLine(say, e.winners, tr("{name} wins the game"), tr("You win the game"));
    }
    return "";
}

namespace {

// A combination a refusal names by two arguments from `at` (strategix::combo_args).
std::string combo_arg(const core::Refusal& r, std::size_t at) {
    if (r.args.size() < at + 2) return "?";
    const auto c = combo_from_args(r.args[at], r.args[at + 1]);
    return c ? c->to_string() : "?";
}

} // namespace

std::string refusal_words(const core::Refusal& r) {
    const std::string& code = r.code;
    // README, "Tricks", "Deck" and "Stars".
    if (code == "not_a_combination") return tr("that is not a combination");
    if (code == "no_a_in_deck") return tr("there is no A in this deck (only in the ABCD variant)");
    if (code == "hand_cannot_make")
        return fill(tr("your hand cannot make {play}"), {{"play", combo_arg(r, 0)}});
    if (code == "wrong_shape") {
        const auto standing =
            r.args.size() >= 2 ? combo_from_args(r.args[0], r.args[1]) : std::nullopt;
        // TRANSLATORS: {standing} is the play to beat in letters ("EF+MN"), {shape} what it
        // is ("two runs of 2, lowest E").
        return fill(tr("the play must have the shape of {standing} ({shape})"),
                    {{"standing", standing ? standing->to_string() : "?"},
                     {"shape", standing ? describe_combo(*standing) : "?"}});
    }
    if (code == "weaker_than")
        return fill(tr("{play} is weaker than {standing}"),
                    {{"play", combo_arg(r, 0)}, {"standing", combo_arg(r, 2)}});
    // README, "Firecrackers".
    if (code == "no_firecracker") return tr("you hold no firecracker");
    if (code == "firecracker_never_leads") return tr("a firecracker never leads a trick");
    if (code == "firecracker_after_firecracker")
        return tr("a firecracker may not be played right after a firecracker");
    if (code == "leader_plays_out_firecrackers")
        return tr("only a leader plays out their firecrackers");
    if (code == "more_than_firecrackers") return tr("you hold more than firecrackers");
    // README, "Passing".
    if (code == "leader_must_play") return tr("the leader of a trick must play");
    if (code == "must_play")
        return tr("you have passed once this hand although you could play; now you must play");
    // README, "Hands and the winner": the table deals each next hand.
    if (code == "table_deals_next_hand") return tr("only the table deals the next hand");
    if (code == "hand_not_over") return tr("the hand is not over");
    if (code == "hand_over") return tr("the hand is over");
    return {};
}

std::string refusal_line(const std::string& reason) {
    return refusal_text(reason, refusal_words);
}

} // namespace table::strategix_words
