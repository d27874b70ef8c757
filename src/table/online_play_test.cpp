// Online play in the table layer, natively (README, "Online play"; src/online/README.md, "Losing
// nothing"): the host's game is saved with its table and taken up again after a reload, a saved
// table that does not read is kept aside, and the desktop app says online play is in the browser.
#include "engine/core/link.h"
#include "engine/core/versioned_json.h"
#include "engine/games.h"
#include "online/memory_transport.h"
#include "table/app.h"
#include "table/registry.h"
#include "table/saved_game.h"
#include "table/session.h"

#include <catch2/catch.hpp>

using namespace table;

namespace {

std::unique_ptr<GameUi> ui_of(const std::string& id) {
    for (auto& ui : make_game_uis())
        if (ui->game().facts.id == id) return std::move(ui);
    return nullptr;
}

nlohmann::json state_of(const App& app) {
    return nlohmann::json::parse(app.public_state(0));
}

} // namespace

TEST_CASE("online (README, Online play): the host's game is saved with its table, and a reload "
          "takes up the same table id, names, secrets and seats") {
    online::MemoryNetwork net;
    platform::MemoryStorage storage;
    core::Rng rng(5);
    online::HostTable table = online::new_table("checks", 2, 0, "Ana", rng);
    const std::string id = table.id;
    auto host = std::make_unique<online::Host>(
        table, [&] { return net.host(id); }, 9);
    auto guest =
        std::make_unique<online::Guest>("checks", id, "Bruno", "", [&] { return net.guest(id); });
    for (int t = 0; t < 20; ++t) host->receive(t), host->send(), guest->tick(t);
    guest->sit(1, "Bruno");
    for (int t = 20; t < 40; ++t) host->receive(t), host->send(), guest->tick(t);
    REQUIRE(host->table().seats[1].kind == online::SeatInfo::Kind::Guest);
    const std::string secret = host->table().seats[1].secret;

    Notices notices;
    Settings settings;
    {
        Session session(ui_of("checks"), storage);
        REQUIRE(session.start_online(std::move(host), 77, settings, notices));
        REQUIRE(session.host());
        CHECK(session.host()->table().started);
    }
    const auto saved = load_saved_game(storage, "checks.game", "checks-game");
    REQUIRE(saved.game);
    CHECK(saved.game->setup.seats ==
          std::vector<core::SeatKind>{core::SeatKind::Human, core::SeatKind::Human});
    REQUIRE(saved.game->online.is_object());

    Session again(ui_of("checks"), storage); // the host's page reloads
    again.load(settings, notices);
    REQUIRE(again.host());
    const online::HostTable& back = again.host()->table();
    CHECK(back.id == id);
    CHECK(back.started);
    CHECK(back.seats[0].name == "Ana");
    CHECK(back.seats[1].name == "Bruno");
    CHECK(back.seats[1].secret == secret);
    CHECK(notices.empty());
}

TEST_CASE("online (src/README.md, Storage): a saved game whose online table does not read is kept "
          "aside with a message, never lost") {
    platform::MemoryStorage storage;
    nlohmann::json data = {{"seats", "hh"},
                           {"seed", "2a"},
                           {"actions", ""},
                           {"online", {{"game", "checks"}, {"id", "not a table id"}}}};
    storage.set("checks.game", core::make_versioned("checks-game", 1, data).dump());
    const auto loaded = load_saved_game(storage, "checks.game", "checks-game");
    CHECK_FALSE(loaded.game);
    CHECK_FALSE(loaded.problem.empty());
    CHECK(storage.get("checks.game.unreadable-1"));
}

// README, Online play: "the desktop app stays local".
TEST_CASE("online (README, Online play): the desktop app says online play is in the browser when "
          "a join link is opened, and the game in progress stays as it was") {
    platform::MemoryStorage storage;
    core::Link deal;
    deal.game = "txek";
    deal.setup.seats = {core::SeatKind::Human, core::SeatKind::Good};
    deal.seed = 4;
    App app(storage, core::encode_link(deal));
    const auto before = storage.get("txek.game");
    REQUIRE(before);
    app.open_link("v=1&g=txek&join=k3v9x0q2m7a1b8c4d5e6");
    const nlohmann::json s = state_of(app);
    CHECK(s["screen"] == "home");
    CHECK(s["notice"].get<std::string>().find("Online play is in the browser") !=
          std::string::npos);
    CHECK(storage.get("txek.game") == before);
}
