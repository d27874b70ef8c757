#!/usr/bin/env bash
# The flake hunt: a tool, not a test. Sets up and builds web and native, then runs the whole
# browser suite (CTest's "browser:" tests, two at a time, as the test command does) N times in a
# row against that one build, and reports each run: its result, its wall time, the load average
# and any test that failed. Run something heavy beside it (a build, a fuzz run): races show under
# load. Each run's log is kept in build/flake-hunt/.
#   bash ci/flake-hunt.sh [runs, default 10]
set -uo pipefail
here=$(cd "$(dirname "$0")" && pwd)
. "$here/env.sh"
runs=${1:-10}
out="$TXEK_ROOT/build/flake-hunt"
mkdir -p "$out"
bash "$here/setup.sh" >"$out/build.log" 2>&1 &&
  bash "$here/build-web.sh" >>"$out/build.log" 2>&1 &&
  bash "$here/build-native.sh" >>"$out/build.log" 2>&1 ||
  { tail -n 40 "$out/build.log"; echo "flake hunt: the build failed (log: $out/build.log)" >&2; exit 1; }
summary="$out/summary.txt"
: >"$summary"
green=0
for run in $(seq 1 "$runs"); do
  start=$(date +%s)
  TXEK_ARTEFACTS="$out/artefacts-$run" ctest --test-dir "$TXEK_ROOT/build/native" -R '^browser:' \
    -j2 --output-on-failure >"$out/run-$run.log" 2>&1
  rc=$?
  [ "$rc" -eq 0 ] && green=$((green + 1))
  failed=$(grep -E '^\s+[0-9]+ - browser:' "$out/run-$run.log" | grep -v '(Disabled)' | sed 's/^\s*//' | tr '\n' ';')
  line="run $run: $([ "$rc" -eq 0 ] && echo green || echo "FAILED ($failed)"), $(( $(date +%s) - start )) s, load $(cut -d' ' -f1-3 /proc/loadavg)"
  echo "$line" | tee -a "$summary"
done
echo "flake hunt: $green of $runs runs green (summary: $summary)" | tee -a "$summary"
[ "$green" -eq "$runs" ]
