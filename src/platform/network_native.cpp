// The desktop app stays local: online play is in the browser (platform/network.h).
#include "platform/network.h"

namespace platform {

std::string online_unavailable() {
    return "Online play is in the browser: open the site (bash ci/play.sh) to host a table or join "
           "one.";
}

std::unique_ptr<online::Transport> host_transport(const std::string&) {
    return nullptr;
}

std::unique_ptr<online::Transport> guest_transport(const std::string&) {
    return nullptr;
}

std::string qr_code(const std::string&, int& size) {
    size = 0;
    return {};
}

} // namespace platform
