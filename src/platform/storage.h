// Storage: small named text values that outlive the page (settings, score sheets, the game in
// progress). Two backends: the browser's localStorage and a JSON file in the user's data folder.
// Every value is versioned JSON (engine/core/versioned_json.h). A value that cannot be read is
// never overwritten: it is first kept aside under another key, and the player is told where.
#pragma once
#include <map>
#include <memory>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace platform {

class Storage {
public:
    virtual ~Storage() = default;
    virtual std::optional<std::string> get(const std::string& key) = 0;
    // False when the value could not be written (quota, disk): the caller keeps its copy.
    virtual bool set(const std::string& key, const std::string& value) = 0;
    virtual void remove(const std::string& key) = 0;
    virtual std::vector<std::string> keys() = 0;
    // A problem the backend met on opening (e.g. an unreadable storage file kept aside).
    virtual std::string opening_problem() const { return {}; }
};

class MemoryStorage : public Storage {
public:
    std::optional<std::string> get(const std::string& key) override;
    bool set(const std::string& key, const std::string& value) override;
    void remove(const std::string& key) override;
    std::vector<std::string> keys() override;

private:
    std::map<std::string, std::string> values_;
};

// The browser's localStorage on the web; natively a file under $XDG_DATA_HOME/txek-table.
std::unique_ptr<Storage> open_default_storage();
// Natively: the file backend at a chosen path (tests use a temporary file).
std::unique_ptr<Storage> open_file_storage(const std::string& path);

struct Loaded {
    std::optional<nlohmann::json> document;  // the whole {"kind","version","data"} document
    std::string problem;                     // non-empty: what to tell the player
    std::string kept_as;                     // where the unreadable text now is, if anywhere
};

// Reads a versioned value. Absent: no document, no problem. Unreadable (not JSON, another kind,
// a newer version): the raw text moves to "<key>.unreadable-<n>" (the first free n), so that
// saving a fresh value under the key later loses nothing, and `problem` says so.
Loaded load_versioned(Storage& storage, const std::string& key, std::string_view kind,
                      int max_version);
bool save_versioned(Storage& storage, const std::string& key, std::string_view kind, int version,
                    const nlohmann::json& data);
// Moves the value under `key` to "<key>.unreadable-<n>" (the first free n) and returns that key;
// empty (and the value left where it is) when it could not be copied.
std::string keep_aside(Storage& storage, const std::string& key, const std::string& suffix = "unreadable");

}  // namespace platform
