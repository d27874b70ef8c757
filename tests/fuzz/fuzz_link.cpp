// libFuzzer target: the link codec (engine/core/link.h) and the App opening a link. Any text a
// player may paste must be either refused with a message or read into a Link that encodes back
// to a text reading as the very same Link (one table, one link). Every readable link then opens
// an App (table::App(storage, link): a deal, a replay, or a notice saying why not) whose test
// hook, public_state, is JSON.
#include "engine/core/link.h"
#include "engine/games.h"
#include "fuzz_inputs.h"
#include "platform/storage.h"
#include "table/app.h"

#include <nlohmann/json.hpp>

#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>

namespace {

// Every registered game, and one id this build does not have (the codec reads it; the App
// refuses it), so both the known and the unknown-game paths are reached.
bool known_game(std::string_view game) {
    return game == "dev01" || games::find(game) != nullptr;
}

void check_codec(const core::Link& link) {
    const std::string encoded = core::encode_link(link);
    const auto again = core::decode_link(encoded, known_game);
    fuzz::require(again.ok(), "an encoded link does not read back");
    fuzz::require(again.value() == link, "an encoded link reads back as another link");
    fuzz::require(core::encode_link(again.value()) == encoded, "the encoded form is not canonical");
    // The page hands its fragment over with the '#'.
    const auto hashed = core::decode_link("#" + encoded, known_game);
    fuzz::require(hashed.ok() && hashed.value() == link, "a link with its '#' reads otherwise");
}

// The App opens the link (or says why not) over an empty storage.
void check_app(const std::string& text) {
    platform::MemoryStorage storage;
    const table::App app(storage, text);
    const auto state = nlohmann::json::parse(app.public_state(0), nullptr, false);
    fuzz::require(!state.is_discarded(), "public_state after a link is not JSON");
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const std::string text(reinterpret_cast<const char*>(data), size);
    const auto decoded = core::decode_link(text, known_game);
    if (!decoded) {
        fuzz::require(!decoded.error().empty(), "a link refused without a reason");
        return 0;
    }
    check_codec(decoded.value());
    check_app(text);
    return 0;
}
