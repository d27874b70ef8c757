// The TXEK button (rules 8 and 11, D7) and the beginners' TXEK assist: when a call can be made,
// when the button is lit, and the mark a game played with the assist leaves on its sheet.
#include "engine/games.h"
#include "platform/storage.h"
#include "table/registry.h"
#include "table/session.h"
#include "table/txek/txek_button.h"

#include <catch2/catch.hpp>

using table::txek_button;

namespace {

// A table in play whose top card (serial 2) has just been discarded on another card, its
// reaction window open; `identical`: the two are identical (D2).
txek::View pile_of_two(bool identical) {
    txek::View v;
    v.players = 3;
    v.phase = txek::Phase::Play;
    v.window_open = true;
    v.pile.push_back({0, 1, 1, false, true, false});
    v.pile.push_back({1, 2, 2, identical, true, false});
    return v;
}

// A person and a casual bot, the fewest players `game` takes.
table::NewGame two_seats(const table::Session& s) {
    table::NewGame g;
    g.setup.seats.assign(std::size_t(s.facts().min_players), core::SeatKind::Casual);
    g.setup.seats[0] = core::SeatKind::Human;
    return g;
}

// The "data" of the sheet stored under `key`.
nlohmann::json stored_sheet(platform::Storage& storage, const std::string& key) {
    const auto raw = storage.get(key);
    return raw ? nlohmann::json::parse(*raw)["data"] : nlohmann::json();
}

std::unique_ptr<table::GameUi> ui_of(const std::string& id) {
    for (auto& ui : table::make_game_uis())
        if (ui->game().facts.id == id) return std::move(ui);
    return nullptr;
}

} // namespace

TEST_CASE("timing (rules 8 and 11, D7): no TXEK on a card still flying to the pile, by tap or "
          "key, and once it lands, until its window closes or someone called it") {
    const txek::View v = pile_of_two(true);
    CHECK_FALSE(txek_button(v, true, false, false).open);
    CHECK_FALSE(txek_button(v, true, false, true).open);
    CHECK(txek_button(v, true, true, false).open);
    txek::View closed = v;
    closed.window_open = false;
    CHECK_FALSE(txek_button(closed, true, true, false).open);
    txek::View claimed = v;
    claimed.pile.back().claimed = true;
    CHECK_FALSE(txek_button(claimed, true, true, false).open);
    CHECK_FALSE(txek_button(v, false, true, false).open); // a replay, or the round ending
}

TEST_CASE("TXEK assist: off, the button lights for every card that lands, identical or not (D2: "
          "telling them apart is the game)") {
    for (bool identical : {true, false}) {
        const table::TxekButton b = txek_button(pile_of_two(identical), true, true, false);
        CHECK(b.open);
        CHECK(b.lit);
    }
}

TEST_CASE("TXEK assist: on, the button lights only for a card identical to the one it covers, "
          "and a call stays open on any other (Not TXEK is the player's to risk)") {
    const table::TxekButton same = txek_button(pile_of_two(true), true, true, true);
    CHECK(same.open);
    CHECK(same.lit);
    const table::TxekButton other = txek_button(pile_of_two(false), true, true, true);
    CHECK(other.open);
    CHECK_FALSE(other.lit);
}

TEST_CASE("TXEK assist: a game played with it on says so on its score sheet, stored, a game of "
          "another kind has no such mark") {
    platform::MemoryStorage storage;
    table::Notices notices;
    table::Session txek(ui_of("txek"), storage);
    const table::Settings settings;
    REQUIRE(txek.start(two_seats(txek), 7, settings, notices));
    txek.tick(0.0, true, notices); // the tab's claim on the game is answered
    CHECK_FALSE(txek.sheets().public_json()["assist"].get<bool>());
    nlohmann::json stored = stored_sheet(storage, "txek.sheet.current");
    REQUIRE(stored.is_object());
    CHECK_FALSE(stored.contains("assist")); // a sheet without the assist reads as before
    txek.note_aided(notices);
    CHECK(txek.sheets().public_json()["assist"].get<bool>());
    CHECK(stored_sheet(storage, "txek.sheet.current")["assist"] == true);
    CHECK(notices.empty());

    table::Session checks(ui_of("checks"), storage);
    REQUIRE(checks.start(two_seats(checks), 7, settings, notices));
    checks.tick(0.0, true, notices);
    const auto before = storage.get("checks.sheet.current");
    checks.note_aided(notices);
    CHECK(storage.get("checks.sheet.current") == before);
}
