#include "online/memory_transport.h"

#include <algorithm>
#include <map>

namespace online {

namespace {

struct End;

// One connection between a host's end and a guest's.
struct Link {
    End* host = nullptr;
    End* guest = nullptr;
    int host_conn = 0; // its number at the host's end (the guest's end calls it 0)
    int one_way = 0;
    bool open = true;
    std::int64_t last_at[2] = {0, 0}; // a link never reorders: [to the host, to the guest]
};

struct Queued {
    std::int64_t at;
    long order;
    NetEvent event;
};

} // namespace

struct MemoryNetwork::State {
    std::int64_t now = 0;
    int jitter = 0;
    core::Rng rng{1};
    long order = 0;
    long delivered = 0;
    std::map<std::string, End*> hosts;
    std::map<int, std::vector<std::string>> received; // by the guests' tags
};

namespace {

struct End : Transport {
    End(std::shared_ptr<MemoryNetwork::State> n, bool h) : net(std::move(n)), is_host(h) {}
    ~End() override {
        for (auto& [conn, link] : links) hang_up(*link);
        if (is_host && registered) net->hosts.erase(id);
    }

    void push(std::int64_t at, NetEvent e) { queue.push_back({at, net->order++, std::move(e)}); }

    std::vector<NetEvent> poll() override {
        std::stable_sort(queue.begin(), queue.end(), [](const Queued& a, const Queued& b) {
            return a.at != b.at ? a.at < b.at : a.order < b.order;
        });
        std::vector<NetEvent> out;
        auto due = std::find_if(queue.begin(), queue.end(),
                                [&](const Queued& q) { return q.at > net->now; });
        for (auto it = queue.begin(); it != due; ++it) {
            if (it->event.kind == NetEvent::Kind::Message) {
                ++net->delivered;
                if (!is_host && tag >= 0) net->received[tag].push_back(it->event.text);
            }
            out.push_back(std::move(it->event));
        }
        queue.erase(queue.begin(), due);
        return out;
    }

    // When a message sent now on `link` toward `to_guest`'s end arrives.
    std::int64_t arrival(Link& link, bool to_guest) {
        const int extra = net->jitter > 0 ? int(net->rng.below(std::uint32_t(net->jitter + 1))) : 0;
        std::int64_t& last = link.last_at[to_guest ? 1 : 0];
        last = std::max(last, net->now + link.one_way + extra);
        return last;
    }

    bool send(int conn, const std::string& text) override {
        auto it = links.find(conn);
        if (it == links.end() || !it->second->open) return false;
        Link& link = *it->second;
        End* other = is_host ? link.guest : link.host;
        other->push(arrival(link, is_host),
                    {NetEvent::Kind::Message, is_host ? 0 : link.host_conn, text});
        return true;
    }

    // As a data channel closed by PeerJS (its peer connection torn down): what this end sent
    // and the other has not read yet is lost. A message meant to be read goes before a pause.
    void close(int conn) override {
        auto it = links.find(conn);
        if (it == links.end()) return;
        Link& link = *it->second;
        if (link.open) {
            End* other = is_host ? link.guest : link.host;
            const int theirs = is_host ? 0 : link.host_conn;
            auto& q = other->queue;
            q.erase(std::remove_if(q.begin(), q.end(),
                                   [&](const Queued& m) {
                                       return m.event.kind == NetEvent::Kind::Message &&
                                              m.event.conn == theirs;
                                   }),
                    q.end());
        }
        hang_up(link);
        links.erase(it);
    }

    // The other end hears of it one way later.
    void hang_up(Link& link) {
        if (!link.open) return;
        link.open = false;
        End* other = is_host ? link.guest : link.host;
        other->push(arrival(link, is_host),
                    {NetEvent::Kind::Closed, is_host ? 0 : link.host_conn, "the other end left"});
        other->links.erase(is_host ? 0 : link.host_conn);
    }

    std::shared_ptr<MemoryNetwork::State> net;
    bool is_host;
    bool registered = false;
    std::string id;
    std::vector<Queued> queue;
    int tag = -1;
    std::map<int, std::shared_ptr<Link>> links;
    int next_conn = 1;
};

} // namespace

MemoryNetwork::MemoryNetwork() : state_(std::make_shared<State>()) {}
MemoryNetwork::~MemoryNetwork() = default;

void MemoryNetwork::set_now(std::int64_t ms) {
    state_->now = std::max(state_->now, ms);
}
std::int64_t MemoryNetwork::now() const {
    return state_->now;
}
void MemoryNetwork::set_jitter(int ms, std::uint64_t seed) {
    state_->jitter = std::max(0, ms);
    state_->rng = core::Rng(seed);
}
long MemoryNetwork::delivered() const {
    return state_->delivered;
}

std::unique_ptr<Transport> MemoryNetwork::host(const std::string& id) {
    auto end = std::make_unique<End>(state_, true);
    end->id = id;
    if (state_->hosts.count(id)) {
        end->push(state_->now, {NetEvent::Kind::Failed, -1, "the table id is in use", true});
    } else {
        state_->hosts[id] = end.get();
        end->registered = true;
        end->push(state_->now, {NetEvent::Kind::Ready, -1, {}});
    }
    return end;
}

std::unique_ptr<Transport> MemoryNetwork::guest(const std::string& id, int one_way_ms, int tag) {
    auto end = std::make_unique<End>(state_, false);
    end->tag = tag;
    auto host = state_->hosts.find(id);
    if (host == state_->hosts.end()) {
        end->push(state_->now + one_way_ms,
                  {NetEvent::Kind::Failed, -1, "no table is open under this id", true});
        return end;
    }
    auto link = std::make_shared<Link>();
    link->host = host->second, link->guest = end.get(), link->one_way = one_way_ms;
    link->host_conn = host->second->next_conn++;
    host->second->links[link->host_conn] = link;
    end->links[0] = link;
    // The offer reaches the host one way later; the channel is open at the guest after the answer.
    host->second->push(state_->now + one_way_ms, {NetEvent::Kind::Open, link->host_conn, {}});
    end->push(state_->now + 2 * one_way_ms, {NetEvent::Kind::Open, 0, {}});
    link->last_at[0] = state_->now + one_way_ms;
    link->last_at[1] = state_->now + 2 * one_way_ms;
    return end;
}

const std::vector<std::string>& MemoryNetwork::received(int tag) const {
    return state_->received[tag];
}

} // namespace online
