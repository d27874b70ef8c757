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
    std::string why;                         // why, in plain words (core::plain_reason)
};

// Reads a versioned value. Absent: no document, no problem. Unreadable (not JSON, another kind,
// a newer version): the raw text moves to "<key>.unreadable-<n>" (the first free n), so that
// saving a fresh value under the key later loses nothing, and `problem` says so in plain words
// (unreadable_message): `what` names the value for the player ("Your settings"), `then` says
// what happens now ("The default settings apply.").
Loaded load_versioned(Storage& storage, const std::string& key, std::string_view kind,
                      int max_version, const std::string& what, const std::string& then = {});
bool save_versioned(Storage& storage, const std::string& key, std::string_view kind, int version,
                    const nlohmann::json& data);
// Moves the value under `key` to "<key>.<tag>-<n>" (the first free n) and returns that key;
// empty (and the value left where it is) when it could not be copied. The tags are kKeptTags.
std::string keep_aside(Storage& storage, const std::string& key,
                       const std::string& tag = "unreadable");

// ---- Kept aside (src/README.md, "Storage") ------------------------------------------------------

// Why a value is kept aside, as the last part of its key "<key>.<tag>-<n>": "unreadable" (it could
// not be read), "previous" (a game in progress replaced by another). A new reason to keep
// something aside adds its tag here, so that Settings → Kept aside lists it.
inline constexpr const char* kKeptTags[] = {"unreadable", "previous"};
struct KeptKey {
    std::string key; // "txek.game.previous-2"
    std::string of;  // the key it was kept from: "txek.game"
    std::string tag; // "previous"
    int number = 0;  // 2
};
// The parts of a key keep_aside made; none for any other key.
std::optional<KeptKey> parse_kept_key(const std::string& key);

// The one place that words stored data that could not be read for the player: `what` it was
// ("The saved Txek game"), `why` in plain words (core::plain_reason, never a parser's), what
// became of it (kept aside under `kept_as`, where Settings → Kept aside reaches it; or, when it
// could not be copied, left untouched under `key`) and `then` what happens now. `detail` (a
// parser's or a check's own words) goes to the log line only (log_detail).
std::string unreadable_message(const std::string& what, const std::string& why,
                               const std::string& kept_as, const std::string& key,
                               const std::string& then, const std::string& detail);
// Its second half alone: "Nothing is lost: it is kept aside as '...' (Settings → Kept aside)."
// or, not kept, "It is left as it was under '...', and nothing will be saved over it."
// `subject` replaces "it" ("the whole list").
std::string kept_note(const std::string& kept_as, const std::string& key,
                      const std::string& subject = "it");
// A technical line for whoever debugs: the browser's console (info, not an error); natively
// stderr when TXEK_LOG is set. Never shown to the player.
void log_detail(const std::string& line);

}  // namespace platform
