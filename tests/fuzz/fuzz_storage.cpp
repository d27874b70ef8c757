// libFuzzer target: what the table reads back from storage (platform/storage.h), for every
// registered game: its score sheets (table::SheetBook, game_ui.h), its saved game and the
// settings, read by each game's SheetBook and by the whole App on its load path
// (table::App(storage, "") and public_state, the test hook).
//
// Input: byte 0 picks the key (fuzz_inputs.h: each game's "<id>.sheet.current",
// "<id>.sheets.history" and "<id>.game", then the settings' key and their old key); the rest is
// the value stored under it in a MemoryStorage. Then:
//  (a) every game's SheetBook load()s; only the book of that key's game may report a problem,
//      exactly when the value was kept aside; a book with no sheet then follows a match (reading
//      its history): the book of the key's game (for the settings' keys, the one (b) picks) and
//      one other, a different one an input (the fast path: the others' follow reads keys the
//      input never holds, the same work every input: a quarter of a run). A value that could not be
//      read is kept aside byte for byte under "<key>.unreadable-N" and is gone from the key; one
//      that could stays under it.
//  (b) the same bytes as an import file (import_text) into one game's book over that storage
//      (the key's game's; for the settings' keys, one picked by byte 0; the fast path: one
//      import an input, as one reader an input in fuzz_record):
//      refused, changing no stored value, or "Imported N"; a second import of the same text
//      adds nothing ("Imported 0"); what was imported loads again with no problem, and the App
//      starts over it.
//  (c) an App over the storage: public_state(0) parses back as JSON, its settings are in range,
//      its notices speak no parser's words, and every stored value is still in
//      storage: under its key or under "<key>.<suffix>" (the old settings key: under the new
//      one), or, for a saved game the App resumed and saved again, as a saved game of the same
//      setup, seed and actions.
#include "engine/games.h"
#include "fuzz_inputs.h"
#include "platform/storage.h"
#include "table/app.h"
#include "table/registry.h"
#include "table/saved_game.h"
#include "table/settings.h"

#include <cctype>
#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace {

using Values = std::map<std::string, std::string>;

std::string key; // where the input is stored, for the report of a violation

[[noreturn]] void violated(const std::string& what) {
    fuzz::fail("under '" + key + "': " + what);
}

void require(bool ok, const char* what) {
    if (!ok) violated(what);
}

Values values(platform::Storage& st) {
    Values out;
    for (const std::string& k : st.keys()) out[k] = st.get(k).value_or("");
    return out;
}

bool starts_with(const std::string& s, const std::string& prefix) {
    return s.compare(0, prefix.size(), prefix) == 0;
}

// The key "<k>.unreadable-N" holding exactly `value`, or "".
std::string aside_holding(platform::Storage& st, const std::string& k, const std::string& value) {
    for (const std::string& other : st.keys())
        if (starts_with(other, k + ".unreadable-") && st.get(other) == value) return other;
    return {};
}

// ---- (a) reading the sheets ---------------------------------------------------------------------

// A match for the probe below: an id no stored sheet has, and the game's fewest players.
table::SheetMatch probe_match(const games::Facts& f) {
    table::SheetMatch m;
    m.sheet_id = "fuzz-probe";
    m.setup = fuzz::human_setup(f.min_players, 0);
    for (int p = 0; p < f.min_players; ++p) m.names.push_back("P" + std::to_string(p + 1));
    return m;
}

// One game's book reads what is stored: its current sheet, then (following a match whose sheet
// is not stored, when no sheet was loaded so none is filed) its history.
void read_sheets(table::GameUi& ui, platform::MemoryStorage& st, const std::string& value,
                 bool follow) {
    const std::string own = std::string(ui.game().facts.id) + ".sheet.current";
    auto book = ui.make_sheets();
    const std::string problem = book->load(st);
    if (key != own) {
        if (!problem.empty()) violated("another key's sheet reported a problem: " + problem);
    } else if (!problem.empty()) {
        require(!aside_holding(st, key, value).empty(), "an unreadable sheet was not kept aside");
    } else {
        require(st.get(key) == value, "a readable sheet moved");
    }
    if (!follow || !book->public_json().is_null()) return;
    table::Notices notes;
    book->follow(st, probe_match(ui.game().facts), {}, notes);
}

// Kept under its key, or kept aside byte for byte and gone from the key.
void check_kept(platform::Storage& st, const std::string& value) {
    const std::string aside = aside_holding(st, key, value);
    if (aside.empty())
        require(st.get(key) == value, "the value is neither under its key nor kept aside");
    else
        require(st.get(key) != value, "a value kept aside is still under its key");
}

// The books that follow a match in (a): the input's own (`own`) and one other, picked by the
// input's length so that every book follows over a few inputs.
bool follows(std::size_t book, std::size_t own, std::size_t books, std::size_t input_size) {
    if (book == own || books < 2) return true;
    return book == (own + 1 + input_size % (books - 1)) % books;
}

// ---- (c) the App (also after an import, in (b)) -----------------------------------------------

void check_settings(const nlohmann::json& shown) {
    const table::Settings s = table::settings_from_json(shown);
    // No name is a name not yet asked for (the table says "you" then): only its length counts.
    require(s.player_name.size() <= table::kMaxNameBytes, "the player's name is too long");
    require(s.reaction_ms >= table::kMinReactionMs && s.reaction_ms <= table::kMaxReactionMs,
            "the reaction time is out of range");
    require(s.animation_speed >= 0.0f && s.animation_speed <= 4.0f,
            "the animation speed is out of range");
    require(table::settings_to_json(s) == shown, "the settings shown do not read back");
}

// What the player is told speaks no parser's words (not "syntax error while parsing value -
// invalid literal; last read: 'no'"); the parser's detail goes to a log line only.
void check_plain(std::string notice) {
    for (char& c : notice) c = char(std::tolower(static_cast<unsigned char>(c)));
    for (const char* word : {"syntax", "parse", "literal", "last read", "json", "column"})
        if (notice.find(word) != std::string::npos)
            violated("a notice speaks a parser's words (" + std::string(word) + "): " + notice);
}

// An App comes up over the storage, and its test hook is JSON (it once was not: a saved game's
// "seats":"h\xc3\xa9" made public_state throw).
void check_app(platform::Storage& st) {
    const table::App app(st, "");
    const nlohmann::json state = nlohmann::json::parse(app.public_state(0), nullptr, false);
    require(!state.is_discarded(), "public_state is not JSON");
    require(state.contains("settings"), "public_state has no settings");
    check_settings(state["settings"]);
    require(state.contains("notice") && state["notice"].is_string(), "public_state has no notice");
    check_plain(state["notice"].get<std::string>());
}

// The game a value under "<id>.game" holds, read as the App reads it; none when unreadable.
std::optional<table::SavedGame> saved_game(const std::string& k, const std::string& value) {
    for (const games::Module* m : games::registered()) {
        const std::string id(m->facts.id);
        if (k != id + ".game") continue;
        platform::MemoryStorage scratch;
        scratch.set(k, value);
        return table::load_saved_game(scratch, k, id + "-game").game;
    }
    return std::nullopt;
}

// The App saved a resumed game again (with its sheet's id): the same game.
bool same_game(const std::string& k, const std::string& before, const std::string& now) {
    const auto a = saved_game(k, before), b = saved_game(k, now);
    return a && b && a->setup == b->setup && a->seed == b->seed && a->actions == b->actions;
}

// Somewhere the App may keep a value that was under `k`: the key itself or "<k>.<suffix>".
bool kept_under(const Values& now, const std::string& k, const std::string& value) {
    for (const auto& [other, v] : now)
        if (v == value && (other == k || starts_with(other, k + "."))) return true;
    return false;
}

// Nothing stored before the App came up is lost.
void check_nothing_lost(const Values& before, platform::Storage& st) {
    const Values now = values(st);
    for (const auto& [k, v] : before) {
        if (kept_under(now, k, v)) continue;
        // Settings under the old key move to the new one (table/settings.h).
        if (k == table::kOldSettingsKey && kept_under(now, table::kSettingsKey, v)) continue;
        if (now.count(k) && same_game(k, v, now.at(k))) continue;
        violated("the App lost the value stored under '" + k + "'");
    }
}

void check_app_keeps(platform::MemoryStorage& st) {
    const Values before = values(st);
    check_app(st);
    check_nothing_lost(before, st);
}

// ---- (b) importing ------------------------------------------------------------------------------

// "Imported N score sheet(s).": N; -1 for a refusal (or any other first notice).
int imported(const table::Notices& notes) {
    if (notes.empty() || notes.front().error) return -1;
    const std::string& t = notes.front().text;
    if (!starts_with(t, "Imported ")) return -1;
    return std::atoi(t.c_str() + 9);
}

void check_import(table::GameUi& ui, const std::string& value) {
    platform::MemoryStorage st;
    st.set(key, value);
    auto book = ui.make_sheets();
    book->load(st); // as the App has before its player picks a file
    const Values before = values(st);
    table::Notices first, second;
    book->import_text(st, value, first);
    const int added = imported(first);
    if (added < 0) {
        require(values(st) == before, "a refused import changed what is stored");
        return;
    }
    book->import_text(st, value, second);
    require(imported(second) == 0, "a second import of the same file added sheets");
    if (added == 0) return;
    auto again = ui.make_sheets();
    const std::string problem = again->load(st);
    if (!problem.empty()) violated("an imported sheet does not load: " + problem);
    check_app_keeps(st);
}

// Which game's book the input is imported into: the game of the key byte's key (three keys a
// game, fuzz_inputs.h), or for the settings' keys one picked by the rest of the byte.
std::size_t import_book(std::uint8_t key_byte, std::size_t keys, std::size_t books) {
    const std::size_t k = key_byte % keys;
    return k < 3 * books ? k / 3 : key_byte / keys % books;
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    if (size < 1) return 0;
    static const std::vector<std::string> keys = fuzz::storage_keys();
    static const std::vector<std::unique_ptr<table::GameUi>> uis = table::make_game_uis();
    key = keys[data[0] % keys.size()];
    const std::string value(reinterpret_cast<const char*>(data + 1), size - 1);

    const std::size_t own = import_book(data[0], keys.size(), uis.size());
    platform::MemoryStorage read;
    read.set(key, value);
    for (std::size_t i = 0; i < uis.size(); ++i)
        read_sheets(*uis[i], read, value, follows(i, own, uis.size(), size));
    check_kept(read, value);

    check_import(*uis[own], value);

    platform::MemoryStorage fresh;
    fresh.set(key, value);
    check_app_keeps(fresh);
    return 0;
}
