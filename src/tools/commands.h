// The txektool commands that live outside txektool.cpp, and the option reader they share.
#pragma once
#include <cstdint>
#include <map>
#include <string>

struct ToolOptions {
    std::map<std::string, std::string> values;
    bool ok = true;
    std::uint64_t number(const char* name, std::uint64_t fallback, std::uint64_t max);
    std::string text(const char* name, const std::string& fallback) const;
};

int cmd_simulate(ToolOptions& o);
int cmd_arena(ToolOptions& o);
int cmd_playout(ToolOptions& o);
int cmd_bench(ToolOptions& o);

// Checks (checks_commands.cpp), chosen with --game checks.
int cmd_checks_simulate(ToolOptions& o);
int cmd_checks_arena(ToolOptions& o);
int cmd_checks_playout(ToolOptions& o);
// Checks' rows of `txektool bench`; mixes its digests into `all`. Non-zero: a game went wrong.
int checks_bench_section(long games, long want_calls, long repeat, std::uint64_t seed, std::uint64_t& all);
