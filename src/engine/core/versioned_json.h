// Versioned JSON: the envelope of every value Txek Table stores (settings, score sheets, saved
// games), {"kind": ..., "version": n, "data": ...}, so that a reader can tell a file of the
// wrong sort or from a newer build and say so, instead of misreading it.
#pragma once

#include "engine/core/expected.h"

#include <nlohmann/json.hpp>

#include <string_view>

namespace core {

// {"kind": kind, "version": version, "data": data}. version >= 1; data should not be null,
// since read_versioned treats a null "data" as missing.
nlohmann::json make_versioned(std::string_view kind, int version, const nlohmann::json& data);

// Parses text and checks the envelope; on success returns the whole document, whose "version"
// (1..max_version) tells the caller which layout "data" has. Bad JSON, a missing or wrong-typed
// field, another kind, or a version out of range each fail with a message for the player, e.g.
// "this is a 'sheet', not 'settings'". It neither throws nor relies on catching anything inside,
// because the web build (Emscripten without -fexceptions) aborts at any throw.
Expected<nlohmann::json> read_versioned(std::string_view text, std::string_view kind,
                                        int max_version);

// Why `text` is not a readable '<kind>' up to max_version, in a player's words, or "" when it is
// (no parser's words, no positions: src/README.md, "Storage"). read_versioned's message says
// exactly where and why, for a developer or a log line; this says what a player can act on:
// damaged, or from a newer Txek Table, or something else.
std::string plain_reason(std::string_view text, std::string_view kind, int max_version);
// The plain reasons plain_reason gives; kDamaged also for data that reads as JSON but not as
// what it should hold (a saved game's field, a sheet's rows).
inline constexpr const char* kDamaged = "the stored text is damaged";
inline constexpr const char* kNewer = "it was saved by a newer version of Txek Table";
inline constexpr const char* kSomethingElse = "the stored text holds something else";

} // namespace core
