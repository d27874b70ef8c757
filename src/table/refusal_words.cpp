#include "table/refusal_words.h"

#include "table/i18n.h"

namespace table {

namespace {

// The codes every game's rules share (engine/core/refusal.h). A refusal reads as the flash shows
// it, after what the player tried: lower case, no final period.
std::string shared_words(const core::Refusal& r) {
    if (r.code == core::kGameOver) return tr("the game is over");
    if (r.code == core::kNotAPlayer) return tr("only a player at the table may act");
    if (r.code == core::kNotYourTurn) return tr("it is not your turn");
    if (r.code == core::kNoSuchAction) return tr("that is not a move of this game");
    return {};
}

} // namespace

std::string refusal_text(const std::string& reason, const GameRefusalWords& game_words) {
    const auto refusal = core::read_refusal(reason);
    if (!refusal) return reason;
    std::string words = game_words ? game_words(*refusal) : std::string();
    if (words.empty()) words = shared_words(*refusal);
    // A code this build has no words for (a newer host's): still a refusal, said plainly.
    if (words.empty()) words = fill(tr("that move is not allowed ({code})"), {{"code", reason}});
    return words;
}

std::string setup_problem_text(const std::string& code, const games::Facts& f) {
    const auto r = core::read_refusal(code);
    if (!r) return code;
    const std::string game(f.name), n = r->args.empty() ? "?" : std::to_string(r->args[0]);
    const std::string least = std::to_string(f.min_players), most = std::to_string(f.max_players);
    if (r->code == games::kPlayerCount)
        return f.min_players == f.max_players
                   ? fill(tr("{game} is for {most} players, not {n}"),
                          {{"game", game}, {"most", most}, {"n", n}})
                   : fill(tr("{game} is for {least} to {most} players, not {n}"),
                          {{"game", game}, {"least", least}, {"most", most}, {"n", n}});
    if (r->code == games::kNoSuchVariant)
        return fill(tr("{game} has no such variant"), {{"game", game}});
    if (r->code == games::kNoVariants) return fill(tr("{game} has no variants"), {{"game", game}});
    if (r->code == games::kTooManyPeople)
        return f.max_people == 1
                   ? fill(tr("{game} seats at most one person on one device, and this seats {n} "
                             "(it is played in real time)"),
                          {{"game", game}, {"n", n}})
                   : fill(tr("{game} seats at most {most} people on one device, and this seats "
                             "{n}"),
                          {{"game", game}, {"most", std::to_string(f.max_people)}, {"n", n}});
    return code;
}

} // namespace table
