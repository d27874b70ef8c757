// libFuzzer target: online play's messages (online/protocol.h) and the host reading them
// (online/host.h). Anything a guest or a host may send must be refused with a reason or read
// into a message that encodes to a text reading back as the very same message (re-encoded to the
// same text). The same input, cut into lines, is what one guest's raw end sends a host with a
// started Checks match for two (fuzz_inputs.h, OnlineTable): the host keeps going, the match
// keeps its invariants, only the host's person moves seat 0, and every message the host sends
// reads. The decoders read every line; the host plays the first kOnlineLines.
//
// The fast path: the decoders and encode() are pure functions of their text, so a text that
// read back once reads back every time. Each distinct text is checked once per process
// (CheckedTexts): a mutated input shares most of its lines, and most of what the host sends,
// with the input it came from, and only what is new is decoded again.
#include "fuzz_inputs.h"
#include "online/protocol.h"

#include <algorithm>
#include <array>
#include <cstddef>
#include <cstdint>
#include <functional>
#include <string>
#include <string_view>
#include <variant>

namespace {

using namespace online;

// ---- Equal messages: the structs have no operator==, and the protocol needs none.

bool same(const Hello& a, const Hello& b) {
    return a.game == b.game && a.name == b.name && a.secret == b.secret;
}
bool same(const Sit& a, const Sit& b) {
    return a.seat == b.seat && a.name == b.name;
}
bool same(const Act& a, const Act& b) {
    return a.code == b.code && a.rev == b.rev && a.reaction_ms == b.reaction_ms;
}
bool same(const TableAct& a, const TableAct& b) {
    return a.code == b.code;
}
bool same(const Pong& a, const Pong& b) {
    return a.id == b.id;
}
bool same(const Bye&, const Bye&) {
    return true;
}

bool same(const SeatInfo& a, const SeatInfo& b) {
    return a.kind == b.kind && a.name == b.name && a.here == b.here && a.stand_in == b.stand_in;
}
bool same(const Lobby& a, const Lobby& b) {
    if (a.seats.size() != b.seats.size()) return false;
    for (std::size_t i = 0; i < a.seats.size(); ++i)
        if (!same(a.seats[i], b.seats[i])) return false;
    return a.game == b.game && a.variant == b.variant && a.you == b.you && a.started == b.started;
}
bool same(const Seated& a, const Seated& b) {
    return a.seat == b.seat && a.secret == b.secret;
}
bool same(const TableStart& a, const TableStart& b) {
    return a.seats == b.seats && a.variant == b.variant && a.names == b.names && a.you == b.you;
}
bool same(const Update& a, const Update& b) {
    const bool countdowns = a.countdown.has_value() == b.countdown.has_value() &&
                            (!a.countdown || (a.countdown->from == b.countdown->from &&
                                              a.countdown->due == b.countdown->due));
    return a.rev == b.rev && a.now == b.now && a.view == b.view && a.events == b.events &&
           a.legal == b.legal && countdowns && a.rows == b.rows && a.over == b.over;
}
bool same(const Ping& a, const Ping& b) {
    return a.id == b.id && a.now == b.now && a.rtt == b.rtt;
}
bool same(const Refused& a, const Refused& b) {
    return a.why == b.why;
}
bool same(const Closed& a, const Closed& b) {
    return a.why == b.why;
}
bool same(const Fill& a, const Fill& b) {
    return a.level == b.level;
}
bool same(const Told& a, const Told& b) {
    return a.events == b.events && a.more == b.more;
}
bool same(const Record& a, const Record& b) {
    return a.link == b.link;
}

template <class Message> bool same_message(const Message& a, const Message& b) {
    if (a.index() != b.index()) return false;
    return std::visit(
        [&](const auto& x) { return same(x, std::get<std::decay_t<decltype(x)>>(b)); }, a);
}

// Refused with a reason, or read into a message whose text reads back as the same message and
// writes the same text again.
template <class Decode> void check_codec(std::string_view text, Decode decode) {
    const auto decoded = decode(text);
    if (!decoded) {
        fuzz::require(!decoded.error().empty(), "a message refused without a reason");
        return;
    }
    const std::string encoded = encode(decoded.value());
    const auto again = decode(encoded);
    if (!again) fuzz::fail("an encoded message does not read back: " + again.error());
    fuzz::require(same_message(again.value(), decoded.value()),
                  "an encoded message reads back as another message");
    fuzz::require(encode(again.value()) == encoded, "a message re-encodes to another text");
}

// The texts a check passed, by 64-bit hash, in a table of fixed size: remembering one allocates
// nothing, so a run's mallocs still match its frees (libFuzzer runs an input again, looking for
// a leak, whenever they do not). A text whose slot another took is checked again when met.
class CheckedTexts {
public:
    // True the first time `text` is met (the caller checks it), false once it was.
    bool first_time(std::string_view text) {
        const std::uint64_t h = std::hash<std::string_view>{}(text) | 1; // 0: an empty slot
        std::uint64_t& slot = slots_[h % slots_.size()];
        if (slot == h) return false;
        slot = h;
        return true;
    }

private:
    std::array<std::uint64_t, 1 << 16> slots_{};
};

void check_decoders(std::string_view text) {
    static CheckedTexts checked;
    if (!checked.first_time(text)) return;
    check_codec(text, [](std::string_view t) { return decode_guest(t); });
    check_codec(text, [](std::string_view t) { return decode_host(t); });
}

// What a host and its match must still be after a guest sent anything at all.
void check_table(fuzz::OnlineTable& t) {
    const std::string broken = t.match().broken_invariant();
    if (!broken.empty()) fuzz::fail("the match after a guest's messages: " + broken);
    long seat0 = 0;
    for (const core::LoggedAction& a : t.match().log()) seat0 += a.seat == 0;
    fuzz::require(seat0 == t.person_moves(), "seat 0 moved, and not by the host's person");
    static CheckedTexts read;
    for (const std::string& text : t.received())
        if (read.first_time(text))
            if (auto m = decode_host(text); !m)
                fuzz::fail("the host sent what does not read: " + m.error());
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const std::string_view input(reinterpret_cast<const char*>(data), size);
    if (input.find('\n') != std::string_view::npos) check_decoders(input);
    fuzz::OnlineTable table;
    std::size_t lines = 0;
    for (std::size_t at = 0; at <= input.size(); ++lines) {
        const std::size_t end = std::min(input.find('\n', at), input.size());
        const std::string_view line = input.substr(at, end - at);
        check_decoders(line);
        // The decoders read every line; the host plays the first few, each a step of its
        // match: a short session a run, many runs a second.
        if (lines < fuzz::kOnlineLines) table.play_line(std::string(line));
        at = end + 1;
    }
    for (int i = 0; i < 5; ++i) table.play_line({}); // what is under way arrives
    check_table(table);
    return 0;
}
