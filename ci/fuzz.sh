#!/usr/bin/env bash
# Fuzzing: builds the libFuzzer targets of tests/fuzz/ (build/fuzz: clang-14, ASan and UBSan,
# TXEK_FUZZ=ON) and runs them, as many at a time as there are cores, each on a temporary copy of
# its corpus tests/fuzz/corpus/<target>/, so the repository's corpus only grows when you choose.
#   ci/fuzz.sh [SECONDS]   each target for SECONDS of fuzzing (default 60)
#   ci/fuzz.sh --runs N    each target for N inputs (at most 30 s), corpus included (the test
#                          command's short run)
# The targets are every tests/fuzz/fuzz_*.cpp (CMake lists them in build/fuzz/fuzz_targets.txt).
# Environment: FUZZ_TARGETS="fuzz_link ..." picks targets; KEEP_CORPUS=1 merges the new inputs
# that add coverage into tests/fuzz/corpus/<target>/ (libFuzzer -merge=1).
# Prints one line per target (executions, time) and a summary; a crash, leak, timeout or
# violated invariant prints the fuzzer's report, leaves the input in build/fuzz/artifacts/<target>/
# and makes the script exit non-zero. Idempotent: a second run rebuilds nothing.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
. "$here/env.sh"
cd "$TXEK_ROOT"

mode=time
amount=60
if [ "${1:-}" = "--runs" ]; then
  mode=runs
  amount=${2:-}
elif [ -n "${1:-}" ]; then
  amount=$1
fi
case "$amount" in
  '' | *[!0-9]*) echo "usage: ci/fuzz.sh [SECONDS_PER_TARGET] | --runs N" >&2; exit 2 ;;
esac
build=build/fuzz
mkdir -p "$build"
if ! CC=clang-14 CXX=clang++-14 cmake -S . -B "$build" -DTXEK_FUZZ=ON -DCMAKE_BUILD_TYPE=Release \
       -DIMGUI_DIR="$IMGUI_SRC" >"$build/fuzz-build.log" 2>&1; then
  tail -n 40 "$build/fuzz-build.log"
  echo "fuzz: configuring $build failed" >&2
  exit 1
fi
if [ -n "${FUZZ_TARGETS:-}" ]; then
  read -r -a targets <<<"$FUZZ_TARGETS"
else
  mapfile -t targets <"$build/fuzz_targets.txt"
fi
if ! cmake --build "$build" -j"$(nproc)" --target "${targets[@]}" >>"$build/fuzz-build.log" 2>&1; then
  tail -n 40 "$build/fuzz-build.log"
  echo "fuzz: the build failed (log: $build/fuzz-build.log)" >&2
  exit 1
fi

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
# A smaller quarantine than ASan's 256 MB default: the same checks, far fewer page faults. Two
# frames of each allocation's stack, not 30: ASan finds the same errors, and unwinding and storing
# every malloc's stack was a quarter of fuzz_storage's and fuzz_record's time. A report names
# where the bad access is in full; replaying its input (build/fuzz/<target> FILE, README.md)
# without this variable prints where the memory was allocated and freed in full too.
export ASAN_OPTIONS=${ASAN_OPTIONS:-quarantine_size_mb=16:malloc_context_size=2}
export UBSAN_OPTIONS=${UBSAN_OPTIONS:-print_stacktrace=1}
start=$(date +%s)

# One target on a copy of its corpus: its report line in $work/<t>.line, its executions in
# $work/<t>.execs, and a file $work/<t>.failed when it found something.
run_target() {
  local t=$1 corpus="tests/fuzz/corpus/$1" artifacts="$TXEK_ROOT/$build/artifacts/$1/"
  mkdir -p "$artifacts" "$work/$t"
  [ -d "$corpus" ] && cp -r "$corpus/." "$work/$t/"
  # --runs stops at N inputs or after 30 s, whichever comes first (a slow target, fuzz_games,
  # checks a whole match per input): the test command's run stays short.
  local limit
  if [ "$mode" = runs ]; then limit=(-runs="$amount" -max_total_time=30); else limit=(-max_total_time="$amount"); fi
  # Links: real ones are short; the 65 KB regression input would otherwise set the length limit
  # and slow every run down (it is read cut to this length; link_test.cpp has it whole).
  [ "$t" = fuzz_link ] && limit+=(-max_len=8192)
  # libFuzzer's entropic schedule keeps a count per coverage feature and updates it for every
  # feature each run reaches: about a third of the time of these two, whose every input goes
  # through a whole game (tens of thousands of features). They pick the next input to mutate the
  # way libFuzzer did before it (-entropic=0); what they check is the same.
  case "$t" in fuzz_games | fuzz_record) limit+=(-entropic=0) ;; esac
  local t0 t1 rc=0 execs tenths
  t0=$(date +%s%N)
  "$build/$t" "${limit[@]}" -timeout=60 -rss_limit_mb=2560 -print_final_stats=1 \
    -artifact_prefix="$artifacts" "$work/$t" >"$work/$t.log" 2>&1 || rc=$?
  t1=$(date +%s%N)
  execs=$(sed -n 's/^stat::number_of_executed_units: *//p' "$work/$t.log" | tail -n 1)
  echo "${execs:-0}" >"$work/$t.execs"
  if [ "$rc" -ne 0 ]; then
    touch "$work/$t.failed"
    { grep -E -A 30 'ERROR|runtime error|deadly signal|SUMMARY' "$work/$t.log" | head -n 60 ||
        tail -n 60 "$work/$t.log"
      printf 'fuzz: %-13s FAILED after %s executions; the input is in %s\n' "$t" "${execs:-0}" "$artifacts"
    } >"$work/$t.line"
    return
  fi
  tenths=$(( (t1 - t0) / 100000000 ))
  printf 'fuzz: %-13s %9s executions in %4d.%d s\n' "$t" "${execs:-0}" $((tenths / 10)) \
    $((tenths % 10)) >"$work/$t.line"
  if [ "${KEEP_CORPUS:-0}" = 1 ]; then
    "$build/$t" -merge=1 "$corpus" "$work/$t" >"$work/$t.merge.log" 2>&1 ||
      { tail -n 20 "$work/$t.merge.log"; touch "$work/$t.failed"; } >>"$work/$t.line"
  fi
}

# Each fuzzer is one process on one core: as many at a time as there are cores.
running=0
for t in "${targets[@]}"; do
  if [ "$running" -ge "$(nproc)" ]; then wait -n || true; running=$((running - 1)); fi
  run_target "$t" &
  running=$((running + 1))
done
wait
total=0
failed=()
for t in "${targets[@]}"; do
  cat "$work/$t.line"
  total=$((total + $(cat "$work/$t.execs")))
  [ -e "$work/$t.failed" ] && failed+=("$t")
done

if [ ${#failed[@]} -gt 0 ]; then
  echo "fuzz: FAILED: ${failed[*]} ($(( $(date +%s) - start )) s)" >&2
  exit 1
fi
echo "fuzz: ${#targets[@]} targets, $total executions in $(( $(date +%s) - start )) s, no crash"
