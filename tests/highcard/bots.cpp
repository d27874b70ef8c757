// High card's bots (README, "Bots"): three small policies over the seat's View, nothing else.
// Each choice depends only on the bot's seed and the view, so a bot made afresh on the same view
// decides the same (the conformance suite's "bots decide from their view alone").
#include "highcard/highcard.h"

#include <algorithm>

namespace highcard {

namespace {

// How long a bot seems to think, by level: a person can follow the cards.
constexpr int kCasualDelayMs = 900;
constexpr int kGoodDelayMs = 750;
constexpr int kExpertDelayMs = 650;

// The hand's cards from lowest to highest rank (the view keeps it so: README, "Decisions").
CardId lowest(const std::vector<CardId>& hand) {
    return hand.front();
}
CardId highest(const std::vector<CardId>& hand) {
    return hand.back();
}

// README, "Winning a trick": following, the lowest card that outranks the led one wins; with
// none, the lowest card loses the least.
CardId follow(const View& v) {
    for (CardId c : v.hand)
        if (rank_of(c) > rank_of(v.led)) return c;
    return lowest(v.hand);
}

// The seat's card is due, and it has one to play.
bool to_play(const View& v) {
    return v.viewer >= 0 && !v.over() && v.current == v.viewer && !v.hand.empty();
}

class CasualBot : public Bot {
public:
    explicit CasualBot(std::uint64_t seed) : seed_(seed) {}
    std::optional<Intent> think(const View& v) override {
        if (!to_play(v)) return std::nullopt;
        // A generator of this seed and this moment of the game: the same view, the same card.
        core::Rng rng(seed_ ^ (std::uint64_t(v.tricks.size() * 2 + (v.led != kNoCard)) << 32));
        const CardId card = v.hand[rng.below(std::uint32_t(v.hand.size()))];
        return Intent{{card}, kCasualDelayMs};
    }

private:
    std::uint64_t seed_;
};

class GoodBot : public Bot {
public:
    std::optional<Intent> think(const View& v) override {
        if (!to_play(v)) return std::nullopt;
        // Leading wins ties (README, "Winning a trick"): the highest card is the surest lead.
        const CardId card = v.led == kNoCard ? highest(v.hand) : follow(v);
        return Intent{{card}, kGoodDelayMs};
    }
};

class ExpertBot : public Bot {
public:
    std::optional<Intent> think(const View& v) override {
        if (!to_play(v)) return std::nullopt;
        return Intent{{v.led == kNoCard ? lead(v) : follow(v)}, kExpertDelayMs};
    }

private:
    // A lead no unseen card outranks cannot lose; else the lowest card, keeping the high ones
    // for when they win.
    static CardId lead(const View& v) {
        int best_unseen = 0;
        for (CardId c : unseen_cards(v)) best_unseen = std::max(best_unseen, rank_of(c));
        const CardId top = highest(v.hand);
        return rank_of(top) >= best_unseen ? top : lowest(v.hand);
    }
};

} // namespace

std::unique_ptr<Bot> make_bot(core::SeatKind level, std::uint64_t seed) {
    return games::bot_of_level<Bot, CasualBot, GoodBot, ExpertBot>(level, seed);
}

} // namespace highcard
