// What the App-level tests (app_test.cpp, kept_test.cpp) share: a deal link of any registered
// game and the data a key holds.
#pragma once
#include "engine/core/link.h"
#include "engine/module.h"
#include "platform/storage.h"

#include <nlohmann/json.hpp>

#include <cstdint>
#include <optional>
#include <string>

namespace app_support {

// A deal link of `game` for a person and bots (the fewest players it takes).
inline core::Link deal_link(const games::Module& game, std::uint64_t seed) {
    core::Link l;
    l.game = std::string(game.facts.id);
    l.setup.seats.assign(std::size_t(game.facts.min_players), core::SeatKind::Casual);
    l.setup.seats[0] = core::SeatKind::Human;
    l.seed = seed;
    return l;
}

// The "data" of the versioned value stored under `key`, if any.
inline std::optional<nlohmann::json> stored_data(platform::Storage& storage,
                                                 const std::string& key) {
    auto raw = storage.get(key);
    if (!raw) return std::nullopt;
    return nlohmann::json::parse(*raw)["data"];
}

} // namespace app_support
