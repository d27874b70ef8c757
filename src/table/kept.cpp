#include "table/kept.h"

#include "engine/core/versioned_json.h"
#include "table/i18n.h"
#include "table/saved_game.h"
#include "table/settings.h"

#include <algorithm>
#include <cstdio>

namespace table {
namespace {

// What a value kept from `of` was, and which game's it is.
struct Owner {
    std::string game, what;
    const GameUi* ui = nullptr;
    enum Sort { Game, Sheet, Settings, Unknown } sort = Unknown;
};

// "Txek game", "Checks match".
std::string game_words(const games::Facts& f) {
    const std::string name(f.name), whole(f.whole_word);
    if (whole == "game") return fill(tr("{game} game"), {{"game", name}});
    if (whole == "match") return fill(tr("{game} match"), {{"game", name}});
    return name + " " + whole;
}

Owner owner_of(const std::string& of, const std::vector<const GameUi*>& games) {
    if (of == kSettingsKey || of == kOldSettingsKey)
        return {"", tr("Settings"), nullptr, Owner::Settings};
    for (const GameUi* ui : games) {
        const games::Facts& f = ui->game().facts;
        const std::string id(f.id), name(f.name);
        if (of == game_key(id)) return {id, game_words(f), ui, Owner::Game};
        if (of == id + ".sheet.current")
            return {id, fill(tr("{game} sheet in progress"), {{"game", name}}), ui, Owner::Sheet};
        if (of == id + ".sheets.history")
            return {id, fill(tr("{game} finished sheets"), {{"game", name}}), ui, Owner::Sheet};
    }
    return {"", "'" + of + "'", nullptr, Owner::Unknown};
}

std::string why_kept(const std::string& tag) {
    if (tag == "previous") return tr("set aside when another game started");
    if (tag == "unreadable") return trc("kept", "could not be read");
    return tag;
}

// What a readable kept game is: "2 players, 5 moves, over, last played 2024-06-10 14:02 UTC".
std::string about_game(std::size_t players, std::size_t moves, bool over, std::int64_t saved_ms) {
    const long n = long(players), m = long(moves);
    std::string about = fill(trn("{n} player", "{n} players", n), {{"n", std::to_string(n)}});
    about += ", ";
    about += m == 0 ? tr("no move yet")
                    : fill(trn("{n} move", "{n} moves", m), {{"n", std::to_string(m)}});
    if (over) about += std::string(", ") + trc("kept game", "over");
    if (saved_ms > 0)
        about += ", " + fill(tr("last played {date}"), {{"date", utc_text(saved_ms)}});
    return about;
}

// A kept game: readable when it is a saved game whose moves replay; then what it is.
void check_game(KeptValue& k, const GameUi& ui, const std::string& text) {
    const games::Module& game = ui.game();
    platform::MemoryStorage scratch;
    scratch.set(k.at.of, text);
    const LoadedGame loaded = load_saved_game(scratch, k.at.of, game_kind(game.facts.id));
    if (!loaded.game) {
        k.reason = loaded.why.empty() ? core::kDamaged : loaded.why;
        return;
    }
    const SavedGame& g = *loaded.game;
    games::MatchOptions quiet;
    quiet.bots = false;
    auto match = game.open(g.setup, g.seed, g.actions, quiet);
    if (!match) {
        k.reason = kNotReplayable;
        return;
    }
    k.readable = true;
    const bool over = match.value()->over();
    k.resumable = !over;
    k.saved_ms = g.saved_ms;
    k.about = about_game(g.setup.seats.size(), g.actions.size(), over, g.saved_ms);
}

void check(KeptValue& k, const Owner& o, const std::string& text) {
    switch (o.sort) {
    case Owner::Game:
        return check_game(k, *o.ui, text);
    case Owner::Sheet: {
        platform::MemoryStorage scratch;
        scratch.set(k.at.of, text);
        auto sheets = o.ui->make_sheets();
        k.reason = sheets->why_unreadable(scratch);
        k.readable = k.reason.empty();
        return;
    }
    case Owner::Settings:
        k.reason = core::plain_reason(text, kSettingsKind, kSettingsVersion);
        k.readable = k.reason.empty();
        return;
    case Owner::Unknown:
        k.reason = "this version of Txek Table does not know what it holds";
        return;
    }
}

} // namespace

std::vector<KeptValue> list_kept(platform::Storage& storage,
                                 const std::vector<const GameUi*>& games) {
    std::vector<KeptValue> out;
    for (const std::string& key : storage.keys()) {
        auto at = platform::parse_kept_key(key);
        if (!at) continue;
        const std::optional<std::string> text = storage.get(key);
        if (!text) continue;
        const Owner o = owner_of(at->of, games);
        KeptValue k;
        k.at = *at;
        k.game = o.game;
        k.what = o.what;
        k.why = why_kept(at->tag);
        k.bytes = text->size();
        check(k, o, *text);
        out.push_back(std::move(k));
    }
    // Games first, the most recently played first; the rest in key order.
    auto is_game = [](const KeptValue& k) {
        return !k.game.empty() && k.at.of == game_key(k.game);
    };
    std::stable_sort(out.begin(), out.end(), [&](const KeptValue& a, const KeptValue& b) {
        if (is_game(a) != is_game(b)) return is_game(a);
        if (a.saved_ms != b.saved_ms) return a.saved_ms > b.saved_ms;
        if (a.at.of != b.at.of) return a.at.of < b.at.of;
        return a.at.number < b.at.number;
    });
    return out;
}

std::string kept_file_name(const KeptValue& kept, const std::string& text) {
    const bool json = !nlohmann::json::parse(text, nullptr, false).is_discarded();
    return kept.at.key + (json ? ".json" : ".txt");
}

std::string size_text(std::size_t bytes) {
    // The same English for one and many ("1 bytes"): the other languages' forms.
    if (bytes < 1000)
        return fill(trn("{n} bytes", "{n} bytes", long(bytes)), {{"n", std::to_string(bytes)}});
    char text[32];
    std::snprintf(text, sizeof text, "%.1f", double(bytes) / 1000.0);
    return fill(tr("{size} KB"), {{"size", text}});
}

std::string utc_text(std::int64_t epoch_ms) {
    // Days since 1970 to a civil date (Howard Hinnant's days_from_civil, inverted).
    const std::int64_t secs = epoch_ms / 1000;
    std::int64_t days = secs / 86400, rem = secs % 86400;
    if (rem < 0) rem += 86400, --days;
    days += 719468;
    const std::int64_t era = (days >= 0 ? days : days - 146096) / 146097;
    const std::int64_t doe = days - era * 146097;
    const std::int64_t yoe = (doe - doe / 1460 + doe / 36524 - doe / 146096) / 365;
    const std::int64_t doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    const std::int64_t mp = (5 * doy + 2) / 153;
    const int day = int(doy - (153 * mp + 2) / 5 + 1);
    const int month = int(mp < 10 ? mp + 3 : mp - 9);
    const std::int64_t year = yoe + era * 400 + (month <= 2);
    char text[48];
    std::snprintf(text, sizeof text, "%04lld-%02d-%02d %02d:%02d UTC", static_cast<long long>(year),
                  month, day, int(rem / 3600), int(rem % 3600 / 60));
    return text;
}

} // namespace table
