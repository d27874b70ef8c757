// libFuzzer target: the stored score sheets, settings and the sheets' import file
// (table/txek/sheet.h, table/settings.h, platform/storage.h). The same bytes are the stored
// value of "txek.sheet.current", "txek.sheets.history" and "txek.settings" in a MemoryStorage,
// then an import file. Nothing may crash, and any stored value that could not be read must be
// kept aside byte for byte under "<key>.unreadable-N" (README: "never overwritten").
#include "engine/core/versioned_json.h"
#include "platform/storage.h"
#include "table/settings.h"
#include "table/txek/sheet.h"

#include <cstddef>
#include <cstdint>
#include <string>

namespace sheet = table::txek_sheet;

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

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const std::string value(reinterpret_cast<const char*>(data), size);
    platform::MemoryStorage st;
    st.set(sheet::kCurrentKey, value);
    st.set(sheet::kHistoryKey, value);
    st.set(table::kSettingsKey, value);

    // The running game's sheet.
    const sheet::LoadedSheet current = sheet::load_current(st);
    check(current.writable);  // a MemoryStorage never refuses a copy
    check(current.sheet.has_value() == current.problem.empty());
    check_kept_or_read(st, sheet::kCurrentKey, value, !current.problem.empty());
    if (current.sheet) {
        check(sheet::check(*current.sheet).empty());
        check(st.get(sheet::kCurrentKey) == value);  // a readable value stays where it is
    }

    // The finished sheets.
    const sheet::LoadedHistory history = sheet::load_history(st);
    check(history.writable);
    check_kept_or_read(st, sheet::kHistoryKey, value, !history.problem.empty());
    for (const sheet::Sheet& s : history.sheets) check(sheet::check(s).empty());
    // What load_history saved back (the readable sheets) reads back whole, with no problem.
    const sheet::LoadedHistory again = sheet::load_history(st);
    check(again.problem.empty());
    check(again.sheets == history.sheets);

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

    // Finishing the running game moves it to the history.
    if (current.sheet) check(sheet::finish_current(st, *current.sheet).ok());

    // The same bytes as an import file, into this storage and into an empty one: refused with a
    // message, or merged so that everything stored reads back with no problem.
    for (int fresh = 0; fresh < 2; ++fresh) {
        platform::MemoryStorage empty;
        platform::Storage& into = fresh ? static_cast<platform::Storage&>(empty) : st;
        const auto imported = sheet::import_all(into, value);
        if (!imported) {
            check(!imported.error().empty());
            continue;
        }
        check(imported.value() >= 0);
        const sheet::LoadedSheet c = sheet::load_current(into);
        const sheet::LoadedHistory h = sheet::load_history(into);
        check(c.problem.empty() && h.problem.empty());
        check(h.sheets.size() <= sheet::kMaxHistory);
    }

    // An export always imports into an empty storage, and a second import adds nothing.
    const std::string exported = sheet::export_all(st);
    check(core::read_versioned(exported, sheet::kExportKind, sheet::kVersion).ok());
    platform::MemoryStorage copy;
    const auto first = sheet::import_all(copy, exported);
    check(first.ok());
    const auto second = sheet::import_all(copy, exported);
    check(second.ok() && second.value() == 0);
    return 0;
}
