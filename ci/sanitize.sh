#!/usr/bin/env bash
# The sanitized test run (issue 5): every Catch2 test program built with AddressSanitizer and
# UBSan (build/asan: clang-14, TXEK_SANITIZE=ON, test programs only) and run through CTest. The
# web and browser tests need the web build and are left to the normal run. The 10,000-game
# playout test plays its first TXEK_PLAYOUT_GAMES games here (default 1500). "bots: every level
# plays seeded games ... to the end" is left out too: its expert bots' playouts take about 70 s
# natively and over 20 minutes under ASan on 2 cores (the normal run still has it).
# Quiet on success (one summary line); on failure prints the failing tests' output and exits
# non-zero. Idempotent: a second run rebuilds nothing and only runs the tests again.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
. "$here/env.sh"
cd "$TXEK_ROOT"
start=$(date +%s)
build=build/asan
mkdir -p "$build"
log="$build/sanitize.log"

configure() {
  CC=clang-14 CXX=clang++-14 cmake -S . -B "$build" -DTXEK_SANITIZE=ON \
    -DCMAKE_BUILD_TYPE=RelWithDebInfo -DIMGUI_DIR="$IMGUI_SRC"
}
# Every test program (one a game folder, plus platform_tests and table_tests).
test_programs() {
  cmake --build "$build" --target help | sed -n 's/^\.\.\. \([A-Za-z0-9_]*_tests\)$/\1/p' | sort -u
}
if ! configure >"$log" 2>&1; then
  tail -n 40 "$log"
  echo "sanitize: configuring $build failed" >&2
  exit 1
fi
mapfile -t programs < <(test_programs)
if [ ${#programs[@]} -eq 0 ] ||
   ! cmake --build "$build" -j"$(nproc)" --target "${programs[@]}" >>"$log" 2>&1; then
  tail -n 40 "$log"
  echo "sanitize: building the test programs failed (log: $log)" >&2
  exit 1
fi

export ASAN_OPTIONS=${ASAN_OPTIONS:-detect_leaks=1:abort_on_error=1}
export UBSAN_OPTIONS=${UBSAN_OPTIONS:-print_stacktrace=1:halt_on_error=1}
export TXEK_PLAYOUT_GAMES=${TXEK_PLAYOUT_GAMES:-1500}
out="$build/ctest.log"
if ! ctest --test-dir "$build" -j"$(nproc)" --output-on-failure \
     -E '^(web|browser): |bots: every level plays seeded games' >"$out" 2>&1; then
  # CTest prints each failing test's output (ASan/UBSan reports included), then the list.
  tail -n 150 "$out"
  echo "sanitize: FAILED under ASan/UBSan (full output: $out)" >&2
  exit 1
fi
summary=$(grep -E 'tests passed' "$out" | tail -n 1)
echo "sanitize: ${programs[*]} under ASan+UBSan: ${summary:-ok} ($(( $(date +%s) - start )) s)"
