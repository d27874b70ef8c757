// libFuzzer target: Txek game records (engine/txek/record.h). Any text must be read into a
// record or refused with a message; a record must replay (or stop at a rejected action, or fail
// for a bad setup) without crashing; the state it leaves keeps every card in one place, shows
// no seat a card it does not know, its legal actions apply, and replaying its log gives it back.
#include "engine/txek/record.h"
#include "txek_invariants.h"

#include <cstddef>
#include <cstdint>
#include <string>

using fuzz::check;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const std::string text(reinterpret_cast<const char*>(data), size);
    const auto record = txek::parse_record(text);
    if (!record) {
        check(!record.error().empty());
        return 0;
    }
    const auto result = txek::replay(record.value());
    if (!result) {
        check(!result.error().empty());
        return 0;
    }
    const txek::ReplayResult& r = result.value();
    check(r.applied >= 0 && std::size_t(r.applied) <= record.value().actions.size());
    // Stopped early exactly when an action was unreadable or rejected.
    check(r.stopped.empty() == (std::size_t(r.applied) == record.value().actions.size()));
    check(r.state.log.size() == std::size_t(r.applied));  // every applied action is logged
    check(txek::cards_conserved(r.state));
    fuzz::check_views(r.state);
    fuzz::check_legal_sample(r.state, r.state.log.size());
    // The summary is valid JSON text (dump() would throw on anything else).
    const std::string summary = txek::state_json(r.state).dump();
    check(!summary.empty());
    // Replaying the log from the same deal gives the same state: a game is its deal and log.
    auto again = txek::new_game_stacked(record.value().setup, record.value().seed,
                                        record.value().dealer, record.value().deck_top_first);
    check(again.ok());
    txek::State s = std::move(again.value());
    for (const core::LoggedAction& a : r.state.log) {
        const auto action = txek::Action::decode(a.code);
        check(action.has_value());
        check(txek::apply(s, a.seat, *action).ok);
    }
    check(fuzz::digest(s) == fuzz::digest(r.state));
    check(txek::state_json(s) == txek::state_json(r.state));
    return 0;
}
