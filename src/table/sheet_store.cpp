#include "table/sheet_store.h"

#include "table/i18n.h"

#include "engine/core/text.h"
#include "engine/core/versioned_json.h"

#include <cstdio>
#include <cstdlib>

namespace table::sheets {

using json = nlohmann::json;

namespace {
const char* const kSeatWords[] = {"human", "casual", "good", "expert"};
} // namespace

// ---- Text on a sheet ---------------------------------------------------------------------------

bool valid_utf8(const std::string& s) {
    return core::valid_utf8(s);
}

std::string clip_utf8(std::string s, std::size_t max) {
    return core::clip_utf8(std::move(s), max);
}

bool short_text(const std::string& t, std::size_t max, bool may_be_empty) {
    return (may_be_empty || !t.empty()) && t.size() <= max && valid_utf8(t);
}

std::string seed_hex(std::uint64_t seed) {
    char buf[17];
    std::snprintf(buf, sizeof buf, "%016llx", static_cast<unsigned long long>(seed));
    return buf;
}

bool parse_seed_hex(const std::string& s, std::uint64_t& out) {
    if (s.size() != 16) return false;
    std::uint64_t v = 0;
    for (char c : s) {
        int d;
        if (c >= '0' && c <= '9')
            d = c - '0';
        else if (c >= 'a' && c <= 'f')
            d = c - 'a' + 10;
        else if (c >= 'A' && c <= 'F')
            d = c - 'A' + 10;
        else
            return false;
        v = v << 4 | std::uint64_t(d);
    }
    out = v;
    return true;
}

std::string make_sheet_id(std::int64_t started_ms, std::uint64_t seed) {
    return std::to_string(started_ms) + "-" + seed_hex(seed);
}

const char* seat_word(core::SeatKind kind) {
    const int k = int(kind);
    return k >= 0 && k < 4 ? kSeatWords[k] : "human";
}

bool is_seat_word(const std::string& word) {
    return std::find(std::begin(kSeatWords), std::end(kSeatWords), word) != std::end(kSeatWords);
}

std::string check_header(const SheetHeader& h, std::string_view game, int min_players,
                         int max_players, std::size_t max_text) {
    auto text_ok = [&](const std::string& t, bool may_be_empty) {
        return short_text(t, max_text, may_be_empty);
    };
    if (!text_ok(h.id, false)) return "the sheet's id is empty or too long";
    if (!text_ok(h.started, true)) return "the start date is not a short text";
    if (!text_ok(h.finished, true)) return "the end date is not a short text";
    const std::size_t n = h.players.size();
    if (n < std::size_t(min_players) || n > std::size_t(max_players)) {
        const std::string range =
            min_players == max_players
                ? std::to_string(min_players)
                : std::to_string(min_players) + " to " + std::to_string(max_players);
        return "a " + std::string(game) + " sheet has " + range + " players, not " +
               std::to_string(n);
    }
    for (std::size_t p = 0; p < n; ++p)
        if (!text_ok(h.players[p], false))
            return "the name of player " + std::to_string(p + 1) +
                   " is empty, too long or not text";
    if (h.seats.size() != n)
        return "the sheet has " + std::to_string(h.seats.size()) + " seats for " +
               std::to_string(n) + " players";
    for (std::size_t p = 0; p < n; ++p)
        if (!is_seat_word(h.seats[p]))
            return "seat " + std::to_string(p + 1) + " is '" +
                   (valid_utf8(h.seats[p]) ? clip_utf8(h.seats[p], 20) : "?") +
                   "', not human, casual, good or expert";
    return {};
}

std::string count_word(int n, const std::string& unit) {
    return std::to_string(n) + " " + unit + (n == 1 || n == -1 ? "" : "s");
}

std::string points_word(int p) {
    return count_word(p, "point");
}

std::string names_of(const std::vector<std::string>& players, const std::vector<int>& seats) {
    std::string out;
    for (std::size_t i = 0; i < seats.size(); ++i) {
        if (i > 0) out += i + 1 == seats.size() ? tr(" and ") : ", ";
        out += seat_label(players, seats[i]);
    }
    return out;
}

std::string seat_label(const std::vector<std::string>& names, int seat) {
    if (seat >= 0 && std::size_t(seat) < names.size() && !names[std::size_t(seat)].empty())
        return names[std::size_t(seat)];
    return fill(tr("Seat {n}"), {{"n", std::to_string(seat + 1)}});
}

std::string subject(const std::string& name, const char* verb_s, const char* verb) {
    return name + " " + (name == "You" || name == "you" ? verb : verb_s);
}

std::string victory(const std::vector<std::string>& players, const std::vector<int>& seats,
                    int points) {
    const long n = std::labs(points);
    const std::string name = seats.size() == 1 ? seat_label(players, seats.front()) : "";
    const char* line = seats.size() > 1 ? trn("{names} share the victory with {n} point",
                                              "{names} share the victory with {n} points", n)
                       : name == "You" || name == "you"
                           ? trn("You win with {n} point", "You win with {n} points", n)
                           : trn("{name} wins with {n} point", "{name} wins with {n} points", n);
    return fill(
        line, {{"name", name}, {"names", names_of(players, seats)}, {"n", std::to_string(points)}});
}

// ---- Storage -----------------------------------------------------------------------------------

StoreNames store_names(const std::string& id, const std::string& noun,
                       const std::string& in_progress) {
    StoreNames n;
    n.current_key = id + ".sheet.current";
    n.history_key = id + ".sheets.history";
    n.sheet_kind = id + "-sheet";
    n.history_kind = id + "-history";
    n.export_kind = id + "-sheets-export";
    n.export_file = id + "-sheets.json";
    n.noun = noun;
    n.in_progress = in_progress;
    return n;
}

namespace detail {

const char* const kRefused = "this file cannot be imported: ";
const char* const kDamagedFile = "it is damaged";

namespace {

Opened open(platform::Storage& storage, const std::string& key, const std::string& kind,
            int version, const std::string& what) {
    Opened out;
    platform::Loaded l = platform::load_versioned(storage, key, kind, version, what);
    if (l.document) {
        out.data = l.document->find("data").value();
        return out;
    }
    out.problem = std::move(l.problem); // empty: nothing stored yet
    out.why = std::move(l.why);
    out.writable = out.problem.empty() || !l.kept_as.empty();
    return out;
}

std::string current_what(const StoreNames& n) {
    return "The " + n.noun + " of " + n.in_progress;
}

} // namespace

Opened open_current(platform::Storage& storage, const StoreNames& n) {
    return open(storage, n.current_key, n.sheet_kind, n.version, current_what(n));
}

Opened open_history(platform::Storage& storage, const StoreNames& n) {
    return open(storage, n.history_key, n.history_kind, n.version, "The finished " + n.noun + "s");
}

Opened keep_current_aside(platform::Storage& storage, const StoreNames& n, const std::string& why) {
    Opened out;
    const std::string aside = platform::keep_aside(storage, n.current_key);
    out.writable = !aside.empty();
    out.why = core::kDamaged;
    out.problem = platform::unreadable_message(current_what(n), core::kDamaged, aside,
                                               n.current_key, {}, why);
    return out;
}

Opened keep_history_aside(platform::Storage& storage, const StoreNames& n, int bad, int total,
                          const std::string& first_error) {
    Opened out;
    const std::string aside = platform::keep_aside(storage, n.history_key);
    out.writable = !aside.empty();
    out.why = core::kDamaged;
    const std::string plural = n.noun + "s";
    if (total < 0) {
        out.problem = platform::unreadable_message("The finished " + plural, core::kDamaged, aside,
                                                   n.history_key, {}, first_error);
        return out;
    }
    // The readable ones are kept in use; the whole text, damaged ones included, is kept aside.
    platform::log_detail("'" + n.history_key + "': " + first_error);
    out.problem = std::to_string(bad) + " of " + std::to_string(total) + " finished " + plural +
                  " could not be read (" + core::kDamaged + ") and are left out. " +
                  platform::kept_note(aside, n.history_key, "the whole list");
    return out;
}

std::optional<json> quiet_read(platform::Storage& storage, const std::string& key,
                               const std::string& kind, int version) {
    auto raw = storage.get(key);
    if (!raw) return std::nullopt;
    auto doc = core::read_versioned(*raw, kind, version);
    if (!doc) return std::nullopt;
    return doc.value().find("data").value();
}

bool save(platform::Storage& storage, const std::string& key, const std::string& kind, int version,
          const json& data) {
    return platform::save_versioned(storage, key, kind, version, data);
}

void restore(platform::Storage& storage, const std::string& key,
             const std::optional<std::string>& before) {
    if (before)
        storage.set(key, *before);
    else
        storage.remove(key);
}

std::string no_room(const StoreNames& n) {
    return "the " + n.noun + "s could not be saved in this browser's storage (it may be full)";
}

core::Expected<ExportData> read_export(const std::string& text, const StoreNames& n) {
    using E = core::Expected<ExportData>;
    const std::string refused = kRefused;
    auto doc = core::read_versioned(text, n.export_kind, n.version);
    if (!doc) {
        platform::log_detail("import: " + doc.error());
        const std::string why = core::plain_reason(text, n.export_kind, n.version);
        const std::string plural = n.noun + "s";
        if (why == core::kNewer) return E::fail(refused + why);
        if (why == core::kSomethingElse)
            return E::fail(refused + "it holds something other than " + plural);
        return E::fail(refused + "it is not an export of " + plural +
                       " from Txek Table, or it is damaged");
    }
    const json& data = doc.value().find("data").value();
    auto cur = data.is_object() ? data.find("current") : data.end();
    auto hist = data.is_object() ? data.find("history") : data.end();
    if (cur == data.end() || hist == data.end() || !hist->is_array()) {
        platform::log_detail("import: no \"current\" or no list \"history\" in \"data\"");
        return E::fail(refused + kDamagedFile);
    }
    return E::ok({*cur, *hist});
}

std::string dump_export(const StoreNames& n, const json& current, const json& history) {
    return core::make_versioned(n.export_kind, n.version,
                                {{"current", current}, {"history", history}})
        .dump(-1, ' ', false, json::error_handler_t::replace);
}

} // namespace detail
} // namespace table::sheets
