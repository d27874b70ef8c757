// Native storage: one JSON object {key: text} in a file, written whole and atomically (a temporary
// file renamed over the old one), so a crash mid-write never leaves half a file.
#include "platform/storage.h"

#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <sstream>

namespace platform {
namespace {

namespace fs = std::filesystem;

class FileStorage : public Storage {
public:
    explicit FileStorage(std::string path) : path_(std::move(path)) { read(); }

    std::optional<std::string> get(const std::string& key) override {
        auto it = values_.find(key);
        if (it == values_.end()) return std::nullopt;
        return it->second;
    }
    bool set(const std::string& key, const std::string& value) override {
        auto old = values_.find(key);
        std::optional<std::string> before;
        if (old != values_.end()) before = old->second;
        values_[key] = value;
        if (write()) return true;
        if (before) values_[key] = *before; else values_.erase(key);
        return false;
    }
    void remove(const std::string& key) override {
        if (values_.erase(key)) write();
    }
    std::vector<std::string> keys() override {
        std::vector<std::string> out;
        for (const auto& kv : values_) out.push_back(kv.first);
        return out;
    }
    std::string opening_problem() const override { return problem_; }

private:
    void read() {
        std::ifstream in(path_, std::ios::binary);
        if (!in) return;  // no file yet: empty storage
        std::stringstream text;
        text << in.rdbuf();
        nlohmann::json doc = nlohmann::json::parse(text.str(), nullptr, false);
        bool ok = doc.is_object();
        if (ok)
            for (const auto& kv : doc.items()) ok = ok && kv.value().is_string();
        if (ok) {
            for (const auto& kv : doc.items()) values_[kv.key()] = kv.value().get<std::string>();
            return;
        }
        // The whole file is unreadable: keep it aside as it is, start empty, say so.
        std::string aside;
        for (int n = 1;; ++n) {
            aside = path_ + ".unreadable-" + std::to_string(n);
            if (!fs::exists(aside)) break;
        }
        std::error_code ec;
        fs::rename(path_, aside, ec);
        problem_ = ec ? "The storage file " + path_ + " could not be read nor moved aside (" +
                            ec.message() + "); nothing will be saved over it."
                      : "The storage file could not be read; it is kept as " + aside +
                            " and a new one is started.";
        read_only_ = bool(ec);
    }

    bool write() {
        if (read_only_) return false;
        std::error_code ec;
        fs::create_directories(fs::path(path_).parent_path(), ec);
        nlohmann::json doc = nlohmann::json::object();
        for (const auto& kv : values_) doc[kv.first] = kv.second;
        std::string tmp = path_ + ".tmp";
        {
            std::ofstream out(tmp, std::ios::binary | std::ios::trunc);
            if (!out) return false;
            out << doc.dump(1);
            if (!out.flush()) return false;
        }
        fs::rename(tmp, path_, ec);
        return !ec;
    }

    std::string path_;
    std::map<std::string, std::string> values_;
    std::string problem_;
    bool read_only_ = false;
};

std::string default_path() {
    if (const char* dir = std::getenv("TXEK_DATA_DIR"); dir && *dir)
        return std::string(dir) + "/storage.json";
    if (const char* xdg = std::getenv("XDG_DATA_HOME"); xdg && *xdg)
        return std::string(xdg) + "/txek-table/storage.json";
    if (const char* home = std::getenv("HOME"); home && *home)
        return std::string(home) + "/.local/share/txek-table/storage.json";
    return "txek-table-storage.json";
}

}  // namespace

std::unique_ptr<Storage> open_file_storage(const std::string& path) {
    return std::make_unique<FileStorage>(path);
}

std::unique_ptr<Storage> open_default_storage() { return open_file_storage(default_path()); }

// Quiet unless asked: the tests and fuzz targets read thousands of damaged values.
void log_detail(const std::string& line) {
    if (const char* on = std::getenv("TXEK_LOG"); on && *on)
        std::fprintf(stderr, "%s\n", line.c_str());
}

}  // namespace platform
