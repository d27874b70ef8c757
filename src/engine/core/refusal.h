// Why an action is refused, as the engine says it: a code and its whole-number arguments, never
// words. The table turns the code into a sentence in the player's language (src/table/words.h),
// so a guest online reads the host's refusal in the guest's own language. Its text form, which
// Acted::rejection and the online wire carry, is the code alone or "code:1,2".
#pragma once
#include <initializer_list>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace core {

struct Refusal {
    std::string code; // lower-case letters, digits and '_': "not_your_turn"
    std::vector<int> args;
};

// The text form of a refusal: refuse("take_at_most", {3}) == "take_at_most:3".
std::string refuse(std::string_view code, std::initializer_list<int> args = {});
// The refusal a text form holds; nothing for other text (a reason in words from elsewhere).
std::optional<Refusal> read_refusal(std::string_view text);

// The codes every game's rules share.
inline constexpr const char* kGameOver = "game_over";
inline constexpr const char* kNotAPlayer = "not_a_player";
inline constexpr const char* kNotYourTurn = "not_your_turn";
inline constexpr const char* kNoSuchAction = "no_such_action";

} // namespace core
