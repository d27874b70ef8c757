// One end of an online table's network, polled once a frame: nothing calls into the table
// between frames. In the browser it is WebRTC data channels with PeerJS signalling
// (platform/network.h); in tests and tools an in-memory network with a virtual clock
// (online/memory_transport.h).
//
// The host's end registers the table's id with the signalling server and accepts any number of
// connections; a guest's end connects to one table id and has one connection. Connections are
// reliable and ordered; each message arrives whole, as the text that was sent.
#pragma once
#include <functional>
#include <memory>
#include <string>
#include <vector>

namespace online {

struct NetEvent {
    enum class Kind {
        Ready,   // the host's table id is registered; a guest's end is of no use before Open
        Failed,  // the end cannot work (`text`: why, in plain words); open a new one to retry
        Open,    // a connection is up (the host: a guest came; a guest: the host answered)
        Message, // `text` arrived on `conn`
        Closed,  // `conn` is gone (`text`: why, when known)
    };
    Kind kind = Kind::Message;
    int conn = -1;
    std::string text;
    bool retry = false; // Failed: trying again later may work (the id is still held, no network)
};

class Transport {
public:
    virtual ~Transport() = default;
    // What happened since the last poll, oldest first.
    virtual std::vector<NetEvent> poll() = 0;
    // False when the connection is gone (the message is dropped).
    virtual bool send(int conn, const std::string& text) = 0;
    virtual void close(int conn) = 0;
};

// Opens a fresh end: the host's for its table id, or a guest's to it. A host or guest that lost
// its end (a reload, a dropped network) opens another through it.
using OpenTransport = std::function<std::unique_ptr<Transport>()>;

} // namespace online
