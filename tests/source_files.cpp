#include "source_files.h"

#include <fstream>
#include <sstream>

// The only file that sees this checkout's absolute path (TXEK_SOURCE_DIR): a compiler cache
// keys each file on its text, so every test that spelled the path out was compiled anew in
// another clone.
#ifndef TXEK_SOURCE_DIR
#error "TXEK_SOURCE_DIR must name the repository root"
#endif

namespace source_files {

std::string root() {
    return TXEK_SOURCE_DIR;
}

std::string read(const std::string& path) {
    std::ifstream in(root() + "/" + path, std::ios::binary);
    std::ostringstream text;
    text << in.rdbuf();
    return text.str();
}

} // namespace source_files
