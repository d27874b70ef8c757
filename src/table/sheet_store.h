// What every game's score sheet shares: reading a sheet's JSON fields strictly, and keeping the
// sheets in platform::Storage. A game's sheet (table/txek/sheet.h, table/checks/sheet.h) says
// what a row is and when it is valid; this file does the rest the same way for every game, under
// names made from the game's id (store_names), all of version 1:
//
//   "<game>.sheet.current"   kind "<game>-sheet",   data: the sheet being played, and
//                            "revision": how many times it was saved (across tabs)
//   "<game>.sheets.history"  kind "<game>-history", data: [sheet, ...] finished, newest first,
//                            at most kMaxHistory (200)
//   export file              kind "<game>-sheets-export", data: {"current": sheet or null,
//                            "history": [...]}, named "<game>-sheets.json"
//
// Never half-read, never overwritten: a stored value that cannot be read is kept aside as
// "<key>.unreadable-N" (platform::keep_aside) and the player is told; damaged entries of a
// readable history are left out after the whole text was kept aside. Nothing here throws (the
// web build aborts at a throw): JSON types are checked before every get<>.
#pragma once
#include "engine/core/expected.h"
#include "engine/core/json_fields.h"
#include "engine/core/setup.h"
#include "platform/storage.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <cstdint>
#include <optional>
#include <set>
#include <string>
#include <string_view>
#include <type_traits>
#include <utility>
#include <vector>

namespace table::sheets {

// ---- Text on a sheet ---------------------------------------------------------------------------

// Well-formed UTF-8 (nlohmann's dump() throws on anything else), so a sheet that passes its
// game's check() can always be saved.
bool valid_utf8(const std::string& s);
// At most `max` bytes, cut before a UTF-8 continuation byte so no character is split.
std::string clip_utf8(std::string s, std::size_t max);
// A short text a sheet may hold (an id, a name, a date): at most `max` bytes of valid UTF-8.
bool short_text(const std::string& t, std::size_t max, bool may_be_empty);
// "00000000075bcd15" and back (exactly 16 hex digits, either case).
std::string seed_hex(std::uint64_t seed);
bool parse_seed_hex(const std::string& s, std::uint64_t& out);
// "1718000000000-00000000075bcd15": when the game started (ms since 1970) and its seed.
std::string make_sheet_id(std::int64_t started_ms, std::uint64_t seed);
// "human", "casual", "good", "expert".
const char* seat_word(core::SeatKind kind);
bool is_seat_word(const std::string& word);
// names[seat], or "Seat N" when it is missing or empty.
std::string seat_label(const std::vector<std::string>& names, int seat);
// "1 round", "3 rounds", "-1 point": a count and its unit, plural but for one.
std::string count_word(int n, const std::string& unit);
// "1 point", "-3 points".
std::string points_word(int points);
// The players at `seats`, by seat_label: "Ana", "Ana and Bo", "Ana, Bo and Cy".
std::string names_of(const std::vector<std::string>& players, const std::vector<int>& seats);
// "Ana wins", "You win": the verb agrees with the name.
std::string subject(const std::string& name, const char* verb_s, const char* verb);
// The winners at `seats` with `points` each: "Ana wins with 32 points", "Ana and Bo share the
// victory with 30 points".
std::string victory(const std::vector<std::string>& players, const std::vector<int>& seats,
                    int points);

// What every game's sheet starts with, checked one way: an id, the start and end dates, between
// `min_players` and `max_players` players, each with a name and a seat word. "" when it holds,
// else why in plain words ("a Tschak! sheet has 2 to 4 players, not 5"). `game` is the name on
// the box; texts are at most `max_text` bytes.
struct SheetHeader {
    const std::string& id;
    const std::string& started;
    const std::string& finished;
    const std::vector<std::string>& players;
    const std::vector<std::string>& seats;
};
std::string check_header(const SheetHeader& header, std::string_view game, int min_players,
                         int max_players, std::size_t max_text);
template <class Sheet>
std::string check_header(const Sheet& s, std::string_view game, int min_players, int max_players,
                         std::size_t max_text) {
    return check_header(SheetHeader{s.id, s.started, s.finished, s.players, s.seats}, game,
                        min_players, max_players, max_text);
}

// ---- Reading JSON strictly (engine/core/json_fields.h) ----------------------------------------

using core::Fields;
using core::read_int;

// ---- Storage -----------------------------------------------------------------------------------

inline constexpr int kSheetVersion = 1;         // of every game's three kinds
inline constexpr std::size_t kMaxHistory = 200; // finished sheets a game keeps

// Where one game keeps its sheets, and the words its messages use.
struct StoreNames {
    std::string current_key;     // "txek.sheet.current"
    std::string history_key;     // "txek.sheets.history"
    std::string sheet_kind;      // "txek-sheet"
    std::string history_kind;    // "txek-history"
    std::string export_kind;     // "txek-sheets-export"
    std::string export_file;     // "txek-sheets.json": what Export names the file
    int version = kSheetVersion; // of all three kinds
    std::size_t max_history = kMaxHistory;
    std::string noun;        // "score sheet": "The score sheet of ... could not be read"
    std::string in_progress; // "the game in progress"
};
// The names of the game `id` ("txek"): the keys, kinds and file above.
StoreNames store_names(const std::string& id, const std::string& noun,
                       const std::string& in_progress);

template <class Sheet> struct LoadedSheet {
    std::optional<Sheet> sheet; // none: nothing on the sheet (or it could not be read)
    std::string problem;        // non-empty: what to tell the player
    std::string why;            // with a problem: why, in plain words (core::plain_reason)
    // False when unreadable text could not be kept aside and still sits under the key: then
    // nothing may be saved over it (import_all refuses; the App should not save_current).
    bool writable = true;
    // The stored revision (save_current): a book that read or wrote an older one does not save
    // over it (table/sheet_book.h). 0: none stored with it.
    std::uint64_t revision = 0;
};
template <class Sheet> struct LoadedHistory {
    std::vector<Sheet> sheets; // newest first
    std::string problem;       // non-empty: what to tell the player
    std::string why;           // with a problem: why, in plain words (core::plain_reason)
    bool writable = true;      // as in LoadedSheet (finish_current and import_all refuse)
};

// A game's sheets: where they are kept, and how one is written, read and checked. `Sheet` has
// string members `id` (unique) and `finished` (an ISO date, empty while played). The members
// below are the functions of this file for these sheets (defined at its end).
template <class Sheet> struct SheetStore {
    StoreNames names;
    nlohmann::json (*to_json)(const Sheet&);
    core::Expected<Sheet> (*from_json)(const nlohmann::json&); // strict; calls check
    std::string (*check)(const Sheet&);                        // empty: fine

    bool save_current(platform::Storage& storage, const Sheet& sheet,
                      std::uint64_t revision = 1) const;
    LoadedSheet<Sheet> load_current(platform::Storage& storage) const;
    LoadedHistory<Sheet> load_history(platform::Storage& storage) const;
    core::Expected<int> finish_current(platform::Storage& storage, const Sheet& sheet) const;
    core::Expected<Sheet> reopen(platform::Storage& storage, const std::string& id) const;
    std::string export_all(platform::Storage& storage) const;
    core::Expected<int> import_all(platform::Storage& storage, const std::string& text) const;
};

// The non-template half of the functions below (sheet_store.cpp).
namespace detail {
// The data of a stored value, or nothing. Absent: no problem. Unreadable envelope (not JSON,
// another kind, a newer version): kept aside and explained; not kept: writable is false.
struct Opened {
    std::optional<nlohmann::json> data;
    std::string problem;
    std::string why; // with a problem: why, in plain words
    bool writable = true;
};
Opened open_current(platform::Storage& storage, const StoreNames& n);
Opened open_history(platform::Storage& storage, const StoreNames& n);
// The current value's data could not be read as a sheet (`why`): kept aside and explained.
Opened keep_current_aside(platform::Storage& storage, const StoreNames& n, const std::string& why);
// The history had damaged entries (`bad` of `total`, the first one's problem), or it is not a
// list (total < 0): the whole text kept aside and explained. writable false: could not keep it.
Opened keep_history_aside(platform::Storage& storage, const StoreNames& n, int bad, int total,
                          const std::string& first_error);
// The data stored under `key` as a readable document of `kind`, moving nothing.
std::optional<nlohmann::json> quiet_read(platform::Storage& storage, const std::string& key,
                                         const std::string& kind, int version);
bool save(platform::Storage& storage, const std::string& key, const std::string& kind, int version,
          const nlohmann::json& data);
// Restores `key` to what it held before (`before` empty: it was absent).
void restore(platform::Storage& storage, const std::string& key,
             const std::optional<std::string>& before);
std::string no_room(const StoreNames& n);
// An export file's "current" (maybe null) and "history" (a list), or why it is refused.
struct ExportData {
    nlohmann::json current, history;
};
core::Expected<ExportData> read_export(const std::string& text, const StoreNames& n);
std::string dump_export(const StoreNames& n, const nlohmann::json& current,
                        const nlohmann::json& history);
extern const char* const kRefused;     // "this file cannot be imported: "
extern const char* const kDamagedFile; // "it is damaged"
} // namespace detail

// A match's result rows (games::Match::result_rows) as the game's typed results, each read by
// `read` (the game's wire reader); the first that cannot be read fails them all.
template <class Read>
auto read_results(const std::vector<nlohmann::json>& rows, Read read)
    -> core::Expected<std::vector<std::decay_t<decltype(read(rows.front()).value())>>> {
    using Result = std::decay_t<decltype(read(rows.front()).value())>;
    std::vector<Result> results;
    for (const nlohmann::json& row : rows) {
        auto r = read(row);
        if (!r) return core::Expected<std::vector<Result>>::fail(r.error());
        results.push_back(std::move(r.value()));
    }
    return core::Expected<std::vector<Result>>::ok(std::move(results));
}

// Brings a sheet up to date with a game's results, one row a result (a round of Txek, a game of
// a Checks match), so calling it again adds nothing. `same(row, result)` says whether a row on the
// sheet is that result's; `add(sheet, result)` appends one row or says why not. Fails, changing
// nothing, when the sheet's rows are not the first results (another game) or a row cannot be
// added; `unit` names a row in messages ("round", "game"), `whole` the results ("the game").
// Returns how many rows were added.
template <class Sheet, class Result, class Same, class Add>
core::Expected<int> sync_rows(Sheet& sheet, const std::vector<Result>& results, Same same, Add add,
                              const std::string& unit, const std::string& whole) {
    using E = core::Expected<int>;
    if (sheet.rows.size() > results.size())
        return E::fail("the sheet has more " + unit + "s than " + whole);
    for (std::size_t i = 0; i < sheet.rows.size(); ++i)
        if (!same(sheet.rows[i], results[i]))
            return E::fail(unit + " " + std::to_string(i + 1) + " on the sheet differs from " +
                           whole);
    Sheet copy = sheet;
    for (std::size_t i = sheet.rows.size(); i < results.size(); ++i) {
        auto added = add(copy, results[i]);
        if (!added) return E::fail(unit + " " + std::to_string(i + 1) + ": " + added.error());
    }
    const int n = int(copy.rows.size() - sheet.rows.size());
    sheet = std::move(copy);
    return E::ok(n);
}

// Newest first by the "finished" text (ISO dates sort as text); equal ones keep their order.
template <class Sheet> void sort_newest_first(std::vector<Sheet>& sheets) {
    std::stable_sort(sheets.begin(), sheets.end(),
                     [](const Sheet& a, const Sheet& b) { return a.finished > b.finished; });
}

// False when the sheet is not valid (check) or the storage refused it (quota). `revision` is
// stored with it (load_current reads it back; history entries and exports do not keep it).
template <class Sheet>
bool save_current(platform::Storage& storage, const SheetStore<Sheet>& store, const Sheet& sheet,
                  std::uint64_t revision = 1) {
    if (!store.check(sheet).empty()) return false;
    const StoreNames& n = store.names;
    nlohmann::json data = store.to_json(sheet);
    data["revision"] = revision;
    return detail::save(storage, n.current_key, n.sheet_kind, n.version, data);
}

// The sheet in progress. Unreadable (bad JSON, another kind, a newer version, a damaged field):
// the text is kept aside as "<current_key>.unreadable-N", and `problem` says so.
template <class Sheet>
LoadedSheet<Sheet> load_current(platform::Storage& storage, const SheetStore<Sheet>& store) {
    LoadedSheet<Sheet> out;
    detail::Opened o = detail::open_current(storage, store.names);
    if (o.data) {
        auto sheet = store.from_json(*o.data);
        if (sheet) {
            out.sheet = std::move(sheet.value());
            auto r = o.data->find("revision");
            if (r != o.data->end() && r->is_number_unsigned())
                out.revision = r->get<std::uint64_t>();
            return out;
        }
        o = detail::keep_current_aside(storage, store.names, sheet.error());
    }
    out.problem = std::move(o.problem);
    out.why = std::move(o.why);
    out.writable = o.writable;
    return out;
}

// Finished sheets, newest first. A damaged envelope is kept aside (nothing loaded); damaged
// entries in a readable list (or a repeated id) are left out: the whole text is kept aside
// first, the readable sheets are saved back, and `problem` names the entries left out.
template <class Sheet>
LoadedHistory<Sheet> load_history(platform::Storage& storage, const SheetStore<Sheet>& store) {
    LoadedHistory<Sheet> out;
    const StoreNames& n = store.names;
    detail::Opened o = detail::open_history(storage, n);
    if (!o.data) {
        out.problem = std::move(o.problem);
        out.why = std::move(o.why);
        out.writable = o.writable;
        return out;
    }
    const nlohmann::json& data = *o.data;
    std::string first_error;
    int bad = 0, total = 0;
    if (!data.is_array()) {
        total = -1;
        first_error = "it is not a list of sheets";
    } else {
        std::set<std::string> ids;
        for (const nlohmann::json& entry : data) {
            ++total;
            auto sheet = store.from_json(entry);
            std::string why = sheet ? std::string() : sheet.error();
            if (sheet && !ids.insert(sheet.value().id).second)
                why = "its id repeats an earlier sheet's";
            if (why.empty()) {
                out.sheets.push_back(std::move(sheet.value()));
            } else {
                ++bad;
                if (first_error.empty())
                    first_error = "sheet " + std::to_string(total) + ": " + why;
            }
        }
        if (bad == 0) return out;
    }
    o = detail::keep_history_aside(storage, n, bad, total, first_error);
    out.problem = std::move(o.problem);
    out.why = std::move(o.why);
    out.writable = o.writable;
    if (!out.writable) return out;
    // Everything is kept aside: saving the readable sheets back loses nothing.
    if (!out.sheets.empty()) {
        nlohmann::json list = nlohmann::json::array();
        for (const Sheet& s : out.sheets) list.push_back(store.to_json(s));
        detail::save(storage, n.history_key, n.history_kind, n.version, list);
    }
    return out;
}

template <class Sheet>
bool save_history(platform::Storage& storage, const SheetStore<Sheet>& store,
                  const std::vector<Sheet>& sheets) {
    nlohmann::json list = nlohmann::json::array();
    for (const Sheet& s : sheets) list.push_back(store.to_json(s));
    const StoreNames& n = store.names;
    return detail::save(storage, n.history_key, n.history_kind, n.version, list);
}

// Puts `sheet` at the top of the history (replacing an entry with the same id), keeps the newest
// max_history, and removes the current sheet if it is this one (by id). The caller sets `finished`
// first. A sheet only grows, so an entry with the same id and more rows is kept rather than
// replaced: a stale copy filed by another tab never loses a filed game (table/session.h, "Tabs").
// Returns the number of sheets in the history, or why nothing was changed.
template <class Sheet>
core::Expected<int> finish_current(platform::Storage& storage, const SheetStore<Sheet>& store,
                                   const Sheet& sheet) {
    using E = core::Expected<int>;
    const StoreNames& n = store.names;
    if (std::string why = store.check(sheet); !why.empty())
        return E::fail("this " + n.noun + " cannot be saved: " + why);
    LoadedHistory<Sheet> h = load_history(storage, store);
    if (!h.writable) return E::fail(h.problem);
    Sheet filed = sheet;
    for (const Sheet& s : h.sheets)
        if (s.id == sheet.id && s.rows.size() > sheet.rows.size()) filed = s;
    h.sheets.erase(std::remove_if(h.sheets.begin(), h.sheets.end(),
                                  [&](const Sheet& s) { return s.id == sheet.id; }),
                   h.sheets.end());
    h.sheets.insert(h.sheets.begin(), std::move(filed));
    sort_newest_first(h.sheets);
    if (h.sheets.size() > n.max_history) h.sheets.resize(n.max_history);
    if (!save_history(storage, store, h.sheets)) return E::fail(detail::no_room(n));
    if (auto data = detail::quiet_read(storage, n.current_key, n.sheet_kind, n.version)) {
        auto id = data->find("id");
        if (id != data->end() && id->is_string() && id->get<std::string>() == sheet.id)
            storage.remove(n.current_key);
    }
    return E::ok(int(h.sheets.size()));
}

// Takes the sheet `id` back out of the history as the current sheet, unfinished again: its game
// came back (Settings → Kept aside, Resume) after its sheet was filed when another game replaced
// it. The sheet is saved as the current one first, then left out of the history, so a failure
// between the two leaves it in both, never in neither (filing it again replaces the history's
// copy by id). The caller files the current sheet before. Fails, changing nothing, when the
// history holds no such sheet or the storage refuses it.
template <class Sheet>
core::Expected<Sheet> reopen(platform::Storage& storage, const SheetStore<Sheet>& store,
                             const std::string& id) {
    using E = core::Expected<Sheet>;
    const StoreNames& n = store.names;
    LoadedHistory<Sheet> h = load_history(storage, store);
    auto it =
        std::find_if(h.sheets.begin(), h.sheets.end(), [&](const Sheet& s) { return s.id == id; });
    if (it == h.sheets.end()) return E::fail("no finished " + n.noun + " has this id");
    Sheet sheet = *it;
    sheet.finished.clear();
    if (!save_current(storage, store, sheet)) return E::fail(detail::no_room(n));
    h.sheets.erase(it);
    save_history(storage, store, h.sheets);
    return E::ok(std::move(sheet));
}

// The export file: the current sheet (or null) and the history. Unreadable stored values are
// left out (and left where they are).
template <class Sheet>
std::string export_all(platform::Storage& storage, const SheetStore<Sheet>& store) {
    const StoreNames& n = store.names;
    nlohmann::json current = nullptr;
    if (auto data = detail::quiet_read(storage, n.current_key, n.sheet_kind, n.version))
        if (auto s = store.from_json(*data)) current = store.to_json(s.value());
    nlohmann::json history = nlohmann::json::array();
    if (auto data = detail::quiet_read(storage, n.history_key, n.history_kind, n.version);
        data && data->is_array())
        for (const nlohmann::json& entry : *data)
            if (auto s = store.from_json(entry)) history.push_back(store.to_json(s.value()));
    return detail::dump_export(n, current, history);
}

// Merges an export into the storage by id: sheets already stored (as current or in history)
// are skipped, never replaced; the file's current sheet becomes the current one if none is
// stored, else it joins the history; history entries join the history (newest first by their
// "finished" text). Existing sheets are never dropped: when the history is full, only the
// newest imported ones that fit are added. A foreign or damaged file (or any damaged sheet in
// it) is refused with a message and changes nothing. Returns how many sheets were added.
template <class Sheet>
core::Expected<int> import_all(platform::Storage& storage, const SheetStore<Sheet>& store,
                               const std::string& text) {
    using E = core::Expected<int>;
    const StoreNames& n = store.names;
    const std::string refused = detail::kRefused;
    // 1. The whole file is read and checked before anything is touched.
    auto file = detail::read_export(text, n);
    if (!file) return E::fail(file.error());
    const nlohmann::json& cur = file.value().current;
    const nlohmann::json& hist = file.value().history;
    std::optional<Sheet> file_current;
    // Which sheet is damaged, in plain words; how, for the log line (src/README.md, "Storage").
    auto damaged = [&](const std::string& which, const std::string& why) {
        platform::log_detail("import: " + which + ": " + why);
        return E::fail(refused + which + " in it is damaged");
    };
    if (!cur.is_null()) {
        auto s = store.from_json(cur);
        if (!s) return damaged("the sheet of " + n.in_progress, s.error());
        file_current = std::move(s.value());
    }
    std::vector<Sheet> file_history;
    for (std::size_t i = 0; i < hist.size(); ++i) {
        auto s = store.from_json(hist[i]);
        if (!s) return damaged("sheet " + std::to_string(i + 1), s.error());
        file_history.push_back(std::move(s.value()));
    }

    // 2. What is stored now.
    LoadedSheet<Sheet> stored_current = load_current(storage, store);
    if (!stored_current.writable) return E::fail(stored_current.problem);
    LoadedHistory<Sheet> stored = load_history(storage, store);
    if (!stored.writable) return E::fail(stored.problem);
    std::set<std::string> known;
    if (stored_current.sheet) known.insert(stored_current.sheet->id);
    for (const Sheet& s : stored.sheets) known.insert(s.id);

    // 3. Merge by id: never replace, never drop what is stored.
    int added = 0;
    std::optional<Sheet> new_current;
    std::vector<Sheet> candidates;
    if (file_current && known.insert(file_current->id).second) {
        if (!stored_current.sheet)
            new_current = *file_current, ++added;
        else
            candidates.push_back(*file_current);
    }
    for (Sheet& s : file_history)
        if (known.insert(s.id).second) candidates.push_back(std::move(s));
    sort_newest_first(candidates);
    const std::size_t room =
        stored.sheets.size() < n.max_history ? n.max_history - stored.sheets.size() : 0;
    if (candidates.size() > room) candidates.resize(room);
    added += int(candidates.size());
    if (added == 0) return E::ok(0);

    // 4. Write both, or neither.
    const auto before_history = storage.get(n.history_key);
    if (!candidates.empty()) {
        std::vector<Sheet> merged = stored.sheets;
        for (Sheet& s : candidates) merged.push_back(std::move(s));
        sort_newest_first(merged);
        if (!save_history(storage, store, merged)) {
            detail::restore(storage, n.history_key, before_history);
            return E::fail(detail::no_room(n));
        }
    }
    if (new_current && !save_current(storage, store, *new_current)) {
        detail::restore(storage, n.history_key, before_history);
        storage.remove(n.current_key);
        return E::fail(detail::no_room(n));
    }
    return E::ok(added);
}

template <class Sheet>
bool SheetStore<Sheet>::save_current(platform::Storage& storage, const Sheet& sheet,
                                     std::uint64_t revision) const {
    return sheets::save_current(storage, *this, sheet, revision);
}
template <class Sheet>
LoadedSheet<Sheet> SheetStore<Sheet>::load_current(platform::Storage& storage) const {
    return sheets::load_current(storage, *this);
}
template <class Sheet>
LoadedHistory<Sheet> SheetStore<Sheet>::load_history(platform::Storage& storage) const {
    return sheets::load_history(storage, *this);
}
template <class Sheet>
core::Expected<int> SheetStore<Sheet>::finish_current(platform::Storage& storage,
                                                      const Sheet& sheet) const {
    return sheets::finish_current(storage, *this, sheet);
}
template <class Sheet>
core::Expected<Sheet> SheetStore<Sheet>::reopen(platform::Storage& storage,
                                                const std::string& id) const {
    return sheets::reopen(storage, *this, id);
}
template <class Sheet> std::string SheetStore<Sheet>::export_all(platform::Storage& storage) const {
    return sheets::export_all(storage, *this);
}
template <class Sheet>
core::Expected<int> SheetStore<Sheet>::import_all(platform::Storage& storage,
                                                  const std::string& text) const {
    return sheets::import_all(storage, *this, text);
}

// ---- A game's sheet, from its rules -------------------------------------------------------------
//
// Every game's sheet is the same header and a list of rows; only what a row holds and when the
// rows agree with the rules differ. A game's sheet.h declares its rules struct R, then its Sheet
// as SheetOf<Row, R>, then R itself, derived from RulesOf<Sheet> (which gives Sheet, Row, Result
// and the defaults marked below):
//   id                              "txek": where its sheets are kept (store_names)
//   noun, in_progress               "score sheet", "the game in progress" (the default): what
//                                   the store's messages call a sheet and the one being played
//   game, min_players, max_players  "Txek", 2, 7: what check_header says
//   rows_are                        "a list of rounds": what "rows" must be
//   max_rows, too_many_rows         more rows than this are refused (unread), with this message
//   row_to_json(row)                one row's JSON
//   row_from_json(json, index, sheet)  Expected<Row>; `sheet` has the header read so far
//   check_rows(sheet)               why the rows break the rules, or ""
//   optional: extra_to_json(sheet, json&), extra_from_json(Fields&, json, sheet&) and
//   extra_from_setup(sheet&, setup) for fields beyond the header (Txek's variant and assist)
// and how a match's results become rows (sync_results, and the sheet book's sync):
//   Result                          a result of the match (default: a Row)
//   unit, whole                     "round", "the game" (the default): sync_rows' words
//   read_result(json, sheet)        Expected<Result>: one of games::Match::result_rows
//   same_row(row, result)           the row on the sheet is this result's (default, where a
//                                   row is a result: they write the same JSON)
//   add(sheet, result)              Expected<int>: appends the result's row, or says why not,
//                                   changing nothing (add_row does it by the rules' checks)
// The header in JSON: {"id", "started", "finished", "players", "seats", "seed", "rows"}.

inline constexpr std::size_t kMaxTextBytes = 64; // a name, a date, an id on any sheet

template <class RowType, class RulesType> struct SheetOf {
    using Row = RowType;
    using Rules = RulesType; // the game's rules, above

    std::string id;       // unique: started-at milliseconds and the seed (make_sheet_id)
    std::string started;  // ISO date text given by the caller
    std::string finished; // empty while the game is played
    std::vector<std::string> players; // empty: no game on the sheet
    std::vector<std::string> seats;   // "human", "casual", "good", "expert"
    std::uint64_t seed = 0;
    std::vector<Row> rows;

    int players_n() const { return int(players.size()); }
    bool same_header(const SheetOf& o) const {
        return id == o.id && started == o.started && finished == o.finished &&
               players == o.players && seats == o.seats && seed == o.seed;
    }
};

// Each player's total in the last row, for sheets whose rows score every player (`scores`, each
// with a `total`: CHECK!'s game, Tschak!'s keeps); zeros before the first row.
template <class Sheet> std::vector<int> last_totals(const Sheet& s) {
    std::vector<int> out(s.players.size(), 0);
    if (s.rows.empty()) return out;
    for (std::size_t p = 0; p < out.size() && p < s.rows.back().scores.size(); ++p)
        out[p] = s.rows.back().scores[p].total;
    return out;
}

// What a game's rules struct starts from: its types, and the defaults of the words above.
template <class SheetType, class ResultType = typename SheetType::Row> struct RulesOf {
    using Sheet = SheetType;
    using Row = typename SheetType::Row;
    using Result = ResultType;
    static constexpr const char* in_progress = "the game in progress";
    static constexpr const char* whole = "the game";
    // Where a row is the result itself: the same when they write the same JSON.
    static bool same_row(const Row& row, const Result& r) {
        using R = typename SheetType::Rules;
        return R::row_to_json(row) == R::row_to_json(r);
    }
};

template <class R, class = void> struct HasExtraFields : std::false_type {};
template <class R>
struct HasExtraFields<
    R, std::void_t<decltype(R::extra_to_json(std::declval<const typename R::Sheet&>(),
                                             std::declval<nlohmann::json&>()))>> : std::true_type {
};

// A blank sheet for a new game, one player a seat of the setup. An empty or missing name becomes
// "Seat N"; names beyond the seats are ignored.
template <class Sheet>
Sheet blank_sheet(const core::Setup& setup, std::uint64_t seed,
                  const std::vector<std::string>& names, std::int64_t started_ms,
                  const std::string& started_text) {
    Sheet s;
    s.id = make_sheet_id(started_ms, seed);
    s.started = clip_utf8(started_text, kMaxTextBytes);
    s.seed = seed;
    for (std::size_t i = 0; i < setup.seats.size(); ++i) {
        s.players.push_back(clip_utf8(seat_label(names, int(i)), kMaxTextBytes));
        s.seats.push_back(seat_word(setup.seats[i]));
    }
    using R = typename Sheet::Rules;
    if constexpr (HasExtraFields<R>::value) R::extra_from_setup(s, setup);
    return s;
}

template <class R> nlohmann::json sheet_to_json(const typename R::Sheet& s) {
    nlohmann::json rows = nlohmann::json::array();
    for (const typename R::Row& r : s.rows) rows.push_back(R::row_to_json(r));
    nlohmann::json j = {{"id", s.id},           {"started", s.started}, {"finished", s.finished},
                        {"players", s.players}, {"seats", s.seats},     {"seed", seed_hex(s.seed)},
                        {"rows", rows}};
    if constexpr (HasExtraFields<R>::value) R::extra_to_json(s, j);
    return j;
}

template <class R> std::string sheet_problem(const typename R::Sheet& s) {
    if (std::string why = check_header(s, R::game, R::min_players, R::max_players, kMaxTextBytes);
        !why.empty())
        return why;
    if (s.rows.size() > R::max_rows) return R::too_many_rows;
    return R::check_rows(s);
}

template <class R> core::Expected<typename R::Sheet> sheet_from_json(const nlohmann::json& j) {
    using E = core::Expected<typename R::Sheet>;
    if (!j.is_object()) return E::fail("the sheet is not an object");
    Fields f{j, {}};
    typename R::Sheet s;
    s.id = f.text("id");
    s.started = f.text("started");
    s.finished = f.text("finished");
    s.players = f.texts("players");
    s.seats = f.texts("seats");
    const std::string seed = f.text("seed");
    if (f.error.empty() && !parse_seed_hex(seed, s.seed)) f.fail("seed", "16 hex digits");
    if constexpr (HasExtraFields<R>::value) R::extra_from_json(f, j, s);
    const nlohmann::json* rows = f.get("rows");
    if (rows && !rows->is_array()) f.fail("rows", R::rows_are);
    if (!f.error.empty()) return E::fail(f.error);
    if (rows->size() > R::max_rows) return E::fail(R::too_many_rows);
    for (std::size_t i = 0; i < rows->size(); ++i) {
        auto r = R::row_from_json((*rows)[i], i, s);
        if (!r) return E::fail(r.error());
        s.rows.push_back(std::move(r.value()));
    }
    if (std::string why = sheet_problem<R>(s); !why.empty()) return E::fail(why);
    return E::ok(std::move(s));
}

// The one SheetStore of the game whose rules are R.
template <class R> const SheetStore<typename R::Sheet>& store_of() {
    static const SheetStore<typename R::Sheet> store{store_names(R::id, R::noun, R::in_progress),
                                                     &sheet_to_json<R>, &sheet_from_json<R>,
                                                     &sheet_problem<R>};
    return store;
}

// Appends `row` when the sheet with it still keeps its game's rules (the store's check), else
// says why, changing nothing: how most games' add(sheet, result) ends. Returns the rows now.
template <class Sheet> core::Expected<int> add_row(Sheet& sheet, typename Sheet::Row row) {
    using E = core::Expected<int>;
    Sheet copy = sheet;
    copy.rows.push_back(std::move(row));
    if (std::string why = store_of<typename Sheet::Rules>().check(copy); !why.empty())
        return E::fail(why);
    sheet = std::move(copy);
    return E::ok(int(sheet.rows.size()));
}

// Adds the rows of results[rows.size()...] by the game's rules (sync_rows: calling it again adds
// nothing). Fails, changing nothing, when the rows on the sheet are not the first results
// (another game) or a result does not fit. Returns how many rows were added.
template <class Sheet>
core::Expected<int> sync_results(Sheet& sheet,
                                 const std::vector<typename Sheet::Rules::Result>& results) {
    using R = typename Sheet::Rules;
    return sync_rows(sheet, results, &R::same_row, &R::add, R::unit, R::whole);
}

} // namespace table::sheets
