#!/usr/bin/env bash
# The test command: sets everything up, builds web and native, runs every test through CTest
# (Catch2 test cases, the native/wasm comparison, the browser tests), and beside it the Catch2
# suite under ASan and UBSan (ci/sanitize.sh) and a short run of each fuzz target (ci/fuzz.sh).
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
. "$here/env.sh"
start=$(date +%s)
bash "$here/setup.sh"
bash "$here/build-web.sh"
bash "$here/build-native.sh"
cd "$TXEK_ROOT"
mkdir -p build/test-artefacts
# The sanitized run and the short fuzz run go beside CTest at the lowest priority: the browser
# tests leave the cores idle while their pages wait, and at nice 19 these take what is idle and
# only about 1.5% of a core the browsers want. What is left of them runs once CTest is done.
beside_log=build/sanitize-and-fuzz.log
nice -n 19 bash -c 'bash "$1/sanitize.sh" && bash "$1/fuzz.sh" --runs 3000' _ "$here" \
  >"$beside_log" 2>&1 &
beside=$!
ctest_rc=0
TXEK_ARTEFACTS="$TXEK_ROOT/build/test-artefacts" \
  ctest --test-dir build/native --output-on-failure -j"$(nproc)" || ctest_rc=$?
beside_rc=0
wait "$beside" || beside_rc=$?
cat "$beside_log"
echo "test command took $(( $(date +%s) - start )) s; browser screenshots in build/test-artefacts/"
if [ "$ctest_rc" != 0 ] || [ "$beside_rc" != 0 ]; then
  echo "test command FAILED: CTest exit $ctest_rc, sanitized and fuzz runs exit $beside_rc" >&2
  exit 1
fi
