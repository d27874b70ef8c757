#!/usr/bin/env bash
# Builds the static site into build/web/site, the test site (High card, tests/highcard/) into
# build/web/test-site, and the wasm tools, run under Node by the tests.
set -euo pipefail
. "$(dirname "$0")/env.sh"
cd "$TXEK_ROOT"
# CMAKE_FIND_ROOT_PATH: the Emscripten toolchain confines find_package to its sysroot.
emcmake cmake -S . -B build/web -DCMAKE_BUILD_TYPE=Release -DIMGUI_DIR="$IMGUI_SRC" \
  -DSDL2_DIR="$SDL2_WASM_PREFIX/lib/cmake/SDL2" -DCMAKE_FIND_ROOT_PATH="$SDL2_WASM_PREFIX" >/dev/null
cmake --build build/web -j"$(nproc)" "$@"
echo "site: $TXEK_ROOT/build/web/site"
