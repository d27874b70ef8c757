// txektool seat-views: what the engine tells one seat of a saved game, revision by revision. The
// online browser tests compare every byte a guest received with it (src/online/README.md, "Host
// authority"): the host's saved game (the "<id>.game" value of its storage) gives the setup, the
// seed and the log, and a match rebuilt from them without bots says what the seat may know.
#include "engine/core/action_log.h"
#include "engine/core/json_fields.h"
#include "tools/commands.h"

#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <sstream>

namespace {

struct Saved {
    core::Setup setup;
    std::uint64_t seed = 0;
    core::ActionLog actions;
};

// The "data" of a saved game's versioned JSON (table/saved_game.h), or why it does not read.
std::string read_saved(const std::string& text, Saved& out) {
    const nlohmann::json doc = nlohmann::json::parse(text, nullptr, false);
    if (doc.is_discarded() || !doc.is_object()) return "not JSON";
    const nlohmann::json& d = doc.contains("data") ? doc["data"] : doc;
    core::Fields f{d, {}};
    const std::string seats = f.text("seats"), seed = f.text("seed"), actions = f.text("actions");
    out.setup.variant = std::uint32_t(f.integer("variant", 0, 0xFFFFFFFFll, "variant bits"));
    if (!f.error.empty()) return f.error;
    std::string why;
    if (!core::seats_from_letters(seats, out.setup.seats, why)) return why;
    out.seed = std::strtoull(seed.c_str(), nullptr, 16);
    auto log = core::decode_actions(actions);
    if (!log) return log.error();
    out.actions = log.value();
    return {};
}

} // namespace

// One line a revision r = 0..n: {"rev": r, "view": the seat's view after r actions, "events":
// the seat's events of action r (none for r = 0)}.
int cmd_seat_views(const games::Module& game, ToolOptions& o) {
    const std::string path = o.text("saved", "");
    const int seat = int(o.number("seat", 0, 7));
    if (!o.ok || path.empty()) {
        std::fprintf(stderr, "txektool: seat-views wants --saved FILE and --seat N\n");
        return 2;
    }
    std::ifstream in(path, std::ios::binary);
    std::ostringstream text;
    text << in.rdbuf();
    Saved saved;
    if (const std::string why = read_saved(text.str(), saved); !in || !why.empty()) {
        std::fprintf(stderr, "txektool: %s: %s\n", path.c_str(), in ? why.c_str() : "cannot open");
        return 2;
    }
    games::MatchOptions quiet;
    quiet.bots = false;
    auto opened = game.open(saved.setup, saved.seed, {}, quiet);
    if (!opened) {
        std::fprintf(stderr, "txektool: %s\n", opened.error().c_str());
        return 2;
    }
    games::Match& m = *opened.value();
    m.watch(seat);
    std::printf(
        "%s\n",
        nlohmann::json{{"rev", 0}, {"view", m.view(seat)}, {"events", nlohmann::json::array()}}
            .dump()
            .c_str());
    for (std::size_t i = 0; i < saved.actions.size(); ++i) {
        const core::LoggedAction& a = saved.actions[i];
        if (!m.act(a.seat, a.code).ok) {
            std::fprintf(stderr, "txektool: action %zu does not apply\n", i + 1);
            return 1;
        }
        const nlohmann::json line{
            {"rev", i + 1}, {"view", m.view(seat)}, {"events", m.take_events(seat)}};
        std::printf("%s\n", line.dump().c_str());
    }
    return 0;
}
