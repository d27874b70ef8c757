#!/usr/bin/env bash
# The sanitized test run: every Catch2 test program (CMake lists them in test_programs.txt) built
# with AddressSanitizer and UBSan (build/asan: clang-14, TXEK_SANITIZE=ON) and run, assertions
# on, two programs at a time. Tests tagged [slow] are left to the normal run (bots of every level
# playing whole games: the expert's playouts take minutes under ASan); so are the web and browser
# tests, which need the web build. Shorter random runs: TXEK_PLAYOUT_GAMES (default 250) and
# TXEK_CONFORMANCE_GAMES (default 5) games: the normal run plays the full counts, and under the
# sanitizers the point is memory errors on many kinds of state, which a few hundred games reach
# (the conformance suite's 5 a game come on top of the games' own playouts).
# Quiet on success (one summary line); on failure prints the failing programs' output and exits
# non-zero. Idempotent: a second run rebuilds nothing and only runs the tests again.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
. "$here/env.sh"
cd "$TXEK_ROOT"
start=$(date +%s)
build=build/asan
mkdir -p "$build"
log="$build/sanitize.log"

# Line tables only (a report's stack still names file and line) and lld: full debug info made
# linking the ten ASan programs most of this script's build time.
if ! CC=clang-14 CXX=clang++-14 cmake -S . -B "$build" -DTXEK_SANITIZE=ON \
       -DCMAKE_BUILD_TYPE=RelWithDebInfo -DCMAKE_CXX_FLAGS_RELWITHDEBINFO="-O2 -gline-tables-only -DNDEBUG" \
       -DCMAKE_C_FLAGS_RELWITHDEBINFO="-O2 -gline-tables-only -DNDEBUG" \
       -DCMAKE_EXE_LINKER_FLAGS=-fuse-ld=lld -DIMGUI_DIR="$IMGUI_SRC" >"$log" 2>&1; then
  tail -n 40 "$log"
  echo "sanitize: configuring $build failed" >&2
  exit 1
fi
mapfile -t programs <"$build/test_programs.txt"
# The longest first (the conformance suite runs every game's playouts: about a third of the
# whole), so the two workers finish together.
mapfile -t programs < <(printf '%s\n' "${programs[@]}" | grep -x conformance_tests
                        printf '%s\n' "${programs[@]}" | grep -vx conformance_tests)
if [ ${#programs[@]} -eq 0 ] ||
   ! cmake --build "$build" -j"$(nproc)" --target "${programs[@]}" >>"$log" 2>&1; then
  tail -n 40 "$log"
  echo "sanitize: building the test programs failed (log: $log)" >&2
  exit 1
fi

export ASAN_OPTIONS=${ASAN_OPTIONS:-detect_leaks=1:abort_on_error=1}
export UBSAN_OPTIONS=${UBSAN_OPTIONS:-print_stacktrace=1:halt_on_error=1}
export TXEK_PLAYOUT_GAMES=${TXEK_PLAYOUT_GAMES:-250}
export TXEK_CONFORMANCE_GAMES=${TXEK_CONFORMANCE_GAMES:-5}
out="$build/runs"
rm -rf "$out" && mkdir -p "$out"
# Each program's report goes to runs/<program>.log; its exit code to runs/<program>.rc.
printf '%s\n' "${programs[@]}" | xargs -P "$(nproc)" -I{} sh -c \
  '"$1/$2" "~[slow]" >"$3/$2.log" 2>&1; echo $? >"$3/$2.rc"' _ "$build" {} "$out"
failed=()
total=0
for p in "${programs[@]}"; do
  if [ "$(cat "$out/$p.rc")" != 0 ]; then
    failed+=("$p")
    tail -n 80 "$out/$p.log"
  fi
  n=$(sed -n 's/^All tests passed (.* in \([0-9]*\) test cases\?)$/\1/p' "$out/$p.log")
  total=$((total + ${n:-0}))
done
if [ ${#failed[@]} -gt 0 ]; then
  echo "sanitize: FAILED under ASan/UBSan: ${failed[*]} (reports: $out/)" >&2
  exit 1
fi
echo "sanitize: ${#programs[@]} programs, $total test cases under ASan+UBSan, none failed ($(( $(date +%s) - start )) s)"
