#!/usr/bin/env bash
# Builds the native tree: desktop app, tools and test programs (build/native).
# With the web tree built first, CTest also checks the site and the wasm tools from here.
set -euo pipefail
. "$(dirname "$0")/env.sh"
cd "$TXEK_ROOT"
web_arg=()
[ -f build/web/site/index.html ] && web_arg=(-DTXEK_WEB_BUILD_DIR="$TXEK_ROOT/build/web")
cmake -S . -B build/native -DCMAKE_BUILD_TYPE=Release -DIMGUI_DIR="$IMGUI_SRC" "${web_arg[@]}" >/dev/null
cmake --build build/native -j"$(nproc)" "$@"
