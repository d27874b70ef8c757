#!/usr/bin/env bash
# Builds the native tree: desktop app, tools and test programs (build/native).
# With the web tree built first, CTest also checks the site and the wasm tools from here;
# TXEK_WEB_UNDER_WAY=1 registers those tests while the web tree is still building (ci/test.sh).
set -euo pipefail
. "$(dirname "$0")/env.sh"
cd "$TXEK_ROOT"
web_arg=()
if [ -f build/web/site/index.html ] || [ "${TXEK_WEB_UNDER_WAY:-}" = 1 ]; then
  web_arg=(-DTXEK_WEB_BUILD_DIR="$TXEK_ROOT/build/web")
else
  echo "build-native: no web build in build/web, so CTest will not run the native/wasm comparison" \
       "or the browser tests (run ci/build-web.sh first; ci/test.sh does)" >&2
fi
cmake -S . -B build/native -DCMAKE_BUILD_TYPE=Release -DIMGUI_DIR="$IMGUI_SRC" "${web_arg[@]}" >/dev/null
cmake --build build/native -j"$(nproc)" "$@"
