#!/usr/bin/env bash
# The test command: sets everything up, builds web and native, runs every test through CTest
# (Catch2 test cases, the native/wasm comparison, the browser tests).
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
. "$here/env.sh"
start=$(date +%s)
bash "$here/setup.sh"
bash "$here/build-web.sh"
bash "$here/build-native.sh"
cd "$TXEK_ROOT"
mkdir -p build/test-artefacts
TXEK_ARTEFACTS="$TXEK_ROOT/build/test-artefacts" \
  ctest --test-dir build/native --output-on-failure -j"$(nproc)"
bash "$here/sanitize.sh"
bash "$here/fuzz.sh" --runs 3000
echo "test command took $(( $(date +%s) - start )) s; browser screenshots in build/test-artefacts/"
