#include "table/saved_game.h"

#include "engine/core/versioned_json.h"
#include "online/host.h"
#include "table/settings.h"
#include "table/sheet_store.h"

#include <cinttypes>
#include <cstdio>
#include <cstdlib>

namespace table {

namespace {
constexpr std::size_t kMaxSheetIdBytes = 64;
} // namespace

nlohmann::json saved_game_to_json(const SavedGame& g) {
    std::string seats;
    for (core::SeatKind k : g.setup.seats) seats += core::seat_letter(k);
    char hex[17];
    std::snprintf(hex, sizeof hex, "%016" PRIx64, g.seed);
    nlohmann::json j = {{"seats", seats},
                        {"variant", g.setup.variant},
                        {"seed", hex},
                        {"names", g.names},
                        {"actions", core::encode_actions(g.actions)},
                        {"saved_ms", g.saved_ms},
                        {"sheet", g.sheet_id},
                        {"revision", g.revision}};
    if (!g.online.is_null()) j["online"] = g.online;
    return j;
}

core::Expected<SavedGame> saved_game_from_json(const nlohmann::json& d) {
    using E = core::Expected<SavedGame>;
    auto str = [&](const char* key) {
        return d.is_object() && d.contains(key) && d[key].is_string();
    };
    if (!str("seats") || !str("seed") || !str("actions"))
        return E::fail("seats, seed or actions is missing");
    SavedGame g;
    std::string why;
    if (!core::seats_from_letters(d["seats"].get<std::string>(), g.setup.seats, why))
        return E::fail(why);
    const std::string hex = d["seed"].get<std::string>();
    if (hex.empty() || hex.size() > 16 ||
        hex.find_first_not_of("0123456789abcdef") != std::string::npos)
        return E::fail("the seed is not 1-16 hex digits");
    g.seed = std::strtoull(hex.c_str(), nullptr, 16);
    if (d.contains("variant")) {
        if (!d["variant"].is_number_unsigned() || d["variant"].get<std::uint64_t>() > 0xFFFFFFFFu)
            return E::fail("the variant is not a small whole number");
        g.setup.variant = d["variant"].get<std::uint32_t>();
    }
    auto actions = core::decode_actions(d["actions"].get<std::string>());
    if (!actions) return E::fail("the actions: " + actions.error());
    g.actions = std::move(actions.value());
    if (d.contains("names") && d["names"].is_array()) {
        for (const auto& n : d["names"]) {
            // A name that is not text, or too long, is left to the table to fill in.
            std::string name = n.is_string() ? n.get<std::string>() : std::string();
            if (!sheets::short_text(name, kMaxNameBytes, true)) name.clear();
            g.names.push_back(name);
        }
    }
    if (d.contains("saved_ms") && d["saved_ms"].is_number_integer())
        g.saved_ms = d["saved_ms"].get<std::int64_t>();
    if (d.contains("sheet") && d["sheet"].is_string() &&
        sheets::short_text(d["sheet"].get<std::string>(), kMaxSheetIdBytes, true))
        g.sheet_id = d["sheet"].get<std::string>();
    if (d.contains("revision") && d["revision"].is_number_unsigned())
        g.revision = d["revision"].get<std::uint64_t>();
    if (d.contains("online")) {
        auto table = online::table_from_json(d["online"]);
        if (!table) return E::fail("the online table: " + table.error());
        if (table.value().seats.size() != g.setup.seats.size())
            return E::fail("the online table has another number of seats than the game");
        g.online = d["online"];
    }
    return E::ok(std::move(g));
}

LoadedGame load_saved_game(platform::Storage& storage, const std::string& key,
                           const std::string& kind, const std::string& what) {
    LoadedGame out;
    auto loaded = platform::load_versioned(storage, key, kind, 1, what);
    out.problem = loaded.problem;
    out.why = loaded.why;
    if (!loaded.document) return out;
    auto g = saved_game_from_json((*loaded.document)["data"]);
    if (!g) {
        // Kept as it is under another key, never lost (src/README.md, "Storage").
        const std::string aside = platform::keep_aside(storage, key);
        out.why = core::kDamaged;
        out.problem = platform::unreadable_message(what, core::kDamaged, aside, key, {}, g.error());
        return out;
    }
    out.game = std::move(g.value());
    return out;
}

bool save_game(platform::Storage& storage, const std::string& key, const std::string& kind,
               const SavedGame& game) {
    return platform::save_versioned(storage, key, kind, 1, saved_game_to_json(game));
}

std::uint64_t saved_revision(platform::Storage& storage, const std::string& key) {
    const auto text = storage.get(key);
    if (!text) return 0;
    const nlohmann::json doc = nlohmann::json::parse(*text, nullptr, false);
    if (!doc.is_object() || !doc.contains("data") || !doc["data"].is_object()) return 0;
    const nlohmann::json& data = doc["data"];
    if (!data.contains("revision") || !data["revision"].is_number_unsigned()) return 0;
    return data["revision"].get<std::uint64_t>();
}

} // namespace table
