// Actions as small integers (the log and links store these) and as text (records and the log).
#include "engine/txek/txek.h"

#include <sstream>

namespace txek {

// Layout: op in bits 0–3; then either four 6-bit fields a,b,c,d (bits 4–27) or, for the
// two ops about a discard, its 16-bit serial (bits 4–19).
static bool uses_serial(Op op) { return op == Op::CallTxek || op == Op::CloseWindow; }

std::uint32_t Action::encode() const {
    std::uint32_t code = std::uint32_t(op);
    if (uses_serial(op)) return code | std::uint32_t(serial) << 4;
    return code | std::uint32_t(a & 63) << 4 | std::uint32_t(b & 63) << 10 |
           std::uint32_t(c & 63) << 16 | std::uint32_t(d & 63) << 22;
}

std::optional<Action> Action::decode(std::uint32_t code) {
    std::uint32_t op = code & 15;
    if (op >= std::uint32_t(kOpCount)) return std::nullopt;
    Action x;
    x.op = Op(op);
    if (uses_serial(x.op)) {
        if (code >> 20) return std::nullopt;
        x.serial = std::uint16_t(code >> 4);
        return x;
    }
    if (code >> 28) return std::nullopt;
    x.a = std::uint8_t(code >> 4 & 63);
    x.b = std::uint8_t(code >> 10 & 63);
    x.c = std::uint8_t(code >> 16 & 63);
    x.d = std::uint8_t(code >> 22 & 63);
    if (x.encode() != code) return std::nullopt;
    return x;
}

static const char* where(int from_bench) { return from_bench ? "bench" : "hand"; }

std::string Action::to_string() const {
    std::ostringstream s;
    switch (op) {
    case Op::Arrange: s << "arrange " << int(a) << ' ' << int(b) << ' ' << int(c) << " look " << int(d); break;
    case Op::Draw: s << "draw"; break;
    case Op::Discard: s << "discard " << int(a); break;
    case Op::Swap: s << "swap " << int(a) << ' ' << int(b); break;
    case Op::Intercept: s << "intercept " << where(a) << ' ' << int(b); break;
    case Op::CallTxek: s << "txek #" << serial; break;
    case Op::DoubleTxek: s << "double"; break;
    // The pending card's kind decides how the fields read; the raw form keeps them all.
    case Op::UseAction: s << "use " << int(a) << ' ' << int(b) << ' ' << int(c) << ' ' << int(d); break;
    case Op::SkipAction: s << "skip"; break;
    case Op::CloseWindow: s << "close #" << serial; break;
    case Op::NextRound: s << "next"; break;
    }
    return s.str();
}

core::Expected<Action> parse_action(const std::string& text, std::uint16_t top_serial) {
    using R = core::Expected<Action>;
    std::istringstream in(text);
    std::vector<std::string> w;
    for (std::string t; in >> t;) w.push_back(t);
    if (w.empty()) return R::fail("empty action");
    auto num = [&](std::size_t i, int max, int& out) {
        if (i >= w.size()) return false;
        const std::string& t = w[i];
        if (t.empty() || t.size() > 3 || t.find_first_not_of("0123456789") != std::string::npos)
            return false;
        out = std::stoi(t);
        return out <= max;
    };
    auto place = [&](std::size_t i, int& out) {
        if (i >= w.size()) return false;
        if (w[i] == "hand") out = 0;
        else if (w[i] == "bench") out = 1;
        else return false;
        return true;
    };
    auto serial_arg = [&](std::size_t i, std::uint16_t& out) {
        if (i >= w.size()) { out = top_serial; return true; }
        std::string t = w[i];
        if (!t.empty() && t[0] == '#') t.erase(0, 1);
        if (t.empty() || t.size() > 5 || t.find_first_not_of("0123456789") != std::string::npos)
            return false;
        long v = std::stol(t);
        if (v > 65535) return false;
        out = std::uint16_t(v);
        return true;
    };
    const std::string& k = w[0];
    int a = 0, b = 0, c = 0, d = 0;
    std::uint16_t serial = 0;
    auto bad = [&]() { return R::fail("cannot read action '" + text + "'"); };
    if (k == "arrange") {
        if (!num(1, 4, a) || !num(2, 4, b) || !num(3, 4, c)) return bad();
        std::size_t li = w.size() > 4 && w[4] == "look" ? 5 : 4;
        if (!num(li, 2, d) || li + 1 != w.size()) return bad();
        return R::ok(Action::arrange(a, b, c, d));
    }
    if (k == "draw" && w.size() == 1) return R::ok(Action::draw());
    if (k == "discard" && w.size() == 2 && num(1, 63, a)) return R::ok(Action::discard(a));
    if (k == "swap" && w.size() == 3 && num(1, 63, a) && num(2, 63, b)) return R::ok(Action::swap(a, b));
    if (k == "intercept" && w.size() == 3 && place(1, a) && num(2, 63, b))
        return R::ok(Action::intercept(a, b));
    if (k == "txek" && w.size() <= 2 && serial_arg(1, serial)) return R::ok(Action::call_txek(serial));
    if (k == "close" && w.size() <= 2 && serial_arg(1, serial)) return R::ok(Action::close_window(serial));
    if (k == "double" && w.size() == 1) return R::ok(Action::double_txek());
    if (k == "skip" && w.size() == 1) return R::ok(Action::skip());
    if (k == "next" && w.size() == 1) return R::ok(Action::next_round());
    if (k == "peek" && w.size() == 3 && num(1, 7, a) && num(2, 63, b)) return R::ok(Action::peek(a, b));
    // exchange hand 0 with 2 1: my hand card 0 for seat 2's bench slot 1
    if (k == "exchange" && w.size() == 6 && place(1, a) && num(2, 63, b) && w[3] == "with" &&
        num(4, 7, c) && num(5, 63, d))
        return R::ok(Action::exchange(a, b, c, d));
    if (k == "give" && w.size() == 2 && num(1, 7, a)) return R::ok(Action::give_hand(a));
    if (k == "down" && w.size() == 3 && place(1, a) && num(2, 63, b)) return R::ok(Action::down(a, b));
    if (k == "use" && w.size() == 5 && num(1, 63, a) && num(2, 63, b) && num(3, 63, c) && num(4, 63, d))
        return R::ok(Action{Op::UseAction, std::uint8_t(a), std::uint8_t(b), std::uint8_t(c), std::uint8_t(d)});
    return bad();
}

}  // namespace txek
