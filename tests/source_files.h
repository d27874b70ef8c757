// The repository's own files a test reads (scenario records, READMEs, asset descriptions),
// named by their path from the repository's root.
#pragma once

#include <string>

namespace source_files {

// The repository's root directory.
std::string root();

// The whole text of the file at `path` under the root; "" when it cannot be read (the test that
// asked then fails on what it expected to find).
std::string read(const std::string& path);

} // namespace source_files
