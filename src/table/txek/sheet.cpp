#include "table/txek/sheet.h"

#include "engine/core/versioned_json.h"

#include <algorithm>
#include <cstdio>
#include <set>

namespace table::txek_sheet {

using json = nlohmann::json;

namespace {

constexpr std::size_t kMaxEndingBytes = 1024;
const char* const kSeatWords[] = {"human", "casual", "good", "expert"};

std::string seat_label(const std::vector<std::string>& names, int seat) {
    if (seat >= 0 && std::size_t(seat) < names.size() && !names[std::size_t(seat)].empty())
        return names[std::size_t(seat)];
    return "Seat " + std::to_string(seat + 1);
}

// Well-formed UTF-8 (nlohmann's dump() throws on anything else, and the web build aborts at a
// throw), so a sheet that passes check() can always be saved.
bool valid_utf8(const std::string& s) {
    for (std::size_t i = 0; i < s.size();) {
        const unsigned char c = static_cast<unsigned char>(s[i]);
        const int len = c < 0x80 ? 1 : (c >> 5) == 0x6 ? 2 : (c >> 4) == 0xE ? 3 : (c >> 3) == 0x1E ? 4 : 0;
        if (len == 0 || i + std::size_t(len) > s.size()) return false;
        for (int k = 1; k < len; ++k)
            if ((static_cast<unsigned char>(s[i + std::size_t(k)]) & 0xC0) != 0x80) return false;
        i += std::size_t(len);
    }
    return true;
}

// At most `max` bytes, cut before a UTF-8 continuation byte so no character is split.
std::string clip_utf8(std::string s, std::size_t max) {
    if (s.size() <= max) return s;
    std::size_t n = max;
    while (n > 0 && (static_cast<unsigned char>(s[n]) & 0xC0) == 0x80) --n;
    s.resize(n);
    return s;
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
        if (c >= '0' && c <= '9') d = c - '0';
        else if (c >= 'a' && c <= 'f') d = c - 'a' + 10;
        else if (c >= 'A' && c <= 'F') d = c - 'A' + 10;
        else return false;
        v = v << 4 | std::uint64_t(d);
    }
    out = v;
    return true;
}

// A whole number in [lo, hi], read without get<> on a wrong type and without wrapping.
bool read_int(const json& j, std::int64_t lo, std::int64_t hi, std::int64_t& out) {
    if (!j.is_number_integer()) return false;
    if (j.is_number_unsigned()) {
        const std::uint64_t u = j.get<std::uint64_t>();
        if (hi < 0 || u > std::uint64_t(hi)) return false;
        out = std::int64_t(u);
        return out >= lo;
    }
    const std::int64_t v = j.get<std::int64_t>();
    if (v < lo || v > hi) return false;
    out = v;
    return true;
}

// Reads the fields of one JSON object, remembering the first problem.
struct Fields {
    const json& obj;
    std::string error;

    const json* get(const char* key) {
        if (!error.empty()) return nullptr;
        auto it = obj.find(key);
        if (it == obj.end()) {
            error = std::string("\"") + key + "\" is missing";
            return nullptr;
        }
        return &*it;
    }
    void fail(const char* key, const char* what) {
        if (error.empty()) error = std::string("\"") + key + "\" is not " + what;
    }
    std::string text(const char* key) {
        const json* j = get(key);
        if (!j) return {};
        if (!j->is_string()) {
            fail(key, "text");
            return {};
        }
        return j->get<std::string>();
    }
    std::vector<std::string> texts(const char* key) {
        std::vector<std::string> out;
        const json* j = get(key);
        if (!j) return out;
        bool ok = j->is_array();
        if (ok)
            for (const json& e : *j) ok = ok && e.is_string();
        if (!ok) {
            fail(key, "a list of texts");
            return {};
        }
        for (const json& e : *j) out.push_back(e.get<std::string>());
        return out;
    }
    std::int64_t integer(const char* key, std::int64_t lo, std::int64_t hi, const char* what) {
        const json* j = get(key);
        std::int64_t v = 0;
        if (j && !read_int(*j, lo, hi, v)) fail(key, what);
        return v;
    }
    bool boolean(const char* key) {
        const json* j = get(key);
        if (!j) return false;
        if (!j->is_boolean()) {
            fail(key, "true or false");
            return false;
        }
        return j->get<bool>();
    }
};

core::Expected<SheetRow> row_from_json(const json& j, std::size_t index) {
    const std::string where = "round " + std::to_string(index + 1) + ": ";
    if (!j.is_object()) return core::Expected<SheetRow>::fail(where + "the row is not an object");
    Fields f{j, {}};
    SheetRow r;
    r.round = int(f.integer("round", 1, 1000000, "a round number"));
    if (const json* s = f.get("scores")) {
        bool ok = s->is_array();
        std::int64_t v = 0;
        if (ok)
            for (const json& e : *s) {
                if (!read_int(e, 0, kMaxScore, v)) ok = false;
                else r.scores.push_back(int(v));
            }
        if (!ok) f.fail("scores", "a list of scores (whole numbers from 0)");
    }
    r.ending = f.text("ending");
    r.tie_break = f.boolean("tie_break");
    if (!f.error.empty()) return core::Expected<SheetRow>::fail(where + f.error);
    return core::Expected<SheetRow>::ok(std::move(r));
}

// The totals, the highest and how many share the lowest, over the first `rows` rows.
struct Standing {
    std::vector<int> totals;
    int high = 0, low = 0, lows = 0;
};
Standing standing(const Sheet& s, std::size_t rows) {
    Standing st;
    st.totals.assign(s.players.size(), 0);
    for (std::size_t r = 0; r < rows && r < s.rows.size(); ++r)
        for (std::size_t p = 0; p < st.totals.size() && p < s.rows[r].scores.size(); ++p)
            st.totals[p] += s.rows[r].scores[p];
    if (st.totals.empty()) return st;
    st.high = *std::max_element(st.totals.begin(), st.totals.end());
    st.low = *std::min_element(st.totals.begin(), st.totals.end());
    st.lows = int(std::count(st.totals.begin(), st.totals.end(), st.low));
    return st;
}
bool is_over(const Standing& st) { return !st.totals.empty() && st.high >= kTarget && st.lows == 1; }
bool is_tied(const Standing& st) { return !st.totals.empty() && st.high >= kTarget && st.lows > 1; }

// Newest first by the "finished" text (ISO dates sort as text); equal ones keep their order.
void sort_newest_first(std::vector<Sheet>& sheets) {
    std::stable_sort(sheets.begin(), sheets.end(),
                     [](const Sheet& a, const Sheet& b) { return a.finished > b.finished; });
}

// Why the text kept aside by load_versioned could not be read (its problem text is worded for
// settings: "Defaults are used").
std::string envelope_error(platform::Storage& storage, const platform::Loaded& l,
                           const char* kind) {
    if (l.kept_as.empty()) return {};
    auto raw = storage.get(l.kept_as);
    if (!raw) return {};
    auto doc = core::read_versioned(*raw, kind, kVersion);
    return doc ? std::string() : doc.error();
}

// The sheet stored under `key` as a whole document of `kind`, without moving anything.
std::optional<json> quiet_read(platform::Storage& storage, const char* key, const char* kind) {
    auto raw = storage.get(key);
    if (!raw) return std::nullopt;
    auto doc = core::read_versioned(*raw, kind, kVersion);
    if (!doc) return std::nullopt;
    return doc.value().find("data").value();
}

// Restores `key` to what it held before (`before` empty: it was absent).
void restore(platform::Storage& storage, const char* key, const std::optional<std::string>& before) {
    if (before) storage.set(key, *before);
    else storage.remove(key);
}

const char* const kNoRoom =
    "the score sheets could not be saved in this browser's storage (it may be full)";

}  // namespace

// ---- Sheet ------------------------------------------------------------------------------------

std::vector<int> Sheet::totals() const { return standing(*this, rows.size()).totals; }
bool Sheet::over() const { return is_over(standing(*this, rows.size())); }
bool Sheet::tie_break_pending() const { return is_tied(standing(*this, rows.size())); }
int Sheet::winner() const {
    const Standing st = standing(*this, rows.size());
    if (!is_over(st)) return -1;
    return int(std::find(st.totals.begin(), st.totals.end(), st.low) - st.totals.begin());
}

std::string make_sheet_id(std::int64_t started_ms, std::uint64_t seed) {
    return std::to_string(started_ms) + "-" + seed_hex(seed);
}

const char* seat_word(core::SeatKind kind) {
    const int k = int(kind);
    return k >= 0 && k < 4 ? kSeatWords[k] : "human";
}

Sheet start_sheet(const core::Setup& setup, std::uint64_t seed,
                  const std::vector<std::string>& names, std::int64_t started_ms,
                  const std::string& started_text) {
    Sheet s;
    s.id = make_sheet_id(started_ms, seed);
    s.started = clip_utf8(started_text, kMaxTextBytes);
    s.seed = seed;
    s.variant = setup.variant;
    for (std::size_t i = 0; i < setup.seats.size(); ++i) {
        s.players.push_back(clip_utf8(seat_label(names, int(i)), kMaxTextBytes));
        s.seats.push_back(seat_word(setup.seats[i]));
    }
    return s;
}

std::string describe_ending(const txek::RoundResult& r, const std::vector<std::string>& names) {
    std::vector<std::string> parts;
    auto fails_but = [&](int winner) {
        for (int c : r.double_callers)
            if (c != winner) parts.push_back("Double-TXEK fail for " + seat_label(names, c));
    };
    if (r.double_caller >= 0) {
        if (r.double_won) {
            parts.push_back("Double-TXEK victory for " + seat_label(names, r.double_caller));
            fails_but(r.double_caller);  // the other callers fail (seed, clarifications)
        } else {
            parts.push_back("Double-TXEK fail for " + seat_label(names, r.double_caller));
        }
    } else if (r.went_out >= 0) {
        parts.push_back("simple victory for " + seat_label(names, r.went_out));
        fails_but(r.went_out);  // rule 14's warning: someone else went out
    } else {
        parts.push_back("deck exhausted");
    }
    std::string out;
    for (const std::string& p : parts) out += (out.empty() ? "" : "; ") + p;
    return out;
}

core::Expected<int> add_round(Sheet& sheet, const txek::RoundResult& result) {
    using E = core::Expected<int>;
    if (sheet.players.empty()) return E::fail("the sheet has no players");
    if (result.scored.size() != sheet.players.size())
        return E::fail("the round has " + std::to_string(result.scored.size()) +
                       " scores for " + std::to_string(sheet.players.size()) + " players");
    for (int v : result.scored)
        if (v < 0 || v > kMaxScore) return E::fail("the round has a score out of range");
    if (sheet.over()) return E::fail("the game on this sheet is over");
    SheetRow row;
    row.round = int(sheet.rows.size()) + 1;
    row.scores = result.scored;
    row.ending = clip_utf8(describe_ending(result, sheet.players), kMaxEndingBytes);
    row.tie_break = sheet.tie_break_pending();
    sheet.rows.push_back(std::move(row));
    return E::ok(sheet.rows.back().round);
}

core::Expected<int> sync_rounds(Sheet& sheet, const std::vector<txek::RoundResult>& results) {
    using E = core::Expected<int>;
    if (sheet.rows.size() > results.size())
        return E::fail("the sheet has more rounds than the game");
    for (std::size_t i = 0; i < sheet.rows.size(); ++i)
        if (sheet.rows[i].scores != results[i].scored)
            return E::fail("round " + std::to_string(i + 1) + " on the sheet differs from the game");
    Sheet copy = sheet;
    for (std::size_t i = sheet.rows.size(); i < results.size(); ++i) {
        auto added = add_round(copy, results[i]);
        if (!added) return E::fail("round " + std::to_string(i + 1) + ": " + added.error());
    }
    const int n = int(copy.rows.size() - sheet.rows.size());
    sheet = std::move(copy);
    return E::ok(n);
}

// ---- JSON -------------------------------------------------------------------------------------

json to_json(const Sheet& s) {
    json rows = json::array();
    for (const SheetRow& r : s.rows)
        rows.push_back({{"round", r.round},
                        {"scores", r.scores},
                        {"ending", r.ending},
                        {"tie_break", r.tie_break}});
    return {{"id", s.id},           {"started", s.started}, {"finished", s.finished},
            {"players", s.players}, {"seats", s.seats},     {"seed", seed_hex(s.seed)},
            {"variant", s.variant}, {"rows", rows}};
}

std::string check(const Sheet& s) {
    auto text_ok = [](const std::string& t, bool may_be_empty) {
        return (may_be_empty || !t.empty()) && t.size() <= kMaxTextBytes && valid_utf8(t);
    };
    if (!text_ok(s.id, false)) return "the sheet's id is empty or too long";
    if (!text_ok(s.started, true)) return "the start date is not a short text";
    if (!text_ok(s.finished, true)) return "the end date is not a short text";
    const std::size_t n = s.players.size();
    if (n < std::size_t(txek::kMinPlayers) || n > std::size_t(txek::kMaxPlayers))
        return "the sheet needs 2 to 7 players, not " + std::to_string(n);
    for (std::size_t p = 0; p < n; ++p)
        if (!text_ok(s.players[p], false))
            return "the name of player " + std::to_string(p + 1) + " is empty, too long or not text";
    if (s.seats.size() != n)
        return "the sheet has " + std::to_string(s.seats.size()) + " seats for " +
               std::to_string(n) + " players";
    for (std::size_t p = 0; p < n; ++p)
        if (std::find(std::begin(kSeatWords), std::end(kSeatWords), s.seats[p]) ==
            std::end(kSeatWords))
            return "seat " + std::to_string(p + 1) + " is '" +
                   (valid_utf8(s.seats[p]) ? clip_utf8(s.seats[p], 20) : "?") +
                   "', not human, casual, good or expert";
    for (std::size_t i = 0; i < s.rows.size(); ++i) {
        const SheetRow& r = s.rows[i];
        const std::string where = "round " + std::to_string(i + 1) + " ";
        if (r.round != int(i) + 1)
            return "the row after round " + std::to_string(i) + " says round " +
                   std::to_string(r.round);
        if (r.scores.size() != n)
            return where + "has " + std::to_string(r.scores.size()) + " scores for " +
                   std::to_string(n) + " players";
        for (int v : r.scores)
            if (v < 0 || v > kMaxScore) return where + "has a score out of range";
        if (r.ending.empty() || r.ending.size() > kMaxEndingBytes || !valid_utf8(r.ending))
            return where + "has no ending or one too long";
        const Standing before = standing(s, i);
        if (is_over(before))
            return where + "comes after the end of the game";
        if (r.tie_break != is_tied(before))
            return where + (r.tie_break ? "is marked as an extra round for a tie, but there was none"
                                        : "is not marked as the extra round for a tie");
    }
    return {};
}

core::Expected<Sheet> from_json(const json& j) {
    using E = core::Expected<Sheet>;
    if (!j.is_object()) return E::fail("the sheet is not an object");
    Fields f{j, {}};
    Sheet s;
    s.id = f.text("id");
    s.started = f.text("started");
    s.finished = f.text("finished");
    s.players = f.texts("players");
    s.seats = f.texts("seats");
    const std::string seed = f.text("seed");
    if (f.error.empty() && !parse_seed_hex(seed, s.seed)) f.fail("seed", "16 hex digits");
    s.variant = std::uint32_t(f.integer("variant", 0, 0xFFFFFFFFll, "a variant (a whole number from 0)"));
    const json* rows = f.get("rows");
    if (rows && !rows->is_array()) f.fail("rows", "a list of rounds");
    if (!f.error.empty()) return E::fail(f.error);
    for (std::size_t i = 0; i < rows->size(); ++i) {
        auto r = row_from_json((*rows)[i], i);
        if (!r) return E::fail(r.error());
        s.rows.push_back(std::move(r.value()));
    }
    if (std::string why = check(s); !why.empty()) return E::fail(why);
    return E::ok(std::move(s));
}

// ---- Storage ----------------------------------------------------------------------------------

bool save_current(platform::Storage& storage, const Sheet& sheet) {
    if (!check(sheet).empty()) return false;
    return platform::save_versioned(storage, kCurrentKey, kSheetKind, kVersion, to_json(sheet));
}

LoadedSheet load_current(platform::Storage& storage) {
    LoadedSheet out;
    platform::Loaded l = platform::load_versioned(storage, kCurrentKey, kSheetKind, kVersion);
    if (!l.document) {
        if (l.problem.empty()) return out;  // no game on the sheet
        if (l.kept_as.empty()) {
            out.problem = l.problem;
            out.writable = false;
        } else {
            out.problem = "The score sheet of the game in progress could not be read (" +
                          envelope_error(storage, l, kSheetKind) + "); it is kept as '" +
                          l.kept_as + "'.";
        }
        return out;
    }
    auto sheet = from_json(l.document->find("data").value());
    if (sheet) {
        out.sheet = std::move(sheet.value());
        return out;
    }
    const std::string aside = platform::keep_aside(storage, kCurrentKey);
    if (aside.empty()) {
        out.writable = false;
        out.problem = "The score sheet of the game in progress could not be read (" +
                      sheet.error() + ") and could not be copied aside; it is left untouched under '" +
                      kCurrentKey + "'.";
    } else {
        out.problem = "The score sheet of the game in progress could not be read (" +
                      sheet.error() + "); it is kept as '" + aside + "'.";
    }
    return out;
}

LoadedHistory load_history(platform::Storage& storage) {
    LoadedHistory out;
    platform::Loaded l = platform::load_versioned(storage, kHistoryKey, kHistoryKind, kVersion);
    if (!l.document) {
        if (l.problem.empty()) return out;  // no finished games yet
        if (l.kept_as.empty()) {
            out.problem = l.problem;
            out.writable = false;
        } else {
            out.problem = "The finished score sheets could not be read (" +
                          envelope_error(storage, l, kHistoryKind) + "); they are kept as '" +
                          l.kept_as + "'.";
        }
        return out;
    }
    const json& data = l.document->find("data").value();
    std::string first_error;
    int bad = 0, total = 0;
    if (!data.is_array()) {
        first_error = "it is not a list of sheets";
    } else {
        std::set<std::string> ids;
        for (const json& entry : data) {
            ++total;
            auto sheet = from_json(entry);
            std::string why = sheet ? std::string() : sheet.error();
            if (sheet && !ids.insert(sheet.value().id).second) why = "its id repeats an earlier sheet's";
            if (why.empty()) {
                out.sheets.push_back(std::move(sheet.value()));
            } else {
                ++bad;
                if (first_error.empty()) first_error = "sheet " + std::to_string(total) + ": " + why;
            }
        }
        if (bad == 0) return out;
    }
    const std::string aside = platform::keep_aside(storage, kHistoryKey);
    const std::string what =
        data.is_array()
            ? std::to_string(bad) + " of " + std::to_string(total) +
                  " finished score sheets could not be read and are left out (" + first_error + ")"
            : "The finished score sheets could not be read (" + first_error + ")";
    if (aside.empty()) {
        out.writable = false;
        out.problem = what + "; the stored text could not be copied aside and is left untouched under '" +
                      kHistoryKey + "'.";
        return out;
    }
    // Everything is kept aside: saving the readable sheets back loses nothing.
    if (!out.sheets.empty()) {
        json list = json::array();
        for (const Sheet& s : out.sheets) list.push_back(to_json(s));
        platform::save_versioned(storage, kHistoryKey, kHistoryKind, kVersion, list);
    }
    out.problem = what + "; the whole text is kept as '" + aside + "'.";
    return out;
}

namespace {

bool save_history(platform::Storage& storage, const std::vector<Sheet>& sheets) {
    json list = json::array();
    for (const Sheet& s : sheets) list.push_back(to_json(s));
    return platform::save_versioned(storage, kHistoryKey, kHistoryKind, kVersion, list);
}

}  // namespace

core::Expected<int> finish_current(platform::Storage& storage, const Sheet& sheet) {
    using E = core::Expected<int>;
    if (std::string why = check(sheet); !why.empty())
        return E::fail("this score sheet cannot be saved: " + why);
    LoadedHistory h = load_history(storage);
    if (!h.writable) return E::fail(h.problem);
    h.sheets.erase(std::remove_if(h.sheets.begin(), h.sheets.end(),
                                  [&](const Sheet& s) { return s.id == sheet.id; }),
                   h.sheets.end());
    h.sheets.insert(h.sheets.begin(), sheet);
    sort_newest_first(h.sheets);
    if (h.sheets.size() > kMaxHistory) h.sheets.resize(kMaxHistory);
    if (!save_history(storage, h.sheets)) return E::fail(kNoRoom);
    if (auto data = quiet_read(storage, kCurrentKey, kSheetKind)) {
        auto id = data->find("id");
        if (id != data->end() && id->is_string() && id->get<std::string>() == sheet.id)
            storage.remove(kCurrentKey);
    }
    return E::ok(int(h.sheets.size()));
}

std::string export_all(platform::Storage& storage) {
    json current = nullptr;
    if (auto data = quiet_read(storage, kCurrentKey, kSheetKind))
        if (auto s = from_json(*data)) current = to_json(s.value());
    json history = json::array();
    if (auto data = quiet_read(storage, kHistoryKey, kHistoryKind); data && data->is_array())
        for (const json& entry : *data)
            if (auto s = from_json(entry)) history.push_back(to_json(s.value()));
    return core::make_versioned(kExportKind, kVersion, {{"current", current}, {"history", history}})
        .dump(-1, ' ', false, json::error_handler_t::replace);
}

core::Expected<int> import_all(platform::Storage& storage, const std::string& text) {
    using E = core::Expected<int>;
    const std::string refused = "this file cannot be imported: ";
    // 1. The whole file is read and checked before anything is touched.
    auto doc = core::read_versioned(text, kExportKind, kVersion);
    if (!doc) return E::fail(refused + doc.error());
    const json& data = doc.value().find("data").value();
    if (!data.is_object()) return E::fail(refused + "its \"data\" is not an object");
    auto cur = data.find("current");
    auto hist = data.find("history");
    if (cur == data.end()) return E::fail(refused + "\"current\" is missing");
    if (hist == data.end()) return E::fail(refused + "\"history\" is missing");
    if (!hist->is_array()) return E::fail(refused + "\"history\" is not a list of sheets");
    std::optional<Sheet> file_current;
    if (!cur->is_null()) {
        auto s = from_json(*cur);
        if (!s) return E::fail(refused + "the sheet of the game in progress: " + s.error());
        file_current = std::move(s.value());
    }
    std::vector<Sheet> file_history;
    for (std::size_t i = 0; i < hist->size(); ++i) {
        auto s = from_json((*hist)[i]);
        if (!s) return E::fail(refused + "sheet " + std::to_string(i + 1) + ": " + s.error());
        file_history.push_back(std::move(s.value()));
    }

    // 2. What is stored now.
    LoadedSheet stored_current = load_current(storage);
    if (!stored_current.writable) return E::fail(stored_current.problem);
    LoadedHistory stored = load_history(storage);
    if (!stored.writable) return E::fail(stored.problem);
    std::set<std::string> known;
    if (stored_current.sheet) known.insert(stored_current.sheet->id);
    for (const Sheet& s : stored.sheets) known.insert(s.id);

    // 3. Merge by id: never replace, never drop what is stored.
    int added = 0;
    std::optional<Sheet> new_current;
    std::vector<Sheet> candidates;
    if (file_current && known.insert(file_current->id).second) {
        if (!stored_current.sheet) new_current = *file_current, ++added;
        else candidates.push_back(*file_current);
    }
    for (Sheet& s : file_history)
        if (known.insert(s.id).second) candidates.push_back(std::move(s));
    sort_newest_first(candidates);
    const std::size_t room =
        stored.sheets.size() < kMaxHistory ? kMaxHistory - stored.sheets.size() : 0;
    if (candidates.size() > room) candidates.resize(room);
    added += int(candidates.size());
    if (added == 0) return E::ok(0);

    // 4. Write both, or neither.
    const auto before_history = storage.get(kHistoryKey);
    if (!candidates.empty()) {
        std::vector<Sheet> merged = stored.sheets;
        for (Sheet& s : candidates) merged.push_back(std::move(s));
        sort_newest_first(merged);
        if (!save_history(storage, merged)) {
            restore(storage, kHistoryKey, before_history);
            return E::fail(kNoRoom);
        }
    }
    if (new_current && !save_current(storage, *new_current)) {
        restore(storage, kHistoryKey, before_history);
        storage.remove(kCurrentKey);
        return E::fail(kNoRoom);
    }
    return E::ok(added);
}

}  // namespace table::txek_sheet
