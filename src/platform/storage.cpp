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
                      int max_version, const std::string& what, const std::string& then) {
    Loaded out;
    std::optional<std::string> raw = storage.get(key);
    if (!raw) return out;
    auto doc = core::read_versioned(*raw, kind, max_version);
    if (doc) {
        out.document = doc.value();
        return out;
    }
    // Not kept aside (it could not be copied): it stays untouched under its key.
    out.kept_as = keep_aside(storage, key);
    out.why = core::plain_reason(*raw, kind, max_version);
    out.problem = unreadable_message(what, out.why, out.kept_as, key, then, doc.error());
    return out;
}

std::string keep_aside(Storage& storage, const std::string& key, const std::string& tag) {
    std::optional<std::string> raw = storage.get(key);
    if (!raw) return {};
    std::string aside;
    for (int n = 1;; ++n) {
        aside = key + "." + tag + "-" + std::to_string(n);
        if (!storage.get(aside)) break;
    }
    if (!storage.set(aside, *raw) || storage.get(aside) != raw) return {};
    storage.remove(key);
    return aside;
}

std::optional<KeptKey> parse_kept_key(const std::string& key) {
    const std::size_t dash = key.rfind('-');
    if (dash == std::string::npos || dash + 1 == key.size() || dash + 1 + 9 < key.size())
        return std::nullopt;
    int number = 0;
    for (std::size_t i = dash + 1; i < key.size(); ++i) {
        if (key[i] < '0' || key[i] > '9') return std::nullopt;
        number = number * 10 + (key[i] - '0');
    }
    for (const char* tag : kKeptTags) {
        const std::string ending = "." + std::string(tag);
        if (dash > ending.size() && key.compare(dash - ending.size(), ending.size(), ending) == 0)
            return KeptKey{key, key.substr(0, dash - ending.size()), tag, number};
    }
    return std::nullopt;
}

std::string kept_note(const std::string& kept_as, const std::string& key,
                      const std::string& subject) {
    const bool plural = subject == "they";
    if (kept_as.empty()) {
        std::string s = subject;
        if (!s.empty() && s[0] >= 'a' && s[0] <= 'z') s[0] = char(s[0] - 'a' + 'A');
        return s + (plural ? " are" : " is") + " left as " + (plural ? "they were" : "it was") +
               " under '" + key + "', and nothing will be saved over " + (plural ? "them." : "it.");
    }
    return "Nothing is lost: " + subject + (plural ? " are" : " is") + " kept aside as '" +
           kept_as + "' (Settings \xE2\x86\x92 Kept aside).";
}

std::string unreadable_message(const std::string& what, const std::string& why,
                               const std::string& kept_as, const std::string& key,
                               const std::string& then, const std::string& detail) {
    if (!detail.empty()) log_detail("'" + key + "' could not be read: " + detail);
    return what + " could not be read: " + why + ". " + kept_note(kept_as, key) +
           (then.empty() ? "" : " " + then);
}

bool save_versioned(Storage& storage, const std::string& key, std::string_view kind, int version,
                    const nlohmann::json& data) {
    return storage.set(key, core::make_versioned(kind, version, data).dump());
}

}  // namespace platform
