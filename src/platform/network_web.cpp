// Online play's network in the browser: the C++ side of network_web.js (platform/network.h).
#include "platform/network.h"

#include "engine/core/json_fields.h"

#include <cstdlib>
#include <nlohmann/json.hpp>

extern "C" {
int txek_net_open(int role, const char* table);
char* txek_net_poll(int end);
int txek_net_send(int end, int conn, const char* text);
void txek_net_close(int end, int conn);
void txek_net_destroy(int end);
char* txek_qr(const char* text);
}

namespace platform {
namespace {

std::string take(char* p) {
    if (!p) return {};
    std::string s(p);
    std::free(p);
    return s;
}

online::NetEvent::Kind kind_of(const std::string& k) {
    using K = online::NetEvent::Kind;
    if (k == "ready") return K::Ready;
    if (k == "failed") return K::Failed;
    if (k == "open") return K::Open;
    if (k == "closed") return K::Closed;
    return K::Message;
}

class WebTransport : public online::Transport {
public:
    WebTransport(int role, const std::string& table) : end_(txek_net_open(role, table.c_str())) {}
    ~WebTransport() override { txek_net_destroy(end_); }

    std::vector<online::NetEvent> poll() override {
        std::vector<online::NetEvent> out;
        const std::string text = take(txek_net_poll(end_));
        if (text.empty()) return out;
        const nlohmann::json events = nlohmann::json::parse(text, nullptr, false);
        if (!events.is_array()) return out;
        for (const nlohmann::json& e : events) {
            core::Fields f{e, {}};
            online::NetEvent ev;
            ev.kind = kind_of(f.text("k"));
            ev.conn = int(f.integer("c", -1, 1 << 30, "a connection"));
            ev.text = f.text("d");
            ev.retry = f.boolean("r");
            if (f.error.empty()) out.push_back(std::move(ev));
        }
        return out;
    }

    bool send(int conn, const std::string& text) override {
        return txek_net_send(end_, conn, text.c_str()) != 0;
    }

    void close(int conn) override { txek_net_close(end_, conn); }

private:
    int end_;
};

} // namespace

std::string online_unavailable() {
    return {};
}

std::unique_ptr<online::Transport> host_transport(const std::string& table_id) {
    return std::make_unique<WebTransport>(0, table_id);
}

std::unique_ptr<online::Transport> guest_transport(const std::string& table_id) {
    return std::make_unique<WebTransport>(1, table_id);
}

std::string qr_code(const std::string& text, int& size) {
    const std::string got = take(txek_qr(text.c_str()));
    const auto colon = got.find(':');
    size = colon == std::string::npos ? 0 : std::atoi(got.substr(0, colon).c_str());
    if (size <= 0 || got.size() != colon + 1 + std::size_t(size) * std::size_t(size)) {
        size = 0;
        return {};
    }
    return got.substr(colon + 1);
}

} // namespace platform
