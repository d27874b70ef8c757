// libFuzzer target: every registered game (engine/games.h) through the game module alone
// (engine/module.h), fed an arbitrary action stream from an arbitrary deal. It checks on any input
// what the conformance suite (tests/conformance_test.cpp) checks on random playouts, so a game
// added to src/games.def is fuzzed with no change here.
//
// Input (fuzz_inputs.h): byte 0 the game, byte 1 the players, byte 2 the variant bits, bytes 3-10
// the seed, byte 11 the warm-up (random legal actions from the seed, unchecked, to a position
// some way in); then 5 bytes an action: a seat byte and a 32-bit little-endian code, at most
// kMaxSteps of them. The seat byte's low 7 bits name the seat (b % (players + 2): players is the
// table, players + 1 a seat that does not exist); its high bit says the code picks among that
// seat's legal actions (code % their number) instead of being the action's code itself, so that
// most mutations still play the game. The match is opened without bots and without auto_next:
// only the input moves it.
//
// The fast path: a start position (the deal and its warm-up) is made and checked once per
// process (Starts), and each input plays a short sequence on a snapshot of it. What the start
// position is (its invariant, every viewer's view and events through their JSON, that someone
// can act, and that it reopens from its log) is checked when it is made. Most mutations keep the
// header (LLVMFuzzerCustomMutator), so most inputs are a new sequence from a kept start.
//
// After every action:
//  - broken_invariant() is empty;
//  - a code the seat's legal() lists reads back through recode and its record text, and applies;
//  - a refused action gives a reason, is not logged, tells no seat (nor the spectator) anything
//    and, when its code is an action of the game, changes the fingerprint not at all;
//  - an applied action's events, as each seat is told them, round-trip through their JSON.
// Before one action, picked by the seed: the leak test of the conformance suite (hidden_twin)
// for one viewer, picked by the seed too, with the input's action or with a random legal one.
// At the end:
//  - the view of one viewer, picked by the seed and the steps, round-trips;
//  - until the game is over someone can act: random_action() gives an action, and it applies;
//  - reopening from the setup, seed and log gives the same fingerprint (the start's log was
//    reopened when it was made: the input's logged actions replay on that reopened match).
// The dear checks (JSON under ASan, or a second match) take turns, one an input (DearCheck): the
// events' round trip, a refused action's fingerprint, the leak test, the view at the end and
// the reopening.
#include "engine/games.h"
#include "fuzz_inputs.h"

#include <algorithm>
#include <cinttypes>
#include <cstddef>
#include <cstdint>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace {

using games::Match;
using Wire = games::Match::Wire;
using Move = std::pair<int, std::uint32_t>;

// Where the input has got to, for the report of a violation.
struct Where {
    const Match* match = nullptr;
    std::uint32_t variant = 0;
    std::uint64_t seed = 0;
    std::size_t step = 0;
    Move move{0, 0};
};
Where where;

// The checks that cost most of a run: JSON under ASan (fingerprints, events, views) or a second
// match (the leak test, the reopened one). One of them an input, picked by a hash of the input,
// so the same input always checks the same (a finding replays). Each still runs on a fifth of
// the inputs: with the rest of a run this cheap, more times a second than when every input ran
// all five, and about 600 times each in ci/fuzz.sh's short run (3000 inputs).
enum class DearCheck { Events, RefusedFingerprint, LeakTest, View, Reopen, Count };
DearCheck dear = DearCheck::Events;

DearCheck dear_check(const std::uint8_t* data, std::size_t size) {
    std::uint32_t h = 2166136261u; // FNV-1a
    for (std::size_t i = 0; i < size; ++i) h = (h ^ data[i]) * 16777619u;
    return DearCheck(h % std::uint32_t(DearCheck::Count));
}

[[noreturn]] void violated(const std::string& what) {
    if (!where.match) fuzz::fail(what); // the deal itself
    char at[160];
    const Match& m = *where.match;
    std::snprintf(at, sizeof at, " [%s, %d players, variant %x, seed %016" PRIx64 ", action %zu: ",
                  std::string(m.facts().id).c_str(), m.players(), unsigned(where.variant),
                  where.seed, where.step);
    fuzz::fail(what + at + "seat " + std::to_string(where.move.first) + ", code " +
               std::to_string(where.move.second) + " '" + m.action_text(where.move.second) + "']");
}

void require(bool ok, const char* what) {
    if (!ok) violated(what);
}

std::string text(const nlohmann::json& j) {
    return j.dump(-1, ' ', false, nlohmann::json::error_handler_t::replace).substr(0, 400);
}

std::unique_ptr<Match> open(const games::Module& module, const core::Setup& setup,
                            std::uint64_t seed, const core::ActionLog& log) {
    games::MatchOptions quiet;
    quiet.bots = false;
    quiet.auto_next = false;
    auto opened = module.open(setup, seed, log, quiet);
    if (!opened) violated("a match could not be opened: " + opened.error());
    return std::move(opened.value());
}

void check_invariant(const Match& m) {
    const std::string broken = m.broken_invariant();
    if (!broken.empty()) violated("broken invariant: " + broken);
}

// The viewers: the spectator and every seat.
std::vector<int> viewers(const Match& m) {
    std::vector<int> seats{-1};
    for (int p = 0; p < m.players(); ++p) seats.push_back(p);
    return seats;
}

// A legal code is the code of an action, and the record syntax writes and reads it back.
void check_codes(const Match& m, std::uint32_t code) {
    require(m.recode(code) == code, "a legal code does not recode to itself");
    require(m.code_of_text(m.action_text(code)) == code,
            "a legal code's text reads back otherwise");
}

// A refused action told nobody anything.
void check_silent(Match& m) {
    for (int seat : viewers(m))
        if (!m.take_events(seat).empty())
            violated("a refused action told seat " + std::to_string(seat) + " something");
}

// Forgets what every seat was told (on an input that does not round-trip events).
void drop_events(Match& m) {
    for (int seat : viewers(m)) m.take_events(seat);
}

// What each seat was told, and what `viewer` sees (every seat: kAllViewers; none: kNoViewer),
// read back from their JSON as they were written.
constexpr int kAllViewers = -2;
constexpr int kNoViewer = -3;

void check_wire(Match& m, int viewer) {
    for (int seat : viewers(m)) {
        for (const nlohmann::json& e : m.take_events(seat))
            if (m.round_trip(Wire::Event, e) != e)
                violated("an event of seat " + std::to_string(seat) + " does not round-trip: " +
                         text(e) + " -> " + text(m.round_trip(Wire::Event, e)));
        if (viewer != kAllViewers && viewer != seat) continue;
        const nlohmann::json v = m.view(seat);
        if (m.round_trip(Wire::View, v) != v)
            violated("the view of seat " + std::to_string(seat) +
                     " does not round-trip: " + text(m.round_trip(Wire::View, v)));
    }
}

// Until the game is over someone can act: a playout's next action exists and applies.
void check_someone_can_act(const Match& m, core::Rng& rng) {
    if (m.over()) return;
    const auto next = m.random_action(rng);
    require(next.has_value(), "nobody can act in a game that is not over");
    const games::Acted acted = m.snapshot()->act(next->first, next->second);
    if (!acted.ok)
        violated("random_action's '" + m.action_text(next->second) + "' by seat " +
                 std::to_string(next->first) + " was refused: " + acted.rejection);
}

// The conformance suite's leak test: with the cards `viewer` does not know (before nor after
// `next`) dealt anew, what it sees, may do and is told must not change.
void check_twin(const Match& m, int viewer, Move next, std::uint64_t shuffle_seed) {
    auto twin = m.hidden_twin(viewer, next, shuffle_seed);
    const int table = core::kTableSeat;
    require(twin->view(viewer) == m.view(viewer), "a view shows a card its seat does not know");
    if (viewer >= 0)
        require(twin->legal(viewer) == m.legal(viewer), "legal() depends on unknown cards");
    require(twin->legal(table) == m.legal(table), "the table's legal() depends on unknown cards");
    auto copy = m.snapshot();
    copy->watch(viewer);
    twin->watch(viewer);
    const bool a = copy->act(next.first, next.second).ok;
    const bool b = twin->act(next.first, next.second).ok;
    // A refused action reveals nothing, so the twin deals anew the cards it would have shown:
    // there another seat's try may apply. The viewer's own tries must fare the same.
    if (a != b && !a && next.first != viewer) return;
    require(a == b, "whether an action applies depends on cards its viewer does not know");
    require(twin->take_events(viewer) == copy->take_events(viewer),
            "an event tells its seat a card it does not know");
    require(twin->view(viewer) == copy->view(viewer), "a view after the action leaks a card");
    if (viewer >= 0)
        require(twin->legal(viewer) == copy->legal(viewer), "legal() after the action leaks");
}

// Before which step the leak test runs, for which viewer, and with which action: picked by the
// seed's second byte and up.
struct TwinPick {
    std::size_t step;
    int viewer;
    bool inputs_action;
};

TwinPick twin_pick(std::uint64_t seed, int players) {
    const std::uint64_t bits = seed >> 8;
    return {std::size_t(bits % fuzz::kMaxSteps),
            int(bits / fuzz::kMaxSteps % std::uint64_t(players + 1)) - 1,
            bits / fuzz::kMaxSteps / std::uint64_t(players + 1) % 2 == 0};
}

void check_leaks(const Match& m, Move next, const TwinPick& pick, core::Rng& rng) {
    if (pick.inputs_action) return check_twin(m, pick.viewer, next, where.seed);
    if (const auto legal = m.random_action(rng)) check_twin(m, pick.viewer, *legal, where.seed);
}

// The state before an action, kept as cheaply as possible (on the inputs that check refusals'
// fingerprints): a snapshot (a copy of the state), and its fingerprint (JSON, the dearer) only
// once an action is refused. Refusals in a row share it; an applied action starts it anew.
struct Before {
    std::unique_ptr<Match> copy;
    std::optional<nlohmann::json> print;

    void keep(const Match& m) {
        if (!copy) copy = m.snapshot();
    }
    const nlohmann::json& fingerprint() {
        if (!print) print = copy->fingerprint();
        return *print;
    }
    void forget() { copy.reset(), print.reset(); }
};

// Applies the input's action (`legal`: listed by its seat's legal()) and checks what it did.
void step(Match& m, Move move, bool legal, Before& before) {
    if (legal) check_codes(m, move.second);
    if (dear == DearCheck::RefusedFingerprint) before.keep(m);
    const std::size_t logged = m.log().size();
    const games::Acted acted = m.act(move.first, move.second);
    check_invariant(m);
    if (!acted.ok) {
        if (legal) violated("a legal action was refused: " + acted.rejection);
        require(!acted.rejection.empty(), "a refusal without a reason");
        check_silent(m);
        require(m.log().size() == logged, "a refused action was logged");
        // Most fuzzed codes are no action at all: the module refuses them before the game sees
        // them, so only the refusals of real actions pay for the fingerprints (JSON).
        if (dear == DearCheck::RefusedFingerprint && m.recode(move.second))
            require(m.fingerprint() == before.fingerprint(), "a refused action changed the match");
        return;
    }
    before.forget();
    if (dear == DearCheck::Events)
        check_wire(m, kNoViewer);
    else
        drop_events(m); // a later refusal must find every seat told nothing new
}

// A game is its setup, seed and log: `again`, opened from them, is the same match as `m`.
void require_reopened_same(const Match& again, const Match& m) {
    require(again.fingerprint() == m.fingerprint(), "reopening from the log gives another match");
    require(again.over() == m.over(), "reopening from the log gives another ending");
}

// `m` opened again from its setup, seed and log, checked the same, and returned.
std::unique_ptr<Match> reopen_checked(const games::Module& module, const Match& m) {
    auto again = open(module, m.setup(), m.seed(), m.log());
    require_reopened_same(*again, m);
    return again;
}

// A start position, as played (dealt, then its warm-up act()ed) and as reopened from its setup,
// seed and log (the same fingerprint: checked when it was made).
struct Start {
    std::unique_ptr<Match> played;
    std::unique_ptr<Match> reopened;
};

// The input's match reopened from its setup, seed and log, without the warm-up replayed again:
// the start's reopened match (its log is the head of `m`'s) with the actions `m` logged since
// applied. Module::open deals and applies each logged action as act() does (typed_match.h,
// open_match), so this is reopening the whole log, its head done once a start.
void check_reopen(const Start& start, const Match& m) {
    auto again = start.reopened->snapshot();
    const core::ActionLog& log = m.log();
    for (std::size_t i = start.played->log().size(); i < log.size(); ++i)
        require(again->act(int(log[i].seat), log[i].code).ok,
                "a logged action does not apply to the match reopened from the log");
    require_reopened_same(*again, m);
}

// The start positions: a match dealt from a setup and seed and played through its warm-up, made
// and checked once per process, keyed by the input's header. The same header always gives the
// same position (the engine is deterministic), so a kept one and a new one are the same input.
// At most kStartsKept are kept: past that, the store starts again.
constexpr std::size_t kStartsKept = 4096;

class Starts {
public:
    const Start& get(const games::Module& module, const std::uint8_t* header, int players) {
        const std::string key(reinterpret_cast<const char*>(header), fuzz::kHeaderBytes);
        auto it = kept_.find(key);
        if (it != kept_.end()) return it->second;
        if (kept_.size() >= kStartsKept) kept_.clear();
        return kept_.emplace(key, make(module, players, header[11])).first->second;
    }

private:
    static Start make(const games::Module& module, int players, std::uint8_t warm_up) {
        auto m = open(module, fuzz::human_setup(players, where.variant), where.seed, {});
        fuzz::warm_up(*m, where.seed, std::size_t(warm_up) * fuzz::kWarmUpActions);
        where.match = m.get();
        for (int seat : viewers(*m)) m->watch(seat);
        core::Rng rng(where.seed ^ 0x5eed);
        check_invariant(*m);
        check_wire(*m, kAllViewers);
        check_someone_can_act(*m, rng);
        auto reopened = reopen_checked(module, *m);
        return {std::move(m), std::move(reopened)};
    }

    std::map<std::string, Start> kept_;
};

// The input's step at `at`: its seat, and its code or (high bit of the seat byte) the legal
// action of that seat its code picks, when the seat has any; and whether it is legal, read from
// the same legal() list.
std::pair<Move, bool> read_move(const Match& m, const std::uint8_t* at) {
    const int seat = fuzz::seat_of_byte(at[0] & 0x7f, m.players());
    const auto code = std::uint32_t(fuzz::read_le(at + 1, 4));
    const std::vector<std::uint32_t> legal = m.legal(seat);
    if ((at[0] & 0x80) && !legal.empty()) return {{seat, legal[code % legal.size()]}, true};
    return {{seat, code}, std::find(legal.begin(), legal.end(), code) != legal.end()};
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    static Starts starts;
    if (size < fuzz::kHeaderBytes) return 0;
    const auto& registered = games::registered();
    const games::Module& module = *registered[data[0] % registered.size()];
    const games::Facts& f = module.facts;
    const int players = f.min_players + data[1] % (f.max_players - f.min_players + 1);
    where = {};
    where.variant = data[2] & fuzz::variant_mask(f);
    where.seed = fuzz::read_le(data + 3, 8);
    dear = dear_check(data, size);
    const Start& start = starts.get(module, data, players);
    auto m = start.played->snapshot();
    where.match = m.get();
    for (int seat : viewers(*m)) m->watch(seat);
    core::Rng rng(where.seed ^ 0x5eed);
    const TwinPick twin = twin_pick(where.seed, players);
    Before before;
    const std::size_t end =
        std::min(size, fuzz::kHeaderBytes + fuzz::kMaxSteps * fuzz::kActionBytes);
    for (std::size_t at = fuzz::kHeaderBytes; at + fuzz::kActionBytes <= end;
         at += fuzz::kActionBytes, ++where.step) {
        const auto [move, legal] = read_move(*m, data + at);
        where.move = move;
        if (dear == DearCheck::LeakTest && where.step == twin.step)
            check_leaks(*m, where.move, twin, rng);
        step(*m, where.move, legal, before);
    }
    if (dear == DearCheck::View)
        check_wire(*m, int((where.seed + where.step) % std::uint64_t(players + 1)) - 1);
    check_someone_can_act(*m, rng);
    if (dear == DearCheck::Reopen) check_reopen(start, *m);
    return 0;
}

// libFuzzer's own mutation, on the whole input in one of kNewStartOdds, else on the steps alone
// (the header kept). A new header is a new start position: a deal, a warm-up of up to 1020
// actions and the start's checks, most of a run; a new sequence from a kept start is the cheap
// part this target exists for. One mutation in kNewStartOdds still looks for new starts.
constexpr unsigned kNewStartOdds = 16;

extern "C" std::size_t LLVMFuzzerMutate(std::uint8_t* data, std::size_t size, std::size_t max_size);

extern "C" std::size_t LLVMFuzzerCustomMutator(std::uint8_t* data, std::size_t size,
                                               std::size_t max_size, unsigned int seed) {
    // Bytes past the last step are never read: no mutation spent on them.
    max_size = std::min(max_size, fuzz::kHeaderBytes + fuzz::kMaxSteps * fuzz::kActionBytes);
    size = std::min(size, max_size);
    const std::size_t header = fuzz::kHeaderBytes;
    // libFuzzer's mutations need at least one byte to work on.
    if (size <= header || max_size <= header || seed % kNewStartOdds == 0)
        return LLVMFuzzerMutate(data, size, max_size);
    return header + LLVMFuzzerMutate(data + header, size - header, max_size - header);
}
