// For the engine's tests: an order of the standard rulebook found by its row of README, "Orders"
// ("Pair", "Pair of 3s", "Run of 4", "Pair + run of 3"). The engine gives orders no names (the
// table names them in the player's language: src/table/check/words.h), so the tests name the rows
// from the requirements themselves, in English.
#pragma once
#include "engine/check/check.h"

#include <catch2/catch.hpp>

#include <string>

namespace check::testing {

// The row of README, "Orders" that `order` belongs to, by the README's name.
inline std::string row_name(const OrderCard& order) {
    static const char* const kOfAKind[] = {"", "", "", "Three", "Four", "Five"};
    std::string name;
    if (order.requirements.size() == 2 && order.requirements[1].kind == ReqKind::Same)
        return "Two pairs";
    for (const Requirement& r : order.requirements) {
        const std::string size = std::to_string(r.size);
        if (!name.empty()) name += " + ";
        if (r.kind == ReqKind::Run)
            name += (name.empty() ? "Run of " : "run of ") + size;
        else if (r.size == 2)
            name += r.value == 0 ? "Pair" : "Pair of " + std::to_string(r.value) + "s";
        else
            name += std::string(kOfAKind[r.size]) + " of a kind";
    }
    return name;
}

// The `index`-th order (from 0) of the row named `name` in the standard rulebook.
inline int order_named(const std::string& name, int index = 0) {
    for (const OrderCard& o : rulebook(0).orders)
        if (row_name(o) == name && index-- == 0) return o.id;
    FAIL("no order " << name);
    return -1;
}

} // namespace check::testing
