// Txek game records: reading them (without exceptions: the web build cannot catch any), replaying
// them through the engine, and summarising a state as JSON.
#include "engine/txek/record.h"

#include "engine/core/json_fields.h"
#include "engine/core/record.h"
#include "engine/core/versioned_json.h"

#include <cstdlib>

namespace txek {
namespace {

using json = nlohmann::json;
using RecordResult = core::Expected<Record>;

const char* kKind = "txek-record";

// A small whole number field (variant, dealer) or `fallback` when absent.
bool read_small(const json& data, const char* name, long long max, long long fallback,
                long long& out, std::string& why) {
    auto it = data.find(name);
    if (it == data.end()) {
        out = fallback;
        return true;
    }
    if (!it->is_number_integer() || it->get<long long>() < 0 || it->get<long long>() > max) {
        why =
            std::string("\"") + name + "\" must be a whole number from 0 to " + std::to_string(max);
        return false;
    }
    out = it->get<long long>();
    return true;
}

// Round 1's deck from the top, by face code; each code names the next unused copy of that face.
bool read_deck(const json& data, Record& r, std::string& why) {
    auto deck = data.find("deck");
    if (deck == data.end()) return true;
    if (!deck->is_array()) return why = "\"deck\" must be a list of face codes", false;
    const std::vector<Face> faces = deck_faces(r.setup.variant);
    std::vector<bool> used(faces.size(), false);
    for (std::size_t i = 0; i < deck->size(); ++i) {
        const json& code = (*deck)[i];
        const std::string where = "deck card " + std::to_string(i + 1);
        if (!code.is_string()) return why = where + " is not a face code", false;
        const std::string text = code.get<std::string>();
        auto face = face_from_code(text);
        if (!face)
            return why = where + ": '" + text +
                         "' is not a face code (r1..r10, b1..b10, rpeek, bcrown, ...)",
                   false;
        bool found = false, exists = false;
        for (std::size_t c = 0; c < faces.size() && !found; ++c) {
            if (!(faces[c] == *face)) continue;
            exists = true;
            if (!used[c]) {
                used[c] = found = true;
                r.deck_top_first.push_back(CardId(c));
            }
        }
        if (!found)
            return why = where + ": " +
                         (exists ? "no copy of '" + text + "' is left"
                                 : "'" + text + "' is not in this variant's deck"),
                   false;
    }
    return true;
}

// Variant, dealer and deck; the seed is read after the actions (core::read_record_fields).
bool read_own(const json& data, Record& r, std::string& why) {
    long long variant = 0, dealer = 0;
    if (!read_small(data, "variant", 0xFFFF, 0, variant, why)) return false;
    r.setup.variant = std::uint32_t(variant);
    if (!read_small(data, "dealer", kMaxPlayers - 1, -1, dealer, why)) return false;
    r.dealer = int(dealer);
    return read_deck(data, r, why);
}

RecordResult from_data(const json& data) {
    return core::read_record_fields<Record>(data, "seat letters such as \"hhc\"", kMaxPlayers,
                                            read_own);
}

const char* phase_name(Phase p) {
    switch (p) {
    case Phase::Arrange:
        return "arrange";
    case Phase::Play:
        return "play";
    case Phase::RoundOver:
        return "round over";
    case Phase::GameOver:
        return "game over";
    }
    return "?";
}

const char* ending_name(EndCause e) {
    switch (e) {
    case EndCause::None:
        return "none";
    case EndCause::WentOut:
        return "went out";
    case EndCause::DoubleTxek:
        return "double-txek";
    case EndCause::Exhausted:
        return "exhausted";
    }
    return "?";
}

} // namespace

core::Expected<Record> parse_record(const std::string& json_text) {
    return core::read_record(json_text, kKind, from_data);
}

core::Expected<ReplayResult> replay(const Record& record) {
    auto game = new_game_stacked(record.setup, record.seed, record.dealer, record.deck_top_first);
    // "txek" without a serial is about the top card when the action is read.
    auto parse = [](const State& s, const std::string& text) {
        return parse_action(text, s.pile.empty() ? 0 : s.pile.back().serial);
    };
    return core::replay_dealt<ReplayResult>(std::move(game), record.actions, parse, apply);
}

nlohmann::json state_json(const State& s) {
    auto code = [&](CardId c) -> json {
        if (c == kNoCard || c >= s.faces.size()) return nullptr;
        return face_code(s.faces[c]);
    };
    json j;
    j["round"] = s.round;
    j["phase"] = phase_name(s.phase);
    j["dealer"] = s.dealer;
    j["current"] = s.current;
    j["drawn"] = s.drawn;
    j["next_turn"] = s.next_turn;
    j["window_open"] = s.window_open;
    json seats = json::array(), totals = json::array();
    for (const Player& p : s.seats) {
        json seat;
        seat["hand"] = json::array();
        for (CardId c : p.hand) seat["hand"].push_back(code(c));
        seat["bench"] = json::array();
        for (CardId c : p.bench) seat["bench"].push_back(code(c));
        if (!p.dealt.empty()) {
            seat["dealt"] = json::array();
            for (CardId c : p.dealt) seat["dealt"].push_back(code(c));
        }
        seat["total"] = p.total;
        seats.push_back(seat);
        totals.push_back(p.total);
    }
    j["seats"] = seats;
    j["totals"] = totals;
    j["pile"] = json::array();
    for (const Discard& d : s.pile) j["pile"].push_back(code(d.card));
    j["draw_count"] = s.draw_pile.size();
    j["pending"] = json::array();
    for (const Pending& p : s.pending)
        j["pending"].push_back(
            {{"seat", int(p.seat)}, {"card", code(p.card)}, {"serial", int(p.serial)}});
    j["double_callers"] = json::array();
    for (const DoubleCall& dc : s.double_calls) j["double_callers"].push_back(int(dc.seat));
    j["ending"] = ending_name(s.ending);
    j["went_out"] = s.went_out;
    j["tie_break"] = s.tie_break;
    j["results"] = json::array();
    for (const RoundResult& r : s.results) {
        j["results"].push_back({{"raw", r.raw},
                                {"scored", r.scored},
                                {"went_out", r.went_out},
                                {"double_caller", r.double_caller},
                                {"double_won", r.double_won},
                                {"double_callers", r.double_callers},
                                {"summary", r.summary}});
    }
    return j;
}

} // namespace txek
