// Design check: the engine is pure rules. It must build and behave the same natively, in
// WebAssembly and in command-line tools, so it may not include windowing, drawing, browser,
// clock or thread headers, nor <random>, whose distributions differ between standard libraries
// (core::Rng replaces it). This scans the sources rather than trusting reviewers to notice.
#include "source_files.h"

#include <catch2/catch.hpp>

#include <cstddef>
#include <filesystem>
#include <fstream>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace {

bool starts_with(std::string_view s, std::string_view prefix) {
    return s.substr(0, prefix.size()) == prefix;
}

// Whether one included name (or the part of it after a '/') is forbidden. The lower-case "gl"
// prefix (gl.h, glad, glew) is only applied to the whole name: applied to every path part it
// would also forbid the engine's own files such as "engine/txek/glyphs.h".
bool forbidden_name(std::string_view name, bool whole) {
    for (std::string_view prefix : {"SDL", "imgui", "GL/", "GLES", "emscripten"}) {
        if (starts_with(name, prefix)) return true;
    }
    if (whole && starts_with(name, "gl")) return true;
    for (std::string_view exact : {"chrono", "thread", "ctime", "time.h", "random"}) {
        if (name == exact) return true;
    }
    return false;
}

// The name a source line includes, if it is an #include of something the engine must not use.
std::optional<std::string> forbidden_include(std::string_view line) {
    auto skip_blanks = [&line] {
        while (!line.empty() && (line.front() == ' ' || line.front() == '\t'))
            line.remove_prefix(1);
    };
    skip_blanks();
    if (line.empty() || line.front() != '#') return std::nullopt;
    line.remove_prefix(1);
    skip_blanks();
    if (!starts_with(line, "include")) return std::nullopt;
    line.remove_prefix(7);
    if (starts_with(line, "_next")) line.remove_prefix(5);
    skip_blanks();
    if (line.empty() || (line.front() != '<' && line.front() != '"')) return std::nullopt;
    const char close = line.front() == '<' ? '>' : '"';
    line.remove_prefix(1);
    const std::string_view name = line.substr(0, line.find(close));

    bool bad = forbidden_name(name, true);
    // "../third_party/SDL2/SDL.h" or "GL/gl.h" behind a folder name: judge every path part.
    for (std::size_t slash = name.find('/'); !bad && slash != std::string_view::npos;
         slash = name.find('/', slash + 1)) {
        const std::string_view rest = name.substr(slash + 1);
        bad = forbidden_name(rest, false) || starts_with(name.substr(slash), "/GL/");
    }
    if (bad) return std::string(name);
    return std::nullopt;
}

// Scans every source under src/<folder> and fails on each forbidden include.
void check_pure(const char* folder, const char* what) {
    namespace fs = std::filesystem;
    const fs::path root = fs::path(source_files::root()) / "src" / folder;
    REQUIRE(fs::is_directory(root));

    int files_scanned = 0;
    for (const auto& entry : fs::recursive_directory_iterator(root)) {
        if (!entry.is_regular_file()) continue;
        const std::string ext = entry.path().extension().string();
        if (ext != ".h" && ext != ".hpp" && ext != ".cpp" && ext != ".cc") continue;
        ++files_scanned;
        std::ifstream in(entry.path());
        REQUIRE(in);
        std::string line;
        for (int line_no = 1; std::getline(in, line); ++line_no) {
            if (auto name = forbidden_include(line)) {
                FAIL_CHECK(fs::relative(entry.path(), source_files::root()).generic_string()
                           << ":" << line_no << ": " << what << " must not include " << *name);
            }
        }
    }
    // Guards against a wrong root or extension filter making the test pass on nothing.
    CHECK(files_scanned >= 3);
}

} // namespace

TEST_CASE("design: the engine includes nothing from SDL, ImGui, GL, emscripten, <chrono> or "
          "<thread>") {
    check_pure("engine", "the engine");
}

// Online play's protocol, host and guest take their time and their network from the platform,
// so their tests and tools run natively on a virtual clock (src/online/README.md).
TEST_CASE("design: online play (src/online) includes nothing from SDL, ImGui, GL, emscripten, "
          "<chrono> or <thread>") {
    check_pure("online", "online play");
}

TEST_CASE("design: the include scanner flags forbidden includes and passes ordinary ones") {
    const char* forbidden[] = {
        "#include <SDL.h>",
        "#include <SDL2/SDL.h>",
        "#  include \"imgui.h\"",
        "  #include \"imgui_internal.h\"",
        "#include <GL/gl.h>",
        "#include <GLES3/gl3.h>",
        "#include <glad/glad.h>",
        "#include <emscripten.h>",
        "#include <emscripten/html5.h>",
        "#include <chrono>",
        "#include\t<thread>",
        "#include <ctime>",
        "#include <time.h>",
        "#include <random>",
        "#include \"../../third_party/imgui/imgui.h\"",
        "#include \"vendor/GL/glcorearb.h\"",
    };
    for (const char* line : forbidden) {
        INFO(line);
        CHECK(forbidden_include(line).has_value());
    }
    CHECK(forbidden_include("#include <chrono>") == std::optional<std::string>("chrono"));

    const char* allowed[] = {
        "#include <vector>",
        "#include \"engine/core/rng.h\"",
        "#include \"engine/txek/glyphs.h\"",
        "#include <nlohmann/json.hpp>",
        "#include <cstdint>",
        "#include <random_access_helpers.h>",
        "// #include <SDL.h> is not allowed here",
        "#pragma once",
        "#define INCLUDE_CHRONO 1",
    };
    for (const char* line : allowed) {
        INFO(line);
        CHECK_FALSE(forbidden_include(line).has_value());
    }
}
