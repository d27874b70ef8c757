// libFuzzer target: the link codec (engine/core/link.h). Any text a player may paste must be
// either refused with a message or read into a Link that encodes back to a text reading as the
// very same Link (one table, one link). Traps on a violated invariant.
#include "engine/core/link.h"

#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>

namespace {

// As the tests' known_game: two ids this build "has", so both the known and unknown-game paths
// are reached.
bool known_game(std::string_view game) { return game == "txek" || game == "dev01"; }

void check(bool ok) {
    if (!ok) __builtin_trap();
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const std::string_view text(reinterpret_cast<const char*>(data), size);
    const auto decoded = core::decode_link(text, known_game);
    if (!decoded) {
        check(!decoded.error().empty());  // every refusal says why
        return 0;
    }
    const core::Link& link = decoded.value();
    const std::string encoded = core::encode_link(link);
    const auto again = core::decode_link(encoded, known_game);
    check(again.ok());
    check(again.value() == link);
    check(core::encode_link(again.value()) == encoded);  // the encoded form is canonical
    // The page hands its fragment over with the '#'.
    const auto hashed = core::decode_link("#" + encoded, known_game);
    check(hashed.ok() && hashed.value() == link);
    return 0;
}
