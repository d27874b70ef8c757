#include "engine/core/record.h"

#include "engine/core/versioned_json.h"

namespace core {

using json = nlohmann::json;

Expected<json> record_data(const std::string& text, std::string_view kind) {
    json doc = json::parse(text, nullptr, false);
    if (doc.is_discarded() || !doc.is_object() || doc.contains("kind")) {
        // The envelope (or not JSON at all): read_versioned gives the precise message.
        auto env = read_versioned(text, kind, 1);
        if (!env) return Expected<json>::fail(env.error());
        json& data = env.value()["data"];
        if (!data.is_object())
            return Expected<json>::fail("the record's \"data\" is not an object");
        return Expected<json>::ok(std::move(data));
    }
    return Expected<json>::ok(std::move(doc)); // a bare "data" object
}

bool read_record_seats(const json& data, const std::string& what, std::vector<SeatKind>& seats,
                       std::string& why) {
    auto letters = data.find("seats");
    if (letters == data.end() || !letters->is_string()) {
        why = "the record needs \"seats\", a string of " + what;
        return false;
    }
    return seats_from_letters(letters->get<std::string>(), seats, why);
}

bool read_record_actions(const json& data, int players, RecordActions& out, std::string& why) {
    auto actions = data.find("actions");
    if (actions == data.end()) return true;
    if (!actions->is_array()) {
        why = "\"actions\" must be a list of [seat, \"action\"]";
        return false;
    }
    for (std::size_t i = 0; i < actions->size(); ++i) {
        const json& a = (*actions)[i];
        const std::string where = "action " + std::to_string(i + 1);
        if (!a.is_array() || a.size() != 2 || !a[1].is_string()) {
            why = where + " must be [seat, \"action text\"]";
            return false;
        }
        int seat = -1;
        if (a[0].is_string() && a[0].get<std::string>() == "table")
            seat = kTableSeat;
        else if (a[0].is_number_integer() && a[0].get<long long>() >= 0 &&
                 a[0].get<long long>() < players)
            seat = int(a[0].get<long long>());
        else {
            why = where + ": the seat must be a seat number or \"table\"";
            return false;
        }
        out.emplace_back(seat, a[1].get<std::string>());
    }
    return true;
}

} // namespace core
