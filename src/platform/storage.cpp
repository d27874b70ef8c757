#include "platform/storage.h"

#include "engine/core/versioned_json.h"

namespace platform {

std::optional<std::string> MemoryStorage::get(const std::string& key) {
    auto it = values_.find(key);
    if (it == values_.end()) return std::nullopt;
    return it->second;
}

bool MemoryStorage::set(const std::string& key, const std::string& value) {
    values_[key] = value;
    return true;
}

void MemoryStorage::remove(const std::string& key) { values_.erase(key); }

std::vector<std::string> MemoryStorage::keys() {
    std::vector<std::string> out;
    for (const auto& kv : values_) out.push_back(kv.first);
    return out;
}

Loaded load_versioned(Storage& storage, const std::string& key, std::string_view kind,
                      int max_version) {
    Loaded out;
    std::optional<std::string> raw = storage.get(key);
    if (!raw) return out;
    auto doc = core::read_versioned(*raw, kind, max_version);
    if (doc) {
        out.document = doc.value();
        return out;
    }
    out.kept_as = keep_aside(storage, key);
    if (!out.kept_as.empty()) {
        out.problem = "Stored " + std::string(kind) + " could not be read (" + doc.error() +
                      "). Defaults are used; the old data is kept as '" + out.kept_as + "'.";
    } else {
        // Could not copy it: leave it where it is, untouched; the caller must not save over it.
        out.problem = "Stored " + std::string(kind) + " could not be read (" + doc.error() +
                      ") and could not be copied aside; it is left untouched under '" + key + "'.";
    }
    return out;
}

std::string keep_aside(Storage& storage, const std::string& key, const std::string& suffix) {
    std::optional<std::string> raw = storage.get(key);
    if (!raw) return {};
    std::string aside;
    for (int n = 1;; ++n) {
        aside = key + "." + suffix + "-" + std::to_string(n);
        if (!storage.get(aside)) break;
    }
    if (!storage.set(aside, *raw) || storage.get(aside) != raw) return {};
    storage.remove(key);
    return aside;
}

bool save_versioned(Storage& storage, const std::string& key, std::string_view kind, int version,
                    const nlohmann::json& data) {
    return storage.set(key, core::make_versioned(kind, version, data).dump());
}

}  // namespace platform
