#include "highcard/sheet.h"

namespace table::highcard_sheet {

using json = nlohmann::json;

std::vector<int> Sheet::tricks() const {
    if (rows.empty()) return std::vector<int>(players.size(), 0);
    return {rows.front().tricks.begin(), rows.front().tricks.end()};
}

std::vector<int> Sheet::leaders() const {
    return rows.empty() ? std::vector<int>{} : rows.front().winners;
}

std::string describe_match(const Sheet& sheet) {
    if (sheet.players.empty()) return "No game on the sheet yet";
    if (!sheet.over()) return "The game is being played";
    const std::vector<int> lead = sheet.leaders();
    if (lead.size() != 1) return "The game is over";
    const std::vector<int> t = sheet.tricks();
    const int w = lead.front();
    return sheets::subject(sheets::seat_label(sheet.players, w), "wins", "win") + ", " +
           std::to_string(t[std::size_t(w)]) + " tricks to " +
           std::to_string(t[std::size_t(1 - w)]);
}

// ---- Rules ------------------------------------------------------------------------------------

core::Expected<Rules::Row> Rules::row_from_json(const json& j, std::size_t, const Sheet&) {
    auto r = highcard::result_from_json(j);
    if (!r) return core::Expected<Row>::fail("the result: " + r.error());
    return r;
}

// A row in memory is checked as a row read: its tricks add up and make its winners.
std::string Rules::check_rows(const Sheet& s) {
    for (const Row& r : s.rows)
        if (auto again = highcard::result_from_json(row_to_json(r)); !again)
            return "the result: " + again.error();
    return {};
}

core::Expected<int> Rules::add(Sheet& sheet, const Result& result) {
    using E = core::Expected<int>;
    if (sheet.players.size() != std::size_t(highcard::kPlayers))
        return E::fail("the sheet has no game");
    if (!sheet.rows.empty()) return E::fail("the sheet has its game's result already");
    return sheets::add_row(sheet, result);
}

} // namespace table::highcard_sheet
