#include "table/remote_seat.h"

#include "platform/platform.h"
#include "table/i18n.h"

namespace table {

namespace {
std::int64_t real_ms() {
    return std::int64_t(platform::now_seconds() * 1000.0);
}
} // namespace

bool RemoteSeat::can_act() const {
    return !mirror_ && guest_.stage() == online::Guest::Stage::Playing;
}

std::vector<nlohmann::json> RemoteSeat::take_events() {
    if (mirror_) return {};
    return guest_.take_events();
}

std::vector<std::uint32_t> RemoteSeat::legal() const {
    return mirror_ ? std::vector<std::uint32_t>{} : guest_.legal();
}

std::string RemoteSeat::submit(std::uint32_t code) {
    if (!can_act()) return tr("not connected to the table");
    guest_.act(code, real_ms());
    return {};
}

std::string RemoteSeat::submit_table(std::uint32_t code) {
    if (!can_act()) return tr("not connected to the table");
    guest_.table_act(code);
    return {};
}

std::int64_t RemoteSeat::now_ms() const {
    return guest_.now_ms(real_ms());
}

} // namespace table
