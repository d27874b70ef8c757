// libFuzzer target: the stored score sheets of every game (Txek's, table/txek/sheet.h; Checks'
// match sheets, table/checks/sheet.h), settings and the sheets' import files (table/settings.h,
// platform/storage.h). The same bytes are the stored value of each game's current sheet and
// history and of "txek.settings" in a MemoryStorage, then an import file. Nothing may crash, and any stored value that could not be read must be
// kept aside byte for byte under "<key>.unreadable-N" (README: "never overwritten").
#include "engine/core/versioned_json.h"
#include "platform/storage.h"
#include "table/settings.h"
#include "table/checks/sheet.h"
#include "table/txek/sheet.h"

#include <cstddef>
#include <cstdint>
#include <string>

namespace {

void check(bool ok) {
    if (!ok) __builtin_trap();
}

// The key some "<key>.unreadable-N" holding exactly `value`, or "".
std::string aside_holding(platform::Storage& st, const std::string& key, const std::string& value) {
    const std::string prefix = key + ".unreadable-";
    for (const std::string& k : st.keys())
        if (k.compare(0, prefix.size(), prefix) == 0 && st.get(k) == value) return k;
    return {};
}

// A stored value was read, or it was kept aside whole and the key no longer holds it.
void check_kept_or_read(platform::Storage& st, const std::string& key, const std::string& value,
                        bool problem) {
    if (!problem) return;
    check(!aside_holding(st, key, value).empty());
    check(st.get(key) != value);
}

void check_settings(const table::Settings& s) {
    check(!s.player_name.empty() && s.player_name.size() <= table::kMaxNameBytes);
    check(s.reaction_ms >= table::kMinReactionMs && s.reaction_ms <= table::kMaxReactionMs);
    check(s.animation_speed >= 0.0f && s.animation_speed <= 4.0f);
}
// The stored sheets of one game (S: the game's sheet namespace as a traits struct, below),
// their history and the import file, all read from the same bytes.
template <class S> void check_sheets(platform::MemoryStorage& st, const std::string& value) {
    st.set(S::kCurrentKey, value);
    st.set(S::kHistoryKey, value);

    // The running game's sheet.
    const typename S::LoadedSheet current = S::load_current(st);
    check(current.writable);  // a MemoryStorage never refuses a copy
    check(current.sheet.has_value() == current.problem.empty());
    check_kept_or_read(st, S::kCurrentKey, value, !current.problem.empty());
    if (current.sheet) {
        check(S::check(*current.sheet).empty());
        check(st.get(S::kCurrentKey) == value);  // a readable value stays where it is
    }

    // The finished sheets.
    const typename S::LoadedHistory history = S::load_history(st);
    check(history.writable);
    check_kept_or_read(st, S::kHistoryKey, value, !history.problem.empty());
    for (const typename S::Sheet& s : history.sheets) check(S::check(s).empty());
    // What load_history saved back (the readable sheets) reads back whole, with no problem.
    const typename S::LoadedHistory again = S::load_history(st);
    check(again.problem.empty());
    check(again.sheets == history.sheets);

    // Finishing the running game moves it to the history.
    if (current.sheet) check(S::finish_current(st, *current.sheet).ok());

    // The same bytes as an import file, into this storage and into an empty one: refused with a
    // message, or merged so that everything stored reads back with no problem.
    for (int fresh = 0; fresh < 2; ++fresh) {
        platform::MemoryStorage empty;
        platform::Storage& into = fresh ? static_cast<platform::Storage&>(empty) : st;
        const auto imported = S::import_all(into, value);
        if (!imported) {
            check(!imported.error().empty());
            continue;
        }
        check(imported.value() >= 0);
        const typename S::LoadedSheet c = S::load_current(into);
        const typename S::LoadedHistory h = S::load_history(into);
        check(c.problem.empty() && h.problem.empty());
        check(h.sheets.size() <= S::kMaxHistory);
    }

    // An export always imports into an empty storage, and a second import adds nothing.
    const std::string exported = S::export_all(st);
    check(core::read_versioned(exported, S::kExportKind, S::kVersion).ok());
    platform::MemoryStorage copy;
    const auto first = S::import_all(copy, exported);
    check(first.ok());
    const auto second = S::import_all(copy, exported);
    check(second.ok() && second.value() == 0);
}

// One struct a game with a score sheet, naming its sheet API for check_sheets.
#define TXEK_SHEET_TRAITS(Name, ns)                                                              \
    struct Name {                                                                                \
        using Sheet = ns::Sheet;                                                                 \
        using LoadedSheet = ns::LoadedSheet;                                                     \
        using LoadedHistory = ns::LoadedHistory;                                                 \
        static constexpr const char* kCurrentKey = ns::kCurrentKey;                              \
        static constexpr const char* kHistoryKey = ns::kHistoryKey;                              \
        static constexpr const char* kExportKind = ns::kExportKind;                              \
        static constexpr int kVersion = ns::kVersion;                                            \
        static constexpr std::size_t kMaxHistory = ns::kMaxHistory;                              \
        static std::string check(const Sheet& s) { return ns::check(s); }                        \
        static LoadedSheet load_current(platform::Storage& st) { return ns::load_current(st); }  \
        static LoadedHistory load_history(platform::Storage& st) { return ns::load_history(st); } \
        static core::Expected<int> finish_current(platform::Storage& st, const Sheet& s) {       \
            return ns::finish_current(st, s);                                                    \
        }                                                                                        \
        static std::string export_all(platform::Storage& st) { return ns::export_all(st); }      \
        static core::Expected<int> import_all(platform::Storage& st, const std::string& t) {     \
            return ns::import_all(st, t);                                                        \
        }                                                                                        \
    }
TXEK_SHEET_TRAITS(TxekSheets, table::txek_sheet);
TXEK_SHEET_TRAITS(ChecksSheets, table::checks_sheet);

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const std::string value(reinterpret_cast<const char*>(data), size);
    platform::MemoryStorage st;
    st.set(table::kSettingsKey, value);
    check_sheets<TxekSheets>(st, value);
    check_sheets<ChecksSheets>(st, value);

    // The settings: a forgiving reader, but only for a readable envelope.
    const platform::Loaded loaded =
        platform::load_versioned(st, table::kSettingsKey, table::kSettingsKind, table::kSettingsVersion);
    check(loaded.document.has_value() == loaded.problem.empty());
    check_kept_or_read(st, table::kSettingsKey, value, !loaded.problem.empty());
    if (!loaded.problem.empty()) check(loaded.kept_as == aside_holding(st, table::kSettingsKey, value));
    table::Settings settings;
    if (loaded.document) settings = table::settings_from_json(loaded.document->find("data").value());
    check_settings(settings);
    check(platform::save_versioned(st, table::kSettingsKey, table::kSettingsKind,
                                   table::kSettingsVersion, table::settings_to_json(settings)));
    const platform::Loaded saved =
        platform::load_versioned(st, table::kSettingsKey, table::kSettingsKind, table::kSettingsVersion);
    check(saved.document && table::settings_from_json(saved.document->find("data").value()) == settings);

    return 0;
}
