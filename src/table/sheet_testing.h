// For the games' sheet tests: a sheet's stored text put under its key, loaded, and saved back,
// so a test can check that what players' browsers hold still reads the same.
#pragma once
#include "table/sheet_store.h"

#include <nlohmann/json.hpp>

#include <string>

namespace table::sheets {

template <class Sheet> struct StoredText {
    LoadedSheet<Sheet> loaded;
    nlohmann::json saved_back; // what saving the loaded sheet again stores (null: nothing)
};

template <class Sheet>
StoredText<Sheet> load_and_save_back(const SheetStore<Sheet>& store, const std::string& text) {
    StoredText<Sheet> out;
    platform::MemoryStorage before, after;
    before.set(store.names.current_key, text);
    out.loaded = store.load_current(before);
    if (out.loaded.sheet && store.save_current(after, *out.loaded.sheet, out.loaded.revision))
        out.saved_back = nlohmann::json::parse(*after.get(store.names.current_key));
    return out;
}

} // namespace table::sheets
