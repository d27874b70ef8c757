#include "table/txek/sheet.h"

#include "engine/txek/wire.h"

#include <algorithm>

namespace table::txek_sheet {

using json = nlohmann::json;
using sheets::clip_utf8;
using sheets::Fields;
using sheets::seat_label;
using sheets::valid_utf8;

namespace {

constexpr std::size_t kMaxEndingBytes = 1024;

// The totals, the highest and how many share the lowest, over the first `rows` rows.
struct Standing {
    std::vector<int> totals;
    int high = 0, low = 0, lows = 0;
};
Standing standing(const Sheet& s, std::size_t rows) {
    Standing st;
    st.totals.assign(s.players.size(), 0);
    for (std::size_t r = 0; r < rows && r < s.rows.size(); ++r)
        for (std::size_t p = 0; p < st.totals.size() && p < s.rows[r].scores.size(); ++p)
            st.totals[p] += s.rows[r].scores[p];
    if (st.totals.empty()) return st;
    st.high = *std::max_element(st.totals.begin(), st.totals.end());
    st.low = *std::min_element(st.totals.begin(), st.totals.end());
    st.lows = int(std::count(st.totals.begin(), st.totals.end(), st.low));
    return st;
}
bool is_over(const Standing& st) {
    return !st.totals.empty() && st.high >= kTarget && st.lows == 1;
}
bool is_tied(const Standing& st) {
    return !st.totals.empty() && st.high >= kTarget && st.lows > 1;
}

} // namespace

// ---- Sheet ------------------------------------------------------------------------------------

std::vector<int> Sheet::totals() const {
    return standing(*this, rows.size()).totals;
}
bool Sheet::over() const {
    return is_over(standing(*this, rows.size()));
}
bool Sheet::tie_break_pending() const {
    return is_tied(standing(*this, rows.size()));
}
int Sheet::winner() const {
    const Standing st = standing(*this, rows.size());
    if (!is_over(st)) return -1;
    return int(std::find(st.totals.begin(), st.totals.end(), st.low) - st.totals.begin());
}

std::string describe_ending(const txek::RoundResult& r, const std::vector<std::string>& names) {
    std::vector<std::string> parts;
    auto fails_but = [&](int winner) {
        for (int c : r.double_callers)
            if (c != winner) parts.push_back("Double-TXEK fail for " + seat_label(names, c));
    };
    if (r.double_caller >= 0) {
        if (r.double_won) {
            parts.push_back("Double-TXEK victory for " + seat_label(names, r.double_caller));
            fails_but(r.double_caller); // the other callers fail (seed, clarifications)
        } else {
            parts.push_back("Double-TXEK fail for " + seat_label(names, r.double_caller));
        }
    } else if (r.went_out >= 0) {
        parts.push_back("simple victory for " + seat_label(names, r.went_out));
        fails_but(r.went_out); // rule 14's warning: someone else went out
    } else {
        parts.push_back("deck exhausted");
    }
    std::string out;
    for (const std::string& p : parts) out += (out.empty() ? "" : "; ") + p;
    return out;
}

// ---- Rules ------------------------------------------------------------------------------------

json Rules::row_to_json(const SheetRow& r) {
    return {
        {"round", r.round}, {"scores", r.scores}, {"ending", r.ending}, {"tie_break", r.tie_break}};
}

core::Expected<SheetRow> Rules::row_from_json(const json& j, std::size_t index, const Sheet&) {
    const std::string where = "round " + std::to_string(index + 1) + ": ";
    if (!j.is_object()) return core::Expected<SheetRow>::fail(where + "the row is not an object");
    Fields f{j, {}};
    SheetRow r;
    r.round = int(f.integer("round", 1, 1000000, "a round number"));
    r.scores = f.integers("scores", 0, kMaxScore, "a list of scores (whole numbers from 0)");
    r.ending = f.text("ending");
    r.tie_break = f.boolean("tie_break");
    if (!f.error.empty()) return core::Expected<SheetRow>::fail(where + f.error);
    return core::Expected<SheetRow>::ok(std::move(r));
}

void Rules::extra_to_json(const Sheet& s, json& j) {
    j["variant"] = s.variant;
    if (s.assist) j["assist"] = true;
}

void Rules::extra_from_json(Fields& f, const json& j, Sheet& s) {
    s.variant =
        std::uint32_t(f.integer("variant", 0, 0xFFFFFFFFll, "a variant (a whole number from 0)"));
    if (j.contains("assist")) s.assist = f.boolean("assist");
}

core::Expected<Rules::Result> Rules::read_result(const json& j, const Sheet& sheet) {
    return txek::round_from_json(j, int(sheet.players.size()));
}

core::Expected<int> Rules::add(Sheet& sheet, const Result& result) {
    using E = core::Expected<int>;
    if (sheet.players.empty()) return E::fail("the sheet has no players");
    if (result.scored.size() != sheet.players.size())
        return E::fail("the round has " + std::to_string(result.scored.size()) + " scores for " +
                       std::to_string(sheet.players.size()) + " players");
    for (int v : result.scored)
        if (v < 0 || v > kMaxScore) return E::fail("the round has a score out of range");
    if (sheet.over()) return E::fail("the game on this sheet is over");
    SheetRow row;
    row.round = int(sheet.rows.size()) + 1;
    row.scores = result.scored;
    row.ending = clip_utf8(describe_ending(result, sheet.players), kMaxEndingBytes);
    row.tie_break = sheet.tie_break_pending();
    sheet.rows.push_back(std::move(row));
    return E::ok(sheet.rows.back().round);
}

std::string Rules::check_rows(const Sheet& s) {
    const std::size_t n = s.players.size();
    for (std::size_t i = 0; i < s.rows.size(); ++i) {
        const SheetRow& r = s.rows[i];
        const std::string where = "round " + std::to_string(i + 1) + " ";
        if (r.round != int(i) + 1)
            return "the row after round " + std::to_string(i) + " says round " +
                   std::to_string(r.round);
        if (r.scores.size() != n)
            return where + "has " + std::to_string(r.scores.size()) + " scores for " +
                   std::to_string(n) + " players";
        for (int v : r.scores)
            if (v < 0 || v > kMaxScore) return where + "has a score out of range";
        if (r.ending.empty() || r.ending.size() > kMaxEndingBytes || !valid_utf8(r.ending))
            return where + "has no ending or one too long";
        const Standing before = standing(s, i);
        if (is_over(before)) return where + "comes after the end of the game";
        if (r.tie_break != is_tied(before))
            return where + (r.tie_break
                                ? "is marked as an extra round for a tie, but there was none"
                                : "is not marked as the extra round for a tie");
    }
    return {};
}

} // namespace table::txek_sheet
