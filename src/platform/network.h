// Online play's network (online/transport.h): in the browser, WebRTC data channels with PeerJS
// signalling (network_web.js; the servers come from the site's config.json). The desktop app
// has none: online play is in the browser, and it says so.
#pragma once
#include "online/transport.h"

#include <memory>
#include <string>

namespace platform {

// Why online play cannot work here, in plain words, or "" when it can.
std::string online_unavailable();
// The host's end for table `id`, or a guest's end joining it (null where there is no network).
std::unique_ptr<online::Transport> host_transport(const std::string& table_id);
std::unique_ptr<online::Transport> guest_transport(const std::string& table_id);
// The QR code of `text`: `size` modules a side, row by row, '1' dark. Empty while the QR library
// loads (ask again next frame) or where there is none.
std::string qr_code(const std::string& text, int& size);

} // namespace platform
