#!/usr/bin/env bash
# The test command: sets everything up, builds web and native, runs every test through CTest
# (Catch2 test cases, the native/wasm comparison, the browser tests), then the Catch2 suite under
# ASan and UBSan (ci/sanitize.sh) and a short run of each fuzz target (ci/fuzz.sh).
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
. "$here/env.sh"
start=$(date +%s)
bash "$here/setup.sh"
cd "$TXEK_ROOT"
# The native tree builds beside the web tree, whose last step, the table's link, keeps one core
# only; the web build's output is shown only if it fails.
mkdir -p build
bash "$here/build-web.sh" >build/web-build.log 2>&1 &
web_build=$!
trap 'kill "$web_build" 2>/dev/null || true' EXIT # a failed native build stops it too
TXEK_WEB_UNDER_WAY=1 bash "$here/build-native.sh"
if ! wait "$web_build"; then
  tail -n 60 build/web-build.log
  echo "test: the web build failed (log: build/web-build.log)" >&2
  exit 1
fi
mkdir -p build/test-artefacts
TXEK_ARTEFACTS="$TXEK_ROOT/build/test-artefacts" \
  ctest --test-dir build/native --output-on-failure -j"$(nproc)"
bash "$here/sanitize.sh"
bash "$here/fuzz.sh" --runs 3000
echo "test command took $(( $(date +%s) - start )) s; browser screenshots in build/test-artefacts/"
